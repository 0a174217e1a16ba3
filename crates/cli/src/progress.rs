//! The one progress display of every long command: on stderr, only when a
//! person watches it, with an estimate of the time left only when the work
//! done so far supports one.
//!
//! Until a task reports how much work it has in all, the display is a
//! spinner with the elapsed time (`⠙ solving 12s`); then a bar with the share
//! done. The time left is the share still to do at the recent pace (over the
//! last third of the time so far); it is left out before the first unit of
//! work is done, in the first second, and once the work has fallen behind that
//! pace (a search that stalls, or a second phase that reports nothing), so the
//! bar never says "0% … about 0s left".

use std::{
    sync::atomic::{AtomicBool, Ordering},
    time::{Duration, Instant},
};

use chesslab_core::task;
use indicatif::{style::ProgressTracker, HumanDuration, ProgressBar, ProgressState, ProgressStyle};

use super::Output;

/// How often the display is redrawn while no report arrives (the spinner and the clock move).
const REDRAW: Duration = Duration::from_millis(200);

/// No estimate before this much time: the first moments say little about the rest.
const SETTLE: Duration = Duration::from_secs(1);

/// A long command's progress on stderr, hidden when stderr is not a terminal
/// or the output is JSON. Dropping it clears the line (also when the command fails).
///
/// ```ignore
/// let progress = Progress::start(output, "counting");
/// let reply = task.run(&mut progress.hook())?;
/// progress.finish();
/// ```
#[derive(Debug)]
pub struct Progress {
    bar: ProgressBar,
    /// Whether the bar shows a share yet (a task has reported its total);
    /// atomic so that the threads of a split search can report.
    measured: AtomicBool,
}

impl Progress {
    /// Starts the display for a task described by `what` (`"counting"`), if `output` shows progress.
    #[must_use]
    pub fn start(output: Output, what: &str) -> Progress {
        if !output.progress {
            return Progress { bar: ProgressBar::hidden(), measured: AtomicBool::new(false) };
        }
        let bar = ProgressBar::new_spinner();
        if let Ok(style) = ProgressStyle::with_template("{spinner} {msg} {elapsed}") {
            bar.set_style(style);
        }
        bar.set_message(what.to_string());
        bar.enable_steady_tick(REDRAW);
        Progress { bar, measured: AtomicBool::new(false) }
    }

    /// Shows `progress`: `done` of `total` units (a total of 0 keeps the spinner).
    pub fn set(&self, progress: task::Progress) {
        if progress.total == 0 || self.bar.is_hidden() {
            return;
        }
        if !self.measured.swap(true, Ordering::Relaxed) {
            let template = "{msg} [{bar:30}] {percent:>3}% {elapsed}{left}";
            if let Ok(style) = ProgressStyle::with_template(template) {
                let style = style.with_key("left", TimeLeft::default()).progress_chars("=> ");
                self.bar.set_style(style);
            }
        }
        self.bar.set_length(progress.total);
        self.bar.set_position(progress.done.min(progress.total));
    }

    /// The progress hook to hand to a task ([`chesslab_core::task::Task::run`] and the like).
    pub fn hook(&self) -> impl FnMut(task::Progress) + '_ {
        |progress| self.set(progress)
    }

    /// Clears the display (dropping it does the same).
    pub fn finish(self) {}
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.bar.finish_and_clear();
    }
}

/// The `{left}` key: " (about 3m left)", or nothing when there is no honest estimate.
#[derive(Clone, Debug)]
struct TimeLeft {
    /// The position at the last advance.
    position: u64,
    /// The last advance: (elapsed time, share done).
    last: Sample,
    /// Earlier advances, thinned, the first at or before the window's start (the start of the
    /// task, `(0, 0)`, at first).
    history: Vec<Sample>,
}

/// An advance: the elapsed time and the share done then.
type Sample = (Duration, f64);

impl Default for TimeLeft {
    fn default() -> TimeLeft {
        TimeLeft { position: 0, last: (Duration::ZERO, 0.0), history: vec![(Duration::ZERO, 0.0)] }
    }
}

impl TimeLeft {
    /// Notes an advance, keeping about one sample per 2% of the elapsed time, and only those the
    /// window still reaches.
    fn record(&mut self, sample: Sample) {
        if self.history.last().is_some_and(|&(at, _)| sample.0.saturating_sub(at) >= sample.0 / 50) {
            self.history.push(sample);
        }
        self.last = sample;
        let start = window_start(sample.0);
        while self.history.get(1).is_some_and(|&(at, _)| at <= start) {
            self.history.remove(0);
        }
    }

    /// The sample the pace is measured from.
    fn base(&self) -> Sample {
        self.history.first().copied().unwrap_or((Duration::ZERO, 0.0))
    }
}

impl ProgressTracker for TimeLeft {
    fn clone_box(&self) -> Box<dyn ProgressTracker> {
        Box::new(self.clone())
    }

    fn tick(&mut self, state: &ProgressState, _: Instant) {
        if state.pos() != self.position {
            self.position = state.pos();
            self.record((state.elapsed(), f64::from(state.fraction())));
        }
    }

    fn reset(&mut self, _: &ProgressState, _: Instant) {
        *self = TimeLeft::default();
    }

    fn write(&self, state: &ProgressState, out: &mut dyn std::fmt::Write) {
        if let Some(left) = time_left(self.base(), self.last, state.elapsed()) {
            let _ = write!(out, " (about {:#} left)", HumanDuration(left));
        }
    }
}

/// Where the pace is measured from, for an advance at `at`: the last third of the time so far,
/// so a task whose units get slower (the later parts of a count are often the larger) is
/// judged by its recent pace, not its early one.
fn window_start(at: Duration) -> Duration {
    at.mul_f64(2.0 / 3.0)
}

/// The time left at `now` (since the start), at the pace from `base` to `last` (each an
/// elapsed time and the share done then): `None` before [`SETTLE`], with no pace measured yet,
/// or when the work is behind that pace (less than a second would be left).
fn time_left(base: Sample, last: Sample, now: Duration) -> Option<Duration> {
    let ((from, start_share), (at, share)) = (base, last);
    let (span, gain) = (at.saturating_sub(from).as_secs_f64(), share - start_share);
    if !(share > 0.0 && share < 1.0) || now < SETTLE || span <= 0.0 || gain <= 0.0 {
        return None;
    }
    let left = (1.0 - share) * span / gain - now.saturating_sub(at).as_secs_f64();
    (left >= 1.0).then(|| Duration::from_secs_f64(left))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secs(seconds: u64) -> Duration {
        Duration::from_secs(seconds)
    }

    const START: Sample = (Duration::ZERO, 0.0);

    #[test]
    fn no_estimate_before_any_work_is_done_or_in_the_first_second() {
        assert_eq!(time_left(START, START, secs(60)), None, "a long count with nothing done");
        assert_eq!(time_left(START, (Duration::from_millis(100), 0.5), Duration::from_millis(200)), None);
        assert_eq!(time_left(START, (secs(5), 1.0), secs(5)), None, "done");
    }

    #[test]
    fn the_estimate_scales_the_time_taken_by_the_share_left() {
        assert_eq!(time_left(START, (secs(10), 0.25), secs(10)), Some(secs(30)));
        // Two seconds after the last advance, two seconds fewer are left.
        assert_eq!(time_left(START, (secs(10), 0.25), secs(12)), Some(secs(28)));
    }

    #[test]
    fn a_stalled_task_loses_its_estimate_instead_of_saying_zero() {
        assert_eq!(time_left(START, (secs(10), 0.5), secs(19)), Some(secs(1)));
        assert_eq!(time_left(START, (secs(10), 0.5), Duration::from_millis(19_500)), None);
        assert_eq!(time_left(START, (secs(10), 0.5), secs(600)), None);
    }

    #[test]
    fn a_task_that_slows_down_is_judged_by_its_recent_pace() {
        // Half done in 10 s, then 10% in the next 10 s: 40 s more at that pace, not 13 s.
        let mut left = TimeLeft::default();
        for tenth in 1..=5 {
            left.record((secs(2 * tenth), 0.1 * tenth as f64));
        }
        for step in 1..=10 {
            left.record((secs(10 + step), 0.5 + 0.01 * step as f64));
        }
        assert_eq!(left.last, (secs(20), 0.6));
        let base = left.base();
        assert!(base.0 <= window_start(secs(20)) && base.0 >= secs(12), "{base:?}");
        let estimate = time_left(base, left.last, secs(20)).unwrap().as_secs_f64();
        assert!((35.0..=45.0).contains(&estimate), "{estimate}");
        assert!(left.history.len() < 12, "thinned: {:?}", left.history);
    }

    #[test]
    fn a_hidden_display_takes_reports_quietly() {
        let progress = Progress::start(Output::new(true), "counting");
        let mut hook = progress.hook();
        hook(task::Progress { done: 3, total: 10, found: 0 });
        hook(task::Progress { done: 30, total: 10, found: 0 });
        drop(hook);
        assert!(progress.bar.is_hidden());
        progress.finish();
    }
}
