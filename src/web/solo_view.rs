//! The Solo Chess page: play by clicking or with the keyboard, undo, restart,
//! hint, auto-solve, new puzzles by level, rules, share links.
//!
//! Game logic lives in [`crate::solo::Game`]; searches run in a worker via
//! [`JobRunner`]; this file only connects the page's controls to them.

use std::{
    cell::RefCell,
    collections::VecDeque,
    rc::{Rc, Weak},
};

use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use web_sys::{
    HtmlButtonElement, HtmlElement, HtmlInputElement, HtmlOListElement, HtmlSelectElement, KeyboardEvent,
    MouseEvent,
};

use super::{
    board_canvas::{BoardCanvas, Cell, Scene},
    dom,
    jobs::JobRunner,
    WebError,
};
use crate::{
    board::Square,
    job::{Event, Job, Outcome, SoloSolveRequest},
    route::Route,
    solo::{parse_move, ClickOutcome, Game, GameStatus, GeneratorOptions, Level, Move, RulesPreset},
};

/// The puzzle shown when a link names none: the seed text's example.
const DEFAULT_PUZZLE: &str = "2Q1/2R1/N3/1P2";
/// Pause between the moves of an automatic solution.
const AUTOPLAY_STEP_MS: u32 = 650;

/// How a status message should look.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tone {
    Info,
    Success,
    Warning,
    Error,
}

impl Tone {
    fn name(self) -> &'static str {
        match self {
            Tone::Info => "info",
            Tone::Success => "success",
            Tone::Warning => "warning",
            Tone::Error => "error",
        }
    }
}

/// What the running job is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pending {
    Hint,
    Auto,
    Count,
    Generate,
}

struct SoloState {
    game: Game,
    cursor: Square,
    /// The cursor shows while the keyboard drives the board, not after mouse clicks.
    keyboard_cursor: bool,
    hint: Option<Move>,
    pending: Option<Pending>,
    autoplay: VecDeque<String>,
    autoplay_timer: Option<Timeout>,
    message: (String, Tone),
}

/// The page's controls.
struct Controls {
    status: HtmlElement,
    moves: HtmlOListElement,
    undo: HtmlButtonElement,
    restart: HtmlButtonElement,
    hint: HtmlButtonElement,
    auto: HtmlButtonElement,
    count: HtmlButtonElement,
    new_puzzle: HtmlButtonElement,
    cancel: HtmlButtonElement,
    share: HtmlButtonElement,
    level: HtmlSelectElement,
    unique: HtmlInputElement,
    rules: HtmlSelectElement,
    rules_text: HtmlElement,
    link: HtmlInputElement,
    code: HtmlInputElement,
    open: HtmlElement,
}

impl Controls {
    fn find() -> Result<Controls, WebError> {
        Ok(Controls {
            status: dom::element("solo-status")?,
            moves: dom::element("solo-moves")?,
            undo: dom::element("solo-undo")?,
            restart: dom::element("solo-restart")?,
            hint: dom::element("solo-hint")?,
            auto: dom::element("solo-auto")?,
            count: dom::element("solo-count")?,
            new_puzzle: dom::element("solo-new")?,
            cancel: dom::element("solo-cancel")?,
            share: dom::element("solo-share")?,
            level: dom::element("solo-level")?,
            unique: dom::element("solo-unique")?,
            rules: dom::element("solo-rules")?,
            rules_text: dom::element("solo-rules-text")?,
            link: dom::element("solo-link")?,
            code: dom::element("solo-code")?,
            open: dom::element("solo-open")?,
        })
    }
}

/// The mounted Solo Chess view.
pub struct SoloView {
    board: Rc<BoardCanvas>,
    controls: Controls,
    state: RefCell<SoloState>,
    jobs: JobRunner,
    listeners: RefCell<Vec<EventListener>>,
}

impl SoloView {
    /// Binds the page's Solo Chess controls and shows the default puzzle.
    ///
    /// # Errors
    /// When the page lacks an element the view needs.
    pub fn mount() -> Result<Rc<SoloView>, WebError> {
        let board = BoardCanvas::new("solo-board")?;
        let controls = Controls::find()?;
        let game =
            Game::new(DEFAULT_PUZZLE, RulesPreset::Solitaire).map_err(|error| WebError(error.to_string()))?;
        let cursor = Square::new(0, 0).ok_or_else(|| WebError("no square a1".into()))?;
        let view = Rc::new_cyclic(|weak: &Weak<SoloView>| {
            let weak = weak.clone();
            SoloView {
                board,
                controls,
                state: RefCell::new(SoloState {
                    game,
                    cursor,
                    keyboard_cursor: false,
                    hint: None,
                    pending: None,
                    autoplay: VecDeque::new(),
                    autoplay_timer: None,
                    message: (String::new(), Tone::Info),
                }),
                jobs: JobRunner::new(move |event| {
                    if let Some(view) = weak.upgrade() {
                        view.on_job_event(event);
                    }
                }),
                listeners: RefCell::default(),
            }
        });
        view.listen()?;
        view.set_message(&view.playing_message(), Tone::Info);
        view.render();
        Ok(view)
    }

    /// Opens a Solo Chess link: loads its puzzle unless it is already the one shown.
    pub fn open(&self, puzzle: Option<&str>, rules: RulesPreset) {
        let code = puzzle.map_or_else(|| self.state.borrow().game.code(), str::to_string);
        let same = {
            let state = self.state.borrow();
            state.game.code() == code && state.game.rules() == rules
        };
        if same {
            return;
        }
        match Game::new(&code, rules) {
            Ok(game) => self.load(game, "Puzzle loaded from the link."),
            Err(error) => self.show_link_error(&error.to_string()),
        }
    }

    /// Says that a link could not be opened; the current game stays.
    pub fn show_link_error(&self, message: &str) {
        self.set_message(&format!("{message}. The current puzzle stays on the board."), Tone::Error);
        self.render();
    }

    fn listen(self: &Rc<Self>) -> Result<(), WebError> {
        let canvas = self.board.element().clone();
        let mut listeners = vec![
            dom::listen_with(self, &canvas, "click", |view, event| {
                let cell = event.dyn_ref::<MouseEvent>().and_then(|mouse| view.board.cell_at(mouse));
                if let Some(square) = cell.and_then(|cell| Square::new(cell.file, cell.rank)) {
                    {
                        let mut state = view.state.borrow_mut();
                        state.cursor = square;
                        state.keyboard_cursor = false;
                    }
                    view.click(square);
                }
            }),
            dom::listen_with(self, &canvas, "blur", |view, _| view.hide_cursor()),
            dom::listen_with(self, &self.controls.undo, "click", |view, _| view.undo()),
            dom::listen_with(self, &self.controls.restart, "click", |view, _| view.restart()),
            dom::listen_with(self, &self.controls.hint, "click", |view, _| view.start_search(Pending::Hint)),
            dom::listen_with(self, &self.controls.auto, "click", |view, _| view.start_search(Pending::Auto)),
            dom::listen_with(self, &self.controls.count, "click", |view, _| {
                view.start_search(Pending::Count)
            }),
            dom::listen_with(self, &self.controls.new_puzzle, "click", |view, _| view.new_puzzle()),
            dom::listen_with(self, &self.controls.cancel, "click", |view, _| view.cancel()),
            dom::listen_with(self, &self.controls.share, "click", |view, _| view.share()),
            dom::listen_with(self, &self.controls.rules, "change", |view, _| view.change_rules()),
            dom::listen_with(self, dom::window()?.as_ref(), "resize", |view, _| view.board.redraw()),
        ];
        let weak = Rc::downgrade(self);
        let no_passive = EventListenerOptions::enable_prevent_default();
        listeners.push(EventListener::new_with_options(&canvas, "keydown", no_passive, {
            let weak = weak.clone();
            move |event| {
                if let (Some(view), Some(key)) = (weak.upgrade(), event.dyn_ref::<KeyboardEvent>()) {
                    if view.key(&key.key()) {
                        event.prevent_default();
                    }
                }
            }
        }));
        listeners.push(EventListener::new_with_options(
            &self.controls.open,
            "submit",
            no_passive,
            move |event| {
                event.prevent_default();
                if let Some(view) = weak.upgrade() {
                    view.open_typed_code();
                }
            },
        ));
        self.listeners.replace(listeners);
        Ok(())
    }

    /// A listener that calls `action` on this view while it lives.
    fn click(&self, square: Square) {
        self.stop_autoplay();
        let outcome = self.state.borrow_mut().game.click(square);
        match outcome {
            ClickOutcome::Played(_) => self.after_move(),
            ClickOutcome::Selected(square) => {
                let piece = self.state.borrow().game.position().piece_at(square);
                let name = piece.map_or("piece", |kind| kind.name());
                self.set_message(
                    &format!("The {name} on {square} is selected: pick a piece it can capture."),
                    Tone::Info,
                );
            }
            ClickOutcome::Deselected => self.set_message("Selection cancelled.", Tone::Info),
            ClickOutcome::Refused(reason) => self.set_message(&reason, Tone::Warning),
        }
        self.render();
    }

    /// Handles a key on the board; tells whether it was used.
    fn key(&self, key: &str) -> bool {
        let (width, height) = {
            let shape = self.state.borrow().game.position().shape();
            (shape.width(), shape.height())
        };
        let cursor = self.state.borrow().cursor;
        self.state.borrow_mut().keyboard_cursor = true;
        let moved = match key {
            "ArrowLeft" => cursor.offset(-1, 0),
            "ArrowRight" => cursor.offset(1, 0),
            "ArrowUp" => cursor.offset(0, 1),
            "ArrowDown" => cursor.offset(0, -1),
            "Enter" | " " => {
                self.click(cursor);
                return true;
            }
            "Escape" => {
                self.state.borrow_mut().game.deselect();
                self.render();
                return true;
            }
            _ => return false,
        };
        if let Some(square) = moved.filter(|square| square.file() < width && square.rank() < height) {
            self.state.borrow_mut().cursor = square;
            self.render();
        }
        true
    }

    fn hide_cursor(&self) {
        self.state.borrow_mut().keyboard_cursor = false;
        self.render();
    }

    fn undo(&self) {
        self.stop_searches();
        let undone = self.state.borrow_mut().game.undo();
        match undone {
            Some(mv) => self.set_message(&format!("Took back {mv}."), Tone::Info),
            None => self.set_message("Nothing to undo.", Tone::Info),
        }
        self.render();
    }

    fn restart(&self) {
        self.stop_searches();
        self.state.borrow_mut().game.restart();
        self.set_message(&format!("Back to the start. {}", self.playing_message()), Tone::Info);
        self.render();
    }

    fn start_search(&self, pending: Pending) {
        self.stop_searches();
        let request = {
            let state = self.state.borrow();
            SoloSolveRequest {
                puzzle: state.game.code(),
                played: state.game.played_texts(),
                rules: state.game.rules(),
                count: pending == Pending::Count,
            }
        };
        let note = if pending == Pending::Count { "Counting every solution…" } else { "Searching…" };
        self.run(pending, Job::SoloSolve(request), note);
    }

    fn new_puzzle(&self) {
        self.stop_searches();
        let level: Level = self.controls.level.value().parse().unwrap_or_default();
        let unique = self.controls.unique.checked();
        let seed = (js_sys::Math::random() * 1e9) as u64;
        self.run(
            Pending::Generate,
            Job::SoloGenerate(GeneratorOptions { level, seed, unique }),
            "Generating a puzzle…",
        );
    }

    fn run(&self, pending: Pending, job: Job, message: &str) {
        match self.jobs.start(job) {
            Ok(()) => {
                self.state.borrow_mut().pending = Some(pending);
                self.set_message(message, Tone::Info);
            }
            Err(error) => self.set_message(&format!("Cannot start the solver: {error}"), Tone::Error),
        }
        self.render();
    }

    fn cancel(&self) {
        let was_busy = self.state.borrow().pending.is_some();
        self.stop_searches();
        if was_busy {
            self.set_message("Cancelled.", Tone::Info);
        }
        self.render();
    }

    /// Stops any search and any automatic play; clears a stale hint.
    fn stop_searches(&self) {
        self.jobs.cancel();
        self.stop_autoplay();
        let mut state = self.state.borrow_mut();
        state.pending = None;
        state.hint = None;
    }

    fn stop_autoplay(&self) {
        let mut state = self.state.borrow_mut();
        state.autoplay.clear();
        state.autoplay_timer = None;
    }

    fn on_job_event(self: Rc<Self>, event: Event) {
        let pending = self.state.borrow_mut().pending.take();
        match (pending, event) {
            (pending, Event::Progress(_)) => self.state.borrow_mut().pending = pending,
            (_, Event::Error { message }) => {
                self.set_message(&format!("The solver failed: {message}"), Tone::Error)
            }
            (Some(Pending::Hint), Event::Done(Outcome::SoloSolve(outcome))) => self.show_hint(&outcome.moves),
            (Some(Pending::Auto), Event::Done(Outcome::SoloSolve(outcome))) => {
                if outcome.solvable && !outcome.moves.is_empty() {
                    self.state.borrow_mut().autoplay = outcome.moves.into();
                    self.set_message("Playing a solution…", Tone::Info);
                    Rc::clone(&self).schedule_autoplay();
                } else {
                    self.report_no_solution();
                }
            }
            (Some(Pending::Count), Event::Done(Outcome::SoloSolve(outcome))) => {
                match (outcome.sequences, outcome.move_sets) {
                    (Some(sequences), Some(sets)) if sequences > 0 => {
                        let bound = if outcome.move_sets_exact == Some(false) { "at least " } else { "" };
                        let text = format!(
                            "From here: {sequences} winning move orders, {bound}{sets} different sets of moves."
                        );
                        self.set_message(&text, Tone::Info);
                    }
                    _ => self.report_no_solution(),
                }
            }
            (Some(Pending::Generate), Event::Done(Outcome::SoloGenerate(puzzle))) => {
                match Game::new(&puzzle.code, RulesPreset::Solitaire) {
                    Ok(game) => {
                        let kind = if puzzle.unique { "one solution" } else { "several solutions" };
                        let note = format!(
                            "New {} puzzle ({kind}; random captures win {:.0}% of the time).",
                            puzzle.level,
                            puzzle.win_chance * 100.0
                        );
                        self.load(game, &note);
                        return;
                    }
                    Err(error) => {
                        self.set_message(&format!("The generator made a bad puzzle: {error}"), Tone::Error)
                    }
                }
            }
            _ => {}
        }
        self.render();
    }

    fn show_hint(&self, moves: &[String]) {
        let hint = {
            let state = self.state.borrow();
            let rules = state.game.rules().rules();
            moves.first().and_then(|text| parse_move(text, state.game.position(), rules).ok())
        };
        if self.state.borrow().game.status() == GameStatus::Won {
            self.set_message("Already solved.", Tone::Success);
            return;
        }
        match hint {
            Some(mv) => {
                self.state.borrow_mut().hint = Some(mv);
                self.set_message(&format!("Hint: {mv}"), Tone::Info);
            }
            None => self.report_no_solution(),
        }
    }

    fn report_no_solution(&self) {
        if self.state.borrow().game.status() == GameStatus::Won {
            self.set_message("Already solved.", Tone::Success);
        } else {
            self.set_message("No solution from here: undo some moves or restart.", Tone::Warning);
        }
    }

    fn schedule_autoplay(self: Rc<Self>) {
        let weak = Rc::downgrade(&self);
        let timer = Timeout::new(AUTOPLAY_STEP_MS, move || {
            if let Some(view) = weak.upgrade() {
                view.autoplay_step();
            }
        });
        self.state.borrow_mut().autoplay_timer = Some(timer);
    }

    fn autoplay_step(self: Rc<Self>) {
        let next = self.state.borrow_mut().autoplay.pop_front();
        let Some(text) = next else { return };
        let played = {
            let mut state = self.state.borrow_mut();
            let rules = state.game.rules().rules();
            match parse_move(&text, state.game.position(), rules) {
                Ok(mv) => state.game.play(mv),
                Err(_) => false,
            }
        };
        if !played {
            self.stop_autoplay();
            self.set_message("The automatic solution no longer fits the board.", Tone::Error);
            self.render();
            return;
        }
        self.after_move();
        let more = !self.state.borrow().autoplay.is_empty();
        if more {
            Rc::clone(&self).schedule_autoplay();
        } else {
            self.state.borrow_mut().autoplay_timer = None;
        }
        self.render();
    }

    fn after_move(&self) {
        self.state.borrow_mut().hint = None;
        let (status, played) = {
            let state = self.state.borrow();
            (state.game.status(), state.game.played_texts())
        };
        match status {
            GameStatus::Won => self.set_message(
                &format!("Solved in {} moves: {}", played.len(), played.join(", ")),
                Tone::Success,
            ),
            GameStatus::DeadEnd => self.set_message("No capture left — undo?", Tone::Warning),
            GameStatus::Playing => self.set_message(&self.playing_message(), Tone::Info),
        }
    }

    fn playing_message(&self) -> String {
        let pieces = self.state.borrow().game.position().piece_count();
        format!("{pieces} pieces left: every move must capture; leave one piece.")
    }

    fn change_rules(&self) {
        let rules: RulesPreset = self.controls.rules.value().parse().unwrap_or_default();
        let code = self.state.borrow().game.code();
        match Game::new(&code, rules) {
            Ok(game) => self.load(game, &format!("Rules: {}.", rules_label(rules))),
            Err(error) => self.set_message(&error.to_string(), Tone::Error),
        }
    }

    fn open_typed_code(&self) {
        let text = self.controls.code.value();
        let rules = self.state.borrow().game.rules();
        match Game::new(&text, rules) {
            Ok(game) => self.load(game, "Puzzle opened."),
            Err(error) => {
                // The typed text stays in the box so it can be corrected.
                self.set_message(&format!("Cannot open that code: {error}."), Tone::Error);
                self.render();
            }
        }
    }

    /// Shows a new game and puts its link in the address bar.
    fn load(&self, game: Game, note: &str) {
        self.stop_searches();
        let route = Route::Solo { puzzle: Some(game.code()), rules: game.rules() };
        self.state.borrow_mut().game = game;
        self.set_message(&format!("{note} {}", self.playing_message()), Tone::Info);
        if let Ok(window) = dom::window() {
            let _ = window.location().set_hash(&route.to_fragment());
        }
        self.render();
    }

    fn share(&self) {
        let fragment = {
            let state = self.state.borrow();
            Route::Solo { puzzle: Some(state.game.code()), rules: state.game.rules() }.to_fragment()
        };
        dom::offer_link(&fragment, &self.controls.link, &self.controls.status);
    }

    fn set_message(&self, text: &str, tone: Tone) {
        self.state.borrow_mut().message = (text.to_string(), tone);
    }

    fn render(&self) {
        let state = self.state.borrow();
        let game = &state.game;
        let position = game.position();
        let rules = game.rules().rules();
        let shape = position.shape();
        let pieces: Vec<_> = position
            .occupied()
            .squares()
            .filter_map(|square| Some((Cell::from(square), position.piece_at(square)?)))
            .collect();
        let badges = match rules.capture_limit {
            Some(limit) => position
                .occupied()
                .squares()
                .map(|square| (Cell::from(square), limit.saturating_sub(position.captures_made(square))))
                .collect(),
            None => Vec::new(),
        };
        self.board.draw(Scene {
            width: shape.width(),
            height: shape.height(),
            pieces,
            badges,
            blocked: Vec::new(),
            selected: game.selected().map(Cell::from),
            targets: game.targets().squares().map(Cell::from).collect(),
            last_move: game.played().last().map(|mv| (mv.from.into(), mv.to.into())),
            hint: state.hint.map(|mv| (mv.from.into(), mv.to.into())),
            cursor: state.keyboard_cursor.then_some(state.cursor.into()),
        });
        let (text, tone) = &state.message;
        dom::set_text(&self.controls.status, text);
        let _ = self.controls.status.set_attribute("data-tone", tone.name());
        self.render_moves(game);
        let busy = state.pending.is_some();
        self.controls.undo.set_disabled(game.played().is_empty());
        self.controls.restart.set_disabled(game.played().is_empty());
        self.controls.hint.set_disabled(busy || game.status() != GameStatus::Playing);
        self.controls.auto.set_disabled(busy || game.status() != GameStatus::Playing);
        self.controls.count.set_disabled(busy || game.status() != GameStatus::Playing);
        dom::set_visible(&self.controls.cancel, busy);
        self.controls.rules.set_value(game.rules().name());
        dom::set_text(&self.controls.rules_text, rules_summary(game.rules()));
        let _ = self.board.element().set_attribute(
            "aria-label",
            &format!("Solo chess board, {} by {}. Position: {}", shape.width(), shape.height(), game.code()),
        );
    }

    fn render_moves(&self, game: &Game) {
        let list = &self.controls.moves;
        dom::set_text(list, "");
        let Ok(document) = dom::document() else { return };
        for text in game.played_texts() {
            if let Ok(item) = document.create_element("li") {
                dom::set_text(&item, &text);
                let _ = list.append_child(&item);
            }
        }
    }
}

/// The rules in a few words, shown above the controls.
fn rules_summary(rules: RulesPreset) -> &'static str {
    match rules {
        RulesPreset::Solitaire => {
            "Every move must capture. Win by leaving a single piece. Pawns capture diagonally upward."
        }
        RulesPreset::Solo => {
            "Every move must capture; win by leaving a single piece. Each piece may capture at most twice \
             (the badge shows captures left); a king cannot be captured, so it must be the last piece."
        }
    }
}

fn rules_label(rules: RulesPreset) -> &'static str {
    match rules {
        RulesPreset::Solitaire => "Solitaire Chess (any piece may capture any number of times)",
        RulesPreset::Solo => "Solo Chess (at most two captures per piece; a king must be last)",
    }
}
