//! The Solo page's searches: a hint, an automatic solution, a count of
//! solutions, the editor's analysis, or a new puzzle. One runs at a time,
//! through one [`Search`] lifecycle: starting one stops the other, and an
//! event of a search no longer running (a reply already on its way when the
//! player undid a move or cancelled) is dropped by its ticket.

use super::{
    super::{Outcome, Search, Ticket},
    texts, Effects, Origin, SoloPage, Start, Tone,
};
use chesslab_core::{
    job::Event,
    solo::{
        count_text, star_text, Game, GenerateReply, GenerateTask, SolveReply, SolveTask,
        STOPPED_AT_MEMORY_LIMIT,
    },
};

/// What a search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    /// The first move from here, for a hint.
    Hint,
    /// A solution from here, to play.
    AutoSolve,
    /// Every solution from here, counted.
    Count,
    /// The editor's verdict on the edited position.
    Analyse,
    /// A new puzzle; `daily` is the day of the daily puzzle, when it is one.
    Generate {
        /// The day (since 1970-01-01) of the daily puzzle being made.
        daily: Option<i64>,
    },
}

impl Job {
    /// Whether the search is about the game's current position, so a move makes it moot.
    const fn is_about_the_game(self) -> bool {
        matches!(self, Job::Hint | Job::AutoSolve | Job::Count)
    }
}

/// The search that runs, if any, and what it is for.
#[derive(Clone, Debug, Default)]
pub(super) struct Searches {
    search: Search,
    job: Option<Job>,
}

impl Searches {
    /// Starts `job` at `now_ms` (replacing any running search).
    fn start(&mut self, job: Job, now_ms: f64) -> Ticket {
        self.job = Some(job);
        self.search.start(now_ms)
    }

    /// Stops the running search, giving what it was for.
    fn cancel(&mut self, now_ms: f64) -> Option<Job> {
        self.search.cancel(now_ms);
        self.job.take()
    }

    /// What the running search is for.
    pub const fn job(&self) -> Option<Job> {
        self.job
    }

    /// What the search named `ticket` is for, if it still runs.
    fn job_of(&self, ticket: Ticket) -> Option<Job> {
        self.job.filter(|_| self.search.ticket() == Some(ticket))
    }

    /// Folds in an event of the search named `ticket`, if it still runs and
    /// is `wanted` (a solver's event never ends a generation): `None` when it is stale.
    fn event<R>(
        &mut self,
        ticket: Ticket,
        event: Event<R>,
        now_ms: f64,
        wanted: impl Fn(Job) -> bool,
    ) -> Option<(Job, Outcome<R>)> {
        let job = self.job_of(ticket).filter(|&job| wanted(job))?;
        let outcome = self.search.event(ticket, event, now_ms);
        if !self.search.is_running() {
            self.job = None;
        }
        Some((job, outcome))
    }

    /// The running search's progress, when it is `job`.
    fn progress_of(&self, job: Job) -> Option<chesslab_core::job::Progress> {
        self.search.progress().filter(|_| self.job == Some(job))
    }
}

impl SoloPage {
    /// Asks the solver for a solution and plays it, one move per tick.
    pub fn auto_solve(&mut self, now_ms: f64) -> Effects {
        self.start_solve(Job::AutoSolve, now_ms);
        self.take()
    }

    /// Asks the solver how many solutions there are from here.
    pub fn count(&mut self, now_ms: f64) -> Effects {
        self.start_solve(Job::Count, now_ms);
        self.take()
    }

    /// The Cancel button: stops the running search and says so.
    pub fn cancel(&mut self, now_ms: f64) -> Effects {
        let was_running = self.searches.job().is_some();
        self.stop_searches(now_ms);
        if was_running {
            self.say("Cancelled.", Tone::Info);
        }
        self.take()
    }

    /// An event of the solve named `ticket`.
    pub fn solver_event(&mut self, ticket: Ticket, event: Event<SolveReply>, now_ms: f64) -> Effects {
        let solve = |job| !matches!(job, Job::Generate { .. });
        let Some((job, outcome)) = self.searches.event(ticket, event, now_ms, solve) else {
            return self.take();
        };
        match outcome {
            Outcome::Stale => {}
            Outcome::Running => {
                if let Some(progress) = self.searches.progress_of(job) {
                    let text = texts::searching(progress);
                    match self.editing.as_mut().filter(|_| job == Job::Analyse) {
                        Some(editor) => editor.set_analysis(text),
                        None => self.say(text, Tone::Info),
                    }
                }
            }
            Outcome::Failed { message } => self.say(format!("The solver failed: {message}"), Tone::Error),
            Outcome::Done { reply, .. } => match job {
                Job::Hint => self.show_hint(&reply.moves),
                Job::AutoSolve if reply.solvable => self.start_autoplay(reply.moves, now_ms),
                Job::AutoSolve => self.report_no_solution(),
                Job::Count => self.show_count(&reply),
                Job::Analyse => self.show_analysis(&reply),
                Job::Generate { .. } => {}
            },
        }
        self.take()
    }

    /// An event of the generation named `ticket`.
    pub fn generator_event(&mut self, ticket: Ticket, event: Event<GenerateReply>, now_ms: f64) -> Effects {
        let generate = |job| matches!(job, Job::Generate { .. });
        let Some((job, outcome)) = self.searches.event(ticket, event, now_ms, generate) else {
            return self.take();
        };
        let Job::Generate { daily } = job else { return self.take() };
        match outcome {
            Outcome::Stale | Outcome::Running => {}
            Outcome::Failed { message } => self.say(format!("The generator failed: {message}"), Tone::Error),
            Outcome::Done { reply, .. } => self.show_generated(&reply, daily, now_ms),
        }
        self.take()
    }

    /// The worker for the search named `ticket` could not start: the search is over.
    pub fn start_failed(&mut self, ticket: Ticket, error: &str, now_ms: f64) -> Effects {
        if self.searches.job_of(ticket).is_some() {
            match self.searches.cancel(now_ms) {
                Some(Job::Analyse) => {
                    if let Some(editor) = self.editing.as_mut() {
                        editor.set_analysis(format!("Cannot analyse: {error}"));
                    }
                }
                Some(Job::Generate { .. }) => {
                    self.say(format!("Cannot start the generator: {error}"), Tone::Error)
                }
                Some(_) => self.say(format!("Cannot start the solver: {error}"), Tone::Error),
                None => {}
            }
        }
        self.take()
    }

    /// Starts a solve of the game's position for `job` (or of the edited one, to analyse it).
    pub(super) fn start_solve(&mut self, job: Job, now_ms: f64) {
        let task = match (job, self.edited_code()) {
            (Job::Analyse, Some(puzzle)) => {
                SolveTask { puzzle, played: Vec::new(), rules: self.game().rules(), count: true }
            }
            _ => SolveTask {
                puzzle: self.game().code(),
                played: self.game().played_texts(),
                rules: self.game().rules(),
                count: job == Job::Count,
            },
        };
        self.stop_searches(now_ms);
        let ticket = self.searches.start(job, now_ms);
        self.out.start = Some(Start::Solve(ticket, task));
        match job {
            Job::Analyse => {
                if let Some(editor) = self.editing.as_mut() {
                    editor.set_analysis("Analysing…".to_string());
                }
            }
            Job::Count => self.say("Counting every solution…", Tone::Info),
            _ => self.say("Searching…", Tone::Info),
        }
    }

    /// Asks the generator for a puzzle made by `options`; `daily` is the day of a daily puzzle.
    pub(super) fn start_generate(&mut self, options: GenerateTask, daily: Option<i64>, now_ms: f64) {
        self.stop_searches(now_ms);
        let ticket = self.searches.start(Job::Generate { daily }, now_ms);
        self.out.start = Some(Start::Generate(ticket, options));
        self.say("Generating a puzzle…", Tone::Info);
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
        if self.searches.job().is_some_and(Job::is_about_the_game) {
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
    fn show_generated(&mut self, puzzle: &GenerateReply, daily: Option<i64>, now_ms: f64) {
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
        let origin = Origin::Generated { level: puzzle.level, rating: puzzle.rating, daily };
        self.load(game, origin, &note, now_ms);
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
