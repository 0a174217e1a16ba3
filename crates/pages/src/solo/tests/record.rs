//! The player's record: wins, hints, the streak, auto-solve, reset.

use super::{game::solve_on_board, *};
use crate::solo::{RatedPuzzle, DEFAULT_PUZZLE};
use chesslab_core::{
    solo::{Level, PackName, PuzzleId},
    task::run_to_event,
};

const WIN: [&str; 6] = ["c4", "c3", "a2", "c3", "c3", "b1"];

#[test]
fn a_win_after_a_hint_is_kept_once_with_the_hint_and_the_streak() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    assert_eq!(page.record().panel(NOON).lines[0], "Puzzles solved: none yet");
    let asked = page.hint(NOON);
    answer(&mut page, &asked, NOON);
    let effects = click_all(&mut page, &WIN);
    assert!(effects.contains(&Effect::SaveRecord));
    let lines = page.record().panel(NOON).lines;
    assert_eq!(
        lines,
        [
            "Puzzles solved: 1 (other 1)",
            "Solved without help: 0",
            "Days in a row with a solve: 1 (best 1)",
            "Hints used: 1",
            "Best times: other 0:00",
            "Played by Auto-solve: 0 (not counted as solved)",
        ]
    );
    // Undo and win again: the same game is not counted twice.
    let _ = page.undo(NOON);
    let effects = click_all(&mut page, &["c3", "b1"]);
    assert!(!effects.contains(&Effect::SaveRecord));
    assert_eq!(page.record().total_solved(), 1);
    // Two days later the streak is broken.
    let later = page.record().panel(NOON + 2.0 * 86_400_000.0).lines;
    assert_eq!(later[2], "Days in a row with a solve: 0 (best 1)");
}

#[test]
fn a_generated_puzzle_won_unaided_counts_at_its_level_with_its_time() {
    let mut page = fresh();
    let form = BEGINNER_FORM;
    let (ticket, options) = generation(&page.new_puzzle(&form, 11, NOON));
    let _ = page.generator_event(ticket, generated(&options), NOON);
    let solution = match generated(&options) {
        Event::Done(puzzle) => puzzle.moves,
        other => panic!("{other:?}"),
    };
    let mut last = Vec::new();
    for (index, mv) in solution.iter().enumerate() {
        let at = if index == 0 { NOON } else { NOON + 75_000.0 };
        let _ = page.click(square(&mv.from.to_string()), at);
        last = page.click(square(&mv.to.to_string()), at);
    }
    assert!(status(&last).starts_with("Solved in "), "{}", status(&last));
    let record = page.record();
    assert_eq!(record.solved.get(Level::Beginner.name()), Some(&1));
    assert_eq!(record.solved_unaided, 1);
    assert_eq!(record.best_seconds.get("beginner"), Some(&75.0));
    assert!(page.record().panel(NOON).lines.contains(&"Best times: beginner 1:15".to_string()));
}

#[test]
fn the_daily_puzzle_counts_at_its_level() {
    let mut page = fresh();
    let (ticket, options) = generation(&page.daily("solitaire", NOON));
    let _ = page.generator_event(ticket, generated(&options), NOON);
    assert_eq!(page.record.attempt().level, Some(Level::Intermediate));
}

#[test]
fn an_auto_solved_puzzle_is_not_the_players_and_reset_asks_first() {
    let mut record = PlayerRecord::default();
    record.record_win(None, 30.0, 0, 20_780);
    let mut page = SoloPage::new(record, NOON);
    let asked = page.auto_solve(NOON);
    answer(&mut page, &asked, NOON);
    run_autoplay(&mut page);
    assert_eq!(page.record().total_solved(), 1);
    let effects = page.reset_record();
    assert!(
        !effects.contains(&Effect::SaveRecord) && effects.status().is_none(),
        "the first click only asks"
    );
    assert_eq!(page.screen(NOON).reset_label, "Click again to erase your progress");
    assert_eq!(page.record().panel(NOON).lines[0], "Puzzles solved: 1 (other 1)");
    let effects = page.reset_record();
    assert!(effects.contains(&Effect::SaveRecord));
    assert_eq!(status(&effects), "Your progress is reset.");
    assert_eq!(page.record(), &PlayerRecord::default());
    assert_eq!(page.screen(NOON).reset_label, "Reset progress");
    assert_eq!(page.record().panel(NOON).lines[3], "Hints used: 0");
}

#[test]
fn a_new_puzzle_starts_a_new_attempt() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    click_all(&mut page, &WIN);
    assert!(page.record.attempt().recorded);
    let _ = page.open_code("R1R1/4/4/B1B1", NOON + 5.0);
    assert!(!page.record.attempt().recorded);
    assert_eq!(page.record.attempt().opened_ms, NOON + 5.0);
    assert_eq!(page.record.attempt().started_ms, None, "the clock starts at the first move");
    click_all(&mut page, &["a4", "c4"]);
    assert!(page.record.attempt().started_ms.is_some());
}

/// Opens pack puzzle `number` of the Solitaire pack.
fn pack_page(number: u16) -> (SoloPage, PuzzleId) {
    let mut page = fresh();
    let id = PuzzleId { pack: PackName::Solitaire, number };
    page.open_link(Link::pack_puzzle(id), NOON).unwrap();
    (page, id)
}

#[test]
fn a_rated_puzzle_won_unaided_on_the_first_attempt_raises_the_rating_once() {
    let (mut page, id) = pack_page(120);
    assert_eq!(page.record().panel(NOON).rating, None);
    let effects = solve_on_board(&mut page, NOON + 30_000.0);
    assert!(effects.contains(&Effect::SaveRecord));
    let record = page.record().clone();
    assert!(record.rating.rating > 1500.0, "{:?}", record.rating);
    assert_eq!(record.attempted, [id.to_string()]);
    assert_eq!(record.rating_history.len(), 1);
    assert_eq!(record.rating_history[0].at_ms, NOON + 30_000.0);
    assert_eq!(record.solved_by_level.values().sum::<u32>(), 1);
    let screen = page.record().panel(NOON);
    assert!(
        screen.rating.as_deref().is_some_and(|text| text.contains(", give or take ")),
        "{:?}",
        screen.rating
    );
    assert_eq!(screen.chart.len(), 1);
    assert_eq!(screen.solved_by_level.iter().sum::<u32>(), 1);
    // The same puzzle again: solved, but not rated again.
    let other = PuzzleId { number: 121, ..id };
    page.open_link(Link::pack_puzzle(other), NOON + 60_000.0).unwrap();
    page.open_link(Link::pack_puzzle(id), NOON + 60_000.0).unwrap();
    solve_on_board(&mut page, NOON + 90_000.0);
    assert_eq!(page.record().rating, record.rating);
    assert_eq!(page.record().rating_history.len(), 1);
    assert_eq!(page.record().solved_by_level.values().sum::<u32>(), 2, "a solve all the same");
}

#[test]
fn a_hint_on_a_first_attempt_is_a_loss_and_the_win_after_it_adds_nothing() {
    let (mut page, _) = pack_page(120);
    let asked = page.hint(NOON);
    answer(&mut page, &asked, NOON);
    let after_hint = page.record().rating;
    assert!(after_hint.rating < 1500.0, "{after_hint:?}");
    solve_on_board(&mut page, NOON + 5_000.0);
    assert_eq!(page.record().rating, after_hint);
    assert_eq!(page.record().rating_history.len(), 1);
}

#[test]
fn a_move_into_a_dead_end_on_a_first_attempt_is_a_loss() {
    let (mut page, _) = pack_page(150);
    let position = *page.game().position();
    let rules = page.game().rules().rules();
    let mut solver = chesslab_core::solo::Solver::new(rules);
    let mut losing = None;
    for mv in position.legal_moves(rules) {
        if losing.is_none() && !solver.is_solvable(&position.play(mv)) {
            losing = Some(mv);
        }
    }
    let losing = losing.expect("a losing first move");
    page.click(losing.from, NOON);
    let effects = page.click(losing.to, NOON + 2_000.0);
    let (ticket, task) = effects.check().expect("a dead-end check");
    let effects = page.dead_end_event(ticket, run_to_event(&task, &mut |_| {}), NOON + 2_500.0);
    assert!(effects.contains(&Effect::SaveRecord), "{effects:?}");
    assert!(page.record().rating.rating < 1500.0);
    assert_eq!(page.record().rating_history[0].at_ms, NOON + 2_500.0);
}

#[test]
fn the_daily_puzzle_is_rated_and_other_puzzles_are_not() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    click_all(&mut page, &WIN);
    assert_eq!(page.record().rating_text(), None, "a puzzle from a link is not rated");
    let (ticket, options) = generation(&page.daily("solitaire", NOON));
    let _ = page.generator_event(ticket, generated(&options), NOON);
    let asked = page.hint(NOON);
    answer(&mut page, &asked, NOON);
    assert_eq!(page.record().attempted.len(), 1);
    assert!(
        page.record().attempted[0].starts_with("daily-solitaire-2026-11-23"),
        "{:?}",
        page.record().attempted
    );
}

#[test]
fn unreadable_stored_progress_is_reported_in_the_panel() {
    let mut page = fresh();
    assert_eq!(page.screen(NOON).record_notice, None);
    page.record_unreadable("expected value at line 1 column 1", "chess-puzzle-lab.solo.record.unreadable");
    let notice = page.screen(NOON).record_notice.unwrap();
    assert!(notice.contains("kept aside") && notice.contains("chess-puzzle-lab.solo.record.unreadable"));
}

#[test]
fn a_challenge_puzzle_the_page_rates_counts_on_its_first_attempt() {
    let task = chesslab_core::solo::challenge_task(9, 0).unwrap();
    let Event::Done(puzzle) = generated(&task) else { panic!() };
    let mut page = opened(&puzzle.code, RulesPreset::Solo);
    page.record.rate_attempt(RatedPuzzle::challenge(9, 0, puzzle.effort));
    solve_on_board(&mut page, NOON + 20_000.0);
    assert_eq!(page.record().attempted, ["challenge-9-1"]);
    assert!(page.record().rating.rating > 1500.0);
}

#[test]
fn the_panel_lists_the_best_runs_and_the_levels_solved() {
    let mut record = PlayerRecord::default();
    let run = crate::solo::RunResult {
        seed: 1,
        daily: None,
        solved: 17,
        mistakes: 2,
        hints: 3,
        ms: 760_000,
        ended_ms: NOON,
    };
    assert!(record.record_run(run));
    record.record_level_solve(3);
    record.record_level_solve(3);
    record.record_level_solve(10);
    let screen = SoloPage::new(record, NOON).record().panel(NOON);
    assert_eq!(screen.best_runs, ["17/30 · 2 mistakes · 12:40 · 3 hints"]);
    assert_eq!(screen.solved_by_level, [0, 0, 2, 0, 0, 0, 0, 0, 0, 1]);
    assert_eq!((screen.rating, screen.chart.len()), (None, 0));
}

#[test]
fn puzzles_failed_or_given_up_are_listed_to_retry_until_solved() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    // The rook takes the queen: no win is left (the check says so).
    let effects = click_all(&mut page, &["c3", "c4"]);
    let (ticket, task) = effects.check().unwrap();
    let effects = page.dead_end_event(ticket, run_to_event(&task, &mut |_| {}), NOON);
    assert!(effects.contains(&Effect::SaveRecord));
    let example =
        ("Example puzzle · Classic rules — failed".to_string(), "#/solo/2Q1/2R1/N3/1P2".to_string());
    assert_eq!(page.record().panel(NOON).to_retry, std::slice::from_ref(&example));

    // Another puzzle given up: first in the list.
    page.open_link(Link::puzzle("R1R1/4/4/B1B1", RulesPreset::Solitaire), NOON).unwrap();
    let asked = page.auto_solve(NOON);
    answer(&mut page, &asked, NOON);
    run_autoplay(&mut page);
    let given_up =
        ("Shared puzzle · Classic rules — given up".to_string(), "#/solo/R1R1/4/4/B1B1".to_string());
    assert_eq!(page.record().panel(NOON).to_retry, [given_up.clone(), example]);

    // Kept with the record; the example, solved, leaves the list.
    let stored = PlayerRecord::from_storage(&page.record().to_storage()).unwrap();
    let mut again = SoloPage::new(stored, NOON);
    again.open_link(Link::puzzle(DEFAULT_PUZZLE, RulesPreset::Solitaire), NOON).unwrap();
    let effects = click_all(&mut again, &WIN);
    assert!(effects.contains(&Effect::SaveRecord));
    assert_eq!(again.record().panel(NOON).to_retry, [given_up]);
}
