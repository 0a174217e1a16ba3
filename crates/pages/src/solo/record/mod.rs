//! The player's record as the Solo page keeps it: the stored
//! [`PlayerRecord`], the game being played as the record sees it (its level,
//! start, hints, whether auto-solve played it), the "Your progress" lines and
//! the reset that asks for a second click.

mod player;

pub use player::{PlayerRecord, OTHER_PUZZLES};

use super::{texts::clock, Effect, SoloPage, Tone};
use chesslab_core::solo::{day_of, Level, ALL_LEVELS};

/// The game being played, as the record sees it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Attempt {
    /// The level it was generated at (`None`: opened from a link, a code or the editor).
    pub level: Option<Level>,
    /// When it was opened (milliseconds since 1970).
    pub started_ms: f64,
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
}

impl Attempt {
    /// A fresh attempt at a puzzle of `level`, opened at `now_ms`.
    #[must_use]
    pub const fn new(level: Option<Level>, now_ms: f64) -> Attempt {
        Attempt {
            level,
            started_ms: now_ms,
            hints: 0,
            undos: 0,
            won_ms: None,
            auto_solved: false,
            recorded: false,
        }
    }
}

/// The record, this game's attempt and the reset button's state.
#[derive(Clone, Debug)]
pub struct Record {
    stored: PlayerRecord,
    attempt: Attempt,
    /// The first click on Reset was made: the next one erases.
    reset_armed: bool,
}

/// The "Your progress" panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordScreen {
    /// One line each: solved, unaided, streak, hints, best times.
    pub lines: Vec<String>,
    /// The reset button's text (it asks before it erases).
    pub reset_label: &'static str,
}

impl Record {
    /// The stored record, with an attempt at the page's first puzzle from `now_ms`.
    #[must_use]
    pub const fn new(stored: PlayerRecord, now_ms: f64) -> Record {
        Record { stored, attempt: Attempt::new(None, now_ms), reset_armed: false }
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
    }

    /// A hint was shown.
    pub fn hint_shown(&mut self) {
        self.attempt.hints += 1;
        self.stored.record_hint();
    }

    /// A move was taken back; the game goes on (a won game is won no more).
    pub fn undone(&mut self) {
        self.attempt.undos += 1;
        self.attempt.won_ms = None;
    }

    /// The game went back to its start: the clock runs on, the win is undone.
    pub fn restarted(&mut self) {
        self.attempt.won_ms = None;
    }

    /// Seconds spent on this game at `now_ms` (stopped at the win).
    #[must_use]
    pub fn seconds(&self, now_ms: f64) -> f64 {
        (self.attempt.won_ms.unwrap_or(now_ms) - self.attempt.started_ms).max(0.0) / 1000.0
    }

    /// Whether the player had help: a hint, or the solution played.
    #[must_use]
    pub const fn helped(&self) -> bool {
        self.attempt.hints > 0 || self.attempt.auto_solved
    }

    /// Auto-solve plays this game: its win is not the player's.
    pub fn auto_solved(&mut self) {
        self.attempt.auto_solved = true;
    }

    /// The game was won at `now_ms`: adds it to the record once, unless
    /// auto-solve played it; tells whether the record changed.
    pub fn won(&mut self, now_ms: f64) -> bool {
        self.attempt.won_ms = Some(now_ms);
        let attempt = self.attempt;
        if attempt.recorded || attempt.auto_solved {
            return false;
        }
        self.attempt.recorded = true;
        let seconds = (now_ms - attempt.started_ms) / 1000.0;
        self.stored.record_win(attempt.level, seconds, attempt.hints, day_of(now_ms));
        true
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

    /// The panel as it stands at `now_ms` (the streak breaks after a missed day).
    #[must_use]
    pub fn screen(&self, now_ms: f64) -> RecordScreen {
        let record = &self.stored;
        let by_level: Vec<String> = ALL_LEVELS
            .iter()
            .map(|level| level.name())
            .chain([OTHER_PUZZLES])
            .filter_map(|name| record.solved.get(name).map(|count| format!("{name} {count}")))
            .collect();
        let best: Vec<String> = ALL_LEVELS
            .iter()
            .filter_map(|level| {
                let seconds = record.best_seconds.get(level.name())?;
                Some(format!("{} {}", level.name(), clock(*seconds)))
            })
            .collect();
        let solved = match by_level.is_empty() {
            true => "Puzzles solved: none yet".to_string(),
            false => format!("Puzzles solved: {} ({})", record.total_solved(), by_level.join(", ")),
        };
        let best = if best.is_empty() { "none yet".to_string() } else { best.join(", ") };
        let lines = vec![
            solved,
            format!("Solved without help: {}", record.solved_unaided),
            format!("Daily streak: {} (best {})", record.streak_on(day_of(now_ms)), record.best_streak),
            format!("Hints used: {}", record.hints_used),
            format!("Best times: {best}"),
        ];
        let reset_label =
            if self.reset_armed { "Click again to erase your progress" } else { "Reset progress" };
        RecordScreen { lines, reset_label }
    }
}

impl SoloPage {
    /// "Reset progress": the first click asks, the second erases the record.
    pub fn reset_record(&mut self) -> Vec<Effect> {
        if self.record.reset() {
            self.out.save_record = true;
            self.say("Your progress is reset.", Tone::Info);
        }
        self.take()
    }

    /// This game, as the record sees it.
    #[must_use]
    pub const fn attempt(&self) -> &Attempt {
        self.record.attempt()
    }
}
