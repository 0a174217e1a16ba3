//! The census of the physical 4×4 set: the shipped data file parses, its
//! totals match a formula, and its small piece counts match solving every
//! arrangement one by one with the solver (and the live census).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::{
    board::{BoardShape, PieceKind, Square},
    solo::{census, Census, Position, Rules, Solver},
};

const SHIPPED: &str = include_str!("../../../../data/solo-census.json");
const KINDS: [PieceKind; 5] =
    [PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight, PieceKind::Pawn];

fn factorial(n: u64) -> u64 {
    (1..=n).product()
}

/// Arrangements of `n` pieces, two of each of five kinds, on 16 squares: for
/// each choice of how many of each kind, 16!/(16-n)! orders over the copies' orders.
fn arrangements(n: u64) -> u64 {
    let mut total = 0;
    for code in 0..3u64.pow(5) {
        let counts: Vec<u64> = (0..5).map(|i| code / 3u64.pow(i) % 3).collect();
        if counts.iter().sum::<u64>() == n {
            let same: u64 = counts.iter().map(|&c| factorial(c)).product();
            total += factorial(16) / factorial(16 - n) / same;
        }
    }
    total
}

/// Solves every arrangement of `n` pieces, one position at a time.
fn brute_solvable(n: usize) -> (u64, u64) {
    let squares: Vec<Square> = (0..16u8).map(|s| Square::new(s % 4, s / 4).unwrap()).collect();
    let mut solver = Solver::new(Rules::SOLITAIRE);
    let (mut total, mut solvable) = (0, 0);
    let mut place = |position: Position| {
        total += 1;
        solvable += u64::from(solver.is_solvable(&position));
    };
    fill(&squares, 0, n, [0; 5], Position::empty(BoardShape::SOLITAIRE), &mut place);
    (total, solvable)
}

/// Every way to put `left` more pieces on squares from `from` on.
fn fill(
    squares: &[Square],
    from: usize,
    left: usize,
    used: [u8; 5],
    position: Position,
    place: &mut dyn FnMut(Position),
) {
    if left == 0 {
        place(position);
        return;
    }
    for index in from..squares.len() {
        for (k, &kind) in KINDS.iter().enumerate() {
            if used[k] < 2 {
                let mut next = used;
                next[k] += 1;
                fill(squares, index + 1, left - 1, next, position.with_piece(squares[index], kind), place);
            }
        }
    }
}

#[test]
fn the_shipped_census_parses_and_its_totals_match_the_formula() {
    let shipped: Census = serde_json::from_str(SHIPPED).unwrap();
    assert_eq!(
        (shipped.board.as_str(), shipped.set.as_str(), shipped.rules.as_str()),
        ("4x4", "QQRRBBNNPP", "solitaire")
    );
    assert_eq!(shipped.rows.len(), 10);
    for (index, row) in shipped.rows.iter().enumerate() {
        assert_eq!(row.pieces, index + 1);
        assert_eq!(row.arrangements, arrangements(row.pieces as u64), "{} pieces", row.pieces);
        assert!(row.solvable <= row.arrangements);
    }
    assert_eq!(shipped.rows[0].solvable, 80, "one piece is already won");
}

#[test]
fn small_counts_match_solving_each_arrangement() {
    let shipped: Census = serde_json::from_str(SHIPPED).unwrap();
    let live = census(4, &mut |_| {});
    for n in 1..=4 {
        let (total, solvable) = brute_solvable(n);
        let row = shipped.rows[n - 1];
        assert_eq!((row.arrangements, row.solvable), (total, solvable), "{n} pieces (shipped)");
        assert_eq!(live.rows[n - 1], row, "{n} pieces (live)");
    }
}

/// A random arrangement of `n` pieces of the set: `n` distinct squares, kinds drawn from the ten pieces.
fn random_arrangement(rng: &mut chesslab_core::rng::Rng, n: usize) -> Position {
    let mut squares: Vec<Square> = (0..16u8).map(|s| Square::new(s % 4, s / 4).unwrap()).collect();
    let mut set: Vec<PieceKind> = KINDS.iter().flat_map(|&kind| [kind, kind]).collect();
    let mut position = Position::empty(BoardShape::SOLITAIRE);
    for _ in 0..n {
        let square = squares.swap_remove(rng.below(squares.len()));
        let kind = set.swap_remove(rng.below(set.len()));
        position = position.with_piece(square, kind);
    }
    position
}

#[test]
fn dense_counts_agree_with_solving_random_arrangements() {
    // The census says every arrangement of 9 or 10 pieces can be won and 8 all but 0.01 %:
    // the solver, asked one position at a time, must agree on random samples.
    let shipped: Census = serde_json::from_str(SHIPPED).unwrap();
    let mut rng = chesslab_core::rng::Rng::new(2026);
    let mut solver = Solver::new(Rules::SOLITAIRE);
    for n in [9, 10] {
        assert_eq!(shipped.rows[n - 1].solvable, shipped.rows[n - 1].arrangements);
        for _ in 0..300 {
            let position = random_arrangement(&mut rng, n);
            assert!(solver.is_solvable(&position), "{n} pieces: {}", chesslab_core::solo::to_code(&position));
        }
    }
    // Six pieces: 95.6 % winnable; 600 samples land within a few points of it.
    let samples = 600;
    let won = (0..samples).filter(|_| solver.is_solvable(&random_arrangement(&mut rng, 6))).count();
    let row = shipped.rows[5];
    let expected = row.solvable as f64 / row.arrangements as f64;
    let share = won as f64 / f64::from(samples);
    assert!((share - expected).abs() < 0.04, "sampled {share:.3}, census {expected:.3}");
}
