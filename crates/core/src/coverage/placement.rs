//! A configuration of pieces on the board and its text code.
//!
//! The code is FEN-like: ranks from the top separated by `/`, a digit for a
//! run of empty squares, a letter K Q R B N (either case on input) for a
//! piece. With superposition a square holding several pieces is written as
//! its letters in brackets, e.g. `[QNN]` for a queen and two knights on one
//! square. The side of the board is the number of ranks, and every rank
//! must be that long.

use std::fmt;

use super::problem::{MAX_PIECES, MAX_SIDE, MIN_SIDE};
use crate::board::{Bitboard, PieceKind, Square};

/// Pieces standing on an n×n board (several may share a square).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    side: u8,
    /// Sorted by kind (K Q R B N), then square.
    pieces: Vec<(PieceKind, Square)>,
}

/// Why a placement code was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlacementError {
    /// A character that is neither a piece letter, a digit, `/`, `[` nor `]`.
    #[error("{found:?} at position {} is not part of a placement code", at + 1)]
    BadCharacter {
        /// The character.
        found: char,
        /// Its position, in characters from 0.
        at: usize,
    },
    /// A rank whose length differs from the number of ranks.
    #[error("rank {rank} from the top has {length} squares, expected {side}")]
    RankLength {
        /// The rank, counted from the top from 1.
        rank: usize,
        /// Its length in squares.
        length: usize,
        /// The side implied by the number of ranks.
        side: usize,
    },
    /// The number of ranks is not a supported side.
    #[error("{ranks} ranks: the board side must be from {MIN_SIDE} to {MAX_SIDE}")]
    Side {
        /// Ranks found.
        ranks: usize,
    },
    /// A bracket that is not closed, nested, or empty.
    #[error("bad bracket at position {}", at + 1)]
    Bracket {
        /// Its position, in characters from 0.
        at: usize,
    },
    /// More than [`MAX_PIECES`] pieces.
    #[error("more than {MAX_PIECES} pieces")]
    TooManyPieces,
}

impl Placement {
    /// Pieces given as (kind, square index) pairs, from the search.
    pub(crate) fn from_indices(side: u8, pieces: &[(PieceKind, u8)]) -> Placement {
        let mut list: Vec<(PieceKind, Square)> =
            pieces.iter().filter_map(|&(k, s)| Some((k, Square::from_index(s)?))).collect();
        list.sort_unstable();
        Placement { side, pieces: list }
    }

    /// The pieces as (kind, square index) pairs, for the attack tables.
    pub(crate) fn indices(&self) -> Vec<(PieceKind, u8)> {
        self.pieces.iter().map(|&(k, s)| (k, s.index())).collect()
    }

    /// Reads a placement code (see the module notes).
    ///
    /// ```
    /// use chesslab_core::coverage::Placement;
    ///
    /// // A queen and two knights on one square of a 3×3 board, a king beside.
    /// let placement = Placement::parse("3/1[QNN]K/3")?;
    /// assert_eq!((placement.side(), placement.pieces().len()), (3, 4));
    /// assert_eq!(placement.occupied().count(), 2);
    /// assert_eq!(placement.unattacked().count(), 0);
    /// assert_eq!(placement.code(), "3/1[QNN]K/3");
    ///
    /// assert!(Placement::parse("3/3").is_err()); // two ranks: no 2×2 boards
    /// # Ok::<(), chesslab_core::coverage::PlacementError>(())
    /// ```
    ///
    /// # Errors
    /// When the text is not a well-formed code of a square board of side 3 to 8.
    pub fn parse(code: &str) -> Result<Placement, PlacementError> {
        let ranks: Vec<&str> = code.split('/').collect();
        let side = ranks.len();
        if !(MIN_SIDE..=MAX_SIDE).contains(&side) {
            return Err(PlacementError::Side { ranks: side });
        }
        let mut pieces = Vec::new();
        let mut offset = 0;
        for (from_top, text) in ranks.iter().enumerate() {
            let rank = side - 1 - from_top;
            let length = parse_rank(text, offset, |file, kind| {
                if file < side {
                    pieces.push((kind, (rank * 8 + file) as u8));
                }
            })?;
            if length != side {
                return Err(PlacementError::RankLength { rank: from_top + 1, length, side });
            }
            offset += text.chars().count() + 1;
        }
        if pieces.len() > MAX_PIECES {
            return Err(PlacementError::TooManyPieces);
        }
        Ok(Placement::from_indices(side as u8, &pieces))
    }

    /// The board side.
    #[must_use]
    pub fn side(&self) -> usize {
        usize::from(self.side)
    }

    /// The pieces, sorted by kind (K Q R B N) then square.
    #[must_use]
    pub fn pieces(&self) -> &[(PieceKind, Square)] {
        &self.pieces
    }

    /// The squares that hold a piece.
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.pieces.iter().map(|&(_, s)| s).collect()
    }

    /// The squares attacked (chess sense, with blocking).
    #[must_use]
    pub fn attacked(&self) -> Bitboard {
        let geometry = super::geometry::Geometry::new(self.side);
        Bitboard(geometry.attacked(&self.indices()) & geometry.board)
    }

    /// The board squares not attacked.
    #[must_use]
    pub fn unattacked(&self) -> Bitboard {
        let geometry = super::geometry::Geometry::new(self.side);
        Bitboard(geometry.board & !geometry.attacked(&self.indices()))
    }

    /// The code (see the module notes), e.g. `8/8/8/8/8/8/8/QRRBBNNK` style.
    #[must_use]
    pub fn code(&self) -> String {
        self.to_string()
    }
}

/// Calls `put(file, kind)` for each piece of one rank's text and returns the rank's length.
fn parse_rank(
    text: &str,
    offset: usize,
    mut put: impl FnMut(usize, PieceKind),
) -> Result<usize, PlacementError> {
    let mut file = 0;
    let mut open: Option<usize> = None;
    for (i, c) in text.chars().enumerate() {
        let at = offset + i;
        match c {
            '1'..='8' if open.is_none() => file += c as usize - '0' as usize,
            '[' if open.is_none() => open = Some(at),
            '[' => return Err(PlacementError::Bracket { at }),
            ']' => match open.take() {
                Some(start) if start + 1 < at => file += 1,
                _ => return Err(PlacementError::Bracket { at }),
            },
            _ => {
                let kind = PieceKind::from_letter(c)
                    .filter(|&k| k != PieceKind::Pawn)
                    .ok_or(PlacementError::BadCharacter { found: c, at })?;
                put(file, kind);
                if open.is_none() {
                    file += 1;
                }
            }
        }
    }
    match open {
        Some(at) => Err(PlacementError::Bracket { at }),
        None => Ok(file),
    }
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = self.side();
        for rank in (0..side).rev() {
            let mut empty = 0;
            for file in 0..side {
                let here: Vec<char> = self
                    .pieces
                    .iter()
                    .filter(|(_, s)| usize::from(s.index()) == rank * 8 + file)
                    .map(|(k, _)| k.letter())
                    .collect();
                if here.is_empty() {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    write!(f, "{empty}")?;
                    empty = 0;
                }
                match here.as_slice() {
                    [one] => write!(f, "{one}")?,
                    many => write!(f, "[{}]", many.iter().collect::<String>())?,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        Ok(())
    }
}

impl serde::Serialize for Placement {
    /// As its code.
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for Placement {
    /// From its code, checked as [`Placement::parse`] checks it.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Placement, D::Error> {
        let code = <String as serde::Deserialize>::deserialize(deserializer)?;
        Placement::parse(&code).map_err(serde::de::Error::custom)
    }
}
