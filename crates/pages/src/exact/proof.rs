//! The proof of the fewest pieces split over the page's worker pool: the
//! core's [`MinShares`] dealt by a [`SplitSearch`](crate::SplitSearch),
//! with what each worker runs and how far it has got, for the one progress
//! bar and line.

use crate::{ProgressView, Running, Shares};
use chesslab_core::{
    exact::{MinReply, MinShares, PartReply, PartTask, Problem},
    job::Progress,
};

/// How many shares each cap is cut into per worker: enough that a worker
/// whose share ends early (or that the machine's other work slows less)
/// finds another while the slow ones run; each share costs only the
/// expansion of the split's first nodes again.
pub const SHARES_PER_WORKER: u32 = 16;

/// A minimum proof under way over several workers.
#[derive(Clone, Debug)]
pub struct MinProof {
    shares: MinShares,
    running: Running<PartTask>,
    /// Shares per cap.
    per_cap: u32,
}

impl MinProof {
    /// The proof of `problem`'s minimum over `workers` workers.
    #[must_use]
    pub fn new(problem: &Problem, workers: usize) -> MinProof {
        let workers = workers.max(1);
        let per_cap = SHARES_PER_WORKER.saturating_mul(u32::try_from(workers).unwrap_or(u32::MAX));
        MinProof { shares: MinShares::new(problem, per_cap), running: Running::new(workers), per_cap }
    }

    /// The proof's reply, once every share it needs is in.
    #[must_use]
    pub fn outcome(&self) -> Option<MinReply> {
        self.shares.outcome()
    }

    /// The lowest piece cap not yet known to be without solutions: a proven lower bound.
    #[must_use]
    pub fn cap(&self) -> u32 {
        self.shares.cap()
    }

    /// The bar and line of the proof, `elapsed` seconds after its start.
    #[must_use]
    pub fn display(&self, elapsed: f64) -> ProgressView {
        let fraction = Shares::fraction(self);
        let (cap, workers) = (self.cap(), self.running.on_workers());
        ProgressView {
            fraction,
            text: format!(
                "{:.0}% of this round (at most {cap} pieces), {elapsed:.1} s {workers}",
                fraction * 100.0
            ),
        }
    }
}

impl Shares for MinProof {
    type Task = PartTask;
    type Reply = PartReply;

    fn deal(&mut self, worker: usize) -> Option<PartTask> {
        self.running.deal(worker, || self.shares.deal())
    }

    fn progress(&mut self, worker: usize, progress: Progress) {
        self.running.progress(worker, progress);
    }

    fn finish(&mut self, worker: usize, reply: PartReply) {
        // A reply of a worker with no share recorded is not one of this proof's: dropped.
        if let Some(task) = self.running.finish(worker) {
            self.shares.finish(&task, reply);
        }
    }

    fn is_complete(&self) -> bool {
        self.outcome().is_some()
    }

    /// The shares of the current round that are in, and the parts of those running.
    fn fraction(&self) -> f64 {
        let cap = self.cap();
        let running = self.running.done(|task| task.cap == Some(cap));
        (self.shares.fraction() + running / f64::from(self.per_cap)).min(1.0)
    }
}
