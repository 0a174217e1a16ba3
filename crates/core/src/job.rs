//! Jobs and their events: the one protocol shared by the web worker, the
//! command line and the tests, so every front end runs the same core code.
//!
//! Each puzzle family defines its own [`Task`]s (in its own module), each with
//! its own reply type: the command line calls [`Task::run`] directly and gets
//! that type back; the page sends a task to a worker wrapped in a [`Job`] and
//! reads the reply as that same type. [`Job`] is the list of every task a
//! worker can run, declared once below.
//!
//! Names follow one rule: a task `XTask` replies `XReply` (`solo::SolveTask`
//! replies `solo::SolveReply`, `queens::CountTask` replies `queens::CountReply`),
//! except that a task that is a variant of another shares its reply
//! (`coverage::CoverAllTask` replies `coverage::CoverReply`).
//!
//! Running a task natively, as the command line does:
//!
//! ```
//! use chesslab_core::{job::Task, solo};
//!
//! let task = solo::SolveTask {
//!     puzzle: "2Q1/2R1/N3/1P2".into(),
//!     played: vec!["Qc4xc3".into()], // the player has made a first move
//!     rules: solo::RulesPreset::Solitaire,
//!     count: true,
//! };
//! let reply = task.run(&mut |_progress| {})?;
//! assert!(reply.solvable);
//! assert_eq!(reply.moves, ["Na2xc3", "Nc3xb1"]);
//! assert_eq!(reply.sequences, Some(1));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use serde::{de::DeserializeOwned, Deserialize, Serialize};

use crate::{coverage, exact, queens, solo};

/// A piece of work for a worker: a request that knows the type of its reply.
///
/// ```
/// use chesslab_core::{job::{Progress, Task}, queens};
///
/// // Half of the 8-queens count: the other share could run on another worker.
/// let problem = queens::Problem::new(8)?;
/// let half = |part| queens::CountTask { problem: problem.clone(), part, parts: 2 };
/// let mut last = Progress::default();
/// let first = half(0).run(&mut |progress| last = progress)?;
/// let second = half(1).run(&mut |_| {})?;
/// assert_eq!(first.total + second.total, 92);
/// assert_eq!(last.done, last.total);
///
/// // A task with bad input is refused with its own error type.
/// assert!(half(2).run(&mut |_| {}).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Task: Serialize + DeserializeOwned + Into<Job> {
    /// What the task answers.
    type Reply: Serialize + DeserializeOwned;
    /// Why the task's input may be refused.
    type Error: std::error::Error;

    /// Runs the task to the end, calling `progress` now and then on long tasks.
    ///
    /// # Errors
    /// [`Task::Error`] when the task's input is invalid.
    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<Self::Reply, Self::Error>;
}

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
    CoverPass(coverage::PassTask),
    /// Prove the fewest pieces attacking every cell exactly k times.
    ExactMin(exact::MinTask),
    /// Count every exact-attack solution.
    ExactCount(exact::CountTask),
    /// Run one share of a split exact-attack search.
    ExactPart(exact::PartTask),
}

/// How far a long job has got.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// Units of work finished.
    pub done: u64,
    /// Units of work in all.
    pub total: u64,
    /// Solutions found so far.
    pub found: u64,
}

impl Progress {
    /// The share of the work done, from 0 to 1.
    ///
    /// ```
    /// use chesslab_core::job::Progress;
    /// assert_eq!(Progress { done: 3, total: 4, found: 0 }.fraction(), 0.75);
    /// assert_eq!(Progress::default().fraction(), 0.0); // nothing known yet
    /// ```
    #[must_use]
    pub fn fraction(self) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            (self.done as f64 / self.total as f64).min(1.0)
        }
    }
}

/// What a worker reports while and after running a task whose reply is `R`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event<R> {
    /// The job is under way.
    Progress(Progress),
    /// The job finished.
    Done(R),
    /// The job could not run; the message is for a person.
    Error {
        /// What went wrong.
        message: String,
    },
}

/// The parts of share `share` of `shares` when `parts` parts are dealt into
/// consecutive, as even as can be, shares (a share past the last is empty):
/// what a worker runs of a split search.
///
/// ```
/// use chesslab_core::job::share_range;
/// assert_eq!([0, 1, 2].map(|share| share_range(10, share, 3)), [0..3, 3..6, 6..10]);
/// assert_eq!(share_range(10, 5, 3), 10..10);
/// ```
#[must_use]
pub fn share_range(parts: usize, share: u32, shares: u32) -> std::ops::Range<usize> {
    let shares = u64::from(shares.max(1));
    let cut = |share: u64| usize::try_from(parts as u64 * share.min(shares) / shares).unwrap_or(parts);
    cut(u64::from(share))..cut(u64::from(share) + 1)
}

/// Runs a task and wraps the result as the final [`Event`], as a worker sends it.
///
/// ```
/// use chesslab_core::{exact, job::{run_to_event, Event}};
///
/// let solved = run_to_event(&exact::MinTask { problem: "3x3,k=1".into() }, &mut |_| {});
/// let Event::Done(min) = solved else { panic!("{solved:?}") };
/// assert_eq!((min.min_pieces, min.solutions), (Some(2), 12));
///
/// let refused = run_to_event(&exact::MinTask { problem: "3x3,k=99".into() }, &mut |_| {});
/// let message = "a cell cannot be attacked 99 times: the most is 16".to_string();
/// assert_eq!(refused, Event::Error { message });
/// ```
pub fn run_to_event<T: Task>(task: &T, progress: &mut dyn FnMut(Progress)) -> Event<T::Reply> {
    match task.run(progress) {
        Ok(reply) => Event::Done(reply),
        Err(error) => Event::Error { message: error.to_string() },
    }
}

/// The [`Response::id`] of an answer that cannot be tied to a request (the request was unreadable).
pub const UNKNOWN_REQUEST: u32 = u32::MAX;

/// The id of the worker's one "ready" message, sent before any job.
pub const READY: u32 = u32::MAX - 1;

/// A job as sent to a worker, numbered so late answers to old jobs can be told apart.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Chosen by the sender (below [`READY`]); echoed in every [`Response`].
    pub id: u32,
    /// The work.
    pub job: Job,
}

/// An event from a worker, with the id of the [`Request`] it belongs to.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Response<R> {
    /// The request's id, [`READY`] or [`UNKNOWN_REQUEST`].
    pub id: u32,
    /// What happened.
    pub event: Event<R>,
}

/// The id of a response, read before its event (whose type depends on the request).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResponseId {
    /// The request's id, [`READY`] or [`UNKNOWN_REQUEST`].
    pub id: u32,
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

    #[test]
    fn progress_fraction_stays_between_zero_and_one() {
        assert_eq!(Progress::default().fraction(), 0.0);
        assert_eq!(Progress { done: 3, total: 4, found: 0 }.fraction(), 0.75);
        assert_eq!(Progress { done: 9, total: 4, found: 0 }.fraction(), 1.0);
    }
}
