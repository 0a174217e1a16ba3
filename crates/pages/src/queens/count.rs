//! The Queens count: the core's [`CountShares`] dealt over the worker pool by a
//! [`SplitSearch`](crate::SplitSearch), started, cancelled and summed. A
//! long count (N ≥ [`KEEP_FROM_N`](super::KEEP_FROM_N)) keeps each finished
//! share's reply line and, started again, goes on from those kept.

use super::{status, Effect, QueensPage};
use crate::kept::{self, KeptEffect};
use crate::{Dealt, SplitOutcome, Ticket, Tone};
use chesslab_core::{
    numbers::{grouped, plural},
    queens::{kept_key, CountReply, CountShares, Problem, SHARES_PER_WORKER},
    task::{Event, Shares},
};

/// Solutions found so far: by the shares in and by those running.
fn found(count: &Dealt<CountShares>) -> u64 {
    count.shares().found().saturating_add(count.found())
}

/// "; resumed: 3 shares kept from an earlier run", when the count went on from kept shares.
fn resumed_text(count: &CountShares) -> String {
    match count.resumed() {
        0 => String::new(),
        kept => format!("; resumed: {} kept from an earlier run", plural(kept.into(), "share")),
    }
}

/// The line of a count under way: share done, solutions so far, time, (once
/// something is done) the time left at this pace, and the shares kept from
/// an earlier run it went on from.
#[must_use]
pub fn count_text(count: &Dealt<CountShares>, elapsed: f64) -> String {
    let (fraction, found, shares) = (count.fraction(), found(count), count.shares());
    // The pace is this run's: the shares kept from an earlier run took no time here.
    let ran = fraction - f64::from(shares.resumed()) / f64::from(shares.shares().max(1));
    let left = if ran > 0.0 { elapsed * (1.0 - fraction) / ran } else { f64::NAN };
    let eta = if left.is_finite() { format!(", about {left:.0} s left") } else { String::new() };
    format!(
        "{:.0}% done, {} solutions so far, {elapsed:.1} s{eta}{}",
        fraction * 100.0,
        grouped(found),
        resumed_text(shares)
    )
}

impl QueensPage {
    /// Count: deals the board's count out to every worker (any count
    /// running is replaced) and shows the solutions. A long count first asks
    /// for the shares kept from an earlier run ([`KeptEffect::Restore`]).
    pub fn start_count(&mut self, now_ms: f64) -> Vec<Effect> {
        self.mode = super::Mode::Solver;
        let mut effects = self.stop_count(now_ms);
        let shares = SHARES_PER_WORKER.saturating_mul(u32::try_from(self.workers).unwrap_or(u32::MAX));
        let count = CountShares::new(self.problem.clone(), shares);
        let workers = self.workers;
        self.result = format!("Counting with {workers} worker{}…", if workers == 1 { "" } else { "s" });
        if self.keeps(&self.problem) {
            effects.push(Effect::Kept(KeptEffect::Restore(count.kept_prefix())));
            self.restoring = Some(count);
        } else {
            effects.extend(self.deal_count(count, now_ms));
        }
        // The count speaks in its result line; an earlier word ("Board opened from the link.") goes.
        effects.push(status(String::new(), Tone::Info));
        effects
    }

    /// Whether a count of `problem` keeps its finished shares between visits.
    fn keeps(&self, problem: &Problem) -> bool {
        problem.n() >= self.keep_from
    }

    /// Starts `count` over the workers: the effects giving each its first share.
    fn deal_count(&mut self, count: CountShares, now_ms: f64) -> Vec<Effect> {
        let (ticket, tasks) = self.count.start(count, self.workers, now_ms);
        tasks.into_iter().map(|(worker, task)| Effect::Count(worker, ticket, task)).collect()
    }

    /// The replies kept under keys starting with `prefix` (each its key and
    /// text), read for the count that waits for them ([`KeptEffect::Restore`]):
    /// the count runs the shares not kept, or is over at once if every share
    /// is kept. Replies it cannot use (unreadable, of another board or share
    /// layout, with counts the board cannot have) are removed; an answer for
    /// a count that no longer waits is dropped.
    pub fn restored(&mut self, prefix: &str, stored: Vec<(String, String)>, now_ms: f64) -> Vec<Effect> {
        let waits = self.restoring.as_ref().is_some_and(|count| count.kept_prefix() == prefix);
        // An answer for an earlier count leaves the count that waits waiting for its own.
        let Some(mut count) = self.restoring.take_if(|_| waits) else { return Vec::new() };
        let forget = kept::keep_stored(stored, |key, text| count.keep_stored(key, text));
        let mut effects: Vec<Effect> = forget.map(Effect::Kept).into_iter().collect();
        if let Some(sum) = count.outcome() {
            effects.push(Effect::Kept(KeptEffect::ForgetAll(prefix.to_string())));
            self.show_counted(sum, 0.0, &count);
            return effects;
        }
        effects.extend(self.deal_count(count, now_ms));
        effects
    }

    /// A worker of the count could not be started at the count's start.
    pub fn count_not_started(&mut self, now_ms: f64) -> Vec<Effect> {
        self.count.cancel(now_ms);
        vec![Effect::StopCount, status("Cannot start the workers.".to_string(), Tone::Error)]
    }

    /// A worker of the count could not be started: at the count's start
    /// (nothing counted yet) no count runs; later, the count failed.
    pub fn count_worker_not_started(&mut self, now_ms: f64) -> Vec<Effect> {
        if self.ran_here() {
            self.count_failed("a worker could not start", now_ms)
        } else {
            self.count_not_started(now_ms)
        }
    }

    /// Whether a share of the running count finished or progressed in this run.
    fn ran_here(&self) -> bool {
        self.count.dealt().is_some_and(|dealt| {
            let shares = dealt.shares();
            let kept = f64::from(shares.resumed()) / f64::from(shares.shares().max(1));
            dealt.fraction() > kept
        })
    }

    /// Cancel: stops the count, saying how far it got (and, for a long
    /// count, that its finished shares are kept for the next Count).
    pub fn cancel_count(&mut self, now_ms: f64) -> Vec<Effect> {
        if self.restoring.take().is_some() {
            self.result = "Cancelled.".to_string();
        }
        if let Some((seconds, count)) = self.count.cancel(now_ms) {
            let shares = count.shares();
            let kept = match shares.shares_in() {
                done if done > 0 && self.keeps(shares.problem()) => format!(
                    " {} of {} kept: Count goes on from them.",
                    plural(done.into(), "finished share"),
                    shares.shares()
                ),
                _ => String::new(),
            };
            self.result = format!(
                "Cancelled after {seconds:.1} s, {:.0}% counted ({} solutions so far).{kept}",
                count.fraction() * 100.0,
                grouped(found(&count))
            );
        }
        vec![Effect::StopCount]
    }

    /// Stops the count without a word (the board changed).
    pub(super) fn stop_count(&mut self, now_ms: f64) -> Vec<Effect> {
        self.count.cancel(now_ms);
        self.restoring = None;
        vec![Effect::StopCount]
    }

    /// The count failed (a worker's error, or a worker that could not start mid-count).
    pub fn count_failed(&mut self, message: &str, now_ms: f64) -> Vec<Effect> {
        self.count.cancel(now_ms);
        self.result = format!("The count failed: {message}");
        vec![Effect::StopCount]
    }

    /// An event of `worker` in the count named `ticket`.
    pub fn on_counted(
        &mut self,
        worker: usize,
        ticket: Ticket,
        event: Event<CountReply>,
        now_ms: f64,
    ) -> Vec<Effect> {
        let kept = self.kept(worker, ticket, &event);
        match self.count.event(worker, ticket, event, now_ms) {
            SplitOutcome::Stale => Vec::new(),
            SplitOutcome::Running => kept.into_iter().collect(),
            SplitOutcome::Deal { tasks } => kept
                .into_iter()
                .chain(tasks.into_iter().map(|(worker, task)| Effect::Count(worker, ticket, task)))
                .collect(),
            SplitOutcome::Done { shares, seconds } => {
                let sum = shares.outcome().unwrap_or(CountReply { n: self.problem.n(), total: 0, unique: 0 });
                self.show_counted(sum, seconds, &shares);
                // The count is over: what was kept of it is no longer needed.
                let keeps = self.keeps(shares.problem());
                keeps.then(|| Effect::Kept(KeptEffect::ForgetAll(shares.kept_prefix()))).into_iter().collect()
            }
            SplitOutcome::Failed { message } => self.count_failed(&message, now_ms),
        }
    }

    /// The effect keeping `event`, if it is the reply of a share of the running long count.
    fn kept(&self, worker: usize, ticket: Ticket, event: &Event<CountReply>) -> Option<Effect> {
        let Event::Done(reply) = event else { return None };
        let count = self.count.dealt()?.shares();
        let task = self.count.task(worker, ticket).filter(|_| self.keeps(count.problem()))?;
        let line = count.kept_reply(task, reply)?;
        Some(Effect::Kept(KeptEffect::Keep { key: kept_key(line.part()), text: line.to_string() }))
    }

    /// Shows `sum`, the count of `count`, made in `seconds` (after the shares kept from an earlier run).
    fn show_counted(&mut self, sum: CountReply, seconds: f64, count: &CountShares) {
        let kept = match count.resumed() {
            0 => String::new(),
            kept => {
                let of = plural(count.shares().into(), "share");
                format!("; going on from {kept} of {of} kept from an earlier run")
            }
        };
        self.result = format!(
            "N = {}: {}, {} unique ({seconds:.2} s{kept})",
            sum.n,
            plural(sum.total, "solution"),
            grouped(sum.unique)
        );
    }
}
