//! `chesslab exact …`: pieces placed so that every cell (or every vacant
//! cell) is attacked exactly k times.

use std::{str::FromStr, time::Instant};

use chesslab::{
    board::Square,
    exact::{
        parse_board_size, pattern_counts, render_table, table_entry, table_problems, CountTask, MinTask,
        PieceSet, Placement, Problem, Solver, TableEntry,
    },
    job::Task,
};
use clap::{Args, Subcommand};

use super::{print_json, progress_bar, report_to, say, CommandError};

/// The exact-attack subcommands.
#[derive(Subcommand, Debug)]
pub enum ExactCommand {
    /// The seed's attack patterns per piece (5x5: K 25, N 25, P 25, B 95, R 324, Q 1331).
    Patterns(PatternsArgs),
    /// The proven fewest pieces, how many minimal placements, and one example.
    Min(ProblemArgs),
    /// Every solution, counted (in all, up to symmetry, and by number of pieces).
    Count(CountArgs),
    /// The results table: the proven minimum for each square board and k, both modes.
    Table(TableArgs),
}

/// A board size as rows x columns, e.g. `5x5` or `4x6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSize {
    rows: u8,
    columns: u8,
}

impl FromStr for BoardSize {
    type Err = String;

    fn from_str(text: &str) -> Result<BoardSize, String> {
        // Sides are 1 to 8, so they fit a u8.
        parse_board_size(text.trim())
            .map(|(rows, columns)| BoardSize { rows: rows as u8, columns: columns as u8 })
            .map_err(|_| format!("'{text}' is not a board size like 5x5 (rows x columns, each 1 to 8)"))
    }
}

/// `chesslab exact patterns`.
#[derive(Args, Debug)]
pub struct PatternsArgs {
    /// The board, rows x columns (e.g. 5x5).
    size: BoardSize,
    /// Print one JSON object: the number of patterns per piece letter.
    #[arg(long)]
    json: bool,
}

/// The problem every solving subcommand takes.
#[derive(Args, Debug)]
pub struct ProblemArgs {
    /// The board, rows x columns (e.g. 5x5).
    size: BoardSize,
    /// How many times each cell must be attacked (0 to 16).
    #[arg(long, required_unless_present = "cells", conflicts_with = "cells")]
    k: Option<u8>,
    /// A count per cell instead of --k: ranks from the top separated by '/', one character per
    /// cell, '-' for a cell switched off, 0-9 then a-g for 10-16 (e.g. 1-1/111/212).
    #[arg(long)]
    cells: Option<String>,
    /// Only the vacant cells must be attacked exactly k times (Friedman's V(n,k)).
    #[arg(long)]
    vacant: bool,
    /// The piece kinds allowed, as letters from K Q R B N P.
    #[arg(long, default_value = "KQRBNP", value_parser = parse_pieces)]
    pieces: PieceSet,
    /// Print one JSON object (see the README for its keys).
    #[arg(long)]
    json: bool,
}

impl ProblemArgs {
    /// The problem in its text form, checked.
    fn problem(&self) -> Result<Problem, CommandError> {
        let BoardSize { rows, columns } = self.size;
        let counts = match (&self.cells, self.k) {
            (Some(grid), _) => format!("cells={grid}"),
            (None, k) => format!("k={}", k.unwrap_or(0)),
        };
        let mode = if self.vacant { ",vacant" } else { "" };
        Problem::parse(&format!("{columns}x{rows},{counts}{mode},pieces={}", self.pieces))
            .map_err(CommandError::input)
    }
}

/// Reads `--pieces`: letters from K Q R B N P, at least one.
fn parse_pieces(text: &str) -> Result<PieceSet, String> {
    match PieceSet::from_letters(text) {
        Ok(pieces) if !pieces.is_empty() => Ok(pieces),
        Ok(_) => Err("give at least one of K Q R B N P".to_string()),
        Err(letter) => Err(format!("'{letter}' is not a piece letter (K Q R B N P)")),
    }
}

/// `chesslab exact count`.
#[derive(Args, Debug)]
pub struct CountArgs {
    #[command(flatten)]
    problem: ProblemArgs,
    /// Count only placements with at most this many pieces.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=64))]
    max_pieces: Option<u32>,
}

/// `chesslab exact table`.
#[derive(Args, Debug)]
pub struct TableArgs {
    /// The largest board side in the table (boards from 2x2 up).
    #[arg(long, default_value_t = 6, value_parser = clap::value_parser!(u8).range(2..=8))]
    max_side: u8,
    /// The largest k in the table (from 1 up).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=16))]
    max_k: u8,
    /// Give up on an entry after this many search nodes; it then shows the bound it proved.
    #[arg(long, default_value_t = 200_000_000)]
    node_limit: u64,
    /// Print the entries as one JSON array (the page's data file `data/exact-table.json`).
    #[arg(long)]
    json: bool,
}

/// Runs an exact-attack subcommand.
pub fn run(command: ExactCommand) -> Result<(), CommandError> {
    match command {
        ExactCommand::Patterns(args) => patterns(&args),
        ExactCommand::Min(args) => min(&args),
        ExactCommand::Count(args) => count(&args),
        ExactCommand::Table(args) => table(&args),
    }
}

fn patterns(args: &PatternsArgs) -> Result<(), CommandError> {
    let BoardSize { rows, columns } = args.size;
    let problem =
        Problem::rectangle(usize::from(columns), usize::from(rows), 1).map_err(CommandError::input)?;
    let counts = pattern_counts(&problem);
    if args.json {
        let object: serde_json::Map<String, serde_json::Value> =
            counts.by_letter().map(|(letter, count)| (letter.to_string(), count.into())).collect();
        return print_json(&object);
    }
    let parts: Vec<String> = counts.by_letter().map(|(letter, count)| format!("{letter} {count}")).collect();
    say(&format!("Attack patterns on {rows}x{columns}: {} ({} in all)", parts.join(", "), counts.total()))
}

fn min(args: &ProblemArgs) -> Result<(), CommandError> {
    let problem = args.problem()?;
    let bar = progress_bar(args.json, "proving");
    let started = Instant::now();
    let outcome =
        MinTask { problem: problem.to_text() }.run(&mut report_to(&bar)).map_err(CommandError::input)?;
    let seconds = started.elapsed().as_secs_f64();
    bar.finish_and_clear();
    if args.json {
        return print_json(&serde_json::json!({
            "min_pieces": outcome.min_pieces,
            "solutions": outcome.solutions,
            "unique": outcome.unique,
            "example": outcome.example,
            "seconds": seconds,
            "nodes": outcome.nodes,
        }));
    }
    let head = match outcome.min_pieces {
        Some(min) => format!(
            "{}: the fewest pieces is {min} (proven); {} minimal placements, {} up to symmetry.",
            problem.to_text(),
            outcome.solutions,
            outcome.unique
        ),
        None => format!("{}: no placement solves it.", problem.to_text()),
    };
    say(&format!("{head}\nSearch: {} nodes, {seconds:.2} s.", outcome.nodes))?;
    if let Some(example) = outcome.example.as_deref().and_then(|code| Placement::parse(code).ok()) {
        say(&format!("Example {example}:\n{}", drawing(&example)))?;
    }
    Ok(())
}

fn count(args: &CountArgs) -> Result<(), CommandError> {
    let problem = args.problem.problem()?;
    let bar = progress_bar(args.problem.json, "counting");
    let started = Instant::now();
    let task = CountTask { problem: problem.to_text(), max_pieces: args.max_pieces };
    let outcome = task.run(&mut report_to(&bar)).map_err(CommandError::input)?;
    let seconds = started.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let by_pieces: serde_json::Map<String, serde_json::Value> = outcome
        .by_pieces
        .iter()
        .enumerate()
        .filter(|(_, &count)| count > 0)
        .map(|(pieces, &count)| (pieces.to_string(), count.into()))
        .collect();
    if args.problem.json {
        return print_json(&serde_json::json!({
            "total": outcome.total,
            "unique": outcome.unique,
            "by_pieces": by_pieces,
            "max_pieces": outcome.max_pieces,
            "seconds": seconds,
            "nodes": outcome.nodes,
        }));
    }
    let cap = args.max_pieces.map(|max| format!(" with at most {max} pieces")).unwrap_or_default();
    let parts: Vec<String> = by_pieces.iter().map(|(pieces, count)| format!("{pieces}: {count}")).collect();
    say(&format!(
        "{}: {} solutions{cap}, {} up to symmetry.\nBy number of pieces: {}\nSearch: {} nodes, {seconds:.2} s.",
        problem.to_text(),
        outcome.total,
        outcome.unique,
        if parts.is_empty() { "none".to_string() } else { parts.join(", ") },
        outcome.nodes
    ))
}

fn table(args: &TableArgs) -> Result<(), CommandError> {
    let problems = table_problems(2..=args.max_side, 1..=args.max_k);
    let bar = progress_bar(args.json, "tabulating");
    bar.set_length(problems.len() as u64);
    let mut entries: Vec<TableEntry> = Vec::new();
    for problem in &problems {
        let started = Instant::now();
        let outcome = Solver::new(problem).with_node_limit(args.node_limit).minimum(&mut |_| {});
        entries.push(table_entry(problem, outcome, started.elapsed().as_secs_f64()));
        bar.inc(1);
    }
    bar.finish_and_clear();
    if args.json {
        return print_json(&entries);
    }
    say(&render_table(&entries))
}

/// A placement drawn as text: pieces by letter, other cells by their attack
/// count, switched-off cells `-`.
fn drawing(placement: &Placement) -> String {
    let counts = placement.attack_counts();
    let mut text = String::new();
    for rank in (0..placement.height()).rev() {
        let cells: Vec<String> = (0..placement.width())
            .filter_map(|file| Square::new(file, rank))
            .map(|square| match placement.piece_at(square) {
                _ if !placement.is_on(square) => "-".to_string(),
                Some(kind) => kind.letter().to_string(),
                None => counts[usize::from(square.index())].to_string(),
            })
            .collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}
