//! The results table drawn: the proven minimum for each n×n board and k,
//! both modes, from the shipped entries ([`crate::pages::exact::table_entries`]).
//! Each number is a button that opens its entry on the board.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use super::super::{dom, shell::PageShell, WebError};
use crate::exact::{Mode, Problem, TableEntry};

/// The results table on the page and the entries behind it.
pub struct ResultsTable {
    table: HtmlElement,
    entries: Vec<TableEntry>,
}

impl ResultsTable {
    /// Fills the table element `id` with `entries`.
    ///
    /// # Errors
    /// When the page lacks the element or cannot create cells.
    pub fn build(id: &str, entries: Vec<TableEntry>) -> Result<ResultsTable, WebError> {
        let table: HtmlElement = dom::element(id)?;
        let results = ResultsTable { table, entries };
        results.fill()?;
        Ok(results)
    }

    /// Calls `action` with an entry's problem when its number is clicked.
    pub fn listen<V: 'static>(&self, shell: &PageShell, view: &Rc<V>, action: fn(&V, &Problem)) {
        shell.on(view, &self.table, "click", move |view, event| {
            let target = event.target().and_then(|target| target.dyn_into::<Element>().ok());
            let button = target.and_then(|target| target.closest("button[data-problem]").ok().flatten());
            let text = button.and_then(|button| button.get_attribute("data-problem"));
            if let Some(problem) = text.and_then(|text| Problem::parse(&text).ok()) {
                action(view, &problem);
            }
        });
    }

    fn fill(&self) -> Result<(), WebError> {
        let document = dom::document()?;
        let sides = distinct(self.entries.iter().map(|entry| entry.n));
        let counts = distinct(self.entries.iter().map(|entry| entry.k));
        let head: HtmlElement = dom::create(&document, "tr", "")?;
        dom::append_text(&document, &head, "th", "n \\ k")?;
        for k in &counts {
            dom::append_text(&document, &head, "th", &format!("k = {k}"))?;
        }
        self.table.append_child(&head)?;
        for &n in &sides {
            let row: HtmlElement = dom::create(&document, "tr", "")?;
            dom::append_text(&document, &row, "th", &format!("{n}×{n}"))?;
            for &k in &counts {
                let cell: HtmlElement = dom::create(&document, "td", "")?;
                for (index, mode) in [Mode::EveryCell, Mode::VacantCells].into_iter().enumerate() {
                    if index > 0 {
                        cell.append_with_str_1(" / ")?;
                    }
                    match self.find(n, k, mode) {
                        Some(entry) => {
                            let button = entry_button(&document, entry)?;
                            cell.append_child(&button)?;
                        }
                        None => cell.append_with_str_1("–")?,
                    }
                }
                row.append_child(&cell)?;
            }
            self.table.append_child(&row)?;
        }
        Ok(())
    }

    fn find(&self, n: u8, k: u8, mode: Mode) -> Option<&TableEntry> {
        self.entries.iter().find(|entry| entry.n == n && entry.k == k && entry.mode == mode)
    }
}

/// The distinct values, in increasing order.
fn distinct(values: impl Iterator<Item = u8>) -> Vec<u8> {
    let mut values: Vec<u8> = values.collect();
    values.sort_unstable();
    values.dedup();
    values
}

/// A button showing an entry's minimum (or the bound proved), titled with its details.
fn entry_button(document: &web_sys::Document, entry: &TableEntry) -> Result<HtmlElement, WebError> {
    let button: HtmlElement = dom::create(document, "button", "entry")?;
    let outcome = &entry.outcome;
    let (label, detail) = match (outcome.min_pieces, outcome.complete) {
        (Some(min), _) => (
            min.to_string(),
            format!(
                "{min} pieces, proven in {:.2} s; {} minimal placements, {} up to symmetry",
                entry.seconds, outcome.solutions, outcome.unique
            ),
        ),
        (None, true) => ("none".to_string(), "no placement solves it".to_string()),
        (None, false) => (
            format!("≥{}", outcome.lower_bound),
            format!(
                "at least {} pieces; the search stopped after {:.0} s",
                outcome.lower_bound, entry.seconds
            ),
        ),
    };
    let mode = if entry.mode == Mode::VacantCells { "vacant cells" } else { "every cell" };
    dom::set_text(&button, &label);
    button.set_attribute("type", "button")?;
    button.set_attribute("data-problem", &entry.problem)?;
    button.set_title(&format!("{}×{}, k = {}, {mode}: {detail}", entry.n, entry.n, entry.k));
    if !outcome.complete {
        button.set_attribute("data-open", "")?;
    }
    Ok(button)
}
