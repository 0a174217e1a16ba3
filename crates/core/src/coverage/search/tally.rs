//! Pass 2 and the bookkeeping of the best configurations: exact coverage
//! with blocking, the best value, the counts up to symmetry and as
//! distinct placements, a capped list of examples, and how many squares
//! the best configurations occupy (which matters with superposition).
//!
//! Memory is bounded: configurations are counted, never stored, beyond
//! the example limit, and the examples stop at [`MAX_EXAMPLE_BYTES`]
//! whatever that limit is (the counts go on).

use super::orbit::Orbits;
use crate::{
    board::PieceKind,
    coverage::{
        geometry::Geometry,
        placement::Placement,
        problem::{Objective, MAX_PIECES},
    },
};

/// The most bytes the examples may hold, whatever their count limit.
pub(crate) const MAX_EXAMPLE_BYTES: usize = if cfg!(feature = "small-memory") { 4 << 20 } else { 16 << 20 };

/// The bytes one example holds: the placement and its list of pieces.
fn example_bytes(pieces: &[(PieceKind, u8)]) -> usize {
    std::mem::size_of::<Placement>() + std::mem::size_of_val(pieces) + 16
}

/// The best configurations seen so far.
pub(crate) struct Tally<'a> {
    geometry: &'a Geometry,
    orbits: Orbits<'a>,
    objective: Objective,
    /// Configurations worse than this are ignored (a max pass's target).
    threshold: Option<u32>,
    limit: usize,
    max_example_bytes: usize,
    /// The bytes `examples` holds, as [`example_bytes`] counts them.
    example_bytes: usize,
    pub best: Option<u32>,
    pub configurations: u64,
    pub placements: u64,
    pub examples: Vec<Placement>,
    /// Configurations (up to symmetry) by number of occupied squares.
    pub by_squares: [u64; MAX_PIECES + 1],
    /// A configuration occupying the fewest squares.
    pub fewest: Option<(u32, Placement)>,
}

impl<'a> Tally<'a> {
    pub(crate) fn new(
        geometry: &'a Geometry,
        anchor: Option<PieceKind>,
        objective: Objective,
        threshold: Option<u32>,
        limit: usize,
    ) -> Tally<'a> {
        Tally {
            geometry,
            orbits: Orbits::new(geometry, anchor),
            objective,
            threshold,
            limit,
            max_example_bytes: MAX_EXAMPLE_BYTES,
            example_bytes: 0,
            best: None,
            configurations: 0,
            placements: 0,
            examples: Vec::new(),
            by_squares: [0; MAX_PIECES + 1],
            fewest: None,
        }
    }

    /// The same tally keeping examples in at most `max_bytes`.
    #[cfg(test)]
    pub(crate) fn with_example_bytes(mut self, max_bytes: usize) -> Tally<'a> {
        self.max_example_bytes = max_bytes;
        self
    }

    /// The value to beat or tie: the best so far, else the threshold.
    pub(crate) fn bound(&self) -> Option<u32> {
        self.best.or(self.threshold)
    }

    /// Squares attacked by `pieces`, with blocking.
    pub(crate) fn value(&self, pieces: &[(PieceKind, u8)]) -> u32 {
        (self.geometry.attacked(pieces) & self.geometry.board).count_ones()
    }

    /// Checks one complete placement exactly and records it if it is among the best.
    pub(crate) fn offer(&mut self, pieces: &[(PieceKind, u8)]) {
        let value = self.value(pieces);
        let better = |a: u32, b: u32| match self.objective {
            Objective::Max => a > b,
            Objective::Min => a < b,
        };
        if self.threshold.is_some_and(|t| better(t, value)) {
            return;
        }
        match self.best {
            Some(best) if better(best, value) => return,
            Some(best) if best == value => {}
            _ => self.reset(value),
        }
        let Some(orbit) = self.orbits.representative(pieces) else {
            return;
        };
        self.configurations += 1;
        self.placements += u64::from(orbit);
        let occupied = pieces.iter().fold(0u64, |set, &(_, s)| set | 1 << s).count_ones();
        self.by_squares[(occupied as usize).min(MAX_PIECES)] += 1;
        if self.fewest.as_ref().is_none_or(|(n, _)| occupied < *n) {
            self.fewest = Some((occupied, Placement::from_indices(self.geometry.side, pieces)));
        }
        let bytes = example_bytes(pieces);
        if self.examples.len() < self.limit && self.example_bytes + bytes <= self.max_example_bytes {
            self.example_bytes += bytes;
            self.examples.push(Placement::from_indices(self.geometry.side, pieces));
        }
    }

    fn reset(&mut self, value: u32) {
        self.best = Some(value);
        self.configurations = 0;
        self.placements = 0;
        self.examples = Vec::new();
        self.example_bytes = 0;
        self.by_squares = [0; MAX_PIECES + 1];
        self.fewest = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn examples_stop_at_their_byte_cap_while_the_counts_go_on() {
        let geometry = Geometry::new(4);
        let rook = PieceKind::Rook;
        let cap = 2 * example_bytes(&[(rook, 0)]);
        let mut tally = Tally::new(&geometry, None, Objective::Max, None, 100).with_example_bytes(cap);
        let mut roomy = Tally::new(&geometry, None, Objective::Max, None, 100);
        for square in 0..64u8 {
            if geometry.board >> square & 1 == 1 {
                tally.offer(&[(rook, square)]);
                roomy.offer(&[(rook, square)]);
            }
        }
        assert_eq!((tally.best, tally.configurations, tally.placements), (Some(6), 3, 16));
        assert_eq!((roomy.configurations, roomy.examples.len(), tally.examples.len()), (3, 3, 2));
        assert_eq!(tally.examples[..], roomy.examples[..2]);
        assert!(tally.example_bytes <= cap);
    }
}
