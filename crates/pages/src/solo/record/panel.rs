//! The "Your progress" panel: the counters as lines, the rating with its
//! deviation, the rating's history for the chart, rated puzzles solved per
//! level, the best challenge runs and the puzzles to retry. The page's second
//! module draws it (the first screen does not need it), from the record the
//! game hands over; the reset button and a notice stay with the game.

use super::{PlayerRecord, RatingPoint, OTHER_PUZZLES};
use crate::solo::texts::clock;
use chesslab_core::{
    numbers::plural,
    solo::{day_of, ALL_LEVELS, CHALLENGE_LENGTH},
};

/// The "Your progress" panel.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordScreen {
    /// One line each: solved, unaided, streak, hints, best times, auto-solved.
    pub lines: Vec<String>,
    /// "1523, give or take 284", once a rated puzzle was attempted.
    pub rating: Option<String>,
    /// The rating's history for the chart, oldest first.
    pub chart: Vec<RatingPoint>,
    /// Rated puzzles solved per difficulty level, 1 to 10 (ten bars).
    pub solved_by_level: [u32; 10],
    /// The best challenge runs, best first: "17/30 · 2 mistakes · 12:40 · 3 hints".
    pub best_runs: Vec<String>,
    /// Puzzles failed or given up, to retry: the line to show and the link that opens it.
    pub to_retry: Vec<(String, String)>,
}

impl PlayerRecord {
    /// The panel as it stands at `now_ms` (the streak breaks after a missed day).
    ///
    /// ```
    /// use chesslab_pages::solo::PlayerRecord;
    ///
    /// let panel = PlayerRecord::default().panel(0.0);
    /// assert_eq!(panel.lines[0], "Puzzles solved: none yet");
    /// assert_eq!(panel.rating, None);
    /// ```
    #[must_use]
    pub fn panel(&self, now_ms: f64) -> RecordScreen {
        // Solves and best times are listed under the same names: a pack's puzzle ("other")
        // has its best time beside its count.
        let names = || ALL_LEVELS.iter().map(|level| level.name()).chain([OTHER_PUZZLES]);
        let by_level: Vec<String> =
            names().filter_map(|name| self.solved.get(name).map(|count| format!("{name} {count}"))).collect();
        let best: Vec<String> = names()
            .filter_map(|name| {
                self.best_seconds.get(name).map(|seconds| format!("{name} {}", clock(*seconds)))
            })
            .collect();
        let solved = match by_level.is_empty() {
            true => "Puzzles solved: none yet".to_string(),
            false => format!("Puzzles solved: {} ({})", self.total_solved(), by_level.join(", ")),
        };
        let best = if best.is_empty() { "none yet".to_string() } else { best.join(", ") };
        let lines = vec![
            solved,
            format!("Solved without help: {}", self.solved_unaided),
            // Any puzzle solved keeps it: it is not the daily puzzle's streak.
            format!(
                "Days in a row with a solve: {} (best {})",
                self.streak_on(day_of(now_ms)),
                self.best_streak
            ),
            format!("Hints used: {}", self.hints_used),
            format!("Best times: {best}"),
            format!("Played by Auto-solve: {} (not counted as solved)", self.auto_solved),
        ];
        let mut solved_by_level = [0u32; 10];
        for (&level, &count) in &self.solved_by_level {
            if let Some(bar) = solved_by_level.get_mut(usize::from(level.clamp(1, 10)) - 1) {
                *bar = bar.saturating_add(count);
            }
        }
        let best_runs = self
            .best_runs
            .iter()
            .map(|run| {
                format!(
                    "{}/{CHALLENGE_LENGTH} · {} · {} · {}",
                    run.solved,
                    plural(u64::from(run.mistakes), "mistake"),
                    clock(run.ms as f64 / 1000.0),
                    plural(u64::from(run.hints), "hint")
                )
            })
            .collect();
        RecordScreen {
            lines,
            rating: self.rating_text(),
            chart: self.rating_history.clone(),
            solved_by_level,
            best_runs,
            to_retry: self.to_retry.iter().map(|entry| (entry.line(), entry.link.clone())).collect(),
        }
    }
}
