//! Solo Chess benchmark (not a test): solver time on random 8–10-piece 4×4
//! positions, and generator time and measured difficulty per level. The 8×8
//! solver set is the `solo_8x8` benchmark.
//!
//! Run with `cargo bench --bench solo`.

use std::time::{Duration, Instant};

use chesslab_core::{
    board::{BoardShape, Square, ALL_PIECE_KINDS},
    rng::Rng,
    solo::{
        count_solutions, generate, parse_code, GenerateTask, Position, Rules, RulesPreset, Solver, ALL_LEVELS,
    },
};

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
                    generate(GenerateTask {
                        level,
                        seed,
                        unique,
                        rules: RulesPreset::Solitaire,
                        ..GenerateTask::default()
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
    bench_solver();
    bench_generator();
}
