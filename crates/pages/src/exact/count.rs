//! The count of every solution split over the page's worker pool: the
//! search's parts ([`Solver::split`](chesslab_core::exact::Solver::split)) dealt in
//! shares ([`PartTask`]s under the count's piece cap) and their replies
//! joined in order, for the [`CountReply`] one run gives.

use super::SHARES_PER_WORKER;
use crate::{ProgressView, Running, Shares};
use chesslab_core::{
    exact::{CountReply, PartReply, PartTask, Problem, MAX_BROWSED},
    job::Progress,
};

/// A count under way over several workers.
#[derive(Clone, Debug)]
pub struct CountShares {
    problem: String,
    max_pieces: Option<u32>,
    shares: u32,
    /// The next share to deal.
    next: u32,
    /// By share: the replies in.
    replies: Vec<Option<PartReply>>,
    running: Running<PartTask>,
}

impl CountShares {
    /// The count of `problem`'s solutions with at most `max_pieces` pieces over `workers` workers.
    #[must_use]
    pub fn new(problem: &Problem, max_pieces: Option<u32>, workers: usize) -> CountShares {
        let workers = workers.max(1);
        let shares = SHARES_PER_WORKER.saturating_mul(u32::try_from(workers).unwrap_or(u32::MAX));
        CountShares {
            problem: problem.to_text(),
            max_pieces,
            shares,
            next: 0,
            replies: vec![None; shares as usize],
            running: Running::new(workers),
        }
    }

    /// The count, once every share is in.
    #[must_use]
    pub fn outcome(&self) -> Option<CountReply> {
        let mut joined = PartReply { complete: true, ..PartReply::default() };
        for reply in &self.replies {
            joined.append(reply.clone()?, MAX_BROWSED);
        }
        Some(CountReply::of(self.max_pieces, joined))
    }

    /// The solutions found by the shares in so far.
    #[must_use]
    pub fn found(&self) -> u64 {
        self.replies.iter().flatten().map(|reply| reply.total).sum()
    }

    /// The bar and line of the count, `elapsed` seconds after its start.
    #[must_use]
    pub fn display(&self, elapsed: f64) -> ProgressView {
        let fraction = Shares::fraction(self);
        let (found, workers) = (self.found(), self.running.on_workers());
        ProgressView {
            fraction,
            text: format!(
                "{:.0}% of this round ({found} solutions so far), {elapsed:.1} s {workers}",
                fraction * 100.0
            ),
        }
    }
}

impl Shares for CountShares {
    type Task = PartTask;
    type Reply = PartReply;

    fn deal(&mut self, worker: usize) -> Option<PartTask> {
        let (problem, cap, shares) = (&self.problem, self.max_pieces, self.shares);
        let share = &mut self.next;
        self.running.deal(worker, || {
            (*share < shares).then(|| {
                *share += 1;
                PartTask { problem: problem.clone(), cap, share: *share - 1, shares }
            })
        })
    }

    fn progress(&mut self, worker: usize, progress: Progress) {
        self.running.progress(worker, progress);
    }

    fn finish(&mut self, worker: usize, reply: PartReply) {
        // A reply of a worker with no share recorded is not one of this count's: dropped.
        if let Some(task) = self.running.finish(worker) {
            if let Some(slot) = self.replies.get_mut(task.share as usize) {
                *slot = Some(reply);
            }
        }
    }

    fn is_complete(&self) -> bool {
        self.replies.iter().all(Option::is_some)
    }

    /// The shares in, and the parts of those running.
    fn fraction(&self) -> f64 {
        let done = self.replies.iter().flatten().count() as f64 + self.running.done(|_| true);
        (done / f64::from(self.shares)).min(1.0)
    }
}
