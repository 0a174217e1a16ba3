//! What the page showed before the running search started: Cancel brings it
//! back, so that cancelling a new search does not wipe a result already shown.

use super::{form_of, found::Found, play::Play, CoveragePage, Effect, Goal};
use crate::{Message, Pager, Tone};
use chesslab_core::coverage::Settings;

/// A result the page showed, with the puzzle it was for.
#[derive(Clone, Debug)]
pub(super) struct Before {
    settings: Settings,
    goal: Goal,
    found: Found,
    pager: Pager,
    /// Play as it was, when the new search is for other pieces (its puzzle was reset).
    play: Option<Play>,
}

impl CoveragePage {
    /// A search for `settings` starts: what is shown now is kept for Cancel (when
    /// nothing is shown, what was kept for the search it replaces stays kept).
    pub(super) fn keep_shown(&mut self, settings: &Settings) {
        if matches!(self.found, Found::Nothing) {
            return;
        }
        self.before = Some(Box::new(Before {
            settings: self.settings.clone(),
            goal: self.goal,
            found: self.found.clone(),
            pager: self.pager,
            play: (*settings != self.play.settings).then(|| self.play.clone()),
        }));
    }

    /// Cancel: what the page showed before the cancelled search, with its form and its
    /// address; `None` when nothing was.
    pub(super) fn restore_shown(&mut self) -> Option<Vec<Effect>> {
        let before = *self.before.take()?;
        self.settings = before.settings;
        self.goal = before.goal;
        self.found = before.found;
        self.pager = before.pager;
        if let Some(play) = before.play {
            self.play = play;
        }
        Some(vec![
            Effect::FillForm(form_of(&self.settings, self.goal)),
            Effect::ReplaceAddress,
            Effect::Status(Message::new("Cancelled: the result shown before stays.", Tone::Info)),
        ])
    }
}
