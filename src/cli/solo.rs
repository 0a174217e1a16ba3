//! `chesslab solo …`: solve and generate Solo Chess puzzles.

use chesslab::{
    job::{replay, run, Job, Outcome, SoloSolveRequest},
    solo::{GeneratorOptions, Level, RulesPreset},
};

use super::{args::Args, print_json, CommandError};

/// `chesslab solo solve <code> [--rules solitaire|solo] [--count] [--json]`
pub fn solve(mut args: Args) -> Result<(), CommandError> {
    let json = args.flag("json");
    let count = args.flag("count");
    let rules: RulesPreset = args.option("rules")?.unwrap_or_default();
    let puzzle = args.positional("the puzzle code")?;
    args.finish()?;
    let request = SoloSolveRequest { puzzle: puzzle.clone(), played: Vec::new(), rules, count };
    let Outcome::SoloSolve(outcome) =
        run(&Job::SoloSolve(request), &mut |_| {}).map_err(CommandError::Job)?
    else {
        return Err(CommandError::Internal("a solve job gave another kind of answer"));
    };
    if json {
        return print_json(&outcome);
    }
    // The job has checked the code; it is read again only to draw the board.
    print!("{}", replay(&puzzle, &[], rules).map_err(CommandError::Job)?);
    if outcome.solvable {
        println!("Solution ({} moves): {}", outcome.moves.len(), outcome.moves.join(" "));
    } else {
        println!("No solution: no sequence of captures leaves a single piece.");
    }
    if let (Some(sequences), Some(sets)) = (outcome.sequences, outcome.move_sets) {
        let bound = if outcome.move_sets_exact == Some(false) { "at least " } else { "" };
        println!("Winning sequences: {sequences}; distinct move sets (ignoring order): {bound}{sets}");
    }
    Ok(())
}

/// `chesslab solo generate [--level L] [--seed N] [--unique] [--json]`
pub fn generate(mut args: Args) -> Result<(), CommandError> {
    let json = args.flag("json");
    let unique = args.flag("unique");
    let level: Level = args.option("level")?.unwrap_or_default();
    let seed: u64 = args.option("seed")?.unwrap_or_else(seed_from_clock);
    args.finish()?;
    let options = GeneratorOptions { level, seed, unique };
    let Outcome::SoloGenerate(puzzle) =
        run(&Job::SoloGenerate(options), &mut |_| {}).map_err(CommandError::Job)?
    else {
        return Err(CommandError::Internal("a generate job gave another kind of answer"));
    };
    if json {
        return print_json(&puzzle);
    }
    let position = replay(&puzzle.code, &[], RulesPreset::Solitaire).map_err(CommandError::Job)?;
    print!("{position}");
    println!("Code: {}   (level {}, seed {})", puzzle.code, puzzle.level, puzzle.seed);
    println!(
        "Random play wins {:.1}% of the time; {}",
        puzzle.win_chance * 100.0,
        if puzzle.unique { "one solution" } else { "more than one solution" }
    );
    println!("Solution: {}", puzzle.moves.join(" "));
    Ok(())
}

fn seed_from_clock() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs() % 1_000_000)
}
