//! The Exact attack page: set the board (size, cells switched off, a count
//! per cell), the mode and the pieces allowed; prove the fewest pieces or
//! count every solution in a worker; step through the placements with each
//! cell's attack count drawn on it; open the proven minima of the results
//! table (`results.rs`).

mod form;
mod results;

use std::{
    cell::RefCell,
    rc::{Rc, Weak},
};

use super::{
    board_canvas::Scene,
    browser::Browser,
    dom,
    jobs::JobRunner,
    registry::View,
    shell::{runner, PageShell, Tone},
    WebError,
};
use crate::{
    board::{Cell, Square},
    exact::{CountReply, CountTask, Find, Grid, Link, MinReply, MinTask, Mode, Placement, Problem, Search},
    job::Event,
    numbers::{grouped, plural},
    pages::{self, Outcome, Pager, Step, Ticket},
};
use form::{Controls, Tool, CONTROLS};
use results::ResultsTable;

/// The key under the board, and the results table's place (static HTML).
const BELOW_BOARD: &str = r#"
<p class="keys">The number on a cell is how many times it must be attacked — on a solution, how many times it is.
Dark cells are switched off. A piece does not attack its own cell; a slider stops at the first piece in its way.</p>
<section class="exact-results" aria-labelledby="exact-results-title">
  <h2 id="exact-results-title">Proven minima</h2>
  <p class="note">The fewest pieces for every cell / only the vacant cells attacked exactly k times on an n×n board,
  all six pieces allowed, proven by complete search. Click a number to see a minimal placement.</p>
  <table id="exact-table" class="exact-table"></table>
</section>
"#;

/// The home page's picture: a 4×4 board with every cell attacked exactly twice by six pieces.
const PREVIEW: &str = "K2R/1N2/4/QQR1";

/// What the page shows.
enum Found {
    /// Only the problem (its counts on the cells).
    Nothing,
    /// The proven fewest pieces, with the time and where it came from.
    Min { outcome: MinReply, seconds: f64, from_table: bool },
    /// Every solution counted.
    Count { outcome: CountReply, seconds: f64 },
}

struct ExactState {
    /// The problem on the form (and the board when nothing is found).
    problem: Problem,
    /// The search that produced `found` (or runs now).
    search: Option<Search>,
    found: Found,
    /// The search running in the worker, if any.
    running: pages::Search,
    /// The index of the example shown.
    shown: usize,
    /// Whether a link was opened yet (the first one always runs its search).
    opened: bool,
}

/// The mounted Exact attack view.
pub struct ExactView {
    shell: PageShell,
    controls: Controls,
    browser: Browser,
    results: ResultsTable,
    state: RefCell<ExactState>,
    minimizer: JobRunner<MinTask>,
    counter: JobRunner<CountTask>,
}

impl View for ExactView {
    type Link = Link;
    const CONTROLS: &'static [&'static str] = &[CONTROLS];
    const BELOW_BOARD: &'static str = BELOW_BOARD;

    fn mount(shell: PageShell) -> Result<Rc<ExactView>, WebError> {
        let controls = Controls::find()?;
        let browser = Browser::build(&shell)?;
        let results = ResultsTable::build("exact-table")?;
        // The problem shown when the page opens: the seed's 5×5 board, every cell attacked twice.
        let problem = Problem::rectangle(5, 5, 2).map_err(|error| WebError(error.to_string()))?;
        let view = Rc::new_cyclic(|weak: &Weak<ExactView>| ExactView {
            shell,
            controls,
            browser,
            results,
            state: RefCell::new(ExactState {
                problem,
                search: None,
                found: Found::Nothing,
                running: pages::Search::default(),
                shown: 0,
                opened: false,
            }),
            minimizer: runner(weak, ExactView::on_minimum),
            counter: runner(weak, ExactView::on_count),
        });
        view.listen()?;
        view.show_problem();
        Ok(view)
    }

    fn shell(&self) -> &PageShell {
        &self.shell
    }

    /// Opens the link's search: a proven minimum the results table already
    /// holds is shown at once, anything else is searched.
    fn open(&self, link: Link) {
        let opened = std::mem::replace(&mut self.state.borrow_mut().opened, true);
        let Some(search) = link.search else { return self.render() };
        let state = self.state.borrow();
        // The search shown already, or (after the first visit) the problem on the form that
        // nobody ran yet, as after a bad link: nothing new to search.
        let idle_form = opened && state.search.is_none() && state.problem == search.problem;
        if state.search.as_ref() == Some(&search) || idle_form {
            drop(state);
            return self.render();
        }
        drop(state);
        self.set_problem(search.problem.clone());
        self.controls.show_search(&search);
        if search.find == Find::Min && self.show_table_entry(&search.problem) {
            return;
        }
        self.start(search);
    }

    fn link(&self) -> Link {
        let state = self.state.borrow();
        let search = state.search.clone().filter(|search| search.problem == state.problem);
        Link {
            search: Some(search.unwrap_or(Search {
                problem: state.problem.clone(),
                find: Find::Min,
                max_pieces: None,
            })),
        }
    }
}

impl ExactView {
    /// The home page's picture: six pieces attacking every cell of 4×4 exactly twice.
    pub fn preview() -> Scene {
        Placement::parse(PREVIEW)
            .map(|placement| solution_scene(&placement, Mode::EveryCell))
            .unwrap_or_default()
    }

    fn stop(&self) {
        self.minimizer.cancel();
        self.counter.cancel();
        self.state.borrow_mut().running.cancel(dom::now_ms());
    }

    fn cancel(&self) {
        let was_running = self.state.borrow().running.is_running();
        self.stop();
        if was_running {
            self.shell.status("Cancelled.", Tone::Info);
        }
        self.render();
    }

    /// Notes progress (and redraws), or takes the finished search's reply and seconds.
    fn finished<R>(&self, ticket: Ticket, event: Event<R>) -> Option<(R, f64)> {
        let outcome = self.state.borrow_mut().running.event(ticket, event, dom::now_ms());
        match outcome {
            Outcome::Stale => None,
            Outcome::Running => {
                self.render();
                None
            }
            Outcome::Done { reply, seconds } => Some((reply, seconds)),
            Outcome::Failed { message } => {
                self.shell.status(&format!("The search failed: {message}"), Tone::Error);
                self.render();
                None
            }
        }
    }

    fn listen(self: &Rc<Self>) -> Result<(), WebError> {
        let shell = &self.shell;
        shell.on_submit_id(self, "exact-form", |view| view.search_from_form(Find::Min))?;
        shell.on_click_id(self, "exact-all", |view| view.search_from_form(Find::All))?;
        shell.on_click_id(self, "exact-cancel", |view| view.cancel())?;
        shell.on_click_id(self, "exact-open", ExactView::open_text)?;
        for (element, action) in self.controls.edits() {
            shell.on(self, element, "change", move |view, _| view.edit_from_form(action));
        }
        self.browser.listen(shell, self, ExactView::browse);
        shell.on_board_click(self, ExactView::click_cell);
        self.results.listen(shell, self, |view, problem| {
            view.stop();
            view.set_problem(problem.clone());
            view.show_table_entry(problem);
        });
        Ok(())
    }

    /// Applies a change of the size, k, mode or pieces; a refused change is explained and undone on the form.
    fn edit_from_form(&self, action: form::Edit) {
        if action == form::Edit::K && self.controls.tool() == Tool::SetCount {
            // With the "set its count" tool, k is what the next clicked cell gets, not every cell's count.
            return;
        }
        let current = self.state.borrow().problem.clone();
        match self.controls.edited(&current, action) {
            Ok(problem) => {
                self.set_problem(problem);
                self.shell.status("", Tone::Info);
            }
            Err(error) => {
                self.controls.show_problem(&current);
                self.shell.status(&format!("Cannot change the board: {error}."), Tone::Error);
            }
        }
    }

    /// Reads the problem text box; a bad text is explained and stays in the box.
    fn open_text(&self) {
        match self.controls.text_problem() {
            Ok(problem) => {
                self.set_problem(problem);
                self.shell.status("Problem opened.", Tone::Info);
            }
            Err(error) => self.shell.status(&format!("Cannot read the problem: {error}."), Tone::Error),
        }
    }

    /// A click on a cell switches it off or on, or sets its count, by the chosen tool.
    fn click_cell(&self, cell: Cell) {
        let Some(square) = cell.square() else { return };
        let current = self.state.borrow().problem.clone();
        let k = self.controls.k();
        let edited = match self.controls.tool() {
            Tool::Switch => current.with_cell_toggled(square, k),
            Tool::SetCount => current.clone().with_k_at(square, k),
        };
        match edited {
            Ok(problem) => self.set_problem(problem),
            Err(error) => self.shell.status(&format!("Cannot change {square}: {error}."), Tone::Warning),
        }
    }

    /// Makes `problem` the one on the form and the board. A result, or a
    /// running search, for another problem no longer applies: it is put away.
    fn set_problem(&self, problem: Problem) {
        self.controls.show_problem(&problem);
        if self.state.borrow().problem != problem {
            self.stop();
            let mut state = self.state.borrow_mut();
            state.found = Found::Nothing;
            state.search = None;
            state.shown = 0;
        }
        self.state.borrow_mut().problem = problem;
        self.render();
    }

    fn show_problem(&self) {
        let problem = self.state.borrow().problem.clone();
        self.controls.show_problem(&problem);
        self.render();
    }

    /// Shows the results table's entry for `problem`, if it has one; false otherwise.
    fn show_table_entry(&self, problem: &Problem) -> bool {
        let Some(entry) = self.results.entry(problem) else { return false };
        let outcome = entry.outcome.clone();
        let note = match (outcome.min_pieces, outcome.complete) {
            (Some(min), _) => format!(
                "From the results table: the fewest is {min} pieces, proven in {:.2} s (native). “Fewest pieces” proves it again here.",
                entry.seconds
            ),
            (None, true) => "From the results table: no placement solves this problem.".to_string(),
            (None, false) => format!(
                "From the results table: the search proved at least {} pieces before its limit. Run “Fewest pieces” to search on.",
                outcome.lower_bound
            ),
        };
        {
            let mut state = self.state.borrow_mut();
            state.search = Some(Search { problem: problem.clone(), find: Find::Min, max_pieces: None });
            state.found = Found::Min { outcome, seconds: entry.seconds, from_table: true };
            state.shown = 0;
        }
        self.shell.status(&note, Tone::Success);
        self.shell.set_address(&self.link());
        self.render();
        true
    }

    /// Starts the search the form asks for; a bad piece cap is explained and kept.
    fn search_from_form(&self, find: Find) {
        let max_pieces = match (find, self.controls.max_pieces()) {
            (Find::All, Ok(max)) => max,
            (Find::All, Err(error)) => {
                return self.shell.status(&format!("Cannot count: {error}."), Tone::Error)
            }
            (Find::Min, _) => None,
        };
        let problem = self.state.borrow().problem.clone();
        self.start(Search { problem, find, max_pieces });
    }

    /// Starts `search` in a worker; the previous search, if any, is stopped.
    fn start(&self, search: Search) {
        self.stop();
        let text = search.problem.to_text();
        let ticket = self.state.borrow_mut().running.start(dom::now_ms());
        let started = match search.find {
            Find::Min => self.minimizer.start(ticket, MinTask { problem: text }),
            Find::All => {
                self.counter.start(ticket, CountTask { problem: text, max_pieces: search.max_pieces })
            }
        };
        if let Err(error) = started {
            self.state.borrow_mut().running.cancel(dom::now_ms());
            return self.shell.status(&format!("Cannot start the solver: {error}"), Tone::Error);
        }
        let note = match search.find {
            Find::Min => "Proving the fewest pieces…",
            Find::All => "Counting every solution…",
        };
        {
            let mut state = self.state.borrow_mut();
            state.search = Some(search);
            state.found = Found::Nothing;
            state.shown = 0;
        }
        self.shell.status(note, Tone::Info);
        self.shell.set_address(&self.link());
        self.render();
    }

    fn on_minimum(&self, ticket: Ticket, event: Event<MinReply>) {
        let Some((outcome, seconds)) = self.finished(ticket, event) else { return };
        let message = match outcome.min_pieces {
            Some(min) => format!(
                "Proven: the fewest pieces is {min}. {} with {min} pieces, {} up to symmetry.",
                plural(outcome.solutions, "placement"),
                grouped(outcome.unique)
            ),
            None => "No placement of the allowed pieces solves this problem.".to_string(),
        };
        let tone = if outcome.min_pieces.is_some() { Tone::Success } else { Tone::Warning };
        self.shell.status(&message, tone);
        self.state.borrow_mut().found = Found::Min { outcome, seconds, from_table: false };
        self.render();
    }

    fn on_count(&self, ticket: Ticket, event: Event<CountReply>) {
        let Some((outcome, seconds)) = self.finished(ticket, event) else { return };
        let cap = outcome.max_pieces.map(|max| format!(" with at most {max} pieces")).unwrap_or_default();
        self.shell.status(
            &format!(
                "{}{cap}, {} up to symmetry.",
                plural(outcome.total, "solution"),
                grouped(outcome.unique)
            ),
            if outcome.total > 0 { Tone::Success } else { Tone::Warning },
        );
        self.state.borrow_mut().found = Found::Count { outcome, seconds };
        self.render();
    }

    fn browse(&self, step: Step) {
        {
            let mut state = self.state.borrow_mut();
            let total = examples(&state.found).len();
            state.shown = step.apply(state.shown, total);
        }
        self.render();
    }

    fn render(&self) {
        let state = self.state.borrow();
        let shown = examples(&state.found).get(state.shown).and_then(|code| Placement::parse(code).ok());
        let scene = match &shown {
            Some(placement) => solution_scene(placement, state.problem.mode()),
            None => problem_scene(&state.problem),
        };
        self.shell.board().draw(scene);
        let label = shown.map_or_else(|| state.problem.to_text(), |placement| placement.to_string());
        let _ =
            self.shell.board().element().set_attribute("aria-label", &format!("Exact attack board: {label}"));
        self.controls.render_progress(
            state.running.display(dom::now_ms(), "round").as_ref(),
            &result_text(&state.found),
        );
        dom::set_text(self.controls.stats(), &stats_text(&state.found));
        let examples = examples(&state.found);
        let text = match examples.len() {
            0 => String::new(),
            listed => format!("Placement {} of {listed} listed", state.shown + 1),
        };
        let mut pager = Pager::default();
        pager.set_len(examples.len());
        pager.go_to(state.shown);
        self.browser.render(pager.view(), &text);
    }
}

/// The placements found, as codes.
fn examples(found: &Found) -> &[String] {
    match found {
        Found::Nothing => &[],
        Found::Min { outcome, .. } => &outcome.examples,
        Found::Count { outcome, .. } => &outcome.examples,
    }
}

fn result_text(found: &Found) -> String {
    match found {
        Found::Nothing => String::new(),
        Found::Min { outcome, .. } => match (outcome.min_pieces, outcome.complete) {
            (Some(min), _) => format!("Fewest pieces: {min}"),
            (None, true) => "No solution".to_string(),
            (None, false) => format!("At least {} pieces (search cut off)", outcome.lower_bound),
        },
        Found::Count { outcome, .. } => {
            let by: Vec<String> = outcome
                .by_pieces
                .iter()
                .enumerate()
                .filter(|(_, &count)| count > 0)
                .map(|(pieces, &count)| format!("{}: {}", plural(pieces as u64, "piece"), grouped(count)))
                .collect();
            if by.is_empty() {
                "No solution".to_string()
            } else {
                format!("By number of pieces — {}", by.join(", "))
            }
        }
    }
}

fn stats_text(found: &Found) -> String {
    let (nodes, seconds, where_) = match found {
        Found::Nothing => return String::new(),
        Found::Min { outcome, seconds, from_table } => (
            outcome.nodes,
            *seconds,
            if *from_table { " natively, when the table was made" } else { " here" },
        ),
        Found::Count { outcome, seconds } => (outcome.nodes, *seconds, " here"),
    };
    format!("Search: {} nodes, {seconds:.2} s{where_}.", grouped(nodes))
}

/// The problem drawn: switched-off cells dark, each cell's required count on it.
fn problem_scene(problem: &Problem) -> Scene {
    Scene {
        badges: problem.on_squares().map(|square| (Cell::from(square), problem.k_at(square))).collect(),
        ..grid_scene(problem)
    }
}

/// A grid drawn: its rectangle, switched-off cells dark.
fn grid_scene(grid: &Grid) -> Scene {
    Scene {
        width: grid.width(),
        height: grid.height(),
        blocked: grid.off_squares().map(Cell::from).collect(),
        ..Scene::default()
    }
}

/// A placement drawn: its pieces, switched-off cells dark, and on each cell
/// that must be attacked exactly k times (every cell, or the vacant ones) its attack count.
fn solution_scene(placement: &Placement, mode: Mode) -> Scene {
    let counts = placement.attack_counts();
    let counted = |square: &Square| mode == Mode::EveryCell || placement.piece_at(*square).is_none();
    Scene {
        pieces: placement
            .squares()
            .filter_map(|square| placement.piece_at(square).map(|kind| (Cell::from(square), kind)))
            .collect(),
        badges: placement
            .on_squares()
            .filter(counted)
            .map(|square| (Cell::from(square), counts[usize::from(square.index())]))
            .collect(),
        ..grid_scene(placement)
    }
}
