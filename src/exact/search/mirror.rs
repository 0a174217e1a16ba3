//! Symmetry breaking for the piece-first search: the left–right mirror.
//!
//! Pawns attack upward, so the mirror is the one symmetry that maps every
//! placement of a problem to a placement of it (when the board's shape and
//! counts are mirror-symmetric). The search keeps only placements no larger
//! than their mirror image, comparing cell by cell in index order with
//! values ordered empty < K < Q < R < B < N < P (the domain bits); each
//! found placement then stands for itself and, if different, its image, and
//! both are counted, so totals, unique counts and examples stay exact.

use super::counts::Node;
use crate::exact::problem::Problem;

/// The mirror of a mirror-symmetric problem.
#[derive(Clone, Debug)]
pub(crate) struct Mirror {
    /// `image[cell]`: the mirrored cell.
    image: [u8; 64],
    /// Cells of the left half with their images, in index order.
    pairs: Vec<(usize, usize)>,
}

impl Mirror {
    /// The mirror of `problem`, if it keeps the board and the counts.
    pub(crate) fn of(problem: &Problem) -> Option<Mirror> {
        let width = problem.width();
        let k = problem.k_grid();
        let mut image = [0u8; 64];
        let mut pairs = Vec::new();
        for cell in 0..64u8 {
            let (file, rank) = (cell % 8, cell / 8);
            if file >= width {
                continue;
            }
            let other = rank * 8 + width - 1 - file;
            let (a, b) = (usize::from(cell), usize::from(other));
            if problem.cells() >> a & 1 != problem.cells() >> b & 1 || k[a] != k[b] {
                return None;
            }
            image[a] = other;
            if a < b && problem.cells() >> a & 1 == 1 {
                pairs.push((a, b));
            }
        }
        Some(Mirror { image, pairs })
    }

    /// Narrows `node` to placements no larger than their image. `None` when
    /// there are none; `Some(true)` when a domain changed.
    pub(super) fn restrict(&self, node: &mut Node) -> Option<bool> {
        for &(a, b) in &self.pairs {
            let (da, db) = (node.domains[a], node.domains[b]);
            if da.count_ones() == 1 && db.count_ones() == 1 {
                match da.cmp(&db) {
                    std::cmp::Ordering::Less => return Some(false),
                    std::cmp::Ordering::Greater => return None,
                    std::cmp::Ordering::Equal => continue,
                }
            }
            // The first pair not known equal: value(a) ≤ value(b).
            let highest_b = 7 - db.leading_zeros() as u8;
            let lowest_a = da.trailing_zeros() as u8;
            let na = da & (u8::MAX >> (7 - highest_b));
            let nb = db & (u8::MAX << lowest_a);
            if na == 0 || nb == 0 {
                return None;
            }
            let changed_a = node.narrow(a, na);
            let changed_b = node.narrow(b, nb);
            return Some(changed_a || changed_b);
        }
        Some(false)
    }

    /// The mirror image of `kinds`.
    pub(super) fn reflect(&self, kinds: &[u8; 64], pieces: u64) -> ([u8; 64], u64) {
        let mut image = [0u8; 64];
        let mut mask = 0u64;
        let mut cells = pieces;
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let to = usize::from(self.image[cell]);
            image[to] = kinds[cell];
            mask |= 1 << to;
        }
        (image, mask)
    }
}
