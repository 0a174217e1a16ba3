//! Checking a stored challenge run against its seed, so that a run kept in
//! the browser (to survive a reload or a dropped tab) cannot be edited into
//! a better one: lichess's Streak was exploited through reloads.
//!
//! A run is stored as its claims (puzzle reached, solved, mistakes, hints)
//! and a [`RunLog`]: what the player did on each puzzle reached, in order.
//! The check makes each puzzle again from the seed (as the page made it,
//! [`make_challenge_puzzle`]), replays the log on it — every move must be a
//! legal capture, every puzzle but the last must end won — and counts the
//! mistakes again as the page counts them: a move into a position with no
//! win left is a mistake, once per lost line (moves on from a lost position
//! count nothing more; undoing below the move that lost it, then losing
//! again, counts again). The [`RunTally`] it returns is compared with the
//! claims by the page; any difference refuses the run.

use super::{
    make_challenge_puzzle, parse_code, parse_move, to_code, Move, Position, RulesPreset, RunId, Solver,
    CHALLENGE_LENGTH,
};
use crate::{
    json::json_record,
    task::{Progress, Task},
};

/// Mistakes that end a run.
pub const MAX_MISTAKES: u32 = 3;

/// The most actions one puzzle's log may hold (far more than any player
/// makes; a longer log is refused before anything is replayed).
pub const MAX_ACTIONS: usize = 2_000;

/// What a player did on one puzzle of a run, written as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunAction {
    /// A capture (`Qc4xc3`).
    Move(Move),
    /// The last move taken back (`undo`).
    Undo,
    /// Back to the puzzle's start (`restart`).
    Restart,
    /// A hint shown (`hint`).
    Hint,
}

impl RunAction {
    /// The action as the log writes it.
    #[must_use]
    pub fn text(self) -> String {
        match self {
            RunAction::Move(mv) => mv.to_string(),
            RunAction::Undo => "undo".into(),
            RunAction::Restart => "restart".into(),
            RunAction::Hint => "hint".into(),
        }
    }
}

/// What the player did on each puzzle reached, in order: one list of
/// actions (as [`RunAction::text`] writes them) per puzzle, from the first.
pub type RunLog = Vec<Vec<String>>;

/// Check a stored run: replay its log on the puzzles its seed makes.
///
/// ```
/// use chesslab_core::{task::Task, solo::{RunCheckTask, RunId}};
///
/// // A run with nothing done yet: its first puzzle, no mistakes.
/// let task = RunCheckTask { run: RunId::Seeded(623_698_779), log: vec![vec![]] };
/// let tally = task.run(&mut |_| {})?;
/// assert_eq!((tally.index, tally.solved, tally.mistakes, tally.codes.len()), (0, 0, 0, 1));
///
/// // A move that is no capture there is refused, naming it.
/// let edited = RunCheckTask { log: vec![vec!["Qa1xh8".into()]], ..task };
/// let error = edited.run(&mut |_| {}).unwrap_err();
/// assert_eq!(error.to_string(), "puzzle 1, action 1: 'Qa1xh8' is not a capture there");
/// # Ok::<(), chesslab_core::solo::RunCheckError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunCheckTask {
    /// The run.
    pub run: RunId,
    /// What was done on each puzzle reached.
    pub log: RunLog,
}

/// What a run's log comes to, counted again.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunTally {
    /// The puzzle being played, from 0 (30 once all are solved).
    pub index: usize,
    /// Puzzles solved.
    pub solved: u32,
    /// Mistakes made.
    pub mistakes: u32,
    /// Hints shown.
    pub hints: u32,
    /// The codes of the puzzles reached, in order.
    pub codes: Vec<String>,
    /// The last puzzle's moves as they stand (after its undos).
    pub played: Vec<Move>,
    /// Its undos.
    pub undos: u32,
    /// The moves played when its line was lost, while it is.
    pub lost_at: Option<usize>,
}

json_record!(RunCheckTask { run, log });
json_record!(RunTally { index, solved, mistakes, hints, codes, played, undos, lost_at(default) });

impl RunTally {
    /// Whether the run is over: every puzzle solved, or out of mistakes.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.index >= CHALLENGE_LENGTH || self.mistakes >= MAX_MISTAKES
    }
}

/// Why a stored run does not check.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RunCheckError {
    /// The log has more puzzles than a run, or a puzzle more actions than [`MAX_ACTIONS`].
    #[error("the log is longer than a run can be")]
    TooLong,
    /// An action does not fit the puzzle where it stands.
    #[error("puzzle {puzzle}, action {action}: {why}")]
    Action {
        /// The puzzle, from 1.
        puzzle: usize,
        /// The action, from 1.
        action: usize,
        /// What is wrong with it.
        why: String,
    },
    /// A puzzle before the last was not won, so the run could not have gone on.
    #[error("puzzle {0} was not solved, yet the run went on")]
    Unsolved(usize),
    /// The run's puzzle could not be made again.
    #[error("puzzle {puzzle} could not be made again: {why}")]
    Puzzle {
        /// The puzzle, from 1.
        puzzle: usize,
        /// Why.
        why: String,
    },
}

/// One puzzle's log replayed: the game as it stands and what it counted.
struct Replay {
    start: Position,
    played: Vec<Move>,
    won: bool,
}

impl Replay {
    fn position(&self) -> Position {
        self.played.iter().fold(self.start, |position, &mv| position.play(mv))
    }
}

impl Task for RunCheckTask {
    type Reply = RunTally;
    type Error = RunCheckError;

    /// Reports the puzzles checked (`done` of `total`).
    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<RunTally, RunCheckError> {
        if self.log.len() > CHALLENGE_LENGTH || self.log.iter().any(|actions| actions.len() > MAX_ACTIONS) {
            return Err(RunCheckError::TooLong);
        }
        let seed = self.run.seed();
        let rules = RulesPreset::Solo.rules();
        let mut solver = Solver::new(rules);
        let mut tally = RunTally::default();
        let total = self.log.len() as u64;
        for (index, actions) in self.log.iter().enumerate() {
            progress(Progress { done: index as u64, total, found: 0 });
            let number = index + 1;
            if tally.is_over() {
                return Err(RunCheckError::Action {
                    puzzle: number,
                    action: 1,
                    why: "the run was over".into(),
                });
            }
            let earlier: Vec<&str> = tally.codes.iter().map(String::as_str).collect();
            let unmade = |why: String| RunCheckError::Puzzle { puzzle: number, why };
            let (_, made) =
                make_challenge_puzzle(seed, index, &earlier).map_err(|error| unmade(error.to_string()))?;
            let start = parse_code(&made.code).map_err(|error| unmade(error.to_string()))?;
            tally.codes.push(to_code(&start));
            let mut game = Replay { start, played: Vec::new(), won: false };
            tally.undos = 0;
            tally.lost_at = None;
            for (action_index, text) in actions.iter().enumerate() {
                let refuse =
                    |why: String| RunCheckError::Action { puzzle: number, action: action_index + 1, why };
                if game.won || tally.mistakes >= MAX_MISTAKES {
                    return Err(refuse("the puzzle was over".into()));
                }
                match text.as_str() {
                    "hint" => tally.hints += 1,
                    "undo" | "restart" => {
                        if game.played.is_empty() {
                            return Err(refuse(format!("nothing to {text}")));
                        }
                        if text == "undo" {
                            game.played.pop();
                            tally.undos += 1;
                        } else {
                            game.played.clear();
                        }
                        if tally.lost_at.is_some_and(|lost_at| game.played.len() < lost_at) {
                            tally.lost_at = None;
                        }
                    }
                    _ => {
                        let position = game.position();
                        let mv = parse_move(text, &position, rules).map_err(|_| {
                            refuse(format!("'{}' is not a capture there", crate::excerpt::shorten(text)))
                        })?;
                        game.played.push(mv);
                        let after = position.play(mv);
                        if after.piece_count() == 1 {
                            game.won = true;
                        } else if tally.lost_at.is_none() && solver.dead_end(&after).is_some() {
                            tally.lost_at = Some(game.played.len());
                            tally.mistakes += 1;
                        }
                    }
                }
            }
            if game.won {
                tally.solved += 1;
                tally.index = number;
            } else if number < self.log.len() {
                return Err(RunCheckError::Unsolved(number));
            } else {
                tally.index = index;
            }
            tally.played = game.played;
        }
        Ok(tally)
    }
}
