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
//! * The fast counter ([`count`], [`parts`], [`count_part`]):
//!   counts one representative per orbit under `G` — the member whose
//!   top-row queen is the ring queen farthest from the corners — with the
//!   symmetry rules turned into masks of a top-down bitmask search, plus
//!   cheap look-ahead; solutions that tie under some symmetry are settled
//!   exactly, which also gives the right weight to symmetric solutions.
//!   Several times faster than the baseline (the `queens` benchmark compares them).
//!   See [`fast`] for the method and why it is correct.
//! * The half-board join ([`join::count`]): open boards only, N ≤
//!   [`join::MAX_JOIN_N`]; lists the half boards left and right of the
//!   middle for each split of the rows between them and counts the pairs
//!   whose diagonals do not meet; unique counts by Burnside's lemma. About
//!   twice as fast as the fast counter at N = 15–17 and five times at N = 18
//!   on one core, in a few MB, but one piece of work: no parts, shares or
//!   blocked squares. See [`join`].
//!
//! Modules: [`problem`] (problem, text format, errors), [`symmetry`],
//! [`baseline`], [`fast`] (method, parts; its search kernel and
//! exact tie handling are crate-private), [`join`], [`listing`], [`construct`].
//!
//! The work is split into independent [`Part`]s (the parts of a split
//! search, [`crate::task::split`]) whose [`PartialCount`]s add up, so they
//! can be spread over several workers: [`CountShares`] deals them in shares
//! ([`CountTask`]s).
//!
//! # Other tools
//!
//! * [`solutions`] / [`unique_solutions`]: list solutions in a fixed order.
//! * [`one_solution`]: explicit construction for any N ≥ 4 (and N = 1).
//! * [`parse_board`] / [`format_board`]: the `.`/`*` text format.
//!
//! # Playing by hand
//!
//! * [`Placement`]: a player's try, the queens placed, what they attack.
//! * [`hint()`] ([`HintTask`]): a square in some solution that keeps the
//!   queens placed, or a queen to lift.
//! * [`rank()`] ([`RankTask`]): "solution k of T", a solution's place in
//!   lexicographic order.
//! * [`daily_queens`] ([`DailyTask`]): the day's board with one solution.

pub mod baseline;
mod canonical;
mod complete;
pub mod construct;
mod daily;
pub mod fast;
mod hint;
pub mod join;
mod kept;
mod kernel;
mod last_three;
mod link;
pub mod listing;
mod part_line;
mod placement;
pub mod problem;
mod rank;
mod shares;
pub mod symmetry;
mod task;

use serde::{Deserialize, Serialize};

pub use crate::board::{Symmetry, SymmetrySet};
use crate::task::Join;
pub use construct::one_solution;
pub use daily::{daily_queens, DailyLevel, DailyQueens, DailyTask, DAILY_N};
pub use fast::{count_part, count_part_with_progress, parts, Part, PartialCount};
pub use hint::{hint, HintReply, HintTask};
pub use kept::{kept_key, kept_prefix, KeptError, MAX_KEPT_TEXT};
pub use link::{blocked_cells, DailyLink, Link};
pub use listing::{
    solutions, solutions_with_progress, solutions_within, unique_solutions, MAX_LISTING_BYTES,
};
pub use part_line::{check_count, join_replies, LineError, PartLine, ReplyLine};
pub use placement::{on_a_line, Placement, PlacementError};
pub use problem::{format_board, parse_board, BoardParseError, Problem, ProblemError, MAX_N};
pub use rank::{rank, NotASolution, RankReply, RankTask};
pub use shares::{CountShares, SHARES_PER_WORKER};
pub use task::{CountTask, ListReply, ListTask};

/// The result of a count (of the whole problem, or of one share of it);
/// its JSON is what `chesslab queens count --json` prints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CountReply {
    /// Board size.
    pub n: usize,
    /// Number of solutions.
    pub total: u64,
    /// Number of solutions up to the problem's symmetry group.
    pub unique: u64,
}

crate::json::json_record!(CountReply { n, total, unique });

/// What was counted before a progress hook asked to stop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, thiserror::Error)]
#[error(
    "count stopped after {done_parts} of {total_parts} parts ({} solutions found so far)",
    partial.total
)]
pub struct CountStopped {
    /// Parts finished.
    pub done_parts: usize,
    /// Parts in the whole count.
    pub total_parts: usize,
    /// Sum of the finished parts (a lower bound of the real counts).
    pub partial: PartialCount,
}

impl Join for CountReply {
    /// Counts just add up.
    type Rule = ();

    fn append(&mut self, later: CountReply, (): &()) {
        self.total = self.total.saturating_add(later.total);
        self.unique = self.unique.saturating_add(later.unique);
    }
}

/// Counts all solutions (total and unique) with the fast method, running
/// every part on the current thread.
pub fn count(problem: &Problem) -> CountReply {
    let sum: PartialCount = parts(problem).iter().map(count_part).sum();
    CountReply { n: problem.n(), total: sum.total, unique: sum.unique }
}

/// Like [`count`], but calls `hook(done_parts, total_parts,
/// total_so_far)` once before the first part and after each one.
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
/// // Stop after three parts: what was counted comes back as the error.
/// let stopped = count_with_progress(&problem, &mut |done, _, _| done < 3).unwrap_err();
/// assert_eq!(stopped.done_parts, 3);
/// assert!(stopped.partial.total <= 724);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// Parts are small (thousands per board), so the hook runs often
/// enough to keep a progress bar moving and to cancel promptly.
pub fn count_with_progress(
    problem: &Problem,
    hook: &mut dyn FnMut(usize, usize, u64) -> bool,
) -> Result<CountReply, CountStopped> {
    let parts = parts(problem);
    let total_parts = parts.len();
    let mut sum = PartialCount::default();
    let mut keep_going = hook(0, total_parts, 0);
    for (i, part) in parts.iter().enumerate() {
        if !keep_going {
            return Err(CountStopped { done_parts: i, total_parts, partial: sum });
        }
        sum += count_part(part);
        keep_going = hook(i + 1, total_parts, sum.total);
    }
    // A hook that says "stop" after the last part still gets the full result:
    // nothing is left to skip.
    Ok(CountReply { n: problem.n(), total: sum.total, unique: sum.unique })
}
