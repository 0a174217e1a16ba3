//! The challenge part of the Solo page: the run being played, what is needed
//! to judge it, and the stored run waiting to be checked. The page tells
//! it what happens on the board (each move, undo, restart and hint, the
//! dead-end check's verdicts, a win) and it answers what that does to the run.
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
    accepts, challenge_retry, day_of, star_text, ChallengeLink, GenerateReply, GenerateTask, Move, RunAction,
    RunCheckTask, RunLog, RunTally, CHALLENGE_LENGTH,
};

use super::{ChallengeRun, RunEnd, RunResult, RunStep, StoredRun};
use crate::{
    solo::{texts::clock, Game, Origin, WinScreen},
    Outcome,
};

/// The run the page plays, the stored run to check, and what was last stored.
#[derive(Clone, Debug, Default)]
pub struct Challenge {
    /// The run, while it goes on and until its end card is left.
    state: Option<RunState>,
    /// The stored run, read at start, until its link opens it and the worker checks it.
    pending: Option<StoredRun>,
    /// The run as last handed to be stored (its text), to store it only when it changes.
    stored_text: Option<String>,
}

/// The run and what is needed to judge it.
#[derive(Clone, Debug)]
struct RunState {
    run: ChallengeRun,
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
#[derive(Clone, Debug, PartialEq)]
pub struct Resume {
    /// Its moves as they stand.
    pub played: Vec<Move>,
    /// Its hints.
    pub hints: u32,
    /// Its undos.
    pub undos: u32,
    /// Its clock.
    pub clock_ms: Option<f64>,
    /// The moves played when its line was lost, while it is.
    lost_at: Option<usize>,
}

/// What opening a run's link does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
    /// The stored run of that link is to be checked first.
    CheckStored,
    /// The run going on, as it stands.
    GoingOn,
    /// A new run, on its first puzzle.
    New,
}

/// A puzzle the worker made for the run.
#[derive(Debug)]
pub enum Made {
    /// Not for the run as it stands (an old reply): nothing to do.
    Stale,
    /// Not accepted (a repeat, or a puzzle that does not play): the next try.
    Retry,
    /// To play: the game, its origin, what to say, and a stored game on it to take up.
    Play {
        /// The puzzle (boxed: a game is large beside the other answers).
        game: Box<Game>,
        /// Its place in the run.
        origin: Origin,
        /// "Challenge puzzle 4 of 30: 7 pieces, ★★★☆☆."
        note: String,
        /// A checked stored game on it.
        resume: Option<Resume>,
    },
}

/// What the worker's check of the stored run comes to.
#[derive(Debug)]
pub enum Checked {
    /// The check goes on.
    Pending,
    /// The run does not check (why), and its stored text to keep aside.
    Refused {
        /// Why.
        why: String,
        /// Its stored text.
        text: String,
        /// Its link, to start it again.
        link: ChallengeLink,
    },
    /// The run is taken up: over (its end card's title), or going on.
    Resumed {
        /// The title of its end card, when it is over.
        over: Option<&'static str>,
    },
}

/// What the dead-end check's verdict does to the run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Nothing to say.
    Quiet,
    /// A mistake, with what to say.
    Mistake(String),
    /// The third mistake: the run is over.
    Over,
}

impl Challenge {
    /// The run, while it goes on or its end card is shown.
    #[must_use]
    pub fn run(&self) -> Option<&ChallengeRun> {
        self.state.as_ref().map(|state| &state.run)
    }

    /// The run `link` names (a new one from `fresh_seed`, a daily one from
    /// today at `now_ms`) and what opening it does; a new run is not taken yet.
    pub fn open(&self, link: ChallengeLink, fresh_seed: u64, now_ms: f64) -> (ChallengeRun, Opening) {
        let run = match link {
            ChallengeLink::New => ChallengeRun::start(fresh_seed, now_ms),
            ChallengeLink::Seeded(seed) => ChallengeRun::start(seed, now_ms),
            ChallengeLink::Daily(day) => {
                ChallengeRun::start_daily(day.unwrap_or_else(|| day_of(now_ms)), now_ms)
            }
        };
        if self.pending.as_ref().is_some_and(|stored| stored.run.id() == run.id()) {
            return (run, Opening::CheckStored);
        }
        let going_on = self.run().filter(|going| !going.is_over() || going.id() == run.id());
        if going_on.is_some_and(|going| going.link() == run.link()) {
            return (run, Opening::GoingOn);
        }
        (run, Opening::New)
    }

    /// Plays `run` from its first puzzle.
    pub fn begin(&mut self, run: ChallengeRun) {
        self.state = Some(RunState::new(run));
    }

    /// The task of the run's current puzzle, its `attempt`th try, with its
    /// index: `None` when the run is over or none is held; `Some(Err(number))`
    /// when that puzzle cannot be made.
    pub fn task(&self, attempt: u32) -> Option<Result<(GenerateTask, usize), usize>> {
        let run = self.run().filter(|run| !run.is_over())?;
        Some(challenge_retry(run.seed, run.index, attempt).map(|task| (task, run.index)).ok_or(run.index + 1))
    }

    /// The worker made puzzle `index` of the run: to play if the run accepts it.
    pub fn made(&mut self, puzzle: &GenerateReply, index: usize) -> Made {
        let Some(state) =
            self.state.as_mut().filter(|state| state.run.index == index && !state.run.is_over())
        else {
            return Made::Stale;
        };
        let earlier: Vec<&str> = state.codes.iter().map(String::as_str).collect();
        if !accepts(puzzle, &earlier) {
            return Made::Retry;
        }
        let Ok(game) = Game::new(&puzzle.code, puzzle.rules) else { return Made::Retry };
        state.codes.push(puzzle.code.clone());
        state.lost_at = None;
        let resume = state.resume.take().filter(|_| state.log.len() == index + 1);
        if resume.is_none() {
            state.log.truncate(index);
            state.log.push(Vec::new());
        }
        let note = format!(
            "Challenge puzzle {} of {CHALLENGE_LENGTH}: {} pieces, {}.",
            index + 1,
            puzzle.pieces,
            star_text(puzzle.rating)
        );
        let origin =
            Origin::Challenge { run: state.run.id(), index, level: puzzle.level, rating: puzzle.rating };
        Made::Play { game: Box::new(game), origin, note, resume }
    }

    /// A stored game taken up with `played` of its moves replayed: its lost line stands.
    pub fn taken_up(&mut self, resume: &Resume, played: usize) {
        if let Some(state) = self.state.as_mut() {
            state.lost_at = resume.lost_at.filter(|&lost_at| lost_at <= played);
        }
    }

    /// The stored run (read at start, not checked yet).
    pub fn set_pending(&mut self, stored: StoredRun) {
        self.pending = Some(stored);
    }

    /// The check of the stored run to hand the worker, with the number of the puzzle it claims.
    pub fn check_task(&self) -> Option<(RunCheckTask, usize)> {
        let stored = self.pending.as_ref()?;
        let task = RunCheckTask { run: stored.run.id(), log: stored.log.clone() };
        Some((task, stored.run.index.saturating_add(1).min(CHALLENGE_LENGTH)))
    }

    /// The worker's check of the stored run at `now_ms`: taken up if its log
    /// comes to what it claims, else refused (to keep aside). `None`: no run waits.
    pub fn checked(&mut self, outcome: Outcome<RunTally>, now_ms: f64) -> Option<Checked> {
        let stored = self.pending.take()?;
        let why = match &outcome {
            Outcome::Done { reply, .. } => stored.differs(reply, now_ms),
            Outcome::Failed { message } => Some(message.clone()),
            Outcome::Running | Outcome::Stale => {
                self.pending = Some(stored);
                return Some(Checked::Pending);
            }
        };
        let (Outcome::Done { reply: tally, .. }, None) = (outcome, &why) else {
            let (why, text, link) = (why.unwrap_or_default(), stored.to_storage(), stored.run.id().into());
            return Some(Checked::Refused { why, text, link });
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
        let over = stored.run.is_over().then(|| stored.run.end_card().map_or("Run over", |card| card.title));
        self.state = Some(RunState { resume, codes, log: stored.log, ..RunState::new(stored.run) });
        Some(Checked::Resumed { over })
    }

    /// The run as it is stored, with the clock of its puzzle on the board (a run left is not kept).
    #[must_use]
    pub fn stored(&self, clock_ms: Option<f64>) -> Option<StoredRun> {
        let state = self.state.as_ref().filter(|state| state.run.end != Some(RunEnd::Left))?;
        Some(StoredRun { run: state.run.clone(), log: state.log.clone(), clock_ms })
    }

    /// Whether the run is to be stored again: it changed since it last was (a run left, or none, removes it).
    pub fn store_due(&mut self, clock_ms: Option<f64>) -> bool {
        let text = self.stored(clock_ms).map(|stored| stored.to_storage());
        if text == self.stored_text {
            return false;
        }
        let store = self.state.is_some() || self.stored_text.is_some();
        self.stored_text = text;
        store
    }

    /// The run, while its puzzle on the board (`origin`) is being played.
    fn in_play(&mut self, origin: Origin) -> Option<&mut RunState> {
        let Origin::Challenge { index, .. } = origin else { return None };
        self.state.as_mut().filter(|state| state.run.index == index && !state.run.is_over())
    }

    /// Whether a run's puzzle is being played: the dead-end check runs
    /// whatever the player's switch says (mistakes count), and auto-solve is off.
    pub fn counts_mistakes(&self, origin: Origin) -> bool {
        let Origin::Challenge { index, .. } = origin else { return false };
        self.run().is_some_and(|run| run.index == index && !run.is_over())
    }

    /// Notes `action` in the log of the run's puzzle on the board (`origin`).
    pub fn log(&mut self, origin: Origin, action: RunAction) {
        let Some(state) = self.in_play(origin) else { return };
        if let Some(actions) = state.log.get_mut(state.run.index) {
            actions.push(action.text());
        }
        state.verdict_due |= matches!(action, RunAction::Move(_));
    }

    /// No verdict is to come for the position on the board (its check ended, or none runs).
    pub fn verdict_settled(&mut self) {
        if let Some(state) = self.state.as_mut() {
            state.verdict_due = false;
        }
    }

    /// Whether the puzzle on the board (`origin`) is a run's, and the run is
    /// over: the board stays as it ended, and the game's buttons are off.
    pub fn over_here(&self, origin: Origin) -> bool {
        matches!(origin, Origin::Challenge { .. }) && self.run().is_some_and(ChallengeRun::is_over)
    }

    /// Why the player's move, undo, restart or hint cannot be taken now, if
    /// it cannot: the run on this puzzle is over, or the last move's verdict
    /// (which may be a mistake) is still to come.
    pub fn holds(&self, origin: Origin) -> Option<&'static str> {
        if self.over_here(origin) {
            return Some("The run is over: its result is on its card, and New run starts another.");
        }
        let due = self.counts_mistakes(origin) && self.state.as_ref().is_some_and(|state| state.verdict_due);
        due.then_some("One moment: your last move is being checked.")
    }

    /// The position changed to one with `played` moves: a line lost by a
    /// move now undone is lost no more.
    pub fn position_changed(&mut self, played: usize) {
        if let Some(state) = self.state.as_mut() {
            if state.lost_at.is_some_and(|lost_at| played < lost_at) {
                state.lost_at = None;
            }
        }
    }

    /// The check's verdict on the position with `played` moves of the puzzle
    /// on the board (`origin`): `lost` (why) or not. A first lost verdict in
    /// a line is a mistake; the third ends the run.
    pub fn verdict(&mut self, origin: Origin, played: usize, lost: Option<String>, now_ms: f64) -> Verdict {
        let Some(state) = self.in_play(origin) else { return Verdict::Quiet };
        state.verdict_due = false;
        let Some(text) = lost else {
            state.lost_at = None;
            return Verdict::Quiet;
        };
        if state.lost_at.is_some() {
            return Verdict::Quiet;
        }
        state.lost_at = Some(played);
        match state.run.mistake(now_ms) {
            RunStep::Play(_) => {
                let left = match state.run.mistakes_left() {
                    1 => "1 mistake left".to_string(),
                    left => format!("{left} mistakes left"),
                };
                Verdict::Mistake(format!("{text} Mistake {} of 3: {left}.", state.run.mistakes))
            }
            RunStep::Over(_) => Verdict::Over,
        }
    }

    /// A hint was shown on the puzzle on the board (`origin`): the run counts it.
    pub fn hint(&mut self, origin: Origin) {
        self.log(origin, RunAction::Hint);
        if let Some(state) = self.in_play(origin) {
            state.run.hint();
        }
    }

    /// The run's puzzle on the board (`origin`) was won at `now_ms`: on to
    /// the next; tells whether that ended the run.
    pub fn won(&mut self, origin: Origin, now_ms: f64) -> bool {
        self.in_play(origin).is_some_and(|state| matches!(state.run.solved(now_ms), RunStep::Over(_)))
    }

    /// The run just ended: what to say, and its result for the record.
    pub fn ended(&self) -> Option<(String, Option<RunResult>)> {
        let run = self.run()?;
        let title = run.end_card().map_or("Run over", |card| card.title);
        Some((format!("{title}: {} of {CHALLENGE_LENGTH} solved.", run.solved), run.result()))
    }

    /// Another puzzle is opened at `now_ms`: a run going on ends as it stands
    /// (its result, for the best runs, if a puzzle was solved); an ended one goes.
    pub fn leave(&mut self, now_ms: f64) -> Option<RunResult> {
        let mut state = self.state.take()?;
        if state.run.is_over() || state.run.solved == 0 {
            return None;
        }
        state.run.leave(now_ms);
        state.run.result()
    }

    /// The end card in the win card's place, once the run is over, with
    /// `next_label` on its button.
    pub fn end_screen(&self, next_label: String) -> Option<WinScreen> {
        let card = self.run()?.end_card()?;
        Some(WinScreen {
            links: Vec::new(),
            title: card.title,
            stats: card.lines,
            stars: String::new(),
            next_label,
            shareable: true,
            again: false,
        })
    }

    /// The win card's Next puzzle in a run, on the run's puzzle (`origin`):
    /// "Next puzzle (4 of 30)", or "New run" once it is over.
    pub fn next_label(&self, origin: Origin) -> Option<String> {
        let run = self.run()?;
        if run.is_over() {
            return Some("New run".to_string());
        }
        let Origin::Challenge { .. } = origin else { return None };
        Some(format!("Next puzzle ({} of {CHALLENGE_LENGTH})", run.index + 1))
    }

    /// The line over the board in a run: "Challenge · puzzle 4 of 30 · 2
    /// mistakes left", once it is won and until the next is asked for
    /// (`making` says it is) "Challenge · puzzle 4 of 30 solved", while the next
    /// is made "Challenge · making puzzle 5 of 30…", at its end "Challenge over ·
    /// 17 of 30 solved".
    pub fn title(&self, origin: Origin, making: bool) -> Option<String> {
        let run = self.run()?;
        let on_board = match origin {
            Origin::Challenge { index, .. } => Some(index),
            _ => None,
        };
        Some(if run.is_over() {
            format!("Challenge over · {} of {CHALLENGE_LENGTH} solved", run.solved)
        } else if on_board == Some(run.index) {
            run.status_text()
        } else if let Some(index) = on_board.filter(|&index| index < run.index && !making) {
            format!("Challenge · puzzle {} of {CHALLENGE_LENGTH} solved", index + 1)
        } else {
            format!("Challenge · making puzzle {} of {CHALLENGE_LENGTH}…", run.index + 1)
        })
    }

    /// The run's clock, for the clock line: "run 4:10".
    pub fn clock(&self, now_ms: f64) -> Option<String> {
        let run = self.run()?;
        Some(format!("run {}", clock(run.elapsed_ms(now_ms) / 1000.0)))
    }

    /// "Your run is back: …", once a stored game with `played` moves is taken up at `now_ms`.
    pub fn back_text(&self, played: usize, now_ms: f64) -> Option<String> {
        let run = self.run()?;
        Some(format!(
            "Your run is back: puzzle {} of {CHALLENGE_LENGTH}, {} played, {} on the run's clock.",
            run.index + 1,
            chesslab_core::numbers::plural(played as u64, "move"),
            clock(run.elapsed_ms(now_ms) / 1000.0)
        ))
    }
}

impl RunState {
    fn new(run: ChallengeRun) -> RunState {
        RunState { run, codes: Vec::new(), lost_at: None, log: Vec::new(), resume: None, verdict_due: false }
    }
}

#[cfg(test)]
mod tests;
