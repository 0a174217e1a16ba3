//! Placements (which piece stands on which cell) and their puzzle codes.
//!
//! The code is FEN-like: ranks from the top separated by `/`, a digit 1-8 for
//! a run of empty cells, a letter `K Q R B N P` (either case on input) for a
//! piece, and `-` for each switched-off cell, e.g. `Q-1/2N/B1P`. The board's
//! size follows from the text. The board kernel's
//! [`BoardText`] reads and writes it; a placement
//! only adds that some cell is switched on.

use std::{fmt, str::FromStr};

use super::{geometry, grid::Grid};
use crate::board::{
    write_board, BoardText, BoardTextError, PieceKind, Square, Syntax, TextCell, ALL_PIECE_KINDS,
};

/// A placement of pieces on a (possibly shaped) board of at most 8×8.
///
/// A placement dereferences to its [`Grid`] (`width()`, `height()`, `cells()`, `is_on()`, …).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    grid: Grid,
    /// 0 = empty, otherwise 1 + [`PieceKind::index`]; indexed `rank * 8 + file`.
    kinds: [u8; 64],
}

impl Placement {
    /// An empty placement on the board `cells` (a `rank * 8 + file` mask) of
    /// the `width` × `height` rectangle; cells outside the rectangle are dropped.
    #[must_use]
    pub fn empty(width: u8, height: u8, cells: u64) -> Placement {
        Placement { grid: Grid::new(width, height, cells), kinds: [0; 64] }
    }

    /// Internal constructor from the solver's arrays (codes as in `kinds`).
    pub(crate) fn from_parts(width: u8, height: u8, cells: u64, kinds: &[u8; 64]) -> Placement {
        let mut placement = Placement::empty(width, height, cells);
        for (slot, &code) in placement.kinds.iter_mut().zip(kinds) {
            *slot = code;
        }
        placement.kinds.iter_mut().enumerate().for_each(|(cell, slot)| {
            if cells >> cell & 1 == 0 {
                *slot = 0;
            }
        });
        placement
    }

    /// Puts `kind` (or nothing) on `square`; ignored if the square is switched off.
    pub fn set(&mut self, square: Square, kind: Option<PieceKind>) {
        if self.is_on(square) {
            self.kinds[usize::from(square.index())] = kind.map_or(0, |kind| kind.index() as u8 + 1);
        }
    }

    /// The board.
    #[must_use]
    pub const fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The piece on `square`, if any.
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<PieceKind> {
        let code = *self.kinds.get(usize::from(square.index()))?;
        ALL_PIECE_KINDS.get(usize::from(code).checked_sub(1)?).copied()
    }

    /// The cells holding a piece, as a mask.
    #[must_use]
    pub fn occupied(&self) -> u64 {
        self.kinds
            .iter()
            .enumerate()
            .filter(|(_, &code)| code != 0)
            .fold(0, |mask, (cell, _)| mask | 1 << cell)
    }

    /// How many pieces stand on the board.
    #[must_use]
    pub fn piece_count(&self) -> u32 {
        self.occupied().count_ones()
    }

    /// How often each cell is attacked (direct attacks only), indexed `rank * 8 + file`;
    /// 0 on switched-off cells.
    ///
    /// ```
    /// use chesslab_core::exact::Placement;
    ///
    /// // A rook on a1 of a 3×3 board, a knight on c1 in its way.
    /// let counts = Placement::parse("3/3/R1N")?.attack_counts();
    /// assert_eq!(counts[..3], [0, 1, 1]); // rank 1: the rook stops at the knight
    /// assert_eq!(counts[8..11], [2, 0, 0]); // rank 2: both attack a2
    /// assert_eq!(counts[16..19], [1, 1, 0]); // rank 3: the rook's a3, the knight's b3
    /// # Ok::<(), chesslab_core::board::BoardTextError>(())
    /// ```
    #[must_use]
    pub fn attack_counts(&self) -> [u8; 64] {
        let occupied = self.occupied();
        let mut counts = [0u8; 64];
        for cell in 0..64u8 {
            let Some(kind) = Square::from_index(cell).and_then(|square| self.piece_at(square)) else {
                continue;
            };
            let attacked = geometry::attacks(kind, cell, self.grid.cells(), occupied);
            for (target, count) in counts.iter_mut().enumerate() {
                *count += (attacked >> target & 1) as u8;
            }
        }
        counts
    }

    /// Reads a puzzle code (see the module notes).
    ///
    /// ```
    /// use chesslab_core::{board::Square, exact::Placement};
    ///
    /// let placement = Placement::parse("q-1/2n/B1P")?;
    /// assert_eq!(placement.to_string(), "Q-1/2N/B1P");
    /// assert_eq!(placement.piece_count(), 4);
    /// // The board, top rank first: `-` switched off, `.` empty.
    /// let cell = |file, rank| match Square::new(file, rank) {
    ///     Some(square) if placement.is_on(square) => {
    ///         placement.piece_at(square).map_or('.', |kind| kind.letter())
    ///     }
    ///     _ => '-',
    /// };
    /// let rank = |rank| (0..3).map(|file| cell(file, rank)).collect::<String>();
    /// assert_eq!([rank(2), rank(1), rank(0)], ["Q-.", "..N", "B.P"]);
    ///
    /// let error = Placement::parse("K1/X1").unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "rank 2 from the top: 'X' is not a piece letter (K Q R B N P), \
    ///      a digit 1-8, '-' or '/' (character 4)"
    /// );
    /// # Ok::<(), chesslab_core::board::BoardTextError>(())
    /// ```
    ///
    /// # Errors
    /// A [`BoardTextError`] saying what is wrong and where.
    pub fn parse(code: &str) -> Result<Placement, BoardTextError> {
        let board = BoardText::read(code.trim(), Syntax::PLAIN.with_off_cells())?;
        // The reader keeps each side from 1 to 8.
        let mut placement = Placement::empty(board.width() as u8, board.height() as u8, 0);
        let mut cells = 0u64;
        for (square, cell) in board.cells() {
            if *cell != TextCell::Off {
                cells |= 1 << square.index();
            }
            if let TextCell::Piece(kind) = cell {
                placement.kinds[usize::from(square.index())] = kind.index() as u8 + 1;
            }
        }
        if cells == 0 {
            return Err(BoardTextError::NoCells);
        }
        placement.grid = placement.grid.with_cells(cells);
        Ok(placement)
    }
}

impl fmt::Display for Placement {
    /// The puzzle code.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let code = write_code(usize::from(self.width()), usize::from(self.height()), |file, rank| {
            let square = Square::new(file as u8, rank as u8)?;
            self.is_on(square).then(|| self.piece_at(square))
        });
        f.write_str(&code)
    }
}

/// The puzzle code of a `width` × `height` board whose cell at `(file,
/// rank)` is switched off (`None`), empty or holds a piece; a run of empty
/// cells longer than 9 (only on boards beyond 8×8) is written as several digits.
pub(crate) fn write_code(
    width: usize,
    height: usize,
    cell: impl Fn(usize, usize) -> Option<Option<PieceKind>>,
) -> String {
    write_board(width, height, |file, rank| match cell(file, rank) {
        None => TextCell::Off,
        Some(None) => TextCell::Empty,
        Some(Some(kind)) => TextCell::Piece(kind),
    })
}

impl FromStr for Placement {
    type Err = BoardTextError;
    fn from_str(code: &str) -> Result<Placement, BoardTextError> {
        Placement::parse(code)
    }
}

impl std::ops::Deref for Placement {
    type Target = Grid;

    fn deref(&self) -> &Grid {
        &self.grid
    }
}
