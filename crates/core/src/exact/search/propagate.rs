//! The piece-first search's reasoning at one node: values the attack counts
//! rule out, applied until nothing changes. See the algorithm note in
//! [`super`]; the counts are in [`super::counts`], the piece-cap bound in [`super::cap`].

use super::{
    counts::{Counts, PartialPlacement, RoleMasks},
    reach::{bit, Reach, EMPTY},
};
use crate::board::PieceKind;
use crate::exact::cell_set::CellSet;

/// The problem-wide data the rules need.
pub(crate) struct Propagator<'a, M: CellSet> {
    pub(crate) reach: &'a Reach<M>,
    pub(crate) need: &'a M::PerCell<u8>,
    pub(crate) vacant: bool,
}

/// The attacks new pieces must bring.
pub(super) struct Demand<M: CellSet> {
    /// Counted cells short of attacks that only new pieces can bring.
    pub(super) cells: M,
    /// Vacant mode: undecided cells that are short unless they take a piece.
    pub(super) maybe: M,
    /// Per cell of either kind, its shortfall.
    pub(super) residual: M::PerCell<u8>,
}

impl<M: CellSet> Propagator<'_, M> {
    /// Whether `t` must be attacked exactly its count (every cell, or an empty one in vacant mode).
    #[inline]
    pub(super) fn counted(&self, t: usize, node: &PartialPlacement<M>) -> bool {
        !self.vacant || node.empty.has(t)
    }

    /// Applies the rules until nothing changes, deciding cells left with one
    /// value. `None` when the node has no solution with at most `cap` pieces.
    pub(super) fn settle(
        &self,
        node: &mut PartialPlacement<M>,
        cap: u32,
    ) -> Option<(Counts<M>, RoleMasks<M>)> {
        let mut counts = Counts::zero();
        loop {
            node.refresh(self.reach);
            let view = RoleMasks::of(node, self.reach.board);
            self.reach.count_into(node, &view, &mut counts);
            let domains = self.pass(node, &counts, &view, cap)?;
            let mut changed = false;
            for cell in view.undecided.cells() {
                if domains[cell] == 0 {
                    return None;
                }
                changed |= node.narrow(cell, domains[cell]);
            }
            if node.placed > cap {
                return None;
            }
            if !changed {
                return Some((counts, view));
            }
        }
    }

    /// One pass of the rules: the domains they leave, `None` on a contradiction.
    fn pass(
        &self,
        node: &PartialPlacement<M>,
        counts: &Counts<M>,
        view: &RoleMasks<M>,
        cap: u32,
    ) -> Option<M::PerCell<u8>> {
        let mut domains = node.domains;
        let budget = cap.checked_sub(node.placed)?;
        let mut demand = Demand { cells: M::EMPTY, maybe: M::EMPTY, residual: M::per_cell(0) };
        for t in self.reach.board.cells() {
            let (k, d, p) = (self.need[t], counts.definite[t], counts.possible[t]);
            // Attacks that only new pieces can bring.
            let residual = k.saturating_sub(d + counts.pending[t]);
            if self.counted(t, node) {
                if d > k || d + p < k || u32::from(residual) > budget {
                    return None;
                }
                if d == k && p > 0 {
                    self.forbid(t, node, view, &mut domains);
                } else if d < k && d + p == k {
                    self.require(t, node, view, &mut domains);
                }
                if residual > 0 {
                    demand.cells |= M::cell(t);
                    demand.residual[t] = residual;
                }
            } else if view.undecided.has(t) {
                // Vacant mode: a cell that cannot be attacked exactly k times must hold a piece.
                if d > k || d + p < k || u32::from(residual) > budget {
                    domains[t] &= !EMPTY;
                } else if residual > 0 {
                    demand.maybe |= M::cell(t);
                    demand.residual[t] = residual;
                }
            }
        }
        self.cap_allows(view.undecided, node.occupied, &mut domains, budget, &demand)?;
        Some(domains)
    }

    /// A counted cell `t` attacked `k` times for sure: nothing may add an attack.
    fn forbid(
        &self,
        t: usize,
        node: &PartialPlacement<M>,
        view: &RoleMasks<M>,
        domains: &mut M::PerCell<u8>,
    ) {
        let reach = self.reach;
        clear(domains, reach.leapt_knight(t) & view.undecided, !bit(PieceKind::Knight));
        for d in 0..8 {
            let line = reach.line_at(t, d, node, view);
            let Some(first) = line.first else { continue };
            if line.open.has(first) {
                // A piece there would attack `t`.
                domains[first] &= !reach.attacking_kinds(first, t, node.occupied);
            }
            if let Some(piece) = line.pending {
                let gap = reach.between(t, piece) & view.undecided;
                if gap.len() == 1 {
                    // The slider's ray must be blocked at its one undecided cell.
                    domains[gap.lowest()] &= !EMPTY;
                }
            }
        }
    }

    /// A counted cell `t` that needs every attack it can still get.
    fn require(
        &self,
        t: usize,
        node: &PartialPlacement<M>,
        view: &RoleMasks<M>,
        domains: &mut M::PerCell<u8>,
    ) {
        let reach = self.reach;
        clear(domains, reach.leapt_knight(t) & view.undecided & view.open.knight, bit(PieceKind::Knight));
        for d in 0..8 {
            let line = reach.line_at(t, d, node, view);
            let sources = line.open | line.pending.map_or(M::EMPTY, M::cell);
            if sources.is_empty() {
                continue;
            }
            // A piece before the nearest source would block the line without attacking `t`.
            let nearest = super::reach::nearest(sources, d);
            clear(domains, reach.between(t, nearest) & view.undecided, EMPTY);
            if sources.len() == 1 && view.undecided.has(nearest) {
                domains[nearest] &= reach.attacking_kinds(nearest, t, node.occupied);
            }
        }
    }
}

/// Keeps only the values `keep` in the domains of `cells`.
pub(super) fn clear<M: CellSet>(domains: &mut M::PerCell<u8>, cells: M, keep: u8) {
    for cell in cells.cells() {
        domains[cell] &= keep;
    }
}
