//! Pass 2 and the bookkeeping of the best configurations: exact coverage
//! with blocking, the best value, the counts up to symmetry and as
//! distinct placements, a capped list of examples, and how many squares
//! the best configurations occupy (which matters with superposition).
//!
//! Memory is bounded: configurations are counted, never stored, beyond
//! the example limit.

use super::orbit::Orbits;
use crate::{
    board::PieceKind,
    coverage::{
        geometry::Geometry,
        placement::Placement,
        problem::{Objective, MAX_PIECES},
    },
};

/// The best configurations seen so far.
pub(crate) struct Tally<'a> {
    geometry: &'a Geometry,
    orbits: Orbits<'a>,
    objective: Objective,
    /// Configurations worse than this are ignored (a max pass's target).
    threshold: Option<u32>,
    limit: usize,
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
            best: None,
            configurations: 0,
            placements: 0,
            examples: Vec::new(),
            by_squares: [0; MAX_PIECES + 1],
            fewest: None,
        }
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
        if self.examples.len() < self.limit {
            self.examples.push(Placement::from_indices(self.geometry.side, pieces));
        }
    }

    fn reset(&mut self, value: u32) {
        self.best = Some(value);
        self.configurations = 0;
        self.placements = 0;
        self.examples.clear();
        self.by_squares = [0; MAX_PIECES + 1];
        self.fewest = None;
    }
}
