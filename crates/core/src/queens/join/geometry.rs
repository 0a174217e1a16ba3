//! Where the board splits: the half width, each half's own diagonals, and
//! the diagonals the two halves share, packed into one `u64` per half board.

/// A half board's queens so far, in the half's own columns: `c` counts
/// from the half's first column, so the west and the east half (and the
/// halves of every row split) are listed by the same code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Partial {
    /// Bit `r + c` per queen (its diagonal).
    pub(super) sum: u32,
    /// Bit `c - r + N - 1` per queen (its anti-diagonal), so that on row `r`
    /// the columns it attacks are the bits from `N - 1 - r` up.
    pub(super) diff: u32,
    /// Columns taken, bit `c`.
    pub(super) cols: u32,
}

impl Partial {
    /// No queen yet.
    pub(super) const EMPTY: Partial = Partial { sum: 0, diff: 0, cols: 0 };
}

/// The split of an N×N board into a west and an east half of `h = ⌊N/2⌋`
/// columns each (for odd N the middle column stays between them).
///
/// A half board's *meeting mask* holds a bit per diagonal that both halves
/// reach: a diagonal only one half reaches can never hold two queens of
/// different halves, so it needs no bit. That leaves `2h - 1` diagonals of
/// each direction (`N-1` for even N, `N-2` for odd N), on board diagonals
/// `r + c` (and `c - r + N - 1`) from `N - h` to `N + h - 2`, so a half
/// board is one `u64` and two halves fit together exactly when their masks
/// share no bit.
pub(super) struct Split {
    n: usize,
    half: usize,
}

impl Split {
    /// The split of an N×N board, `2 <= N <= 21` (so that a half's
    /// diagonals, `N + h - 1` of each direction, fit in a `u32`).
    pub(super) fn new(n: usize) -> Split {
        debug_assert!((2..=21).contains(&n));
        Split { n, half: n / 2 }
    }

    /// Board size N.
    pub(super) fn n(&self) -> usize {
        self.n
    }

    /// Columns in each half.
    pub(super) fn half(&self) -> usize {
        self.half
    }

    /// Shared diagonals of each direction.
    fn len(&self) -> usize {
        2 * self.half - 1
    }

    /// The meeting mask of a whole west half board (its columns are board
    /// columns, so its shared diagonals start at `N - h`).
    pub(super) fn meet_west(&self, p: Partial) -> u64 {
        let low = self.n - self.half;
        self.pack(u64::from(p.sum >> low), u64::from(p.diff >> low))
    }

    /// The meeting mask of a whole east half board (its first column is
    /// board column `N - h`, where the shared diagonals start).
    pub(super) fn meet_east(&self, p: Partial) -> u64 {
        self.pack(u64::from(p.sum), u64::from(p.diff))
    }

    /// The shared diagonals of each direction from bit 0 up, in one mask.
    fn pack(&self, sum: u64, diff: u64) -> u64 {
        let run = (1u64 << self.len()) - 1;
        (sum & run) | (diff & run) << self.len()
    }

    /// The middle column's queen on row `m` (odd N), as a partial of each
    /// half `(west, east)`: the half's diagonals it stands on (no columns).
    /// A half that holds them holds no queen it attacks.
    pub(super) fn middle(&self, m: usize) -> (Partial, Partial) {
        let (n, h) = (self.n, self.half);
        // Board diagonals of (m, h); the east half's columns start at h + 1.
        let (sum, diff) = (m + h, h + n - 1 - m);
        let bit = |d: Option<usize>| d.map_or(0, |d| 1u32 << d);
        let west = Partial { sum: bit(Some(sum)), diff: bit(Some(diff)), cols: 0 };
        let east = Partial { sum: bit(sum.checked_sub(h + 1)), diff: bit(diff.checked_sub(h + 1)), cols: 0 };
        (west, east)
    }

    /// The middle queen's own bits in a meeting mask (both halves' masks
    /// hold them once it stands), to leave out when matching.
    pub(super) fn middle_meet(&self, m: usize) -> u64 {
        self.meet_west(self.middle(m).0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A queen at board square (r, c) as a partial of the half holding it.
    fn queen(n: usize, r: usize, c: usize) -> Partial {
        let first = if c < n / 2 { 0 } else { n - n / 2 };
        let c = c - first;
        Partial { sum: 1 << (r + c), diff: 1 << (c + n - 1 - r), cols: 1 << c }
    }

    #[test]
    fn masks_meet_exactly_when_queens_share_a_diagonal() {
        for n in [2, 5, 8, 11, 21] {
            let split = Split::new(n);
            let h = n / 2;
            for (r1, c1) in (0..n).flat_map(|r| (0..h).map(move |c| (r, c))) {
                for (r2, c2) in (0..n).flat_map(|r| (n - h..n).map(move |c| (r, c))) {
                    let attack = r1 + c1 == r2 + c2 || r1 + c2 == r2 + c1;
                    let west = split.meet_west(queen(n, r1, c1));
                    let east = split.meet_east(queen(n, r2, c2));
                    assert_eq!(west & east != 0, attack, "N = {n}: ({r1}, {c1}) ({r2}, {c2})");
                }
            }
        }
    }

    #[test]
    fn the_middle_queen_stands_on_its_diagonals_in_each_half() {
        for n in [3, 5, 9, 15, 21] {
            let split = Split::new(n);
            let h = n / 2;
            for m in 0..n {
                let (west, east) = split.middle(m);
                for r in 0..n {
                    for c in (0..n).filter(|&c| c != h) {
                        let q = queen(n, r, c);
                        let half = if c < h { west } else { east };
                        let attacked = r + h == m + c || r + c == m + h;
                        let hit = q.sum & half.sum != 0 || q.diff & half.diff != 0;
                        assert_eq!(hit, attacked, "N = {n}, m = {m}: ({r}, {c})");
                    }
                }
            }
        }
    }
}
