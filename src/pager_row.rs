//! The row under a board that steps through a list (solutions,
//! configurations): First, Previous, Next and a line saying where one is.
//! Written once for every page that lists things; it draws a
//! [`chesslab_pages::Pager`]'s view.

use std::rc::Rc;

use web_sys::{HtmlButtonElement, HtmlElement};

use super::{
    dom::{self, WebError},
    effects::Carry,
    shell::PageShell,
};
use chesslab_pages::{PagerView, Step};

/// The browser row of one page (ids `<page>-first`, `-previous`, `-next`, `-position`).
pub struct PagerRow {
    row: HtmlElement,
    first: HtmlButtonElement,
    previous: HtmlButtonElement,
    next: HtmlButtonElement,
    position: HtmlElement,
}

impl PagerRow {
    /// Builds the row at the top of the notes under `shell`'s board.
    ///
    /// # Errors
    /// When the document refuses an element.
    pub fn build(shell: &PageShell) -> Result<PagerRow, WebError> {
        let document = dom::document()?;
        let prefix = shell.name();
        let row: HtmlElement = dom::create(&document, "div", "row browse")?;
        let button = |name: &str, label: &str| -> Result<HtmlButtonElement, WebError> {
            let button: HtmlButtonElement = dom::create(&document, "button", "")?;
            button.set_id(&format!("{prefix}-{name}"));
            button.set_type("button");
            dom::set_text(&button, label);
            row.append_child(&button)?;
            Ok(button)
        };
        let (first, previous, next) =
            (button("first", "First")?, button("previous", "Previous")?, button("next", "Next")?);
        let position: HtmlElement = dom::create(&document, "span", "position")?;
        position.set_id(&format!("{prefix}-position"));
        let _ = position.set_attribute("aria-live", "polite");
        row.append_child(&position)?;
        let notes = shell.board_notes();
        notes.insert_before(&row, notes.first_child().as_ref())?;
        Ok(PagerRow { row, first, previous, next, position })
    }

    /// Moves the page model of `view` by `browse` with the step of each button pressed, then redraws.
    pub fn listen<V: Carry + 'static>(
        &self,
        shell: &PageShell,
        view: &Rc<V>,
        browse: fn(&mut V::Model, Step),
    ) {
        for (button, step) in
            [(&self.first, Step::First), (&self.previous, Step::Previous), (&self.next, Step::Next)]
        {
            shell.on(view, button, "click", move |view, _| {
                browse(&mut view.model().borrow_mut(), step);
                view.redraw();
            });
        }
    }

    /// Shows or hides the row (a page whose board is not always a list).
    pub fn set_visible(&self, visible: bool) {
        dom::set_visible(&self.row, visible);
    }

    /// Enables the buttons `view` allows, with `text` beside them.
    pub fn render(&self, view: PagerView, text: &str) {
        dom::set_text(&self.position, text);
        self.first.set_disabled(!view.previous);
        self.previous.set_disabled(!view.previous);
        self.next.set_disabled(!view.next);
    }
}
