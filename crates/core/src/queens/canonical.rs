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

use super::kernel::rank;
use super::problem::MAX_N;
use super::symmetry::transform_solution;
use crate::board::{Symmetry, SymmetrySet};

/// What one solution contributes to the counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Contribution {
    /// Size of its orbit if it is the representative, else 0.
    pub total: u64,
    /// 1 if it is the representative, else 0.
    pub unique: u64,
}

/// Compares two solutions of the same board in the representative order.
fn order(a: &[u8], b: &[u8]) -> Ordering {
    let n = a.len();
    let head = |q: &[u8]| q.first().map(|&c| rank(n, usize::from(c)));
    head(a).cmp(&head(b)).then_with(|| a.cmp(b))
}

/// Decides whether `q` is the representative of its orbit under `group`
/// and, if so, how large the orbit is (`|group| / |stabiliser of q|`).
pub(crate) fn contribution(q: &[u8], group: SymmetrySet) -> Contribution {
    if q.is_empty() || q.len() > MAX_N {
        return Contribution::default();
    }
    let mut image = [0u8; MAX_N];
    let image = &mut image[..q.len()];
    let mut stabilizer = 0u64;
    for s in group.iter() {
        if s == Symmetry::Identity {
            stabilizer += 1;
            continue;
        }
        transform_solution(s, q, image);
        match order(image, q) {
            Ordering::Less => return Contribution::default(),
            Ordering::Equal => stabilizer += 1,
            Ordering::Greater => {}
        }
    }
    Contribution { total: group.len() as u64 / stabilizer.max(1), unique: 1 }
}
