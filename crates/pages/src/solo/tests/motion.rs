//! Pieces held by the pointer and dropped, moves sliding, spent pieces, sounds and the mute switch.

use super::*;
use crate::{solo::Sound, BoardPoint};
use chesslab_core::board::Cell;

/// The centre of square `name` on the 4×4 board, in board coordinates.
fn at(name: &str) -> BoardPoint {
    BoardPoint::centre(square(name).into(), 4)
}

/// A point `dx`, `dy` squares from the centre of `name`.
fn near(name: &str, dx: f64, dy: f64) -> BoardPoint {
    let centre = at(name);
    BoardPoint { x: centre.x + dx, y: centre.y + dy }
}

fn cell(name: &str) -> Cell {
    square(name).into()
}

/// The seed's example (queen c4, rook c3, knight a2, pawn b1).
fn example() -> SoloPage {
    opened("2Q1/2R1/N3/1P2", RulesPreset::Solitaire)
}

#[test]
fn a_piece_dragged_onto_a_target_captures_and_the_click_that_follows_is_not_a_second_click() {
    let mut page = example();
    page.pointer_down(at("c4"));
    assert!(page.dragging());
    let scene = page.screen(NOON).scene;
    assert_eq!(scene.selected, Some(cell("c4")), "the held piece is marked");
    assert_eq!(scene.targets, [cell("a2"), cell("c3")], "its captures are marked while it is held");
    assert_eq!(page.screen(NOON).overlay.floating, None, "not lifted before the pointer moves");

    assert!(page.pointer_move(near("c4", 0.1, 0.3)));
    let overlay = page.screen(NOON).overlay;
    let floating = overlay.floating.unwrap();
    assert!(floating.lifted && floating.kind == chesslab_core::board::PieceKind::Queen);
    assert_eq!(floating.at, near("c4", 0.1, 0.3), "the piece follows the pointer");
    assert_eq!(overlay.dimmed, Some(cell("c4")), "its square is dimmed");
    assert_eq!(overlay.hovered, None, "no target under it yet");

    page.pointer_move(near("c3", 0.3, -0.2));
    assert_eq!(page.screen(NOON).overlay.hovered, Some(cell("c3")), "the target under it lights up");
    let effects = page.pointer_up(near("c3", 0.3, -0.2), NOON);
    assert_eq!(page.screen(NOON).moves, ["Qc4xc3"]);
    assert_eq!(effects.sound(), Some(Sound::Capture));
    assert_eq!(status(&effects), "3 pieces left: every move must capture; leave one piece.");
    assert!(!page.dragging() && !page.animating(NOON), "a dropped piece does not slide again");
    assert_eq!(page.screen(NOON).overlay, crate::Overlay::default());
    // The browser's click for the same press changes nothing; the next one selects.
    let effects = page.click(square("c3"), NOON + 5.0);
    assert_eq!(effects, Vec::new());
    assert_eq!(page.game().selected(), None);
    page.pointer_down(at("a2"));
    page.pointer_up(at("a2"), NOON + 900.0);
    let effects = page.click(square("a2"), NOON + 900.0);
    assert_eq!(status(&effects), "The knight on a2 is selected: pick a piece it can capture.");
}

#[test]
fn a_drop_off_target_or_off_the_board_puts_the_piece_back() {
    let mut page = example();
    page.pointer_down(at("c4"));
    page.pointer_move(at("d1"));
    let effects = page.pointer_up(at("d1"), NOON);
    assert_eq!(status(&effects), "The queen on c4 cannot capture on d1: it is back.");
    assert!(page.screen(NOON).moves.is_empty() && page.game().code() == "2Q1/2R1/N3/1P2");
    assert_eq!(page.screen(NOON).overlay.floating, None);

    page.pointer_down(at("a2"));
    page.pointer_move(BoardPoint { x: 5.5, y: -1.0 });
    let effects = page.pointer_up(BoardPoint { x: 5.5, y: -1.0 }, NOON);
    assert_eq!(status(&effects), "The knight on a2 is back: drop it on a piece it can capture.");
    assert!(page.screen(NOON).moves.is_empty());

    // Back on its own square: nothing said, nothing played.
    page.pointer_down(at("a2"));
    page.pointer_move(near("a2", 0.4, 0.0));
    let effects = page.pointer_up(near("a2", 0.1, 0.0), NOON);
    assert_eq!(effects, Vec::new());
}

#[test]
fn escape_or_a_cancelled_pointer_drops_the_held_piece_back() {
    let mut page = example();
    page.pointer_down(at("c4"));
    page.pointer_move(at("c3"));
    assert!(page.key("Escape", NOON).is_some());
    assert!(!page.dragging() && page.screen(NOON).overlay.floating.is_none());
    assert!(page.pointer_up(at("c3"), NOON).sound().is_none(), "the release after Escape plays nothing");
    assert_eq!(page.click(square("c3"), NOON), Vec::new(), "nor does its click");
    assert!(page.screen(NOON).moves.is_empty());

    page.pointer_down(at("c4"));
    page.pointer_move(at("c3"));
    page.pointer_cancel();
    page.pointer_up(at("c3"), NOON);
    assert!(page.screen(NOON).moves.is_empty());
    assert!(!page.pointer_move(at("c2")), "no piece held: nothing to redraw");
}

#[test]
fn a_press_without_moving_leaves_clicks_as_they_were() {
    let mut page = example();
    page.pointer_down(at("c4"));
    page.pointer_move(near("c4", 0.05, 0.05));
    assert_eq!(page.pointer_up(near("c4", 0.05, 0.05), NOON), Vec::new());
    let effects = page.click(square("c4"), NOON);
    assert_eq!(status(&effects), "The queen on c4 is selected: pick a piece it can capture.");
    page.pointer_down(at("c3"));
    page.pointer_up(at("c3"), NOON);
    page.click(square("c3"), NOON);
    assert_eq!(page.screen(NOON).moves, ["Qc4xc3"]);
}

#[test]
fn a_clicked_move_slides_for_a_moment_unless_motion_is_reduced() {
    let mut page = example();
    click_all(&mut page, &["c4", "c3"]);
    assert!(page.animating(NOON) && page.animating(NOON + 170.0));
    assert!(!page.animating(NOON + crate::solo::SLIDE_MS));
    let start = page.screen(NOON).overlay.floating.unwrap();
    assert_eq!((start.at, start.lifted), (at("c4"), false));
    let middle = page.screen(NOON + 90.0).overlay.floating.unwrap().at;
    assert!(middle.y > at("c4").y && middle.y < at("c3").y, "{middle:?}");
    let scene = page.screen(NOON + 90.0).scene;
    assert!(
        scene.pieces.contains(&(cell("c3"), chesslab_core::board::PieceKind::Rook)),
        "the taken piece waits"
    );
    assert_eq!(scene.last_move, Some((cell("c4"), cell("c3"))), "the last move is marked");
    let landed = page.screen(NOON + 200.0);
    assert!(landed.overlay.floating.is_none());
    assert!(landed.scene.pieces.contains(&(cell("c3"), chesslab_core::board::PieceKind::Queen)));

    let mut page = example();
    page.set_reduced_motion(true);
    click_all(&mut page, &["c4", "c3"]);
    assert!(!page.animating(NOON) && page.screen(NOON).overlay.floating.is_none());
}

#[test]
fn undo_stops_a_slide() {
    let mut page = example();
    click_all(&mut page, &["c4", "c3"]);
    page.undo(NOON + 10.0);
    assert!(!page.animating(NOON + 20.0));
}

#[test]
fn a_piece_with_both_captures_made_looks_spent_under_solo_rules() {
    let mut page = opened("4/4/4/RNBK", RulesPreset::Solo);
    assert!(page.screen(NOON).overlay.spent.is_empty());
    click_all(&mut page, &["a1", "b1"]);
    assert!(page.screen(NOON).overlay.spent.is_empty(), "one capture made, one left");
    click_all(&mut page, &["b1", "c1"]);
    assert_eq!(page.screen(NOON).overlay.spent, [cell("c1")]);
    let mut page = opened("4/4/4/RNBK", RulesPreset::Solitaire);
    click_all(&mut page, &["a1", "b1", "b1", "c1"]);
    assert!(page.screen(NOON).overlay.spent.is_empty(), "no limit under Solitaire rules");
}

#[test]
fn a_win_and_a_dead_end_sound_unless_muted() {
    let mut page = example();
    let effects = click_all(&mut page, &["c4", "c3", "a2", "c3", "c3", "b1"]);
    assert_eq!(effects.sound(), Some(Sound::Win));
    let mut page = example();
    let effects = click_all(&mut page, &["b1", "a2"]);
    assert_eq!(effects.sound(), Some(Sound::Capture));
    let effects = click_all(&mut page, &["c4", "c3"]);
    assert_eq!(status(&effects), "No capture left — undo?");
    assert_eq!(effects.sound(), Some(Sound::DeadEnd));

    let mut page = example();
    assert!(page.sound_on() && page.screen(NOON).sound_on);
    let effects = page.toggle_sound();
    assert!(effects.contains(&Effect::SaveSettings) && !page.sound_on() && !page.screen(NOON).sound_on);
    assert_eq!(click_all(&mut page, &["c4", "c3"]).sound(), None);
    page.toggle_sound();
    page.set_sound_on(false);
    assert!(!page.sound_on());
}

#[test]
fn the_editor_still_drags_through_the_pointer() {
    let mut page = example();
    page.edit(NOON);
    page.pointer_down(at("b1"));
    assert!(page.screen(NOON).overlay == crate::Overlay::default());
    let effects = page.pointer_up(at("d1"), NOON);
    assert!(effects.start().is_some(), "the moved position is analysed");
    assert!(page.screen(NOON).board_label.ends_with("2Q1/2R1/N3/3P"), "{}", page.screen(NOON).board_label);
}

#[test]
fn a_board_point_names_its_square() {
    assert_eq!(BoardPoint { x: 0.1, y: 3.9 }.cell(4, 4), Some(cell("a1")));
    assert_eq!(BoardPoint { x: 3.9, y: 0.0 }.cell(4, 4), Some(cell("d4")));
    assert_eq!(BoardPoint { x: 4.0, y: 1.0 }.cell(4, 4), None);
    assert_eq!(BoardPoint { x: -0.1, y: 1.0 }.cell(4, 4), None);
}
