//! A player's try: the queens placed by hand on a problem's board, and what
//! they attack. Checked when made (on the board, off blocked squares, each
//! square once, at most N queens), so every later step can trust it.
//!
//! Two queens attack each other when they share a row, a column or a
//! diagonal with no queen between them, as in chess; blocked squares are
//! holes where no queen may stand, not walls, so lines run across them (as
//! the counter has it). An empty square is attacked when it shares a line
//! with a queen: a queen put there would stand attacked.

use std::fmt;

use super::Problem;
use crate::board::Cell;

/// The queens of a try on an `n`×`n` board, in reading order (rows from
/// the top, each from the left), so equal tries compare equal however they
/// were placed.
///
/// ```
/// use chesslab_core::{board::Cell, queens::{Placement, Problem}};
///
/// let square = |name: &str| -> Cell {
///     let b = name.as_bytes();
///     Cell { file: b[0] - b'a', rank: b[1] - b'1' }
/// };
/// let problem = Problem::new(5)?;
/// let try_ = Placement::new(&problem, [square("b2"), square("d4"), square("e1")])?;
/// // b2 and d4 share a diagonal; e1 is on no line with either.
/// assert_eq!(try_.attacking_pairs(), [(square("d4"), square("b2"))]);
/// assert!(!try_.is_solution(&problem));
///
/// let four = Problem::new(4)?;
/// let solved = Placement::new(&four, ["b4", "d3", "a2", "c1"].map(square))?;
/// assert!(solved.is_solution(&four));
/// assert_eq!(solved.columns(4), Some(vec![1, 3, 0, 2])); // each row's column, rows from the top
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Placement {
    queens: Vec<Cell>,
}

/// Why a list of queens is not a try on a board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlacementError {
    /// A queen off the board.
    #[error("a queen on {cell} is off the {n}×{n} board")]
    OffBoard {
        /// Where the queen was put.
        cell: Cell,
        /// The board's side.
        n: usize,
    },
    /// A queen on a blocked square.
    #[error("a queen cannot stand on {0}: it is blocked")]
    OnBlocked(Cell),
    /// Two queens on one square.
    #[error("{0} is given twice: one queen a square")]
    Twice(Cell),
    /// More queens than rows: some would have to share a row.
    #[error("too many queens ({count}): at most {n} fit on the board, one a row")]
    TooMany {
        /// Queens given.
        count: usize,
        /// The board's side.
        n: usize,
    },
}

impl Placement {
    /// The try with these queens on `problem`'s board, checked.
    ///
    /// # Errors
    /// A [`PlacementError`] naming the first queen that cannot stand.
    pub fn new(
        problem: &Problem,
        queens: impl IntoIterator<Item = Cell>,
    ) -> Result<Placement, PlacementError> {
        let n = problem.n();
        let mut cells: Vec<Cell> = Vec::new();
        for cell in queens {
            // Counted before anything else is kept: a long list is refused at once.
            if cells.len() == n {
                return Err(PlacementError::TooMany { count: n + 1, n });
            }
            let Some(row) = cell.row_from_top(n).filter(|_| usize::from(cell.file) < n) else {
                return Err(PlacementError::OffBoard { cell, n });
            };
            if problem.is_blocked(row, usize::from(cell.file)) {
                return Err(PlacementError::OnBlocked(cell));
            }
            if cells.contains(&cell) {
                return Err(PlacementError::Twice(cell));
            }
            cells.push(cell);
        }
        cells.sort_by_key(|cell| reading_order(*cell));
        Ok(Placement { queens: cells })
    }

    /// The queens, in reading order.
    #[must_use]
    pub fn queens(&self) -> &[Cell] {
        &self.queens
    }

    /// How many queens stand.
    #[must_use]
    pub fn len(&self) -> usize {
        self.queens.len()
    }

    /// Whether no queen stands.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.queens.is_empty()
    }

    /// Whether a queen stands on `cell`.
    #[must_use]
    pub fn contains(&self, cell: Cell) -> bool {
        self.queens.contains(&cell)
    }

    /// The try without the queen on `cell` (the same try when none stands there).
    #[must_use]
    pub fn without(&self, cell: Cell) -> Placement {
        Placement { queens: self.queens.iter().copied().filter(|&queen| queen != cell).collect() }
    }

    /// The pairs of queens that attack each other, each once: the queen
    /// first in reading order first, pairs in reading order of that queen.
    #[must_use]
    pub fn attacking_pairs(&self) -> Vec<(Cell, Cell)> {
        let mut pairs = Vec::new();
        for (index, &first) in self.queens.iter().enumerate() {
            for &second in &self.queens[index + 1..] {
                if on_a_line(first, second) && !self.queens.iter().any(|&q| between(first, q, second)) {
                    pairs.push((first, second));
                }
            }
        }
        pairs
    }

    /// The queens that attack another queen, in reading order.
    #[must_use]
    pub fn attacked_queens(&self) -> Vec<Cell> {
        let pairs = self.attacking_pairs();
        self.queens.iter().copied().filter(|&q| pairs.iter().any(|&(a, b)| a == q || b == q)).collect()
    }

    /// The empty squares of an `n`×`n` board that share a line with some
    /// queen (blocked squares included: a line runs across them).
    #[must_use]
    pub fn attacked_squares(&self, n: usize) -> Vec<Cell> {
        let side = n.min(usize::from(u8::MAX));
        (0..side)
            .flat_map(|row| (0..side).filter_map(move |col| Cell::from_top(row, col, side)))
            .filter(|&cell| !self.contains(cell) && self.queens.iter().any(|&q| on_a_line(q, cell)))
            .collect()
    }

    /// Whether this try solves `problem`: N queens, none attacked.
    #[must_use]
    pub fn is_solution(&self, problem: &Problem) -> bool {
        self.len() == problem.n() && self.attacking_pairs().is_empty()
    }

    /// The column of the queen in each row from the top, when every row of
    /// an `n`-row board has exactly one queen (the form of listed solutions).
    #[must_use]
    pub fn columns(&self, n: usize) -> Option<Vec<u8>> {
        if self.len() != n {
            return None;
        }
        let mut columns = Vec::with_capacity(n);
        for (row, cell) in self.queens.iter().enumerate() {
            if cell.row_from_top(n) != Some(row) {
                return None;
            }
            columns.push(cell.file);
        }
        Some(columns)
    }
}

impl fmt::Display for Placement {
    /// The queens' squares: "b2, d4"; "no queens" for none.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.queens.is_empty() {
            return f.write_str("no queens");
        }
        for (index, cell) in self.queens.iter().enumerate() {
            if index > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{cell}")?;
        }
        Ok(())
    }
}

/// Rows from the top (higher ranks first), then files from the left.
fn reading_order(cell: Cell) -> (std::cmp::Reverse<u8>, u8) {
    (std::cmp::Reverse(cell.rank), cell.file)
}

/// Whether two different squares share a row, a column or a diagonal.
#[must_use]
pub fn on_a_line(a: Cell, b: Cell) -> bool {
    let (files, ranks) = (a.file.abs_diff(b.file), a.rank.abs_diff(b.rank));
    a != b && (files == 0 || ranks == 0 || files == ranks)
}

/// Whether `middle` lies strictly between `a` and `b` on the line they share.
fn between(a: Cell, middle: Cell, b: Cell) -> bool {
    if middle == a || middle == b || !on_a_line(a, middle) || !on_a_line(middle, b) {
        return false;
    }
    let within = |low: u8, x: u8, high: u8| low.min(high) <= x && x <= low.max(high);
    // On the segment: inside the box, and on the same line (the same direction from a).
    let d = |x: u8, y: u8| i32::from(x) - i32::from(y);
    let collinear = d(b.file, a.file) * d(middle.rank, a.rank) == d(b.rank, a.rank) * d(middle.file, a.file);
    collinear && within(a.file, middle.file, b.file) && within(a.rank, middle.rank, b.rank)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn cell(name: &str) -> Cell {
        let bytes = name.as_bytes();
        Cell { file: bytes[0] - b'a', rank: bytes[1] - b'1' }
    }

    #[test]
    fn a_queen_between_two_others_shields_them() {
        let problem = Problem::new(8).unwrap();
        let try_ = Placement::new(&problem, ["a1", "a4", "a8", "d4"].map(cell)).unwrap();
        // a8–a4, a4–d4, a4–a1 and the diagonal d4–a1 attack; a1 and a8 do not see each other past a4.
        let pairs = [("a8", "a4"), ("a4", "d4"), ("a4", "a1"), ("d4", "a1")].map(|(a, b)| (cell(a), cell(b)));
        assert_eq!(try_.attacking_pairs(), pairs);
        let diagonal = Placement::new(&problem, ["a1", "c3", "h8"].map(cell)).unwrap();
        assert_eq!(diagonal.attacking_pairs(), [(cell("h8"), cell("c3")), (cell("c3"), cell("a1"))]);
    }

    #[test]
    fn bad_queens_are_refused_with_their_square() {
        let problem = Problem::with_blocked(4, &[0, 0b10, 0, 0]).unwrap(); // b3 blocked
        assert_eq!(Placement::new(&problem, [cell("b3")]), Err(PlacementError::OnBlocked(cell("b3"))));
        assert_eq!(
            Placement::new(&problem, [cell("a1"), cell("a1")]),
            Err(PlacementError::Twice(cell("a1")))
        );
        assert_eq!(
            Placement::new(&problem, [cell("e1")]),
            Err(PlacementError::OffBoard { cell: cell("e1"), n: 4 })
        );
        let five = ["a1", "b1", "c1", "d1", "a2"].map(cell);
        assert_eq!(Placement::new(&problem, five), Err(PlacementError::TooMany { count: 5, n: 4 }));
        assert_eq!(
            PlacementError::OnBlocked(cell("b3")).to_string(),
            "a queen cannot stand on b3: it is blocked"
        );
    }

    #[test]
    fn attacked_squares_are_the_empty_squares_on_a_queens_lines() {
        let problem = Problem::new(3).unwrap();
        let corner = Placement::new(&problem, [cell("a1")]).unwrap();
        let names: Vec<String> = corner.attacked_squares(3).iter().map(ToString::to_string).collect();
        assert_eq!(names, ["a3", "c3", "a2", "b2", "b1", "c1"]);
        assert_eq!(corner.to_string(), "a1");
        assert_eq!(Placement::default().to_string(), "no queens");
    }
}
