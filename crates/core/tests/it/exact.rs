//! Integration tests for the exact-attack core.
//!
//! The reference (`brute`, in `exact_brute/`) is written independently of the library:
//! it tries every placement (each cell empty or holding one allowed piece),
//! counts attacks with its own ray walk, and finds symmetry classes by
//! transforming coordinates and taking the smallest image.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use std::{collections::HashMap, sync::OnceLock};

use chesslab_core::{
    board::{BoardTextError, PieceKind, Square, Syntax},
    exact::{
        pattern_counts, AllowedKinds, Mode, Placement, Problem, ProblemError, ProblemTextError, SearchOrder,
        Solver,
    },
};

// ---------------------------------------------------------------------------
// Independent reference implementation
// ---------------------------------------------------------------------------

use crate::exact_brute as brute;

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

fn mode(vacant: bool) -> Mode {
    if vacant {
        Mode::VacantCells
    } else {
        Mode::EveryCell
    }
}

fn piece_mask(set: AllowedKinds) -> u8 {
    set.kinds().fold(0, |m, kind| m | 1 << kind.index())
}

fn set_of(mask: u8) -> AllowedKinds {
    chesslab_core::board::ALL_PIECE_KINDS
        .into_iter()
        .filter(|kind| mask >> kind.index() & 1 == 1)
        .fold(AllowedKinds::EMPTY, AllowedKinds::with)
}

/// Checks the solver's count and minimum for `problem` against `expected`.
fn check(problem: &Problem, expected: &brute::Tally, order: SearchOrder) {
    let solver = Solver::new(problem).with_order(order).with_max_examples(4);
    let count = solver.count(None, &mut |_| {});
    let mut by_pieces = count.by_pieces.clone();
    while by_pieces.last() == Some(&0) {
        by_pieces.pop();
    }
    let mut want = expected.by_pieces.clone();
    while want.last() == Some(&0) {
        want.pop();
    }
    assert_eq!(by_pieces, want, "{problem} ({order:?}): solutions by piece count");
    assert_eq!(count.total, expected.total(), "{problem} ({order:?}): total");
    assert_eq!(count.unique, expected.unique(), "{problem} ({order:?}): unique");
    for code in &count.examples {
        assert_solves(problem, code);
    }
    let min = solver.minimum(&mut |_| {});
    match expected.min() {
        None => assert_eq!(min.min_pieces, None, "{problem}: no solution expected"),
        Some(m) => {
            assert_eq!(min.min_pieces, Some(m as u32), "{problem} ({order:?}): minimum");
            assert_eq!(min.solutions, expected.by_pieces[m], "{problem}: minimal placements");
            assert_eq!(min.unique, expected.unique_by_pieces[m], "{problem}: minimal unique");
            let example = min.example.as_deref().unwrap();
            assert_solves(problem, example);
            assert_eq!(Placement::parse(example).unwrap().piece_count(), m as u32);
        }
    }
}

/// Checks a placement code against the problem with the library's own attack counts.
fn assert_solves(problem: &Problem, code: &str) {
    let placement = Placement::parse(code).unwrap();
    let counts = placement.attack_counts();
    let mut empty = 0;
    for index in 0..64u8 {
        let square = Square::from_index(index).unwrap();
        if !problem.is_on(square) {
            continue;
        }
        let piece = placement.piece_at(square);
        if let Some(kind) = piece {
            assert!(problem.pieces().contains(kind), "{code}: {kind} not allowed");
        }
        empty += u32::from(piece.is_none());
        if problem.mode() == Mode::EveryCell || piece.is_none() {
            assert_eq!(counts[usize::from(index)], problem.k_at(square), "{code}: cell {square}");
        }
    }
    assert!(problem.mode() == Mode::EveryCell || empty > 0, "{code}: no empty cell");
}

/// Compares every uniform-k problem of a full `w`×`h` board, for the piece sets `sets`.
/// Every solution on the full 3×3 board, for every k and set of kinds: the
/// longest brute force here (7⁹ placements), run once for the tests that use it.
fn all_three_by_three() -> &'static HashMap<(bool, u8, u8), brute::Tally> {
    static ALL: OnceLock<HashMap<(bool, u8, u8), brute::Tally>> = OnceLock::new();
    ALL.get_or_init(|| brute::all_uniform(3, 3))
}

fn check_uniform_board(w: usize, h: usize, sets: &[u8], max_k: u8) {
    let computed;
    let all = if (w, h) == (3, 3) {
        all_three_by_three()
    } else {
        computed = brute::all_uniform(w, h);
        &computed
    };
    for &vacant in &[false, true] {
        for k in 0..=max_k {
            for &set in sets {
                let mut expected = brute::Tally::default();
                for ((v, kk, used), tally) in all {
                    if *v == vacant && *kk == k && used & !set == 0 {
                        expected.merge(tally);
                    }
                }
                let problem = Problem::rectangle(w, h, k).unwrap().with_mode(mode(vacant));
                let problem = problem.with_pieces(set_of(set)).unwrap();
                check(&problem, &expected, SearchOrder::PieceFirst);
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Against brute force
// ---------------------------------------------------------------------------

#[test]
fn every_two_by_two_case_matches_brute_force() {
    let every_set: Vec<u8> = (1..64).collect();
    check_uniform_board(2, 2, &every_set, 5);
}

#[test]
fn small_rectangles_match_brute_force() {
    let sets = [0b11_1111, 0b00_0001, 0b00_0110, 0b10_1000, 0b11_0000];
    for (w, h) in [(1, 1), (1, 3), (3, 1), (2, 3), (3, 2), (4, 2)] {
        check_uniform_board(w, h, &sets, 6);
    }
}

#[test]
fn every_three_by_three_case_matches_brute_force() {
    // All six kinds, each kind alone, and pairs and triples that hold each kind
    // (the 2×2 test tries every set; here each set is a full search per k).
    let mut sets = vec![0b11_1111];
    sets.extend((0..6).map(|kind| 1u8 << kind));
    sets.extend([0b00_0011, 0b01_1000, 0b10_1010, 0b01_0101]);
    check_uniform_board(3, 3, &sets, 9);
}

#[test]
fn the_seed_order_agrees_on_three_by_three() {
    let all = all_three_by_three();
    for vacant in [false, true] {
        for k in 0..=4 {
            let mut expected = brute::Tally::default();
            for ((v, kk, _), tally) in all {
                if *v == vacant && *kk == k {
                    expected.merge(tally);
                }
            }
            let problem = Problem::rectangle(3, 3, k).unwrap().with_mode(mode(vacant));
            check(&problem, &expected, SearchOrder::Seed);
        }
    }
}

/// A board from a picture: ranks from the top, `-` off, digits = k.
fn board_from(rows: &[&str]) -> brute::Board {
    let h = rows.len();
    let w = rows[0].len();
    let mut board = brute::Board::full(w, h);
    for (top, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            let r = h - 1 - top;
            board.on[r][c] = ch != '-';
            board.k[r][c] = ch.to_digit(10).unwrap_or(0) as u8;
        }
    }
    board
}

#[test]
fn shaped_boards_and_per_cell_counts_match_brute_force() {
    let cases: &[(&[&str], u8)] = &[
        (&["111", "1-1", "111"], 0b11_1111),
        (&["222", "2-2", "222"], 0b11_1111),
        (&["-11", "111", "11-"], 0b11_1111),
        (&["121", "212", "121"], 0b11_1111),
        (&["012", "123", "234"], 0b01_0111), // K Q R N: 5⁹ placements, not 7⁹
        (&["1-21", "1111", "2-12"], 0b11_0110), // Q R N P
        (&["11", "22", "11", "00"], 0b11_1111),
        (&["1111", "1--1", "1111"], 0b10_1011), // K Q B P
    ];
    for &(rows, set) in cases {
        let board = board_from(rows);
        let kinds: Vec<u8> = (0..6).filter(|kind| set >> kind & 1 == 1).map(|kind| kind + 1).collect();
        let grid = rows.join("/");
        let (every, vacant_tally) = brute::solve(&board, &kinds);
        for vacant in [false, true] {
            let text = format!("{}x{},cells={grid},pieces={}", board.w, board.h, set_of(set));
            let problem = Problem::parse(&text).unwrap().with_mode(mode(vacant));
            assert_eq!(piece_mask(problem.pieces()), set);
            let expected = if vacant { &vacant_tally } else { &every };
            check(&problem, expected, SearchOrder::PieceFirst);
            check(&problem, expected, SearchOrder::FewestOptions);
            check(&problem, expected, SearchOrder::Seed);
        }
    }
}

#[test]
fn every_solution_of_a_larger_board_is_a_real_solution() {
    let problem = Problem::rectangle(4, 4, 2).unwrap();
    let solver = Solver::new(&problem).with_max_examples(50);
    let min = solver.minimum(&mut |_| {});
    assert!(min.min_pieces.is_some());
    for code in &min.examples {
        assert_solves(&problem, code);
    }
    // The seed order proves the same minimum.
    let seed = Solver::new(&problem).with_order(SearchOrder::Seed).minimum(&mut |_| {});
    assert_eq!((seed.min_pieces, seed.solutions, seed.unique), (min.min_pieces, min.solutions, min.unique));
}

/// The piece-first search (the default) against the seed's pattern search
/// (the reference) on 4×4 and other boards too large for brute force:
/// minima, minimal placements and counts up to one piece above the minimum.
#[test]
fn the_piece_first_search_agrees_with_the_seed_search_beyond_brute_force() {
    let texts = [
        "4x4,k=1",
        "4x4,k=2",
        "4x4,k=3",
        "4x4,k=1,vacant",
        "4x4,k=2,vacant",
        "4x4,k=3,vacant",
        "4x4,cells=1111/1--1/1111/1111",
        "4x4,cells=1212/2121/1212/2121,vacant",
        "4x4,cells=-111/1111/1111/111-,vacant",
        "4x4,cells=2222/2--2/2--2/2222,pieces=QRN",
        "5x3,k=2",
        "5x4,k=1,vacant",
    ];
    for text in texts {
        let problem = Problem::parse(text).unwrap();
        let fast = Solver::new(&problem).with_max_examples(8);
        let seed = Solver::new(&problem).with_order(SearchOrder::Seed).with_max_examples(0);
        let (a, b) = (fast.minimum(&mut |_| {}), seed.minimum(&mut |_| {}));
        assert_eq!((a.min_pieces, a.solutions, a.unique), (b.min_pieces, b.solutions, b.unique), "{text}");
        for code in &a.examples {
            assert_solves(&problem, code);
        }
        let cap = a.min_pieces.map(|min| min + 1);
        let (a, b) = (fast.count(cap, &mut |_| {}), seed.count(cap, &mut |_| {}));
        assert_eq!((&a.by_pieces, a.unique), (&b.by_pieces, b.unique), "{text}: counts up to {cap:?}");
        for code in &a.examples {
            assert_solves(&problem, code);
        }
    }
}

// ---------------------------------------------------------------------------
// Patterns, progress, symmetry
// ---------------------------------------------------------------------------

#[test]
fn five_by_five_pattern_counts_are_the_seeds() {
    let problem = Problem::rectangle(5, 5, 2).unwrap();
    let counts: Vec<(char, usize)> = pattern_counts(&problem).by_letter().collect();
    assert_eq!(counts, [('K', 25), ('Q', 1331), ('R', 324), ('B', 95), ('N', 25), ('P', 25)]);
    // Without kings (pawns) no queen (bishop) pattern is redundant.
    let no_king = problem.clone().with_pieces(AllowedKinds::from_letters("QRBNP").unwrap()).unwrap();
    assert_eq!(pattern_counts(&no_king).get(PieceKind::Queen), 1356);
    let no_pawn = problem.with_pieces(AllowedKinds::from_letters("KQRBN").unwrap()).unwrap();
    assert_eq!(pattern_counts(&no_pawn).get(PieceKind::Bishop), 100);
}

#[test]
fn progress_is_reported_and_ends_complete() {
    let solver = Solver::new(&Problem::rectangle(4, 4, 1).unwrap());
    let mut calls = Vec::new();
    let outcome = solver.count(Some(6), &mut |progress| calls.push(progress));
    let last = calls.last().unwrap();
    assert_eq!(last.done, last.total);
    assert_eq!(last.found, outcome.total);
}

#[test]
fn symmetry_groups_follow_the_shape_and_the_counts() {
    let count = |text: &str| Solver::new(&Problem::parse(text).unwrap()).symmetry_count();
    assert_eq!(count("4x4,k=1"), 8);
    assert_eq!(count("4x3,k=1"), 4);
    assert_eq!(count("3x3,cells=1-1/111/111"), 2); // only the left-right mirror keeps the hole
    assert_eq!(count("3x3,cells=121/212/121"), 8);
    assert_eq!(count("3x3,cells=234/123/012"), 2); // k = file + rank: the diagonal mirror only
    assert_eq!(count("3x3,cells=123/456/789"), 1);
}

#[test]
fn example_lists_are_capped() {
    let solver =
        Solver::new(&Problem::rectangle(3, 3, 1).unwrap().with_mode(Mode::VacantCells)).with_max_examples(3);
    let outcome = solver.count(None, &mut |_| {});
    assert!(outcome.total > 3);
    assert_eq!(outcome.examples.len(), 3);
}

// ---------------------------------------------------------------------------
// Parsers
// ---------------------------------------------------------------------------

#[test]
fn problem_text_errors_say_what_is_wrong() {
    let err = |text: &str| Problem::parse(text).unwrap_err();
    assert_eq!(err(""), ProblemTextError::Empty);
    assert_eq!(err("9x5,k=1"), ProblemTextError::BadSize("9x5".into()));
    assert_eq!(err("5by5,k=1"), ProblemTextError::BadSize("5by5".into()));
    assert_eq!(err("5x5"), ProblemTextError::MissingK);
    assert_eq!(err("5x5,k=17"), ProblemTextError::Invalid(ProblemError::KTooLarge { k: 17 }));
    assert_eq!(err("2x2,k=x"), ProblemTextError::BadK("x".into()));
    assert_eq!(err("2x2,k=300"), ProblemTextError::BadK("300".into()));
    assert_eq!(err("2x2,cells=11/1"), ProblemTextError::BadGrid("11/1".into()));
    assert_eq!(err("2x2,cells=11/1?"), ProblemTextError::BadGridChar { found: '?', rank: 2 });
    assert_eq!(err("2x2,cells=--/--"), ProblemTextError::Invalid(ProblemError::NoCells));
    assert_eq!(err("2x2,k=1,cells=11/11"), ProblemTextError::MissingK);
    assert_eq!(err("5x5,k=1,pieces=QX"), ProblemTextError::BadPiece('X'));
    assert_eq!(err("5x5,k=1,pieces="), ProblemTextError::Invalid(ProblemError::NoPieces));
    assert_eq!(err("5x5,k=1,colour=white"), ProblemTextError::UnknownField("colour=white".into()));
    assert_eq!(err("5x5,k=1,k=2"), ProblemTextError::Repeated("k".into()));
    assert_eq!(err("5x5,k=1,vacant,vacant"), ProblemTextError::Repeated("vacant".into()));
    // Found by fuzzing: two different mode words are a conflict, not a repeated field.
    assert_eq!(err("7x7,every,k=3,vacant"), ProblemTextError::TwoModes);
    assert_eq!(err("7x7,vacant,k=3,every").to_string(), "'every' and 'vacant' are two modes; give one");
    assert!(err(&"1".repeat(300)).to_string().contains("300 characters"));
    assert!(err("5x5,k=1,pieces=QX").to_string().contains("'X' is not a piece letter"));
}

#[test]
fn one_rank_grids_are_not_numbers() {
    let problem = Problem::rectangle(2, 1, 1).unwrap().with_k_at(Square::parse("a1").unwrap(), 0).unwrap();
    assert_eq!(problem.to_text(), "2x1,cells=01");
    assert_eq!(Problem::parse("2x1,cells=01"), Ok(problem));
    assert_eq!(Problem::parse("2x1,k=01").unwrap().uniform_k(), Some(1));
}

#[test]
fn problem_text_reads_options() {
    let problem = Problem::parse(" 6x4 , k=3 , vacant , pieces=nqq ").unwrap();
    assert_eq!((problem.width(), problem.height(), problem.uniform_k()), (6, 4, Some(3)));
    assert_eq!(problem.mode(), Mode::VacantCells);
    assert_eq!(problem.pieces().to_string(), "QN");
    assert_eq!(problem.to_text(), "6x4,k=3,vacant,pieces=QN");
    assert_eq!(Problem::parse("6x4,k=3,every").unwrap().to_text(), "6x4,k=3");
}

#[test]
fn placement_code_errors_say_where() {
    let err = |code: &str| Placement::parse(code).unwrap_err();
    let syntax = Syntax::PLAIN.with_off_cells();
    assert_eq!(err("  "), BoardTextError::Empty);
    assert_eq!(err("K1/X1"), BoardTextError::UnexpectedCharacter { found: 'X', rank: 2, at: 4, syntax });
    assert_eq!(err("K1/0K"), BoardTextError::ZeroRun { rank: 2, at: 4 });
    assert_eq!(err("K1/K2"), BoardTextError::RaggedRank { rank: 2, width: 3, expected: 2 });
    assert_eq!(err("9"), BoardTextError::RankTooWide { rank: 1, width: 9, most: 8 });
    assert_eq!(err("8K"), BoardTextError::RankTooWide { rank: 1, width: 9, most: 8 });
    assert_eq!(err("1/1/1/1/1/1/1/1/1"), BoardTextError::TooManyRanks { ranks: 9, most: 8 });
    assert_eq!(err("--/--"), BoardTextError::NoCells);
    assert_eq!(err("K//K"), BoardTextError::EmptyRank { rank: 2 });
    assert_eq!(
        err("K1/X1").to_string(),
        "rank 2 from the top: 'X' is not a piece letter (K Q R B N P), a digit 1-8, '-' or '/' (character 4)"
    );
}

#[test]
fn placement_codes_describe_shaped_boards() {
    let placement = Placement::parse("q-1/2n/B1P").unwrap();
    assert_eq!((placement.width(), placement.height()), (3, 3));
    assert!(!placement.is_on(Square::parse("b3").unwrap()));
    assert_eq!(placement.piece_at(Square::parse("a3").unwrap()), Some(PieceKind::Queen));
    assert_eq!(placement.piece_at(Square::parse("c1").unwrap()), Some(PieceKind::Pawn));
    let counts = placement.attack_counts();
    // The queen on a3 sees a2 (empty), a1 (bishop, stops) and b2; b3 is off, so not c3.
    assert_eq!(counts[usize::from(Square::parse("a2").unwrap().index())], 1);
    // The bishop on a1 sees through the empty b2 to c3.
    assert_eq!(counts[usize::from(Square::parse("c3").unwrap().index())], 1);
}

// ---------------------------------------------------------------------------
// Property tests: the parsers never panic, and printing round-trips.
// ---------------------------------------------------------------------------

mod properties {
    use proptest::prelude::*;

    use super::*;

    fn arbitrary_problem() -> impl Strategy<Value = Problem> {
        (1usize..=8, 1usize..=8, any::<u64>(), prop::collection::vec(0u8..=16, 64), any::<bool>(), 1u8..64)
            .prop_map(|(w, h, off, ks, vacant, pieces)| {
                let mut problem = Problem::rectangle(w, h, 0).unwrap().with_mode(mode(vacant));
                for index in 0..64u8 {
                    let square = Square::from_index(index).unwrap();
                    if let Ok(next) = problem.clone().with_k_at(square, ks[usize::from(index)]) {
                        problem = next;
                    }
                    if off >> index & 1 == 1 {
                        if let Ok(next) = problem.clone().with_cell_off(square) {
                            problem = next;
                        }
                    }
                }
                problem.with_pieces(set_of(pieces)).unwrap()
            })
    }

    fn arbitrary_placement() -> impl Strategy<Value = Placement> {
        (1u8..=8, 1u8..=8, any::<u64>(), prop::collection::vec(0u8..=6, 64)).prop_map(|(w, h, on, kinds)| {
            let mut placement = Placement::empty(w, h, on | 1);
            for index in 0..64u8 {
                let square = Square::from_index(index).unwrap();
                let kind = chesslab_core::board::ALL_PIECE_KINDS
                    .get(usize::from(kinds[usize::from(index)]).wrapping_sub(1));
                placement.set(square, kind.copied());
            }
            placement
        })
    }

    proptest! {
        #[test]
        fn problem_text_never_panics(text in "\\PC{0,80}") {
            let _ = Problem::parse(&text);
        }

        #[test]
        fn problem_text_of_likely_shapes_never_panics(text in "[1-9]x[0-9](,k=[0-9]{1,3}|,cells=[0-9a-h/-]{0,20})?(,vacant|,every|,pieces=[KQRBNPX]{0,4}){0,3}") {
            if let Ok(problem) = Problem::parse(&text) {
                prop_assert_eq!(Problem::parse(&problem.to_text()), Ok(problem));
            }
        }

        #[test]
        fn problem_text_round_trips(problem in arbitrary_problem()) {
            prop_assert_eq!(Problem::parse(&problem.to_text()), Ok(problem));
        }

        #[test]
        fn placement_code_never_panics(code in "\\PC{0,80}") {
            let _ = Placement::parse(&code);
        }

        #[test]
        fn placement_codes_of_likely_shapes_round_trip(code in "([1-9KQRBNPkx-]{1,9}/){0,8}[1-9KQRBNP-]{1,9}") {
            if let Ok(placement) = Placement::parse(&code) {
                prop_assert_eq!(Placement::parse(&placement.to_string()), Ok(placement));
            }
        }

        #[test]
        fn placement_code_round_trips(placement in arbitrary_placement()) {
            prop_assert_eq!(Placement::parse(&placement.to_string()), Ok(placement));
        }
    }
}
