//! Coverage searches on one thread, timed with `std::time::Instant`.
//!
//! Run with `cargo bench --bench coverage`. Each case runs several times;
//! the median and the worst wall-clock time are printed with the node
//! counts (which do not vary between runs). `COVERAGE_BENCH_REPS=n` sets
//! the repeats (default 5); `COVERAGE_BENCH_SEED=1` adds the seed's
//! folding search on the full proof and on 6×6 / 7×7 with eight pieces
//! (5 to 35 s a run, one run each).
//!
//! The seed (Robison, Hafner & Skiena 1989) needed 1.03 × 10^8 nodes and
//! 75 minutes on a Sun 3/360 for the opposite-bishops proof.
//!
//! The hitting search's nodes before/after its options were cut at the
//! pieces placed, its bound tightened and inherited, and the diagonal
//! mirror dropped (branch `cover-speed`; same best, classes and placements
//! in every row; min and folding rows unchanged):
//!
//! ```text
//! proof: nothing attacks 64 (opposite)   2 010 210 -> 1 018 793
//! max, opposite bishops (63, listed)    14 029 350 -> 7 160 693  (survivors 232 -> 167)
//! max, same-coloured bishops             1 048 551 -> 410 383
//! max, superposition                     2 986 511 -> 1 637 682
//! max, KQRRBBN with superposition          179 204 -> 116 419
//! unattacked                            12 019 140 -> 6 141 900
//! max KQRRBBNN on 6×6                   11 966 111 -> 7 612 481
//! max KQRRBBNN on 7×7                    6 343 990 -> 3 227 284
//! ```
//!
//! Instructions (cachegrind, `chesslab cover max --threads 1`): 21.57 G ->
//! 10.25 G. Wall-clock rows were taken on a machine loaded by other builds
//! and are not quoted.
//!
//! Then the same nodes in every row, in fewer instructions (branch
//! `cover1s`: slider attacks as the weak ones less what the pieces hide,
//! the sliders' options counted once, the gains' planes two masks at a
//! time): `cover max --threads 1` 10.25 G -> 8.55 G, `cover min --threads 1`
//! (which keeps the rays: its bound has many blockers) 30.40 G -> 30.57 G.

use std::time::{Duration, Instant};

use chesslab_core::coverage::{
    reach, solve, solve_with, unattacked, BishopRule, Method, Objective, PieceSet, Problem, Solution,
};

/// Median and worst of `reps` runs of `run`, and the last result.
fn measure<T>(reps: usize, mut run: impl FnMut() -> T) -> (Duration, Duration, T) {
    let mut times = Vec::with_capacity(reps);
    let mut last = None;
    for _ in 0..reps.max(1) {
        let start = Instant::now();
        last = Some(run());
        times.push(start.elapsed());
    }
    times.sort();
    let (median, worst) = (times[times.len() / 2], times[times.len() - 1]);
    match last {
        Some(result) => (median, worst, result),
        None => unreachable!("at least one run"),
    }
}

fn row(name: &str, reps: usize, run: impl FnMut() -> Solution) {
    let (median, worst, s) = measure(reps, run);
    let best = s.best.map_or("none".to_owned(), |b| b.to_string());
    println!(
        "{name:<46} | {best:>4} | {:>7} | {:>8} | {:>11} | {:>9} | {:>9.3}s | {:>9.3}s",
        s.configurations,
        s.placements,
        s.stats.nodes,
        s.stats.survivors,
        median.as_secs_f64(),
        worst.as_secs_f64()
    );
}

fn problem(pieces: &str, side: usize) -> Problem {
    match PieceSet::parse(pieces).ok().and_then(|p| Problem::new(p, side).ok()) {
        Some(problem) => problem,
        None => unreachable!("valid benchmark problem {pieces} on {side}"),
    }
}

fn main() {
    let env = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<usize>().ok());
    let reps = env("COVERAGE_BENCH_REPS").unwrap_or(5);
    let classic = Problem::classic();
    println!("Coverage, single thread, {reps} runs each: median and worst wall-clock time.");
    println!("best = squares attacked; classes = up to symmetry; placements = distinct.\n");
    println!(
        "{:<46} | {:>4} | {:>7} | {:>8} | {:>11} | {:>9} | {:>10} | {:>10}",
        "case", "best", "classes", "placed", "nodes", "survivors", "median", "worst"
    );
    println!("{}", "-".repeat(126));
    let quiet = &mut |_| {};
    row("proof: nothing attacks 64 (opposite), hitting", reps, || {
        reach(&classic, 64, Method::Hitting, quiet)
    });
    if env("COVERAGE_BENCH_SEED") == Some(1) {
        row("proof: nothing attacks 64, seed folding", 1, || reach(&classic, 64, Method::Folding, quiet));
    }
    row("max, opposite bishops (63, listed)", reps, || solve(&classic, quiet));
    row("max, same-coloured bishops", reps, || solve(&classic.with_bishops(BishopRule::Same), quiet));
    row("max, superposition", reps, || solve(&classic.with_superpose(true), quiet));
    let seven = problem("KQRRBBN", 8).with_superpose(true);
    row("max, KQRRBBN with superposition", reps, || solve(&seven, quiet));
    row("min, opposite bishops", reps.min(3), || solve(&classic.with_objective(Objective::Min), quiet));
    let (median, worst, every) = measure(reps.min(3), || unattacked(&classic, quiet));
    println!(
        "{:<46} | {:>4} | {:>7} | {:>8} | {:>11} | {:>9} | {:>9.3}s | {:>9.3}s",
        "unattacked: squares with an example",
        every.examples.iter().filter(|e| e.is_some()).count(),
        "",
        every.placements.iter().sum::<u64>(),
        every.stats.nodes,
        every.stats.survivors,
        median.as_secs_f64(),
        worst.as_secs_f64()
    );
    let seed = env("COVERAGE_BENCH_SEED") == Some(1);
    for (pieces, side) in [("KQRBN", 5), ("QRRBB", 6), ("KQRRBBNN", 6), ("KQRRBBNN", 7)] {
        let p = problem(pieces, side);
        row(&format!("max {pieces} on {side}×{side}, hitting"), reps, || {
            solve_with(&p, Method::Hitting, quiet)
        });
        if pieces.len() < 8 || seed {
            let reps = if pieces.len() < 8 { reps } else { 1 };
            row(&format!("max {pieces} on {side}×{side}, folding"), reps, || {
                solve_with(&p, Method::Folding, quiet)
            });
        }
        let min = p.with_objective(Objective::Min);
        row(&format!("min {pieces} on {side}×{side}"), reps, || solve(&min, quiet));
    }
}
