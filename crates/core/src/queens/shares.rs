//! A count dealt in shares ([`CountTask`]s) to workers that finish in any
//! order, as the page runs it: the queens' [`Shares`].
//!
//! Pure logic, so the page's parallel count is tested natively.

use super::{CountReply, CountTask, Problem};
use crate::task::{Join, Share, Shares};

/// Shares per worker: parts vary a lot in size, so the count is dealt in
/// many small shares, each to the next idle worker, and no worker idles long.
pub const SHARES_PER_WORKER: u32 = 8;

/// A count of a problem's solutions dealt in shares; the outcome, once
/// every share is in, is the count of one run.
///
/// ```
/// use chesslab_core::{queens::{count, CountShares, Problem}, task::{Shares, Task}};
///
/// let problem = Problem::new(8)?;
/// let mut shares = CountShares::new(problem.clone(), 3);
/// let (first, second) = (shares.deal().ok_or("a share")?, shares.deal().ok_or("a share")?);
/// shares.finish(&second, second.run(&mut |_| {})?); // the second finishes first
/// assert!(shares.outcome().is_none());
/// shares.finish(&first, first.run(&mut |_| {})?);
/// let last = shares.deal().ok_or("a share")?;
/// assert!(shares.deal().is_none(), "three shares in all");
/// shares.finish(&last, last.run(&mut |_| {})?);
/// assert_eq!(shares.outcome(), Some(count(&problem)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct CountShares {
    problem: Problem,
    /// The next share to deal.
    next: Option<Share>,
    /// By share: the replies in.
    replies: Vec<Option<CountReply>>,
}

impl CountShares {
    /// The count of `problem` dealt in `shares` shares (at least one).
    #[must_use]
    pub fn new(problem: Problem, shares: u32) -> CountShares {
        let next = Share::all(shares).next();
        let shares = next.map_or(1, Share::of);
        CountShares { problem, next, replies: vec![None; shares as usize] }
    }

    /// The solutions counted by the shares in so far.
    #[must_use]
    pub fn found(&self) -> u64 {
        self.replies.iter().flatten().fold(0, |sum, reply| sum.saturating_add(reply.total))
    }

    /// How many shares the count is dealt in.
    fn of(&self) -> u32 {
        u32::try_from(self.replies.len()).unwrap_or(u32::MAX)
    }
}

impl Shares for CountShares {
    type Task = CountTask;
    type Outcome = CountReply;

    fn deal(&mut self) -> Option<CountTask> {
        let share = self.next?;
        self.next = share.next();
        Some(CountTask { problem: self.problem.clone(), share })
    }

    fn finish(&mut self, task: &CountTask, reply: CountReply) {
        if task.problem != self.problem || task.share.of() != self.of() {
            return;
        }
        if let Some(slot) = self.replies.get_mut(task.share.index() as usize) {
            *slot = Some(reply);
        }
    }

    fn outcome(&self) -> Option<CountReply> {
        let start = CountReply { n: self.problem.n(), total: 0, unique: 0 };
        let replies: Option<Vec<CountReply>> = self.replies.iter().copied().collect();
        Some(start.joined(replies?, &()))
    }

    fn fraction(&self) -> f64 {
        self.replies.iter().flatten().count() as f64 / f64::from(self.of())
    }

    fn weight(&self, _: &CountTask) -> f64 {
        1.0 / f64::from(self.of())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::task::Task;

    /// Runs a count the way the page does, workers taking turns, and checks the sum.
    #[test]
    fn shares_dealt_to_workers_add_up_to_the_whole_count() {
        for (n, total, unique) in [(6, 4, 1), (8, 92, 12), (10, 724, 92)] {
            let mut shares = CountShares::new(Problem::new(n).unwrap(), 3 * SHARES_PER_WORKER);
            let mut queue: Vec<CountTask> = (0..3).filter_map(|_| shares.deal()).collect();
            assert_eq!(shares.fraction(), 0.0);
            while let Some(task) = queue.pop() {
                assert!(shares.fraction() < 1.0);
                assert!(shares.outcome().is_none());
                shares.finish(&task, task.run(&mut |_| {}).unwrap());
                queue.extend(shares.deal());
            }
            let outcome = shares.outcome().unwrap();
            assert_eq!((outcome.total, outcome.unique, shares.found()), (total, unique, total));
            assert!((shares.fraction() - 1.0).abs() < 1e-12);
        }
    }

    #[test]
    fn stray_replies_are_not_counted_twice() {
        let mut shares = CountShares::new(Problem::new(5).unwrap(), 1);
        let task = shares.deal().unwrap();
        assert!(shares.deal().is_none(), "one share");
        let reply = task.run(&mut |_| {}).unwrap();
        shares.finish(&task, reply);
        shares.finish(&task, reply);
        let other = CountTask { problem: Problem::new(6).unwrap(), ..task.clone() };
        shares.finish(&other, CountReply { n: 6, total: 4, unique: 1 });
        assert_eq!(shares.outcome().map(|count| count.total), Some(reply.total));
    }
}
