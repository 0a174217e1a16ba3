//! `chesslab queens …`: count N-queens placements, also with blocked squares,
//! whole, resumed from a file of finished parts (`--resume`), or as part
//! lines for any engine (`queens parts`; `chesslab part` and `chesslab join`
//! run and join them).
//!
//! `cses` and `checker` answer judges' protocols: stdout holds exactly the
//! answer, and progress (for a person at a terminal) goes to stderr.

use std::io::Read;

use chesslab_core::{
    excerpt::shorten,
    json::ToJson,
    queens::{
        check_count, join, parse_board, parts, solutions, CountReply, CountTask, PartLine, Problem, MAX_N,
    },
    task::{
        line_join::{add_count, Replies},
        Task,
    },
};

use super::{
    args::{QueensBoardArgs, QueensCommand, QueensCountArgs},
    resume::{QueensKept, ResumeFile},
    say, shown_path, CommandError, Output, Progress,
};

/// Runs an N-queens subcommand.
pub fn run(command: QueensCommand) -> Result<(), CommandError> {
    match command {
        QueensCommand::Count(args) => count(&args),
        QueensCommand::Parts(args) => {
            let lines = PartLine::all(&problem_of(&args.board)?, args.shares.shares);
            say(&lines.iter().map(|line| format!("{line}\n")).collect::<String>())
        }
        QueensCommand::Cses => {
            let problem = parse_board(&read_stdin()?).map_err(CommandError::input)?;
            say(&count_problem(problem, Output::new(false))?.total.to_string())
        }
        QueensCommand::Checker => checker(),
    }
}

fn count(args: &QueensCountArgs) -> Result<(), CommandError> {
    let output = Output::of(&args.output);
    let problem = problem_of(&args.board)?;
    let result = match &args.resume.resume {
        None => count_problem(problem, output)?,
        Some(path) => {
            let kept = QueensKept { problem: problem.clone(), replies: Replies::default() };
            let file = ResumeFile::open(path, kept)?;
            count_resumed(&problem, &file, output)?
        }
    };
    print_count(&result, output)
}

/// Prints a count, as `queens count` and `chesslab join` do (`--json`: the reply's JSON form,
/// whole numbers only, so serde writes the text the worker would).
pub fn print_count(result: &CountReply, output: Output) -> Result<(), CommandError> {
    output.print(&result.to_json(), || {
        say(&format!(
            "{}-queens: {} solutions in total, {} unique up to symmetry",
            result.n, result.total, result.unique
        ))
    })
}

/// The problem `args` name: the board size, and the blocked squares of `--blocked`.
fn problem_of(args: &QueensBoardArgs) -> Result<Problem, CommandError> {
    let n = usize::from(args.n);
    let Some(path) = &args.blocked else { return Problem::new(n).map_err(CommandError::input) };
    let shown = shown_path(path);
    let text = std::fs::read_to_string(path)
        .map_err(|error| CommandError::Input(format!("cannot read {shown}: {error}")))?;
    let problem = parse_board(&text).map_err(|error| CommandError::Input(format!("{shown}: {error}")))?;
    if problem.n() != n {
        return Err(CommandError::Input(format!("{shown} is a {0}×{0} board, not {n}×{n}", problem.n())));
    }
    Ok(problem)
}

/// Counts part by part, each part's reply taken from `file` or added to it
/// as it finishes: a count stopped at any moment goes on where it stopped.
fn count_resumed(
    problem: &Problem,
    file: &ResumeFile<QueensKept>,
    output: Output,
) -> Result<CountReply, CommandError> {
    let all = parts(problem);
    let lines = PartLine::all(problem, None);
    let kept = |line: &PartLine| {
        file.kept().replies.reply(line.cut().share.index()).filter(|reply| reply.part() == line)
    };
    let done = lines.iter().filter(|line| kept(line).is_some()).count() as u64;
    let progress = Progress::start(output, "counting");
    progress.begin("parts".to_string(), done, lines.len() as u64, true);
    let (mut total, mut unique) = (0u64, 0u64);
    for line in &lines {
        let reply = match kept(line) {
            Some(reply) => reply.clone(),
            None => {
                let mut within = progress.within_part();
                let reply = line.run_on(&all, &mut |report| within.report(report));
                drop(within);
                let reply = reply.map_err(CommandError::input)?;
                file.keep(&reply)?;
                progress.part_done(0, reply.total());
                reply
            }
        };
        // Kept lines are read from a file: added and checked as `chesslab join` does.
        total = add_count(total, reply.total(), "total").map_err(CommandError::input)?;
        unique = add_count(unique, reply.unique(), "unique").map_err(CommandError::input)?;
    }
    progress.finish();
    check_count(problem, total, unique).map_err(CommandError::input)?;
    Ok(CountReply { n: problem.n(), total, unique })
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

/// The open boards the half-board join was measured to count faster than
/// the search on one core (docs/queens.md, Queens benchmarks: 0.03–0.04 s against
/// 0.04–0.05 at N = 14, twice as fast at 15–16, more from 17; below 14
/// both take under 10 ms). Larger
/// boards up to [`join::MAX_JOIN_N`] are within its memory bound but not
/// yet measured against the search (hours of CPU), so they keep the search.
const JOIN_SIZES: std::ops::RangeInclusive<usize> = 14..=18;

/// Counts on one thread (the command line's): an open board of
/// [`JOIN_SIZES`] by the half-board join, any other through the shared
/// task, in one part.
fn count_problem(problem: Problem, output: Output) -> Result<CountReply, CommandError> {
    let progress = Progress::start(output, "counting");
    let mut hook = progress.counting_hook();
    if !problem.has_blocked() && JOIN_SIZES.contains(&problem.n()) {
        let result = join::count_with_progress(&problem, &mut |report| {
            hook(report);
            true
        });
        return result.map_err(CommandError::input);
    }
    let result = CountTask::whole(problem).run(&mut hook);
    result.map_err(CommandError::input)
}

fn read_stdin() -> Result<String, CommandError> {
    let mut text = String::new();
    std::io::stdin()
        .read_to_string(&mut text)
        .map_err(|error| CommandError::Input(format!("cannot read stdin: {error}")))?;
    Ok(text)
}
