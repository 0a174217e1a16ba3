//! The page's one split search: a proof of the fewest pieces or a count of
//! every solution (the core's [`MinShares`] or [`CountShares`]), dealt over
//! the same workers, with one ticket, one bar and one Cancel whichever it is.

use crate::{Dealt, ProgressView};
use chesslab_core::{
    exact::{CountReply, CountShares, MinReply, MinShares, Problem, ShareReply, ShareTask},
    numbers::{approximate, plural},
    task::Shares,
};

/// How many shares each cap (or the count) is cut into per worker: enough
/// that a worker whose share ends early (or that the machine's other work
/// slows less) finds another while the slow ones run; each share costs
/// only the expansion of the split's first nodes again.
pub const SHARES_PER_WORKER: u32 = 16;

/// The split search the page runs.
#[derive(Clone, Debug)]
pub(super) enum ExactShares {
    /// The proof of the fewest pieces.
    Min(MinShares),
    /// The count of every solution.
    Count(CountShares),
}

/// The outcome of the page's split search.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum ExactOutcome {
    /// The fewest pieces, proven.
    Min(MinReply),
    /// Every solution, counted.
    Count(CountReply),
}

impl ExactShares {
    /// The proof of `problem`'s minimum over `workers` workers.
    pub(super) fn min(problem: &Problem, workers: usize) -> ExactShares {
        ExactShares::Min(MinShares::new(problem, shares(workers)))
    }

    /// The start of the keys the proof's replies are kept under (none for a count).
    pub(super) fn kept_prefix(&self) -> Option<String> {
        match self {
            ExactShares::Min(proof) => Some(proof.kept_prefix()),
            ExactShares::Count(_) => None,
        }
    }

    /// How many shares the proof kept from an earlier run (none for a count).
    pub(super) fn resumed(&self) -> u32 {
        match self {
            ExactShares::Min(proof) => proof.resumed().0,
            ExactShares::Count(_) => 0,
        }
    }

    /// The count of `problem`'s solutions with at most `max_pieces` pieces over `workers` workers.
    pub(super) fn count(problem: &Problem, max_pieces: Option<u32>, workers: usize) -> ExactShares {
        ExactShares::Count(CountShares::new(problem, max_pieces, shares(workers)))
    }
}

/// The shares of a cap (or of the count) for `workers` workers.
fn shares(workers: usize) -> u32 {
    SHARES_PER_WORKER.saturating_mul(u32::try_from(workers.max(1)).unwrap_or(u32::MAX))
}

/// The bar and line of the search `dealt`, `elapsed` seconds after its start:
/// on a long proof, the cap being tried and the bound it has reached, the
/// shares in, the pace (nodes of the shares run here, per second) and, for a
/// proof that goes on from an earlier run, how many shares it kept.
pub(super) fn display(dealt: &Dealt<ExactShares>, elapsed: f64) -> ProgressView {
    let fraction = dealt.fraction();
    let workers = dealt.on_workers();
    let ((done, of), nodes, what, (resumed, kept_nodes)) = match dealt.shares() {
        ExactShares::Min(proof) => (
            proof.shares_in(),
            proof.nodes(),
            format!("trying {0} pieces, none with fewer: ", proof.cap()),
            proof.resumed(),
        ),
        ExactShares::Count(count) => (
            count.shares_in(),
            count.nodes(),
            format!("{} so far: ", plural(count.found(), "solution")),
            (0, 0),
        ),
    };
    // The pace is this run's: the nodes of shares kept from an earlier run took no time here.
    let pace = if elapsed > 0.0 { (nodes.saturating_sub(kept_nodes) as f64 / elapsed) as u64 } else { 0 };
    let round = format!(
        "{:.0}% of this round ({what}{done} of {of} shares in), {} nodes",
        fraction * 100.0,
        approximate(nodes)
    );
    let text = if resumed > 0 {
        format!(
            "{round}; resumed: {} kept from an earlier run, then {} nodes/s for {elapsed:.1} s {workers}",
            plural(resumed.into(), "share"),
            approximate(pace)
        )
    } else {
        format!("{round} at {}/s, {elapsed:.1} s {workers}", approximate(pace))
    };
    ProgressView { fraction, text }
}

impl Shares for ExactShares {
    type Task = ShareTask;
    type Outcome = ExactOutcome;

    fn deal(&mut self) -> Option<ShareTask> {
        match self {
            ExactShares::Min(proof) => proof.deal(),
            ExactShares::Count(count) => count.deal(),
        }
    }

    fn finish(&mut self, task: &ShareTask, reply: ShareReply) {
        match self {
            ExactShares::Min(proof) => proof.finish(task, reply),
            ExactShares::Count(count) => count.finish(task, reply),
        }
    }

    fn outcome(&self) -> Option<ExactOutcome> {
        match self {
            ExactShares::Min(proof) => proof.outcome().map(ExactOutcome::Min),
            ExactShares::Count(count) => count.outcome().map(ExactOutcome::Count),
        }
    }

    fn fraction(&self) -> f64 {
        match self {
            ExactShares::Min(proof) => proof.fraction(),
            ExactShares::Count(count) => count.fraction(),
        }
    }

    fn weight(&self, task: &ShareTask) -> f64 {
        match self {
            ExactShares::Min(proof) => proof.weight(task),
            ExactShares::Count(count) => count.weight(task),
        }
    }
}
