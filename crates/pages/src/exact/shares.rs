//! The page's one split search: a proof of the fewest pieces or a count of
//! every solution, dealt over the same workers, with one ticket, one bar
//! and one Cancel whichever it is.

use super::{count::CountShares, proof::MinProof};
use crate::{ProgressView, Shares};
use chesslab_core::{
    exact::{PartReply, PartTask},
    job::Progress,
};

/// The split search the page runs.
#[derive(Clone, Debug)]
pub(super) enum ExactShares {
    /// The proof of the fewest pieces.
    Min(MinProof),
    /// The count of every solution.
    Count(CountShares),
}

impl ExactShares {
    /// The bar and line of the search, `elapsed` seconds after its start.
    pub(super) fn display(&self, elapsed: f64) -> ProgressView {
        match self {
            ExactShares::Min(proof) => proof.display(elapsed),
            ExactShares::Count(count) => count.display(elapsed),
        }
    }
}

impl Shares for ExactShares {
    type Task = PartTask;
    type Reply = PartReply;

    fn deal(&mut self, worker: usize) -> Option<PartTask> {
        match self {
            ExactShares::Min(proof) => proof.deal(worker),
            ExactShares::Count(count) => count.deal(worker),
        }
    }

    fn progress(&mut self, worker: usize, progress: Progress) {
        match self {
            ExactShares::Min(proof) => proof.progress(worker, progress),
            ExactShares::Count(count) => count.progress(worker, progress),
        }
    }

    fn finish(&mut self, worker: usize, reply: PartReply) {
        match self {
            ExactShares::Min(proof) => proof.finish(worker, reply),
            ExactShares::Count(count) => count.finish(worker, reply),
        }
    }

    fn is_complete(&self) -> bool {
        match self {
            ExactShares::Min(proof) => proof.is_complete(),
            ExactShares::Count(count) => count.is_complete(),
        }
    }

    fn fraction(&self) -> f64 {
        match self {
            ExactShares::Min(proof) => proof.fraction(),
            ExactShares::Count(count) => count.fraction(),
        }
    }
}
