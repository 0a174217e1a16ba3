//! The results table's data and layout: the shipped entries
//! (`data/exact-table.json`, made by `chesslab exact table --json` because
//! the larger entries take longer to prove than a visitor should wait),
//! laid out as Friedman's tables — a table per mode with rows n and columns
//! k, then Rennhak's n×4 (n files, 4 ranks) — each number opening its placement, with
//! DeVincentis' bounds on the vacant-cell table.
//! An entry on a board beyond the page's 8×8 (9×9, Rennhak's 9×4) shows its
//! placement drawn on a board of its own size instead ([`WideDrawing`]).

use chesslab_core::exact::{
    read_table, wide_board, EntryStatus, Mode, TableEntry, TableSource, Verdict, WideCell,
};

/// The table's data, made by `chesslab exact table --json > data/exact-table.json`.
const TABLE_DATA: &str = include_str!("../../../../data/exact-table.json");

/// Reads a table as `chesslab exact table --json` writes it; a damaged one says why, for the page.
///
/// # Errors
/// The message to show when `text` is not such a table.
pub fn parse_table(text: &str) -> Result<Vec<TableEntry>, String> {
    // The core reads it: its serde_json is the families module's, never the page's own wasm's.
    read_table(text)
        .map_err(|error| format!("The table of results could not be read ({error}); the searches still work"))
}

/// The shipped entries. Read when the Exact page is first built: that page is in the page's
/// `families` wasm module, which the app loads only when one of its pages is opened, so neither
/// the table (118 KB) nor its parsing is part of the first load.
///
/// # Errors
/// The message to show when the shipped file is damaged.
pub fn shipped_table() -> Result<Vec<TableEntry>, String> {
    parse_table(TABLE_DATA)
}

/// The shipped entries; a damaged file gives none rather than failing the page.
#[must_use]
pub fn table_entries() -> Vec<TableEntry> {
    shipped_table().unwrap_or_default()
}

/// DeVincentis' bounds on V(n,k) by k, as formulas in n.
const DEVINCENTIS: [&str; 8] = ["n", "n", "2n−2", "2n", "3n−2", "4n−4", "4n−4", "4n−4"];

/// One of the tables: a title, column heads, an optional row of
/// DeVincentis' bounds, and the rows.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultsGrid {
    /// The caption.
    pub title: String,
    /// The corner cell and one head per k.
    pub heads: Vec<String>,
    /// DeVincentis' bound per k (empty where he gives none), on the vacant-cell table.
    pub devincentis: Option<Vec<String>>,
    /// One row per board.
    pub rows: Vec<GridRow>,
}

/// A row of a [`ResultsGrid`]: the board and one cell per k.
#[derive(Clone, Debug, PartialEq)]
pub struct GridRow {
    /// The board, e.g. `5×5` or `6×4` (width × height).
    pub board: String,
    /// Per k, the entry if the table has one.
    pub cells: Vec<Option<GridCell>>,
}

/// One number of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct GridCell {
    /// What the cell shows: the minimum, `≥ l, ≤ u` (no-break spaces after the signs), `none` or `–`.
    pub label: String,
    /// The problem it opens (a button's `data-problem`): its placement, or
    /// what is known; `None` for an entry not computed.
    pub problem: Option<String>,
    /// The cell's tooltip: the details.
    pub title: String,
    /// What is known.
    pub status: EntryStatus,
    /// DeVincentis' verdict, with its mark (`=` sharp, `<` beaten, `?` unknown, `>` does not apply).
    pub verdict: Option<(Verdict, &'static str)>,
    /// The placement of an entry beyond the page's 8×8 board, drawn on a board of its size.
    pub wide: Option<WideDrawing>,
}

/// A placement on a board larger than the page's (9×9, Rennhak's 9×4), as
/// a small table: its caption and, by rank from the top, each cell's piece
/// letter or attack count.
#[derive(Clone, Debug, PartialEq)]
pub struct WideDrawing {
    /// What the drawing shows, e.g. "9×9, k = 1: a placement of 27 pieces (…)".
    pub caption: String,
    /// By rank from the top, per file: a piece letter, or the empty cell's attack count.
    pub ranks: Vec<Vec<String>>,
}

/// The drawing of `entry`'s placement when its board is beyond the page's.
fn wide_drawing(entry: &TableEntry) -> Option<WideDrawing> {
    if entry.fits_the_solver() {
        return None;
    }
    let code = entry.example.as_deref()?;
    let board = wide_board(usize::from(entry.width), usize::from(entry.height), code)?;
    let ranks = board.iter().map(|rank| rank.iter().map(WideCell::to_string).collect()).collect();
    let pieces = entry.upper_bound.unwrap_or(0);
    let fewest = if entry.proven { ", the fewest (proven)" } else { "" };
    Some(WideDrawing {
        caption: format!(
            "{}×{}, k = {}: a placement of {pieces} pieces (letters){fewest}, each empty cell with its attack count",
            entry.width, entry.height, entry.k
        ),
        ranks,
    })
}

/// The tables of `entries`: every cell and vacant cells (Friedman), then n×4 (Rennhak).
#[must_use]
pub fn results_grids(entries: &[TableEntry]) -> Vec<ResultsGrid> {
    let tables = [
        ("Every cell attacked exactly k times (Friedman)", TableSource::Friedman, Mode::EveryCell),
        (
            "Every vacant cell attacked exactly k times, V(n,k) (Friedman)",
            TableSource::Friedman,
            Mode::VacantCells,
        ),
        ("Every cell, n files × 4 ranks (Rennhak)", TableSource::Rennhak, Mode::EveryCell),
    ];
    tables
        .into_iter()
        .filter_map(|(title, source, mode)| {
            let mine: Vec<&TableEntry> =
                entries.iter().filter(|entry| entry.source == source && entry.mode == mode).collect();
            let top = mine.iter().map(|entry| entry.k).max()?;
            // The sides present, in order (taken in order, not sorted: the page crates' size rule).
            let sides = (1..=u8::MAX).filter(|&n| mine.iter().any(|entry| entry.n == n));
            let rows = sides
                .filter_map(|n| {
                    let first = mine.iter().find(|entry| entry.n == n)?;
                    let board = format!("{}×{}", first.width, first.height);
                    let cells = (1..=top)
                        .map(|k| {
                            mine.iter()
                                .find(|entry| (entry.n, entry.k) == (n, k))
                                .map(|entry| grid_cell(entry))
                        })
                        .collect();
                    Some(GridRow { board, cells })
                })
                .collect();
            let mut heads =
                vec![if source == TableSource::Rennhak { "n×4 \\ k" } else { "n \\ k" }.to_string()];
            heads.extend((1..=top).map(|k| format!("k = {k}")));
            let devincentis = (mode == Mode::VacantCells).then(|| {
                (1..=usize::from(top))
                    .map(|k| DEVINCENTIS.get(k - 1).map(|bound| format!("≤ {bound}")).unwrap_or_default())
                    .collect()
            });
            Some(ResultsGrid { title: title.to_string(), heads, devincentis, rows })
        })
        .collect()
}

/// The mark of a verdict.
fn mark(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Sharp => "=",
        Verdict::Beaten => "<",
        Verdict::Unknown => "?",
        Verdict::DoesNotApply => ">",
    }
}

/// A cell of the table for `entry`.
fn grid_cell(entry: &TableEntry) -> GridCell {
    let mode = if entry.mode == Mode::VacantCells { "vacant cells" } else { "every cell" };
    let head = format!("{}×{}, k = {}, {mode}", entry.width, entry.height, entry.k);
    let time =
        format!("{:.2} s, {} nodes natively", entry.seconds, chesslab_core::numbers::grouped(entry.nodes));
    let detail = match (entry.status, entry.total, entry.unique) {
        (EntryStatus::Proven, Some(total), Some(unique)) => format!(
            "{} pieces, proven in {time}; {}, {unique} up to symmetry",
            entry.lower_bound,
            chesslab_core::numbers::plural(total, "minimal placement")
        ),
        (EntryStatus::Proven, _, _) => {
            format!(
                "{} pieces, proven in {time} (nothing below it; a placement of it found)",
                entry.lower_bound
            )
        }
        (EntryStatus::Impossible, _, _) => format!("no placement solves it (proven in {time})"),
        (EntryStatus::TooLarge, _, _) => {
            "not computed: the search holds boards of at most 128 cells".to_string()
        }
        (EntryStatus::Bounded, _, _) => {
            let best = entry.upper_bound.map_or_else(
                || "no placement found yet".to_string(),
                |upper| format!("the best placement found has {upper}"),
            );
            format!("at least {} pieces (proven), {best}; searched {time}", entry.lower_bound)
        }
    };
    let detail = match (entry.found_by, &entry.ledger) {
        (_, Some(ledger)) => format!("{detail}; bound from the proof ledger {ledger}"),
        (Some(found_by), None) if entry.status == EntryStatus::Bounded => {
            format!("{detail}, by {}", found_by.words())
        }
        _ => detail,
    };
    let verdict = entry.devincentis();
    let against = verdict
        .map(|(bound, verdict)| format!(" DeVincentis' bound {bound}: {}.", verdict.word()))
        .unwrap_or_default();
    GridCell {
        // "≥ 9, ≤ 11" may break after its comma only, so that narrow columns read "≥ 9," / "≤ 11".
        label: entry.value_text().replace("≥ ", "≥\u{a0}").replace("≤ ", "≤\u{a0}"),
        problem: (entry.status != EntryStatus::TooLarge && entry.fits_the_solver())
            .then(|| entry.problem.clone()),
        title: format!("{head}: {detail}.{against}"),
        status: entry.status,
        verdict: verdict.map(|(_, verdict)| (verdict, mark(verdict))),
        wide: wide_drawing(entry),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use chesslab_core::exact::table_slots;

    #[test]
    fn the_shipped_table_has_every_entry_of_friedmans_and_rennhaks_tables() {
        let entries = table_entries();
        let slots = table_slots();
        assert_eq!(entries.len(), slots.len());
        for (entry, slot) in entries.iter().zip(&slots) {
            assert_eq!(entry.problem, slot.text());
            assert_eq!(
                (entry.width, entry.height, entry.k, entry.mode),
                (slot.width, slot.height, slot.k, slot.mode)
            );
        }
    }

    #[test]
    fn a_damaged_table_is_explained_not_a_panic() {
        assert!(shipped_table().is_ok());
        let message = parse_table("[{\"problem\": 3").unwrap_err();
        assert!(message.starts_with("The table of results could not be read ("), "{message}");
    }

    #[test]
    fn the_grids_are_laid_out_like_friedmans_tables() {
        let grids = results_grids(&table_entries());
        let shape: Vec<(usize, usize, bool)> = grids
            .iter()
            .map(|grid| (grid.rows.len(), grid.heads.len() - 1, grid.devincentis.is_some()))
            .collect();
        // Every cell: n = 2..9, k ≤ 4; vacant: n = 2..7, k ≤ 16; Rennhak: 5×4..9×4, k ≤ 4.
        assert_eq!(shape, [(8, 4, false), (6, 16, true), (5, 4, false)]);
        let vacant = &grids[1];
        let bounds = vacant.devincentis.as_ref().unwrap();
        assert_eq!((bounds[0].as_str(), bounds[4].as_str(), bounds[8].as_str()), ("≤ n", "≤ 3n−2", ""));
        assert_eq!(vacant.rows[0].board, "2×2");
        assert!(vacant.rows[0].cells[4].is_none(), "2×2 stops at k = 4");
        assert_eq!(grids[2].rows[1].board, "6×4", "width × height, as everywhere");
        let nine = &grids[0].rows[7];
        assert_eq!(nine.board, "9×9");
        let beyond = nine.cells[0].as_ref().unwrap();
        // Beyond the page's 8×8 board, proven by the 128-cell search: 9×9 and Rennhak's 9×4.
        for (beyond, board, value) in
            [(beyond, "9×9", "16"), (grids[2].rows[4].cells[0].as_ref().unwrap(), "9×4", "8")]
        {
            assert_eq!(beyond.label, value, "{board}");
            assert!(beyond.title.contains(&format!("{value} pieces, proven in ")), "{}", beyond.title);
            assert_eq!(beyond.problem, None, "a {board} board does not open on the page's board");
        }
        assert_eq!(grids[2].rows[4].board, "9×4");
        assert!(nine.cells[1].is_none());
    }

    #[test]
    fn a_cell_says_its_minimum_or_bounds_and_devincentis_verdict() {
        let grids = results_grids(&table_entries());
        let cell = |grid: usize, row: usize, k: usize| grids[grid].rows[row].cells[k - 1].clone().unwrap();
        let five = cell(0, 3, 2);
        assert_eq!((five.label.as_str(), five.problem.as_deref()), ("8", Some("5x5,k=2")));
        assert!(five.title.starts_with("5×5, k = 2, every cell: 8 pieces, proven in "), "{}", five.title);
        assert!(five.title.ends_with("11 minimal placements, 4 up to symmetry."), "{}", five.title);
        assert_eq!(five.verdict, None);
        let vacant = cell(1, 2, 2);
        assert_eq!(vacant.label, "4");
        assert_eq!(vacant.verdict, Some((Verdict::Sharp, "=")));
        assert!(vacant.title.ends_with("DeVincentis' bound 4: sharp."), "{}", vacant.title);
        let impossible = cell(0, 0, 4);
        assert_eq!((impossible.label.as_str(), impossible.problem.as_deref()), ("none", Some("2x2,k=4")));
        for grid in &grids {
            for cell in grid.rows.iter().flat_map(|row| row.cells.iter().flatten()) {
                if cell.status == EntryStatus::Bounded {
                    assert!(cell.label.starts_with("≥\u{a0}"), "{}", cell.label);
                }
            }
        }
    }

    #[test]
    fn the_entries_beyond_the_page_board_are_drawn_on_a_board_of_their_size() {
        let entries = table_entries();
        let grids = results_grids(&entries);
        let mut drawn = 0;
        for cell in grids.iter().flat_map(|grid| grid.rows.iter().flat_map(|row| row.cells.iter().flatten()))
        {
            let Some(wide) = &cell.wide else { continue };
            drawn += 1;
            assert_eq!(cell.problem, None, "the page's board cannot open it");
            let width = wide.ranks[0].len();
            assert!(width > 8 || wide.ranks.len() > 8, "{}", wide.caption);
            assert!(wide.ranks.iter().all(|rank| rank.len() == width));
            let pieces = wide.ranks.iter().flatten().filter(|cell| cell.parse::<u8>().is_err()).count();
            assert!(wide.caption.contains(&format!("a placement of {pieces} pieces")), "{}", wide.caption);
            assert_eq!(wide.caption.contains("the fewest (proven)"), cell.status == EntryStatus::Proven);
            // Every cell, k = 1: each empty cell is attacked once.
            assert!(wide.ranks.iter().flatten().all(|cell| cell.parse::<u8>().is_err() || cell == "1"));
        }
        assert_eq!(drawn, 2, "9×9 and 9×4");
    }
}
