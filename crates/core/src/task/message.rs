//! The messages between a page and a worker: a [`Request`] carries a job
//! (the list of every task a worker can run, [`crate::job::Job`], which
//! this module does not need to know), a [`Response`] one of its events;
//! both as JSON text ([`crate::json`]).

use super::Event;

/// The [`Response::id`] of an answer that cannot be tied to a request (the request was unreadable).
pub const UNKNOWN_REQUEST: u32 = u32::MAX;

/// The id of the worker's one "ready" message, sent before any job.
pub const READY: u32 = u32::MAX - 1;

/// A job `J` as sent to a worker, numbered so late answers to old jobs can be told apart.
///
/// ```
/// use chesslab_core::{job::{job_json, Job}, json::{parse, FromJson, ToJson}, solo, task::message::Request};
///
/// let task = solo::SolveTask {
///     puzzle: "2Q1/2R1/N3/1P2".into(),
///     played: vec![],
///     rules: solo::RulesPreset::Solo,
///     count: false,
/// };
/// let text = Request { id: 7, job: job_json(&task) }.to_json().to_text();
/// assert_eq!(Request::<Job>::from_json(&parse(&text)?)?, Request { id: 7, job: Job::from(task) });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Request<J> {
    /// Chosen by the sender (below [`READY`]); echoed in every [`Response`].
    pub id: u32,
    /// The work.
    pub job: J,
}

/// An event from a worker, with the id of the [`Request`] it belongs to.
#[derive(Clone, Debug, PartialEq)]
pub struct Response<R> {
    /// The request's id, [`READY`] or [`UNKNOWN_REQUEST`].
    pub id: u32,
    /// What happened.
    pub event: Event<R>,
}
