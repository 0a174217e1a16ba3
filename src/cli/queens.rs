//! `chesslab queens …`: count N-queens placements, also with blocked squares.

use std::io::Read;

use chesslab::{
    job::Task,
    queens::{parse_board, solutions, CountReply, CountTask, Problem, MAX_N},
};
use clap::{Args, Subcommand};

use super::{print_json, progress_bar, report_to, say, CommandError};

/// The N-queens subcommands.
#[derive(Subcommand, Debug)]
pub enum QueensCommand {
    /// Count the placements of N non-attacking queens, in total and unique up to symmetry.
    Count(CountArgs),
    /// CSES 1624 "Chessboard and Queens": 8 lines of '.' and '*' on stdin, prints the count.
    Cses,
    /// The Checker Challenge: N on stdin; prints the first three solutions in
    /// lexicographic order (each row's queen column, from 1) and then the total.
    Checker,
}

/// `chesslab queens count`.
#[derive(Args, Debug)]
pub struct CountArgs {
    /// The board size N, from 1 to 27.
    #[arg(value_parser = clap::value_parser!(u8).range(1..=MAX_N as i64))]
    n: u8,
    /// A file with N lines of '.' (free) and '*' (blocked).
    #[arg(long, value_name = "FILE")]
    blocked: Option<std::path::PathBuf>,
    /// Print one JSON object: {"n", "total", "unique"}.
    #[arg(long)]
    json: bool,
}

/// Runs an N-queens subcommand.
pub fn run(command: QueensCommand) -> Result<(), CommandError> {
    match command {
        QueensCommand::Count(args) => count(&args),
        QueensCommand::Cses => {
            let problem = parse_board(&read_stdin()?).map_err(CommandError::input)?;
            say(&count_problem(problem, true)?.total.to_string())
        }
        QueensCommand::Checker => checker(),
    }
}

fn count(args: &CountArgs) -> Result<(), CommandError> {
    let n = usize::from(args.n);
    let problem = match &args.blocked {
        None => Problem::new(n).map_err(CommandError::input)?,
        Some(path) => {
            let shown = path.display();
            let text = std::fs::read_to_string(path)
                .map_err(|error| CommandError::Input(format!("cannot read {shown}: {error}")))?;
            let problem =
                parse_board(&text).map_err(|error| CommandError::Input(format!("{shown}: {error}")))?;
            if problem.n() != n {
                return Err(CommandError::Input(format!(
                    "{shown} is a {0}×{0} board, not {n}×{n}",
                    problem.n()
                )));
            }
            problem
        }
    };
    let result = count_problem(problem, args.json)?;
    if args.json {
        return print_json(&result);
    }
    say(&format!("{n}-queens: {} solutions in total, {} unique up to symmetry", result.total, result.unique))
}

fn checker() -> Result<(), CommandError> {
    let text = read_stdin()?;
    let n = text.trim().parse::<usize>().ok().filter(|n| (1..=MAX_N).contains(n)).ok_or_else(|| {
        CommandError::Input(format!(
            "expected N from 1 to {MAX_N} on stdin, got '{}'",
            chesslab::route::truncate(text.trim())
        ))
    })?;
    let problem = Problem::new(n).map_err(CommandError::input)?;
    for solution in solutions(&problem, 3) {
        let columns: Vec<String> = solution.iter().map(|col| (col + 1).to_string()).collect();
        say(&columns.join(" "))?;
    }
    say(&count_problem(problem, true)?.total.to_string())
}

/// Counts through the shared task, in one part (the command line runs on one thread).
fn count_problem(problem: Problem, quiet: bool) -> Result<CountReply, CommandError> {
    let bar = progress_bar(quiet, "counting");
    let result =
        CountTask { problem, part: 0, parts: 1 }.run(&mut report_to(&bar)).map_err(CommandError::input);
    bar.finish_and_clear();
    result
}

fn read_stdin() -> Result<String, CommandError> {
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|error| CommandError::Input(format!("cannot read stdin: {error}")))?;
    Ok(text)
}
