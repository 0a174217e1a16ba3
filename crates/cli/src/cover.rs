//! `chesslab cover …`: the most (or fewest) squares a set of pieces can
//! attack, and the unattacked table; their part lines and `--resume` runs
//! are in [`cover_parts`].

use std::time::Instant;

use chesslab_core::{
    board::Square,
    coverage::{
        CoverError, CoverReply, CoverTask, Goal, Objective, Pass, Placement, Plan, Problem, SearchStats,
        Settings, ShareReply, UnattackedReply, UnattackedTask,
    },
    numbers::plural,
};

use super::{
    args::{CoverArgs, CoverCommand, CoverSettingsArgs},
    cover_parts, drawing, json, print_json, say,
    threads::Threads,
    CommandError, Output, Progress,
};

impl CoverSettingsArgs {
    /// The settings these options give, checked: options that do not go
    /// together (more pieces than squares) are a usage error (exit 2).
    pub fn settings(&self) -> Result<Settings, CommandError> {
        let side = usize::from(self.board);
        Problem::build(self.pieces, side, self.superpose).map_err(CommandError::usage)?;
        Ok(Settings {
            pieces: self.pieces.to_string(),
            side,
            bishops: self.bishops,
            superpose: self.superpose,
        })
    }
}

/// The seed's search, for comparison: 1.03 × 10^8 nodes, 75 minutes on a Sun 3/360.
const SEED_NOTE: &str = " (the seed's search: 1.03e8 nodes, 75 minutes)";

/// Runs a coverage subcommand.
pub fn run(command: CoverCommand) -> Result<(), CommandError> {
    match command {
        CoverCommand::Max(args) => best(&args, Goal::Max),
        CoverCommand::Min(args) => best(&args, Goal::Min),
        CoverCommand::Unattacked(args) => unattacked(&args),
        CoverCommand::Parts(args) => cover_parts::parts(&args),
    }
}

fn best(args: &CoverArgs, goal: Goal) -> Result<(), CommandError> {
    let objective = goal.objective().unwrap_or(Objective::Max);
    let searched = search(
        args,
        goal,
        |settings, run| CoverTask { settings: settings.clone(), objective }.run_by(run),
        |plan| plan.solution().map(CoverReply::from),
    )?;
    print_best(&searched.reply, &searched.settings, Some(searched.seconds), searched.output)
}

/// What a `cover` search found, with what it was asked and how long it took.
struct Searched<R> {
    reply: R,
    settings: Settings,
    seconds: f64,
    output: Output,
}

/// Runs the search for `goal` as `args` ask: by `here`, each pass's parts on the
/// threads, or through the resume file, whose finished plan `finished` reads.
fn search<R>(
    args: &CoverArgs,
    goal: Goal,
    here: impl FnOnce(&Settings, &mut dyn FnMut(&Pass<'_>) -> ShareReply) -> Result<R, CoverError>,
    finished: impl FnOnce(&Plan) -> Option<R>,
) -> Result<Searched<R>, CommandError> {
    let output = Output::of(&args.output);
    let settings = args.puzzle.settings()?;
    let progress = Progress::start(output, "searching");
    let started = Instant::now();
    let threads = Threads::new(args.threads)?;
    let reply = match &args.resume.resume {
        None => {
            here(&settings, &mut |pass| threads.run_parts(pass, &progress)).map_err(CommandError::input)?
        }
        Some(path) => {
            let plan = cover_parts::search(&settings, goal, &threads, &progress, path)?;
            finished(&plan).ok_or_else(|| CommandError::input("the search did not end"))?
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    progress.finish();
    Ok(Searched { reply, settings, seconds, output })
}

/// Prints the best configurations, as `cover max|min` and `chesslab join` do
/// (`seconds` of the search, when it ran here).
pub fn print_best(
    reply: &CoverReply,
    settings: &Settings,
    seconds: Option<f64>,
    output: Output,
) -> Result<(), CommandError> {
    if output.json {
        return print_json(&json::Cover {
            configurations: reply.configurations,
            examples: reply.examples.clone(),
            leaves: reply.stats.leaves,
            best: match reply.objective {
                Objective::Max => json::Best::Max(reply.best),
                Objective::Min => json::Best::Min(reply.best),
            },
            nodes: reply.stats.nodes,
            placements: reply.placements,
            seconds: seconds.unwrap_or(0.0),
            survivors: reply.stats.survivors,
        });
    }
    say(&summary(reply, settings, seconds))?;
    if let Some(example) = reply.examples.first().and_then(|code| Placement::parse(code).ok()) {
        say(&format!(
            "First of the {} examples listed:\n{}",
            reply.examples.len(),
            drawing::coverage(&example)
        ))?;
    }
    Ok(())
}

fn summary(reply: &CoverReply, settings: &Settings, seconds: Option<f64>) -> String {
    let what = match reply.objective {
        Objective::Max => "most",
        Objective::Min => "fewest",
    };
    let (pieces, side) = (&settings.pieces, settings.side);
    let head = match reply.best {
        Some(best) => format!(
            "{pieces}: the {what} squares attacked on {side}×{side} is {best} of {}; {} up to symmetry, {}.",
            side * side,
            plural(reply.configurations, "configuration"),
            plural(reply.placements, "placement")
        ),
        None => format!("{pieces}: no configuration found."),
    };
    format!("{head}\n{}", statistics(&reply.stats, seconds, settings))
}

fn statistics(stats: &SearchStats, seconds: Option<f64>, settings: &Settings) -> String {
    let classic = *settings == Settings::default();
    let time = seconds.map_or_else(String::new, |seconds| format!(", {seconds:.2} s"));
    format!(
        "Search: {} nodes, {} leaves, {} boards surviving pass 1{time}{}",
        stats.nodes,
        stats.leaves,
        stats.survivors,
        if classic { SEED_NOTE } else { "" }
    )
}

fn unattacked(args: &CoverArgs) -> Result<(), CommandError> {
    let searched = search(
        args,
        Goal::Unattacked,
        |settings, run| UnattackedTask { settings: settings.clone() }.run_by(run),
        |plan| plan.table().map(UnattackedReply::from),
    )?;
    print_table(&searched.reply, &searched.settings, Some(searched.seconds), searched.output)
}

/// Prints the unattacked table, as `cover unattacked` and `chesslab join` do.
pub fn print_table(
    reply: &UnattackedReply,
    settings: &Settings,
    seconds: Option<f64>,
    output: Output,
) -> Result<(), CommandError> {
    let side = settings.side;
    let squares: Vec<(String, Option<&String>, u64)> = (0..64u8)
        .filter_map(Square::from_index)
        .filter(|square| usize::from(square.file()) < side && usize::from(square.rank()) < side)
        .map(|square| {
            let index = usize::from(square.index());
            let example = reply.examples.get(index).and_then(Option::as_ref);
            (square.to_string(), example, reply.placements.get(index).copied().unwrap_or(0))
        })
        .collect();
    if output.json {
        return print_json(&json::Unattacked {
            nodes: reply.stats.nodes,
            placements: squares.iter().map(|(name, _, count)| (name.clone(), *count)).collect(),
            seconds: seconds.unwrap_or(0.0),
            side: reply.side,
            squares: squares.iter().map(|(name, example, _)| (name.clone(), example.cloned())).collect(),
        });
    }
    let possible = squares.iter().filter(|(_, example, _)| example.is_some()).count();
    say(&format!(
        "{}: {possible} of {} squares can be the only one left unattacked.",
        settings.pieces,
        squares.len()
    ))?;
    for (name, example, count) in &squares {
        match example {
            Some(code) => say(&format!("{name}: {count} placements, e.g. {code}"))?,
            None => say(&format!("{name}: none"))?,
        }
    }
    say(&statistics(&reply.stats, seconds, settings))
}
