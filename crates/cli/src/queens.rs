//! `chesslab queens …`: count N-queens placements, also with blocked squares.
//!
//! `cses` and `checker` answer judges' protocols: stdout holds exactly the
//! answer, and progress (for a person at a terminal) goes to stderr.

use std::io::Read;

use chesslab_core::{
    echo::shorten,
    queens::{parse_board, solutions, CountReply, CountTask, Problem, MAX_N},
    task::Task,
};

use super::{
    args::{QueensCommand, QueensCountArgs},
    say, CommandError, Output, Progress,
};

/// Runs an N-queens subcommand.
pub fn run(command: QueensCommand) -> Result<(), CommandError> {
    match command {
        QueensCommand::Count(args) => count(&args),
        QueensCommand::Cses => {
            let problem = parse_board(&read_stdin()?).map_err(CommandError::input)?;
            say(&count_problem(problem, Output::new(false))?.total.to_string())
        }
        QueensCommand::Checker => checker(),
    }
}

fn count(args: &QueensCountArgs) -> Result<(), CommandError> {
    let output = Output::of(&args.output);
    let n = usize::from(args.n);
    let problem = match &args.blocked {
        None => Problem::new(n).map_err(CommandError::input)?,
        Some(path) => {
            let shown = shorten(&path.display().to_string());
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
    let result = count_problem(problem, output)?;
    output.print(&result, || {
        say(&format!(
            "{n}-queens: {} solutions in total, {} unique up to symmetry",
            result.total, result.unique
        ))
    })
}

fn checker() -> Result<(), CommandError> {
    let text = read_stdin()?;
    let n = text.trim().parse::<usize>().ok().filter(|n| (1..=MAX_N).contains(n)).ok_or_else(|| {
        CommandError::Input(format!("expected N from 1 to {MAX_N} on stdin, got '{}'", shorten(text.trim())))
    })?;
    let problem = Problem::new(n).map_err(CommandError::input)?;
    for solution in solutions(&problem, 3) {
        let columns: Vec<String> = solution.iter().map(|col| (col + 1).to_string()).collect();
        say(&columns.join(" "))?;
    }
    say(&count_problem(problem, Output::new(false))?.total.to_string())
}

/// Counts through the shared task, in one part (the command line runs on one thread).
fn count_problem(problem: Problem, output: Output) -> Result<CountReply, CommandError> {
    let progress = Progress::start(output, "counting");
    let result = CountTask::whole(problem).run(&mut progress.hook());
    result.map_err(CommandError::input)
}

fn read_stdin() -> Result<String, CommandError> {
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|error| CommandError::Input(format!("cannot read stdin: {error}")))?;
    Ok(text)
}
