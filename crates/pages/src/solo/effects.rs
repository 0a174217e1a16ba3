//! What a transition of the Solo page asks of the web layer besides a
//! redraw: the status line, workers to stop or start, the address bar, the
//! stored record.

use super::super::{Message, Ticket};
use chesslab_core::solo::{DeadEndTask, GenerateTask, Link, SolveTask};

/// A search to start in a worker, with the ticket its events come back with.
#[derive(Clone, Debug, PartialEq)]
pub enum Start {
    /// A solve (hint, auto-solve, count, the editor's analysis).
    Solve(Ticket, SolveTask),
    /// A new puzzle (the generator or the daily puzzle).
    Generate(Ticket, GenerateTask),
}

/// What one transition asks for, in the order the web layer does it: stop,
/// start, show the status, set the address, save the record; then it draws
/// the page's [`super::Screen`].
#[derive(Clone, Debug, Default, PartialEq)]
#[must_use]
pub struct Effects {
    /// Stop every worker the page runs (its search was cancelled or replaced).
    pub stop_workers: bool,
    /// A search to start.
    pub start: Option<Start>,
    /// A "no win from here" check to start, beside any search (it replaces an older check).
    pub check: Option<(Ticket, DeadEndTask)>,
    /// A new status line (unchanged when `None`).
    pub status: Option<Message>,
    /// Put this link in the address bar.
    pub address: Option<Link>,
    /// Store the player's record ([`super::SoloPage::record`]).
    pub save_record: bool,
    /// A sound to play.
    pub sound: Option<Sound>,
    /// Store whether sound is on ([`super::SoloPage::sound_on`]).
    pub save_sound: bool,
    /// Store whether dead ends are told ([`super::SoloPage::warn_on`]).
    pub save_warn: bool,
    /// Store the pack progress ([`super::SoloPage::pack_progress`]).
    pub save_packs: bool,
}

/// The sounds of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A capture, the game going on.
    Capture,
    /// The last capture: one piece is left.
    Win,
    /// No capture is left and more than one piece is.
    DeadEnd,
}
