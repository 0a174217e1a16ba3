//! A Coverage search split over the page's worker pool: the core's
//! [`PassShares`] dealt by a [`SplitSearch`](crate::SplitSearch),
//! with what each worker runs and how far it has got, for the one progress
//! bar and line.

use crate::{ProgressView, Running, Shares};
use chesslab_core::{
    coverage::{PassReply, PassShares, PassTask, Plan, Settings},
    job::Progress,
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
    shares: PassShares,
    running: Running<PassTask>,
    step: SearchStep,
    /// Seconds spent before this search on a pass it takes over (the
    /// proof's pass, which a maximum's listing does not run again).
    carried: f64,
}

impl CoverShares {
    /// The search `plan` of the puzzle `settings`, the page's `step`, over `workers` workers.
    #[must_use]
    pub fn new(settings: Settings, plan: Plan, step: SearchStep, workers: usize) -> CoverShares {
        let workers = workers.max(1);
        let shares = SHARES_PER_WORKER.saturating_mul(u32::try_from(workers).unwrap_or(u32::MAX));
        CoverShares {
            shares: PassShares::new(settings, plan, shares),
            running: Running::new(workers),
            step,
            carried: 0.0,
        }
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

    /// The bar and line of the search, `elapsed` seconds after its start.
    #[must_use]
    pub fn display(&self, elapsed: f64) -> ProgressView {
        let fraction = Shares::fraction(self);
        let workers = self.running.on_workers();
        ProgressView {
            fraction,
            text: format!("{:.0}% of this pass, {elapsed:.1} s {workers}", fraction * 100.0),
        }
    }
}

impl Shares for CoverShares {
    type Task = PassTask;
    type Reply = PassReply;

    fn deal(&mut self, worker: usize) -> Option<PassTask> {
        self.running.deal(worker, || self.shares.deal())
    }

    fn progress(&mut self, worker: usize, progress: Progress) {
        self.running.progress(worker, progress);
    }

    fn finish(&mut self, worker: usize, reply: PassReply) {
        // A reply of a worker with no share recorded is not one of this search's: dropped.
        if let Some(task) = self.running.finish(worker) {
            self.shares.finish(&task, reply);
        }
    }

    fn is_complete(&self) -> bool {
        self.plan().outcome().is_some()
    }

    /// The shares of the current pass that are in, and the parts of those running.
    fn fraction(&self) -> f64 {
        let stage = self.plan().stage();
        let running = self.running.done(|task| Some(task.stage) == stage);
        (self.shares.fraction() + running / f64::from(self.shares.shares())).min(1.0)
    }
}
