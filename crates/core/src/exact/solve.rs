//! The solver API the command line, the worker and the tests call: build a
//! [`Solver`] for a problem, run [`Solver::minimum`] or [`Solver::count`]
//! with a progress hook, read the outcome.

use super::{
    placement::Placement,
    problem::{Mode, Problem},
    reference::{Search, SearchOrder, Sink, State, Tables},
    reply::{CountReply, MinReply, ShareReply},
    search::{bit, most_frontier, Canonical, Frontier, PieceSearch, Propagator, Reach},
    tally::{Tally, MAX_EXAMPLE_BYTES},
};
use crate::{
    board::{Bitboard, PieceKind, Square},
    task::{Join, Parts, Progress},
};

/// The parts a search is cut into at least (when its tree is that wide):
/// enough for threads or workers to even out the parts' uneven sizes.
pub const SPLIT_NODES: usize = 256;

/// Examples kept by default: counts are numbers, but listed placements cost memory.
pub const DEFAULT_MAX_EXAMPLES: usize = 100;

/// The caps a minimum proof tries on a board whose cells need `needs`, in
/// order: from a lower bound (each piece adds at most one attack to a cell;
/// a vacant solution keeps a cell empty) to a piece on every cell.
pub(crate) fn cap_range(needs: impl Iterator<Item = u8>, mode: Mode) -> std::ops::RangeInclusive<u32> {
    let (mut cells, mut least, mut most) = (0u32, u8::MAX, 0u8);
    for need in needs {
        cells += 1;
        least = least.min(need);
        most = most.max(need);
    }
    match mode {
        _ if cells == 0 => 0..=0,
        Mode::VacantCells => u32::from(least)..=cells.saturating_sub(1),
        Mode::EveryCell => u32::from(most)..=cells,
    }
}

/// A solver for one problem: its pattern tables are built once and reused by every run.
///
/// ```
/// use chesslab_core::exact::{Problem, Solver};
/// let solver = Solver::new(&Problem::rectangle(3, 3, 1).unwrap());
/// let min = solver.minimum(&mut |_| {});
/// assert!(min.min_pieces.is_some());
/// assert_eq!(solver.count(min.min_pieces, &mut |_| {}).total, min.solutions);
/// ```
#[derive(Clone, Debug)]
pub struct Solver {
    problem: Problem,
    reach: Reach<u64>,
    /// The symmetries the piece-first search breaks, if any.
    symmetry: Option<Canonical<u64>>,
    /// The seed's pattern tables, built only for the pattern searches.
    tables: Option<Tables>,
    order: SearchOrder,
    max_examples: usize,
    node_limit: u64,
}

/// Forwards the search's events to a tally and the caller's progress hook.
struct Collector<'p> {
    tally: Tally,
    progress: &'p mut dyn FnMut(Progress),
}

impl Sink for Collector<'_> {
    fn leaf(&mut self, state: &State) {
        self.tally.add(state.pieces, &state.kinds);
    }

    fn placement(&mut self, pieces: u64, kinds: &[u8; 64]) {
        self.tally.add_placement(pieces, kinds);
    }

    fn tick(&mut self, done: u64, total: u64) {
        (self.progress)(Progress { done, total, found: self.tally.total });
    }
}

impl Solver {
    /// A solver for `problem` with the fast search order and [`DEFAULT_MAX_EXAMPLES`].
    #[must_use]
    pub fn new(problem: &Problem) -> Solver {
        Solver {
            problem: problem.clone(),
            reach: Reach::new(problem),
            symmetry: Canonical::of(problem),
            tables: None,
            order: SearchOrder::default(),
            max_examples: DEFAULT_MAX_EXAMPLES,
            node_limit: u64::MAX,
        }
    }

    /// The same solver giving up after `nodes` search nodes in all, so a
    /// caller can bound the work; the outcome then says it is incomplete.
    ///
    /// ```
    /// use chesslab_core::exact::{Problem, Solver};
    ///
    /// let solver = Solver::new(&Problem::parse("4x4,k=2")?).with_node_limit(10);
    /// let min = solver.minimum(&mut |_| {});
    /// assert!(!min.complete);
    /// assert_eq!(min.min_pieces, None); // not proven within 10 nodes
    /// # Ok::<(), chesslab_core::exact::ProblemTextError>(())
    /// ```
    #[must_use]
    pub fn with_node_limit(mut self, nodes: u64) -> Solver {
        self.node_limit = nodes;
        self
    }

    /// The same solver with another search order ([`SearchOrder::Seed`] is the reference).
    ///
    /// ```
    /// use chesslab_core::exact::{Problem, SearchOrder, Solver};
    ///
    /// let problem = Problem::parse("4x4,k=1,vacant")?;
    /// let fast = Solver::new(&problem).minimum(&mut |_| {});
    /// let seed = Solver::new(&problem).with_order(SearchOrder::Seed).minimum(&mut |_| {});
    /// assert_eq!((fast.min_pieces, fast.solutions), (seed.min_pieces, seed.solutions));
    /// # Ok::<(), chesslab_core::exact::ProblemTextError>(())
    /// ```
    #[must_use]
    pub fn with_order(mut self, order: SearchOrder) -> Solver {
        self.order = order;
        if order != SearchOrder::PieceFirst && self.tables.is_none() {
            self.tables = Some(Tables::new(&self.problem));
        }
        self
    }

    /// The same solver keeping at most `max_examples` example placements.
    #[must_use]
    pub fn with_max_examples(mut self, max_examples: usize) -> Solver {
        self.max_examples = max_examples;
        self
    }

    /// The problem being solved.
    #[must_use]
    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// How many symmetries the problem has, the identity included.
    #[must_use]
    pub fn symmetry_count(&self) -> usize {
        Tally::new(&self.problem, 0).symmetry_order()
    }

    /// Proves the fewest pieces: searches with a piece cap raised by one from
    /// a lower bound until a solution appears; every placement of that first
    /// successful cap is minimal. `progress` gets the first-level branches of
    /// the current cap and the minimal placements found so far.
    pub fn minimum(&self, progress: &mut dyn FnMut(Progress)) -> MinReply {
        self.minimum_with(&mut |cap, spent| self.run(Some(cap), spent, progress))
    }

    /// [`Solver::minimum`] with each cap's search cut into parts ([`Solver::split`])
    /// that `run` runs (on several threads, say) and joins in order
    /// ([`Join`]); the reply is the same as one run's.
    ///
    /// ```
    /// use chesslab_core::{exact::{Problem, Solver}, task::Parts};
    ///
    /// let solver = Solver::new(&Problem::parse("4x4,k=1,vacant")?);
    /// let split = solver.minimum_by(&mut |split| split.run_all(&mut |_| {}));
    /// assert_eq!(split, solver.minimum(&mut |_| {}));
    /// # Ok::<(), chesslab_core::exact::ProblemTextError>(())
    /// ```
    pub fn minimum_by(&self, run: &mut dyn FnMut(&Split<'_>) -> ShareReply) -> MinReply {
        self.minimum_with(&mut |cap, _| run(&self.split(Some(cap))))
    }

    /// The caps a minimum proof tries, in order: from a lower bound (each
    /// piece adds at most one attack to a cell; a vacant solution keeps a
    /// cell empty) to a piece on every cell.
    #[must_use]
    pub fn caps(&self) -> std::ops::RangeInclusive<u32> {
        let problem = &self.problem;
        let needs = Bitboard(problem.cells()).indices().map(|cell| problem.k_grid()[cell]);
        cap_range(needs, problem.mode())
    }

    /// The minimum proof, each cap searched by `run(cap, nodes spent so far)`.
    fn minimum_with(&self, run: &mut dyn FnMut(u32, u64) -> ShareReply) -> MinReply {
        MinReply::prove(self.caps(), run)
    }

    /// Counts every solution, or those with at most `max_pieces` pieces.
    /// `progress` gets the first-level branches and the placements found so far.
    ///
    /// ```
    /// use chesslab_core::exact::{Problem, Solver};
    ///
    /// let solver = Solver::new(&Problem::parse("3x3,k=1")?);
    /// let all = solver.count(None, &mut |_| {});
    /// let small = solver.count(Some(2), &mut |_| {});
    /// assert_eq!(small.total, 12); // the minimal ones
    /// assert_eq!(all.by_pieces.iter().sum::<u64>(), all.total);
    /// assert_eq!(all.by_pieces[2], small.total);
    /// # Ok::<(), chesslab_core::exact::ProblemTextError>(())
    /// ```
    pub fn count(&self, max_pieces: Option<u32>, progress: &mut dyn FnMut(Progress)) -> CountReply {
        CountReply::of(max_pieces, self.run(max_pieces, 0, progress))
    }

    /// [`Solver::count`] with the search cut into parts ([`Solver::split`])
    /// that `run` runs and joins in order; the reply is the same as one run's.
    ///
    /// ```
    /// use chesslab_core::{exact::{Problem, Solver}, task::Parts};
    ///
    /// let solver = Solver::new(&Problem::parse("3x3,k=2")?);
    /// let split = solver.count_by(None, &mut |split| split.run_all(&mut |_| {}));
    /// assert_eq!(split, solver.count(None, &mut |_| {}));
    /// # Ok::<(), chesslab_core::exact::ProblemTextError>(())
    /// ```
    pub fn count_by(
        &self,
        max_pieces: Option<u32>,
        run: &mut dyn FnMut(&Split<'_>) -> ShareReply,
    ) -> CountReply {
        CountReply::of(max_pieces, run(&self.split(max_pieces)))
    }

    /// The search with at most `cap` pieces cut into independent parts, for
    /// several workers to share ([`Parts::run`]).
    #[must_use]
    pub fn split(&self, cap: Option<u32>) -> Split<'_> {
        let cap = cap.unwrap_or(u32::MAX);
        let frontier = {
            let mut collector = Collector { tally: Tally::new(&self.problem, 0), progress: &mut |_| {} };
            let search =
                PieceSearch::new(self.rules(), self.symmetry.as_ref(), cap, u64::MAX, &mut collector);
            search.frontier(SPLIT_NODES)
        };
        Split { solver: self, cap, frontier }
    }

    /// The first placement the search meets that solves the problem with at
    /// most `cap` pieces and keeps every piece of `kept` where it stands
    /// (`kept` on the problem's board; none when it is on another, or holds
    /// a kind the problem does not allow), with the nodes visited. The
    /// search breaks the symmetries that map `kept` onto itself (all of them
    /// when nothing is kept): a placement keeping `kept` then has an image
    /// that keeps it too among those searched.
    ///
    /// ```
    /// use chesslab_core::exact::{Placement, Problem, Solver};
    ///
    /// let problem = Problem::parse("3x3,k=1")?;
    /// let solver = Solver::new(&problem);
    /// // The king in the centre is in a minimal placement: a bishop completes it.
    /// let (found, _) = solver.first_keeping(&Placement::parse("3/1K1/3")?, 2, &mut |_| {});
    /// let found = found.ok_or("no placement")?;
    /// assert!(problem.is_solved_by(&found) && found.piece_count() == 2);
    /// // A rook in the centre is in none.
    /// assert_eq!(solver.first_keeping(&Placement::parse("3/1R1/3")?, 2, &mut |_| {}).0, None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn first_keeping(
        &self,
        kept: &Placement,
        cap: u32,
        progress: &mut dyn FnMut(Progress),
    ) -> (Option<Placement>, u64) {
        let run = self.first_keeping_within(kept, None, cap, self.node_limit, progress);
        (run.found, run.nodes)
    }

    /// [`Solver::first_keeping`] within `limit` nodes, among the placements
    /// that do not put `kind` on `square` when `excluded` is `Some((square,
    /// kind))` (a hint asking whether lifting that piece is enough: the
    /// placements that keep it were ruled out already).
    pub(crate) fn first_keeping_within(
        &self,
        kept: &Placement,
        excluded: Option<(Square, PieceKind)>,
        cap: u32,
        limit: u64,
        progress: &mut dyn FnMut(Progress),
    ) -> KeptRun {
        if kept.grid() != self.problem.grid() {
            return KeptRun { found: None, nodes: 0, stopped: false };
        }
        let decided: Vec<(usize, u8)> = kept
            .on_squares()
            .filter_map(|square| {
                let kind = kept.piece_at(square)?;
                Some((square.to_usize(), bit(kind)))
            })
            .collect();
        // The values the symmetries broken must keep in place: the kept
        // pieces, and the excluded one (marked apart from a kept one).
        let mut fixed = [0u8; 64];
        for &(cell, value) in &decided {
            fixed[cell] = value;
        }
        let excluded = excluded.map(|(square, kind)| (square.to_usize(), bit(kind)));
        if let Some((cell, value)) = excluded {
            fixed[cell] = value | EXCLUDED_MARK;
        }
        let fixing = if decided.is_empty() && excluded.is_none() {
            None
        } else {
            self.symmetry.as_ref().and_then(|symmetry| symmetry.fixing(&fixed))
        };
        let symmetry =
            if decided.is_empty() && excluded.is_none() { self.symmetry.as_ref() } else { fixing.as_ref() };
        let mut first = First { kinds: None, progress };
        let mut search = PieceSearch::new(self.rules(), symmetry, cap, limit, &mut first).first_only();
        search.run_keeping(&decided, excluded);
        let (nodes, stopped) = (search.nodes, search.stopped);
        let grid = self.problem.grid();
        let found =
            first.kinds.map(|kinds| Placement::from_parts(grid.width(), grid.height(), grid.cells(), &kinds));
        let stopped = stopped && found.is_none();
        KeptRun { found, nodes, stopped }
    }

    /// The piece-first search's rules for this problem.
    fn rules(&self) -> Propagator<'_, u64> {
        let vacant = self.problem.mode() == Mode::VacantCells;
        Propagator { reach: &self.reach, need: self.problem.k_grid(), vacant }
    }

    /// The most examples a reply keeps: the asked limit, within the tally's byte cap.
    fn example_limit(&self) -> usize {
        self.max_examples.min(MAX_EXAMPLE_BYTES / std::mem::size_of::<Placement>())
    }

    /// One search with a piece cap, after `spent` nodes of the node limit were used.
    fn run(&self, cap: Option<u32>, spent: u64, progress: &mut dyn FnMut(Progress)) -> ShareReply {
        let mut collector = Collector { tally: Tally::new(&self.problem, self.max_examples), progress };
        let limit = self.node_limit.saturating_sub(spent);
        let cap = cap.unwrap_or(u32::MAX);
        let (nodes, complete) = match &self.tables {
            Some(tables) if self.order != SearchOrder::PieceFirst => {
                let mut search = Search::new(tables, self.order, cap, limit, &mut collector);
                search.run();
                (search.nodes, !search.stopped)
            }
            _ => {
                let mut search =
                    PieceSearch::new(self.rules(), self.symmetry.as_ref(), cap, limit, &mut collector);
                search.run();
                (search.nodes, !search.stopped)
            }
        };
        ShareReply::of(collector.tally, nodes, complete)
    }
}

/// The end of a search for a placement keeping a try ([`Solver::first_keeping_within`]).
#[derive(Clone, Debug)]
pub(crate) struct KeptRun {
    /// The placement found, if any.
    pub(crate) found: Option<Placement>,
    /// Search nodes visited.
    pub(crate) nodes: u64,
    /// Whether the node limit ended the search before it found one or finished.
    pub(crate) stopped: bool,
}

/// Set in a fixed value that is excluded rather than kept, so that the
/// symmetries broken map an excluded piece onto itself, not onto a kept one.
const EXCLUDED_MARK: u8 = 0x80;

/// Keeps the first placement a search reports.
struct First<'p> {
    kinds: Option<[u8; 64]>,
    progress: &'p mut dyn FnMut(Progress),
}

impl Sink for First<'_> {
    fn leaf(&mut self, _: &State) {}

    fn placement(&mut self, _: u64, kinds: &[u8; 64]) {
        self.kinds.get_or_insert(*kinds);
    }

    fn tick(&mut self, done: u64, total: u64) {
        (self.progress)(Progress { done, total, found: 0 });
    }
}

/// A search cut into independent parts ([`Solver::split`]): the subtrees
/// below a level of the search tree, in the order one run meets them. Runs
/// of consecutive parts, joined in order ([`Join`]), give
/// exactly one whole run's counts, examples and nodes.
#[derive(Clone, Debug)]
pub struct Split<'s> {
    solver: &'s Solver,
    cap: u32,
    frontier: Frontier<u64>,
}

impl Split<'_> {
    /// The most parts a search of `problem` (under any cap) is cut into,
    /// from the board and the kinds allowed alone: what a part line's
    /// `split=` may say at most, checked before anything is allocated for it.
    ///
    /// ```
    /// use chesslab_core::{exact::{Problem, Solver, Split}, task::Parts};
    ///
    /// let problem = Problem::parse("4x4,k=2")?;
    /// let most = Split::most_parts(&problem);
    /// assert!((0..=16).all(|cap| Solver::new(&problem).split(Some(cap)).len() <= most as usize));
    /// assert_eq!(most, 1785); // 255 nodes expanded at most, into 7 values each (6 kinds or empty)
    /// assert_eq!(Split::most_parts(&Problem::parse("1x1,k=0,pieces=N")?), 4); // 2 values, 2 levels
    /// # Ok::<(), chesslab_core::exact::ProblemTextError>(())
    /// ```
    #[must_use]
    pub fn most_parts(problem: &Problem) -> u32 {
        let values = problem.pieces().kinds().count() + 1;
        let cells = problem.cells().count_ones() as usize;
        u32::try_from(most_frontier(SPLIT_NODES, values, cells)).unwrap_or(u32::MAX)
    }

    /// The problem searched.
    #[must_use]
    pub fn problem(&self) -> &Problem {
        &self.solver.problem
    }

    /// The piece cap searched under, if any.
    #[must_use]
    pub fn cap(&self) -> Option<u32> {
        (self.cap != u32::MAX).then_some(self.cap)
    }
}

impl Parts for Split<'_> {
    type Reply = ShareReply;

    /// How many parts (none when the rules refute the problem at once).
    fn len(&self) -> usize {
        self.frontier.len()
    }

    /// Runs the parts `parts` (each under the solver's node limit).
    /// `progress` gets the share of these parts done, in millionths.
    fn run(&self, parts: std::ops::Range<usize>, progress: &mut dyn FnMut(Progress)) -> ShareReply {
        let solver = self.solver;
        let mut collector = Collector { tally: Tally::new(&solver.problem, solver.max_examples), progress };
        let symmetry = solver.symmetry.as_ref();
        let mut search =
            PieceSearch::new(solver.rules(), symmetry, self.cap, solver.node_limit, &mut collector);
        search.run_parts(&self.frontier, parts);
        let (nodes, complete) = (search.nodes, !search.stopped);
        ShareReply::of(collector.tally, nodes, complete)
    }

    /// Joins the replies of consecutive runs of parts, in order, with the
    /// nodes visited above the parts.
    fn join(&self, replies: impl IntoIterator<Item = ShareReply>) -> ShareReply {
        let limit = self.solver.example_limit();
        let start = ShareReply { nodes: self.frontier.expanded, ..ShareReply::empty() };
        start.joined(replies, &limit)
    }
}

#[cfg(test)]
mod tests;
