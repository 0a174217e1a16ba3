//! Attack tables built once, at compile time, from the steps and directions
//! of [`Direction`] and the piece steps, and the look-ups every family asks.
//!
//! The 8×8 tables serve every board up to 8×8: a board of fewer files or
//! ranks lies in the bottom-left corner, and a ray that leaves a rectangle
//! never comes back, so masking with the board gives that board's attacks.
//! Boards with cells switched off (where a ray must end *before* the hole)
//! build their own [`Rays`] with [`Rays::on`].

use super::{
    geometry::{step_on, Direction, KING_STEPS, KNIGHT_STEPS, PAWN_STEPS},
    Bitboard, BoardShape, ByKind, PieceKind, Square,
};

/// The squares one of `steps` away from each square of the 8×8 grid.
const fn step_table(steps: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut index = 0;
    while index < 64 {
        let mut i = 0;
        while i < steps.len() {
            if let Some(next) = step_on(index as u8, steps[i], u64::MAX) {
                table[index] |= 1 << next;
            }
            i += 1;
        }
        index += 1;
    }
    table
}

/// What a king attacks from each square of the 8×8 grid.
pub static KING_ATTACKS: [u64; 64] = step_table(&KING_STEPS);
/// What a knight attacks from each square of the 8×8 grid.
pub static KNIGHT_ATTACKS: [u64; 64] = step_table(&KNIGHT_STEPS);
/// What a pawn attacks from each square of the 8×8 grid (diagonally upward).
pub static PAWN_ATTACKS: [u64; 64] = step_table(&PAWN_STEPS);

/// Every ray of one board: `ray(d, s)` holds the cells from `s` (excluded) in
/// direction `d` up to the board's edge or its first switched-off cell.
///
/// Cut at the nearest occupied cell, a ray gives what a slider attacks: the
/// ray from that blocker on is the part to remove, so one look-up and one
/// bit scan per direction suffice ([`Rays::cut`]).
///
/// ```
/// use chesslab_core::board::{Bitboard, Direction, Rays, Square, RAYS};
///
/// let a1 = Square::parse("a1").unwrap().to_usize();
/// let blocker = Bitboard::from_square(Square::parse("a3").unwrap());
/// assert_eq!(Bitboard(RAYS.cut(Direction::North, a1, blocker.0)).to_string(), "\
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// 1 . . . . . . .
/// 1 . . . . . . .
/// . . . . . . . .
/// ");
/// // On a board whose b2 is switched off, the diagonal from a1 is empty.
/// let holed = Rays::on(!Bitboard::from_square(Square::parse("b2").unwrap()).0);
/// assert_eq!(holed.ray(Direction::NorthEast, a1), 0);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rays([[u64; 64]; 8]);

impl Rays {
    /// The rays of the board whose switched-on cells are `board` (any subset of the 8×8 grid).
    ///
    /// Only cells of `board` get rays; the others' are empty.
    #[must_use]
    pub const fn on(board: u64) -> Rays {
        let mut rays = [[0u64; 64]; 8];
        let mut d = 0;
        while d < 8 {
            let step = Direction::ALL[d].step();
            let mut index = 0;
            while index < 64 {
                if board >> index & 1 == 1 {
                    let mut at = index as u8;
                    while let Some(next) = step_on(at, step, board) {
                        rays[d][index] |= 1 << next;
                        at = next;
                    }
                }
                index += 1;
            }
            d += 1;
        }
        Rays(rays)
    }

    /// The whole ray from `index` in `direction`, as if nothing blocked it.
    #[inline]
    #[must_use]
    pub const fn ray(&self, direction: Direction, index: usize) -> u64 {
        self.0[direction.index()][index % 64]
    }

    /// The ray from `index` in `direction` up to and including its first cell in `occupied`.
    #[inline]
    #[must_use]
    pub const fn cut(&self, direction: Direction, index: usize, occupied: u64) -> u64 {
        let ray = self.ray(direction, index);
        let blockers = ray & occupied;
        if blockers == 0 {
            ray
        } else {
            ray ^ self.ray(direction, direction.nearest(blockers) as usize)
        }
    }

    /// What a slider moving along `directions` from `index` attacks.
    #[inline]
    #[must_use]
    pub fn slide(&self, directions: &[Direction; 4], index: usize, occupied: u64) -> u64 {
        directions.iter().fold(0, |attacked, &d| attacked | self.cut(d, index, occupied))
    }

    /// What the slider `kind` attacks from `index` (nothing for a king, knight or pawn).
    #[inline]
    #[must_use]
    pub fn slider_attacks(&self, kind: PieceKind, index: usize, occupied: u64) -> u64 {
        match kind {
            PieceKind::Rook => self.slide(&Direction::ORTHOGONAL, index, occupied),
            PieceKind::Bishop => self.slide(&Direction::DIAGONAL, index, occupied),
            PieceKind::Queen => {
                self.slide(&Direction::ORTHOGONAL, index, occupied)
                    | self.slide(&Direction::DIAGONAL, index, occupied)
            }
            PieceKind::King | PieceKind::Knight | PieceKind::Pawn => 0,
        }
    }

    /// Every ray from `index` along the directions of `kind`, joined: what the
    /// slider attacks on an empty board (nothing for a leaper).
    #[must_use]
    pub const fn lines(&self, kind: PieceKind, index: usize) -> u64 {
        let mut lines = 0;
        let mut d = 0;
        while d < 8 {
            let direction = Direction::ALL[d];
            let along = match kind {
                PieceKind::Queen => true,
                PieceKind::Rook => !direction.is_diagonal(),
                PieceKind::Bishop => direction.is_diagonal(),
                PieceKind::King | PieceKind::Knight | PieceKind::Pawn => false,
            };
            if along {
                lines |= self.ray(direction, index);
            }
            d += 1;
        }
        lines
    }
}

/// The rays of the full 8×8 grid.
pub static RAYS: Rays = Rays::on(u64::MAX);

/// What each kind attacks from each square of the empty 8×8 grid: every square it
/// could ever capture on from there, whatever is removed.
pub static LINES: ByKind<[u64; 64]> = {
    let rays = Rays::on(u64::MAX);
    let mut lines = [[0u64; 64]; 6];
    let mut index = 0;
    while index < 64 {
        lines[PieceKind::King.index()][index] = KING_ATTACKS[index];
        lines[PieceKind::Knight.index()][index] = KNIGHT_ATTACKS[index];
        lines[PieceKind::Pawn.index()][index] = PAWN_ATTACKS[index];
        lines[PieceKind::Queen.index()][index] = rays.lines(PieceKind::Queen, index);
        lines[PieceKind::Rook.index()][index] = rays.lines(PieceKind::Rook, index);
        lines[PieceKind::Bishop.index()][index] = rays.lines(PieceKind::Bishop, index);
        index += 1;
    }
    ByKind::new(lines)
};

/// What `kind` on square index `index` of the 8×8 grid attacks, given the
/// `occupied` squares: the raw form of [`attacks`] for the solvers' inner loops.
///
/// Sliders stop at the first occupied square, which they do attack.
#[inline]
#[must_use]
pub fn grid_attacks(kind: PieceKind, index: usize, occupied: u64) -> u64 {
    let index = index % 64;
    match kind {
        PieceKind::King => KING_ATTACKS[index],
        PieceKind::Knight => KNIGHT_ATTACKS[index],
        PieceKind::Pawn => PAWN_ATTACKS[index],
        PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop => RAYS.slider_attacks(kind, index, occupied),
    }
}

/// What `kind` on square index `index` attacks on the empty 8×8 grid: a
/// [`LINES`] look-up for the solvers' inner loops.
#[inline]
#[must_use]
pub fn grid_lines(kind: PieceKind, index: usize) -> u64 {
    LINES[kind][index % 64]
}

/// The squares a `kind` on `from` attacks on `shape`, given the `occupied` squares.
///
/// Sliders stop at the first occupied square, which they do attack; the
/// result includes occupied squares (the capture targets) and empty ones.
///
/// ```
/// use chesslab_core::board::{attacks, Bitboard, BoardShape, PieceKind, Square};
///
/// let sq = |name| Square::parse(name).unwrap();
/// let occupied = Bitboard::from_square(sq("c3"));
/// let bishop = attacks(PieceKind::Bishop, sq("a1"), BoardShape::SOLITAIRE, occupied);
/// assert_eq!(bishop, Bitboard::from_square(sq("b2")).with(sq("c3")));
/// // Pawns capture upward only; knights jump, and stay on the 4×4 board.
/// assert_eq!(attacks(PieceKind::Pawn, sq("b4"), BoardShape::SOLITAIRE, occupied), Bitboard::EMPTY);
/// assert_eq!(attacks(PieceKind::Knight, sq("d4"), BoardShape::SOLITAIRE, occupied).count(), 2);
/// ```
#[must_use]
pub fn attacks(kind: PieceKind, from: Square, shape: BoardShape, occupied: Bitboard) -> Bitboard {
    Bitboard(grid_attacks(kind, from.to_usize(), occupied.0)) & shape.squares()
}

/// The squares strictly between `from` and `to` (indices) when they share a
/// rank, a file or a diagonal, none otherwise: those a slider's capture from
/// one to the other passes over.
///
/// ```
/// use chesslab_core::board::{between, Bitboard, Square};
///
/// let index = |name| Square::parse(name).unwrap().to_usize();
/// let passed = Bitboard(between(index("a1"), index("d4")));
/// assert_eq!(passed.squares().map(|s| s.to_string()).collect::<Vec<_>>(), ["b2", "c3"]);
/// assert_eq!(between(index("a1"), index("b3")), 0); // a knight's jump passes over nothing
/// ```
#[must_use]
pub fn between(from: usize, to: usize) -> u64 {
    let (from, to) = (from % 64, to % 64);
    Direction::ALL
        .into_iter()
        .find(|&d| RAYS.ray(d, from) >> to & 1 == 1)
        .map_or(0, |d| RAYS.ray(d, from) & !RAYS.ray(d, to) & !(1 << to))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::{board::ALL_PIECE_KINDS, rng::Rng};

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn names(set: Bitboard) -> Vec<String> {
        set.squares().map(|s| s.to_string()).collect()
    }

    /// What `kind` attacks, walking the steps one square at a time: the tables' reference.
    fn walked(kind: PieceKind, from: Square, board: u64, occupied: u64) -> u64 {
        let from = from.index();
        let steps: &[(i8, i8)] = match kind {
            PieceKind::King => &KING_STEPS,
            PieceKind::Knight => &KNIGHT_STEPS,
            PieceKind::Pawn => &PAWN_STEPS,
            PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop => &[],
        };
        let mut set = steps.iter().filter_map(|&s| step_on(from, s, board)).fold(0, |set, s| set | 1 << s);
        let directions: &[Direction] = match kind {
            PieceKind::Queen => &Direction::ALL,
            PieceKind::Rook => &Direction::ORTHOGONAL,
            PieceKind::Bishop => &Direction::DIAGONAL,
            PieceKind::King | PieceKind::Knight | PieceKind::Pawn => &[],
        };
        for &d in directions {
            let mut at = from;
            while let Some(next) = step_on(at, d.step(), board) {
                set |= 1 << next;
                if occupied >> next & 1 == 1 {
                    break;
                }
                at = next;
            }
        }
        set
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

    #[test]
    fn tables_agree_with_walking_on_every_shape_and_on_holed_boards() {
        let mut rng = Rng::new(11);
        for _ in 0..300 {
            let (width, height) = (1 + rng.below(8), 1 + rng.below(8));
            let shape = BoardShape::new(width, height).unwrap();
            let occupied = rng.next_u64() & rng.next_u64() & shape.squares().0;
            let holed = rng.next_u64() | rng.next_u64();
            let rays = Rays::on(holed);
            for kind in ALL_PIECE_KINDS {
                for from in shape.squares() {
                    let expected = walked(kind, from, shape.squares().0, occupied);
                    assert_eq!(attacks(kind, from, shape, Bitboard(occupied)).0, expected);
                    assert_eq!(
                        LINES[kind][from.to_usize()] & shape.squares().0,
                        walked(kind, from, shape.squares().0, 0)
                    );
                    if holed >> from.index() & 1 == 1 {
                        let slides = rays.slider_attacks(kind, from.to_usize(), occupied);
                        let leaps = LINES[kind][from.to_usize()] & holed;
                        let on_holed =
                            if matches!(kind, PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop) {
                                slides
                            } else {
                                leaps
                            };
                        assert_eq!(on_holed, walked(kind, from, holed, occupied));
                    }
                }
            }
        }
    }

    #[test]
    fn between_gives_the_squares_a_capture_passes_over() {
        let square = |name: &str| sq(name).to_usize();
        let set = |names: &[&str]| names.iter().fold(0u64, |set, name| set | 1 << square(name));
        assert_eq!(between(square("a1"), square("d4")), set(&["b2", "c3"]));
        assert_eq!(between(square("h8"), square("h5")), set(&["h7", "h6"]));
        assert_eq!(between(square("c1"), square("f1")), set(&["d1", "e1"]));
        assert_eq!(between(square("a1"), square("a2")), 0);
        assert_eq!(between(square("a1"), square("c6")), 0);
        let mut rng = Rng::new(3);
        for _ in 0..2000 {
            let (from, to) = (rng.below(64), rng.below(64));
            for kind in [PieceKind::Rook, PieceKind::Bishop] {
                if from != to && LINES[kind][from] >> to & 1 == 1 {
                    assert_eq!(grid_attacks(kind, from, 1 << to) >> to & 1, 1);
                    let blockers = between(from, to);
                    for blocker in Bitboard(blockers).indices() {
                        assert_eq!(grid_attacks(kind, from, 1 << blocker | 1 << to) >> to & 1, 0);
                    }
                    let others = rng.next_u64() & !blockers & !(1 << to);
                    assert_eq!(grid_attacks(kind, from, others | 1 << to) >> to & 1, 1);
                }
            }
        }
    }

    #[test]
    fn lines_are_the_attacks_of_an_empty_board() {
        for kind in ALL_PIECE_KINDS {
            for index in 0..64 {
                assert_eq!(LINES[kind][index], grid_attacks(kind, index, 0));
            }
        }
    }
}
