//! `chesslab cover …`: the most (or fewest) squares a set of pieces can attack.

use std::time::Instant;

use chesslab_core::{
    board::Square,
    coverage::{CoverReply, CoverTask, Objective, Placement, SearchStats, Settings, UnattackedTask},
    numbers::plural,
};

use super::{
    args::{CoverArgs, CoverCommand},
    json, print_json, say,
    threads::Threads,
    CommandError, Output, Progress,
};

impl CoverArgs {
    fn settings(&self) -> Settings {
        Settings {
            pieces: self.pieces.to_string(),
            side: usize::from(self.board),
            bishops: self.bishops,
            superpose: self.superpose,
        }
    }
}

/// The seed's search, for comparison: 1.03 × 10^8 nodes, 75 minutes on a Sun 3/360.
const SEED_NOTE: &str = " (the seed's search: 1.03e8 nodes, 75 minutes)";

/// Runs a coverage subcommand.
pub fn run(command: CoverCommand) -> Result<(), CommandError> {
    match command {
        CoverCommand::Max(args) => best(&args, Objective::Max),
        CoverCommand::Min(args) => best(&args, Objective::Min),
        CoverCommand::Unattacked(args) => unattacked(&args),
    }
}

fn best(args: &CoverArgs, objective: Objective) -> Result<(), CommandError> {
    let output = Output::of(&args.output);
    let task = CoverTask { settings: args.settings(), objective };
    let progress = Progress::start(output, "searching");
    let started = Instant::now();
    let threads = Threads::new(args.threads)?;
    let reply = task.run_by(&mut |pass| threads.run_parts(pass, &progress)).map_err(CommandError::input)?;
    let seconds = started.elapsed().as_secs_f64();
    progress.finish();
    if output.json {
        return print_json(&json::Cover {
            configurations: reply.configurations,
            examples: reply.examples,
            leaves: reply.stats.leaves,
            best: match objective {
                Objective::Max => json::Best::Max(reply.best),
                Objective::Min => json::Best::Min(reply.best),
            },
            nodes: reply.stats.nodes,
            placements: reply.placements,
            seconds,
            survivors: reply.stats.survivors,
        });
    }
    say(&summary(&reply, args, seconds))?;
    if let Some(example) = reply.examples.first().and_then(|code| Placement::parse(code).ok()) {
        say(&format!("First of the {} examples listed:\n{}", reply.examples.len(), drawing(&example)))?;
    }
    Ok(())
}

fn summary(reply: &CoverReply, args: &CoverArgs, seconds: f64) -> String {
    let what = match reply.objective {
        Objective::Max => "most",
        Objective::Min => "fewest",
    };
    let squares = usize::from(args.board).pow(2);
    let head = match reply.best {
        Some(best) => format!(
            "{}: the {what} squares attacked on {}×{} is {best} of {squares}; {} up to symmetry, {}.",
            args.pieces,
            args.board,
            args.board,
            plural(reply.configurations, "configuration"),
            plural(reply.placements, "placement")
        ),
        None => format!("{}: no configuration found.", args.pieces),
    };
    format!("{head}\n{}", statistics(&reply.stats, seconds, args))
}

fn statistics(stats: &SearchStats, seconds: f64, args: &CoverArgs) -> String {
    let classic = args.settings() == Settings::default();
    format!(
        "Search: {} nodes, {} leaves, {} boards surviving pass 1, {seconds:.2} s{}",
        stats.nodes,
        stats.leaves,
        stats.survivors,
        if classic { SEED_NOTE } else { "" }
    )
}

fn unattacked(args: &CoverArgs) -> Result<(), CommandError> {
    let output = Output::of(&args.output);
    let task = UnattackedTask { settings: args.settings() };
    let progress = Progress::start(output, "searching");
    let started = Instant::now();
    let threads = Threads::new(args.threads)?;
    let reply = task.run_by(&mut |pass| threads.run_parts(pass, &progress)).map_err(CommandError::input)?;
    let seconds = started.elapsed().as_secs_f64();
    progress.finish();
    let side = usize::from(args.board);
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
            seconds,
            side: reply.side,
            squares: squares.iter().map(|(name, example, _)| (name.clone(), example.cloned())).collect(),
        });
    }
    let possible = squares.iter().filter(|(_, example, _)| example.is_some()).count();
    say(&format!(
        "{}: {possible} of {} squares can be the only one left unattacked.",
        args.pieces,
        squares.len()
    ))?;
    for (name, example, count) in &squares {
        match example {
            Some(code) => say(&format!("{name}: {count} placements, e.g. {code}"))?,
            None => say(&format!("{name}: none"))?,
        }
    }
    say(&statistics(&reply.stats, seconds, args))
}

/// A placement drawn as text: pieces by letter, attacked squares `x`, unattacked `.`.
fn drawing(placement: &Placement) -> String {
    let side = placement.side();
    let attacked = placement.attacked();
    let mut text = String::new();
    for rank in (0..side).rev() {
        for file in 0..side {
            let Some(square) = Square::new(file as u8, rank as u8) else { continue };
            let piece =
                placement.pieces().iter().find(|(_, at)| *at == square).map(|(kind, _)| kind.letter());
            text.push(piece.unwrap_or(if attacked.contains(square) { 'x' } else { '.' }));
        }
        text.push('\n');
    }
    text
}
