//! The "About the game" panel: the rules' origin and what the solver found
//! about the physical game, from the census shipped as data
//! (`data/solo-census.json`, made by `chesslab solo census --json`).

use web_sys::HtmlElement;

use super::{
    super::{dom, WebError},
    Elements,
};
use chesslab_core::{
    numbers::{fixed, grouped},
    solo::Census,
};
use chesslab_pages::json::FromJson;

/// The census of the seed's 4×4 set, as shipped.
const CENSUS_DATA: &str = include_str!("../../data/solo-census.json");

/// Fills the census table and its summary line, once (a filled table is left as it is).
///
/// # Errors
/// When the browser refuses to build the table.
pub fn fill(elements: &Elements) -> Result<(), WebError> {
    let (table, summary) = (&elements.census, &elements.about_summary);
    if table.child_element_count() > 0 {
        return Ok(());
    }
    // The data is built into the app; a damaged file leaves the panel without its table.
    let read = chesslab_pages::json::parse(CENSUS_DATA).and_then(|json| Census::from_json(&json));
    let Ok(census) = read else { return Ok(()) };
    let document = dom::document()?;
    let head: HtmlElement = dom::create(&document, "tr", "")?;
    for title in ["Pieces", "Arrangements", "Can be won", "Share"] {
        dom::append_text(&document, &head, "th", title)?;
    }
    table.append_child(&head)?;
    for row in &census.rows {
        let line: HtmlElement = dom::create(&document, "tr", "")?;
        let share = row.solvable as f64 / row.arrangements.max(1) as f64 * 100.0;
        dom::append_text(&document, &line, "td", &row.pieces.to_string())?;
        dom::append_text(&document, &line, "td", &grouped(row.arrangements))?;
        dom::append_text(&document, &line, "td", &grouped(row.solvable))?;
        dom::append_text(&document, &line, "td", &share_text(share))?;
        table.append_child(&line)?;
    }
    let total: u64 = census.rows.iter().map(|row| row.arrangements).sum();
    let won: u64 = census.rows.iter().map(|row| row.solvable).sum();
    dom::set_text(
        summary,
        &format!(
            "Of the {} ways to put some of the {} ({}) on the {} board, {} can be won under Solitaire rules. \
             Fewer pieces are harder: two pieces win only when one attacks the other.",
            grouped(total),
            census.set.len(),
            census.set,
            census.board,
            grouped(won)
        ),
    );
    Ok(())
}

/// A percentage to two decimals, without claiming 100 % for a share just under it.
fn share_text(share: f64) -> String {
    if share < 100.0 && share > 99.99 {
        ">99.99 %".to_string()
    } else {
        format!("{} %", fixed(share, 2))
    }
}
