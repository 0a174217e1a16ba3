//! The Solo page's editor: a palette, clicks and drags on the board, board
//! size, import and export, and a live analysis from the worker (solvable?
//! how many solutions? unique?) after every change. The editing rules are
//! the core's [`Editor`].

mod board;

pub use board::{Editor, Tool};

use super::{super::Scene, screen::position_scene, Effect, Origin, Purpose, SoloPage, Source, Tone};
use crate::solo::Game;
use chesslab_core::{
    board::{Cell, PieceKind, Square},
    solo::{army_problems, count_text, Position, RulesPreset, SolveReply},
};

/// The editor while it is open.
#[derive(Clone, Debug)]
pub(super) struct EditorPage {
    editor: Editor,
    /// The square a drag started on, between press and release.
    drag_from: Option<Square>,
    /// A drag just ended: the click that follows it is not a placement.
    dragged: bool,
    /// The analysis line.
    analysis: String,
}

/// The editor's controls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditorScreen {
    /// The board's files, for its select.
    pub width: String,
    /// The board's ranks, for its select.
    pub height: String,
    /// The position's code.
    pub code: String,
    /// The seed's 16-character form, or why there is none.
    pub seed_form: String,
    /// The analysis line.
    pub analysis: String,
    /// The palette's value of the tool chosen.
    pub tool: String,
    /// Under Solo rules, what in the position no real chess army has (the
    /// position can still be played: this only warns).
    pub army_warning: Option<String>,
}

/// The tool a palette value names (`K`, `Q`, … for a piece; anything else erases).
#[must_use]
pub fn tool_of(value: &str) -> Tool {
    value.chars().next().and_then(PieceKind::from_letter).map_or(Tool::Erase, Tool::Piece)
}

/// The palette value of `tool` (the inverse of [`tool_of`]).
#[must_use]
pub fn tool_value(tool: Tool) -> String {
    match tool {
        Tool::Piece(kind) => kind.letter().to_string(),
        Tool::Erase => "x".to_string(),
    }
}

/// The palette's tool when the page opens.
pub const FIRST_TOOL: Tool = Tool::Piece(PieceKind::Queen);

impl EditorPage {
    pub(super) fn set_analysis(&mut self, text: String) {
        self.analysis = text;
    }

    /// The position being edited.
    pub(super) const fn position(&self) -> Position {
        self.editor.position()
    }

    /// The edited board, with the dragged piece's square marked, and under
    /// `rules` of Solo the pieces no real army has tinted.
    pub(super) fn scene(&self, rules: RulesPreset) -> Scene {
        let position = self.editor.position();
        let shaded = match rules {
            RulesPreset::Solo => army_problems(&position)
                .iter()
                .flat_map(|problem| problem.squares(&position))
                .map(Cell::from)
                .collect(),
            RulesPreset::Solitaire => Vec::new(),
        };
        Scene { selected: self.drag_from.map(Cell::from), shaded, ..position_scene(&position) }
    }

    pub(super) fn screen(&self, tool: Tool, rules: RulesPreset) -> EditorScreen {
        let position = self.editor.position();
        let problems = if rules == RulesPreset::Solo { army_problems(&position) } else { Vec::new() };
        let army_warning = (!problems.is_empty()).then(|| {
            let said: Vec<String> = problems.iter().map(ToString::to_string).collect();
            format!("Not a real chess army: {}. You can still play it.", said.join("; "))
        });
        let shape = self.editor.position().shape();
        EditorScreen {
            width: shape.width().to_string(),
            height: shape.height().to_string(),
            code: self.editor.code(),
            seed_form: self.editor.seed_form().unwrap_or_else(|| "(4×4 boards without a king only)".into()),
            analysis: self.analysis.clone(),
            tool: tool_value(tool),
            army_warning,
        }
    }
}

impl SoloPage {
    /// "Edit position": the editor opens on the game's position as it stands.
    pub fn edit(&mut self, now_ms: f64) -> Vec<Effect> {
        self.stop_searches(now_ms);
        let position = self.game().position().without_capture_counts();
        self.editing = Some(EditorPage {
            editor: Editor::new(position),
            drag_from: None,
            dragged: false,
            analysis: String::new(),
        });
        self.say("Editing: click a square to put the chosen piece, drag pieces to move them.", Tone::Info);
        self.analyse_edited(now_ms);
        self.take()
    }

    /// "Back to the puzzle": the editor closes, the game is as it was.
    pub fn stop_editing(&mut self, now_ms: f64) -> Vec<Effect> {
        self.stop_searches(now_ms);
        self.editing = None;
        self.say(self.playing_text(), Tone::Info);
        self.take()
    }

    /// "Play this position": the edited position becomes the puzzle.
    pub fn play_edited(&mut self, now_ms: f64) -> Vec<Effect> {
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
    pub fn set_tool(&mut self, value: &str) -> Vec<Effect> {
        self.tool = tool_of(value);
        self.take()
    }

    /// Reads a puzzle code, FEN or seed form into the editor; a bad one is explained (and stays in its box).
    pub fn import(&mut self, text: &str, now_ms: f64) -> Vec<Effect> {
        match self.editing.as_mut().map(|editor| editor.editor.import(text)) {
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
    pub fn resize(&mut self, width: &str, height: &str, now_ms: f64) -> Vec<Effect> {
        let side = |text: &str| text.parse::<usize>().unwrap_or(0);
        match self.editing.as_mut().map(|editor| editor.editor.resize(side(width), side(height))) {
            Some(Ok(())) => self.analyse_edited(now_ms),
            Some(Err(error)) => self.say(error.to_string(), Tone::Error),
            None => {}
        }
        self.take()
    }

    /// "Clear": every piece goes.
    pub fn clear(&mut self, now_ms: f64) -> Vec<Effect> {
        self.change_edited(now_ms, |editor| {
            editor.clear();
            true
        });
        self.take()
    }

    /// A pointer pressed on `square` of the board (`None`: off the board):
    /// in the editor, a drag may start from a piece.
    pub fn press(&mut self, square: Option<Square>) -> Vec<Effect> {
        if let Some(editor) = self.editing.as_mut() {
            editor.drag_from = square.filter(|&square| editor.editor.position().piece_at(square).is_some());
        }
        self.take()
    }

    /// The pointer released on `square`: in the editor, a drag from another
    /// square moves its piece there (and the click that follows places nothing).
    pub fn release(&mut self, square: Option<Square>, now_ms: f64) -> Vec<Effect> {
        let from = self.editing.as_mut().and_then(|editor| editor.drag_from.take());
        if let (Some(from), Some(to)) = (from, square) {
            if from != to {
                self.change_edited(now_ms, |editor| editor.drag(from, to));
                if let Some(editor) = self.editing.as_mut() {
                    editor.dragged = true;
                }
            }
        }
        self.take()
    }

    /// The edited position's code, when it has a piece (a link can name it).
    pub(super) fn edited_code(&self) -> Option<String> {
        let editor = &self.editing.as_ref()?.editor;
        (editor.position().piece_count() > 0).then(|| editor.code())
    }

    /// A click on the board while editing: the palette's tool on that square,
    /// unless the click ends a drag.
    pub(super) fn editor_click(&mut self, square: Square, now_ms: f64) {
        let Some(editor) = self.editing.as_mut() else { return };
        if std::mem::take(&mut editor.dragged) {
            return;
        }
        let tool = self.tool;
        self.change_edited(now_ms, |editor| editor.apply(tool, square));
    }

    /// Applies `change` to the editor; after a change, the analysis starts again.
    fn change_edited(&mut self, now_ms: f64, change: impl FnOnce(&mut Editor) -> bool) {
        if self.editing.as_mut().is_some_and(|editor| change(&mut editor.editor)) {
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

    /// Shows the worker's verdict on the edited position.
    pub(super) fn show_analysis(&mut self, reply: &SolveReply) {
        if let Some(editor) = self.editing.as_mut() {
            editor.set_analysis(analysis_text(reply));
        }
    }
}

/// The editor's verdict: solvable, in how many orders and sets of moves, unique.
fn analysis_text(reply: &SolveReply) -> String {
    match (reply.solvable, reply.sequences, reply.move_sets) {
        (false, _, _) => "Not solvable: no sequence of captures leaves one piece.".to_string(),
        (true, Some(0 | 1), _) if reply.moves.is_empty() => "Solved already: one piece.".to_string(),
        (true, Some(sequences), Some(sets)) => {
            let exact = reply.move_sets_exact != Some(false);
            let verdict = match (sets, exact) {
                (1, true) => "unique",
                _ => "not unique",
            };
            let orders = if sequences == 1 { "order" } else { "orders" };
            let set_word = if sets == 1 { "set" } else { "sets" };
            let (sequences, sets) =
                (count_text(sequences, reply.sequences_exact != Some(false)), count_text(sets, exact));
            format!(
                "Solvable: {sequences} winning move {orders}, {sets} {set_word} of moves ({verdict}){}.",
                super::searches::stopped(reply)
            )
        }
        (true, _, _) => "Solvable.".to_string(),
    }
}
