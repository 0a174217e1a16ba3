//! A count dealt in shares ([`CountTask`]s) to workers that finish in any
//! order, as the page runs it: the queens' [`Shares`].
//!
//! Pure logic, so the page's parallel count is tested natively.

use std::cell::OnceCell;

use super::{parts, CountReply, CountTask, Problem};
use crate::task::{Join, Round, Share, Shares};

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
    round: Round<CountReply>,
    /// How many parts the count is cut into, found when first needed (by the lines kept).
    split: OnceCell<u32>,
    /// How many replies were kept from an earlier run ([`CountShares::keep_stored`]).
    kept: u32,
}

impl CountShares {
    /// The count of `problem` dealt in `shares` shares (at least one).
    #[must_use]
    pub fn new(problem: Problem, shares: u32) -> CountShares {
        CountShares { problem, round: Round::new(shares), split: OnceCell::new(), kept: 0 }
    }

    /// The board counted.
    #[must_use]
    pub const fn problem(&self) -> &Problem {
        &self.problem
    }

    /// How many shares the count is dealt in.
    #[must_use]
    pub fn shares(&self) -> u32 {
        self.round.of()
    }

    /// How many parts the count is cut into ([`parts`]), as its lines say.
    #[must_use]
    pub fn split(&self) -> u32 {
        *self.split.get_or_init(|| u32::try_from(parts(&self.problem).len()).unwrap_or(u32::MAX))
    }

    /// How many shares are in (kept from an earlier run or finished in this one).
    #[must_use]
    pub fn shares_in(&self) -> u32 {
        u32::try_from(self.round.replies().count()).unwrap_or(u32::MAX)
    }

    /// How many shares were kept from an earlier run.
    #[must_use]
    pub const fn resumed(&self) -> u32 {
        self.kept
    }

    /// The replies in so far with their shares, in share order.
    pub(super) fn replies_in(&self) -> impl Iterator<Item = (Share, &CountReply)> {
        self.round.replies_in()
    }

    /// Takes in `reply`, kept from an earlier run, for `share` (of this
    /// count's layout): the share is not dealt.
    pub(super) fn keep(&mut self, share: Share, reply: CountReply) {
        if !self.round.is_in(share) {
            self.kept = self.kept.saturating_add(1);
            self.round.take(share, reply);
        }
    }

    /// The solutions counted by the shares in so far.
    #[must_use]
    pub fn found(&self) -> u64 {
        self.round.replies().fold(0, |sum, reply| sum.saturating_add(reply.total))
    }
}

impl Shares for CountShares {
    type Task = CountTask;
    type Outcome = CountReply;

    fn deal(&mut self) -> Option<CountTask> {
        let share = self.round.deal()?;
        Some(CountTask { problem: self.problem.clone(), share })
    }

    fn finish(&mut self, task: &CountTask, reply: CountReply) {
        if task.problem == self.problem {
            self.round.take(task.share, reply);
        }
    }

    fn outcome(&self) -> Option<CountReply> {
        let start = CountReply { n: self.problem.n(), total: 0, unique: 0 };
        Some(start.joined(self.round.complete()?, &()))
    }

    fn fraction(&self) -> f64 {
        self.round.fraction()
    }

    fn weight(&self, _: &CountTask) -> f64 {
        self.round.weight()
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
