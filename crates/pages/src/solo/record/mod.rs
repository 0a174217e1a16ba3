//! The player's record as the Solo page keeps it: the stored
//! [`PlayerRecord`], the game being played as the record sees it (its level,
//! start, hints, whether auto-solve played it, whether it is a first attempt
//! at a rated puzzle), the "Your progress" panel and the reset that asks for
//! a second click.
//!
//! A rated puzzle's first attempt ends once: a loss at the first mistake
//! (the dead-end check's verdict), hint or auto-solve, a win when solved
//! before any of them. A hint's loss is dated at the attempt's start (the
//! hint itself brings no time).

mod panel;
mod player;
mod rating;
mod retry;
mod storage;

pub use panel::RecordScreen;
pub use player::{PlayerRecord, RecordError, OTHER_PUZZLES};
pub use rating::{RatedPuzzle, RatingPoint, HISTORY_LENGTH, MAX_ATTEMPTED};
pub use retry::{RetryReason, ToRetry, MAX_TO_RETRY};
pub use storage::{kept_aside_key, read_stored_record, KeptAside, StoredRecord, RECORD_KEPT_KEY, RECORD_KEY};

use chesslab_core::solo::{day_of, Level};

/// The game being played, as the record sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Attempt {
    /// The level it was generated at (`None`: opened from a link, a code or the editor).
    pub level: Option<Level>,
    /// When it was opened (milliseconds since 1970).
    pub opened_ms: f64,
    /// When its clock started: the first move (`None` before it).
    pub started_ms: Option<f64>,
    /// When the player last did something to it (a move, hint or undo).
    pub last_ms: f64,
    /// Hints shown.
    pub hints: u32,
    /// Moves taken back.
    pub undos: u32,
    /// When it was won (the clock stops there).
    pub won_ms: Option<f64>,
    /// Auto-solve was used: a win is not the player's.
    pub auto_solved: bool,
    /// The win is already in the record.
    pub recorded: bool,
    /// Since when the page is out of sight (another page of the app, a hidden tab): its
    /// clock stands still until it is back.
    pub paused_ms: Option<f64>,
}

impl Attempt {
    /// A fresh attempt at a puzzle of `level`, opened at `now_ms`.
    #[must_use]
    pub const fn new(level: Option<Level>, now_ms: f64) -> Attempt {
        Attempt {
            level,
            opened_ms: now_ms,
            started_ms: None,
            last_ms: now_ms,
            hints: 0,
            undos: 0,
            won_ms: None,
            auto_solved: false,
            recorded: false,
            paused_ms: None,
        }
    }
}

/// The record, this game's attempt and the reset button's state.
#[derive(Clone, Debug)]
pub struct Record {
    stored: PlayerRecord,
    attempt: Attempt,
    /// The rated puzzle on the board, if it is one.
    rated: Option<RatedPuzzle>,
    /// Whether this is the first attempt at it, not yet decided.
    rating_pending: bool,
    /// The rating changed since the record was last handed to be stored.
    rating_unsaved: bool,
    /// Why the stored record could not be read, and where it was kept aside.
    notice: Option<String>,
    /// The first click on Reset was made: the next one erases.
    reset_armed: bool,
    /// Auto-solve was asked for once on a rated first attempt: the next ask gives it up.
    give_up_armed: bool,
}

impl Record {
    /// The stored record, with an attempt at the page's first puzzle from `now_ms`.
    #[must_use]
    pub const fn new(stored: PlayerRecord, now_ms: f64) -> Record {
        Record {
            stored,
            attempt: Attempt::new(None, now_ms),
            rated: None,
            rating_pending: false,
            rating_unsaved: false,
            notice: None,
            reset_armed: false,
            give_up_armed: false,
        }
    }

    /// The stored record.
    #[must_use]
    pub const fn stored(&self) -> &PlayerRecord {
        &self.stored
    }

    /// This game's attempt.
    #[must_use]
    pub const fn attempt(&self) -> &Attempt {
        &self.attempt
    }

    /// A new puzzle is on the board.
    pub fn start_attempt(&mut self, level: Option<Level>, now_ms: f64) {
        self.attempt = Attempt::new(level, now_ms);
        self.rated = None;
        self.rating_pending = false;
        self.give_up_armed = false;
    }

    /// The puzzle on the board is rated: its first attempt will change the rating.
    pub fn rate_attempt(&mut self, puzzle: RatedPuzzle) {
        self.rating_pending = !self.stored.has_attempted(&puzzle.id);
        self.rated = Some(puzzle);
    }

    /// Ends a pending first attempt as a win or a loss at `now_ms`.
    fn decide(&mut self, won: bool, now_ms: f64) -> bool {
        let Some(puzzle) = self.rated.as_ref().filter(|_| self.rating_pending) else { return false };
        self.rating_pending = false;
        let changed = self.stored.record_rated(puzzle, won, now_ms);
        self.rating_unsaved |= changed;
        changed
    }

    /// A move after which no win is possible, at `now_ms`: a loss for a first
    /// attempt at a rated puzzle; tells whether the record changed.
    pub fn mistake(&mut self, now_ms: f64) -> bool {
        self.decide(false, now_ms)
    }

    /// A hint was shown.
    pub fn hint_shown(&mut self) {
        // Counts restored from storage ([`Record::resume`]) may be anything: they saturate.
        self.attempt.hints = self.attempt.hints.saturating_add(1);
        self.stored.record_hint();
        self.decide(false, self.attempt.opened_ms);
    }

    /// `puzzle` (titled `title`) was failed or given up: it is to retry.
    pub fn note_to_retry(&mut self, puzzle: &chesslab_core::solo::Puzzle, title: &str, reason: RetryReason) {
        retry::note(&mut self.stored.to_retry, puzzle, title, reason);
    }

    /// `puzzle` was solved by the player: it is no longer to retry; tells whether it was.
    pub fn retried(&mut self, puzzle: &chesslab_core::solo::Puzzle) -> bool {
        retry::solved(&mut self.stored.to_retry, puzzle)
    }

    /// A challenge run ended: it goes among the best runs if it is one; tells whether it did.
    pub fn run_ended(&mut self, run: crate::solo::RunResult) -> bool {
        self.stored.record_run(run)
    }

    /// A move was taken back at `now_ms`; the game goes on (a won game is won no more).
    pub fn undone(&mut self, now_ms: f64) {
        self.attempt.undos = self.attempt.undos.saturating_add(1);
        self.attempt.won_ms = None;
        self.attempt.last_ms = now_ms;
    }

    /// A move was played at `now_ms`: the first starts the clock.
    pub fn moved(&mut self, now_ms: f64) {
        // Playing on is an answer to "give up?": a later Auto-solve asks again.
        self.give_up_armed = false;
        self.attempt.started_ms.get_or_insert(now_ms);
        self.attempt.last_ms = now_ms;
    }

    /// The page went out of sight at `now_ms`: the clock stops there.
    pub fn hidden(&mut self, now_ms: f64) {
        self.attempt.paused_ms.get_or_insert(now_ms);
    }

    /// The page is in sight again at `now_ms`: the clock goes on from where it stopped.
    pub fn shown_again(&mut self, now_ms: f64) {
        let attempt = &mut self.attempt;
        let Some(paused) = attempt.paused_ms.take() else { return };
        let away = (now_ms - paused).max(0.0);
        if let Some(started) = attempt.started_ms.as_mut() {
            *started += away;
        }
        // What was stored before the pause is the clock as it stands now.
        attempt.last_ms += away;
    }

    /// Notes `now_ms` as the time of the game's clock to store, when the
    /// clock runs and the last note is at least `every_ms` old; tells whether it did.
    pub fn note_time(&mut self, now_ms: f64, every_ms: f64) -> bool {
        let attempt = &mut self.attempt;
        let running = attempt.started_ms.is_some() && attempt.won_ms.is_none() && attempt.paused_ms.is_none();
        let due = running && now_ms - attempt.last_ms >= every_ms && now_ms > attempt.last_ms;
        if due {
            attempt.last_ms = now_ms;
        }
        due
    }

    /// The clock as the game stands: milliseconds from the first move to the
    /// last thing done (`None` before the first move), to store.
    #[must_use]
    pub fn clock_ms(&self) -> Option<f64> {
        let attempt = &self.attempt;
        attempt.started_ms.map(|started| (attempt.won_ms.unwrap_or(attempt.last_ms) - started).max(0.0))
    }

    /// A stored game was taken up again at `now_ms`: its hints, undos and
    /// clock (`clock_ms` on it, running on from now).
    pub fn resume(&mut self, hints: u32, undos: u32, clock_ms: Option<f64>, now_ms: f64) {
        self.attempt.hints = hints;
        self.attempt.undos = undos;
        self.attempt.started_ms = clock_ms.map(|clock| now_ms - clock);
        self.attempt.last_ms = now_ms;
    }

    /// The game went back to its start: the clock runs on, the win is undone.
    pub fn restarted(&mut self) {
        self.attempt.won_ms = None;
    }

    /// Seconds spent on this game at `now_ms` (stopped at the win).
    #[must_use]
    pub fn seconds(&self, now_ms: f64) -> f64 {
        let Some(started) = self.attempt.started_ms else { return 0.0 };
        let until = self.attempt.won_ms.or(self.attempt.paused_ms).unwrap_or(now_ms);
        (until - started).max(0.0) / 1000.0
    }

    /// Whether the player had help: a hint, or the solution played.
    #[must_use]
    pub const fn helped(&self) -> bool {
        self.attempt.hints > 0 || self.attempt.auto_solved
    }

    /// Whether Auto-solve must ask first: it would end a rated first attempt as a loss, and
    /// was not asked for since the last move. Asking arms it: the next ask goes ahead.
    pub fn asks_to_give_up(&mut self) -> bool {
        let asks = self.rated.is_some() && self.rating_pending && !self.give_up_armed;
        self.give_up_armed |= asks;
        asks
    }

    /// Auto-solve's label: it names the loss once it asked.
    #[must_use]
    pub const fn auto_solve_label(&self) -> &'static str {
        if self.give_up_armed && self.rating_pending {
            "Give up and auto-solve"
        } else {
            "Auto-solve"
        }
    }

    /// Auto-solve plays this game: its win is not the player's.
    pub fn auto_solved(&mut self) {
        self.attempt.auto_solved = true;
        self.decide(false, self.attempt.opened_ms);
    }

    /// The game was won at `now_ms`: adds it to the record once (among the solves, or
    /// when auto-solve played it among the auto-solved); tells whether the record changed.
    pub fn won(&mut self, now_ms: f64) -> bool {
        self.attempt.won_ms = Some(now_ms);
        let attempt = self.attempt;
        // A loss decided by auto-solve is stored with the game it ended.
        let unsaved = std::mem::take(&mut self.rating_unsaved);
        if attempt.recorded {
            return unsaved;
        }
        self.attempt.recorded = true;
        if attempt.auto_solved {
            // Counted once, apart from the solves: the game was played, the win is the solver's.
            self.stored.record_auto_solved();
            return true;
        }
        self.decide(attempt.hints == 0, now_ms);
        self.rating_unsaved = false;
        if let Some(puzzle) = &self.rated {
            self.stored.record_level_solve(puzzle.level());
        }
        let seconds = (now_ms - attempt.started_ms.unwrap_or(now_ms)) / 1000.0;
        self.stored.record_win(attempt.level, seconds, attempt.hints, day_of(now_ms));
        true
    }

    /// The stored record could not be read (`error` says why); the web layer
    /// kept its text aside under `kept_as`. "Your progress" starts afresh and says so.
    pub fn unreadable(&mut self, error: &str, kept_as: &str) {
        self.notice = Some(format!(
            "Your saved progress could not be read ({error}). It is kept aside in this browser's \
             storage as '{kept_as}', and new progress starts here."
        ));
    }

    /// Why the stored record could not be read, when it could not.
    #[must_use]
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// The reset button's text (it asks before it erases).
    #[must_use]
    pub const fn reset_label(&self) -> &'static str {
        if self.reset_armed {
            "Click again to erase your progress"
        } else {
            "Reset progress"
        }
    }

    /// A click on Reset: the first arms it, the second erases the record
    /// (telling so by returning true).
    pub fn reset(&mut self) -> bool {
        self.reset_armed = !self.reset_armed;
        if self.reset_armed {
            return false;
        }
        self.stored = PlayerRecord::default();
        true
    }
}

#[cfg(test)]
mod tests {
    use super::{PlayerRecord, Record};

    #[test]
    fn an_attempt_restored_at_the_maxima_saturates_instead_of_overflowing() {
        let mut record = Record::new(PlayerRecord::default(), 0.0);
        record.resume(u32::MAX, u32::MAX, Some(1.0), 10.0);
        record.hint_shown();
        record.undone(11.0);
        assert_eq!((record.attempt().hints, record.attempt().undos), (u32::MAX, u32::MAX));
        assert_eq!(record.stored().hints_used, 1);
    }
}
