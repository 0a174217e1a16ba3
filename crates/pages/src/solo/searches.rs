//! The Solo page's searches: a hint, an automatic solution, a count of
//! solutions, the editor's analysis, or a new puzzle. One runs at a time,
//! through one [`Search`] lifecycle: starting one stops the other, and an
//! event of a search no longer running (a reply already on its way when the
//! player undid a move or cancelled) is dropped by its ticket.

use super::{
    super::{Outcome, Search, Ticket},
    texts, Effect, Origin, RatedPuzzle, SoloPage, Start, Tone,
};
use crate::solo::Game;
use chesslab_core::{
    solo::{
        count_text, star_text, GenerateReply, GenerateTask, RunTally, SolveReply, SolveTask,
        STOPPED_AT_MEMORY_LIMIT,
    },
    task::Event,
};

/// What a search is for (the search itself is a [`Search`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The first move from here, for a hint.
    Hint,
    /// A solution from here, to play.
    AutoSolve,
    /// Every solution from here, counted.
    Count,
    /// The editor's verdict on the edited position.
    Analyse,
    /// A new puzzle made by `task`; `daily` is the day of the daily puzzle, when it is one.
    Generate {
        /// What the generator is asked for.
        task: GenerateTask,
        /// The day (since 1970-01-01) of the daily puzzle being made.
        daily: Option<i64>,
    },
    /// The check of a stored challenge run against its seed.
    RunCheck,
    /// Puzzle `index` of the challenge run, its `attempt`th try (see
    /// `chesslab_core::solo::challenge_retry`).
    Challenge {
        /// Which puzzle of the run, from 0.
        index: usize,
        /// The try, from 0.
        attempt: u32,
    },
}

impl Purpose {
    /// Whether the search is about the game's current position, so a move makes it moot.
    const fn is_about_the_game(self) -> bool {
        matches!(self, Purpose::Hint | Purpose::AutoSolve | Purpose::Count)
    }

    /// Whether the generator runs it (else the solver).
    const fn is_generation(self) -> bool {
        matches!(self, Purpose::Generate { .. } | Purpose::Challenge { .. })
    }
}

/// The search that runs, if any, and what it is for.
#[derive(Clone, Debug, Default)]
pub(super) struct Searches {
    search: Search,
    purpose: Option<Purpose>,
}

impl Searches {
    /// Starts `purpose` at `now_ms` (replacing any running search).
    fn start(&mut self, purpose: Purpose, now_ms: f64) -> Ticket {
        self.purpose = Some(purpose);
        self.search.start(now_ms)
    }

    /// Stops the running search, giving what it was for.
    fn cancel(&mut self, now_ms: f64) -> Option<Purpose> {
        self.search.cancel(now_ms);
        self.purpose.take()
    }

    /// What the running search is for.
    pub const fn purpose(&self) -> Option<Purpose> {
        self.purpose
    }

    /// What the search named `ticket` is for, if it still runs.
    fn purpose_of(&self, ticket: Ticket) -> Option<Purpose> {
        self.purpose.filter(|_| self.search.ticket() == Some(ticket))
    }

    /// Folds in an event of the search named `ticket`, if it still runs and
    /// is `wanted` (a solver's event never ends a generation): `None` when it is stale.
    fn event<R>(
        &mut self,
        ticket: Ticket,
        event: Event<R>,
        now_ms: f64,
        wanted: impl Fn(Purpose) -> bool,
    ) -> Option<(Purpose, Outcome<R>)> {
        let purpose = self.purpose_of(ticket).filter(|&purpose| wanted(purpose))?;
        let outcome = self.search.event(ticket, event, now_ms);
        if !self.search.is_running() {
            self.purpose = None;
        }
        Some((purpose, outcome))
    }

    /// The running search's progress, when it is `purpose`.
    fn progress_of(&self, purpose: Purpose) -> Option<chesslab_core::task::Progress> {
        self.search.progress().filter(|_| self.purpose == Some(purpose))
    }
}

impl SoloPage {
    /// Asks the solver for a solution and plays it, one move per tick (not
    /// in a challenge run, whose puzzles the player solves: hints are allowed there, and counted).
    pub fn auto_solve(&mut self, now_ms: f64) -> Vec<Effect> {
        if self.run_counts_mistakes() {
            self.say("No auto-solve in a challenge run: Hint shows the way (and counts).", Tone::Info);
            return self.take();
        }
        self.start_solve(Purpose::AutoSolve, now_ms);
        self.take()
    }

    /// Asks the solver how many solutions there are from here.
    pub fn count(&mut self, now_ms: f64) -> Vec<Effect> {
        self.start_solve(Purpose::Count, now_ms);
        self.take()
    }

    /// The Cancel button: stops the running search and says so.
    pub fn cancel(&mut self, now_ms: f64) -> Vec<Effect> {
        let was_running = self.searches.purpose().is_some();
        self.stop_searches(now_ms);
        if was_running {
            self.say("Cancelled.", Tone::Info);
        }
        self.take()
    }

    /// An event of the solve named `ticket`.
    pub fn solver_event(&mut self, ticket: Ticket, event: Event<SolveReply>, now_ms: f64) -> Vec<Effect> {
        let solve = |purpose: Purpose| !purpose.is_generation();
        let Some((purpose, outcome)) = self.searches.event(ticket, event, now_ms, solve) else {
            return self.take();
        };
        match outcome {
            Outcome::Stale => {}
            Outcome::Running => {
                if let Some(progress) = self.searches.progress_of(purpose) {
                    let text = texts::searching(progress);
                    match self.editing.as_mut().filter(|_| purpose == Purpose::Analyse) {
                        Some(editor) => editor.set_analysis(text),
                        None => self.say(text, Tone::Info),
                    }
                }
            }
            Outcome::Failed { message } => self.say(format!("The solver failed: {message}"), Tone::Error),
            Outcome::Done { reply, .. } => match purpose {
                Purpose::Hint => self.show_hint(&reply.moves),
                Purpose::AutoSolve if reply.solvable => self.start_autoplay(reply.moves, now_ms),
                Purpose::AutoSolve => self.report_no_solution(),
                Purpose::Count => self.show_count(&reply),
                Purpose::Analyse => self.show_analysis(&reply),
                Purpose::Generate { .. } | Purpose::Challenge { .. } | Purpose::RunCheck => {}
            },
        }
        self.take()
    }

    /// An event of the generation named `ticket`.
    pub fn generator_event(
        &mut self,
        ticket: Ticket,
        event: Event<GenerateReply>,
        now_ms: f64,
    ) -> Vec<Effect> {
        let Some((purpose, outcome)) = self.searches.event(ticket, event, now_ms, Purpose::is_generation)
        else {
            return self.take();
        };
        match (purpose, outcome) {
            (_, Outcome::Stale | Outcome::Running) => {}
            (Purpose::Challenge { index, attempt }, Outcome::Done { reply, .. }) => {
                self.run_puzzle_made(&reply, index, attempt, now_ms);
            }
            // A run's puzzle the generator could not make is tried again from the next seed.
            (Purpose::Challenge { attempt, .. }, Outcome::Failed { .. }) => {
                self.ask_for_run_puzzle(attempt + 1, now_ms);
            }
            (_, Outcome::Failed { message }) => {
                self.say(format!("The generator failed: {message}"), Tone::Error)
            }
            (Purpose::Generate { task, daily }, Outcome::Done { reply, .. }) => {
                self.show_generated(&reply, task, daily, now_ms)
            }
            (_, Outcome::Done { .. }) => {}
        }
        self.take()
    }

    /// An event of the stored run's check named `ticket`.
    pub fn run_check_event(&mut self, ticket: Ticket, event: Event<RunTally>, now_ms: f64) -> Vec<Effect> {
        let wanted = |purpose: Purpose| purpose == Purpose::RunCheck;
        if let Some((_, outcome)) = self.searches.event(ticket, event, now_ms, wanted) {
            if let Outcome::Running = outcome {
                if let Some(progress) = self.searches.progress_of(Purpose::RunCheck) {
                    let text = format!(
                        "Checking your run: puzzle {} of {}…",
                        progress.done + 1,
                        progress.total.max(1)
                    );
                    self.say(text, Tone::Info);
                }
            } else {
                self.stored_run_checked(outcome, now_ms);
            }
        }
        self.take()
    }

    /// The worker for the search named `ticket` could not start: the search is over.
    pub fn start_failed(&mut self, ticket: Ticket, error: &str, now_ms: f64) -> Vec<Effect> {
        if self.searches.purpose_of(ticket).is_some() {
            match self.searches.cancel(now_ms) {
                Some(Purpose::Analyse) => {
                    if let Some(editor) = self.editing.as_mut() {
                        editor.set_analysis(format!("Cannot analyse: {error}"));
                    }
                }
                Some(Purpose::Generate { .. } | Purpose::Challenge { .. }) => {
                    self.say(format!("Cannot start the generator: {error}"), Tone::Error)
                }
                Some(Purpose::RunCheck) => self.stored_run_checked(
                    Outcome::Failed { message: format!("it could not be checked: {error}") },
                    now_ms,
                ),
                Some(_) => self.say(format!("Cannot start the solver: {error}"), Tone::Error),
                None => {}
            }
        }
        self.take()
    }

    /// Starts a solve of the game's position for `purpose` (or of the edited one, to analyse it).
    pub(super) fn start_solve(&mut self, purpose: Purpose, now_ms: f64) {
        let task = match (purpose, self.edited_code()) {
            (Purpose::Analyse, Some(puzzle)) => {
                SolveTask { puzzle, played: Vec::new(), rules: self.game().rules(), count: true }
            }
            _ => SolveTask {
                puzzle: self.game().code(),
                played: self.game().played().to_vec(),
                rules: self.game().rules(),
                count: purpose == Purpose::Count,
            },
        };
        self.stop_searches(now_ms);
        let ticket = self.searches.start(purpose, now_ms);
        self.out.start = Some(Start::Solve(ticket, task));
        match purpose {
            Purpose::Analyse => {
                if let Some(editor) = self.editing.as_mut() {
                    editor.set_analysis("Analysing…".to_string());
                }
            }
            Purpose::Count => self.say("Counting every solution…", Tone::Info),
            _ => self.say("Searching…", Tone::Info),
        }
    }

    /// Asks the generator for a puzzle made by `options`; `daily` is the day of a daily puzzle.
    pub(super) fn start_generate(&mut self, options: GenerateTask, daily: Option<i64>, now_ms: f64) {
        self.stop_searches(now_ms);
        let ticket = self.searches.start(Purpose::Generate { task: options, daily }, now_ms);
        self.out.start = Some(Start::Generate(ticket, options));
        self.say("Generating a puzzle…", Tone::Info);
    }

    /// Asks the generator for puzzle `index` of the challenge run, made by `task`.
    pub(super) fn start_run_generate(&mut self, task: GenerateTask, index: usize, attempt: u32, now_ms: f64) {
        self.stop_searches(now_ms);
        let ticket = self.searches.start(Purpose::Challenge { index, attempt }, now_ms);
        self.out.start = Some(Start::Generate(ticket, task));
    }

    /// Asks the worker to check a stored challenge run.
    pub(super) fn start_run_check(&mut self, task: chesslab_core::solo::RunCheckTask, now_ms: f64) {
        self.stop_searches(now_ms);
        let ticket = self.searches.start(Purpose::RunCheck, now_ms);
        self.out.start = Some(Start::RunCheck(ticket, task));
    }

    /// Stops any search and any automatic play; a hint about to go stale goes.
    pub(super) fn stop_searches(&mut self, now_ms: f64) {
        if self.searches.cancel(now_ms).is_some() {
            self.out.stop_workers = true;
        }
        self.play.stop_autoplay();
        self.play.clear_hint();
    }

    /// Stops a hint, solution or count under way: the position it is about has changed.
    pub(super) fn stop_searches_about_the_position(&mut self, now_ms: f64) {
        if self.searches.purpose().is_some_and(Purpose::is_about_the_game) {
            self.searches.cancel(now_ms);
            self.out.stop_workers = true;
        }
    }

    fn show_count(&mut self, reply: &SolveReply) {
        match (reply.sequences, reply.move_sets) {
            (Some(sequences), Some(sets)) if reply.solvable => {
                let orders = count_text(sequences, reply.sequences_exact != Some(false));
                let sets = count_text(sets, reply.move_sets_exact != Some(false));
                self.say(
                    format!(
                        "From here: {orders} winning move orders, {sets} different sets of moves{}.",
                        stopped(reply)
                    ),
                    Tone::Info,
                );
            }
            _ => self.report_no_solution(),
        }
    }

    /// Puts the generated `puzzle` on the board, saying what it is.
    fn show_generated(
        &mut self,
        puzzle: &GenerateReply,
        task: GenerateTask,
        daily: Option<i64>,
        now_ms: f64,
    ) {
        let game = match Game::new(&puzzle.code, puzzle.rules) {
            Ok(game) => game,
            Err(error) => return self.say(format!("The generator made a bad puzzle: {error}"), Tone::Error),
        };
        let kind = if puzzle.unique { "one solution" } else { "several solutions" };
        let what = match daily {
            Some(day) => format!("The daily puzzle for {}", chesslab_core::solo::date_text(day)),
            None => format!("New {} puzzle", puzzle.level),
        };
        let note = format!(
            "{what}: {} pieces, {} ({kind}; random captures win {:.0}% of the time).",
            puzzle.pieces,
            star_text(puzzle.rating),
            puzzle.win_chance * 100.0
        );
        let origin = Origin::Generated { task, rating: puzzle.rating, daily };
        self.load(game, origin, &note, now_ms);
        if let Some(day) = daily {
            self.record.rate_attempt(RatedPuzzle::daily(day, puzzle.rules, puzzle.effort));
        }
    }
}

/// "; the count was stopped at the memory limit" when it was, else nothing.
pub(super) fn stopped(reply: &SolveReply) -> String {
    if reply.sequences_exact == Some(false) {
        format!("; {STOPPED_AT_MEMORY_LIMIT}")
    } else {
        String::new()
    }
}
