//! Pass 1, the seed's way: the folding search of Robison, Hafner & Skiena
//! ("Eight Pieces Cannot Cover a Chess Board", 1989).
//!
//! # Method
//!
//! The search space has one *axis* per piece; a coordinate on an axis is a
//! board holding just that piece. Each axis is *folded* into a binary tree:
//! a tree node stands for a set of squares (the piece on all of them at
//! once) and stores the union of their weak attacks. A *sub-space* is one
//! node per axis; its weak attack set is the union of its nodes' sets and
//! contains the weak attack set of every placement inside it (weak attack
//! distributes over unions and is monotonic). Starting from the fully
//! folded space (every piece on every square), a sub-space is *unfolded*
//! (one axis replaced by its two children) until:
//!
//! 1. more than `slack` squares are weakly safe in it: no placement inside
//!    can reach the target (a *safe* leaf);
//! 2. identical pieces are out of order in all of it (*clipped*: only the
//!    placements with identical pieces in increasing order are searched);
//! 3. it is a single placement: a *survivor*, passed to the exact check.
//!
//! Trees split geometrically (halving the bounding box of the squares,
//! longer side first) so that grouped pieces attack few squares; knights
//! split first by square colour, as in the paper. The axis to unfold is
//! chosen as the paper describes: first any axis one of whose halves is
//! refuted at once (one-level look-ahead), otherwise the most folded axis.
//!
//! As in the paper, pass 1 lets different pieces share a square; the exact
//! check drops such placements when superposition is off. The symmetry
//! reduction is the anchor's triangle ([`super::groups`]), where the paper used a
//! quadrant for the queen plus a triangle for one bishop.

use arrayvec::ArrayVec;

use super::groups::Variant;
use crate::{
    board::{Bitboard, PieceKind},
    coverage::{
        geometry::Geometry,
        problem::MAX_PIECES,
        stats::{Stats, Ticker, Visit},
    },
};

const NONE: u32 = u32::MAX;

/// A folded set of squares: the range `lo..hi` of its tree's square order.
#[derive(Clone, Copy, Debug)]
struct Fold {
    lo: u16,
    hi: u16,
    attack: u64,
    children: [u32; 2],
}

/// One axis tree: its squares in split order and its folds (root first).
#[derive(Clone, Debug)]
struct Tree {
    order: Vec<u8>,
    folds: Vec<Fold>,
}

impl Tree {
    fn new(geometry: &Geometry, kind: PieceKind, domain: u64) -> Tree {
        let mut tree =
            Tree { order: Bitboard(domain).squares().map(|s| s.index()).collect(), folds: Vec::new() };
        let len = tree.order.len();
        tree.split(geometry, kind, 0, len, kind == PieceKind::Knight);
        tree
    }

    /// Builds the fold of `order[lo..hi]` (reordering it) and returns its index.
    fn split(&mut self, geometry: &Geometry, kind: PieceKind, lo: usize, hi: usize, by_colour: bool) -> u32 {
        let attack = self.order[lo..hi].iter().fold(0, |a, &s| a | geometry.weak[kind][usize::from(s)]);
        let index = self.folds.len() as u32;
        self.folds.push(Fold { lo: lo as u16, hi: hi as u16, attack, children: [NONE; 2] });
        if hi - lo < 2 {
            return index;
        }
        let squares = &mut self.order[lo..hi];
        let light = |s: u8| geometry.light >> s & 1;
        let mid = if by_colour
            && squares.iter().any(|&s| light(s) == 1)
            && squares.iter().any(|&s| light(s) == 0)
        {
            squares.sort_by_key(|&s| (light(s), s));
            lo + squares.iter().filter(|&&s| light(s) == 0).count()
        } else {
            let extent = |f: fn(u8) -> u8| {
                let (min, max) = squares.iter().fold((8, 0), |(a, b), &s| (f(s).min(a), f(s).max(b)));
                max.saturating_sub(min)
            };
            if extent(|s| s % 8) >= extent(|s| s / 8) {
                squares.sort_by_key(|&s| (s % 8, s / 8));
            } else {
                squares.sort_by_key(|&s| (s / 8, s % 8));
            }
            lo + (hi - lo) / 2
        };
        let left = self.split(geometry, kind, lo, mid, false);
        let right = self.split(geometry, kind, mid, hi, false);
        self.folds[index as usize].children = [left, right];
        index
    }
}

/// The folding search over one bishop variant.
pub(crate) struct Folding<'a, 'b> {
    geometry: &'a Geometry,
    trees: Vec<Tree>,
    /// Per axis: its tree, and whether the next axis holds an identical piece.
    axis_tree: ArrayVec<usize, MAX_PIECES>,
    twin_next: ArrayVec<bool, MAX_PIECES>,
    kinds: ArrayVec<PieceKind, MAX_PIECES>,
    superpose: bool,
    slack: u32,
    stats: Stats,
    ticker: &'a mut Ticker<'b>,
    visit: &'a mut Visit<'b>,
}

impl<'a, 'b> Folding<'a, 'b> {
    /// Lists the placements of `variant` leaving at most `slack` squares weakly
    /// unattacked (different pieces may share squares in this list).
    pub(crate) fn run(
        geometry: &'a Geometry,
        variant: &Variant,
        superpose: bool,
        slack: u32,
        ticker: &'a mut Ticker<'b>,
        visit: &'a mut Visit<'b>,
    ) -> Stats {
        let mut search = Folding {
            geometry,
            trees: Vec::new(),
            axis_tree: ArrayVec::new(),
            twin_next: ArrayVec::new(),
            kinds: ArrayVec::new(),
            superpose,
            slack,
            stats: Stats { passes: 1, ..Stats::default() },
            ticker,
            visit,
        };
        for group in variant {
            let tree = search.trees.len();
            search.trees.push(Tree::new(geometry, group.kind, group.domain & geometry.board));
            for copy in 0..group.count {
                search.axis_tree.push(tree);
                search.twin_next.push(copy + 1 < group.count);
                search.kinds.push(group.kind);
            }
        }
        let mut at: ArrayVec<u32, MAX_PIECES> = search.axis_tree.iter().map(|_| 0).collect();
        if search.trees.iter().all(|t| !t.order.is_empty()) {
            search.explore(&mut at);
        }
        search.ticker.branch_done();
        search.stats
    }

    fn fold(&self, axis: usize, at: u32) -> &Fold {
        &self.trees[self.axis_tree[axis]].folds[at as usize]
    }

    /// Whether too many squares are weakly safe under `attack`.
    fn refuted(&self, attack: u64) -> bool {
        (self.geometry.board & !attack).count_ones() > self.slack
    }

    /// Whether identical pieces cannot be in increasing order anywhere in the sub-space.
    fn clipped(&self, at: &[u32]) -> bool {
        (0..at.len()).any(|a| {
            self.twin_next[a] && {
                let (first, second) = (self.fold(a, at[a]), self.fold(a + 1, at[a + 1]));
                let gap = u16::from(!self.superpose);
                first.lo + gap >= second.hi
            }
        })
    }

    fn explore(&mut self, at: &mut ArrayVec<u32, MAX_PIECES>) {
        self.stats.nodes += 1;
        self.ticker.node();
        let attack = (0..at.len()).fold(0, |a, axis| a | self.fold(axis, at[axis]).attack);
        if self.refuted(attack) || self.clipped(at) {
            self.stats.leaves += 1;
            return;
        }
        let Some(axis) = self.choose(at) else {
            self.stats.leaves += 1;
            return self.survivor(at);
        };
        let parent = at[axis];
        for child in self.fold(axis, parent).children {
            at[axis] = child;
            self.explore(at);
        }
        at[axis] = parent;
    }

    /// The axis to unfold: one with a half refuted at once, else the most
    /// folded one; `None` when the sub-space is a single placement.
    fn choose(&self, at: &mut ArrayVec<u32, MAX_PIECES>) -> Option<usize> {
        let mut widest: Option<(usize, u16)> = None;
        for axis in 0..at.len() {
            let fold = *self.fold(axis, at[axis]);
            if fold.children[0] == NONE {
                continue;
            }
            let others = (0..at.len()).filter(|&a| a != axis).fold(0, |a, b| a | self.fold(b, at[b]).attack);
            let parent = at[axis];
            for child in fold.children {
                at[axis] = child;
                let dead = self.refuted(others | self.fold(axis, child).attack) || self.clipped(at);
                at[axis] = parent;
                if dead {
                    return Some(axis);
                }
            }
            let width = fold.hi - fold.lo;
            if widest.is_none_or(|(_, w)| width > w) {
                widest = Some((axis, width));
            }
        }
        widest.map(|(axis, _)| axis)
    }

    /// A single placement: pass it on unless two pieces share a square illegally.
    fn survivor(&mut self, at: &[u32]) {
        self.stats.survivors += 1;
        self.ticker.found += 1;
        let mut pieces: ArrayVec<(PieceKind, u8), MAX_PIECES> = ArrayVec::new();
        let mut occupied = 0u64;
        for (axis, &node) in at.iter().enumerate() {
            let fold = self.fold(axis, node);
            let square = self.trees[self.axis_tree[axis]].order[usize::from(fold.lo)];
            if !self.superpose && occupied >> square & 1 == 1 {
                return;
            }
            occupied |= 1 << square;
            pieces.push((self.kinds[axis], square));
        }
        (self.visit)(&pieces);
    }
}
