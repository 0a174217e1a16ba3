//! The Queens count: the core's [`CountShares`] dealt over the worker pool by a
//! [`SplitSearch`](crate::SplitSearch), started, cancelled and summed.

use super::{status, Effect, QueensPage};
use crate::{Dealt, SplitOutcome, Tone};
use chesslab_core::{
    numbers::{grouped, plural},
    queens::{CountReply, CountShares, SHARES_PER_WORKER},
    task::{Event, Shares},
};

/// Solutions found so far: by the shares in and by those running.
fn found(count: &Dealt<CountShares>) -> u64 {
    count.shares().found().saturating_add(count.found())
}

/// The line of a count under way: share done, solutions so far, time, and
/// (once something is done) the time left at this pace.
#[must_use]
pub fn count_text(count: &Dealt<CountShares>, elapsed: f64) -> String {
    let (fraction, found) = (count.fraction(), found(count));
    let left = if fraction > 0.0 { elapsed * (1.0 - fraction) / fraction } else { f64::NAN };
    let eta = if left.is_finite() { format!(", about {left:.0} s left") } else { String::new() };
    format!("{:.0}% done, {} solutions so far, {elapsed:.1} s{eta}", fraction * 100.0, grouped(found))
}

impl QueensPage {
    /// Count: deals the board's count out to every worker (any count
    /// running is replaced) and shows the solutions.
    pub fn start_count(&mut self, now_ms: f64) -> Vec<Effect> {
        self.mode = super::Mode::Solutions;
        let mut effects = vec![Effect::StopCount];
        let shares = SHARES_PER_WORKER.saturating_mul(u32::try_from(self.workers).unwrap_or(u32::MAX));
        let count = CountShares::new(self.problem.clone(), shares);
        let (ticket, tasks) = self.count.start(count, self.workers, now_ms);
        effects.extend(tasks.into_iter().map(|(worker, task)| Effect::Count(worker, ticket, task)));
        let workers = self.workers;
        self.result = format!("Counting with {workers} worker{}…", if workers == 1 { "" } else { "s" });
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
        if self.count.dealt().is_none_or(|dealt| dealt.fraction() == 0.0) {
            self.count_not_started(now_ms)
        } else {
            self.count_failed("a worker could not start", now_ms)
        }
    }

    /// Cancel: stops the count, saying how far it got.
    pub fn cancel_count(&mut self, now_ms: f64) -> Vec<Effect> {
        if let Some((seconds, count)) = self.count.cancel(now_ms) {
            self.result = format!(
                "Cancelled after {seconds:.1} s, {:.0}% counted ({} solutions so far).",
                count.fraction() * 100.0,
                grouped(found(&count))
            );
        }
        vec![Effect::StopCount]
    }

    /// Stops the count without a word (the board changed).
    pub(super) fn stop_count(&mut self, now_ms: f64) -> Vec<Effect> {
        self.count.cancel(now_ms);
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
        ticket: crate::Ticket,
        event: Event<CountReply>,
        now_ms: f64,
    ) -> Vec<Effect> {
        match self.count.event(worker, ticket, event, now_ms) {
            SplitOutcome::Stale | SplitOutcome::Running => Vec::new(),
            SplitOutcome::Deal { tasks } => {
                tasks.into_iter().map(|(worker, task)| Effect::Count(worker, ticket, task)).collect()
            }
            SplitOutcome::Done { shares, seconds } => {
                let sum = shares.outcome().unwrap_or(CountReply { n: self.problem.n(), total: 0, unique: 0 });
                self.result = format!(
                    "N = {}: {}, {} unique ({seconds:.2} s)",
                    sum.n,
                    plural(sum.total, "solution"),
                    grouped(sum.unique)
                );
                Vec::new()
            }
            SplitOutcome::Failed { message } => self.count_failed(&message, now_ms),
        }
    }
}
