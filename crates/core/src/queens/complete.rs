//! Completing a try: the solutions that keep some queens where they stand,
//! in lexicographic order (each row's column, rows from the top), found by
//! a row-by-row bitmask search.
//!
//! The kept queens are turned into masks before the search: a row with a
//! kept queen allows only its square, and every other row loses the squares
//! the kept queens attack (wherever they stand, above or below), so the
//! search never tries a square a kept queen rules out. A look-ahead ends a
//! branch as soon as a row below has no square left. Memory is fixed: the
//! search allocates only for the solutions it returns.

use super::{
    problem::{full_mask, MAX_N},
    Placement, Problem,
};

/// Search nodes between two progress reports.
const NODES_PER_REPORT: u64 = 1 << 14;

/// What a completion search found: up to its limit of solutions, and the
/// nodes it visited (the effort a daily puzzle is rated by).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Completions {
    /// The solutions, each row's column from the top, in lexicographic order.
    pub solutions: Vec<Vec<u8>>,
    /// Search nodes visited.
    pub nodes: u64,
}

/// Up to `limit` solutions of `problem` that keep every queen of `kept`,
/// calling `report(nodes)` now and then. No solution when two kept queens
/// share a line.
pub(crate) fn completions(
    problem: &Problem,
    kept: &Placement,
    limit: usize,
    report: &mut dyn FnMut(u64),
) -> Completions {
    let n = problem.n();
    let mut search =
        Search { n, allowed: [0; MAX_N], columns: [0; MAX_N], limit, found: Completions::default(), report };
    if limit == 0 || !kept.attacking_pairs().is_empty() {
        return search.found;
    }
    let full = full_mask(n);
    let mut kept_rows = [None; MAX_N];
    for cell in kept.queens() {
        if let Some(slot) = cell.row_from_top(n).and_then(|row| kept_rows.get_mut(row)) {
            *slot = Some(u32::from(cell.file));
        }
    }
    for (row, (allowed, kept_file)) in search.allowed.iter_mut().zip(kept_rows).enumerate().take(n) {
        let blocked = problem.blocked_rows().get(row).copied().unwrap_or(0);
        *allowed = full
            & !blocked
            & match kept_file {
                // `file < n <= MAX_N < 32`: the shift is in range.
                Some(file) => 1 << file,
                None => !attacked_in_row(kept, n, row),
            };
    }
    search.walk(0, 0, 0, 0);
    search.found
}

/// The squares of `row` (a mask) that the queens of `kept` attack.
fn attacked_in_row(kept: &Placement, n: usize, row: usize) -> u32 {
    let mut mask = 0u32;
    for cell in kept.queens() {
        let Some(queen_row) = cell.row_from_top(n) else { continue };
        let file = usize::from(cell.file);
        let distance = queen_row.abs_diff(row);
        for col in [Some(file), file.checked_add(distance), file.checked_sub(distance)].into_iter().flatten()
        {
            if col < n {
                mask |= 1 << col;
            }
        }
    }
    mask
}

struct Search<'a> {
    n: usize,
    /// The squares each row may use.
    allowed: [u32; MAX_N],
    columns: [u8; MAX_N],
    limit: usize,
    found: Completions,
    report: &'a mut dyn FnMut(u64),
}

impl Search<'_> {
    /// Returns false once the limit is reached, to unwind the search.
    fn walk(&mut self, row: usize, cols: u32, d1: u32, d2: u32) -> bool {
        if row >= self.n {
            self.found.solutions.push(self.columns[..self.n].to_vec());
            return self.found.solutions.len() < self.limit;
        }
        self.found.nodes += 1;
        if self.found.nodes % NODES_PER_REPORT == 0 {
            (self.report)(self.found.nodes);
        }
        if !self.every_row_has_room(row, cols, d1, d2) {
            return true;
        }
        let mut avail = self.allowed[row] & !(cols | d1 | d2);
        while avail != 0 {
            let bit = avail & avail.wrapping_neg();
            avail ^= bit;
            self.columns[row] = bit.trailing_zeros() as u8;
            if !self.walk(row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1) {
                return false;
            }
        }
        true
    }

    /// Whether every row from `row` down still has an allowed square the
    /// queens above do not attack.
    fn every_row_has_room(&self, row: usize, cols: u32, d1: u32, d2: u32) -> bool {
        // `distance < n <= MAX_N < 32`: every shift is in range.
        self.allowed[row..self.n]
            .iter()
            .enumerate()
            .all(|(distance, &allowed)| allowed & !(cols | d1 << distance | d2 >> distance) != 0)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::{board::Cell, queens::solutions};

    #[test]
    fn with_no_queen_kept_the_completions_are_the_listing() {
        for n in 1..=9 {
            let problem = Problem::new(n).unwrap();
            let found = completions(&problem, &Placement::default(), usize::MAX, &mut |_| {});
            assert_eq!(found.solutions, solutions(&problem, usize::MAX), "n = {n}");
        }
    }

    #[test]
    fn kept_queens_stay_and_attacking_ones_keep_nothing() {
        let problem = Problem::new(8).unwrap();
        let corner = Placement::new(&problem, [Cell { file: 0, rank: 7 }]).unwrap(); // a8: row 0, column 0
        let found = completions(&problem, &corner, usize::MAX, &mut |_| {});
        assert_eq!(found.solutions.len(), 4, "4 of the 92 solutions use a corner");
        assert!(found.solutions.iter().all(|columns| columns[0] == 0));
        let pair = Placement::new(&problem, [Cell { file: 0, rank: 7 }, Cell { file: 1, rank: 6 }]).unwrap();
        assert!(completions(&problem, &pair, 5, &mut |_| {}).solutions.is_empty());
    }
}
