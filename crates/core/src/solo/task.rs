//! The Solo Chess jobs a worker or the command line runs: solve a position
//! (optionally counting every solution) and generate a puzzle.

use super::{
    count_solutions_within, generate_reporting, parse_code, CodeError, GenerateError, GenerateReply,
    GenerateTask, Move, MoveError, Position, Rules, RulesPreset, SolutionCount, Solver,
    DEFAULT_COUNT_MEMORY_BYTES,
};
use crate::{
    json::json_record,
    task::{Progress, Task},
};

/// How many move sequences the solution counter lists at most to find distinct move sets.
pub const MAX_LISTED_SEQUENCES: u64 = 2_000_000;

/// Solve a Solo Chess position: the puzzle after the moves already played
/// (checked when read: the code and every move).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveTask {
    /// The puzzle code.
    pub puzzle: String,
    /// Moves already played from the puzzle's start (each checked legal when read).
    pub played: Vec<Move>,
    /// The rule set.
    pub rules: RulesPreset,
    /// Also count all solutions (slower).
    pub count: bool,
}

// Its JSON, as the page sends it and the worker reads it (the code and every move checked).
json_record!(SolveTask { puzzle, played(default), rules(default), count(default) } checked by SolveTask::checked);

impl SolveTask {
    /// The task, if its code reads and every move played is legal where it is played.
    fn checked(self) -> Result<SolveTask, SoloTaskError> {
        replay(&self.puzzle, &self.played, self.rules)?;
        Ok(self)
    }
}

/// The answer to a [`SolveTask`] (`chesslab solo solve --json` prints it with its moves as text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveReply {
    /// Whether the position can be won.
    pub solvable: bool,
    /// One winning line from the position (empty when unsolvable or already won).
    pub moves: Vec<Move>,
    /// With `count`: the number of winning move sequences.
    pub sequences: Option<u64>,
    /// With `count`: the number of winning sets of moves (ignoring order).
    pub move_sets: Option<u64>,
    /// With `count`: false when `move_sets` is only a lower bound.
    pub move_sets_exact: Option<bool>,
    /// With `count`: false when the count stopped at its memory limit, so
    /// `sequences` (and `move_sets`) are only lower bounds.
    pub sequences_exact: Option<bool>,
}

json_record!(SolveReply {
    solvable,
    moves,
    sequences(default),
    move_sets(default),
    move_sets_exact(default),
    sequences_exact(default),
});

impl SolveReply {
    /// The solution count, when one was asked for; its
    /// [`SolutionCount::sentence`] is what to show.
    #[must_use]
    pub fn solution_count(&self) -> Option<SolutionCount> {
        Some(SolutionCount {
            sequences: self.sequences?,
            move_sets: self.move_sets?,
            move_sets_exact: self.move_sets_exact.unwrap_or(true),
            sequences_exact: self.sequences_exact.unwrap_or(true),
            memory_bytes: 0,
        })
    }
}

/// Why a Solo Chess job could not run.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SoloTaskError {
    /// The puzzle code is invalid.
    #[error("bad puzzle code: {0}")]
    Puzzle(#[from] CodeError),
    /// A move already played is invalid.
    #[error("move {number}: {error}")]
    PlayedMove {
        /// Its number, from 1.
        number: usize,
        /// What is wrong with it.
        error: MoveError,
    },
}

/// The position reached from a puzzle code by the moves played, each checked legal where it is played.
///
/// ```
/// use chesslab_core::solo::{parse_code, parse_move, replay, Rules, RulesPreset};
///
/// let start = parse_code("2Q1/2R1/N3/1P2")?;
/// let first = parse_move("Qc4xc3", &start, Rules::SOLITAIRE)?;
/// let second = parse_move("Na2xc3", &start.play(first), Rules::SOLITAIRE)?;
/// let position = replay("2Q1/2R1/N3/1P2", &[first, second], RulesPreset::Solitaire)?;
/// assert_eq!(position.to_string(), "....\n..N.\n....\n.P..\n");
///
/// // The knight cannot take the pawn before it reaches c3.
/// let error = replay("2Q1/2R1/N3/1P2", &[second], RulesPreset::Solitaire).unwrap_err();
/// assert_eq!(error.to_string(), "move 1: Na2xc3 is not a legal capture in this position");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// A [`SoloTaskError`] naming the bad code or the first bad move.
pub fn replay(puzzle: &str, played: &[Move], rules: RulesPreset) -> Result<Position, SoloTaskError> {
    let mut position = parse_code(puzzle)?;
    for (index, &mv) in played.iter().enumerate() {
        if !position.is_legal(mv, rules.rules()) {
            let error = MoveError::Illegal(mv.to_string());
            return Err(SoloTaskError::PlayedMove { number: index + 1, error });
        }
        position = position.play(mv);
    }
    Ok(position)
}

impl Task for SolveTask {
    type Reply = SolveReply;
    type Error = SoloTaskError;

    /// Reports the solver's progress: the estimated share of the search done
    /// (`done` of `total`) and the positions visited (`found`).
    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<SolveReply, SoloTaskError> {
        let rules = self.rules.rules();
        let position = replay(&self.puzzle, &self.played, self.rules)?;
        let line = Solver::new(rules).solve_reporting(&position, progress);
        let mut reply = SolveReply {
            solvable: line.is_some(),
            moves: line.unwrap_or_default(),
            sequences: None,
            move_sets: None,
            move_sets_exact: None,
            sequences_exact: None,
        };
        if self.count {
            // An unsolvable position has no solution to count: say so at once, exactly.
            let count = if reply.solvable {
                count_solvable(&position, rules, DEFAULT_COUNT_MEMORY_BYTES)
            } else {
                SolutionCount::NONE
            };
            reply.sequences = Some(count.sequences);
            reply.move_sets = Some(count.move_sets);
            reply.move_sets_exact = Some(count.move_sets_exact);
            reply.sequences_exact = Some(count.sequences_exact);
        }
        Ok(reply)
    }
}

/// Counts the solutions of a position the solver has won, in at most
/// `max_bytes`: a count stopped at its memory limit still includes the
/// solver's own line, so its bounds are at least one sequence and one set
/// (not the zero a count stopped before its first whole sequence would give).
fn count_solvable(position: &Position, rules: Rules, max_bytes: usize) -> SolutionCount {
    let mut count = count_solutions_within(position, rules, MAX_LISTED_SEQUENCES, max_bytes);
    count.sequences = count.sequences.max(1);
    count.move_sets = count.move_sets.max(1);
    count
}

/// Generating a puzzle is the task of its options.
impl Task for GenerateTask {
    type Reply = GenerateReply;
    type Error = GenerateError;

    /// Reports the candidates tried (`done` of at most `total`) and rated (`found`).
    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<GenerateReply, GenerateError> {
        generate_reporting(*self, progress)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_won_position_counted_past_its_memory_keeps_the_solvers_line() {
        // At the page's cap the count of 64 knights stops before it finishes one sequence.
        let knights = parse_code(&["NNNNNNNN"; 8].join("/")).unwrap();
        let count = count_solvable(&knights, Rules::SOLITAIRE, 64 << 20);
        assert!(!count.sequences_exact && !count.move_sets_exact, "{count:?}");
        assert!(count.sequences >= 1 && count.move_sets >= 1, "{count:?}");
        assert!(count.sentence().starts_with("Winning sequences: at least "), "{}", count.sentence());
    }
}
