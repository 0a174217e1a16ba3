//! What a player has achieved: puzzles solved per level, the daily streak,
//! hints used, best times. Kept by the page in the browser's storage; pure
//! here so its rules are tested natively.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use chesslab_core::solo::Level;

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
}

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
    fn a_damaged_or_older_record_still_loads() {
        let old: PlayerRecord = serde_json::from_str(r#"{"hints_used": 4}"#).unwrap();
        assert_eq!(old.hints_used, 4);
        assert_eq!(old.total_solved(), 0);
        assert!(serde_json::from_str::<PlayerRecord>("[1,2").is_err());
    }
}
