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

use super::problem::{BishopRule, Problem, MAX_PIECES, MAX_SIDE, MIN_SIDE};
use crate::{
    board::{write_board, Bitboard, BoardText, BoardTextError, PieceKind, Square, Syntax, TextCell},
    excerpt::shorten,
    json::{FromJson, Json, JsonError, ToJson},
};

/// Pieces standing on an n×n board (several may share a square).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Placement {
    side: u8,
    /// Sorted by kind (K Q R B N), then square.
    pieces: Vec<(PieceKind, Square)>,
}

/// Why pieces cannot stand as a try on a problem's board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlacementError {
    /// A square off the board.
    #[error("{square} is off the {side}×{side} board")]
    OffBoard {
        /// The square given.
        square: Square,
        /// The board's side.
        side: usize,
    },
    /// More pieces of a kind than the set holds.
    #[error("the set has {} {}: no other is left", .count, if *.count == 1 { .kind.name().to_string() } else { format!("{}s", .kind.name()) })]
    NotInSet {
        /// The kind.
        kind: PieceKind,
        /// How many the set holds.
        count: usize,
    },
    /// Two pieces on one square without superposition.
    #[error("{0} holds a piece already: pieces may not share a square here")]
    Shared(Square),
    /// A bishop on a colour the rule leaves to the other bishops.
    #[error("the bishops stand {}: put this one on a square of the other colour", .0.words())]
    Bishops(BishopRule),
    /// A link's piece that is not a letter and a square.
    #[error("'{}' is not a piece on a square (such as Kc4)", shorten(.0))]
    Unreadable(String),
}

impl Placement {
    /// No piece yet on a `side`×`side` board.
    #[must_use]
    pub fn empty(side: usize) -> Placement {
        Placement { side: side.clamp(MIN_SIDE, MAX_SIDE) as u8, pieces: Vec::new() }
    }

    /// A try on `problem`'s board: some of its pieces (any number, none
    /// included), checked — on the board, no more of a kind than the set
    /// holds, one piece a square unless the problem allows sharing, the
    /// bishops as its rule says.
    ///
    /// ```
    /// use chesslab_core::{board::{PieceKind, Square}, coverage::{Placement, PlacementError, Problem}};
    ///
    /// let problem = Problem::classic();
    /// let square = |name| Square::parse(name).ok_or("no square");
    /// let try_ = Placement::new(&problem, [(PieceKind::Queen, square("d4")?), (PieceKind::Bishop, square("c1")?)])?;
    /// assert_eq!(try_.list_text(), "Qd4,Bc1");
    /// assert_eq!(try_.attacked().count(), 30);
    ///
    /// // c1 and e1 are both dark: the classic bishops stand on opposite colours.
    /// let both = [(PieceKind::Bishop, square("c1")?), (PieceKind::Bishop, square("e1")?)];
    /// let error = Placement::new(&problem, both).unwrap_err();
    /// assert_eq!(error.to_string(), "the bishops stand on opposite colours: put this one on a square of the other colour");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// A [`PlacementError`] naming the first piece that cannot stand.
    pub fn new(
        problem: &Problem,
        pieces: impl IntoIterator<Item = (PieceKind, Square)>,
    ) -> Result<Placement, PlacementError> {
        let side = problem.side();
        let set = problem.pieces();
        let mut list: Vec<(PieceKind, Square)> = Vec::new();
        for (kind, square) in pieces {
            if usize::from(square.file()) >= side || usize::from(square.rank()) >= side {
                return Err(PlacementError::OffBoard { square, side });
            }
            // Counted before anything else is kept: a long list is refused at once.
            let count = set.count(kind);
            if list.iter().filter(|&&(k, _)| k == kind).count() >= count {
                return Err(PlacementError::NotInSet { kind, count });
            }
            if !problem.superpose() && list.iter().any(|&(_, s)| s == square) {
                return Err(PlacementError::Shared(square));
            }
            list.push((kind, square));
            let bishops = list.iter().filter(|&&(k, _)| k == PieceKind::Bishop);
            let light = bishops.clone().filter(|(_, s)| is_light(*s)).count();
            if !problem.bishops().allows(set.count(PieceKind::Bishop), light, bishops.count() - light) {
                return Err(PlacementError::Bishops(problem.bishops()));
            }
        }
        list.sort_unstable();
        Ok(Placement { side: side as u8, pieces: list })
    }

    /// Reads a try's link form, `Kc4,Qd1` (a piece letter and its square,
    /// comma-separated, in any order; empty for none), checked as
    /// [`Placement::new`] checks it. At most the set's pieces are read.
    ///
    /// ```
    /// use chesslab_core::coverage::{Placement, Problem};
    ///
    /// let problem = Problem::classic();
    /// let try_ = Placement::read_list("Nb1,qd1,", &problem)?;
    /// assert_eq!(try_.list_text(), "Qd1,Nb1");
    /// assert_eq!(Placement::read_list("Qd1,Qe1", &problem).unwrap_err().to_string(), "the set has 1 queen: no other is left");
    /// assert!(Placement::read_list("Pa2", &problem).is_err());
    /// # Ok::<(), chesslab_core::coverage::PlacementError>(())
    /// ```
    ///
    /// # Errors
    /// A [`PlacementError`]: a part that is not a piece on a square, or a try that cannot stand.
    pub fn read_list(text: &str, problem: &Problem) -> Result<Placement, PlacementError> {
        let mut pieces = Vec::new();
        for part in text.split(',').filter(|part| !part.trim().is_empty()) {
            let unreadable = || PlacementError::Unreadable(part.to_string());
            let mut chars = part.trim().chars();
            let kind = chars
                .next()
                .and_then(PieceKind::from_letter)
                .filter(|&kind| kind != PieceKind::Pawn)
                .ok_or_else(unreadable)?;
            let square = Square::parse(&chars.as_str().to_ascii_lowercase()).ok_or_else(unreadable)?;
            if pieces.len() >= problem.pieces().len() {
                // One piece too many: let the check name it.
                pieces.push((kind, square));
                break;
            }
            pieces.push((kind, square));
        }
        Placement::new(problem, pieces)
    }

    /// The link form: `Qd1,Nb1` (kinds in the order K Q R B N, then squares).
    #[must_use]
    pub fn list_text(&self) -> String {
        let parts: Vec<String> =
            self.pieces.iter().map(|(kind, square)| format!("{}{square}", kind.letter())).collect();
        parts.join(",")
    }

    /// The same try without one piece of `kind` on `square` (the same try when none stands there).
    #[must_use]
    pub fn without(&self, kind: PieceKind, square: Square) -> Placement {
        let mut pieces = self.pieces.clone();
        if let Some(at) = pieces.iter().position(|&piece| piece == (kind, square)) {
            pieces.remove(at);
        }
        Placement { side: self.side, pieces }
    }

    /// How many pieces of `kind` stand.
    #[must_use]
    pub fn count(&self, kind: PieceKind) -> usize {
        self.pieces.iter().filter(|&&(k, _)| k == kind).count()
    }

    /// The pieces standing on `square`.
    pub fn at(&self, square: Square) -> impl Iterator<Item = PieceKind> + '_ {
        self.pieces.iter().filter(move |&&(_, s)| s == square).map(|&(kind, _)| kind)
    }

    /// The placement's images under the board's eight symmetries, each once
    /// (the placement itself first).
    #[must_use]
    pub fn images(&self) -> Vec<Placement> {
        let geometry = super::geometry::Geometry::new(self.side);
        let mut images: Vec<Placement> = Vec::with_capacity(8);
        for map in &geometry.sym {
            let moved: Vec<(PieceKind, u8)> =
                self.pieces.iter().map(|&(kind, s)| (kind, map[usize::from(s.index()) % 64])).collect();
            let image = Placement::from_indices(self.side, &moved);
            if !images.contains(&image) {
                images.push(image);
            }
        }
        images
    }

    /// Whether every piece of `part` stands here too (as many of a kind on a square).
    #[must_use]
    pub fn holds(&self, part: &Placement) -> bool {
        let here = |pieces: &[(PieceKind, Square)], piece| pieces.iter().filter(|&&p| p == piece).count();
        part.pieces.iter().all(|&piece| here(&part.pieces, piece) <= here(&self.pieces, piece))
    }

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

/// Whether `square` is light (file + rank odd; a1 is dark).
fn is_light(square: Square) -> bool {
    (square.file() + square.rank()) % 2 == 1
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

/// In JSON, its code.
impl ToJson for Placement {
    fn to_json(&self) -> Json {
        Json::String(self.code())
    }
}

/// From its code, checked as [`Placement::parse`] checks it.
impl FromJson for Placement {
    fn from_json(json: &Json) -> Result<Placement, JsonError> {
        Placement::parse(&String::from_json(json)?).map_err(|error| JsonError(error.to_string()))
    }
}
