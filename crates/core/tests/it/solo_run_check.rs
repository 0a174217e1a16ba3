//! A stored challenge run checked against its seed: a real run's log counts
//! to what the page counted, an independent count of its mistakes agrees,
//! and every edit of the log (a move, a puzzle skipped, actions after the
//! end) is refused; any log at all is read without a panic.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::{
    solo::{
        make_challenge_puzzle, parse_code, Move, Position, Rules, RunCheckError, RunCheckTask, RunId, RunLog,
        Solver,
    },
    task::Task,
};
use proptest::prelude::*;

/// `abc123` in base 36.
const RUN: RunId = RunId::Seeded(623_698_779);

/// Puzzle `index` of the run (the earlier codes given).
fn puzzle(index: usize, earlier: &[String]) -> Position {
    let earlier: Vec<&str> = earlier.iter().map(String::as_str).collect();
    parse_code(&make_challenge_puzzle(RUN.seed(), index, &earlier).unwrap().1.code).unwrap()
}

/// The winning line from `position`.
fn line(position: &Position) -> Vec<Move> {
    Solver::new(Rules::SOLO).solve(position).unwrap()
}

/// Whether no win is left from `position` (by a full search, not the dead-end tests).
fn lost(position: &Position) -> bool {
    position.piece_count() > 1 && Solver::new(Rules::SOLO).solve(position).is_none()
}

/// A first move after which no win is left.
fn losing_move(position: &Position) -> Move {
    position.legal_moves(Rules::SOLO).into_iter().find(|&mv| lost(&position.play(mv))).unwrap()
}

fn texts(moves: &[Move]) -> Vec<String> {
    moves.iter().map(ToString::to_string).collect()
}

fn check(log: RunLog) -> Result<chesslab_core::solo::RunTally, RunCheckError> {
    RunCheckTask { run: RUN, log }.run(&mut |_| {})
}

/// On puzzle 1: a lost move, a move on from it (when there is one), undos
/// below it, the lost move again, undo, a hint, then the winning line; on
/// puzzle 2, two moves of its winning line. Gives the log and puzzle 2's moves.
fn played_run() -> (RunLog, Vec<String>) {
    let first = puzzle(0, &[]);
    let bad = losing_move(&first);
    let mut one = vec![bad.to_string()];
    if let Some(&on) = first.play(bad).legal_moves(Rules::SOLO).first() {
        one.extend([on.to_string(), "undo".into()]);
    }
    one.extend(["undo".into(), bad.to_string(), "undo".into(), "hint".into()]);
    one.extend(texts(&line(&first)));
    let second = puzzle(1, &[chesslab_core::solo::to_code(&first)]);
    let good = line(&second);
    (vec![one, texts(&good[..2])], texts(&good[..2]))
}

#[test]
fn a_played_run_counts_to_what_the_page_counted() {
    let (log, played) = played_run();
    let tally = check(log).unwrap();
    assert_eq!((tally.index, tally.solved, tally.hints, tally.undos), (1, 1, 1, 0));
    assert_eq!(tally.mistakes, 2, "the lost line once, then again after undoing below it");
    assert_eq!(texts(&tally.played), played);
    assert_eq!(tally.lost_at, None);
    assert_eq!(tally.codes.len(), 2);
    assert!(!tally.is_over());
}

#[test]
fn its_mistakes_agree_with_a_full_search_on_every_position() {
    // Recount from the log with full solves instead of the solver's dead-end tests.
    let (log, _) = played_run();
    let first = puzzle(0, &[]);
    let (mut played, mut lost_at, mut mistakes) = (Vec::<Move>::new(), None::<usize>, 0);
    for action in &log[0] {
        let position = played.iter().fold(first, |position, &mv| position.play(mv));
        match action.as_str() {
            "undo" => {
                played.pop();
            }
            "hint" => {}
            text => {
                let mv = chesslab_core::solo::parse_move(text, &position, Rules::SOLO).unwrap();
                played.push(mv);
                if lost_at.is_none() && lost(&position.play(mv)) {
                    lost_at = Some(played.len());
                    mistakes += 1;
                }
            }
        }
        if lost_at.is_some_and(|at| played.len() < at) {
            lost_at = None;
        }
    }
    assert_eq!(check(log).unwrap().mistakes, mistakes);
}

#[test]
fn an_edited_log_is_refused_and_says_where() {
    let (log, _) = played_run();
    let mut moved = log.clone();
    moved[1][0] = moved[1][0].chars().rev().collect();
    let error = check(moved).unwrap_err();
    assert!(matches!(error, RunCheckError::Action { puzzle: 2, action: 1, .. }), "{error}");

    let mut skipped = log.clone();
    skipped[0].pop();
    assert_eq!(check(skipped).unwrap_err(), RunCheckError::Unsolved(1));

    let mut after_win = log.clone();
    after_win[0].push("hint".into());
    let error = check(after_win).unwrap_err().to_string();
    assert!(error.contains("the puzzle was over"), "{error}");

    let mut nothing_to_undo = log;
    nothing_to_undo[1].insert(0, "undo".into());
    assert!(check(nothing_to_undo).unwrap_err().to_string().contains("nothing to undo"));

    assert_eq!(check(vec![vec![]; 31]).unwrap_err(), RunCheckError::TooLong);
}

#[test]
fn three_mistakes_end_the_run_and_nothing_may_follow() {
    let first = puzzle(0, &[]);
    let bad = losing_move(&first);
    let mut actions = Vec::new();
    for _ in 0..3 {
        actions.push(bad.to_string());
        actions.push("undo".to_string());
    }
    actions.pop();
    let tally = check(vec![actions.clone()]).unwrap();
    assert_eq!(tally.mistakes, 3);
    assert!(tally.is_over());
    actions.push("undo".into());
    assert!(check(vec![actions]).unwrap_err().to_string().contains("the puzzle was over"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn any_log_is_read_without_a_panic(
        log in proptest::collection::vec(
            proptest::collection::vec("(undo|restart|hint|[KQRBNP][a-h][1-8]x[a-h][1-8]|.{0,8})", 0..12),
            0..3,
        )
    ) {
        let _ = check(log);
    }
}

#[test]
fn a_daily_run_is_of_a_day_with_a_date() {
    use chesslab_core::json::{parse, FromJson, ToJson};
    let task = RunCheckTask { run: RunId::Daily(20_782), log: vec![vec![]] };
    assert_eq!(RunCheckTask::from_json(&task.to_json()), Ok(task));
    for day in [i64::MAX, i64::MIN, 2_932_897, -719_163] {
        let text = format!(r#"{{"run":{{"Daily":{day}}},"log":[[]]}}"#);
        let error = RunCheckTask::from_json(&parse(&text).unwrap()).unwrap_err().to_string();
        assert_eq!(error, format!("'run': day {day} is not a date from 0001-01-01 to 9999-12-31"));
    }
}
