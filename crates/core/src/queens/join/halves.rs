//! The two half boards of a split: the queens of the columns left of the
//! middle (the *west* half) and right of it (the *east* half), each listed
//! for one set of rows as the diagonals that could meet the other half's.

use super::geometry::Split;

/// Which half of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Side {
    /// Columns `0..h`.
    West,
    /// Columns `N-h..N`.
    East,
}

/// Lists into `out` (cleared first) every placement of one queen in each
/// row of `rows` and each column of the `side` half, no two on a line and
/// none attacked by the middle queen `middle` (odd N), as its *meeting
/// mask* ([`Split::meet`]): the bits of the diagonals the other half can
/// also reach. Each such placement is one half of at most one solution
/// per placement of the other half, so the pairs with disjoint masks are
/// exactly the solutions with this row split.
pub(super) fn list_half(split: &Split, side: Side, rows: u32, middle: Option<usize>, out: &mut Vec<u64>) {
    out.clear();
    let h = split.half();
    let cols = match side {
        Side::West => (1u32 << h) - 1,
        Side::East => ((1u32 << h) - 1) << (split.n() - h),
    };
    let mut order = [0u8; 32];
    let mut len = 0;
    let mut left = rows;
    while left != 0 {
        order[len] = left.trailing_zeros() as u8;
        len += 1;
        left &= left - 1;
    }
    if len != h {
        return;
    }
    // What the middle queen attacks in each row (odd N); nothing otherwise.
    let mut barred = [0u32; 32];
    debug_assert!(h <= 13 && split.n() <= 27);
    if let Some(m) = middle {
        let mid = split.n() / 2;
        for (r, bar) in barred.iter_mut().enumerate().take(split.n()) {
            let dist = r.abs_diff(m);
            let mut bits = 0u64;
            bits |= 1u64 << (mid + dist);
            if dist <= mid {
                bits |= 1u64 << (mid - dist);
            }
            *bar = (bits as u32) & cols;
        }
    }
    let mut walk =
        Walk { rows: [0; 16], gaps: [0; 16], meets: [[0; 32]; 16], len, to_last: [0; 16], cols, out };
    for i in 0..len {
        let row = usize::from(order[i]);
        walk.rows[i] = u64::from(barred[row]);
        walk.gaps[i] =
            order.get(i + 1).filter(|_| i + 1 < len).map_or(1, |&next| u32::from(next) - row as u32);
        walk.to_last[i] = u32::from(order[len - 1]) - row as u32;
        for c in 0..split.n() {
            walk.meets[i][c] = split.meet(row, c);
        }
    }
    walk.place(0, 0, 0, 0, 0);
}

/// The state shared by one half's search, by depth `i` (the `i`-th row
/// of the half from the top).
struct Walk<'a> {
    /// Squares the middle queen attacks on row `i`.
    rows: [u64; 16],
    /// Rows from row `i` to row `i + 1`.
    gaps: [u32; 16],
    /// Meeting mask of each square of row `i`.
    meets: [[u64; 32]; 16],
    len: usize,
    /// Rows from row `i` to the last row.
    to_last: [u32; 16],
    /// The half's columns.
    cols: u32,
    out: &'a mut Vec<u64>,
}

impl Walk<'_> {
    /// Fills rows `i..`, given the columns taken, the diagonals of the
    /// queens above as they fall on row `i` (`rightward` moving one column
    /// right per row down, `leftward` one left) and the meeting mask so far.
    fn place(&mut self, i: usize, taken: u32, rightward: u64, leftward: u64, meet: u64) {
        let free = u64::from(self.cols & !taken) & !(rightward | leftward | self.rows[i]);
        if i + 1 == self.len {
            // One column is left: it fits or not.
            if free != 0 {
                self.out.push(meet | self.meets[i][free.trailing_zeros() as usize]);
            }
            return;
        }
        let gap = self.gaps[i];
        let mut left = free;
        while left != 0 {
            let bit = left & left.wrapping_neg();
            left ^= bit;
            let (right, leftw) = ((rightward | bit) << gap, (leftward | bit) >> gap);
            let taken = taken | bit as u32;
            if self.dead_ahead(i + 1, taken, right, leftw) {
                continue;
            }
            self.place(i + 1, taken, right, leftw, meet | self.meets[i][bit.trailing_zeros() as usize]);
        }
    }

    /// Whether some row from `i` on has no free column left (the queens
    /// placed attack or take them all): the subtree holds no half board.
    fn dead_ahead(&self, i: usize, taken: u32, rightward: u64, leftward: u64) -> bool {
        let open = u64::from(self.cols & !taken);
        // The next row, and the last (the farthest the queens above reach).
        if open & !(rightward | leftward | self.rows[i]) == 0 {
            return true;
        }
        let last = self.len - 1;
        let dist = self.to_last[i];
        last > i && open & !((rightward << dist) | (leftward >> dist) | self.rows[last]) == 0
    }
}
