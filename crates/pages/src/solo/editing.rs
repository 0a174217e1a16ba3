//! The editor's actions on the Solo page, routed to the `editor` part:
//! open and close it, the palette, clicks and drags on its board, size,
//! import and clear, and playing the edited position. After every change
//! the worker analyses the position again (the last request wins).

use super::{
    editor::{tool_of, EditorPage},
    searches::Purpose,
    Effect, Game, Origin, SoloPage, Source, Tone,
};
use chesslab_core::board::Square;

impl SoloPage {
    /// "Edit position": the editor opens on the game's position as it stands.
    pub(super) fn edit(&mut self, now_ms: f64) -> Vec<Effect> {
        self.stop_searches(now_ms);
        self.packs.stop_waiting();
        self.editing = Some(EditorPage::new(self.game().position().without_capture_counts()));
        self.say("Editing: click a square to put the chosen piece, drag pieces to move them.", Tone::Info);
        self.analyse_edited(now_ms);
        self.take()
    }

    /// "Back to the puzzle": the editor closes, the game is as it was.
    pub(super) fn stop_editing(&mut self, now_ms: f64) -> Vec<Effect> {
        self.stop_searches(now_ms);
        self.editing = None;
        self.say(self.playing_text(), Tone::Info);
        self.take()
    }

    /// "Play this position": the edited position becomes the puzzle.
    pub(super) fn play_edited(&mut self, now_ms: f64) -> Vec<Effect> {
        let Some(code) = self.edited_code() else {
            self.say("Put at least one piece on the board first.", Tone::Warning);
            return self.take();
        };
        match Game::new(&code, self.game().rules()) {
            Ok(game) => {
                self.editing = None;
                self.load(game, Origin::Opened(Source::Custom), "Your position is ready to play.", now_ms);
            }
            Err(error) => self.say(format!("Cannot play this position: {error}."), Tone::Error),
        }
        self.take()
    }

    /// The palette's choice, by its value.
    pub(super) fn set_tool(&mut self, value: &str) -> Vec<Effect> {
        self.tool = tool_of(value);
        self.take()
    }

    /// Reads a puzzle code, FEN or seed form into the editor; a bad one is explained (and stays in its box).
    pub(super) fn import(&mut self, text: &str, now_ms: f64) -> Vec<Effect> {
        match self.editing.as_mut().map(|editor| editor.import(text)) {
            Some(Ok(())) => {
                self.say("Position imported.", Tone::Info);
                self.analyse_edited(now_ms);
            }
            Some(Err(error)) => self.say(format!("Cannot import that: {error}."), Tone::Error),
            None => {}
        }
        self.take()
    }

    /// The size selects: the board becomes `width` × `height` (as the selects' texts).
    pub(super) fn resize(&mut self, width: &str, height: &str, now_ms: f64) -> Vec<Effect> {
        match self.editing.as_mut().map(|editor| editor.resize(width, height)) {
            Some(Ok(())) => self.analyse_edited(now_ms),
            Some(Err(error)) => self.say(error, Tone::Error),
            None => {}
        }
        self.take()
    }

    /// "Clear": every piece goes.
    pub(super) fn clear(&mut self, now_ms: f64) -> Vec<Effect> {
        if let Some(editor) = self.editing.as_mut() {
            editor.clear();
            self.analyse_edited(now_ms);
        }
        self.take()
    }

    /// A pointer pressed on `square` of the board (`None`: off the board):
    /// in the editor, a drag may start from a piece.
    pub(super) fn press(&mut self, square: Option<Square>) -> Vec<Effect> {
        if let Some(editor) = self.editing.as_mut() {
            editor.press(square);
        }
        self.take()
    }

    /// The pointer released on `square`: in the editor, a drag from another
    /// square moves its piece there (and the click that follows places nothing).
    pub(super) fn release(&mut self, square: Option<Square>, now_ms: f64) -> Vec<Effect> {
        if self.editing.as_mut().is_some_and(|editor| editor.release(square)) {
            self.analyse_edited(now_ms);
        }
        self.take()
    }

    /// The edited position's code, when it has a piece (a link can name it).
    pub(super) fn edited_code(&self) -> Option<String> {
        self.editing.as_ref().and_then(EditorPage::code)
    }

    /// A click on the board while editing: the palette's tool on that square,
    /// unless the click ends a drag.
    pub(super) fn editor_click(&mut self, square: Square, now_ms: f64) {
        let tool = self.tool;
        if self.editing.as_mut().is_some_and(|editor| editor.click(tool, square)) {
            self.analyse_edited(now_ms);
        }
    }

    /// Asks the worker about the edited position (the last request wins).
    pub(super) fn analyse_edited(&mut self, now_ms: f64) {
        if self.editing.is_none() {
            return;
        }
        if self.edited_code().is_some() {
            return self.start_solve(Purpose::Analyse, now_ms);
        }
        self.stop_searches(now_ms);
        if let Some(editor) = self.editing.as_mut() {
            editor.set_analysis("Put pieces on the board.".to_string());
        }
    }
}
