//! The exact-attack jobs a worker or the command line runs: prove the fewest
//! pieces, or count every solution. Requests carry the problem's text form
//! (checked when run) and replies carry placements as codes, so both cross
//! `postMessage` as plain data.

use serde::{Deserialize, Serialize};

use super::{CountReply, MinReply, PartReply, Problem, ProblemTextError, Solver, Split};
use crate::job::{Progress, Task};

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
