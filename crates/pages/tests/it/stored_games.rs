//! What the Solo page stores so that nothing a player did is lost — the
//! games in progress, the challenge run, the record with its puzzles to
//! retry — read back as stored, and any text at all (edited, cut short,
//! another app's) read or refused with a reason, never a panic.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::{
    link::Link as _,
    solo::{Link, PackName, Puzzle, PuzzleId, RulesPreset},
};
use chesslab_pages::solo::{ChallengeRun, PlayerRecord, SavedGame, SavedGames, StoredRun};
use proptest::prelude::*;

/// A game in progress on a pack puzzle or a position (its clock whole milliseconds, as the page's are).
fn saved_game() -> impl Strategy<Value = SavedGame> {
    let puzzle = prop_oneof![
        (1u16..=200).prop_map(|number| Puzzle::Pack(PuzzleId { pack: PackName::Solo, number })),
        Just(Puzzle::Position { code: "2Q1/2R1/N3/1P2".into(), rules: RulesPreset::Solitaire }),
    ];
    let moves = prop::collection::vec("[KQRBNP][a-h][1-8]x[a-h][1-8]", 0..6);
    (puzzle, moves, 0u32..9, 0u32..9, proptest::option::of((0u32..10_000_000).prop_map(f64::from))).prop_map(
        |(puzzle, moves, hints, undos, clock_ms)| SavedGame {
            puzzle: Link::Puzzle(puzzle).to_fragment(),
            moves,
            hints,
            undos,
            clock_ms,
        },
    )
}

proptest! {
    #[test]
    fn stored_games_read_back_as_stored(games in prop::collection::vec(saved_game(), 0..12)) {
        let mut saved = SavedGames::default();
        for game in games {
            saved.put(game);
        }
        prop_assert_eq!(SavedGames::from_storage(&saved.to_storage()).unwrap(), saved);
    }

    #[test]
    fn any_text_is_read_as_games_or_refused(text in ".{0,200}") {
        if let Ok(saved) = SavedGames::from_storage(&text) {
            prop_assert_eq!(SavedGames::from_storage(&saved.to_storage()).unwrap(), saved);
        }
    }

    /// Stored games edited by hand: read (a flawed game set aside) or refused, never a panic.
    #[test]
    fn edited_games_are_read_or_refused(games in prop::collection::vec(saved_game(), 1..4), at in 0usize..400, with in ".") {
        let mut saved = SavedGames::default();
        for game in games {
            saved.put(game);
        }
        let mut text: Vec<char> = saved.to_storage().chars().collect();
        let at = at % text.len();
        text.splice(at..=at, with.chars());
        let _ = SavedGames::from_storage(&text.into_iter().collect::<String>());
    }

    #[test]
    fn any_text_is_read_as_a_run_or_refused(text in ".{0,200}") {
        if let Ok(stored) = StoredRun::from_storage(&text) {
            prop_assert_eq!(StoredRun::from_storage(&stored.to_storage()).unwrap(), stored);
        }
    }

    #[test]
    fn a_run_reads_back_as_stored(seed in any::<u64>(), log in prop::collection::vec(prop::collection::vec("undo|hint|[KQRBNP][a-h][1-8]x[a-h][1-8]", 0..5), 0..4)) {
        let stored = StoredRun { run: ChallengeRun::start(seed, 1_000.0), log, clock_ms: Some(12.5) };
        prop_assert_eq!(StoredRun::from_storage(&stored.to_storage()).unwrap(), stored);
    }
}

#[test]
fn games_wrong_on_their_face_are_set_aside_not_used() {
    let text = r##"{"current":"#/solo/pack/solo-5","games":[
        {"puzzle":"#/solo/pack/solo-999","moves":[],"hints":1,"undos":0,"clock_ms":null},
        {"puzzle":"#/solo/pack/solo-5","moves":["Qa1xa2"],"hints":0,"undos":0,"clock_ms":-5.0},
        {"puzzle":"#/solo/pack/solo-6","moves":["Qa1xa2"],"hints":0,"undos":0,"clock_ms":1000.0}]}"##;
    let saved = SavedGames::from_storage(text).unwrap();
    assert_eq!(saved.set_aside_games().len(), 2, "a link to no puzzle, a clock that is no time");
    assert!(saved.get(&Puzzle::Pack(PuzzleId { pack: PackName::Solo, number: 6 })).is_some());
    assert_eq!(saved.last(), Some(Puzzle::Pack(PuzzleId { pack: PackName::Solo, number: 5 })));
}

#[test]
fn a_record_keeps_only_puzzles_to_retry_whose_links_name_puzzles() {
    let text = r##"{"to_retry":[
        {"link":"#/solo/pack/solitaire-3","title":"Classic 4×4 pack · puzzle 3","reason":"failed"},
        {"link":"javascript:alert(1)","title":"<b>x</b>","reason":"gave_up"}]}"##;
    let record = PlayerRecord::from_storage(text).unwrap();
    assert_eq!(record.to_retry.len(), 1);
    assert_eq!(record.to_retry[0].line(), "Classic 4×4 pack · puzzle 3 — failed");
}
