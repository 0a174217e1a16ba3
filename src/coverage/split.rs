//! Coverage searches cut into independent parts, so that several workers
//! (threads natively, Web Workers in the page) can share one search.
//!
//! A [`Pass`] is one pass of a search (a maximum's pass at one slack, the
//! minimum's branch and bound, the unattacked table's pass) with its parts:
//! the subtrees below the placements of the first pieces, numbered in the
//! order one run meets them (the private `gate` module). Parts can run
//! anywhere, in any order; their replies joined in order ([`Pass::join`])
//! are one run's: the same best value, counts, examples in the order found
//! and statistics.
//!
//! The minimum's branch and bound cuts branches worse than the best found so
//! far, which a part alone does not know; so [`solve_by`] runs the first
//! parts first (the corner-packed placements, among the best) and gives
//! their best value to the other parts as a bound. Ties are kept, so the
//! result is the same.

use std::ops::Range;

use super::{
    geometry::Geometry,
    placement::Placement,
    problem::{Objective, Problem, MAX_PIECES},
    search::{layout, Gate, Layout, Scan, Tally},
    solve::{max_pass, max_start, Method, Solution},
    stats::{Stats, Ticker},
    unattacked::{spread, Unattacked},
};
use crate::job::Progress;

/// The minimum's parts run first, in one run, to find the bound for the
/// others: the first kinds on the corner, where the best placements are packed.
const HEAD: usize = 3;

/// What one or more consecutive parts of a pass found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassReply {
    /// The best value (squares attacked) found.
    pub best: Option<u32>,
    /// Configurations with that value, up to symmetry.
    pub configurations: u64,
    /// Those as distinct placements.
    pub placements: u64,
    /// The first of them found, one per symmetry class.
    pub examples: Vec<Placement>,
    /// Configurations by number of occupied squares.
    pub by_squares: Vec<u64>,
    /// The first configuration found occupying the fewest squares, with that number.
    pub fewest: Option<(u32, Placement)>,
    /// The unattacked table's pass: per square, the first placement found
    /// leaving only it unattacked, and how many do (empty for other passes).
    pub alone: Vec<Option<Placement>>,
    /// Per square, the placements leaving only it unattacked.
    pub alone_counts: Vec<u64>,
    /// Search statistics.
    pub stats: Stats,
}

/// Which search a pass runs.
#[derive(Clone, Copy, Debug)]
enum Kind {
    /// A maximum's pass at this slack (the hitting search).
    Max { slack: u32 },
    /// The minimum's branch and bound, cutting branches worse than `bound`.
    Min { bound: Option<u32> },
    /// The unattacked table's pass.
    Unattacked,
}

/// One pass of a coverage search, cut into parts.
#[derive(Clone, Debug)]
pub struct Pass<'p> {
    problem: &'p Problem,
    geometry: Geometry,
    layout: Layout,
    kind: Kind,
    /// The pieces placed at the cut.
    level: usize,
    /// The parts of the whole pass this one is (all, or some in a row).
    parts: Range<usize>,
    /// The statistics of the nodes above the parts (carried by the pass that starts at part 0).
    top: Stats,
}

impl<'p> Pass<'p> {
    fn new(problem: &'p Problem, kind: Kind) -> Pass<'p> {
        let geometry = Geometry::new(problem.side() as u8);
        let layout = layout(problem, &geometry);
        // Two pieces make a few hundred parts of a maximum; the minimum's
        // branch and bound is cut after its first piece, above which nothing depends on a bound.
        let level = if matches!(kind, Kind::Min { .. }) { 1 } else { 2 };
        let mut pass = Pass { problem, geometry, layout, kind, level, parts: 0..0, top: Stats::default() };
        let mut count = Gate::count(level);
        pass.top = pass.search(&mut count, &mut |_| {}).stats;
        pass.parts = 0..count.seen();
        pass
    }

    /// How many parts.
    #[must_use]
    pub fn len(&self) -> usize {
        self.parts.len()
    }

    /// Whether there is no part.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// The same pass, only its parts `parts` (numbered from 0 within this pass).
    #[must_use]
    pub fn only(&self, parts: Range<usize>) -> Pass<'p> {
        let start = (self.parts.start + parts.start).min(self.parts.end);
        let end = (self.parts.start + parts.end).clamp(start, self.parts.end);
        let top = if start == 0 { self.top } else { Stats::default() };
        Pass { parts: start..end, top, ..self.clone() }
    }

    /// Runs the parts `parts` (numbered within this pass); `progress` hears
    /// of the top-level branches, as a whole search's does.
    pub fn run(&self, parts: Range<usize>, progress: &mut dyn FnMut(Progress)) -> PassReply {
        let start = (self.parts.start + parts.start).min(self.parts.end);
        let end = (self.parts.start + parts.end).clamp(start, self.parts.end);
        self.search(&mut Gate::parts(self.level, start..end), progress)
    }

    /// Runs every part, one after the other, and joins them: what one thread does.
    pub fn run_all(&self, progress: &mut dyn FnMut(Progress)) -> PassReply {
        self.join([self.run(0..self.len(), progress)])
    }

    /// Joins the replies of consecutive runs of parts, in order.
    #[must_use]
    pub fn join(&self, replies: impl IntoIterator<Item = PassReply>) -> PassReply {
        let objective = match self.kind {
            Kind::Min { .. } => Objective::Min,
            Kind::Max { .. } | Kind::Unattacked => Objective::Max,
        };
        let limit = self.problem.example_limit();
        let start = PassReply { stats: self.top, ..PassReply::default() };
        replies.into_iter().fold(start, |mut joined, reply| {
            joined.append(reply, objective, limit);
            joined
        })
    }

    fn search(&self, gate: &mut Gate, progress: &mut dyn FnMut(Progress)) -> PassReply {
        let (problem, geometry, layout) = (self.problem, &self.geometry, &self.layout);
        match self.kind {
            Kind::Max { slack } => {
                let (tally, stats) =
                    max_pass(problem, geometry, layout, Method::Hitting, slack, gate, progress);
                PassReply::of(tally, stats)
            }
            Kind::Min { bound } => {
                let limit = problem.example_limit();
                let mut tally = Tally::new(geometry, layout.anchor, Objective::Min, bound, limit);
                let mut ticker = Ticker::new(progress, layout.variants.len() as u64);
                let mut stats = Stats::default();
                for variant in &layout.variants {
                    stats += Scan::run(geometry, variant, problem.superpose(), &mut ticker, &mut tally, gate);
                }
                stats.passes = 1;
                PassReply::of(tally, stats)
            }
            Kind::Unattacked => {
                let (examples, placements, stats) = spread(problem, geometry, layout, gate, progress);
                PassReply { alone: examples, alone_counts: placements, stats, ..PassReply::default() }
            }
        }
    }
}

impl PassReply {
    fn of(tally: Tally<'_>, stats: Stats) -> PassReply {
        PassReply {
            best: tally.best,
            configurations: tally.configurations,
            placements: tally.placements,
            examples: tally.examples,
            by_squares: tally.by_squares.to_vec(),
            fewest: tally.fewest,
            alone: Vec::new(),
            alone_counts: Vec::new(),
            stats,
        }
    }

    /// Adds `later`, the reply of the parts right after these, as one run
    /// meeting its configurations after these would.
    fn append(&mut self, later: PassReply, objective: Objective, max_examples: usize) {
        let better = |a: u32, b: u32| match objective {
            Objective::Max => a > b,
            Objective::Min => a < b,
        };
        let mut stats = self.stats;
        stats += later.stats;
        stats.passes = self.stats.passes.max(later.stats.passes);
        let alone = std::mem::take(&mut self.alone);
        let alone_counts = std::mem::take(&mut self.alone_counts);
        match (self.best, later.best) {
            (_, None) => {}
            (None, Some(_)) => *self = later.clone(),
            (Some(mine), Some(theirs)) if better(theirs, mine) => *self = later.clone(),
            (Some(mine), Some(theirs)) if mine == theirs => {
                self.configurations += later.configurations;
                self.placements += later.placements;
                let room = max_examples.saturating_sub(self.examples.len());
                self.examples.extend(later.examples.iter().take(room).cloned());
                if self.by_squares.len() < later.by_squares.len() {
                    self.by_squares.resize(later.by_squares.len(), 0);
                }
                for (sum, count) in self.by_squares.iter_mut().zip(&later.by_squares) {
                    *sum += count;
                }
                if let Some((theirs, _)) = &later.fewest {
                    if self.fewest.as_ref().is_none_or(|(mine, _)| theirs < mine) {
                        self.fewest = later.fewest.clone();
                    }
                }
            }
            _ => {}
        }
        self.stats = stats;
        self.alone = alone;
        self.alone_counts = alone_counts;
        join_alone(&mut self.alone, &mut self.alone_counts, later.alone, later.alone_counts);
    }

    fn solution(self, objective: Objective) -> Solution {
        let mut by_squares = self.by_squares;
        while by_squares.last() == Some(&0) {
            by_squares.pop();
        }
        debug_assert!(by_squares.len() <= MAX_PIECES + 1);
        Solution {
            objective,
            best: self.best,
            configurations: self.configurations,
            placements: self.placements,
            examples: self.examples,
            by_squares,
            fewest_squares: self.fewest.map(|(_, placement)| placement),
            stats: self.stats,
        }
    }
}

/// Adds a later part's unattacked table to an earlier one's: the earlier example stays.
fn join_alone(
    examples: &mut Vec<Option<Placement>>,
    counts: &mut Vec<u64>,
    later: Vec<Option<Placement>>,
    later_counts: Vec<u64>,
) {
    if examples.len() < later.len() {
        examples.resize(later.len(), None);
    }
    for (mine, theirs) in examples.iter_mut().zip(later) {
        if mine.is_none() {
            *mine = theirs;
        }
    }
    if counts.len() < later_counts.len() {
        counts.resize(later_counts.len(), 0);
    }
    for (sum, count) in counts.iter_mut().zip(later_counts) {
        *sum += count;
    }
}

/// [`solve`](super::solve()) with each pass cut into parts that `run` runs
/// (on several threads, say) and joins in order ([`Pass::join`]); the
/// solution is the same as one run's (a maximum always uses [`Method::Hitting`]).
///
/// ```
/// use chesslab::coverage::{solve, solve_by, Objective, PieceSet, Problem};
///
/// let problem = Problem::new(PieceSet::parse("QRN")?, 5)?;
/// for problem in [problem, problem.with_objective(Objective::Min)] {
///     let split = solve_by(&problem, &mut |pass| pass.run_all(&mut |_| {}));
///     assert_eq!((split.best, split.examples), {
///         let whole = solve(&problem, &mut |_| {});
///         (whole.best, whole.examples)
///     });
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve_by(problem: &Problem, run: &mut dyn FnMut(&Pass<'_>) -> PassReply) -> Solution {
    match problem.objective() {
        Objective::Max => {
            let geometry = Geometry::new(problem.side() as u8);
            let squares = geometry.board.count_ones();
            let mut stats = Stats::default();
            for slack in max_start(problem, &geometry)..=squares {
                let mut reply = run(&Pass::new(problem, Kind::Max { slack }));
                stats += reply.stats;
                if reply.best.is_some() || slack == squares {
                    reply.stats = stats;
                    return reply.solution(Objective::Max);
                }
            }
            PassReply { stats, ..PassReply::default() }.solution(Objective::Max)
        }
        Objective::Min => {
            let pass = Pass::new(problem, Kind::Min { bound: None });
            // One run, so that each head part prunes with the best of those before it.
            let head = pass.only(0..HEAD).run_all(&mut |_| {});
            let rest = Pass { kind: Kind::Min { bound: head.best }, ..pass.only(HEAD..pass.len()) };
            let mut reply = head;
            reply.append(run(&rest), Objective::Min, problem.example_limit());
            reply.solution(Objective::Min)
        }
    }
}

/// [`unattacked`](super::unattacked()) with its pass cut into parts that
/// `run` runs and joins in order; the table is the same as one run's.
pub fn unattacked_by(problem: &Problem, run: &mut dyn FnMut(&Pass<'_>) -> PassReply) -> Unattacked {
    let reply = run(&Pass::new(problem, Kind::Unattacked));
    let mut examples = reply.alone;
    examples.resize(64, None);
    let mut placements = reply.alone_counts;
    placements.resize(64, 0);
    Unattacked { side: problem.side(), examples, placements, stats: reply.stats }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::coverage::{solve, unattacked, BishopRule, PieceSet};

    /// Runs `pass` in chunks of `chunk` parts, last chunk first, and joins them in order.
    fn chunked(pass: &Pass<'_>, chunk: usize) -> PassReply {
        let starts: Vec<usize> = (0..pass.len()).step_by(chunk.max(1)).collect();
        let mut replies: Vec<_> =
            starts.iter().rev().map(|&start| pass.run(start..start + chunk, &mut |_| {})).collect();
        replies.reverse();
        pass.join(replies)
    }

    fn problems() -> Vec<Problem> {
        let problem = |pieces: &str, side| Problem::new(PieceSet::parse(pieces).unwrap(), side).unwrap();
        vec![
            problem("QRN", 5),
            problem("KQN", 5),
            problem("RRB", 4),
            problem("QBB", 5).with_bishops(BishopRule::Any),
            problem("NN", 4).with_superpose(true),
            problem("KNN", 4).with_example_limit(3),
        ]
    }

    #[test]
    fn a_split_maximum_or_minimum_is_one_runs() {
        for problem in problems() {
            for problem in [problem, problem.with_objective(Objective::Min)] {
                let whole = solve(&problem, &mut |_| {});
                for chunk in [1, 4, 10_000] {
                    let split = solve_by(&problem, &mut |pass| chunked(pass, chunk));
                    let label = format!("{:?} {chunk}", problem);
                    assert_eq!(
                        (split.best, split.configurations, split.placements),
                        (whole.best, whole.configurations, whole.placements),
                        "{label}"
                    );
                    assert_eq!(
                        (&split.examples, &split.by_squares, &split.fewest_squares),
                        (&whole.examples, &whole.by_squares, &whole.fewest_squares),
                        "{label}"
                    );
                    if problem.objective() == Objective::Max {
                        assert_eq!(split.stats, whole.stats, "{label}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_split_unattacked_table_is_one_runs() {
        for problem in problems() {
            let whole = unattacked(&problem, &mut |_| {});
            for chunk in [1, 3, 10_000] {
                assert_eq!(unattacked_by(&problem, &mut |pass| chunked(pass, chunk)), whole, "{problem:?}");
            }
        }
    }

    #[test]
    fn a_maximum_splits_into_parts_below_two_pieces() {
        let problem = Problem::new(PieceSet::parse("QRN").unwrap(), 5).unwrap();
        let pass = Pass::new(&problem, Kind::Max { slack: 3 });
        assert!(pass.len() > 20, "{}", pass.len());
        assert_eq!(pass.only(5..9).len(), 4);
        assert!(pass.run(pass.len()..pass.len() + 2, &mut |_| {}).best.is_none(), "past the end: nothing");
    }
}
