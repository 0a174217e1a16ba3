//! Exact attack as the app uses it: worker tasks, links, the form's edits,
//! the command line, and the results table shipped to the page.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::common;

use chesslab_core::{
    board::Square,
    exact::{CountTask, Find, Link, MinTask, Mode, Placement, Problem, Solver, TableEntry},
    link::Link as _,
    task::Task,
};
use common::cli::chesslab;

/// Whether `placement` solves `problem`, checked from the rules alone: every
/// counted cell (every cell, or every vacant one) is attacked exactly its k
/// times, only allowed pieces stand on switched-on cells, and in vacant mode one cell is empty.
fn solves(problem: &Problem, placement: &Placement) -> bool {
    let counts = placement.attack_counts();
    let squares: Vec<Square> = problem.on_squares().collect();
    let vacant = problem.mode() == Mode::VacantCells;
    let pieces_allowed = squares
        .iter()
        .all(|&square| placement.piece_at(square).is_none_or(|kind| problem.pieces().contains(kind)));
    let counted_ok = squares.iter().all(|&square| {
        (vacant && placement.piece_at(square).is_some())
            || counts[usize::from(square.index())] == problem.k_at(square)
    });
    let has_empty = squares.iter().any(|&square| placement.piece_at(square).is_none());
    placement.cells() == problem.cells() && pieces_allowed && counted_ok && (!vacant || has_empty)
}

#[test]
fn tasks_parse_the_problem_text_and_solve_it() {
    let min = MinTask { problem: "4x4,k=2".into() }.run(&mut |_| {}).unwrap();
    assert_eq!(min.min_pieces, Some(6));
    assert_eq!(min.examples.len() as u64, min.solutions, "every minimal placement is listed");
    let problem = Problem::parse("4x4,k=2").unwrap();
    for code in &min.examples {
        assert!(solves(&problem, &Placement::parse(code).unwrap()), "{code}");
    }
    let count = CountTask { problem: "3x3,k=1".into(), max_pieces: None }.run(&mut |_| {}).unwrap();
    assert_eq!(count.total, 548);
    let capped = CountTask { problem: "3x3,k=1".into(), max_pieces: Some(3) }.run(&mut |_| {}).unwrap();
    assert_eq!(capped.total, 12 + 36);
    let error = MinTask { problem: "9x9,k=1".into() }.run(&mut |_| {}).unwrap_err().to_string();
    assert!(error.contains("not a board size"), "{error}");
}

#[test]
fn exact_links_round_trip_and_bad_ones_explain() {
    let link =
        Link::from_fragment("#/exact/4x4,cells=2-22/2222/2222/2222,pieces=QRN?find=all&max=7").unwrap();
    let search = link.search.clone().unwrap();
    assert_eq!((search.find, search.max_pieces), (Find::All, Some(7)));
    assert_eq!(search.problem.to_text(), "4x4,cells=2-22/2222/2222/2222,pieces=QRN");
    assert_eq!(Link::from_fragment(&link.to_fragment()).unwrap(), link);
    assert_eq!(Link::from_fragment("#/exact").unwrap().search, None);
    let min = Link::from_fragment("#/exact/5x5,k=2,vacant?find=min").unwrap().search.unwrap();
    assert_eq!((min.find, min.problem.mode()), (Find::Min, Mode::VacantCells));
    // A problem alone opens it to play.
    let play = Link::from_fragment("#/exact/5x5,k=2,vacant").unwrap();
    assert_eq!((play.search, play.play.map(|try_| try_.problem.mode())), (None, Some(Mode::VacantCells)));
    for (fragment, message) in [
        ("#/exact/9x9,k=1", "'9x9' is not a board size"),
        ("#/exact/5x5,k=99", "a cell cannot be attacked 99 times: the most is 16"),
        ("#/exact/5x5,k=x", "k='x' is not a number from 0 to 16"),
        ("#/exact/5x5,k=2?find=some", "find='some' should be min or all"),
        ("#/exact/5x5,k=2?find=all&max=0", "'0' is not a piece count from 1 to 64"),
        ("#/exact/5x5,k=2?max=3", "max= only goes with find=all"),
        ("#/exact?find=min", "names no problem"),
        ("#/exact/5x5,k=2?size=8", "unknown setting 'size'"),
    ] {
        let error = Link::from_fragment(fragment).unwrap_err().to_string();
        assert!(error.contains(message), "{fragment}: {error}");
    }
}

#[test]
fn form_edits_keep_what_still_fits() {
    let shaped = Problem::parse("3x3,cells=1-1/111/212,vacant,pieces=QN").unwrap();
    let wider = shaped.resized(4, 2, 3).unwrap();
    assert_eq!(wider.to_text(), "4x2,cells=1113/2123,vacant,pieces=QN");
    assert_eq!(shaped.with_uniform_k(4).unwrap().to_text(), "3x3,cells=4-4/444/444,vacant,pieces=QN");
    let corner = Square::new(1, 2).unwrap();
    let back_on = shaped.with_cell_toggled(corner, 5).unwrap();
    assert_eq!(back_on.k_at(corner), 5);
    assert_eq!(back_on.with_cell_toggled(corner, 0).unwrap(), shaped.clone().with_cell_off(corner).unwrap());
    let single = Problem::parse("1x1,k=0").unwrap();
    assert!(single.with_cell_toggled(Square::new(0, 0).unwrap(), 0).is_err(), "the last cell stays on");
    assert!(shaped.with_cell_toggled(Square::new(5, 5).unwrap(), 1).is_err(), "outside the board");
}

/// The page's results table, as shipped.
fn shipped_table() -> Vec<TableEntry> {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../data/exact-table.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

#[test]
fn the_shipped_table_covers_n_2_to_6_and_k_1_to_4_with_real_examples() {
    let table = shipped_table();
    for n in 2..=6u8 {
        for k in 1..=4u8 {
            for mode in [Mode::EveryCell, Mode::VacantCells] {
                let entry = table.iter().find(|e| (e.n, e.k, e.mode) == (n, k, mode));
                let entry = entry.unwrap_or_else(|| panic!("no entry for n={n} k={k} {mode:?}"));
                let problem = Problem::parse(&entry.problem).unwrap();
                assert_eq!((problem.width(), problem.uniform_k(), problem.mode()), (n, Some(k), mode));
                let outcome = &entry.outcome;
                if let Some(min) = outcome.min_pieces {
                    // Proven: every smaller count was searched to the end (the
                    // listing of minimal placements may have been cut off).
                    assert_eq!(
                        outcome.lower_bound, min,
                        "{}: a minimum is only shown when proven",
                        entry.problem
                    );
                    let example = Placement::parse(outcome.example.as_deref().unwrap()).unwrap();
                    assert!(solves(&problem, &example), "{}: {example}", entry.problem);
                    assert_eq!(example.piece_count(), min, "{}", entry.problem);
                    assert!(outcome
                        .examples
                        .iter()
                        .all(|code| solves(&problem, &Placement::parse(code).unwrap())));
                }
            }
        }
    }
}

#[test]
fn the_shipped_table_agrees_with_the_solver_on_small_boards() {
    // The quick ones: each was proven in well under a second.
    let quick = |entry: &&TableEntry| entry.n <= 4 && entry.outcome.complete && entry.seconds < 1.0;
    for entry in shipped_table().iter().filter(quick) {
        let problem = Problem::parse(&entry.problem).unwrap();
        let outcome = Solver::new(&problem).minimum(&mut |_| {});
        assert_eq!(
            (outcome.min_pieces, outcome.solutions, outcome.unique),
            (entry.outcome.min_pieces, entry.outcome.solutions, entry.outcome.unique),
            "{}",
            entry.problem
        );
    }
}

fn json(args: &[&str]) -> serde_json::Value {
    let output = chesslab(args);
    assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).unwrap()
}

#[test]
fn the_command_line_prints_the_seeds_pattern_counts() {
    let counts = json(&["exact", "patterns", "5x5", "--json"]);
    assert_eq!(counts, serde_json::json!({"K": 25, "N": 25, "P": 25, "B": 95, "R": 324, "Q": 1331}));
    let text = String::from_utf8_lossy(&chesslab(&["exact", "patterns", "5x5"]).stdout).into_owned();
    assert!(text.contains("Q 1331") && text.contains("1825 in all"), "{text}");
}

#[test]
fn the_command_line_proves_minima_and_counts_with_the_issue_keys() {
    let min = json(&["exact", "min", "4x4", "--k", "2", "--json"]);
    assert_eq!(
        (min["min_pieces"].as_u64(), min["solutions"].as_u64(), min["unique"].as_u64()),
        (Some(6), Some(20), Some(4))
    );
    let example = Placement::parse(min["example"].as_str().unwrap()).unwrap();
    assert!(solves(&Problem::parse("4x4,k=2").unwrap(), &example));
    assert!(min["seconds"].as_f64().unwrap() >= 0.0);
    let vacant = json(&["exact", "min", "4x4", "--k", "1", "--vacant", "--pieces", "QRBN", "--json"]);
    assert!(vacant["min_pieces"].as_u64().is_some());
    let count = json(&["exact", "count", "3x3", "--k", "1", "--max-pieces", "3", "--json"]);
    assert_eq!(count["total"], 48);
    assert_eq!(count["by_pieces"], serde_json::json!({"2": 12, "3": 36}));
    assert!(count["unique"].as_u64().unwrap() <= 48);
    // Width x height: a board of 3 files and 2 ranks with every cell once.
    let shaped = json(&["exact", "min", "3x2", "--cells", "1-1/111", "--json"]);
    let example = Placement::parse(shaped["example"].as_str().unwrap()).unwrap();
    assert_eq!((example.width(), example.height()), (3, 2));
}

#[test]
fn bad_exact_arguments_give_one_line_and_exit_2() {
    for args in [
        &["exact", "min", "12x11", "--k", "1"][..],
        &["exact", "min", "3x3"],
        &["exact", "min", "3x3", "--k", "1", "--pieces", "KX"],
        &["exact", "count", "3x3", "--k", "1", "--max-pieces", "0"],
        &["exact", "patterns", "five"],
    ] {
        let output = chesslab(args);
        let error = String::from_utf8_lossy(&output.stderr).into_owned();
        assert_eq!(output.status.code(), Some(2), "{args:?}: {error}");
        assert_eq!(error.lines().count(), 1, "{args:?}: {error}");
    }
    // A grid given with --cells is an argument too.
    let bad_grid = chesslab(&["exact", "min", "2x2", "--cells", "1x/11"]);
    assert_eq!(bad_grid.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad_grid.stderr).contains("rank 1 from the top"));
}
