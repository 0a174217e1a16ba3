//! The piece-first search's reasoning at one node: values the attack counts
//! rule out, applied until nothing changes. See the algorithm note in
//! [`super`]; the counts are in [`super::counts`], the piece-cap bound in [`super::cap`].

use super::{
    counts::{Counts, PartialPlacement, RoleMasks},
    reach::{bit, Reach, EMPTY},
};
use crate::board::PieceKind;

/// The problem-wide data the rules need.
pub(crate) struct Propagator<'a> {
    pub(crate) reach: &'a Reach,
    pub(crate) need: &'a [u8; 64],
    pub(crate) vacant: bool,
}

/// The attacks new pieces must bring.
pub(super) struct Demand {
    /// Counted cells short of attacks that only new pieces can bring.
    pub(super) cells: u64,
    /// Vacant mode: undecided cells that are short unless they take a piece.
    pub(super) maybe: u64,
    /// Per cell of either kind, its shortfall.
    pub(super) residual: [u8; 64],
}

impl Propagator<'_> {
    /// Whether `t` must be attacked exactly its count (every cell, or an empty one in vacant mode).
    pub(super) fn counted(&self, t: usize, node: &PartialPlacement) -> bool {
        !self.vacant || node.empty >> t & 1 == 1
    }

    /// Applies the rules until nothing changes, deciding cells left with one
    /// value. `None` when the node has no solution with at most `cap` pieces.
    pub(super) fn settle(&self, node: &mut PartialPlacement, cap: u32) -> Option<(Counts, RoleMasks)> {
        loop {
            node.refresh(self.reach);
            let view = RoleMasks::of(node, self.reach.board);
            let counts = self.reach.counts(node, &view);
            let domains = self.pass(node, &counts, &view, cap)?;
            let mut changed = false;
            let mut cells = view.undecided;
            while cells != 0 {
                let cell = cells.trailing_zeros() as usize;
                cells &= cells - 1;
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
    fn pass(&self, node: &PartialPlacement, counts: &Counts, view: &RoleMasks, cap: u32) -> Option<[u8; 64]> {
        let mut domains = node.domains;
        let budget = cap.checked_sub(node.placed)?;
        let mut demand = Demand { cells: 0, maybe: 0, residual: [0; 64] };
        let mut cells = self.reach.board;
        while cells != 0 {
            let t = cells.trailing_zeros() as usize;
            cells &= cells - 1;
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
                    demand.cells |= 1 << t;
                    demand.residual[t] = residual;
                }
            } else if view.undecided >> t & 1 == 1 {
                // Vacant mode: a cell that cannot be attacked exactly k times must hold a piece.
                if d > k || d + p < k || u32::from(residual) > budget {
                    domains[t] &= !EMPTY;
                } else if residual > 0 {
                    demand.maybe |= 1 << t;
                    demand.residual[t] = residual;
                }
            }
        }
        self.cap_allows(view.undecided, node.occupied, &mut domains, budget, &demand)?;
        Some(domains)
    }

    /// A counted cell `t` attacked `k` times for sure: nothing may add an attack.
    fn forbid(&self, t: usize, node: &PartialPlacement, view: &RoleMasks, domains: &mut [u8; 64]) {
        let reach = self.reach;
        clear(domains, reach.leapt_knight(t) & view.undecided, !bit(PieceKind::Knight));
        for d in 0..8 {
            let line = reach.line_at(t, d, node, view);
            let Some(first) = line.first else { continue };
            if line.open >> first & 1 == 1 {
                // A piece there would attack `t`.
                domains[first] &= !reach.attacking_kinds(first, t, node.occupied);
            }
            if let Some(piece) = line.pending {
                let gap = reach.between(t, piece) & view.undecided;
                if gap.count_ones() == 1 {
                    // The slider's ray must be blocked at its one undecided cell.
                    domains[gap.trailing_zeros() as usize] &= !EMPTY;
                }
            }
        }
    }

    /// A counted cell `t` that needs every attack it can still get.
    fn require(&self, t: usize, node: &PartialPlacement, view: &RoleMasks, domains: &mut [u8; 64]) {
        let reach = self.reach;
        clear(domains, reach.leapt_knight(t) & view.undecided & view.open.knight, bit(PieceKind::Knight));
        for d in 0..8 {
            let line = reach.line_at(t, d, node, view);
            let sources = line.open | line.pending.map_or(0, |piece| 1 << piece);
            if sources == 0 {
                continue;
            }
            // A piece before the nearest source would block the line without attacking `t`.
            let nearest = super::reach::nearest(sources, d);
            clear(domains, reach.between(t, nearest) & view.undecided, EMPTY);
            if sources.count_ones() == 1 && view.undecided >> nearest & 1 == 1 {
                domains[nearest] &= reach.attacking_kinds(nearest, t, node.occupied);
            }
        }
    }
}

/// Keeps only the values `keep` in the domains of `cells`.
pub(super) fn clear(domains: &mut [u8; 64], mut cells: u64, keep: u8) {
    while cells != 0 {
        domains[cells.trailing_zeros() as usize] &= keep;
        cells &= cells - 1;
    }
}
