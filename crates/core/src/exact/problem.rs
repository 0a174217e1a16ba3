//! The puzzle: a board (a rectangle with cells switched off), the attack
//! count each cell needs, which cells count, and the pieces allowed.

use std::fmt;

use super::{grid::Grid, placement::Placement};
use crate::board::{Bitboard, PieceKind, Square, ALL_PIECE_KINDS, MAX_SIDE};

/// The largest attack count a cell can ask for: eight rays and eight knight jumps.
pub const MAX_K: u8 = 16;

/// Which cells must be attacked exactly `k` times.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// Every cell, occupied or not (the seed's puzzle).
    #[default]
    EveryCell,
    /// Only the empty cells (Friedman's V(n,k)); at least one cell must stay empty.
    VacantCells,
}

/// The piece kinds a problem allows (not a multiset: a kind is in or out), one bit
/// per [`PieceKind::index`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AllowedKinds(u8);

impl AllowedKinds {
    /// All six kinds.
    pub const ALL: AllowedKinds = AllowedKinds(0b11_1111);
    /// No kind.
    pub const EMPTY: AllowedKinds = AllowedKinds(0);

    /// Whether `kind` is in the set.
    #[must_use]
    pub const fn contains(self, kind: PieceKind) -> bool {
        self.0 >> kind.index() & 1 == 1
    }

    /// The set with `kind` added.
    #[must_use]
    pub const fn with(self, kind: PieceKind) -> AllowedKinds {
        AllowedKinds(self.0 | 1 << kind.index())
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The kinds in the set, in [`ALL_PIECE_KINDS`] order (K Q R B N P).
    pub fn kinds(self) -> impl Iterator<Item = PieceKind> {
        ALL_PIECE_KINDS.into_iter().filter(move |&kind| self.contains(kind))
    }

    /// Reads letters such as `KQN` (either case, any order, repeats allowed).
    ///
    /// # Errors
    /// The first character that is not one of `K Q R B N P`.
    pub fn from_letters(letters: &str) -> Result<AllowedKinds, char> {
        letters.chars().try_fold(AllowedKinds::EMPTY, |set, letter| {
            PieceKind::from_letter(letter).map(|kind| set.with(kind)).ok_or(letter)
        })
    }
}

impl fmt::Display for AllowedKinds {
    /// The letters in K Q R B N P order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.kinds().try_for_each(|kind| write!(f, "{}", kind.letter()))
    }
}

/// Why a [`Problem`] was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProblemError {
    /// A side is 0 or more than 8.
    #[error("a board of {width}×{height} is not supported: each side must be from 1 to {MAX_SIDE}")]
    BadSize {
        /// Files asked for.
        width: usize,
        /// Ranks asked for.
        height: usize,
    },
    /// A board beyond 8×8 with a side of 0 or more than the 128 cells the
    /// wide search holds ([`super::WideSolver`]).
    #[error("a board of {width}×{height} is not supported: it may have at most 128 cells")]
    TooManyCells {
        /// Files asked for.
        width: usize,
        /// Ranks asked for.
        height: usize,
    },
    /// A cell asks for more than [`MAX_K`] attacks.
    #[error("a cell cannot be attacked {k} times: the most is {MAX_K}")]
    KTooLarge {
        /// The count asked for.
        k: u8,
    },
    /// A switched-on cell lies outside the rectangle.
    #[error("cell {square} is outside the board")]
    CellOutside {
        /// The cell.
        square: Square,
    },
    /// Every cell is switched off.
    #[error("every cell is switched off")]
    NoCells,
    /// No piece kind is allowed.
    #[error("no piece is allowed: choose at least one of K Q R B N P")]
    NoPieces,
}

/// An exact-attack puzzle. Built by [`Problem::rectangle`] and refined with
/// the `with_*` methods; its text form is [`Problem::to_text`] / [`Problem::parse`].
///
/// ```
/// use chesslab_core::exact::{Mode, Problem};
/// let problem = Problem::rectangle(5, 5, 2).unwrap().with_mode(Mode::VacantCells);
/// assert_eq!(problem.to_text(), "5x5,k=2,vacant");
/// ```
///
/// A problem dereferences to its [`Grid`] (`width()`, `height()`, `cells()`, `is_on()`, …).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Problem {
    grid: Grid,
    /// The count each cell needs; 0 on switched-off cells.
    k: [u8; 64],
    mode: Mode,
    pieces: AllowedKinds,
}

impl Problem {
    /// A full `width` × `height` board where every cell needs `k` attacks,
    /// mode [`Mode::EveryCell`], all pieces allowed.
    ///
    /// # Errors
    /// A side outside 1..=8, or `k` above [`MAX_K`].
    pub fn rectangle(width: usize, height: usize, k: u8) -> Result<Problem, ProblemError> {
        let fits = |side: usize| (1..=usize::from(MAX_SIDE)).contains(&side);
        if !fits(width) || !fits(height) {
            return Err(ProblemError::BadSize { width, height });
        }
        if k > MAX_K {
            return Err(ProblemError::KTooLarge { k });
        }
        let grid = Grid::rectangle(width as u8, height as u8);
        let need = std::array::from_fn(|cell| if grid.cells() >> cell & 1 == 1 { k } else { 0 });
        Ok(Problem { grid, k: need, mode: Mode::EveryCell, pieces: AllowedKinds::ALL })
    }

    /// The same problem in `mode`.
    #[must_use]
    pub fn with_mode(mut self, mode: Mode) -> Problem {
        self.mode = mode;
        self
    }

    /// The same problem with only `pieces` allowed.
    ///
    /// # Errors
    /// An empty set.
    pub fn with_pieces(mut self, pieces: AllowedKinds) -> Result<Problem, ProblemError> {
        if pieces.is_empty() {
            return Err(ProblemError::NoPieces);
        }
        self.pieces = pieces;
        Ok(self)
    }

    /// The same problem with `square` switched off.
    ///
    /// # Errors
    /// A square outside the rectangle, or the last switched-on cell.
    pub fn with_cell_off(mut self, square: Square) -> Result<Problem, ProblemError> {
        self.check_inside(square)?;
        let cells = self.grid.cells() & !(1 << square.index());
        if cells == 0 {
            return Err(ProblemError::NoCells);
        }
        self.grid = self.grid.with_cells(cells);
        self.k[usize::from(square.index())] = 0;
        Ok(self)
    }

    /// The same problem with `square` switched on and needing `k` attacks.
    ///
    /// # Errors
    /// A square outside the rectangle, or `k` above [`MAX_K`].
    pub fn with_k_at(mut self, square: Square, k: u8) -> Result<Problem, ProblemError> {
        self.check_inside(square)?;
        if k > MAX_K {
            return Err(ProblemError::KTooLarge { k });
        }
        self.grid = self.grid.with_cells(self.grid.cells() | 1 << square.index());
        self.k[usize::from(square.index())] = k;
        Ok(self)
    }

    fn check_inside(&self, square: Square) -> Result<(), ProblemError> {
        if self.grid.contains(square) {
            Ok(())
        } else {
            Err(ProblemError::CellOutside { square })
        }
    }

    /// The board.
    #[must_use]
    pub const fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The attack count `square` needs (0 for a switched-off cell).
    #[must_use]
    pub fn k_at(&self, square: Square) -> u8 {
        self.k.get(usize::from(square.index())).copied().unwrap_or(0)
    }

    /// The count every cell needs, if all switched-on cells need the same one.
    #[must_use]
    pub fn uniform_k(&self) -> Option<u8> {
        let mut counts = Bitboard(self.grid.cells()).indices().map(|cell| self.k[cell]);
        let first = counts.next()?;
        counts.all(|k| k == first).then_some(first)
    }

    /// The counting mode.
    #[must_use]
    pub const fn mode(&self) -> Mode {
        self.mode
    }

    /// The allowed piece kinds.
    #[must_use]
    pub const fn pieces(&self) -> AllowedKinds {
        self.pieces
    }

    /// Whether `placement` solves this problem: the same board, only allowed
    /// kinds, and every counted cell (every cell, or in vacant mode every
    /// empty one, of which there must be one) attacked exactly as often as it needs.
    ///
    /// ```
    /// use chesslab_core::exact::{Placement, Problem};
    /// let problem = Problem::parse("3x3,k=1")?;
    /// assert!(problem.is_solved_by(&Placement::parse("2B/1K1/3")?));
    /// assert!(!problem.is_solved_by(&Placement::parse("2B/3/1K1")?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[must_use]
    pub fn is_solved_by(&self, placement: &Placement) -> bool {
        if placement.grid() != &self.grid {
            return false;
        }
        let counts = placement.attack_counts();
        let mut vacant = false;
        for square in self.on_squares() {
            let piece = placement.piece_at(square);
            if piece.is_some_and(|kind| !self.pieces.contains(kind)) {
                return false;
            }
            vacant |= piece.is_none();
            let counted = self.mode == Mode::EveryCell || piece.is_none();
            if counted && counts[usize::from(square.index())] != self.k_at(square) {
                return false;
            }
        }
        vacant || self.mode == Mode::EveryCell
    }

    /// The needed counts, indexed `rank * 8 + file`.
    pub(crate) const fn k_grid(&self) -> &[u8; 64] {
        &self.k
    }
}

impl std::ops::Deref for Problem {
    type Target = Grid;

    fn deref(&self) -> &Grid {
        &self.grid
    }
}
