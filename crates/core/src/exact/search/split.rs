//! Splitting the piece-first search into independent parts, so that several
//! workers (threads natively, Web Workers in the page) can share one search.
//!
//! The root is expanded level by level, exactly as [`PieceSearch`] would
//! branch (same rules, same branching cell, same value order), until the
//! level holds at least the wanted number of nodes. These *frontier* nodes
//! are, in order, the search's depth-first order cut into subtrees: running
//! the search from each in turn visits every node below exactly as one run
//! from the root does. So parts can run anywhere, in any order, and their
//! results concatenated in frontier order give the one-run results (counts,
//! examples in the order found), and their nodes plus the expansion's give
//! its node count.
//!
//! A node that is a complete placement is kept on the frontier unvisited
//! (its part reports it); a node the rules refute is dropped.

use super::{counts::PartialPlacement, Expansion, PieceSearch, PlacementSink, Propagator};
use crate::exact::cell_set::CellSet;

/// Levels expanded at most, so that a search whose rules refute most
/// branches does not expand its whole tree here.
const MAX_LEVELS: usize = 8;

/// The most frontier nodes [`PieceSearch::frontier`] makes towards `want`
/// on a board of `cells` cells whose domains hold at most `values` values
/// (the allowed kinds and empty), whatever the rules refute: a level is
/// expanded only while it has fewer than `want` nodes, a node into at most
/// `values` branches, and at most [`MAX_LEVELS`] levels, two a cell at most
/// (a vacant search first narrows a cell to "occupied", then assigns it).
/// What a part line's split is checked against before anything is allocated for it.
pub(crate) fn most_frontier(want: usize, values: usize, cells: usize) -> usize {
    let levels = u32::try_from(MAX_LEVELS.min(cells.saturating_mul(2))).unwrap_or(u32::MAX);
    let by_want = want.saturating_sub(1).saturating_mul(values);
    by_want.min(values.saturating_pow(levels)).max(1)
}

/// The search's root cut into independent subtrees, in depth-first order.
#[derive(Clone, Debug)]
pub(crate) struct Frontier<M: CellSet> {
    nodes: Vec<PartialPlacement<M>>,
    /// Nodes the expansion visited (those above the frontier).
    pub(crate) expanded: u64,
}

/// A sink that hears nothing: the expansion reports no placement itself.
struct Silent;

impl<M: CellSet> PlacementSink<M> for Silent {
    fn placement(&mut self, _: M, _: &M::PerCell<u8>) {}
    fn tick(&mut self, _: u64, _: u64) {}
}

impl<M: CellSet> Frontier<M> {
    /// How many subtrees.
    pub(crate) fn len(&self) -> usize {
        self.nodes.len()
    }

    /// The frontier nodes `range` (clamped to the frontier).
    fn nodes(&self, range: std::ops::Range<usize>) -> &[PartialPlacement<M>] {
        let end = range.end.min(self.nodes.len());
        self.nodes.get(range.start.min(end)..end).unwrap_or_default()
    }
}

impl<M: CellSet, S: PlacementSink<M>> PieceSearch<'_, M, S> {
    /// Runs the search below the frontier nodes `parts`, in order.
    pub(crate) fn run_parts(&mut self, frontier: &Frontier<M>, parts: std::ops::Range<usize>) {
        self.run_below(frontier.nodes(parts));
    }

    /// Expands the root of this search (its rules, symmetry and cap) until at
    /// least `want` frontier nodes, or until nothing is left to expand.
    pub(crate) fn frontier(&self, want: usize) -> Frontier<M> {
        let mut silent = Silent;
        let rules = Propagator { reach: self.rules.reach, need: self.rules.need, vacant: self.rules.vacant };
        let probe = PieceSearch::new(rules, self.symmetry, self.cap, u64::MAX, &mut silent);
        let mut level = vec![PartialPlacement::root(self.rules.reach)];
        let mut expanded = 0;
        for _ in 0..MAX_LEVELS {
            if level.len() >= want {
                break;
            }
            let mut next = Vec::with_capacity(level.len() * 4);
            let mut grew = false;
            for node in level {
                let mut settled = node;
                match probe.expand(&mut settled) {
                    Expansion::Refuted => expanded += 1,
                    Expansion::Complete => next.push(node),
                    Expansion::Branch(cell) => {
                        expanded += 1;
                        grew = true;
                        for branch in probe.branches(settled.domains[cell]) {
                            next.push(branch.applied(&settled, cell));
                        }
                    }
                }
            }
            level = next;
            if !grew {
                break;
            }
        }
        Frontier { nodes: level, expanded }
    }
}
