//! Search statistics and the progress ticker the searches share.

use crate::{board::PieceKind, task::Progress};

/// What a search did, in the seed's terms.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
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

impl std::ops::AddAssign for Stats {
    fn add_assign(&mut self, other: Stats) {
        self.nodes += other.nodes;
        self.leaves += other.leaves;
        self.survivors += other.survivors;
        self.passes += other.passes;
    }
}

/// What a pass-1 search calls for each placement it lets through: (kind, square index) pairs.
pub(crate) type Visit<'a> = dyn FnMut(&[(PieceKind, u8)]) + 'a;

/// How often (in nodes, a power of two minus one as a mask) progress is reported.
const TICK_MASK: u64 = (1 << 16) - 1;

/// Counts nodes and reports [`Progress`] every 2^16 of them.
pub(crate) struct Ticker<'a> {
    report: &'a mut dyn FnMut(Progress),
    /// Top-level branches finished.
    pub done: u64,
    /// Top-level branches in all.
    pub total: u64,
    /// Survivors so far.
    pub found: u64,
    nodes: u64,
}

impl<'a> Ticker<'a> {
    pub(crate) fn new(report: &'a mut dyn FnMut(Progress), total: u64) -> Ticker<'a> {
        Ticker { report, done: 0, total, found: 0, nodes: 0 }
    }

    /// Counts one node; reports now and then.
    #[inline]
    pub(crate) fn node(&mut self) {
        self.nodes += 1;
        if self.nodes & TICK_MASK == 0 {
            self.report();
        }
    }

    /// Counts one finished top-level branch and reports.
    pub(crate) fn branch_done(&mut self) {
        self.done += 1;
        self.report();
    }

    pub(crate) fn report(&mut self) {
        (self.report)(Progress { done: self.done, total: self.total, found: self.found });
    }
}
