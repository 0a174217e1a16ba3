//! The rough edges a player met (issue 50, item 5), each held by a test: Hint keeps the
//! keyboard, one primary action, Auto-solve asks before it gives up a rated first try, the
//! clock stands still out of sight, "Your progress" agrees with itself, the two-capture texts,
//! the winning piece drawn plainly and the difficulty labelled.

use super::{game::solve_on_board, *};
use crate::solo::{texts::GIVE_UP_QUESTION, DEFAULT_PUZZLE};
use chesslab_core::solo::{PackName, PuzzleId};

const WIN: [&str; 6] = ["c4", "c3", "a2", "c3", "c3", "b1"];

/// A page on pack puzzle `number` of `pack`: a rated puzzle, never attempted.
fn pack_puzzle(pack: PackName, number: u16) -> SoloPage {
    let mut page = fresh();
    page.open_link(Link::pack_puzzle(PuzzleId { pack, number }), NOON).unwrap();
    page
}

#[test]
fn hint_stays_pressable_while_its_search_runs_so_the_keyboard_stays_on_it() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let asked = page.hint(NOON);
    assert!(asked.start().is_some(), "the first Hint asks the solver");
    let buttons = page.screen(NOON).buttons;
    assert!(buttons.hint && buttons.cancel, "{buttons:?}");
    // Pressed again before the answer: nothing new starts, the answer still lands.
    assert_eq!(page.hint(NOON).start(), None);
    answer(&mut page, &asked, NOON);
    assert!(page.screen(NOON).buttons.hint);
    // Other searches still keep Hint off.
    let _ = page.count(NOON);
    assert!(!page.screen(NOON).buttons.hint);
}

#[test]
fn new_puzzle_is_primary_only_when_nothing_else_is() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    assert!(page.screen(NOON).buttons.new_primary);
    click_all(&mut page, &WIN);
    assert!(page.screen(NOON).win.is_some());
    assert!(!page.screen(NOON).buttons.new_primary, "the win card's Next puzzle is the one");
    page.close_win();
    let screen = page.screen(NOON);
    assert!(screen.next.is_some() && !screen.buttons.new_primary, "Next puzzle beside the board is the one");
    // A dead end: Undo is the one.
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let effects = click_all(&mut page, &["c3", "c4"]);
    let (ticket, task) = effects.check().unwrap();
    page.dead_end_event(ticket, run_to_event(&task, &mut |_| {}), NOON);
    let buttons = page.screen(NOON).buttons;
    assert!(buttons.undo_suggested && !buttons.new_primary, "{buttons:?}");
}

#[test]
fn auto_solve_asks_before_it_gives_up_a_rated_first_attempt() {
    let mut page = pack_puzzle(PackName::Solitaire, 120);
    assert_eq!(page.screen(NOON).auto_solve_label, "Auto-solve");
    let asked = page.auto_solve(NOON);
    assert_eq!(asked.start(), None, "nothing is given up yet");
    assert_eq!((status(&asked), tone(&asked)), (GIVE_UP_QUESTION.to_string(), Tone::Warning));
    assert_eq!(page.screen(NOON).auto_solve_label, "Give up and auto-solve");
    assert!(page.record().attempted.is_empty(), "the rating is untouched");
    // A move is an answer: playing on; the next Auto-solve asks again.
    let task =
        SolveTask { puzzle: page.game().code(), played: vec![], rules: page.game().rules(), count: false };
    let Event::Done(line) = solved(&task) else { panic!("no solution") };
    page.click(line.moves[0].from, NOON);
    page.click(line.moves[0].to, NOON);
    assert_eq!(page.screen(NOON).auto_solve_label, "Auto-solve");
    assert_eq!(page.auto_solve(NOON).start(), None);
    // Confirmed: the solver plays, and the first attempt is a loss.
    let confirmed = page.auto_solve(NOON);
    answer(&mut page, &confirmed, NOON);
    run_autoplay(&mut page);
    assert_eq!(page.record().attempted.len(), 1);
    assert_eq!(page.record().solved_by_level.values().sum::<u32>(), 0);
}

#[test]
fn auto_solve_goes_ahead_at_once_where_nothing_rated_is_at_stake() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    assert!(page.auto_solve(NOON).start().is_some(), "a shared puzzle is not rated");
    // A rated puzzle already attempted: its rating is decided.
    let mut page = pack_puzzle(PackName::Solitaire, 120);
    let asked = page.hint(NOON);
    answer(&mut page, &asked, NOON);
    assert!(page.auto_solve(NOON).start().is_some());
}

#[test]
fn the_clock_stands_still_while_the_page_is_out_of_sight() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    click_all(&mut page, &["c4", "c3"]);
    let hidden = page.set_in_sight(false, NOON + 10_000.0);
    assert!(hidden.contains(&Effect::SaveGames), "the clock is stored as it goes: {hidden:?}");
    assert_eq!(page.clock_text(NOON + 70_000.0), "1 move · 0:10");
    assert!(page.keep_time(NOON + 70_000.0, 0.0).is_empty(), "nothing new to store while away");
    assert!(page.set_in_sight(true, NOON + 70_000.0).is_empty());
    assert_eq!(page.clock_text(NOON + 75_000.0), "1 move · 0:15");
    // The win's time leaves the minute away out.
    let effects = click_all(&mut page, &["a2", "c3", "c3", "b1"]);
    assert!(status(&effects).starts_with("Solved in 3 moves"), "{}", status(&effects));
    assert_eq!(page.clock_text(NOON + 90_000.0), "3 moves · 0:00", "the last moves came at NOON");
    // Shown again without being hidden: nothing changes.
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    click_all(&mut page, &["c4", "c3"]);
    page.set_in_sight(true, NOON + 5_000.0);
    assert_eq!(page.clock_text(NOON + 5_000.0), "1 move · 0:05");
}

#[test]
fn a_game_won_after_auto_solve_is_counted_once_as_auto_solved_and_said_so() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let asked = page.auto_solve(NOON);
    answer(&mut page, &asked, NOON);
    let effects = run_autoplay(&mut page);
    assert!(effects.contains(&Effect::SaveRecord));
    // Won again by hand after Undo: the same game, counted once.
    page.undo(NOON);
    click_all(&mut page, &["c3", "b1"]);
    let lines = page.record().panel(NOON).lines;
    assert_eq!(lines[0], "Puzzles solved: none yet");
    assert_eq!(lines[5], "Played by Auto-solve: 1 (not counted as solved)");
    let stored = PlayerRecord::from_storage(&page.record().to_storage()).unwrap();
    assert_eq!(stored.auto_solved, 1, "kept with the record");
}

#[test]
fn a_pack_solve_has_its_best_time_beside_its_count_and_the_streak_says_what_it_counts() {
    let mut page = pack_puzzle(PackName::Solitaire, 3);
    solve_on_board(&mut page, NOON + 42_000.0);
    let lines = page.record().panel(NOON).lines;
    assert_eq!(lines[0], "Puzzles solved: 1 (other 1)");
    assert_eq!(lines[2], "Days in a row with a solve: 1 (best 1)", "no daily was played: not a daily streak");
    assert_eq!(lines[4], "Best times: other 0:42");
}

#[test]
fn two_capture_rules_are_said_once_and_the_king_only_where_there_is_one() {
    let page = opened(DEFAULT_PUZZLE, RulesPreset::Solo);
    let screen = page.screen(NOON);
    assert!(!screen.rules_text.contains("king"), "no king on the board: {}", screen.rules_text);
    let note = screen.badges_note.unwrap();
    assert!(!note.contains("king") && !note.contains("rules"), "the note says what the numbers mean: {note}");
    let with_king = opened("2K1/2R1/N3/1P2", RulesPreset::Solo).screen(NOON);
    assert!(with_king.rules_text.contains("a king cannot be captured"), "{}", with_king.rules_text);
}

#[test]
fn the_winning_piece_is_drawn_with_no_count() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solo);
    assert_eq!(page.play_scene(NOON).badges.len(), 4, "each piece's captures left, in play");
    page.set_reduced_motion(true);
    click_all(&mut page, &WIN);
    assert_eq!(page.game().status(), crate::solo::GameStatus::Won);
    assert!(page.play_scene(NOON + 5_000.0).badges.is_empty());
    assert!(page.overlay(NOON + 5_000.0).spent.is_empty(), "nor greyed as spent");
}

#[test]
fn the_stars_on_the_win_card_are_labelled_as_the_puzzles_difficulty() {
    let mut page = pack_puzzle(PackName::Solitaire, 3);
    solve_on_board(&mut page, NOON + 42_000.0);
    let stars = page.win_screen(NOON + 42_000.0).unwrap().stars;
    assert!(stars.starts_with("Difficulty: ★"), "{stars}");
}
