//! Captures, the only moves of Solo Chess, and how they are written.

use std::fmt;

use crate::{
    board::{PieceKind, Square},
    json::json_record,
};

/// The most captures one position can offer: every piece attacks at most 8 others.
pub const MAX_MOVES: usize = 8 * 64;

/// The moves of one position, held without allocating.
pub type MoveList = arrayvec::ArrayVec<Move, MAX_MOVES>;

/// One capture: `piece` on `from` takes `captured` on `to`.
///
/// Written like `Qc4xc3`: piece letter, from-square, `x`, to-square. It
/// crosses the worker protocol as itself (its squares checked when read), so
/// neither side parses a move's text again; whether it is legal is for the
/// position it is played on to say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move {
    /// The square the capturing piece leaves.
    pub from: Square,
    /// The square of the captured piece, where the capturer lands.
    pub to: Square,
    /// The capturing piece.
    pub piece: PieceKind,
    /// The captured piece.
    pub captured: PieceKind,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}x{}", self.piece.letter(), self.from, self.to)
    }
}

/// Why a move text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not of the form `Qc4xc3`.
    #[error(
        "'{}' is not a move: write the piece letter, from-square, x, to-square, like Qc4xc3",
        crate::excerpt::shorten(.0)
    )]
    Malformed(String),
    /// The text is well formed but that capture is not possible in the position.
    #[error("{0} is not a legal capture in this position")]
    Illegal(String),
}

/// Reads a move written like `Qc4xc3` and checks it is legal in `position`.
///
/// ```
/// use chesslab_core::solo::{parse_code, parse_move, MoveError, Rules};
///
/// let position = parse_code("2Q1/2R1/N3/1P2")?;
/// let mv = parse_move("Qc4xc3", &position, Rules::SOLITAIRE)?;
/// assert_eq!(mv.to_string(), "Qc4xc3");
/// assert!(matches!(parse_move("Qc4-c3", &position, Rules::SOLITAIRE), Err(MoveError::Malformed(_))));
/// assert!(matches!(parse_move("Qc4xb1", &position, Rules::SOLITAIRE), Err(MoveError::Illegal(_))));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`MoveError::Malformed`] for text of another form, [`MoveError::Illegal`]
/// for a capture the position does not allow.
pub fn parse_move(text: &str, position: &super::Position, rules: super::Rules) -> Result<Move, MoveError> {
    let malformed = || MoveError::Malformed(text.to_string());
    let text = text.trim();
    let mut chars = text.chars();
    let piece = chars.next().and_then(PieceKind::from_letter).ok_or_else(malformed)?;
    let rest: String = chars.collect();
    let (from, to) = rest.split_once(['x', 'X']).ok_or_else(malformed)?;
    let (from, to) = (Square::parse(from).ok_or_else(malformed)?, Square::parse(to).ok_or_else(malformed)?);
    position
        .find_move(from, to, rules)
        .filter(|mv| mv.piece == piece)
        .ok_or_else(|| MoveError::Illegal(text.to_string()))
}

json_record!(Move { from, to, piece, captured });
