//! The fast counter: one representative per symmetry class, chosen by the
//! queens on the board's outer ring, found by a top-down bitmask search in
//! which the symmetry rules are plain masks, with cheap look-ahead.
//!
//! # Method
//!
//! Let `G` be the group of symmetries that keep the blocked squares (all
//! eight when nothing is blocked; see [`Problem::symmetries`]). We count one
//! representative per `G`-orbit of solutions, adding its orbit size
//! `|G| / |stabiliser|` to the total and 1 to the unique count.
//!
//! **Which member represents an orbit.** Order solutions (as vectors
//! `q[row] = col`) first by the *rank* of their top-row column — the column
//! farthest from the left/right edges first, and of two columns at the same
//! distance the left one — then lexicographically. The representative is
//! the smallest member of its orbit.
//!
//! **Why that order is fast to search.** The *ring* of the board is row 0,
//! row N-1, column 0 and column N-1; every solution has exactly one queen
//! on each, and each symmetry `g` brings one ring queen of `s` to the top
//! row of `g(s)`: e.g. the transpose brings the column-0 queen at row `l`
//! to column `l`, the quarter turn to column `N-1-l`. So `s` can only be
//! the representative if none of those columns outranks its own top column
//! `t`: with the transpose or the quarter turn in `G`, the column-0 queen
//! must stand within distance `d = min(t, N-1-t)` of the top or bottom
//! edge; likewise the column-(N-1) queen and the bottom queen. Each rule
//! concerns one ring queen only, so it is a fixed *window* mask on one row
//! or column (the idea of Takaki's BOUND/SIDEMASK/LASTMASK pruning, here
//! applied to the queen *farthest* from the corners). The search runs row
//! by row from the top (Somers-style bitmasks), after fixing the first
//! rows, and:
//!
//! * a leaf none of whose ring queens reaches the same top column `t` under
//!   any symmetry (no *tie*) is strictly smaller than all its images, so it
//!   is the representative and nothing maps it to itself: orbit size `|G|`,
//!   unique 1. That is the common case and costs no extra work;
//! * a leaf with a tie is settled exactly (compare it with each image; see
//!   the crate-private `canonical` module), which also finds its stabiliser, so symmetric
//!   solutions (orbits of 1, 2 or 4) get the right weight;
//! * a top queen in the middle column (odd N) ties with its own mirror
//!   image; the smaller of the two has its row-1 queen in the left half,
//!   so the right half of row 1 is simply closed;
//! * look-ahead: before a row's candidates are tried, those that would
//!   leave the next row without a free square, or the bottom queen without
//!   an unattacked square in its window, are removed all at once with a few
//!   bit operations (the column-0 and column-(N-1) queens too from N = 19;
//!   below, once per part only: in the search that cost more than it saved);
//! * the last three rows are finished in closed form: three columns are
//!   left, and their six orders are tested at once.
//!
//! Choosing the ring queen *farthest* from the corners (rather than the
//! nearest, as in Takaki's method) puts the representatives in the
//! subtrees whose top queen is near the middle, which hold the most
//! solutions per search node, and removes the corner case altogether: at
//! N = 16 it visits about 150 M nodes against about 195 M for the
//! nearest-corner rule and 563 M for the mirror-only baseline.
//!
//! Each solution is counted exactly once, by its representative, so totals
//! and unique counts add up over any split of the search. The split used
//! here fixes the queens of the first three rows: each valid prefix is one
//! [`Part`] (about 900 for N = 16, 6 300 for N = 27), enough to keep
//! several Web Workers busy.
//!
//! When the blocked pattern has no symmetry, `G` is trivial, no window
//! applies, every leaf is its own orbit and unique = total: the same code
//! is then a plain split search with look-ahead.
//!
//! # Rejected: pre-placing the border
//!
//! Enumerating canonical placements of the ring queens first (or of the two
//! outer rings, as in the Q27 project) and completing each with a search
//! also uses all eight symmetries, but fixing queens far below the search
//! front multiplies the upper part of the tree: measured at N = 14/16 it
//! visited about half as many nodes as the baseline (one ring) or about as
//! many (two rings), against about a quarter for the method above. A
//! constellation counter in C (`benches/reference/constellations.c`: the
//! ring pre-placed, the class member with its last-row queen nearest a
//! corner completed, as NQueensFAF does) runs about level with this search:
//! 1.13–1.19 times its time at N = 15–17.
//!
//! # The half-board join, beside this search
//!
//! EvgenyKluev's N-Queens-Count-Sol splits the board into four quarters,
//! lists every partial solution of each quarter, joins them into half
//! boards and counts the pairs of halves whose diagonals do not meet. Built
//! here (g++ -O3 -march=native, one thread, on the loaded machine of the
//! docs/queens.md's numbers) it counts N = 17 in 4.6 s, N = 18 in 9.3 s and N = 19
//! in 104–105 s of CPU, in 6–25 MB, where this search takes 11.6 s at
//! N = 17 and 87.5 s at N = 18. A join of our own is
//! [`super::join`]: open boards only, totals (unique counts by Burnside),
//! up to N = 21, not split into [`Part`]s. It wins from N = 14 on one
//! core, so `chesslab queens count` uses it for open boards of N = 14–18
//! (where it was measured); this
//! search keeps blocked boards, parts, shares, resumed counts, the page
//! and every N beyond the join's memory bound.
//! Numbers in docs/queens.md (Queens benchmarks).

use serde::{Deserialize, Serialize};

pub use super::canonical::PartialCount;
use super::kernel::{prefix_depth, Plan};
use super::problem::{blocked_symmetries, full_mask, Problem, MAX_N};
use crate::board::SymmetrySet;

/// Most rows a part fixes in advance.
const MAX_PREFIX: usize = 3;

/// One independent piece of a count: the queens of the first rows are
/// fixed, [`count_part`] searches the rest. Self-contained (it carries
/// the board size and blocked squares), so it can be shipped to another
/// worker, e.g. serialized as JSON.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "PartData")]
pub struct Part {
    n: u8,
    blocked: [u32; MAX_N],
    /// Symmetries of the blocked pattern (kept so that every worker does
    /// not recompute them; checked on deserialisation).
    group: SymmetrySet,
    /// Column of the queen in each of the first `prefix_len` rows.
    prefix: [u8; MAX_PREFIX],
    prefix_len: u8,
}

/// Unchecked wire form of [`Part`]; validated before use so that a
/// hand-made or corrupted message can never make the solver panic.
#[derive(Deserialize)]
struct PartData {
    n: u8,
    blocked: [u32; MAX_N],
    group: SymmetrySet,
    prefix: [u8; MAX_PREFIX],
    prefix_len: u8,
}

/// Why a part sent over the wire was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
enum PartError {
    #[error("queens part: board size {0} is out of range")]
    BoardSize(usize),
    #[error("queens part: blocks squares outside the board")]
    BlockedOutside,
    #[error("queens part: symmetry group does not match its blocked squares")]
    Symmetry,
    #[error("queens part: prefix does not fit the board")]
    Prefix,
}

impl TryFrom<PartData> for Part {
    type Error = PartError;

    fn try_from(d: PartData) -> Result<Part, PartError> {
        let n = usize::from(d.n);
        if n == 0 || n > MAX_N {
            return Err(PartError::BoardSize(n));
        }
        let full = full_mask(n);
        let bad_blocked =
            d.blocked.iter().enumerate().any(|(r, &m)| if r < n { m & !full != 0 } else { m != 0 });
        if bad_blocked {
            return Err(PartError::BlockedOutside);
        }
        if d.group != blocked_symmetries(n, &d.blocked[..n]) {
            return Err(PartError::Symmetry);
        }
        let len = usize::from(d.prefix_len);
        if len != prefix_depth(n) || d.prefix[..len].iter().any(|&c| usize::from(c) >= n) {
            return Err(PartError::Prefix);
        }
        Ok(Part { n: d.n, blocked: d.blocked, group: d.group, prefix: d.prefix, prefix_len: d.prefix_len })
    }
}

impl Part {
    /// Board size N.
    pub fn n(&self) -> usize {
        usize::from(self.n)
    }

    /// Columns of the queens fixed in the first rows (`prefix()[r]` is the
    /// column of row `r`).
    pub fn prefix(&self) -> &[u8] {
        &self.prefix[..usize::from(self.prefix_len).min(MAX_PREFIX)]
    }

    fn plan(&self) -> Option<Plan> {
        let n = self.n();
        Plan::new(n, &self.blocked[..n.min(MAX_N)], self.group, self.prefix())
    }
}

/// Splits `problem` into independent parts, one per valid choice of
/// the first rows' queens (about N³/2 of them, fewer with the symmetry rules
/// and blocked squares), in lexicographic order of those choices. Summing
/// [`count_part`] over all of them gives the full count.
///
/// ```
/// use chesslab_core::queens::{count_part, parts, PartialCount, Problem};
///
/// let parts = parts(&Problem::new(8)?);
/// // Each part could go to another worker; the partial counts add up.
/// let sum: PartialCount = parts.iter().map(count_part).sum();
/// assert_eq!((sum.total, sum.unique), (92, 12));
/// # Ok::<(), chesslab_core::queens::ProblemError>(())
/// ```
pub fn parts(problem: &Problem) -> Vec<Part> {
    let n = problem.n();
    let depth = prefix_depth(n);
    let group = problem.symmetries();
    let mut blocked = [0u32; MAX_N];
    blocked[..n].copy_from_slice(problem.blocked_rows());
    let mut out = Vec::new();
    let mut prefix = [0u8; MAX_PREFIX];
    let mut row = 0usize;
    // Odometer over all prefixes of `depth` columns. Columns fit in u8
    // because n <= MAX_N.
    loop {
        if row == depth {
            if Plan::new(n, &blocked[..n], group, &prefix[..depth]).is_some() {
                out.push(Part { n: n as u8, blocked, group, prefix, prefix_len: depth as u8 });
            }
            row -= 1;
            prefix[row] += 1;
            continue;
        }
        if usize::from(prefix[row]) >= n {
            if row == 0 {
                break;
            }
            prefix[row] = 0;
            row -= 1;
            prefix[row] += 1;
            continue;
        }
        if shares_line(&prefix[..row], prefix[row]) {
            prefix[row] += 1;
            continue;
        }
        row += 1;
    }
    out
}

/// Whether a queen in the next row at column `col` attacks one of the
/// queens `cols` of the rows above (cheap filter before building a plan).
fn shares_line(cols: &[u8], col: u8) -> bool {
    let row = cols.len();
    cols.iter().enumerate().any(|(r, &c)| c == col || usize::from(c.abs_diff(col)) == row - r)
}

/// Counts one part: the representatives found under its prefix,
/// each contributing its orbit size to `total` and 1 to `unique`.
pub fn count_part(sub: &Part) -> PartialCount {
    sub.plan().map(|plan| plan.run()).unwrap_or_default()
}

/// Counts one part as [`count_part`] does, telling `report` the share of the
/// part done (0 to 1) and the counts so far while it runs: a part of a large
/// board (from N = 19) reports many times a second however long it takes
/// (days at N = 27), a smaller one when it is done.
///
/// ```
/// use chesslab_core::queens::{count_part, count_part_with_progress, parts, Problem};
///
/// let part = &parts(&Problem::new(19)?)[400];
/// let mut shares = Vec::new();
/// let counts = count_part_with_progress(part, &mut |share, so_far| shares.push((share, so_far.total)));
/// assert_eq!(counts, count_part(part));
/// assert!(shares.len() > 2 && shares.windows(2).all(|pair| pair[0] <= pair[1]));
/// assert_eq!(shares.last(), Some(&(1.0, counts.total)));
/// # Ok::<(), chesslab_core::queens::ProblemError>(())
/// ```
pub fn count_part_with_progress(sub: &Part, report: &mut dyn FnMut(f64, PartialCount)) -> PartialCount {
    match sub.plan() {
        Some(plan) => plan.run_reporting(report),
        None => {
            report(1.0, PartialCount::default());
            PartialCount::default()
        }
    }
}
