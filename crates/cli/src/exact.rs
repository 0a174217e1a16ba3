//! `chesslab exact …`: pieces placed so that every cell (or every vacant
//! cell) is attacked exactly k times.

use std::time::Instant;

use chesslab_core::{
    exact::{
        pattern_counts, render_table, solve_slot, table_slots, wide_board, AllowedKinds, CountTask,
        EntryStatus, Ledger, MinReply, Mode, Placement, Problem, ProblemName, TableEntry, TableSlot,
        WideSolver,
    },
    excerpt::shorten,
};

use super::{
    args::{ExactCommand, ExactCountArgs, MinArgs, PatternsArgs, ProblemArg, ProblemArgs, TableArgs},
    drawing, exact_parts, json,
    lines::each_line,
    parts,
    resume::ResumeFile,
    say, shown_path,
    threads::Threads,
    CommandError, Output, Progress,
};

impl ProblemArgs {
    /// The problem, checked, on a board of up to 8×8: what every solving subcommand but `exact
    /// min` takes.
    pub(super) fn problem(&self) -> Result<Problem, CommandError> {
        match self.name()? {
            ProblemName::Board(problem) => Ok(problem),
            // Each argument is valid, but only `exact min` takes them together: a usage error (exit 2).
            ProblemName::Wide { width, height, .. } => Err(CommandError::Usage(format!(
                "a board of {width}x{height} is beyond 8x8: only `exact min` takes it (the 128-cell search)"
            ))),
        }
    }

    /// The problem the argument and the options name, on any board. The options
    /// are arguments, so whatever is wrong with them is a usage error (exit 2).
    pub(super) fn name(&self) -> Result<ProblemName, CommandError> {
        let size = match &self.name {
            ProblemArg::Named(name) => {
                let options =
                    self.k.is_some() || self.cells.is_some() || self.vacant || self.pieces.is_some();
                if options {
                    return Err(CommandError::Usage(format!(
                        "'{}' names the whole problem: give --k, --cells, --vacant and --pieces only after a \
                         bare size such as 5x5",
                        shorten(&name.to_string())
                    )));
                }
                return Ok(name.clone());
            }
            ProblemArg::Size(size) => *size,
        };
        let counts = match (&self.cells, self.k) {
            (Some(grid), None) => format!("cells={grid}"),
            (None, Some(k)) => format!("k={k}"),
            _ => {
                return Err(CommandError::Usage(format!(
                    "give --k or --cells with the size {size} (or the problem's whole name, as {size},k=1)"
                )))
            }
        };
        let mode = if self.vacant { ",vacant" } else { "" };
        let pieces = self.pieces.unwrap_or(AllowedKinds::ALL);
        if size.is_wide() {
            let refuse = |what: &str| Err(CommandError::Usage(format!("a board beyond 8x8 ({size}) {what}")));
            if self.cells.is_some() {
                return refuse("takes --k, not --cells");
            }
            if pieces != AllowedKinds::ALL {
                return refuse("allows every piece (no --pieces)");
            }
        }
        ProblemName::parse(&format!("{size},{counts}{mode},pieces={pieces}"))
            .map_err(|error| CommandError::Usage(error.to_string()))
    }
}

/// Runs an exact-attack subcommand.
pub fn run(command: ExactCommand) -> Result<(), CommandError> {
    match command {
        ExactCommand::Patterns(args) => patterns(&args),
        ExactCommand::Min(args) => min(&args),
        ExactCommand::Count(args) => count(&args),
        ExactCommand::Table(args) => table(&args),
        ExactCommand::Parts(args) => exact_parts::parts(&args),
        ExactCommand::Part(args) => parts::part(&args),
        ExactCommand::Join(args) => parts::join(&args),
    }
}

fn patterns(args: &PatternsArgs) -> Result<(), CommandError> {
    let size = args.size;
    if size.is_wide() {
        return Err(CommandError::Usage(format!(
            "a board of {size} is beyond 8x8: `exact patterns` takes sides of 1 to 8"
        )));
    }
    let problem = Problem::rectangle(usize::from(size.width), usize::from(size.height), 1)
        .map_err(|error| CommandError::Usage(error.to_string()))?;
    let counts = pattern_counts(&problem);
    let result = json::Patterns { per_letter: counts.by_letter().collect() };
    Output::of(&args.output).print(&result, || {
        let parts: Vec<String> =
            counts.by_letter().map(|(letter, count)| format!("{letter} {count}")).collect();
        say(&format!("Attack patterns on {size}: {} ({} in all)", parts.join(", "), counts.total()))
    })
}

fn min(args: &MinArgs) -> Result<(), CommandError> {
    let problem = match args.puzzle.name()? {
        ProblemName::Board(problem) => problem,
        ProblemName::Wide { width, height, k, mode } => return wide_min(args, (width, height), k, mode),
    };
    let output = Output::of(&args.output);
    let resume = args
        .resume
        .resume
        .as_deref()
        .map(|path| ResumeFile::open(path, Ledger::new(&problem)))
        .transpose()?;
    let progress = Progress::start(output, "proving");
    let started = Instant::now();
    let threads = Threads::new(args.threads)?;
    let outcome = exact_parts::prove(&problem, &threads, &progress, resume.as_ref())?;
    let seconds = started.elapsed().as_secs_f64();
    progress.finish();
    let example = outcome.example.as_deref().and_then(|code| Placement::parse(code).ok());
    print_min(output, &problem.to_text(), &outcome, seconds, example.as_ref().map(drawing::exact))
}

/// `exact min` on a board beyond 8×8 (up to 128 cells): the 128-cell
/// search, on one thread; every cell or the vacant ones need `k`, all pieces allowed.
fn wide_min(args: &MinArgs, (width, height): (u8, u8), k: u8, mode: Mode) -> Result<(), CommandError> {
    let output = Output::of(&args.output);
    if args.resume.resume.is_some() {
        return Err(CommandError::Usage(format!(
            "a board beyond 8x8 ({width}x{height}) takes no --resume: its proof runs whole, not in parts"
        )));
    }
    let (width, height) = (usize::from(width), usize::from(height));
    let solver = WideSolver::new(width, height, k, mode).map_err(CommandError::input)?;
    let progress = Progress::start(output, "proving (the 128-cell search, one thread)");
    let started = Instant::now();
    let outcome = solver.minimum(&mut progress.hook());
    let seconds = started.elapsed().as_secs_f64();
    progress.finish();
    let text = ProblemName::Wide { width: width as u8, height: height as u8, k, mode }.to_string();
    let board = outcome.example.as_deref().and_then(|code| wide_board(width, height, code));
    print_min(output, &text, &outcome, seconds, board.as_deref().map(drawing::wide_exact))
}

/// Prints a minimum proof of the problem `text`: as JSON, or as sentences with the example's `drawing`.
fn print_min(
    output: Output,
    text: &str,
    outcome: &MinReply,
    seconds: f64,
    drawing: Option<String>,
) -> Result<(), CommandError> {
    if output.json {
        return super::print_json(&json::ExactMin {
            example: outcome.example.clone(),
            min_pieces: outcome.min_pieces,
            nodes: outcome.nodes,
            seconds,
            solutions: outcome.solutions,
            unique: outcome.unique,
        });
    }
    let head = match outcome.min_pieces {
        Some(min) => format!(
            "{text}: the fewest pieces is {min} (proven); {}{} minimal placements, {} up to symmetry.",
            if outcome.complete { "" } else { "at least " },
            outcome.solutions,
            outcome.unique
        ),
        None => format!("{text}: no placement solves it."),
    };
    say(&format!("{head}\nSearch: {} nodes, {seconds:.2} s.", outcome.nodes))?;
    if let (Some(example), Some(drawing)) = (&outcome.example, drawing) {
        say(&format!("Example {example}:\n{drawing}"))?;
    }
    Ok(())
}

fn count(args: &ExactCountArgs) -> Result<(), CommandError> {
    let output = Output::of(&args.output);
    let problem = args.problem.problem()?;
    let progress = Progress::start(output, "counting");
    let started = Instant::now();
    let task = CountTask { problem: problem.to_text(), max_pieces: args.max_pieces };
    let threads = Threads::new(args.threads)?;
    let outcome = task
        .run_by(&mut |split| exact_parts::count_parts(split, &threads, &progress))
        .map_err(CommandError::input)?;
    let seconds = started.elapsed().as_secs_f64();
    progress.finish();
    // Keyed by the number as text, in the order of those keys (as the JSON has always been).
    let by_pieces: std::collections::BTreeMap<String, u64> = outcome
        .by_pieces
        .iter()
        .enumerate()
        .filter(|(_, &count)| count > 0)
        .map(|(pieces, &count)| (pieces.to_string(), count))
        .collect();
    if output.json {
        return super::print_json(&json::ExactCount {
            by_pieces,
            max_pieces: outcome.max_pieces,
            nodes: outcome.nodes,
            seconds,
            total: outcome.total,
            unique: outcome.unique,
        });
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

/// The node limit of `exact table` without `--nodes` or `--budget`.
const DEFAULT_TABLE_NODES: u64 = 200_000_000;
/// The first try of an entry under `--budget`: enough to finish the quick entries and to time the others.
const PROBE_NODES: u64 = 300_000;

fn table(args: &TableArgs) -> Result<(), CommandError> {
    let output = Output::of(&args.output);
    let chosen = |slot: &TableSlot| {
        args.max_side.is_none_or(|side| slot.n() <= side)
            && args.max_k.is_none_or(|k| slot.k <= k)
            && args.only.as_deref().is_none_or(|only| same_problem(only, slot))
    };
    let all = table_slots();
    let slots: Vec<TableSlot> = all.iter().filter(|slot| chosen(slot)).cloned().collect();
    if let (Some(only), true) = (&args.only, slots.is_empty()) {
        return Err(CommandError::Usage(format!(
            "'{}' is not an entry of the table (write it as the table does, e.g. 5x5,k=3,vacant or 6x4,k=2)",
            shorten(only)
        )));
    }
    let kept = args.keep.as_deref().map(read_table).transpose()?;
    let threads = Threads::new(args.threads)?;
    let progress = Progress::start(output, "tabulating");
    // The entries are independent and each is fixed by its node limit: one per thread, in order.
    let mut made: Vec<TableEntry> =
        threads.run(slots.len(), &progress, |index, _| table_entry_within(&slots[index], args));
    progress.finish();
    if let Some(dir) = &args.ledgers {
        for entry in &mut made {
            take_ledger(entry, dir)?;
        }
    }
    let entries = match kept {
        None => made,
        Some(kept) => {
            let mut made = made.into_iter();
            let mut entries = Vec::with_capacity(all.len());
            for slot in &all {
                let entry = if chosen(slot) {
                    made.next()
                } else {
                    kept.iter().find(|entry| entry.problem == slot.text()).cloned()
                };
                entries.extend(entry);
            }
            entries
        }
    };
    output.print(&entries, || say(&render_table(&entries)))
}

/// A results table as `exact table --json` writes it.
fn read_table(path: &std::path::Path) -> Result<Vec<TableEntry>, CommandError> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| CommandError::input(format!("cannot read {}: {error}", shown_path(path))))?;
    serde_json::from_str(&text).map_err(|error| {
        CommandError::input(format!(
            "{} is not a table as `exact table --json` writes it: {error}",
            shown_path(path)
        ))
    })
}

/// Takes in the ledger of `entry`'s problem in `dir`, if there is one.
fn take_ledger(entry: &mut TableEntry, dir: &std::path::Path) -> Result<(), CommandError> {
    let name = format!("{}.replies", entry.problem);
    let path = dir.join(&name);
    let file = match std::fs::File::open(&path) {
        Ok(file) => file,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(error) => return Err(CommandError::input(format!("cannot read {}: {error}", shown_path(&path)))),
    };
    let problem = Problem::parse(&entry.problem).map_err(CommandError::input)?;
    // A line at a time: what a ledger costs is bounded by its problem, not by the file.
    let mut ledger = Ledger::new(&problem);
    each_line(std::io::BufReader::new(file), &shown_path(&path), |text, at| {
        ledger.add(text).map_err(|error| CommandError::input(format!("{at}: {error}")))
    })?;
    entry.take_ledger(&name, &ledger.verdict());
    Ok(())
}

/// Whether the text `only` names `slot`'s problem (width x height, as the table prints it).
fn same_problem(only: &str, slot: &TableSlot) -> bool {
    ProblemName::parse(only).is_ok_and(|asked| asked == slot.name())
}

/// One entry under the node limit or time budget asked for.
fn table_entry_within(slot: &TableSlot, args: &TableArgs) -> TableEntry {
    let started = Instant::now();
    let mut clock = || started.elapsed().as_secs_f64();
    let Some(budget) = args.budget else {
        return solve_slot(slot, Some(args.nodes.unwrap_or(DEFAULT_TABLE_NODES)), &mut clock);
    };
    let probe = solve_slot(slot, Some(PROBE_NODES), &mut clock);
    // A finished proof (or a board beyond the solver) is the entry; a stopped one is tried again with
    // the budget, even when the search for placements met its lower bound, so that it is counted.
    if probe.outcome.complete || probe.status == EntryStatus::TooLarge || probe.seconds >= budget {
        return probe;
    }
    // The proof gets two thirds of the budget, the search for placements (half its nodes) the rest.
    let rate = probe.nodes as f64 / probe.seconds.max(1e-3);
    let nodes = (rate * budget / 1.5).max(PROBE_NODES as f64) as u64;
    let started = Instant::now();
    solve_slot(slot, Some(nodes), &mut || started.elapsed().as_secs_f64())
}
