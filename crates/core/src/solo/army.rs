//! Real armies: a Solo-rules position that looks like chess uses at most the
//! pieces of one chess set — one king, one queen, two rooks, two bishops,
//! two knights, eight pawns — and has no pawn on its first or last rank
//! (no chess position has one there: pawns start on the second rank and
//! promote on the last).
//!
//! The generator keeps to this under Solo rules ([`ONE_SET`],
//! [`pawn_may_stand`]); the editor only warns, with [`army_problems`], since
//! a player may set up any position.

use std::fmt;

use super::Position;
use crate::board::{BoardShape, PieceKind, Square, ALL_PIECE_KINDS};

/// The pieces of one chess set, by kind (indexed like [`ALL_PIECE_KINDS`]).
pub const ONE_SET: [u8; 6] = [1, 1, 2, 2, 2, 8];

/// Whether a pawn may stand on `square` of a board of `shape`: not on its
/// first or last rank.
#[must_use]
pub fn pawn_may_stand(shape: BoardShape, square: Square) -> bool {
    square.rank() > 0 && square.rank() + 1 < shape.height()
}

/// One way a position breaks the rules of a real army.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArmyProblem {
    /// More pieces of `kind` than one chess set has.
    TooMany {
        /// The kind.
        kind: PieceKind,
        /// How many there are.
        count: u8,
        /// How many one set has.
        most: u8,
    },
    /// A pawn on the first or last rank.
    PawnOnEdgeRank {
        /// Where it stands.
        square: Square,
        /// Whether the rank is the last (else the first).
        last: bool,
    },
}

impl ArmyProblem {
    /// The squares to mark: every piece of the kind there are too many of, or the pawn.
    #[must_use]
    pub fn squares(&self, position: &Position) -> Vec<Square> {
        match *self {
            ArmyProblem::TooMany { kind, .. } => position.pieces_of(kind).squares().collect(),
            ArmyProblem::PawnOnEdgeRank { square, .. } => vec![square],
        }
    }
}

impl fmt::Display for ArmyProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ArmyProblem::TooMany { kind, count, most } => {
                let noun = |n: u8| if n == 1 { kind.name().to_string() } else { format!("{}s", kind.name()) };
                write!(f, "{count} {}: a chess set has {}", noun(count), count_text(most, &noun(most)))
            }
            ArmyProblem::PawnOnEdgeRank { square, last } => {
                let rank = if last { "last" } else { "first" };
                write!(f, "a pawn on {square}, the {rank} rank: in chess no pawn stands there")
            }
        }
    }
}

/// "one king", "two rooks", "eight pawns".
fn count_text(count: u8, noun: &str) -> String {
    const WORDS: [&str; 9] = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"];
    match WORDS.get(usize::from(count)) {
        Some(word) => format!("{word} {noun}"),
        None => format!("{count} {noun}"),
    }
}

/// Everything in `position` that no real chess army has (empty when it looks
/// like chess): kinds with more pieces than [`ONE_SET`], king first, then
/// pawns on the first or last rank, by square.
#[must_use]
pub fn army_problems(position: &Position) -> Vec<ArmyProblem> {
    let mut problems = Vec::new();
    for kind in ALL_PIECE_KINDS {
        let count = position.pieces_of(kind).count();
        let most = ONE_SET[kind.index()];
        if count > u32::from(most) {
            problems.push(ArmyProblem::TooMany { kind, count: u8::try_from(count).unwrap_or(u8::MAX), most });
        }
    }
    let shape = position.shape();
    for square in position.pieces_of(PieceKind::Pawn) {
        if !pawn_may_stand(shape, square) {
            problems.push(ArmyProblem::PawnOnEdgeRank { square, last: square.rank() > 0 });
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::solo::parse_code;

    fn texts(code: &str) -> Vec<String> {
        army_problems(&parse_code(code).unwrap()).iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_chess_set_on_the_board_has_no_problems() {
        assert!(texts("RNBQKBNR/PPPPPPPP/8/8/8/8/8/8").is_empty());
        assert!(texts("8/RNBQKBNR/PPPPPPPP/8/8/8/8/8").is_empty());
        assert!(texts("2Q1/2R1/NP2/4").is_empty());
        assert_eq!(texts("2Q1/2R1/N3/1P2"), ["a pawn on b1, the first rank: in chess no pawn stands there"]);
    }

    #[test]
    fn too_many_pieces_and_pawns_on_edge_ranks_are_named() {
        // The example: eight pawns and four knights, one pawn on the first rank.
        let position = parse_code("8/1N2N3/2PP4/P2PP3/1PN5/4N3/8/3P4").unwrap();
        let problems = army_problems(&position);
        assert_eq!(problems[0], ArmyProblem::TooMany { kind: PieceKind::Knight, count: 4, most: 2 });
        assert_eq!(problems[0].to_string(), "4 knights: a chess set has two knights");
        assert_eq!(problems[0].squares(&position).len(), 4);
        assert_eq!(problems[1].to_string(), "a pawn on d1, the first rank: in chess no pawn stands there");
        assert_eq!(problems.len(), 2);
        assert_eq!(texts("KK2/4/4/4"), ["2 kings: a chess set has one king"]);
        assert_eq!(texts("P3/4/4/4"), ["a pawn on a4, the last rank: in chess no pawn stands there"]);
    }
}
