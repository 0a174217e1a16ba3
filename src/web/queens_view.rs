//! The Queens page: count N-queens solutions (total and unique) over one
//! worker per core, block squares by clicking or by pasting a CSES board,
//! browse solutions, share the board.

use std::{
    cell::RefCell,
    rc::{Rc, Weak},
};

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{HtmlButtonElement, HtmlElement, HtmlInputElement, HtmlTextAreaElement, MouseEvent};

use super::{
    board_canvas::{BoardCanvas, Cell, Scene},
    dom,
    jobs::JobRunner,
    WebError,
};
use crate::{
    board::PieceKind,
    job::{Event, Job, Outcome, Progress, QueensCountOutcome, QueensCountRequest, QueensListRequest},
    queens::{format_board, one_solution, parse_board, Problem, MAX_N},
    route::Route,
};

/// How many solutions the browser lists at most.
const LIST_LIMIT: usize = 1000;
/// The most workers a count uses, whatever the browser reports.
const MAX_WORKERS: usize = 8;

/// Chunks per worker: sub-problems vary a lot in size, so the work is dealt out
/// in many small chunks, each to the next idle worker, and no worker idles long.
const CHUNKS_PER_WORKER: u32 = 8;

/// A count under way, dealt out in chunks to the workers as they become free.
struct CountRun {
    started_ms: f64,
    chunks: u32,
    next_chunk: u32,
    finished_chunks: u32,
    /// Per worker: its chunk's latest progress, while it counts one.
    running: Vec<Option<Progress>>,
    sum: QueensCountOutcome,
}

impl CountRun {
    fn new(n: usize, workers: usize) -> CountRun {
        CountRun {
            started_ms: now_ms(),
            chunks: workers as u32 * CHUNKS_PER_WORKER,
            next_chunk: 0,
            finished_chunks: 0,
            running: vec![None; workers],
            sum: QueensCountOutcome { n, total: 0, unique: 0 },
        }
    }

    /// The next chunk for `worker`, if any is left.
    fn deal(&mut self, worker: usize) -> Option<u32> {
        if self.next_chunk >= self.chunks {
            return None;
        }
        self.next_chunk += 1;
        if let Some(slot) = self.running.get_mut(worker) {
            *slot = Some(Progress { done: 0, total: 1, found: 0 });
        }
        Some(self.next_chunk - 1)
    }

    fn finish_chunk(&mut self, worker: usize, result: QueensCountOutcome) {
        self.sum.total = self.sum.total.saturating_add(result.total);
        self.sum.unique = self.sum.unique.saturating_add(result.unique);
        self.finished_chunks += 1;
        if let Some(slot) = self.running.get_mut(worker) {
            *slot = None;
        }
    }

    fn is_complete(&self) -> bool {
        self.finished_chunks == self.chunks
    }

    /// The share of the work done, counting the running chunks' progress.
    fn fraction(&self) -> f64 {
        let running: f64 = self
            .running
            .iter()
            .flatten()
            .map(|progress| progress.done as f64 / progress.total.max(1) as f64)
            .sum();
        (f64::from(self.finished_chunks) + running) / f64::from(self.chunks.max(1))
    }

    /// Solutions found so far.
    fn found(&self) -> u64 {
        self.running.iter().flatten().fold(self.sum.total, |sum, progress| sum.saturating_add(progress.found))
    }
}

struct QueensState {
    n: usize,
    blocked: Vec<u32>,
    count: Option<CountRun>,
    solutions: Vec<Vec<u8>>,
    listing_complete: bool,
    listing: bool,
    shown: usize,
    result_text: String,
    message: String,
}

struct Controls {
    size: HtmlInputElement,
    count: HtmlButtonElement,
    cancel: HtmlButtonElement,
    progress: HtmlElement,
    result: HtmlElement,
    status: HtmlElement,
    clear: HtmlButtonElement,
    text: HtmlTextAreaElement,
    use_text: HtmlButtonElement,
    first: HtmlButtonElement,
    previous: HtmlButtonElement,
    next: HtmlButtonElement,
    position: HtmlElement,
    share: HtmlButtonElement,
    link: HtmlInputElement,
}

impl Controls {
    fn find() -> Result<Controls, WebError> {
        Ok(Controls {
            size: dom::element("queens-n")?,
            count: dom::element("queens-count")?,
            cancel: dom::element("queens-cancel")?,
            progress: dom::element("queens-progress")?,
            result: dom::element("queens-result")?,
            status: dom::element("queens-status")?,
            clear: dom::element("queens-clear")?,
            text: dom::element("queens-text")?,
            use_text: dom::element("queens-use-text")?,
            first: dom::element("queens-first")?,
            previous: dom::element("queens-previous")?,
            next: dom::element("queens-next")?,
            position: dom::element("queens-position")?,
            share: dom::element("queens-share")?,
            link: dom::element("queens-link")?,
        })
    }
}

/// The mounted Queens view.
pub struct QueensView {
    board: Rc<BoardCanvas>,
    controls: Controls,
    state: RefCell<QueensState>,
    counters: Vec<JobRunner>,
    lister: JobRunner,
    listeners: RefCell<Vec<EventListener>>,
}

impl QueensView {
    /// Binds the page's Queens controls.
    ///
    /// # Errors
    /// When the page lacks an element the view needs.
    pub fn mount() -> Result<Rc<QueensView>, WebError> {
        let board = BoardCanvas::new("queens-board")?;
        let controls = Controls::find()?;
        let cores = dom::window()?.navigator().hardware_concurrency() as usize;
        let workers = cores.clamp(1, MAX_WORKERS);
        let view = Rc::new_cyclic(|weak: &Weak<QueensView>| {
            let counters = (0..workers)
                .map(|share| {
                    let weak = weak.clone();
                    JobRunner::new(move |event| {
                        if let Some(view) = weak.upgrade() {
                            view.on_count_event(share, event);
                        }
                    })
                })
                .collect();
            let weak = weak.clone();
            QueensView {
                board,
                controls,
                state: RefCell::new(QueensState {
                    n: 8,
                    blocked: vec![0; 8],
                    count: None,
                    solutions: Vec::new(),
                    listing_complete: false,
                    listing: false,
                    shown: 0,
                    result_text: String::new(),
                    message: String::new(),
                }),
                counters,
                lister: JobRunner::new(move |event| {
                    if let Some(view) = weak.upgrade() {
                        view.on_list_event(event);
                    }
                }),
                listeners: RefCell::default(),
            }
        });
        view.listen()?;
        Ok(view)
    }

    /// Opens a Queens link: shows that board unless it is already shown.
    pub fn open(&self, n: usize, blocked: &[u32]) {
        for runner in &self.counters {
            runner.warm_up();
        }
        {
            let state = self.state.borrow();
            if state.n == n && state.blocked == blocked && (state.listing || !state.solutions.is_empty()) {
                self.render();
                return;
            }
        }
        self.set_board(n, blocked.to_vec(), String::new());
    }

    /// Says that a link could not be opened; the current board stays.
    pub fn show_link_error(&self, message: &str) {
        self.state.borrow_mut().message = format!("{message}. The current board stays.");
        self.render();
    }

    fn listen(self: &Rc<Self>) -> Result<(), WebError> {
        let canvas = self.board.element().clone();
        let mut listeners = vec![
            dom::listen_with(self, &canvas, "click", |view, event| {
                if let Some(cell) = event.dyn_ref::<MouseEvent>().and_then(|mouse| view.board.cell_at(mouse))
                {
                    view.toggle_blocked(cell);
                }
            }),
            dom::listen_with(self, &self.controls.size, "change", |view, _| view.change_size()),
            dom::listen_with(self, &self.controls.count, "click", |view, _| view.start_count()),
            dom::listen_with(self, &self.controls.cancel, "click", |view, _| view.cancel_count()),
            dom::listen_with(self, &self.controls.clear, "click", |view, _| {
                let n = view.state.borrow().n;
                view.set_board(n, vec![0; n], "Blocked squares cleared.".into());
            }),
            dom::listen_with(self, &self.controls.use_text, "click", |view, _| view.use_text()),
            dom::listen_with(self, &self.controls.first, "click", |view, _| view.browse(|_, _| 0)),
            dom::listen_with(self, &self.controls.previous, "click", |view, _| {
                view.browse(|index, _| index.saturating_sub(1))
            }),
            dom::listen_with(self, &self.controls.next, "click", |view, _| {
                view.browse(|index, len| (index + 1).min(len.saturating_sub(1)))
            }),
            dom::listen_with(self, &self.controls.share, "click", |view, _| view.share()),
            dom::listen_with(self, dom::window()?.as_ref(), "resize", |view, _| view.board.redraw()),
        ];
        // Enter in the size box counts at once.
        let weak = Rc::downgrade(self);
        listeners.push(EventListener::new_with_options(
            &self.controls.size,
            "keydown",
            EventListenerOptions::enable_prevent_default(),
            move |event| {
                let enter = event.dyn_ref::<web_sys::KeyboardEvent>().is_some_and(|key| key.key() == "Enter");
                if let (true, Some(view)) = (enter, weak.upgrade()) {
                    event.prevent_default();
                    view.change_size();
                    view.start_count();
                }
            },
        ));
        self.listeners.replace(listeners);
        Ok(())
    }

    /// Shows a new board: stops work on the old one, lists solutions of the new one.
    fn set_board(&self, n: usize, blocked: Vec<u32>, message: String) {
        self.stop_count();
        self.lister.cancel();
        {
            let mut state = self.state.borrow_mut();
            state.n = n;
            state.blocked = blocked.clone();
            state.solutions.clear();
            state.listing_complete = false;
            state.shown = 0;
            state.result_text.clear();
            state.message = message;
            // Large open boards get an explicit placement at once, while the list is built.
            if blocked.iter().all(|&mask| mask == 0) {
                state.solutions.extend(one_solution(n).filter(|_| n > 12));
            }
        }
        let request = QueensListRequest { n, blocked: blocked.clone(), limit: LIST_LIMIT };
        let listing = self.lister.start(Job::QueensList(request)).is_ok();
        self.state.borrow_mut().listing = listing;
        self.controls.size.set_value(&n.to_string());
        self.controls.text.set_rows(n.clamp(4, 16) as u32);
        self.controls
            .text
            .set_value(&Problem::with_blocked(n, &blocked).map(|p| format_board(&p)).unwrap_or_default());
        if let Ok(window) = dom::window() {
            let _ = window.location().set_hash(&Route::Queens { n, blocked }.to_fragment());
        }
        self.render();
    }

    fn change_size(&self) {
        let text = self.controls.size.value();
        match text.trim().parse::<usize>() {
            Ok(n) if (1..=MAX_N).contains(&n) => {
                if n != self.state.borrow().n {
                    self.set_board(n, vec![0; n], String::new());
                }
            }
            _ => {
                self.state.borrow_mut().message = format!("N must be a whole number from 1 to {MAX_N}.");
                self.render();
            }
        }
    }

    fn toggle_blocked(&self, cell: Cell) {
        let (n, mut blocked) = {
            let state = self.state.borrow();
            (state.n, state.blocked.clone())
        };
        let row = n.saturating_sub(1 + usize::from(cell.rank));
        if let Some(mask) = blocked.get_mut(row) {
            *mask ^= 1 << cell.file;
        }
        self.set_board(n, blocked, String::new());
    }

    fn use_text(&self) {
        match parse_board(&self.controls.text.value()) {
            Ok(problem) => self.set_board(problem.n(), problem.blocked_rows().to_vec(), "Board read.".into()),
            Err(error) => {
                // The text stays in the box so it can be corrected.
                self.state.borrow_mut().message = format!("Cannot read that board: {error}.");
                self.render();
            }
        }
    }

    fn start_count(&self) {
        self.stop_count();
        let (n, workers) = (self.state.borrow().n, self.counters.len());
        self.state.borrow_mut().count = Some(CountRun::new(n, workers));
        let started = (0..workers).all(|worker| self.deal_next_chunk(worker));
        let mut state = self.state.borrow_mut();
        if started {
            state.result_text =
                format!("Counting with {workers} worker{}…", if workers == 1 { "" } else { "s" });
            state.message.clear();
        } else {
            state.count = None;
            state.message = "Cannot start the workers.".into();
        }
        drop(state);
        self.render();
    }

    /// Gives `worker` the next chunk of the running count; false if it could not start.
    fn deal_next_chunk(&self, worker: usize) -> bool {
        let request = {
            let mut state = self.state.borrow_mut();
            let blocked = state.blocked.clone();
            let n = state.n;
            let Some(run) = state.count.as_mut() else { return true };
            let Some(chunk) = run.deal(worker) else { return true };
            QueensCountRequest { n, blocked, part: chunk, parts: run.chunks }
        };
        self.counters.get(worker).is_some_and(|runner| runner.start(Job::QueensCount(request)).is_ok())
    }

    fn cancel_count(&self) {
        let summary = self.state.borrow().count.as_ref().map(|run| {
            format!(
                "Cancelled after {:.1} s, {:.0}% counted ({} solutions so far).",
                seconds_since(run.started_ms),
                run.fraction() * 100.0,
                run.found()
            )
        });
        self.stop_count();
        if let Some(summary) = summary {
            self.state.borrow_mut().result_text = summary;
        }
        self.render();
    }

    fn stop_count(&self) {
        for runner in &self.counters {
            runner.cancel();
        }
        self.state.borrow_mut().count = None;
    }

    fn on_count_event(&self, worker: usize, event: Event) {
        let mut state = self.state.borrow_mut();
        let Some(run) = state.count.as_mut() else { return };
        match event {
            Event::Progress(progress) => {
                if let Some(slot) = run.running.get_mut(worker) {
                    *slot = Some(progress);
                }
            }
            Event::Done(Outcome::QueensCount(result)) => {
                run.finish_chunk(worker, result);
                if run.is_complete() {
                    let (sum, seconds, workers) = (run.sum, seconds_since(run.started_ms), run.running.len());
                    let group = if state.blocked.iter().any(|&mask| mask != 0) {
                        "the board's symmetries"
                    } else {
                        "rotation and reflection"
                    };
                    state.result_text = format!(
                        "N = {}: {} solutions, {} unique up to {group} ({seconds:.2} s, {workers} worker{}).",
                        sum.n,
                        sum.total,
                        sum.unique,
                        if workers == 1 { "" } else { "s" }
                    );
                    state.count = None;
                } else {
                    drop(state);
                    if !self.deal_next_chunk(worker) {
                        self.fail_count("a worker could not start");
                    }
                    self.render();
                    return;
                }
            }
            Event::Error { message } => {
                drop(state);
                self.fail_count(&message);
                return;
            }
            _ => {}
        }
        drop(state);
        self.render();
    }

    fn fail_count(&self, message: &str) {
        self.stop_count();
        self.state.borrow_mut().result_text = format!("The count failed: {message}");
        self.render();
    }

    fn on_list_event(&self, event: Event) {
        let mut state = self.state.borrow_mut();
        match event {
            Event::Done(Outcome::QueensList(list)) if list.n == state.n => {
                state.solutions = list.solutions;
                state.listing_complete = list.complete;
                state.shown = 0;
                state.listing = false;
            }
            Event::Error { message } => {
                state.listing = false;
                state.message = format!("Listing failed: {message}");
            }
            _ => return,
        }
        drop(state);
        self.render();
    }

    fn browse(&self, step: impl Fn(usize, usize) -> usize) {
        {
            let mut state = self.state.borrow_mut();
            state.shown = step(state.shown, state.solutions.len());
        }
        self.render();
    }

    fn share(&self) {
        let fragment = {
            let state = self.state.borrow();
            Route::Queens { n: state.n, blocked: state.blocked.clone() }.to_fragment()
        };
        dom::offer_link(&fragment, &self.controls.link, &self.controls.status);
    }

    fn render(&self) {
        let state = self.state.borrow();
        let n = state.n;
        let size = n as u8;
        let queens = state.solutions.get(state.shown);
        let cell = |row: usize, col: u8| Cell { file: col, rank: size.saturating_sub(1 + row as u8) };
        let pieces = queens
            .map(|columns| {
                columns.iter().enumerate().map(|(row, &col)| (cell(row, col), PieceKind::Queen)).collect()
            })
            .unwrap_or_default();
        let blocked = state
            .blocked
            .iter()
            .enumerate()
            .flat_map(|(row, &mask)| {
                (0..size).filter(move |col| mask >> col & 1 == 1).map(move |col| cell(row, col))
            })
            .collect();
        self.board.draw(Scene { width: size, height: size, pieces, blocked, ..Scene::default() });
        let _ = self
            .board
            .element()
            .set_attribute("aria-label", &format!("{n}×{n} board; click a square to block it"));

        let counting = state.count.is_some();
        dom::set_visible(&self.controls.cancel, counting);
        dom::set_visible(&self.controls.progress, counting);
        self.controls.count.set_disabled(counting);
        if let Some(run) = &state.count {
            let (fraction, found) = (run.fraction(), run.found());
            let elapsed = seconds_since(run.started_ms);
            let left = if fraction > 0.0 { elapsed * (1.0 - fraction) / fraction } else { f64::NAN };
            let _ = self.controls.progress.set_attribute("value", &format!("{fraction:.4}"));
            let eta = if left.is_finite() { format!(", about {left:.0} s left") } else { String::new() };
            dom::set_text(
                &self.controls.result,
                &format!("{:.0}% done, {found} solutions so far, {elapsed:.1} s{eta}", fraction * 100.0),
            );
        } else {
            dom::set_text(&self.controls.result, &state.result_text);
        }
        dom::set_text(&self.controls.status, &state.message);
        let listed = state.solutions.len();
        let position = match (listed, state.listing) {
            (0, true) => "Listing solutions…".to_string(),
            (0, false) => "No solution.".to_string(),
            (_, true) => "One placement (explicit construction); listing…".to_string(),
            _ if state.listing_complete => format!("Solution {} of {listed}", state.shown + 1),
            _ => format!("Solution {} of the first {listed}", state.shown + 1),
        };
        dom::set_text(&self.controls.position, &position);
        let browsing = !state.listing && listed > 0;
        self.controls.first.set_disabled(!browsing || state.shown == 0);
        self.controls.previous.set_disabled(!browsing || state.shown == 0);
        self.controls.next.set_disabled(!browsing || state.shown + 1 >= listed);
    }
}

fn now_ms() -> f64 {
    dom::window().ok().and_then(|window| window.performance()).map_or(0.0, |performance| performance.now())
}

fn seconds_since(started_ms: f64) -> f64 {
    (now_ms() - started_ms) / 1000.0
}
