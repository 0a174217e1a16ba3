//! The row splits: which rows hold an east queen (and, for odd N, where
//! the middle column's queen stands), and which one represents its class
//! under the board's left/right mirror and top/bottom flip.

/// One row split: the middle column's queen row (odd N) and the rows
/// whose queen is in the east half (a set of `⌊N/2⌋` rows, bit `r` = row `r`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct RowSplit {
    /// Row of the middle column's queen; `None` for even N.
    pub(super) middle: Option<u8>,
    /// Rows with their queen in the east half.
    pub(super) east: u32,
}

/// The class size (1, 2 or 4) if `split` is the representative of its
/// class under the mirror and the flip, `None` if another member is.
///
/// The mirror maps a solution with east rows `E` to one with east rows
/// "the other rows" (the middle queen stays), the flip maps `E` to its
/// upside-down image and the middle row `m` to `N-1-m`; so all splits of a
/// class have the same number of solutions, and one of them, weighted by
/// the class size, stands for all: about a quarter of the work.
///
/// The representative is the member with the lowest middle queen (the
/// largest `m`), then with row 0 in the west half, then with the smallest
/// east row set: so a walk down the rows (`walk`) that puts the
/// middle queen on a row `m >= N-1-m` and row 0 in the west half passes
/// every representative.
pub(super) fn weight(n: usize, split: RowSplit) -> Option<u64> {
    let key = |s: RowSplit| (std::cmp::Reverse(s.middle), s.east & 1, s.east);
    let mut class = class_of(n, split);
    if class.iter().any(|&other| key(other) < key(split)) {
        return None;
    }
    class.sort_unstable();
    Some(1 + class.windows(2).filter(|pair| pair[0] != pair[1]).count() as u64)
}

/// The number of row splits that represent their class ([`weight`]): the
/// splits the count matches.
pub(super) fn representatives(n: usize) -> u64 {
    let h = n / 2;
    // n <= 27, so a row fits in a byte.
    let middles: Vec<Option<u8>> = if n % 2 == 0 { vec![None] } else { (0..n as u8).map(Some).collect() };
    let mut count = 0;
    for middle in middles {
        let rows = rows_beside(n, middle);
        // Every h-subset of the 2h rows, as h-subsets of 2h bits spread
        // over `rows` (Gosper's next-combination step).
        let mut pick: u64 = (1u64 << h) - 1;
        while pick < 1u64 << (2 * h) {
            let east = spread(pick as u32, rows);
            count += u64::from(weight(n, RowSplit { middle, east }).is_some());
            if h == 0 {
                break;
            }
            let low = pick & pick.wrapping_neg();
            let ripple = pick + low;
            pick = (((ripple ^ pick) >> 2) / low) | ripple;
        }
    }
    count
}

/// The four images of `split` under mirror and flip.
fn class_of(n: usize, split: RowSplit) -> [RowSplit; 4] {
    let rows = rows_beside(n, split.middle);
    let mirrored = RowSplit { middle: split.middle, east: rows & !split.east };
    let flip = |s: RowSplit| RowSplit { middle: s.middle.map(|m| n as u8 - 1 - m), east: reverse(n, s.east) };
    [split, mirrored, flip(split), flip(mirrored)]
}

/// The rows of an N×N board but the middle queen's row (odd N): those
/// the two halves share out.
pub(super) fn rows_beside(n: usize, middle: Option<u8>) -> u32 {
    let all = if n >= 32 { !0 } else { (1u32 << n) - 1 };
    all & !middle.map_or(0, |m| 1u32 << m)
}

/// Row set `rows` upside down.
fn reverse(n: usize, rows: u32) -> u32 {
    rows.reverse_bits() >> (32 - n)
}

/// Puts the low bits of `pick`, in order, on the set bits of `rows` (a
/// portable parallel-bit-deposit).
fn spread(mut pick: u32, rows: u32) -> u32 {
    let mut out = 0;
    let mut left = rows;
    while left != 0 && pick != 0 {
        let bit = left & left.wrapping_neg();
        left ^= bit;
        if pick & 1 != 0 {
            out |= bit;
        }
        pick >>= 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_cover_every_split() {
        // Σ weights = number of splits: C(2h, h) per middle row.
        for (n, splits) in [(1, 1u64), (4, 6), (5, 5 * 6), (8, 70), (9, 9 * 70), (12, 924)] {
            let (mut sum, mut count) = (0, 0);
            let middles: Vec<Option<u8>> =
                if n % 2 == 0 { vec![None] } else { (0..n as u8).map(Some).collect() };
            for middle in middles {
                for east in 0..1u32 << n {
                    let split = RowSplit { middle, east };
                    if east.count_ones() as usize == n / 2 && east & rows_beside(n, middle) == east {
                        if let Some(w) = weight(n, split) {
                            sum += w;
                            count += 1;
                        }
                    }
                }
            }
            assert_eq!(sum, splits, "N = {n}");
            assert_eq!(representatives(n), count, "N = {n}");
        }
    }
}
