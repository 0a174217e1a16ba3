//! The coverage jobs a worker or the command line runs: the best (max or
//! min) configurations of a piece set, and the "each square alone
//! unattacked" table. Requests carry plain settings, checked when run, and
//! replies carry placements as codes, so both cross `postMessage` as data.

use super::{
    reach, solve, solve_by, unattacked, unattacked_by, BishopRule, Method, Objective, Pass, PieceSet,
    PieceSetError, Placement, Problem, ProblemError, ShareReply, Solution, Stage, Stats, Unattacked,
};
use crate::{
    json::{json_record, FromJson, Json, JsonError, ToJson},
    task::{Progress, Share, ShareError, Task},
};

/// The most example configurations a reply carries.
pub const MAX_EXAMPLES: usize = 500;

/// The puzzle's settings: which pieces, which board, which rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The piece set, as letters (`KQRRNNBB`).
    pub pieces: String,
    /// The board's side, 3 to 8.
    pub side: usize,
    /// Which square colours the bishops use.
    pub bishops: BishopRule,
    /// Whether pieces may share a square.
    pub superpose: bool,
}

// Checked by the task that carries them (as a problem, with the task's objective).
json_record!(Settings { pieces, side, bishops(default), superpose(default) });

impl Default for Settings {
    /// The seed's puzzle: K, Q, two rooks, two knights, two bishops on opposite colours, 8×8.
    fn default() -> Settings {
        Settings {
            pieces: PieceSet::CLASSIC.to_string(),
            side: 8,
            bishops: BishopRule::Opposite,
            superpose: false,
        }
    }
}

impl Settings {
    /// The problem these settings describe, for `objective`.
    ///
    /// # Errors
    /// A [`CoverError`] for a bad piece set or a board that cannot hold it.
    pub fn problem(&self, objective: Objective) -> Result<Problem, CoverError> {
        let pieces = PieceSet::parse(&self.pieces)?;
        // With superposition the pieces need no room of their own: the check depends on it.
        let problem = Problem::build(pieces, self.side, self.superpose)?;
        // Room for every symmetry class of the classic maximum (144) and then some; still bounded.
        let problem = problem.with_example_limit(MAX_EXAMPLES);
        Ok(problem.with_bishops(self.bishops).with_objective(objective))
    }
}

/// Why a coverage job could not run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CoverError {
    /// The piece set is invalid.
    #[error("{0}")]
    Pieces(#[from] PieceSetError),
    /// The board or the rules do not fit the pieces.
    #[error("{0}")]
    Problem(#[from] ProblemError),
}

/// Find the configurations attacking the most (or fewest) squares.
/// Its settings are checked when read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoverTask {
    /// The puzzle.
    pub settings: Settings,
    /// Max or min.
    pub objective: Objective,
}

json_record!(CoverTask { settings, objective } checked by CoverTask::checked);

impl CoverTask {
    /// The task, if its settings make a problem.
    fn checked(self) -> Result<CoverTask, ReadError> {
        self.settings.problem(self.objective)?;
        Ok(self)
    }
}

/// The answer to a [`CoverTask`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoverReply {
    /// Max or min.
    pub objective: Objective,
    /// The most (or fewest) squares attacked.
    pub best: Option<u32>,
    /// Best configurations up to the board's eight symmetries.
    pub configurations: u64,
    /// Best configurations as distinct placements (identical pieces interchangeable).
    pub placements: u64,
    /// Some best configurations, one per symmetry class, as codes.
    pub examples: Vec<String>,
    /// Search statistics, in the seed's terms.
    pub stats: SearchStats,
}

json_record!(CoverReply { objective, best, configurations, placements, examples, stats });

/// What the search did: nodes, leaves, boards surviving pass 1, passes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Search-tree nodes visited.
    pub nodes: u64,
    /// Nodes with no children.
    pub leaves: u64,
    /// Complete placements that pass 1 let through to the exact check.
    pub survivors: u64,
    /// Passes made (a maximum may widen its slack and search again).
    pub passes: u32,
}

json_record!(SearchStats { nodes, leaves, survivors, passes });

impl From<Stats> for SearchStats {
    fn from(stats: Stats) -> SearchStats {
        SearchStats {
            nodes: stats.nodes,
            leaves: stats.leaves,
            survivors: stats.survivors,
            passes: stats.passes,
        }
    }
}

impl From<Solution> for CoverReply {
    fn from(solution: Solution) -> CoverReply {
        CoverReply {
            objective: solution.objective,
            best: solution.best,
            configurations: solution.configurations,
            placements: solution.placements,
            examples: solution.examples.iter().map(Placement::code).collect(),
            stats: solution.stats.into(),
        }
    }
}

impl Task for CoverTask {
    type Reply = CoverReply;
    type Error = CoverError;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<CoverReply, CoverError> {
        let problem = self.settings.problem(self.objective)?;
        Ok(solve(&problem, progress).into())
    }
}

impl CoverTask {
    /// [`Task::run`] with each pass cut into parts that `run` runs (on
    /// several threads, say) and joins in order; the same reply.
    ///
    /// # Errors
    /// A [`CoverError`] for bad settings.
    pub fn run_by(&self, run: &mut dyn FnMut(&Pass<'_>) -> ShareReply) -> Result<CoverReply, CoverError> {
        let problem = self.settings.problem(self.objective)?;
        Ok(solve_by(&problem, run).into())
    }
}

/// Can these pieces attack every square? The seed's proof (pass 1 and the
/// exact check with one target: the whole board), much faster than listing
/// every best configuration. Its settings are checked when read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoverAllTask {
    /// The puzzle.
    pub settings: Settings,
}

json_record!(CoverAllTask { settings } checked by CoverAllTask::checked);

impl CoverAllTask {
    /// The task, if its settings make a problem.
    fn checked(self) -> Result<CoverAllTask, ReadError> {
        self.settings.problem(Objective::Max)?;
        Ok(self)
    }
}

impl Task for CoverAllTask {
    type Reply = CoverReply;
    type Error = CoverError;

    /// `best` is `Some(side²)` with the covering configurations, or `None`: the proof that none exists.
    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<CoverReply, CoverError> {
        let problem = self.settings.problem(Objective::Max)?;
        let squares = (problem.side() * problem.side()) as u32;
        Ok(reach(&problem, squares, Method::Hitting, progress).into())
    }
}

/// For every square, a configuration leaving exactly that square unattacked.
/// Its settings are checked when read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnattackedTask {
    /// The puzzle.
    pub settings: Settings,
}

json_record!(UnattackedTask { settings } checked by UnattackedTask::checked);

impl UnattackedTask {
    /// The task, if its settings make a problem.
    fn checked(self) -> Result<UnattackedTask, ReadError> {
        self.settings.problem(Objective::Max)?;
        Ok(self)
    }
}

/// The answer to an [`UnattackedTask`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnattackedReply {
    /// The board's side.
    pub side: usize,
    /// By square index (`rank * 8 + file`): a configuration's code, or `None` when none exists.
    pub examples: Vec<Option<String>>,
    /// By square index: how many distinct placements leave exactly that square unattacked.
    pub placements: Vec<u64>,
    /// Search statistics.
    pub stats: SearchStats,
}

json_record!(UnattackedReply { side, examples, placements, stats });

impl Task for UnattackedTask {
    type Reply = UnattackedReply;
    type Error = CoverError;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<UnattackedReply, CoverError> {
        let problem = self.settings.problem(Objective::Max)?;
        Ok(unattacked(&problem, progress).into())
    }
}

impl UnattackedTask {
    /// [`Task::run`] with the pass cut into parts that `run` runs and joins
    /// in order; the same reply.
    ///
    /// # Errors
    /// A [`CoverError`] for bad settings.
    pub fn run_by(
        &self,
        run: &mut dyn FnMut(&Pass<'_>) -> ShareReply,
    ) -> Result<UnattackedReply, CoverError> {
        let problem = self.settings.problem(Objective::Max)?;
        Ok(unattacked_by(&problem, run).into())
    }
}

impl From<Unattacked> for UnattackedReply {
    fn from(table: Unattacked) -> UnattackedReply {
        UnattackedReply {
            side: table.side,
            examples: table.examples.iter().map(|example| example.as_ref().map(Placement::code)).collect(),
            placements: table.placements,
            stats: table.stats.into(),
        }
    }
}

/// One share of one pass of a split coverage search, as a worker runs it:
/// of the pass `stage` cut into parts ([`Stage::pass`]), share `share` of
/// `shares` (consecutive parts, each run on its own as [`Pass::run_parts`]
/// runs them; a whole stage, [`Stage::is_whole`], runs in one run). The
/// replies of every share of a pass, joined in order, are the pass's
/// ([`PlanShares`](super::PlanShares) deals the shares and joins them).
/// Sent as `{"settings": …, "stage": {"pass": "max", "slack": 3}, "share":
/// 0, "shares": 2}`, every field checked when read (the settings make a
/// problem, the slack or bound is within the board's squares, the share exists).
///
/// ```
/// use chesslab_core::{coverage::{reach, Method, ShareTask, Settings, Stage, Objective}, task::{Share, ShareError, Task}};
///
/// let settings = Settings { pieces: "QRN".into(), side: 5, ..Settings::default() };
/// let stage = Stage::Max { slack: 3 };
/// let share = |index| Ok::<_, ShareError>(ShareTask { settings: settings.clone(), stage, share: Share::new(index, 2)? });
/// let (first, second) = (share(0)?.run(&mut |_| {})?, share(1)?.run(&mut |_| {})?);
/// let whole = reach(&settings.problem(Objective::Max)?, 22, Method::Hitting, &mut |_| {});
/// assert_eq!(first.stats.nodes + second.stats.nodes, whole.stats.nodes);
/// assert_eq!(first.best.max(second.best), whole.best);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareTask {
    /// The puzzle.
    pub settings: Settings,
    /// The pass.
    pub stage: Stage,
    /// Which share of the pass's parts.
    pub share: Share,
}

impl Task for ShareTask {
    type Reply = ShareReply;
    type Error = CoverError;

    /// `progress` hears of the share's parts finished (of a whole stage, of its top-level branches).
    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<ShareReply, CoverError> {
        let problem = self.settings.problem(Objective::Max)?;
        Ok(self.stage.run_share(&self.stage.pass(&problem), self.share, progress))
    }
}

/// Why a coverage task was refused when read: the field at fault and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
enum ReadError {
    #[error("settings: {0}")]
    Settings(#[from] CoverError),
    #[error("{field} {value} is out of range: from 0 to {squares}, the squares of a {side}×{side} board")]
    Squares { field: &'static str, value: u32, squares: u32, side: usize },
    #[error("{0}")]
    Share(#[from] ShareError),
}

impl FromJson for ShareTask {
    fn from_json(json: &Json) -> Result<ShareTask, JsonError> {
        let object = json.object()?;
        let (settings, stage): (Settings, Stage) = (object.field("settings")?, object.field("stage")?);
        let (share, shares) = (object.field("share")?, object.field("shares")?);
        ShareTask::checked(settings, stage, share, shares).map_err(|error| JsonError(error.to_string()))
    }
}

/// The share flat, as `share` and `shares` beside the other fields.
impl ToJson for ShareTask {
    fn to_json(&self) -> Json {
        Json::fields([
            ("settings", self.settings.to_json()),
            ("stage", self.stage.to_json()),
            ("share", self.share.index().to_json()),
            ("shares", self.share.of().to_json()),
        ])
    }
}

impl ShareTask {
    /// The task of these fields, if the settings make a problem, the slack or bound is within
    /// its board's squares and share `share` of `shares` exists.
    fn checked(settings: Settings, stage: Stage, share: u32, shares: u32) -> Result<ShareTask, ReadError> {
        let side = settings.problem(Objective::Max)?.side();
        let squares = u32::try_from(side * side).unwrap_or(u32::MAX);
        // The search adds the slack (or compares the bound) to counts of squares.
        let (field, value) = match stage {
            Stage::Max { slack } => ("slack", slack),
            Stage::MinRest { bound: Some(bound) } => ("bound", bound),
            Stage::MinHead | Stage::MinRest { bound: None } | Stage::Unattacked => ("", 0),
        };
        if value > squares {
            return Err(ReadError::Squares { field, value, squares, side });
        }
        let share = Share::new(share, shares)?;
        Ok(ShareTask { settings, stage, share })
    }
}
