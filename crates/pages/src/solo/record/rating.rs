//! The player's Glicko-2 rating in the record: updated on the first attempt
//! at each rated puzzle (a pack puzzle, a daily puzzle, a challenge puzzle),
//! a win when solved without help, a loss after a mistake, a hint or the
//! solution shown; its history, for the chart; the rated puzzles solved per
//! difficulty level.
//!
//! Each first attempt is a rating period of one game against the puzzle's
//! rating (`chesslab_core::solo::puzzle_rating`, from its measured effort).

use chesslab_core::{
    glicko2::{self, Rating},
    numbers::fixed,
    solo::{date_text, puzzle_rating, rating_level, seed_text, PuzzleId, RulesPreset},
};

use super::PlayerRecord;
use crate::json::json_record;

/// Points of the rating's history kept (the oldest go first).
pub const HISTORY_LENGTH: usize = 500;

/// Rated puzzles remembered as attempted (the oldest are forgotten first).
pub const MAX_ATTEMPTED: usize = 5000;

/// One point of the rating's history.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingPoint {
    /// When (milliseconds since 1970).
    pub at_ms: f64,
    /// The rating after the game.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
}

/// A rated puzzle: its id (to count only the first attempt) and its rating.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedPuzzle {
    /// `solo-17` (a pack puzzle), `daily-solo-2026-11-25`, `challenge-abc123-4`.
    pub id: String,
    /// The puzzle's rating.
    pub rating: Rating,
}

impl RatedPuzzle {
    /// Pack puzzle `id`, whose measured effort is `effort` bits.
    #[must_use]
    pub fn pack(id: PuzzleId, effort: f64) -> RatedPuzzle {
        RatedPuzzle { id: id.to_string(), rating: puzzle_rating(effort) }
    }

    /// The daily puzzle of `day` under `rules`.
    #[must_use]
    pub fn daily(day: i64, rules: RulesPreset, effort: f64) -> RatedPuzzle {
        RatedPuzzle { id: format!("daily-{rules}-{}", date_text(day)), rating: puzzle_rating(effort) }
    }

    /// Puzzle `index` (from 0) of the challenge run made from `seed`.
    #[must_use]
    pub fn challenge(seed: u64, index: usize, effort: f64) -> RatedPuzzle {
        RatedPuzzle {
            id: format!("challenge-{}-{}", seed_text(seed), index + 1),
            rating: puzzle_rating(effort),
        }
    }

    /// Its difficulty level, 1 to 10.
    #[must_use]
    pub fn level(&self) -> u8 {
        rating_level(self.rating.rating)
    }
}

impl PlayerRecord {
    /// Whether puzzle `id` was attempted already (its result is in the rating).
    #[must_use]
    pub fn has_attempted(&self, id: &str) -> bool {
        self.attempted.iter().any(|seen| seen == id)
    }

    /// The result of a first attempt at `puzzle` at `now_ms`: `won` when it
    /// was solved without help. Updates the rating and its history; a later
    /// attempt at the same puzzle changes nothing (tells so by returning false).
    ///
    /// ```
    /// use chesslab_core::solo::{PackName, PuzzleId};
    /// use chesslab_pages::solo::{PlayerRecord, RatedPuzzle};
    ///
    /// let mut record = PlayerRecord::default();
    /// let puzzle = RatedPuzzle::pack(PuzzleId { pack: PackName::Solo, number: 17 }, 4.0);
    /// assert!(record.record_rated(&puzzle, true, 1.0));
    /// assert!(record.rating.rating > 1500.0 && record.rating.deviation < 350.0);
    /// assert!(!record.record_rated(&puzzle, false, 2.0), "only the first attempt counts");
    /// assert_eq!(record.rating_history.len(), 1);
    /// ```
    pub fn record_rated(&mut self, puzzle: &RatedPuzzle, won: bool, now_ms: f64) -> bool {
        if self.has_attempted(&puzzle.id) {
            return false;
        }
        self.attempted.push(puzzle.id.clone());
        if self.attempted.len() > MAX_ATTEMPTED {
            let extra = self.attempted.len() - MAX_ATTEMPTED;
            self.attempted.drain(..extra);
        }
        self.rating = glicko2::update(self.rating, &[(puzzle.rating, if won { 1.0 } else { 0.0 })]);
        let at_ms = if now_ms.is_finite() { now_ms } else { 0.0 };
        self.rating_history.push(RatingPoint {
            at_ms,
            rating: self.rating.rating,
            deviation: self.rating.deviation,
        });
        if self.rating_history.len() > HISTORY_LENGTH {
            let extra = self.rating_history.len() - HISTORY_LENGTH;
            self.rating_history.drain(..extra);
        }
        true
    }

    /// Notes a rated puzzle of difficulty `level` (1 to 10) solved (with or without help).
    pub fn record_level_solve(&mut self, level: u8) {
        let solved = self.solved_by_level.get_or_insert_with(level.clamp(1, 10), || 0);
        *solved = solved.saturating_add(1);
    }

    /// Whether the player has a rating yet (one rated puzzle attempted).
    #[must_use]
    pub fn is_rated(&self) -> bool {
        !self.rating_history.is_empty()
    }

    /// "1523, give or take 284" (the rating and twice its deviation: about 95% sure), once rated.
    #[must_use]
    pub fn rating_text(&self) -> Option<String> {
        self.is_rated().then(|| {
            format!(
                "{}, give or take {}",
                fixed(self.rating.rating, 0),
                fixed(2.0 * self.rating.deviation, 0)
            )
        })
    }
}

// Stored as `{"at_ms":…,"rating":…,"deviation":…}`.
json_record!(RatingPoint { at_ms, rating, deviation });

#[cfg(test)]
mod tests {
    use super::*;
    use chesslab_core::solo::PackName;

    fn pack_puzzle(number: u16, effort: f64) -> RatedPuzzle {
        RatedPuzzle::pack(PuzzleId { pack: PackName::Solo, number }, effort)
    }

    #[test]
    fn wins_raise_losses_lower_and_each_puzzle_counts_once() {
        let mut record = PlayerRecord::default();
        assert_eq!(record.rating_text(), None);
        assert!(record.record_rated(&pack_puzzle(1, 4.0), true, 10.0));
        let after_win = record.rating;
        assert!(after_win.rating > 1500.0);
        assert!(record.record_rated(&pack_puzzle(2, 4.0), false, 20.0));
        assert!(record.rating.rating < after_win.rating);
        assert!(record.rating.deviation < after_win.deviation);
        assert!(!record.record_rated(&pack_puzzle(1, 4.0), false, 30.0));
        assert_eq!(record.attempted, ["solo-1", "solo-2"]);
        let points: Vec<f64> = record.rating_history.iter().map(|point| point.at_ms).collect();
        assert_eq!(points, [10.0, 20.0]);
        assert!(record.rating_text().is_some_and(|text| text.contains(", give or take ")));
    }

    #[test]
    fn the_history_and_the_attempted_puzzles_are_bounded() {
        let mut record = PlayerRecord::default();
        for index in 0..MAX_ATTEMPTED + 20 {
            let puzzle = RatedPuzzle::challenge(7, index, 3.0);
            assert!(record.record_rated(&puzzle, index % 3 == 0, index as f64));
        }
        assert_eq!(record.rating_history.len(), HISTORY_LENGTH);
        assert_eq!(record.attempted.len(), MAX_ATTEMPTED);
        assert_eq!(record.rating_history.last().map(|point| point.at_ms), Some((MAX_ATTEMPTED + 19) as f64));
        assert!(!record.has_attempted("challenge-7-1"), "the oldest are forgotten first");
        assert!(record.rating.rating.is_finite());
    }

    #[test]
    fn ids_name_the_pack_the_day_or_the_run() {
        assert_eq!(pack_puzzle(17, 0.0).id, "solo-17");
        assert_eq!(RatedPuzzle::daily(20_782, RulesPreset::Solo, 1.0).id, "daily-solo-2026-11-25");
        assert_eq!(RatedPuzzle::challenge(623_698_779, 0, 1.0).id, "challenge-abc123-1");
        assert_eq!((pack_puzzle(1, 0.0).level(), pack_puzzle(1, 99.0).level()), (1, 10));
    }
}
