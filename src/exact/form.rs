//! The Exact attack form's elements: reading them into the page model's
//! [`ExactForm`], and writing a problem and a cap onto them.

use web_sys::{EventTarget, HtmlButtonElement, HtmlElement, HtmlInputElement};

use super::super::{
    dom::{self, Dom, WebError},
    progress::ProgressDisplay,
};
use chesslab_pages::{
    exact::{ids::form, Edit, ExactForm, ProblemOnForm},
    ProgressView,
};

/// The form's elements.
pub struct Controls(form::Form<Dom>);

impl Controls {
    /// Binds every element by its id.
    ///
    /// # Errors
    /// When the page lacks one of them, or it is of another kind.
    pub fn find() -> Result<Controls, WebError> {
        dom::bind(form::Form::find).map(Controls)
    }

    /// The form (submitted by Enter or Fewest pieces).
    pub fn form(&self) -> &HtmlElement {
        &self.0.form
    }

    /// All solutions.
    pub fn all(&self) -> &HtmlButtonElement {
        &self.0.all_solutions
    }

    /// Cancel.
    pub fn cancel(&self) -> &HtmlButtonElement {
        &self.0.cancel
    }

    /// Open (the problem text).
    pub fn open(&self) -> &HtmlButtonElement {
        &self.0.open
    }

    /// The problem text box's value.
    pub fn text(&self) -> String {
        self.0.text.value()
    }

    /// The controls whose change edits the problem, with what they edit.
    pub fn edits(&self) -> Vec<(&EventTarget, Edit)> {
        let mut edits: Vec<(&EventTarget, Edit)> = vec![
            (&self.0.columns, Edit::Size),
            (&self.0.rows, Edit::Size),
            (&self.0.k, Edit::K),
            (&self.0.mode, Edit::Mode),
        ];
        edits.extend(self.piece_boxes().into_iter().map(|input| (input.as_ref(), Edit::Pieces)));
        edits
    }

    /// The piece boxes, in the order of [`chesslab_core::board::ALL_PIECE_KINDS`].
    fn piece_boxes(&self) -> [&HtmlInputElement; 6] {
        [&self.0.king, &self.0.queen, &self.0.rook, &self.0.bishop, &self.0.knight, &self.0.pawn]
    }

    /// What the form holds.
    pub fn read(&self) -> ExactForm {
        ExactForm {
            columns: self.0.columns.value(),
            rows: self.0.rows.value(),
            k: self.0.k.value(),
            mode: self.0.mode.value(),
            pieces: self.piece_boxes().map(HtmlInputElement::checked),
            tool: self.0.tool.value(),
            max: self.0.max.value(),
        }
    }

    /// Shows a problem on the controls.
    pub fn show_problem(&self, shown: &ProblemOnForm) {
        self.0.columns.set_value(&shown.columns);
        self.0.rows.set_value(&shown.rows);
        if let Some(k) = &shown.k {
            self.0.k.set_value(k);
        }
        self.0.mode.set_value(&shown.mode);
        for (input, allowed) in self.piece_boxes().into_iter().zip(shown.pieces) {
            input.set_checked(allowed);
        }
        self.0.text.set_value(&shown.text);
    }

    /// Shows a piece cap.
    pub fn show_cap(&self, cap: &str) {
        self.0.max.set_value(cap);
    }

    /// Shows the running search (buttons, bar, Cancel, its progress), or `result` when none runs.
    pub fn render_progress(&self, running: Option<&ProgressView>, result: &str) {
        ProgressDisplay {
            bar: &self.0.progress,
            cancel: &self.0.cancel,
            line: &self.0.result,
            starters: &[&self.0.min, &self.0.all_solutions],
        }
        .show(running, result);
    }

    /// The statistics line.
    pub fn stats(&self) -> &HtmlElement {
        &self.0.stats
    }
}
