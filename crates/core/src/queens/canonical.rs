//! Exact orbit bookkeeping for the few solutions where the fast search's
//! quick rules cannot decide (ties on the board's outer ring), and for tiny
//! boards.
//!
//! The fast counter picks one representative per orbit using this total
//! order on solutions (vectors `q[row] = col`): first by the rank of the
//! top-row queen's column ([`rank`]: farthest from the board's edges first,
//! then leftmost), then by the vector itself, lexicographically. A solution
//! is the representative when no symmetry of the group maps it to
//! something smaller.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};

use super::problem::MAX_N;
use crate::board::{Symmetry, SymmetrySet};

/// Rank of a top-row column in the order that picks representatives
/// (smaller ranks first): the column farthest from the board's edges comes
/// first, and of two columns at the same distance the left one.
pub(crate) fn rank(n: usize, col: usize) -> (usize, usize) {
    let edge_distance = col.min(n - 1 - col);
    (n - edge_distance, col)
}

/// Counts contributed by one or more parts. Partial counts from
/// different parts of the same problem simply add up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PartialCount {
    /// Contribution to the number of solutions.
    pub total: u64,
    /// Contribution to the number of solutions up to symmetry.
    pub unique: u64,
}

impl std::ops::Add for PartialCount {
    type Output = PartialCount;

    fn add(self, other: PartialCount) -> PartialCount {
        PartialCount {
            total: self.total.saturating_add(other.total),
            unique: self.unique.saturating_add(other.unique),
        }
    }
}

impl std::ops::AddAssign for PartialCount {
    fn add_assign(&mut self, other: PartialCount) {
        *self = *self + other;
    }
}

impl std::iter::Sum for PartialCount {
    fn sum<I: Iterator<Item = PartialCount>>(iter: I) -> PartialCount {
        iter.fold(PartialCount::default(), |a, b| a + b)
    }
}

/// What one solution contributes to the counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Contribution {
    /// Size of its orbit if it is the representative, else 0.
    pub total: u64,
    /// 1 if it is the representative, else 0.
    pub unique: u64,
}

/// The queen of row `row` in the image of solution `q` under `s`, read
/// straight from `q` and its inverse `col_of` (`col_of[q[r]] = r`): the
/// images are compared row by row and most comparisons end on the first
/// row, so building whole images (N steps for each of up to 7 symmetries)
/// would be wasted work at the leaves that need this check.
#[inline(always)]
fn image_row(s: Symmetry, q: &[u8], col_of: &[u8], row: usize) -> u8 {
    let last = q.len() - 1;
    let flip = |x: u8| (last as u8).wrapping_sub(x);
    match s {
        Symmetry::Identity => q[row],
        Symmetry::Rotate90 => flip(col_of[row]),
        Symmetry::Rotate180 => flip(q[last - row]),
        Symmetry::Rotate270 => col_of[last - row],
        Symmetry::MirrorColumns => flip(q[row]),
        Symmetry::MirrorRows => q[last - row],
        Symmetry::Transpose => col_of[row],
        Symmetry::AntiTranspose => flip(col_of[last - row]),
    }
}

/// Compares the image of `q` under `s` with `q` in the representative
/// order.
fn image_order(s: Symmetry, q: &[u8], col_of: &[u8]) -> Ordering {
    let n = q.len();
    let head = |c: u8| rank(n, usize::from(c));
    let first = head(image_row(s, q, col_of, 0)).cmp(&head(q[0]));
    if first != Ordering::Equal {
        return first;
    }
    // Equal ranks mean equal columns: go on lexicographically.
    (1..n).map(|row| image_row(s, q, col_of, row).cmp(&q[row])).find(|o| o.is_ne()).unwrap_or(Ordering::Equal)
}

/// Decides whether `q` is the representative of its orbit under `group`
/// and, if so, how large the orbit is (`|group| / |stabiliser of q|`).
///
/// `q` must be a solution (a permutation of `0..q.len()`); anything else
/// counts nothing.
pub(crate) fn contribution(q: &[u8], group: SymmetrySet) -> Contribution {
    let n = q.len();
    if n == 0 || n > MAX_N {
        return Contribution::default();
    }
    let mut col_of = [u8::MAX; MAX_N];
    for (r, &c) in q.iter().enumerate() {
        match col_of.get_mut(usize::from(c)) {
            Some(slot) if usize::from(c) < n && *slot == u8::MAX => *slot = r as u8,
            _ => return Contribution::default(),
        }
    }
    let col_of = &col_of[..n];
    let mut stabilizer = 0u64;
    for s in group.iter() {
        match image_order(s, q, col_of) {
            Ordering::Less => return Contribution::default(),
            Ordering::Equal => stabilizer += 1,
            Ordering::Greater => {}
        }
    }
    Contribution { total: group.len() as u64 / stabilizer.max(1), unique: 1 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Symmetry;
    use crate::queens::symmetry::transform_solution;

    #[test]
    fn image_rows_match_the_whole_image() {
        let q = [1u8, 3, 0, 2, 4, 6, 5];
        let mut col_of = [0u8; 7];
        for (r, &c) in q.iter().enumerate() {
            col_of[usize::from(c)] = r as u8;
        }
        for s in Symmetry::ALL {
            let mut image = [0u8; 7];
            transform_solution(s, &q, &mut image);
            let lazy: Vec<u8> = (0..7).map(|row| image_row(s, &q, &col_of, row)).collect();
            assert_eq!(lazy, image, "{s:?}");
        }
    }
}
