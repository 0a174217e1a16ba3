//! Play on the Queens page, driven as the view drives it: taps, keys, Undo,
//! Clear, Hint, "Block squares", links and the daily Queens, with the
//! worker's tasks run here natively.

use proptest::prelude::*;

use super::{tests::Harness, *};
use chesslab_core::{
    calendar::day_of_date,
    link::Link as _,
    queens::{count, solutions, HintReply},
};

/// The cell named like `b2`.
fn cell(name: &str) -> Cell {
    let bytes = name.as_bytes();
    Cell { file: bytes[0] - b'a', rank: name[1..].parse::<u8>().unwrap() - 1 }
}

/// Taps `names` in turn, running what they start; returns the last tap's effects.
fn tap(harness: &mut Harness, names: &[&str]) -> Vec<Effect> {
    let mut last = Vec::new();
    for name in names {
        let now = harness.tick(5.0);
        let effects = harness.page.click(cell(name), now);
        last = harness.run(effects);
    }
    last
}

fn said(effects: &[Effect]) -> Vec<&str> {
    effects
        .iter()
        .filter_map(|effect| if let Effect::Announce(text) = effect { Some(text.as_str()) } else { None })
        .collect()
}

#[test]
fn the_page_opens_on_play_and_a_tap_places_and_lifts_a_queen() {
    let mut harness = Harness::new(2);
    harness.open("#/queens/8");
    assert_eq!(harness.show().mode, Mode::Play);
    assert_eq!(harness.show().play.state, "Place 8 queens so that none attacks another.");
    let effects = tap(&mut harness, &["b2"]);
    assert_eq!(said(&effects), ["Queen on b2. 1 queen placed, none attacked: 7 to go."]);
    assert!(effects.contains(&Effect::ReplaceAddress));
    let show = harness.show();
    assert_eq!(show.scene.pieces, [(cell("b2"), chesslab_core::board::PieceKind::Queen)]);
    // b2 attacks its rank, its file and its diagonals: 7 + 7 + 7 + 2 squares.
    assert_eq!(show.scene.shaded.len(), 23);
    assert!(show.scene.shaded.contains(&cell("h8")) && !show.scene.shaded.contains(&cell("c4")));
    assert_eq!(harness.page.link().to_fragment(), "#/queens/8?queens=7.2");
    let effects = tap(&mut harness, &["b2"]);
    assert_eq!(said(&effects), ["Queen lifted from b2. Place 8 queens so that none attacks another."]);
    assert!(harness.show().scene.pieces.is_empty());
}

#[test]
fn two_queens_that_attack_each_other_are_named_and_marked() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/8");
    let effects = tap(&mut harness, &["b2", "d4"]);
    assert_eq!(said(&effects), ["Queen on d4. 2 queens placed. Queens on d4 and b2 attack each other."]);
    let show = harness.show();
    assert_eq!(show.scene.conflicts, [cell("d4"), cell("b2")]);
    assert_eq!(show.play.state, "2 queens placed. Queens on d4 and b2 attack each other.");
    tap(&mut harness, &["d8", "a1", "a3"]);
    // d8–d4 on the file, a1–b2, a3–b2 on diagonals, and d4–b2.
    assert_eq!(
        harness.show().play.state,
        "5 queens placed. Queens on d8 and d4 attack each other; so do those on d4 and b2; \
         so do those on a3 and b2, and 2 more pairs."
    );
    assert_eq!(harness.show().play.board_text, "8×8 board. Queens on d8, d4, a3, b2, a1.");
}

#[test]
fn the_eight_queens_are_recognised_with_their_place_in_the_list() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/8");
    let problem = Problem::new(8).unwrap();
    let listed = solutions(&problem, 100);
    for index in [0, 40, 91] {
        let now = harness.tick(1.0);
        {
            let effects = harness.page.clear_queens(now);
            harness.run(effects)
        };
        let names: Vec<String> = listed[index]
            .iter()
            .enumerate()
            .map(|(row, &col)| Cell::from_top(row, usize::from(col), 8).unwrap().to_string())
            .collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let effects = tap(&mut harness, &names);
        let expected = format!("Solved: 8 queens, none attacked. This is solution {} of 92.", index + 1);
        assert_eq!(harness.show().play.state, expected);
        assert!(said(&effects).contains(&expected.as_str()), "{effects:?}");
        assert!(!harness.show().play.can_hint);
        assert!(harness.show().scene.conflicts.is_empty());
    }
    // A ninth queen is refused.
    let empty =
        (0..8).map(|file| Cell { file, rank: 0 }).find(|&cell| !harness.page.play.queens().contains(cell));
    let now = harness.tick(1.0);
    let effects = harness.page.click(empty.unwrap(), now);
    assert_eq!(said(&effects), ["All 8 queens are on the board: lift one first."]);
}

#[test]
fn undo_and_clear_step_back_through_the_try() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/6");
    tap(&mut harness, &["a1", "c2", "a1"]);
    assert!(harness.show().play.can_undo);
    let now = harness.tick(1.0);
    let effects = harness.page.undo(now);
    assert_eq!(said(&effects), ["Undone. 2 queens placed, none attacked: 4 to go."]);
    let now = harness.tick(1.0);
    let effects = harness.page.clear_queens(now);
    assert_eq!(said(&effects), ["Every queen lifted. Place 6 queens so that none attacks another."]);
    assert!(!harness.show().play.can_clear);
    let now = harness.tick(1.0);
    harness.page.undo(now);
    assert_eq!(harness.page.link().to_fragment(), "#/queens/6?queens=5.3,6.1");
    for _ in 0..5 {
        let now = harness.tick(1.0);
        harness.page.undo(now);
    }
    assert!(!harness.show().play.can_undo && harness.show().scene.pieces.is_empty());
}

#[test]
fn a_tries_link_reopens_the_same_try_on_another_page() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/8?blocked=1.1,5.5");
    tap(&mut harness, &["b2", "d4", "h1"]);
    let fragment = harness.page.link().to_fragment();
    assert_eq!(fragment, "#/queens/8?blocked=1.1,5.5&queens=5.4,7.2,8.8");
    let mut other = Harness::new(1);
    other.open(&fragment);
    assert_eq!(other.page.link(), harness.page.link());
    assert_eq!(other.show().scene, harness.show().scene);
    assert_eq!(other.show().play.state, harness.show().play.state);
}

#[test]
fn the_keyboard_moves_a_cursor_that_says_where_it_is_and_places_queens() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/4?blocked=3.2");
    let press = |harness: &mut Harness, key: &str| {
        let now = harness.tick(1.0);
        let effects = harness.page.key(key, now).unwrap();
        said(&harness.run(effects)).join(" ")
    };
    assert_eq!(press(&mut harness, "Enter"), "Queen on a1. 1 queen placed, none attacked: 3 to go.");
    assert_eq!(press(&mut harness, "ArrowRight"), "b1: empty, attacked");
    assert_eq!(press(&mut harness, "ArrowUp"), "b2: blocked");
    assert_eq!(press(&mut harness, "ArrowUp"), "b3: empty");
    assert_eq!(press(&mut harness, " "), "Queen on b3. 2 queens placed, none attacked: 2 to go.");
    assert_eq!(press(&mut harness, "ArrowLeft"), "a3: empty, attacked");
    assert_eq!(press(&mut harness, "ArrowLeft"), "a3: empty, attacked", "the cursor stays on the board");
    assert_eq!(harness.show().scene.cursor, Some(cell("a3")));
    assert!(harness.page.key("x", 1.0).is_none(), "other keys are the page's");
    harness.page.blur();
    assert_eq!(harness.show().scene.cursor, None);
}

#[test]
fn block_squares_blocks_on_a_tap_and_a_blocked_square_takes_no_queen() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/8");
    tap(&mut harness, &["b2"]);
    harness.page.set_blocking(true);
    let effects = tap(&mut harness, &["e5"]);
    assert!(effects.contains(&Effect::SetAddress));
    assert_eq!(harness.page.link().to_fragment(), "#/queens/8?blocked=4.5&queens=7.2", "the queen stays");
    let effects = tap(&mut harness, &["b2"]);
    assert_eq!(said(&effects), ["Lift the queen on b2 before blocking its square."]);
    harness.page.set_blocking(false);
    let effects = tap(&mut harness, &["e5"]);
    assert_eq!(said(&effects), ["e5 is blocked: no queen may stand there."]);
    assert!(harness.show().board_label.contains("place or lift a queen"));
}

#[test]
fn a_hint_names_a_square_of_a_solution_or_a_queen_to_lift() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/8");
    tap(&mut harness, &["b2", "d4"]);
    let now = harness.tick(1.0);
    let effects = {
        let effects = harness.page.hint(now);
        harness.run(effects)
    };
    let lift = said(&effects).into_iter().find(|text| text.starts_with("No solution")).unwrap().to_string();
    assert_eq!(lift, "No solution keeps all your queens: lift the one on d4.");
    assert_eq!(harness.show().scene.hint, [cell("d4")]);
    tap(&mut harness, &["d4"]);
    assert!(harness.show().scene.hint.is_empty(), "a hint is for one try");
    // Hints alone lead to a solution that keeps b2.
    for _ in 0..7 {
        let now = harness.tick(1.0);
        {
            let effects = harness.page.hint(now);
            harness.run(effects)
        };
        let Some(HintReply::Place(square)) = harness.page.play.hint else {
            panic!("{:?}", harness.page.play.hint)
        };
        let now = harness.tick(1.0);
        let effects = harness.page.click(square, now);
        harness.run(effects);
    }
    assert!(harness.show().play.state.starts_with("Solved: 8 queens"), "{}", harness.show().play.state);
    assert!(harness.page.play.queens().contains(cell("b2")));
}

#[test]
fn a_hint_of_an_older_try_is_dropped_and_cancel_stops_it() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/8");
    let now = harness.tick(1.0);
    let effects = harness.page.hint(now);
    let Some(Effect::Hint(ticket, task)) = effects.first().cloned() else { panic!("{effects:?}") };
    assert!(harness.show().play.searching && !harness.show().play.can_hint);
    let effects = tap(&mut harness, &["a1"]);
    assert!(!effects.contains(&Effect::StopHint) || harness.page.play.hint.is_none());
    let reply = chesslab_core::task::Task::run(&task, &mut |_| {}).unwrap();
    assert!(harness.page.on_hinted(ticket, Event::Done(reply), 9.0).is_empty(), "stale");
    let now = harness.tick(1.0);
    harness.page.hint(now);
    let now = harness.tick(1.0);
    let effects = harness.page.cancel_play_search(now);
    assert!(effects.contains(&Effect::StopHint));
    assert_eq!(said(&effects), ["Hint cancelled."]);
    assert!(!harness.show().play.searching);
}

#[test]
fn the_daily_queens_has_one_solution_and_a_result_to_share() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/daily/2026-11-27");
    let show = harness.show();
    assert_eq!(
        show.play.daily.as_deref().map(|title| title.starts_with("Daily Queens · 2026-11-27 · ")),
        Some(true)
    );
    assert_eq!(count(harness.page.problem()).total, 1);
    assert_eq!(harness.page.link().to_fragment(), "#/queens/daily/2026-11-27");
    assert_eq!(harness.page.share_text("https://x.org/"), None);
    let solution = solutions(harness.page.problem(), 2).remove(0);
    let mut names = Vec::new();
    for (row, &col) in solution.iter().enumerate() {
        names.push(Cell::from_top(row, usize::from(col), 8).unwrap().to_string());
    }
    let now = harness.tick(1.0);
    {
        let effects = harness.page.hint(now);
        harness.run(effects)
    };
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    tap(&mut harness, &names);
    assert_eq!(harness.show().play.state, "Solved: 8 queens, none attacked. This is solution 1 of 1.");
    assert!(harness.show().play.solved_daily);
    let day = day_of_date("2026-11-27").unwrap();
    let level = chesslab_core::queens::daily_queens(day).unwrap().level.name();
    assert_eq!(
        harness.page.share_text("https://x.org/").unwrap(),
        format!("Chess Puzzle Lab · Daily Queens, 2026-11-27 ({level}): solved with 1 hint.\nhttps://x.org/#/queens/daily/2026-11-27")
    );
    // The try's link names the daily and its queens, and reopens them.
    let fragment = harness.page.link().to_fragment();
    assert!(fragment.starts_with("#/queens/daily/2026-11-27?queens="), "{fragment}");
    let mut other = Harness::new(1);
    other.open(&fragment);
    assert_eq!(other.show().play.state, harness.show().play.state);
    // Block squares stays off on the daily, and says why.
    let effects = harness.page.set_blocking(true);
    assert_eq!(
        said(&effects),
        ["Block squares is off on the daily: its blocked squares are the puzzle. Solutions can change them, on a board of your own."]
    );
    let show = harness.show().play;
    assert!(!show.blocking && !show.can_block);
    assert!(show
        .block_note
        .ends_with("Block squares is off on the daily: its blocked squares are the puzzle."));
    let free = (0..8).flat_map(|row| (0..8).map(move |col| (row, col))).find(|&(row, col)| {
        !harness.page.problem().is_blocked(row, col) && usize::from(solution[row]) != col
    });
    let (row, col) = free.unwrap();
    let free = Cell::from_top(row, col, 8).unwrap();
    let now = harness.tick(1.0);
    harness.page.click(free, now);
    assert!(harness.page.link().daily.is_some(), "a tap in Play places a queen: the daily stays");
    // In Solutions a tap blocks the square: the daily is left, and the page says so.
    harness.page.show_mode(Mode::Solver);
    let now = harness.tick(1.0);
    let effects = harness.page.click(free, now);
    assert!(harness.page.link().daily.is_none() && harness.show().play.daily.is_none());
    let left = "This is no longer the daily of 2026-11-27: the board is your own now. Daily Queens brings the daily back.";
    assert!(effects.contains(&Effect::Status(Message::new(left, Tone::Info))), "{effects:?}");
    assert!(harness.show().play.can_block);
}

#[test]
fn play_explains_blocked_squares_only_when_the_board_has_some_or_taps_block() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/8");
    assert_eq!(harness.show().play.block_note, "", "an open board: nothing to explain");
    harness.page.set_blocking(true);
    assert_eq!(
        harness.show().play.block_note,
        "Blocked squares (dark, crossed) take no queen, but a queen attacks across them. A tap blocks a square or frees it."
    );
    tap(&mut harness, &["e5"]);
    harness.page.set_blocking(false);
    assert_eq!(
        harness.show().play.block_note,
        "Blocked squares (dark, crossed) take no queen, but a queen attacks across them."
    );
}

#[test]
fn today_s_daily_comes_from_the_clock_and_count_shows_the_solutions() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/8");
    harness.page.set_date(86_400_000.0 * 20_419.5);
    let now = harness.tick(1.0);
    let effects = harness.page.open_daily(now);
    harness.run(effects);
    assert_eq!(harness.page.link().to_fragment(), "#/queens/daily/2025-11-27");
    let now = harness.tick(1.0);
    {
        let effects = harness.page.start_count(now);
        harness.run(effects)
    };
    assert_eq!(harness.show().mode, Mode::Solver);
    assert_eq!(harness.show().position, "Solution 1 of 1");
    assert!(harness.show().board_label.contains("block it"));
    harness.page.show_mode(Mode::Play);
    assert_eq!(harness.show().mode, Mode::Play);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Any taps, keys, undos and clears: the page never panics, the try's
    /// link reopens the same try, and the words agree with the board.
    #[test]
    fn any_play_keeps_the_link_and_the_words_true(
        n in 1usize..=8,
        steps in prop::collection::vec((0u8..6, 0u8..8, 0u8..8), 0..40),
    ) {
        let mut harness = Harness::new(1);
        harness.open(&format!("#/queens/{n}"));
        for (kind, file, rank) in steps {
            let now = harness.tick(1.0);
            let effects = match kind {
                0 | 1 => harness.page.click(Cell { file: file % n as u8, rank: rank % n as u8 }, now),
                2 => harness.page.key(["ArrowUp", "ArrowRight", "Enter", " "][usize::from(file % 4)], now).unwrap_or_default(),
                3 => harness.page.undo(now),
                4 => harness.page.set_blocking(rank % 2 == 0),
                _ => harness.page.clear_queens(now),
            };
            harness.run(effects);
        }
        let mut other = Harness::new(1);
        other.open(&harness.page.link().to_fragment());
        prop_assert_eq!(other.page.link(), harness.page.link());
        let show = harness.show();
        prop_assert_eq!(show.scene.pieces.len(), harness.page.play.queens().len());
        let solved = harness.page.play.queens().is_solution(harness.page.problem());
        prop_assert_eq!(show.play.state.starts_with("Solved"), solved);
        prop_assert_eq!(show.scene.conflicts.is_empty(), !show.play.state.contains("attack each other"));
    }
}
