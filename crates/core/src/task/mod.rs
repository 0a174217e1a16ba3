//! The task protocol, shared by the web worker, the command line and the
//! tests, so every front end runs the same core code: a [`Task`] knows the
//! type of its reply, reports [`Progress`] while it runs, and a worker
//! sends its outcome as an [`Event`] ([`run_to_event`]) inside a
//! [`message::Response`].
//!
//! This module names no puzzle family: each family defines its own tasks
//! (in its own module), and [`crate::job::Job`] is the one list of them
//! that a worker can run. Searches cut into parts and dealt in shares
//! speak the vocabulary of [`split`].
//!
//! Names follow one rule: a task `XTask` replies `XReply` (`solo::SolveTask`
//! replies `solo::SolveReply`, `queens::CountTask` replies `queens::CountReply`),
//! except that a task that is a variant of another shares its reply
//! (`coverage::CoverAllTask` replies `coverage::CoverReply`).
//!
//! Running a task natively, as the command line does:
//!
//! ```
//! use chesslab_core::{solo, task::Task};
//!
//! let start = solo::parse_code("2Q1/2R1/N3/1P2")?;
//! let task = solo::SolveTask {
//!     puzzle: "2Q1/2R1/N3/1P2".into(),
//!     played: vec![solo::parse_move("Qc4xc3", &start, solo::Rules::SOLITAIRE)?], // the player's first move
//!     rules: solo::RulesPreset::Solitaire,
//!     count: true,
//! };
//! let reply = task.run(&mut |_progress| {})?;
//! assert!(reply.solvable);
//! let line: Vec<String> = reply.moves.iter().map(ToString::to_string).collect();
//! assert_eq!(line, ["Na2xc3", "Nc3xb1"]);
//! assert_eq!(reply.sequences, Some(1));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod kept;
pub mod line;
pub mod line_join;
pub mod message;
pub mod split;

pub use message::{Request, Response, READY, UNKNOWN_REQUEST};
pub use split::{share_range, Cut, Join, Parts, Round, Share, ShareError, Shares};

/// A piece of work for a worker: a request that knows the type of its reply.
///
/// ```
/// use chesslab_core::{queens, solo, task::{Progress, Share, Task}};
///
/// // Half of the 8-queens count: the other share could run on another worker.
/// let problem = queens::Problem::new(8)?;
/// let half = |index| Ok::<_, Box<dyn std::error::Error>>(queens::CountTask {
///     problem: problem.clone(),
///     share: Share::new(index, 2)?,
/// });
/// let mut last = Progress::default();
/// let first = half(0)?.run(&mut |progress| last = progress)?;
/// let second = half(1)?.run(&mut |_| {})?;
/// assert_eq!(first.total + second.total, 92);
/// assert_eq!(last.done, last.total);
///
/// // A task with bad input is refused with its own error type.
/// let bad = solo::SolveTask { puzzle: "9/4".into(), played: Vec::new(), rules: Default::default(), count: false };
/// assert!(bad.run(&mut |_| {}).unwrap_err().to_string().starts_with("bad puzzle code"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// How a task and its reply cross to a worker is not the task's concern: as JSON text
/// ([`crate::json`]), through [`crate::job::Job`].
pub trait Task {
    /// What the task answers.
    type Reply;
    /// Why the task's input may be refused.
    type Error: std::error::Error;

    /// Runs the task to the end, calling `progress` now and then on long tasks.
    ///
    /// # Errors
    /// [`Task::Error`] when the task's input is invalid.
    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<Self::Reply, Self::Error>;
}

/// How far a long job has got.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
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
    /// use chesslab_core::task::Progress;
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
/// Tagged from outside (`{"done": {…}}`), not by a field inside: reading
/// an inner tag buffers the whole reply first, and that code, once per
/// reply type, made up a tenth of the page's wasm.
#[derive(Clone, Debug, PartialEq)]
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

/// Runs a task and wraps the result as the final [`Event`], as a worker sends it.
///
/// ```
/// use chesslab_core::{exact, task::{run_to_event, Event}};
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_fraction_stays_between_zero_and_one() {
        assert_eq!(Progress::default().fraction(), 0.0);
        assert_eq!(Progress { done: 3, total: 4, found: 0 }.fraction(), 0.75);
        assert_eq!(Progress { done: 9, total: 4, found: 0 }.fraction(), 1.0);
    }
}
