//! The Coverage page: choose a piece set, board, bishop colours and
//! superposition; find the configurations attacking the most or fewest
//! squares, or one per square leaving only that square unattacked; step
//! through them with attacked squares shaded and unattacked ones ringed.
//!
//! A maximum runs in two steps: first the seed's proof (can these pieces
//! attack every square?), which is quick, then the listing of every best
//! configuration, which takes longer.

use std::rc::{Rc, Weak};

use std::cell::RefCell;

use web_sys::{HtmlButtonElement, HtmlElement, HtmlInputElement, HtmlSelectElement};

use super::{
    board_canvas::Scene,
    browser::Browser,
    dom::{self, page_elements},
    jobs::JobRunner,
    progress::ProgressDisplay,
    registry::View,
    shell::{runner, PageShell, Tone},
    WebError,
};
use crate::{
    board::{Cell, Square},
    coverage::{
        BishopRule, CoverAllTask, CoverReply, CoverTask, Goal, Link, Objective, PieceSet, Placement,
        SearchStats, Settings, UnattackedReply, UnattackedTask,
    },
    job::Event,
    numbers::{grouped, plural},
    pages::{Outcome, Pager, Search, Step, Ticket},
};

/// The view's controls; the shell adds the title, status line and share row.
const CONTROLS: &str = r#"
<form id="coverage-form" class="coverage-form">
<div class="row">
  <label for="coverage-pieces">Pieces</label>
  <input id="coverage-pieces" type="text" value="KQRRNNBB" spellcheck="false" autocomplete="off" maxlength="40" />
  <label>Board
    <select id="coverage-side">
      <option>3</option><option>4</option><option>5</option><option>6</option><option>7</option><option selected>8</option>
    </select>
  </label>
</div>
<div class="row">
  <label>Bishops
    <select id="coverage-bishops">
      <option value="opposite">on opposite colours</option>
      <option value="same">on the same colour</option>
      <option value="any">on any squares</option>
    </select>
  </label>
  <label class="check"><input id="coverage-superpose" type="checkbox" /> pieces may share a square</label>
</div>
<div class="row">
  <label>Find
    <select id="coverage-goal">
      <option value="max">the most squares attacked</option>
      <option value="min">the fewest squares attacked</option>
      <option value="unattacked">each square left alone unattacked</option>
    </select>
  </label>
</div>
<div class="row">
  <button id="coverage-run" type="submit" class="primary">Search</button>
  <button id="coverage-cancel" type="button" class="danger" hidden>Cancel</button>
</div>
</form>
<progress id="coverage-progress" max="1" value="0" hidden></progress>
<p id="coverage-result" class="result" aria-live="polite"></p>
<p id="coverage-stats" class="note"></p>
"#;

/// A key under the board (the shell's browser row comes above it).
const BELOW_BOARD: &str = r#"
<p class="keys">Shaded squares are attacked; a blue ring marks a square that no piece attacks.</p>
"#;

/// The seed's search, for comparison: Robison, Hafner and Skiena, 1989.
const SEED_SEARCH: &str = "The seed's search: 1.03 × 10⁸ nodes, 75 minutes on a Sun 3/360.";

/// The home page's picture: one of the 144 configurations of K, Q, two rooks,
/// two knights and two bishops that attack 63 squares (from `chesslab cover max`).
const PREVIEW: &str = "7R/1R6/8/2N5/4BB2/1N3K2/8/Q7";

/// What the page shows.
enum Found {
    /// Nothing yet.
    Nothing,
    /// The proof step of a maximum is done; the listing runs.
    Proof { proof: CoverReply, seconds: f64 },
    /// The best configurations, with the proof that preceded them (for a maximum).
    Best { proof: Option<(CoverReply, f64)>, reply: CoverReply, seconds: f64 },
    /// For each square, a configuration leaving only it unattacked.
    Table { reply: UnattackedReply, seconds: f64 },
}

struct CoverageState {
    settings: Settings,
    goal: Goal,
    found: Found,
    /// The step running in the worker, if any.
    running: Search,
    /// The example shown (its index, or the square's index in a table).
    shown: usize,
    /// Whether anything was searched yet (the first visit searches at once).
    searched: bool,
}

page_elements! {
    struct Controls {
        pieces: HtmlInputElement = "coverage-pieces",
        board: HtmlSelectElement = "coverage-side",
        bishops: HtmlSelectElement = "coverage-bishops",
        superpose: HtmlInputElement = "coverage-superpose",
        goal: HtmlSelectElement = "coverage-goal",
        run: HtmlButtonElement = "coverage-run",
        cancel: HtmlButtonElement = "coverage-cancel",
        progress: HtmlElement = "coverage-progress",
        result: HtmlElement = "coverage-result",
        stats: HtmlElement = "coverage-stats",
    }
}

/// The mounted Coverage view.
pub struct CoverageView {
    shell: PageShell,
    controls: Controls,
    browser: Browser,
    state: RefCell<CoverageState>,
    prover: JobRunner<CoverAllTask>,
    searcher: JobRunner<CoverTask>,
    tabulator: JobRunner<UnattackedTask>,
}

impl View for CoverageView {
    type Link = Link;
    const CONTROLS: &'static [&'static str] = &[CONTROLS];
    const BELOW_BOARD: &'static str = BELOW_BOARD;

    fn mount(shell: PageShell) -> Result<Rc<CoverageView>, WebError> {
        let controls = Controls::find()?;
        let browser = Browser::build(&shell)?;
        let view = Rc::new_cyclic(|weak: &Weak<CoverageView>| CoverageView {
            shell,
            controls,
            browser,
            state: RefCell::new(CoverageState {
                settings: Settings::default(),
                goal: Goal::Max,
                found: Found::Nothing,
                running: Search::default(),
                shown: 0,
                searched: false,
            }),
            prover: runner(weak, CoverageView::on_proved),
            searcher: runner(weak, CoverageView::on_searched),
            tabulator: runner(weak, CoverageView::on_tabulated),
        });
        view.listen()?;
        view.render();
        Ok(view)
    }

    fn shell(&self) -> &PageShell {
        &self.shell
    }

    /// Opens the link's puzzle and searches it; without one, the first visit searches the seed's puzzle.
    fn open(&self, link: Link) {
        let searched = self.state.borrow().searched;
        match link.setup {
            Some((settings, goal)) => {
                let same = {
                    let state = self.state.borrow();
                    state.settings == settings && state.goal == goal && searched
                };
                if !same {
                    self.show_settings(&settings, goal);
                    self.search(settings, goal);
                }
            }
            None if !searched => self.search_from_form(),
            None => self.render(),
        }
    }

    fn link(&self) -> Link {
        let state = self.state.borrow();
        Link { setup: Some((state.settings.clone(), state.goal)) }
    }
}

impl CoverageView {
    /// The home page's picture: a 63-square configuration, attacked squares shaded.
    pub fn preview() -> Scene {
        Placement::parse(PREVIEW).map(|placement| scene_of(&placement)).unwrap_or_default()
    }

    fn stop(&self) {
        self.prover.cancel();
        self.searcher.cancel();
        self.tabulator.cancel();
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
        shell.on_submit_id(self, "coverage-form", CoverageView::search_from_form)?;
        shell.on_click(self, &self.controls.cancel, CoverageView::cancel);
        self.browser.listen(shell, self, CoverageView::browse);
        shell.on_board_click(self, CoverageView::pick_square);
        Ok(())
    }

    /// Reads the form and searches; a bad piece set is explained and stays in its box.
    fn search_from_form(&self) {
        let text = self.controls.pieces.value();
        let settings = Settings {
            // The normal order (K Q R B N), so the same set always makes the same link.
            pieces: PieceSet::parse(&text)
                .map_or_else(|_| text.trim().to_string(), |pieces| pieces.to_string()),
            side: self.controls.board.value().parse().unwrap_or(8),
            bishops: self.controls.bishops.value().parse().unwrap_or(BishopRule::Opposite),
            superpose: self.controls.superpose.checked(),
        };
        let goal = self.controls.goal.value().parse().unwrap_or_default();
        if let Err(error) = settings.problem(Objective::Max) {
            return self.shell.status(&format!("Cannot search: {error}."), Tone::Error);
        }
        self.search(settings, goal);
    }

    fn show_settings(&self, settings: &Settings, goal: Goal) {
        let controls = &self.controls;
        controls.pieces.set_value(&settings.pieces);
        controls.board.set_value(&settings.side.to_string());
        controls.bishops.set_value(match settings.bishops {
            BishopRule::Opposite => "opposite",
            BishopRule::Same => "same",
            BishopRule::Any => "any",
        });
        controls.superpose.set_checked(settings.superpose);
        controls.goal.set_value(goal.name());
    }

    /// Starts the search for `goal`; the previous one, if any, is stopped.
    fn search(&self, settings: Settings, goal: Goal) {
        self.stop();
        {
            let mut state = self.state.borrow_mut();
            state.settings = settings.clone();
            state.goal = goal;
            state.found = Found::Nothing;
            state.shown = 0;
            state.searched = true;
        }
        let ticket = self.state.borrow_mut().running.start(dom::now_ms());
        let started = match goal {
            Goal::Max => self.prover.start(ticket, CoverAllTask { settings }),
            Goal::Min => self.searcher.start(ticket, CoverTask { settings, objective: Objective::Min }),
            Goal::Unattacked => self.tabulator.start(ticket, UnattackedTask { settings }),
        };
        if started.is_err() {
            self.state.borrow_mut().running.cancel(dom::now_ms());
        }
        match started {
            Ok(()) => {
                let note = match goal {
                    Goal::Max => "Can these pieces attack every square? Searching…",
                    Goal::Min => "Searching for the fewest squares attacked…",
                    Goal::Unattacked => "Searching, square by square…",
                };
                self.shell.status(note, Tone::Info);
            }
            Err(error) => self.shell.status(&format!("Cannot start the solver: {error}"), Tone::Error),
        }
        self.shell.set_address(&self.link());
        self.render();
    }

    fn on_proved(&self, ticket: Ticket, event: Event<CoverReply>) {
        let Some((proof, seconds)) = self.finished(ticket, event) else { return };
        let settings = self.state.borrow().settings.clone();
        let squares = settings.side * settings.side;
        if proof.best.is_some() {
            // Some configuration covers the whole board: that is the maximum, and these are all of them.
            self.shell.status(&format!("All {squares} squares can be attacked."), Tone::Success);
            self.state.borrow_mut().found = Found::Best { proof: None, reply: proof, seconds };
        } else {
            self.shell.status(
                &format!("Proved in {seconds:.2} s: these pieces cannot attack all {squares} squares. Listing the best configurations…"),
                Tone::Success,
            );
            self.state.borrow_mut().found = Found::Proof { proof, seconds };
            let ticket = self.state.borrow_mut().running.start(dom::now_ms());
            if self.searcher.start(ticket, CoverTask { settings, objective: Objective::Max }).is_err() {
                self.state.borrow_mut().running.cancel(dom::now_ms());
            }
        }
        self.render();
    }

    fn on_searched(&self, ticket: Ticket, event: Event<CoverReply>) {
        let Some((reply, seconds)) = self.finished(ticket, event) else { return };
        let proof = match std::mem::replace(&mut self.state.borrow_mut().found, Found::Nothing) {
            Found::Proof { proof, seconds } => Some((proof, seconds)),
            _ => None,
        };
        let message = match reply.best {
            Some(best) => format!(
                "The {} is {best} squares: {} up to symmetry ({}).",
                if reply.objective == Objective::Max { "most" } else { "fewest" },
                plural(reply.configurations, "configuration"),
                plural(reply.placements, "placement")
            ),
            None => "No configuration found.".to_string(),
        };
        self.shell.status(&message, Tone::Success);
        self.state.borrow_mut().found = Found::Best { proof, reply, seconds };
        self.render();
    }

    fn on_tabulated(&self, ticket: Ticket, event: Event<UnattackedReply>) {
        let Some((reply, seconds)) = self.finished(ticket, event) else { return };
        let squares = reply.side * reply.side;
        let possible = reply.examples.iter().flatten().count();
        self.shell.status(
            &format!("{possible} of {squares} squares can be the only one left unattacked. Click a square to see how."),
            Tone::Success,
        );
        let first = reply.examples.iter().position(Option::is_some).unwrap_or(0);
        let mut state = self.state.borrow_mut();
        state.shown = first;
        state.found = Found::Table { reply, seconds };
        drop(state);
        self.render();
    }

    /// In a table, a click on a square shows the configuration leaving only it unattacked.
    fn pick_square(&self, cell: Cell) {
        let Some(square) = cell.square() else { return };
        let mut state = self.state.borrow_mut();
        if let Found::Table { reply, .. } = &state.found {
            let index = usize::from(square.index());
            let has_example = reply.examples.get(index).is_some_and(Option::is_some);
            drop(state);
            if !has_example {
                return self
                    .shell
                    .status(&format!("No configuration leaves only {square} unattacked."), Tone::Warning);
            }
            state = self.state.borrow_mut();
            state.shown = index;
            drop(state);
            self.render();
        }
    }

    fn browse(&self, step: Step) {
        {
            let mut state = self.state.borrow_mut();
            let stops = stops(&state.found);
            let at = stops.iter().position(|&stop| stop == state.shown).unwrap_or(0);
            state.shown = stops.get(step.apply(at, stops.len())).copied().unwrap_or(0);
        }
        self.render();
    }

    fn render(&self) {
        let state = self.state.borrow();
        let side = state.settings.side as u8;
        let example = shown_example(&state);
        let scene = example
            .as_ref()
            .map_or_else(|| Scene { width: side, height: side, ..Scene::default() }, scene_of);
        self.shell.board().draw(scene);
        let label = example.map_or_else(|| "empty board".to_string(), |placement| placement.code());
        let _ = self.shell.board().element().set_attribute("aria-label", &format!("Coverage board: {label}"));
        let (result, stats) = result_texts(&state);
        self.render_progress(&state, &result);
        dom::set_text(&self.controls.stats, &stats);
        self.render_browser(&state);
    }

    fn render_progress(&self, state: &CoverageState, result: &str) {
        let controls = &self.controls;
        ProgressDisplay {
            bar: &controls.progress,
            cancel: &controls.cancel,
            line: &controls.result,
            starters: &[&controls.run],
        }
        .show(state.running.display(dom::now_ms(), "pass").as_ref(), result);
    }

    fn render_browser(&self, state: &CoverageState) {
        let stops = stops(&state.found);
        let at = stops.iter().position(|&stop| stop == state.shown);
        let text = match (&state.found, at) {
            (Found::Best { reply, .. }, Some(at)) => format!(
                "Configuration {} of {} shown ({} up to symmetry)",
                at + 1,
                reply.examples.len(),
                reply.configurations
            ),
            (Found::Table { reply, .. }, Some(_)) => {
                let square = Square::from_index(state.shown as u8)
                    .map(|square| square.to_string())
                    .unwrap_or_default();
                let count = reply.placements.get(state.shown).copied().unwrap_or(0);
                format!("Only {square} unattacked ({})", plural(count, "placement"))
            }
            _ => String::new(),
        };
        let mut pager = Pager::default();
        if let Some(at) = at {
            pager.set_len(stops.len());
            pager.go_to(at);
        }
        self.browser.render(pager.view(), &text);
    }
}

/// The result line and the statistics line for what was found.
fn result_texts(state: &CoverageState) -> (String, String) {
    let classic = state.settings == Settings::default();
    let seed = if classic { format!(" {SEED_SEARCH}") } else { String::new() };
    match &state.found {
        Found::Nothing => (String::new(), String::new()),
        Found::Proof { proof, seconds } => {
            (String::new(), format!("Proof: {}{seed}", statistics(&proof.stats, *seconds)))
        }
        Found::Best { proof, reply, seconds } => {
            let proof = proof
                .as_ref()
                .map(|(proof, seconds)| format!("Proof: {}{seed} ", statistics(&proof.stats, *seconds)))
                .unwrap_or_default();
            let best = reply.best.map_or_else(|| "none".to_string(), |best| best.to_string());
            let word = if reply.objective == Objective::Max { "Most" } else { "Fewest" };
            (
                format!("{word} squares attacked: {best} of {}", state.settings.side * state.settings.side),
                format!("{proof}Listing: {}", statistics(&reply.stats, *seconds)),
            )
        }
        Found::Table { reply, seconds } => {
            (String::new(), format!("Search: {}", statistics(&reply.stats, *seconds)))
        }
    }
}

/// The places the browser steps through: example indices, or the squares with an example.
fn stops(found: &Found) -> Vec<usize> {
    match found {
        Found::Best { reply, .. } => (0..reply.examples.len()).collect(),
        Found::Table { reply, .. } => reply
            .examples
            .iter()
            .enumerate()
            .filter(|(_, example)| example.is_some())
            .map(|(index, _)| index)
            .collect(),
        Found::Nothing | Found::Proof { .. } => Vec::new(),
    }
}

/// The configuration the browser shows.
fn shown_example(state: &CoverageState) -> Option<Placement> {
    let code = match &state.found {
        Found::Best { reply, .. } => reply.examples.get(state.shown)?.clone(),
        Found::Table { reply, .. } => reply.examples.get(state.shown)?.clone()?,
        Found::Nothing | Found::Proof { .. } => return None,
    };
    Placement::parse(&code).ok()
}

/// A configuration drawn: its pieces (a badge counts a stack), attacked squares shaded, the rest ringed.
fn scene_of(placement: &Placement) -> Scene {
    let side = placement.side() as u8;
    let mut pieces: Vec<(Cell, _)> = Vec::new();
    let mut badges: Vec<(Cell, u8)> = Vec::new();
    for &(kind, square) in placement.pieces() {
        let cell = Cell::from(square);
        match badges.iter_mut().find(|(at, _)| *at == cell) {
            Some((_, count)) => *count += 1,
            None => {
                pieces.push((cell, kind));
                badges.push((cell, 1));
            }
        }
    }
    badges.retain(|&(_, count)| count > 1);
    Scene {
        width: side,
        height: side,
        pieces,
        badges,
        shaded: placement.attacked().squares().map(Cell::from).collect(),
        marked: placement.unattacked().squares().map(Cell::from).collect(),
        ..Scene::default()
    }
}

fn statistics(stats: &SearchStats, seconds: f64) -> String {
    format!(
        "{} nodes, {} leaves, {} boards surviving pass 1, {seconds:.2} s.",
        grouped(stats.nodes),
        grouped(stats.leaves),
        grouped(stats.survivors)
    )
}
