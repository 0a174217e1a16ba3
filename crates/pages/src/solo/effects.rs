//! What a transition of the Solo page asks of the web layer besides a
//! redraw: the status line, workers to stop or start, the address bar, the
//! stored record.

use super::super::{Message, Ticket};
use chesslab_core::solo::{
    DeadEndTask, GenerateTask, Link, PackName, RunCheckTask, RushCheckTask, SolveTask,
};

/// A search to start in a worker, with the ticket its events come back with.
#[derive(Clone, Debug, PartialEq)]
pub enum Start {
    /// A solve (hint, auto-solve, count, the editor's analysis).
    Solve(Ticket, SolveTask),
    /// A new puzzle (the generator or the daily puzzle).
    Generate(Ticket, GenerateTask),
    /// The check of a stored challenge run.
    RunCheck(Ticket, RunCheckTask),
    /// The check of a stored Rush.
    RushCheck(Ticket, RushCheckTask),
}

/// One thing a transition asks of the web layer besides a redraw. A
/// transition hands out its effects in the order the web layer carries them
/// out (as every page does: a `Vec` of its `Effect`s): stop, check, status,
/// announcement, address, storage, sound, pack fetch, start; then the view draws the page's
/// [`super::Screen`].
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Stop every worker the page runs (its search was cancelled or replaced).
    StopWorkers,
    /// Start a "no win from here" check, beside any search (it replaces an older check).
    Check(Ticket, DeadEndTask),
    /// Start a search (on failure: [`super::SoloPage::start_failed`]).
    Start(Start),
    /// Show this in the status line.
    Status(Message),
    /// Say this in the page's polite live region: what just happened on the
    /// board, in words ("Queen c4 takes rook c3. 3 pieces left.").
    Announce(String),
    /// Put this link in the address bar (a new history entry).
    SetAddress(Link),
    /// Put this link in the address bar in place of the one there (`#/solo`
    /// becomes the puzzle's own link, and Back does not return to it).
    ReplaceAddress(Link),
    /// Store the games in progress ([`super::SoloPage::saved_games`]).
    SaveGames,
    /// Store the challenge run ([`super::SoloPage::stored_run`]; none: remove the stored one).
    SaveRun,
    /// Keep this stored run's text aside: it did not check.
    KeepRunAside(String),
    /// Store the Rush ([`super::SoloPage::stored_rush`]; none: remove the stored one).
    SaveRush,
    /// Keep this stored Rush's text aside: it did not check.
    KeepRushAside(String),
    /// Store the best Rush scores ([`super::SoloPage::rush_bests`]).
    SaveRushBests,
    /// Store the player's record ([`super::SoloPage::record`]).
    SaveRecord,
    /// Store the settings: whether sound is on ([`super::SoloPage::sound_on`])
    /// and whether dead ends are told ([`super::SoloPage::warn_on`]).
    SaveSettings,
    /// Store the pack progress ([`super::SoloPage::pack_progress`]).
    SavePacks,
    /// Play a sound.
    Sound(Sound),
    /// Fetch this pack's data file ([`PackName::file_name`], beside the
    /// page) and hand it to [`super::SoloPage::pack_arrived`].
    FetchPack(PackName),
}

/// The effects a transition gathers while it runs: a later status line or
/// link or announcement replaces an earlier one, and each thing to store is stored once.
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Gathered {
    pub stop_workers: bool,
    pub start: Option<Start>,
    pub check: Option<(Ticket, DeadEndTask)>,
    pub status: Option<Message>,
    pub announce: Option<String>,
    pub address: Option<Link>,
    pub replace_address: Option<Link>,
    pub save_record: bool,
    pub save_games: bool,
    pub save_run: bool,
    pub keep_run_aside: Option<String>,
    pub save_rush: bool,
    pub keep_rush_aside: Option<String>,
    pub save_rush_bests: bool,
    pub sound: Option<Sound>,
    pub save_settings: bool,
    pub save_packs: bool,
    pub fetch_pack: Option<PackName>,
}

impl Gathered {
    /// The effects in the order they are carried out.
    pub fn into_effects(self) -> Vec<Effect> {
        let flag = |on: bool, effect: Effect| on.then_some(effect);
        // The search starts last: when it cannot start, the model's answer
        // (its status line) is carried out after the transition's own.
        [
            flag(self.stop_workers, Effect::StopWorkers),
            self.check.map(|(ticket, task)| Effect::Check(ticket, task)),
            self.status.map(Effect::Status),
            self.announce.map(Effect::Announce),
            self.address.map(Effect::SetAddress),
            self.replace_address.map(Effect::ReplaceAddress),
            flag(self.save_record, Effect::SaveRecord),
            flag(self.save_games, Effect::SaveGames),
            self.keep_run_aside.map(Effect::KeepRunAside),
            flag(self.save_run, Effect::SaveRun),
            self.keep_rush_aside.map(Effect::KeepRushAside),
            flag(self.save_rush, Effect::SaveRush),
            flag(self.save_rush_bests, Effect::SaveRushBests),
            flag(self.save_settings, Effect::SaveSettings),
            flag(self.save_packs, Effect::SavePacks),
            self.sound.map(Effect::Sound),
            self.fetch_pack.map(Effect::FetchPack),
            self.start.map(Effect::Start),
        ]
        .into_iter()
        .flatten()
        .collect()
    }
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
