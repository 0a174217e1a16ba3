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

use super::{placement::Placement, problem::Problem};
use crate::board::{Square, Symmetry, SymmetrySet};

/// One symmetry, as the cell it takes each cell from.
#[derive(Clone, Debug)]
struct Map {
    /// `image[cell] = placement[source[cell]]`, for every cell index of the board's rectangle.
    source: Vec<usize>,
    /// Whether "up" stays up (identity and left–right mirror), so pawns may be moved.
    keeps_up: bool,
}

/// The symmetries of a problem other than the identity.
#[derive(Clone, Debug)]
pub(crate) struct Symmetries {
    maps: Vec<Map>,
    /// The switched-on cells, in index order.
    cells: Vec<usize>,
}

impl Symmetries {
    /// The symmetries that keep `problem`'s shape and counts.
    pub(crate) fn of(problem: &Problem) -> Symmetries {
        let k = problem.k_grid();
        let cells = problem.cells();
        let need = |cell: usize| (cells >> cell & 1 == 1).then(|| k[cell]);
        Symmetries::on_grid(usize::from(problem.width()), usize::from(problem.height()), 8, need)
    }

    /// The symmetries that keep a `width` × `height` board, its cells
    /// indexed `rank * stride + file`, where `need(cell)` is the count a
    /// cell needs (`None` where it is switched off): those that map the
    /// switched-on cells and their counts onto themselves.
    pub(crate) fn on_grid(
        width: usize,
        height: usize,
        stride: usize,
        need: impl Fn(usize) -> Option<u8>,
    ) -> Symmetries {
        let size = stride * height;
        let maps = SymmetrySet::of_shape(width, height)
            .iter()
            .filter(|&symmetry| symmetry != Symmetry::Identity)
            .filter_map(|symmetry| {
                let mut source: Vec<usize> = (0..size).collect();
                for rank in 0..height {
                    for file in 0..width {
                        let (f2, r2) = symmetry.map(file, rank, width, height);
                        let (from, to) = (rank * stride + file, r2 * stride + f2);
                        // The map must keep the shape and the counts.
                        if need(from) != need(to) {
                            return None;
                        }
                        *source.get_mut(to)? = from;
                    }
                }
                Some(Map { source, keeps_up: symmetry.keeps_up() })
            })
            .collect();
        Symmetries { maps, cells: (0..size).filter(|&cell| need(cell).is_some()).collect() }
    }

    /// How many symmetries the problem has, the identity included.
    pub(crate) fn order(&self) -> usize {
        self.maps.len() + 1
    }

    /// The source tables (`image[cell] = placement[source[cell]]`) of the
    /// symmetries other than the identity that map placements to
    /// placements: all of them without pawns, else those that keep "up".
    pub(crate) fn sources(&self, with_pawns: bool) -> impl Iterator<Item = &[usize]> {
        self.maps.iter().filter(move |map| map.keeps_up || !with_pawns).map(|map| map.source.as_slice())
    }

    /// The distinct images of `placement` under the identity and these
    /// symmetries (those that keep "up" when it holds a pawn), itself first.
    pub(crate) fn images(&self, placement: &Placement) -> Vec<Placement> {
        let has_pawn = placement
            .on_squares()
            .any(|square| placement.piece_at(square) == Some(crate::board::PieceKind::Pawn));
        let mut images = vec![placement.clone()];
        for source in self.sources(has_pawn) {
            let mut image = Placement::empty(placement.width(), placement.height(), placement.cells());
            for &cell in &self.cells {
                let from = source.get(cell).copied().unwrap_or(cell);
                let (Some(to), Some(from)) = (Square::from_index(cell as u8), Square::from_index(from as u8))
                else {
                    continue;
                };
                image.set(to, placement.piece_at(from));
            }
            if !images.contains(&image) {
                images.push(image);
            }
        }
        images
    }

    /// Whether `kinds` (0 empty, else 1 + kind index, per cell index) is the
    /// smallest member of its class, comparing cell by cell in index order.
    pub(crate) fn is_canonical(&self, kinds: &[u8], has_pawn: bool) -> bool {
        let kind = |cell: usize| kinds.get(cell).copied().unwrap_or(0);
        self.maps.iter().filter(|map| map.keeps_up || !has_pawn).all(|map| {
            for &cell in &self.cells {
                let (own, image) = (kind(cell), kind(map.source.get(cell).copied().unwrap_or(cell)));
                if own != image {
                    return own < image;
                }
            }
            true
        })
    }
}
