//! The Solo page's editor: a palette, clicks and drags on the board, board
//! size, import and export, and a live analysis from the worker (solvable?
//! how many solutions? unique?) after every change. The editing rules are
//! the core's [`Editor`].

mod board;

pub use board::{Editor, Tool};

use super::{super::Scene, screen::position_scene};
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

impl EditorPage {
    /// The editor open on `position`.
    pub(super) fn new(position: Position) -> EditorPage {
        EditorPage { editor: Editor::new(position), drag_from: None, dragged: false, analysis: String::new() }
    }

    /// The edited position's code, when it has a piece (a link can name it).
    pub(super) fn code(&self) -> Option<String> {
        (self.editor.position().piece_count() > 0).then(|| self.editor.code())
    }

    /// A click on `square`: `tool` on it, unless the click ends a drag; tells whether the position changed.
    pub(super) fn click(&mut self, tool: Tool, square: Square) -> bool {
        !std::mem::take(&mut self.dragged) && self.editor.apply(tool, square)
    }

    /// Reads a puzzle code, FEN or seed form in place of the position.
    pub(super) fn import(&mut self, text: &str) -> Result<(), String> {
        self.editor.import(text).map_err(|error| error.to_string())
    }

    /// The board becomes `width` × `height` (as the selects' texts).
    pub(super) fn resize(&mut self, width: &str, height: &str) -> Result<(), String> {
        let side = |text: &str| text.parse::<usize>().unwrap_or(0);
        self.editor.resize(side(width), side(height)).map_err(|error| error.to_string())
    }

    /// Every piece goes.
    pub(super) fn clear(&mut self) {
        self.editor.clear();
    }

    /// A pointer pressed on `square` (`None`: off the board): a drag may start from a piece.
    pub(super) fn press(&mut self, square: Option<Square>) {
        self.drag_from = square.filter(|&square| self.editor.position().piece_at(square).is_some());
    }

    /// The pointer released on `square`: a drag from another square moves
    /// its piece there (and the click that follows places nothing); tells
    /// whether the position changed.
    pub(super) fn release(&mut self, square: Option<Square>) -> bool {
        match (self.drag_from.take(), square) {
            (Some(from), Some(to)) if from != to => {
                self.dragged = true;
                self.editor.drag(from, to)
            }
            _ => false,
        }
    }

    /// Shows the worker's verdict on the edited position.
    pub(super) fn show_analysis(&mut self, reply: &SolveReply) {
        self.analysis = analysis_text(reply);
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
