//! The move box: captures typed as players write them, played exactly as
//! clicks play them, each announced; a typed move that is illegal or
//! ambiguous is refused with the reader's words and nothing changes.

use super::*;
use crate::solo::DEFAULT_PUZZLE;
use chesslab_core::solo::{write_move, MoveNotation, PackName, PuzzleId};

#[test]
fn the_seed_puzzle_is_won_by_typed_moves_alone_each_announced() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let steps = [
        ("Qxc3", "Queen c4 takes rook c3. 3 pieces left."),
        ("n a2 x c3", "Knight a2 takes queen c3. 2 pieces left."),
        ("C3B1#", "Knight c3 takes pawn b1. Solved! Knight b1 is the last piece."),
    ];
    let mut effects = Vec::new();
    for (text, said) in steps {
        effects = page.type_move(text, NOON).unwrap();
        assert_eq!(effects.announcement().as_deref(), Some(said), "{text}");
    }
    assert_eq!(page.screen(NOON).moves, ["Qc4xc3", "Na2xc3", "Nc3xb1"]);
    assert_eq!(status(&effects), "Solved in 3 moves: Qc4xc3, Na2xc3, Nc3xb1");
    assert_eq!(effects.sound(), Some(Sound::Win));
    assert!(effects.contains(&Effect::SaveRecord), "the win is recorded");
    assert_eq!(page.screen(NOON).win.map(|win| win.title), Some("Solved!"));
    assert_eq!(
        page.type_move("Nxb1", NOON).unwrap_err(),
        "The puzzle is solved: undo or restart to play again."
    );
}

#[test]
fn a_typed_move_has_the_effects_of_the_same_move_clicked() {
    let mut clicked = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let mut typed = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    for (from, to, text) in [("c3", "c4", "Rxc4"), ("b1", "a2", "b1a2")] {
        clicked.click(square(from), NOON);
        let by_click = clicked.click(square(to), NOON + 1.0);
        let by_text = typed.type_move(text, NOON + 1.0).unwrap();
        assert_eq!(by_text, by_click, "{text}");
        assert!(by_text.check().is_some() && by_text.sound().is_some(), "{by_text:?}");
        assert_eq!(typed.screen(NOON + 2.0).scene.last_move, clicked.screen(NOON + 2.0).scene.last_move);
        assert!(typed.animating(NOON + 2.0), "the move slides as a clicked one does");
    }
    assert_eq!(typed.game().played(), clicked.game().played());
}

#[test]
fn a_pack_puzzle_is_won_by_typed_moves_in_every_notation() {
    let mut page = fresh();
    let id = PuzzleId { pack: PackName::Solo, number: 5 };
    page.open_link(Link::pack_puzzle(id), NOON).unwrap();
    let task =
        SolveTask { puzzle: page.game().code(), played: vec![], rules: page.game().rules(), count: false };
    let Event::Done(reply) = solved(&task) else { panic!("no line") };
    let notations = [MoveNotation::Short, MoveNotation::Long, MoveNotation::Coordinate];
    let mut effects = Vec::new();
    for (&mv, notation) in reply.moves.iter().zip(notations.into_iter().cycle()) {
        let typed = write_move(page.game().position(), mv, notation).to_lowercase();
        effects = page.type_move(&typed, NOON + 30_000.0).unwrap();
        let said = effects.announcement().unwrap();
        assert!(
            said.starts_with(&format!(
                "{} {} takes {} {}.",
                capital(mv.piece.name()),
                mv.from,
                mv.captured,
                mv.to
            )),
            "{said}"
        );
    }
    assert!(effects.announcement().unwrap().contains("Solved! "), "{effects:?}");
    assert!(effects.contains(&Effect::SavePacks), "the pack win is stored");
    assert!(page.pack_progress().get(id).solved_without_help);
}

fn capital(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|first| first.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
}

#[test]
fn an_illegal_typed_move_is_refused_with_why_and_nothing_changes() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    page.click(square("c4"), NOON);
    assert_eq!(
        page.type_move("Nxc4", NOON).unwrap_err(),
        "The knight on a2 cannot reach c4: a knight jumps two squares one way and one the other."
    );
    assert_eq!(
        page.type_move("Qc4yc3", NOON).unwrap_err(),
        "Cannot read 'y' (character 4 of 'Qc4yc3'): write a capture like Qxc3, Qc4xc3 or c4c3."
    );
    assert_eq!(page.type_move("", NOON).unwrap_err(), "Type a move, like Qxc3, Qc4xc3 or c4c3.");
    let screen = page.screen(NOON);
    assert!(screen.moves.is_empty());
    assert_eq!(screen.scene.selected, Some(square("c4").into()), "the selection is kept");
}

#[test]
fn an_ambiguous_typed_move_names_the_pieces_that_could() {
    let mut page = opened("4/R1N1/4/2R1", RulesPreset::Solitaire);
    assert_eq!(
        page.type_move("rxc3", NOON).unwrap_err(),
        "Two rooks can take on c3: the rook on c1 and the rook on a3. Write Rc1xc3 or Ra3xc3."
    );
    assert!(page.game().played().is_empty());
    let effects = page.type_move("Rcxc3", NOON).unwrap();
    assert_eq!(effects.announcement().as_deref(), Some("Rook c1 takes knight c3. 2 pieces left."));
}

#[test]
fn solo_rules_refuse_a_typed_third_capture() {
    let mut page = opened("R1N1/4/4/B1N1", RulesPreset::Solo);
    page.type_move("Rxc4", NOON).unwrap();
    page.type_move("Rxc1", NOON).unwrap();
    assert_eq!(
        page.type_move("Rxa1", NOON).unwrap_err(),
        "The rook on c1 has already captured twice: a piece may capture at most twice."
    );
}

#[test]
fn the_editor_takes_no_typed_moves() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    page.edit(NOON);
    assert_eq!(page.type_move("Qxc3", NOON).unwrap_err(), "Close the editor to play a move.");
}
