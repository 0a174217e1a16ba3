//! What a player has achieved: puzzles solved per level, the daily streak,
//! hints used, best times, the rating and its history, the best challenge
//! runs. Kept by the page in the browser's storage as JSON
//! ([`PlayerRecord::to_storage`]); pure here so its rules are tested natively.
//!
//! Fields added later read as empty from a record stored before them (every
//! field has a default). Stored counters saturate: a record edited to
//! counts near `u32::MAX` (or days far from today) stays at the maximum
//! instead of overflowing. Stored text that still cannot be read is refused
//! with a [`RecordError`] (never dropped): the page keeps it aside and says so.

use crate::{
    json::{json_record, FromJson, ToJson},
    SortedMap,
};
use chesslab_core::{glicko2::Rating, solo::Level};

use super::{rating::RatingPoint, retry::ToRetry};
use crate::solo::challenge::{keep_best, RunResult};

/// The name under which puzzles that were not generated at a level (opened
/// from a link, a code or the editor) are counted.
pub const OTHER_PUZZLES: &str = "other";

/// A player's record. Missing fields read as empty, so an older or damaged
/// stored record still loads.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerRecord {
    /// Puzzles solved, by level name (or [`OTHER_PUZZLES`]).
    pub solved: SortedMap<String, u32>,
    /// Puzzles solved without a hint or an automatic solution.
    pub solved_unaided: u32,
    /// Hints asked for, in all.
    pub hints_used: u32,
    /// The fastest solve, in seconds, by level name.
    pub best_seconds: SortedMap<String, f64>,
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
    pub solved_by_level: SortedMap<u8, u32>,
    /// The best challenge runs, best first (at most [`BEST_RUNS`](crate::solo::BEST_RUNS)).
    pub best_runs: Vec<RunResult>,
    /// Puzzles won with Auto-solve's help: played, never counted as solved (a second
    /// win of the same game after it adds nothing either).
    pub auto_solved: u32,
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
        let solved = self.solved.get_or_insert_with(name.clone(), || 0);
        *solved = solved.saturating_add(1);
        if hints == 0 {
            self.solved_unaided = self.solved_unaided.saturating_add(1);
        }
        if seconds.is_finite() && seconds >= 0.0 {
            let best = self.best_seconds.get_or_insert_with(name, || seconds);
            *best = best.min(seconds);
        }
        self.streak = match self.last_day {
            Some(last) if last == day => self.streak.max(1),
            Some(last) if last.checked_add(1) == Some(day) => self.streak.saturating_add(1),
            _ => 1,
        };
        self.best_streak = self.best_streak.max(self.streak);
        self.last_day = Some(self.last_day.map_or(day, |last| last.max(day)));
    }

    /// Notes a puzzle won with Auto-solve's help.
    pub fn record_auto_solved(&mut self) {
        self.auto_solved = self.auto_solved.saturating_add(1);
    }

    /// Notes one hint asked for.
    pub fn record_hint(&mut self) {
        self.hints_used = self.hints_used.saturating_add(1);
    }

    /// The streak as it stands on `today`: broken when a whole day passed without a solve.
    #[must_use]
    pub fn streak_on(&self, today: i64) -> u32 {
        match self.last_day {
            Some(last) if today.saturating_sub(last) <= 1 => self.streak,
            _ => 0,
        }
    }

    /// Puzzles solved in all.
    #[must_use]
    pub fn total_solved(&self) -> u32 {
        self.solved.values().fold(0, |sum, &count| sum.saturating_add(count))
    }

    /// Notes a finished challenge run; tells whether it is among the best.
    pub fn record_run(&mut self, run: RunResult) -> bool {
        keep_best(&mut self.best_runs, run)
    }

    /// The text to store.
    #[must_use]
    pub fn to_storage(&self) -> String {
        self.to_json().to_text()
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
        let read = PlayerRecord::from_text(text);
        let mut record = read.map_err(|error| RecordError(error.to_string()))?;
        super::retry::checked(&mut record.to_retry);
        Ok(record)
    }
}

// Stored as an object of its fields by name; any field missing reads as a new player's.
json_record!(PlayerRecord {
    solved(default),
    solved_unaided(default),
    hints_used(default),
    best_seconds(default),
    streak(default),
    best_streak(default),
    last_day(default),
    rating(default),
    rating_history(default),
    attempted(default),
    solved_by_level(default),
    best_runs(default),
    auto_solved(default),
    to_retry(default),
});

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn a_record_as_earlier_versions_stored_it_reads_and_is_stored_again_the_same() {
        // As serde_json wrote it until 2026-11-28: whole floats with ".0", maps with number keys as strings.
        let old = r##"{"solved":{"beginner":3,"other":1},"solved_unaided":2,"hints_used":1,"best_seconds":{"beginner":42.5},"streak":1,"best_streak":2,"last_day":20780,"rating":{"rating":1523.4,"deviation":284.0,"volatility":0.06},"rating_history":[{"at_ms":1795435200000.0,"rating":1523.4,"deviation":284.0}],"attempted":["pack:solo-3"],"solved_by_level":{"3":1},"best_runs":[{"seed":18446744073709551615,"daily":null,"solved":17,"mistakes":2,"hints":3,"ms":760000,"ended_ms":1795435260000.0}],"to_retry":[{"link":"#/solo/R1R1/4/4/B1B1","title":"Shared puzzle · Classic rules","reason":"gave_up"}]}"##;
        let record = PlayerRecord::from_storage(old).unwrap();
        assert_eq!((record.total_solved(), record.solved_unaided, record.last_day), (4, 2, Some(20_780)));
        assert_eq!(record.best_seconds.get("beginner"), Some(&42.5));
        assert_eq!((record.rating.rating, record.rating.deviation), (1523.4, 284.0));
        assert_eq!(record.solved_by_level.get(&3), Some(&1));
        assert_eq!(record.best_runs[0].seed, u64::MAX, "a 64-bit seed reads exactly");
        assert_eq!(record.to_retry[0].reason, super::super::retry::RetryReason::GaveUp);
        assert_eq!(PlayerRecord::from_storage(&record.to_storage()).unwrap(), record);
        let error = PlayerRecord::from_storage(&old.replace("\"gave_up\"", "\"lost\"")).unwrap_err();
        assert_eq!(error.to_string(), "the stored progress cannot be read: 'to_retry': item 1: 'reason': 'lost' is not failed or gave_up");
    }

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

    /// A record stored with every counter at its maximum and the last day at `last_day`.
    fn at_the_maxima(last_day: i64) -> PlayerRecord {
        let text = format!(
            r#"{{"solved":{{"beginner":{max},"other":{max}}},"solved_unaided":{max},"hints_used":{max},
                "streak":{max},"best_streak":{max},"last_day":{last_day},"solved_by_level":{{"3":{max}}}}}"#,
            max = u32::MAX
        );
        PlayerRecord::from_storage(&text).unwrap()
    }

    #[test]
    fn a_record_at_the_maxima_saturates_instead_of_overflowing() {
        for (last_day, day) in [(i64::MAX, i64::MAX), (i64::MAX - 1, i64::MAX), (i64::MIN, i64::MAX), (0, 1)]
        {
            let mut record = at_the_maxima(last_day);
            assert_eq!(record.total_solved(), u32::MAX, "the sum of the levels saturates");
            record.record_win(Some(Level::Beginner), 1.0, 0, day);
            record.record_win(None, 1.0, 2, day);
            record.record_hint();
            record.record_level_solve(3);
            assert_eq!(
                (record.solved["beginner"], record.solved[OTHER_PUZZLES], record.solved_unaided),
                (u32::MAX, u32::MAX, u32::MAX)
            );
            assert_eq!(
                (record.hints_used, record.solved_by_level[&3], record.best_streak),
                (u32::MAX, u32::MAX, u32::MAX)
            );
            assert_eq!(record.streak, if last_day == i64::MIN { 1 } else { u32::MAX }, "{last_day}");
            assert_eq!(record.total_solved(), u32::MAX);
            assert_eq!(record.last_day, Some(day.max(last_day)));
            for today in [i64::MIN, -1, 0, i64::MAX] {
                let _ = record.streak_on(today);
            }
            // And the panel that shows it.
            let screen = record.panel(f64::MAX);
            assert!(
                screen.lines[0].starts_with(&format!("Puzzles solved: {}", u32::MAX)),
                "{:?}",
                screen.lines
            );
            assert_eq!(screen.solved_by_level[2], u32::MAX);
        }
    }

    /// A counter as stored: anything, most often near the maximum.
    fn counter() -> impl Strategy<Value = u32> {
        prop_oneof![u32::MAX - 3..=u32::MAX, any::<u32>()]
    }

    /// A day as stored: anything, most often near the ends.
    fn day() -> impl Strategy<Value = i64> {
        prop_oneof![i64::MAX - 2..=i64::MAX, i64::MIN..=i64::MIN + 2, any::<i64>(), 0i64..30]
    }

    proptest! {
        #[test]
        fn a_stored_record_near_the_maxima_never_panics_and_its_counters_never_fall(
            counters in prop::collection::vec(counter(), 6),
            last_day in prop::option::of(day()),
            events in prop::collection::vec((0u8..4, day(), 0u32..3, 1u8..=10), 0..12),
        ) {
            let mut record = PlayerRecord {
                solved: SortedMap::from([("beginner".to_string(), counters[0]), (OTHER_PUZZLES.to_string(), counters[1])]),
                solved_unaided: counters[2],
                hints_used: counters[3],
                streak: counters[4],
                best_streak: counters[5],
                last_day,
                solved_by_level: SortedMap::from([(3, counters[0])]),
                ..PlayerRecord::default()
            };
            for (event, day, hints, level) in events {
                let before = record.clone();
                match event {
                    0 => record.record_win(Some(Level::Beginner), 10.0, hints, day),
                    1 => record.record_win(None, f64::NAN, hints, day),
                    2 => record.record_hint(),
                    _ => record.record_level_solve(level),
                }
                let _ = (record.total_solved(), record.streak_on(day));
                prop_assert!(record.solved_unaided >= before.solved_unaided);
                prop_assert!(record.hints_used >= before.hints_used);
                prop_assert!(record.best_streak >= before.best_streak);
                prop_assert!(record.total_solved() >= before.total_solved());
                for (name, count) in &before.solved {
                    prop_assert!(record.solved[name] >= *count);
                }
                for (level, count) in &before.solved_by_level {
                    prop_assert!(record.solved_by_level[level] >= *count);
                }
            }
            let _ = record.panel(1.0e12);
        }
    }

    #[test]
    fn a_damaged_or_older_record_still_loads() {
        let old = PlayerRecord::from_storage(r#"{"hints_used": 4}"#).unwrap();
        assert_eq!(old.hints_used, 4);
        assert_eq!(old.total_solved(), 0);
        assert!(PlayerRecord::from_storage("[1,2").is_err());
    }
}
