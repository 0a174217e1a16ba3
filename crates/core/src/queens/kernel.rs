//! The search behind the fast counter: a row-by-row bitmask depth-first
//! search from a fixed prefix of rows, restricted by the symmetry rules of
//! [`super::fast`], with cheap look-ahead, and orbit bookkeeping at the
//! leaves.
//!
//! Layout of one search (rows counted from 0, N = board size):
//! * rows `0..prefix_len`: fixed by the sub-problem;
//! * rows up to N-4: recursive [`Plan::descend`], whose candidate squares
//!   are pre-filtered by [`Plan::children`] (look-ahead for the next row);
//! * rows N-3 to N-1: closed form ([`Plan::third_last`]), since exactly
//!   three columns are left ([`super::last_three`]); when the prefix ends at
//!   row N-2, rows N-2 and N-1 in closed form ([`Plan::last_two`]).
//!
//! Nothing here allocates: all state lives in fixed-size arrays.

use super::canonical::{contribution, rank, Contribution, PartialCount};
use super::last_three;
use super::problem::{full_mask, MAX_N};
use crate::board::{Symmetry, SymmetrySet};

/// Length of the per-row arrays: a power of two at least `MAX_N`, so that
/// indexing with `ix(row)` needs no bounds check in the hot loop.
const ROWS: usize = 32;

/// A row index past every board: its `placed` and `tie` entries stay 0.
const SPARE_ROW: usize = ROWS - 1;

/// Index into a per-row array (`row < MAX_N` always holds; the mask only
/// lets the compiler see that the index is in bounds).
#[inline(always)]
const fn ix(row: usize) -> usize {
    row & (ROWS - 1)
}

/// Number of leading rows fixed by a sub-problem for an `n`×`n` board.
///
/// Three rows give a few hundred to a few thousand sub-problems for
/// N = 8..27 (enough to keep several workers busy), while keeping at least
/// one row for the search itself.
pub(crate) const fn prefix_depth(n: usize) -> usize {
    if n <= 1 {
        1
    } else if n - 1 < 3 {
        n - 1
    } else {
        3
    }
}

/// A fully prepared search for one sub-problem.
pub(crate) struct Plan {
    n: usize,
    full: u32,
    group_len: u64,
    group: SymmetrySet,
    /// Squares of each row the search may not use: blocked squares plus the
    /// symmetry rules (windows for the ring queens).
    forbid: [u32; ROWS],
    /// Rows (bit `r` = row `r`) where the column-0 queen may still stand.
    left_rows: u32,
    /// Rows where the column-(N-1) queen may stand, stored reversed
    /// (bit `N-1-r` = row `r`) so it lines up with the `d1` diagonal mask.
    right_rows_rev: u32,
    /// Allowed squares of the bottom row.
    bottom: u32,
    /// Squares whose use makes a quick decision impossible (a tie on the
    /// ring); a leaf touching one goes through [`contribution`].
    tie: [u32; ROWS],
    /// Rows above N-2 that have tie squares (or [`SPARE_ROW`]).
    tie_rows: [usize; 2],
    /// The same above N-3: [`Plan::third_last`] marks the last three rows'
    /// ties itself.
    tie_rows_above: [usize; 2],
    /// Tie squares of the last three rows, together.
    tie_low: u32,
    /// Every leaf gets the exact check (tiny boards, N < 4, where the
    /// ring lines overlap too much for the quick rules).
    always_exact: bool,
    /// The queens of the prefix rows, as single-bit masks.
    prefix: [u32; ROWS],
    prefix_len: usize,
    /// Masks after the prefix, positioned at row `prefix_len`.
    start_cols: u32,
    start_d1: u32,
    start_d2: u32,
}

impl Plan {
    /// Prepares the search, or returns `None` when the prefix breaks a rule
    /// (blocked, attacked, or not a canonical choice) so that the
    /// sub-problem has nothing to count.
    ///
    /// `group` must be the symmetry group of the blocked pattern.
    pub(crate) fn new(n: usize, blocked: &[u32], group: SymmetrySet, prefix: &[u8]) -> Option<Plan> {
        if n == 0 || n > MAX_N || prefix.len() != prefix_depth(n) {
            return None;
        }
        if prefix.iter().any(|&c| usize::from(c) >= n) {
            return None;
        }
        let full = full_mask(n);
        let last = n - 1;
        let t = usize::from(prefix[0]);
        let top = rank(n, t);
        // With the left-right mirror in the group, the top queen of the
        // representative is in the left half (or the middle column).
        if group.contains(Symmetry::MirrorColumns) && rank(n, last - t) < top {
            return None;
        }

        let mut forbid = [0u32; ROWS];
        let mut tie = [0u32; ROWS];
        for (slot, &mask) in forbid.iter_mut().zip(blocked).take(n) {
            *slot = mask & full;
        }
        // Windows (see the `fast` module notes): a symmetry g of the group brings one ring
        // queen of s to the top row of g(s), at column p or N-1-p where p is
        // that queen's position along its line. For s to be the
        // representative, that column must not rank before t. Each rule
        // involves a single ring queen, so it becomes a plain mask; equal
        // rank (column exactly t) is a tie, settled exactly at the leaf.
        let rule = |plain: Symmetry, mirrored: Symmetry, p: usize| -> (bool, bool) {
            let mut allowed = true;
            let mut tied = false;
            for (s, col) in [(plain, p), (mirrored, last - p)] {
                if group.contains(s) {
                    allowed &= rank(n, col) >= top;
                    tied |= col == t;
                }
            }
            (allowed, tied)
        };
        for p in 0..n {
            // Bottom queen at (N-1, p): up-down mirror / half turn.
            let (allowed, tied) = rule(Symmetry::MirrorRows, Symmetry::Rotate180, p);
            forbid[last] |= u32::from(!allowed) << p;
            tie[last] |= u32::from(tied) << p;
            // Column-0 queen at (p, 0): transpose / quarter turn.
            let (allowed, tied) = rule(Symmetry::Transpose, Symmetry::Rotate90, p);
            forbid[p] |= u32::from(!allowed);
            tie[p] |= u32::from(tied);
            // Column-(N-1) queen at (p, N-1): three-quarter turn /
            // anti-transpose.
            let (allowed, tied) = rule(Symmetry::Rotate270, Symmetry::AntiTranspose, p);
            forbid[p] |= u32::from(!allowed) << last;
            tie[p] |= u32::from(tied) << last;
        }

        // A top queen in the middle column (odd N) is its own mirror image,
        // so with the mirror in the group every solution ties with its
        // mirror image on the top row. The vectors then differ first on row
        // 1 (the middle column is taken), and the smaller one has its row-1
        // queen in the left half: close the right half of row 1. A solution
        // can never equal its mirror image (N > 1), so this pairs them up
        // exactly. Tiny boards are simply checked exactly at every leaf.
        if group.contains(Symmetry::MirrorColumns) && 2 * t == last && n > 1 {
            forbid[1] |= full & !((2u32 << t) - 1);
        }
        let always_exact = n < 4;

        // Place the prefix, checking it against the rules and itself.
        let mut prefix_bits = [0u32; ROWS];
        let (mut cols, mut d1, mut d2) = (0u32, 0u32, 0u32);
        for (row, &c) in prefix.iter().enumerate() {
            let bit = 1u32 << c;
            if (cols | d1 | d2 | forbid[row]) & bit != 0 {
                return None;
            }
            prefix_bits[row] = bit;
            cols |= bit;
            d1 = (d1 | bit) << 1;
            d2 = (d2 | bit) >> 1;
        }

        let mut left_rows = 0u32;
        let mut right_rows_rev = 0u32;
        for (r, &f) in forbid.iter().enumerate().take(n) {
            if f & 1 == 0 {
                left_rows |= 1 << r;
            }
            if f & (1 << last) == 0 {
                right_rows_rev |= 1 << (last - r);
            }
        }

        // Rows above N-2 holding tie squares; unused slots point at a
        // spare row whose masks stay 0, so the leaf test needs no loop.
        let mut tie_rows = [SPARE_ROW; 2];
        for (slot, r) in tie_rows.iter_mut().zip([t, last - t]) {
            if r + 2 <= last && tie[r] != 0 {
                *slot = r;
            }
        }
        if tie_rows[0] == tie_rows[1] {
            tie_rows[1] = SPARE_ROW;
        }
        let tie_rows_above = tie_rows.map(|r| if r + 3 <= last { r } else { SPARE_ROW });
        let tie_low = if n >= 3 { tie[last - 2] | tie[last - 1] | tie[last] } else { 0 };

        let plan = Plan {
            n,
            full,
            group_len: group.len() as u64,
            group,
            forbid,
            left_rows,
            right_rows_rev,
            bottom: full & !forbid[last],
            tie,
            tie_rows,
            tie_rows_above,
            tie_low,
            always_exact,
            prefix: prefix_bits,
            prefix_len: prefix.len(),
            start_cols: cols,
            start_d1: d1,
            start_d2: d2,
        };
        if plan.prefix_len < n && !plan.viable(plan.prefix_len, cols, d1, d2) {
            return None;
        }
        Some(plan)
    }

    /// Cheap look-ahead before entering row `row` (`row < N`): the column-0
    /// and column-(N-1) queens, if not placed yet, still have an allowed,
    /// unattacked square at or below `row`, and the bottom row still has an
    /// allowed, unattacked square. Only queens already placed are taken
    /// into account, so this never cuts a real solution. Used once per
    /// sub-problem; inside the search [`Plan::children`] applies the same
    /// test to all candidates of a row at once.
    #[inline(always)]
    fn viable(&self, row: usize, cols: u32, d1: u32, d2: u32) -> bool {
        let last = self.n - 1;
        // Bit j of d2 (shifting right, one per row) hits column 0 j rows down.
        let left_ok = (cols & 1 != 0) | ((self.left_rows >> row) & !d2 != 0);
        // Bit N-1-j of d1 (shifting left) hits column N-1 j rows down.
        let right_ok = (cols & (1 << last) != 0) | ((self.right_rows_rev << row) & self.full & !d1 != 0);
        let down = (last - row) as u32;
        let bottom_ok = self.bottom & !(cols | (d1 << down) | (d2 >> down)) != 0;
        // Non-short-circuit `&`: one well-predicted branch instead of three.
        left_ok & right_ok & bottom_ok
    }

    /// Runs the search and returns this sub-problem's share of the counts.
    pub(crate) fn run(&self) -> PartialCount {
        let mut st = Walk { placed: self.prefix, acc: Acc::default() };
        let n = self.n;
        let k = self.prefix_len;
        let (cols, d1, d2) = (self.start_cols, self.start_d1, self.start_d2);
        if k >= n {
            // The prefix is a whole solution (only for N = 1).
            self.exact_leaf(&mut st);
        } else if k == n - 1 {
            let leaf = self.full & !(cols | d1 | d2 | self.forbid[k]);
            self.leaves(&mut st, leaf);
        } else if k == n - 2 {
            self.last_two(&mut st, cols, d1, d2);
        } else if self.viable(k, cols, d1, d2) {
            self.search(&mut st, k, cols, d1, d2);
        }
        st.acc.finish(self.group_len)
    }

    /// Runs the search as [`Plan::run`] does, telling `report` the share of
    /// the sub-problem done (from 0 to 1) and the counts so far as it goes,
    /// where the sub-problem is long enough to need it (more than
    /// [`SEARCHED_ROWS`] rows below the prefix).
    ///
    /// The rows above the last [`SEARCHED_ROWS`] are walked here, each branch
    /// taking an equal part of its parent's share; each subtree below them is
    /// searched by the same code as [`Plan::run`] and its share counted done.
    /// The hot search is untouched: the cost is one report per subtree, which
    /// holds many thousands of nodes.
    pub(crate) fn run_reporting(&self, report: &mut dyn FnMut(f64, PartialCount)) -> PartialCount {
        let (n, k) = (self.n, self.prefix_len);
        let (cols, d1, d2) = (self.start_cols, self.start_d1, self.start_d2);
        if n <= k + SEARCHED_ROWS || !self.viable(k, cols, d1, d2) {
            let counts = self.run();
            report(1.0, counts);
            return counts;
        }
        let mut st = Walk { placed: self.prefix, acc: Acc::default() };
        let mut walk = Reporting { done: 0.0, report };
        self.walk(&mut st, &mut walk, k, (cols, d1, d2), 1.0);
        let counts = st.acc.finish(self.group_len);
        (walk.report)(1.0, counts);
        counts
    }

    /// Walks row `row` (masks of the queens above positioned at it, which
    /// passed [`Plan::viable`]) for a subtree holding `share` of the sub-problem.
    fn walk(&self, st: &mut Walk, walk: &mut Reporting<'_>, row: usize, masks: (u32, u32, u32), share: f64) {
        let (cols, d1, d2) = masks;
        if row + SEARCHED_ROWS >= self.n {
            self.search(st, row, cols, d1, d2);
            walk.done += share;
            (walk.report)(walk.done.min(1.0), st.acc.finish(self.group_len));
            return;
        }
        let mut avail = self.children(row, cols, d1, d2);
        let part = share / f64::from(avail.count_ones().max(1));
        if avail == 0 {
            walk.done += share;
        }
        while avail != 0 {
            let bit = lowest(avail);
            avail ^= bit;
            st.placed[ix(row)] = bit;
            self.walk(st, walk, row + 1, (cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1), part);
        }
    }

    /// The squares of row `row` (`row <= N-4`) worth trying, given the
    /// masks of the queens above positioned at `row` (which passed
    /// [`Plan::viable`]): the free squares, minus every square after which
    /// the next row would fail [`Plan::viable`] or have no free square.
    ///
    /// A queen removes at most one square of column 0, one of column N-1
    /// and three of any other row, so a line is only spoilt by a queen when
    /// it has at most one (three) options left, and the spoiling squares
    /// follow from those options directly. Computing that once for all
    /// candidates, without branches, is much cheaper than visiting every
    /// dead child.
    ///
    /// Columns 0 and N-1 are looked ahead only from N = 19 ([`EDGE_LOOK_AHEAD_FROM`]).
    /// Below, the once-per-part test of [`Plan::viable`] is enough: at N = 16
    /// the per-node test cost more than it pruned (1.6–2.0 s without it,
    /// 2.05–2.13 s with it, user time, 4 runs each). On larger boards it is
    /// what keeps a subtree of the bottom rows short: without it, the first
    /// subtree of N = 27 took over 12 s, and its progress stood still.
    #[inline(always)]
    fn children(&self, row: usize, cols: u32, d1: u32, d2: u32) -> u32 {
        let full = self.full;
        let last = self.n - 1;
        let high = 1u32 << last;
        let avail = full & !(cols | d1 | d2 | self.forbid[ix(row)]);

        // Next row: its free squares if no queen went on this row. A queen
        // at column c removes c-1, c, c+1, so it empties the row iff all of
        // `base` lies within one column of c.
        let base = full & !(cols | (d1 << 1) | (d2 >> 1) | self.forbid[ix(row + 1)]);
        let spread = |x: u32| x | (x << 1) | (x >> 1);
        let bad_next = (spread(lowest(base)) & spread(highest(base))) | all_if(base == 0);
        let avail = avail & !bad_next;
        if avail == 0 {
            return 0;
        }

        // Column 0: rows from the next one on where it can still go. A
        // queen at column c > 0 removes the row c - 1 places further down.
        // Once column 0 is used, two dummy options make the test pass.
        // Column N-1 (rows stored reversed): a queen at column c < N-1
        // removes bit c + 1.
        let (bad_left, bad_right) = if self.n >= EDGE_LOOK_AHEAD_FROM {
            let left = ((self.left_rows >> (row + 1)) & !(d2 >> 1)) | ((cols & 1) * 3);
            let right = ((self.right_rows_rev << (row + 1)) & full & !(d1 << 1)) | ((cols >> last) * 3);
            (
                all_if(at_most_one(left)) & ((left << 1) | (all_if(left == 0) & !1)),
                all_if(at_most_one(right)) & ((right >> 1) | (all_if(right == 0) & !high)),
            )
        } else {
            (0, 0)
        };

        // Bottom row, `dist` rows down: a queen at column c removes c and
        // c ± dist. Non-empty here (this row passed `viable`), so only a
        // single remaining square can be spoilt.
        let dist = (last - row) as u32;
        let bottom = self.bottom & !(cols | (d1 << dist) | (d2 >> dist));
        let bad_bottom = all_if(at_most_one(bottom)) & (bottom | (bottom >> dist) | (bottom << dist));

        avail & !(bad_left | bad_right | bad_bottom)
    }

    /// Depth-first search from row `start` (`start <= N-3`), given the
    /// masks of the queens above positioned at `start` (which passed
    /// [`Plan::viable`]).
    fn search(&self, st: &mut Walk, start: usize, cols0: u32, d1_0: u32, d2_0: u32) {
        if start > self.n - 4 {
            self.third_last(st, cols0, d1_0, d2_0);
            return;
        }
        let avail = self.children(start, cols0, d1_0, d2_0);
        self.descend(st, start, avail, cols0, d1_0, d2_0);
    }

    /// Recursive step: tries the squares `avail` of row `row` (`<= N-4`),
    /// given the masks of the queens above positioned at `row`. Recursion
    /// (rather than an explicit stack) measured faster here: the per-row
    /// state stays in registers.
    fn descend(&self, st: &mut Walk, row: usize, mut avail: u32, cols: u32, d1: u32, d2: u32) {
        let fourth = self.n - 4;
        if row == fourth {
            // Children are on row N-3: finish them without recursion.
            while avail != 0 {
                let bit = avail & avail.wrapping_neg();
                avail ^= bit;
                st.placed[ix(row)] = bit;
                self.third_last(st, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
            }
            return;
        }
        // Two rows per call (row and row + 1), to halve the call overhead.
        let next_row = row + 1;
        while avail != 0 {
            let bit = avail & avail.wrapping_neg(); // lowest free square
            avail ^= bit;
            st.placed[ix(row)] = bit;
            let c1 = cols | bit;
            let e1 = (d1 | bit) << 1;
            let e2 = (d2 | bit) >> 1;
            let mut next = self.children(next_row, c1, e1, e2);
            if next_row == fourth {
                while next != 0 {
                    let b2 = next & next.wrapping_neg();
                    next ^= b2;
                    st.placed[ix(next_row)] = b2;
                    self.third_last(st, c1 | b2, (e1 | b2) << 1, (e2 | b2) >> 1);
                }
                continue;
            }
            while next != 0 {
                let b2 = next & next.wrapping_neg();
                next ^= b2;
                st.placed[ix(next_row)] = b2;
                let c2 = c1 | b2;
                let f1 = (e1 | b2) << 1;
                let f2 = (e2 | b2) >> 1;
                let grand = self.children(next_row + 1, c2, f1, f2);
                if grand != 0 {
                    self.descend(st, next_row + 1, grand, c2, f1, f2);
                }
            }
        }
    }

    /// Finishes rows N-3, N-2 and N-1 in closed form (see
    /// [`super::last_three`]): exactly three columns are left. Masks are
    /// those of the queens above, positioned at row N-3.
    #[inline(always)]
    fn third_last(&self, st: &mut Walk, cols: u32, d1: u32, d2: u32) {
        let row = self.n - 3;
        let free = self.full & !cols;
        let open = [
            free & !(d1 | d2 | self.forbid[ix(row)]),
            free & !((d1 << 1) | (d2 >> 1) | self.forbid[ix(row + 1)]),
            free & !((d1 << 2) | (d2 >> 2) | self.forbid[ix(row + 2)]),
        ];
        let fits = last_three::fitting(free, open);
        if fits == 0 {
            return;
        }
        // Orders that need the exact check: a queen above, or one of the
        // three, on a tie square. Rare, so the common case skips the test.
        let ties = if self.tie_on(st, self.tie_rows_above) {
            fits
        } else if free & self.tie_low != 0 {
            let marked = [self.tie[ix(row)], self.tie[ix(row + 1)], self.tie[ix(row + 2)]];
            fits & last_three::touching(free, marked)
        } else {
            0
        };
        st.acc.plain += u64::from(last_three::count(fits & !ties));
        if ties != 0 {
            self.exact_three(st, free, ties);
        }
    }

    /// Exact check of the orders `orders` (bits of [`last_three::ORDERS`])
    /// of the three columns of `free` found by [`Plan::third_last`].
    #[cold]
    #[inline(never)]
    fn exact_three(&self, st: &mut Walk, free: u32, orders: u32) {
        let row = self.n - 3;
        let cols = last_three::columns(free);
        for (i, order) in last_three::ORDERS.iter().enumerate() {
            if orders >> i & 1 != 0 {
                for (j, &k) in order.iter().enumerate() {
                    st.placed[row + j] = cols[k];
                }
                self.exact_leaf(st);
            }
        }
    }

    /// Finishes rows N-2 and N-1 without a loop: exactly two columns are
    /// left, so there are at most two ways to place them. Masks are those
    /// of the queens above, positioned at row N-2.
    #[inline(always)]
    fn last_two(&self, st: &mut Walk, cols: u32, d1: u32, d2: u32) {
        let last = self.n - 1;
        let pen = last - 1;
        let free = self.full & !cols;
        let x = free & free.wrapping_neg();
        let y = free ^ x;
        let a_pen = free & !(d1 | d2 | self.forbid[ix(pen)]);
        let a_last = free & !((d1 << 1) | (d2 >> 1) | self.forbid[ix(last)]);
        // Two queens on consecutive rows in neighbouring columns attack
        // each other diagonally, whichever goes first.
        let apart = y != x << 1;
        // Option 1: x on row N-2, y on row N-1; option 2 the other way.
        let ok1 = apart & (a_pen & x != 0) & (a_last & y != 0);
        let ok2 = apart & (a_pen & y != 0) & (a_last & x != 0);
        let upper = self.tie_on(st, self.tie_rows);
        let (tie_pen, tie_last) = (self.tie[ix(pen)], self.tie[ix(last)]);
        let tie1 = upper | (x & tie_pen != 0) | (y & tie_last != 0);
        let tie2 = upper | (y & tie_pen != 0) | (x & tie_last != 0);
        // Branch-free for the common case: no tie, each option is one
        // representative of a full-size orbit.
        st.acc.plain += u64::from(ok1 & !tie1) + u64::from(ok2 & !tie2);
        if (ok1 & tie1) | (ok2 & tie2) {
            self.exact_pair(st, [(ok1 & tie1, x, y), (ok2 & tie2, y, x)]);
        }
    }

    /// Whether a queen placed on one of `rows` (the tie rows above the last
    /// two, [`Plan::tie_rows`], or above the last three) stands on a tie
    /// square; always true when every leaf is checked exactly.
    #[inline(always)]
    fn tie_on(&self, st: &Walk, [a, b]: [usize; 2]) -> bool {
        self.always_exact
            | (st.placed[ix(a)] & self.tie[ix(a)] != 0)
            | (st.placed[ix(b)] & self.tie[ix(b)] != 0)
    }

    /// Exact check of the tied options found by [`Plan::last_two`]: each is
    /// `(valid, queen on row N-2, queen on row N-1)`.
    #[cold]
    #[inline(never)]
    fn exact_pair(&self, st: &mut Walk, options: [(bool, u32, u32); 2]) {
        let last = self.n - 1;
        for (valid, pen_bit, last_bit) in options {
            if valid {
                st.placed[last - 1] = pen_bit;
                st.placed[last] = last_bit;
                self.exact_leaf(st);
            }
        }
    }

    /// Handles the bottom-row squares `leaf` (each one completes a
    /// solution together with `placed[..N-1]`).
    #[inline(always)]
    fn leaves(&self, st: &mut Walk, leaf: u32) {
        let last = self.n - 1;
        let pen = last - 1;
        let upper_tie = self.tie_on(st, self.tie_rows) || st.placed[ix(pen)] & self.tie[ix(pen)] != 0;
        let exact = if upper_tie { leaf } else { leaf & self.tie[ix(last)] };
        // No tie: the solution is the unique representative of an orbit
        // of full size |G| (see the `fast` module notes).
        st.acc.plain += u64::from((leaf & !exact).count_ones());
        if exact != 0 {
            self.exact_leaves(st, exact);
        }
    }

    /// The rare leaves that need the full orbit check; kept out of line so
    /// the hot search loop stays small.
    #[cold]
    #[inline(never)]
    fn exact_leaves(&self, st: &mut Walk, mut rest: u32) {
        let last = self.n - 1;
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest ^= bit;
            st.placed[last] = bit;
            self.exact_leaf(st);
        }
    }

    /// Full orbit check of the complete placement in `st.placed`.
    fn exact_leaf(&self, st: &mut Walk) {
        let mut q = [0u8; MAX_N];
        for (slot, &bit) in q.iter_mut().zip(&st.placed).take(self.n) {
            *slot = bit.trailing_zeros() as u8;
        }
        let c: Contribution = contribution(&q[..self.n], self.group);
        st.acc.total += c.total;
        st.acc.unique += c.unique;
    }
}

/// The rows a subtree searched whole by [`Plan::run_reporting`] keeps: it
/// walks the rows above them itself. The columns left are as many as the rows
/// left, so a subtree of 15 rows is a search about the size of a 15-queens
/// count, milliseconds; a part of a board up to 18 (15 rows below its prefix)
/// is searched whole, as [`Plan::run`] does.
const SEARCHED_ROWS: usize = 15;

/// The board size from which the search looks ahead on columns 0 and N-1 at
/// every node (see [`Plan::children`]).
const EDGE_LOOK_AHEAD_FROM: usize = 19;

/// What [`Plan::walk`] carries: the share done, and where to report.
struct Reporting<'r> {
    done: f64,
    report: &'r mut dyn FnMut(f64, PartialCount),
}

/// Mutable state of one search: the queens placed so far (one bit mask per
/// row) and the running counts.
struct Walk {
    placed: [u32; ROWS],
    acc: Acc,
}

/// Lowest set bit (0 for 0).
#[inline(always)]
fn lowest(x: u32) -> u32 {
    x & x.wrapping_neg()
}

/// Highest set bit (meaningless for 0; callers mask that case out).
#[inline(always)]
fn highest(x: u32) -> u32 {
    1u32.wrapping_shl(31u32.wrapping_sub(x.leading_zeros()))
}

/// Whether `x` has at most one bit set.
#[inline(always)]
fn at_most_one(x: u32) -> bool {
    x & x.wrapping_sub(1) == 0
}

/// All ones if `cond`, else zero (a branch-free select mask).
#[inline(always)]
fn all_if(cond: bool) -> u32 {
    u32::from(cond).wrapping_neg()
}

/// Running counts of one search.
#[derive(Default)]
struct Acc {
    /// Representatives with a trivial stabiliser (orbit size |G|).
    plain: u64,
    /// Totals and uniques from exactly checked leaves.
    total: u64,
    unique: u64,
}

impl Acc {
    fn finish(&self, group_len: u64) -> PartialCount {
        PartialCount {
            total: self.plain.saturating_mul(group_len).saturating_add(self.total),
            unique: self.plain.saturating_add(self.unique),
        }
    }
}
