//! Placements (which piece stands on which cell) and their puzzle codes.
//!
//! The code is FEN-like: ranks from the top separated by `/`, a digit 1-8 for
//! a run of empty cells, a letter `K Q R B N P` (either case on input) for a
//! piece, and `-` for each switched-off cell, e.g. `Q-1/2N/B1P`. The board's
//! size follows from the text.

use std::{fmt, str::FromStr};

use super::{geometry, grid::Grid};
use crate::board::{PieceKind, Square, ALL_PIECE_KINDS, MAX_SIDE};

/// Longest code accepted: an 8×8 board needs at most 71 characters.
const MAX_CODE: usize = 100;

/// A placement of pieces on a (possibly shaped) board of at most 8×8.
///
/// A placement dereferences to its [`Grid`] (`width()`, `height()`, `cells()`, `is_on()`, …).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    grid: Grid,
    /// 0 = empty, otherwise 1 + [`PieceKind::index`]; indexed `rank * 8 + file`.
    kinds: [u8; 64],
}

/// Why a puzzle code was refused. Each message names the place of the mistake.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlacementCodeError {
    /// Nothing was given.
    #[error("the puzzle code is empty")]
    Empty,
    /// Longer than any board needs.
    #[error("the puzzle code is {0} characters long; no board needs more than {MAX_CODE}")]
    TooLong(usize),
    /// A character that is not a piece letter, a digit 1-8, `-` or `/`.
    #[error(
        "rank {rank} from the top: '{}' is not a piece letter (K Q R B N P), a digit 1-8, '-' or '/'",
        .found.escape_debug()
    )]
    UnexpectedCharacter {
        /// The character.
        found: char,
        /// Its rank counted from the top, from 1.
        rank: usize,
    },
    /// A rank whose width differs from the first rank's.
    #[error("rank {rank} from the top is {width} cells wide, but the first rank is {expected}")]
    RaggedRank {
        /// The rank counted from the top, from 1.
        rank: usize,
        /// Its width.
        width: usize,
        /// The first rank's width.
        expected: usize,
    },
    /// More than eight ranks or files, or an empty rank.
    #[error("a board of {width}×{height} is not supported: each side must be from 1 to {MAX_SIDE}")]
    BadSize {
        /// Files.
        width: usize,
        /// Ranks.
        height: usize,
    },
    /// Every cell is switched off.
    #[error("every cell of the puzzle code is switched off ('-')")]
    NoCells,
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
    /// # Ok::<(), chesslab_core::exact::PlacementCodeError>(())
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
    /// use chesslab_core::exact::Placement;
    /// let placement = Placement::parse("q-1/2n/B1P").unwrap();
    /// assert_eq!(placement.to_string(), "Q-1/2N/B1P");
    /// assert_eq!(placement.piece_count(), 4);
    /// ```
    ///
    /// # Errors
    /// A [`PlacementCodeError`] saying what is wrong and where.
    pub fn parse(code: &str) -> Result<Placement, PlacementCodeError> {
        let code = code.trim();
        if code.is_empty() {
            return Err(PlacementCodeError::Empty);
        }
        let length = code.chars().count();
        if length > MAX_CODE {
            return Err(PlacementCodeError::TooLong(length));
        }
        let rows = code.split('/').enumerate().map(|(index, text)| read_rank(text, index + 1));
        let rows = rows.collect::<Result<Vec<_>, _>>()?;
        let width = rows.first().map_or(0, Vec::len);
        if let Some((index, row)) = rows.iter().enumerate().find(|(_, row)| row.len() != width) {
            return Err(PlacementCodeError::RaggedRank {
                rank: index + 1,
                width: row.len(),
                expected: width,
            });
        }
        let height = rows.len();
        let max = usize::from(MAX_SIDE);
        if width == 0 || width > max || height > max {
            return Err(PlacementCodeError::BadSize { width, height });
        }
        let mut placement = Placement::empty(width as u8, height as u8, 0);
        let mut cells = 0u64;
        for (from_top, row) in rows.iter().enumerate() {
            for (file, &cell) in row.iter().enumerate() {
                let index = (height - 1 - from_top) * 8 + file;
                if let Some(code) = cell {
                    cells |= 1 << index;
                    placement.kinds[index] = code;
                }
            }
        }
        if cells == 0 {
            return Err(PlacementCodeError::NoCells);
        }
        placement.grid = placement.grid.with_cells(cells);
        Ok(placement)
    }
}

/// One rank of a code: `None` for a switched-off cell, else the cell's kind code.
fn read_rank(text: &str, rank: usize) -> Result<Vec<Option<u8>>, PlacementCodeError> {
    let mut cells = Vec::new();
    for found in text.chars() {
        if let Some(run) = found.to_digit(10).filter(|run| (1..=8).contains(run)) {
            cells.extend(std::iter::repeat_n(Some(0), run as usize));
        } else if found == '-' {
            cells.push(None);
        } else if let Some(kind) = PieceKind::from_letter(found) {
            cells.push(Some(kind.index() as u8 + 1));
        } else {
            return Err(PlacementCodeError::UnexpectedCharacter { found, rank });
        }
    }
    Ok(cells)
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
    let mut code = String::new();
    for rank in (0..height).rev() {
        let mut empty_run = 0;
        let flush = |code: &mut String, run: &mut usize| {
            while *run > 0 {
                let digit = (*run).min(9);
                code.push(char::from(b'0' + digit as u8));
                *run -= digit;
            }
        };
        for file in 0..width {
            match cell(file, rank) {
                Some(None) => empty_run += 1,
                other => {
                    flush(&mut code, &mut empty_run);
                    code.push(other.flatten().map_or('-', PieceKind::letter));
                }
            }
        }
        flush(&mut code, &mut empty_run);
        if rank > 0 {
            code.push('/');
        }
    }
    code
}

impl FromStr for Placement {
    type Err = PlacementCodeError;
    fn from_str(code: &str) -> Result<Placement, PlacementCodeError> {
        Placement::parse(code)
    }
}

impl std::ops::Deref for Placement {
    type Target = Grid;

    fn deref(&self) -> &Grid {
        &self.grid
    }
}
