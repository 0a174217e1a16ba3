//! The Web Worker side: receives [`Request`]s, runs each task with the core's
//! [`task::run_to_event`], and posts back progress and the final event, typed
//! as the task's reply.

use std::cell::RefCell;

use gloo_events::EventListener;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use chesslab_core::{
    job::{Job, TaskVisitor},
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
    fn visit<T: Task>(&mut self, task: &T) {
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

fn handle(scope: &DedicatedWorkerGlobalScope, data: JsValue) {
    let request: Request<Job> = match serde_wasm_bindgen::from_value(data) {
        Ok(request) => request,
        Err(error) => {
            let message = format!("the worker could not read the job: {error}");
            let event = Event::<()>::Error { message };
            post(scope, &Response { id: UNKNOWN_REQUEST, event });
            return;
        }
    };
    request.job.visit(&mut Runner { scope, id: request.id });
}

/// Posts a message to the page.
fn post(scope: &DedicatedWorkerGlobalScope, response: &impl serde::Serialize) {
    match super::dom::encode(response) {
        Ok(value) => {
            if let Err(error) = scope.post_message(&value) {
                web_sys::console::error_2(&"worker: cannot post a message".into(), &error);
            }
        }
        Err(error) => web_sys::console::error_1(&format!("worker: cannot encode a message: {error}").into()),
    }
}
