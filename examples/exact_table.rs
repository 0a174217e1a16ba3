//! Prints the results page's table: the proven minimum for square boards
//! n = 2..6 and k = 1..4 in both modes, each with one example placement and
//! the seconds it took (native, single thread).
//!
//! ```text
//! cargo run --release --example exact_table [-- --json] [--sides 2..=6] [--counts 1..=4] [--mode every|vacant] [--nodes N]
//! ```
//!
//! `--nodes` bounds each row's search (default 200 million nodes); a row cut
//! off there shows the proven lower bound. `--json` prints the rows
//! ([`chesslab::exact::TableEntry`]) for the page to ship as data.
#![allow(clippy::print_stdout)]

use std::time::Instant;

use chesslab::exact::{render_table, table_entry, table_problems, Mode, Solver};

/// `a..=b` or a single number.
fn range(text: &str) -> Option<std::ops::RangeInclusive<u8>> {
    match text.split_once("..=") {
        Some((a, b)) => Some(a.parse().ok()?..=b.parse().ok()?),
        None => text.parse().ok().map(|n| n..=n),
    }
}

fn main() {
    let (mut json, mut sides, mut counts, mut nodes) = (false, 2..=6, 1..=4, 200_000_000u64);
    let mut mode = None;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let value = |args: &mut dyn Iterator<Item = String>| args.next().unwrap_or_default();
        match arg.as_str() {
            "--json" => json = true,
            "--sides" => sides = range(&value(&mut args)).unwrap_or(sides),
            "--counts" => counts = range(&value(&mut args)).unwrap_or(counts),
            "--nodes" => nodes = value(&mut args).parse().unwrap_or(nodes),
            "--mode" => {
                mode = match value(&mut args).as_str() {
                    "every" => Some(Mode::EveryCell),
                    "vacant" => Some(Mode::VacantCells),
                    _ => None,
                }
            }
            other => eprintln!("ignored argument {other}"),
        }
    }
    let mut entries = Vec::new();
    for problem in table_problems(sides, counts).into_iter().filter(|p| mode.is_none_or(|m| p.mode() == m)) {
        let solver = Solver::new(&problem).with_node_limit(nodes).with_max_examples(1);
        let start = Instant::now();
        let outcome = solver.minimum(&mut |_| {});
        let entry = table_entry(&problem, outcome, start.elapsed().as_secs_f64());
        if !json {
            let outcome = &entry.outcome;
            eprintln!(
                "{}: min {:?} (≥ {}), {} nodes, {:.3} s",
                entry.problem, outcome.min_pieces, outcome.lower_bound, outcome.nodes, entry.seconds
            );
        }
        entries.push(entry);
    }
    if json {
        println!("{}", serde_json::to_string_pretty(&entries).unwrap_or_default());
    } else {
        print!("{}", render_table(&entries));
    }
}
