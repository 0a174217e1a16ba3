//! The Exact attack form's elements: reading them into the page model's
//! [`ExactForm`], and writing a problem and a cap onto them.

use web_sys::{EventTarget, HtmlButtonElement, HtmlElement, HtmlInputElement, HtmlSelectElement};

use super::super::{dom::page_elements, progress::ProgressDisplay};
use chesslab_pages::{
    exact::{ids::controls, Edit, ExactForm, ProblemOnForm},
    ProgressView,
};

page_elements! {
    /// The form's elements.
    pub struct Controls {
        form: HtmlElement = controls::FORM,
        columns: HtmlSelectElement = controls::COLUMNS,
        rows: HtmlSelectElement = controls::ROWS,
        k: HtmlInputElement = controls::K,
        mode: HtmlSelectElement = controls::MODE,
        king: HtmlInputElement = controls::KING,
        queen: HtmlInputElement = controls::QUEEN,
        rook: HtmlInputElement = controls::ROOK,
        bishop: HtmlInputElement = controls::BISHOP,
        knight: HtmlInputElement = controls::KNIGHT,
        pawn: HtmlInputElement = controls::PAWN,
        tool: HtmlSelectElement = controls::TOOL,
        text: HtmlInputElement = controls::TEXT,
        open: HtmlButtonElement = controls::OPEN,
        run: HtmlButtonElement = controls::MIN,
        all: HtmlButtonElement = controls::ALL_SOLUTIONS,
        max: HtmlInputElement = controls::MAX,
        cancel: HtmlButtonElement = controls::CANCEL,
        progress: HtmlElement = controls::PROGRESS,
        result: HtmlElement = controls::RESULT,
        stats: HtmlElement = controls::STATS,
    }
}

impl Controls {
    /// The form (submitted by Enter or Fewest pieces).
    pub fn form(&self) -> &HtmlElement {
        &self.form
    }

    /// All solutions.
    pub fn all(&self) -> &HtmlButtonElement {
        &self.all
    }

    /// Cancel.
    pub fn cancel(&self) -> &HtmlButtonElement {
        &self.cancel
    }

    /// Open (the problem text).
    pub fn open(&self) -> &HtmlButtonElement {
        &self.open
    }

    /// The problem text box's value.
    pub fn text(&self) -> String {
        self.text.value()
    }

    /// The controls whose change edits the problem, with what they edit.
    pub fn edits(&self) -> Vec<(&EventTarget, Edit)> {
        let mut edits: Vec<(&EventTarget, Edit)> = vec![
            (&self.columns, Edit::Size),
            (&self.rows, Edit::Size),
            (&self.k, Edit::K),
            (&self.mode, Edit::Mode),
        ];
        edits.extend(self.piece_boxes().into_iter().map(|input| (input.as_ref(), Edit::Pieces)));
        edits
    }

    /// The piece boxes, in the order of [`chesslab_core::board::ALL_PIECE_KINDS`].
    fn piece_boxes(&self) -> [&HtmlInputElement; 6] {
        [&self.king, &self.queen, &self.rook, &self.bishop, &self.knight, &self.pawn]
    }

    /// What the form holds.
    pub fn read(&self) -> ExactForm {
        ExactForm {
            columns: self.columns.value(),
            rows: self.rows.value(),
            k: self.k.value(),
            mode: self.mode.value(),
            pieces: self.piece_boxes().map(HtmlInputElement::checked),
            tool: self.tool.value(),
            max: self.max.value(),
        }
    }

    /// Shows a problem on the controls.
    pub fn show_problem(&self, shown: &ProblemOnForm) {
        self.columns.set_value(&shown.columns);
        self.rows.set_value(&shown.rows);
        if let Some(k) = &shown.k {
            self.k.set_value(k);
        }
        self.mode.set_value(&shown.mode);
        for (input, allowed) in self.piece_boxes().into_iter().zip(shown.pieces) {
            input.set_checked(allowed);
        }
        self.text.set_value(&shown.text);
    }

    /// Shows a piece cap.
    pub fn show_cap(&self, cap: &str) {
        self.max.set_value(cap);
    }

    /// Shows the running search (buttons, bar, Cancel, its progress), or `result` when none runs.
    pub fn render_progress(&self, running: Option<&ProgressView>, result: &str) {
        ProgressDisplay {
            bar: &self.progress,
            cancel: &self.cancel,
            line: &self.result,
            starters: &[&self.run, &self.all],
        }
        .show(running, result);
    }

    /// The statistics line.
    pub fn stats(&self) -> &HtmlElement {
        &self.stats
    }
}
