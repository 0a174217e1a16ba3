//! The run on the Solo page: a link starts it, each puzzle is made in the
//! worker from the run's task (a reply the run does not accept is tried
//! again from the next seed), the dead-end check's verdict counts mistakes,
//! a win moves on, and the end card takes the win card's place.
//!
//! A mistake is counted once per lost line: moves played on from a lost
//! position (which are lost too) count nothing more; undoing the move that
//! lost it, then losing again, counts again. So that the count can be
//! checked again from the log alone (`chesslab_core::solo::RunCheckTask`),
//! every move's verdict is waited for before the next action is taken.
//!
//! The run is stored as it changes ([`StoredRun`]); after a reload its
//! link (or `#/solo`) has the worker check it against its seed, then takes
//! it up where it was: the same puzzle, moves, mistakes and run clock.

use chesslab_core::solo::{
    accepts, challenge_retry, day_of, star_text, ChallengeLink, GenerateReply, Move, RunAction, RunCheckTask,
    RunLog, RunTally, CHALLENGE_LENGTH,
};

use super::{ChallengeRun, RunEnd, RunStep, StoredRun};
use crate::{
    solo::{texts::clock, Effect, Game, Origin, RatedPuzzle, SoloPage, WinScreen},
    Outcome, Tone,
};

/// The run the page plays and what it needs to judge it.
#[derive(Clone, Debug)]
pub struct RunState {
    /// The run.
    pub run: ChallengeRun,
    /// The codes of the run's puzzles so far (a repeat is not accepted).
    codes: Vec<String>,
    /// The moves played when the line on the board was lost and its mistake
    /// counted; `None` while the line is not known to be lost.
    lost_at: Option<usize>,
    /// What was done on each puzzle reached.
    log: RunLog,
    /// A checked stored game on the puzzle being made, to take up once it is.
    resume: Option<Resume>,
    /// A move was played and its verdict is still to come.
    verdict_due: bool,
}

/// A stored run's puzzle in progress, checked, to take up once it is made again.
#[derive(Clone, Debug)]
struct Resume {
    /// Its moves as they stand.
    played: Vec<Move>,
    /// Its hints and undos.
    hints: u32,
    undos: u32,
    /// Its clock.
    clock_ms: Option<f64>,
    /// The moves played when its line was lost, while it is.
    lost_at: Option<usize>,
}

impl RunState {
    fn new(run: ChallengeRun) -> RunState {
        RunState { run, codes: Vec::new(), lost_at: None, log: Vec::new(), resume: None, verdict_due: false }
    }

    /// The run as it is stored (a run left for another puzzle is not kept).
    pub(in crate::solo) fn stored(&self, clock_ms: Option<f64>) -> Option<StoredRun> {
        (self.run.end != Some(RunEnd::Left)).then(|| StoredRun {
            run: self.run.clone(),
            log: self.log.clone(),
            clock_ms,
        })
    }
}

impl SoloPage {
    /// The challenge run, while it goes on or its end card is shown.
    #[must_use]
    pub fn challenge_run(&self) -> Option<&ChallengeRun> {
        self.run.as_ref().map(|state| &state.run)
    }

    /// Starts the run `link` names (a new one from `fresh_seed`, a daily one
    /// from today at `now_ms`) and asks for its first puzzle. The link of the
    /// run going on changes nothing, unless its puzzle is missing (its
    /// making was cancelled): then it is asked for again.
    pub fn open_challenge(&mut self, link: ChallengeLink, fresh_seed: u64, now_ms: f64) -> Vec<Effect> {
        self.begin_challenge(link, fresh_seed, now_ms);
        self.take()
    }

    /// As [`SoloPage::open_challenge`], the effects left gathered.
    pub(in crate::solo) fn begin_challenge(&mut self, link: ChallengeLink, fresh_seed: u64, now_ms: f64) {
        let run = match link {
            ChallengeLink::New => ChallengeRun::start(fresh_seed, now_ms),
            ChallengeLink::Seeded(seed) => ChallengeRun::start(seed, now_ms),
            ChallengeLink::Daily(day) => {
                ChallengeRun::start_daily(day.unwrap_or_else(|| day_of(now_ms)), now_ms)
            }
        };
        if self.pending_run.as_ref().is_some_and(|stored| stored.run.id() == run.id()) {
            return self.check_stored_run(now_ms);
        }
        let going_on = self.run.as_ref().filter(|state| !state.run.is_over() || state.run.id() == run.id());
        if going_on.is_some_and(|state| state.run.link() == run.link()) {
            self.leave_pack_page();
            if self.run_in_play().is_none() && self.searches.purpose().is_none() {
                self.ask_for_run_puzzle(0, now_ms);
            }
            // The run's link names its puzzle in place (Back does not come back to the run's bare link).
            self.out.replace_address = Some(self.link());
            return;
        }
        self.leave_pack_page();
        self.editing = None;
        self.leave_run(now_ms);
        self.run = Some(RunState::new(run));
        // The run's puzzle at once: its address when made is the same, one history entry.
        self.out.address = Some(self.link());
        self.ask_for_run_puzzle(0, now_ms);
    }

    /// Asks the worker for the run's current puzzle, its `attempt`th try.
    pub(in crate::solo) fn ask_for_run_puzzle(&mut self, attempt: u32, now_ms: f64) {
        let Some(run) = self.run.as_ref().map(|state| &state.run).filter(|run| !run.is_over()) else {
            return;
        };
        let (index, seed) = (run.index, run.seed);
        let number = index + 1;
        match challenge_retry(seed, index, attempt) {
            Some(task) => {
                self.start_run_generate(task, index, attempt, now_ms);
                self.say(format!("Making puzzle {number} of {CHALLENGE_LENGTH}…"), Tone::Info);
            }
            None => self
                .say(format!("Puzzle {number} of this run could not be made: start a new run."), Tone::Error),
        }
    }

    /// The worker made puzzle `index` of the run (its `attempt`th try): on
    /// the board if the run accepts it, else the next try.
    pub(in crate::solo) fn run_puzzle_made(
        &mut self,
        puzzle: &GenerateReply,
        index: usize,
        attempt: u32,
        now_ms: f64,
    ) {
        let Some(state) = self.run.as_mut().filter(|state| state.run.index == index && !state.run.is_over())
        else {
            return;
        };
        let earlier: Vec<&str> = state.codes.iter().map(String::as_str).collect();
        if !accepts(puzzle, &earlier) {
            return self.ask_for_run_puzzle(attempt + 1, now_ms);
        }
        let game = match Game::new(&puzzle.code, puzzle.rules) {
            Ok(game) => game,
            Err(_) => return self.ask_for_run_puzzle(attempt + 1, now_ms),
        };
        state.codes.push(puzzle.code.clone());
        state.lost_at = None;
        let resume = state.resume.take().filter(|_| state.log.len() == index + 1);
        if resume.is_none() {
            state.log.truncate(index);
            state.log.push(Vec::new());
        }
        let (seed, run) = (state.run.seed, state.run.id());
        let note = format!(
            "Challenge puzzle {} of {CHALLENGE_LENGTH}: {} pieces, {}.",
            index + 1,
            puzzle.pieces,
            star_text(puzzle.rating)
        );
        let origin = Origin::Challenge { run, index, level: puzzle.level, rating: puzzle.rating };
        self.load(game, origin, &note, now_ms);
        self.record.rate_attempt(RatedPuzzle::challenge(seed, index, puzzle.effort));
        if let Some(resume) = resume {
            self.take_up(resume, now_ms);
        }
    }

    /// Takes up a checked stored game on the run's puzzle just made: its
    /// moves, its lost line (already counted), its hints, undos and clock.
    fn take_up(&mut self, resume: Resume, now_ms: f64) {
        let played = resume.played.into_iter().take_while(|&mv| self.play.game.play(mv)).count();
        if let Some(state) = self.run.as_mut() {
            state.lost_at = resume.lost_at.filter(|&lost_at| lost_at <= played);
        }
        self.record.resume(resume.hints, resume.undos, resume.clock_ms, now_ms);
        self.check_position(now_ms);
        let Some(run) = self.challenge_run() else { return };
        let text = format!(
            "Your run is back: puzzle {} of {CHALLENGE_LENGTH}, {} played, {} on the run's clock.",
            run.index + 1,
            chesslab_core::numbers::plural(played as u64, "move"),
            clock(run.elapsed_ms(now_ms) / 1000.0)
        );
        self.say(text.clone(), Tone::Info);
        self.announce(text);
    }

    /// The stored run (read at start, not checked yet).
    pub fn set_stored_run(&mut self, stored: StoredRun) {
        self.pending_run = Some(stored);
    }

    /// The stored run could not be read (`error` says why); the web layer
    /// kept its text aside under `kept_as`.
    pub fn stored_run_unreadable(&mut self, error: &str, kept_as: &str) -> Vec<Effect> {
        let text =
            format!("Your challenge run could not be read ({error}). It is kept aside as '{kept_as}'.");
        self.say(text, Tone::Warning);
        self.take()
    }

    /// The run to store after [`Effect::SaveRun`] (`None`: no run to keep).
    #[must_use]
    pub fn stored_run(&self) -> Option<StoredRun> {
        self.run.as_ref().and_then(|state| state.stored(self.record.clock_ms()))
    }

    /// Asks the worker to check the stored run against its seed.
    fn check_stored_run(&mut self, now_ms: f64) {
        let Some(stored) = self.pending_run.as_ref() else { return };
        let task = RunCheckTask { run: stored.run.id(), log: stored.log.clone() };
        let number = (stored.run.index + 1).min(CHALLENGE_LENGTH);
        self.leave_pack_page();
        self.editing = None;
        self.start_run_check(task, now_ms);
        self.say(format!("Checking your run (puzzle {number} of {CHALLENGE_LENGTH})…"), Tone::Info);
    }

    /// The worker's check of the stored run: taken up if its log comes to
    /// what it claims, else kept aside (and said) and the run starts afresh.
    pub(in crate::solo) fn stored_run_checked(&mut self, outcome: Outcome<RunTally>, now_ms: f64) {
        let Some(stored) = self.pending_run.take() else { return };
        let why = match &outcome {
            Outcome::Done { reply, .. } => stored.differs(reply, now_ms),
            Outcome::Failed { message } => Some(message.clone()),
            Outcome::Running | Outcome::Stale => {
                self.pending_run = Some(stored);
                return;
            }
        };
        let (Outcome::Done { reply: tally, .. }, None) = (outcome, &why) else {
            let why = why.unwrap_or_default();
            self.out.keep_run_aside = Some(stored.to_storage());
            let link = stored.run.link();
            self.leave_run(now_ms);
            if let chesslab_core::solo::Link::Run(link) = link {
                self.begin_challenge(link, now_ms.to_bits(), now_ms);
            }
            let text = format!(
                "Your stored challenge run does not check ({why}): it is kept aside in this browser's storage, \
                 and the run starts again from puzzle 1."
            );
            self.say(text.clone(), Tone::Warning);
            self.announce(text);
            return;
        };
        let hints =
            stored.log.last().map_or(0, |actions| actions.iter().filter(|action| *action == "hint").count());
        let resume = (!tally.is_over() && stored.log.len() == tally.index + 1).then(|| Resume {
            played: tally.played.clone(),
            hints: hints as u32,
            undos: tally.undos,
            clock_ms: stored.clock_ms,
            lost_at: tally.lost_at,
        });
        let mut codes = tally.codes;
        codes.truncate(tally.index);
        let over = stored.run.is_over();
        self.run = Some(RunState { resume, codes, log: stored.log, ..RunState::new(stored.run) });
        if over {
            self.win_closed = false;
            let title =
                self.challenge_run().and_then(ChallengeRun::end_card).map_or("Run over", |card| card.title);
            self.say(format!("Your run is back, and over: {title}."), Tone::Info);
        } else {
            self.ask_for_run_puzzle(0, now_ms);
        }
        self.out.replace_address = Some(self.link());
    }

    /// Notes `action` in the log of the run's puzzle on the board.
    pub(in crate::solo) fn run_log(&mut self, action: RunAction) {
        let Origin::Challenge { index, .. } = self.origin else { return };
        let Some(state) = self.run.as_mut().filter(|state| state.run.index == index && !state.run.is_over())
        else {
            return;
        };
        if let Some(actions) = state.log.get_mut(index) {
            actions.push(action.text());
        }
        state.verdict_due |= matches!(action, RunAction::Move(_));
    }

    /// No verdict is to come for the position on the board (its check ended, or none runs).
    pub(in crate::solo) fn run_verdict_settled(&mut self) {
        if let Some(state) = self.run.as_mut() {
            state.verdict_due = false;
        }
    }

    /// Whether the puzzle on the board is a run's, and the run is over: the
    /// board stays as it ended, and the game's buttons are off.
    pub(in crate::solo) fn run_over_here(&self) -> bool {
        matches!(self.origin, Origin::Challenge { .. })
            && self.challenge_run().is_some_and(ChallengeRun::is_over)
    }

    /// Why the player's move, undo, restart or hint cannot be taken now, if
    /// it cannot: the run on this puzzle is over, or the last move's verdict
    /// (which may be a mistake) is still to come.
    pub(in crate::solo) fn run_holds(&self) -> Option<&'static str> {
        if self.run_over_here() {
            return Some("The run is over: its result is on its card, and New run starts another.");
        }
        self.run_in_play()
            .is_some_and(|state| state.verdict_due)
            .then_some("One moment: your last move is being checked.")
    }

    /// The run, while its puzzle on the board is being played.
    fn run_in_play(&self) -> Option<&RunState> {
        let Origin::Challenge { index, .. } = self.origin else { return None };
        self.run.as_ref().filter(|state| state.run.index == index && !state.run.is_over())
    }

    /// Whether a run's puzzle is being played: the dead-end check runs
    /// whatever the player's switch says (mistakes count), and auto-solve is off.
    pub(in crate::solo) fn run_counts_mistakes(&self) -> bool {
        self.run_in_play().is_some()
    }

    /// The position changed to one with `played` moves: a line lost by a
    /// move now undone is lost no more.
    pub(in crate::solo) fn run_position_changed(&mut self, played: usize) {
        if let Some(state) = self.run.as_mut() {
            if state.lost_at.is_some_and(|lost_at| played < lost_at) {
                state.lost_at = None;
            }
        }
    }

    /// The check's verdict on the position with `played` moves: `lost` or
    /// not. A first lost verdict in a line is a mistake (said after `text`,
    /// the reason); the third ends the run.
    pub(in crate::solo) fn run_verdict(&mut self, played: usize, lost: Option<String>, now_ms: f64) {
        if self.run_in_play().is_none() {
            return;
        }
        let Some(state) = self.run.as_mut() else { return };
        state.verdict_due = false;
        let Some(text) = lost else {
            state.lost_at = None;
            return;
        };
        if state.lost_at.is_some() {
            return;
        }
        state.lost_at = Some(played);
        match state.run.mistake(now_ms) {
            RunStep::Play(_) => {
                let left = match state.run.mistakes_left() {
                    1 => "1 mistake left".to_string(),
                    left => format!("{left} mistakes left"),
                };
                let text = format!("{text} Mistake {} of 3: {left}.", state.run.mistakes);
                self.say(text.clone(), Tone::Warning);
                self.announce(text);
            }
            RunStep::Over(_) => self.end_run(),
        }
    }

    /// A hint was shown: the run counts it.
    pub(in crate::solo) fn run_hint(&mut self) {
        if self.run_in_play().is_some() {
            self.run_log(RunAction::Hint);
            if let Some(state) = self.run.as_mut() {
                state.run.hint();
            }
        }
    }

    /// The run's puzzle on the board was won: on to the next (the win card's
    /// Next puzzle), or the run is over.
    pub(in crate::solo) fn run_won(&mut self, now_ms: f64) {
        if self.run_in_play().is_none() {
            return;
        }
        let Some(state) = self.run.as_mut() else { return };
        if let RunStep::Over(_) = state.run.solved(now_ms) {
            self.end_run();
        }
    }

    /// The run is over: its result goes to the record and its card is shown.
    fn end_run(&mut self) {
        let Some(run) = self.run.as_ref().map(|state| &state.run) else { return };
        if let Some(result) = run.result() {
            self.record.run_ended(result);
            self.out.save_record = true;
        }
        let title = run.end_card().map_or("Run over", |card| card.title);
        let text = format!("{title}: {} of {CHALLENGE_LENGTH} solved.", run.solved);
        self.win_closed = false;
        self.play.stop_autoplay();
        self.say(text.clone(), Tone::Info);
        self.announce(text);
    }

    /// Another puzzle is opened: a run going on ends as it stands (kept
    /// among the best runs if a puzzle was solved); an ended one goes.
    pub(in crate::solo) fn leave_run(&mut self, now_ms: f64) {
        let Some(mut state) = self.run.take() else { return };
        if state.run.is_over() || state.run.solved == 0 {
            return;
        }
        state.run.leave(now_ms);
        if let Some(result) = state.run.result() {
            self.record.run_ended(result);
            self.out.save_record = true;
        }
    }

    /// The end card in the win card's place, once the run is over (unless closed).
    pub(in crate::solo) fn run_end_screen(&self) -> Option<WinScreen> {
        let card = self.challenge_run()?.end_card()?;
        (!self.win_closed && self.editing.is_none()).then(|| WinScreen {
            title: card.title,
            stats: card.lines,
            stars: String::new(),
            next_label: self.next_label(),
            shareable: true,
            again: false,
        })
    }

    /// The win card's Next puzzle in a run: "Next puzzle (4 of 30)".
    pub(in crate::solo) fn run_next_label(&self) -> Option<String> {
        let Origin::Challenge { .. } = self.origin else { return None };
        let run = self.challenge_run()?;
        Some(format!("Next puzzle ({} of {CHALLENGE_LENGTH})", run.index + 1))
    }

    /// Next puzzle in a run: the run's next puzzle, or a new run (from
    /// `fresh_seed`) once it is over; `None` when no run is on.
    pub(in crate::solo) fn run_next(&mut self, fresh_seed: u64, now_ms: f64) -> Option<Vec<Effect>> {
        let over = self.challenge_run()?.is_over();
        if over {
            return Some(self.open_challenge(ChallengeLink::New, fresh_seed, now_ms));
        }
        self.ask_for_run_puzzle(0, now_ms);
        Some(self.take())
    }

    /// The line over the board in a run: "Challenge · puzzle 4 of 30 · 2
    /// mistakes left", while its puzzle is made "Challenge · making puzzle 4
    /// of 30…", at its end "Challenge over · 17 of 30 solved".
    pub(in crate::solo) fn run_title(&self) -> Option<String> {
        let run = self.challenge_run()?;
        Some(if run.is_over() {
            format!("Challenge over · {} of {CHALLENGE_LENGTH} solved", run.solved)
        } else if matches!(self.origin, Origin::Challenge { index, .. } if index == run.index) {
            run.status_text()
        } else {
            format!("Challenge · making puzzle {} of {CHALLENGE_LENGTH}…", run.index + 1)
        })
    }

    /// The run's clock, for the clock line: "run 4:10".
    pub(in crate::solo) fn run_clock(&self, now_ms: f64) -> Option<String> {
        let run = self.challenge_run()?;
        Some(format!("run {}", clock(run.elapsed_ms(now_ms) / 1000.0)))
    }

    /// The run's result to share, while its end card is shown.
    pub(in crate::solo) fn run_share_text(&self, page_url: &str) -> Option<String> {
        self.run_end_screen()?;
        self.challenge_run()?.share_text(page_url)
    }
}
