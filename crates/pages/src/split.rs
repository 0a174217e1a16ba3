//! One search split over several workers: the family's split search (the
//! core's [`Shares`]: which share comes next, how the replies join) dealt
//! to workers as they become free, with their progress, and the whole with
//! one lifecycle ([`Search`]: one ticket, one start time, one cancel) and
//! one progress bar.
//!
//! The family's page says what its shares are (`queens::CountShares`,
//! `exact::MinShares` or `exact::CountShares`, `coverage::PlanShares`);
//! this module is the part every split search has in common.

use super::search::{Search, Ticket};
use chesslab_core::task::{Event, Progress, Shares, Task};

/// The reply to one share of the split search `S`.
pub type ReplyOf<S> = <<S as Shares>::Task as Task>::Reply;

/// A split search: idle, or running its shares since a time.
#[derive(Clone, Debug)]
pub struct SplitSearch<S: Shares> {
    search: Search,
    dealt: Option<Dealt<S>>,
}

impl<S: Shares> Default for SplitSearch<S> {
    fn default() -> Self {
        SplitSearch { search: Search::default(), dealt: None }
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
        /// The split search, its outcome in.
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
    pub fn start(&mut self, shares: S, workers: usize, now_ms: f64) -> (Ticket, Vec<(usize, S::Task)>) {
        let ticket = self.search.start(now_ms);
        let mut dealt = Dealt { shares, running: Running::new(workers) };
        let tasks = dealt.deal(0..workers);
        self.dealt = Some(dealt);
        (ticket, tasks)
    }

    /// Stops the running search, giving the seconds it ran and its shares so far.
    pub fn cancel(&mut self, now_ms: f64) -> Option<(f64, Dealt<S>)> {
        let cancelled = self.search.cancel(now_ms)?;
        self.dealt.take().map(|dealt| (cancelled.seconds, dealt))
    }

    /// Whether a search runs.
    #[must_use]
    pub const fn is_running(&self) -> bool {
        self.search.is_running()
    }

    /// The running search's shares and what its workers run.
    #[must_use]
    pub fn dealt(&self) -> Option<&Dealt<S>> {
        self.dealt.as_ref()
    }

    /// The task `worker` runs in the search named `ticket`, if that search still runs.
    #[must_use]
    pub fn task(&self, worker: usize, ticket: Ticket) -> Option<&S::Task> {
        let dealt = self.dealt.as_ref().filter(|_| self.search.ticket() == Some(ticket))?;
        dealt.running.slots.get(worker)?.as_ref().map(|(task, _)| task)
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
        event: Event<ReplyOf<S>>,
        now_ms: f64,
    ) -> SplitOutcome<S> {
        let Some(dealt) = self.dealt.as_mut().filter(|_| self.search.ticket() == Some(ticket)) else {
            return SplitOutcome::Stale;
        };
        match event {
            Event::Progress(progress) => {
                dealt.running.progress(worker, progress);
                SplitOutcome::Running
            }
            Event::Done(reply) => {
                // A reply of a worker with no share recorded is not one of this search's: dropped.
                if let Some(task) = dealt.running.finish(worker) {
                    dealt.shares.finish(&task, reply);
                }
                if dealt.shares.is_complete() {
                    let seconds = self.search.finish(now_ms).unwrap_or_default();
                    return self.dealt.take().map_or(SplitOutcome::Stale, |dealt| SplitOutcome::Done {
                        shares: dealt.shares,
                        seconds,
                    });
                }
                let workers = dealt.running.workers();
                let tasks = dealt.deal(std::iter::once(worker).chain(0..workers));
                if tasks.is_empty() {
                    SplitOutcome::Running
                } else {
                    SplitOutcome::Deal { tasks }
                }
            }
            Event::Error { message } => {
                self.search.cancel(now_ms);
                self.dealt = None;
                SplitOutcome::Failed { message }
            }
        }
    }
}

/// A split search's shares and what each worker runs of them, with how far
/// it has got: for the one progress bar of the whole.
#[derive(Clone, Debug)]
pub struct Dealt<S: Shares> {
    shares: S,
    running: Running<S::Task>,
}

impl<S: Shares> Dealt<S> {
    /// The split search.
    #[must_use]
    pub fn shares(&self) -> &S {
        &self.shares
    }

    /// The shares in and the parts of those running, from 0 to 1.
    #[must_use]
    pub fn fraction(&self) -> f64 {
        let running = self.running.done(|task| self.shares.weight(task));
        (self.shares.fraction() + running).min(1.0)
    }

    /// Solutions found so far by the running shares (those in are the split search's to say).
    #[must_use]
    pub fn found(&self) -> u64 {
        self.running.found()
    }

    /// "on N workers", for a progress line.
    #[must_use]
    pub fn on_workers(&self) -> String {
        self.running.on_workers()
    }

    /// Deals a share to each worker of `workers` that is free, in that order, while shares are left.
    fn deal(&mut self, workers: impl IntoIterator<Item = usize>) -> Vec<(usize, S::Task)> {
        let mut tasks = Vec::new();
        for worker in workers {
            if self.running.is_busy(worker) {
                continue;
            }
            let Some(task) = self.running.deal(worker, || self.shares.deal()) else { break };
            tasks.push((worker, task));
        }
        tasks
    }
}

/// What each worker of a split search runs and how far it has got.
#[derive(Clone, Debug)]
pub struct Running<T> {
    slots: Vec<Option<(T, Progress)>>,
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

    /// Whether `worker` runs a task (a worker out of range is never free).
    #[must_use]
    pub fn is_busy(&self, worker: usize) -> bool {
        self.slots.get(worker).is_none_or(Option::is_some)
    }

    /// Gives `worker` the task `next` deals, if there is such a worker (else nothing is dealt).
    pub fn deal(&mut self, worker: usize, next: impl FnOnce() -> Option<T>) -> Option<T> {
        let slot = self.slots.get_mut(worker)?;
        let task = next();
        *slot = task.clone().map(|task| (task, Progress::default()));
        task
    }

    /// Notes how far `worker`'s task has got.
    pub fn progress(&mut self, worker: usize, progress: Progress) {
        if let Some(Some((_, now))) = self.slots.get_mut(worker) {
            *now = progress;
        }
    }

    /// `worker`'s task, finished; none if it had none (a reply that is not this search's).
    pub fn finish(&mut self, worker: usize) -> Option<T> {
        self.slots.get_mut(worker).and_then(Option::take).map(|(task, _)| task)
    }

    /// How far the running tasks have got (each from 0 to 1), each weighed by `weight`, summed.
    pub fn done(&self, weight: impl Fn(&T) -> f64) -> f64 {
        self.slots.iter().flatten().map(|(task, progress)| progress.fraction() * weight(task)).sum()
    }

    /// Solutions the running tasks have found so far.
    #[must_use]
    pub fn found(&self) -> u64 {
        self.slots.iter().flatten().fold(0, |sum, (_, progress)| sum.saturating_add(progress.found))
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
    use serde::{Deserialize, Serialize};

    /// A share that answers its own number.
    #[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
    struct Num(u32);

    impl Task for Num {
        type Reply = u32;
        type Error = std::convert::Infallible;
        fn run(&self, _: &mut dyn FnMut(Progress)) -> Result<u32, Self::Error> {
            Ok(self.0)
        }
    }

    /// A share that answers nothing.
    #[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
    struct Step(u32);

    impl Task for Step {
        type Reply = ();
        type Error = std::convert::Infallible;
        fn run(&self, _: &mut dyn FnMut(Progress)) -> Result<(), Self::Error> {
            Ok(())
        }
    }

    /// Sums the numbers 0..parts, one number per share.
    #[derive(Clone, Debug, PartialEq)]
    struct Numbers {
        parts: u32,
        next: u32,
        done: u32,
        sum: u32,
    }

    impl Shares for Numbers {
        type Task = Num;
        type Outcome = u32;
        fn deal(&mut self) -> Option<Num> {
            (self.next < self.parts).then(|| {
                self.next += 1;
                Num(self.next - 1)
            })
        }
        fn finish(&mut self, _: &Num, reply: u32) {
            self.done += 1;
            self.sum += reply;
        }
        fn outcome(&self) -> Option<u32> {
            (self.done == self.parts).then_some(self.sum)
        }
        fn fraction(&self) -> f64 {
            f64::from(self.done) / f64::from(self.parts)
        }
        fn weight(&self, _: &Num) -> f64 {
            1.0 / f64::from(self.parts)
        }
    }

    fn numbers(parts: u32) -> Numbers {
        Numbers { parts, next: 0, done: 0, sum: 0 }
    }

    #[test]
    fn shares_are_dealt_as_workers_free_up_and_summed() {
        let mut split = SplitSearch::default();
        let (ticket, first) = split.start(numbers(4), 2, 0.0);
        assert_eq!(first, [(0, Num(0)), (1, Num(1))]);
        split.event(0, ticket, Event::Progress(Progress { done: 1, total: 2, found: 3 }), 5.0);
        let dealt = split.dealt().unwrap();
        assert_eq!((dealt.fraction(), dealt.found()), (0.125, 3), "half of one share of four runs");
        let next = SplitOutcome::Deal { tasks: vec![(1, Num(2))] };
        assert_eq!(split.event(1, ticket, Event::Done(1), 10.0), next);
        let next = SplitOutcome::Deal { tasks: vec![(1, Num(3))] };
        assert_eq!(split.event(1, ticket, Event::Done(2), 20.0), next);
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
        type Task = Step;
        type Outcome = ();
        fn deal(&mut self) -> Option<Step> {
            (self.dealt < self.parts && (self.dealt == 0 || self.done > 0)).then(|| {
                self.dealt += 1;
                Step(self.dealt - 1)
            })
        }
        fn finish(&mut self, _: &Step, (): ()) {
            self.done += 1;
        }
        fn outcome(&self) -> Option<()> {
            (self.done == self.parts).then_some(())
        }
        fn fraction(&self) -> f64 {
            0.0
        }
        fn weight(&self, _: &Step) -> f64 {
            0.0
        }
    }

    #[test]
    fn workers_that_waited_for_a_share_get_one_once_it_can_be_dealt() {
        let mut split = SplitSearch::default();
        let (ticket, first) = split.start(Gated { parts: 5, dealt: 0, done: 0 }, 3, 0.0);
        assert_eq!(first, [(0, Step(0))], "only the first share can be dealt");
        let dealt = split.event(0, ticket, Event::Done(()), 1.0);
        assert_eq!(dealt, SplitOutcome::Deal { tasks: vec![(0, Step(1)), (1, Step(2)), (2, Step(3))] });
        let next = SplitOutcome::Deal { tasks: vec![(2, Step(4))] };
        assert_eq!(split.event(2, ticket, Event::Done(()), 2.0), next);
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
        assert_eq!(split.dealt().map(|dealt| dealt.shares().sum), Some(0));
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
        assert_eq!(running.done(|_| 1.0), 0.75);
        assert_eq!(running.done(|&task| if task == 'b' { 1.0 } else { 0.0 }), 0.5);
        assert_eq!(running.done(|_| 0.5), 0.375);
        assert_eq!((running.finish(1), running.finish(1)), (Some('b'), None));
        assert_eq!(running.done(|_| 1.0), 0.25);
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
        let (seconds, dealt) = split.cancel(1_500.0).expect("it ran");
        assert_eq!((seconds, dealt.shares().sum), (1.5, 5));
        assert!(split.cancel(2_000.0).is_none());
        assert_eq!(
            split.event(0, ticket, Event::Progress(Progress::default()), 2_100.0),
            SplitOutcome::Stale
        );
    }
}
