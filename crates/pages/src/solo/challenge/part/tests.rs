#![allow(clippy::unwrap_used)]

use super::*;
use chesslab_core::solo::{Level, RunId};

const START: f64 = 1_000_000.0;

/// A part playing a run from seed 7, on its first puzzle.
fn playing() -> (Challenge, Origin) {
    let mut part = Challenge::default();
    let (run, opening) = part.open(ChallengeLink::Seeded(7), 0, START);
    assert_eq!(opening, Opening::New);
    part.begin(run);
    part.state.as_mut().unwrap().log.push(Vec::new());
    let origin = Origin::Challenge { run: RunId::Seeded(7), index: 0, level: Level::Beginner, rating: 1 };
    (part, origin)
}

fn a_move() -> Move {
    let position = chesslab_core::solo::parse_code("2Q1/2R1/N3/1P2").unwrap();
    position.legal_moves(chesslab_core::solo::RulesPreset::Solitaire.rules())[0]
}

#[test]
fn a_move_holds_the_next_action_until_its_verdict() {
    let (mut part, origin) = playing();
    assert_eq!(part.holds(origin), None);
    part.log(origin, RunAction::Move(a_move()));
    assert_eq!(part.holds(origin), Some("One moment: your last move is being checked."));
    assert_eq!(part.verdict(origin, 1, None, START), Verdict::Quiet);
    assert_eq!(part.holds(origin), None);
    assert_eq!(part.state.unwrap().log[0].len(), 1, "the move is in the log");
}

#[test]
fn a_lost_line_counts_one_mistake_until_it_is_undone() {
    let (mut part, origin) = playing();
    let lost = || Some("No win from here.".to_string());
    let first = part.verdict(origin, 2, lost(), START);
    assert_eq!(first, Verdict::Mistake("No win from here. Mistake 1 of 3: 2 mistakes left.".into()));
    assert_eq!(part.verdict(origin, 3, lost(), START), Verdict::Quiet, "played on from a lost line");
    part.position_changed(1);
    assert!(matches!(part.verdict(origin, 2, lost(), START), Verdict::Mistake(_)), "undone, lost again");
    part.position_changed(1);
    assert_eq!(part.verdict(origin, 2, lost(), START + 5.0), Verdict::Over);
    assert!(part.over_here(origin));
    assert_eq!(
        part.holds(origin),
        Some("The run is over: its result is on its card, and New run starts another.")
    );
    let (said, result) = part.ended().unwrap();
    assert_eq!(said, "Out of mistakes: 0 of 30 solved.");
    assert_eq!(result.unwrap().mistakes, 3);
}

#[test]
fn verdicts_on_another_puzzle_count_nothing() {
    let (mut part, _) = playing();
    let elsewhere = Origin::Opened(crate::solo::Source::Link);
    assert_eq!(part.verdict(elsewhere, 1, Some("lost".into()), START), Verdict::Quiet);
    assert!(!part.counts_mistakes(elsewhere) && part.holds(elsewhere).is_none());
    assert_eq!(part.run().unwrap().mistakes, 0);
}

#[test]
fn the_run_is_stored_when_it_changes_and_a_run_left_is_removed() {
    let (mut part, origin) = playing();
    assert!(part.store_due(None), "a new run is stored");
    assert!(!part.store_due(None), "unchanged: not stored again");
    part.hint(origin);
    assert!(part.store_due(None), "a hint changes it");
    assert_eq!(part.stored(None).unwrap().run.hints, 1);
    assert_eq!(part.leave(START + 1.0), None, "nothing solved: no result for the best runs");
    assert!(part.store_due(None), "the stored run is removed");
    assert_eq!(part.stored(None), None);
    assert!(!part.store_due(None));
}

#[test]
fn opening_a_run_checks_its_stored_copy_first_and_keeps_the_run_going_on() {
    let (part, _) = playing();
    assert_eq!(part.open(ChallengeLink::Seeded(7), 0, START).1, Opening::GoingOn);
    assert_eq!(part.open(ChallengeLink::Seeded(8), 0, START).1, Opening::New);
    let mut fresh = Challenge::default();
    fresh.set_pending(part.stored(None).unwrap());
    assert_eq!(fresh.open(ChallengeLink::Seeded(7), 0, START).1, Opening::CheckStored);
    assert_eq!(fresh.check_task().unwrap().1, 1, "it claims puzzle 1");
    assert_eq!(fresh.open(ChallengeLink::Seeded(8), 0, START).1, Opening::New);
}
