//! "No win from here", and why: every reason is checked against the naive
//! grid implementation (`common::brute_solo`) on small boards — the position
//! really is lost, and what the reason says is true — and the check is fast
//! on the 8×8 benchmark positions.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::common;

use std::{collections::HashSet, time::Instant};

use chesslab_core::{
    board::{BoardShape, ALL_PIECE_KINDS},
    rng::Rng,
    solo::{build_by_uncapturing, parse_code, parse_move, DeadEnd, Pack, PackName, Position, Rules, Solver},
};
use common::brute_solo::{random_grid, Grid, TestRng};

/// What can happen to the piece that starts on `at`, over every sequence of
/// captures of the grid: (ever captured, ever captures).
fn fate(grid: &Grid, at: (usize, usize)) -> (bool, bool) {
    fn walk(grid: &Grid, at: (usize, usize), seen: &mut HashSet<String>, fate: &mut (bool, bool)) {
        if !seen.insert(format!("{:?}{at:?}", grid.cells)) {
            return;
        }
        for (from, to, _) in grid.captures() {
            fate.0 |= to == at;
            fate.1 |= from == at;
            if to != at {
                walk(&grid.after(from, to), if from == at { to } else { at }, seen, fate);
            }
        }
    }
    let mut found = (false, false);
    walk(grid, at, &mut HashSet::new(), &mut found);
    found
}

fn cell_of(square: chesslab_core::board::Square) -> (usize, usize) {
    (usize::from(square.file()), usize::from(square.rank()))
}

/// The reason's claim, checked on the grid alone.
fn check_claim(reason: &DeadEnd, grid: &Grid) {
    let cells: Vec<(char, u8)> = grid.cells.iter().flatten().flatten().copied().collect();
    let letter_at = |square: chesslab_core::board::Square| {
        grid.cells[usize::from(square.rank())][usize::from(square.file())]
    };
    match reason {
        DeadEnd::Kings { squares } => {
            assert!(!grid.kings_capturable);
            assert_eq!(cells.iter().filter(|(letter, _)| *letter == 'K').count(), squares.len());
            assert!(squares.len() >= 2);
        }
        DeadEnd::NoCaptures { pieces } => {
            assert!(grid.captures().is_empty());
            assert_eq!(*pieces as usize, cells.len());
        }
        DeadEnd::TooFewCaptures { pieces, captures_left, spent } => {
            let limit = grid.capture_limit.unwrap();
            let left: u32 = cells.iter().map(|&(_, made)| u32::from(limit.saturating_sub(made))).sum();
            assert_eq!((*pieces as usize, *captures_left), (cells.len(), left));
            assert!(left as usize + 1 < cells.len());
            assert!(spent.iter().all(|&square| letter_at(square).unwrap().1 >= limit));
        }
        DeadEnd::NeverCaptured { pieces } => {
            assert!(pieces.len() >= 2);
            for piece in pieces {
                assert_eq!(letter_at(piece.square).unwrap().0, piece.kind.letter());
                assert!(!fate(grid, cell_of(piece.square)).0, "{piece} is captured in {}", grid.code());
            }
        }
        DeadEnd::Stranded { piece, spent } => {
            let (letter, made) = letter_at(piece.square).unwrap();
            assert_eq!(letter, piece.kind.letter());
            assert_eq!(*spent, grid.capture_limit.is_some_and(|limit| made >= limit));
            assert_eq!(fate(grid, cell_of(piece.square)), (false, false), "{piece} in {}", grid.code());
            assert!(cells.len() > 1);
        }
        DeadEnd::Searched { pieces } => assert_eq!(*pieces as usize, cells.len()),
    }
}

/// Random small grids, a few random captures played on both the grid and
/// the crate's position, under three rule sets.
#[test]
fn every_reason_is_true_by_the_naive_judge() {
    let mut rng = TestRng(0x5EED_DEAD);
    let rule_sets = [Rules::SOLO, Rules::SOLITAIRE, Rules { capture_limit: Some(1), kings_capturable: true }];
    let mut kinds = std::collections::BTreeMap::new();
    for round in 0..2500 {
        let rules = rule_sets[round % 3];
        let (width, height) = (3 + round % 3, 3 + round / 3 % 3);
        let mut grid = random_grid(
            &mut rng,
            width,
            height,
            3 + round % 5,
            &['K', 'K', 'Q', 'R', 'R', 'B', 'B', 'N', 'N', 'P', 'P'],
        );
        grid.capture_limit = rules.capture_limit;
        grid.kings_capturable = rules.kings_capturable;
        let mut position = parse_code(&grid.code()).unwrap();
        for _ in 0..rng.below(3) {
            let captures = grid.captures();
            if captures.is_empty() {
                break;
            }
            let (from, to, text) = captures[rng.below(captures.len())].clone();
            position = position.play(parse_move(&text, &position, rules).unwrap());
            grid = grid.after(from, to);
        }
        let reason = Solver::new(rules).dead_end(&position);
        let lost = grid.move_sets_up_to(1) == 0;
        assert_eq!(reason.is_some(), lost, "{} under {rules:?}: {reason:?}", grid.code());
        if let Some(reason) = reason {
            check_claim(&reason, &grid);
            let name = format!("{reason:?}");
            *kinds.entry(name.split([' ', '{']).next().unwrap().to_string()).or_insert(0) += 1;
        }
    }
    assert_eq!(kinds.len(), 6, "every kind of reason met: {kinds:?}");
    assert!(kinds.values().all(|&n| n >= 10), "{kinds:?}");
}

/// The worst time of one check (wall clock, so a busy machine inflates it).
fn timed(solver: &mut Solver, position: &Position) -> (f64, Option<DeadEnd>) {
    let started = Instant::now();
    let reason = solver.dead_end(position);
    (started.elapsed().as_secs_f64(), reason)
}

/// Random games from `start`, the check after every move with one solver
/// per game as the page asks it; the worst time.
fn worst_in_games(starts: &[Position], rng: &mut Rng) -> f64 {
    let mut worst = 0.0f64;
    for start in starts {
        let mut solver = Solver::new(Rules::SOLO);
        let mut position = *start;
        loop {
            let (seconds, reason) = timed(&mut solver, &position);
            worst = worst.max(seconds);
            let moves = position.legal_moves(Rules::SOLO);
            if reason.is_some() || moves.is_empty() {
                break;
            }
            position = position.play(moves[rng.below(moves.len())]);
        }
    }
    worst
}

/// The check with a fresh solver on the hardest 24-piece benchmark
/// positions and on positions like the benchmark's (built by un-capturing,
/// half with one piece's kind changed, 12 to 28 pieces); then after every
/// move of random games on the Solo pack's puzzles and on built positions.
#[test]
fn the_check_is_fast_on_8x8_benchmark_positions() {
    let hard =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../benches/solo_hard_24.txt"))
            .unwrap();
    let hard: Vec<Position> = hard
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| parse_code(line).unwrap())
        .collect();
    let mut rng = Rng::new(0xBE7C);
    let shape = BoardShape::new(8, 8).unwrap();
    let mut built = Vec::new();
    for round in 0..60 {
        let pieces = 12 + 4 * (round % 5);
        let Some((mut position, _)) = build_by_uncapturing(&mut rng, shape, Rules::SOLO, pieces, true) else {
            continue;
        };
        if round % 2 == 1 {
            let squares: Vec<_> = position.occupied().squares().collect();
            position =
                position.with_piece(squares[rng.below(squares.len())], ALL_PIECE_KINDS[1 + rng.below(5)]);
        }
        built.push(position);
    }
    let worst = |positions: &[Position]| {
        positions.iter().map(|position| timed(&mut Solver::new(Rules::SOLO), position).0).fold(0.0, f64::max)
    };
    let (worst_hard, worst_built) = (worst(&hard), worst(&built));
    let pack = Pack::shipped(PackName::Solo).unwrap();
    let pack_starts: Vec<Position> =
        pack.puzzles.iter().step_by(5).map(|puzzle| parse_code(&puzzle.code).unwrap()).collect();
    let worst_pack_games = worst_in_games(&pack_starts, &mut rng);
    let worst_built_games = worst_in_games(&built[..20], &mut rng);
    println!(
        "dead-end check, worst ms: hard 24-piece set ({}) {:.1}; built 12-28 pieces ({}) {:.1}; \
         after each move of games on Solo pack puzzles ({}) {:.1}, on built positions (20) {:.1}",
        hard.len(),
        worst_hard * 1e3,
        built.len(),
        worst_built * 1e3,
        pack_starts.len(),
        worst_pack_games * 1e3,
        worst_built_games * 1e3,
    );
    // Generous against a busy machine; measured far lower (see the report).
    assert!(worst_hard.max(worst_built).max(worst_pack_games).max(worst_built_games) < 3.0);
}
