//! "No win from here": after every change of the position the page asks a
//! worker whether a win is still possible ([`DeadEndTask`]), and when none
//! is, says why, marks the pieces the reason names and offers Undo. Players
//! who want no help switch it off; the choice is stored.
//!
//! The check runs beside the other searches (a hint or a count is not
//! stopped by it, nor it by them); a verdict about an older position (the
//! player moved or undid meanwhile) is dropped by its ticket.

use super::{
    super::{Outcome, Search, Ticket},
    Effect, SoloPage, Sound, Tone,
};
use crate::solo::GameStatus;
use chesslab_core::{
    board::Square,
    solo::{DeadEnd, DeadEndReply, DeadEndTask},
    task::Event,
};

/// The check's switch, its search and its verdict on the position shown.
#[derive(Clone, Debug)]
pub(super) struct DeadEndCheck {
    /// Whether the player wants the warning.
    enabled: bool,
    search: Search,
    /// Why the position on the board is lost, once the worker has said so.
    verdict: Option<DeadEnd>,
    /// The last verdict's position (moves played) and how long its check took, from the move (milliseconds).
    last: Option<(usize, f64)>,
}

impl Default for DeadEndCheck {
    fn default() -> Self {
        DeadEndCheck { enabled: true, search: Search::default(), verdict: None, last: None }
    }
}

impl DeadEndCheck {
    /// The position changed: the old verdict and any check under way are moot.
    fn forget(&mut self, now_ms: f64) {
        self.verdict = None;
        self.search.cancel(now_ms);
    }

    /// The reason the position shown is lost, when known.
    pub const fn verdict(&self) -> Option<&DeadEnd> {
        self.verdict.as_ref()
    }
}

/// The status line for a lost position.
#[must_use]
pub fn no_win_text(reason: &DeadEnd) -> String {
    format!("No win from here: {reason}. Undo the last move?")
}

impl SoloPage {
    /// Whether the page warns when a win is no longer possible.
    #[must_use]
    pub const fn warn_on(&self) -> bool {
        self.check.enabled
    }

    /// Sets the warning on or off as stored (no saving: it is the stored choice).
    pub fn set_warn_on(&mut self, on: bool) {
        self.check.enabled = on;
    }

    /// The warning's switch: on if off, off if on; the choice is stored.
    /// Switched on, the position on the board is checked at once.
    pub fn toggle_warn(&mut self, now_ms: f64) -> Vec<Effect> {
        self.check.enabled = !self.check.enabled;
        self.out.save_warn = true;
        self.check.forget(now_ms);
        if self.check.enabled {
            self.check_position(now_ms);
            self.say("You will be told at once when a win is no longer possible.", Tone::Info);
        } else {
            self.say("No warnings: you will find dead ends yourself.", Tone::Info);
        }
        self.take()
    }

    /// The last check: the moves played in the position it judged, and
    /// how long it took from the move to its verdict (milliseconds).
    #[must_use]
    pub const fn last_check(&self) -> Option<(usize, f64)> {
        self.check.last
    }

    /// The squares of the pieces the verdict names (none when there is no verdict).
    pub(super) fn dead_end_squares(&self) -> Vec<Square> {
        self.check.verdict().map(DeadEnd::squares).unwrap_or_default()
    }

    /// The position changed: drops the old verdict and, when the warning is
    /// on and the game goes on, asks the worker about the new position.
    pub(super) fn check_position(&mut self, now_ms: f64) {
        self.check.forget(now_ms);
        self.run_position_changed(self.game().played().len());
        // In a challenge run mistakes are counted, so the check runs with the warning off too.
        let wanted = self.check.enabled || self.run_counts_mistakes();
        if !wanted || self.editing.is_some() || self.game().status() == GameStatus::Won {
            return self.run_verdict_settled();
        }
        let ticket = self.check.search.start(now_ms);
        let game = self.game();
        let task = DeadEndTask { puzzle: game.code(), played: game.played().to_vec(), rules: game.rules() };
        self.out.check = Some((ticket, task));
    }

    /// An event of the check named `ticket`: a verdict of "lost" is said at once.
    pub fn dead_end_event(&mut self, ticket: Ticket, event: Event<DeadEndReply>, now_ms: f64) -> Vec<Effect> {
        match self.check.search.event(ticket, event, now_ms) {
            Outcome::Stale | Outcome::Running => {}
            // A check that fails says nothing: the game goes on without the warning.
            Outcome::Failed { .. } => self.run_verdict_settled(),
            Outcome::Done { reply, seconds } => {
                self.check.last = Some((reply.ply, seconds * 1000.0));
                if reply.ply == self.game().played().len() {
                    let lost = reply.dead_end.as_ref().map(no_win_text);
                    if let Some(reason) = reply.dead_end {
                        let text = no_win_text(&reason);
                        self.say(text.clone(), Tone::Warning);
                        self.announce(text);
                        // The "no capture left" sound has played with the move already.
                        if self.game().status() == GameStatus::Playing {
                            self.out.sound = self.sound_on.then_some(Sound::DeadEnd);
                        }
                        self.check.verdict = Some(reason);
                        // A first attempt at a rated puzzle is lost; the puzzle is to retry.
                        self.out.save_record |= self.record.mistake(now_ms);
                        self.note_to_retry(super::RetryReason::Failed);
                    }
                    self.run_verdict(reply.ply, lost, now_ms);
                }
            }
        }
        self.take()
    }

    /// The worker for the check named `ticket` could not start: the game goes on unchecked.
    pub fn check_failed(&mut self, ticket: Ticket, now_ms: f64) {
        if self.check.search.ticket() == Some(ticket) {
            self.check.search.cancel(now_ms);
            self.run_verdict_settled();
        }
    }
}
