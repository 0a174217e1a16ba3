//! The N-queens jobs a worker or the command line runs: count a share of the
//! solutions, and list solutions for the solution browser.

use serde::{Deserialize, Serialize};

use super::{listing, solve_subproblem, subproblems, CountReply, PartialCount, Problem};
use crate::job::{Progress, Task};

/// Count share `part` of `parts` of a problem's sub-problems (every `parts`-th
/// one from `part`), so several workers can share a count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CountTask {
    /// The board and its blocked squares.
    pub problem: Problem,
    /// This share's number, from 0.
    #[serde(default)]
    pub part: u32,
    /// How many shares the work is split into (at least 1).
    #[serde(default = "one")]
    pub parts: u32,
}

fn one() -> u32 {
    1
}

/// List the first solutions of a problem, in lexicographic order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListTask {
    /// The board and its blocked squares.
    pub problem: Problem,
    /// The most solutions to list.
    pub limit: usize,
}

/// The answer to a [`ListTask`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ListReply {
    /// Board size.
    pub n: usize,
    /// Solutions, each the queen's column in every row from the top.
    pub solutions: Vec<Vec<u8>>,
    /// Whether these are all the solutions (false when the limit cut the list).
    pub complete: bool,
}

/// Why an N-queens job could not run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum QueensTaskError {
    /// The work split is invalid.
    #[error("share {part} of {parts} does not exist")]
    BadSplit {
        /// The share asked for.
        part: u32,
        /// The number of shares.
        parts: u32,
    },
}

impl Task for CountTask {
    type Reply = CountReply;
    type Error = QueensTaskError;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<CountReply, QueensTaskError> {
        if self.parts == 0 || self.part >= self.parts {
            return Err(QueensTaskError::BadSplit { part: self.part, parts: self.parts });
        }
        let all = subproblems(&self.problem);
        let mine: Vec<_> = all.iter().skip(self.part as usize).step_by(self.parts as usize).collect();
        let total = mine.len() as u64;
        let mut sum = PartialCount::default();
        for (done, subproblem) in mine.iter().enumerate() {
            progress(Progress { done: done as u64, total, found: sum.total });
            sum += solve_subproblem(subproblem);
        }
        progress(Progress { done: total, total, found: sum.total });
        Ok(CountReply { n: self.problem.n(), total: sum.total, unique: sum.unique })
    }
}

impl Task for ListTask {
    type Reply = ListReply;
    type Error = std::convert::Infallible;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<ListReply, Self::Error> {
        // One more than asked tells whether the list is complete.
        let (mut solutions, stopped) = listing::solutions_within(
            &self.problem,
            self.limit.saturating_add(1),
            listing::MAX_LISTING_BYTES,
            progress,
        );
        let complete = !stopped && solutions.len() <= self.limit;
        solutions.truncate(self.limit);
        Ok(ListReply { n: self.problem.n(), solutions, complete })
    }
}
