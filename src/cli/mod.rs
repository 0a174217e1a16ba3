//! The `chesslab` command line: the same jobs the web app runs, printed as
//! text for people or as one JSON object with `--json`.

mod args;
mod queens;
mod solo;

use std::fmt;

use args::{Args, UsageError};
use chesslab::job::JobError;

const USAGE: &str = "\
Chess Puzzle Lab — chess-combinatorics puzzles and their solvers

Usage:
  chesslab solo solve <code> [--rules solitaire|solo] [--count] [--json]
  chesslab solo generate [--level beginner|intermediate|advanced|expert] [--seed N] [--unique] [--json]
  chesslab queens count <N> [--blocked FILE] [--json]   (N from 1 to 27; FILE: N lines of . and *)
  chesslab queens cses                                  (CSES 1624: 8 lines on stdin, prints the count)

Puzzle codes list ranks from the top, separated by '/', digits for empty squares,
letters K Q R B N P for pieces: e.g. 2Q1/2R1/N3/1P2. The 16-character 4x4 form
00q000r0k0000p00 (k = knight) is read too.";

/// Why a command failed.
pub enum CommandError {
    /// The command line itself is wrong.
    Usage(UsageError),
    /// The job's input (a puzzle code, a board…) is wrong.
    Job(JobError),
    /// Other input (a file, standard input) is wrong.
    Input(String),
    /// Printing failed.
    Output(String),
    /// A bug: the core answered something unexpected.
    Internal(&'static str),
}

impl From<UsageError> for CommandError {
    fn from(error: UsageError) -> CommandError {
        CommandError::Usage(error)
    }
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::Usage(error) => write!(f, "{error}\n\n{USAGE}"),
            CommandError::Job(error) => write!(f, "{error}"),
            CommandError::Input(error) => write!(f, "{error}"),
            CommandError::Output(error) => write!(f, "cannot print the result: {error}"),
            CommandError::Internal(what) => write!(f, "internal error: {what}"),
        }
    }
}

/// Runs the command line `words` (without the program name); returns the exit code.
pub fn main(words: Vec<String>) -> i32 {
    match dispatch(words) {
        Ok(()) => 0,
        Err(error) => {
            eprintln!("chesslab: {error}");
            match error {
                CommandError::Usage(_) => 2,
                _ => 1,
            }
        }
    }
}

fn dispatch(mut words: Vec<String>) -> Result<(), CommandError> {
    if words.is_empty() || words.iter().any(|word| word == "--help" || word == "-h" || word == "help") {
        println!("{USAGE}");
        return Ok(());
    }
    let rest = words.split_off(words.len().min(2));
    let args = Args::new(rest);
    match words.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["solo", "solve"] => solo::solve(args),
        ["solo", "generate"] => solo::generate(args),
        ["queens", "count"] => queens::count(args),
        ["queens", "cses"] => queens::cses(args),
        _ => Err(UsageError(format!("unknown command '{}'", words.join(" "))).into()),
    }
}

/// Prints one JSON object on one line.
fn print_json<T: serde::Serialize>(value: &T) -> Result<(), CommandError> {
    let text = serde_json::to_string(value).map_err(|error| CommandError::Output(error.to_string()))?;
    println!("{text}");
    Ok(())
}
