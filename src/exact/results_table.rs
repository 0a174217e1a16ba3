//! The results page's table: the proven minimum for each square board and
//! count, in both modes. The problems come from [`table_problems`]; the
//! caller solves each (in a worker, or the benchmark) and times it, since
//! the core keeps no clock (`std::time::Instant` panics on wasm), then
//! [`render_table`] prints the rows.

use super::{
    problem::{Mode, Problem},
    solve::MinOutcome,
};

/// One solved row of the table.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TableEntry {
    /// The problem's text form.
    pub problem: String,
    /// Board side.
    pub n: u8,
    /// Attack count.
    pub k: u8,
    /// Counting mode.
    pub mode: Mode,
    /// What the solver proved.
    pub outcome: MinOutcome,
    /// Wall-clock seconds the caller measured.
    pub seconds: f64,
}

/// The table's problems: full `n`×`n` boards for each `n` in `sides` and
/// `k` in `counts`, every-cell mode then vacant mode, all pieces allowed.
///
/// ```
/// let problems = chesslab::exact::table_problems(2..=6, 1..=4);
/// assert_eq!(problems.len(), 5 * 4 * 2);
/// assert_eq!(problems[0].to_text(), "2x2,k=1");
/// ```
#[must_use]
pub fn table_problems(
    sides: std::ops::RangeInclusive<u8>,
    counts: std::ops::RangeInclusive<u8>,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    for n in sides {
        for mode in [Mode::EveryCell, Mode::VacantCells] {
            for k in counts.clone() {
                if let Ok(problem) = Problem::rectangle(usize::from(n), usize::from(n), k) {
                    problems.push(problem.with_mode(mode));
                }
            }
        }
    }
    problems
}

/// A row for `problem` (a full square board) from its outcome and time.
#[must_use]
pub fn table_entry(problem: &Problem, outcome: MinOutcome, seconds: f64) -> TableEntry {
    TableEntry {
        problem: problem.to_text(),
        n: problem.width(),
        k: problem.uniform_k().unwrap_or(0),
        mode: problem.mode(),
        outcome,
        seconds,
    }
}

/// The rows as a Markdown table: minimum (or the proven lower bound when the
/// search was cut off), how many minimal placements, unique, an example, time.
#[must_use]
pub fn render_table(entries: &[TableEntry]) -> String {
    let mut text = String::from(
        "| n | k | mode | min pieces | placements | unique | example | seconds |\n|---|---|---|---|---|---|---|---|\n",
    );
    for entry in entries {
        let outcome = &entry.outcome;
        let min = match (outcome.min_pieces, outcome.complete) {
            (Some(min), _) => min.to_string(),
            (None, true) => "none".to_string(),
            (None, false) => format!("≥ {} (cut off)", outcome.lower_bound),
        };
        let mode = match entry.mode {
            Mode::EveryCell => "every",
            Mode::VacantCells => "vacant",
        };
        text.push_str(&format!(
            "| {} | {} | {mode} | {min} | {} | {} | `{}` | {:.3} |\n",
            entry.n,
            entry.k,
            outcome.solutions,
            outcome.unique,
            entry.outcome.example.as_deref().unwrap_or("–"),
            entry.seconds
        ));
    }
    text
}
