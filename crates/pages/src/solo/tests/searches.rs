//! Hints, auto-solve, counting and their lifecycle: progress, cancel, stale
//! replies, failures, and one search replacing another.

use super::*;
use crate::solo::{Purpose, DEFAULT_PUZZLE};
use chesslab_core::task::Progress;

#[test]
fn hint_shows_the_piece_then_its_target_then_the_last_piece_and_says_so_when_there_is_none() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let asked = page.hint(NOON);
    assert_eq!(status(&asked), "Searching…");
    let (_, task) = solve(&asked);
    assert_eq!((task.puzzle.as_str(), task.played.len(), task.count), (DEFAULT_PUZZLE, 0, false));
    let screen = page.screen(NOON);
    assert!(screen.buttons.cancel && screen.buttons.hint, "Cancel shows; Hint keeps the keyboard's focus");
    let effects = answer(&mut page, &asked, NOON + 10.0);
    assert_eq!(status(&effects), "Hint: move the queen on c4 (press Hint again to see its target).");
    assert!(effects.contains(&Effect::SaveRecord), "a hint counts in the record");
    assert_eq!(page.screen(NOON).scene.hint, [square("c4").into()]);
    let effects = page.hint(NOON);
    assert!(effects.start().is_none(), "the second press needs no search");
    assert_eq!(
        status(&effects),
        "Hint: Qc4xc3 — it takes the rook on c3 (press Hint again: the last piece)."
    );
    assert_eq!(page.screen(NOON).scene.hint, [square("c4").into(), square("c3").into()]);
    // The line Qc4xc3 Na2xc3 Nc3xb1 leaves the knight that stands on a2 now.
    let effects = page.hint(NOON);
    assert!(effects.start().is_none(), "the third press needs no search");
    assert_eq!(status(&effects), "Hint: the knight on a2 will be the last piece left.");
    assert_eq!(page.screen(NOON).scene.hint, [square("c4").into(), square("c3").into(), square("a2").into()]);
    assert_eq!(page.record.attempt().hints, 1, "the three tiers are one hint");
    // After a losing move there is nothing to suggest.
    click_all(&mut page, &["b1", "a2"]);
    assert!(page.screen(NOON).scene.hint.is_empty(), "a move spends the hint");
    let asked = page.hint(NOON);
    let effects = answer(&mut page, &asked, NOON);
    assert_eq!(status(&effects), "No solution from here: undo some moves or restart.");
    assert_eq!(tone(&effects), Tone::Warning);
    assert_eq!(page.record.attempt().hints, 1, "only a shown hint counts");
}

#[test]
fn a_reply_for_a_stale_hint_is_dropped_after_undo() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    click_all(&mut page, &["c4", "c3"]);
    let asked = page.hint(NOON);
    let effects = page.undo(NOON + 5.0);
    assert!(effects.contains(&Effect::StopWorkers), "undo stops the search");
    assert_eq!(status(&effects), "Took back Qc4xc3.");
    let late = answer(&mut page, &asked, NOON + 50.0);
    assert_eq!(late, Vec::new(), "the old reply changes nothing");
    assert!(page.screen(NOON).scene.hint.is_empty());
    assert_eq!(page.record.attempt().hints, 0);
    assert_eq!(page.record().hints_used, 0);
}

#[test]
fn a_move_played_while_a_hint_is_searched_makes_the_hint_moot() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let asked = page.hint(NOON);
    let effects = click_all(&mut page, &["c4", "c3"]);
    assert!(effects.contains(&Effect::StopWorkers));
    assert_eq!(page.running(), None);
    assert_eq!(answer(&mut page, &asked, NOON), Vec::new());
    assert!(page.screen(NOON).buttons.hint);
}

#[test]
fn cancel_during_progress_stops_the_worker_and_later_events_are_dropped() {
    let mut page = opened("QRQRQRQR/RQRQRQRQ/8/8/8/8/8/8", RulesPreset::Solitaire);
    let asked = page.count(NOON);
    assert_eq!(status(&asked), "Counting every solution…");
    let (ticket, task) = solve(&asked);
    assert!(task.count);
    let progress = Progress { done: 30, total: 100, found: 12_345 };
    let effects = page.solver_event(ticket, Event::Progress(progress), NOON + 300.0);
    assert_eq!(status(&effects), "Searching… about 30% done, 12\u{202f}345 positions looked at.");
    assert_eq!(page.running(), Some(Purpose::Count));
    let effects = page.cancel(NOON + 400.0);
    assert!(effects.contains(&Effect::StopWorkers));
    assert_eq!(status(&effects), "Cancelled.");
    assert!(!page.screen(NOON).buttons.cancel, "Cancel hides");
    assert_eq!(page.solver_event(ticket, Event::Progress(progress), NOON + 500.0), Vec::new());
    let done = SolveReply {
        solvable: true,
        moves: vec![],
        sequences: Some(1),
        move_sets: Some(1),
        move_sets_exact: Some(true),
        sequences_exact: Some(true),
    };
    assert_eq!(page.solver_event(ticket, Event::Done(done), NOON + 600.0), Vec::new());
    // Nothing runs: Cancel says nothing and stops nothing.
    assert_eq!(page.cancel(NOON + 700.0), Vec::new());
    // The next job gets its own ticket.
    let next = page.hint(NOON + 800.0);
    assert_ne!(solve(&next).0, ticket);
}

#[test]
fn auto_solve_plays_one_move_per_tick_and_the_record_ignores_its_win() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let asked = page.auto_solve(NOON);
    let effects = answer(&mut page, &asked, NOON + 100.0);
    assert_eq!(status(&effects), "Playing a solution…");
    let due = page.next_tick().unwrap();
    assert_eq!(due, NOON + 100.0 + 650.0);
    assert_eq!(page.tick(due - 1.0), Vec::new(), "not yet due");
    assert!(page.screen(NOON).moves.is_empty());
    let effects = page.tick(due);
    assert_eq!(page.screen(NOON).moves, ["Qc4xc3"]);
    assert_eq!(status(&effects), "3 pieces left: every move must capture; leave one piece.");
    assert_eq!(page.next_tick(), Some(due + 650.0));
    let effects = run_autoplay(&mut page);
    assert_eq!(status(&effects), "Solved in 3 moves: Qc4xc3, Na2xc3, Nc3xb1");
    assert!(effects.contains(&Effect::SaveRecord), "an automatic win is counted apart");
    assert_eq!((page.record().total_solved(), page.record().auto_solved), (0, 1), "not as the player's");
    assert_eq!(page.next_tick(), None);
}

#[test]
fn a_click_stops_the_automatic_solution() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let asked = page.auto_solve(NOON);
    answer(&mut page, &asked, NOON);
    let due = page.next_tick().unwrap();
    page.tick(due);
    let effects = page.click(square("a2"), due + 10.0);
    assert_eq!(status(&effects), "The knight on a2 is selected: pick a piece it can capture.");
    assert_eq!(page.next_tick(), None, "no more automatic moves");
    assert_eq!(page.tick(due + 650.0), Vec::new());
    assert_eq!(page.screen(NOON).moves, ["Qc4xc3"]);
}

#[test]
fn auto_solve_from_a_lost_position_says_so() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    click_all(&mut page, &["b1", "a2"]);
    let asked = page.auto_solve(NOON);
    let effects = answer(&mut page, &asked, NOON);
    assert_eq!(status(&effects), "No solution from here: undo some moves or restart.");
    assert_eq!(page.next_tick(), None);
}

#[test]
fn solutions_are_counted() {
    let mut page = opened("R1R1/4/4/B1B1", RulesPreset::Solitaire);
    let asked = page.count(NOON);
    let effects = answer(&mut page, &asked, NOON);
    let text = status(&effects);
    assert!(text.starts_with("From here: ") && text.contains(" to win; "), "{text}");
    assert!(text.ends_with(" if the order of the moves does not matter."), "{text}");
}

#[test]
fn a_failed_worker_gives_a_message_and_the_buttons_work_again() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let (ticket, _) = solve(&page.hint(NOON));
    let failure = Event::Error { message: "the solver stopped unexpectedly (404)".into() };
    let effects = page.solver_event(ticket, failure, NOON);
    assert_eq!(status(&effects), "The solver failed: the solver stopped unexpectedly (404)");
    assert_eq!(tone(&effects), Tone::Error);
    let screen = page.screen(NOON);
    assert!(screen.buttons.hint && !screen.buttons.cancel);
    click_all(&mut page, &["c4", "c3"]);
    assert_eq!(page.screen(NOON).moves, ["Qc4xc3"], "the board still plays");
}

#[test]
fn a_worker_that_cannot_start_ends_the_search() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let (ticket, _) = solve(&page.count(NOON));
    let effects = page.start_failed(ticket, "workers are blocked", NOON);
    assert_eq!(status(&effects), "Cannot start the solver: workers are blocked");
    assert_eq!(page.running(), None);
    let (ticket, _) = generation(&page.daily("solitaire", NOON));
    let effects = page.start_failed(ticket, "workers are blocked", NOON);
    assert_eq!(status(&effects), "Cannot start the generator: workers are blocked");
    assert_eq!(page.start_failed(ticket, "again", NOON), Vec::new(), "a stale failure is dropped");
}

#[test]
fn generating_while_a_search_runs_replaces_it_and_its_late_reply_is_dropped() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let asked = page.hint(NOON);
    let form = BEGINNER_FORM;
    let generating = page.new_puzzle(&form, 7, NOON + 10.0);
    assert!(generating.contains(&Effect::StopWorkers), "the solver stops");
    assert_eq!(status(&generating), "Generating a puzzle…");
    let task = form.options(7).unwrap();
    assert_eq!(page.running(), Some(Purpose::Generate { task, daily: None }));
    assert!(page.screen(NOON).buttons.cancel);
    assert_eq!(answer(&mut page, &asked, NOON + 20.0), Vec::new(), "the hint is no longer wanted");
    assert_eq!(page.record.attempt().hints, 0);
    let (ticket, options) = generation(&generating);
    // A solver event with the generator's ticket is not the generator's reply.
    let wrong = page.solver_event(ticket, Event::Progress(Progress::default()), NOON + 30.0);
    assert_eq!(wrong.status(), None);
    let effects = page.generator_event(ticket, generated(&options), NOON + 40.0);
    assert!(status(&effects).starts_with("New beginner puzzle: "), "{}", status(&effects));
    assert_eq!(page.running(), None);
}

#[test]
fn a_generator_failure_is_reported() {
    let mut page = fresh();
    let (ticket, _) = generation(&page.daily("solitaire", NOON));
    let effects = page.generator_event(ticket, Event::Error { message: "out of memory".into() }, NOON);
    assert_eq!(status(&effects), "The generator failed: out of memory");
    assert_eq!(page.running(), None);
}

#[test]
fn a_count_stopped_at_the_memory_limit_says_it_gives_bounds() {
    let mut page = opened("R1R1/4/4/B1B1", RulesPreset::Solitaire);
    let (ticket, _) = solve(&page.count(NOON));
    let stopped = SolveReply {
        solvable: true,
        moves: vec![capture(page.game().position(), "Ra4xc4")],
        sequences: Some(u64::MAX),
        move_sets: Some(14),
        move_sets_exact: Some(false),
        sequences_exact: Some(false),
    };
    let effects = page.solver_event(ticket, Event::Done(stopped), NOON + 100.0);
    assert_eq!(
        status(&effects),
        "From here: at least 1.8 × 10¹⁹ ways to win; at least 14 ways if the order of the moves does not \
         matter; the count was stopped at the memory limit."
    );
}
