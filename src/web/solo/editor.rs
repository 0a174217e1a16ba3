//! The Solo page's editor mode: a palette, clicks and drags on the board,
//! board size, import and export, and a live analysis from the worker
//! (solvable? how many solutions? unique?) after every change.
//!
//! The editing rules are the core's [`Editor`]; this file binds them to the page.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlInputElement, HtmlSelectElement, MouseEvent};

use super::{Pending, SoloView};
use crate::{
    board::{Cell, PieceKind, Square},
    solo::{Editor, Game, SolveReply, SolveTask, Tool},
    web::{
        board_canvas::Scene,
        dom::{self, page_elements},
        shell::Tone,
        WebError,
    },
};

/// The editor while it is open.
pub struct EditorState {
    editor: Editor,
    /// The square a drag started on, between pointer down and up.
    drag_from: Option<Square>,
    /// A drag just ended: the click that follows it is not a placement.
    dragged: bool,
}

page_elements! {
    /// The editor's own controls.
    pub struct EditorControls {
        panel: HtmlElement = "solo-editor",
        width: HtmlSelectElement = "solo-edit-width",
        height: HtmlSelectElement = "solo-edit-height",
        analysis: HtmlElement = "solo-edit-analysis",
        import: HtmlInputElement = "solo-edit-text",
        code: HtmlInputElement = "solo-edit-code",
        seed_form: HtmlInputElement = "solo-edit-seed",
    }
}

impl EditorState {
    /// The position being edited.
    pub fn position(&self) -> crate::solo::Position {
        self.editor.position()
    }
}

impl SoloView {
    /// Wires the editor's controls.
    pub(super) fn listen_editor(self: &Rc<Self>) -> Result<(), WebError> {
        let shell = &self.shell;
        shell.on_click_id(self, "solo-edit", SoloView::start_editing)?;
        shell.on_click_id(self, "solo-edit-play", SoloView::play_edited)?;
        shell.on_click_id(self, "solo-edit-back", SoloView::stop_editing)?;
        shell.on_click_id(self, "solo-edit-clear", |view| {
            view.edit(|editor| {
                editor.clear();
                true
            })
        })?;
        shell.on_submit_id(self, "solo-edit-import", SoloView::import_edited)?;
        for select in [&self.controls.editor.width, &self.controls.editor.height] {
            shell.on(self, select, "change", |view, _| view.resize_edited());
        }
        let canvas = shell.board().element().clone();
        shell.on(self, &canvas, "pointerdown", |view, event| {
            let square = view.square_under(event);
            if let Some(state) = view.state.borrow_mut().editing.as_mut() {
                state.drag_from = square.filter(|&square| state.editor.position().piece_at(square).is_some());
            }
        });
        shell.on(self, &canvas, "pointerup", |view, event| {
            let to = view.square_under(event);
            let from = view.state.borrow_mut().editing.as_mut().and_then(|state| state.drag_from.take());
            if let (Some(from), Some(to)) = (from, to) {
                if from != to {
                    view.edit(|editor| editor.drag(from, to));
                    if let Some(state) = view.state.borrow_mut().editing.as_mut() {
                        state.dragged = true;
                    }
                }
            }
        });
        Ok(())
    }

    /// Whether the editor is open.
    pub(super) fn is_editing(&self) -> bool {
        self.state.borrow().editing.is_some()
    }

    /// A click on the board while editing: the palette's tool on that square.
    pub(super) fn editor_click(&self, square: Square) {
        let dragged =
            self.state.borrow_mut().editing.as_mut().is_some_and(|state| std::mem::take(&mut state.dragged));
        if !dragged {
            let tool = self.tool();
            self.edit(|editor| editor.apply(tool, square));
        }
    }

    /// The link to the edited position (when it has a piece).
    pub(super) fn edited_code(&self) -> Option<String> {
        let state = self.state.borrow();
        let editor = &state.editing.as_ref()?.editor;
        (editor.position().piece_count() > 0).then(|| editor.code())
    }

    fn start_editing(&self) {
        self.stop_searches();
        let position = self.state.borrow().game.position().without_capture_counts();
        self.state.borrow_mut().editing =
            Some(EditorState { editor: Editor::new(position), drag_from: None, dragged: false });
        self.set_message(
            "Editing: click a square to put the chosen piece, drag pieces to move them.",
            Tone::Info,
        );
        self.after_edit();
    }

    fn stop_editing(&self) {
        self.stop_searches();
        self.state.borrow_mut().editing = None;
        self.set_message(&self.playing_message(), Tone::Info);
        self.render();
    }

    fn play_edited(&self) {
        let Some(code) = self.edited_code() else {
            return self.set_message("Put at least one piece on the board first.", Tone::Warning);
        };
        let rules = self.state.borrow().game.rules();
        match Game::new(&code, rules) {
            Ok(game) => {
                self.state.borrow_mut().editing = None;
                self.load(game, "Your position is ready to play.");
            }
            Err(error) => self.set_message(&format!("Cannot play this position: {error}."), Tone::Error),
        }
    }

    fn import_edited(&self) {
        let text = self.controls.editor.import.value();
        let result = self.state.borrow_mut().editing.as_mut().map(|state| state.editor.import(&text));
        match result {
            Some(Ok(())) => {
                self.set_message("Position imported.", Tone::Info);
                self.after_edit();
            }
            // The typed text stays in the box so it can be corrected.
            Some(Err(error)) => self.set_message(&format!("Cannot import that: {error}."), Tone::Error),
            None => {}
        }
    }

    fn resize_edited(&self) {
        let size = |select: &HtmlSelectElement| select.value().parse::<usize>().unwrap_or(0);
        let (width, height) = (size(&self.controls.editor.width), size(&self.controls.editor.height));
        let result = self.state.borrow_mut().editing.as_mut().map(|state| state.editor.resize(width, height));
        match result {
            Some(Ok(())) => self.after_edit(),
            Some(Err(error)) => self.set_message(&error.to_string(), Tone::Error),
            None => {}
        }
    }

    /// Applies `change` to the editor; after a change, the analysis starts again.
    fn edit(&self, change: impl FnOnce(&mut Editor) -> bool) {
        let changed = self.state.borrow_mut().editing.as_mut().is_some_and(|state| change(&mut state.editor));
        if changed {
            self.after_edit();
        }
    }

    /// Shows the new position and asks the worker about it (the last request wins).
    fn after_edit(&self) {
        self.stop_searches();
        let Some(code) = self.edited_code() else {
            dom::set_text(&self.controls.editor.analysis, "Put pieces on the board.");
            return self.render();
        };
        let rules = self.state.borrow().game.rules();
        let task = SolveTask { puzzle: code, played: Vec::new(), rules, count: true };
        match self.solver.start(self.ticket(), task) {
            Ok(()) => {
                self.state.borrow_mut().pending = Some(Pending::Analyse);
                dom::set_text(&self.controls.editor.analysis, "Analysing…");
            }
            Err(error) => dom::set_text(&self.controls.editor.analysis, &format!("Cannot analyse: {error}")),
        }
        self.render();
    }

    /// Puts `text` in the editor's analysis line (a long analysis's progress).
    pub(super) fn show_analysis_text(&self, text: &str) {
        dom::set_text(&self.controls.editor.analysis, text);
    }

    /// Shows the worker's verdict on the edited position.
    pub(super) fn show_analysis(&self, reply: &SolveReply) {
        let text = match (reply.solvable, reply.sequences, reply.move_sets) {
            (false, _, _) => "Not solvable: no sequence of captures leaves one piece.".to_string(),
            (true, Some(0 | 1), _) if reply.moves.is_empty() => "Solved already: one piece.".to_string(),
            (true, Some(sequences), Some(sets)) => {
                let exact = reply.move_sets_exact != Some(false);
                let verdict = match (sets, exact) {
                    (1, true) => "unique",
                    _ => "not unique",
                };
                let bound = if exact { "" } else { "at least " };
                let orders = if sequences == 1 { "order" } else { "orders" };
                let set_word = if sets == 1 { "set" } else { "sets" };
                format!("Solvable: {sequences} winning move {orders}, {bound}{sets} {set_word} of moves ({verdict}).")
            }
            (true, _, _) => "Solvable.".to_string(),
        };
        self.show_analysis_text(&text);
    }

    /// Shows the editor's board and controls (called from the view's render).
    pub(super) fn render_editor(&self, state: &EditorState) {
        let position = state.editor.position();
        let shape = position.shape();
        let pieces = position
            .occupied()
            .squares()
            .filter_map(|square| Some((Cell::from(square), position.piece_at(square)?)))
            .collect();
        let drag = state.drag_from.map(Cell::from);
        self.shell.board().draw(Scene {
            width: shape.width(),
            height: shape.height(),
            pieces,
            selected: drag,
            ..Scene::default()
        });
        let controls = &self.controls.editor;
        controls.width.set_value(&shape.width().to_string());
        controls.height.set_value(&shape.height().to_string());
        controls.code.set_value(&state.editor.code());
        controls.seed_form.set_value(
            &state.editor.seed_form().unwrap_or_else(|| "(4×4 boards without a king only)".into()),
        );
        let _ = self.shell.board().element().set_attribute(
            "aria-label",
            &format!(
                "Editing a {} by {} board. Position: {}",
                shape.width(),
                shape.height(),
                state.editor.code()
            ),
        );
    }

    /// Shows either the editor's controls or the game's.
    pub(super) fn show_editor_controls(&self, editing: bool) {
        dom::set_visible(&self.controls.editor.panel, editing);
        dom::set_visible(&self.controls.play, !editing);
        dom::set_visible(&self.controls.play_more, !editing);
    }

    /// The palette's tool.
    fn tool(&self) -> Tool {
        let checked = dom::document()
            .ok()
            .and_then(|document| document.query_selector("input[name='solo-tool']:checked").ok().flatten())
            .and_then(|input| input.dyn_into::<HtmlInputElement>().ok())
            .map(|input| input.value())
            .unwrap_or_default();
        checked.chars().next().and_then(PieceKind::from_letter).map_or(Tool::Erase, Tool::Piece)
    }

    fn square_under(&self, event: &web_sys::Event) -> Option<Square> {
        event
            .dyn_ref::<MouseEvent>()
            .and_then(|mouse| self.shell.board().cell_at(mouse))
            .and_then(Cell::square)
    }
}
