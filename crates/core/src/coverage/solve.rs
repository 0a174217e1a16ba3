//! The entry points: solve a problem (max or min), or list the
//! configurations that reach a given coverage, and what they return.

use super::{
    geometry::Geometry,
    placement::Placement,
    problem::{Objective, Problem, KINDS, MAX_PIECES},
    search::{layout, Folding, Gate, Hitting, Layout, Scan, Tally},
    stats::{Stats, Ticker},
};
use crate::{board::PieceKind, task::Progress};

/// Which pass-1 search a maximum uses. Both give the same results.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Method {
    /// Branch on who attacks the hardest square: the fast one.
    #[default]
    Hitting,
    /// The seed's folding search over sub-spaces with weak attack.
    Folding,
}

/// The best configurations of a problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Max or min.
    pub objective: Objective,
    /// Squares attacked by the best configurations (`None`: nothing reached the target of [`reach`]).
    pub best: Option<u32>,
    /// Best configurations up to the board's eight symmetries.
    pub configurations: u64,
    /// Best configurations as distinct placements (identical pieces interchangeable).
    pub placements: u64,
    /// Some best configurations, one per symmetry class, at most the problem's example limit.
    pub examples: Vec<Placement>,
    /// `by_squares[k]`: best configurations (up to symmetry) occupying exactly `k` squares
    /// (with superposition, fewer squares than pieces).
    pub by_squares: Vec<u64>,
    /// A best configuration occupying the fewest squares.
    pub fewest_squares: Option<Placement>,
    /// Search statistics, summed over passes.
    pub stats: Stats,
}

/// Solves `problem` with the fast method; `progress` hears of the top-level
/// branches (per pass: a maximum may take several passes) every 2^16 nodes.
pub fn solve(problem: &Problem, progress: &mut dyn FnMut(Progress)) -> Solution {
    solve_with(problem, Method::Hitting, progress)
}

/// Solves `problem`, choosing the pass-1 search of a maximum (a minimum
/// always uses branch and bound).
pub fn solve_with(problem: &Problem, method: Method, progress: &mut dyn FnMut(Progress)) -> Solution {
    let geometry = Geometry::new(problem.side() as u8);
    let layout = layout(problem, &geometry);
    match problem.objective() {
        Objective::Max => maximum(problem, &geometry, &layout, method, progress),
        Objective::Min => minimum(problem, &geometry, &layout, progress),
    }
}

/// The configurations of `problem` attacking at least `target` squares:
/// one pass with `side² - target` squares of slack. The best value among
/// them is reported; `best` is `None` when none reaches the target (for
/// the classic problem and target 64, that is the proof that eight pieces
/// cannot cover the board). The objective is taken as max.
///
/// ```
/// use chesslab_core::coverage::{reach, Method, PieceSet, Problem};
///
/// let problem = Problem::new(PieceSet::parse("QN")?, 4)?;
/// let thirteen = reach(&problem, 13, Method::Hitting, &mut |_| {});
/// assert_eq!(thirteen.best, None); // the proof: no queen and knight attack 13 squares
/// let twelve = reach(&problem, 12, Method::Folding, &mut |_| {});
/// assert_eq!(twelve.best, Some(12));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn reach(problem: &Problem, target: u32, method: Method, progress: &mut dyn FnMut(Progress)) -> Solution {
    let geometry = Geometry::new(problem.side() as u8);
    let layout = layout(problem, &geometry);
    let slack = geometry.board.count_ones().saturating_sub(target);
    let (tally, stats) = max_pass(problem, &geometry, &layout, method, slack, &mut Gate::whole(), progress);
    solution(Objective::Max, tally, stats)
}

fn maximum(
    problem: &Problem,
    geometry: &Geometry,
    layout: &Layout,
    method: Method,
    progress: &mut dyn FnMut(Progress),
) -> Solution {
    let squares = geometry.board.count_ones();
    let mut total = Stats::default();
    for slack in max_start(problem, geometry)..=squares {
        let (tally, stats) = max_pass(problem, geometry, layout, method, slack, &mut Gate::whole(), progress);
        total += stats;
        if tally.best.is_some() {
            return solution(Objective::Max, tally, total);
        }
    }
    // Unreachable (the last pass admits every placement); an empty answer rather than a panic.
    solution(Objective::Max, Tally::new(geometry, layout.anchor, Objective::Max, None, 0), total)
}

/// The first slack a maximum tries: the squares beyond the sum of the
/// pieces' best single attacks (then it widens one square at a time).
pub(super) fn max_start(problem: &Problem, geometry: &Geometry) -> u32 {
    let reach: u32 =
        KINDS.iter().map(|&kind| problem.pieces().count(kind) as u32 * geometry.max_weak(kind)).sum();
    geometry.board.count_ones().saturating_sub(reach)
}

/// One pass 1 + pass 2 at this slack (of a split search, the parts `gate`
/// lets through; the folding search is not split).
pub(super) fn max_pass<'g>(
    problem: &Problem,
    geometry: &'g Geometry,
    layout: &Layout,
    method: Method,
    slack: u32,
    gate: &mut Gate,
    progress: &mut dyn FnMut(Progress),
) -> (Tally<'g>, Stats) {
    let target = geometry.board.count_ones().saturating_sub(slack);
    let mut tally =
        Tally::new(geometry, layout.anchor, Objective::Max, Some(target), problem.example_limit());
    let units = match method {
        Method::Hitting => layout
            .variants
            .iter()
            .map(|v| v.iter().find(|g| Some(g.kind) == layout.anchor).map_or(1, |g| g.domain.count_ones()))
            .sum::<u32>(),
        Method::Folding => layout.variants.len() as u32,
    };
    let mut ticker = Ticker::new(progress, u64::from(units));
    let mut stats = Stats::default();
    let mut visit = |pieces: &[(PieceKind, u8)]| tally.offer(pieces);
    for variant in &layout.variants {
        stats += match method {
            Method::Hitting => Hitting::run(
                geometry,
                variant,
                layout.anchor,
                problem.superpose(),
                slack,
                &mut ticker,
                &mut visit,
                gate,
            ),
            Method::Folding => {
                Folding::run(geometry, variant, problem.superpose(), slack, &mut ticker, &mut visit)
            }
        };
    }
    stats.passes = 1;
    (tally, stats)
}

fn minimum(
    problem: &Problem,
    geometry: &Geometry,
    layout: &Layout,
    progress: &mut dyn FnMut(Progress),
) -> Solution {
    let mut tally = Tally::new(geometry, layout.anchor, Objective::Min, None, problem.example_limit());
    let mut ticker = Ticker::new(progress, layout.variants.len() as u64);
    let mut stats = Stats::default();
    for variant in &layout.variants {
        stats +=
            Scan::run(geometry, variant, problem.superpose(), &mut ticker, &mut tally, &mut Gate::whole());
    }
    stats.passes = 1;
    solution(Objective::Min, tally, stats)
}

fn solution(objective: Objective, tally: Tally<'_>, stats: Stats) -> Solution {
    let mut by_squares = tally.by_squares.to_vec();
    while by_squares.last() == Some(&0) {
        by_squares.pop();
    }
    debug_assert!(by_squares.len() <= MAX_PIECES + 1);
    Solution {
        objective,
        best: tally.best,
        configurations: tally.configurations,
        placements: tally.placements,
        examples: tally.examples,
        by_squares,
        fewest_squares: tally.fewest.map(|(_, p)| p),
        stats,
    }
}
