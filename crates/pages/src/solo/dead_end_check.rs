//! "No win from here": after every change of the position the page asks a
//! worker whether a win is still possible ([`DeadEndTask`]), and when none
//! is, says why, marks the pieces the reason names and offers Undo. Players
//! who want no help switch it off; the choice is stored.
//!
//! The check runs beside the other searches (a hint or a count is not
//! stopped by it, nor it by them); a verdict about an older position (the
//! player moved or undid meanwhile) is dropped by its ticket.

use super::super::{Outcome, Search, Ticket};
use crate::solo::{Game, GameStatus};
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

/// What an event of the check comes to.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Checked {
    /// Nothing yet (or an event about an older position).
    Waiting,
    /// No verdict will come (the check failed: the game goes on unchecked).
    Settled,
    /// The verdict on the position with `ply` moves: lost (why), or not.
    Verdict {
        /// The moves played in the position judged.
        ply: usize,
        /// Why no win is left, when none is.
        dead_end: Option<DeadEnd>,
    },
}

impl DeadEndCheck {
    /// Whether the player wants the warning.
    pub const fn enabled(&self) -> bool {
        self.enabled
    }

    /// Sets the warning on or off.
    pub fn set_enabled(&mut self, on: bool) {
        self.enabled = on;
    }

    /// The last check: the moves played in the position it judged, and
    /// how long it took from the move to its verdict (milliseconds).
    pub const fn last(&self) -> Option<(usize, f64)> {
        self.last
    }

    /// The switch at `now_ms`: on if off, off if on; tells which.
    pub fn toggle(&mut self, now_ms: f64) -> bool {
        self.enabled = !self.enabled;
        self.forget(now_ms);
        self.enabled
    }

    /// The squares of the pieces the verdict names (none when there is no verdict).
    pub fn squares(&self) -> Vec<Square> {
        self.verdict().map(DeadEnd::squares).unwrap_or_default()
    }

    /// The position of `game` changed at `now_ms`: the old verdict goes,
    /// and when `wanted` and the game goes on, the check of the new position
    /// to start. `None`: no verdict is to come.
    pub fn start(&mut self, game: &Game, wanted: bool, now_ms: f64) -> Option<(Ticket, DeadEndTask)> {
        self.forget(now_ms);
        if !wanted || game.status() == GameStatus::Won {
            return None;
        }
        let ticket = self.search.start(now_ms);
        Some((
            ticket,
            DeadEndTask { puzzle: game.code(), played: game.played().to_vec(), rules: game.rules() },
        ))
    }

    /// An event of the check named `ticket`, with `ply` moves on the board now.
    pub fn event(&mut self, ticket: Ticket, event: Event<DeadEndReply>, ply: usize, now_ms: f64) -> Checked {
        match self.search.event(ticket, event, now_ms) {
            Outcome::Stale | Outcome::Running => Checked::Waiting,
            // A check that fails says nothing: the game goes on without the warning.
            Outcome::Failed { .. } => Checked::Settled,
            Outcome::Done { reply, seconds } => {
                self.last = Some((reply.ply, seconds * 1000.0));
                if reply.ply != ply {
                    return Checked::Waiting;
                }
                self.verdict.clone_from(&reply.dead_end);
                Checked::Verdict { ply: reply.ply, dead_end: reply.dead_end }
            }
        }
    }

    /// The worker for the check named `ticket` could not start at `now_ms`;
    /// tells whether it was the check under way.
    pub fn failed(&mut self, ticket: Ticket, now_ms: f64) -> bool {
        let current = self.search.ticket() == Some(ticket);
        if current {
            self.search.cancel(now_ms);
        }
        current
    }
}
