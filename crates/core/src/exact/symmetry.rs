//! The symmetries that keep a problem, and which member of a symmetry
//! class of placements represents it.
//!
//! A symmetry keeps the problem when it maps the board's shape and its grid
//! of required counts onto themselves (on a rectangle that is not square only
//! the two mirrors and the half turn can). Pawns attack upward, so a
//! placement with a pawn is only related to its images under the symmetries
//! that keep "up": the identity and the left–right mirror. Seen as a group
//! acting on placements whose pawns carry a direction, this is exact: a
//! pawn-free placement's class is its whole orbit, and every image of a
//! solution under a kept symmetry is again a solution.

use super::problem::Problem;
use crate::board::{Bitboard, Symmetry, SymmetrySet};

/// One symmetry, as the cell it takes each cell from.
#[derive(Clone, Copy, Debug)]
struct Map {
    /// `image[cell] = placement[source[cell]]`.
    source: [u8; 64],
    /// Whether "up" stays up (identity and left–right mirror), so pawns may be moved.
    keeps_up: bool,
}

/// The symmetries of a problem other than the identity.
#[derive(Clone, Debug)]
pub(crate) struct Symmetries {
    maps: Vec<Map>,
    cells: u64,
}

impl Symmetries {
    /// The symmetries that keep `problem`'s shape and counts.
    pub(crate) fn of(problem: &Problem) -> Symmetries {
        let (w, h) = (problem.width(), problem.height());
        let cells = problem.cells();
        let k = problem.k_grid();
        let maps = SymmetrySet::of_shape(usize::from(w), usize::from(h))
            .iter()
            .filter(|&symmetry| symmetry != Symmetry::Identity)
            .filter_map(|symmetry| {
                let mut source = [0u8; 64];
                for rank in 0..h {
                    for file in 0..w {
                        let (f2, r2) = symmetry.map(
                            usize::from(file),
                            usize::from(rank),
                            usize::from(w),
                            usize::from(h),
                        );
                        let (from, to) = (usize::from(rank * 8 + file), r2 * 8 + f2);
                        // The map must keep the shape and the counts.
                        let on = |cell: usize| cells >> cell & 1 == 1;
                        if on(from) != on(to) || k.get(from) != k.get(to) {
                            return None;
                        }
                        *source.get_mut(to)? = from as u8;
                    }
                }
                Some(Map { source, keeps_up: symmetry.keeps_up() })
            })
            .collect();
        Symmetries { maps, cells }
    }

    /// How many symmetries the problem has, the identity included.
    pub(crate) fn order(&self) -> usize {
        self.maps.len() + 1
    }

    /// The source tables (`image[cell] = placement[source[cell]]`) of the
    /// symmetries other than the identity that map placements to
    /// placements: all of them without pawns, else those that keep "up".
    pub(crate) fn sources(&self, with_pawns: bool) -> impl Iterator<Item = &[u8; 64]> {
        self.maps.iter().filter(move |map| map.keeps_up || !with_pawns).map(|map| &map.source)
    }

    /// Whether `kinds` (0 empty, else 1 + kind index) is the smallest member
    /// of its class, comparing cell by cell in index order.
    pub(crate) fn is_canonical(&self, kinds: &[u8; 64], has_pawn: bool) -> bool {
        self.maps.iter().filter(|map| map.keeps_up || !has_pawn).all(|map| {
            for cell in Bitboard(self.cells).indices() {
                let (own, image) = (kinds[cell], kinds[usize::from(map.source[cell])]);
                if own != image {
                    return own < image;
                }
            }
            true
        })
    }
}
