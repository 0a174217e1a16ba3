//! The Web Worker side: receives [`Request`]s, runs each task with the core's
//! [`task::run_to_event`], and posts back progress and the final event, typed
//! as the task's reply, in the codec the request came in: JSON text (a string,
//! Solo's jobs, [`chesslab_core::json`]) or a structured object (serde's).

use std::cell::RefCell;

use gloo_events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use chesslab_core::{
    job::{Job, TaskVisitor},
    json::{parse, FromJson, Json, ToJson},
    task::{self, Event, Request, Response, ResponseId, Task, READY, UNKNOWN_REQUEST},
};

/// Progress is posted at most this often, so messages never flood the page.
const PROGRESS_INTERVAL_MS: f64 = 50.0;

thread_local! {
    /// The message listener lives as long as the worker.
    static LISTENER: RefCell<Option<EventListener>> = const { RefCell::new(None) };
}

/// Entry point of the worker binary: listen for jobs, then say it is ready.
pub fn run_worker() {
    super::dom::report_panics();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_scope = scope.clone();
    let listener = EventListener::new(&scope, "message", move |event| {
        if let Some(message) = event.dyn_ref::<MessageEvent>() {
            handle(&reply_scope, message.data());
        }
    });
    LISTENER.with(|cell| cell.replace(Some(listener)));
    post(&scope, &ResponseId { id: READY });
}

/// Runs the task of one request and posts its events.
struct Runner<'a> {
    scope: &'a DedicatedWorkerGlobalScope,
    id: u32,
}

impl TaskVisitor for Runner<'_> {
    fn visit<T: Task>(&mut self, task: &T)
    where
        T::Reply: serde::Serialize,
    {
        self.run(task, post::<Response<T::Reply>>);
    }

    fn visit_json<T: Task>(&mut self, task: &T)
    where
        T::Reply: ToJson,
    {
        self.run(task, post_json::<T::Reply>);
    }
}

impl Runner<'_> {
    /// Runs `task`, posting its progress now and then and its final event with `post`.
    fn run<T: Task>(&self, task: &T, post: fn(&DedicatedWorkerGlobalScope, &Response<T::Reply>)) {
        let (scope, id) = (self.scope, self.id);
        let mut last_post = js_sys::Date::now();
        let mut report = |progress| {
            let now = js_sys::Date::now();
            if now - last_post >= PROGRESS_INTERVAL_MS {
                last_post = now;
                post(scope, &Response { id, event: Event::Progress(progress) });
            }
        };
        let event = task::run_to_event(task, &mut report);
        post(scope, &Response { id, event });
    }
}

fn handle(scope: &DedicatedWorkerGlobalScope, data: JsValue) {
    // A string is JSON text (Solo's jobs), answered as text; anything else is serde's.
    let request = match data.as_string() {
        Some(text) => parse(&text).and_then(|json| Request::<Job>::from_json(&json)).map_err(|error| {
            post_json(scope, &Response::<Json> { id: UNKNOWN_REQUEST, event: unreadable(error) });
        }),
        None => serde_wasm_bindgen::from_value::<Request<Job>>(data).map_err(|error| {
            post(scope, &Response::<()> { id: UNKNOWN_REQUEST, event: unreadable(error) });
        }),
    };
    if let Ok(request) = request {
        request.job.visit(&mut Runner { scope, id: request.id });
    }
}

/// The error event that answers a request the worker cannot read.
fn unreadable<R>(error: impl std::fmt::Display) -> Event<R> {
    Event::Error { message: format!("the worker could not read the job: {error}") }
}

/// Posts a message to the page through serde.
fn post<M: serde::Serialize>(scope: &DedicatedWorkerGlobalScope, message: &M) {
    match super::dom::encode(message) {
        Ok(value) => send(scope, &value),
        Err(error) => web_sys::console::error_1(&format!("worker: cannot encode a message: {error}").into()),
    }
}

/// Posts a response to the page as JSON text.
fn post_json<R: ToJson>(scope: &DedicatedWorkerGlobalScope, response: &Response<R>) {
    send_text(scope, &response.to_json());
}

/// Posts `json` as text: once for every reply type.
fn send_text(scope: &DedicatedWorkerGlobalScope, json: &Json) {
    send(scope, &JsValue::from_str(&json.to_text()));
}

fn send(scope: &DedicatedWorkerGlobalScope, message: &JsValue) {
    if let Err(error) = scope.post_message(message) {
        web_sys::console::error_2(&"worker: cannot post a message".into(), &error);
    }
}
