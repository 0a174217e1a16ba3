//! The try in words, for the state line under the board and for the live
//! region a screen reader speaks from: the puzzle, the counts that are too
//! high or too low, each action, the hint and the solved state.

use chesslab_core::{
    board::{PieceKind, Square},
    exact::{counted_cells, reading_order, CellCount, Fit, Hint, Mode, Placement, Problem},
    numbers::plural,
};

/// How many cells of a kind are named before the rest are counted.
const CELLS_NAMED: usize = 6;

/// The puzzle in one line: "Attack every cell exactly twice." with the
/// fewest pieces when known.
#[must_use]
pub fn puzzle(problem: &Problem, minimum: Option<u32>) -> String {
    let cells = match problem.mode() {
        Mode::EveryCell => "every cell",
        Mode::VacantCells => "every empty cell",
    };
    let times = match problem.uniform_k() {
        Some(k) => format!("exactly {}", times(k)),
        None => "exactly the number on it".to_string(),
    };
    let fewest = minimum.map(|min| format!(" The fewest pieces that do it: {min}.")).unwrap_or_default();
    format!(
        "{}×{}: place pieces so that {cells} is attacked {times}.{fewest}",
        problem.width(),
        problem.height()
    )
}

/// "once", "twice", "3 times".
fn times(k: u8) -> String {
    match k {
        1 => "once".to_string(),
        2 => "twice".to_string(),
        k => format!("{k} times"),
    }
}

/// The state of the try: "Solved with 7 pieces — the proven minimum is 5.",
/// or "4 pieces placed: 3 cells attacked too often, 2 too few.".
#[must_use]
pub fn state(problem: &Problem, placed: &Placement, minimum: Option<u32>) -> String {
    let pieces = placed.piece_count();
    if problem.is_solved_by(placed) {
        return match minimum {
            Some(min) if min == pieces => {
                format!("Solved with {} — the proven minimum!", plural(pieces.into(), "piece"))
            }
            Some(min) => format!(
                "Solved with {} — the proven minimum is {min}: try with fewer.",
                plural(pieces.into(), "piece")
            ),
            None => format!("Solved with {}.", plural(pieces.into(), "piece")),
        };
    }
    let cells = counted_cells(problem, placed);
    let (over, under) = (count_of(&cells, Fit::Over), count_of(&cells, Fit::Under));
    if pieces == 0 {
        return format!("No piece placed yet: {} to attack.", plural(under as u64, "cell"));
    }
    let placed_text = format!("{} placed", plural(pieces.into(), "piece"));
    let mut wrong = Vec::new();
    if over > 0 {
        wrong.push(format!("{} attacked too often", plural(over as u64, "cell")));
    }
    if under > 0 {
        wrong.push(if over > 0 {
            format!("{under} too few")
        } else {
            format!("{} attacked too few times", plural(under as u64, "cell"))
        });
    }
    if wrong.is_empty() {
        // Every counted cell fits, yet no solution: in vacant mode no cell is left empty.
        return format!("{placed_text}: every cell is covered — leave at least one cell empty.");
    }
    format!("{placed_text}: {}.", wrong.join(", "))
}

/// How many counted cells fit so.
fn count_of(cells: &[CellCount], fit: Fit) -> usize {
    cells.iter().filter(|cell| cell.fit == fit).count()
}

/// The board in words (its accessible description): the pieces, then the
/// cells attacked too often and too few times, with their counts.
#[must_use]
pub fn board_text(problem: &Problem, placed: &Placement) -> String {
    let pieces: Vec<String> =
        reading_order(placed).iter().map(|(square, kind)| format!("{} {square}", kind.name())).collect();
    let mut text =
        if pieces.is_empty() { "No pieces.".to_string() } else { format!("Pieces: {}.", pieces.join(", ")) };
    let cells = counted_cells(problem, placed);
    for (fit, said) in [(Fit::Over, "Attacked too often"), (Fit::Under, "Attacked too few times")] {
        let wrong: Vec<&CellCount> = cells.iter().filter(|cell| cell.fit == fit).collect();
        if wrong.is_empty() {
            continue;
        }
        let named: Vec<String> = wrong
            .iter()
            .take(CELLS_NAMED)
            .map(|cell| format!("{} {} of {}", cell.square, cell.count, cell.need))
            .collect();
        let more = wrong.len().saturating_sub(CELLS_NAMED);
        let more = if more > 0 { format!(" and {more} more") } else { String::new() };
        text.push_str(&format!(" {said}: {}{more}.", named.join(", ")));
    }
    text
}

/// A cell in words, for the keyboard's cursor: "c3: bishop, attacked 1 time of 1, right."
#[must_use]
pub fn cell(problem: &Problem, placed: &Placement, square: Square) -> String {
    if !problem.is_on(square) {
        return format!("{square}: switched off.");
    }
    let piece = placed.piece_at(square).map_or_else(|| "empty".to_string(), |kind| kind.name().to_string());
    let Some(count) = counted_cells(problem, placed).into_iter().find(|cell| cell.square == square) else {
        return format!("{square}: {piece}, not counted.");
    };
    format!("{square}: {piece}, attacked {} of {}, {}.", count.count, count.need, fit_word(count.fit))
}

/// The word a fit is said with (the board draws the same sign beside each count).
#[must_use]
pub const fn fit_word(fit: Fit) -> &'static str {
    match fit {
        Fit::Exact => "right",
        Fit::Over => "too many",
        Fit::Under => "too few",
    }
}

/// A piece put on a cell, then the state: "Bishop on c3. 1 piece placed: …"
#[must_use]
pub fn placed(square: Square, kind: PieceKind, state: &str) -> String {
    format!("{} on {square}. {state}", crate::capitalised(kind.name()))
}

/// A piece lifted, then the state.
#[must_use]
pub fn lifted(square: Square, kind: PieceKind, state: &str) -> String {
    format!("{} lifted from {square}. {state}", crate::capitalised(kind.name()))
}

/// A piece carried by the pointer: "Knight moved from a1 to b3. …"
#[must_use]
pub fn carried(from: Square, to: Square, kind: PieceKind, state: &str) -> String {
    format!("{} moved from {from} to {to}. {state}", crate::capitalised(kind.name()))
}

/// The tray's piece chosen.
#[must_use]
pub fn chosen(kind: PieceKind) -> String {
    format!(
        "{} chosen: tap a cell, or press Enter on the board, to place one.",
        crate::capitalised(kind.name())
    )
}

/// The hint in words, aiming at `minimum` pieces.
#[must_use]
pub fn hint(hint: Hint, minimum: Option<u32>) -> String {
    let reaches = minimum
        .map(|min| format!(" reaches the minimum of {min}"))
        .unwrap_or_else(|| " solves it".to_string());
    match hint {
        Hint::Place { square, kind } => format!("Hint: a {} on {square}.", kind.name()),
        Hint::Lift { square, kind, enough: true } => {
            format!("No placement with these pieces{reaches}: lift the {} on {square}.", kind.name())
        }
        Hint::Lift { square, kind, enough: false } => format!(
            "No placement with these pieces{reaches}: lift the {} on {square}, then ask again.",
            kind.name()
        ),
        Hint::Stray { square, kind } => format!(
            "Lift the {} on {square}: the minimal placement known that is nearest your try has no {} there.",
            kind.name(),
            kind.name()
        ),
        Hint::Solved => "Solved already.".to_string(),
        Hint::NoSolution => "No placement of the allowed pieces solves this puzzle.".to_string(),
    }
}
