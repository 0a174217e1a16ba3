//! The generator: always solvable, unique on request (checked by independent
//! counters), the piece count honoured, rated 1 to 5 stars, deterministic,
//! and harder levels measurably harder.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::common;

use chesslab_core::{
    board::{PieceKind, ALL_PIECE_KINDS},
    solo::{
        count_solutions, daily_options, generate, parse_code, parse_move, GenerateError, GenerateReply,
        GenerateTask, Level, Rules, RulesPreset, Solver, ALL_LEVELS,
    },
};
use common::brute_solo::Grid;

fn grid_of(code: &str, rules: RulesPreset) -> Grid {
    let position = parse_code(code).unwrap();
    let shape = position.shape();
    let cells = (0..shape.height())
        .map(|rank| {
            (0..shape.width())
                .map(|file| {
                    let square = chesslab_core::board::Square::new(file, rank).unwrap();
                    position.piece_at(square).map(|kind| (kind.letter(), 0))
                })
                .collect()
        })
        .collect();
    let solo = rules == RulesPreset::Solo;
    Grid { cells, capture_limit: solo.then_some(2), kings_capturable: !solo }
}

fn options(level: Level, seed: u64, unique: bool, rules: RulesPreset) -> GenerateTask {
    GenerateTask { level, seed, unique, rules, ..GenerateTask::default() }
}

/// The stored solution is legal under the puzzle's rules and wins; the counts agree.
fn check_puzzle(puzzle: &GenerateReply, size: usize) {
    let rules = puzzle.rules.rules();
    let mut position = parse_code(&puzzle.code).unwrap();
    assert_eq!(usize::from(position.shape().width()), size, "{}", puzzle.code);
    assert_eq!(position.piece_count() as usize, puzzle.pieces, "{}", puzzle.code);
    assert_eq!(puzzle.moves.len(), puzzle.pieces - 1);
    assert!((1..=5).contains(&puzzle.rating), "rating {} of {}", puzzle.rating, puzzle.code);
    for &stored in &puzzle.moves {
        // Read again from its text where it is played: a legal capture there.
        let mv = parse_move(&stored.to_string(), &position, rules)
            .unwrap_or_else(|error| panic!("{}: {error}", puzzle.code));
        assert_eq!(mv, stored, "{}", puzzle.code);
        position = position.play(mv);
    }
    assert!(position.is_won(), "the stored solution of {} wins", puzzle.code);
}

#[test]
fn every_4x4_puzzle_is_solvable_by_its_own_moves_and_by_brute_force() {
    for level in ALL_LEVELS {
        for seed in 0..25 {
            for unique in [false, true] {
                let puzzle = generate(options(level, seed, unique, RulesPreset::Solitaire)).unwrap();
                check_puzzle(&puzzle, 4);
                let (min, max) = level.piece_range(4);
                // Unique 9-piece 4×4 puzzles are too rare: unique ones stop at 8.
                let max = if unique { max.min(8) } else { max };
                assert!((min..=max).contains(&puzzle.pieces), "{level}: {}", puzzle.code);
                let sets = grid_of(&puzzle.code, RulesPreset::Solitaire).distinct_move_sets();
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
fn every_size_and_rule_set_gives_solvable_unique_puzzles() {
    for size in 4..=8u8 {
        for rules in [RulesPreset::Solitaire, RulesPreset::Solo] {
            for seed in 0..4 {
                for level in [Level::Beginner, Level::Intermediate] {
                    let puzzle =
                        generate(GenerateTask { size, ..options(level, seed, true, rules) }).unwrap();
                    check_puzzle(&puzzle, usize::from(size));
                    assert!(puzzle.unique, "{}", puzzle.code);
                    let grid = grid_of(&puzzle.code, rules);
                    assert_eq!(grid.distinct_move_sets(), 1, "brute force: {size} {rules} {}", puzzle.code);
                }
            }
        }
    }
}

#[test]
fn the_piece_count_is_honoured_exactly() {
    for (size, pieces) in [(4u8, 2u8), (4, 9), (5, 7), (6, 11), (7, 13), (8, 5), (8, 16), (8, 20)] {
        for rules in [RulesPreset::Solitaire, RulesPreset::Solo] {
            if rules == RulesPreset::Solo && pieces > 16 {
                continue; // one chess set under Solo rules (see solo_army.rs)
            }
            let puzzle = generate(GenerateTask {
                size,
                pieces: Some(pieces),
                ..options(Level::fitting(size, pieces.into()), 9, false, rules)
            })
            .unwrap();
            assert_eq!(puzzle.pieces, usize::from(pieces));
            check_puzzle(&puzzle, usize::from(size));
        }
    }
}

/// The goal puzzle: 16 pieces on 8×8 under Solo rules, unique, checked by a
/// memoised grid counter written independently of the crate's.
#[test]
fn unique_16_piece_8x8_solo_puzzles_are_unique_by_an_independent_count() {
    for seed in 0..3 {
        let puzzle = generate(GenerateTask {
            size: 8,
            pieces: Some(16),
            ..options(Level::Expert, seed, true, RulesPreset::Solo)
        })
        .unwrap();
        check_puzzle(&puzzle, 8);
        assert!(puzzle.unique);
        assert_eq!(grid_of(&puzzle.code, RulesPreset::Solo).move_sets_up_to(3), 1, "{}", puzzle.code);
    }
}

#[test]
fn larger_unique_puzzles_agree_with_the_independent_memoised_count() {
    for size in [5u8, 6, 7] {
        for rules in [RulesPreset::Solitaire, RulesPreset::Solo] {
            for seed in 0..2 {
                let puzzle =
                    generate(GenerateTask { size, ..options(Level::Expert, seed, true, rules) }).unwrap();
                check_puzzle(&puzzle, usize::from(size));
                assert_eq!(grid_of(&puzzle.code, rules).move_sets_up_to(3), 1, "{}", puzzle.code);
                let narrowed =
                    generate(GenerateTask { size, ..options(Level::Advanced, seed, false, rules) }).unwrap();
                let sets = grid_of(&narrowed.code, rules).move_sets_up_to(5);
                assert!(sets <= 4, "advanced allows 4 move sets: {} has {sets}", narrowed.code);
            }
        }
    }
}

#[test]
fn seed_limits_on_4x4_one_queen_two_of_each_other_piece_no_king() {
    for level in ALL_LEVELS {
        for seed in 0..40 {
            let puzzle = generate(options(level, seed, false, RulesPreset::Solitaire)).unwrap();
            let position = parse_code(&puzzle.code).unwrap();
            for kind in ALL_PIECE_KINDS {
                let limit = match kind {
                    PieceKind::Queen => 1,
                    PieceKind::King => 0,
                    _ => 2,
                };
                assert!(position.pieces_of(kind).count() <= limit, "{kind}s in {}", puzzle.code);
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzle() {
    for level in ALL_LEVELS {
        let same = options(level, 77, true, RulesPreset::Solitaire);
        assert_eq!(generate(same), generate(same));
    }
    let big =
        GenerateTask { size: 8, pieces: Some(12), ..options(Level::Advanced, 4, true, RulesPreset::Solo) };
    assert_eq!(generate(big), generate(big));
    let a = generate(options(Level::Advanced, 1, false, RulesPreset::Solitaire)).unwrap();
    let b = generate(options(Level::Advanced, 2, false, RulesPreset::Solitaire)).unwrap();
    assert_ne!(a.code, b.code);
}

/// Levels pick candidates by rating: most puzzles land in their level's star
/// band; and by measurement (random-win chance, dead ends of a solver) every
/// level is harder on average than the one before. (The bands replaced the
/// win-chance bands of the 4×4-only generator: the rating includes that chance.)
#[test]
fn harder_levels_are_harder_by_measurement() {
    let mut previous: Option<(Level, f64, f64)> = None;
    for level in ALL_LEVELS {
        let puzzles: Vec<_> = (0..30)
            .map(|seed| generate(options(level, seed, false, RulesPreset::Solitaire)).unwrap())
            .collect();
        let in_band = puzzles.iter().filter(|p| level.distance_from_band(p.rating) == 0).count();
        assert!(in_band * 10 >= puzzles.len() * 8, "{level}: only {in_band} of 30 in the star band");
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
    let puzzle = generate(options(Level::Expert, 5, true, RulesPreset::Solitaire)).unwrap();
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
            let puzzle = generate(options(level, seed, true, RulesPreset::Solo)).unwrap();
            assert_eq!(puzzle.rules, RulesPreset::Solo);
            check_puzzle(&puzzle, 4);
            let sets = grid_of(&puzzle.code, RulesPreset::Solo).distinct_move_sets();
            assert_eq!(sets, 1, "{}", puzzle.code);
        }
    }
}

#[test]
fn bad_options_are_refused_with_a_reason() {
    let bad = [
        (GenerateTask { size: 3, ..GenerateTask::default() }, GenerateError::Size(3)),
        (GenerateTask { size: 9, ..GenerateTask::default() }, GenerateError::Size(9)),
    ];
    for (options, error) in bad {
        assert_eq!(generate(options), Err(error));
    }
    for (size, pieces) in [(4u8, 10u8), (4, 1), (8, 33), (5, 19), (8, 0)] {
        let error = generate(GenerateTask { size, pieces: Some(pieces), ..GenerateTask::default() });
        assert!(matches!(error, Err(GenerateError::Pieces { .. })), "{size} {pieces}: {error:?}");
    }
    // Under Solo rules a puzzle is one chess set: at most 16 pieces.
    let solo =
        GenerateTask { size: 8, pieces: Some(32), rules: RulesPreset::Solo, ..GenerateTask::default() };
    assert!(matches!(generate(solo), Err(GenerateError::Pieces { max: 16, .. })));
    let solo = GenerateTask { pieces: Some(17), ..solo };
    assert!(matches!(generate(solo), Err(GenerateError::Pieces { max: 16, .. })));
    // One solution only on 4×4: at most 8 pieces, said at once rather than searched for in vain.
    let unique = GenerateTask { size: 4, pieces: Some(9), unique: true, ..GenerateTask::default() };
    let error = generate(unique).unwrap_err();
    assert!(matches!(error, GenerateError::Pieces { max: 8, .. }));
    assert_eq!(
        error.to_string(),
        "a 4x4 puzzle with one solution under solitaire rules has from 2 to 8 pieces, not 9"
    );
}

#[test]
fn the_daily_puzzle_is_the_same_for_everyone_and_differs_by_rules() {
    let day = 20_779;
    let solitaire = generate(daily_options(day, RulesPreset::Solitaire)).unwrap();
    assert_eq!(solitaire, generate(daily_options(day, RulesPreset::Solitaire)).unwrap());
    assert!(solitaire.unique);
    let solo = generate(daily_options(day, RulesPreset::Solo)).unwrap();
    assert_eq!(solo.rules, RulesPreset::Solo);
    assert!(solo.unique);
    // Each rule set's daily puzzle is on the board that game is played on.
    assert_eq!(parse_code(&solitaire.code).unwrap().shape().width(), 4);
    assert_eq!(parse_code(&solo.code).unwrap().shape().width(), 8);
    assert_ne!(solitaire.code, generate(daily_options(day + 1, RulesPreset::Solitaire)).unwrap().code);
}
