//! The Web Worker side: receives [`Request`]s as JSON text, runs each task
//! with the core's [`task::run_to_event`], and posts back progress and the
//! final event, typed as the task's reply, as JSON text (the core's codec,
//! [`chesslab_core::json`], as the page's `job_codec` reads it).

use std::cell::RefCell;

use gloo_events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use chesslab_core::{
    job::{Job, TaskVisitor},
    json::{FromJson, Json, JsonError, ToJson},
    task::{self, Event, Request, Response, Task, READY, UNKNOWN_REQUEST},
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
            handle(&reply_scope, &message.data());
        }
    });
    LISTENER.with(|cell| cell.replace(Some(listener)));
    post_ready(&scope);
}

/// Runs the task of one request and posts its events.
struct Runner<'a> {
    scope: &'a DedicatedWorkerGlobalScope,
    id: u32,
}

impl TaskVisitor for Runner<'_> {
    fn visit<T: Task>(&mut self, task: &T)
    where
        T::Reply: ToJson,
    {
        let (scope, id) = (self.scope, self.id);
        let mut last_post = js_sys::Date::now();
        let mut report = |progress| {
            let now = js_sys::Date::now();
            if now - last_post >= PROGRESS_INTERVAL_MS {
                last_post = now;
                post(scope, &Response::<T::Reply> { id, event: Event::Progress(progress) });
            }
        };
        let event = task::run_to_event(task, &mut report);
        post(scope, &Response { id, event });
    }
}

fn handle(scope: &DedicatedWorkerGlobalScope, data: &JsValue) {
    let text = data.as_string().ok_or_else(|| JsonError("a message that is not JSON text".into()));
    match text.and_then(|text| Request::<Job>::from_text(&text)) {
        Ok(request) => request.job.visit(&mut Runner { scope, id: request.id }),
        Err(error) => {
            let message = format!("the worker could not read the job: {error}");
            post(scope, &Response::<Json> { id: UNKNOWN_REQUEST, event: Event::Error { message } });
        }
    }
}

/// Posts a response to the page as JSON text.
fn post<R: ToJson>(scope: &DedicatedWorkerGlobalScope, response: &Response<R>) {
    send(scope, &JsValue::from_str(&response.to_json().to_text()));
}

/// Says the worker is ready: the one message that is an object (`{id: READY}`), not text.
fn post_ready(scope: &DedicatedWorkerGlobalScope) {
    let ready = js_sys::Object::new();
    if js_sys::Reflect::set(&ready, &"id".into(), &READY.into()).is_ok() {
        send(scope, &ready);
    }
}

fn send(scope: &DedicatedWorkerGlobalScope, message: &JsValue) {
    if let Err(error) = scope.post_message(message) {
        web_sys::console::error_2(&"worker: cannot post a message".into(), &error);
    }
}
