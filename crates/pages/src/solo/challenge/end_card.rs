//! The card at the end of a run, and its short text to share (no spoilers:
//! counts, time and the run's link, never a position or a move).

use chesslab_core::{link::Link as _, numbers::plural, solo::date_text, solo::CHALLENGE_LENGTH};

use super::{ChallengeRun, RunEnd};
use crate::solo::texts::clock;

/// The end card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EndCard {
    /// "Perfect run!", "Run complete", "Out of mistakes" or "Run left".
    pub title: &'static str,
    /// One line each: solved, mistakes, time, hints.
    pub lines: Vec<String>,
}

impl ChallengeRun {
    /// The end card, once the run is over.
    #[must_use]
    pub fn end_card(&self) -> Option<EndCard> {
        let end = self.end?;
        let title = match end {
            RunEnd::Finished if self.mistakes == 0 && self.hints == 0 => "Perfect run!",
            RunEnd::Finished => "Run complete",
            RunEnd::OutOfMistakes => "Out of mistakes",
            RunEnd::Left => "Run left",
        };
        let lines = vec![
            format!("Solved: {} of {CHALLENGE_LENGTH}", self.solved),
            format!("Mistakes: {}", self.mistakes),
            format!("Time: {}", self.clock_text()),
            format!("Hints: {}", self.hints),
        ];
        Some(EndCard { title, lines })
    }

    /// The run's time as the card shows it (at its end).
    fn clock_text(&self) -> String {
        clock(self.elapsed_ms(self.ended_ms.unwrap_or(self.started_ms)) / 1000.0)
    }

    /// The run's result to share, once it is over, with its link on
    /// `page_url` (the page's address without its `#…`): "Chess Puzzle Lab
    /// challenge · 17/30 solved · 2 mistakes · 12:40 · 3 hints" and the link.
    #[must_use]
    pub fn share_text(&self, page_url: &str) -> Option<String> {
        self.end?;
        let name = match self.daily {
            Some(day) => format!("daily challenge {}", date_text(day)),
            None => "challenge".to_string(),
        };
        Some(format!(
            "Chess Puzzle Lab {name} · {}/{CHALLENGE_LENGTH} solved · {} · {} · {}\n{page_url}{}",
            self.solved,
            plural(u64::from(self.mistakes), "mistake"),
            self.clock_text(),
            plural(u64::from(self.hints), "hint"),
            self.link().to_fragment(),
        ))
    }
}
