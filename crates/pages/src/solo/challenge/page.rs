//! The run on the Solo page: a link starts it, each puzzle is made in the
//! worker from the run's task (a reply the run does not accept is tried
//! again from the next seed), the dead-end check's verdict counts mistakes,
//! a win moves on, and the end card takes the win card's place.
//!
//! A mistake is counted once per lost line: moves played on from a lost
//! position (which are lost too) count nothing more; undoing the move that
//! lost it, then losing again, counts again.

use chesslab_core::solo::{
    accepts, challenge_retry, day_of, star_text, ChallengeLink, GenerateReply, CHALLENGE_LENGTH,
};

use super::{ChallengeRun, RunStep};
use crate::{
    solo::{texts::clock, Effect, Game, Origin, RatedPuzzle, SoloPage, WinScreen},
    Tone,
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
        let going_on = self.run.as_ref().filter(|state| !state.run.is_over());
        if going_on.is_some_and(|state| state.run.link() == run.link()) {
            self.leave_pack_page();
            if self.run_in_play().is_none() && self.searches.purpose().is_none() {
                self.ask_for_run_puzzle(0, now_ms);
            }
            return;
        }
        self.leave_pack_page();
        self.editing = None;
        self.leave_run(now_ms);
        self.out.address = Some(run.link());
        self.run = Some(RunState { run, codes: Vec::new(), lost_at: None });
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
            next_label: "New run".to_string(),
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
