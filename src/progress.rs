//! A running search drawn: its progress bar, its Cancel button, its line
//! ("N% of this pass, t s", then the result) and the buttons that start a
//! search, disabled while one runs. The lifecycle itself is the page
//! model's [`chesslab_pages::Search`].

use web_sys::{HtmlButtonElement, HtmlElement};

use super::dom;
use chesslab_core::numbers::fixed;
use chesslab_pages::ProgressView;

/// The elements that show a running search.
pub struct ProgressDisplay<'a> {
    /// The `<progress>` bar.
    pub bar: &'a HtmlElement,
    /// The Cancel button.
    pub cancel: &'a HtmlElement,
    /// The line that shows the progress, then the result.
    pub line: &'a HtmlElement,
    /// The buttons that start a search: disabled while one runs.
    pub starters: &'a [&'a HtmlButtonElement],
}

impl ProgressDisplay<'_> {
    /// Shows the bar, Cancel and `progress`'s line while a search runs (the
    /// start buttons disabled); else `result` in the line.
    pub fn show(&self, progress: Option<&ProgressView>, result: &str) {
        let running = progress.is_some();
        dom::set_visible(self.cancel, running);
        dom::set_visible(self.bar, running);
        for button in self.starters {
            button.set_disabled(running);
        }
        match progress {
            Some(view) => {
                let _ = self.bar.set_attribute("value", &fixed(view.fraction, 4));
                dom::set_text(self.line, &view.text);
            }
            None => dom::set_text(self.line, result),
        }
    }
}
