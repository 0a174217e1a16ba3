//! The exact search on the boards beyond the 8×8 [`Problem`]: rectangles of
//! up to 128 cells (the table's 9×9 and Rennhak's 9×4), every cell needing
//! the same count. It is the piece-first search of [`Solver`] (the same
//! rules, cap bound and symmetry breaking), compiled for `u128` cell masks
//! indexed `rank * width + file` ([`super::cell_set`]); what it lacks beside
//! [`Solver`] is only what the page needs of an 8×8 [`Problem`] (cells
//! switched off, a count per cell, shares for workers).
//!
//! [`Problem`]: super::Problem
//! [`Solver`]: super::Solver

use super::{
    cell_set::CellSet,
    placement::write_code,
    problem::{AllowedKinds, Mode, ProblemError, MAX_K},
    reply::{MinReply, ShareReply},
    search::{Canonical, PieceSearch, PlacementSink, Propagator, Reach},
    solve::{cap_range, DEFAULT_MAX_EXAMPLES},
    symmetry::Symmetries,
};
use crate::{
    board::{PieceKind, ALL_PIECE_KINDS},
    task::Progress,
};

/// The most cells a wide board may have: one bit each in a `u128`.
pub use crate::board::MAX_WIDE_CELLS;

/// The exact search on a `width` × `height` rectangle of up to
/// [`MAX_WIDE_CELLS`] cells, each needing `k` attacks.
///
/// ```
/// use chesslab_core::exact::{Mode, WideSolver};
///
/// // Rennhak's 9×4 board (9 files, 4 ranks; his 4×9), every cell attacked exactly once.
/// let min = WideSolver::new(9, 4, 1, Mode::EveryCell)?.minimum(&mut |_| {});
/// assert!(min.complete);
/// assert_eq!((min.min_pieces, min.solutions, min.unique), (Some(8), 4, 2));
/// assert_eq!(min.example.as_deref(), Some("9/K2B2PP1/1B2K2K1/8B")); // ranks from the top
/// # Ok::<(), chesslab_core::exact::ProblemError>(())
/// ```
#[derive(Clone, Debug)]
pub struct WideSolver {
    width: usize,
    height: usize,
    mode: Mode,
    reach: Reach<u128>,
    need: [u8; MAX_WIDE_CELLS],
    /// The symmetries of the board (for the unique count) and those the search breaks.
    symmetries: Symmetries,
    canonical: Option<Canonical<u128>>,
    node_limit: u64,
    max_examples: usize,
}

impl WideSolver {
    /// The solver for a `width` × `height` rectangle (files × ranks) whose
    /// every cell needs `k` attacks in `mode`, any piece allowed.
    ///
    /// # Errors
    /// A side of 0, more than [`MAX_WIDE_CELLS`] cells, or `k` above [`MAX_K`].
    pub fn new(width: usize, height: usize, k: u8, mode: Mode) -> Result<WideSolver, ProblemError> {
        let cells = width.checked_mul(height).filter(|&cells| cells > 0 && cells <= MAX_WIDE_CELLS);
        let Some(cells) = cells else {
            return Err(ProblemError::TooManyCells { width, height });
        };
        if k > MAX_K {
            return Err(ProblemError::KTooLarge { k });
        }
        let board = (0..cells).fold(u128::EMPTY, |board, cell| board | u128::cell(cell));
        let mut need = [0; MAX_WIDE_CELLS];
        need[..cells].fill(k);
        let symmetries = Symmetries::on_grid(width, height, width, |cell| (cell < cells).then_some(k));
        let with_pawns = true;
        let canonical = Canonical::from_sources(board, symmetries.sources(with_pawns));
        Ok(WideSolver {
            width,
            height,
            mode,
            reach: Reach::of_board(board, width, AllowedKinds::ALL),
            need,
            symmetries,
            canonical,
            node_limit: u64::MAX,
            max_examples: DEFAULT_MAX_EXAMPLES,
        })
    }

    /// The same solver giving up after `nodes` search nodes in all; the
    /// outcome then says it is incomplete, with the lower bound proven so far.
    #[must_use]
    pub fn with_node_limit(mut self, nodes: u64) -> WideSolver {
        self.node_limit = nodes;
        self
    }

    /// The caps a minimum proof tries, in order (as [`super::Solver::caps`]).
    #[must_use]
    pub fn caps(&self) -> std::ops::RangeInclusive<u32> {
        cap_range(self.need[..self.width * self.height].iter().copied(), self.mode)
    }

    /// Proves the fewest pieces, as [`super::Solver::minimum`]: the piece cap
    /// raised by one from a lower bound until a solution appears (or the node
    /// limit stops the search). `progress` gets the share of the current
    /// cap's tree searched, in millionths, and the placements found.
    pub fn minimum(&self, progress: &mut dyn FnMut(Progress)) -> MinReply {
        MinReply::prove(self.caps(), &mut |cap, spent| self.run(cap, spent, progress))
    }

    /// One search with at most `cap` pieces, after `spent` nodes of the limit were used.
    fn run(&self, cap: u32, spent: u64, progress: &mut dyn FnMut(Progress)) -> ShareReply {
        let mut tally = WideTally { solver: self, reply: ShareReply::empty(), progress };
        let rules =
            Propagator { reach: &self.reach, need: &self.need, vacant: self.mode == Mode::VacantCells };
        let limit = self.node_limit.saturating_sub(spent);
        let mut search = PieceSearch::new(rules, self.canonical.as_ref(), cap, limit, &mut tally);
        search.run();
        let (nodes, complete) = (search.nodes, !search.stopped);
        ShareReply { nodes, complete, ..tally.reply }
    }

    /// The puzzle code of the placement `kinds` (per cell: 0 empty, else 1 + kind index).
    fn code(&self, kinds: &[u8]) -> String {
        write_code(self.width, self.height, |file, rank| {
            let kind = kinds.get(rank * self.width + file).copied().unwrap_or(0);
            Some(ALL_PIECE_KINDS.get(usize::from(kind).wrapping_sub(1)).copied())
        })
    }
}

/// Counts the placements a wide search finds, as the 8×8 tally does
/// (placements, classes up to symmetry, by pieces, the first examples).
struct WideTally<'s, 'p> {
    solver: &'s WideSolver,
    reply: ShareReply,
    progress: &'p mut dyn FnMut(Progress),
}

impl PlacementSink<u128> for WideTally<'_, '_> {
    fn placement(&mut self, pieces: u128, kinds: &[u8; MAX_WIDE_CELLS]) {
        let reply = &mut self.reply;
        reply.total += 1;
        let pawn = PieceKind::Pawn as u8 + 1;
        if self.solver.symmetries.is_canonical(kinds, kinds.contains(&pawn)) {
            reply.unique += 1;
        }
        let count = pieces.len() as usize;
        if reply.by_pieces.len() <= count {
            reply.by_pieces.resize(count + 1, 0);
        }
        reply.by_pieces[count] += 1;
        if reply.examples.len() < self.solver.max_examples {
            reply.examples.push(self.solver.code(kinds));
        }
    }

    fn tick(&mut self, done: u64, total: u64) {
        (self.progress)(Progress { done, total, found: self.reply.total });
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::exact::{Placement, Problem, Solver};

    /// On every board both searches know, the 128-cell search proves the
    /// same minimum with the same counts and nodes as the 8×8 one.
    #[test]
    fn the_wide_search_agrees_with_the_8x8_search() {
        for (width, height, k, mode) in [
            (3, 3, 1, Mode::EveryCell),
            (3, 3, 2, Mode::EveryCell),
            (4, 4, 2, Mode::EveryCell),
            (5, 4, 1, Mode::EveryCell),
            (5, 4, 2, Mode::EveryCell),
            (4, 4, 3, Mode::VacantCells),
            (5, 5, 2, Mode::VacantCells),
            (6, 4, 1, Mode::EveryCell),
            (3, 3, 4, Mode::EveryCell),
        ] {
            let problem = Problem::rectangle(width, height, k).unwrap().with_mode(mode);
            let narrow = Solver::new(&problem).minimum(&mut |_| {});
            let wide = WideSolver::new(width, height, k, mode).unwrap().minimum(&mut |_| {});
            let text = problem.to_text();
            assert_eq!(
                (wide.min_pieces, wide.lower_bound, wide.solutions, wide.unique, wide.nodes),
                (narrow.min_pieces, narrow.lower_bound, narrow.solutions, narrow.unique, narrow.nodes),
                "{text}"
            );
            assert_eq!(wide.examples, narrow.examples, "{text}");
            for code in &wide.examples {
                assert!(problem.is_solved_by(&Placement::parse(code).unwrap()), "{text}: {code}");
            }
        }
    }

    #[test]
    fn boards_beyond_128_cells_and_counts_beyond_16_are_refused() {
        assert_eq!(
            WideSolver::new(12, 11, 1, Mode::EveryCell).err(),
            Some(ProblemError::TooManyCells { width: 12, height: 11 })
        );
        assert!(WideSolver::new(0, 9, 1, Mode::EveryCell).is_err());
        assert!(WideSolver::new(usize::MAX, 2, 1, Mode::EveryCell).is_err());
        assert_eq!(WideSolver::new(9, 9, 17, Mode::EveryCell).err(), Some(ProblemError::KTooLarge { k: 17 }));
        assert!(WideSolver::new(16, 8, 1, Mode::EveryCell).is_ok());
    }

    /// A node limit stops the proof with the caps refuted so far as its lower bound.
    #[test]
    fn a_node_limit_leaves_a_proven_lower_bound() {
        let solver = WideSolver::new(9, 9, 1, Mode::EveryCell).unwrap().with_node_limit(20_000);
        let min = solver.minimum(&mut |_| {});
        assert!(!min.complete);
        assert_eq!(min.min_pieces, None);
        assert!(min.lower_bound >= *solver.caps().start());
        assert!(min.nodes <= 20_000 + 1);
    }
}
