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
    /// How many arrangements of the physical set (QQRRBBNNPP, from the seed)
    /// on 4x4 can be won under Solitaire rules, by piece count.
    Census(CensusArgs),
}

/// `chesslab solo census`.
#[derive(Args, Debug)]
pub struct CensusArgs {
    /// Count arrangements of up to this many pieces (the whole set has 10).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u8).range(1..=10))]
    max_pieces: u8,
    /// Print one JSON object (the form of data/solo-census.json).
    #[arg(long)]
    json: bool,
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
    /// Print one JSON object: {"solvable", "moves"} (+ "sequences", "move_sets", "move_sets_exact",
    /// "sequences_exact": false when the count stopped at its memory limit and gives lower bounds).
    #[arg(long)]
    json: bool,
}

/// `chesslab solo generate`.
#[derive(Args, Debug)]
pub struct GenerateArgs {
    /// Difficulty: beginner, intermediate, advanced or expert (default: the
    /// level whose piece range holds --pieces and that allows that many, else beginner).
    #[arg(long)]
    level: Option<Level>,
    /// The board's side: 4 (Solitaire Chess) to 8 (chess.com's Solo Chess).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(4..=8))]
    size: u8,
    /// Exactly this many pieces (default: from the level).
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=32))]
    pieces: Option<u8>,
    /// The seed: the same seed and options always give the same puzzle (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
    /// Only puzzles with exactly one winning set of moves.
    #[arg(long)]
    unique: bool,
    /// The rule set the puzzle is made for: solitaire or solo.
    #[arg(long, default_value = "solitaire")]
    rules: RulesPreset,
    /// Print one JSON object: "code", "level", "seed", "moves", "win_chance", "unique", "rules",
    /// "pieces", "rating" (1-5 stars) and "effort" (the measured effort behind it, in bits).
    #[arg(long)]
    json: bool,
}

/// Runs a Solo Chess subcommand.
pub fn run(command: SoloCommand) -> Result<(), CommandError> {
    match command {
        SoloCommand::Solve(args) => solve(args),
        SoloCommand::Generate(args) => generate(args),
        SoloCommand::Daily(args) => daily(&args),
        SoloCommand::Census(args) => census(&args),
    }
}

fn census(args: &CensusArgs) -> Result<(), CommandError> {
    let started = std::time::Instant::now();
    let json = args.json;
    if !json {
        say(&format!("{:>6} {:>14} {:>14} {:>8}", "pieces", "arrangements", "solvable", "share"))?;
    }
    let mut failure = None;
    let mut result = chesslab::solo::census(usize::from(args.max_pieces), &mut |row| {
        if json || failure.is_some() {
            return;
        }
        let share = row.solvable as f64 * 100.0 / row.arrangements as f64;
        let line = format!("{:>6} {:>14} {:>14} {:>7.2}%", row.pieces, row.arrangements, row.solvable, share);
        failure = say(&line).err();
    });
    if let Some(error) = failure {
        return Err(error);
    }
    result.seconds = (started.elapsed().as_secs_f64() * 10.0).round() / 10.0;
    if json {
        return print_json(&result);
    }
    if result.stopped_at_memory_limit {
        say(&format!(
            "Stopped after {} pieces: the next count would pass the memory limit.",
            result.rows.len()
        ))?;
    }
    say(&format!(
        "Counted in {:.1} s (recompute the page's data: chesslab solo census --json > data/solo-census.json)",
        result.seconds
    ))
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
    if let Some(count) = reply.solution_count() {
        say(&count.sentence())?;
    }
    Ok(())
}

fn generate(args: GenerateArgs) -> Result<(), CommandError> {
    let seed = args.seed.unwrap_or_else(seed_from_clock);
    let level = match (args.level, args.pieces) {
        (Some(level), _) => level,
        (None, Some(pieces)) => Level::fitting(args.size, usize::from(pieces)),
        (None, None) => Level::Beginner,
    };
    let options = GeneratorOptions {
        level,
        seed,
        unique: args.unique,
        rules: args.rules,
        size: args.size,
        pieces: args.pieces,
    };
    // Each value passed its own check; whether they fit together is a usage error too.
    options.check().map_err(|error| CommandError::Usage(error.to_string()))?;
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
    let bar = progress_bar(json, "generating");
    // The most candidates is far more than generating usually needs: a spinner, no time estimate.
    if let Ok(style) = indicatif::ProgressStyle::with_template("{spinner} {msg} ({elapsed})") {
        bar.set_style(style);
    }
    // Rating a crowded candidate takes seconds with no report: keep the spinner turning.
    bar.enable_steady_tick(std::time::Duration::from_millis(120));
    let mut shown = None;
    let puzzle = options.run(&mut |progress| {
        if shown != Some((progress.done, progress.found)) {
            shown = Some((progress.done, progress.found));
            bar.set_message(format!(
                "generating: candidate {} (at most {}), {} rated",
                progress.done + 1,
                progress.total,
                progress.found
            ));
        }
        bar.tick();
    });
    bar.finish_and_clear();
    let puzzle = puzzle.map_err(CommandError::input)?;
    if json {
        return print_json(&puzzle);
    }
    let position = replay(&puzzle.code, &[], puzzle.rules).map_err(CommandError::input)?;
    say(&position.to_string())?;
    say(&format!("Code: {}   (level {}, seed {})", puzzle.code, puzzle.level, puzzle.seed))?;
    say(&format!(
        "{} pieces; rating {} ({:.1} bits of effort); random play wins {:.1}% of the time; {}",
        puzzle.pieces,
        chesslab::solo::star_text(puzzle.rating),
        puzzle.effort,
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
