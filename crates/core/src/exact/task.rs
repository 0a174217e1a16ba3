//! The exact-attack jobs a worker or the command line runs: prove the fewest
//! pieces, or count every solution. Requests carry the problem's text form
//! (checked when run) and replies carry placements as codes, so both cross
//! `postMessage` as plain data.

use serde::{Deserialize, Serialize};

use super::{CountReply, MinReply, PartReply, Problem, ProblemTextError, Solver, Split};
use crate::job::{share_range, Progress, Task};

/// The most example placements a reply carries for the page to browse:
/// enough to step through, few enough that memory stays small.
pub const MAX_BROWSED: usize = 1000;

/// Prove the fewest pieces that solve a problem, and list the minimal placements.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MinTask {
    /// The problem's text form, e.g. `5x5,k=2,vacant` (see [`Problem::parse`]).
    pub problem: String,
}

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
    pub fn run_by(&self, run: &mut dyn FnMut(&Split<'_>) -> PartReply) -> Result<MinReply, ProblemTextError> {
        let problem = Problem::parse(&self.problem)?;
        Ok(Solver::new(&problem).with_max_examples(MAX_BROWSED).minimum_by(run))
    }
}

/// Count every solution of a problem, optionally only those with at most `max_pieces` pieces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountTask {
    /// The problem's text form (see [`Problem::parse`]).
    pub problem: String,
    /// Count only placements with at most this many pieces.
    #[serde(default)]
    pub max_pieces: Option<u32>,
}

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
        run: &mut dyn FnMut(&Split<'_>) -> PartReply,
    ) -> Result<CountReply, ProblemTextError> {
        let problem = Problem::parse(&self.problem)?;
        Ok(Solver::new(&problem).with_max_examples(MAX_BROWSED).count_by(self.max_pieces, run))
    }
}

/// One share of a split search, as a worker runs it: of the search of
/// `problem` with at most `cap` pieces cut into parts ([`Solver::split`]),
/// share `share` of `shares` (consecutive parts). The replies of every share,
/// joined in order ([`PartReply::append`] with [`MAX_BROWSED`] examples),
/// are one run's; share 0 also carries the nodes above the parts.
///
/// ```
/// use chesslab_core::{exact::{PartTask, Problem, Solver, PartReply, MAX_BROWSED}, job::Task};
///
/// let share = |share| PartTask { problem: "4x4,k=2".into(), cap: Some(7), share, shares: 3 };
/// let mut joined = PartReply { complete: true, ..PartReply::default() };
/// for i in 0..3 {
///     joined.append(share(i).run(&mut |_| {})?, MAX_BROWSED);
/// }
/// let whole = Solver::new(&Problem::parse("4x4,k=2")?).with_max_examples(MAX_BROWSED).count(Some(7), &mut |_| {});
/// assert_eq!((joined.total, joined.unique, joined.nodes), (whole.total, whole.unique, whole.nodes));
/// assert_eq!(joined.examples, whole.examples);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartTask {
    /// The problem's text form (see [`Problem::parse`]).
    pub problem: String,
    /// The piece cap of this search (a minimum proof searches cap after cap).
    pub cap: Option<u32>,
    /// Which share, from 0.
    pub share: u32,
    /// How many shares the parts are dealt into.
    pub shares: u32,
}

impl Task for PartTask {
    type Reply = PartReply;
    type Error = ProblemTextError;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<PartReply, ProblemTextError> {
        let problem = Problem::parse(&self.problem)?;
        let solver = Solver::new(&problem).with_max_examples(MAX_BROWSED);
        let split = solver.split(self.cap);
        let reply = split.run(share_range(split.len(), self.share, self.shares), progress);
        Ok(if self.share == 0 { split.join([reply]) } else { reply })
    }
}
