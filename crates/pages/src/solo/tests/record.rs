//! The player's record: wins, hints, the streak, auto-solve, reset.

use super::*;
use crate::solo::{NewPuzzleForm, DEFAULT_PUZZLE};
use chesslab_core::solo::Level;

const WIN: [&str; 6] = ["c4", "c3", "a2", "c3", "c3", "b1"];

#[test]
fn a_win_after_a_hint_is_kept_once_with_the_hint_and_the_streak() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    assert_eq!(page.screen(NOON).record.lines[0], "Puzzles solved: none yet");
    let asked = page.hint(NOON);
    answer(&mut page, &asked, NOON);
    let effects = click_all(&mut page, &WIN);
    assert!(effects.contains(&Effect::SaveRecord));
    let lines = page.screen(NOON).record.lines;
    assert_eq!(
        lines,
        [
            "Puzzles solved: 1 (other 1)",
            "Solved without help: 0",
            "Daily streak: 1 (best 1)",
            "Hints used: 1",
            "Best times: none yet",
        ]
    );
    // Undo and win again: the same game is not counted twice.
    let _ = page.undo(NOON);
    let effects = click_all(&mut page, &["c3", "b1"]);
    assert!(!effects.contains(&Effect::SaveRecord));
    assert_eq!(page.record().total_solved(), 1);
    // Two days later the streak is broken.
    let later = page.screen(NOON + 2.0 * 86_400_000.0).record.lines;
    assert_eq!(later[2], "Daily streak: 0 (best 1)");
}

#[test]
fn a_generated_puzzle_won_unaided_counts_at_its_level_with_its_time() {
    let mut page = fresh();
    let form = NewPuzzleForm { rules: "solitaire", level: "beginner", size: "4", pieces: "", unique: false };
    let (ticket, options) = generation(&page.new_puzzle(&form, 11, NOON));
    let _ = page.generator_event(ticket, generated(&options), NOON);
    let solution = match generated(&options) {
        Event::Done(puzzle) => puzzle.moves,
        other => panic!("{other:?}"),
    };
    let mut last = Vec::new();
    for (index, text) in solution.iter().enumerate() {
        let from = &text[1..3];
        let to = &text[4..6];
        let _ = page.click(square(from), NOON + 1_000.0 * index as f64);
        last = page.click(square(to), NOON + 75_000.0);
    }
    assert!(status(&last).starts_with("Solved in "), "{}", status(&last));
    let record = page.record();
    assert_eq!(record.solved.get(Level::Beginner.name()), Some(&1));
    assert_eq!(record.solved_unaided, 1);
    assert_eq!(record.best_seconds.get("beginner"), Some(&75.0));
    assert!(page.screen(NOON).record.lines.contains(&"Best times: beginner 1:15".to_string()));
}

#[test]
fn the_daily_puzzle_counts_at_its_level() {
    let mut page = fresh();
    let (ticket, options) = generation(&page.daily("solitaire", NOON));
    let _ = page.generator_event(ticket, generated(&options), NOON);
    assert_eq!(page.attempt().level, Some(Level::Intermediate));
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
    assert_eq!(page.screen(NOON).record.reset_label, "Click again to erase your progress");
    assert_eq!(page.screen(NOON).record.lines[0], "Puzzles solved: 1 (other 1)");
    let effects = page.reset_record();
    assert!(effects.contains(&Effect::SaveRecord));
    assert_eq!(status(&effects), "Your progress is reset.");
    assert_eq!(page.record(), &PlayerRecord::default());
    assert_eq!(page.screen(NOON).record.reset_label, "Reset progress");
    assert_eq!(page.screen(NOON).record.lines[3], "Hints used: 0");
}

#[test]
fn a_new_puzzle_starts_a_new_attempt() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    click_all(&mut page, &WIN);
    assert!(page.attempt().recorded);
    let _ = page.open_code("R1R1/4/4/B1B1", NOON + 5.0);
    assert!(!page.attempt().recorded);
    assert_eq!(page.attempt().started_ms, NOON + 5.0);
}
