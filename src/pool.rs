//! A pool of workers that one search can be split across (see
//! [`chesslab_pages::SplitSearch`]): one [`JobRunner`] per worker, every event
//! handed back with the worker it came from and its search's ticket.

use std::rc::Weak;

use super::{
    dom::{self, WebError},
    effects::Carry,
    jobs::JobRunner,
};
use chesslab_core::{job::JobTask, task::Event};
use chesslab_pages::Ticket;

/// How many workers a split search uses here: one per core, at most `max`, at least one.
///
/// # Errors
/// When the page has no window.
pub fn per_core(max: usize) -> Result<usize, WebError> {
    let cores = dom::window()?.navigator().hardware_concurrency() as usize;
    Ok(cores.clamp(1, max.max(1)))
}

/// A page model's transition for an event of one of a pool's workers: the
/// worker's number, the search's ticket, the event and the time.
type WorkerAnswer<Model, Reply, Effect> = fn(&mut Model, usize, Ticket, Event<Reply>, f64) -> Vec<Effect>;

/// Workers for tasks of type `T`, one job each at a time.
pub struct Pool<T: JobTask> {
    runners: Vec<JobRunner<T>>,
}

impl<T: JobTask + 'static> Pool<T> {
    /// A pool of `size` workers whose events (with the worker's number) go to
    /// `transition` of the page model of the view behind `view`, while it lives.
    pub fn new<V: Carry + 'static>(
        view: &Weak<V>,
        size: usize,
        transition: WorkerAnswer<V::Model, T::Reply, V::Effect>,
    ) -> Pool<T> {
        let runners = (0..size)
            .map(|worker| {
                let view = view.clone();
                JobRunner::new(move |ticket, event| {
                    if let Some(view) = view.upgrade() {
                        view.act(|model, now| transition(model, worker, ticket, event, now));
                    }
                })
            })
            .collect();
        Pool { runners }
    }

    /// Starts `task` on `worker` for the search named `ticket`.
    ///
    /// # Errors
    /// When there is no such worker or the browser cannot start it.
    pub fn start(&self, worker: usize, ticket: Ticket, task: T) -> Result<(), WebError> {
        let runner = self.runners.get(worker).ok_or_else(|| WebError(format!("no worker {worker}")))?;
        runner.start(ticket, task)
    }

    /// Starts every worker ahead of the first search.
    pub fn warm_up(&self) {
        self.runners.iter().for_each(JobRunner::warm_up);
    }

    /// Stops every worker's job.
    pub fn cancel(&self) {
        self.runners.iter().for_each(JobRunner::cancel);
    }
}
