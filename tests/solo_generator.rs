//! The generator: always solvable, unique on request, deterministic, and
//! harder levels measurably harder.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

mod common;

use chesslab::solo::{
    count_solutions, daily_options, generate, parse_code, parse_move, GeneratorOptions, Level, Rules,
    RulesPreset, Solver, ALL_LEVELS,
};
use common::brute_solo::Grid;

fn grid_of(code: &str) -> Grid {
    let position = parse_code(code).unwrap();
    let shape = position.shape();
    let cells = (0..shape.height())
        .map(|rank| {
            (0..shape.width())
                .map(|file| {
                    let square = chesslab::board::Square::new(file, rank).unwrap();
                    position.piece_at(square).map(|kind| (kind.letter(), 0))
                })
                .collect()
        })
        .collect();
    Grid { cells, capture_limit: None, kings_capturable: true }
}

#[test]
fn every_generated_puzzle_is_solvable_by_its_own_moves_and_by_brute_force() {
    for level in ALL_LEVELS {
        for seed in 0..25 {
            for unique in [false, true] {
                let puzzle =
                    generate(GeneratorOptions { level, seed, unique, rules: RulesPreset::Solitaire });
                let mut position = parse_code(&puzzle.code).unwrap();
                let (min, max) = level.piece_range();
                let pieces = position.piece_count() as usize;
                assert!((min..=max).contains(&pieces), "{level} has {pieces} pieces: {}", puzzle.code);
                assert_eq!(puzzle.moves.len(), pieces - 1);
                for text in &puzzle.moves {
                    let mv = parse_move(text, &position, Rules::SOLITAIRE).unwrap();
                    position = position.play(mv);
                }
                assert!(position.is_won(), "the stored solution of {} wins", puzzle.code);
                let grid = grid_of(&puzzle.code);
                let sets = grid.distinct_move_sets();
                assert!(sets >= 1, "brute force solves {}", puzzle.code);
                assert_eq!(puzzle.unique, sets == 1, "uniqueness flag of {}", puzzle.code);
                if unique {
                    assert_eq!(sets, 1, "{} was asked to be unique", puzzle.code);
                }
            }
        }
    }
}

#[test]
fn seed_limits_one_queen_and_two_of_each_other_piece() {
    for level in ALL_LEVELS {
        for seed in 0..40 {
            let puzzle =
                generate(GeneratorOptions { level, seed, unique: false, rules: RulesPreset::Solitaire });
            let position = parse_code(&puzzle.code).unwrap();
            for kind in chesslab::board::ALL_PIECE_KINDS {
                let limit = if kind == chesslab::board::PieceKind::Queen { 1 } else { 2 };
                assert!(position.pieces_of(kind).count() <= limit, "{kind}s in {}", puzzle.code);
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzle() {
    for level in ALL_LEVELS {
        let options = GeneratorOptions { level, seed: 77, unique: true, rules: RulesPreset::Solitaire };
        assert_eq!(generate(options), generate(options));
    }
    let a = generate(GeneratorOptions {
        level: Level::Advanced,
        seed: 1,
        unique: false,
        rules: RulesPreset::Solitaire,
    });
    let b = generate(GeneratorOptions {
        level: Level::Advanced,
        seed: 2,
        unique: false,
        rules: RulesPreset::Solitaire,
    });
    assert_ne!(a.code, b.code);
}

#[test]
fn harder_levels_are_harder_by_measurement() {
    // Difficulty = the chance that random captures win (lower is harder), plus
    // the dead ends a solver meets. Both must worsen level by level, on average.
    let mut previous: Option<(Level, f64, f64)> = None;
    for level in ALL_LEVELS {
        let puzzles: Vec<_> = (0..30)
            .map(|seed| {
                generate(GeneratorOptions { level, seed, unique: false, rules: RulesPreset::Solitaire })
            })
            .collect();
        for puzzle in &puzzles {
            assert_eq!(level.distance_from_band(puzzle.win_chance), 0.0, "{} in its band", puzzle.code);
        }
        let chance = puzzles.iter().map(|p| p.win_chance).sum::<f64>() / puzzles.len() as f64;
        let dead_ends = puzzles
            .iter()
            .map(|p| {
                let mut solver = Solver::new(Rules::SOLITAIRE);
                let position = parse_code(&p.code).unwrap();
                // Explore every first move, so the count is not an accident of move order.
                for mv in position.legal_moves(Rules::SOLITAIRE) {
                    solver.is_solvable(&position.play(mv));
                }
                solver.dead_positions_known() as f64
            })
            .sum::<f64>()
            / puzzles.len() as f64;
        if let Some((easier, easier_chance, easier_dead)) = previous {
            assert!(
                chance < easier_chance,
                "{level} ({chance:.3}) is not harder than {easier} ({easier_chance:.3})"
            );
            assert!(
                dead_ends > easier_dead,
                "{level} has fewer dead ends ({dead_ends}) than {easier} ({easier_dead})"
            );
        }
        previous = Some((level, chance, dead_ends));
    }
}

#[test]
fn counts_of_a_generated_unique_puzzle_agree() {
    let puzzle = generate(GeneratorOptions {
        level: Level::Expert,
        seed: 5,
        unique: true,
        rules: RulesPreset::Solitaire,
    });
    let count = count_solutions(&parse_code(&puzzle.code).unwrap(), Rules::SOLITAIRE, 1_000_000);
    assert_eq!(count.move_sets, 1);
    assert!(count.sequences >= 1);
}

/// Puzzles made for chess.com's rules hold under them: the built line is legal (no piece
/// captures more than twice, no king is taken), an independent brute force agrees, and a
/// unique puzzle has one set of moves under those rules.
#[test]
fn solo_rules_puzzles_are_solvable_and_unique_under_solo_rules() {
    for level in ALL_LEVELS {
        for seed in 0..12 {
            let puzzle = generate(GeneratorOptions { level, seed, unique: true, rules: RulesPreset::Solo });
            assert_eq!(puzzle.rules, RulesPreset::Solo);
            let mut position = parse_code(&puzzle.code).unwrap();
            for text in &puzzle.moves {
                let mv = parse_move(text, &position, Rules::SOLO)
                    .unwrap_or_else(|error| panic!("{}: {error}", puzzle.code));
                position = position.play(mv);
            }
            assert!(position.is_won(), "{}", puzzle.code);
            let mut grid = grid_of(&puzzle.code);
            grid.capture_limit = Some(2);
            grid.kings_capturable = false;
            let sets = grid.distinct_move_sets();
            assert!(sets >= 1, "brute force under Solo rules: {}", puzzle.code);
            if puzzle.unique {
                assert_eq!(sets, 1, "{}", puzzle.code);
            }
        }
    }
}

#[test]
fn the_daily_puzzle_is_the_same_for_everyone_and_differs_by_rules() {
    let day = 20_779;
    let solitaire = generate(daily_options(day, RulesPreset::Solitaire));
    assert_eq!(solitaire, generate(daily_options(day, RulesPreset::Solitaire)));
    let solo = generate(daily_options(day, RulesPreset::Solo));
    assert_eq!(solo.rules, RulesPreset::Solo);
    assert_ne!(solitaire.code, generate(daily_options(day + 1, RulesPreset::Solitaire)).code);
}
