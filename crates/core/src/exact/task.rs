//! The exact-attack jobs a worker or the command line runs: prove the fewest
//! pieces, or count every solution. Requests carry the problem's text form
//! (checked when run) and replies carry placements as codes, so both cross
//! `postMessage` as plain data.

use super::{CountReply, MinReply, Problem, ProblemTextError, ShareReply, Solver, Split, MAX_PIECES_ASKED};
use crate::{
    json::{json_record, FromJson, Json, JsonError, ToJson},
    task::{Parts, Progress, Share, ShareError, Task},
};

/// The most example placements a reply carries for the page to browse:
/// enough to step through, few enough that memory stays small.
pub const MAX_BROWSED: usize = 1000;

/// Prove the fewest pieces that solve a problem, and list the minimal placements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MinTask {
    /// The problem's text form, e.g. `5x5,k=2,vacant` (see [`Problem::parse`]).
    pub problem: String,
}

// Its JSON, as the page sends it and the worker reads it (the problem checked).
json_record!(MinTask { problem } checked by MinTask::checked);

impl Task for MinTask {
    type Reply = MinReply;
    type Error = ProblemTextError;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<MinReply, ProblemTextError> {
        let problem = Problem::parse(&self.problem)?;
        Ok(Solver::new(&problem).with_max_examples(MAX_BROWSED).minimum(progress))
    }
}

impl MinTask {
    /// [`Task::run`] with each cap's search cut into parts that `run` runs
    /// (on several threads, say) and joins in order; the same reply.
    ///
    /// # Errors
    /// When the problem's text is invalid.
    pub fn run_by(
        &self,
        run: &mut dyn FnMut(&Split<'_>) -> ShareReply,
    ) -> Result<MinReply, ProblemTextError> {
        let problem = Problem::parse(&self.problem)?;
        Ok(Solver::new(&problem).with_max_examples(MAX_BROWSED).minimum_by(run))
    }
}

/// Count every solution of a problem, optionally only those with at most `max_pieces` pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountTask {
    /// The problem's text form (see [`Problem::parse`]).
    pub problem: String,
    /// Count only placements with at most this many pieces.
    pub max_pieces: Option<u32>,
}

// Its JSON, as the page sends it and the worker reads it (the problem and the cap checked).
json_record!(CountTask { problem, max_pieces(default) } checked by CountTask::checked);

impl Task for CountTask {
    type Reply = CountReply;
    type Error = ProblemTextError;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<CountReply, ProblemTextError> {
        let problem = Problem::parse(&self.problem)?;
        Ok(Solver::new(&problem).with_max_examples(MAX_BROWSED).count(self.max_pieces, progress))
    }
}

impl CountTask {
    /// [`Task::run`] with the search cut into parts that `run` runs and
    /// joins in order; the same reply.
    ///
    /// # Errors
    /// When the problem's text is invalid.
    pub fn run_by(
        &self,
        run: &mut dyn FnMut(&Split<'_>) -> ShareReply,
    ) -> Result<CountReply, ProblemTextError> {
        let problem = Problem::parse(&self.problem)?;
        Ok(Solver::new(&problem).with_max_examples(MAX_BROWSED).count_by(self.max_pieces, run))
    }
}

/// One share of a split search, as a worker runs it: of the search of
/// `problem` with at most `cap` pieces cut into parts ([`Solver::split`]),
/// share `share` of `shares` (consecutive parts). The replies of every share,
/// joined in order ([`Join`](crate::task::Join) with [`MAX_BROWSED`] examples),
/// are one run's; share 0 also carries the nodes above the parts. Sent as
/// `{"problem": "4x4,k=2", "cap": 7, "share": 1, "shares": 3}`, every field
/// checked when read.
///
/// ```
/// use chesslab_core::{exact::{ShareTask, Problem, Solver, ShareReply, MAX_BROWSED}, task::{Join, Share, Task}};
///
/// let mut joined = ShareReply::empty();
/// for share in Share::all(3) {
///     let task = ShareTask { problem: "4x4,k=2".into(), cap: Some(7), share };
///     joined.append(task.run(&mut |_| {})?, &MAX_BROWSED);
/// }
/// let whole = Solver::new(&Problem::parse("4x4,k=2")?).with_max_examples(MAX_BROWSED).count(Some(7), &mut |_| {});
/// assert_eq!((joined.total, joined.unique, joined.nodes), (whole.total, whole.unique, whole.nodes));
/// assert_eq!(joined.examples, whole.examples);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareTask {
    /// The problem's text form (see [`Problem::parse`]).
    pub problem: String,
    /// The piece cap of this search (a minimum proof searches cap after cap).
    pub cap: Option<u32>,
    /// Which share of the parts ([`Share::range`]: consecutive parts).
    pub share: Share,
}

impl Task for ShareTask {
    type Reply = ShareReply;
    type Error = ProblemTextError;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<ShareReply, ProblemTextError> {
        let problem = Problem::parse(&self.problem)?;
        let solver = Solver::new(&problem).with_max_examples(MAX_BROWSED);
        let split = solver.split(self.cap);
        let reply = split.run(self.share.range(split.len()), progress);
        Ok(if self.share.is_first() { split.join([reply]) } else { reply })
    }
}

/// Why an exact-attack task was refused when read: the field at fault and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
enum ReadError {
    #[error("problem: {0}")]
    Problem(#[from] ProblemTextError),
    #[error("{field} {value} is out of range: a piece cap is from {min} to {MAX_PIECES_ASKED}")]
    Cap { field: &'static str, value: u32, min: u32 },
    #[error("{0}")]
    Share(#[from] ShareError),
}

/// Checks a task's problem text when read.
fn check_problem(problem: &str) -> Result<(), ReadError> {
    Problem::parse(problem)?;
    Ok(())
}

/// Checks a piece cap named `field` when read: from `min` to [`MAX_PIECES_ASKED`].
fn check_cap(field: &'static str, cap: Option<u32>, min: u32) -> Result<(), ReadError> {
    match cap {
        Some(value) if !(min..=MAX_PIECES_ASKED).contains(&value) => {
            Err(ReadError::Cap { field, value, min })
        }
        _ => Ok(()),
    }
}

impl MinTask {
    /// The task, if its problem's text reads.
    fn checked(self) -> Result<MinTask, ReadError> {
        check_problem(&self.problem)?;
        Ok(self)
    }
}

impl CountTask {
    /// The task, if its problem's text reads and its cap is one a person may ask (`parse_max_pieces`).
    fn checked(self) -> Result<CountTask, ReadError> {
        check_problem(&self.problem)?;
        check_cap("max_pieces", self.max_pieces, 1)?;
        Ok(self)
    }
}

/// Its share flat, as two numbers: `{"problem":…,"cap":…,"share":1,"shares":3}`,
/// every field checked when read (`cap` may be left out: no cap).
impl FromJson for ShareTask {
    fn from_json(json: &Json) -> Result<ShareTask, JsonError> {
        let object = json.object()?;
        let problem: String = object.field("problem")?;
        let cap = object.field_or_default("cap")?;
        let (share, shares) = (object.field("share")?, object.field("shares")?);
        ShareTask::checked(problem, cap, share, shares).map_err(|error| JsonError(error.to_string()))
    }
}

impl ToJson for ShareTask {
    fn to_json(&self) -> Json {
        Json::fields([
            ("problem", self.problem.to_json()),
            ("cap", self.cap.to_json()),
            ("share", self.share.index().to_json()),
            ("shares", self.share.of().to_json()),
        ])
    }
}

impl ShareTask {
    /// The task of these fields as read, if its share exists, its problem's
    /// text reads and its cap is at most a piece on every cell.
    fn checked(problem: String, cap: Option<u32>, share: u32, shares: u32) -> Result<ShareTask, ReadError> {
        let share = Share::new(share, shares)?;
        check_problem(&problem)?;
        check_cap("cap", cap, 0)?;
        Ok(ShareTask { problem, cap, share })
    }
}
