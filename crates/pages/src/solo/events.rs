//! What the workers answer, and what follows a move: each answer goes to
//! the part that asked (a hint to `play`, a count to the status line, a
//! verdict to `dead_end_check` and the `challenge`, a puzzle to the board,
//! a stored run's check to the `challenge`), and each move is told to the
//! `record`, the `packs` and the `challenge`. One search runs at a time
//! (`searches`); the dead-end check runs beside it.

use super::{
    challenge::{Checked, Made, Resume, Verdict},
    dead_end_check::{self, no_win_text},
    searches::{count_report, generated_note, Purpose},
    speech, texts, Effect, Game, GameStatus, Origin, RatedPuzzle, RetryReason, SoloPage, Sound, Start, Tone,
};
use crate::{Outcome, Ticket};
use chesslab_core::{
    solo::{
        DeadEndReply, GenerateReply, GenerateTask, Move, RunAction, RunTally, SolveReply, SolveTask,
        CHALLENGE_LENGTH,
    },
    task::Event,
};

impl SoloPage {
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
                Purpose::AutoSolve if reply.solvable && !reply.moves.is_empty() => {
                    self.play.start_autoplay(reply.moves, now_ms);
                    self.record.auto_solved();
                    self.note_to_retry(RetryReason::GaveUp);
                    self.say("Playing a solution…", Tone::Info);
                    self.announce("Playing a solution.");
                }
                Purpose::Count => match count_report(&reply) {
                    Some(text) => self.say(text, Tone::Info),
                    None => self.report_no_solution(),
                },
                Purpose::Analyse => {
                    if let Some(editor) = self.editing.as_mut() {
                        editor.show_analysis(&reply);
                    }
                }
                Purpose::AutoSolve => self.report_no_solution(),
                Purpose::Generate { .. }
                | Purpose::Challenge { .. }
                | Purpose::RunCheck
                | Purpose::RushCheck => {}
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
                match Game::new(&reply.code, reply.rules) {
                    Ok(game) => {
                        let origin = Origin::Generated { task, rating: reply.rating, daily };
                        self.load(game, origin, &generated_note(&reply, daily), now_ms);
                        if let Some(day) = daily {
                            self.record.rate_attempt(RatedPuzzle::daily(day, reply.rules, reply.effort));
                        }
                    }
                    Err(error) => self.say(format!("The generator made a bad puzzle: {error}"), Tone::Error),
                }
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

    /// An event of the "no win from here" check named `ticket`: a verdict of "lost" is said at once.
    pub fn dead_end_event(&mut self, ticket: Ticket, event: Event<DeadEndReply>, now_ms: f64) -> Vec<Effect> {
        match self.check.event(ticket, event, self.game().played().len(), now_ms) {
            dead_end_check::Checked::Waiting => {}
            dead_end_check::Checked::Settled => {
                self.challenge.verdict_settled();
                self.rush_verdict(None, now_ms);
            }
            dead_end_check::Checked::Verdict { dead_end, .. }
                if matches!(self.origin, Origin::Rush { .. }) =>
            {
                self.rush_verdict(dead_end.as_ref(), now_ms);
            }
            dead_end_check::Checked::Verdict { ply, dead_end } => {
                let lost = dead_end.as_ref().map(no_win_text);
                if let Some(text) = &lost {
                    self.say(text.clone(), Tone::Warning);
                    self.announce(text.clone());
                    // The "no capture left" sound has played with the move already.
                    if self.game().status() == GameStatus::Playing {
                        self.out.sound = self.sound_on.then_some(Sound::DeadEnd);
                    }
                    // A first attempt at a rated puzzle is lost; the puzzle is to retry.
                    self.out.save_record |= self.record.mistake(now_ms);
                    self.note_to_retry(RetryReason::Failed);
                }
                match self.challenge.verdict(self.origin, ply, lost, now_ms) {
                    Verdict::Quiet => {}
                    Verdict::Mistake(text) => {
                        self.say(text.clone(), Tone::Warning);
                        self.announce(text);
                    }
                    Verdict::Over => self.end_run(),
                }
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

    /// The worker for the check named `ticket` could not start: the game goes on unchecked.
    pub fn check_failed(&mut self, ticket: Ticket, now_ms: f64) {
        if self.check.failed(ticket, now_ms) {
            self.challenge.verdict_settled();
            self.rush_verdict(None, now_ms);
        }
    }

    /// Starts a solve of the game's position for `purpose` (or of the edited one, to analyse it).
    pub(super) fn start_solve(&mut self, purpose: Purpose, now_ms: f64) {
        let edited = self.edited_code();
        let task = match (purpose, edited) {
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
        self.packs.stop_waiting();
        let ticket = self.searches.start(Purpose::Generate { task: options, daily }, now_ms);
        self.out.start = Some(Start::Generate(ticket, options));
        self.say("Generating a puzzle…", Tone::Info);
    }

    /// Asks the worker to check the stored run against its seed.
    pub(super) fn check_stored_run(&mut self, now_ms: f64) {
        let Some((task, number)) = self.challenge.check_task() else { return };
        self.leave_pack_page();
        self.editing = None;
        self.stop_searches(now_ms);
        let ticket = self.searches.start(Purpose::RunCheck, now_ms);
        self.out.start = Some(Start::RunCheck(ticket, task));
        self.say(format!("Checking your run (puzzle {number} of {CHALLENGE_LENGTH})…"), Tone::Info);
    }

    /// Asks the worker for the run's current puzzle, its `attempt`th try.
    pub(super) fn ask_for_run_puzzle(&mut self, attempt: u32, now_ms: f64) {
        match self.challenge.task(attempt) {
            Some(Ok((task, index))) => {
                self.stop_searches(now_ms);
                let ticket = self.searches.start(Purpose::Challenge { index, attempt }, now_ms);
                self.out.start = Some(Start::Generate(ticket, task));
                self.say(format!("Making puzzle {} of {CHALLENGE_LENGTH}…", index + 1), Tone::Info);
            }
            Some(Err(number)) => self
                .say(format!("Puzzle {number} of this run could not be made: start a new run."), Tone::Error),
            None => {}
        }
    }

    /// Stops any search and any automatic play; a hint about to go stale goes.
    pub(super) fn stop_searches(&mut self, now_ms: f64) {
        if self.searches.cancel(now_ms).is_some() {
            self.out.stop_workers = true;
        }
        self.play.stop_autoplay();
        self.play.clear_hint();
    }

    /// The position changed: drops the old verdict and, when the warning is
    /// on (or a run counts mistakes) and the game goes on, asks the worker about the new position.
    pub(super) fn check_position(&mut self, now_ms: f64) {
        self.challenge.position_changed(self.game().played().len());
        // In a challenge run mistakes are counted, so the check runs with the warning off too.
        let counted = self.challenge.counts_mistakes(self.origin) || self.rush.in_play(self.origin);
        let wanted = (self.check.enabled() || counted) && self.editing.is_none();
        match self.check.start(self.play.game(), wanted, now_ms) {
            Some(check) => self.out.check = Some(check),
            None => self.challenge.verdict_settled(),
        }
    }

    /// The solver's first move from here, shown as a hint (the piece only).
    pub(super) fn show_hint(&mut self, moves: &[Move]) {
        let shown = (self.game().status() != GameStatus::Won).then(|| self.play.show_hint(moves)).flatten();
        let Some(mv) = shown else { return self.report_no_solution() };
        self.record.hint_shown();
        self.challenge.hint(self.origin);
        self.out.save_record = true;
        let piece = mv.piece.name();
        self.say(
            format!("Hint: move the {piece} on {} (press Hint again to see its target).", mv.from),
            Tone::Info,
        );
        self.announce(speech::hint_piece(mv));
    }

    /// Says that no win is left (or that the puzzle is won already).
    pub(super) fn report_no_solution(&mut self) {
        let (text, tone) = match self.game().status() {
            GameStatus::Won => (texts::ALREADY_SOLVED, Tone::Success),
            _ => (texts::NO_SOLUTION, Tone::Warning),
        };
        self.say(text, tone);
        self.announce(text);
    }

    /// The worker made puzzle `index` of the run (its `attempt`th try): on
    /// the board if the run accepts it (with a checked stored game on it taken up), else the next try.
    pub(super) fn run_puzzle_made(
        &mut self,
        puzzle: &GenerateReply,
        index: usize,
        attempt: u32,
        now_ms: f64,
    ) {
        let (game, origin, note, resume) = match self.challenge.made(puzzle, index) {
            Made::Stale => return,
            Made::Retry => return self.ask_for_run_puzzle(attempt + 1, now_ms),
            Made::Play { game, origin, note, resume } => (*game, origin, note, resume),
        };
        let seed = self.challenge.run().map_or(0, |run| run.seed);
        self.load(game, origin, &note, now_ms);
        self.record.rate_attempt(RatedPuzzle::challenge(seed, index, puzzle.effort));
        if let Some(resume) = resume {
            self.take_up(&resume, now_ms);
        }
    }

    /// Takes up a checked stored game on the run's puzzle just made: its
    /// moves, its lost line (already counted), its hints, undos and clock.
    pub(super) fn take_up(&mut self, resume: &Resume, now_ms: f64) {
        let game = self.play.game_mut();
        let played = resume.played.iter().take_while(|&&mv| game.play(mv)).count();
        self.challenge.taken_up(resume, played);
        self.record.resume(resume.hints, resume.undos, resume.clock_ms, now_ms);
        self.check_position(now_ms);
        if let Some(text) = self.challenge.back_text(played, now_ms) {
            self.say(text.clone(), Tone::Info);
            self.announce(text);
        }
    }

    /// The worker's check of the stored run: taken up if its log comes to
    /// what it claims, else kept aside (and said) and the run starts afresh.
    pub(super) fn stored_run_checked(&mut self, outcome: Outcome<RunTally>, now_ms: f64) {
        match self.challenge.checked(outcome, now_ms) {
            None | Some(Checked::Pending) => return,
            Some(Checked::Refused { why, text, link }) => {
                self.out.keep_run_aside = Some(text);
                self.leave_run(now_ms);
                self.begin_challenge(link, now_ms.to_bits(), now_ms);
                let text = format!(
                    "Your stored challenge run does not check ({why}): it is kept aside in this browser's \
                     storage, and the run starts again from puzzle 1."
                );
                self.say(text.clone(), Tone::Warning);
                self.announce(text);
                return;
            }
            Some(Checked::Resumed { over: Some(title) }) => {
                self.win_closed = false;
                self.say(format!("Your run is back, and over: {title}."), Tone::Info);
            }
            Some(Checked::Resumed { over: None }) => self.ask_for_run_puzzle(0, now_ms),
        }
        self.out.replace_address = Some(self.link());
    }

    /// After the player's capture (a click, a key or a drop).
    pub(super) fn moved(&mut self, now_ms: f64) {
        self.play.stop_autoplay();
        // A hint, solution or count under way is about the position before this move.
        if self.searches.purpose().is_some_and(Purpose::is_about_the_game) {
            self.searches.cancel(now_ms);
            self.out.stop_workers = true;
        }
        self.after_move(false, now_ms);
        // Automatic play follows a winning line: only the player's moves are checked.
        self.check_position(now_ms);
    }

    /// After a capture (the solver's when `by_solver`): the hint is spent; a
    /// win goes into the record, the pack and the run; its sound plays; it is said in words.
    pub(super) fn after_move(&mut self, by_solver: bool, now_ms: f64) {
        let Some(&mv) = self.game().played().last() else { return };
        self.challenge.log(self.origin, RunAction::Move(mv));
        self.rush.moved(self.origin, mv, now_ms);
        self.play.clear_hint();
        self.record.moved(now_ms);
        let status = self.game().status();
        self.out.sound = self.sound_on.then_some(match status {
            GameStatus::Won => Sound::Win,
            GameStatus::DeadEnd => Sound::DeadEnd,
            GameStatus::Playing => Sound::Capture,
        });
        let ending = match status {
            GameStatus::Won => speech::Ending::Won { by_solver },
            GameStatus::DeadEnd => speech::Ending::NoCaptureLeft,
            GameStatus::Playing => speech::Ending::Playing,
        };
        // Said first: a Rush's win puts its next puzzle on the board, whose words follow.
        self.announce(speech::played(mv, self.game().position(), ending));
        match status {
            GameStatus::Won => self.won(by_solver, now_ms),
            GameStatus::DeadEnd => self.say("No capture left — undo?", Tone::Warning),
            GameStatus::Playing => self.say(self.playing_text(), Tone::Info),
        }
    }

    /// The puzzle is won (by the solver when `by_solver`): the record, the pack and the run are told.
    pub(super) fn won(&mut self, by_solver: bool, now_ms: f64) {
        if matches!(self.origin, Origin::Rush { .. }) {
            return self.rush_won(now_ms);
        }
        self.out.save_record |= self.record.won(now_ms);
        if !by_solver {
            let puzzle = self.puzzle();
            self.out.save_record |= self.record.retried(&puzzle);
        }
        if let Origin::Pack { id, .. } = self.origin {
            // Auto-solve's wins do not count.
            if !self.record.attempt().auto_solved {
                self.packs.won(id, self.record.helped(), self.record.seconds(now_ms) * 1000.0);
                self.out.save_packs = true;
            }
        }
        if self.challenge.won(self.origin, now_ms) {
            self.end_run();
        }
        let played = self.game().played_texts();
        let moves = chesslab_core::numbers::plural(played.len() as u64, "move");
        self.say(format!("Solved in {moves}: {}", played.join(", ")), Tone::Success);
    }

    /// The puzzle on the board was failed or given up: "Your progress" lists
    /// it to retry (not a challenge's puzzle: a run is played once).
    pub(super) fn note_to_retry(&mut self, reason: RetryReason) {
        if matches!(self.origin, Origin::Challenge { .. }) {
            return;
        }
        let (puzzle, title) = (self.puzzle(), self.playing_title());
        self.record.note_to_retry(&puzzle, &title, reason);
        self.out.save_record = true;
    }

    /// The run is over: its result goes to the record and its card is shown.
    pub(super) fn end_run(&mut self) {
        let Some((text, result)) = self.challenge.ended() else { return };
        if let Some(result) = result {
            self.record.run_ended(result);
            self.out.save_record = true;
        }
        self.win_closed = false;
        self.play.stop_autoplay();
        self.say(text.clone(), Tone::Info);
        self.announce(text);
    }

    /// Another puzzle is opened: a run going on ends as it stands (kept
    /// among the best runs if a puzzle was solved); an ended one goes.
    pub(super) fn leave_run(&mut self, now_ms: f64) {
        if let Some(result) = self.challenge.leave(now_ms) {
            self.record.run_ended(result);
            self.out.save_record = true;
        }
    }
}
