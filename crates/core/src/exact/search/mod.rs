//! The piece-first search ([`super::SearchOrder::PieceFirst`], the default):
//! every placement of a problem, each exactly once, by deciding cells.
//!
//! # Method
//!
//! The seed's patterns fix a slider's whole ray layout at once: a queen on
//! 5×5 has up to 1331 patterns, and a cell short of `d` attacks branches over
//! combinations of them. Here a branch decides only *what stands on one
//! cell* (nothing, or which piece); a slider's rays are resolved lazily, as
//! the cells along them get decided. Every branch point splits the
//! placements by the value of one cell, so each is reached exactly once.
//!
//! At each node every cell `t` has three counts ([`propagate`]):
//! **definite** attacks (leapers, and sliders whose ray reaches `t` across
//! empty cells), **pending** ones (a placed slider whose ray reaches `t` if
//! the undecided cells before it stay empty) and **possible** ones (undecided
//! cells that could attack `t` with a piece of their domain). A counted cell
//! (every cell, or in vacant mode the empty ones) needs
//! `definite ≤ k ≤ definite + pending + possible`, and
//!
//! * at `definite = k` nothing may add an attack: leapers that would hit `t`
//!   and sliders that would see it across empty cells leave the domains, and
//!   a pending ray with one undecided cell left must be blocked there;
//! * at `definite + pending + possible = k` every source must deliver: the
//!   cells that could attack keep only the kinds that do, and a pending ray's
//!   undecided cells must stay empty;
//! * in vacant mode an undecided cell that cannot meet its count must take a piece.
//!
//! A cell left with one value is decided, and the rules run again until
//! nothing changes. The **piece cap** (raised from a lower bound to prove a
//! minimum) bounds the search with the attacks only new pieces can bring
//! ([`cap`]). The search then branches on the cell that matters most to the
//! tightest counted cell (fewest spare sources); in vacant mode a cell that
//! may stay empty splits first into "empty" and "some piece", so the kind
//! is decided only once it matters.

mod canonical;
mod cap;
mod counts;
mod propagate;
mod reach;
mod split;

pub(super) use canonical::Canonical;
pub(super) use propagate::Propagator;
pub(super) use reach::{bit, Reach};
pub(super) use split::{most_frontier, Frontier};

use super::{cell_set::CellSet, reference::Sink};
use arrayvec::ArrayVec;
use counts::{Counts, PartialPlacement, RoleMasks};
use reach::EMPTY;

/// Nodes between progress ticks (a power of two).
const TICK: u64 = 1 << 12;
/// Progress is reported in millionths of the search tree.
const SHARES: u64 = 1_000_000;

/// Where the piece-first search reports what it finds.
pub(crate) trait PlacementSink<M: CellSet> {
    /// A complete placement that solves the problem: its pieces and kinds
    /// (0 empty, else 1 + [`crate::board::PieceKind::index`]).
    fn placement(&mut self, pieces: M, kinds: &M::PerCell<u8>);
    /// Called every few thousand nodes: `done` of `total` millionths of the tree finished.
    fn tick(&mut self, done: u64, total: u64);
}

/// On 8×8 the piece-first search reports to the same sinks as the seed's search.
impl<S: Sink> PlacementSink<u64> for S {
    #[inline]
    fn placement(&mut self, pieces: u64, kinds: &[u8; 64]) {
        Sink::placement(self, pieces, kinds);
    }

    #[inline]
    fn tick(&mut self, done: u64, total: u64) {
        Sink::tick(self, done, total);
    }
}

/// One branch of a node on its chosen cell.
#[derive(Clone, Copy, Debug)]
enum Branch {
    /// The cell takes this value (a piece kind, or empty).
    Assign(u8),
    /// The cell keeps only these values.
    Narrow(u8),
}

impl Branch {
    /// The child of `node` down this branch on `cell`.
    fn applied<M: CellSet>(self, node: &PartialPlacement<M>, cell: usize) -> PartialPlacement<M> {
        let mut child = *node;
        match self {
            Branch::Assign(value) => child.assign(cell, value),
            // An empty domain is refuted by the child's own settle.
            Branch::Narrow(domain) => {
                child.narrow(cell, domain);
            }
        }
        child
    }
}

/// What the rules make of a node (see [`PieceSearch::expand`]).
#[derive(Clone, Copy, Debug)]
enum Expansion {
    /// No placement lies below it.
    Refuted,
    /// Every cell is decided: it is a placement, if vacant mode finds a vacant cell.
    Complete,
    /// The search branches on this cell.
    Branch(usize),
}

/// One run of the piece-first search with a piece cap.
pub(crate) struct PieceSearch<'a, M: CellSet, S: PlacementSink<M>> {
    rules: Propagator<'a, M>,
    symmetry: Option<&'a Canonical<M>>,
    cap: u32,
    sink: &'a mut S,
    /// Nodes visited.
    pub(crate) nodes: u64,
    /// The most nodes to visit before giving up.
    limit: u64,
    /// Whether the limit was reached (the run is then incomplete).
    pub(crate) stopped: bool,
    /// The share of the tree finished, from 0 to 1.
    done: f64,
    /// Stop at the first placement found (a hint needs one, not all).
    first_only: bool,
}

impl<'a, M: CellSet, S: PlacementSink<M>> PieceSearch<'a, M, S> {
    /// A search placing at most `cap` pieces that gives up after `limit`
    /// nodes; with `symmetry`, it finds the smallest of each class and reports the whole class.
    pub(crate) fn new(
        rules: Propagator<'a, M>,
        symmetry: Option<&'a Canonical<M>>,
        cap: u32,
        limit: u64,
        sink: &'a mut S,
    ) -> Self {
        PieceSearch {
            rules,
            symmetry,
            cap,
            sink,
            nodes: 0,
            limit,
            stopped: false,
            done: 0.0,
            first_only: false,
        }
    }

    /// The same search stopping at the first placement it finds (then `stopped`).
    pub(crate) fn first_only(mut self) -> Self {
        self.first_only = true;
        self
    }

    /// Runs the search below the root with each `(cell, value)` of `kept`
    /// decided first (a value a domain bit) and the value of `excluded`, if
    /// any, taken out of its cell's domain; nothing is found when a value
    /// is not in its cell's domain (a kind not allowed, a cell off the board).
    pub(crate) fn run_keeping(&mut self, kept: &[(usize, u8)], excluded: Option<(usize, u8)>) {
        let mut root = PartialPlacement::root(self.rules.reach);
        for &(cell, value) in kept {
            if !self.rules.reach.board.has(cell)
                || root.domains[cell] & value != value
                || value.count_ones() != 1
            {
                return;
            }
            root.assign(cell, value);
        }
        if let Some((cell, value)) = excluded.filter(|&(cell, _)| self.rules.reach.board.has(cell)) {
            let left = root.domains[cell] & !value;
            if left == 0 {
                return;
            }
            root.narrow(cell, left);
        }
        self.run_below(&[root]);
    }

    /// Runs the search to the end (or the node limit).
    pub(crate) fn run(&mut self) {
        self.run_below(&[PartialPlacement::root(self.rules.reach)]);
    }

    /// Runs the search below each of `nodes` in turn (a part of a [`Frontier`]),
    /// each node holding an equal share of the progress.
    fn run_below(&mut self, nodes: &[PartialPlacement<M>]) {
        let share = 1.0 / nodes.len().max(1) as f64;
        for &node in nodes {
            if self.stopped {
                break;
            }
            self.descend(node, share);
        }
        let done = if self.stopped { self.share() } else { SHARES };
        self.sink.tick(done, SHARES);
    }

    fn share(&self) -> u64 {
        ((self.done * SHARES as f64) as u64).min(SHARES)
    }

    /// Searches below `node`, which holds `share` of the whole tree.
    fn descend(&mut self, mut node: PartialPlacement<M>, share: f64) {
        if self.nodes >= self.limit {
            self.stopped = true;
            return;
        }
        self.nodes += 1;
        if self.nodes & (TICK - 1) == 0 {
            self.sink.tick(self.share(), SHARES);
        }
        let cell = match self.expand(&mut node) {
            Expansion::Refuted => {
                self.done += share;
                return;
            }
            Expansion::Complete => {
                if !self.rules.vacant || !node.empty.is_empty() {
                    self.sink.placement(node.occupied, &node.kinds);
                    self.stopped |= self.first_only;
                    if let Some(symmetry) = self.symmetry {
                        let sink = &mut *self.sink;
                        symmetry.images(&node.kinds, node.occupied, |image, pieces| {
                            sink.placement(pieces, image);
                        });
                    }
                }
                self.done += share;
                return;
            }
            Expansion::Branch(cell) => cell,
        };
        let branches = self.branches(node.domains[cell]);
        let share = share / branches.len() as f64;
        for branch in branches {
            if self.stopped {
                break;
            }
            self.descend(branch.applied(&node, cell), share);
        }
    }

    /// Settles `node` and says what it is: refuted, complete, or to be branched on which cell.
    fn expand(&self, node: &mut PartialPlacement<M>) -> Expansion {
        let Some((counts, view)) = self.settle(node) else { return Expansion::Refuted };
        if view.undecided.is_empty() {
            return Expansion::Complete;
        }
        Expansion::Branch(self.choose(node, &counts, &view))
    }

    /// How a node splits on a cell whose values are `domain`: one branch per
    /// value; but in vacant mode a cell that may stay empty splits first into
    /// "empty" and "some piece", so the kind is decided only once it matters.
    /// The split search ([`split`]) cuts the tree with the same branches.
    fn branches(&self, domain: u8) -> ArrayVec<Branch, 8> {
        let mut branches = ArrayVec::new();
        if self.rules.vacant && domain & EMPTY != 0 && domain.count_ones() > 2 {
            branches.push(Branch::Assign(EMPTY));
            branches.push(Branch::Narrow(domain & !EMPTY));
            return branches;
        }
        let mut values = domain;
        while values != 0 {
            let value = values & values.wrapping_neg();
            values &= values - 1;
            branches.push(Branch::Assign(value));
        }
        branches
    }

    /// The rules, then symmetry breaking, until neither changes anything.
    fn settle(&self, node: &mut PartialPlacement<M>) -> Option<(Counts<M>, RoleMasks<M>)> {
        loop {
            let settled = self.rules.settle(node, self.cap)?;
            match self.symmetry {
                Some(symmetry) if symmetry.restrict(node)? => continue,
                _ => return Some(settled),
            }
        }
    }

    /// The undecided cell to branch on: one that could attack (or unblock an
    /// attack on) the counted cell with the fewest spare sources.
    fn choose(&self, node: &PartialPlacement<M>, counts: &Counts<M>, view: &RoleMasks<M>) -> usize {
        let rules = &self.rules;
        let undecided = view.undecided;
        let mut tightest: Option<(u8, usize)> = None;
        for t in rules.reach.board.cells() {
            let counted = rules.counted(t, node) || undecided.has(t);
            let (k, d) = (rules.need[t], counts.definite[t]);
            if !counted || d >= k {
                continue;
            }
            let spare = counts.possible[t].saturating_sub(k - d);
            if tightest.is_none_or(|(best, _)| spare < best) {
                tightest = Some((spare, t));
            }
        }
        let Some((_, t)) = tightest else { return undecided.lowest() };
        if undecided.has(t) && rules.vacant {
            return t;
        }
        // The source with the fewest values left: the smallest branching.
        let mut best = (u32::MAX, undecided.lowest());
        for cell in self.sources(t, node, view).cells() {
            let values = node.domains[cell].count_ones();
            if values < best.0 {
                best = (values, cell);
            }
        }
        best.1
    }

    /// The undecided cells that decide whether `t` gets another attack: the
    /// nearest undecided cell of each line that could still attack it, and its knight cells.
    fn sources(&self, t: usize, node: &PartialPlacement<M>, view: &RoleMasks<M>) -> M {
        let reach = self.rules.reach;
        let mut sources = reach.leapt_knight(t) & view.undecided & view.open.knight;
        for d in 0..8 {
            let line = reach.line_at(t, d, node, view);
            if let Some(first) = line.first.filter(|_| !line.open.is_empty() || line.pending.is_some()) {
                sources |= M::cell(first);
            }
        }
        sources & view.undecided
    }
}
