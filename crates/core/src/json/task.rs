//! The task protocol's envelope in this JSON, for every job ([`crate::job::Job`]):
//! a page's [`Request`] (`{"id":…,"job":{…}}`), a worker's [`Response`] with its
//! [`Event`] (`{"progress":{…}}`, `{"done":{…}}` or `{"error":{"message":…}}`) and
//! [`Progress`].

use super::{json_record, FromJson, Json, JsonError, ToJson};
use crate::task::{Event, Progress, Request, Response};

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

impl<R: ToJson> ToJson for Response<R> {
    fn to_json(&self) -> Json {
        response_json(self.id, self.event.to_json())
    }
}

/// A response of `id` and its event's JSON: the part of every reply type's writer that does not
/// depend on the type, written once (the worker writes four).
fn response_json(id: u32, event: Json) -> Json {
    Json::fields([("id", id.to_json()), ("event", event)])
}

impl<J: FromJson> FromJson for Request<J> {
    fn from_json(json: &Json) -> Result<Request<J>, JsonError> {
        let request = json.object()?;
        Ok(Request { id: request.field("id")?, job: request.field("job")? })
    }
}

impl<J: ToJson> ToJson for Request<J> {
    fn to_json(&self) -> Json {
        Json::fields([("id", self.id.to_json()), ("job", self.job.to_json())])
    }
}

impl<R: ToJson> ToJson for Event<R> {
    fn to_json(&self) -> Json {
        match self {
            Event::Done(reply) => event_json(Event::Done(reply.to_json())),
            Event::Progress(progress) => event_json(Event::Progress(*progress)),
            Event::Error { message } => event_json(Event::Error { message: message.clone() }),
        }
    }
}

/// An event with its reply already JSON, written: once for every reply type.
fn event_json(event: Event<Json>) -> Json {
    match event {
        Event::Progress(progress) => Json::fields([("progress", progress.to_json())]),
        Event::Done(reply) => Json::fields([("done", reply)]),
        Event::Error { message } => {
            Json::fields([("error", Json::fields([("message", Json::String(message))]))])
        }
    }
}
