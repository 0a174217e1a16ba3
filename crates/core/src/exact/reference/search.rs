//! The seed's pattern search ([`SearchOrder::Seed`], the reference, and
//! [`SearchOrder::FewestOptions`]): every placement of a problem, each
//! exactly once, built from attack patterns (see [`super::pattern`]). The default
//! search is the piece-first one of [`crate::exact::search`].
//!
//! # Method
//!
//! A solution is a set of patterns, one per piece, whose piece cells are
//! distinct, whose "free" cells hold no piece, whose "occupied" cells hold
//! one, and whose attacks add up to the required count on every cell that
//! counts. The search grows such a set and records, per cell, the attack
//! count so far and a status: *piece*, *must* (some chosen pattern needs a
//! piece there), *free* (decided or required empty) or undecided. A pattern
//! is *available* when it agrees with that state: its cell is neither taken
//! nor free, its free cells hold no piece and are not needed occupied, its
//! occupied cells are not free, and it attacks no cell that is already full.
//!
//! Each step picks one open constraint and branches over every way to meet it:
//!
//! * **cover** a cell short of its count by `d`. With [`SearchOrder::Seed`]
//!   (the seed's method, the reference): choose all `d` remaining attackers at
//!   once, as a combination of available patterns in index order; the cell is
//!   then full, so no later pattern attacks it, and the seed's "permutations
//!   on the same cell" never arise. With [`SearchOrder::FewestOptions`]:
//!   choose only the *first* remaining attacker in pattern order, and rule
//!   out the earlier ones for the whole subtree (Knuth's Algorithm M for
//!   multiplicities). The cell's other attackers are chosen later, possibly
//!   after other cells, which avoids committing to `d` queens' full ray
//!   layouts at once: `a - d + 1` branches instead of `C(a, d)`;
//! * **occupy** a *must* cell: one branch per available pattern standing there;
//! * **status** (vacant mode, an undecided cell short of its count): it stays
//!   empty (and is then covered) or it gets a piece (and no longer counts);
//! * **settle**, once nothing else is open: each undecided cell stays empty
//!   or takes a piece that changes nothing else (e.g. a pawn on the top rank).
//!   Undecided cells where no pattern is available are emptied in one go.
//!
//! Either way each solution is reached along exactly one path: every branch
//! point splits the solutions by a property they have or lack.
//!
//! With the seed order the open constraint is always the lowest cell (ranks
//! from the bottom, files from the left): every cell before it is full, so
//! its available attackers are exactly the seed's list for that cell
//! ("patterns which attack none of the cells with smaller numbers"), and a
//! *must* cell is served before moving on, as in the seed. The
//! fewest-options order picks the constraint with the fewest branches.
//!
//! **Availability** is a bit set over the patterns, one per level of the
//! path, kept in one arena: a child copies its parent's set and clears the
//! patterns each newly decided cell rules out (per cell, precomputed sets of
//! the patterns that stand on it, attack it, need it free, need it
//! occupied). Counting a constraint's options is then a few `popcount`s.
//!
//! **Bounds.** A cap on the pieces (iterated upwards from a lower bound to
//! prove the minimum) prunes a node when the pieces left cannot add the
//! attacks still missing: each *must* cell needs its own piece; a piece adds
//! at most one attack to a cell; a cell short by `d` needs `d` distinct
//! attacker cells; the best pattern per cell, taken for the `budget` best
//! cells, must reach the total deficit; and a dual solution of the covering
//! LP (weight `1/m` per short cell, `m` the widest cover among its
//! attackers) must not exceed the budget.

use super::pattern_tables::{State, Tables};

/// How the search picks the next constraint.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SearchOrder {
    /// Decide one cell at a time (empty, or which piece); sliders' rays are
    /// resolved as their cells get decided (the fast default).
    #[default]
    PieceFirst,
    /// Patterns, the constraint with the fewest branches first (the previous default).
    FewestOptions,
    /// The seed's fixed cell order (the reference).
    Seed,
}

/// Receives the search's solutions and progress ticks.
pub(crate) trait Sink {
    /// A complete placement that solves the problem (before the K/Q and P/B swaps).
    fn leaf(&mut self, state: &State);
    /// A complete placement that solves the problem, exactly as given.
    fn placement(&mut self, pieces: u64, kinds: &[u8; 64]);
    /// Called every few thousand nodes: `done` of `total` first-level branches finished.
    fn tick(&mut self, done: u64, total: u64);
}

/// What to branch on next.
enum Choice {
    Cover { cell: usize, short: u8 },
    CoverOne { cell: usize, short: u8 },
    Status { cell: usize },
    Occupy { cell: usize },
    Settle,
    Dead,
}

/// Nodes between progress ticks (a power of two).
const TICK: u64 = 1 << 13;

/// One run of the search with a piece cap.
pub(crate) struct Search<'a, S: Sink> {
    pub(super) tables: &'a Tables,
    order: SearchOrder,
    pub(super) cap: u32,
    sink: &'a mut S,
    /// Available patterns, one bit set per level of derivation.
    available: Vec<u64>,
    /// Nodes visited.
    pub(crate) nodes: u64,
    /// The most nodes to visit before giving up.
    limit: u64,
    /// Whether the limit was reached (the run is then incomplete).
    pub(crate) stopped: bool,
    depth: u32,
    root: (u64, u64),
}

impl<'a, S: Sink> Search<'a, S> {
    /// A search over `tables` that places at most `cap` pieces.
    /// It gives up after `limit` nodes.
    pub(crate) fn new(tables: &'a Tables, order: SearchOrder, cap: u32, limit: u64, sink: &'a mut S) -> Self {
        // Each derivation places a piece or decides a cell: at most three per cell.
        let levels = 3 * 64 + 2;
        let mut available = vec![0u64; levels * tables.words];
        available[..tables.words].copy_from_slice(&tables.all);
        Search {
            tables,
            order,
            cap,
            sink,
            available,
            nodes: 0,
            limit,
            stopped: false,
            depth: 0,
            root: (0, 1),
        }
    }

    /// Runs the search to the end.
    pub(crate) fn run(&mut self) {
        let start = self.tables.start();
        // Cells that need no attack are full from the start.
        let nothing = State { sat: 0, ..start };
        self.rule_out(&nothing, &start);
        self.descend(&start);
        let (done, total) = self.root;
        self.sink.tick(if self.stopped { done } else { total }, total);
    }

    fn descend(&mut self, s: &State) {
        if self.nodes >= self.limit {
            self.stopped = true;
            return;
        }
        self.nodes += 1;
        if self.nodes & (TICK - 1) == 0 {
            self.sink.tick(self.root.0, self.root.1);
        }
        if !self.within_cap(s) {
            return;
        }
        self.depth += 1;
        match self.choose(s) {
            Choice::Cover { cell, short } => self.cover(s, cell, 0, short, short),
            Choice::CoverOne { cell, short } => self.cover_one(s, cell, short),
            Choice::Status { cell } => {
                let bit = 1u64 << cell;
                if let Some(t) = self.derive(s, |t| t.free |= bit) {
                    self.branch(&t, 0, 2);
                }
                if let Some(t) = self.derive(s, |t| t.must |= bit) {
                    self.branch(&t, 1, 2);
                }
            }
            Choice::Occupy { cell } => self.occupy(s, cell),
            Choice::Settle => self.settle(s),
            Choice::Dead => {}
        }
        self.depth -= 1;
    }

    /// Descends into one of `total` branches, reporting first-level progress.
    fn branch(&mut self, t: &State, index: usize, total: usize) {
        self.descend(t);
        if self.depth == 1 {
            self.root = (index as u64 + 1, total as u64);
        }
    }

    /// The patterns available in `s`.
    pub(super) fn avail(&self, s: &State) -> &[u64] {
        let words = self.tables.words;
        self.available.get(s.level * words..(s.level + 1) * words).unwrap_or(&[])
    }

    /// A child of `s` changed by `change`, with the patterns it rules out removed.
    fn derive(&mut self, s: &State, change: impl FnOnce(&mut State)) -> Option<State> {
        let tables = self.tables;
        let words = tables.words;
        let mut t = *s;
        change(&mut t);
        t.level = s.level + 1;
        let (from, to) = (s.level * words, t.level * words);
        if to + words > self.available.len() {
            return None;
        }
        self.available.copy_within(from..from + words, to);
        self.rule_out(s, &t);
        Some(t)
    }

    /// Removes from `t`'s available patterns those that what changed since `s` rules out.
    fn rule_out(&mut self, s: &State, t: &State) {
        let tables = self.tables;
        let words = tables.words;
        let to = t.level * words;
        let kills = [
            ((t.pieces | t.free) & !(s.pieces | s.free), &tables.by_cell),
            (tables.no_free(t) & !tables.no_free(s), &tables.by_free),
            (t.free & !s.free, &tables.by_occupied),
            (tables.full(t) & !tables.full(s), &tables.by_target),
        ];
        let Some(target) = self.available.get_mut(to..to + words) else { return };
        for (mut cells, sets) in kills {
            while cells != 0 {
                let cell = lowest(cells);
                cells &= cells - 1;
                for (word, kill) in target.iter_mut().zip(tables.set(sets, cell)) {
                    *word &= !kill;
                }
            }
        }
    }

    /// `s` with `pattern` added.
    fn apply(&mut self, s: &State, pattern: usize) -> Option<State> {
        let tables = self.tables;
        let p = tables.patterns.get(pattern)?;
        self.derive(s, |t| {
            let bit = 1u64 << p.cell;
            t.pieces |= bit;
            t.kinds[usize::from(p.cell)] = p.code;
            t.must = (t.must | p.occupied) & !t.pieces;
            t.free |= p.free;
            t.placed += 1;
            let mut targets = p.attacks;
            while targets != 0 {
                let cell = lowest(targets);
                targets &= targets - 1;
                t.count[cell] += 1;
                if t.count[cell] >= tables.need[cell] {
                    t.sat |= 1 << cell;
                    // Vacant mode: a cell attacked too often must hold a piece.
                    if tables.vacant && t.count[cell] > tables.need[cell] && t.pieces >> cell & 1 == 0 {
                        t.must |= 1 << cell;
                    }
                }
            }
        })
    }

    /// Cells that must still be covered (they stay empty or, in every-cell mode, count anyway).
    pub(super) fn cover_cells(&self, s: &State) -> u64 {
        let short = self.tables.board & !s.sat;
        if self.tables.vacant {
            short & s.free
        } else {
            short
        }
    }

    /// Vacant mode: undecided cells short of their count.
    pub(super) fn status_cells(&self, s: &State) -> u64 {
        if self.tables.vacant {
            self.tables.board & !s.sat & !s.free & !s.pieces & !s.must
        } else {
            0
        }
    }

    /// How many available patterns are in `sets` for `cell`.
    fn count_in(&self, s: &State, sets: &[u64], cell: usize) -> usize {
        let set = self.tables.set(sets, cell);
        self.avail(s).iter().zip(set).map(|(a, b)| (a & b).count_ones() as usize).sum()
    }

    fn choose(&self, s: &State) -> Choice {
        let cover = self.cover_cells(s);
        let status = self.status_cells(s);
        let open = cover | status | s.must;
        if open == 0 {
            return Choice::Settle;
        }
        if s.placed >= self.cap {
            return Choice::Dead;
        }
        if self.order == SearchOrder::Seed {
            let cell = lowest(open);
            return if cover >> cell & 1 == 1 {
                Choice::Cover { cell, short: self.tables.need[cell] - s.count[cell] }
            } else if status >> cell & 1 == 1 {
                Choice::Status { cell }
            } else {
                Choice::Occupy { cell }
            };
        }
        self.fewest_options(s, cover, status)
    }

    /// The open constraint with the fewest branches.
    fn fewest_options(&self, s: &State, cover: u64, status: u64) -> Choice {
        let mut best = (usize::MAX, Choice::Dead);
        let mut must = s.must;
        while must != 0 {
            let cell = lowest(must);
            must &= must - 1;
            let options = self.count_in(s, &self.tables.by_cell, cell);
            if options == 0 {
                return Choice::Dead;
            }
            if options < best.0 {
                best = (options, Choice::Occupy { cell });
            }
        }
        let mut short_cells = cover | status;
        while short_cells != 0 {
            let cell = lowest(short_cells);
            short_cells &= short_cells - 1;
            let short = self.tables.need[cell] - s.count[cell];
            let options = self.count_in(s, &self.tables.by_target, cell);
            let is_status = status >> cell & 1 == 1;
            // One attacker at a time: the first of the cell's remaining attackers.
            let ways = (options + 1).saturating_sub(usize::from(short)) + usize::from(is_status);
            if ways == 0 {
                return Choice::Dead;
            }
            if ways < best.0 {
                best = (
                    ways,
                    if is_status { Choice::Status { cell } } else { Choice::CoverOne { cell, short } },
                );
            }
        }
        best.1
    }

    /// Chooses the `left` remaining attackers of `cell`, from patterns numbered `start` on.
    fn cover(&mut self, s: &State, cell: usize, start: usize, left: u8, short: u8) {
        if left == 0 {
            return self.descend(s);
        }
        if s.placed + u32::from(left) > self.cap {
            return;
        }
        let tables = self.tables;
        let words = tables.words;
        let attackers = tables.set(&tables.by_target, cell);
        for word_index in start / 64..words {
            let mut word = self.avail(s).get(word_index).copied().unwrap_or(0)
                & attackers.get(word_index).copied().unwrap_or(0);
            if word_index == start / 64 {
                word &= u64::MAX << (start % 64);
            }
            while word != 0 && !self.stopped {
                let pattern = word_index * 64 + word.trailing_zeros() as usize;
                word &= word - 1;
                if let Some(t) = self.apply(s, pattern) {
                    self.cover(&t, cell, pattern + 1, left - 1, short);
                }
                if self.depth == 1 && left == short {
                    self.root = (pattern as u64 + 1, tables.patterns.len() as u64);
                }
            }
        }
    }

    /// Branches over the first of `cell`'s remaining attackers (in pattern
    /// order): branch `i` adds the `i`-th available attacker and rules out
    /// the ones before it for the rest of its subtree, so each set of
    /// attackers is reached once, while the cell's other attackers are left
    /// for later choices (possibly at other cells first).
    fn cover_one(&mut self, s: &State, cell: usize, short: u8) {
        let options = self.patterns_in(s, &self.tables.by_target, cell);
        let usable = (options.len() + 1).saturating_sub(usize::from(short));
        for (index, &pattern) in options.iter().take(usable).enumerate() {
            if self.stopped {
                return;
            }
            if let Some(t) = self.apply(s, pattern) {
                let words = self.tables.words;
                let base = t.level * words;
                for &earlier in options.get(..index).unwrap_or(&[]) {
                    if let Some(word) = self.available.get_mut(base + earlier / 64) {
                        *word &= !(1u64 << (earlier % 64));
                    }
                }
                self.branch(&t, index, usable);
            }
        }
    }

    /// Branches over the available patterns standing on `cell`.
    fn occupy(&mut self, s: &State, cell: usize) {
        let options = self.patterns_in(s, &self.tables.by_cell, cell);
        for (index, &pattern) in options.iter().enumerate() {
            if self.stopped {
                return;
            }
            if let Some(t) = self.apply(s, pattern) {
                self.branch(&t, index, options.len());
            }
        }
    }

    /// The available patterns in `sets` for `cell`, collected so the search may recurse.
    fn patterns_in(&self, s: &State, sets: &[u64], cell: usize) -> Vec<usize> {
        let set = self.tables.set(sets, cell);
        let mut list = Vec::new();
        for (word_index, (a, b)) in self.avail(s).iter().zip(set).enumerate() {
            let mut word = a & b;
            while word != 0 {
                list.push(word_index * 64 + word.trailing_zeros() as usize);
                word &= word - 1;
            }
        }
        list
    }

    fn settle(&mut self, s: &State) {
        let tables = self.tables;
        let mut undecided = tables.board & !s.pieces & !s.free & !s.must;
        let mut open = 0u64;
        if s.placed < self.cap {
            while undecided != 0 {
                let cell = lowest(undecided);
                undecided &= undecided - 1;
                if self.count_in(s, &tables.by_cell, cell) > 0 {
                    open |= 1 << cell;
                }
            }
        }
        // Cells no pattern can stand on any more stay empty.
        let empty = tables.board & !s.pieces & !s.must & !s.free & !open;
        let Some(settled) = (if empty == 0 { Some(*s) } else { self.derive(s, |t| t.free |= empty) }) else {
            return;
        };
        if open == 0 {
            if !tables.vacant || tables.board & !s.pieces != 0 {
                self.sink.leaf(&settled);
            }
            return;
        }
        let cell = lowest(open);
        let bit = 1u64 << cell;
        let options = self.patterns_in(&settled, &tables.by_cell, cell);
        if let Some(t) = self.derive(&settled, |t| t.free |= bit) {
            self.branch(&t, 0, options.len() + 1);
        }
        for (index, &pattern) in options.iter().enumerate() {
            if self.stopped {
                return;
            }
            if let Some(t) = self.apply(&settled, pattern) {
                self.branch(&t, index + 1, options.len() + 1);
            }
        }
    }
}

pub(super) fn lowest(mask: u64) -> usize {
    mask.trailing_zeros() as usize
}
