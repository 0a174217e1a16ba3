//! The exact-attack jobs a worker or the command line runs: prove the fewest
//! pieces, or count every solution. Requests carry the problem's text form
//! (checked when run) and replies carry placements as codes, so both cross
//! `postMessage` as plain data.

use serde::{Deserialize, Serialize};

use super::{CountReply, MinReply, Problem, ProblemTextError, Solver};
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
