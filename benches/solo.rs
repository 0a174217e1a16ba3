//! Solo Chess benchmark (not a test): solver time on 8×8 positions of 12–32
//! pieces under both rule sets (worst case and median), the three ranks of
//! bishops, random 8–10-piece 4×4 positions, and generator time and measured
//! difficulty per level.
//!
//! Run with `cargo bench --bench solo`; `SOLO_BENCH=quick` runs a small sample
//! of the 8×8 set only.

use std::time::{Duration, Instant};

use chesslab::{
    board::{BoardShape, PieceKind, Square, ALL_PIECE_KINDS},
    rng::Rng,
    solo::{
        build_by_uncapturing, count_solutions, generate, parse_code, GeneratorOptions, Move, Position, Rules,
        RulesPreset, Solver, ALL_LEVELS,
    },
};

/// Piece counts of the 8×8 set.
const PIECE_COUNTS: [usize; 6] = [12, 16, 20, 24, 28, 32];

/// One timed solve.
struct Run {
    seconds: f64,
    visited: u64,
    solvable: bool,
}

fn time_solve(position: &Position, rules: Rules) -> Run {
    let mut solver = Solver::new(rules);
    let started = Instant::now();
    let line = solver.solve(position);
    let seconds = started.elapsed().as_secs_f64();
    if let Some(line) = &line {
        assert!(wins(position, line, rules), "a solution that does not win:\n{position}");
    }
    Run { seconds, visited: solver.positions_visited(), solvable: line.is_some() }
}

fn wins(position: &Position, line: &[Move], rules: Rules) -> bool {
    let mut position = *position;
    for &mv in line {
        if !position.is_legal(mv, rules) {
            return false;
        }
        position = position.play(mv);
    }
    position.is_won()
}

/// A random 8×8 position: random kinds (at most one king under Solo rules) on random squares.
fn random_8x8(rng: &mut Rng, pieces: usize, rules: Rules) -> Position {
    let shape = BoardShape::new(8, 8).unwrap_or(BoardShape::SOLITAIRE);
    let mut position = Position::empty(shape);
    while (position.piece_count() as usize) < pieces {
        let square = Square::from_index(rng.below(64) as u8);
        let kind = ALL_PIECE_KINDS[rng.below(ALL_PIECE_KINDS.len())];
        let too_many_kings =
            kind == PieceKind::King && !rules.kings_capturable && position.pieces_of(kind).count() > 0;
        if let Some(square) = square.filter(|&square| position.piece_at(square).is_none() && !too_many_kings)
        {
            position = position.with_piece(square, kind);
        }
    }
    position
}

/// A position built by un-capturing, with one piece changed to another kind:
/// usually one capture short of a win, the hardest kind of dead position.
fn perturbed(rng: &mut Rng, position: &Position, rules: Rules) -> Position {
    let squares: Vec<Square> = position.occupied().squares().collect();
    let square = squares[rng.below(squares.len())];
    let kinds: Vec<PieceKind> = ALL_PIECE_KINDS
        .into_iter()
        .filter(|&kind| {
            Some(kind) != position.piece_at(square) && (rules.kings_capturable || kind != PieceKind::King)
        })
        .collect();
    position.with_piece(square, kinds[rng.below(kinds.len())])
}

/// Median and worst of a group of runs, as a table row.
fn row(rules: &str, pieces: usize, set: &str, runs: &[&Run]) {
    if runs.is_empty() {
        return;
    }
    let mut times: Vec<f64> = runs.iter().map(|run| run.seconds).collect();
    times.sort_by(f64::total_cmp);
    let worst_visited = runs.iter().map(|run| run.visited).max().unwrap_or(0);
    println!(
        "{rules:>9} {pieces:>6} {set:>18} {:>5} {:>10.3} {:>10.3} {worst_visited:>12}",
        runs.len(),
        times[times.len() / 2] * 1e3,
        times[times.len() - 1] * 1e3,
    );
}

fn bench_8x8(quick: bool) {
    let per_set = if quick { 6 } else { 30 };
    println!("Solver: 8×8 positions, {per_set} per set, a fresh solver each, times in ms");
    println!(
        "{:>9} {:>6} {:>18} {:>5} {:>10} {:>10} {:>12}",
        "rules", "pieces", "set", "n", "median", "worst", "worst visits"
    );
    let shape = BoardShape::new(8, 8).unwrap_or(BoardShape::SOLITAIRE);
    for (name, rules) in [("solitaire", Rules::SOLITAIRE), ("solo", Rules::SOLO)] {
        let mut rng = Rng::new(8);
        for pieces in PIECE_COUNTS {
            let built: Vec<Position> = (0..per_set)
                .filter_map(|i| build_by_uncapturing(&mut rng, shape, rules, pieces, i % 2 == 0))
                .map(|(position, _)| position)
                .collect();
            let built_runs: Vec<Run> = built.iter().map(|position| time_solve(position, rules)).collect();
            assert!(
                built_runs.iter().all(|run| run.solvable),
                "a position built by un-capturing was not solved"
            );
            row(name, pieces, "built (solvable)", &built_runs.iter().collect::<Vec<_>>());
            let perturbed_runs: Vec<Run> = built
                .iter()
                .map(|position| time_solve(&perturbed(&mut rng, position, rules), rules))
                .collect();
            let random_runs: Vec<Run> =
                (0..per_set).map(|_| time_solve(&random_8x8(&mut rng, pieces, rules), rules)).collect();
            for (set, runs) in [("one kind changed", &perturbed_runs), ("random", &random_runs)] {
                for solvable in [true, false] {
                    let label = format!("{set}, {}", if solvable { "won" } else { "dead" });
                    row(
                        name,
                        pieces,
                        &label,
                        &runs.iter().filter(|run| run.solvable == solvable).collect::<Vec<_>>(),
                    );
                }
            }
        }
    }
    bench_bishops();
}

/// `BBBBBBBB/BBBBBBBB/BBBBBBBB`: once past 60 s and 1.8 GB.
fn bench_bishops() {
    let Ok(position) = parse_code("BBBBBBBB/BBBBBBBB/BBBBBBBB/8/8/8/8/8") else { return };
    for (name, rules) in [("solitaire", Rules::SOLITAIRE), ("solo", Rules::SOLO)] {
        let mut solver = Solver::new(rules);
        let started = Instant::now();
        let solvable = solver.solve(&position).is_some();
        println!(
            "Three ranks of bishops ({name}): solvable {solvable}, {:.3} ms, {} positions, memory table {} kB, process peak {}",
            started.elapsed().as_secs_f64() * 1e3,
            solver.positions_visited(),
            solver.memory_bytes() / 1024,
            peak_memory()
        );
    }
}

/// The process's peak resident memory, from `/proc` where there is one.
fn peak_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| status.lines().find(|line| line.starts_with("VmHWM:")).map(str::to_string))
        .map_or_else(|| "unknown".to_string(), |line| line.trim_start_matches("VmHWM:").trim().to_string())
}

fn random_position(rng: &mut Rng, pieces: usize) -> Position {
    let shape = BoardShape::SOLITAIRE;
    let mut position = Position::empty(shape);
    while (position.piece_count() as usize) < pieces {
        let square = Square::new(rng.below(4) as u8, rng.below(4) as u8);
        let kind = ALL_PIECE_KINDS[rng.below(ALL_PIECE_KINDS.len())];
        if let Some(square) = square.filter(|&square| position.piece_at(square).is_none()) {
            position = position.with_piece(square, kind);
        }
    }
    position
}

fn per_item(total: Duration, items: usize) -> String {
    format!("{:>9.1} µs", total.as_secs_f64() * 1e6 / items as f64)
}

fn bench_solver() {
    println!("Solver: random 4×4 positions (1000 each)");
    println!("{:>7} {:>12} {:>19} {:>10}", "pieces", "solve", "count (≤1k listed)", "solvable");
    let mut rng = Rng::new(2024);
    for pieces in 8..=10 {
        let positions: Vec<Position> = (0..1000).map(|_| random_position(&mut rng, pieces)).collect();
        let started = Instant::now();
        let solvable = positions.iter().filter(|p| Solver::new(Rules::SOLITAIRE).solve(p).is_some()).count();
        let solve_time = started.elapsed();
        let started = Instant::now();
        for position in &positions {
            std::hint::black_box(count_solutions(position, Rules::SOLITAIRE, 1_000));
        }
        let count_time = started.elapsed();
        println!(
            "{pieces:>7} {} {} {:>9.1}%",
            per_item(solve_time, positions.len()),
            per_item(count_time, positions.len()),
            solvable as f64 / 10.0
        );
    }
    let seed = parse_code("2Q1/2R1/N3/1P2").map(|p| Solver::new(Rules::SOLITAIRE).solve(&p));
    println!("Seed example solved: {:?}", seed.ok().flatten().map(|line| line.len()));
}

fn bench_generator() {
    const SEEDS: u64 = 40;
    println!("\nGenerator: {SEEDS} seeds per level");
    println!(
        "{:>13} {:>7} {:>12} {:>8} {:>12} {:>11}",
        "level", "unique", "time/puzzle", "pieces", "win chance", "sequences"
    );
    for level in ALL_LEVELS {
        for unique in [false, true] {
            let started = Instant::now();
            let puzzles: Vec<_> = (0..SEEDS)
                .filter_map(|seed| {
                    generate(GeneratorOptions {
                        level,
                        seed,
                        unique,
                        rules: RulesPreset::Solitaire,
                        ..GeneratorOptions::default()
                    })
                    .ok()
                })
                .collect();
            let elapsed = started.elapsed();
            let count = puzzles.len() as f64;
            let pieces: f64 = puzzles
                .iter()
                .filter_map(|p| parse_code(&p.code).ok())
                .map(|p| f64::from(p.piece_count()))
                .sum::<f64>()
                / count;
            let chance = puzzles.iter().map(|p| p.win_chance).sum::<f64>() / count;
            let sequences = puzzles
                .iter()
                .filter_map(|p| parse_code(&p.code).ok())
                .map(|p| count_solutions(&p, Rules::SOLITAIRE, 10_000).sequences as f64)
                .sum::<f64>()
                / count;
            println!(
                "{:>13} {:>7} {:>9.2} ms {pieces:>8.1} {:>11.2}% {sequences:>11.1}",
                level.name(),
                unique,
                elapsed.as_secs_f64() * 1e3 / count,
                chance * 100.0
            );
        }
    }
}

fn main() {
    let quick = std::env::var("SOLO_BENCH").is_ok_and(|value| value == "quick");
    bench_8x8(quick);
    if !quick {
        bench_solver();
        bench_generator();
    }
}
