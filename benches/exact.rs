//! Exact-attack solver timings, single thread, timed with `std::time::Instant`.
//!
//! Run with `cargo bench --bench exact`. Each case repeats (up to
//! `EXACT_BENCH_REPS`, default 5, fewer when one run takes over a second) and
//! prints the median and the worst time. Every run is bounded by
//! `EXACT_BENCH_NODES` search nodes (default 100 million); a run cut off there
//! is marked "cut off" and its numbers are lower bounds. The last section is
//! the results page's table (n = 2..6, k = 1..4, both modes); set
//! `EXACT_TABLE_NODES` to bound each of its rows (default 100 million).

use std::time::{Duration, Instant};

use chesslab::exact::{render_table, table_entry, table_problems, Mode, Problem, Solver};

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Median and worst of `runs` (sorted in place).
fn spread(runs: &mut [Duration]) -> (f64, f64) {
    runs.sort();
    let median = runs.get(runs.len() / 2).copied().unwrap_or_default();
    let worst = runs.last().copied().unwrap_or_default();
    (median.as_secs_f64(), worst.as_secs_f64())
}

/// Runs `job` up to `reps` times (fewer if it is slow): its last result,
/// the median and worst seconds, and the number of runs.
fn repeat<T>(reps: u64, mut job: impl FnMut() -> T) -> (T, f64, f64, usize) {
    let mut runs = Vec::new();
    loop {
        let start = Instant::now();
        let result = job();
        runs.push(start.elapsed());
        let slow = runs.iter().sum::<Duration>() > Duration::from_secs(1);
        if runs.len() as u64 >= reps || slow {
            let (median, worst) = spread(&mut runs);
            return (result, median, worst, runs.len());
        }
    }
}

fn problem(n: usize, k: u8, mode: Mode) -> Option<Problem> {
    Problem::rectangle(n, n, k).ok().map(|p| p.with_mode(mode))
}

fn main() {
    let nodes = env("EXACT_BENCH_NODES", 100_000_000);
    let reps = env("EXACT_BENCH_REPS", 5).max(1);
    let modes = [Mode::EveryCell, Mode::VacantCells];

    println!("## Minimum (iterative deepening on the piece cap), single thread\n");
    println!("| problem | min | placements | unique | nodes | median s | worst s | runs |");
    println!("|---|---|---|---|---|---|---|---|");
    for n in [4, 5, 6] {
        for mode in modes {
            for k in 1..=3 {
                let Some(problem) = problem(n, k, mode) else { continue };
                let solver = Solver::new(&problem).with_node_limit(nodes);
                let (min, median, worst, count) = repeat(reps, || solver.minimum(&mut |_| {}));
                let shown = match min.min_pieces {
                    Some(m) => m.to_string(),
                    None if min.complete => "none".into(),
                    None => format!("≥ {} (cut off)", min.lower_bound),
                };
                println!(
                    "| {} | {shown} | {} | {} | {} | {median:.3} | {worst:.3} | {count} |",
                    problem.to_text(),
                    min.solutions,
                    min.unique,
                    min.nodes
                );
            }
        }
    }

    println!("\n## Full count (every placement; vacant mode capped at min + 2 pieces)\n");
    println!("| problem | cap | total | unique | by pieces | nodes | median s | worst s | runs |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for n in [4, 5] {
        for mode in modes {
            for k in 1..=3 {
                let Some(problem) = problem(n, k, mode) else { continue };
                let solver = Solver::new(&problem).with_node_limit(nodes).with_max_examples(1);
                let cap = if mode == Mode::VacantCells {
                    // Uncapped vacant counts explode (any full-enough board works).
                    let Some(min) = solver.minimum(&mut |_| {}).min_pieces else {
                        println!("| {} | – | (minimum unknown: skipped) | | | | | | |", problem.to_text());
                        continue;
                    };
                    Some(min + 2)
                } else {
                    None
                };
                let (count, median, worst, runs) = repeat(reps, || solver.count(cap, &mut |_| {}));
                let total = if count.complete {
                    count.total.to_string()
                } else {
                    format!("≥ {} (cut off)", count.total)
                };
                println!(
                    "| {} | {} | {total} | {} | {:?} | {} | {median:.3} | {worst:.3} | {runs} |",
                    problem.to_text(),
                    cap.map_or("–".into(), |c| c.to_string()),
                    count.unique,
                    count.by_pieces,
                    count.nodes
                );
            }
        }
    }

    println!("\n## Results table: proven minimum, n = 2..6, k = 1..4\n");
    let table_nodes = env("EXACT_TABLE_NODES", 100_000_000);
    let mut entries = Vec::new();
    for problem in table_problems(2..=6, 1..=4) {
        let solver = Solver::new(&problem).with_node_limit(table_nodes).with_max_examples(1);
        let start = Instant::now();
        let outcome = solver.minimum(&mut |_| {});
        entries.push(table_entry(&problem, outcome, start.elapsed().as_secs_f64()));
    }
    print!("{}", render_table(&entries));
}
