//! The one progress display of every long command: on stderr, only when a
//! person watches it, with an estimate of the time left only when the work
//! done so far supports one.
//!
//! Until a task reports how much work it has in all, the display is a
//! spinner with the elapsed time (`⠙ solving 12s`); then a bar with the share
//! done. The time left is the share still to do at the recent pace (over the
//! last third of the time so far); it is left out before a hundredth of the
//! work is done, in the first second, and once the work has fallen behind that
//! pace (a search that stalls, or a second phase that reports nothing), so the
//! bar never says "0% … about 0s left".
//!
//! Inside a part, a search reports the share of its tree done (each branch
//! of its first levels an equal part of its parent's) and what it found so
//! far, so the bar and the count of solutions move every second even when a
//! part takes days (`queens count 27`); a count shows the solutions found
//! beside the bar ([`Progress::counting_hook`]).
//!
//! A split search shows its stages instead ([`Progress::begin`]): the parts
//! done of the stage's parts, what the stage is (a minimum proof's cap and the
//! lower bound proven so far), the search nodes per second, and the time left
//! in the stage, measured from the stage's start (parts a resumed run already
//! had count as done, not as pace).

use std::{
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Mutex,
    },
    time::{Duration, Instant},
};

use chesslab_core::{numbers::grouped, task};
use indicatif::{style::ProgressTracker, HumanDuration, ProgressBar, ProgressState, ProgressStyle};

use super::Output;

/// How often the display is redrawn while no report arrives (the spinner and the clock move).
const REDRAW: Duration = Duration::from_millis(200);

/// A stage's bar counts parts in this many units, so that the parts running
/// move it as they report (a part of a long search can take minutes).
const SCALE: u64 = 1_000_000;

/// No estimate before this much time: the first moments say little about the rest.
const SETTLE: Duration = Duration::from_secs(1);

/// No estimate before this share of the work is done: the share a search
/// reports from inside a part takes its branches as equal, which the first
/// few branches can belie by orders of magnitude (a count of centuries read
/// as years after a second), while a hundredth of them evens out.
const MIN_SHARE: f64 = 0.01;

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
    /// When the display started: the nodes per second are over the whole run.
    started: Instant,
    /// Search nodes of the parts finished in this run.
    nodes: AtomicU64,
    /// The stage shown ([`Progress::begin`]), if any.
    stage: Mutex<Stage>,
    /// What the display says before a stage begins (`"counting"`).
    what: String,
    /// Solutions the running parts have reported, not yet in the stage's count.
    running_found: AtomicU64,
    /// When the message was last written for a running part's report, in milliseconds from the start.
    shown_at: AtomicU64,
}

/// What a split search's stage shows beside its parts.
#[derive(Debug, Default)]
struct Stage {
    /// What the stage is: "cap 7, none with ≤ 6 pieces".
    label: String,
    /// Solutions found so far in the stage, for a count.
    found: Option<u64>,
    /// Parts done, of how many.
    parts: (u64, u64),
}

/// One running part of a stage ([`Progress::within_part`]).
pub struct WithinPart<'a> {
    progress: &'a Progress,
    /// What this part has added to the bar, in [`SCALE`] units.
    shown: u64,
    /// The solutions this part has reported found so far.
    found: u64,
}

impl WithinPart<'_> {
    /// Takes the part's report: `done` of `total` of its work, and what it found so far.
    pub fn report(&mut self, report: task::Progress) {
        if self.progress.bar.is_hidden() {
            return;
        }
        // A part's share never goes back, and stays short of the whole until the part is done.
        let now = ((report.fraction() * SCALE as f64) as u64).min(SCALE - 1);
        if now > self.shown {
            let added = now - self.shown;
            self.shown = now;
            self.progress.bar.inc(added);
        }
        if report.found > self.found {
            self.progress.running_found.fetch_add(report.found - self.found, Ordering::Relaxed);
            self.found = report.found;
            self.progress.show_stage_now_and_then();
        }
    }
}

impl Drop for WithinPart<'_> {
    fn drop(&mut self) {
        self.progress.bar.dec(self.shown);
        self.progress.running_found.fetch_sub(self.found, Ordering::Relaxed);
    }
}

impl Progress {
    /// Starts the display for a task described by `what` (`"counting"`), if `output` shows progress.
    #[must_use]
    pub fn start(output: Output, what: &str) -> Progress {
        if !output.progress {
            return Progress::on(ProgressBar::hidden(), what);
        }
        let bar = ProgressBar::new_spinner();
        if let Ok(style) = ProgressStyle::with_template("{spinner} {msg} {elapsed}") {
            bar.set_style(style);
        }
        bar.set_message(what.to_string());
        bar.enable_steady_tick(REDRAW);
        Progress::on(bar, what)
    }

    /// The display drawn on `bar`.
    fn on(bar: ProgressBar, what: &str) -> Progress {
        Progress {
            bar,
            measured: AtomicBool::new(false),
            started: Instant::now(),
            nodes: AtomicU64::new(0),
            stage: Mutex::new(Stage::default()),
            what: what.to_string(),
            running_found: AtomicU64::new(0),
            shown_at: AtomicU64::new(0),
        }
    }

    /// Starts a stage of a split search: `done` of `parts` parts already in
    /// (kept from an earlier run), `label` saying what the stage is, and
    /// with `count` the solutions found shown.
    pub fn begin(&self, label: String, done: u64, parts: u64, count: bool) {
        if let Ok(mut stage) = self.stage.lock() {
            *stage = Stage { label, found: count.then_some(0), parts: (0, 0) };
        }
        if self.bar.is_hidden() {
            return;
        }
        self.measured.store(true, Ordering::Relaxed);
        self.bar.set_length(parts.max(1) * SCALE);
        self.bar.set_position(done.min(parts) * SCALE);
        // A fixed bar: a long message never squeezes it to "[]".
        let template = "{msg} [{bar:20}] {percent_precise}% {elapsed}{left}";
        if let Ok(style) = ProgressStyle::with_template(template) {
            let share = if parts == 0 { 0.0 } else { done as f64 / parts as f64 };
            let left = TimeLeft::since((self.bar.elapsed(), share), done * SCALE);
            self.bar.set_style(style.with_key("left", left).progress_chars("=> "));
        }
        if let Ok(mut stage) = self.stage.lock() {
            stage.parts = (done.min(parts), parts);
        }
        self.show_stage();
    }

    /// One more part of the stage done, having searched `nodes` nodes and found `found` solutions.
    pub fn part_done(&self, nodes: u64, found: u64) {
        self.nodes.fetch_add(nodes, Ordering::Relaxed);
        if let Ok(mut stage) = self.stage.lock() {
            stage.found = stage.found.map(|sum| sum.saturating_add(found));
            stage.parts.0 += 1;
        }
        self.bar.inc(SCALE);
        self.show_stage();
    }

    /// A tracker of one part while it runs: its reports (the share of the
    /// part done) move the stage's bar, and dropping it takes its share back
    /// out, as [`Progress::part_done`] then counts the whole part.
    pub fn within_part(&self) -> WithinPart<'_> {
        WithinPart { progress: self, shown: 0, found: 0 }
    }

    /// Writes the stage's message for a running part's report, at most every [`REDRAW`].
    fn show_stage_now_and_then(&self) {
        let now = self.started.elapsed().as_millis() as u64;
        let last = self.shown_at.load(Ordering::Relaxed);
        let due = now >= last + REDRAW.as_millis() as u64;
        if due && self.shown_at.compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed).is_ok() {
            self.show_stage();
        }
    }

    /// Writes the stage's message: its label, the solutions found (the running parts' too), the
    /// nodes per second.
    fn show_stage(&self) {
        if self.bar.is_hidden() {
            return;
        }
        let rate = self.nodes.load(Ordering::Relaxed) as f64 / self.started.elapsed().as_secs_f64().max(1e-3);
        let running = self.running_found.load(Ordering::Relaxed);
        if let Ok(stage) = self.stage.lock() {
            let found = stage.found.map(|found| found.saturating_add(running));
            self.bar.set_message(stage_message(&stage.label, found, stage.parts, rate));
        }
    }

    /// Shows `progress`: `done` of `total` units (a total of 0 keeps the spinner).
    pub fn set(&self, progress: task::Progress) {
        if progress.total == 0 || self.bar.is_hidden() {
            return;
        }
        if !self.measured.swap(true, Ordering::Relaxed) {
            // Three decimals: a long search moves the share visibly long before a whole percent.
            let template = "{msg} [{bar:30}] {percent_precise}% {elapsed}{left}";
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

    /// The progress hook of a count: as [`Progress::hook`], and the solutions
    /// found so far beside the bar, which move while the share done is too small to.
    pub fn counting_hook(&self) -> impl FnMut(task::Progress) + '_ {
        let mut shown: Option<Instant> = None;
        move |progress| {
            self.set(progress);
            let due = shown.is_none_or(|at| at.elapsed() >= REDRAW);
            if due && progress.found > 0 && !self.bar.is_hidden() {
                shown = Some(Instant::now());
                self.bar.set_message(format!("{} · {} found", self.what, grouped(progress.found)));
            }
        }
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
        TimeLeft::since((Duration::ZERO, 0.0), 0)
    }
}

/// A stage's message: `cap 7, none with ≤ 6 pieces · 12 found · 3/40 parts · 1.2M nodes/s`.
fn stage_message(
    label: &str,
    found: Option<u64>,
    (done, parts): (u64, u64),
    nodes_per_second: f64,
) -> String {
    let found = found.map(|found| format!(" · {found} found")).unwrap_or_default();
    let found = format!("{found} · {done}/{parts} parts");
    // A search whose parts do not report their nodes shows no pace rather than "0 nodes/s".
    if nodes_per_second <= 0.0 {
        return format!("{label}{found}");
    }
    format!("{label}{found} · {} nodes/s", si(nodes_per_second))
}

/// A rate in a few digits: 850, 12.3k, 1.23M, 4.56G.
fn si(value: f64) -> String {
    let (value, unit) = match value {
        v if v >= 1e9 => (v / 1e9, "G"),
        v if v >= 1e6 => (v / 1e6, "M"),
        v if v >= 1e3 => (v / 1e3, "k"),
        v => return format!("{:.0}", v.max(0.0)),
    };
    if value >= 100.0 {
        format!("{value:.0}{unit}")
    } else if value >= 10.0 {
        format!("{value:.1}{unit}")
    } else {
        format!("{value:.2}{unit}")
    }
}

/// What a minimum proof's stage says: the cap searched, and what the caps
/// before it proved (every cap below the first is ruled out by counting attacks).
pub fn cap_label(cap: u32) -> String {
    match cap.checked_sub(1) {
        Some(1) => format!("cap {cap}, none with ≤ 1 piece"),
        Some(below) => format!("cap {cap}, none with ≤ {below} pieces"),
        None => format!("cap {cap}"),
    }
}

impl TimeLeft {
    /// A tracker whose pace is measured from `start` (an elapsed time and the share done then),
    /// the bar then at `position`.
    fn since(start: Sample, position: u64) -> TimeLeft {
        TimeLeft { position, last: start, history: vec![start] }
    }

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
    if !(MIN_SHARE..1.0).contains(&share) || now < SETTLE || span <= 0.0 || gain <= 0.0 {
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
        // Six seconds into a count of centuries, its first branches say nothing yet of the rest.
        assert_eq!(time_left(START, (secs(6), 0.000_02), secs(6)), None, "a share too small to judge by");
        assert_eq!(time_left(START, (secs(6), 0.01), secs(6)), Some(secs(594)));
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
    fn a_stage_says_its_cap_the_bound_so_far_and_the_pace() {
        assert_eq!(cap_label(7), "cap 7, none with ≤ 6 pieces");
        assert_eq!((cap_label(2), cap_label(0)), ("cap 2, none with ≤ 1 piece".into(), "cap 0".into()));
        assert_eq!(stage_message("cap 7", None, (3, 40), 1_234_567.0), "cap 7 · 3/40 parts · 1.23M nodes/s");
        assert_eq!(
            stage_message("at most 9 pieces", Some(12), (0, 5), 850.2),
            "at most 9 pieces · 12 found · 0/5 parts · 850 nodes/s"
        );
        assert_eq!(stage_message("searching", None, (1, 2), 0.0), "searching · 1/2 parts");
        assert_eq!([si(12_345.0), si(123_456.0), si(4.2e9)], ["12.3k", "123k", "4.20G"]);
    }

    #[test]
    fn a_stage_resumed_half_done_is_paced_from_its_start() {
        // Half the parts were in a file at 60 s; a quarter more took the next 10 s.
        let mut left = TimeLeft::since((secs(60), 0.5), 50);
        left.record((secs(70), 0.75));
        assert_eq!(time_left(left.base(), left.last, secs(70)), Some(secs(10)));
    }

    #[test]
    fn a_hidden_display_takes_reports_quietly() {
        let progress = Progress::start(Output::new(true), "counting");
        let mut hook = progress.hook();
        hook(task::Progress { done: 3, total: 10, found: 0 });
        hook(task::Progress { done: 30, total: 10, found: 0 });
        drop(hook);
        progress.begin(cap_label(3), 1, 4, true);
        progress.part_done(100, 2);
        assert!(progress.bar.is_hidden());
        progress.finish();
    }
}
