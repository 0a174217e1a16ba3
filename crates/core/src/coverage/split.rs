//! Coverage searches cut into independent parts, so that several workers
//! (threads natively, Web Workers in the page) can share one search.
//!
//! A [`Pass`] is one pass of a search (a [`Stage`]: a maximum's pass at one
//! slack, the minimum's branch and bound, the unattacked table's pass) with
//! its parts: the subtrees below the placements of the first pieces,
//! numbered in the order one run meets them (the private `gate` module).
//! Parts can run anywhere, in any order; their replies joined in order
//! ([`Parts::join`]) are one run's: the same best value, counts, examples in
//! the order found and statistics. Which passes a search makes, and in
//! what order, is its [`Plan`](super::Plan).
//!
//! The minimum's branch and bound cuts branches worse than the best found so
//! far, which a part alone does not know; so its plan runs the first parts
//! first, in one run ([`Stage::MinHead`]: the corner-packed placements,
//! among the best) and gives their best value to the other parts as a bound
//! ([`Stage::MinRest`]). Ties are kept, so the result is the same.

use std::ops::Range;

use super::{
    geometry::Geometry,
    placement::Placement,
    problem::{Objective, Problem, MAX_PIECES},
    search::{layout, Gate, Layout, Scan, Tally},
    solve::{max_pass, Method, Solution},
    stats::{Stats, Ticker},
    unattacked::{spread, Unattacked},
};
use crate::{
    excerpt::shorten,
    json::{one_of, FromJson, Json, JsonError, Object, ToJson},
    task::{Join, Parts, Progress, Share},
};

/// One pass of a coverage search, as its parts are sent to a worker.
/// In JSON tagged by its field `pass`, the variant's name in snake case:
/// `{"pass":"max","slack":3}`, `{"pass":"min_head"}`, `{"pass":"min_rest","bound":12}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// A maximum's pass listing the placements that leave at most `slack` squares unattacked.
    Max {
        /// Unattacked squares allowed.
        slack: u32,
    },
    /// The minimum's first parts, in one run, for a bound.
    MinHead,
    /// The minimum's other parts, cutting branches worse than `bound`.
    MinRest {
        /// The best of the first parts.
        bound: Option<u32>,
    },
    /// The unattacked table's pass.
    Unattacked,
}

impl Stage {
    /// This pass of `problem`'s search, cut into parts.
    #[must_use]
    pub fn pass(self, problem: &Problem) -> Pass<'_> {
        Pass::of(problem, self)
    }

    /// Whether the stage's parts run in one run rather than apart: the
    /// minimum's head, where each part prunes with the best of those before it.
    #[must_use]
    pub const fn is_whole(self) -> bool {
        matches!(self, Stage::MinHead)
    }

    /// Runs share `share` of `pass`, this stage's pass: its parts each on
    /// their own ([`Pass::run_parts`]), a whole stage's in one run; what a
    /// worker and a part line run.
    pub fn run_share(
        self,
        pass: &Pass<'_>,
        share: crate::task::Share,
        progress: &mut dyn FnMut(crate::task::Progress),
    ) -> ShareReply {
        if self.is_whole() {
            pass.run_all(progress)
        } else {
            pass.share(share).run_parts(progress)
        }
    }

    /// How the replies of its parts join: the better value is the larger or the smaller.
    #[must_use]
    pub const fn objective(self) -> Objective {
        match self {
            Stage::MinHead | Stage::MinRest { .. } => Objective::Min,
            Stage::Max { .. } | Stage::Unattacked => Objective::Max,
        }
    }
}

/// The names of [`Stage`]'s variants in JSON.
const STAGE_NAMES: [&str; 4] = ["max", "min_head", "min_rest", "unattacked"];

impl FromJson for Stage {
    fn from_json(json: &Json) -> Result<Stage, JsonError> {
        let object = json.object()?;
        let name: String = object.field("pass")?;
        match name.as_str() {
            "max" => Ok(Stage::Max { slack: object.field("slack")? }),
            "min_head" => Ok(Stage::MinHead),
            // A bound left out is none, as it has always read.
            "min_rest" => Ok(Stage::MinRest { bound: object.field_or_default("bound")? }),
            "unattacked" => Ok(Stage::Unattacked),
            _ => {
                Err(JsonError(format!("'{}' is not {}", shorten(&name), one_of(&STAGE_NAMES)))
                    .in_field("pass"))
            }
        }
    }
}

impl ToJson for Stage {
    fn to_json(&self) -> Json {
        let pass = |index: usize| ("pass", Json::String(STAGE_NAMES[index].into()));
        match *self {
            Stage::Max { slack } => Json::fields([pass(0), ("slack", slack.to_json())]),
            Stage::MinHead => Json::fields([pass(1)]),
            Stage::MinRest { bound } => Json::fields([pass(2), ("bound", bound.to_json())]),
            Stage::Unattacked => Json::fields([pass(3)]),
        }
    }
}

/// The minimum's parts run first, in one run, to find the bound for the
/// others: the first kinds on the corner, where the best placements are packed.
const HEAD: usize = 3;

/// What one or more consecutive parts of a pass found (placements cross
/// `postMessage` as their codes; `fewest` as `[squares, code]` or `null`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShareReply {
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

impl FromJson for ShareReply {
    fn from_json(json: &Json) -> Result<ShareReply, JsonError> {
        let object = json.object()?;
        Ok(ShareReply {
            best: object.field("best")?,
            configurations: object.field("configurations")?,
            placements: object.field("placements")?,
            examples: object.field("examples")?,
            by_squares: object.field("by_squares")?,
            fewest: fewest_from_json(object).map_err(|error| error.in_field("fewest"))?,
            alone: object.field("alone")?,
            alone_counts: object.field("alone_counts")?,
            stats: object.field("stats")?,
        })
    }
}

/// A reply's `fewest`: `null`, or the pair `[squares, code]` (the shape it has always had).
fn fewest_from_json(object: Object<'_>) -> Result<Option<(u32, Placement)>, JsonError> {
    match object.required("fewest")? {
        Json::Null => Ok(None),
        Json::Array(pair) => match pair.as_slice() {
            [squares, placement] => Ok(Some((u32::from_json(squares)?, Placement::from_json(placement)?))),
            _ => Err(JsonError(format!("{} items, not 2", pair.len()))),
        },
        _ => Err(JsonError("not a list".into())),
    }
}

impl ToJson for ShareReply {
    fn to_json(&self) -> Json {
        let fewest = self.fewest.as_ref().map_or(Json::Null, |(squares, placement)| {
            Json::Array(vec![squares.to_json(), placement.to_json()])
        });
        Json::fields([
            ("best", self.best.to_json()),
            ("configurations", self.configurations.to_json()),
            ("placements", self.placements.to_json()),
            ("examples", self.examples.to_json()),
            ("by_squares", self.by_squares.to_json()),
            ("fewest", fewest),
            ("alone", self.alone.to_json()),
            ("alone_counts", self.alone_counts.to_json()),
            ("stats", self.stats.to_json()),
        ])
    }
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
    /// Whether its parts run as one search (the minimum's head, where each
    /// prunes with the best of those before): it is then one part.
    whole: bool,
}

impl<'p> Pass<'p> {
    /// The pass `stage` of `problem`'s search.
    #[must_use]
    pub fn of(problem: &'p Problem, stage: Stage) -> Pass<'p> {
        match stage {
            Stage::Max { slack } => Pass::new(problem, Kind::Max { slack }),
            Stage::Unattacked => Pass::new(problem, Kind::Unattacked),
            // The parts are numbered without a bound, so both stages number them alike.
            Stage::MinHead => {
                Pass { whole: true, ..Pass::new(problem, Kind::Min { bound: None }).only(0..HEAD) }
            }
            Stage::MinRest { bound } => {
                let pass = Pass::new(problem, Kind::Min { bound: None });
                Pass { kind: Kind::Min { bound }, ..pass.only(HEAD..pass.len()) }
            }
        }
    }

    fn new(problem: &'p Problem, kind: Kind) -> Pass<'p> {
        let geometry = Geometry::new(problem.side() as u8);
        let layout = layout(problem, &geometry);
        // Two pieces make a few hundred parts of a maximum; the minimum's
        // branch and bound is cut after its first piece, above which nothing depends on a bound.
        let level = if matches!(kind, Kind::Min { .. }) { 1 } else { 2 };
        let mut pass =
            Pass { problem, geometry, layout, kind, level, parts: 0..0, top: Stats::default(), whole: false };
        let mut count = Gate::count(level);
        pass.top = pass.search(&mut count, &mut |_| {}).stats;
        pass.parts = 0..count.seen();
        pass
    }

    /// The same pass, only its parts `parts` (numbered from 0 within this pass).
    #[must_use]
    pub fn only(&self, parts: Range<usize>) -> Pass<'p> {
        let range = self.range(parts);
        let top = if range.start == 0 { self.top } else { Stats::default() };
        Pass { parts: range, top, ..self.clone() }
    }

    /// The parts `parts` (numbered from 0 within this pass) as parts of the
    /// whole search; a whole pass's one part is all of them.
    fn range(&self, parts: Range<usize>) -> Range<usize> {
        if self.whole {
            let all = parts.start == 0 && parts.end > 0;
            return if all { self.parts.clone() } else { self.parts.end..self.parts.end };
        }
        let start = (self.parts.start + parts.start).min(self.parts.end);
        let end = (self.parts.start + parts.end).clamp(start, self.parts.end);
        start..end
    }

    /// The share `share` of this pass (consecutive parts, as even as can
    /// be); the nodes above the parts go with the first share, so that the
    /// shares' replies joined in order are the pass's.
    #[must_use]
    pub fn share(&self, share: Share) -> Pass<'p> {
        let top = if share.is_first() { self.top } else { Stats::default() };
        Pass { top, ..self.only(share.range(self.len())) }
    }

    /// Runs every part on its own, one after the other, and joins them: what
    /// threads that each take one part at a time do, so the statistics are
    /// theirs (a minimum's part prunes only with its bound, not with the
    /// parts before it). `progress` hears of the parts finished.
    pub fn run_parts(&self, progress: &mut dyn FnMut(Progress)) -> ShareReply {
        let total = self.len() as u64;
        self.join((0..self.len()).map(|part| {
            let reply = self.run(part..part + 1, &mut |_| {});
            progress(Progress { done: part as u64 + 1, total, found: 0 });
            reply
        }))
    }

    fn search(&self, gate: &mut Gate, progress: &mut dyn FnMut(Progress)) -> ShareReply {
        let (problem, geometry, layout) = (self.problem, &self.geometry, &self.layout);
        match self.kind {
            Kind::Max { slack } => {
                let (tally, stats) =
                    max_pass(problem, geometry, layout, Method::Hitting, slack, gate, progress);
                ShareReply::of(tally, stats)
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
                ShareReply::of(tally, stats)
            }
            Kind::Unattacked => {
                let (examples, placements, stats) = spread(problem, geometry, layout, gate, progress);
                ShareReply { alone: examples, alone_counts: placements, stats, ..ShareReply::default() }
            }
        }
    }
}

impl Parts for Pass<'_> {
    type Reply = ShareReply;

    fn len(&self) -> usize {
        if self.whole {
            usize::from(!self.parts.is_empty())
        } else {
            self.parts.len()
        }
    }

    /// Runs the parts `parts` (numbered within this pass); `progress` hears
    /// of the top-level branches, as a whole search's does.
    fn run(&self, parts: Range<usize>, progress: &mut dyn FnMut(Progress)) -> ShareReply {
        self.search(&mut Gate::parts(self.level, self.range(parts)), progress)
    }

    /// Joins the replies of consecutive runs of parts, in order, with the
    /// statistics of the nodes above the parts.
    fn join(&self, replies: impl IntoIterator<Item = ShareReply>) -> ShareReply {
        let objective = match self.kind {
            Kind::Min { .. } => Objective::Min,
            Kind::Max { .. } | Kind::Unattacked => Objective::Max,
        };
        let start = ShareReply { stats: self.top, ..ShareReply::default() };
        start.joined(replies, &(objective, self.problem.example_limit()))
    }
}

impl ShareReply {
    fn of(tally: Tally<'_>, stats: Stats) -> ShareReply {
        ShareReply {
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

    /// The table this reply of a whole unattacked pass is, on a board of `side`.
    pub(super) fn table(self, side: usize) -> Unattacked {
        let mut examples = self.alone;
        examples.resize(64, None);
        let mut placements = self.alone_counts;
        placements.resize(64, 0);
        Unattacked { side, examples, placements, stats: self.stats }
    }

    /// The solution this reply of a whole search is.
    pub(super) fn solution(self, objective: Objective) -> Solution {
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

impl Join for ShareReply {
    /// Which value is better (the larger or the smaller), and the most examples kept.
    type Rule = (Objective, usize);

    /// Adds `later`, the reply of the parts right after these, as one run
    /// meeting its configurations after these would. A search's own counts
    /// never come near `u64::MAX`; they saturate rather than wrap.
    fn append(&mut self, later: ShareReply, rule: &(Objective, usize)) {
        self.merge(later, rule, &mut |sum, count, _| sum.saturating_add(count));
    }
}

impl ShareReply {
    /// [`Join::append`] with every count added by `add` (the sum, the count
    /// and its field, as a reply line names it): saturating for a search's
    /// own parts, checked for replies read from lines ([`CoverReplies`](super::CoverReplies)).
    pub(super) fn merge(
        &mut self,
        later: ShareReply,
        &(objective, max_examples): &(Objective, usize),
        add: &mut dyn FnMut(u64, u64, &'static str) -> u64,
    ) {
        let better = |a: u32, b: u32| match objective {
            Objective::Max => a > b,
            Objective::Min => a < b,
        };
        let stats = Stats {
            nodes: add(self.stats.nodes, later.stats.nodes, "nodes"),
            leaves: add(self.stats.leaves, later.stats.leaves, "leaves"),
            survivors: add(self.stats.survivors, later.stats.survivors, "survivors"),
            passes: self.stats.passes.max(later.stats.passes),
        };
        let alone = std::mem::take(&mut self.alone);
        let alone_counts = std::mem::take(&mut self.alone_counts);
        match (self.best, later.best) {
            (_, None) => {}
            (None, Some(_)) => *self = later.clone(),
            (Some(mine), Some(theirs)) if better(theirs, mine) => *self = later.clone(),
            (Some(mine), Some(theirs)) if mine == theirs => {
                self.configurations = add(self.configurations, later.configurations, "configurations");
                self.placements = add(self.placements, later.placements, "placements");
                let room = max_examples.saturating_sub(self.examples.len());
                self.examples.extend(later.examples.iter().take(room).cloned());
                if self.by_squares.len() < later.by_squares.len() {
                    self.by_squares.resize(later.by_squares.len(), 0);
                }
                for (sum, &count) in self.by_squares.iter_mut().zip(&later.by_squares) {
                    *sum = add(*sum, count, "squares");
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
        join_alone(&mut self.alone, &mut self.alone_counts, later.alone, later.alone_counts, add);
    }
}

/// Adds a later part's unattacked table to an earlier one's: the earlier example stays.
fn join_alone(
    examples: &mut Vec<Option<Placement>>,
    counts: &mut Vec<u64>,
    later: Vec<Option<Placement>>,
    later_counts: Vec<u64>,
    add: &mut dyn FnMut(u64, u64, &'static str) -> u64,
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
        *sum = add(*sum, count, "alone");
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::coverage::{solve, solve_by, unattacked, unattacked_by, BishopRule, PieceSet};

    /// Runs `pass` in chunks of `chunk` parts, last chunk first, and joins them in order.
    fn chunked(pass: &Pass<'_>, chunk: usize) -> ShareReply {
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
