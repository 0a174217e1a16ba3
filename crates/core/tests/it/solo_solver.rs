//! The Solo Chess rules, solver and counter against an independent brute force.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::common;

use chesslab_core::solo::{count_solutions, has_unique_solution, parse_code, Rules, Solver};
use common::brute_solo::{random_grid, Grid, TestRng};

/// The seed's piece limits: one queen, two of each other piece.
const LETTERS: [char; 11] = ['K', 'K', 'Q', 'R', 'R', 'B', 'B', 'N', 'N', 'P', 'P'];

fn rules_of(grid: &Grid) -> Rules {
    Rules { capture_limit: grid.capture_limit, kings_capturable: grid.kings_capturable }
}

/// Checks moves, solvability, sequence and move-set counts of one grid.
fn check_against_brute_force(grid: &Grid) {
    let code = grid.code();
    let rules = rules_of(grid);
    let position = parse_code(&code).unwrap();

    let mut expected_moves: Vec<String> = grid.captures().into_iter().map(|(_, _, text)| text).collect();
    let legal = position.legal_moves(rules);
    assert!(legal.is_sorted(), "legal moves of {code} come by capturer square, then target");
    let mut moves: Vec<String> = legal.iter().map(ToString::to_string).collect();
    expected_moves.sort();
    moves.sort();
    assert_eq!(moves, expected_moves, "legal moves of {code}");

    let solutions = grid.all_solutions();
    let mut solver = Solver::new(rules);
    let found = solver.solve(&position);
    assert_eq!(found.is_some(), !solutions.is_empty(), "solvability of {code}");
    if let Some(line) = found {
        let text: Vec<String> = line.iter().map(ToString::to_string).collect();
        assert!(solutions.contains(&text), "{code}: {text:?} is not a brute-force solution");
    }
    let count = count_solutions(&position, rules, 1_000_000);
    assert_eq!(count.sequences, solutions.len() as u64, "sequences of {code}");
    assert!(count.move_sets_exact, "{code}: {count:?}");
    assert_eq!(count.move_sets, grid.distinct_move_sets() as u64, "move sets of {code}");
    assert_eq!(has_unique_solution(&position, rules), count.move_sets == 1, "uniqueness of {code}");
}

#[test]
fn solitaire_4x4_matches_brute_force_on_random_positions() {
    let mut rng = TestRng(0x5EED_0001);
    // A thousand positions (three thousand took two minutes, most of it listing every solution of the 8-piece ones).
    for round in 0..1000 {
        // 2..=7 pieces, and every tenth position 8 (the brute force lists every solution).
        let pieces = if round % 10 == 9 { 8 } else { 2 + round % 6 };
        check_against_brute_force(&random_grid(&mut rng, 4, 4, pieces, &LETTERS));
    }
}

#[test]
fn dense_positions_with_many_solutions_match_brute_force() {
    let mut rng = TestRng(0x5EED_0002);
    for _ in 0..300 {
        // Queens, rooks and bishops on a crowded board give long lists of solutions.
        check_against_brute_force(&random_grid(&mut rng, 3, 3, 6, &['Q', 'R', 'R', 'B', 'B', 'K']));
    }
}

#[test]
fn solo_rules_on_other_board_sizes_match_brute_force() {
    let mut rng = TestRng(0x5EED_0003);
    for round in 0..1500 {
        let (width, height) = (3 + round % 4, 3 + round / 7 % 4);
        let pieces = 2 + round % 6;
        let mut grid = random_grid(&mut rng, width, height, pieces, &LETTERS);
        grid.capture_limit = Some(2);
        grid.kings_capturable = false;
        check_against_brute_force(&grid);
    }
}

#[test]
fn the_seed_example_has_exactly_one_solution() {
    let position = parse_code("00q000r0k0000p00").unwrap();
    let line = Solver::new(Rules::SOLITAIRE).solve(&position).unwrap();
    let text: Vec<String> = line.iter().map(ToString::to_string).collect();
    assert_eq!(text, ["Qc4xc3", "Na2xc3", "Nc3xb1"]);
    let count = count_solutions(&position, Rules::SOLITAIRE, 1000);
    assert_eq!((count.sequences, count.move_sets), (1, 1));
}

#[test]
fn the_solver_remembers_dead_positions() {
    // Two rooks that cannot reach each other and a knight that captures one of them:
    // every line dies, and asking twice explores nothing new.
    let position = parse_code("R3/4/1N2/3R").unwrap();
    let mut solver = Solver::new(Rules::SOLITAIRE);
    assert!(!solver.is_solvable(&position));
    let visited = solver.positions_visited();
    assert!(solver.dead_positions_known() > 0);
    assert!(!solver.is_solvable(&position));
    assert_eq!(solver.positions_visited(), visited + 1, "the second question is answered from memory");
}

#[test]
fn move_order_variants_count_as_one_move_set() {
    // Two independent captures: two orders, one set of moves... but the last
    // capture must join them, so check with brute force as well.
    let grid_code = "R1R1/4/4/B1B1";
    let position = parse_code(grid_code).unwrap();
    let count = count_solutions(&position, Rules::SOLITAIRE, 1000);
    assert!(count.sequences > count.move_sets, "{count:?}");
}
