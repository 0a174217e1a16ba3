//! The try in words, for the state line under the board and for the live
//! region a screen reader speaks from: what stands where, which queens
//! attack each other, each action, the hint and the solved state.

use chesslab_core::{
    board::Cell,
    numbers::{grouped, plural},
    queens::{HintReply, Placement, Problem, RankReply},
};

/// How many attacking pairs are named before the rest are counted.
const PAIRS_NAMED: usize = 3;

/// Where a solved try stands in the list of all solutions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Being counted in the worker.
    Counting,
    /// Its place: solution `index` of `total`.
    Known(RankReply),
    /// Not known (the count was cancelled or failed).
    Unknown,
}

/// The state of the try, one or two sentences: "3 queens placed, none
/// attacked: 5 to go.", "Queens on b2 and d4 attack each other.", "Solved…".
#[must_use]
pub fn state(problem: &Problem, queens: &Placement, place: Place) -> String {
    let n = problem.n();
    let pairs = queens.attacking_pairs();
    if queens.is_solution(problem) {
        let rank = match place {
            Place::Counting => " Finding its place among all the solutions…".to_string(),
            Place::Known(RankReply { index, total }) => {
                format!(" This is solution {} of {}.", grouped(index), grouped(total))
            }
            Place::Unknown => String::new(),
        };
        return format!("Solved: {}, none attacked.{rank}", plural(n as u64, "queen"));
    }
    if queens.is_empty() {
        return format!("Place {} so that none attacks another.", plural(n as u64, "queen"));
    }
    let placed = format!("{} placed", plural(queens.len() as u64, "queen"));
    if pairs.is_empty() {
        let left = n.saturating_sub(queens.len());
        return format!("{placed}, none attacked: {left} to go.");
    }
    format!("{placed}. {}", attacks(&pairs))
}

/// "Queens on b2 and d4 attack each other." and the next pairs: "; so do
/// those on a1 and a4", then "and 2 more pairs" past the first three.
#[must_use]
pub fn attacks(pairs: &[(Cell, Cell)]) -> String {
    let mut text = String::new();
    for (index, (a, b)) in pairs.iter().take(PAIRS_NAMED).enumerate() {
        if index == 0 {
            text = format!("Queens on {a} and {b} attack each other");
        } else {
            text.push_str(&format!("; so do those on {a} and {b}"));
        }
    }
    if pairs.len() > PAIRS_NAMED {
        let more = pairs.len() - PAIRS_NAMED;
        text.push_str(&format!(
            ", and {} more {}",
            grouped(more as u64),
            if more == 1 { "pair" } else { "pairs" }
        ));
    }
    text.push('.');
    text
}

/// A queen put on `cell`, then the state: "Queen on d4. Queens on b2 and d4 attack each other."
#[must_use]
pub fn placed(cell: Cell, state: &str) -> String {
    format!("Queen on {cell}. {state}")
}

/// A queen lifted from `cell`, then the state.
#[must_use]
pub fn lifted(cell: Cell, state: &str) -> String {
    format!("Queen lifted from {cell}. {state}")
}

/// The board in words, for its accessible description: "8×8 board. Queens
/// on b2, d4. Blocked: c3."
#[must_use]
pub fn board_text(problem: &Problem, queens: &Placement, blocked: &[Cell]) -> String {
    let n = problem.n();
    let queens = if queens.is_empty() { "No queens.".to_string() } else { format!("Queens on {queens}.") };
    let blocked = if blocked.is_empty() {
        String::new()
    } else {
        let names: Vec<String> = blocked.iter().map(ToString::to_string).collect();
        format!(" Blocked: {}.", names.join(", "))
    };
    format!("{n}×{n} board. {queens}{blocked}")
}

/// Where the keyboard's cursor is: "d4: queen, attacked", "c3: blocked", "e5: empty".
#[must_use]
pub fn cursor(cell: Cell, queen: bool, blocked: bool, attacked: bool) -> String {
    let what = match (queen, blocked) {
        (true, _) => "queen",
        (false, true) => "blocked",
        (false, false) => "empty",
    };
    let attacked = if attacked && !blocked { ", attacked" } else { "" };
    format!("{cell}: {what}{attacked}")
}

/// The hint in words.
#[must_use]
pub fn hint(reply: HintReply) -> String {
    match reply {
        HintReply::Place(cell) => format!("Hint: a queen on {cell} is in a solution with your queens."),
        HintReply::Lift { queen, enough: true } => {
            format!("No solution keeps all your queens: lift the one on {queen}.")
        }
        HintReply::Lift { queen, enough: false } => {
            format!(
                "No solution keeps all your queens, nor all but one: lift the one on {queen} and ask again."
            )
        }
        HintReply::Solved => "Your queens are a solution already.".to_string(),
        HintReply::NoSolution => "This board has no solution: free some blocked squares.".to_string(),
    }
}
