//! Jobs and their events: the one protocol shared by the web worker, the
//! command line and the tests, so every front end runs the same core code.

use std::fmt;

use crate::queens::{self, Problem, ProblemError};
use crate::solo::{
    count_solutions, generate, parse_code, parse_move, CodeError, GeneratedPuzzle, GeneratorOptions,
    MoveError, Position, RulesPreset, Solver,
};

/// How many move sequences the solution counter lists at most to find distinct move sets.
pub const MAX_LISTED_SEQUENCES: u64 = 2_000_000;

/// A piece of work for a solver.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Job {
    /// Solve a Solo Chess position: the puzzle after the moves already played.
    SoloSolve(SoloSolveRequest),
    /// Generate a Solo Chess puzzle.
    SoloGenerate(GeneratorOptions),
    /// Count one share of the solutions of an N-queens problem.
    QueensCount(QueensCountRequest),
    /// List solutions of an N-queens problem, for browsing.
    QueensList(QueensListRequest),
}

/// What [`Job::QueensCount`] asks: part `part` of `parts` of the sub-problems
/// (every `parts`-th one from `part`), so several workers can share a count.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct QueensCountRequest {
    /// Board size.
    pub n: usize,
    /// One mask per row (bit `c` = column `c` blocked), or empty for none.
    #[serde(default)]
    pub blocked: Vec<u32>,
    /// This share's number, from 0.
    #[serde(default)]
    pub part: u32,
    /// How many shares the work is split into (at least 1).
    #[serde(default = "one")]
    pub parts: u32,
}

fn one() -> u32 {
    1
}

/// What [`Job::QueensList`] asks.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct QueensListRequest {
    /// Board size.
    pub n: usize,
    /// One mask per row, or empty for none.
    #[serde(default)]
    pub blocked: Vec<u32>,
    /// The most solutions to list.
    pub limit: usize,
}

/// The answer to a [`QueensCountRequest`]; its JSON is what `chesslab queens count --json` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct QueensCountOutcome {
    /// Board size.
    pub n: usize,
    /// Solutions found in this share.
    pub total: u64,
    /// Solutions up to the board's symmetry in this share.
    pub unique: u64,
}

/// The answer to a [`QueensListRequest`].
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct QueensListOutcome {
    /// Board size.
    pub n: usize,
    /// Solutions, each the queen's column in every row from the top.
    pub solutions: Vec<Vec<u8>>,
    /// Whether these are all the solutions (false when the limit cut the list).
    pub complete: bool,
}

/// What [`Job::SoloSolve`] asks.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SoloSolveRequest {
    /// The puzzle code.
    pub puzzle: String,
    /// Moves already played from the puzzle's start, like `Qc4xc3`.
    #[serde(default)]
    pub played: Vec<String>,
    /// The rule set.
    #[serde(default)]
    pub rules: RulesPreset,
    /// Also count all solutions (slower).
    #[serde(default)]
    pub count: bool,
}

/// The answer to a [`SoloSolveRequest`]; its JSON is what `chesslab solo solve --json` prints.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SoloSolveOutcome {
    /// Whether the position can be won.
    pub solvable: bool,
    /// One winning line from the position (empty when unsolvable or already won).
    pub moves: Vec<String>,
    /// With `count`: the number of winning move sequences.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub sequences: Option<u64>,
    /// With `count`: the number of winning sets of moves (ignoring order).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub move_sets: Option<u64>,
    /// With `count`: false when `move_sets` is only a lower bound.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub move_sets_exact: Option<bool>,
}

/// The result of a finished job.
///
/// Tagged with `outcome` (not `type`) because it sits inside the `type`-tagged [`Event::Done`].
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum Outcome {
    /// For [`Job::SoloSolve`].
    SoloSolve(SoloSolveOutcome),
    /// For [`Job::SoloGenerate`].
    SoloGenerate(GeneratedPuzzle),
    /// For [`Job::QueensCount`].
    QueensCount(QueensCountOutcome),
    /// For [`Job::QueensList`].
    QueensList(QueensListOutcome),
}

/// How far a long job has got.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Progress {
    /// Units of work finished.
    pub done: u64,
    /// Units of work in all.
    pub total: u64,
    /// Solutions found so far.
    pub found: u64,
}

/// What a worker reports while and after running a job.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The worker has started and takes jobs (sent once, before any job).
    Ready,
    /// The job is under way.
    Progress(Progress),
    /// The job finished.
    Done(Outcome),
    /// The job could not run; the message is for a person.
    Error {
        /// What went wrong.
        message: String,
    },
}

/// The [`Response::id`] of an answer that cannot be tied to a request (the request was unreadable).
pub const UNKNOWN_REQUEST: u32 = u32::MAX;

/// A job as sent to a worker, numbered so late answers to old jobs can be told apart.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Request {
    /// Chosen by the sender; echoed in every [`Response`].
    pub id: u32,
    /// The work.
    pub job: Job,
}

/// An event from a worker, with the id of the [`Request`] it belongs to.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Response {
    /// The request's id.
    pub id: u32,
    /// What happened.
    pub event: Event,
}

/// Why a job could not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JobError {
    /// The puzzle code is invalid.
    Puzzle(CodeError),
    /// A move already played is invalid.
    PlayedMove {
        /// Its number, from 1.
        number: usize,
        /// What is wrong with it.
        error: MoveError,
    },
    /// The N-queens problem is invalid.
    Queens(ProblemError),
    /// The work split is invalid.
    BadSplit {
        /// The share asked for.
        part: u32,
        /// The number of shares.
        parts: u32,
    },
}

impl fmt::Display for JobError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JobError::Puzzle(error) => write!(f, "bad puzzle code: {error}"),
            JobError::PlayedMove { number, error } => write!(f, "move {number}: {error}"),
            JobError::Queens(error) => write!(f, "{error}"),
            JobError::BadSplit { part, parts } => write!(f, "share {part} of {parts} does not exist"),
        }
    }
}

impl std::error::Error for JobError {}

impl From<CodeError> for JobError {
    fn from(error: CodeError) -> JobError {
        JobError::Puzzle(error)
    }
}

/// Runs a job to the end, calling `progress` now and then on long jobs.
///
/// # Errors
/// A [`JobError`] when the job's input is invalid.
pub fn run(job: &Job, progress: &mut dyn FnMut(Progress)) -> Result<Outcome, JobError> {
    match job {
        Job::SoloSolve(request) => solve_solo(request).map(Outcome::SoloSolve),
        Job::SoloGenerate(options) => Ok(Outcome::SoloGenerate(generate(*options))),
        Job::QueensCount(request) => count_queens(request, progress).map(Outcome::QueensCount),
        Job::QueensList(request) => {
            let problem = queens_problem(request.n, &request.blocked)?;
            // One more than asked tells whether the list is complete.
            let mut solutions = queens::solutions(&problem, request.limit.saturating_add(1));
            let complete = solutions.len() <= request.limit;
            solutions.truncate(request.limit);
            Ok(Outcome::QueensList(QueensListOutcome { n: request.n, solutions, complete }))
        }
    }
}

/// The problem a queens job describes (no blocked rows means none blocked).
///
/// # Errors
/// [`JobError::Queens`] for a bad size or blocked pattern.
pub fn queens_problem(n: usize, blocked: &[u32]) -> Result<Problem, JobError> {
    let problem = if blocked.is_empty() { Problem::new(n) } else { Problem::with_blocked(n, blocked) };
    problem.map_err(JobError::Queens)
}

fn count_queens(
    request: &QueensCountRequest,
    progress: &mut dyn FnMut(Progress),
) -> Result<QueensCountOutcome, JobError> {
    let problem = queens_problem(request.n, &request.blocked)?;
    if request.parts == 0 || request.part >= request.parts {
        return Err(JobError::BadSplit { part: request.part, parts: request.parts });
    }
    let all = queens::subproblems(&problem);
    let mine: Vec<_> = all.iter().skip(request.part as usize).step_by(request.parts as usize).collect();
    let mut sum = queens::PartialCount::default();
    for (done, subproblem) in mine.iter().enumerate() {
        progress(Progress { done: done as u64, total: mine.len() as u64, found: sum.total });
        sum += queens::solve_subproblem(subproblem);
    }
    progress(Progress { done: mine.len() as u64, total: mine.len() as u64, found: sum.total });
    Ok(QueensCountOutcome { n: request.n, total: sum.total, unique: sum.unique })
}

/// Runs a job and wraps the result as the final [`Event`], as a worker sends it.
#[must_use]
pub fn run_to_event(job: &Job, progress: &mut dyn FnMut(Progress)) -> Event {
    match run(job, progress) {
        Ok(outcome) => Event::Done(outcome),
        Err(error) => Event::Error { message: error.to_string() },
    }
}

/// The position reached from a puzzle code by the moves played.
///
/// # Errors
/// A [`JobError`] naming the bad code or the first bad move.
pub fn replay(puzzle: &str, played: &[String], rules: RulesPreset) -> Result<Position, JobError> {
    let mut position = parse_code(puzzle)?;
    for (index, text) in played.iter().enumerate() {
        let mv = parse_move(text, &position, rules.rules())
            .map_err(|error| JobError::PlayedMove { number: index + 1, error })?;
        position = position.play(mv);
    }
    Ok(position)
}

fn solve_solo(request: &SoloSolveRequest) -> Result<SoloSolveOutcome, JobError> {
    let rules = request.rules.rules();
    let position = replay(&request.puzzle, &request.played, request.rules)?;
    let line = Solver::new(rules).solve(&position);
    let mut outcome = SoloSolveOutcome {
        solvable: line.is_some(),
        moves: line.unwrap_or_default().iter().map(ToString::to_string).collect(),
        sequences: None,
        move_sets: None,
        move_sets_exact: None,
    };
    if request.count {
        let count = count_solutions(&position, rules, MAX_LISTED_SEQUENCES);
        outcome.sequences = Some(count.sequences);
        outcome.move_sets = Some(count.move_sets);
        outcome.move_sets_exact = Some(count.move_sets_exact);
    }
    Ok(outcome)
}
