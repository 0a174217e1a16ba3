//! A Coverage search split over the page's worker pool: the core's
//! [`PlanShares`] with the page's step, dealt by a
//! [`SplitSearch`](crate::SplitSearch), and its progress bar and line.

use crate::{Dealt, ProgressView};
use chesslab_core::{
    coverage::{Plan, PlanShares, Settings, ShareReply, ShareTask},
    task::Shares,
};

/// How many shares each pass is cut into per worker: enough that a worker
/// whose share ends early finds another while the slow ones run (the
/// parts' sizes vary widely); each share costs only the numbering of the
/// pass's parts again.
pub const SHARES_PER_WORKER: u32 = 16;

/// Which search of the page a split search is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchStep {
    /// A maximum's first step: can the pieces attack every square?
    Proof,
    /// The listing of the best configurations (a maximum's second step, or a minimum).
    Listing,
    /// The unattacked table.
    Table,
}

/// A coverage search under way over several workers.
#[derive(Clone, Debug)]
pub struct CoverShares {
    shares: PlanShares,
    step: SearchStep,
    /// Seconds spent before this search on a pass it takes over (the
    /// proof's pass, which a maximum's listing does not run again).
    carried: f64,
}

impl CoverShares {
    /// The search `plan` of the puzzle `settings`, the page's `step`, over `workers` workers.
    #[must_use]
    pub fn new(settings: Settings, plan: Plan, step: SearchStep, workers: usize) -> CoverShares {
        let workers = u32::try_from(workers.max(1)).unwrap_or(u32::MAX);
        let shares = SHARES_PER_WORKER.saturating_mul(workers);
        CoverShares { shares: PlanShares::new(settings, plan, shares), step, carried: 0.0 }
    }

    /// The same search, having taken over a pass that ran for `seconds` before it.
    #[must_use]
    pub fn carrying(mut self, seconds: f64) -> CoverShares {
        self.carried = seconds;
        self
    }

    /// Which search of the page this is.
    #[must_use]
    pub fn step(&self) -> SearchStep {
        self.step
    }

    /// The search's plan: its outcome once over.
    #[must_use]
    pub fn plan(&self) -> &Plan {
        self.shares.plan()
    }

    /// The seconds the whole search took, when its own part took `seconds`.
    #[must_use]
    pub fn seconds(&self, seconds: f64) -> f64 {
        self.carried + seconds
    }
}

/// The bar and line of the search `dealt`, `elapsed` seconds after its start.
#[must_use]
pub fn display(dealt: &Dealt<CoverShares>, elapsed: f64) -> ProgressView {
    let fraction = dealt.fraction();
    let workers = dealt.on_workers();
    ProgressView {
        fraction,
        text: format!("{:.0}% of this pass, {elapsed:.1} s {workers}", fraction * 100.0),
    }
}

impl Shares for CoverShares {
    type Task = ShareTask;
    type Outcome = ShareReply;

    fn deal(&mut self) -> Option<ShareTask> {
        self.shares.deal()
    }

    fn finish(&mut self, task: &ShareTask, reply: ShareReply) {
        self.shares.finish(task, reply);
    }

    fn outcome(&self) -> Option<ShareReply> {
        self.shares.outcome()
    }

    fn is_complete(&self) -> bool {
        self.shares.is_complete()
    }

    fn fraction(&self) -> f64 {
        self.shares.fraction()
    }

    fn weight(&self, task: &ShareTask) -> f64 {
        self.shares.weight(task)
    }
}
