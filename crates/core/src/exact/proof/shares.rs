//! The exact search dealt in shares ([`ShareTask`]s) as the page runs it: a
//! minimum proof ([`MinShares`]) and a count ([`CountShares`]), whose replies
//! ([`ShareReply`]) join in order into the solver's [`MinReply`] and
//! [`CountReply`].

use crate::exact::{
    proof::kept::{check_kept, KeptError, KeptReply},
    reply::{CountReply, MinReply, ShareReply},
    Problem, ShareTask, Solver, MAX_BROWSED,
};
use crate::task::{Join, Round, Share, Shares};

/// A minimum proof dealt in shares ([`ShareTask`]s) to workers that finish
/// in any order, as the page runs it: the shares of a cap are dealt in
/// order, then (while the cap is not settled) those of the next cap, so no
/// worker waits; once every share of the caps up to one that has solutions
/// is in, the proof is over, with the reply one run gives ([`Solver::minimum`]
/// with [`MAX_BROWSED`] examples). Shares of a later cap are then dropped.
///
/// ```
/// use chesslab_core::{exact::{MinShares, Problem, Solver, MAX_BROWSED}, task::{Shares, Task}};
///
/// let problem = Problem::parse("4x4,k=1,vacant")?;
/// let mut proof = MinShares::new(&problem, 3);
/// let mut running = Vec::new();
/// while proof.outcome().is_none() {
///     running.extend(proof.deal());
///     running.extend(proof.deal());
///     let task = running.remove(0); // the oldest finishes first
///     let reply = task.run(&mut |_| {})?;
///     proof.finish(&task, reply);
/// }
/// let whole = Solver::new(&problem).with_max_examples(MAX_BROWSED).minimum(&mut |_| {});
/// assert_eq!(proof.outcome(), Some(whole));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// A proof stopped part way goes on where it stopped: the replies it had
/// ([`MinShares::finished`]), kept as [`KeptReply`]s, are taken back by a new
/// proof of the same problem and layout ([`MinShares::keep`],
/// [`MinShares::keep_stored`]), whose shares are then not dealt again; its
/// outcome is the same.
///
/// ```
/// use chesslab_core::{exact::{MinShares, Problem}, task::{Shares, Task}};
///
/// let problem = Problem::parse("4x4,k=2")?;
/// let mut stopped = MinShares::new(&problem, 4);
/// for _ in 0..6 {
///     let task = stopped.deal().ok_or("a share")?;
///     stopped.finish(&task, task.run(&mut |_| {})?);
/// }
/// let mut resumed = MinShares::new(&problem, 4);
/// for kept in stopped.finished() {
///     resumed.keep_stored(&kept.key(), &kept.to_text())?;
/// }
/// assert_eq!(resumed.resumed(), (6, stopped.nodes()));
/// // The first cap (2) is in, and two shares of the next: the next to run is the third of cap 3.
/// assert_eq!(resumed.deal().map(|task| (task.cap, task.share.index())), Some((Some(3), 2)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct MinShares {
    problem: String,
    /// The problem itself, to check the replies kept from an earlier run.
    rules: Problem,
    first: u32,
    last: u32,
    shares: u32,
    /// By cap from `first`, the caps dealt so far: their shares and the replies in.
    rounds: Vec<Round<ShareReply>>,
    /// How many replies were kept from an earlier run, and their nodes.
    kept: (u32, u64),
}

impl MinShares {
    /// The proof of `problem`'s minimum, each cap cut into `shares` shares.
    #[must_use]
    pub fn new(problem: &Problem, shares: u32) -> MinShares {
        let caps = Solver::new(problem).caps();
        let shares = Share::all(shares).next().map_or(1, Share::of);
        MinShares {
            problem: problem.to_text(),
            rules: problem.clone(),
            first: *caps.start(),
            last: *caps.end(),
            shares,
            rounds: Vec::new(),
            kept: (0, 0),
        }
    }

    /// How many shares each cap is cut into (the layout of its kept replies).
    #[must_use]
    pub const fn shares(&self) -> u32 {
        self.shares
    }

    /// The start of the keys of the replies this proof keeps ([`KeptReply::key`]).
    #[must_use]
    pub fn kept_prefix(&self) -> String {
        crate::exact::kept_prefix(&self.problem)
    }

    /// Takes in `kept`, a reply of an earlier run of this proof: the share it
    /// answers is not dealt.
    ///
    /// # Errors
    /// A reply of another problem or layout, of a cap or share the proof
    /// does not have, or one whose counts or examples are wrong; the proof is
    /// then unchanged.
    pub fn keep(&mut self, kept: KeptReply) -> Result<(), KeptError> {
        if kept.problem != self.problem {
            return Err(KeptError::OtherProblem { expected: self.problem.clone(), found: kept.problem });
        }
        if kept.shares != self.shares {
            return Err(KeptError::OtherLayout { expected: self.shares, found: kept.shares });
        }
        let share = Share::new(kept.share, self.shares)?;
        let (first, last) = (self.first, self.last);
        let index = kept.cap.checked_sub(first).filter(|_| kept.cap <= last);
        let index = index.ok_or(KeptError::Cap { cap: kept.cap, first, last })? as usize;
        check_kept(&self.rules, kept.cap, &kept.reply)?;
        while self.rounds.len() <= index {
            self.rounds.push(Round::new(self.shares));
        }
        let Some(round) = self.rounds.get_mut(index) else { return Ok(()) };
        if !round.is_in(share) {
            self.kept = (self.kept.0.saturating_add(1), self.kept.1.saturating_add(kept.reply.nodes));
            round.take(share, kept.reply);
        }
        Ok(())
    }

    /// Takes in `text`, stored under `key`, as [`MinShares::keep`] does.
    ///
    /// # Errors
    /// A text that is not a kept reply or not the one `key` names, and
    /// whatever [`MinShares::keep`] refuses.
    pub fn keep_stored(&mut self, key: &str, text: &str) -> Result<(), KeptError> {
        let kept = KeptReply::read(text)?;
        if kept.key() != key {
            return Err(KeptError::OtherKey(key.to_string()));
        }
        self.keep(kept)
    }

    /// How many replies were kept from an earlier run, and their search nodes.
    #[must_use]
    pub const fn resumed(&self) -> (u32, u64) {
        self.kept
    }

    /// Every reply in, of every cap, in order, as kept between runs.
    pub fn finished(&self) -> impl Iterator<Item = KeptReply> + '_ {
        (self.first..).zip(&self.rounds).flat_map(move |(cap, round)| {
            round.replies_in().map(move |(share, reply)| KeptReply {
                problem: self.problem.clone(),
                shares: self.shares,
                cap,
                share: share.index(),
                reply: reply.clone(),
            })
        })
    }

    /// The reply to `task`, one of this proof's, as kept between runs.
    #[must_use]
    pub fn kept_reply(&self, task: &ShareTask, reply: &ShareReply) -> Option<KeptReply> {
        let ours = task.problem == self.problem && task.share.of() == self.shares;
        ours.then_some(KeptReply {
            problem: self.problem.clone(),
            shares: self.shares,
            cap: task.cap?,
            share: task.share.index(),
            reply: reply.clone(),
        })
    }

    /// The lowest cap not known to be without solutions.
    fn unsettled(&self) -> u32 {
        let empty = |round: &Round<ShareReply>| {
            round.replies().filter(|reply| reply.complete && reply.total == 0).count() == round.of() as usize
        };
        self.first + u32::try_from(self.rounds.iter().take_while(|round| empty(round)).count()).unwrap_or(0)
    }

    /// The lowest unsettled cap being searched.
    #[must_use]
    pub fn cap(&self) -> u32 {
        self.unsettled()
    }

    /// How many shares of the cap being searched are in, and how many it is cut into.
    #[must_use]
    pub fn shares_in(&self) -> (u32, u32) {
        let round = self.rounds.get((self.unsettled() - self.first) as usize);
        (round.map_or(0, |round| u32::try_from(round.replies().count()).unwrap_or(u32::MAX)), self.shares)
    }

    /// The search nodes of every share in so far, of every cap.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.rounds.iter().flat_map(Round::replies).fold(0, |sum, reply| sum.saturating_add(reply.nodes))
    }
}

impl Shares for MinShares {
    type Task = ShareTask;
    type Outcome = MinReply;

    /// The next share to run, if any is left (none once the proof is over).
    /// A worker is never told to wait, as the page models' split search
    /// deals only to the worker that finished: while a slow share of a cap
    /// runs, the other workers go on with the next caps, work that is lost
    /// only when that cap turns out to be the minimum.
    fn deal(&mut self) -> Option<ShareTask> {
        if self.outcome().is_some() {
            return None;
        }
        // Only the last round has shares left to deal, but for the rounds of
        // replies kept from an earlier run: the lowest cap's go first.
        let dealt =
            self.rounds.iter_mut().enumerate().find_map(|(index, round)| Some((index, round.deal()?)));
        let (index, share) = match dealt {
            Some(dealt) => dealt,
            None if self.first + u32::try_from(self.rounds.len()).unwrap_or(u32::MAX) <= self.last => {
                self.rounds.push(Round::new(self.shares));
                (self.rounds.len() - 1, self.rounds.last_mut()?.deal()?)
            }
            None => return None,
        };
        let cap = self.first + u32::try_from(index).unwrap_or(0);
        Some(ShareTask { problem: self.problem.clone(), cap: Some(cap), share })
    }

    /// Takes in the reply to `task`, one of the tasks dealt.
    fn finish(&mut self, task: &ShareTask, reply: ShareReply) {
        if task.problem != self.problem {
            return;
        }
        let Some(index) = task.cap.and_then(|cap| cap.checked_sub(self.first)) else { return };
        if let Some(round) = self.rounds.get_mut(index as usize) {
            round.take(task.share, reply);
        }
    }

    /// The proof's reply, once every share it needs is in.
    fn outcome(&self) -> Option<MinReply> {
        let mut outcome = MinReply::from_floor(self.first);
        for cap in self.first..=self.last {
            let round = self.rounds.get((cap - self.first) as usize)?;
            let joined = ShareReply::empty().joined(round.complete()?, &MAX_BROWSED);
            if outcome.settle(cap, joined) {
                return Some(outcome);
            }
        }
        Some(outcome)
    }

    /// The share of the lowest unsettled cap's shares that are in, from 0 to 1.
    fn fraction(&self) -> f64 {
        self.rounds.get((self.unsettled() - self.first) as usize).map_or(0.0, Round::fraction)
    }

    /// A share of the cap being searched counts for one share of it; a share of another cap, nothing.
    fn weight(&self, task: &ShareTask) -> f64 {
        if task.cap == Some(self.unsettled()) {
            1.0 / f64::from(self.shares)
        } else {
            0.0
        }
    }
}

/// A count of every solution (under a piece cap) dealt in shares
/// ([`ShareTask`]s) to workers that finish in any order, as the page runs
/// it; the outcome, once every share is in, is the [`CountReply`] one run
/// gives ([`Solver::count`] with [`MAX_BROWSED`] examples).
///
/// ```
/// use chesslab_core::{exact::{CountShares, Problem, Solver, MAX_BROWSED}, task::{Shares, Task}};
///
/// let problem = Problem::parse("4x4,k=2")?;
/// let mut count = CountShares::new(&problem, Some(7), 4);
/// let mut dealt = Vec::new();
/// while let Some(task) = count.deal() {
///     dealt.push(task);
/// }
/// for task in dealt.iter().rev() {
///     count.finish(task, task.run(&mut |_| {})?); // the last share finishes first
/// }
/// let whole = Solver::new(&problem).with_max_examples(MAX_BROWSED).count(Some(7), &mut |_| {});
/// assert_eq!(count.outcome(), Some(whole));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct CountShares {
    problem: String,
    max_pieces: Option<u32>,
    round: Round<ShareReply>,
}

impl CountShares {
    /// The count of `problem`'s solutions with at most `max_pieces` pieces, dealt in `shares` shares.
    #[must_use]
    pub fn new(problem: &Problem, max_pieces: Option<u32>, shares: u32) -> CountShares {
        CountShares { problem: problem.to_text(), max_pieces, round: Round::new(shares) }
    }

    /// The solutions found by the shares in so far.
    #[must_use]
    pub fn found(&self) -> u64 {
        self.round.replies().fold(0, |sum, reply| sum.saturating_add(reply.total))
    }

    /// How many shares are in, and how many the count is cut into.
    #[must_use]
    pub fn shares_in(&self) -> (u32, u32) {
        (u32::try_from(self.round.replies().count()).unwrap_or(u32::MAX), self.round.of())
    }

    /// The search nodes of the shares in so far.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.round.replies().fold(0, |sum, reply| sum.saturating_add(reply.nodes))
    }
}

impl Shares for CountShares {
    type Task = ShareTask;
    type Outcome = CountReply;

    fn deal(&mut self) -> Option<ShareTask> {
        let share = self.round.deal()?;
        Some(ShareTask { problem: self.problem.clone(), cap: self.max_pieces, share })
    }

    fn finish(&mut self, task: &ShareTask, reply: ShareReply) {
        if task.problem == self.problem && task.cap == self.max_pieces {
            self.round.take(task.share, reply);
        }
    }

    fn outcome(&self) -> Option<CountReply> {
        let joined = ShareReply::empty().joined(self.round.complete()?, &MAX_BROWSED);
        Some(CountReply::of(self.max_pieces, joined))
    }

    fn fraction(&self) -> f64 {
        self.round.fraction()
    }

    fn weight(&self, _: &ShareTask) -> f64 {
        self.round.weight()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use crate::{
        exact::{MinShares, Problem, Solver, Split, MAX_BROWSED},
        task::{Parts, Shares, Task},
    };

    /// Runs `split` in chunks of `chunk` parts, last chunk first, and joins them in order.
    fn chunked(split: &Split<'_>, chunk: usize) -> crate::exact::ShareReply {
        let starts: Vec<usize> = (0..split.len()).step_by(chunk.max(1)).collect();
        let mut replies: Vec<_> =
            starts.iter().rev().map(|&start| split.run(start..start + chunk, &mut |_| {})).collect();
        replies.reverse();
        split.join(replies)
    }

    #[test]
    fn parts_joined_in_order_give_one_runs_count_examples_and_nodes() {
        let cases = [
            ("3x3,k=1", None),
            ("3x3,k=2", None),
            ("4x4,k=1", Some(6)),
            ("4x4,k=2,vacant", Some(5)),
            ("4x4,k=2", Some(8)),
            ("4x4,k=3,pieces=KNP", Some(9)),
        ];
        for (text, cap) in cases {
            let problem = Problem::parse(text).unwrap();
            let solver = Solver::new(&problem).with_max_examples(7);
            let whole = solver.count(cap, &mut |_| {});
            for chunk in [1, 5, 1000] {
                let split = solver.count_by(cap, &mut |split| chunked(split, chunk));
                assert_eq!(split, whole, "{text} in chunks of {chunk}");
            }
        }
    }

    #[test]
    fn a_minimum_proved_in_parts_is_the_minimum_proved_in_one_run() {
        for text in ["3x3,k=1", "4x4,k=1,vacant", "4x4,k=2", "5x5,k=1", "4x4,k=3,vacant"] {
            let solver = Solver::new(&Problem::parse(text).unwrap());
            let whole = solver.minimum(&mut |_| {});
            assert!(whole.min_pieces.is_some(), "{text}");
            assert_eq!(solver.minimum_by(&mut |split| chunked(split, 4)), whole, "{text}");
            assert_eq!(solver.minimum_by(&mut |split| split.run_all(&mut |_| {})), whole, "{text}");
        }
    }

    #[test]
    fn a_wide_problem_splits_into_many_parts() {
        let solver = Solver::new(&Problem::parse("5x5,k=2").unwrap());
        let split = solver.split(Some(6));
        assert!(split.len() >= crate::exact::SPLIT_NODES, "{}", split.len());
        assert!(
            split.run(split.len()..split.len() + 3, &mut |_| {}).complete,
            "past the end: nothing to run"
        );
    }

    #[test]
    fn shares_finishing_in_any_order_prove_the_minimum_of_one_run() {
        for (text, shares) in [("3x3,k=1", 1), ("4x4,k=2", 4), ("4x4,k=3,vacant", 5), ("2x2,k=3", 2)] {
            let problem = Problem::parse(text).unwrap();
            let whole = Solver::new(&problem).with_max_examples(MAX_BROWSED).minimum(&mut |_| {});
            let mut proof = MinShares::new(&problem, shares);
            let mut running = Vec::new();
            let mut rounds = 0;
            while proof.outcome().is_none() {
                // Two workers; the newest task and the oldest finish in turn.
                while running.len() < 2 {
                    let Some(task) = proof.deal() else { break };
                    running.push(task);
                }
                let task = if rounds % 2 == 0 { running.pop().unwrap() } else { running.remove(0) };
                let reply = task.run(&mut |_| {}).unwrap();
                proof.finish(&task, reply);
                assert!((0.0..=1.0).contains(&proof.fraction()));
                rounds += 1;
                assert!(rounds < 1000, "{text}");
            }
            assert_eq!(proof.outcome(), Some(whole.clone()), "{text}");
            assert!(proof.deal().is_none(), "{text}: nothing more once proved");
            if let Some(min) = whole.min_pieces {
                assert_eq!(proof.cap(), min, "{text}");
            }
        }
    }
}
