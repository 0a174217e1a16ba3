//! The bookkeeping of a count spread over several workers: which chunk goes
//! to which worker next, how far the count has got, what it has found.
//!
//! Pure logic, so the page's parallel count is tested natively.

use super::{CountReply, CountTask, Problem};
use crate::job::Progress;

/// Chunks per worker: sub-problems vary a lot in size, so the work is dealt out
/// in many small chunks, each to the next idle worker, and no worker idles long.
pub const CHUNKS_PER_WORKER: u32 = 8;

/// A count under way, dealt out in chunks to workers as they become free.
#[derive(Clone, Debug)]
pub struct CountRun {
    problem: Problem,
    chunks: u32,
    next_chunk: u32,
    finished_chunks: u32,
    /// Per worker: its chunk's latest progress, while it counts one.
    running: Vec<Option<Progress>>,
    sum: CountReply,
}

impl CountRun {
    /// A count of `problem` over `workers` workers (at least one).
    #[must_use]
    pub fn new(problem: Problem, workers: usize) -> CountRun {
        let workers = workers.max(1);
        let n = problem.n();
        CountRun {
            problem,
            chunks: workers as u32 * CHUNKS_PER_WORKER,
            next_chunk: 0,
            finished_chunks: 0,
            running: vec![None; workers],
            sum: CountReply { n, total: 0, unique: 0 },
        }
    }

    /// The next chunk for `worker`, if any is left.
    pub fn deal(&mut self, worker: usize) -> Option<CountTask> {
        if self.next_chunk >= self.chunks {
            return None;
        }
        let slot = self.running.get_mut(worker)?;
        *slot = Some(Progress { done: 0, total: 1, found: 0 });
        self.next_chunk += 1;
        Some(CountTask { problem: self.problem.clone(), part: self.next_chunk - 1, parts: self.chunks })
    }

    /// Notes how far `worker`'s chunk has got.
    pub fn progress(&mut self, worker: usize, progress: Progress) {
        if let Some(Some(slot)) = self.running.get_mut(worker) {
            *slot = progress;
        }
    }

    /// Adds `worker`'s finished chunk to the sum.
    pub fn finish_chunk(&mut self, worker: usize, result: CountReply) {
        if let Some(slot) = self.running.get_mut(worker).filter(|slot| slot.is_some()) {
            *slot = None;
            self.sum.total = self.sum.total.saturating_add(result.total);
            self.sum.unique = self.sum.unique.saturating_add(result.unique);
            self.finished_chunks += 1;
        }
    }

    /// Whether every chunk is counted.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.finished_chunks == self.chunks
    }

    /// The counts so far (the final counts once [`CountRun::is_complete`]).
    #[must_use]
    pub fn sum(&self) -> CountReply {
        self.sum
    }

    /// The share of the work done, counting the running chunks' progress.
    #[must_use]
    pub fn fraction(&self) -> f64 {
        let running: f64 = self.running.iter().flatten().map(|progress| progress.fraction()).sum();
        (f64::from(self.finished_chunks) + running) / f64::from(self.chunks.max(1))
    }

    /// Solutions found so far, counting the running chunks.
    #[must_use]
    pub fn found(&self) -> u64 {
        self.running.iter().flatten().fold(self.sum.total, |sum, progress| sum.saturating_add(progress.found))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::job::Task;

    /// Runs a count the way the page does, workers taking turns, and checks the sum.
    #[test]
    fn chunks_dealt_to_workers_add_up_to_the_whole_count() {
        for (n, total, unique) in [(6, 4, 1), (8, 92, 12), (10, 724, 92)] {
            let mut run = CountRun::new(Problem::new(n).unwrap(), 3);
            let mut queue: Vec<(usize, CountTask)> =
                (0..3).filter_map(|worker| Some((worker, run.deal(worker)?))).collect();
            assert_eq!(run.fraction(), 0.0);
            while let Some((worker, task)) = queue.pop() {
                run.progress(worker, Progress { done: 1, total: 2, found: 0 });
                assert!(run.fraction() < 1.0);
                run.finish_chunk(worker, task.run(&mut |_| {}).unwrap());
                queue.extend(run.deal(worker).map(|task| (worker, task)));
            }
            assert!(run.is_complete());
            assert_eq!((run.sum().total, run.sum().unique, run.found()), (total, unique, total));
            assert!((run.fraction() - 1.0).abs() < 1e-12);
        }
    }

    #[test]
    fn stray_results_are_not_counted_twice() {
        let mut run = CountRun::new(Problem::new(5).unwrap(), 1);
        assert!(run.deal(7).is_none(), "no such worker");
        let task = run.deal(0).unwrap();
        let reply = task.run(&mut |_| {}).unwrap();
        run.finish_chunk(0, reply);
        run.finish_chunk(0, reply);
        assert_eq!(run.sum().total, reply.total);
    }
}
