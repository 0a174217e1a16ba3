//! Solo Chess generator benchmark (not a test): the time to generate a unique
//! 16-piece 8×8 puzzle under Solo rules (median and worst over 20 seeds), and
//! per level on 8×8 and 4×4 under both rule sets.
//!
//! Run with `cargo bench --bench solo_generate`.

use std::time::Instant;

use chesslab_core::solo::{generate, GenerateTask, Level, RulesPreset, ALL_LEVELS};

const SEEDS: u64 = 20;

/// Times `options` for seeds `0..SEEDS`: (median ms, worst ms, average stars, failures).
fn time(options: GenerateTask) -> (f64, f64, f64, usize) {
    let mut times = Vec::new();
    let mut stars = 0.0;
    let mut failures = 0;
    for seed in 0..SEEDS {
        let started = Instant::now();
        let result = generate(GenerateTask { seed, ..options });
        times.push(started.elapsed().as_secs_f64() * 1e3);
        match result {
            Ok(puzzle) => stars += f64::from(puzzle.rating),
            Err(_) => failures += 1,
        }
    }
    times.sort_by(f64::total_cmp);
    let worst = times.last().copied().unwrap_or_default();
    (times[times.len() / 2], worst, stars / (SEEDS as usize - failures).max(1) as f64, failures)
}

fn row(label: &str, options: GenerateTask) {
    let (median, worst, stars, failures) = time(options);
    println!("{label:<40} {median:>9.1} {worst:>9.1} {stars:>6.2} {failures:>6}");
}

fn main() {
    println!("{:<40} {:>9} {:>9} {:>6} {:>6}", "puzzle", "median ms", "worst ms", "stars", "failed");
    let goal = GenerateTask {
        level: Level::Expert,
        unique: true,
        rules: RulesPreset::Solo,
        size: 8,
        pieces: Some(16),
        ..GenerateTask::default()
    };
    row("8x8 solo 16 pieces unique (the goal)", goal);
    row("8x8 solitaire 16 pieces unique", GenerateTask { rules: RulesPreset::Solitaire, ..goal });
    for size in [8, 4] {
        for rules in [RulesPreset::Solo, RulesPreset::Solitaire] {
            for level in ALL_LEVELS {
                for unique in [false, true] {
                    let options = GenerateTask { level, unique, rules, size, ..GenerateTask::default() };
                    let label =
                        format!("{size}x{size} {rules} {level}{}", if unique { " unique" } else { "" });
                    row(&label, options);
                }
            }
        }
    }
}
