//! Which squares a piece attacks on a board of any shape, blocked by the pieces on it.

use super::{Bitboard, BoardShape, PieceKind, Square};

const ROOK_DIRECTIONS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRECTIONS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KING_STEPS: [(i8, i8); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT_STEPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
/// Pawns of this app attack upward only: all pieces are one colour, moving up the board.
const PAWN_STEPS: [(i8, i8); 2] = [(1, 1), (-1, 1)];

/// The squares a `kind` on `from` attacks on `shape`, given the `occupied` squares.
///
/// Sliders stop at the first occupied square, which they do attack; the
/// result includes occupied squares (the capture targets) and empty ones.
#[must_use]
pub fn attacks(kind: PieceKind, from: Square, shape: BoardShape, occupied: Bitboard) -> Bitboard {
    match kind {
        PieceKind::King => steps(from, shape, &KING_STEPS),
        PieceKind::Knight => steps(from, shape, &KNIGHT_STEPS),
        PieceKind::Pawn => steps(from, shape, &PAWN_STEPS),
        PieceKind::Rook => rays(from, shape, occupied, &ROOK_DIRECTIONS),
        PieceKind::Bishop => rays(from, shape, occupied, &BISHOP_DIRECTIONS),
        PieceKind::Queen => {
            rays(from, shape, occupied, &ROOK_DIRECTIONS) | rays(from, shape, occupied, &BISHOP_DIRECTIONS)
        }
    }
}

fn steps(from: Square, shape: BoardShape, offsets: &[(i8, i8)]) -> Bitboard {
    offsets
        .iter()
        .filter_map(|&(df, dr)| from.offset(df, dr))
        .filter(|&square| shape.contains(square))
        .collect()
}

fn rays(from: Square, shape: BoardShape, occupied: Bitboard, directions: &[(i8, i8)]) -> Bitboard {
    let mut attacked = Bitboard::EMPTY;
    for &(df, dr) in directions {
        let mut square = from;
        while let Some(next) = square.offset(df, dr).filter(|&s| shape.contains(s)) {
            attacked = attacked.with(next);
            if occupied.contains(next) {
                break;
            }
            square = next;
        }
    }
    attacked
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn names(set: Bitboard) -> Vec<String> {
        set.squares().map(|s| s.to_string()).collect()
    }

    #[test]
    fn sliders_stop_at_the_first_piece() {
        let shape = BoardShape::SOLITAIRE;
        let occupied = Bitboard::EMPTY.with(sq("a3")).with(sq("c1"));
        assert_eq!(names(attacks(PieceKind::Rook, sq("a1"), shape, occupied)), ["b1", "c1", "a2", "a3"]);
        assert_eq!(names(attacks(PieceKind::Bishop, sq("a1"), shape, occupied)), ["b2", "c3", "d4"]);
    }

    #[test]
    fn pawns_attack_upward_and_steps_stay_on_the_board() {
        let shape = BoardShape::SOLITAIRE;
        assert_eq!(names(attacks(PieceKind::Pawn, sq("b1"), shape, Bitboard::EMPTY)), ["a2", "c2"]);
        assert!(attacks(PieceKind::Pawn, sq("b4"), shape, Bitboard::EMPTY).is_empty());
        assert_eq!(names(attacks(PieceKind::Knight, sq("a1"), shape, Bitboard::EMPTY)), ["c2", "b3"]);
        assert_eq!(attacks(PieceKind::King, sq("d4"), shape, Bitboard::EMPTY).count(), 3);
    }
}
