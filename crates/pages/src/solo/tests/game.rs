//! The game around the solver: "No win from here" with its reason, the
//! clock, the win panel with Next puzzle, the daily result to share, and the
//! campaign's pack page, pack puzzles and their stored progress.

use super::*;
use crate::solo::PackProgress;
use crate::solo::{no_win_text, TileState};
use chesslab_core::solo::{DeadEndReply, DeadEndTask, PackLink, PackName, PuzzleId};

/// The check the effects start.
fn check(effects: &[Effect]) -> (Ticket, DeadEndTask) {
    effects.check().clone().unwrap_or_else(|| panic!("expected a check, got {effects:?}"))
}

/// The worker's answer to the check `effects` asks for, handed back at `now_ms`.
fn checked(page: &mut SoloPage, effects: &[Effect], now_ms: f64) -> Vec<Effect> {
    let (ticket, task) = check(effects);
    let reply: Event<DeadEndReply> = run_to_event(&task, &mut |_| {});
    page.dead_end_event(ticket, reply, now_ms)
}

#[test]
fn a_losing_move_is_told_at_once_with_its_reason_its_pieces_marked_and_undo_offered() {
    let mut page = opened("2Q1/2R1/N3/1P2", RulesPreset::Solitaire);
    let effects = click_all(&mut page, &["c3", "c4"]);
    assert_eq!(check(&effects).1.played, page.game().played());
    let effects = checked(&mut page, &effects, NOON + 40.0);
    let text = status(&effects);
    assert!(text.starts_with("No win from here: "), "{text}");
    assert!(text.contains("the pawn on b1 and the rook on c4 can no longer be captured"), "{text}");
    assert_eq!(tone(&effects), Tone::Warning);
    assert_eq!(effects.sound(), Some(crate::solo::Sound::DeadEnd));
    assert_eq!(page.last_check(), Some((1, 40.0)));
    let screen = page.screen(NOON);
    assert!(screen.buttons.undo_suggested);
    assert_eq!(screen.scene.shaded, [square("b1").into(), square("c4").into()]);
    // Undo: the verdict goes, and the position before is checked again (it can be won).
    let effects = page.undo(NOON);
    assert!(!page.screen(NOON).buttons.undo_suggested && page.screen(NOON).scene.shaded.is_empty());
    let effects = checked(&mut page, &effects, NOON);
    assert!(effects.status().is_none(), "a winnable position says nothing more");
}

#[test]
fn a_verdict_about_an_older_position_is_dropped_and_a_winning_move_says_nothing() {
    let mut page = opened("2Q1/2R1/N3/1P2", RulesPreset::Solitaire);
    let losing = click_all(&mut page, &["c3", "c4"]);
    page.undo(NOON);
    let effects = checked(&mut page, &losing, NOON);
    assert!(effects.status().is_none() && !page.screen(NOON).buttons.undo_suggested, "stale: {effects:?}");
    let effects = click_all(&mut page, &["c4", "c3"]);
    let effects = checked(&mut page, &effects, NOON);
    assert!(effects.status().is_none(), "{effects:?}");
}

#[test]
fn the_warning_can_be_switched_off_and_the_choice_is_stored() {
    let mut page = opened("2Q1/2R1/N3/1P2", RulesPreset::Solitaire);
    let effects = page.toggle_warn(NOON);
    assert!(effects.contains(&Effect::SaveSettings) && !page.warn_on() && !page.screen(NOON).warn_on);
    let effects = click_all(&mut page, &["c3", "c4"]);
    assert!(effects.check().is_none(), "no check when switched off");
    assert_eq!(status(&effects), "3 pieces left: every move must capture; leave one piece.");
    // Switched on again, the position on the board is checked at once.
    let effects = page.toggle_warn(NOON);
    assert!(page.warn_on() && effects.contains(&Effect::SaveSettings));
    let effects = checked(&mut page, &effects, NOON);
    assert!(status(&effects).starts_with("No win from here"), "{}", status(&effects));
    assert_eq!(no_win_text(&page.check.verdict().unwrap().clone()), status(&effects));
}

#[test]
fn a_win_shows_the_panel_with_moves_time_hints_undos_and_next_puzzle() {
    let mut page = opened("2Q1/2R1/N3/1P2", RulesPreset::Solitaire);
    click_all(&mut page, &["c3", "c4"]);
    page.undo(NOON + 1_000.0);
    assert_eq!(page.screen(NOON + 2_000.0).clock, "0 moves · 0:02");
    click_all(&mut page, &["c4", "c3", "a2", "c3", "c3"]);
    assert!(page.screen(NOON).win.is_none(), "not won yet");
    let effects = page.click(square("b1"), NOON + 65_000.0);
    assert_eq!(effects.sound(), Some(crate::solo::Sound::Win));
    assert!(effects.check().is_none(), "a won game needs no check");
    let win = page.screen(NOON + 99_000.0).win.unwrap();
    assert_eq!(win.title, "Solved!");
    assert_eq!(win.stats, ["Moves: 3", "Time: 1:05", "Hints: 0", "Undos: 1"]);
    assert_eq!((win.stars.as_str(), win.next_label.as_str(), win.shareable), ("", "Next puzzle", false));
    assert_eq!(page.screen(NOON + 99_000.0).clock, "3 moves · 1:05", "the clock stops at the win");
    page.close_win();
    assert!(page.screen(NOON).win.is_none(), "closed, to look at the board");
    // Next puzzle on a puzzle of no pack: a new one as the form asks.
    let form = BEGINNER_FORM;
    let effects = page.next_puzzle(&form, 7, NOON);
    assert_eq!(generation(&effects).1.seed, 7);
}

#[test]
fn the_daily_result_is_shared_as_a_short_text_without_the_moves() {
    let mut page = fresh();
    let effects = page.daily("solitaire", NOON);
    let (ticket, options) = generation(&effects);
    page.generator_event(ticket, generated(&options), NOON);
    let code = page.game().code();
    assert_eq!(page.share_text("https://x.org/", NOON), None, "not won yet");
    let line = solved(&SolveTask { puzzle: code, played: vec![], rules: options.rules, count: false });
    let Event::Done(reply) = line else { panic!("{line:?}") };
    for (index, &mv) in reply.moves.iter().enumerate() {
        let at = if index == 0 { NOON } else { NOON + 83_000.0 };
        page.click(mv.from, at);
        page.click(mv.to, at);
    }
    let win = page.screen(NOON).win.unwrap();
    assert!(win.shareable && !win.stars.is_empty());
    let text = page.share_text("https://x.org/", NOON + 99_000.0).unwrap();
    assert!(text.starts_with("Chess Puzzle Lab · Solo Chess daily puzzle (Classic rules), "), "{text}");
    assert!(text.contains("solved in 1:23 with no hints") && text.contains(&win.stars), "{text}");
    assert!(text.ends_with("https://x.org/#/solo/daily/2026-11-23"), "the daily's own link: {text}");
    assert!(reply.moves.iter().all(|mv| !text.contains(&mv.to_string())), "no spoilers: {text}");
}

/// Solves the pack puzzle on the board with the solver's line.
/// Solves the puzzle on the board by clicks: the first capture at `NOON`
/// (when the clock starts), the others at `now_ms`.
pub(super) fn solve_on_board(page: &mut SoloPage, now_ms: f64) -> Vec<Effect> {
    let task =
        SolveTask { puzzle: page.game().code(), played: vec![], rules: page.game().rules(), count: false };
    let Event::Done(reply) = solved(&task) else { panic!() };
    let mut last = Vec::new();
    for (index, &mv) in reply.moves.iter().enumerate() {
        let at = if index == 0 { NOON.min(now_ms) } else { now_ms };
        page.click(mv.from, at);
        last = page.click(mv.to, at);
    }
    last
}

#[test]
fn a_pack_puzzle_opens_by_its_link_is_won_stored_and_marked_and_next_goes_on() {
    let mut page = fresh();
    let id = PuzzleId { pack: PackName::Solitaire, number: 3 };
    let effects = page.open_link(Link::pack_puzzle(id), NOON).unwrap();
    assert!(status(&effects).starts_with("Level 1, puzzle 3 of 200. "), "{}", status(&effects));
    assert_eq!(page.link(), Link::pack_puzzle(id));
    let playing = page.screen(NOON).playing;
    assert!(playing.starts_with("Classic 4×4 pack · level 1 · puzzle 3 of 200 · ★"), "{playing}");
    let effects = solve_on_board(&mut page, NOON + 42_000.0);
    assert!(effects.contains(&Effect::SavePacks), "the win is stored");
    let progress = page.pack_progress().get(id);
    assert!(progress.solved && progress.solved_without_help && progress.best_ms == Some(42_000));
    assert_eq!(page.screen(NOON).win.unwrap().next_label, "Next puzzle (4 of 200)");
    // The stored progress, read by a fresh page, marks the tile.
    let stored = page.pack_progress().to_storage();
    let mut again = fresh();
    again.restore(crate::solo::Stored::Packs(PackProgress::from_storage(&stored).unwrap()));
    again.open_link(Link::Pack(PackLink::Page(PackName::Solitaire)), NOON).unwrap();
    let packs = again.screen(NOON).packs.unwrap();
    let tile = &packs.levels[0].tiles[2];
    assert_eq!(
        (tile.number, tile.state, tile.best.as_deref()),
        (3, TileState::SolvedWithoutHelp, Some("0:42"))
    );
    assert_eq!(tile.fragment, "#/solo/pack/solitaire-3");
    assert_eq!(packs.summary, "1 of 200 solved, 1 without help.");
    assert_eq!(packs.levels.len(), 4);
    // Next puzzle moves through the pack.
    let form =
        crate::solo::NewPuzzleForm { rules: "solitaire", level: "", size: "", pieces: "", unique: false };
    let effects = page.next_puzzle(&form, 1, NOON);
    assert_eq!(effects.address(), Some(Link::pack_puzzle(PuzzleId { number: 4, ..id })));
}

#[test]
fn a_hint_makes_a_pack_win_helped_and_next_goes_to_the_first_unsolved_puzzle_then_the_pack() {
    let mut page = fresh();
    let id = PuzzleId { pack: PackName::Solo, number: 200 };
    page.open_link(Link::pack_puzzle(id), NOON).unwrap();
    assert_eq!(page.game().rules(), RulesPreset::Solo);
    let effects = page.hint(NOON);
    answer(&mut page, &effects, NOON);
    solve_on_board(&mut page, NOON + 1_000.0);
    let progress = page.pack_progress().get(id);
    assert!(progress.solved && !progress.solved_without_help);
    assert_eq!(page.screen(NOON).win.unwrap().next_label, "Next puzzle (1 of 200)", "the first not solved");
    // The card closed, Next puzzle stays beside the board; the card can come back.
    assert_eq!(page.screen(NOON).next, None, "not while the card shows");
    page.close_win();
    assert_eq!(page.screen(NOON).next.as_deref(), Some("Next puzzle (1 of 200)"));
    page.reopen_win();
    assert!(page.screen(NOON).win.is_some());
    let form =
        crate::solo::NewPuzzleForm { rules: "solitaire", level: "", size: "", pieces: "", unique: false };
    let effects = page.next_puzzle(&form, 1, NOON);
    assert_eq!(effects.address(), Some(Link::pack_puzzle(PuzzleId { number: 1, ..id })));

    // Every puzzle solved: Next leads back to the pack page, which has no Continue.
    let mut all = crate::solo::PackProgress::default();
    for number in 1..=200 {
        all.record_win(PuzzleId { number, ..id }, false, 1_000);
    }
    page.restore(crate::solo::Stored::Packs(all));
    let effects = page.next_puzzle(&form, 1, NOON);
    assert_eq!(effects.address(), Some(Link::Pack(PackLink::Page(PackName::Solo))));
    let packs = page.screen(NOON).packs.unwrap();
    assert_eq!(packs.notice.as_deref(), Some("Every puzzle of the Two-capture 8×8 pack is solved."));
    assert_eq!(packs.continue_with, None);
}

#[test]
fn the_pack_page_continues_with_the_first_puzzle_not_solved() {
    let mut page = fresh();
    let mut progress = crate::solo::PackProgress::default();
    for number in [1, 2, 4] {
        progress.record_win(PuzzleId { pack: PackName::Solitaire, number }, false, 9_000);
    }
    page.restore(crate::solo::Stored::Packs(progress));
    page.open_link(Link::Pack(PackLink::Page(PackName::Solitaire)), NOON).unwrap();
    let packs = page.screen(NOON).packs.unwrap();
    assert_eq!(
        packs.continue_with,
        Some(("Continue: puzzle 3 of 200".to_string(), "#/solo/pack/solitaire-3".to_string()))
    );
}

#[test]
fn a_link_to_no_pack_puzzle_opens_the_pack_page_with_why_and_the_game_stays() {
    let mut page = opened("2Q1/2R1/N3/1P2", RulesPreset::Solitaire);
    click_all(&mut page, &["c4", "c3"]);
    let link = chesslab_core::link::Link::from_fragment("#/solo/pack/solo-999").unwrap();
    let effects = page.open_link(link, NOON).unwrap();
    assert_eq!(status(&effects), "That link names no puzzle: the solo pack has puzzles 1 to 200, not 999.");
    assert_eq!(effects.address(), Some(Link::Pack(PackLink::Page(PackName::Solo))));
    let packs = page.screen(NOON).packs.unwrap();
    assert_eq!(packs.pack, PackName::Solo);
    assert!(packs.notice.is_some());
    // Back to the game: the move made is still there.
    let effects = page.close_packs();
    assert_eq!(effects.address(), Some(Link::puzzle("2Q1/2R1/N3/1P2", RulesPreset::Solitaire)));
    assert!(page.screen(NOON).packs.is_none());
    assert_eq!(page.screen(NOON).moves, ["Qc4xc3"]);
}

#[test]
fn unreadable_stored_progress_is_reported_on_the_pack_page() {
    let mut page = fresh();
    let error = PackProgress::from_storage("{\"version\":7}").unwrap_err();
    page.pack_progress_unreadable(&error.to_string(), "kept-key");
    let effects = page.show_packs();
    let text = status(&effects);
    assert!(
        text.contains("could not be read") && text.contains("version 7") && text.contains("'kept-key'"),
        "{text}"
    );
    assert_eq!(tone(&effects), Tone::Warning);
    assert_eq!(page.screen(NOON).packs.unwrap().summary, "0 of 200 solved, 0 without help.");
}
