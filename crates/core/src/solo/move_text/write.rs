//! Writing a capture in each notation the move box reads.

use crate::{
    board::{attacks, PieceKind},
    solo::{Move, Position},
};

/// How a capture is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveNotation {
    /// As in chess (SAN): the piece letter, the origin only as far as needed, `x`, the square:
    /// `Qxc3`, `Rcxc3`, `R1xc3`, `Bd4xc3`, and `dxc3` for a pawn.
    Short,
    /// The piece letter, both squares and `x`: `Qc4xc3` (as [`Move`] displays).
    Long,
    /// Both squares only: `c4c3`.
    Coordinate,
}

/// All the notations, for tests and menus.
pub const ALL_NOTATIONS: [MoveNotation; 3] =
    [MoveNotation::Short, MoveNotation::Long, MoveNotation::Coordinate];

/// `mv`, a capture in `position`, written in `notation`; [`super::read_move`] reads it back.
///
/// The short form names the origin when another piece of the same kind could
/// also take on the square, counting every piece that reaches it whatever the
/// capture limits: so the text is the same under every rule set. As in chess,
/// `B` is the bishop and `b` the b-file (`bxc3` is the b-pawn's capture).
///
/// ```
/// use chesslab_core::solo::{parse_code, write_move, MoveNotation, Rules};
///
/// let position = parse_code("2Q1/2R1/N3/1P2")?;
/// let mv = position.legal_moves(Rules::SOLITAIRE)[0]; // the pawn takes the knight
/// assert_eq!(write_move(&position, mv, MoveNotation::Short), "bxa2");
/// assert_eq!(write_move(&position, mv, MoveNotation::Long), "Pb1xa2");
/// assert_eq!(write_move(&position, mv, MoveNotation::Coordinate), "b1a2");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn write_move(position: &Position, mv: Move, notation: MoveNotation) -> String {
    match notation {
        MoveNotation::Long => mv.to_string(),
        MoveNotation::Coordinate => format!("{}{}", mv.from, mv.to),
        MoveNotation::Short => short(position, mv),
    }
}

fn short(position: &Position, mv: Move) -> String {
    let file = char::from(b'a' + mv.from.file());
    if mv.piece == PieceKind::Pawn {
        return format!("{file}x{}", mv.to);
    }
    let mut rivals = reaches(position, mv.piece, mv).filter(|&square| square != mv.from).peekable();
    let origin = if rivals.peek().is_none() {
        String::new()
    } else {
        let rivals: Vec<_> = rivals.collect();
        if rivals.iter().all(|square| square.file() != mv.from.file()) {
            file.to_string()
        } else if rivals.iter().all(|square| square.rank() != mv.from.rank()) {
            (mv.from.rank() + 1).to_string()
        } else {
            mv.from.to_string()
        }
    };
    format!("{}{origin}x{}", mv.piece.letter(), mv.to)
}

/// The squares of the pieces of `kind` that reach `mv`'s target, capture limits aside.
fn reaches(
    position: &Position,
    kind: PieceKind,
    mv: Move,
) -> impl Iterator<Item = crate::board::Square> + '_ {
    let occupied = position.occupied();
    position
        .pieces_of(kind)
        .squares()
        .filter(move |&from| attacks(kind, from, position.shape(), occupied).contains(mv.to))
}
