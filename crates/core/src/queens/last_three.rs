//! The last three rows of a search in closed form.
//!
//! Three rows below the search front exactly three columns are left, so a
//! completion is one of their six orders. Whether an order fits depends on
//! the squares each row still has free (the queens above) and on the three
//! queens not attacking each other, which depends on the columns only: two
//! queens on neighbouring rows must not stand in neighbouring columns, and
//! the queens of the first and the last row not two columns apart. All six
//! are tested at once without a branch, which is cheaper than a loop over
//! the third-last row's squares followed by the last two rows (the search
//! spends most of its nodes there).

/// The six orders of three columns `a < b < c`, as indices into `[a, b, c]`:
/// the column of the first, second and last of the three rows.
pub(crate) const ORDERS: [[usize; 3]; 6] = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]];

/// The three columns of `free` (exactly three bits), lowest first.
#[inline(always)]
pub(crate) fn columns(free: u32) -> [u32; 3] {
    let a = free & free.wrapping_neg();
    let rest = free ^ a;
    let b = rest & rest.wrapping_neg();
    [a, b, rest ^ b]
}

/// Which of the [`ORDERS`] of the three columns of `free` complete the
/// board (bit `i` for order `i`), given the squares `open[j]` of each of the
/// three rows that the queens above leave free.
#[inline(always)]
pub(crate) fn fitting(free: u32, open: [u32; 3]) -> u32 {
    let [a, b, c] = columns(free);
    // Neighbouring columns, and columns two apart (a < b < c).
    let ab = b == a << 1;
    let bc = c == b << 1;
    let ac2 = c == a << 2;
    let ab2 = b == a << 2;
    let bc2 = c == b << 2;
    let row = |j: usize, x: u32| open[j] & x != 0;
    let ok = |i: usize, p: u32, q: u32, r: u32, apart: bool| {
        u32::from(apart & row(0, p) & row(1, q) & row(2, r)) << i
    };
    // Orders (p, q, r): p–q and q–r must not be neighbours, p–r not two
    // apart (a and c, with b between them, are never neighbours).
    ok(0, a, b, c, !ab & !bc & !ac2)
        | ok(1, a, c, b, !bc & !ab2)
        | ok(2, b, a, c, !ab & !bc2)
        | ok(3, b, c, a, !bc & !ab2)
        | ok(4, c, a, b, !ab & !bc2)
        | ok(5, c, b, a, !bc & !ab & !ac2)
}

/// Number of orders in a set of them (bits 0..6): a table, since without
/// the `popcnt` instruction (x86-64's baseline) `count_ones` is a dozen
/// operations, and this runs at every third-last row.
#[inline(always)]
pub(crate) fn count(orders: u32) -> u8 {
    const COUNTS: [u8; 64] = {
        let mut table = [0u8; 64];
        let mut i = 0;
        while i < 64 {
            table[i] = (i as u32).count_ones() as u8;
            i += 1;
        }
        table
    };
    COUNTS[(orders & 63) as usize]
}

/// Which of the [`ORDERS`] of the columns of `free` put a queen on one of
/// the squares `marked[j]` of row `j` (bit `i` for order `i`).
#[inline(always)]
pub(crate) fn touching(free: u32, marked: [u32; 3]) -> u32 {
    let cols = columns(free);
    let mut out = 0;
    for (i, order) in ORDERS.iter().enumerate() {
        let hit = order.iter().enumerate().any(|(j, &k)| marked[j] & cols[k] != 0);
        out |= u32::from(hit) << i;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether queens at columns `cols[j]` (bit masks) of three consecutive
    /// rows attack each other.
    fn attack(cols: [u32; 3]) -> bool {
        let c = cols.map(|x| i64::from(x.trailing_zeros()));
        (0..3).any(|i| (i + 1..3).any(|j| c[i] == c[j] || (c[i] - c[j]).unsigned_abs() == (j - i) as u64))
    }

    #[test]
    fn fitting_agrees_with_a_direct_check() {
        // Every choice of three columns of a 9-wide row and every open mask
        // of each row drawn from a few patterns.
        let patterns = [0x1ffu32, 0x0aa, 0x155, 0x0f0, 0x10f, 0x0, 0x1c7];
        for free in (0u32..512).filter(|f| f.count_ones() == 3) {
            let cols = columns(free);
            for &p0 in &patterns {
                for &p1 in &patterns {
                    for &p2 in &patterns {
                        let open = [p0, p1, p2];
                        let mut want = 0;
                        for (i, order) in ORDERS.iter().enumerate() {
                            let q = order.map(|k| cols[k]);
                            let fits = (0..3).all(|j| open[j] & q[j] != 0) && !attack(q);
                            want |= u32::from(fits) << i;
                        }
                        assert_eq!(fitting(free, open), want, "free {free:#b} open {open:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn touching_marks_orders_through_a_square() {
        let free = 0b1011;
        // Row 2 marked at column 3 (the highest column): orders ending in c.
        assert_eq!(touching(free, [0, 0, 0b1000]), 0b000101);
        assert_eq!(touching(free, [0, 0, 0]), 0);
    }
}
