//! Geometry tables for the piece-first search ([`super`]): what each
//! piece kind reaches from each cell of a problem's board, as bit masks.
//!
//! A *domain* is the set of values a cell may still take, one bit each:
//! bit 0 for "empty", bit `c` for the piece kind with code `c` (1 + [`PieceKind::index`]).

use crate::board::{Direction, PieceKind};
use crate::exact::{
    cell_set::CellSet,
    geometry::{leaper_steps, step_in},
    problem::{AllowedKinds, Problem},
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
pub(crate) const fn bit(kind: PieceKind) -> u8 {
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

/// The nearest cell of `mask` (a non-empty subset of a ray in direction `d`) to the ray's start:
/// along a ray that climbs the index the lowest, else the highest (whatever the stride).
#[inline]
pub(super) fn nearest<M: CellSet>(mask: M, d: usize) -> usize {
    if direction(d).increases_index() {
        mask.lowest()
    } else {
        mask.highest()
    }
}

/// Masks of one board, indexed by cell (`rank * stride + file`; see [`CellSet`]).
#[derive(Clone, Debug)]
pub(crate) struct Reach<M: CellSet> {
    /// The switched-on cells.
    pub(super) board: M,
    /// Domain bits of the allowed kinds, plus [`EMPTY`].
    pub(super) allowed: u8,
    /// `leaps[i][c]`: what leaper `LEAPERS[i]` on `c` attacks.
    pub(super) leaps: [M::PerCell<M>; 3],
    /// `leapt[i][t]`: the cells from which leaper `LEAPERS[i]` attacks `t`.
    pub(super) leapt: [M::PerCell<M>; 3],
    /// `rays[c][d]`: the cells from `c` (excluded) in direction `d` to the edge.
    pub(super) rays: M::PerCell<[M; 8]>,
    /// `between[a * CELLS + b]`: the cells strictly between two cells on one line, else empty.
    between: Vec<M>,
    /// `line[a * CELLS + b]`: the direction from `a` to `b` when they share a line, else 8.
    line: Vec<u8>,
}

impl Reach<u64> {
    /// The tables of `problem`'s board (8×8 indexing) and allowed pieces.
    pub(crate) fn new(problem: &Problem) -> Reach<u64> {
        Reach::of_board(problem.cells(), 8, problem.pieces())
    }
}

impl<M: CellSet> Reach<M> {
    /// The tables of the board `board` (cells indexed `rank * stride + file`)
    /// with the kinds `pieces` allowed.
    pub(crate) fn of_board(board: M, stride: usize, pieces: AllowedKinds) -> Reach<M> {
        let allowed = pieces.kinds().fold(EMPTY, |mask, kind| mask | bit(kind));
        let mut leaps = [M::per_cell(M::EMPTY); 3];
        let mut leapt = [M::per_cell(M::EMPTY); 3];
        let mut rays = M::per_cell([M::EMPTY; 8]);
        let mut between = vec![M::EMPTY; M::CELLS * M::CELLS];
        let mut line = vec![8u8; M::CELLS * M::CELLS];
        for cell in board.cells() {
            for (i, &kind) in LEAPERS.iter().enumerate() {
                for target in leaper_steps(kind).iter().filter_map(|&step| step_in(cell, step, stride, board))
                {
                    leaps[i][cell] |= M::cell(target);
                    leapt[i][target] |= M::cell(cell);
                }
            }
            for (d, direction) in Direction::ALL.into_iter().enumerate() {
                let mut passed = M::EMPTY;
                let walk = std::iter::successors(step_in(cell, direction.step(), stride, board), |&at| {
                    step_in(at, direction.step(), stride, board)
                });
                for target in walk {
                    let index = cell * M::CELLS + target;
                    between[index] = passed;
                    line[index] = d as u8;
                    passed |= M::cell(target);
                }
                rays[cell][d] = passed;
            }
        }
        Reach { board, allowed, leaps, leapt, rays, between, line }
    }

    /// The cells strictly between `a` and `b` on their line (empty if none or no line).
    #[inline]
    pub(super) fn between(&self, a: usize, b: usize) -> M {
        self.between.get(a * M::CELLS + b).copied().unwrap_or(M::EMPTY)
    }

    /// The direction from `a` to `b` if they share a line.
    #[inline]
    pub(super) fn line(&self, a: usize, b: usize) -> Option<usize> {
        self.line.get(a * M::CELLS + b).map(|&d| usize::from(d)).filter(|&d| d < 8)
    }

    /// The cells from which a knight attacks `t`.
    #[inline]
    pub(super) fn leapt_knight(&self, t: usize) -> M {
        self.leapt[1][t]
    }

    /// The cells of the ray from `cell` in direction `d` up to and including the first of `stops`.
    #[inline]
    pub(super) fn ray_to_stop(&self, cell: usize, d: usize, stops: M) -> M {
        let ray = self.rays[cell][d];
        let blockers = ray & stops;
        if blockers.is_empty() {
            ray
        } else {
            ray & !self.rays[nearest(blockers, d)][d]
        }
    }

    /// The kinds (domain bits) that on `from` would attack `to` when no cell of `occupied` is in between.
    pub(super) fn attacking_kinds(&self, from: usize, to: usize, occupied: M) -> u8 {
        let mut kinds = 0;
        for (i, &kind) in LEAPERS.iter().enumerate() {
            if self.leaps[i][from].has(to) {
                kinds |= bit(kind);
            }
        }
        if let Some(d) = self.line(from, to) {
            if (self.between(from, to) & occupied).is_empty() {
                kinds |= sliders(d);
            }
        }
        kinds & self.allowed
    }
}
