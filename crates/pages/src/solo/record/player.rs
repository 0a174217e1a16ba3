//! What a player has achieved: puzzles solved per level, the daily streak,
//! hints used, best times, the rating and its history, the best challenge
//! runs. Kept by the page in the browser's storage as JSON
//! ([`PlayerRecord::to_storage`]); pure here so its rules are tested natively.
//!
//! Fields added later read as empty from a record stored before them (every
//! field has a default). Stored text that still cannot be read is refused
//! with a [`RecordError`] (never dropped): the page keeps it aside and says so.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use chesslab_core::{glicko2::Rating, solo::Level};

use super::{rating::RatingPoint, retry::ToRetry};
use crate::solo::challenge::{keep_best, RunResult};

/// The name under which puzzles that were not generated at a level (opened
/// from a link, a code or the editor) are counted.
pub const OTHER_PUZZLES: &str = "other";

/// A player's record. Missing fields read as empty, so an older or damaged
/// stored record still loads.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayerRecord {
    /// Puzzles solved, by level name (or [`OTHER_PUZZLES`]).
    pub solved: BTreeMap<String, u32>,
    /// Puzzles solved without a hint or an automatic solution.
    pub solved_unaided: u32,
    /// Hints asked for, in all.
    pub hints_used: u32,
    /// The fastest solve, in seconds, by level name.
    pub best_seconds: BTreeMap<String, f64>,
    /// Days in a row, up to `last_day`, with at least one puzzle solved.
    pub streak: u32,
    /// The longest such run.
    pub best_streak: u32,
    /// The last day with a solve (days since 1970-01-01).
    pub last_day: Option<i64>,
    /// The player's Glicko-2 rating (a new player's until the first rated puzzle).
    pub rating: Rating,
    /// The rating after each rated puzzle, oldest first (at most
    /// [`HISTORY_LENGTH`](super::HISTORY_LENGTH) points).
    pub rating_history: Vec<RatingPoint>,
    /// The rated puzzles attempted, oldest first: only a first attempt is rated.
    pub attempted: Vec<String>,
    /// Rated puzzles solved, by difficulty level (1 to 10, from their rating).
    pub solved_by_level: BTreeMap<u8, u32>,
    /// The best challenge runs, best first (at most [`BEST_RUNS`](crate::solo::BEST_RUNS)).
    pub best_runs: Vec<RunResult>,
    /// Puzzles failed or given up, most recent first, until solved.
    pub to_retry: Vec<ToRetry>,
}

/// Why a stored record could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the stored progress cannot be read: {0}")]
pub struct RecordError(pub String);

impl PlayerRecord {
    /// Notes a solved puzzle of `level` (`None`: not a generated one), solved
    /// in `seconds` with `hints` hints, on `day` (days since 1970-01-01).
    ///
    /// ```
    /// use chesslab_core::solo::Level;
    /// use chesslab_pages::solo::PlayerRecord;
    ///
    /// let mut record = PlayerRecord::default();
    /// record.record_win(Some(Level::Beginner), 40.0, 0, 100);
    /// record.record_win(Some(Level::Beginner), 25.0, 1, 101); // the next day
    /// assert_eq!((record.total_solved(), record.solved_unaided, record.streak), (2, 1, 2));
    /// assert_eq!(record.best_seconds["beginner"], 25.0);
    /// assert_eq!(record.streak_on(103), 0); // a day was missed
    /// ```
    pub fn record_win(&mut self, level: Option<Level>, seconds: f64, hints: u32, day: i64) {
        let name = level.map_or(OTHER_PUZZLES, Level::name).to_string();
        *self.solved.entry(name.clone()).or_default() += 1;
        if hints == 0 {
            self.solved_unaided += 1;
        }
        if seconds.is_finite() && seconds >= 0.0 {
            let best = self.best_seconds.entry(name).or_insert(seconds);
            *best = best.min(seconds);
        }
        self.streak = match self.last_day {
            Some(last) if last == day => self.streak.max(1),
            Some(last) if last + 1 == day => self.streak + 1,
            _ => 1,
        };
        self.best_streak = self.best_streak.max(self.streak);
        self.last_day = Some(self.last_day.map_or(day, |last| last.max(day)));
    }

    /// Notes one hint asked for.
    pub fn record_hint(&mut self) {
        self.hints_used += 1;
    }

    /// The streak as it stands on `today`: broken when a whole day passed without a solve.
    #[must_use]
    pub fn streak_on(&self, today: i64) -> u32 {
        match self.last_day {
            Some(last) if today - last <= 1 => self.streak,
            _ => 0,
        }
    }

    /// Puzzles solved in all.
    #[must_use]
    pub fn total_solved(&self) -> u32 {
        self.solved.values().sum()
    }

    /// Notes a finished challenge run; tells whether it is among the best.
    pub fn record_run(&mut self, run: RunResult) -> bool {
        keep_best(&mut self.best_runs, run)
    }

    /// The text to store.
    #[must_use]
    pub fn to_storage(&self) -> String {
        // Plain numbers, strings and maps with string or number keys always serialise.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads stored text back; missing fields read as empty.
    ///
    /// ```
    /// use chesslab_pages::solo::PlayerRecord;
    ///
    /// let old = PlayerRecord::from_storage(r#"{"solved":{"beginner":3},"hints_used":1}"#)?;
    /// assert_eq!((old.total_solved(), old.rating_text()), (3, None));
    /// assert!(PlayerRecord::from_storage(r#"{"solved":"lots"}"#).is_err());
    /// # Ok::<(), chesslab_pages::solo::RecordError>(())
    /// ```
    ///
    /// # Errors
    /// [`RecordError`] saying why the text is not a record.
    pub fn from_storage(text: &str) -> Result<PlayerRecord, RecordError> {
        let mut record: PlayerRecord =
            serde_json::from_str(text).map_err(|error| RecordError(error.to_string()))?;
        super::retry::checked(&mut record.to_retry);
        Ok(record)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wins_count_by_level_and_keep_the_best_time() {
        let mut record = PlayerRecord::default();
        record.record_win(Some(Level::Beginner), 30.0, 0, 100);
        record.record_win(Some(Level::Beginner), 12.5, 2, 100);
        record.record_win(None, 40.0, 0, 100);
        assert_eq!(record.solved.get("beginner"), Some(&2));
        assert_eq!(record.solved.get(OTHER_PUZZLES), Some(&1));
        assert_eq!(record.total_solved(), 3);
        assert_eq!(record.solved_unaided, 2);
        assert_eq!(record.best_seconds.get("beginner"), Some(&12.5));
    }

    #[test]
    fn the_streak_grows_day_by_day_and_breaks_after_a_missed_day() {
        let mut record = PlayerRecord::default();
        for day in [10, 10, 11, 12] {
            record.record_win(None, 1.0, 0, day);
        }
        assert_eq!((record.streak, record.streak_on(12), record.streak_on(13)), (3, 3, 3));
        assert_eq!(record.streak_on(14), 0, "a whole day without a solve");
        record.record_win(None, 1.0, 0, 20);
        assert_eq!((record.streak, record.best_streak), (1, 3));
    }

    #[test]
    fn a_record_stored_before_the_rating_reads_and_a_new_one_reads_back() {
        let old = r#"{"solved":{"beginner":2,"other":1},"solved_unaided":2,"hints_used":1,
            "best_seconds":{"beginner":30.5},"streak":1,"best_streak":4,"last_day":20780}"#;
        let record = PlayerRecord::from_storage(old).unwrap();
        assert_eq!((record.total_solved(), record.best_streak, record.last_day), (3, 4, Some(20_780)));
        assert_eq!(record.rating, Rating::default());
        assert!(
            record.rating_history.is_empty() && record.attempted.is_empty() && record.best_runs.is_empty()
        );
        let mut record = record;
        let puzzle = super::super::RatedPuzzle::challenge(1, 0, 2.0);
        record.record_rated(&puzzle, true, 5.0);
        record.record_level_solve(puzzle.level());
        let run = RunResult { seed: 1, daily: None, solved: 4, mistakes: 3, hints: 0, ms: 9, ended_ms: 6.0 };
        assert!(record.record_run(run));
        assert_eq!(PlayerRecord::from_storage(&record.to_storage()), Ok(record));
    }

    #[test]
    fn an_unreadable_record_is_refused_with_the_reason() {
        for text in ["", "[1,2", r#"{"solved":"lots"}"#, r#"{"rating":{"rating":"high"}}"#, "null"] {
            let error = PlayerRecord::from_storage(text).unwrap_err().to_string();
            assert!(error.starts_with("the stored progress cannot be read: "), "{text}: {error}");
        }
    }

    #[test]
    fn a_damaged_or_older_record_still_loads() {
        let old: PlayerRecord = serde_json::from_str(r#"{"hints_used": 4}"#).unwrap();
        assert_eq!(old.hints_used, 4);
        assert_eq!(old.total_solved(), 0);
        assert!(serde_json::from_str::<PlayerRecord>("[1,2").is_err());
    }
}
