//! The task protocol's envelope in the page's JSON: a worker's [`Response`]
//! with its [`Event`] (`{"progress":{…}}`, `{"done":{…}}` or
//! `{"error":{"message":…}}`, as serde writes them in the worker) and [`Progress`].

use super::{json_record, FromJson, Json, JsonError, ToJson};
use chesslab_core::task::{Event, Progress, Response};

json_record!(Progress { done, total, found });

/// Tagged from outside, by the variant's name in snake case.
impl<R: FromJson> FromJson for Event<R> {
    fn from_json(json: &Json) -> Result<Event<R>, JsonError> {
        Ok(match event(json)? {
            Event::Done(reply) => Event::Done(R::from_json(reply).map_err(|error| error.in_field("done"))?),
            Event::Progress(progress) => Event::Progress(progress),
            Event::Error { message } => Event::Error { message },
        })
    }
}

/// An event read but for a finished task's reply, left as JSON: the part of every reply type's
/// reader that does not depend on the type, written once (the page's wasm reads four).
fn event(json: &Json) -> Result<Event<&Json>, JsonError> {
    let event = json.object()?;
    if let Some(progress) = event.get("progress") {
        return Progress::from_json(progress)
            .map(Event::Progress)
            .map_err(|error| error.in_field("progress"));
    }
    if let Some(reply) = event.get("done") {
        return Ok(Event::Done(reply));
    }
    match event.get("error") {
        Some(error) => {
            let message = error.object()?.field("message").map_err(|error| error.in_field("error"))?;
            Ok(Event::Error { message })
        }
        None => Err(JsonError("not progress, done or error".into())),
    }
}

impl<R: FromJson> FromJson for Response<R> {
    fn from_json(json: &Json) -> Result<Response<R>, JsonError> {
        let (id, event) = response(json)?;
        Ok(Response { id, event: Event::from_json(event).map_err(|error| error.in_field("event"))? })
    }
}

/// A response's id and its event, unread.
fn response(json: &Json) -> Result<(u32, &Json), JsonError> {
    let response = json.object()?;
    Ok((response.field("id")?, response.required("event")?))
}

/// Written as the worker writes it (for the tests that read both ways).
impl<R: ToJson> ToJson for Event<R> {
    fn to_json(&self) -> Json {
        match self {
            Event::Progress(progress) => Json::fields([("progress", progress.to_json())]),
            Event::Done(reply) => Json::fields([("done", reply.to_json())]),
            Event::Error { message } => {
                Json::fields([("error", Json::fields([("message", message.to_json())]))])
            }
        }
    }
}
