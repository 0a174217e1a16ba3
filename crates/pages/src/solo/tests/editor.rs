//! The editor: palette, clicks and drags, size, import, export, live analysis, play.

use super::*;
use crate::solo::{Purpose, DEFAULT_PUZZLE};
use chesslab_core::link::Link as _;

/// The analysis line after the worker answers the analysis `effects` started.
fn analysed(page: &mut SoloPage, effects: &[Effect]) -> String {
    answer(page, effects, NOON);
    page.screen(NOON).editor.unwrap().analysis
}

fn code(page: &SoloPage) -> String {
    page.screen(NOON).editor.unwrap().code
}

#[test]
fn the_editor_puts_drags_and_removes_pieces_and_analyses_live() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let opened = page.edit(NOON);
    assert!(page.editing.is_some());
    assert_eq!(page.running(), Some(Purpose::Analyse));
    let screen = page.screen(NOON);
    let editor = screen.editor.unwrap();
    assert_eq!((editor.analysis.as_str(), editor.seed_form.as_str()), ("Analysing…", "00q000r0k0000p00"));
    assert_eq!((editor.width.as_str(), editor.height.as_str(), editor.tool.as_str()), ("4", "4", "Q"));
    assert_eq!(analysed(&mut page, &opened), "Solvable: 1 winning move order, 1 set of moves (unique).");

    // A rook on d1 from the palette, then taken away again.
    let _ = page.set_tool("R");
    let changed = page.click(square("d1"), NOON);
    assert_eq!(code(&page), "2Q1/2R1/N3/1P1R");
    assert!(page.screen(NOON).board_label.ends_with("Position: 2Q1/2R1/N3/1P1R"));
    assert!(analysed(&mut page, &changed).starts_with("Solvable"));
    let _ = page.set_tool("x");
    let _ = page.click(square("d1"), NOON);
    assert_eq!(code(&page), "2Q1/2R1/N3/1P2");

    // Drag the pawn from b1 to d1: the click that ends the drag puts nothing.
    let _ = page.press(Some(square("b1")));
    assert_eq!(page.screen(NOON).scene.selected, Some(square("b1").into()));
    let dragged = page.release(Some(square("d1")), NOON);
    let _ = page.click(square("d1"), NOON);
    assert_eq!(code(&page), "2Q1/2R1/N3/3P");
    assert_eq!(analysed(&mut page, &dragged), "Solvable: 1 winning move order, 1 set of moves (unique).");
    let erased = page.click(square("a2"), NOON);
    assert_eq!(analysed(&mut page, &erased), "Not solvable: no sequence of captures leaves one piece.");
}

#[test]
fn a_press_on_an_empty_square_or_a_release_off_the_board_moves_nothing() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let _ = page.edit(NOON);
    let _ = page.press(Some(square("a1")));
    assert_eq!(page.release(Some(square("b1")), NOON).start(), None);
    let _ = page.press(Some(square("c4")));
    assert_eq!(page.release(None, NOON).start(), None);
    assert_eq!(code(&page), DEFAULT_PUZZLE);
    // Outside the editor a press does nothing.
    let _ = page.stop_editing(NOON);
    let _ = page.press(Some(square("c4")));
    assert_eq!(page.release(Some(square("c3")), NOON), Vec::new());
    assert!(page.game().played().is_empty());
}

#[test]
fn a_bad_import_keeps_the_board_and_a_fen_record_imports() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let _ = page.edit(NOON);
    let effects = page.import("8/8/8/9 w - - 0 1", NOON);
    assert!(status(&effects).starts_with("Cannot import that: rank 4 from the top is 9 squares wide"));
    assert_eq!(code(&page), DEFAULT_PUZZLE);
    let effects = page.import("8/8/8/3R4/8/3B4/8/3N4 w - - 0 1", NOON);
    assert_eq!(status(&effects), "Position imported.");
    assert!(analysed(&mut page, &effects).starts_with("Solvable: "));
    let editor = page.screen(NOON).editor.unwrap();
    assert_eq!(editor.width, "8");
    assert_eq!(editor.seed_form, "(4×4 boards without a king only)");
    let effects = page.play_edited(NOON);
    assert!(page.editing.is_none());
    assert_eq!(effects.address().as_ref().unwrap().to_fragment(), "#/solo/8/8/8/3R4/8/3B4/8/3N4");
    assert!(page.screen(NOON).board_label.contains("8 by 8. Position: 8/8/8/3R4/8/3B4/8/3N4"));
    assert!(status(&effects).starts_with("Your position is ready to play."));
}

#[test]
fn resize_clear_and_an_empty_board() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let _ = page.edit(NOON);
    let _ = page.resize("3", "3", NOON);
    assert_eq!(code(&page), "2R/N2/1P1");
    let effects = page.resize("9", "3", NOON);
    assert_eq!(tone(&effects), Tone::Error);
    assert_eq!(code(&page), "2R/N2/1P1", "a refused size keeps the board");
    let effects = page.clear(NOON);
    assert!(effects.contains(&Effect::StopWorkers), "the analysis of the old board stops");
    assert!(effects.start().is_none(), "nothing to analyse");
    assert_eq!(page.screen(NOON).editor.unwrap().analysis, "Put pieces on the board.");
    assert_eq!(
        page.link(),
        Link::puzzle(DEFAULT_PUZZLE, RulesPreset::Solitaire),
        "an empty board links to the puzzle"
    );
    let effects = page.play_edited(NOON);
    assert_eq!(status(&effects), "Put at least one piece on the board first.");
    assert!(page.editing.is_some());
}

#[test]
fn the_keyboard_edits_too_and_the_editor_keeps_its_tool() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let _ = page.edit(NOON);
    let _ = page.set_tool("N");
    let _ = page.key("ArrowRight", NOON);
    let _ = page.key("ArrowRight", NOON);
    let _ = page.key("ArrowRight", NOON);
    let _ = page.key("Enter", NOON);
    assert_eq!(code(&page), "2Q1/2R1/N3/1P1N");
    let effects = page.stop_editing(NOON);
    assert!(effects.contains(&Effect::StopWorkers));
    assert_eq!(status(&effects), "4 pieces left: every move must capture; leave one piece.");
    assert_eq!(page.game().code(), DEFAULT_PUZZLE, "back to the puzzle as it was");
    let _ = page.edit(NOON);
    assert_eq!(page.screen(NOON).editor.unwrap().tool, "N");
}

#[test]
fn a_late_analysis_is_dropped_and_a_bad_link_keeps_the_editor() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let first = page.edit(NOON);
    let second = page.click(square("d1"), NOON);
    assert_eq!(answer(&mut page, &first, NOON), Vec::new(), "the board changed since");
    assert_eq!(page.screen(NOON).editor.unwrap().analysis, "Analysing…");
    // The router could not read a link: it reopens the page's own (the edited board).
    let own = page.link();
    assert_eq!(own, Link::puzzle("2Q1/2R1/N3/1P1Q", RulesPreset::Solitaire));
    assert_eq!(page.open_link(own, NOON).unwrap(), Vec::new());
    assert!(page.editing.is_some());
    assert_ne!(analysed(&mut page, &second), "Analysing…", "the analysis went on and answered");
}

#[test]
fn analysis_progress_shows_in_the_analysis_line_and_rules_rerun_it() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let asked = page.edit(NOON);
    let (ticket, _) = solve(&asked);
    let progress = chesslab_core::task::Progress { done: 1, total: 2, found: 7 };
    let effects = page.solver_event(ticket, Event::Progress(progress), NOON);
    assert_eq!(effects.status(), None);
    assert_eq!(
        page.screen(NOON).editor.unwrap().analysis,
        "Searching… about 50% done, 7 positions looked at."
    );
    let effects = page.change_rules("solo", NOON);
    let (_, task) = solve(&effects);
    assert_eq!((task.rules, task.count), (RulesPreset::Solo, true));
    assert!(page.editing.is_some());
}

#[test]
fn the_editor_says_when_its_count_stopped_at_the_memory_limit() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let opened = page.edit(NOON);
    let (ticket, _) = solve(&opened);
    let stopped = SolveReply {
        solvable: true,
        moves: vec![capture(page.game().position(), "Qc4xc3")],
        sequences: Some(77_523_375_938_016),
        move_sets: Some(14),
        move_sets_exact: Some(false),
        sequences_exact: Some(false),
    };
    page.solver_event(ticket, Event::Done(stopped), NOON + 100.0);
    assert_eq!(
        page.screen(NOON).editor.unwrap().analysis,
        "Solvable: at least 7.7 × 10¹³ winning move orders, at least 14 sets of moves (not unique); \
         the count was stopped at the memory limit."
    );
}

#[test]
fn under_solo_rules_the_editor_warns_of_armies_no_chess_set_has_but_lets_them_be_played() {
    // Three knights and a pawn on the first rank: warned (and tinted) under Solo rules only.
    let code = "8/8/8/8/8/8/8/NNNP3K";
    let mut page = opened(code, RulesPreset::Solo);
    page.edit(NOON);
    let screen = page.screen(NOON);
    let warning = screen.editor.unwrap().army_warning.unwrap();
    assert_eq!(
        warning,
        "Not a real chess army: 3 knights: a chess set has two knights; a pawn on d1, the first rank: \
         in chess no pawn stands there. You can still play it."
    );
    assert_eq!(screen.scene.shaded.len(), 4);
    let effects = page.play_edited(NOON);
    assert!(page.editing.is_none(), "{effects:?}");
    let mut solitaire = opened(code, RulesPreset::Solitaire);
    solitaire.edit(NOON);
    assert_eq!(solitaire.screen(NOON).editor.unwrap().army_warning, None);
    assert!(solitaire.screen(NOON).scene.shaded.is_empty());
}
