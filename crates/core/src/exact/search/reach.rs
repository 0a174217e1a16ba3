//! Geometry tables for the piece-first search ([`super`]): what each
//! piece kind reaches from each cell of a problem's board, as bit masks.
//!
//! A *domain* is the set of values a cell may still take, one bit each:
//! bit 0 for "empty", bit `c` for the piece kind with code `c` (1 + [`PieceKind::index`]).

use crate::board::{Bitboard, Direction, PieceKind};
use crate::exact::{
    geometry::{self, Ray},
    problem::Problem,
};

/// The domain bit of "no piece".
pub(super) const EMPTY: u8 = 1;
/// Domain bits of the kinds sliding along orthogonal lines (queen, rook).
pub(super) const ORTHOGONAL_SLIDERS: u8 = bit(PieceKind::Queen) | bit(PieceKind::Rook);
/// Domain bits of the kinds sliding along diagonals (queen, bishop).
pub(super) const DIAGONAL_SLIDERS: u8 = bit(PieceKind::Queen) | bit(PieceKind::Bishop);
/// The leapers, in the order of [`Reach::leaps`].
pub(super) const LEAPERS: [PieceKind; 3] = [PieceKind::King, PieceKind::Knight, PieceKind::Pawn];

/// The domain bit of `kind`.
pub(super) const fn bit(kind: PieceKind) -> u8 {
    1 << (kind as u8 + 1)
}

/// The direction with index `d` in [`Direction::ALL`], the order of every table here.
pub(super) const fn direction(d: usize) -> Direction {
    Direction::from_index(d)
}

/// The kinds (domain bits) that slide along direction `d` (an index into [`Direction::ALL`]).
pub(super) const fn sliders(d: usize) -> u8 {
    if direction(d).is_diagonal() {
        DIAGONAL_SLIDERS
    } else {
        ORTHOGONAL_SLIDERS
    }
}

/// The nearest cell of `mask` (a non-empty subset of a ray in direction `d`) to the ray's start.
pub(super) const fn nearest(mask: u64, d: usize) -> usize {
    direction(d).nearest(mask) as usize
}

/// Masks of one board, indexed by cell (`rank * 8 + file`).
#[derive(Clone, Debug)]
pub(crate) struct Reach {
    /// The switched-on cells.
    pub(super) board: u64,
    /// Domain bits of the allowed kinds, plus [`EMPTY`].
    pub(super) allowed: u8,
    /// `leaps[i][c]`: what leaper `LEAPERS[i]` on `c` attacks.
    pub(super) leaps: [[u64; 64]; 3],
    /// `leapt[i][t]`: the cells from which leaper `LEAPERS[i]` attacks `t`.
    pub(super) leapt: [[u64; 64]; 3],
    /// `rays[c][d]`: the cells from `c` (excluded) in direction `d` to the edge.
    pub(super) rays: [[u64; 8]; 64],
    /// `between[a * 64 + b]`: the cells strictly between two cells on one line, else 0.
    between: Vec<u64>,
    /// `line[a * 64 + b]`: the direction from `a` to `b` when they share a line, else 8.
    line: Vec<u8>,
}

impl Reach {
    /// The tables of `problem`'s board and allowed pieces.
    pub(crate) fn new(problem: &Problem) -> Reach {
        let board = problem.cells();
        let allowed = problem.pieces().kinds().fold(EMPTY, |mask, kind| mask | bit(kind));
        let mut leaps = [[0u64; 64]; 3];
        let mut leapt = [[0u64; 64]; 3];
        let mut rays = [[0u64; 8]; 64];
        let mut between = vec![0u64; 64 * 64];
        let mut line = vec![8u8; 64 * 64];
        for cell in Bitboard(board).indices() {
            for (i, &kind) in LEAPERS.iter().enumerate() {
                let attacks = geometry::leaper_attacks(kind, cell as u8, board);
                leaps[i][cell] = attacks;
                for target in Bitboard(attacks).indices() {
                    leapt[i][target] |= 1 << cell;
                }
            }
            for (d, direction) in Direction::ALL.into_iter().enumerate() {
                let mut passed = 0u64;
                for &target in Ray::new(cell as u8, direction, board).cells() {
                    let index = cell * 64 + usize::from(target);
                    between[index] = passed;
                    line[index] = d as u8;
                    passed |= 1 << target;
                }
                rays[cell][d] = passed;
            }
        }
        Reach { board, allowed, leaps, leapt, rays, between, line }
    }

    /// The cells strictly between `a` and `b` on their line (0 if none or no line).
    pub(super) fn between(&self, a: usize, b: usize) -> u64 {
        self.between.get(a * 64 + b).copied().unwrap_or(0)
    }

    /// The direction from `a` to `b` if they share a line.
    pub(super) fn line(&self, a: usize, b: usize) -> Option<usize> {
        self.line.get(a * 64 + b).map(|&d| usize::from(d)).filter(|&d| d < 8)
    }

    /// The cells from which a knight attacks `t`.
    pub(super) fn leapt_knight(&self, t: usize) -> u64 {
        self.leapt[1][t]
    }

    /// The cells of the ray from `cell` in direction `d` up to and including the first of `stops`.
    pub(super) fn ray_to_stop(&self, cell: usize, d: usize, stops: u64) -> u64 {
        let ray = self.rays[cell][d];
        let blockers = ray & stops;
        if blockers == 0 {
            ray
        } else {
            ray & !self.rays[nearest(blockers, d)][d]
        }
    }

    /// The kinds (domain bits) that on `from` would attack `to` when no cell of `occupied` is in between.
    pub(super) fn attacking_kinds(&self, from: usize, to: usize, occupied: u64) -> u8 {
        let mut kinds = 0;
        for (i, &kind) in LEAPERS.iter().enumerate() {
            if self.leaps[i][from] >> to & 1 == 1 {
                kinds |= bit(kind);
            }
        }
        if let Some(d) = self.line(from, to) {
            if self.between(from, to) & occupied == 0 {
                kinds |= sliders(d);
            }
        }
        kinds & self.allowed
    }
}
