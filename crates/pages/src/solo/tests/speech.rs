//! The board and the game in words: the board's text for the accessibility
//! tree, kept current, and the sentence announced for every event.

use super::*;
use crate::solo::{speech, DEFAULT_PUZZLE};
use chesslab_core::{
    board::BoardShape,
    solo::{DeadEndReply, Position, Rules},
};

/// The worker's answer to the dead-end check `effects` asks for.
fn checked(page: &mut SoloPage, effects: &[Effect]) -> Vec<Effect> {
    let (ticket, task) = effects.check().unwrap();
    let reply: Event<DeadEndReply> = run_to_event(&task, &mut |_| {});
    page.dead_end_event(ticket, reply, NOON)
}

fn said(effects: &[Effect]) -> String {
    effects.announcement().unwrap_or_else(|| panic!("nothing announced: {effects:?}"))
}

#[test]
fn the_board_text_lists_the_pieces_by_square_and_stays_current() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    assert_eq!(page.board_text(), "queen c4, rook c3, knight a2, pawn b1");
    assert_eq!(page.screen(NOON).board_text, page.board_text());
    page.type_move("Qxc3", NOON).unwrap();
    assert_eq!(page.screen(NOON).board_text, "queen c3, knight a2, pawn b1");
    page.undo(NOON);
    assert_eq!(page.screen(NOON).board_text, "queen c4, rook c3, knight a2, pawn b1");
    // The editor's board is the one described while it is open.
    page.edit(NOON);
    page.click(square("d4"), NOON);
    assert!(page.screen(NOON).board_text.contains(" d4"), "{}", page.screen(NOON).board_text);
    assert_eq!(speech::board_text(&Position::empty(BoardShape::SOLITAIRE), Rules::SOLITAIRE), "no pieces");
}

#[test]
fn under_solo_rules_a_piece_that_has_captured_says_how_many_captures_it_has_left() {
    let mut page = opened("R1N1/4/4/B1N1", RulesPreset::Solo);
    assert_eq!(page.board_text(), "rook a4, knight c4, bishop a1, knight c1");
    page.type_move("Rxc4", NOON).unwrap();
    assert_eq!(page.board_text(), "rook c4 (1 capture left), bishop a1, knight c1");
    page.type_move("Rxc1", NOON).unwrap();
    assert_eq!(page.board_text(), "bishop a1, rook c1 (no captures left)");
}

#[test]
fn undo_restart_and_a_new_puzzle_are_announced_with_the_pieces() {
    let mut page = fresh();
    let effects = page.open_link(Link::puzzle("R1N1/4/4/B1N1", RulesPreset::Solitaire), NOON).unwrap();
    assert_eq!(
        said(&effects),
        "Puzzle loaded from the link. 4 pieces: rook a4, knight c4, bishop a1, knight c1."
    );
    page.type_move("Rxc4", NOON).unwrap();
    page.type_move("Rxc1", NOON).unwrap();
    assert_eq!(said(&page.undo(NOON)), "Undone: rook c4 takes knight c1. 3 pieces left.");
    assert_eq!(
        said(&page.restart(NOON)),
        "Back to the start. 4 pieces: rook a4, knight c4, bishop a1, knight c1."
    );
}

#[test]
fn each_hint_tier_is_announced() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let asked = page.hint(NOON);
    let effects = answer(&mut page, &asked, NOON);
    assert_eq!(said(&effects), "Hint: move the queen on c4.");
    assert_eq!(said(&page.hint(NOON)), "Hint: the queen on c4 takes the rook on c3.");
    assert_eq!(said(&page.hint(NOON)), "Hint: the knight on a2 will be the last piece left.");
}

#[test]
fn every_step_of_auto_solve_is_announced_and_its_win_is_the_solvers() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let asked = page.auto_solve(NOON);
    assert_eq!(said(&answer(&mut page, &asked, NOON)), "Playing a solution.");
    let mut steps = Vec::new();
    while let Some(due) = page.next_tick() {
        steps.push(said(&page.tick(due)));
    }
    assert_eq!(
        steps,
        [
            "Queen c4 takes rook c3. 3 pieces left.",
            "Knight a2 takes queen c3. 2 pieces left.",
            "Knight c3 takes pawn b1. Solved by the solver. Knight b1 is the last piece.",
        ]
    );
}

#[test]
fn a_dead_end_is_announced_with_its_reason() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let effects = page.type_move("Rxc4", NOON).unwrap();
    assert_eq!(said(&effects), "Rook c3 takes queen c4. 3 pieces left.");
    let verdict = checked(&mut page, &effects);
    let text = said(&verdict);
    assert!(text.starts_with("No win from here: "), "{text}");
    assert_eq!(text, status(&verdict));
    let asked = page.hint(NOON);
    assert_eq!(said(&answer(&mut page, &asked, NOON)), "No solution from here: undo some moves or restart.");
    // No capture at all: said with the move.
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    page.type_move("bxa2", NOON).unwrap();
    let effects = page.type_move("Qxc3", NOON).unwrap();
    assert_eq!(said(&effects), "Queen c4 takes rook c3. 2 pieces left. No capture left: undo or restart.");
}

#[test]
fn the_keyboard_cursor_says_its_square_and_what_stands_there_as_it_moves() {
    // 2Q1/2R1/N3/1P2: the cursor starts on a1.
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let press = |page: &mut SoloPage, key: &str| said(&page.key(key, NOON).unwrap());
    assert_eq!(press(&mut page, "ArrowRight"), "b1: pawn");
    assert_eq!(press(&mut page, "ArrowUp"), "b2: empty");
    assert_eq!(press(&mut page, "ArrowLeft"), "a2: knight");
    // The knight selected, the rook it can take is said so.
    page.key("Enter", NOON);
    assert_eq!(press(&mut page, "ArrowRight"), "b2: empty");
    assert_eq!(press(&mut page, "ArrowRight"), "c2: empty");
    assert_eq!(press(&mut page, "ArrowUp"), "c3: rook, can be taken");
    assert_eq!(press(&mut page, "ArrowDown"), "c2: empty");
    // At the edge the cursor stays, and says where it is again.
    for _ in 0..3 {
        press(&mut page, "ArrowDown");
    }
    assert_eq!(press(&mut page, "ArrowDown"), "c1: empty");
}
