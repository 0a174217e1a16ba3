//! The keyboard's square on a board that is played by hand (Queens,
//! Coverage): where the arrows have taken it, shown only while the keyboard
//! drives the board (a tap moves it there, hidden).

use chesslab_core::board::Cell;

/// The keyboard's cursor.
///
/// ```
/// use chesslab_core::board::Cell;
/// use chesslab_pages::board_cursor::BoardCursor;
///
/// let mut cursor = BoardCursor::default();
/// assert_eq!(cursor.shown(), None); // hidden until a key is pressed
/// assert_eq!(cursor.step(1, 1, 8), Cell { file: 1, rank: 1 }); // b2
/// assert_eq!(cursor.step(-5, 0, 8), Cell { file: 1, rank: 1 }); // not off the board
/// cursor.point_at(Cell { file: 4, rank: 4 });
/// assert_eq!(cursor.shown(), None);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct BoardCursor {
    /// The square; a1 until one is chosen.
    cell: Option<Cell>,
    /// Shown while the keyboard drives the board, not after taps.
    keyboard: bool,
}

impl BoardCursor {
    /// The keyboard's square (a1 until one is chosen), showing the cursor.
    pub fn keyboard_cell(&mut self) -> Cell {
        self.keyboard = true;
        self.cell.unwrap_or_default()
    }

    /// A tap on `cell`: the cursor goes there, hidden.
    pub fn point_at(&mut self, cell: Cell) {
        self.cell = Some(cell);
        self.keyboard = false;
    }

    /// The arrows: the cursor moves by (`df`, `dr`) within an `n`×`n` board.
    pub fn step(&mut self, df: i16, dr: i16, n: usize) -> Cell {
        let at = self.keyboard_cell();
        let file = i16::from(at.file) + df;
        let rank = i16::from(at.rank) + dr;
        let side = i16::try_from(n.min(usize::from(u8::MAX))).unwrap_or(i16::MAX);
        if (0..side).contains(&file) && (0..side).contains(&rank) {
            // Both in 0..n <= 255: they fit a u8.
            self.cell = Some(Cell { file: file as u8, rank: rank as u8 });
        }
        self.cell.unwrap_or_default()
    }

    /// The cursor to draw: only while the keyboard drives the board.
    #[must_use]
    pub fn shown(&self) -> Option<Cell> {
        self.keyboard.then(|| self.cell.unwrap_or_default())
    }

    /// The board lost the focus: the cursor hides.
    pub fn blur(&mut self) {
        self.keyboard = false;
    }

    /// Keeps the cursor on a board of side `n`.
    pub fn fit(&mut self, n: usize) {
        if self.cell.is_some_and(|cell| usize::from(cell.file) >= n || usize::from(cell.rank) >= n) {
            self.cell = None;
        }
    }
}
