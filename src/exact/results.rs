//! The results tables drawn from the page model's layout
//! ([`chesslab_pages::exact::results_grids`]): a table per mode and
//! Rennhak's n×4 (width × height), each number a button that opens its entry on the board
//! (or, beyond the board's 8×8, a drawing of its own size), built as
//! elements (never HTML).

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use super::super::{
    dom::{self, WebError},
    shell::PageShell,
};
use chesslab_core::exact::{EntryStatus, Problem, TableEntry};
use chesslab_pages::exact::{results_grids, GridCell, ResultsGrid, WideDrawing};

/// The results tables' place on the page.
pub struct ResultsTable {
    table: HtmlElement,
}

impl ResultsTable {
    /// Fills the element `id` with the tables of `entries`.
    ///
    /// # Errors
    /// When the page lacks the element or cannot create cells.
    pub fn build(id: &str, entries: &[TableEntry]) -> Result<ResultsTable, WebError> {
        let table: HtmlElement = dom::element(id)?;
        let document = dom::document()?;
        for grid in results_grids(entries) {
            let grid_element = grid_table(&document, &grid)?;
            table.append_child(&grid_element)?;
        }
        Ok(ResultsTable { table })
    }

    /// Says (as text) why the tables are missing.
    ///
    /// # Errors
    /// When the page cannot create the message.
    pub fn show_message(&self, message: &str) -> Result<(), WebError> {
        dom::append_text(&dom::document()?, &self.table, "p", message)
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
}

/// One grid as a `<table>`: caption, heads, DeVincentis' row, the rows.
fn grid_table(document: &web_sys::Document, grid: &ResultsGrid) -> Result<HtmlElement, WebError> {
    let table: HtmlElement = dom::create(document, "table", "exact-grid")?;
    dom::append_text(document, &table, "caption", &grid.title)?;
    let head: HtmlElement = dom::create(document, "tr", "")?;
    for text in &grid.heads {
        dom::append_text(document, &head, "th", text)?;
    }
    table.append_child(&head)?;
    if let Some(bounds) = &grid.devincentis {
        let row: HtmlElement = dom::create(document, "tr", "devincentis")?;
        dom::append_text(document, &row, "th", "DeVincentis")?;
        for bound in bounds {
            dom::append_text(document, &row, "td", bound)?;
        }
        table.append_child(&row)?;
    }
    for grid_row in &grid.rows {
        let row: HtmlElement = dom::create(document, "tr", "")?;
        dom::append_text(document, &row, "th", &grid_row.board)?;
        for cell in &grid_row.cells {
            let td: HtmlElement = dom::create(document, "td", "")?;
            if let Some(cell) = cell {
                fill_cell(document, &td, cell)?;
            }
            row.append_child(&td)?;
        }
        table.append_child(&row)?;
    }
    Ok(table)
}

/// A cell: its number as a button (plain text when there is nothing to
/// open) and DeVincentis' mark.
fn fill_cell(document: &web_sys::Document, td: &HtmlElement, cell: &GridCell) -> Result<(), WebError> {
    td.set_title(&cell.title);
    match &cell.problem {
        Some(problem) => {
            let button: HtmlElement = dom::create(document, "button", "entry")?;
            dom::set_text(&button, &cell.label);
            button.set_attribute("type", "button")?;
            button.set_attribute("data-problem", problem)?;
            button.set_title(&cell.title);
            if cell.status == EntryStatus::Bounded {
                button.set_attribute("data-open", "")?;
            }
            td.append_child(&button)?;
        }
        None => match &cell.wide {
            Some(wide) => {
                let details = wide_details(document, &cell.label, wide)?;
                if cell.status == EntryStatus::Bounded {
                    details.set_attribute("data-open", "")?;
                }
                td.append_child(&details)?;
            }
            None => td.append_with_str_1(&cell.label)?,
        },
    }
    if let Some((verdict, mark)) = cell.verdict {
        let span: HtmlElement = dom::create(document, "span", "verdict")?;
        dom::set_text(&span, mark);
        span.set_attribute("data-verdict", verdict.word())?;
        td.append_child(&span)?;
    }
    Ok(())
}

/// A placement beyond the page's board: its number as a `<details>` summary
/// that opens a small table of the board (pieces by letter, empty cells by
/// their attack count).
fn wide_details(
    document: &web_sys::Document,
    label: &str,
    wide: &WideDrawing,
) -> Result<HtmlElement, WebError> {
    let details: HtmlElement = dom::create(document, "details", "wide-entry")?;
    dom::append_text(document, &details, "summary", label)?;
    let table: HtmlElement = dom::create(document, "table", "wide-board")?;
    dom::append_text(document, &table, "caption", &wide.caption)?;
    for rank in &wide.ranks {
        let row: HtmlElement = dom::create(document, "tr", "")?;
        for cell in rank {
            let class = if cell.parse::<u8>().is_ok() { "count" } else { "piece" };
            let td: HtmlElement = dom::create(document, "td", class)?;
            dom::set_text(&td, cell);
            row.append_child(&td)?;
        }
        table.append_child(&row)?;
    }
    details.append_child(&table)?;
    Ok(details)
}
