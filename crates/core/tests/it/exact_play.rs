//! Playing Exact attack by hand: the hint, checked against a brute force
//! written independently of the library (`exact_brute/`: every placement of
//! up to a few pieces, counted with its own ray walk) on every small board.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::exact_brute as brute;

use chesslab_core::{
    board::{PieceKind, Square},
    exact::{hint_with, hint_within, reading_order, Hint, HintTask, Mode, Placement, Problem, Solver},
    json::{parse, FromJson, ToJson},
    task::Task,
};

/// Every placement of exactly `pieces` pieces on the board, by brute force.
fn placements_of(board: &brute::Board, pieces: usize, visit: &mut dyn FnMut(&[u8])) {
    fn walk(
        board: &brute::Board,
        at: usize,
        left: usize,
        placement: &mut Vec<u8>,
        visit: &mut dyn FnMut(&[u8]),
    ) {
        let cells = board.w * board.h;
        if left == 0 {
            visit(placement);
            return;
        }
        if cells - at < left {
            return;
        }
        for code in 1..=6u8 {
            placement[at] = code;
            walk(board, at + 1, left - 1, placement, visit);
        }
        placement[at] = 0;
        walk(board, at + 1, left, placement, visit);
    }
    walk(board, 0, pieces, &mut vec![0; board.w * board.h], visit);
}

/// The fewest pieces of a solution and every solution with that many, if
/// some has at most `most` pieces.
fn minimal_solutions(board: &brute::Board, vacant: bool, most: usize) -> Option<(usize, Vec<Vec<u8>>)> {
    let geometry = brute::Geometry::new(board);
    (0..=most).find_map(|pieces| {
        let mut found = Vec::new();
        placements_of(board, pieces, &mut |placement| {
            if geometry.solves(board, placement, vacant) {
                found.push(placement.to_vec());
            }
        });
        (!found.is_empty()).then_some((pieces, found))
    })
}

/// The brute force's placement as the library's.
fn to_placement(problem: &Problem, w: usize, placement: &[u8]) -> Placement {
    let mut out = Placement::empty(problem.width(), problem.height(), problem.cells());
    for (index, &code) in placement.iter().enumerate().filter(|(_, &code)| code != 0) {
        let square = Square::new((index % w) as u8, (index / w) as u8).unwrap();
        out.set(square, PieceKind::from_index(usize::from(code) - 1));
    }
    out
}

/// The brute force's index of a square on a board `w` wide.
fn index(square: Square, w: usize) -> usize {
    usize::from(square.rank()) * w + usize::from(square.file())
}

/// Whether some solution of `solutions` holds every piece of `try_`.
fn kept_by_some(solutions: &[Vec<u8>], try_: &[u8]) -> bool {
    solutions.iter().any(|solution| try_.iter().zip(solution).all(|(&a, &b)| a == 0 || a == b))
}

/// `try_` without the piece at `at`.
fn without(try_: &[u8], at: usize) -> Vec<u8> {
    let mut out = try_.to_vec();
    out[at] = 0;
    out
}

/// Checks the hint for `try_` against the minimal `solutions` of the board.
fn check(
    problem: &Problem,
    board: &brute::Board,
    vacant: bool,
    minimum: usize,
    solutions: &[Vec<u8>],
    known: &[Placement],
    try_: &[u8],
) -> Hint {
    let w = board.w;
    let placed = to_placement(problem, w, try_);
    let reply = hint_with(problem, &placed, Some(minimum as u32), known, &mut |_| {});
    let name = format!("{} with {placed}", problem.to_text());
    if brute::solves(board, try_, vacant) {
        assert_eq!(reply.hint, Hint::Solved, "{name}");
        return reply.hint;
    }
    let pieces: Vec<usize> = reading_order(&placed).iter().map(|&(square, _)| index(square, w)).collect();
    match reply.hint {
        Hint::Place { square, kind } => {
            let at = index(square, w);
            assert_eq!(try_[at], 0, "{name}: the hint's cell is free");
            let mut with = try_.to_vec();
            with[at] = kind.index() as u8 + 1;
            assert!(
                kept_by_some(solutions, &with),
                "{name}: {kind:?} on {square} is in a minimal solution with the try"
            );
        }
        Hint::Lift { square, kind, enough } => {
            let at = index(square, w);
            assert_eq!(try_[at], kind.index() as u8 + 1, "{name}: the piece lifted stands there");
            assert!(!kept_by_some(solutions, try_), "{name}: a minimal solution keeps the try, yet lift");
            let first_enough = pieces.iter().copied().find(|&p| kept_by_some(solutions, &without(try_, p)));
            assert_eq!(enough, first_enough.is_some(), "{name}: whether one lift is enough");
            if enough {
                assert!(kept_by_some(solutions, &without(try_, at)), "{name}: lifting it is enough");
            }
            if enough && known.is_empty() {
                assert_eq!(Some(at), first_enough, "{name}: the first piece whose lifting is enough");
            }
        }
        Hint::Solved | Hint::NoSolution | Hint::Stray { .. } => {
            panic!("{name}: {:?} for a try that is not solved", reply.hint)
        }
    }
    if !matches!(reply.hint, Hint::Lift { .. }) {
        assert!(kept_by_some(solutions, try_), "{name}: a place hint for a try no minimal solution keeps");
    }
    reply.hint
}

#[test]
fn every_hint_on_small_boards_agrees_with_brute_force() {
    let (mut checked, mut seen) = (0, [0usize; 3]);
    for (w, h) in [(1, 2), (2, 2), (2, 3), (3, 2), (3, 3), (4, 3), (3, 4)] {
        // The brute force visits every placement of up to `most` pieces: keep it small.
        let most = if w * h > 9 { 3 } else { 4 };
        for k in 1..=2u8 {
            for vacant in [false, true] {
                let mut board = brute::Board::full(w, h);
                board.k = vec![vec![k; w]; h];
                let problem = Problem::rectangle(w, h, k).unwrap().with_mode(if vacant {
                    Mode::VacantCells
                } else {
                    Mode::EveryCell
                });
                let Some((minimum, solutions)) = minimal_solutions(&board, vacant, most) else { continue };
                // Every try of up to two pieces, and each minimal solution with one piece taken off.
                let mut tries: Vec<Vec<u8>> = Vec::new();
                for pieces in 0..=2.min(w * h) {
                    placements_of(&board, pieces, &mut |placement| tries.push(placement.to_vec()));
                }
                for solution in &solutions {
                    for at in (0..w * h).filter(|&at| solution[at] != 0) {
                        tries.push(without(solution, at));
                    }
                }
                // Asked with no minimal placement known, then with every other one known.
                let known: Vec<Placement> =
                    solutions.iter().step_by(2).map(|solution| to_placement(&problem, w, solution)).collect();
                for (try_, known) in tries.iter().flat_map(|try_| [(try_, &[][..]), (try_, &known[..])]) {
                    let slot = match check(&problem, &board, vacant, minimum, &solutions, known, try_) {
                        Hint::Place { .. } => 0,
                        Hint::Lift { enough: true, .. } => 1,
                        _ => 2,
                    };
                    seen[slot] += 1;
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= 20, "only {checked} problems were small enough to check");
    // Each kind of answer was met many times: places, single lifts, and the rest (solved, several lifts).
    assert!(seen.iter().all(|&count| count > 100), "{seen:?}");
}

#[test]
fn the_task_proves_the_minimum_when_not_told_and_says_when_there_is_none() {
    let problem = Problem::parse("3x3,k=2,vacant").unwrap();
    let mut board = brute::Board::full(3, 3);
    board.k = vec![vec![2; 3]; 3];
    let (minimum, _) = minimal_solutions(&board, true, 5).unwrap();
    let empty = Placement::empty(3, 3, problem.cells());
    let reply =
        HintTask { problem, placed: empty, minimum: None, known: Vec::new() }.run(&mut |_| {}).unwrap();
    assert_eq!(reply.minimum, Some(minimum as u32));
    assert!(matches!(reply.hint, Hint::Place { .. }));

    // 2×2, every cell attacked four times: nothing solves it.
    let impossible = Problem::parse("2x2,k=4").unwrap();
    let empty = Placement::empty(2, 2, impossible.cells());
    let reply = HintTask { problem: impossible, placed: empty, minimum: None, known: Vec::new() }
        .run(&mut |_| {})
        .unwrap();
    assert_eq!((reply.hint, reply.minimum), (Hint::NoSolution, None));
}

#[test]
fn four_bishops_in_the_centre_solve_four_by_four_and_a_hint_leads_there() {
    let problem = Problem::parse("4x4,k=1").unwrap();
    let solved = Placement::parse("4/1BB1/1BB1/4").unwrap();
    assert!(problem.is_solved_by(&solved));
    assert_eq!(hint_with(&problem, &solved, Some(4), &[], &mut |_| {}).hint, Hint::Solved);
    // Hints from an empty board, followed, reach a solution in four steps.
    let mut placed = Placement::empty(4, 4, problem.cells());
    for _ in 0..4 {
        let Hint::Place { square, kind } = hint_with(&problem, &placed, Some(4), &[], &mut |_| {}).hint
        else {
            panic!("a place hint on {placed}")
        };
        placed.set(square, Some(kind));
    }
    assert!(problem.is_solved_by(&placed), "{placed}");
}

/// A known placement's images answer too: the king where the mirror image
/// of the table's 5×5 example has one gets its hint with no search at all
/// (a budget of no node), which the example alone could not give.
#[test]
fn an_image_of_a_known_placement_answers_without_a_search() {
    let problem = Problem::parse("5x5,k=1").unwrap();
    let example = Placement::parse("5/BP3/1K3/5/3RR").unwrap();
    assert!(problem.is_solved_by(&example));
    let king = Placement::parse("5/5/3K1/5/5").unwrap();
    let known = [example];
    let reply = hint_within(&problem, &king, Some(5), &known, 0, &mut |_| {}).expect("no search needed");
    // The mirror image 5/3PB/3K1/5/RR3: its first piece in reading order is the pawn on d4.
    let d4 = Square::parse("d4").unwrap();
    assert_eq!(reply.hint, Hint::Place { square: d4, kind: PieceKind::Pawn });
    assert_eq!(hint_within(&problem, &king, Some(5), &[], 0, &mut |_| {}), None);
}

/// A hint within a node budget is the hint, or none when the budget ran
/// out (never another answer), on every try of one piece and on each
/// minimal placement with a piece moved.
#[test]
fn a_node_budget_gives_the_same_hint_or_none() {
    let mut over = 0;
    for text in ["4x4,k=1", "4x4,k=2,vacant", "3x4,k=2,pieces=KNP", "5x5,k=1"] {
        let problem = Problem::parse(text).unwrap();
        let proof = Solver::new(&problem).minimum(&mut |_| {});
        let minimum = proof.min_pieces.unwrap();
        let empty = Placement::empty(problem.width(), problem.height(), problem.cells());
        let mut tries = vec![empty.clone()];
        for square in empty.on_squares() {
            for kind in problem.pieces().kinds() {
                let mut one = empty.clone();
                one.set(square, Some(kind));
                tries.push(one);
            }
        }
        for code in proof.examples.iter().take(4) {
            let example = Placement::parse(code).unwrap();
            let pieces = reading_order(&example);
            let (Some(&(from, kind)), Some(to)) =
                (pieces.first(), example.on_squares().find(|&s| example.piece_at(s).is_none()))
            else {
                continue;
            };
            let mut moved = example.clone();
            moved.set(from, None);
            moved.set(to, Some(kind));
            tries.push(moved);
        }
        for placed in &tries {
            let full = hint_with(&problem, placed, Some(minimum), &[], &mut |_| {});
            assert_eq!(hint_within(&problem, placed, Some(minimum), &[], u64::MAX, &mut |_| {}), Some(full));
            for budget in [0, 30, 300, 3000] {
                match hint_within(&problem, placed, Some(minimum), &[], budget, &mut |_| {}) {
                    Some(reply) => assert_eq!(reply, full, "{text} with {placed} within {budget}"),
                    None => over += 1,
                }
            }
        }
    }
    assert!(over > 0, "some budget was too small");
}

#[test]
fn a_task_reads_back_checked() {
    let task = HintTask {
        problem: Problem::parse("4x4,k=1").unwrap(),
        placed: Placement::parse("4/1B2/4/4").unwrap(),
        minimum: Some(4),
        known: vec![Placement::parse("4/1BB1/1BB1/4").unwrap()],
    };
    let text = task.to_json().to_text();
    assert_eq!(text, r#"{"problem":"4x4,k=1","placed":"4/1B2/4/4","minimum":4,"known":["4/1BB1/1BB1/4"]}"#);
    assert_eq!(HintTask::from_json(&parse(&text).unwrap()).unwrap(), task);
    for (bad, says) in [
        (r#"{"problem":"4x4,k=1","placed":"3/3/3"}"#, "placed: the try is not on the problem's board"),
        (r#"{"problem":"4x4,k=99","placed":"4/4/4/4"}"#, "problem: "),
        (r#"{"problem":"4x4,k=1","placed":"4/4/4/4","minimum":1000}"#, "minimum 1000 is out of range"),
        (r#"{"problem":"4x4,k=1","placed":"4/X3/4/4"}"#, "placed: "),
        (r#"{"problem":"4x4,k=1","placed":"4/4/4/4","known":["4/4/4/Y3"]}"#, "known: item 1: "),
        (r#"{"problem":"4x4,k=1"}"#, "'placed' is missing"),
    ] {
        let message = HintTask::from_json(&parse(bad).unwrap()).unwrap_err().to_string();
        assert!(message.starts_with(says), "{bad}: {message}");
    }
}
