//! Exact-attack solver timings, single thread, timed with `std::time::Instant`.
//!
//! Run with `cargo bench --bench exact [-- FILTER]`; FILTER keeps the cases
//! whose problem text (e.g. `5x5,k=3,vacant`) or section (`min`, `count`,
//! `table`) contains it. The min section's cases are the measured
//! entries: 4×4 k = 1..12 (vacant), 4×4 and 5×5 k = 1..4 (both modes), 5×5
//! k = 5..8 (vacant), 6×6 k = 1..2 (every cell). Each case runs
//! `EXACT_BENCH_REPS` times (default 3; once more is skipped when the runs
//! so far took over `EXACT_BENCH_SECONDS`, default 60) and prints the median
//! and the worst time and the nodes (exact, unlike the times). Every run is
//! bounded by `EXACT_BENCH_NODES` search nodes (default 60 million); a run
//! cut off there is marked "cut off" and its numbers are bounds. The table
//! section (the results page's, n = 2..6, k = 1..4, both modes) runs only
//! when FILTER asks for `table`; `EXACT_TABLE_NODES` bounds each row
//! (default 100 million). `chesslab exact table [--json]` prints the same
//! table alone (the page ships its JSON). The anneal section times
//! [`find_placement`] (the table's upper bounds) on the vacant 5×5..7×7
//! entries with k = 3..8, `EXACT_ANNEAL_STEPS` steps each (default 5
//! million), from DeVincentis' bound, and prints the pieces it found; the
//! symmetric section times [`find_symmetric_placement`] as many steps on
//! the entries where only a symmetric search reaches the published values.
//! The wide section (`wide`) times the 128-cell search ([`WideSolver`]):
//! Rennhak's 4×9 proof, 9×9 up to 4 million nodes, and two boards the 8×8
//! search also proves (4×4 k = 2, 5×5 k = 3 vacant), the same tree on either mask.
//!
//! History: on 2026-11-28 the min rows of 4×4 (both modes), 5×5 k = 3 (both) and 6×6 k = 1,
//! before issue 37's part lines, bounds and progress inside a part (3f6a498^) and after,
//! interleaved twice on the loaded machine with `EXACT_BENCH_NODES=10000000`: the same nodes on
//! every row, the times within the runs' spread (5×5 k = 3: median 11.3 s, worst 13.0 s
//! before, 9.7 s and 10.5 s after; 4×4 k = 6 vacant, three more rounds: medians 2.69–3.37 s
//! before, 2.45–3.43 s after).

use std::time::{Duration, Instant};

use chesslab_core::{
    board::Symmetry,
    exact::{
        devincentis_bound, find_placement, find_symmetric_placement, render_table, table_entry,
        table_problems, Mode, Problem, Solver, WideSolver,
    },
};

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
fn repeat<T>(reps: u64, budget: Duration, mut job: impl FnMut() -> T) -> (T, f64, f64, usize) {
    let mut runs = Vec::new();
    loop {
        let start = Instant::now();
        let result = job();
        runs.push(start.elapsed());
        let slow = runs.iter().sum::<Duration>() > budget;
        if runs.len() as u64 >= reps || slow {
            let (median, worst) = spread(&mut runs);
            return (result, median, worst, runs.len());
        }
    }
}

/// The min section's cases: the measured entries.
fn min_cases() -> Vec<Problem> {
    let every = [(4, 1..=4), (5, 1..=4), (6, 1..=2)].map(|(n, ks)| (n, ks, Mode::EveryCell));
    let vacant = [(4, 1..=12), (5, 1..=8)].map(|(n, ks)| (n, ks, Mode::VacantCells));
    let mut problems = Vec::new();
    for (n, ks, mode) in every.into_iter().chain(vacant) {
        for k in ks {
            problems.extend(Problem::rectangle(n, n, k).ok().map(|p| p.with_mode(mode)));
        }
    }
    problems
}

/// The count section's cases: 4×4 and 5×5 for k = 1..4, 6×6 for k = 1, both modes.
fn count_cases() -> Vec<Problem> {
    let mut problems = Vec::new();
    for (n, counts) in [(4, 1..=4), (5, 1..=4), (6, 1..=1)] {
        for mode in [Mode::EveryCell, Mode::VacantCells] {
            for k in counts.clone() {
                problems.extend(Problem::rectangle(n, n, k).ok().map(|p| p.with_mode(mode)));
            }
        }
    }
    problems
}

fn main() {
    let filter = std::env::args().skip(1).find(|arg| !arg.starts_with("--")).unwrap_or_default();
    let wanted = |section: &str, problem: &Problem| {
        filter.is_empty() || section.contains(&filter) || problem.to_text().contains(&filter)
    };
    let nodes = env("EXACT_BENCH_NODES", 60_000_000);
    let reps = env("EXACT_BENCH_REPS", 3).max(1);
    let budget = Duration::from_secs(env("EXACT_BENCH_SECONDS", 60));

    println!("## Minimum (iterative deepening on the piece cap), single thread\n");
    println!("| problem | min | placements | unique | nodes | median s | worst s | runs |");
    println!("|---|---|---|---|---|---|---|---|");
    for problem in min_cases().iter().filter(|p| wanted("min", p)) {
        let solver = Solver::new(problem).with_node_limit(nodes);
        let (min, median, worst, count) = repeat(reps, budget, || solver.minimum(&mut |_| {}));
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

    println!("\n## Full count (every placement; vacant mode capped at min + 1 piece)\n");
    println!("| problem | cap | total | unique | by pieces | nodes | median s | worst s | runs |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for problem in count_cases().iter().filter(|p| wanted("count", p)) {
        let solver = Solver::new(problem).with_node_limit(nodes).with_max_examples(1);
        let cap = if problem.mode() == Mode::VacantCells {
            // Uncapped vacant counts explode (any full-enough board works).
            let Some(min) = solver.minimum(&mut |_| {}).min_pieces else {
                println!("| {} | – | (minimum unknown: skipped) | | | | | | |", problem.to_text());
                continue;
            };
            Some(min + 1)
        } else {
            None
        };
        let (count, median, worst, runs) = repeat(reps, budget, || solver.count(cap, &mut |_| {}));
        let total =
            if count.complete { count.total.to_string() } else { format!("≥ {} (cut off)", count.total) };
        println!(
            "| {} | {} | {total} | {} | {:?} | {} | {median:.3} | {worst:.3} | {runs} |",
            problem.to_text(),
            cap.map_or("–".into(), |c| c.to_string()),
            count.unique,
            count.by_pieces,
            count.nodes
        );
    }

    println!("\n## Annealing (placements for the table's upper bounds), single thread\n");
    println!("| problem | start | pieces found | median s | worst s | runs |");
    println!("|---|---|---|---|---|---|");
    let steps = env("EXACT_ANNEAL_STEPS", 5_000_000);
    for n in 5..=7u8 {
        for k in 3..=8u8 {
            let Ok(problem) = Problem::rectangle(usize::from(n), usize::from(n), k) else { continue };
            let problem = problem.with_mode(Mode::VacantCells);
            let start = devincentis_bound(n, k).unwrap_or(u32::from(n));
            if !wanted("anneal", &problem) {
                continue;
            }
            let (found, median, worst, runs) =
                repeat(reps, budget, || find_placement(&problem, start, steps, 2006));
            let pieces = found.map_or("none".into(), |found| found.piece_count().to_string());
            println!("| {} | {start} | {pieces} | {median:.3} | {worst:.3} | {runs} |", problem.to_text());
        }
    }

    println!(
        "\n## Symmetric annealing (the entries plain annealing left above the published), single thread\n"
    );
    println!("| problem | symmetry | start | pieces found | median s | worst s | runs |");
    println!("|---|---|---|---|---|---|---|");
    let cases = [
        ("7x7,k=4,vacant", Symmetry::MirrorRows, 14),
        ("7x7,k=6,vacant", Symmetry::MirrorColumns, 24),
        ("6x6,k=4", Symmetry::MirrorColumns, 16),
        ("7x7,k=3", Symmetry::AntiTranspose, 9),
    ];
    for (text, symmetry, start) in cases {
        let Ok(problem) = Problem::parse(text) else { continue };
        if !wanted("symmetric", &problem) {
            continue;
        }
        let (found, median, worst, runs) =
            repeat(reps, budget, || find_symmetric_placement(&problem, symmetry, start, steps, 2006));
        let pieces = found.map_or("none".into(), |found| found.piece_count().to_string());
        println!("| {text} | {symmetry:?} | {start} | {pieces} | {median:.3} | {worst:.3} | {runs} |");
    }

    println!("\n## The 128-cell search (u128 masks: boards beyond 8×8), single thread\n");
    println!("| board | k | mode | node limit | min | lower bound | nodes | median s | worst s | runs |");
    println!("|---|---|---|---|---|---|---|---|---|---|");
    // Rennhak's 4×9 and 9×9 (cut at a node limit), and two 8×8-sized boards the
    // 8×8 search also proves (above), to compare the two masks on one tree.
    let wide_cases = [(9, 4, 1, Mode::EveryCell, nodes), (9, 9, 1, Mode::EveryCell, 4_000_000)]
        .into_iter()
        .chain([(4, 4, 2, Mode::EveryCell, nodes), (5, 5, 3, Mode::VacantCells, nodes)]);
    for (width, height, k, mode, limit) in wide_cases {
        let Ok(solver) = WideSolver::new(width, height, k, mode) else { continue };
        let text = format!("{height}×{width}");
        if !filter.is_empty() && !"wide".contains(&filter) && !text.contains(&filter) {
            continue;
        }
        let solver = solver.with_node_limit(limit);
        let (min, median, worst, runs) = repeat(reps, budget, || solver.minimum(&mut |_| {}));
        let shown = min.min_pieces.map_or("–".into(), |m| m.to_string());
        println!(
            "| {text} | {k} | {mode:?} | {limit} | {shown} | {} | {} | {median:.3} | {worst:.3} | {runs} |",
            min.lower_bound, min.nodes
        );
    }

    if filter.contains("table") {
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
}
