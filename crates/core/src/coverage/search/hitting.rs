//! Pass 1, the fast way: branch on *who attacks the hardest square*.
//!
//! # Method
//!
//! Pass 1 lists every placement that may leave at most `slack` board
//! squares unattacked; pass 2 (the caller, [`super::tally`]) counts exactly.
//!
//! A node is a partial placement plus, for every group of identical pieces
//! not yet placed, a *domain* of squares still allowed. *Settled* squares
//! are those the placed pieces attack **with blocking by the pieces placed
//! so far**, plus those declared unattacked. That is an upper bound on what
//! they attack in the end (later pieces only block more), and much tighter
//! than the seed's weak attack, which ignores blocking altogether; pieces
//! still to come are bounded by their weak attacks. At each node:
//!
//! 1. If every square is settled, the remaining pieces may go anywhere in
//!    their domains: list those completions (each one is a survivor).
//! 2. Bound: the unsettled squares, less the slack, must be coverable by
//!    the pieces left, a group's pieces adding at most their best gains on
//!    distinct squares of its domain (a sum of per-piece maxima, an upper
//!    bound on the union). Three steps, each cutting most of what is left:
//!    the bound the parent counted (plus one a piece for each square a
//!    piece placed since has cut from a line), then the weak gains, then
//!    the sliders' gains along their lines cut at the pieces placed (a
//!    slider never attacks past a piece: pieces stay). See [`Hitting::may_cover`].
//! 3. Choose the unsettled square `x` with the fewest *options*: pairs
//!    (group, square in its domain) whose piece would attack `x` whatever
//!    comes later (attack is symmetric: a leaper's `weak[kind][x] ∩
//!    domain`, a slider's lines from `x` cut at the pieces placed `∩ domain`).
//! 4. Branch on the options in order; after exploring option `(g, s)`,
//!    remove `s` from group `g`'s domain for the later siblings. With slack
//!    left, a last branch declares `x` unattacked: every option is removed
//!    and one unit of slack is spent. (The placed pieces do not attack `x`
//!    even now, and no piece to come can: a slider off the options is
//!    behind a piece placed, so `x` stays unattacked.)
//!
//! The branches partition the placements of the node exactly (the first
//! option present in a placement decides its branch; placements with no
//! option present go to the last branch), so each placement, with
//! identical pieces interchangeable, is listed once: identical pieces need
//! no ordering rule. When no option exists the square is declared
//! unattacked at once (or the node fails when no slack is left). Most
//! nodes end at the bound, with two or three pieces left.
//!
//! One symmetry more than the anchor's triangle: with the anchor on the
//! diagonal, a lone king keeps to the diagonal and below it (the mirror
//! image, listed too, represents the orbit).
//!
//! Compared with the seed's folding search this works on single placements
//! rather than on folded sub-spaces, but always extends the placement where
//! the fewest choices exist (as in exact-cover solvers), so the tree is far
//! smaller: see the `coverage` benchmark. The classic maximum (`cover max`,
//! both passes): 14 029 350 nodes and 21.57 G instructions before the
//! options were cut at the pieces, the bound tightened and inherited and
//! the diagonal mirror dropped; then 7 160 693 nodes and 10.25 G. The
//! same nodes in 8.55 G since the lines from a square are its weak ones
//! less what the pieces on them hide (a table, not a bit scan per ray), the
//! sliders' options from a square are counted once, by the strong bound,
//! for the choice of the hardest square, and the gains' bit planes add two
//! masks at a time.

use std::cell::Cell;

use arrayvec::ArrayVec;

use super::{
    gate::Gate,
    groups::{piece_count, Group, Variant},
};
use crate::{
    board::{Bitboard, PieceKind},
    coverage::{
        geometry::Geometry,
        problem::MAX_PIECES,
        stats::{Stats, Ticker, Visit},
    },
};

/// Node state: what is settled, what is left and where it may go.
#[derive(Clone, Copy)]
struct Node {
    settled: u64,
    declared: u64,
    /// The squares of the pieces placed.
    occupied: u64,
    /// What each piece placed attacks (in the order of `placed`), blocked by the others.
    attacks: [u64; MAX_PIECES],
    left: [u8; 6],
    domain: [u64; 6],
    /// What each group's pieces left can add at most of `bound_need` (the
    /// parent's bound, see [`Hitting::may_cover`]).
    bound: Reach,
    /// The squares needed when `bound` was counted.
    bound_need: u64,
    slack: u32,
    pieces_left: u32,
}

/// The search over one bishop variant.
pub(crate) struct Hitting<'a, 'b> {
    geometry: &'a Geometry,
    kinds: [PieceKind; 6],
    groups: usize,
    superpose: bool,
    /// `cap[g]`: the most squares one piece of group `g` attacks on the empty board.
    cap: [u32; 6],
    /// By group, what of [`Lines`] its options take (all or nothing), and
    /// a leaper's weak attacks (nothing for a slider): see [`Hitting::options`].
    straight: [u64; 6],
    diagonal: [u64; 6],
    leaps: [&'a [u64; 64]; 6],
    placed: ArrayVec<(PieceKind, u8), MAX_PIECES>,
    stats: Stats,
    ticker: &'a mut Ticker<'b>,
    visit: &'a mut Visit<'b>,
    gate: &'a mut Gate,
    /// Set by the caller's visit to end the search at once (a hint wants one placement).
    stop: Option<&'a Cell<bool>>,
}

impl<'a, 'b> Hitting<'a, 'b> {
    /// Lists the placements of `variant` (the anchor group, if any, first as
    /// the top-level branches) leaving at most `slack` squares weakly
    /// unattacked; of a split search, the parts `gate` lets through.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn run(
        geometry: &'a Geometry,
        variant: &Variant,
        anchor: Option<PieceKind>,
        superpose: bool,
        slack: u32,
        ticker: &'a mut Ticker<'b>,
        visit: &'a mut Visit<'b>,
        gate: &'a mut Gate,
    ) -> Stats {
        let (mut search, root) =
            Hitting::start(geometry, variant, superpose, slack, ticker, visit, gate, None);
        // With the anchor on the diagonal, a placement and its mirror image in
        // the diagonal are both listed; a lone king (the first of a sorted
        // code) then keeps to the diagonal and below it, where the mirror
        // image with the smaller code has it (see `Orbits::representative`).
        let king = variant.iter().position(|g: &Group| g.kind == PieceKind::King && g.count == 1);
        let below = geometry.squares().filter(|s| s / 8 <= s % 8).fold(0u64, |set, s| set | 1 << s);
        match variant.iter().position(|g: &Group| Some(g.kind) == anchor && g.count == 1) {
            Some(g) => {
                for square in Bitboard(root.domain[g]).indices() {
                    let mut child = root;
                    if let Some(k) = king.filter(|&k| k != g && square / 8 == square % 8) {
                        child.domain[k] &= below;
                    }
                    search.place(&mut child, g, square);
                    if search.gate.pass(search.placed.len()) {
                        search.node(&child);
                    }
                    search.placed.pop();
                    search.ticker.branch_done();
                }
            }
            None => {
                search.node(&root);
                search.ticker.branch_done();
            }
        }
        search.stats
    }

    /// Lists the placements of `variant` that keep the pieces `kept` where
    /// they stand (no piece confined to a triangle: the kept pieces break the
    /// symmetry) and leave at most `slack` squares weakly unattacked, until
    /// `stop` is set. Nothing when a kept piece has no place in the variant.
    ///
    /// With a square to `leave` unattacked, that square is declared
    /// unattacked at the root (one unit of the slack, so a target one short
    /// of the board leaves no slack at all: every other square must be
    /// settled), and no piece may stand where it would attack it whatever
    /// comes between (a leaper's square, or a slider's next to it on its
    /// lines). The placements listed are then a subset of those without
    /// `leave` that still holds every placement leaving it unattacked.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn run_kept(
        geometry: &'a Geometry,
        variant: &Variant,
        kept: &[(PieceKind, u8)],
        leave: Option<u8>,
        superpose: bool,
        slack: u32,
        ticker: &'a mut Ticker<'b>,
        visit: &'a mut Visit<'b>,
        gate: &'a mut Gate,
        stop: &'a Cell<bool>,
    ) -> Stats {
        let (mut search, mut root) =
            Hitting::start(geometry, variant, superpose, slack, ticker, visit, gate, Some(stop));
        if let Some(leave) = leave.map(usize::from).filter(|&leave| geometry.board >> leave & 1 == 1) {
            let Some(slack) = root.slack.checked_sub(1) else { return search.stats };
            root.slack = slack;
            root.declared |= 1 << leave;
            root.settled |= 1 << leave;
            let next_to = geometry.weak[PieceKind::King][leave];
            for g in 0..search.groups {
                let kind = search.kinds[g];
                let sure = match kind {
                    PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop => next_to,
                    _ => u64::MAX,
                };
                root.domain[g] &= !(geometry.weak[kind][leave] & sure);
            }
        }
        for &(kind, square) in kept {
            let square = usize::from(square);
            let group = (0..search.groups).find(|&g| {
                search.kinds[g] == kind && root.left[g] > 0 && root.domain[g] >> (square % 64) & 1 == 1
            });
            let Some(g) = group else { return search.stats };
            search.place(&mut root, g, square);
        }
        search.node(&root);
        search.ticker.branch_done();
        search.stats
    }

    /// The search over `variant` and its root node (nothing placed).
    #[allow(clippy::too_many_arguments)]
    fn start(
        geometry: &'a Geometry,
        variant: &Variant,
        superpose: bool,
        slack: u32,
        ticker: &'a mut Ticker<'b>,
        visit: &'a mut Visit<'b>,
        gate: &'a mut Gate,
        stop: Option<&'a Cell<bool>>,
    ) -> (Hitting<'a, 'b>, Node) {
        let mut kinds = [PieceKind::King; 6];
        let mut root = Node {
            settled: 0,
            declared: 0,
            occupied: 0,
            attacks: [0; MAX_PIECES],
            left: [0; 6],
            domain: [0; 6],
            bound: Reach { all: [u32::MAX; 6], one: [u32::MAX; 6] },
            bound_need: geometry.board,
            slack,
            pieces_left: 0,
        };
        for (g, group) in variant.iter().enumerate() {
            kinds[g] = group.kind;
            root.left[g] = group.count;
            root.domain[g] = group.domain & geometry.board;
        }
        root.pieces_left = piece_count(variant) as u32;
        let search = Hitting {
            geometry,
            kinds,
            groups: variant.len(),
            superpose,
            cap: std::array::from_fn(|g| geometry.max_weak(kinds[g])),
            straight: kinds
                .map(|kind| if matches!(kind, PieceKind::Queen | PieceKind::Rook) { !0 } else { 0 }),
            diagonal: kinds
                .map(|kind| if matches!(kind, PieceKind::Queen | PieceKind::Bishop) { !0 } else { 0 }),
            leaps: kinds.map(|kind| if is_slider(kind) { &NO_SQUARES } else { &geometry.weak[kind] }),
            placed: ArrayVec::new(),
            stats: Stats { passes: 1, ..Stats::default() },
            ticker,
            visit,
            gate,
            stop,
        };
        (search, root)
    }

    /// Whether the caller asked the search to end.
    #[inline]
    fn stopped(&self) -> bool {
        self.stop.is_some_and(Cell::get)
    }

    /// Puts one piece of group `g` on `square` (pushes it on `placed`).
    #[inline]
    fn place(&mut self, node: &mut Node, g: usize, square: usize) {
        let kind = self.kinds[g];
        // One piece fewer adds at most the others' best gains.
        let others = u32::from(node.left[g]).saturating_sub(1);
        node.bound.all[g] = node.bound.all[g].min(others.saturating_mul(node.bound.one[g]));
        node.left[g] -= 1;
        node.pieces_left -= 1;
        if !self.superpose {
            for domain in &mut node.domain[..self.groups] {
                *domain &= !(1u64 << square);
            }
        }
        // Only the sliders whose lines cross the new piece's square attack less.
        let bit = 1u64 << square;
        let occupied = node.occupied | bit;
        node.occupied = occupied;
        let mut attacked = 0;
        for (attack, &(k, s)) in node.attacks.iter_mut().zip(&self.placed) {
            let s = usize::from(s);
            if is_slider(k) && self.geometry.weak[k][s] & bit != 0 {
                *attack = self.geometry.strong_few(k, s, occupied);
            }
            attacked |= *attack;
        }
        let own = self.geometry.strong_few(kind, square, occupied);
        node.attacks[self.placed.len() % MAX_PIECES] = own;
        self.placed.push((kind, square as u8));
        node.settled = node.declared | attacked | own;
    }

    fn node(&mut self, node: &Node) {
        if self.stopped() {
            return;
        }
        let counted = u64::from(self.gate.counts(self.placed.len()));
        self.stats.nodes += counted;
        self.ticker.node();
        let need = self.geometry.board & !node.settled;
        if need == 0 {
            self.stats.leaves += counted;
            self.complete(node, 0, 0);
            return;
        }
        if need.count_ones() <= node.slack && node.pieces_left == 0 {
            self.stats.leaves += counted;
            self.survivor();
            return;
        }
        let mut reach = Reach { all: [0; 6], one: [0; 6] };
        if !self.may_cover(node, need, &mut reach) {
            self.stats.leaves += counted;
            return;
        }
        // The lines from every square needed, cut at the pieces placed: the
        // sliders' options, for a tighter bound and for the choice of square.
        // Only the lines of the sliders left.
        let (mut straight, mut diagonal) = (0, 0);
        for g in 0..self.groups {
            if node.left[g] > 0 {
                (straight, diagonal) = (straight | self.straight[g], diagonal | self.diagonal[g]);
            }
        }
        let mut lines = [Lines::default(); 64];
        if straight | diagonal != 0 {
            for x in Bitboard(need).indices() {
                lines[x] = Lines::new(self.geometry, x, node.occupied, straight != 0, diagonal != 0);
            }
        }
        // The sliders' options from each square needed, counted on the way.
        let mut options = [0; 64];
        if !self.may_cover_strong(node, need, &lines, &mut reach, &mut options) {
            self.stats.leaves += counted;
            return;
        }
        let (x, options) = self.hardest(node, need, &options);
        if options == 0 {
            // Nobody can attack x: it is unattacked, at the cost of one unit of slack.
            if node.slack == 0 {
                self.stats.leaves += counted;
                return;
            }
            let mut child = *node;
            child.slack -= 1;
            child.settled |= 1 << x;
            child.declared |= 1 << x;
            (child.bound, child.bound_need) = (reach, need);
            return self.node(&child);
        }
        let lines = lines[x];
        let mut rest = *node;
        (rest.bound, rest.bound_need) = (reach, need);
        // The share done: each option, and the branch without one, an equal part.
        let (mut branch, branches) = (0, options.saturating_add(u32::from(rest.slack > 0)));
        for g in 0..self.groups {
            if rest.left[g] == 0 {
                continue;
            }
            for square in Bitboard(self.options(&lines, g, x) & rest.domain[g]).indices() {
                let mut child = rest;
                self.place(&mut child, g, square);
                if self.gate.pass(self.placed.len()) {
                    self.ticker.branch(branch, branches);
                    self.ticker.down();
                    self.node(&child);
                    self.ticker.up();
                }
                branch += 1;
                self.placed.pop();
                rest.domain[g] &= !(1u64 << square);
            }
        }
        if rest.slack > 0 {
            // The last branch: no remaining piece attacks x.
            for g in 0..self.groups {
                rest.domain[g] &= !self.options(&lines, g, x);
            }
            rest.slack -= 1;
            rest.settled |= 1 << x;
            rest.declared |= 1 << x;
            self.ticker.branch(branch, branches);
            self.ticker.down();
            self.node(&rest);
            self.ticker.up();
        }
    }

    /// Whether the pieces left could still settle all but `slack` of `need`
    /// (and every group still has room), each group's pieces adding at most
    /// their best weak gains over distinct squares of its domain (`reach[g]`
    /// on return, when they may).
    ///
    /// Cheap bounds first, then group by group the gains, leaving as soon
    /// as the sum falls short. The cheap bound of a group: each piece its
    /// kind's most on the empty board, at most all of `need`; and the parent's
    /// bound (`node.bound`, the gains it counted, one fewer piece's share
    /// less for the group just placed), plus one a piece for each square
    /// needed now that the parent did not need (a piece placed cuts a line).
    /// Its gains only fall: its pieces' domains only shrink, their lines
    /// are cut at more pieces and the squares needed are fewer. So the
    /// search is the same, with most nodes cut before any gain is counted.
    fn may_cover(&self, node: &Node, need: u64, reach: &mut Reach) -> bool {
        // Saturating: a slack sent from outside may be near `u32::MAX`.
        let count = need.count_ones();
        let needed = count.saturating_sub(node.slack);
        let extra = (need & !node.bound_need).count_ones();
        let mut sum: u32 = 0;
        for g in 0..self.groups {
            let left = u32::from(node.left[g]);
            if left == 0 {
                continue;
            }
            let room = if self.superpose {
                u32::from(node.domain[g] != 0) * left
            } else {
                node.domain[g].count_ones()
            };
            if room < left {
                return false;
            }
            let one = self.cap[g].min(count).min(node.bound.one[g].saturating_add(extra));
            let all = node.bound.all[g].saturating_add(extra.saturating_mul(left));
            reach.one[g] = one;
            reach.all[g] = one.saturating_mul(left).min(all);
            sum = sum.saturating_add(reach.all[g]);
        }
        if sum < needed {
            return false;
        }
        if needed == 0 {
            return true;
        }
        for g in 0..self.groups {
            let left = node.left[g];
            if left == 0 {
                continue;
            }
            let gains =
                best_gains(&self.geometry.weak[self.kinds[g]], node.domain[g], need, left, self.superpose);
            sum = reach.lower(g, gains, sum);
            if sum < needed {
                return false;
            }
        }
        true
    }

    /// [`Hitting::may_cover`] again with the sliders' gains counted on the
    /// lines from the squares needed cut at the pieces placed (`lines`):
    /// later pieces only block more, so a slider never attacks beyond them.
    /// Adds to `options[x]` the sliders' options from each square `x`
    /// needed, for [`Hitting::hardest`] (complete when this returns true).
    fn may_cover_strong(
        &self,
        node: &Node,
        need: u64,
        lines: &[Lines; 64],
        reach: &mut Reach,
        options: &mut [u8; 64],
    ) -> bool {
        let needed = need.count_ones().saturating_sub(node.slack);
        let mut sum = reach.all.iter().fold(0u32, |sum, &r| sum.saturating_add(r));
        for g in 0..self.groups {
            let left = node.left[g];
            if left == 0 || !is_slider(self.kinds[g]) {
                continue;
            }
            let (straight, diagonal, domain) = (self.straight[g], self.diagonal[g], node.domain[g]);
            let planes = Planes::of(need, |x| {
                let squares = ((lines[x].straight & straight) | (lines[x].diagonal & diagonal)) & domain;
                // At most a queen's 27 squares a group: four groups stay below 256.
                options[x] += squares.count_ones() as u8;
                squares
            });
            sum = reach.lower(g, planes.best(domain, left, self.superpose), sum);
            if sum < needed {
                return false;
            }
        }
        true
    }

    /// The squares from which a piece of group `g` would attack `x` whatever
    /// comes later: its weak attackers, less the sliders' squares behind a
    /// piece placed (`lines`, the lines from `x` cut at the placed pieces).
    #[inline]
    fn options(&self, lines: &Lines, g: usize, x: usize) -> u64 {
        (lines.straight & self.straight[g]) | (lines.diagonal & self.diagonal[g]) | self.leaps[g][x]
    }

    /// The unsettled square with the fewest options, and that number: the
    /// sliders' options counted by [`Hitting::may_cover_strong`] (`sliders`),
    /// the leapers' added here.
    fn hardest(&self, node: &Node, need: u64, sliders: &[u8; 64]) -> (usize, u32) {
        let leapers: ArrayVec<(&[u64; 64], u64), 6> = (0..self.groups)
            .filter(|&g| node.left[g] > 0 && !is_slider(self.kinds[g]))
            .map(|g| (self.leaps[g], node.domain[g]))
            .collect();
        let mut best = (0, u32::MAX);
        for x in Bitboard(need).indices() {
            let options = leapers
                .iter()
                .fold(u32::from(sliders[x]), |sum, &(leaps, domain)| sum + (leaps[x] & domain).count_ones());
            if options < best.1 {
                best = (x, options);
                if options == 0 {
                    break;
                }
            }
        }
        best
    }

    /// Lists every way to put the pieces left into their domains (from
    /// group `g`, squares from `from` on for identical pieces).
    fn complete(&mut self, node: &Node, g: usize, from: usize) {
        let Some(g) = (g..self.groups).find(|&h| node.left[h] > 0) else {
            return self.survivor();
        };
        let below = if from >= 64 { u64::MAX } else { (1u64 << from) - 1 };
        let candidates = node.domain[g] & !below;
        for square in Bitboard(candidates).indices() {
            if self.stopped() {
                return;
            }
            let mut child = *node;
            self.place(&mut child, g, square);
            if !self.gate.pass(self.placed.len()) {
                self.placed.pop();
                continue;
            }
            self.stats.nodes += u64::from(self.gate.counts(self.placed.len()));
            self.ticker.node();
            // Identical pieces in square order; superposed ones may repeat a square.
            let next = if self.superpose { square } else { square + 1 };
            self.complete(&child, g, if child.left[g] > 0 { next } else { 0 });
            self.placed.pop();
        }
    }

    fn survivor(&mut self) {
        if !self.gate.keep(self.placed.len()) {
            return;
        }
        self.stats.survivors += 1;
        self.ticker.found += 1;
        (self.visit)(&self.placed);
    }
}

/// Upper bounds on what the pieces left of each group add to the squares
/// attacked, of some squares needed.
#[derive(Clone, Copy)]
struct Reach {
    /// All its pieces together.
    all: [u32; 6],
    /// Any one of them.
    one: [u32; 6],
}

impl Reach {
    /// Lowers group `g`'s bounds to the gains `(all, one)` where they are
    /// smaller, and returns `sum` (the groups' `all` added up) after it.
    #[inline]
    fn lower(&mut self, g: usize, (all, one): (u32, u32), sum: u32) -> u32 {
        let all = all.min(self.all[g]);
        let sum = sum - self.all[g] + all;
        self.all[g] = all;
        self.one[g] = self.one[g].min(one);
        sum
    }
}

/// The lines from a square, cut at the pieces placed: by symmetry, the
/// squares from which a slider attacks it.
#[derive(Clone, Copy, Default)]
struct Lines {
    straight: u64,
    diagonal: u64,
}

impl Lines {
    /// What the pieces hide is counted once for both kinds of line.
    #[inline]
    fn new(geometry: &Geometry, x: usize, occupied: u64, straight: bool, diagonal: bool) -> Lines {
        let line = |on: bool, kind: PieceKind| if on { geometry.weak[kind][x] } else { 0 };
        let (straight, diagonal) = (line(straight, PieceKind::Rook), line(diagonal, PieceKind::Bishop));
        let hidden = geometry.hidden(x, occupied & (straight | diagonal));
        Lines { straight: straight & !hidden, diagonal: diagonal & !hidden }
    }
}

/// No square: a slider's leaps.
static NO_SQUARES: [u64; 64] = [0; 64];

/// Whether pieces of `kind` slide (and are blocked).
#[inline]
fn is_slider(kind: PieceKind) -> bool {
    matches!(kind, PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop)
}

/// The most squares of `need` that `left` pieces attack weakly (`weak`, by
/// square) from squares of `domain`: the sum of their best gains over
/// distinct squares (superposed, `left` times the best).
///
/// With less than half as many squares needed as squares to stand on, or
/// more than one piece, the gains are counted from the needed squares in
/// [`Planes`]; otherwise each square of `domain` is tried.
#[inline]
fn best_gains(weak: &[u64; 64], domain: u64, need: u64, left: u8, superpose: bool) -> (u32, u32) {
    if left > 1 || 2 * need.count_ones() < domain.count_ones() {
        return Planes::of(need, |x| weak[x] & domain).best(domain, left, superpose);
    }
    let best = Bitboard(domain).indices().map(|s| (weak[s] & need).count_ones()).max().unwrap_or(0);
    (best * u32::from(left), best)
}

/// A counter per square, kept as bit planes (six: no count reaches 64),
/// of how many needed squares a piece standing there would attack: weak
/// or blocked attack is symmetric, so each needed square `x` adds one to
/// the squares attacking it.
#[derive(Default)]
struct Planes([u64; 6]);

impl Planes {
    /// The counters after adding one to those of `mask(x)` for each square
    /// `x` of `squares`, two masks at a time.
    #[inline]
    fn of(squares: u64, mut mask: impl FnMut(usize) -> u64) -> Planes {
        let mut planes = Planes::default();
        let mut squares = Bitboard(squares).indices();
        while let Some(x) = squares.next() {
            let first = mask(x);
            match squares.next() {
                Some(y) => planes.add_two(first, mask(y)),
                None => planes.carry(0, first),
            }
        }
        planes
    }

    /// Adds one to the counters of `a` and one to those of `b`: their sum's
    /// low bit goes in the first plane, then the carries ripple up together
    /// (where both hold, the low bit is clear, so the carries never meet).
    #[inline]
    fn add_two(&mut self, a: u64, b: u64) {
        let low = a ^ b;
        let over = self.0[0] & low;
        self.0[0] ^= low;
        self.carry(1, (a & b) | over);
    }

    /// Adds `carry` (one on each of its squares) to the counters from plane `from` up.
    #[inline]
    fn carry(&mut self, from: usize, mut carry: u64) {
        for plane in &mut self.0[from..] {
            if carry == 0 {
                break;
            }
            let over = *plane & carry;
            *plane ^= carry;
            carry = over;
        }
    }

    /// The highest counter among `squares`, and the squares holding it.
    #[inline]
    fn highest(&self, squares: u64) -> (u32, u64) {
        let (mut best, mut holding) = (0, squares);
        for (level, plane) in self.0.iter().enumerate().rev() {
            if holding & plane != 0 {
                holding &= plane;
                best |= 1 << level;
            }
        }
        (best, holding)
    }

    /// The sum of the `left` highest counters of `domain` on distinct
    /// squares (superposed, `left` times the highest), and the highest.
    #[inline]
    fn best(&self, domain: u64, left: u8, superpose: bool) -> (u32, u32) {
        let (top, mut holding) = self.highest(domain);
        let mut left = u32::from(left);
        if superpose {
            return (top * left, top);
        }
        let (mut sum, mut rest, mut value) = (0, domain, top);
        loop {
            let take = holding.count_ones().min(left);
            sum += value * take;
            left -= take;
            rest &= !holding;
            if left == 0 || rest == 0 {
                return (sum, top);
            }
            (value, holding) = self.highest(rest);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Two masks at a time, the planes count on each square the masks holding it.
    #[test]
    fn planes_count_the_masks_holding_each_square() {
        let mut rng = Rng::new(5);
        for n in 0..50 {
            let masks: Vec<u64> = (0..n).map(|_| rng.next_u64() & rng.next_u64()).collect();
            let planes = Planes::of((1u64 << n) - 1, |i| masks[i]);
            for square in 0..64 {
                let got: u32 = (0..6).map(|level| ((planes.0[level] >> square & 1) as u32) << level).sum();
                let want = masks.iter().filter(|&&mask| mask >> square & 1 == 1).count() as u32;
                assert_eq!(got, want, "{n} masks, square {square}");
            }
        }
    }
}
