//! The plain baseline counter: one bitmask depth-first search from the top
//! row (column mask + two shifting diagonal masks, lowest-set-bit
//! iteration), with only the classic first-row left/right mirror halving.
//!
//! It is kept deliberately simple: it is the yardstick the fast counter is
//! benchmarked against, and an independent cross-check of its totals.

use super::problem::{full_mask, Problem, MAX_N};
use super::symmetry::is_canonical;
use super::CountReply;
use crate::board::Symmetry;

/// Search state that does not change during the search.
pub(crate) struct Board {
    n: usize,
    full: u32,
    blocked: [u32; MAX_N],
}

impl Board {
    pub(crate) fn new(problem: &Problem) -> Board {
        let mut blocked = [0u32; MAX_N];
        blocked[..problem.n()].copy_from_slice(problem.blocked_rows());
        Board { n: problem.n(), full: full_mask(problem.n()), blocked }
    }

    /// Solutions for rows `row..`, given the masks of the queens above
    /// (already shifted to `row`).
    pub(crate) fn count_from(&self, row: usize, cols: u32, d1: u32, d2: u32) -> u64 {
        if row >= self.n {
            return 1;
        }
        let mut avail = self.full & !(cols | d1 | d2 | self.blocked[row]);
        if row + 1 == self.n {
            return u64::from(avail.count_ones());
        }
        let mut total = 0u64;
        while avail != 0 {
            let bit = avail & avail.wrapping_neg();
            avail ^= bit;
            total += self.count_from(row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
        }
        total
    }
}

/// Total number of solutions, by the plain search.
///
/// The first row's queen is only tried in the left half (each such solution
/// is counted twice, for itself and its mirror image) plus the middle column
/// for odd N — but only when the blocked squares are themselves left/right
/// symmetric; otherwise the full search runs.
///
/// ```
/// use chesslab_core::queens::{baseline::count_total, Problem};
/// assert_eq!(count_total(&Problem::new(8)?), 92);
/// # Ok::<(), chesslab_core::queens::ProblemError>(())
/// ```
pub fn count_total(problem: &Problem) -> u64 {
    let board = Board::new(problem);
    let n = board.n;
    if !problem.symmetries().contains(Symmetry::MirrorColumns) {
        return board.count_from(0, 0, 0, 0);
    }
    let first = board.full & !board.blocked[0];
    let mut total = 0u64;
    for c in 0..n.div_ceil(2) {
        let bit = 1u32 << c;
        if first & bit == 0 {
            continue;
        }
        // The middle column of an odd board is its own mirror image.
        let weight = if 2 * c + 1 == n { 1 } else { 2 };
        total += weight * board.count_from(1, bit, bit << 1, bit >> 1);
    }
    total
}

/// Total and unique counts by a full search that tests every solution for
/// being the canonical (smallest) member of its orbit under
/// [`Problem::symmetries`]. Slow; meant as a reference for checking the
/// fast counter, not for production use.
pub fn count_with_unique(problem: &Problem) -> CountReply {
    let board = Board::new(problem);
    let group = problem.symmetries();
    let mut q = [0u8; MAX_N];
    let mut result = CountReply { n: board.n, total: 0, unique: 0 };
    walk(&board, 0, 0, 0, 0, &mut q, &mut |q: &[u8]| {
        result.total += 1;
        if is_canonical(q, group) {
            result.unique += 1;
        }
    });
    result
}

/// Visits every solution (as `q[row] = col`) in lexicographic order.
fn walk(
    board: &Board,
    row: usize,
    cols: u32,
    d1: u32,
    d2: u32,
    q: &mut [u8; MAX_N],
    visit: &mut dyn FnMut(&[u8]),
) {
    if row >= board.n {
        visit(&q[..board.n]);
        return;
    }
    let mut avail = board.full & !(cols | d1 | d2 | board.blocked[row]);
    while avail != 0 {
        let bit = avail & avail.wrapping_neg();
        avail ^= bit;
        q[row] = bit.trailing_zeros() as u8;
        walk(board, row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1, q, visit);
    }
}
