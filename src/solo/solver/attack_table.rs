//! Attack tables for the solver, built at compile time: bitboards as plain
//! `u64`, squares as indices `rank * 8 + file` (see [`crate::board`]).
//!
//! The geometry is always 8×8. On a smaller board the squares outside it are
//! never occupied, so a ray that runs off the board only adds empty squares,
//! which every caller masks away with the occupied set.

/// Piece kinds in [`crate::board::ALL_PIECE_KINDS`] order, as table indices (5 is the pawn).
pub(super) const KING: usize = 0;
pub(super) const QUEEN: usize = 1;
pub(super) const ROOK: usize = 2;
pub(super) const BISHOP: usize = 3;
pub(super) const KNIGHT: usize = 4;

const KING_STEPS: [(i8, i8); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT_STEPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
/// All pieces are one colour and pawns attack towards the top of the board.
const PAWN_STEPS: [(i8, i8); 2] = [(1, 1), (-1, 1)];

/// Ray directions; the first four increase the square index, the last four decrease it.
const DIRECTIONS: [(i8, i8); 8] = [(0, 1), (1, 0), (1, 1), (-1, 1), (0, -1), (-1, 0), (-1, -1), (1, -1)];
const ROOK_DIRECTIONS: [usize; 4] = [0, 1, 4, 5];
const BISHOP_DIRECTIONS: [usize; 4] = [2, 3, 6, 7];

const fn on_board(file: i8, rank: i8) -> bool {
    file >= 0 && file < 8 && rank >= 0 && rank < 8
}

const fn step_table(steps: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut square = 0;
    while square < 64 {
        let (file, rank) = ((square % 8) as i8, (square / 8) as i8);
        let mut i = 0;
        while i < steps.len() {
            let (f, r) = (file + steps[i].0, rank + steps[i].1);
            if on_board(f, r) {
                table[square] |= 1 << (r * 8 + f);
            }
            i += 1;
        }
        square += 1;
    }
    table
}

const fn ray_tables() -> [[u64; 64]; 8] {
    let mut tables = [[0u64; 64]; 8];
    let mut direction = 0;
    while direction < 8 {
        let (df, dr) = DIRECTIONS[direction];
        let mut square = 0;
        while square < 64 {
            let (mut f, mut r) = ((square % 8) as i8 + df, (square / 8) as i8 + dr);
            while on_board(f, r) {
                tables[direction][square] |= 1 << (r * 8 + f);
                f += df;
                r += dr;
            }
            square += 1;
        }
        direction += 1;
    }
    tables
}

const fn slider_table(directions: [usize; 4]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut square = 0;
    while square < 64 {
        let mut i = 0;
        while i < 4 {
            table[square] |= RAYS[directions[i]][square];
            i += 1;
        }
        square += 1;
    }
    table
}

/// Empty-board lines by kind index and square, in one table so that the
/// search's hottest look-up needs no branch on the kind.
const fn lines_table() -> [[u64; 64]; 6] {
    let (king, knight, pawn) = (step_table(&KING_STEPS), step_table(&KNIGHT_STEPS), step_table(&PAWN_STEPS));
    let (rook, bishop) = (slider_table(ROOK_DIRECTIONS), slider_table(BISHOP_DIRECTIONS));
    let mut table = [[0u64; 64]; 6];
    let mut square = 0;
    while square < 64 {
        table[KING][square] = king[square];
        table[QUEEN][square] = rook[square] | bishop[square];
        table[ROOK][square] = rook[square];
        table[BISHOP][square] = bishop[square];
        table[KNIGHT][square] = knight[square];
        table[5][square] = pawn[square];
        square += 1;
    }
    table
}

static RAYS: [[u64; 64]; 8] = ray_tables();
static LINES: [[u64; 64]; 6] = lines_table();
static KING_ATTACKS: [u64; 64] = step_table(&KING_STEPS);
static KNIGHT_ATTACKS: [u64; 64] = step_table(&KNIGHT_STEPS);
static PAWN_ATTACKS: [u64; 64] = step_table(&PAWN_STEPS);

/// The squares a slider on `square` sees along `direction`, stopping at (and
/// including) the first occupied one.
fn ray(direction: usize, square: usize, occupied: u64) -> u64 {
    let ray = RAYS[direction][square];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let first = if direction < 4 { blockers.trailing_zeros() } else { 63 - blockers.leading_zeros() };
    ray ^ RAYS[direction][first as usize]
}

fn slide(directions: [usize; 4], square: usize, occupied: u64) -> u64 {
    directions.iter().fold(0, |all, &direction| all | ray(direction, square, occupied))
}

/// The squares a piece of kind index `kind` on `square` attacks, given the occupied squares.
#[must_use]
pub(super) fn attacks(kind: usize, square: usize, occupied: u64) -> u64 {
    let square = square & 63;
    match kind {
        KING => KING_ATTACKS[square],
        QUEEN => slide(ROOK_DIRECTIONS, square, occupied) | slide(BISHOP_DIRECTIONS, square, occupied),
        ROOK => slide(ROOK_DIRECTIONS, square, occupied),
        BISHOP => slide(BISHOP_DIRECTIONS, square, occupied),
        KNIGHT => KNIGHT_ATTACKS[square],
        _ => PAWN_ATTACKS[square],
    }
}

/// The squares a piece of kind index `kind` on `square` attacks on an empty
/// board: every square it could ever capture on from there, whatever is removed.
#[must_use]
pub(super) fn lines(kind: usize, square: usize) -> u64 {
    LINES[kind.min(5)][square & 63]
}

/// The squares strictly between `from` and `to` when they share a line (a
/// rank, a file or a diagonal), none otherwise: those a capture from one to
/// the other passes over (none for knights, kings and pawns, whose captures
/// are never along a line past a square).
pub(super) fn between(from: usize, to: usize) -> u64 {
    let (from, to) = (from & 63, to & 63);
    RAYS.iter().find(|rays| rays[from] >> to & 1 == 1).map_or(0, |rays| rays[from] & !rays[to] & !(1 << to))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::{
        board::{self, Bitboard, BoardShape, Square, ALL_PIECE_KINDS},
        rng::Rng,
    };

    #[test]
    fn between_gives_the_squares_a_capture_passes_over() {
        let square = |name: &str| usize::from(Square::parse(name).unwrap().index());
        let set = |names: &[&str]| names.iter().fold(0u64, |set, name| set | 1 << square(name));
        assert_eq!(between(square("a1"), square("d4")), set(&["b2", "c3"]));
        assert_eq!(between(square("h8"), square("h5")), set(&["h7", "h6"]));
        assert_eq!(between(square("c1"), square("f1")), set(&["d1", "e1"]));
        assert_eq!(between(square("a1"), square("a2")), 0);
        // A knight's jump and squares off any line pass over nothing.
        assert_eq!(between(square("a1"), square("b3")), 0);
        assert_eq!(between(square("a1"), square("c6")), 0);
        // On random lines: the squares between are exactly what blocks a rook or bishop.
        let mut rng = Rng::new(3);
        for _ in 0..2000 {
            let (from, to) = (rng.below(64), rng.below(64));
            for kind in [ROOK, BISHOP] {
                if from != to && lines(kind, from) >> to & 1 == 1 {
                    assert_eq!(attacks(kind, from, 1 << to) >> to & 1, 1);
                    let blockers = between(from, to);
                    for blocker in Bitboard(blockers).squares() {
                        assert_eq!(attacks(kind, from, 1 << blocker.index() | 1 << to) >> to & 1, 0);
                    }
                    // Anything else on the way does not block.
                    let others = rng.next_u64() & !blockers & !(1 << to);
                    assert_eq!(attacks(kind, from, others | 1 << to) >> to & 1, 1);
                }
            }
        }
    }

    #[test]
    fn tables_agree_with_the_board_module_on_random_occupancies() {
        let mut rng = Rng::new(11);
        let shape = BoardShape::new(8, 8).unwrap();
        for _ in 0..2000 {
            let occupied = rng.next_u64() & rng.next_u64();
            for kind in ALL_PIECE_KINDS {
                for index in 0..64u8 {
                    let square = Square::from_index(index).unwrap();
                    let expected = board::attacks(kind, square, shape, Bitboard(occupied));
                    assert_eq!(attacks(kind.index(), usize::from(index), occupied), expected.0);
                    assert_eq!(lines(kind.index(), usize::from(index)) & expected.0, expected.0);
                }
            }
        }
    }

    #[test]
    fn lines_are_the_attacks_of_an_empty_board() {
        for kind in 0..6 {
            for square in 0..64 {
                assert_eq!(lines(kind, square), attacks(kind, square, 0));
            }
        }
    }
}
