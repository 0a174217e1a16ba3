//! The search: every placement of a problem, each exactly once, built from
//! attack patterns (see `pattern.rs`).
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
//! * **cover** a cell short of its count by `d`: choose the `d` remaining
//!   attackers at once, as a combination of available patterns in index
//!   order. Afterwards the cell is full, so no later pattern attacks it: the
//!   attackers of a cell are chosen in one place, in one order, which is why
//!   every solution is found exactly once (the seed's "permutations on the
//!   same cell" are never generated);
//! * **occupy** a *must* cell: one branch per available pattern standing there;
//! * **status** (vacant mode, an undecided cell short of its count): it stays
//!   empty (and is then covered) or it gets a piece (and no longer counts);
//! * **settle**, once nothing else is open: each undecided cell stays empty
//!   or takes a piece that changes nothing else (e.g. a pawn on the top rank).
//!   Undecided cells where no pattern is available are emptied in one go.
//!
//! With [`SearchOrder::Seed`] the open constraint is always the lowest cell
//! (ranks from the bottom, files from the left): every cell before it is
//! full, so its available attackers are exactly the seed's list for that
//! cell ("patterns which attack none of the cells with smaller numbers") and
//! a *must* cell is served before moving on, as in the seed.
//! [`SearchOrder::FewestOptions`] picks the constraint with the fewest
//! branches (counting combinations for `d` > 1), which prunes far earlier.
//!
//! A cap on the pieces bounds the search: it stops when the pieces still
//! needed exceed the cap, counting that each *must* cell needs its own piece
//! and a piece adds at most one attack to any cell. Iterating the cap
//! upwards from a lower bound proves the minimum.

use super::{pattern::patterns, problem::Problem};

/// How the search picks the next constraint.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SearchOrder {
    /// The constraint with the fewest branches (the fast default).
    #[default]
    FewestOptions,
    /// The seed's fixed cell order (the reference).
    Seed,
}

/// A pattern in the search's compact form.
#[derive(Clone, Copy, Debug)]
struct Compact {
    cell: u8,
    /// 1 + [`crate::board::PieceKind::index`].
    code: u8,
    attacks: u64,
    free: u64,
    occupied: u64,
}

/// The patterns of a problem, indexed by the cells they attack and stand on.
#[derive(Clone, Debug)]
pub(crate) struct Tables {
    patterns: Vec<Compact>,
    by_target: Vec<Vec<u32>>,
    by_cell: Vec<Vec<u32>>,
    board: u64,
    need: [u8; 64],
    vacant: bool,
}

impl Tables {
    /// The tables of `problem`.
    pub(crate) fn new(problem: &Problem) -> Tables {
        let patterns: Vec<Compact> = patterns(problem)
            .into_iter()
            .map(|p| Compact {
                cell: p.square.index(),
                code: p.kind.index() as u8 + 1,
                attacks: p.attacks.0,
                free: p.free.0,
                occupied: p.occupied.0,
            })
            .collect();
        let mut by_target = vec![Vec::new(); 64];
        let mut by_cell = vec![Vec::new(); 64];
        for (index, pattern) in patterns.iter().enumerate() {
            for (cell, list) in by_target.iter_mut().enumerate() {
                if pattern.attacks >> cell & 1 == 1 {
                    list.push(index as u32);
                }
            }
            if let Some(list) = by_cell.get_mut(usize::from(pattern.cell)) {
                list.push(index as u32);
            }
        }
        Tables {
            patterns,
            by_target,
            by_cell,
            board: problem.cells(),
            need: *problem.k_grid(),
            vacant: problem.mode() == super::problem::Mode::VacantCells,
        }
    }

    /// The state before any piece is placed.
    pub(crate) fn start(&self) -> State {
        let sat = (0..64).filter(|&cell| self.need[cell] == 0).fold(0u64, |mask, cell| mask | 1 << cell);
        State {
            count: [0; 64],
            kinds: [0; 64],
            pieces: 0,
            must: 0,
            free: 0,
            sat: sat & self.board,
            placed: 0,
        }
    }

    /// The number of switched-on cells.
    pub(crate) fn cell_count(&self) -> u32 {
        self.board.count_ones()
    }

    /// The most attacks a cell needs.
    pub(crate) fn max_need(&self) -> u8 {
        self.need.iter().copied().max().unwrap_or(0)
    }

    /// The fewest attacks a switched-on cell needs.
    pub(crate) fn min_need(&self) -> u8 {
        super::problem::on_cells(self.board).map(|cell| self.need[cell]).min().unwrap_or(0)
    }
}

/// A partial solution.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    count: [u8; 64],
    /// 0 = no piece, else 1 + [`crate::board::PieceKind::index`].
    pub(crate) kinds: [u8; 64],
    pub(crate) pieces: u64,
    /// Cells that need a piece and have none yet.
    must: u64,
    /// Cells that stay empty.
    free: u64,
    /// Cells whose count has reached their need.
    sat: u64,
    pub(crate) placed: u32,
}

/// Receives the search's solutions and progress ticks.
pub(crate) trait Sink {
    /// A complete placement that solves the problem (before the K/Q and P/B swaps).
    fn leaf(&mut self, state: &State);
    /// Called every few thousand nodes: `done` of `total` first-level branches finished.
    fn tick(&mut self, done: u64, total: u64);
}

/// What to branch on next.
enum Choice {
    Cover { cell: usize, short: u8 },
    Status { cell: usize },
    Occupy { cell: usize },
    Settle,
    Dead,
}

/// The state-dependent masks that decide availability.
struct Masks {
    taken: u64,
    no_attack: u64,
    no_free: u64,
    free: u64,
}

/// Nodes between progress ticks (a power of two).
const TICK: u64 = 1 << 13;

/// One run of the search with a piece cap.
pub(crate) struct Search<'a, S: Sink> {
    tables: &'a Tables,
    order: SearchOrder,
    cap: u32,
    sink: &'a mut S,
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
        Search { tables, order, cap, sink, nodes: 0, limit, stopped: false, depth: 0, root: (0, 1) }
    }

    /// Runs the search to the end.
    pub(crate) fn run(&mut self) {
        let start = self.tables.start();
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
            Choice::Cover { cell, short } => {
                let tables = self.tables;
                self.cover(s, &tables.by_target[cell], 0, short, short);
            }
            Choice::Status { cell } => {
                let bit = 1u64 << cell;
                self.branch(&State { free: s.free | bit, ..*s }, 0, 2);
                self.branch(&State { must: s.must | bit, ..*s }, 1, 2);
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

    fn masks(&self, s: &State) -> Masks {
        let full = if self.tables.vacant { s.sat & s.free } else { s.sat };
        // Vacant mode: a free cell on a ray must not go over its count.
        let no_free = s.pieces | s.must | if self.tables.vacant { s.sat } else { 0 };
        Masks { taken: s.pieces | s.free, no_attack: full, no_free, free: s.free }
    }

    fn available(&self, p: &Compact, m: &Masks) -> bool {
        m.taken >> p.cell & 1 == 0
            && p.attacks & m.no_attack == 0
            && p.free & m.no_free == 0
            && p.occupied & m.free == 0
    }

    fn apply(&self, s: &State, p: &Compact) -> State {
        let mut t = *s;
        let bit = 1u64 << p.cell;
        t.pieces |= bit;
        t.kinds[usize::from(p.cell)] = p.code;
        t.must = (t.must | p.occupied) & !t.pieces;
        t.free |= p.free;
        t.placed += 1;
        let mut targets = p.attacks;
        while targets != 0 {
            let cell = targets.trailing_zeros() as usize;
            targets &= targets - 1;
            t.count[cell] += 1;
            if t.count[cell] >= self.tables.need[cell] {
                t.sat |= 1 << cell;
                // Vacant mode: a cell attacked too often must hold a piece.
                if self.tables.vacant && t.count[cell] > self.tables.need[cell] && t.pieces >> cell & 1 == 0 {
                    t.must |= 1 << cell;
                }
            }
        }
        t
    }

    /// Cells that must still be covered (they stay empty or, in every-cell mode, count anyway).
    fn cover_cells(&self, s: &State) -> u64 {
        let short = self.tables.board & !s.sat;
        if self.tables.vacant {
            short & s.free
        } else {
            short
        }
    }

    /// Vacant mode: undecided cells short of their count.
    fn status_cells(&self, s: &State) -> u64 {
        if self.tables.vacant {
            self.tables.board & !s.sat & !s.free & !s.pieces & !s.must
        } else {
            0
        }
    }

    fn within_cap(&self, s: &State) -> bool {
        let Some(budget) = self.cap.checked_sub(s.placed) else { return false };
        if s.must.count_ones() > budget {
            return false;
        }
        if budget == 0 && self.status_cells(s) != 0 {
            return false;
        }
        let mut cells = self.cover_cells(s);
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            if u32::from(self.tables.need[cell] - s.count[cell]) > budget {
                return false;
            }
        }
        true
    }

    fn count_available(&self, list: &[u32], m: &Masks, limit: usize) -> usize {
        let mut found = 0;
        for &index in list {
            if self.available(&self.tables.patterns[index as usize], m) {
                found += 1;
                if found >= limit {
                    break;
                }
            }
        }
        found
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
        let m = self.masks(s);
        let mut best = (usize::MAX, Choice::Dead);
        let mut must = s.must;
        while must != 0 {
            let cell = lowest(must);
            must &= must - 1;
            let options = self.count_available(&self.tables.by_cell[cell], &m, best.0);
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
            let limit = best.0.saturating_add(usize::from(short));
            let options = self.count_available(&self.tables.by_target[cell], &m, limit);
            let is_status = status >> cell & 1 == 1;
            let ways = combinations(options, usize::from(short)) + usize::from(is_status);
            if ways == 0 {
                return Choice::Dead;
            }
            if ways < best.0 {
                best =
                    (ways, if is_status { Choice::Status { cell } } else { Choice::Cover { cell, short } });
            }
        }
        best.1
    }

    /// Chooses the `left` remaining attackers of a cell from `list[start..]`.
    fn cover(&mut self, s: &State, list: &[u32], start: usize, left: u8, short: u8) {
        if left == 0 {
            return self.descend(s);
        }
        if s.placed + u32::from(left) > self.cap {
            return;
        }
        let m = self.masks(s);
        for (index, &pattern) in list.iter().enumerate().skip(start) {
            if list.len() - index < usize::from(left) || self.stopped {
                break;
            }
            let p = &self.tables.patterns[pattern as usize];
            if self.available(p, &m) {
                let t = self.apply(s, p);
                self.cover(&t, list, index + 1, left - 1, short);
            }
            if self.depth == 1 && left == short {
                self.root = (index as u64 + 1, list.len() as u64);
            }
        }
    }

    fn occupy(&mut self, s: &State, cell: usize) {
        let tables = self.tables;
        let list = &tables.by_cell[cell];
        let m = self.masks(s);
        for (index, &pattern) in list.iter().enumerate() {
            let p = &tables.patterns[pattern as usize];
            if !self.stopped && self.available(p, &m) {
                let t = self.apply(s, p);
                self.branch(&t, index, list.len());
            }
        }
    }

    fn settle(&mut self, s: &State) {
        let m = self.masks(s);
        let tables = self.tables;
        let mut undecided = tables.board & !s.pieces & !s.free & !s.must;
        let mut open = 0u64;
        let can_place = s.placed < self.cap;
        while undecided != 0 {
            let cell = lowest(undecided);
            undecided &= undecided - 1;
            if can_place && self.count_available(&tables.by_cell[cell], &m, 1) > 0 {
                open |= 1 << cell;
            }
        }
        let settled = State { free: tables.board & !s.pieces & !s.must & !open, ..*s };
        if open == 0 {
            if !tables.vacant || tables.board & !s.pieces != 0 {
                self.sink.leaf(&settled);
            }
            return;
        }
        let cell = lowest(open);
        let bit = 1u64 << cell;
        let list = &tables.by_cell[cell];
        self.branch(&State { free: settled.free | bit, ..settled }, 0, list.len() + 1);
        // Emptying the other cells may have ruled patterns out: check against the settled state.
        let m = self.masks(&settled);
        for (index, &pattern) in list.iter().enumerate() {
            let p = &tables.patterns[pattern as usize];
            if !self.stopped && self.available(p, &m) {
                let t = self.apply(&settled, p);
                self.branch(&t, index + 1, list.len() + 1);
            }
        }
    }
}

fn lowest(mask: u64) -> usize {
    mask.trailing_zeros() as usize
}

/// `n` choose `k`, saturating.
fn combinations(n: usize, k: usize) -> usize {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    (0..k).fold(1usize, |acc, i| acc.saturating_mul(n - i) / (i + 1))
}
