//! Symmetry breaking for the piece-first search: of each class of
//! placements related by the problem's symmetries, only the smallest.
//!
//! The symmetries used are those that map every placement of the problem to
//! a placement of it: those of [`Symmetries`] that keep the board's shape
//! and counts and, when pawns are allowed (they attack upward), keep "up" —
//! the left–right mirror; without pawns, all eight of a square. The search
//! keeps only placements no larger than any of their images, comparing cell
//! by cell in index order with values ordered empty < K < Q < R < B < N < P
//! (the domain bits); each found placement then stands for its whole orbit,
//! whose distinct members are all reported, so totals, unique counts and
//! examples stay exact.

use std::marker::PhantomData;

use super::counts::PartialPlacement;
use crate::board::PieceKind;
use crate::exact::{cell_set::CellSet, problem::Problem, symmetry::Symmetries};

/// One symmetry: the cells it moves, in index order, each with the cell
/// it takes its value from (`image[cell] = placement[source]`).
#[derive(Clone, Debug)]
struct Map {
    moved: Vec<(usize, usize)>,
}

/// The symmetries a search breaks (the identity excluded).
#[derive(Clone, Debug)]
pub(crate) struct Canonical<M> {
    maps: Vec<Map>,
    cells: PhantomData<M>,
}

impl Canonical<u64> {
    /// The symmetries of `problem` that map its placements to placements;
    /// `None` when it has none besides the identity.
    pub(crate) fn of(problem: &Problem) -> Option<Canonical<u64>> {
        let with_pawns = problem.pieces().contains(PieceKind::Pawn);
        let symmetries = Symmetries::of(problem);
        Canonical::from_sources(problem.cells(), symmetries.sources(with_pawns))
    }
}

impl<M: CellSet> Canonical<M> {
    /// The symmetries given by their source tables (`image[cell] =
    /// placement[source[cell]]`) on the board `cells`; `None` when there are none.
    pub(crate) fn from_sources<S: AsRef<[usize]>>(
        cells: M,
        sources: impl Iterator<Item = S>,
    ) -> Option<Canonical<M>> {
        let maps: Vec<Map> = sources
            .map(|source| {
                let source = source.as_ref();
                let moved = cells
                    .cells()
                    .filter_map(|cell| source.get(cell).map(|&from| (cell, from)))
                    .filter(|&(cell, from)| from != cell)
                    .collect();
                Map { moved }
            })
            .collect();
        (!maps.is_empty()).then_some(Canonical { maps, cells: PhantomData })
    }

    /// The symmetries among these that map `fixed` (a value per cell, 0
    /// where nothing is fixed) onto itself: a subgroup, which a search
    /// confined to placements that agree with `fixed` may still break, as
    /// each of its classes keeps its smallest member there. `None` when only
    /// the identity is left.
    pub(crate) fn fixing(&self, fixed: &M::PerCell<u8>) -> Option<Canonical<M>> {
        let maps: Vec<Map> = self
            .maps
            .iter()
            .filter(|map| map.moved.iter().all(|&(cell, from)| fixed[cell] == fixed[from]))
            .cloned()
            .collect();
        (!maps.is_empty()).then_some(Canonical { maps, cells: PhantomData })
    }

    /// Narrows `node` to placements no larger than any of their images.
    /// `None` when there are none; `Some(true)` when a domain changed.
    pub(super) fn restrict(&self, node: &mut PartialPlacement<M>) -> Option<bool> {
        let mut changed = false;
        for map in &self.maps {
            changed |= Self::restrict_one(&map.moved, node)?;
        }
        Some(changed)
    }

    /// The same for one symmetry, its moved cells `moved`.
    fn restrict_one(moved: &[(usize, usize)], node: &mut PartialPlacement<M>) -> Option<bool> {
        for &(a, b) in moved {
            let (da, db) = (node.domains[a], node.domains[b]);
            if da.count_ones() == 1 && db.count_ones() == 1 {
                match da.cmp(&db) {
                    std::cmp::Ordering::Less => return Some(false),
                    std::cmp::Ordering::Greater => return None,
                    std::cmp::Ordering::Equal => continue,
                }
            }
            // The first cell not known equal to its image's: value(a) ≤ value(b).
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

    /// Calls `visit` with each distinct image of `kinds` (pieces on
    /// `pieces`) other than itself, and its pieces.
    pub(super) fn images(
        &self,
        kinds: &M::PerCell<u8>,
        pieces: M,
        mut visit: impl FnMut(&M::PerCell<u8>, M),
    ) {
        let mut seen = [M::per_cell(0u8); 8];
        let mut seen_count = 0;
        for map in &self.maps {
            let mut image = *kinds;
            let mut mask = pieces;
            for &(cell, from) in &map.moved {
                image[cell] = kinds[from];
                mask &= !M::cell(cell);
                if kinds[from] != 0 {
                    mask |= M::cell(cell);
                }
            }
            if image == *kinds || seen[..seen_count].contains(&image) {
                continue;
            }
            if let Some(slot) = seen.get_mut(seen_count) {
                *slot = image;
                seen_count += 1;
            }
            visit(&image, mask);
        }
    }
}
