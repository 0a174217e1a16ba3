//! The counters' uses of the board's eight symmetries ([`Symmetry`], the
//! dihedral group D4, from the board kernel): how a symmetry moves a solution,
//! and canonical-form checks (which symmetries keep a blocked pattern unchanged:
//! [`blocked_symmetries`](super::problem::blocked_symmetries)).
//!
//! Coordinates are `(row, column)`, both counted from 0 at the top-left
//! corner. A solution is written as `q[row] = column`.

use super::problem::MAX_N;
use crate::board::{Symmetry, SymmetrySet};

/// Writes the image of solution `q` under `s` into `out[..q.len()]`.
///
/// `q` must be a permutation (one queen per row and per column) for the
/// image to be a permutation too; values out of range are ignored. `out`
/// must be at least as long as `q` (extra entries are left untouched).
pub fn transform_solution(s: Symmetry, q: &[u8], out: &mut [u8]) {
    let n = q.len();
    for (r, &c) in q.iter().enumerate() {
        let (r2, c2) = s.apply_from_top(n, r, usize::from(c));
        if let Some(slot) = out.get_mut(r2) {
            // c2 < n <= 255 whenever the input is a real solution.
            *slot = u8::try_from(c2).unwrap_or(u8::MAX);
        }
    }
}

/// Whether solution `q` is mapped onto itself by `s`.
///
/// Checked queen by queen without building the image, so it is cheap
/// enough to call at every leaf of a search.
pub fn is_fixed_by(s: Symmetry, q: &[u8]) -> bool {
    let n = q.len();
    q.iter().enumerate().all(|(r, &c)| {
        let (r2, c2) = s.apply_from_top(n, r, usize::from(c));
        q.get(r2).is_some_and(|&c| usize::from(c) == c2)
    })
}

/// Whether `q` is the lexicographically smallest of its images under every
/// symmetry in `group` — i.e. the representative of its orbit.
///
/// Solutions longer than [`MAX_N`] are not supported and are reported as
/// canonical.
pub fn is_canonical(q: &[u8], group: SymmetrySet) -> bool {
    if q.len() > MAX_N {
        return true;
    }
    let mut image = [0u8; MAX_N];
    let image = &mut image[..q.len()];
    group.iter().all(|s| {
        if s == Symmetry::Identity {
            return true;
        }
        transform_solution(s, q, image);
        *image >= *q
    })
}
