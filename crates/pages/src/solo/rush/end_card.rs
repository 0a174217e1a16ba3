//! The end of a Rush: its card (score, captures, accuracy, best combo, time
//! per capture, the highest step, the best scores of the day, the week and
//! all time, and the failed puzzles to open), and a race link to share.

use chesslab_core::{
    link::Link as _,
    solo::{day_of, Link, Puzzle, RushEnd, RushLink, RushMode, RUSH_STEPS},
};

use super::Rush;
use crate::solo::WinScreen;

/// A best score: of a mode, on a day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RushBest {
    /// The mode.
    pub mode: RushMode,
    /// The day (days since 1970-01-01).
    pub day: i64,
    /// Puzzles solved.
    pub score: u32,
}

impl Rush {
    /// The end card once the run is over, at `now_ms`: its title, lines, the
    /// failed puzzles' links, `next_label` (Play again) and a race to share.
    #[must_use]
    pub fn end_card(&self, next_label: String, now_ms: f64) -> Option<WinScreen> {
        let run = self.run().filter(|run| run.is_over())?;
        let title = match run.end {
            Some(RushEnd::TimeUp) => "Time's up!",
            Some(RushEnd::Strikes) if run.mode.strikes() == Some(1) => "Streak over",
            Some(RushEnd::Strikes) => "Three mistakes: the run is over",
            Some(RushEnd::Cleared) => "Every puzzle played!",
            Some(RushEnd::Left) | None => "Rush over",
        };
        let today = day_of(now_ms);
        let best = |since| self.bests().best_of(run.mode, since).map_or(0, |best| best.score);
        let mut lines = vec![
            format!("Score: {}", run.solved),
            format!("Captures: {} ({} right)", run.right + run.wrong, run.right),
            format!("Accuracy: {} %", run.accuracy_percent()),
            format!("Best combo: {}", run.best_combo),
            format!("Time per capture: {} s", tenths(run.ms_per_capture())),
            format!("Highest step: {} of {RUSH_STEPS}", self.step_reached()),
            format!(
                "Best today: {} · this week: {} · all time: {}",
                best(Some(today)),
                best(Some(today - 6)),
                best(None)
            ),
        ];
        if let Some(race) = self.race() {
            let them = race.solved();
            let more = if race.complete { "" } else { "+" };
            lines.push(format!(
                "Your friend: {them}{more} solved (times as their link says: they cannot be checked)"
            ));
        }
        let failed = self
            .failed()
            .into_iter()
            .map(|id| {
                (
                    format!("Try again: {} puzzle {}", id.pack.title(), id.number),
                    Link::Puzzle(Puzzle::Pack(id)).to_fragment(),
                )
            })
            .collect();
        Some(WinScreen {
            title,
            stats: lines,
            stars: String::new(),
            next_label,
            shareable: true,
            again: false,
            links: failed,
        })
    }

    /// The text to share once the run is over: its score and a race link after `address`.
    #[must_use]
    pub fn share_text(&self, address: &str) -> Option<String> {
        let run = self.run().filter(|run| run.is_over())?;
        let link = RushLink::race(address, run.mode, run.seed, &run.splits);
        Some(format!(
            "Chess Puzzle Lab {} · {} solved · best combo {} — race me:\n{link}",
            run.mode.title(),
            run.solved,
            run.best_combo
        ))
    }
}

/// Milliseconds as seconds with one decimal ("2.4"), without the float printer.
fn tenths(ms: f64) -> String {
    let tenths = (ms / 100.0).round().clamp(0.0, 1e9) as u64;
    format!("{}.{}", tenths / 10, tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_without_the_float_printer() {
        assert_eq!(
            (tenths(2_449.0), tenths(0.0), tenths(61_050.0)),
            ("2.4".to_string(), "0.0".to_string(), "61.1".to_string())
        );
    }
}
