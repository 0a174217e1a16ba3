//! Runs jobs in a Web Worker and hands their events back to a view.
//!
//! Each start carries the page model's [`Ticket`] and every event comes back
//! with it, so the model drops events of a search it no longer runs; the
//! runner itself also drops replies of jobs it has replaced.
//!
//! Cancelling terminates the worker: the search stops at once however deep
//! it is, and a fresh worker is started for the next job.

use std::{cell::RefCell, rc::Rc};

use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ErrorEvent, MessageEvent, Worker};

use super::{dom, dom::WebError, job_codec};
use chesslab_core::{
    job::JobTask,
    task::{Event, Response, READY, UNKNOWN_REQUEST},
};
use chesslab_pages::Ticket;

/// The script that loads the worker's wasm (www/worker_loader.js, beside the `worker` binary's glue).
const WORKER_SCRIPT: &str = "./worker_loader.js";
/// A worker that has not said it is ready by then is given up: its wasm did not load.
/// (A failed wasm download inside a worker raises no `error` event on the page's side.)
const WORKER_START_TIMEOUT_MS: u32 = 8_000;

/// Runs one task of type `T` at a time in its own worker; a newer task
/// replaces an older one. Replies arrive typed as `T::Reply`.
///
/// Only reading a reply depends on `T`: the worker's handling (its start,
/// messages, errors, time-out) is written once for every task type, not
/// copied into the page's wasm for each runner (a copy was ~20 KB).
pub struct JobRunner<T: JobTask> {
    state: Rc<RefCell<RunnerState>>,
    hooks: Rc<Hooks>,
    _task: std::marker::PhantomData<T>,
}

/// What a runner does with its worker's messages: the typed part, behind one pointer each.
struct Hooks {
    /// A message that is not "ready": read as the task's response and passed on.
    response: Box<dyn Fn(&JsValue)>,
    /// The worker failed: the current task's view is told `message`.
    failure: Box<dyn Fn(&str)>,
}

#[derive(Default)]
struct RunnerState {
    worker: Option<WorkerHandle>,
    /// The id of the job whose events are wanted, and the ticket they go back with.
    current: Option<(u32, Ticket)>,
    next_id: u32,
}

/// A live worker and its listeners; terminated when dropped.
struct WorkerHandle {
    worker: Worker,
    ready: bool,
    /// Set when the worker failed; it is replaced before the next job.
    broken: bool,
    /// The encoded job that waits for the worker to load.
    waiting: Option<JsValue>,
    _listeners: [EventListener; 2],
    _start_timeout: Timeout,
}

impl Drop for WorkerHandle {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

impl<T: JobTask + 'static> JobRunner<T> {
    /// A runner that passes every event of the current task to `on_event`,
    /// with the ticket the task was started with.
    pub fn new(on_event: impl Fn(Ticket, Event<T::Reply>) + 'static) -> JobRunner<T> {
        let state: Rc<RefCell<RunnerState>> = Rc::default();
        let on_event: OnEvent<T::Reply> = Rc::new(on_event);
        let hooks = Hooks {
            response: {
                let (state, on_event) = (Rc::clone(&state), Rc::clone(&on_event));
                Box::new(move |data| match job_codec::decode::<T>(data) {
                    Ok(response) => deliver(&state, &*on_event, response),
                    Err(error) => {
                        fail(&state, &*on_event, &format!("unreadable message from the worker: {error}"))
                    }
                })
            },
            failure: {
                let state = Rc::clone(&state);
                Box::new(move |message| fail(&state, &*on_event, message))
            },
        };
        JobRunner { state, hooks: Rc::new(hooks), _task: std::marker::PhantomData }
    }

    /// Starts `task` for the search named `ticket`, abandoning (and
    /// stopping) any task still running.
    ///
    /// # Errors
    /// When the browser cannot start a worker.
    pub fn start(&self, ticket: Ticket, task: T) -> Result<(), WebError> {
        self.cancel();
        let mut state = self.state.borrow_mut();
        if state.worker.as_ref().is_none_or(|handle| handle.broken) {
            state.worker = Some(spawn(&self.state, &self.hooks)?);
        }
        state.next_id = state.next_id.wrapping_add(1) % READY;
        let id = state.next_id;
        let message = job_codec::encode(id, &task);
        state.current = Some((id, ticket));
        if let Some(handle) = state.worker.as_mut() {
            if handle.ready {
                send(&handle.worker, &message);
            } else {
                handle.waiting = Some(message);
            }
        }
        Ok(())
    }

    /// Starts the worker ahead of the first job, so that job does not wait for wasm to load,
    /// once the browser has painted the next frame: nothing the first screen does not need
    /// starts before it is drawn, so the worker's wasm (175 KB gzip) does not share a phone's
    /// network with the board's piece images. (Lighthouse's simulated LCP did not move: it
    /// waits for the page's own wasm.)
    pub fn warm_up(&self) {
        let (state, hooks) = (Rc::clone(&self.state), Rc::clone(&self.hooks));
        // A hidden tab draws no frame: its worker starts within a second all the same.
        dom::after_next_paint(1000, move || {
            let mut state_now = state.borrow_mut();
            if state_now.worker.is_none() {
                match spawn(&state, &hooks) {
                    Ok(handle) => state_now.worker = Some(handle),
                    // The next `start` tries again and reports the failure.
                    Err(error) => web_sys::console::warn_1(&format!("worker warm-up failed: {error}").into()),
                }
            }
        });
    }

    /// Stops the running job, if any, by terminating its worker.
    pub fn cancel(&self) {
        let mut state = self.state.borrow_mut();
        if state.current.take().is_some() {
            state.worker = None;
        }
    }
}

/// Events of a runner's current task go to this.
type OnEvent<R> = Rc<dyn Fn(Ticket, Event<R>)>;

/// Starts a worker whose messages go to `hooks`, by way of `state`.
fn spawn(
    runner_state: &Rc<RefCell<RunnerState>>,
    runner_hooks: &Rc<Hooks>,
) -> Result<WorkerHandle, WebError> {
    let worker = Worker::new(WORKER_SCRIPT)?;
    let on_message = {
        let (state, hooks) = (Rc::clone(runner_state), Rc::clone(runner_hooks));
        EventListener::new(&worker, "message", move |event| {
            let Some(message) = event.dyn_ref::<MessageEvent>() else { return };
            // A response is JSON text; "ready" is the one object (`{id: READY}`), with no event.
            let data = message.data();
            if data.is_string() {
                return (hooks.response)(&data);
            }
            let id = js_sys::Reflect::get(&data, &"id".into()).ok().and_then(|id| id.as_f64());
            match id {
                Some(id) if id == f64::from(READY) => mark_ready(&state),
                _ => (hooks.failure)("unreadable message from the worker: neither JSON text nor ready"),
            }
        })
    };
    let on_error = {
        let hooks = Rc::clone(runner_hooks);
        EventListener::new(&worker, "error", move |event| {
            let detail = event.dyn_ref::<ErrorEvent>().map(ErrorEvent::message).unwrap_or_default();
            (hooks.failure)(&format!("the solver stopped unexpectedly ({detail})"));
        })
    };
    let start_timeout = {
        let (state, hooks) = (Rc::clone(runner_state), Rc::clone(runner_hooks));
        Timeout::new(WORKER_START_TIMEOUT_MS, move || {
            let stuck = state.borrow().worker.as_ref().is_some_and(|handle| !handle.ready);
            if stuck {
                (hooks.failure)("the solver could not start: its WebAssembly did not load");
            }
        })
    };
    Ok(WorkerHandle {
        worker,
        ready: false,
        broken: false,
        waiting: None,
        _listeners: [on_message, on_error],
        _start_timeout: start_timeout,
    })
}

fn send(worker: &Worker, message: &JsValue) {
    if let Err(error) = worker.post_message(message) {
        web_sys::console::error_2(&"cannot send a job to the worker:".into(), &error);
    }
}

/// Notes that the worker has loaded, and sends it the job that waited for it.
fn mark_ready(state: &RefCell<RunnerState>) {
    if let Some(handle) = state.borrow_mut().worker.as_mut() {
        handle.ready = true;
        if let Some(message) = handle.waiting.take() {
            send(&handle.worker, &message);
        }
    }
}

/// Passes a response on if it belongs to the current job.
fn deliver<R>(state: &RefCell<RunnerState>, on_event: &dyn Fn(Ticket, Event<R>), response: Response<R>) {
    let wanted = {
        let mut state = state.borrow_mut();
        let wanted = state
            .current
            .filter(|&(id, _)| id == response.id || response.id == UNKNOWN_REQUEST)
            .map(|(_, ticket)| ticket);
        if wanted.is_some() && matches!(response.event, Event::Done(_) | Event::Error { .. }) {
            state.current = None;
        }
        wanted
    };
    // Called with no borrow held: the view may start the next job from here.
    if let Some(ticket) = wanted {
        on_event(ticket, response.event);
    }
}

/// Marks the worker broken and reports the failure to the current job's view.
fn fail<R>(state: &RefCell<RunnerState>, on_event: &dyn Fn(Ticket, Event<R>), message: &str) {
    let job = {
        let mut state = state.borrow_mut();
        if let Some(handle) = state.worker.as_mut() {
            handle.broken = true;
            handle.worker.terminate();
        }
        state.current.take()
    };
    if let Some((_, ticket)) = job {
        on_event(ticket, Event::Error { message: message.to_string() });
    }
}
