//! A Rush as a pure model: its clock, combo, strikes and skip, told what
//! happens (a capture that keeps a win or one that loses it, a puzzle
//! solved, a skip, time passing, the page hidden) and answering what that
//! does. The page decides right and wrong with the dead-end check; this
//! model only keeps the score, so the rules are tested here and the stored
//! run's check ([`RushCheckTask`](super::RushCheckTask)) replays them.
//!
//! The clock counts only time played: it starts at the first capture and
//! stops while the page is hidden or closed (as a closed app would), so a
//! run taken up after a reload has the time it had. The clock left is the
//! mode's start, plus the combo bonuses, less the mistakes' penalties and
//! the time played: all but the time played follow from the captures.

use super::{RushMode, RUSH_LENGTH};

/// How a Rush ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RushEnd {
    /// The clock ran out.
    TimeUp,
    /// The mistakes the mode allows were made.
    Strikes,
    /// Every puzzle of the run was played.
    Cleared,
    /// The player left the run.
    Left,
}

/// How a puzzle of the run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Finish {
    /// Solved.
    Solved,
    /// Failed by a mistake.
    Failed,
    /// Skipped (Streak).
    Skipped,
}

/// When a puzzle ended, in tenths of a second of time played, and how: a
/// friend's race link carries these to draw their run beside yours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Split {
    /// Time played when it ended (tenths of a second).
    pub at: u32,
    /// How.
    pub finish: Finish,
}

/// What a capture's verdict did to the run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RushStep {
    /// A right capture; the combo bonus it earned (milliseconds, 0 when none).
    Right {
        /// The bonus.
        bonus_ms: f64,
    },
    /// A mistake: the puzzle is failed and the run goes on with the next.
    Mistake,
    /// The run is over.
    Over(RushEnd),
    /// On to the next puzzle.
    Next,
}

/// One Rush: its mode and seed, where it stands and its score.
#[derive(Clone, Debug, PartialEq)]
pub struct RushRun {
    /// The way it is played.
    pub mode: RushMode,
    /// The seed its puzzles are picked by.
    pub seed: u64,
    /// The puzzle being played (from 0).
    pub index: usize,
    /// Puzzles solved: the score.
    pub solved: u32,
    /// Captures that kept a win.
    pub right: u32,
    /// Captures that lost one: the mistakes.
    pub wrong: u32,
    /// Right captures since the last mistake.
    pub combo: u32,
    /// The longest combo.
    pub best_combo: u32,
    /// Puzzles skipped.
    pub skipped: u32,
    /// The time the combos added (milliseconds).
    pub bonus_ms: f64,
    /// The time played, from the first capture (milliseconds).
    pub played_ms: f64,
    /// The puzzles failed (their indexes).
    pub failed: Vec<usize>,
    /// When each puzzle ended, and how.
    pub splits: Vec<Split>,
    /// How it ended, once it has.
    pub end: Option<RushEnd>,
    /// When the clock was last read while it runs (`None`: stopped).
    running_since: Option<f64>,
}

impl RushRun {
    /// A run of `mode` from `seed`, on its first puzzle, its clock not started.
    ///
    /// ```
    /// use chesslab_core::solo::{RushEnd, RushMode, RushRun, RushStep};
    ///
    /// let mut run = RushRun::start(RushMode::Three, 7);
    /// run.moved(1_000.0); // the clock starts at the first capture
    /// for capture in 1..=5 {
    ///     run.capture(true, 1_000.0 + f64::from(capture) * 1_000.0);
    /// }
    /// assert_eq!((run.combo, run.bonus_ms), (5, 3_000.0)); // a combo of 5 adds 3 s
    /// assert_eq!(run.capture(false, 7_000.0), RushStep::Mistake);
    /// assert_eq!((run.combo, run.index, run.failed.clone()), (0, 1, vec![0]));
    /// assert_eq!(run.left_ms(), Some(180_000.0 + 3_000.0 - 10_000.0 - 6_000.0));
    /// assert_eq!(run.tick(1e9), Some(RushEnd::TimeUp));
    /// ```
    #[must_use]
    pub const fn start(mode: RushMode, seed: u64) -> RushRun {
        RushRun {
            mode,
            seed,
            index: 0,
            solved: 0,
            right: 0,
            wrong: 0,
            combo: 0,
            best_combo: 0,
            skipped: 0,
            bonus_ms: 0.0,
            played_ms: 0.0,
            failed: Vec::new(),
            splits: Vec::new(),
            end: None,
            running_since: None,
        }
    }

    /// Whether the run is over.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// Whether the clock has started (at the first capture).
    #[must_use]
    pub fn started(&self) -> bool {
        self.right + self.wrong > 0 || self.running_since.is_some() || self.played_ms > 0.0
    }

    /// Whether the clock runs.
    #[must_use]
    pub const fn running(&self) -> bool {
        self.running_since.is_some()
    }

    /// The time left (milliseconds, never below 0) in a timed mode, as last read.
    #[must_use]
    pub fn left_ms(&self) -> Option<f64> {
        let penalties = f64::from(self.wrong) * self.mode.penalty_ms();
        self.mode.clock_ms().map(|clock| (clock + self.bonus_ms - penalties - self.played_ms).max(0.0))
    }

    /// The time played at `now_ms` (milliseconds), the clock read without changing the run.
    #[must_use]
    pub fn played_at(&self, now_ms: f64) -> f64 {
        self.played_ms + self.running_since.map_or(0.0, |since| (now_ms - since).max(0.0))
    }

    /// The time left at `now_ms` in a timed mode, the clock read without changing the run.
    #[must_use]
    pub fn left_at(&self, now_ms: f64) -> Option<f64> {
        let played_since = self.played_at(now_ms) - self.played_ms;
        self.left_ms().map(|left| (left - played_since).max(0.0))
    }

    /// The mistakes still allowed, in a mode that counts them.
    #[must_use]
    pub fn strikes_left(&self) -> Option<u32> {
        self.mode.strikes().map(|strikes| strikes.saturating_sub(self.wrong))
    }

    /// When the clock runs out (milliseconds since 1970), while it runs.
    #[must_use]
    pub fn ends_at(&self) -> Option<f64> {
        let since = self.running_since.filter(|_| self.end.is_none())?;
        self.left_ms().map(|left| since + left)
    }

    /// Whether a skip is left.
    #[must_use]
    pub const fn can_skip(&self) -> bool {
        self.end.is_none() && self.skipped < self.mode.skips()
    }

    /// A capture was played at `now_ms`: the clock starts if it has not.
    pub fn moved(&mut self, now_ms: f64) {
        if self.end.is_none() && self.running_since.is_none() {
            self.running_since = Some(now_ms);
        }
    }

    /// Reads the clock at `now_ms`; the run is over if its time is up.
    pub fn tick(&mut self, now_ms: f64) -> Option<RushEnd> {
        if let Some(since) = self.running_since {
            self.played_ms += (now_ms - since).max(0.0);
            self.running_since = Some(now_ms);
        }
        if self.end.is_none() && self.left_ms() == Some(0.0) {
            self.finish(RushEnd::TimeUp);
        }
        self.end
    }

    /// Stops the clock at `now_ms` (the page is hidden, or shows why a capture was a mistake).
    pub fn pause(&mut self, now_ms: f64) {
        self.tick(now_ms);
        self.running_since = None;
    }

    /// Starts the clock again at `now_ms`, if it had started and the run goes on.
    pub fn resume(&mut self, now_ms: f64) {
        if self.end.is_none() && self.started() && self.running_since.is_none() {
            self.running_since = Some(now_ms);
        }
    }

    /// The verdict on a capture at `now_ms`: `right` if a win is still
    /// possible. A mistake fails the puzzle and moves on to the next.
    pub fn capture(&mut self, right: bool, now_ms: f64) -> RushStep {
        if let Some(end) = self.tick(now_ms) {
            return RushStep::Over(end);
        }
        if right {
            self.right = self.right.saturating_add(1);
            self.combo = self.combo.saturating_add(1);
            self.best_combo = self.best_combo.max(self.combo);
            let bonus_ms = self.mode.combo_bonus_ms(self.combo);
            self.bonus_ms += bonus_ms;
            return RushStep::Right { bonus_ms };
        }
        self.wrong = self.wrong.saturating_add(1);
        self.combo = 0;
        self.failed.push(self.index);
        if let Some(end) = self.next(Finish::Failed) {
            return RushStep::Over(end);
        }
        if self.strikes_left() == Some(0) {
            self.finish(RushEnd::Strikes);
            return RushStep::Over(RushEnd::Strikes);
        }
        if let Some(end) = self.tick(now_ms) {
            return RushStep::Over(end);
        }
        RushStep::Mistake
    }

    /// The puzzle was solved at `now_ms` (its last capture already told
    /// [`capture`](Self::capture)): on to the next, or the run is cleared.
    pub fn solved(&mut self, now_ms: f64) -> RushStep {
        if let Some(end) = self.tick(now_ms) {
            return RushStep::Over(end);
        }
        self.solved = self.solved.saturating_add(1);
        self.next(Finish::Solved).map_or(RushStep::Next, RushStep::Over)
    }

    /// Skips the puzzle at `now_ms` where the mode allows it; `None` when it does not.
    pub fn skip(&mut self, now_ms: f64) -> Option<RushStep> {
        if !self.can_skip() {
            return None;
        }
        self.tick(now_ms);
        self.skipped += 1;
        Some(self.next(Finish::Skipped).map_or(RushStep::Next, RushStep::Over))
    }

    /// The player leaves the run at `now_ms`.
    pub fn leave(&mut self, now_ms: f64) {
        if self.end.is_none() {
            self.tick(now_ms);
            self.finish(RushEnd::Left);
        }
    }

    /// Ends the run as `end` (stopping the clock).
    pub fn finish(&mut self, end: RushEnd) {
        self.end = Some(end);
        self.running_since = None;
    }

    /// The puzzle ended as `finish`: its split, and the next (or the run is cleared).
    fn next(&mut self, finish: Finish) -> Option<RushEnd> {
        let at = (self.played_ms / 100.0).round().clamp(0.0, f64::from(u32::MAX)) as u32;
        self.splits.push(Split { at, finish });
        self.index = self.index.saturating_add(1);
        if self.index >= RUSH_LENGTH {
            self.finish(RushEnd::Cleared);
        }
        self.end
    }

    /// The share of captures that were right, in whole percent, rounded (100 before any):
    /// an integer, since the page's wasm writes no float text.
    #[must_use]
    pub fn accuracy_percent(&self) -> u32 {
        let (right, all) = (u64::from(self.right), u64::from(self.right) + u64::from(self.wrong));
        match all {
            0 => 100,
            _ => ((right * 200 + all) / (2 * all)) as u32,
        }
    }

    /// The time played per capture (milliseconds; 0 before any).
    #[must_use]
    pub fn ms_per_capture(&self) -> f64 {
        let all = self.right + self.wrong;
        if all == 0 {
            0.0
        } else {
            self.played_ms / f64::from(all)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rights(run: &mut RushRun, count: u32, now_ms: f64) {
        for _ in 0..count {
            run.capture(true, now_ms);
        }
    }

    #[test]
    fn the_clock_waits_for_the_first_capture_and_stops_while_paused() {
        let mut run = RushRun::start(RushMode::Three, 1);
        assert_eq!(run.tick(50_000.0), None);
        assert_eq!(run.left_ms(), Some(180_000.0));
        run.moved(60_000.0);
        run.tick(70_000.0);
        assert_eq!(run.left_ms(), Some(170_000.0));
        run.pause(75_000.0);
        run.tick(500_000.0); // hidden for minutes: nothing counts
        assert_eq!(run.left_ms(), Some(165_000.0));
        run.resume(600_000.0);
        run.tick(601_000.0);
        assert_eq!(run.left_ms(), Some(164_000.0));
        assert_eq!(run.tick(601_000.0 + 164_000.0), Some(RushEnd::TimeUp));
        assert_eq!(run.capture(true, 1e9), RushStep::Over(RushEnd::TimeUp));
        assert_eq!(run.right, 0);
    }

    #[test]
    fn storm_bonuses_come_at_5_12_20_30_then_every_10_and_a_mistake_resets_the_combo() {
        let mut run = RushRun::start(RushMode::Three, 1);
        run.moved(0.0);
        rights(&mut run, 50, 0.0);
        assert_eq!(run.bonus_ms, (3.0 + 5.0 + 7.0 + 10.0 + 10.0 + 10.0) * 1000.0);
        assert_eq!(run.capture(false, 0.0), RushStep::Mistake);
        rights(&mut run, 4, 0.0);
        assert_eq!((run.combo, run.best_combo, run.bonus_ms), (4, 50, 45_000.0));
        assert_eq!(run.left_ms(), Some(180_000.0 + 45_000.0 - 10_000.0));
    }

    #[test]
    fn a_mistake_costs_ten_seconds_in_rush_three_and_may_end_it() {
        let mut run = RushRun::start(RushMode::Three, 1);
        run.moved(0.0);
        run.tick(175_000.0);
        assert_eq!(run.capture(false, 175_000.0), RushStep::Over(RushEnd::TimeUp));
        assert_eq!((run.failed.clone(), run.splits.len()), (vec![0], 1));
    }

    #[test]
    fn three_strikes_end_rush_five_and_survival_one_ends_streak() {
        for (mode, strikes) in [(RushMode::Five, 3), (RushMode::Survival, 3), (RushMode::Streak, 1)] {
            let mut run = RushRun::start(mode, 1);
            run.moved(0.0);
            for strike in 1..strikes {
                assert_eq!(run.capture(false, f64::from(strike)), RushStep::Mistake, "{mode:?}");
            }
            assert_eq!(run.capture(false, 10.0), RushStep::Over(RushEnd::Strikes), "{mode:?}");
            assert_eq!(run.left_ms(), mode.clock_ms().map(|clock| clock - 10.0), "no time penalty");
            assert_eq!(run.index, strikes as usize);
        }
    }

    #[test]
    fn accuracy_is_rounded_to_whole_percent() {
        let percent =
            |right, wrong| RushRun { right, wrong, ..RushRun::start(RushMode::Five, 1) }.accuracy_percent();
        assert_eq!((percent(2, 1), percent(1, 2), percent(0, 0), percent(5, 0)), (67, 33, 100, 100));
    }

    #[test]
    fn survival_has_no_clock_and_streak_skips_once() {
        let mut run = RushRun::start(RushMode::Survival, 1);
        run.moved(0.0);
        assert_eq!((run.tick(1e12), run.left_ms(), run.skip(1.0)), (None, None, None));
        let mut streak = RushRun::start(RushMode::Streak, 1);
        assert_eq!(streak.skip(5.0), Some(RushStep::Next));
        assert_eq!((streak.index, streak.skip(6.0)), (1, None));
        assert_eq!(streak.splits, [Split { at: 0, finish: Finish::Skipped }]);
    }

    #[test]
    fn solving_moves_on_records_splits_and_the_last_puzzle_clears_the_run() {
        let mut run = RushRun::start(RushMode::Survival, 1);
        run.moved(0.0);
        run.capture(true, 1_500.0);
        assert_eq!(run.solved(2_340.0), RushStep::Next);
        assert_eq!(run.splits, [Split { at: 23, finish: Finish::Solved }]);
        run.index = RUSH_LENGTH - 1;
        assert_eq!(run.solved(3_000.0), RushStep::Over(RushEnd::Cleared));
        assert_eq!((run.solved, run.accuracy_percent()), (2, 100));
        assert_eq!(run.ms_per_capture(), 3_000.0);
    }
}

impl RushRun {
    /// The run with its clock stopped: as it is stored, and as a stored one is read
    /// (a clock read before a reload means nothing after it).
    #[must_use]
    pub fn stopped(mut self) -> RushRun {
        self.running_since = None;
        self
    }
}

crate::json::json_names!(RushEnd { TimeUp = "time_up", Strikes = "strikes", Cleared = "cleared", Left = "left" });
crate::json::json_names!(Finish { Solved = "solved", Failed = "failed", Skipped = "skipped" });
crate::json::json_record!(Split { at, finish });
crate::json::json_record!(RushRun {
    mode,
    seed,
    index,
    solved,
    right,
    wrong,
    combo,
    best_combo,
    skipped,
    bonus_ms,
    played_ms,
    failed,
    splits,
    end(default),
    running_since(default),
} checked by RushRun::read);

impl RushRun {
    /// A run as read: its clock stopped, and times that are times.
    fn read(self) -> Result<RushRun, String> {
        let time = |ms: f64| ms.is_finite() && ms >= 0.0;
        if !time(self.played_ms) || !time(self.bonus_ms) {
            return Err("its clock is no time".into());
        }
        Ok(self.stopped())
    }
}
