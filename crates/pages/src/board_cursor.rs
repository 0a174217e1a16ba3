//! The keyboard's square on a board that is played by hand (Queens,
//! Coverage, Exact attack): where the arrows have taken it, shown only while
//! the keyboard drives the board (a tap moves it there, hidden).

use chesslab_core::board::Cell;

/// The keyboard's square on a board of `width` × `height` (a1 until one is
/// chosen), shown only while the keyboard drives the board, not after taps.
///
/// ```
/// use chesslab_core::board::Cell;
/// use chesslab_pages::board_cursor::BoardCursor;
///
/// let mut cursor = BoardCursor::default();
/// assert_eq!(cursor.shown(), None); // nothing drawn before a key
/// assert_eq!(cursor.move_by(1, 1, 4, 3), Cell { file: 1, rank: 1 });
/// assert_eq!(cursor.move_by(0, 5, 4, 3), Cell { file: 1, rank: 1 }); // off the board: stays
/// cursor.point_at(Cell { file: 3, rank: 2 }); // a tap moves it there, hidden
/// assert_eq!(cursor.shown(), None);
/// assert_eq!(cursor.keyboard_cell(), Cell { file: 3, rank: 2 });
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardCursor {
    at: Option<Cell>,
    /// Drawn while the keyboard drives the board.
    visible: bool,
}

impl BoardCursor {
    /// The keyboard's square (a1 until one is chosen), now shown.
    pub fn keyboard_cell(&mut self) -> Cell {
        self.visible = true;
        self.at.unwrap_or_default()
    }

    /// A tap on `cell`: the cursor goes there, hidden.
    pub fn point_at(&mut self, cell: Cell) {
        self.at = Some(cell);
        self.visible = false;
    }

    /// The arrows: the cursor moves by (`df`, `dr`) within the board, shown.
    pub fn move_by(&mut self, df: i16, dr: i16, width: usize, height: usize) -> Cell {
        let at = self.keyboard_cell();
        let (file, rank) = (i16::from(at.file) + df, i16::from(at.rank) + dr);
        let inside = |value: i16, side: usize| (0..i16::try_from(side).unwrap_or(i16::MAX)).contains(&value);
        if inside(file, width) && inside(rank, height) {
            // Both are inside a side that fits an i16 and are not negative: they fit a u8 board.
            self.at = Some(Cell { file: file as u8, rank: rank as u8 });
        }
        self.at.unwrap_or_default()
    }

    /// The cursor to draw: only while the keyboard drives the board.
    #[must_use]
    pub fn shown(&self) -> Option<Cell> {
        self.visible.then(|| self.at.unwrap_or_default())
    }

    /// The board lost the focus: the cursor hides.
    pub fn blur(&mut self) {
        self.visible = false;
    }

    /// Keeps the cursor on a board of `width` × `height`.
    pub fn fit(&mut self, width: usize, height: usize) {
        if self.at.is_some_and(|cell| usize::from(cell.file) >= width || usize::from(cell.rank) >= height) {
            self.at = None;
        }
    }
}
