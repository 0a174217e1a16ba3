//! `chesslab solo …`: solve and generate Solo Chess puzzles.

use chesslab_core::{
    solo::{daily_options, date_text, day_of, replay, star_text, GenerateTask, Level, Move, Pack, SolveTask},
    task::Task,
};

use super::{
    args::{CensusArgs, DailyArgs, GenerateArgs, PackArgs, SoloCommand, SolveArgs},
    print_json, say, CommandError, Output, Progress,
};

/// Runs a Solo Chess subcommand.
pub fn run(command: SoloCommand) -> Result<(), CommandError> {
    match command {
        SoloCommand::Solve(args) => solve(args),
        SoloCommand::Generate(args) => generate(args),
        SoloCommand::Daily(args) => daily(&args),
        SoloCommand::Census(args) => census(&args),
        SoloCommand::Pack(args) => pack(&args),
    }
}

fn census(args: &CensusArgs) -> Result<(), CommandError> {
    let started = std::time::Instant::now();
    let json = args.output.json;
    if !json {
        say(&format!("{:>6} {:>14} {:>14} {:>8}", "pieces", "arrangements", "solvable", "share"))?;
    }
    let mut failure = None;
    let mut result = chesslab_core::solo::census(usize::from(args.max_pieces), &mut |row| {
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
    let output = Output::of(&args.output);
    let task = SolveTask { puzzle: args.code, played: Vec::new(), rules: args.rules, count: args.count };
    let progress = Progress::start(output, if task.count { "solving, then counting" } else { "solving" });
    let reply = task.run(&mut progress.hook()).map_err(CommandError::input)?;
    progress.finish();
    if output.json {
        return print_json(&super::json::Solve::from(&reply));
    }
    say(&position.to_string())?;
    if reply.solvable {
        say(&format!("Solution ({} moves): {}", reply.moves.len(), line_text(&reply.moves)))?;
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
    let options = GenerateTask {
        level,
        seed,
        unique: args.unique,
        rules: args.rules,
        size: args.size,
        pieces: args.pieces,
    };
    // Each value passed its own check; whether they fit together is a usage error too.
    options.check().map_err(|error| CommandError::Usage(error.to_string()))?;
    show_generated(options, Output::of(&args.output))
}

fn daily(args: &DailyArgs) -> Result<(), CommandError> {
    let output = Output::of(&args.output);
    let day = match args.date {
        Some(day) => day.0,
        None => {
            let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
            day_of(now.map_or(0.0, |since| since.as_millis() as f64))
        }
    };
    if !output.json {
        say(&format!("Daily puzzle for {} ({} rules)", date_text(day), args.rules))?;
    }
    show_generated(daily_options(day, args.rules), output)
}

fn show_generated(options: GenerateTask, output: Output) -> Result<(), CommandError> {
    let progress = Progress::start(output, "generating");
    let puzzle = options.run(&mut progress.hook()).map_err(CommandError::input)?;
    progress.finish();
    if output.json {
        return print_json(&super::json::Generated::from(&puzzle));
    }
    let position = replay(&puzzle.code, &[], puzzle.rules).map_err(CommandError::input)?;
    say(&position.to_string())?;
    say(&format!("Code: {}   (level {}, seed {})", puzzle.code, puzzle.level, puzzle.seed))?;
    say(&format!(
        "{} pieces; rating {} ({:.1} bits of effort); random play wins {:.1}% of the time; {}",
        puzzle.pieces,
        chesslab_core::solo::star_text(puzzle.rating),
        puzzle.effort,
        puzzle.win_chance * 100.0,
        if puzzle.unique { "one solution" } else { "more than one solution" }
    ))?;
    say(&format!("Solution: {}", line_text(&puzzle.moves)))
}

/// Moves as players write them, `Qc4xc3 Na2xc3`.
fn line_text(moves: &[Move]) -> String {
    moves.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

fn seed_from_clock() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs() % 1_000_000)
}

fn pack(args: &PackArgs) -> Result<(), CommandError> {
    let output = Output::of(&args.output);
    let pack = if args.make {
        let progress = Progress::start(output, "making the pack");
        let made = Pack::make(args.pack, &mut progress.hook());
        made.map_err(CommandError::input)?
    } else {
        Pack::shipped(args.pack).map_err(CommandError::input)?
    };
    if output.json {
        return print_json(&pack);
    }
    if args.data {
        return say(pack.to_data().trim_end());
    }
    say(&format!(
        "{}: {} levels of {} puzzles, each with one solution ({} rules)",
        args.pack.title(),
        pack.levels,
        pack.per_level,
        pack.rules
    ))?;
    say(&format!("{:>5} {:>6}  {:<40} stars", "level", "number", "code"))?;
    for puzzle in &pack.puzzles {
        say(&format!(
            "{:>5} {:>6}  {:<40} {}",
            puzzle.level,
            puzzle.number,
            puzzle.code,
            star_text(puzzle.stars)
        ))?;
    }
    Ok(())
}
