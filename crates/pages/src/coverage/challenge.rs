//! Play's challenge: leave only one square unattacked. Its squares come from
//! what the solver already proved when they can (the best configurations),
//! so that a challenge starts at once; else from the solver's table, searched
//! once, with Play's words.

use super::{status, CoveragePage, Effect, Goal};
use crate::Tone;
use chesslab_core::board::Square;

/// What Play says while the squares that can be left alone are found.
const FINDING: &str = "Finding the squares that can be left alone…";

impl CoveragePage {
    /// Challenge: leave only one square unattacked — the next square (after
    /// the one played) that can be, on a clear board (Undo brings the pieces
    /// back). The squares come from the best configurations when those leave
    /// one square each; when the best is still being proven, the challenge
    /// starts when it comes; else the solver's table is searched first.
    pub fn next_challenge(&mut self, now_ms: f64) -> Vec<Effect> {
        if self.play.lonely.is_none() {
            self.play.lonely = self.play.lonely_from_best();
        }
        let Some(lonely) = self.play.lonely.clone() else { return self.find_lonely(now_ms) };
        self.play.challenge_asked = false;
        let after = self.play.challenge.map_or(0, |square| usize::from(square.index()) + 1);
        let next = lonely
            .iter()
            .copied()
            .find(|square| usize::from(square.index()) >= after)
            .or(lonely.first().copied());
        let Some(square) = next else {
            let text = "No square can be the only one left unattacked with these pieces.".to_string();
            return vec![status(text.clone(), Tone::Warning), Effect::Announce(text)];
        };
        self.play.challenge = Some(square);
        self.play.clear();
        self.play.hand.hint = None;
        let mut effects = self.play.hand.stop_hint(now_ms);
        // The status line may still hold the solver's words: the challenge's own line says it all.
        effects.push(status(String::new(), Tone::Info));
        effects.push(Effect::ReplaceAddress);
        effects.push(Effect::Announce(self.play_state()));
        effects
    }

    /// The squares that can be left alone are not known yet: the challenge waits for
    /// the best being proven, or for the solver's table (searched for Play: the page's
    /// goal and its link stay, and Play's words replace the solver's).
    fn find_lonely(&mut self, now_ms: f64) -> Vec<Effect> {
        let asked_before = std::mem::replace(&mut self.play.challenge_asked, true);
        let proving = self.play.best.is_none() && self.goal == Goal::Max && self.search.is_running();
        let mut effects = if proving || asked_before {
            Vec::new()
        } else {
            let settings = self.play.settings.clone();
            let goal = self.goal;
            let effects = self.search(settings, Goal::Unattacked, now_ms);
            self.goal = goal;
            effects
                .into_iter()
                .filter(|effect| !matches!(effect, Effect::Status(message) if message.tone == Tone::Info))
                .collect()
        };
        effects.extend([status(FINDING.to_string(), Tone::Info), Effect::Announce(FINDING.to_string())]);
        effects
    }

    /// End the challenge: back to the most squares.
    pub fn end_challenge(&mut self, now_ms: f64) -> Vec<Effect> {
        if self.play.challenge.take().is_none() {
            return Vec::new();
        }
        let mut effects = self.play.hand.stop_hint(now_ms);
        effects.push(Effect::ReplaceAddress);
        effects.push(Effect::Announce(self.play_state()));
        effects
    }

    /// The solver's table for `settings` arrived: the squares that can be left
    /// alone (a challenge asked for starts).
    pub(super) fn learn_lonely(
        &mut self,
        settings: &super::Settings,
        squares: Vec<Square>,
        now_ms: f64,
    ) -> Vec<Effect> {
        if *settings != self.play.settings {
            return Vec::new();
        }
        self.play.lonely = Some(squares);
        if self.play.challenge_asked {
            return self.next_challenge(now_ms);
        }
        Vec::new()
    }
}
