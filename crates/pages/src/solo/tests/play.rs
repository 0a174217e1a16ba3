//! Playing by clicks and keys, undo and restart, and what the board shows.

use super::*;
use crate::solo::DEFAULT_PUZZLE;
use chesslab_core::board::Cell;

#[test]
fn the_seed_example_opens_by_link_and_is_won_by_clicking() {
    let mut page = fresh();
    let link = Link::puzzle("2Q1/2R1/N3/1P2", RulesPreset::Solitaire);
    let effects = page.open_link(link.clone(), NOON).unwrap();
    assert!(effects.address().is_none() && effects.status().is_none(), "the page already shows that puzzle");
    assert!(page.screen(NOON).board_label.ends_with("Position: 2Q1/2R1/N3/1P2"));
    let effects = page.click(square("c4"), NOON);
    assert_eq!(status(&effects), "The queen on c4 is selected: pick a piece it can capture.");
    let scene = page.screen(NOON).scene;
    assert_eq!(scene.selected, Some(Cell::from(square("c4"))));
    assert_eq!(scene.targets, [Cell::from(square("a2")), Cell::from(square("c3"))]);
    let effects = click_all(&mut page, &["c3", "a2", "c3", "c3", "b1"]);
    assert_eq!(page.screen(NOON).moves, ["Qc4xc3", "Na2xc3", "Nc3xb1"]);
    assert_eq!(status(&effects), "Solved in 3 moves: Qc4xc3, Na2xc3, Nc3xb1");
    assert_eq!(tone(&effects), Tone::Success);
    let screen = page.screen(NOON);
    assert!(
        !screen.buttons.hint && !screen.buttons.auto_solve && !screen.buttons.count,
        "nothing left to solve"
    );
    assert!(screen.buttons.undo && screen.buttons.restart);
    assert_eq!(screen.scene.last_move, Some((square("c3").into(), square("b1").into())));
}

#[test]
fn a_selected_piece_clicked_again_cancels_an_illegal_capture_is_explained_and_undo_takes_back() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    assert_eq!(status(&click_all(&mut page, &["c4", "c4"])), "Selection cancelled.");
    let effects = click_all(&mut page, &["c4", "b1"]);
    assert_eq!(status(&effects), "The queen on c4 cannot capture on b1.");
    assert_eq!(tone(&effects), Tone::Warning);
    // The refused click selected the pawn on b1 instead.
    assert_eq!(status(&page.click(square("c3"), NOON)), "The pawn on b1 cannot capture on c3.");
    page.click(square("c3"), NOON);
    // Pawn b1 takes the knight a2: a dead end after Qc4xc3.
    click_all(&mut page, &["b1", "a2"]);
    assert_eq!(page.screen(NOON).moves, ["Pb1xa2"]);
    let effects = click_all(&mut page, &["c4", "c3"]);
    assert_eq!(status(&effects), "No capture left — undo?");
    assert_eq!(tone(&effects), Tone::Warning);
    assert_eq!(status(&page.undo(NOON)), "Took back Qc4xc3.");
    assert_eq!(page.screen(NOON).moves, ["Pb1xa2"]);
    let effects = page.restart(NOON);
    assert_eq!(
        status(&effects),
        "Back to the start. 4 pieces left: every move must capture; leave one piece."
    );
    let screen = page.screen(NOON);
    assert!(screen.moves.is_empty());
    assert!(!screen.buttons.undo && !screen.buttons.restart, "nothing to take back");
    assert_eq!(status(&page.undo(NOON)), "Nothing to undo.");
}

#[test]
fn empty_squares_and_stuck_pieces_are_explained() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    assert_eq!(status(&page.click(square("d4"), NOON)), "d4 is empty: pick a piece.");
    page.click(square("c4"), NOON);
    assert_eq!(status(&page.click(square("d4"), NOON)), "Every move must capture: d4 is empty.");
}

#[test]
fn the_keyboard_plays_from_a1_and_its_cursor_shows_until_the_board_loses_focus() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    assert_eq!(page.screen(NOON).scene.cursor, None, "no cursor before a key");
    for key in ["ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp", "ArrowUp", "Enter", "ArrowDown", "Enter"] {
        assert!(page.key(key, NOON).is_some(), "{key} is the board's");
    }
    assert_eq!(page.screen(NOON).moves, ["Qc4xc3"]);
    assert_eq!(page.screen(NOON).scene.cursor, Some(square("c3").into()));
    let _ = page.blur();
    assert_eq!(page.screen(NOON).scene.cursor, None);
    assert!(page.key("Tab", NOON).is_none(), "other keys are the page's");
}

#[test]
fn the_cursor_stays_on_the_board_and_escape_cancels_a_selection() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    for _ in 0..6 {
        let _ = page.key("ArrowLeft", NOON);
        let _ = page.key("ArrowDown", NOON);
    }
    assert_eq!(page.screen(NOON).scene.cursor, Some(square("a1").into()));
    for _ in 0..6 {
        let _ = page.key("ArrowRight", NOON);
        let _ = page.key("ArrowUp", NOON);
    }
    assert_eq!(page.screen(NOON).scene.cursor, Some(square("d4").into()), "a 4×4 board ends at d4");
    page.click(square("c4"), NOON);
    assert_eq!(page.screen(NOON).scene.cursor, None, "a mouse click hides the cursor");
    let _ = page.key("Escape", NOON);
    assert_eq!(page.screen(NOON).scene.selected, None);
    assert_eq!(
        page.screen(NOON).scene.cursor,
        Some(square("c4").into()),
        "the cursor is where the mouse clicked"
    );
}

#[test]
fn solo_rules_show_captures_left_and_refuse_a_third_capture() {
    // The rook takes twice, then may not take again.
    let mut page = opened("R1N1/4/4/B1N1", RulesPreset::Solo);
    let screen = page.screen(NOON);
    assert!(screen.scene.badges.iter().all(|&(_, left)| left == 2), "{:?}", screen.scene.badges);
    assert_eq!(screen.rules, "solo");
    assert!(screen.rules_text.contains("at most twice"));
    click_all(&mut page, &["a4", "c4", "c4", "c1"]);
    assert_eq!(page.screen(NOON).moves, ["Ra4xc4", "Rc4xc1"]);
    let effects = click_all(&mut page, &["c1", "a1"]);
    assert_eq!(status(&effects), "The rook on c1 has used all its captures.");
    let badges = page.screen(NOON).scene.badges;
    assert_eq!(badges, [(square("a1").into(), 2), (square("c1").into(), 0)]);
}

#[test]
fn the_home_page_preview_is_the_default_puzzle() {
    let preview = SoloPage::preview();
    assert_eq!((preview.width, preview.height, preview.pieces.len()), (4, 4, 4));
    assert_eq!(fresh().greeting().text, "4 pieces left: every move must capture; leave one piece.");
}

#[test]
fn a_win_in_one_move_says_one_move() {
    let mut page = fresh();
    page.open_link(Link::puzzle("4/4/N3/R3", RulesPreset::Solitaire), NOON).unwrap();
    let effects = click_all(&mut page, &["a1", "a2"]);
    assert_eq!(status(&effects), "Solved in 1 move: Ra1xa2");
}
