//! N-queens counting for Chess Puzzle Lab.
//!
//! Counts the ways to place N non-attacking queens on an N×N board
//! (1 ≤ N ≤ [`MAX_N`] = 27), optionally with blocked squares where no queen
//! may stand (CSES 1624 "Chessboard and Queens"), both in **total** and
//! **unique** up to symmetry.
//!
//! # What "unique" means
//!
//! Unique counts the orbits of solutions under the group `G` of the
//! symmetries of the square that map the blocked squares onto themselves
//! ([`Problem::symmetries`]). With no blocked squares `G` is all eight
//! symmetries and the numbers are OEIS A002562. A blocked pattern with,
//! say, only left/right mirror symmetry gives `G = {identity, mirror}`, so
//! a solution and its mirror image count once; two solutions related only
//! by a rotation count twice, because that rotation would move a queen onto
//! a blocked square's image, i.e. it is not a symmetry of that puzzle. For
//! a pattern with no symmetry at all `G` is trivial and unique = total.
//!
//! ```
//! use chesslab_core::queens::{count, Problem};
//!
//! let eight = count(&Problem::new(8)?);
//! assert_eq!((eight.total, eight.unique), (92, 12));
//!
//! // Block the two middle squares of the top row: the board keeps only its
//! // left/right mirror, so a solution and its mirror image count once.
//! let mut blocked = [0u32; 8];
//! blocked[0] = 0b0001_1000;
//! let mirrored = count(&Problem::with_blocked(8, &blocked)?);
//! assert_eq!((mirrored.total, mirrored.unique), (56, 28));
//! # Ok::<(), chesslab_core::queens::ProblemError>(())
//! ```
//!
//! # Algorithms
//!
//! * [`baseline::count_total`]: plain bitmask depth-first search with the
//!   first-row left/right mirror halving only.
//! * The fast counter ([`count`], [`subproblems`], [`solve_subproblem`]):
//!   counts one representative per orbit under `G` — the member whose
//!   top-row queen is the ring queen farthest from the corners — with the
//!   symmetry rules turned into masks of a top-down bitmask search, plus
//!   cheap look-ahead; solutions that tie under some symmetry are settled
//!   exactly, which also gives the right weight to symmetric solutions.
//!   Several times faster than the baseline (the `queens` benchmark compares them).
//!   See [`fast`] for the method and why it is correct.
//!
//! Modules: [`problem`] (problem, text format, errors), [`symmetry`],
//! [`baseline`], [`fast`] (method, sub-problems; its search kernel and
//! exact tie handling are crate-private), [`listing`], [`construct`].
//!
//! The work is split into independent [`Subproblem`]s whose
//! [`PartialCount`]s add up, so they can be spread over several workers.
//!
//! # Other tools
//!
//! * [`solutions`] / [`unique_solutions`]: list solutions in a fixed order.
//! * [`one_solution`]: explicit construction for any N ≥ 4 (and N = 1).
//! * [`parse_board`] / [`format_board`]: the `.`/`*` text format.

pub mod baseline;
mod canonical;
pub mod construct;
mod count_run;
pub mod fast;
mod kernel;
mod link;
pub mod listing;
pub mod problem;
pub mod symmetry;
mod task;

use serde::{Deserialize, Serialize};

pub use crate::board::{Symmetry, SymmetrySet};
pub use construct::one_solution;
pub use count_run::{CountRun, CHUNKS_PER_WORKER};
pub use fast::{solve_subproblem, subproblems, PartialCount, Subproblem};
pub use link::{blocked_cells, Link};
pub use listing::{
    solutions, solutions_with_progress, solutions_within, unique_solutions, MAX_LISTING_BYTES,
};
pub use problem::{format_board, parse_board, BoardParseError, Problem, ProblemError, MAX_N};
pub use task::{CountTask, ListReply, ListTask, QueensTaskError};

/// The result of a count (of the whole problem, or of one share of it);
/// its JSON is what `chesslab queens count --json` prints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CountReply {
    /// Board size.
    pub n: usize,
    /// Number of solutions.
    pub total: u64,
    /// Number of solutions up to the problem's symmetry group.
    pub unique: u64,
}

/// What was counted before a progress hook asked to stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[error(
    "count stopped after {done_subproblems} of {total_subproblems} parts ({} solutions found so far)",
    partial.total
)]
pub struct CountStopped {
    /// Sub-problems finished.
    pub done_subproblems: usize,
    /// Sub-problems in the whole count.
    pub total_subproblems: usize,
    /// Sum of the finished sub-problems (a lower bound of the real counts).
    pub partial: PartialCount,
}

/// Counts all solutions (total and unique) with the fast method, running
/// every sub-problem on the current thread.
pub fn count(problem: &Problem) -> CountReply {
    let sum: PartialCount = subproblems(problem).iter().map(solve_subproblem).sum();
    CountReply { n: problem.n(), total: sum.total, unique: sum.unique }
}

/// Like [`count`], but calls `hook(done_subproblems, total_subproblems,
/// total_so_far)` once before the first sub-problem and after each one.
/// When the hook returns `false` the count stops and the work done so far
/// is returned as the error.
///
/// ```
/// use chesslab_core::queens::{count_with_progress, Problem};
///
/// let problem = Problem::new(10)?;
/// let full = count_with_progress(&problem, &mut |_, _, _| true).map_err(|_| "stopped")?;
/// assert_eq!(full.total, 724);
///
/// // Stop after three sub-problems: what was counted comes back as the error.
/// let stopped = count_with_progress(&problem, &mut |done, _, _| done < 3).unwrap_err();
/// assert_eq!(stopped.done_subproblems, 3);
/// assert!(stopped.partial.total <= 724);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// Sub-problems are small (thousands per board), so the hook runs often
/// enough to keep a progress bar moving and to cancel promptly.
pub fn count_with_progress(
    problem: &Problem,
    hook: &mut dyn FnMut(usize, usize, u64) -> bool,
) -> Result<CountReply, CountStopped> {
    let parts = subproblems(problem);
    let total_parts = parts.len();
    let mut sum = PartialCount::default();
    let mut keep_going = hook(0, total_parts, 0);
    for (i, part) in parts.iter().enumerate() {
        if !keep_going {
            return Err(CountStopped { done_subproblems: i, total_subproblems: total_parts, partial: sum });
        }
        sum += solve_subproblem(part);
        keep_going = hook(i + 1, total_parts, sum.total);
    }
    // A hook that says "stop" after the last part still gets the full result:
    // nothing is left to skip.
    Ok(CountReply { n: problem.n(), total: sum.total, unique: sum.unique })
}
