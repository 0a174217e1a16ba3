//! Listing solutions for the solution browser, in a deterministic order.

use super::problem::{full_mask, Problem, MAX_N};
use super::symmetry::{is_canonical, SymmetrySet};

/// Up to `limit` solutions of `problem`, each as the queen's column for
/// every row (`v[row] = col`), in lexicographic order of those vectors
/// (the order a row-by-row search trying columns left to right finds them).
pub fn solutions(problem: &Problem, limit: usize) -> Vec<Vec<u8>> {
    collect(problem, limit, None)
}

/// Up to `limit` solutions that are the representative of their symmetry
/// class: each is the lexicographically smallest of its images under
/// [`Problem::symmetries`]. Listed in lexicographic order; with no limit
/// there are exactly `unique` of them.
pub fn unique_solutions(problem: &Problem, limit: usize) -> Vec<Vec<u8>> {
    collect(problem, limit, Some(problem.symmetries()))
}

struct Lister<'a> {
    problem: &'a Problem,
    full: u32,
    limit: usize,
    only_canonical: Option<SymmetrySet>,
    q: [u8; MAX_N],
    out: Vec<Vec<u8>>,
}

fn collect(problem: &Problem, limit: usize, only_canonical: Option<SymmetrySet>) -> Vec<Vec<u8>> {
    let mut lister = Lister {
        problem,
        full: full_mask(problem.n()),
        limit,
        only_canonical,
        q: [0; MAX_N],
        out: Vec::new(),
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
}
