//! Search statistics and the progress ticker the searches share.

use crate::{board::PieceKind, json::json_record, task::Progress};

/// What a search did, in the seed's terms.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Search-tree nodes visited (sub-spaces for the folding search, partial placements otherwise).
    pub nodes: u64,
    /// Nodes with no children: refuted, clipped, or complete.
    pub leaves: u64,
    /// Complete placements that pass 1 let through to the exact check with blocking.
    pub survivors: u64,
    /// How many passes the search made (a maximum search may widen its slack and retry).
    pub passes: u32,
}

// A share's statistics, as a worker sends them back in its [`ShareReply`](super::ShareReply).
json_record!(Stats { nodes, leaves, survivors, passes });

impl std::ops::AddAssign for Stats {
    /// Saturating: a search's own statistics never come near the top, and
    /// those of reply lines are added checked before they get here.
    fn add_assign(&mut self, other: Stats) {
        self.nodes = self.nodes.saturating_add(other.nodes);
        self.leaves = self.leaves.saturating_add(other.leaves);
        self.survivors = self.survivors.saturating_add(other.survivors);
        self.passes = self.passes.saturating_add(other.passes);
    }
}

/// What a pass-1 search calls for each placement it lets through: (kind, square index) pairs.
pub(crate) type Visit<'a> = dyn FnMut(&[(PieceKind, u8)]) + 'a;

/// How often (in nodes, a power of two minus one as a mask) progress is reported.
const TICK_MASK: u64 = (1 << 16) - 1;

/// The units of work of one top-level branch in a [`Progress`], so that the
/// share of a branch done moves the whole.
const BRANCH_UNITS: u64 = 1 << 20;

/// The depths below a top-level branch whose branches are followed for the
/// share done: enough for a branch of minutes to move the bar every second.
const TRACKED: usize = 6;

/// Counts nodes and reports [`Progress`] every 2^16 of them: the top-level
/// branches done, and within the running one the share of its tree done,
/// each branch of the first [`TRACKED`] depths taking an equal part of its
/// parent's share (the estimate a search's shape allows: Knuth's, with the
/// branches taken as equal).
pub(crate) struct Ticker<'a> {
    report: &'a mut dyn FnMut(Progress),
    /// Top-level branches finished.
    pub done: u64,
    /// Top-level branches in all.
    pub total: u64,
    /// Survivors so far.
    pub found: u64,
    nodes: u64,
    /// The depth of the node being searched, below the top-level branch.
    depth: usize,
    /// At each tracked depth, the branch taken and how many there are.
    at: [(u32, u32); TRACKED],
}

impl<'a> Ticker<'a> {
    pub(crate) fn new(report: &'a mut dyn FnMut(Progress), total: u64) -> Ticker<'a> {
        Ticker { report, done: 0, total, found: 0, nodes: 0, depth: 0, at: [(0, 1); TRACKED] }
    }

    /// Counts one node; reports now and then.
    #[inline]
    pub(crate) fn node(&mut self) {
        self.nodes += 1;
        if self.nodes & TICK_MASK == 0 {
            self.report();
        }
    }

    /// The search takes branch `index` of `count` at the current depth (then
    /// [`Ticker::down`] into it, and [`Ticker::up`] after).
    #[inline]
    pub(crate) fn branch(&mut self, index: u32, count: u32) {
        if let Some(slot) = self.at.get_mut(self.depth) {
            *slot = (index.min(count.saturating_sub(1)), count.max(1));
            let deeper = self.at.get_mut(self.depth + 1..).unwrap_or_default();
            deeper.fill((0, 1));
        }
    }

    /// Into the branch taken.
    #[inline]
    pub(crate) fn down(&mut self) {
        self.depth += 1;
    }

    /// Back from it.
    #[inline]
    pub(crate) fn up(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// Counts one finished top-level branch and reports.
    pub(crate) fn branch_done(&mut self) {
        self.done += 1;
        self.at = [(0, 1); TRACKED];
        self.depth = 0;
        self.report();
    }

    /// The share of the running top-level branch done, from 0 to 1.
    fn within(&self) -> f64 {
        let (mut share, mut width) = (0.0, 1.0);
        for &(index, count) in &self.at {
            width /= f64::from(count);
            share += f64::from(index) * width;
        }
        share.min(1.0)
    }

    pub(crate) fn report(&mut self) {
        let within = ((self.within() * BRANCH_UNITS as f64) as u64).min(BRANCH_UNITS - 1);
        let done = self.done.min(self.total).saturating_mul(BRANCH_UNITS);
        let within = if self.done < self.total { within } else { 0 };
        (self.report)(Progress {
            done: done.saturating_add(within),
            total: self.total.saturating_mul(BRANCH_UNITS),
            found: self.found,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_share_done_follows_the_branches_taken() {
        let mut reports = Vec::new();
        let mut report = |progress: Progress| reports.push(progress.fraction());
        let mut ticker = Ticker::new(&mut report, 2);
        ticker.report();
        ticker.branch(1, 4); // the second of four branches: a quarter done
        ticker.down();
        ticker.branch(2, 4); // and half of that one: an eighth more
        ticker.report();
        ticker.up();
        ticker.branch(3, 4);
        ticker.report();
        ticker.branch_done();
        ticker.report();
        assert_eq!(reports.len(), 5);
        let close = |a: f64, b: f64| (a - b).abs() < 1e-6;
        for (got, want) in reports.iter().zip([0.0, 0.1875, 0.375, 0.5, 0.5]) {
            assert!(close(*got, want), "{reports:?}");
        }
    }
}
