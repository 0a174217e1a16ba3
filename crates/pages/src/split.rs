//! One search split over several workers: the shares are dealt out as
//! workers become free, their progress and replies are summed, and the
//! whole has one lifecycle ([`Search`]: one ticket, one start time, one
//! cancel) and one progress bar.
//!
//! What the shares are and how their replies add up is the family's
//! [`Shares`] (for Queens, the core's `CountRun`); this module is the part
//! every split search has in common.

use super::search::{Search, Ticket};
use chesslab_core::job::{Event, Progress};

/// The dealing and summing of one split search, as a family defines it.
pub trait Shares {
    /// The task a worker runs for one share.
    type Task;
    /// A finished share's reply.
    type Reply;

    /// The next share for `worker`, if any is left.
    fn deal(&mut self, worker: usize) -> Option<Self::Task>;
    /// Notes how far `worker`'s share has got.
    fn progress(&mut self, worker: usize, progress: Progress);
    /// Adds `worker`'s finished share to the sum.
    fn finish(&mut self, worker: usize, reply: Self::Reply);
    /// Whether every share is finished.
    fn is_complete(&self) -> bool;
    /// The share of the whole done, from 0 to 1.
    fn fraction(&self) -> f64;
}

/// A split search: idle, or running its shares since a time.
#[derive(Clone, Debug)]
pub struct SplitSearch<S> {
    search: Search,
    shares: Option<S>,
    /// By worker: whether it runs a share.
    busy: Vec<bool>,
}

impl<S> Default for SplitSearch<S> {
    fn default() -> Self {
        SplitSearch { search: Search::default(), shares: None, busy: Vec::new() }
    }
}

/// What a worker's event means to a split search.
#[derive(Clone, Debug, PartialEq)]
pub enum SplitOutcome<S: Shares> {
    /// The event belongs to a search that is no longer running: ignore it.
    Stale,
    /// The search goes on (redraw its progress).
    Running,
    /// The search goes on and workers are free: give each its task.
    Deal {
        /// Free workers and their next shares: the worker that just
        /// finished first, then any that waited for a share (while a share
        /// that decides what comes next was running).
        tasks: Vec<(usize, S::Task)>,
    },
    /// The last share is in.
    Done {
        /// The summed shares.
        shares: S,
        /// Seconds from start to the last reply.
        seconds: f64,
    },
    /// A worker failed; the search is over (stop the other workers).
    Failed {
        /// What went wrong, for a person.
        message: String,
    },
}

impl<S: Shares> SplitSearch<S> {
    /// Starts `shares` at `now_ms` over `workers` workers (replacing any
    /// running search): its ticket and each worker's first task.
    pub fn start(&mut self, mut shares: S, workers: usize, now_ms: f64) -> (Ticket, Vec<(usize, S::Task)>) {
        let ticket = self.search.start(now_ms);
        self.busy = vec![false; workers];
        let tasks = deal(&mut shares, &mut self.busy, 0..workers);
        self.shares = Some(shares);
        (ticket, tasks)
    }

    /// Stops the running search, giving the seconds it ran and its shares so far.
    pub fn cancel(&mut self, now_ms: f64) -> Option<(f64, S)> {
        let cancelled = self.search.cancel(now_ms)?;
        self.shares.take().map(|shares| (cancelled.seconds, shares))
    }

    /// Whether a search runs.
    #[must_use]
    pub const fn is_running(&self) -> bool {
        self.search.is_running()
    }

    /// The running search's shares.
    #[must_use]
    pub fn shares(&self) -> Option<&S> {
        self.shares.as_ref()
    }

    /// Seconds since the running search started.
    #[must_use]
    pub fn elapsed(&self, now_ms: f64) -> Option<f64> {
        self.search.elapsed(now_ms)
    }

    /// Folds in `worker`'s `event` of the search named `ticket`, arrived at `now_ms`.
    pub fn event(
        &mut self,
        worker: usize,
        ticket: Ticket,
        event: Event<S::Reply>,
        now_ms: f64,
    ) -> SplitOutcome<S> {
        let Some(shares) = self.shares.as_mut().filter(|_| self.search.ticket() == Some(ticket)) else {
            return SplitOutcome::Stale;
        };
        match event {
            Event::Progress(progress) => {
                shares.progress(worker, progress);
                SplitOutcome::Running
            }
            Event::Done(reply) => {
                shares.finish(worker, reply);
                if shares.is_complete() {
                    let seconds = self.search.finish(now_ms).unwrap_or_default();
                    return self
                        .shares
                        .take()
                        .map_or(SplitOutcome::Stale, |shares| SplitOutcome::Done { shares, seconds });
                }
                if let Some(busy) = self.busy.get_mut(worker) {
                    *busy = false;
                }
                let workers = self.busy.len();
                let tasks = deal(shares, &mut self.busy, std::iter::once(worker).chain(0..workers));
                if tasks.is_empty() {
                    SplitOutcome::Running
                } else {
                    SplitOutcome::Deal { tasks }
                }
            }
            Event::Error { message } => {
                self.search.cancel(now_ms);
                self.shares = None;
                SplitOutcome::Failed { message }
            }
        }
    }
}

/// Deals a share to each worker of `workers` that is free, in that order, while shares are left.
fn deal<S: Shares>(
    shares: &mut S,
    busy: &mut [bool],
    workers: impl IntoIterator<Item = usize>,
) -> Vec<(usize, S::Task)> {
    let mut tasks = Vec::new();
    for worker in workers {
        let Some(free) = busy.get_mut(worker).filter(|busy| !**busy) else { continue };
        let Some(task) = shares.deal(worker) else { break };
        *free = true;
        tasks.push((worker, task));
    }
    tasks
}

/// What each worker of a split search runs and how far it has got: for
/// the one progress bar of the whole, and to take a share's reply in
/// knowing which share it answers.
#[derive(Clone, Debug)]
pub struct Running<T> {
    slots: Vec<Option<(T, f64)>>,
}

impl<T: Clone> Running<T> {
    /// Nothing running yet on `workers` workers (at least one).
    #[must_use]
    pub fn new(workers: usize) -> Running<T> {
        Running { slots: vec![None; workers.max(1)] }
    }

    /// How many workers.
    #[must_use]
    pub fn workers(&self) -> usize {
        self.slots.len()
    }

    /// Gives `worker` the task `next` deals, if there is such a worker (else nothing is dealt).
    pub fn deal(&mut self, worker: usize, next: impl FnOnce() -> Option<T>) -> Option<T> {
        let slot = self.slots.get_mut(worker)?;
        let task = next();
        *slot = task.clone().map(|task| (task, 0.0));
        task
    }

    /// Notes how far `worker`'s task has got.
    pub fn progress(&mut self, worker: usize, progress: Progress) {
        if let Some(Some((_, done))) = self.slots.get_mut(worker) {
            *done = progress.fraction();
        }
    }

    /// `worker`'s task, finished; none if it had none (a reply that is not this search's).
    pub fn finish(&mut self, worker: usize) -> Option<T> {
        self.slots.get_mut(worker).and_then(Option::take).map(|(task, _)| task)
    }

    /// How far the running tasks that `counts` picks have got, summed (each from 0 to 1).
    pub fn done(&self, counts: impl Fn(&T) -> bool) -> f64 {
        self.slots.iter().flatten().filter(|(task, _)| counts(task)).map(|(_, done)| done).sum()
    }

    /// "on N workers", for a progress line.
    #[must_use]
    pub fn on_workers(&self) -> String {
        let workers = self.workers();
        format!("on {workers} worker{}", if workers == 1 { "" } else { "s" })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sums the numbers 0..parts, one number per share.
    #[derive(Clone, Debug, PartialEq)]
    struct Numbers {
        parts: u32,
        next: u32,
        done: u32,
        sum: u32,
    }

    impl Shares for Numbers {
        type Task = u32;
        type Reply = u32;
        fn deal(&mut self, _: usize) -> Option<u32> {
            (self.next < self.parts).then(|| {
                self.next += 1;
                self.next - 1
            })
        }
        fn progress(&mut self, _: usize, _: Progress) {}
        fn finish(&mut self, _: usize, reply: u32) {
            self.done += 1;
            self.sum += reply;
        }
        fn is_complete(&self) -> bool {
            self.done == self.parts
        }
        fn fraction(&self) -> f64 {
            f64::from(self.done) / f64::from(self.parts)
        }
    }

    fn numbers(parts: u32) -> Numbers {
        Numbers { parts, next: 0, done: 0, sum: 0 }
    }

    #[test]
    fn shares_are_dealt_as_workers_free_up_and_summed() {
        let mut split = SplitSearch::default();
        let (ticket, first) = split.start(numbers(4), 2, 0.0);
        assert_eq!(first, [(0, 0), (1, 1)]);
        assert_eq!(split.event(1, ticket, Event::Done(1), 10.0), SplitOutcome::Deal { tasks: vec![(1, 2)] });
        assert_eq!(split.event(1, ticket, Event::Done(2), 20.0), SplitOutcome::Deal { tasks: vec![(1, 3)] });
        assert_eq!(split.event(0, ticket, Event::Done(0), 30.0), SplitOutcome::Running);
        let SplitOutcome::Done { shares, seconds } = split.event(1, ticket, Event::Done(3), 2_000.0) else {
            panic!("the last share ends the search")
        };
        assert_eq!((shares.sum, seconds), (6, 2.0));
        assert!(!split.is_running());
    }

    /// Share 0 alone first, then the rest: what comes after share 0 depends on it.
    #[derive(Clone, Debug, PartialEq)]
    struct Gated {
        parts: u32,
        dealt: u32,
        done: u32,
    }

    impl Shares for Gated {
        type Task = u32;
        type Reply = ();
        fn deal(&mut self, _: usize) -> Option<u32> {
            (self.dealt < self.parts && (self.dealt == 0 || self.done > 0)).then(|| {
                self.dealt += 1;
                self.dealt - 1
            })
        }
        fn progress(&mut self, _: usize, _: Progress) {}
        fn finish(&mut self, _: usize, (): ()) {
            self.done += 1;
        }
        fn is_complete(&self) -> bool {
            self.done == self.parts
        }
        fn fraction(&self) -> f64 {
            0.0
        }
    }

    #[test]
    fn workers_that_waited_for_a_share_get_one_once_it_can_be_dealt() {
        let mut split = SplitSearch::default();
        let (ticket, first) = split.start(Gated { parts: 5, dealt: 0, done: 0 }, 3, 0.0);
        assert_eq!(first, [(0, 0)], "only the first share can be dealt");
        let dealt = split.event(0, ticket, Event::Done(()), 1.0);
        assert_eq!(dealt, SplitOutcome::Deal { tasks: vec![(0, 1), (1, 2), (2, 3)] });
        assert_eq!(split.event(2, ticket, Event::Done(()), 2.0), SplitOutcome::Deal { tasks: vec![(2, 4)] });
        assert_eq!(split.event(1, ticket, Event::Done(()), 3.0), SplitOutcome::Running, "none left");
        assert_eq!(split.event(0, ticket, Event::Done(()), 4.0), SplitOutcome::Running);
        assert!(matches!(split.event(2, ticket, Event::Done(()), 5.0), SplitOutcome::Done { .. }));
    }

    #[test]
    fn a_stale_ticket_is_dropped_and_a_failure_ends_the_search() {
        let mut split = SplitSearch::default();
        let (old, _) = split.start(numbers(2), 1, 0.0);
        let (new, _) = split.start(numbers(2), 1, 5.0);
        assert_eq!(split.event(0, old, Event::Done(7), 6.0), SplitOutcome::Stale);
        assert_eq!(split.shares().map(|shares| shares.sum), Some(0));
        let failed = split.event(0, new, Event::Error { message: "gone".into() }, 7.0);
        assert_eq!(failed, SplitOutcome::Failed { message: "gone".into() });
        assert_eq!(split.event(0, new, Event::Done(1), 8.0), SplitOutcome::Stale);
    }

    #[test]
    fn running_tasks_sum_their_progress_and_a_worker_out_of_range_gets_nothing() {
        let mut running = Running::new(2);
        assert_eq!(running.deal(0, || Some('a')), Some('a'));
        assert_eq!(running.deal(1, || Some('b')), Some('b'));
        assert_eq!(running.deal(2, || Some('c')), None, "no worker 2: nothing dealt");
        running.progress(0, Progress { done: 1, total: 4, found: 0 });
        running.progress(1, Progress { done: 1, total: 2, found: 0 });
        assert_eq!(running.done(|_| true), 0.75);
        assert_eq!(running.done(|&task| task == 'b'), 0.5);
        assert_eq!((running.finish(1), running.finish(1)), (Some('b'), None));
        assert_eq!(running.done(|_| true), 0.25);
        assert_eq!(
            (Running::<u8>::new(0).on_workers(), running.on_workers()),
            ("on 1 worker".into(), "on 2 workers".into())
        );
    }

    #[test]
    fn cancel_gives_the_shares_so_far_once() {
        let mut split = SplitSearch::default();
        let (ticket, _) = split.start(numbers(3), 1, 0.0);
        split.event(0, ticket, Event::Done(5), 1.0);
        let (seconds, shares) = split.cancel(1_500.0).expect("it ran");
        assert_eq!((seconds, shares.sum), (1.5, 5));
        assert!(split.cancel(2_000.0).is_none());
        assert_eq!(
            split.event(0, ticket, Event::Progress(Progress::default()), 2_100.0),
            SplitOutcome::Stale
        );
    }
}
