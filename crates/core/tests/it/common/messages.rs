//! A worker message's round trip, as the page and the worker make it: the helpers every
//! family's `*_messages.rs` test uses.
#![allow(clippy::unwrap_used, clippy::panic)] // tests fail loudly

use std::fmt::Debug;

use chesslab_core::{
    job::{job_json, Job, JobTask},
    json::{parse, FromJson, ToJson},
    task::{run_to_event, Event, Request, Response},
};

/// Sends `task` as the page does (`{"id":…,"job":{"type":…}}` text), reads it as the worker does,
/// runs it there and reads the reply's text back as the page does: the task and the reply come
/// through unchanged. The reply is returned.
pub fn across<T>(task: &T) -> T::Reply
where
    T: JobTask + Clone + Into<Job>,
    T::Reply: Clone + PartialEq + Debug,
{
    let sent = Request { id: 7, job: job_json(task) }.to_json().to_text();
    let read = Request::<Job>::from_json(&parse(&sent).unwrap()).unwrap();
    assert_eq!((read.id, read.job), (7, task.clone().into()), "{sent}");
    let Event::Done(reply) = run_to_event(task, &mut |_| {}) else { panic!("{sent} failed") };
    reads_back(&Response { id: 7, event: Event::Done(reply.clone()) });
    reply
}

/// `response` written as the worker writes it and read as the page reads it.
pub fn reads_back<R: FromJson + ToJson + PartialEq + Debug>(response: &Response<R>) -> Response<R> {
    let text = response.to_json().to_text();
    let read = Response::from_json(&parse(&text).unwrap()).unwrap();
    assert_eq!(&read, response, "{text}");
    read
}

/// The job the page's text `text` holds, as the worker reads it, or why it is refused.
pub fn job(text: &str) -> Result<Job, String> {
    Job::from_text(text).map_err(|error| error.to_string())
}

/// Why the worker refuses the job `text` (which must be refused).
pub fn refused(text: &str) -> String {
    match job(text) {
        Ok(job) => panic!("{text} was read as {job:?}"),
        Err(message) => message,
    }
}
