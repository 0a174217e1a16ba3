use super::*;
use crate::exact::{AllowedKinds, Solver};

fn problem(text: &str) -> Problem {
    Problem::parse(text).unwrap()
}

#[test]
fn finds_the_proven_minima_of_small_entries() {
    for (text, minimum) in [("3x3,k=1", 2), ("4x4,k=2,vacant", 4), ("4x4,k=3", 8), ("5x5,k=2", 8)] {
        let problem = problem(text);
        let proven = Solver::new(&problem).minimum(&mut |_| {}).min_pieces;
        assert_eq!(proven, Some(minimum), "{text}");
        let found = find_placement(&problem, minimum + 4, 2_000_000, 3).unwrap();
        assert!(problem.is_solved_by(&found), "{text}: {found}");
        assert_eq!(found.piece_count(), minimum, "{text}: {found}");
    }
}

#[test]
fn climbs_from_too_few_pieces_and_keeps_to_the_allowed_kinds_and_cells() {
    let rooks = problem("4x4,k=2,vacant").with_pieces(AllowedKinds::from_letters("R").unwrap()).unwrap();
    let shaped = problem("5x5,k=2,vacant").with_cell_off(Square::parse("c3").unwrap()).unwrap();
    let tall = problem("3x7,k=1");
    for problem in [rooks, shaped, tall] {
        let found = find_placement(&problem, 1, 2_000_000, 5).unwrap();
        assert!(problem.is_solved_by(&found), "{found}");
        let proven = Solver::new(&problem).minimum(&mut |_| {}).min_pieces.unwrap();
        assert!(found.piece_count() >= proven);
    }
}

#[test]
fn finds_nothing_where_nothing_exists_and_repeats_itself_by_seed() {
    // A 2×2 cell has three neighbours: no cell can be attacked four times.
    assert_eq!(find_placement(&problem("2x2,k=4,vacant"), 2, 100_000, 1), None);
    let problem = problem("5x5,k=5,vacant");
    let runs = [1, 1, 2].map(|seed| find_placement(&problem, 15, 300_000, seed));
    assert_eq!(runs[0], runs[1]);
    assert!(runs.iter().flatten().all(|found| problem.is_solved_by(found)));
}

#[test]
fn a_rectangle_beyond_eight_files_is_annealed_and_written_as_a_code() {
    let field = Field::rectangle(9, 4, 1, Mode::EveryCell).unwrap();
    let (pieces, kinds) = field.anneal(3, 3_000_000, 7).unwrap();
    let code = field.code(&kinds);
    assert_eq!(code.split('/').count(), 4, "{code}");
    assert_eq!(kinds.iter().flatten().count() as u32, pieces);
    // The same field on 8 files or fewer reads back as a placement that solves it.
    let narrow = Field::rectangle(8, 4, 1, Mode::EveryCell).unwrap();
    let (_, kinds) = narrow.anneal(3, 3_000_000, 7).unwrap();
    let placement = Placement::parse(&narrow.code(&kinds)).unwrap();
    assert!(problem("8x4,k=1").is_solved_by(&placement), "{placement}");
    assert!(Field::rectangle(12, 11, 1, Mode::EveryCell).is_none());
}

#[test]
fn a_symmetric_search_finds_placements_its_symmetry_keeps_and_no_pawn_it_would_turn() {
    let vacant = problem("6x6,k=2,vacant");
    for symmetry in [Symmetry::Rotate90, Symmetry::MirrorColumns, Symmetry::MirrorRows, Symmetry::Transpose] {
        let found = find_symmetric_placement(&vacant, symmetry, 6, 1_000_000, 2).unwrap();
        assert!(vacant.is_solved_by(&found), "{symmetry:?}: {found}");
        for square in found.squares() {
            let (file, rank) = symmetry.map(usize::from(square.file()), usize::from(square.rank()), 6, 6);
            let image = Square::new(file as u8, rank as u8).unwrap();
            assert_eq!(found.piece_at(square), found.piece_at(image), "{symmetry:?}: {found}");
            if !symmetry.keeps_up() {
                assert_ne!(found.piece_at(square), Some(PieceKind::Pawn), "{symmetry:?}: {found}");
            }
        }
    }
    // A 6×4 board has no quarter turn; pawns alone cannot keep a top–bottom mirror.
    assert_eq!(find_symmetric_placement(&problem("6x4,k=1"), Symmetry::Rotate90, 4, 1000, 1), None);
    let pawns = problem("4x4,k=1").with_pieces(AllowedKinds::from_letters("P").unwrap()).unwrap();
    assert_eq!(find_symmetric_placement(&pawns, Symmetry::MirrorRows, 4, 1000, 1), None);
}

#[test]
fn a_wide_board_is_drawn_with_its_counts_and_a_bad_code_is_refused() {
    let field = Field::rectangle(9, 4, 1, Mode::EveryCell).unwrap();
    let (_, kinds) = field.anneal(3, 3_000_000, 7).unwrap();
    let drawn = wide_board(9, 4, &field.code(&kinds)).unwrap();
    // The annealing's solution: every cell attacked once, pieces included.
    assert_eq!(drawn.len(), 4);
    for (from_top, rank) in drawn.iter().enumerate() {
        for (file, cell) in rank.iter().enumerate() {
            let kind = kinds[(3 - from_top) * 9 + file];
            match cell {
                WideCell::Piece(piece) => assert_eq!(Some(*piece), kind),
                WideCell::Attacked(count) => assert_eq!((*count, kind), (1, None)),
            }
        }
    }
    for bad in ["", "9/9/9", "9/9/9/8", "9/9/9/9X", "9/9/9/55", "9/9/9/9/9"] {
        assert_eq!(wide_board(9, 4, bad), None, "{bad}");
    }
    assert_eq!(wide_board(12, 11, "Q"), None);
}

proptest::proptest! {
    #[test]
    fn any_code_is_drawn_or_refused_without_a_panic(code in "[1-9KQRBNPx/]{0,60}", width in 0usize..14, height in 0usize..14) {
        if let Some(drawn) = wide_board(width, height, &code) {
            proptest::prop_assert_eq!(drawn.len(), height);
        }
    }
}

#[test]
fn the_counting_bound_never_exceeds_a_proven_minimum() {
    // The minima as the table proves them.
    for (text, minimum) in
        [("3x3,k=1", 2), ("4x4,k=4", 16), ("4x4,k=6,vacant", 11), ("5x5,k=3", 11), ("5x5,k=8,vacant", 16)]
    {
        let problem = problem(text);
        let bound = Field::of_problem(&problem).counting_bound();
        assert!((1..=minimum).contains(&bound), "{text}: {bound} vs {minimum}");
    }
    // 9×9, every cell once: a queen in the middle attacks 32 cells, so at least ⌈81 / 32⌉.
    assert_eq!(Field::rectangle(9, 9, 1, Mode::EveryCell).unwrap().counting_bound(), 3);
}

#[test]
fn the_check_of_a_placement_accepts_exactly_the_solvers_solutions() {
    let problem = problem("3x3,k=1").with_pieces(AllowedKinds::from_letters("KBN").unwrap()).unwrap();
    let values = [None, Some(PieceKind::King), Some(PieceKind::Bishop), Some(PieceKind::Knight)];
    let listed = Solver::new(&problem).with_max_examples(10_000).count(None, &mut |_| {});
    let listed: std::collections::HashSet<String> = listed.examples.into_iter().collect();
    let squares: Vec<_> = problem.on_squares().collect();
    let mut accepted = std::collections::HashSet::new();
    for code in 0..4usize.pow(9) {
        let mut placement = Placement::empty(3, 3, problem.cells());
        for (i, &square) in squares.iter().enumerate() {
            placement.set(square, values[code >> (2 * i) & 3]);
        }
        if problem.is_solved_by(&placement) {
            accepted.insert(placement.to_string());
        }
    }
    assert!(!accepted.is_empty());
    assert_eq!(accepted, listed);
}
