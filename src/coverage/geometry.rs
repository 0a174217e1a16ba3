//! Attack tables for one n×n board: weak attacks (blocking ignored), the
//! rays that strong attacks cut at the first occupied square, square
//! colours, the eight symmetries as square maps, and the fundamental
//! triangle that one unique piece is confined to.
//!
//! Squares are `rank * 8 + file` (as in [`crate::board`]) whatever the side,
//! so a board of side n uses the bits with file and rank below n.

use crate::queens::Symmetry;

/// Ray directions as (file, rank) steps. The first four step to higher
/// square indices, the last four to lower ones (that decides which end of
/// a ray's blockers is the nearest).
const DIRECTIONS: [(i8, i8); 8] = [(1, 0), (0, 1), (1, 1), (-1, 1), (-1, 0), (0, -1), (-1, -1), (1, -1)];
const ROOK_DIRS: [usize; 4] = [0, 1, 4, 5];
const BISHOP_DIRS: [usize; 4] = [2, 3, 6, 7];
const KING_STEPS: [(i8, i8); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT_STEPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// Kind indices (as [`crate::board::PieceKind::index`]).
pub(crate) const KING: usize = 0;
pub(crate) const QUEEN: usize = 1;
pub(crate) const ROOK: usize = 2;
pub(crate) const BISHOP: usize = 3;
pub(crate) const KNIGHT: usize = 4;

/// Precomputed tables for one board side.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    /// Board side.
    pub side: u8,
    /// Every square of the board.
    pub board: u64,
    /// The light squares (file + rank odd; a1 is dark).
    pub light: u64,
    /// `weak[kind][square]`: attacks on an empty board.
    pub weak: [[u64; 64]; 5],
    /// `rays[direction][square]`: the squares beyond `square` in that direction.
    rays: [[u64; 64]; 8],
    /// `sym[g][square]`: where symmetry `g` (of [`Symmetry::ALL`]) sends a square.
    pub sym: [[u8; 64]; 8],
    /// Squares with `rank <= file` and `2 * file < side`: every square has an
    /// image here under some symmetry.
    pub triangle: u64,
}

fn step(side: u8, square: usize, (df, dr): (i8, i8)) -> Option<usize> {
    let file = (square % 8) as i8 + df;
    let rank = (square / 8) as i8 + dr;
    let inside = |v: i8| (0..side as i8).contains(&v);
    (inside(file) && inside(rank)).then(|| rank as usize * 8 + file as usize)
}

impl Geometry {
    /// Tables for a `side`×`side` board (`side` from 1 to 8).
    pub(crate) fn new(side: u8) -> Geometry {
        let side = side.clamp(1, 8);
        let mut geometry = Geometry {
            side,
            board: 0,
            light: 0,
            weak: [[0; 64]; 5],
            rays: [[0; 64]; 8],
            sym: [[0; 64]; 8],
            triangle: 0,
        };
        for square in geometry.squares() {
            let (file, rank) = (square % 8, square / 8);
            geometry.board |= 1 << square;
            if (file + rank) % 2 == 1 {
                geometry.light |= 1 << square;
            }
            if rank <= file && 2 * file < usize::from(side) {
                geometry.triangle |= 1 << square;
            }
            for (d, &direction) in DIRECTIONS.iter().enumerate() {
                let mut at = square;
                while let Some(next) = step(side, at, direction) {
                    geometry.rays[d][square] |= 1 << next;
                    at = next;
                }
            }
            let steps = |offsets: &[(i8, i8)]| {
                offsets.iter().filter_map(|&o| step(side, square, o)).fold(0u64, |set, s| set | 1 << s)
            };
            let rays = |dirs: &[usize]| dirs.iter().fold(0u64, |set, &d| set | geometry.rays[d][square]);
            let (rook, bishop) = (rays(&ROOK_DIRS), rays(&BISHOP_DIRS));
            geometry.weak[KING][square] = steps(&KING_STEPS);
            geometry.weak[KNIGHT][square] = steps(&KNIGHT_STEPS);
            geometry.weak[ROOK][square] = rook;
            geometry.weak[BISHOP][square] = bishop;
            geometry.weak[QUEEN][square] = rook | bishop;
            for (g, symmetry) in Symmetry::ALL.into_iter().enumerate() {
                let n = usize::from(side);
                let (rank2, file2) = symmetry.apply(n, rank, file);
                geometry.sym[g][square] = (rank2 * 8 + file2) as u8;
            }
        }
        geometry
    }

    /// The board's square indices, in increasing order.
    pub(crate) fn squares(&self) -> impl Iterator<Item = usize> {
        let side = usize::from(self.side);
        (0..side).flat_map(move |rank| (0..side).map(move |file| rank * 8 + file))
    }

    /// The squares a piece of kind `kind` on `square` attacks when `occupied` squares block.
    #[inline]
    pub(crate) fn strong(&self, kind: usize, square: usize, occupied: u64) -> u64 {
        match kind {
            ROOK => self.slide(square, occupied, &ROOK_DIRS),
            BISHOP => self.slide(square, occupied, &BISHOP_DIRS),
            QUEEN => self.slide(square, occupied, &ROOK_DIRS) | self.slide(square, occupied, &BISHOP_DIRS),
            _ => self.weak[kind % 5][square],
        }
    }

    #[inline]
    fn slide(&self, square: usize, occupied: u64, dirs: &[usize; 4]) -> u64 {
        let mut attacked = 0;
        for &d in dirs {
            let ray = self.rays[d][square];
            let blockers = ray & occupied;
            attacked |= if blockers == 0 {
                ray
            } else {
                // The nearest blocker is the lowest bit on rays that climb, the highest on the others.
                let first = if d < 4 { blockers.trailing_zeros() } else { 63 - blockers.leading_zeros() };
                ray ^ self.rays[d][first as usize]
            };
        }
        attacked
    }

    /// The squares attacked by `pieces` (kind index, square), each blocking the others.
    pub(crate) fn attacked(&self, pieces: &[(u8, u8)]) -> u64 {
        let occupied = pieces.iter().fold(0u64, |set, &(_, s)| set | 1 << s);
        pieces.iter().fold(0, |set, &(k, s)| set | self.strong(usize::from(k), usize::from(s), occupied))
    }

    /// The most squares one piece of `kind` attacks on the empty board.
    pub(crate) fn max_weak(&self, kind: usize) -> u32 {
        self.squares().map(|s| self.weak[kind][s].count_ones()).max().unwrap_or(0)
    }

    /// Squares of the colour that `light` names.
    pub(crate) fn colour(&self, light: bool) -> u64 {
        if light {
            self.light
        } else {
            self.board & !self.light
        }
    }
}
