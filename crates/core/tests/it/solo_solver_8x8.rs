//! The solver on 8×8 boards: positions built by un-capturing are always
//! solved with a legal winning line, small positions agree with the
//! independent brute force, memory stays within its cap and long searches
//! report progress.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::common;

use chesslab_core::{
    board::BoardShape,
    rng::Rng,
    solo::{
        build_by_uncapturing, parse_code, to_code, Move, Position, Rules, RulesPreset, SolveTask, Solver,
    },
    task::{Progress, Task},
};
use common::brute_solo::{random_grid, TestRng};

fn eight_by_eight() -> BoardShape {
    BoardShape::new(8, 8).unwrap()
}

/// Replays `line` with the rules' own legality check and says whether it wins.
fn wins(position: &Position, line: &[Move], rules: Rules) -> bool {
    position.play_line(line, rules).unwrap_or_else(|(mv, at)| panic!("{mv} is not legal in\n{at}")).is_won()
}

#[test]
fn every_position_built_by_uncapturing_is_solved_with_a_legal_win() {
    let mut rng = Rng::new(0x5010_8888);
    for rules in [Rules::SOLITAIRE, Rules::SOLO] {
        let mut built = 0;
        for round in 0..400 {
            let pieces = 2 + round % 15;
            let Some((position, _)) =
                build_by_uncapturing(&mut rng, eight_by_eight(), rules, pieces, round % 2 == 0)
            else {
                continue;
            };
            built += 1;
            let line = Solver::new(rules).solve(&position);
            let line =
                line.unwrap_or_else(|| panic!("{} ({rules:?}) was built solvable", to_code(&position)));
            assert!(wins(&position, &line, rules), "{}", to_code(&position));
        }
        assert!(built > 350, "only {built} positions built");
    }
}

#[test]
fn small_boards_built_by_uncapturing_are_solved_too() {
    let mut rng = Rng::new(0x5010_4444);
    for rules in [Rules::SOLITAIRE, Rules::SOLO] {
        for round in 0..600 {
            let shape = BoardShape::new(3 + round % 6, 3 + round / 6 % 6).unwrap();
            let Some((position, _)) =
                build_by_uncapturing(&mut rng, shape, rules, 2 + round % 12, round % 3 == 0)
            else {
                continue;
            };
            let line = Solver::new(rules).solve(&position).expect("built solvable");
            assert!(wins(&position, &line, rules));
        }
    }
}

/// The brute force lists every solution, so it gets few pieces, but on the
/// full 8×8 board and with any number of each piece.
#[test]
fn eight_by_eight_positions_match_brute_force() {
    let mut rng = TestRng(0x5EED_8888);
    let letters: Vec<char> = "KKQQRRRBBBNNNPPPP".chars().collect();
    for round in 0..4000 {
        let pieces = 2 + round % 6;
        let mut grid = random_grid(&mut rng, 8, 8, pieces, &letters);
        if round % 2 == 1 {
            grid.capture_limit = Some(2);
            grid.kings_capturable = false;
        }
        let rules = Rules { capture_limit: grid.capture_limit, kings_capturable: grid.kings_capturable };
        let position = parse_code(&grid.code()).unwrap();
        let solvable = !grid.all_solutions().is_empty();
        let line = Solver::new(rules).solve(&position);
        assert_eq!(line.is_some(), solvable, "{} under {rules:?}", grid.code());
        if let Some(line) = line {
            assert!(wins(&position, &line, rules));
        }
    }
}

/// Crowded small boards give the pruning rules the most to get wrong.
#[test]
fn crowded_small_boards_match_brute_force_under_other_limits() {
    let mut rng = TestRng(0x5EED_3333);
    let letters: Vec<char> = "KKQRRBBBNNNPPPP".chars().collect();
    for round in 0..3000 {
        let (width, height) = (3 + round % 3, 3 + round / 3 % 3);
        let mut grid = random_grid(&mut rng, width, height, 3 + round % 5, &letters);
        grid.capture_limit = [None, Some(1), Some(2), Some(3)][round / 9 % 4];
        grid.kings_capturable = round % 2 == 0;
        let rules = Rules { capture_limit: grid.capture_limit, kings_capturable: grid.kings_capturable };
        let position = parse_code(&grid.code()).unwrap();
        let line = Solver::new(rules).solve(&position);
        assert_eq!(line.is_some(), !grid.all_solutions().is_empty(), "{} under {rules:?}", grid.code());
        if let Some(line) = line {
            assert!(wins(&position, &line, rules));
        }
    }
}

#[test]
fn three_ranks_of_bishops_are_refused_at_once() {
    let position = parse_code("BBBBBBBB/BBBBBBBB/BBBBBBBB/8/8/8/8/8").unwrap();
    for rules in [Rules::SOLITAIRE, Rules::SOLO] {
        let mut solver = Solver::new(rules);
        assert!(!solver.is_solvable(&position));
        assert!(solver.positions_visited() <= 1);
    }
}

#[test]
fn the_dead_position_memory_stays_within_its_cap() {
    let mut rng = Rng::new(7);
    let mut solver = Solver::with_memory_limit(Rules::SOLO, 64 * 1024);
    for _ in 0..40 {
        if let Some((position, _)) = build_by_uncapturing(&mut rng, eight_by_eight(), Rules::SOLO, 16, true) {
            assert!(solver.is_solvable(&position));
            assert!(solver.memory_bytes() <= 64 * 1024);
        }
    }
}

#[test]
fn a_solver_kept_for_a_game_answers_hints_along_the_line() {
    let mut rng = Rng::new(21);
    let (mut position, _) = (0..100)
        .find_map(|_| build_by_uncapturing(&mut rng, eight_by_eight(), Rules::SOLO, 14, true))
        .expect("a position built");
    let mut solver = Solver::new(Rules::SOLO);
    while !position.is_won() {
        let hint = solver.hint(&position).expect("still winnable");
        assert!(position.is_legal(hint, Rules::SOLO));
        position = position.play(hint);
    }
}

#[test]
fn long_searches_report_progress_from_the_task() {
    // A position that takes well over 2^10 positions to answer (a report is
    // due every 2^10), found by searching built ones.
    let mut rng = Rng::new(99);
    let mut reports: Vec<Progress> = Vec::new();
    for _ in 0..400 {
        let Some((position, _)) = build_by_uncapturing(&mut rng, eight_by_eight(), Rules::SOLO, 24, true)
        else {
            continue;
        };
        let mut solver = Solver::new(Rules::SOLO);
        solver.solve(&position);
        if solver.positions_visited() < 1 << 12 {
            continue;
        }
        let task = SolveTask {
            puzzle: to_code(&position),
            played: Vec::new(),
            rules: RulesPreset::Solo,
            count: false,
        };
        let reply = task.run(&mut |progress| reports.push(progress)).unwrap();
        assert!(reply.solvable);
        break;
    }
    assert!(!reports.is_empty(), "no long search found");
    assert!(reports.iter().all(|p| p.done <= p.total && p.total > 0));
    assert!(reports.windows(2).all(|pair| pair[0].found < pair[1].found), "positions visited only grow");
}

#[test]
fn a_search_with_a_limit_gives_up_and_can_be_resumed() {
    let mut rng = Rng::new(5);
    let (position, _) = (0..100)
        .find_map(|_| build_by_uncapturing(&mut rng, eight_by_eight(), Rules::SOLO, 18, true))
        .expect("a position built");
    let mut solver = Solver::new(Rules::SOLO);
    assert_eq!(solver.solve_within(&position, 1), Err(chesslab_core::solo::GaveUp { positions: 1 }));
    let line = solver.solve_within(&position, u64::MAX).unwrap().expect("built solvable");
    assert!(wins(&position, &line, Rules::SOLO));
}
