//! `chesslab queens …`: count N-queens placements, also with blocked squares.

use std::io::Read;

use chesslab::{
    job::{run, Job, Outcome, QueensCountRequest},
    queens::{parse_board, Problem},
};

use super::{args::Args, print_json, CommandError};

/// `chesslab queens count <N> [--blocked FILE] [--json]`
pub fn count(mut args: Args) -> Result<(), CommandError> {
    let json = args.flag("json");
    let blocked_file: Option<String> = args.option("blocked")?;
    let n: usize = args.positional("the board size N")?.parse().map_err(|_| {
        CommandError::Usage(super::args::UsageError("N must be a whole number from 1 to 27".into()))
    })?;
    args.finish()?;
    let problem = match blocked_file {
        None => Problem::new(n).map_err(|error| CommandError::Input(error.to_string()))?,
        Some(path) => {
            let text = std::fs::read_to_string(&path)
                .map_err(|error| CommandError::Input(format!("cannot read {path}: {error}")))?;
            let problem =
                parse_board(&text).map_err(|error| CommandError::Input(format!("{path}: {error}")))?;
            if problem.n() != n {
                return Err(CommandError::Input(format!(
                    "{path} is a {0}×{0} board, not {n}×{n}",
                    problem.n()
                )));
            }
            problem
        }
    };
    let result = count_problem(&problem)?;
    if json {
        return print_json(&result);
    }
    println!("{n}-queens: {} solutions in total, {} unique up to symmetry", result.total, result.unique);
    Ok(())
}

/// `chesslab queens cses`: CSES 1624 — 8 lines of `.`/`*` on stdin, the count on stdout.
pub fn cses(args: Args) -> Result<(), CommandError> {
    args.finish()?;
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|error| CommandError::Input(format!("cannot read the board from stdin: {error}")))?;
    let problem = parse_board(&text).map_err(|error| CommandError::Input(error.to_string()))?;
    println!("{}", count_problem(&problem)?.total);
    Ok(())
}

/// Counts through the shared job, in one part (the command line runs on one thread).
fn count_problem(problem: &Problem) -> Result<chesslab::job::QueensCountOutcome, CommandError> {
    let request =
        QueensCountRequest { n: problem.n(), blocked: problem.blocked_rows().to_vec(), part: 0, parts: 1 };
    match run(&Job::QueensCount(request), &mut |_| {}).map_err(CommandError::Job)? {
        Outcome::QueensCount(result) => Ok(result),
        _ => Err(CommandError::Internal("a queens job gave another kind of answer")),
    }
}
