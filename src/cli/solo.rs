//! `chesslab solo …`: solve and generate Solo Chess puzzles.

use chesslab::{
    job::Task,
    solo::{
        daily_options, date_text, day_of, day_of_date, replay, GeneratorOptions, Level, RulesPreset,
        SolveTask,
    },
};
use clap::{Args, Subcommand};

use super::{print_json, progress_bar, report_to, say, CommandError};

/// The Solo Chess subcommands.
#[derive(Subcommand, Debug)]
pub enum SoloCommand {
    /// Solve a puzzle: one winning line, and with --count every solution.
    Solve(SolveArgs),
    /// Generate a puzzle, solvable by construction.
    Generate(GenerateArgs),
    /// The daily puzzle: the same for everyone on a date, per rule set.
    Daily(DailyArgs),
}

/// `chesslab solo daily`.
#[derive(Args, Debug)]
pub struct DailyArgs {
    /// The date, YYYY-MM-DD (default: today, UTC).
    #[arg(long)]
    date: Option<String>,
    /// The rule set: solitaire or solo.
    #[arg(long, default_value = "solitaire")]
    rules: RulesPreset,
    /// Print one JSON object, as `solo generate --json` does.
    #[arg(long)]
    json: bool,
}

/// `chesslab solo solve`.
#[derive(Args, Debug)]
pub struct SolveArgs {
    /// The puzzle code: ranks from the top separated by '/', digits for empty
    /// squares, K Q R B N P for pieces (e.g. 2Q1/2R1/N3/1P2), or the
    /// 16-character 4x4 form 00q000r0k0000p00 (k = knight).
    code: String,
    /// The rule set: solitaire (any number of captures) or solo (chess.com: two captures per piece, king last).
    #[arg(long, default_value = "solitaire")]
    rules: RulesPreset,
    /// Also count every solution (move orders and sets of moves).
    #[arg(long)]
    count: bool,
    /// Print one JSON object: {"solvable", "moves"} (+ "sequences", "move_sets", "move_sets_exact").
    #[arg(long)]
    json: bool,
}

/// `chesslab solo generate`.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Difficulty: beginner, intermediate, advanced or expert.
    #[arg(long, default_value = "beginner")]
    level: Level,
    /// The seed: the same seed and options always give the same puzzle (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
    /// Only puzzles with exactly one winning set of moves.
    #[arg(long)]
    unique: bool,
    /// The rule set the puzzle is made for: solitaire or solo.
    #[arg(long, default_value = "solitaire")]
    rules: RulesPreset,
    /// Print one JSON object: "code", "level", "seed", "moves", "win_chance", "unique", "rules".
    #[arg(long)]
    json: bool,
}

/// Runs a Solo Chess subcommand.
pub fn run(command: SoloCommand) -> Result<(), CommandError> {
    match command {
        SoloCommand::Solve(args) => solve(args),
        SoloCommand::Generate(args) => generate(args),
        SoloCommand::Daily(args) => daily(&args),
    }
}

fn solve(args: SolveArgs) -> Result<(), CommandError> {
    // Read once up front: a bad code is reported before any work starts.
    let position = replay(&args.code, &[], args.rules).map_err(CommandError::input)?;
    let task = SolveTask { puzzle: args.code, played: Vec::new(), rules: args.rules, count: args.count };
    let bar = progress_bar(args.json, "solving");
    let reply = task.run(&mut report_to(&bar)).map_err(CommandError::input)?;
    bar.finish_and_clear();
    if args.json {
        return print_json(&reply);
    }
    say(&position.to_string())?;
    if reply.solvable {
        say(&format!("Solution ({} moves): {}", reply.moves.len(), reply.moves.join(" ")))?;
    } else {
        say("No solution: no sequence of captures leaves a single piece.")?;
    }
    if let (Some(sequences), Some(sets)) = (reply.sequences, reply.move_sets) {
        let bound = if reply.move_sets_exact == Some(false) { "at least " } else { "" };
        say(&format!("Winning sequences: {sequences}; distinct move sets (ignoring order): {bound}{sets}"))?;
    }
    Ok(())
}

fn generate(args: GenerateArgs) -> Result<(), CommandError> {
    let seed = args.seed.unwrap_or_else(seed_from_clock);
    let options = GeneratorOptions { level: args.level, seed, unique: args.unique, rules: args.rules };
    show_generated(options, args.json)
}

fn daily(args: &DailyArgs) -> Result<(), CommandError> {
    let day = match &args.date {
        Some(text) => day_of_date(text).ok_or_else(|| {
            CommandError::Input(format!(
                "'{}' is not a date like 2026-11-22",
                chesslab::route::truncate(text.trim())
            ))
        })?,
        None => {
            let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
            day_of(now.map_or(0.0, |since| since.as_millis() as f64))
        }
    };
    if !args.json {
        say(&format!("Daily puzzle for {} ({} rules)", date_text(day), args.rules))?;
    }
    show_generated(daily_options(day, args.rules), args.json)
}

fn show_generated(options: GeneratorOptions, json: bool) -> Result<(), CommandError> {
    let Ok(puzzle) = options.run(&mut |_| {});
    if json {
        return print_json(&puzzle);
    }
    let position = replay(&puzzle.code, &[], puzzle.rules).map_err(CommandError::input)?;
    say(&position.to_string())?;
    say(&format!("Code: {}   (level {}, seed {})", puzzle.code, puzzle.level, puzzle.seed))?;
    say(&format!(
        "Random play wins {:.1}% of the time; {}",
        puzzle.win_chance * 100.0,
        if puzzle.unique { "one solution" } else { "more than one solution" }
    ))?;
    say(&format!("Solution: {}", puzzle.moves.join(" ")))
}

fn seed_from_clock() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs() % 1_000_000)
}
