//! A configuration of pieces on the board and its text code.
//!
//! The code is FEN-like: ranks from the top separated by `/`, a digit for a
//! run of empty squares, a letter K Q R B N (either case on input) for a
//! piece. With superposition a square holding several pieces is written as
//! its letters in brackets, e.g. `[QNN]` for a queen and two knights on one
//! square. The side of the board is the number of ranks, and every rank
//! must be that long. The board kernel's [`BoardText`]
//! reads and writes it; a placement adds the square board of side 3 to 8 and
//! the most pieces.

use std::fmt;

use super::problem::{MAX_PIECES, MAX_SIDE, MIN_SIDE};
use crate::board::{write_board, Bitboard, BoardText, BoardTextError, PieceKind, Square, Syntax, TextCell};

/// Pieces standing on an n×n board (several may share a square).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    side: u8,
    /// Sorted by kind (K Q R B N), then square.
    pieces: Vec<(PieceKind, Square)>,
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
    /// assert!(Placement::parse("3/3").is_err()); // 3×2: not square
    /// let error = Placement::parse("Q[1409/8/8/8/8/8/8/8").unwrap_err();
    /// assert_eq!(error.to_string(), "rank 1 from the top: the '[' at character 2 is never closed with ']'");
    /// # Ok::<(), chesslab_core::board::BoardTextError>(())
    /// ```
    ///
    /// # Errors
    /// When the text is not a well-formed code of a square board of side 3 to 8.
    pub fn parse(code: &str) -> Result<Placement, BoardTextError> {
        let board = BoardText::read(code, Syntax::PLAIN.without_pawns().with_groups())?;
        let side = board.height();
        if board.width() != side || !(MIN_SIDE..=MAX_SIDE).contains(&side) {
            return Err(BoardTextError::UnsupportedSize {
                width: board.width(),
                height: side,
                expected: "a coverage board is square, with a side from 3 to 8",
            });
        }
        let pieces: Vec<(PieceKind, u8)> =
            board.pieces().map(|(square, kind)| (kind, square.index())).collect();
        if pieces.len() > MAX_PIECES {
            return Err(BoardTextError::TooManyPieces { count: pieces.len(), most: MAX_PIECES });
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

impl fmt::Display for Placement {
    /// The code: a square's pieces in brackets when there are several.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = self.side();
        f.write_str(&write_board(side, side, |file, rank| {
            let here: Vec<PieceKind> = self
                .pieces
                .iter()
                .filter(|(_, square)| usize::from(square.index()) == rank * 8 + file)
                .map(|&(kind, _)| kind)
                .collect();
            match here.as_slice() {
                [] => TextCell::Empty,
                [one] => TextCell::Piece(*one),
                _ => TextCell::Group(here),
            }
        }))
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
