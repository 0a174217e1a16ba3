//! The Queens page: count N-queens solutions (total and unique) over one
//! worker per core, block squares by clicking or by pasting a CSES board,
//! browse solutions, share the board.
//!
//! The count's bookkeeping is the core's [`CountRun`]; the status line,
//! share link and listeners come from the [`PageShell`].

use std::{
    cell::RefCell,
    rc::{Rc, Weak},
};

use web_sys::{HtmlButtonElement, HtmlElement, HtmlInputElement, HtmlTextAreaElement};

use super::{
    board_canvas::Scene,
    browser::Browser,
    dom::{self, page_elements},
    jobs::JobRunner,
    pool::{self, Pool},
    registry::View,
    shell::{runner, PageShell, Tone},
    WebError,
};
use crate::{
    board::{Cell, PieceKind},
    job::Event,
    pages::{Pager, PagerView, Search, Step, Ticket},
    queens::{
        blocked_cells, format_board, one_solution, parse_board, CountRun, CountTask, Link, ListReply,
        ListTask, Problem, QueensCount, MAX_N,
    },
};

/// How many solutions the browser lists at most.
const LIST_LIMIT: usize = 1000;
/// The most workers a count uses, whatever the browser reports.
const MAX_WORKERS: usize = 8;

/// The view's controls; the shell adds the title, status line and share row.
const CONTROLS: &str = r#"
<div class="row">
  <label for="queens-n">N</label>
  <input id="queens-n" type="number" min="1" max="27" value="8" inputmode="numeric" />
  <button id="queens-count" type="button" class="primary">Count</button>
  <button id="queens-cancel" type="button" class="danger" hidden>Cancel</button>
</div>
<progress id="queens-progress" max="1" value="0" hidden></progress>
<p id="queens-result" class="result" aria-live="polite"></p>
<h2>Blocked squares</h2>
<p class="rules-text">Paste a board: N lines of <code>.</code> (free) and <code>*</code> (blocked), as in CSES “Chessboard and Queens”.</p>
<textarea id="queens-text" rows="8" spellcheck="false" aria-label="Board as text"></textarea>
<div class="row">
  <button id="queens-use-text" type="button">Use this board</button>
  <button id="queens-clear" type="button">Clear blocked</button>
</div>
"#;

/// A note under the board (the shell's browser row comes above it).
const BELOW_BOARD: &str = r#"
<p class="keys">Click a square to block it (no queen may stand there); click again to free it.</p>
"#;

struct QueensState {
    problem: Problem,
    count: Option<(CountRun, f64)>,
    solutions: Vec<Vec<u8>>,
    listing_complete: bool,
    /// Share of the listing done, while it runs.
    listing: Option<f64>,
    shown: usize,
    result_text: String,
}

page_elements! {
    struct Controls {
        size: HtmlInputElement = "queens-n",
        count: HtmlButtonElement = "queens-count",
        cancel: HtmlButtonElement = "queens-cancel",
        progress: HtmlElement = "queens-progress",
        result: HtmlElement = "queens-result",
        text: HtmlTextAreaElement = "queens-text",
    }
}

/// The mounted Queens view.
pub struct QueensView {
    shell: PageShell,
    controls: Controls,
    browser: Browser,
    state: RefCell<QueensState>,
    counters: Pool<CountTask>,
    lister: JobRunner<ListTask>,
    /// Names each start of a job (the runners drop replies of replaced jobs).
    tickets: RefCell<Search>,
}

impl View for QueensView {
    type Link = Link;
    const CONTROLS: &'static [&'static str] = &[CONTROLS];
    const BELOW_BOARD: &'static str = BELOW_BOARD;

    fn mount(shell: PageShell) -> Result<Rc<QueensView>, WebError> {
        let controls = Controls::find()?;
        let browser = Browser::build(&shell)?;
        let problem = Problem::new(8).map_err(|error| WebError(error.to_string()))?;
        let workers = pool::per_core(MAX_WORKERS)?;
        let view = Rc::new_cyclic(|weak: &Weak<QueensView>| QueensView {
            shell,
            controls,
            browser,
            state: RefCell::new(QueensState {
                problem,
                count: None,
                solutions: Vec::new(),
                listing_complete: false,
                listing: None,
                shown: 0,
                result_text: String::new(),
            }),
            counters: Pool::new(weak, workers, |view, worker, _, event| view.on_counted(worker, event)),
            lister: runner(weak, |view, _, event| view.on_listed(event)),
            tickets: RefCell::default(),
        });
        view.listen()?;
        Ok(view)
    }

    fn shell(&self) -> &PageShell {
        &self.shell
    }

    /// Workers start loading when the page is first shown, so the first count starts at once.
    fn shown(&self) {
        self.counters.warm_up();
    }

    fn open(&self, link: Link) {
        let (problem, fresh) = match link.problem {
            Some(problem) => (problem, true),
            None => (self.state.borrow().problem.clone(), false),
        };
        let listed = {
            let state = self.state.borrow();
            state.problem == problem && (state.listing.is_some() || !state.solutions.is_empty())
        };
        if listed {
            return self.render();
        }
        self.set_board(problem, if fresh { "Board opened from the link." } else { "" });
    }

    fn link(&self) -> Link {
        Link { problem: Some(self.state.borrow().problem.clone()) }
    }
}

impl QueensView {
    /// The home page's picture: the first solution of the 6-queens puzzle.
    pub fn preview() -> Scene {
        let Ok(problem) = Problem::new(6) else { return Scene::default() };
        let pieces = crate::queens::solutions(&problem, 1)
            .first()
            .map(|columns| queens_on(columns, 6))
            .unwrap_or_default();
        Scene { width: 6, height: 6, pieces, ..Scene::default() }
    }

    /// A ticket for the next job.
    fn ticket(&self) -> Ticket {
        self.tickets.borrow_mut().start(dom::now_ms())
    }

    fn listen(self: &Rc<Self>) -> Result<(), WebError> {
        let shell = &self.shell;
        shell.on_board_click(self, QueensView::toggle_blocked);
        shell.on(self, &self.controls.size, "change", |view, _| view.change_size());
        shell.on_key(self, &self.controls.size, |view, key| {
            // Enter in the size box counts at once.
            let enter = key == "Enter";
            if enter {
                view.change_size();
                view.start_count();
            }
            enter
        });
        shell.on_click_id(self, "queens-count", QueensView::start_count)?;
        shell.on_click_id(self, "queens-cancel", QueensView::cancel_count)?;
        shell.on_click_id(self, "queens-clear", |view| {
            let n = view.state.borrow().problem.n();
            if let Ok(problem) = Problem::new(n) {
                view.set_board(problem, "Blocked squares cleared.");
            }
        })?;
        shell.on_click_id(self, "queens-use-text", QueensView::use_text)?;
        self.browser.listen(shell, self, QueensView::browse);
        Ok(())
    }

    /// Shows a new board: stops work on the old one, lists solutions of the new one.
    fn set_board(&self, problem: Problem, message: &str) {
        self.stop_count();
        let n = problem.n();
        {
            let mut state = self.state.borrow_mut();
            state.problem = problem.clone();
            state.solutions.clear();
            state.listing_complete = false;
            state.shown = 0;
            state.result_text.clear();
            // Large open boards get an explicit placement at once, while the list is built.
            if !problem.has_blocked() {
                state.solutions.extend(one_solution(n).filter(|_| n > 12));
            }
        }
        // The listing reports progress and is replaced (its worker stopped) by the next change.
        let listing = self
            .lister
            .start(self.ticket(), ListTask { problem: problem.clone(), limit: LIST_LIMIT })
            .is_ok();
        self.state.borrow_mut().listing = listing.then_some(0.0);
        self.controls.size.set_value(&n.to_string());
        self.controls.text.set_rows(n.clamp(4, 16) as u32);
        self.controls.text.set_value(&format_board(&problem));
        self.shell.status(message, Tone::Info);
        self.shell.set_address(&self.link());
        self.render();
    }

    fn change_size(&self) {
        let text = self.controls.size.value();
        match text.trim().parse::<usize>().ok().filter(|n| (1..=MAX_N).contains(n)).map(Problem::new) {
            Some(Ok(problem)) => {
                if problem.n() != self.state.borrow().problem.n() {
                    self.set_board(problem, "");
                }
            }
            _ => self.shell.status(&format!("N must be a whole number from 1 to {MAX_N}."), Tone::Error),
        }
    }

    fn toggle_blocked(&self, cell: Cell) {
        let problem = self.state.borrow().problem.clone();
        let n = problem.n();
        let mut blocked = problem.blocked_rows().to_vec();
        if let (Some(mask), true) =
            (cell.row_from_top(n).and_then(|row| blocked.get_mut(row)), usize::from(cell.file) < n)
        {
            *mask ^= 1 << cell.file;
        }
        if let Ok(problem) = Problem::with_blocked(n, &blocked) {
            self.set_board(problem, "");
        }
    }

    fn use_text(&self) {
        match parse_board(&self.controls.text.value()) {
            Ok(problem) => self.set_board(problem, "Board read."),
            // The text stays in the box so it can be corrected.
            Err(error) => self.shell.status(&format!("Cannot read that board: {error}."), Tone::Error),
        }
    }

    fn start_count(&self) {
        self.stop_count();
        let workers = self.counters.len();
        let problem = self.state.borrow().problem.clone();
        self.state.borrow_mut().count = Some((CountRun::new(problem, workers), dom::now_ms()));
        let started = (0..workers).all(|worker| self.deal_next_chunk(worker));
        if started {
            self.state.borrow_mut().result_text =
                format!("Counting with {workers} worker{}…", if workers == 1 { "" } else { "s" });
        } else {
            self.stop_count();
            self.shell.status("Cannot start the workers.", Tone::Error);
        }
        self.render();
    }

    /// Gives `worker` the next chunk of the running count; false if it could not start.
    fn deal_next_chunk(&self, worker: usize) -> bool {
        let task = {
            let mut state = self.state.borrow_mut();
            let Some((run, _)) = state.count.as_mut() else { return true };
            let Some(task) = run.deal(worker) else { return true };
            task
        };
        self.counters.start(worker, self.ticket(), task).is_ok()
    }

    fn cancel_count(&self) {
        let summary = self.state.borrow().count.as_ref().map(|(run, started)| {
            format!(
                "Cancelled after {:.1} s, {:.0}% counted ({} solutions so far).",
                seconds_since(*started),
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
        self.counters.cancel();
        self.state.borrow_mut().count = None;
    }

    fn on_counted(&self, worker: usize, event: Event<QueensCount>) {
        let mut state = self.state.borrow_mut();
        let Some((run, started)) = state.count.as_mut() else { return };
        match event {
            Event::Progress(progress) => run.progress(worker, progress),
            Event::Done(result) => {
                run.finish_chunk(worker, result);
                if run.is_complete() {
                    let (sum, seconds) = (run.sum(), seconds_since(*started));
                    state.result_text = format!(
                        "N = {}: {} solutions, {} unique ({seconds:.2} s)",
                        sum.n, sum.total, sum.unique
                    );
                    state.count = None;
                } else {
                    drop(state);
                    if !self.deal_next_chunk(worker) {
                        self.fail_count("a worker could not start");
                    }
                    return self.render();
                }
            }
            Event::Error { message } => {
                drop(state);
                return self.fail_count(&message);
            }
        }
        drop(state);
        self.render();
    }

    fn fail_count(&self, message: &str) {
        self.stop_count();
        self.state.borrow_mut().result_text = format!("The count failed: {message}");
        self.render();
    }

    fn on_listed(&self, event: Event<ListReply>) {
        {
            let mut state = self.state.borrow_mut();
            match event {
                Event::Progress(progress) => state.listing = Some(progress.fraction()),
                Event::Done(list) => {
                    state.solutions = list.solutions;
                    state.listing_complete = list.complete;
                    state.shown = 0;
                    state.listing = None;
                }
                Event::Error { message } => {
                    state.listing = None;
                    drop(state);
                    self.shell.status(&format!("Listing failed: {message}"), Tone::Error);
                }
            }
        }
        self.render();
    }

    fn browse(&self, step: Step) {
        {
            let mut state = self.state.borrow_mut();
            state.shown = step.apply(state.shown, state.solutions.len());
        }
        self.render();
    }

    fn render(&self) {
        let state = self.state.borrow();
        let n = state.problem.n();
        let pieces =
            state.solutions.get(state.shown).map(|columns| queens_on(columns, n)).unwrap_or_default();
        let size = n as u8;
        let blocked = blocked_cells(&state.problem).collect();
        self.shell.board().draw(Scene { width: size, height: size, pieces, blocked, ..Scene::default() });
        let _ = self
            .shell
            .board()
            .element()
            .set_attribute("aria-label", &format!("{n}×{n} board; click a square to block it"));
        self.render_count(&state);
        self.render_browser(&state);
    }

    fn render_count(&self, state: &QueensState) {
        let counting = state.count.is_some();
        dom::set_visible(&self.controls.cancel, counting);
        dom::set_visible(&self.controls.progress, counting);
        self.controls.count.set_disabled(counting);
        let Some((run, started)) = &state.count else {
            return dom::set_text(&self.controls.result, &state.result_text);
        };
        let (fraction, found, elapsed) = (run.fraction(), run.found(), seconds_since(*started));
        let left = if fraction > 0.0 { elapsed * (1.0 - fraction) / fraction } else { f64::NAN };
        let _ = self.controls.progress.set_attribute("value", &format!("{fraction:.4}"));
        let eta = if left.is_finite() { format!(", about {left:.0} s left") } else { String::new() };
        dom::set_text(
            &self.controls.result,
            &format!("{:.0}% done, {found} solutions so far, {elapsed:.1} s{eta}", fraction * 100.0),
        );
    }

    fn render_browser(&self, state: &QueensState) {
        let listed = state.solutions.len();
        let position = match (listed, state.listing) {
            (0, Some(fraction)) => format!("Listing solutions… {:.0}%", fraction * 100.0),
            (0, None) => "No solution.".to_string(),
            (_, Some(_)) => "One placement (explicit construction); listing…".to_string(),
            _ if state.listing_complete => format!("Solution {} of {listed}", state.shown + 1),
            _ => format!("Solution {} of the first {listed}", state.shown + 1),
        };
        let browsing = state.listing.is_none() && listed > 0;
        let mut pager = Pager::default();
        pager.set_len(listed);
        pager.go_to(state.shown);
        let view = if browsing { pager.view() } else { PagerView { previous: false, next: false } };
        self.browser.render(view, &position);
    }
}

/// The queens of a solution (each row's column, rows from the top) as board pieces.
fn queens_on(columns: &[u8], n: usize) -> Vec<(Cell, PieceKind)> {
    columns
        .iter()
        .enumerate()
        .filter_map(|(row, &col)| Some((Cell::from_top(row, usize::from(col), n)?, PieceKind::Queen)))
        .collect()
}

fn seconds_since(started_ms: f64) -> f64 {
    (dom::now_ms() - started_ms) / 1000.0
}
