//! Playing Queens by hand: the try's attacks, the hint, a solution's place
//! and the daily puzzle, each checked against a brute force written here
//! independently of the library (every placement of one queen a row, tried
//! with an explicit attack check).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::{
    board::Cell,
    calendar::day_of_date,
    json::{parse, FromJson, ToJson},
    queens::{
        baseline, count, daily_queens, hint, rank, solutions, HintReply, HintTask, Placement, Problem,
        DAILY_N,
    },
    rng::Rng,
    task::Task,
};

/// Every solution of `problem` as its set of cells, by brute force.
fn brute_solutions(problem: &Problem) -> Vec<Vec<Cell>> {
    fn walk(problem: &Problem, row: usize, placed: &mut Vec<(usize, usize)>, out: &mut Vec<Vec<Cell>>) {
        let n = problem.n();
        if row == n {
            out.push(placed.iter().map(|&(r, c)| Cell::from_top(r, c, n).unwrap()).collect());
            return;
        }
        for col in 0..n {
            let free = !problem.is_blocked(row, col)
                && placed.iter().all(|&(r, c)| c != col && r.abs_diff(row) != c.abs_diff(col));
            if free {
                placed.push((row, col));
                walk(problem, row + 1, placed, out);
                placed.pop();
            }
        }
    }
    let mut out = Vec::new();
    walk(problem, 0, &mut Vec::new(), &mut out);
    out
}

/// Whether some solution holds every queen of `kept`.
fn kept_by_some(all: &[Vec<Cell>], kept: &[Cell]) -> bool {
    all.iter().any(|solution| kept.iter().all(|queen| solution.contains(queen)))
}

/// A board of side `n` with each square blocked with chance `1 / one_in`.
fn random_problem(rng: &mut Rng, n: usize, one_in: usize) -> Problem {
    let blocked: Vec<u32> = (0..n)
        .map(|_| (0..n).filter(|_| rng.below(one_in) == 0).fold(0, |mask, col| mask | 1 << col))
        .collect();
    Problem::with_blocked(n, &blocked).unwrap()
}

/// A random try on `problem`: up to `n` free squares, with a bias towards
/// squares of a solution so that tries that can still be completed are common.
fn random_try(rng: &mut Rng, problem: &Problem, all: &[Vec<Cell>]) -> Placement {
    let n = problem.n();
    let wanted = rng.below(n + 1);
    let mut cells: Vec<Cell> = Vec::new();
    let from_solution = rng.choose(all).filter(|_| rng.below(2) == 0).cloned();
    while cells.len() < wanted {
        let cell = match (&from_solution, rng.below(3)) {
            (Some(solution), 0 | 1) => solution[rng.below(n)],
            _ => Cell::from_top(rng.below(n), rng.below(n), n).unwrap(),
        };
        let row = cell.row_from_top(n).unwrap();
        if !problem.is_blocked(row, usize::from(cell.file)) && !cells.contains(&cell) {
            cells.push(cell);
        } else if rng.below(4) == 0 {
            break;
        }
    }
    Placement::new(problem, cells).unwrap()
}

/// Checks one hint against the brute force.
fn check_hint(problem: &Problem, queens: &Placement, all: &[Vec<Cell>]) {
    let reply = hint(problem, queens, &mut |_| {});
    let kept = queens.queens();
    let context = format!("{problem:?} with {queens}: {reply:?}");
    let solved = kept.len() == problem.n() && kept_by_some(all, kept);
    match reply {
        HintReply::Solved => assert!(solved && kept.len() == problem.n(), "{context}"),
        HintReply::Place(cell) => {
            assert!(!solved, "{context}");
            assert!(!queens.contains(cell), "{context}");
            let mut with = kept.to_vec();
            with.push(cell);
            assert!(kept_by_some(all, &with), "{context}");
        }
        HintReply::NoSolution => assert!(all.is_empty(), "{context}"),
        HintReply::Lift { queen, enough } => {
            assert!(!all.is_empty() && queens.contains(queen), "{context}");
            assert!(!kept_by_some(all, kept), "no solution keeps every queen: {context}");
            let without: Vec<Cell> = kept.iter().copied().filter(|&q| q != queen).collect();
            assert_eq!(kept_by_some(all, &without), enough, "{context}");
            if !enough {
                for &other in kept {
                    let rest: Vec<Cell> = kept.iter().copied().filter(|&q| q != other).collect();
                    assert!(!kept_by_some(all, &rest), "lifting {other} is enough: {context}");
                }
            }
        }
    }
}

#[test]
fn every_hint_agrees_with_a_brute_force_on_small_boards() {
    let mut rng = Rng::new(35);
    let mut kinds = [0usize; 4];
    for n in 1..=6 {
        for board in 0..60 {
            let problem = random_problem(&mut rng, n, if board == 0 { usize::MAX } else { 3 + board % 5 });
            let all = brute_solutions(&problem);
            for _ in 0..40 {
                let queens = random_try(&mut rng, &problem, &all);
                check_hint(&problem, &queens, &all);
                kinds[match hint(&problem, &queens, &mut |_| {}) {
                    HintReply::Place(_) => 0,
                    HintReply::Lift { enough: true, .. } => 1,
                    HintReply::Lift { enough: false, .. } => 2,
                    HintReply::Solved | HintReply::NoSolution => 3,
                }] += 1;
            }
        }
    }
    // The cases were all met, many times.
    assert!(kinds.iter().all(|&seen| seen > 50), "{kinds:?}");
}

#[test]
fn every_try_of_four_queens_gets_a_hint_the_brute_force_agrees_with() {
    // All 2^16 sets of squares of the open 4×4 board with at most 4 queens.
    let problem = Problem::new(4).unwrap();
    let all = brute_solutions(&problem);
    for set in 0u32..1 << 16 {
        if set.count_ones() > 4 {
            continue;
        }
        let cells =
            (0..16).filter(|bit| set & 1 << bit != 0).map(|bit| Cell::from_top(bit / 4, bit % 4, 4).unwrap());
        check_hint(&problem, &Placement::new(&problem, cells).unwrap(), &all);
    }
}

#[test]
fn a_hint_on_eight_by_eight_comes_back_from_a_task_as_sent() {
    let problem = Problem::new(8).unwrap();
    let square = |file: u8, rank: u8| Cell { file, rank };
    // b2 and d4 attack each other: lift one of them.
    let queens = Placement::new(&problem, [square(1, 1), square(3, 3)]).unwrap();
    let task = HintTask { problem: problem.clone(), queens };
    let text = task.to_json().to_text();
    assert_eq!(HintTask::from_json(&parse(&text).unwrap()).unwrap(), task);
    let reply = task.run(&mut |_| {}).unwrap();
    assert!(matches!(reply, HintReply::Lift { enough: true, .. }), "{reply:?}");
    let refused = HintTask::from_json(&parse(r#"{"problem":{"n":4},"queens":[[0,0],[0,0]]}"#).unwrap());
    assert!(refused.unwrap_err().to_string().contains("a1 is given twice"));
}

#[test]
fn attacking_pairs_agree_with_a_brute_force() {
    let mut rng = Rng::new(7);
    for _ in 0..2000 {
        let n = 1 + rng.below(8);
        let problem = Problem::new(n).unwrap();
        let queens = random_try(&mut rng, &problem, &[]);
        let cells = queens.queens();
        // Two queens attack when a step from one along their line reaches the other before any queen.
        let mut expected = Vec::new();
        for (index, &a) in cells.iter().enumerate() {
            for &b in &cells[index + 1..] {
                let (df, dr) = (i32::from(b.file) - i32::from(a.file), i32::from(b.rank) - i32::from(a.rank));
                if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
                    continue;
                }
                let steps = df.abs().max(dr.abs());
                let clear = (1..steps).all(|step| {
                    let between = Cell {
                        file: (i32::from(a.file) + df / steps * step) as u8,
                        rank: (i32::from(a.rank) + dr / steps * step) as u8,
                    };
                    !queens.contains(between)
                });
                if clear {
                    expected.push((a, b));
                }
            }
        }
        assert_eq!(queens.attacking_pairs(), expected, "{queens}");
        let solved = brute_solutions(&problem).iter().any(|solution| {
            let mut sorted = solution.clone();
            sorted.sort_by_key(|cell| (std::cmp::Reverse(cell.rank), cell.file));
            sorted == cells
        });
        assert_eq!(queens.is_solution(&problem), solved, "{queens}");
    }
}

#[test]
fn a_solutions_place_agrees_with_the_listing() {
    let mut rng = Rng::new(92);
    for n in 1..=8 {
        for board in 0..12 {
            let problem = random_problem(&mut rng, n, if board == 0 { usize::MAX } else { 4 + board });
            let listed = solutions(&problem, usize::MAX);
            for (index, columns) in listed.iter().enumerate() {
                let reply = rank(&problem, columns, &mut |_| {}).unwrap();
                assert_eq!(
                    (reply.index, reply.total),
                    (index as u64 + 1, listed.len() as u64),
                    "{problem:?}"
                );
            }
        }
    }
    // The ninth of ten 5-queens solutions, and one of 10×10's 724.
    let ten = Problem::new(10).unwrap();
    let listed = solutions(&ten, usize::MAX);
    let reply = rank(&ten, &listed[500], &mut |_| {}).unwrap();
    assert_eq!((reply.index, reply.total), (501, 724));
}

#[test]
fn the_daily_queens_has_exactly_one_solution_for_a_year() {
    let start = day_of_date("2026-01-01").unwrap();
    let mut levels = std::collections::BTreeMap::new();
    for day in start..start + 365 {
        let daily = daily_queens(day).unwrap();
        assert_eq!(daily.problem.n(), DAILY_N);
        assert_eq!(count(&daily.problem).total, 1, "day {day}");
        // An independent count: the plain search and the brute force.
        assert_eq!(baseline::count_total(&daily.problem), 1, "day {day}");
        assert_eq!(brute_solutions(&daily.problem).len(), 1, "day {day}");
        // No blocked square is wasted: freeing any one lets in another solution.
        for row in 0..DAILY_N {
            for col in (0..DAILY_N).filter(|&col| daily.problem.is_blocked(row, col)) {
                let mut rows = daily.problem.blocked_rows().to_vec();
                rows[row] &= !(1 << col);
                assert!(count(&Problem::with_blocked(DAILY_N, &rows).unwrap()).total > 1, "day {day}");
            }
        }
        *levels.entry(daily.level.name()).or_insert(0) += 1;
        if std::env::var_os("SHOW_EFFORT").is_some() {
            println!("effort {}", daily.effort);
        }
    }
    // Each level comes up on a good share of days.
    assert_eq!(levels.len(), 3, "{levels:?}");
    assert!(levels.values().all(|&days| days >= 60), "{levels:?}");
}

#[test]
fn neighbouring_days_have_different_puzzles() {
    let start = day_of_date("2026-11-01").unwrap();
    let boards: Vec<Problem> = (start..start + 30).map(|day| daily_queens(day).unwrap().problem).collect();
    for (index, board) in boards.iter().enumerate() {
        assert!(!boards[index + 1..].contains(board), "day {index} comes again");
    }
}
