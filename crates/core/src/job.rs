//! [`Job`]: every task a worker can run, as sent over `postMessage`: the
//! one module that names the tasks of every puzzle family. The protocol
//! itself (what a task is, its progress and events, the messages) is in
//! [`crate::task`], which names no family.
//!
//! ```
//! use chesslab_core::{job::Job, queens, task::{run_to_event, Event}};
//!
//! let job: Job = queens::ListTask { problem: queens::Problem::new(4)?, limit: 10 }.into();
//! let Job::QueensList(task) = &job else { panic!("{job:?}") };
//! let Event::Done(list) = run_to_event(task, &mut |_| {}) else { panic!("4 queens have solutions") };
//! assert_eq!(list.solutions.len(), 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use serde::{Deserialize, Serialize};

use crate::{coverage, exact, queens, solo, task::Task};

// The protocol's items used by the Solo pages under their old path (code
// another change owns); new code takes them from `crate::task`.
pub use crate::task::{run_to_event, Event, Progress};

/// Something that can be done with any task, whatever its type: a worker
/// runs it and posts its typed reply.
pub trait TaskVisitor {
    /// Called with the task inside a [`Job`].
    fn visit<T: Task>(&mut self, task: &T);
}

/// Declares [`Job`]: one variant per task type, with `From` and dispatch.
macro_rules! job_list {
    ($($(#[$doc:meta])* $variant:ident($task:ty),)*) => {
        /// Every task a worker can run, as sent over `postMessage`.
        ///
        /// ```
        /// use chesslab_core::{job::Job, queens};
        ///
        /// let job: Job = queens::ListTask { problem: queens::Problem::new(6)?, limit: 3 }.into();
        /// let text = serde_json::to_string(&job)?;
        /// assert!(text.starts_with(r#"{"type":"queens_list""#), "{text}");
        /// assert_eq!(serde_json::from_str::<Job>(&text)?, job);
        /// # Ok::<(), Box<dyn std::error::Error>>(())
        /// ```
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "type", rename_all = "snake_case")]
        pub enum Job {
            $($(#[$doc])* $variant($task),)*
        }

        impl Job {
            /// Hands the task inside to `visitor`, with its own type.
            pub fn visit(&self, visitor: &mut impl TaskVisitor) {
                match self {
                    $(Job::$variant(task) => visitor.visit(task),)*
                }
            }
        }

        $(impl From<$task> for Job {
            fn from(task: $task) -> Job {
                Job::$variant(task)
            }
        })*
    };
}

job_list! {
    /// Solve a Solo Chess position.
    SoloSolve(solo::SolveTask),
    /// Generate a Solo Chess puzzle.
    SoloGenerate(solo::GenerateTask),
    /// Whether a Solo Chess game can still be won, and if not why.
    SoloDeadEnd(solo::DeadEndTask),
    /// Count one share of an N-queens problem's solutions.
    QueensCount(queens::CountTask),
    /// List N-queens solutions for the browser.
    QueensList(queens::ListTask),
    /// Find the configurations covering the most (or fewest) squares.
    Cover(coverage::CoverTask),
    /// Prove whether a piece set can attack every square.
    CoverAll(coverage::CoverAllTask),
    /// For every square, a configuration leaving only it unattacked.
    CoverUnattacked(coverage::UnattackedTask),
    /// Run one share of one pass of a split coverage search.
    CoverShare(coverage::ShareTask),
    /// Prove the fewest pieces attacking every cell exactly k times.
    ExactMin(exact::MinTask),
    /// Count every exact-attack solution.
    ExactCount(exact::CountTask),
    /// Run one share of a split exact-attack search.
    ExactShare(exact::ShareTask),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_names_its_task_and_reads_back() {
        let job: Job = queens::ListTask { problem: queens::Problem::new(6).unwrap(), limit: 3 }.into();
        let text = serde_json::to_string(&job).unwrap();
        assert!(text.starts_with(r#"{"type":"queens_list""#), "{text}");
        assert_eq!(serde_json::from_str::<Job>(&text).unwrap(), job);
    }

    #[test]
    fn visiting_a_job_runs_its_own_task_type() {
        struct Runner(Vec<String>);
        impl TaskVisitor for Runner {
            fn visit<T: Task>(&mut self, task: &T) {
                let event = run_to_event(task, &mut |_| {});
                self.0.push(serde_json::to_string(&event).unwrap());
            }
        }
        let mut runner = Runner(Vec::new());
        Job::from(queens::ListTask { problem: queens::Problem::new(4).unwrap(), limit: 10 })
            .visit(&mut runner);
        let bad = solo::SolveTask {
            puzzle: "9/4".into(),
            played: Vec::new(),
            rules: Default::default(),
            count: false,
        };
        Job::from(bad).visit(&mut runner);
        assert_eq!(runner.0[0], r#"{"type":"done","n":4,"solutions":[[1,3,0,2],[2,0,3,1]],"complete":true}"#);
        assert!(
            runner.0[1].starts_with(r#"{"type":"error","message":"bad puzzle code: rank 1"#),
            "{}",
            runner.0[1]
        );
        let unread = serde_json::from_str::<Job>(r#"{"type":"queens_list","problem":{"n":99},"limit":1}"#);
        assert!(unread.unwrap_err().to_string().contains("board size 99"));
    }
}
