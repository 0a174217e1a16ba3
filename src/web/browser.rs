//! The row under a board that steps through a list (solutions,
//! configurations): First, Previous, Next and a line saying where one is.
//! Written once for every page that lists things.

use std::rc::Rc;

use web_sys::{HtmlButtonElement, HtmlElement};

use super::{dom, shell::PageShell, WebError};

/// A step through the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// To the first item.
    First,
    /// One back.
    Previous,
    /// One on.
    Next,
}

impl Step {
    /// The position after this step from `at` in a list of `len` items.
    #[must_use]
    pub fn apply(self, at: usize, len: usize) -> usize {
        match self {
            Step::First => 0,
            Step::Previous => at.saturating_sub(1),
            Step::Next => (at + 1).min(len.saturating_sub(1)),
        }
    }
}

/// The browser row of one page (ids `<page>-first`, `-previous`, `-next`, `-position`).
pub struct Browser {
    first: HtmlButtonElement,
    previous: HtmlButtonElement,
    next: HtmlButtonElement,
    position: HtmlElement,
}

impl Browser {
    /// Builds the row at the top of the notes under `shell`'s board.
    ///
    /// # Errors
    /// When the document refuses an element.
    pub fn build(shell: &PageShell) -> Result<Browser, WebError> {
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
        Ok(Browser { first, previous, next, position })
    }

    /// Calls `action` on `view` with the step of each button pressed.
    pub fn listen<V: 'static>(&self, shell: &PageShell, view: &Rc<V>, action: fn(&V, Step)) {
        for (button, step) in
            [(&self.first, Step::First), (&self.previous, Step::Previous), (&self.next, Step::Next)]
        {
            shell.on(view, button, "click", move |view, _| action(view, step));
        }
    }

    /// Shows item `at` of `len` (`None`: nothing to step through), with `text` beside the buttons.
    pub fn render(&self, at: Option<usize>, len: usize, text: &str) {
        dom::set_text(&self.position, text);
        let at = at.filter(|&at| at < len);
        let first = at.is_none_or(|at| at == 0);
        self.first.set_disabled(first);
        self.previous.set_disabled(first);
        self.next.set_disabled(at.is_none_or(|at| at + 1 >= len));
    }
}

#[cfg(test)]
mod tests {
    use super::Step;

    #[test]
    fn steps_stay_in_the_list() {
        assert_eq!(Step::Next.apply(0, 3), 1);
        assert_eq!(Step::Next.apply(2, 3), 2);
        assert_eq!(Step::Previous.apply(0, 3), 0);
        assert_eq!(Step::First.apply(2, 3), 0);
        assert_eq!(Step::Next.apply(0, 0), 0);
    }
}
