//! Listing solutions for the solution browser, in a deterministic order.
//!
//! The search looks ahead: a branch ends as soon as some row below has no
//! square left that is free, unblocked and unattacked, so boards with a
//! blocked-out row finish at once instead of exploring every placement of
//! the rows above it.
//!
//! Memory is bounded: a listing keeps at most [`MAX_LISTING_BYTES`] of
//! solutions whatever count was asked for, and says when it stopped there.

use super::problem::{full_mask, Problem, MAX_N};
use super::symmetry::is_canonical;
use crate::board::SymmetrySet;
use crate::task::Progress;

/// The most bytes a listing's solutions may hold.
pub const MAX_LISTING_BYTES: usize = if cfg!(feature = "small-memory") { 16 << 20 } else { 64 << 20 };

/// The bytes one listed solution of an `n`-queens board holds: the list's
/// entry, the columns and the allocator's bookkeeping.
const fn solution_bytes(n: usize) -> usize {
    std::mem::size_of::<Vec<u8>>() + n + 16
}

/// Search nodes between two progress reports.
const NODES_PER_REPORT: u64 = 1 << 14;

/// Up to `limit` solutions of `problem` (fewer when they would pass
/// [`MAX_LISTING_BYTES`]), each as the queen's column for
/// every row (`v[row] = col`), in lexicographic order of those vectors
/// (the order a row-by-row search trying columns left to right finds them;
/// the order of the Checker Challenge).
///
/// ```
/// use chesslab_core::queens::{solutions, unique_solutions, Problem};
///
/// let six = Problem::new(6)?;
/// let all = [[1, 3, 5, 0, 2, 4], [2, 5, 1, 4, 0, 3], [3, 0, 4, 1, 5, 2], [4, 2, 0, 5, 3, 1]];
/// assert_eq!(solutions(&six, 10), all);
/// assert_eq!(solutions(&six, 1).len(), 1);
/// assert_eq!(unique_solutions(&six, 10), [[1, 3, 5, 0, 2, 4]]); // the four are one up to symmetry
/// # Ok::<(), chesslab_core::queens::ProblemError>(())
/// ```
pub fn solutions(problem: &Problem, limit: usize) -> Vec<Vec<u8>> {
    collect(problem, limit, None, &mut |_| {})
}

/// Like [`solutions`], reporting progress now and then: `done` of `total`
/// first-row columns searched, `found` solutions so far.
pub fn solutions_with_progress(
    problem: &Problem,
    limit: usize,
    progress: &mut dyn FnMut(Progress),
) -> Vec<Vec<u8>> {
    collect(problem, limit, None, progress)
}

/// Like [`solutions_with_progress`] keeping at most `max_bytes` of solutions;
/// also says whether the listing stopped there (before `limit`), in which
/// case there may be more solutions than listed.
pub fn solutions_within(
    problem: &Problem,
    limit: usize,
    max_bytes: usize,
    progress: &mut dyn FnMut(Progress),
) -> (Vec<Vec<u8>>, bool) {
    let fit = max_bytes / solution_bytes(problem.n());
    let solutions = collect_at_most(problem, limit.min(fit), None, progress);
    let stopped = fit < limit && solutions.len() == fit;
    (solutions, stopped)
}

/// Up to `limit` solutions that are the representative of their symmetry
/// class: each is the lexicographically smallest of its images under
/// [`Problem::symmetries`]. Listed in lexicographic order; with no limit
/// there are exactly `unique` of them.
pub fn unique_solutions(problem: &Problem, limit: usize) -> Vec<Vec<u8>> {
    collect(problem, limit, Some(problem.symmetries()), &mut |_| {})
}

struct Lister<'a> {
    problem: &'a Problem,
    full: u32,
    limit: usize,
    only_canonical: Option<SymmetrySet>,
    q: [u8; MAX_N],
    out: Vec<Vec<u8>>,
    nodes: u64,
    progress: &'a mut dyn FnMut(Progress),
}

/// Up to `limit` solutions within [`MAX_LISTING_BYTES`].
fn collect(
    problem: &Problem,
    limit: usize,
    only_canonical: Option<SymmetrySet>,
    progress: &mut dyn FnMut(Progress),
) -> Vec<Vec<u8>> {
    let fit = MAX_LISTING_BYTES / solution_bytes(problem.n());
    collect_at_most(problem, limit.min(fit), only_canonical, progress)
}

fn collect_at_most(
    problem: &Problem,
    limit: usize,
    only_canonical: Option<SymmetrySet>,
    progress: &mut dyn FnMut(Progress),
) -> Vec<Vec<u8>> {
    let mut lister = Lister {
        problem,
        full: full_mask(problem.n()),
        limit,
        only_canonical,
        q: [0; MAX_N],
        out: Vec::new(),
        nodes: 0,
        progress,
    };
    if limit > 0 {
        lister.walk(0, 0, 0, 0);
    }
    lister.out
}

impl Lister<'_> {
    /// Returns false once the limit is reached, to unwind the search early.
    fn walk(&mut self, row: usize, cols: u32, d1: u32, d2: u32) -> bool {
        let n = self.problem.n();
        if row >= n {
            let q = &self.q[..n];
            if self.only_canonical.is_none_or(|g| is_canonical(q, g)) {
                self.out.push(q.to_vec());
            }
            return self.out.len() < self.limit;
        }
        self.nodes += 1;
        if self.nodes % NODES_PER_REPORT == 0 {
            self.report();
        }
        if !self.every_row_has_room(row, cols, d1, d2) {
            return true;
        }
        let blocked = self.problem.blocked_rows().get(row).copied().unwrap_or(0);
        let mut avail = self.full & !(cols | d1 | d2 | blocked);
        while avail != 0 {
            let bit = avail & avail.wrapping_neg();
            avail ^= bit;
            self.q[row] = bit.trailing_zeros() as u8;
            if !self.walk(row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1) {
                return false;
            }
        }
        true
    }

    /// Whether every row from `row` down still has a square that is free,
    /// unblocked and not attacked by the queens above.
    fn every_row_has_room(&self, row: usize, cols: u32, d1: u32, d2: u32) -> bool {
        let rows = self.problem.blocked_rows();
        // `rows.len() <= MAX_N < 32`, so every shift is in range.
        rows.iter().enumerate().skip(row).all(|(below, &blocked)| {
            let distance = below - row;
            self.full & !(cols | d1 << distance | d2 >> distance | blocked) != 0
        })
    }

    fn report(&mut self) {
        let n = self.problem.n() as u64;
        let done = self.q.first().map_or(0, |&col| u64::from(col));
        (self.progress)(Progress { done, total: n, found: self.out.len() as u64 });
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_listing_stops_at_its_byte_cap_and_says_so() {
        let problem = Problem::new(8).unwrap();
        let all = solutions(&problem, 1000);
        assert_eq!(all.len(), 92);
        let cap = 10 * solution_bytes(8);
        let (some, stopped) = solutions_within(&problem, 1000, cap, &mut |_| {});
        assert!(stopped);
        assert_eq!(some[..], all[..10]);
        let (every, stopped) = solutions_within(&problem, 1000, 1 << 20, &mut |_| {});
        assert!(!stopped);
        assert_eq!(every, all);
        let (first, stopped) = solutions_within(&problem, 5, cap, &mut |_| {});
        assert!(!stopped);
        assert_eq!(first[..], all[..5]);
    }
}
