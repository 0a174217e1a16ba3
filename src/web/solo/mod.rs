//! The Solo Chess page: play by clicking or with the keyboard, undo, restart,
//! hint, auto-solve, new puzzles by level, rules, share links.
//!
//! Game logic lives in [`crate::solo::Game`]; searches run in workers; the
//! status line, share link and listeners come from the [`PageShell`]; this
//! file only connects the page's controls to them.

use std::{
    cell::RefCell,
    collections::VecDeque,
    rc::{Rc, Weak},
};

use gloo_timers::callback::Timeout;
use web_sys::{HtmlButtonElement, HtmlElement, HtmlInputElement, HtmlOListElement, HtmlSelectElement};

mod about;
mod editor;
mod record;

use about::{fill_about_panel, ABOUT_PANEL};
use editor::{EditorControls, EditorState};
use record::RecordPanel;

use super::{
    board_canvas::Scene,
    dom,
    jobs::JobRunner,
    registry::View,
    shell::{runner, PageShell, Tone},
    WebError,
};
use crate::{
    board::{Cell, Square},
    job::{Event, Progress},
    numbers::plural,
    pages::{Search, Ticket},
    solo::{
        daily_options, date_text, day_of, parse_code, parse_move, ClickOutcome, Game, GameStatus,
        GeneratedPuzzle, GeneratorOptions, Level, Link, Move, PlayerRecord, RulesPreset, SolveReply,
        SolveTask,
    },
};

/// The puzzle shown when a link names none: the seed text's example.
const DEFAULT_PUZZLE: &str = "2Q1/2R1/N3/1P2";
/// Pause between the moves of an automatic solution.
const AUTOPLAY_STEP_MS: u32 = 650;

/// What the running solve is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pending {
    Hint,
    Auto,
    Count,
    /// The editor's live analysis of the edited position.
    Analyse,
}

struct SoloState {
    game: Game,
    cursor: Square,
    /// The cursor shows while the keyboard drives the board, not after mouse clicks.
    keyboard_cursor: bool,
    /// The hint shown, and whether its target is shown too (the second press of Hint).
    hint: Option<(Move, bool)>,
    pending: Option<Pending>,
    autoplay: VecDeque<String>,
    autoplay_timer: Option<Timeout>,
    generating: bool,
    /// This game, for the player's record.
    attempt: Attempt,
    record: PlayerRecord,
    /// The editor, while the position is being edited.
    editing: Option<EditorState>,
    /// The day of the daily puzzle being generated, if that is what the generator makes.
    daily: Option<i64>,
    /// The star rating of the generated puzzle on the board (`None` for a puzzle from a link or the editor).
    rating: Option<u8>,
}

/// The game being played, as the player's record sees it.
#[derive(Clone, Copy, Debug)]
struct Attempt {
    /// The level it was generated at (`None`: opened from a link or a code).
    level: Option<Level>,
    started_ms: f64,
    hints: u32,
    /// Auto-solve was used: the win is not the player's.
    auto_solved: bool,
    /// The win is already in the record.
    recorded: bool,
}

impl Attempt {
    fn new(level: Option<Level>) -> Attempt {
        Attempt { level, started_ms: js_sys::Date::now(), hints: 0, auto_solved: false, recorded: false }
    }
}

/// The view's controls; the shell adds the title, status line and share row.
const CONTROLS: &str = r#"
<div id="solo-play">
<div class="row">
  <button id="solo-undo" type="button">Undo</button>
  <button id="solo-restart" type="button">Restart</button>
  <button id="solo-hint" type="button">Hint</button>
  <button id="solo-auto" type="button">Auto-solve</button>
  <button id="solo-count" type="button">Count solutions</button>
  <button id="solo-cancel" type="button" class="danger" hidden>Cancel</button>
</div>
<fieldset class="row">
  <legend>New puzzle</legend>
  <label>Level
    <select id="solo-level">
      <option value="beginner">Beginner</option>
      <option value="intermediate">Intermediate</option>
      <option value="advanced">Advanced</option>
      <option value="expert">Expert</option>
    </select>
  </label>
  <label>Board
    <select id="solo-size">
      <option value="4" selected>4×4</option><option value="5">5×5</option><option value="6">6×6</option>
      <option value="7">7×7</option><option value="8">8×8</option>
    </select>
  </label>
  <label>Pieces <input id="solo-pieces" type="number" min="2" max="32" placeholder="by level" inputmode="numeric" /></label>
  <label class="check"><input id="solo-unique" type="checkbox" /> one solution only</label>
  <button id="solo-new" type="button" class="primary">New puzzle</button>
  <button id="solo-daily" type="button">Daily puzzle</button>
</fieldset>
<p id="solo-rating" class="note" aria-live="polite"></p>
</div>
<div class="row">
  <label>Rules
    <select id="solo-rules">
      <option value="solitaire">Solitaire Chess</option>
      <option value="solo">Solo Chess (chess.com)</option>
    </select>
  </label>
</div>
<div class="share-slot"></div>
<div id="solo-play-more">
<form id="solo-open" class="row">
  <label for="solo-code">Puzzle code</label>
  <input id="solo-code" type="text" spellcheck="false" autocomplete="off" placeholder="e.g. 2Q1/2R1/N3/1P2" />
  <button type="submit">Open</button>
  <button id="solo-edit" type="button">Edit position</button>
</form>
<h2>Moves</h2>
<ol id="solo-moves" class="moves"></ol>
</div>
<details id="solo-record" class="record">
  <summary>Your progress</summary>
  <ul id="solo-record-list"></ul>
  <button id="solo-record-reset" type="button">Reset progress</button>
</details>
"#;

/// The editor's controls, shown instead of the game's while editing.
const EDITOR_CONTROLS: &str = r#"
<fieldset id="solo-editor" class="editor" hidden>
  <legend>Edit the position</legend>
  <div class="row palette" role="radiogroup" aria-label="What a click puts on the board">
    <label><input type="radio" name="solo-tool" value="K" /> <span aria-hidden="true">♔</span> King</label>
    <label><input type="radio" name="solo-tool" value="Q" checked /> <span aria-hidden="true">♕</span> Queen</label>
    <label><input type="radio" name="solo-tool" value="R" /> <span aria-hidden="true">♖</span> Rook</label>
    <label><input type="radio" name="solo-tool" value="B" /> <span aria-hidden="true">♗</span> Bishop</label>
    <label><input type="radio" name="solo-tool" value="N" /> <span aria-hidden="true">♘</span> Knight</label>
    <label><input type="radio" name="solo-tool" value="P" /> <span aria-hidden="true">♙</span> Pawn</label>
    <label><input type="radio" name="solo-tool" value="x" /> Erase</label>
  </div>
  <div class="row">
    <label>Files <select id="solo-edit-width"><option>1</option><option>2</option><option>3</option><option>4</option><option>5</option><option>6</option><option>7</option><option>8</option></select></label>
    <label>Ranks <select id="solo-edit-height"><option>1</option><option>2</option><option>3</option><option>4</option><option>5</option><option>6</option><option>7</option><option>8</option></select></label>
    <button id="solo-edit-clear" type="button">Clear</button>
  </div>
  <p id="solo-edit-analysis" class="analysis" aria-live="polite"></p>
  <form id="solo-edit-import" class="row">
    <label for="solo-edit-text">Import</label>
    <input id="solo-edit-text" type="text" spellcheck="false" autocomplete="off" placeholder="FEN, puzzle code or 00q000r0k0000p00" />
    <button type="submit">Import</button>
  </form>
  <label class="export">Code (FEN board) <input id="solo-edit-code" type="text" readonly /></label>
  <label class="export">4×4 form <input id="solo-edit-seed" type="text" readonly /></label>
  <div class="row">
    <button id="solo-edit-play" type="button" class="primary">Play this position</button>
    <button id="solo-edit-back" type="button">Back to the puzzle</button>
  </div>
</fieldset>
"#;

/// The note under the board.
const BELOW_BOARD: &str = r#"<p class="keys">Click a piece, then a piece it can capture. Keyboard: arrows and Enter on the board, Esc cancels.</p>"#;

/// The page's own controls.
struct Controls {
    moves: HtmlOListElement,
    undo: HtmlButtonElement,
    restart: HtmlButtonElement,
    hint: HtmlButtonElement,
    auto: HtmlButtonElement,
    count: HtmlButtonElement,
    cancel: HtmlButtonElement,
    level: HtmlSelectElement,
    size: HtmlSelectElement,
    pieces: HtmlInputElement,
    rating: HtmlElement,
    unique: HtmlInputElement,
    rules: HtmlSelectElement,
    rules_text: HtmlElement,
    code: HtmlInputElement,
    record: RecordPanel,
    play: HtmlElement,
    play_more: HtmlElement,
    editor: EditorControls,
}

impl Controls {
    fn find() -> Result<Controls, WebError> {
        Ok(Controls {
            moves: dom::element("solo-moves")?,
            undo: dom::element("solo-undo")?,
            restart: dom::element("solo-restart")?,
            hint: dom::element("solo-hint")?,
            auto: dom::element("solo-auto")?,
            count: dom::element("solo-count")?,
            cancel: dom::element("solo-cancel")?,
            level: dom::element("solo-level")?,
            size: dom::element("solo-size")?,
            pieces: dom::element("solo-pieces")?,
            rating: dom::element("solo-rating")?,
            unique: dom::element("solo-unique")?,
            rules: dom::element("solo-rules")?,
            rules_text: dom::element("solo-rules-text")?,
            code: dom::element("solo-code")?,
            record: RecordPanel::find()?,
            play: dom::element("solo-play")?,
            play_more: dom::element("solo-play-more")?,
            editor: EditorControls::find()?,
        })
    }
}

/// The mounted Solo Chess view.
pub struct SoloView {
    shell: PageShell,
    controls: Controls,
    state: RefCell<SoloState>,
    solver: JobRunner<SolveTask>,
    generator: JobRunner<GeneratorOptions>,
    /// Names each start of the solver or generator (the runners drop replies of replaced jobs).
    tickets: RefCell<Search>,
    /// The view itself, for timers that must not keep it alive.
    me: Weak<SoloView>,
}

impl View for SoloView {
    type Link = Link;
    const CONTROLS: &'static [&'static str] = &[EDITOR_CONTROLS, CONTROLS, ABOUT_PANEL];
    const BELOW_BOARD: &'static str = BELOW_BOARD;

    fn mount(shell: PageShell) -> Result<Rc<SoloView>, WebError> {
        let controls = Controls::find()?;
        fill_about_panel()?;
        let game =
            Game::new(DEFAULT_PUZZLE, RulesPreset::Solitaire).map_err(|error| WebError(error.to_string()))?;
        let cursor = Square::new(0, 0).ok_or_else(|| WebError("no square a1".into()))?;
        let view = Rc::new_cyclic(|weak: &Weak<SoloView>| SoloView {
            shell,
            controls,
            state: RefCell::new(SoloState {
                game,
                cursor,
                keyboard_cursor: false,
                hint: None,
                pending: None,
                autoplay: VecDeque::new(),
                autoplay_timer: None,
                generating: false,
                attempt: Attempt::new(None),
                record: RecordPanel::load(),
                editing: None,
                daily: None,
                rating: None,
            }),
            solver: runner(weak, |view, _, event| view.on_solved(event)),
            generator: runner(weak, |view, _, event| view.on_generated(event)),
            tickets: RefCell::default(),
            me: weak.clone(),
        });
        view.listen()?;
        view.set_message(&view.playing_message(), Tone::Info);
        view.render();
        Ok(view)
    }

    fn shell(&self) -> &PageShell {
        &self.shell
    }

    /// Loads the link's puzzle (or keeps the current one when it names none) under its rules.
    fn open(&self, link: Link) {
        let code = link.puzzle.unwrap_or_else(|| self.state.borrow().game.code());
        let same = {
            let state = self.state.borrow();
            state.game.code() == code && state.game.rules() == link.rules
        };
        if same {
            return self.render();
        }
        match Game::new(&code, link.rules) {
            Ok(game) => self.load(game, "Puzzle loaded from the link."),
            Err(error) => self.shell.show_link_error(&error.to_string()),
        }
    }

    fn link(&self) -> Link {
        let rules = self.state.borrow().game.rules();
        let puzzle = self.edited_code().unwrap_or_else(|| self.state.borrow().game.code());
        Link { puzzle: Some(puzzle), rules }
    }
}

impl SoloView {
    /// The home page's picture: the seed text's example puzzle.
    pub fn preview() -> Scene {
        let Ok(position) = parse_code(DEFAULT_PUZZLE) else { return Scene::default() };
        let pieces = position
            .occupied()
            .squares()
            .filter_map(|square| Some((Cell::from(square), position.piece_at(square)?)))
            .collect();
        Scene { width: 4, height: 4, pieces, ..Scene::default() }
    }

    fn listen(self: &Rc<Self>) -> Result<(), WebError> {
        let shell = &self.shell;
        shell.on_board_click(self, |view, cell| {
            if let Some(square) = cell.square() {
                {
                    let mut state = view.state.borrow_mut();
                    state.cursor = square;
                    state.keyboard_cursor = false;
                }
                view.click(square);
            }
        });
        shell.on_board_key(self, SoloView::key);
        shell.on(self, shell.board().element(), "blur", |view, _| view.hide_cursor());
        shell.on_click_id(self, "solo-undo", SoloView::undo)?;
        shell.on_click_id(self, "solo-restart", SoloView::restart)?;
        shell.on_click_id(self, "solo-hint", SoloView::hint)?;
        shell.on_click_id(self, "solo-record-reset", SoloView::reset_record)?;
        shell.on_click_id(self, "solo-auto", |view| view.start_search(Pending::Auto))?;
        shell.on_click_id(self, "solo-count", |view| view.start_search(Pending::Count))?;
        shell.on_click_id(self, "solo-new", SoloView::new_puzzle)?;
        shell.on_click_id(self, "solo-daily", SoloView::daily_puzzle)?;
        shell.on_click_id(self, "solo-cancel", SoloView::cancel)?;
        shell.on(self, &self.controls.rules, "change", |view, _| view.change_rules());
        shell.on_submit_id(self, "solo-open", SoloView::open_typed_code)?;
        self.listen_editor()
    }

    fn click(&self, square: Square) {
        if self.is_editing() {
            return self.editor_click(square);
        }
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
            let state = self.state.borrow();
            let shape = match &state.editing {
                Some(editing) => editing.position().shape(),
                None => state.game.position().shape(),
            };
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
            SolveTask {
                puzzle: state.game.code(),
                played: state.game.played_texts(),
                rules: state.game.rules(),
                count: pending == Pending::Count,
            }
        };
        let note = if pending == Pending::Count { "Counting every solution…" } else { "Searching…" };
        match self.solver.start(self.ticket(), request) {
            Ok(()) => {
                self.state.borrow_mut().pending = Some(pending);
                self.set_message(note, Tone::Info);
            }
            Err(error) => self.set_message(&format!("Cannot start the solver: {error}"), Tone::Error),
        }
        self.render();
    }

    /// Generates a puzzle as the form asks; a bad piece count is explained and stays in its box.
    fn new_puzzle(&self) {
        let level: Level = self.controls.level.value().parse().unwrap_or_default();
        let unique = self.controls.unique.checked();
        let seed = (js_sys::Math::random() * 1e9) as u64;
        let rules = self.state.borrow().game.rules();
        let size = self.controls.size.value().parse().unwrap_or(4);
        let text = self.controls.pieces.value();
        let pieces = match text.trim() {
            "" => None,
            count => match count.parse::<u8>() {
                Ok(pieces) => Some(pieces),
                Err(_) => {
                    let shown: String = count.chars().take(12).collect();
                    return self.set_message(
                        &format!("Cannot generate: '{shown}' is not a number of pieces."),
                        Tone::Error,
                    );
                }
            },
        };
        let options = GeneratorOptions { level, seed, unique, rules, size, pieces };
        if let Err(error) = options.check() {
            return self.set_message(&format!("Cannot generate: {error}."), Tone::Error);
        }
        self.generate(options, None);
    }

    /// Today's puzzle (UTC) under the rules chosen: the same for everyone.
    fn daily_puzzle(&self) {
        let day = day_of(js_sys::Date::now());
        let rules = self.state.borrow().game.rules();
        self.generate(daily_options(day, rules), Some(day));
    }

    /// Asks the worker for a puzzle; `daily` is the day of a daily puzzle.
    fn generate(&self, options: GeneratorOptions, daily: Option<i64>) {
        self.stop_searches();
        match self.generator.start(self.ticket(), options) {
            Ok(()) => {
                let mut state = self.state.borrow_mut();
                state.generating = true;
                state.daily = daily;
                drop(state);
                self.set_message("Generating a puzzle…", Tone::Info);
            }
            Err(error) => self.set_message(&format!("Cannot start the generator: {error}"), Tone::Error),
        }
        self.render();
    }

    fn cancel(&self) {
        let was_busy = self.state.borrow().pending.is_some() || self.state.borrow().generating;
        self.stop_searches();
        if was_busy {
            self.set_message("Cancelled.", Tone::Info);
        }
        self.render();
    }

    /// Stops any search and any automatic play; clears a stale hint.
    fn stop_searches(&self) {
        self.solver.cancel();
        self.generator.cancel();
        self.stop_autoplay();
        let mut state = self.state.borrow_mut();
        state.pending = None;
        state.generating = false;
        state.hint = None;
    }

    fn stop_autoplay(&self) {
        let mut state = self.state.borrow_mut();
        state.autoplay.clear();
        state.autoplay_timer = None;
    }

    /// A ticket for the next job.
    fn ticket(&self) -> Ticket {
        self.tickets.borrow_mut().start(dom::now_ms())
    }

    fn on_solved(&self, event: Event<SolveReply>) {
        let pending = self.state.borrow_mut().pending.take();
        match (pending, event) {
            (pending, Event::Progress(progress)) => {
                let analysing = pending == Some(Pending::Analyse);
                self.state.borrow_mut().pending = pending;
                if pending.is_some() {
                    self.show_search_progress(progress, analysing);
                }
                return;
            }
            (_, Event::Error { message }) => {
                self.set_message(&format!("The solver failed: {message}"), Tone::Error)
            }
            // Cancelled meanwhile: the answer is no longer wanted.
            (None, Event::Done(_)) => {}
            (Some(Pending::Hint), Event::Done(reply)) => self.show_hint(&reply.moves),
            (Some(Pending::Auto), Event::Done(reply)) => self.start_autoplay(reply),
            (Some(Pending::Count), Event::Done(reply)) => self.show_count(&reply),
            (Some(Pending::Analyse), Event::Done(reply)) => self.show_analysis(&reply),
        }
        self.render();
    }

    /// A long solve's progress: the share of the search done and the positions
    /// looked at, in the editor's analysis line or the status line (Cancel shows meanwhile).
    fn show_search_progress(&self, progress: Progress, analysing: bool) {
        let text = format!(
            "Searching… about {:.0}% done, {} looked at.",
            progress.fraction() * 100.0,
            plural(progress.found, "position")
        );
        if analysing {
            self.show_analysis_text(&text);
        } else {
            self.set_message(&text, Tone::Info);
        }
    }

    fn on_generated(&self, event: Event<GeneratedPuzzle>) {
        match event {
            Event::Progress(_) => return,
            Event::Error { message } => {
                self.state.borrow_mut().generating = false;
                self.set_message(&format!("The generator failed: {message}"), Tone::Error);
            }
            Event::Done(puzzle) => {
                self.state.borrow_mut().generating = false;
                let daily = self.state.borrow_mut().daily.take();
                match Game::new(&puzzle.code, puzzle.rules) {
                    Ok(game) => {
                        let kind = if puzzle.unique { "one solution" } else { "several solutions" };
                        let what = match daily {
                            Some(day) => format!("The daily puzzle for {}", date_text(day)),
                            None => format!("New {} puzzle", puzzle.level),
                        };
                        let note = format!(
                            "{what}: {} pieces, {} ({kind}; random captures win {:.0}% of the time).",
                            puzzle.pieces,
                            crate::solo::star_text(puzzle.rating),
                            puzzle.win_chance * 100.0
                        );
                        return self.load_at_level(game, Some((puzzle.level, puzzle.rating)), &note);
                    }
                    Err(error) => {
                        self.set_message(&format!("The generator made a bad puzzle: {error}"), Tone::Error)
                    }
                }
            }
        }
        self.render();
    }

    fn start_autoplay(&self, reply: SolveReply) {
        if reply.solvable && !reply.moves.is_empty() {
            let mut state = self.state.borrow_mut();
            state.autoplay = reply.moves.into();
            state.attempt.auto_solved = true;
            drop(state);
            self.set_message("Playing a solution…", Tone::Info);
            self.schedule_autoplay();
        } else {
            self.report_no_solution();
        }
    }

    fn show_count(&self, reply: &SolveReply) {
        match (reply.sequences, reply.move_sets) {
            (Some(sequences), Some(sets)) if sequences > 0 => {
                let bound = if reply.move_sets_exact == Some(false) { "at least " } else { "" };
                let text = format!(
                    "From here: {sequences} winning move orders, {bound}{sets} different sets of moves."
                );
                self.set_message(&text, Tone::Info);
            }
            _ => self.report_no_solution(),
        }
    }

    /// The first press shows the piece to move; the next press, its target.
    fn hint(&self) {
        let shown = self.state.borrow().hint;
        match shown {
            Some((mv, false)) => {
                self.state.borrow_mut().hint = Some((mv, true));
                let captured = mv.captured.name();
                self.set_message(&format!("Hint: {mv} — it takes the {captured} on {}.", mv.to), Tone::Info);
                self.render();
            }
            _ => self.start_search(Pending::Hint),
        }
    }

    fn reset_record(&self) {
        if self.controls.record.confirm_reset() {
            self.state.borrow_mut().record = PlayerRecord::default();
            RecordPanel::save(&PlayerRecord::default());
            self.set_message("Your progress is reset.", Tone::Info);
            self.render();
        }
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
                {
                    let mut state = self.state.borrow_mut();
                    state.hint = Some((mv, false));
                    state.attempt.hints += 1;
                    state.record.record_hint();
                    RecordPanel::save(&state.record);
                }
                let piece = mv.piece.name();
                self.set_message(
                    &format!("Hint: move the {piece} on {} (press Hint again to see its target).", mv.from),
                    Tone::Info,
                );
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

    fn schedule_autoplay(&self) {
        let weak = self.me.clone();
        let timer = Timeout::new(AUTOPLAY_STEP_MS, move || {
            if let Some(view) = weak.upgrade() {
                view.autoplay_step();
            }
        });
        self.state.borrow_mut().autoplay_timer = Some(timer);
    }

    fn autoplay_step(&self) {
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
            self.schedule_autoplay();
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
            GameStatus::Won => {
                self.record_win();
                self.set_message(
                    &format!("Solved in {} moves: {}", played.len(), played.join(", ")),
                    Tone::Success,
                );
            }
            GameStatus::DeadEnd => self.set_message("No capture left — undo?", Tone::Warning),
            GameStatus::Playing => self.set_message(&self.playing_message(), Tone::Info),
        }
    }

    /// Adds this game's win to the player's record, once, unless auto-solve played it.
    fn record_win(&self) {
        let mut state = self.state.borrow_mut();
        let attempt = state.attempt;
        if attempt.recorded || attempt.auto_solved {
            return;
        }
        state.attempt.recorded = true;
        let now = js_sys::Date::now();
        let seconds = (now - attempt.started_ms) / 1000.0;
        state.record.record_win(attempt.level, seconds, attempt.hints, day_of(now));
        RecordPanel::save(&state.record);
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
        self.load_at_level(game, None, note);
    }

    /// Like [`SoloView::load`], with the level a puzzle was generated at and
    /// its rating (stars), if it was.
    fn load_at_level(&self, game: Game, rated: Option<(Level, u8)>, note: &str) {
        self.stop_searches();
        {
            let mut state = self.state.borrow_mut();
            state.game = game;
            state.attempt = Attempt::new(rated.map(|(level, _)| level));
            state.rating = rated.map(|(_, rating)| rating);
        }
        self.set_message(&format!("{note} {}", self.playing_message()), Tone::Info);
        self.shell.set_address(&self.link());
        self.render();
    }

    fn set_message(&self, text: &str, tone: Tone) {
        self.shell.status(text, tone);
    }

    fn render(&self) {
        let state = self.state.borrow();
        self.show_editor_controls(state.editing.is_some());
        self.controls.record.render(&state.record, day_of(js_sys::Date::now()));
        let rating = state.rating.map(|rating| {
            format!("Difficulty {} ({rating} of 5, from the solver's effort)", crate::solo::star_text(rating))
        });
        dom::set_text(&self.controls.rating, &rating.unwrap_or_default());
        if let Some(editing) = &state.editing {
            return self.render_editor(editing);
        }
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
        self.shell.board().draw(Scene {
            width: shape.width(),
            height: shape.height(),
            pieces,
            badges,
            selected: game.selected().map(Cell::from),
            targets: game.targets().squares().map(Cell::from).collect(),
            last_move: game.played().last().map(|mv| (mv.from.into(), mv.to.into())),
            hint: match state.hint {
                Some((mv, true)) => vec![mv.from.into(), mv.to.into()],
                Some((mv, false)) => vec![mv.from.into()],
                None => Vec::new(),
            },
            cursor: state.keyboard_cursor.then_some(state.cursor.into()),
            ..Scene::default()
        });
        self.render_moves(game);
        let busy = state.pending.is_some() || state.generating;
        self.controls.undo.set_disabled(game.played().is_empty());
        self.controls.restart.set_disabled(game.played().is_empty());
        self.controls.hint.set_disabled(busy || game.status() != GameStatus::Playing);
        self.controls.auto.set_disabled(busy || game.status() != GameStatus::Playing);
        self.controls.count.set_disabled(busy || game.status() != GameStatus::Playing);
        dom::set_visible(&self.controls.cancel, busy);
        self.controls.rules.set_value(game.rules().name());
        dom::set_text(&self.controls.rules_text, rules_summary(game.rules()));
        let _ = self.shell.board().element().set_attribute(
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
