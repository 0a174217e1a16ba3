//! A puzzle is an identity with its own link, and nothing a player did on
//! it is lost: a reload (a fresh page given the stored games) takes the game
//! up where it was, `#/solo` goes back to it, and stored games are checked.

use super::*;
use crate::solo::{GameStatus, Origin, SavedGames};
use chesslab_core::{
    link::Link as _,
    solo::{daily_options, Move, PackName, Puzzle, PuzzleId, RunId},
};

/// The 8×8 pack puzzle the player tried.
const SOLO_5: PuzzleId = PuzzleId { pack: PackName::Solo, number: 5 };

/// The winning line from the position on the board.
fn winning_line(page: &SoloPage) -> Vec<Move> {
    let game = page.game();
    let task =
        SolveTask { puzzle: game.code(), played: game.played().to_vec(), rules: game.rules(), count: false };
    let Event::Done(reply) = solved(&task) else { panic!("no reply") };
    reply.moves
}

/// Plays `mv` by two clicks at `now_ms`.
fn play(page: &mut SoloPage, mv: Move, now_ms: f64) -> Vec<Effect> {
    page.click(mv.from, now_ms);
    page.click(mv.to, now_ms)
}

/// A page built as the browser builds one after a reload: the stored games
/// (as stored text) given before any link is opened.
fn reloaded(stored: &str, now_ms: f64) -> SoloPage {
    let mut page = SoloPage::new(PlayerRecord::default(), now_ms);
    page.restore(crate::solo::Stored::Games(SavedGames::from_storage(stored).unwrap()));
    page
}

/// Opens `link` on a reloaded page as the browser does: a pack puzzle waits
/// for its pack's data file, which the page fetches and hands over.
fn open_after_reload(page: &mut SoloPage, link: Link, now_ms: f64) -> Vec<Effect> {
    let effects = page.open_link(link, now_ms).unwrap();
    let Some(pack) = effects.iter().find_map(|effect| match effect {
        Effect::FetchPack(pack) => Some(*pack),
        _ => None,
    }) else {
        return effects;
    };
    assert_eq!(status(&effects), format!("Opening the {} pack…", pack.title()));
    page.pack_arrived(pack, Ok(pack.data()), now_ms)
}

/// The text the web layer stores after [`Effect::SaveGames`].
fn stored(page: &SoloPage) -> String {
    page.saved_games().to_storage()
}

#[test]
fn a_reload_mid_puzzle_keeps_its_moves_hints_undos_and_clock_which_starts_at_the_first_move() {
    let mut page = fresh();
    page.open_link(Link::pack_puzzle(SOLO_5), NOON).unwrap();
    assert_eq!(page.clock_text(NOON + 60_000.0), "0 moves · 0:00", "no clock before the first move");
    let line = winning_line(&page);
    let effects = play(&mut page, line[0], NOON + 10_000.0);
    assert!(effects.contains(&Effect::SaveGames), "stored as it changes");
    page.undo(NOON + 20_000.0);
    play(&mut page, line[0], NOON + 25_000.0);
    let effects = play(&mut page, line[1], NOON + 40_000.0);
    assert!(effects.contains(&Effect::SaveGames));

    let mut again = reloaded(&stored(&page), NOON + 3_600_000.0);
    let effects =
        open_after_reload(&mut again, Link::from_fragment("#/solo/pack/solo-5").unwrap(), NOON + 3_600_000.0);
    assert_eq!(again.game().played(), &line[..2]);
    assert_eq!(again.record.attempt().undos, 1);
    assert!(
        status(&effects).contains("Your game is back: 2 moves, 0:30 on the clock."),
        "{}",
        status(&effects)
    );
    assert_eq!(again.clock_text(NOON + 3_605_000.0), "2 moves · 0:35", "the clock runs on from where it was");
    assert!(matches!(again.origin(), Origin::Pack { id: SOLO_5, .. }));
    assert_eq!(again.game().rules(), RulesPreset::Solo);
}

#[test]
fn the_solo_link_returns_to_the_puzzle_played_with_its_rules_after_the_menu_and_after_a_reload() {
    let mut page = fresh();
    page.open_link(Link::pack_puzzle(SOLO_5), NOON).unwrap();
    let line = winning_line(&page);
    play(&mut page, line[0], NOON + 1_000.0);
    // Another page of the app, then Solo Chess from the menu: `#/solo`.
    let effects = page.open_link(Link::Current, NOON + 9_000.0).unwrap();
    assert!(effects.contains(&Effect::ReplaceAddress(Link::pack_puzzle(SOLO_5))));
    assert_eq!((page.game().rules(), page.game().played()), (RulesPreset::Solo, &line[..1]));
    assert!(page.playing_title().starts_with("Two-capture 8×8 pack · level 1 · puzzle 5 of 200"));

    // A reload at `#/solo`: the stored puzzle, its context and its move.
    let mut again = reloaded(&stored(&page), NOON + 60_000.0);
    let effects = again.open_link(Link::Current, NOON + 60_000.0).unwrap();
    assert!(effects.contains(&Effect::FetchPack(PackName::Solo)), "its pack is asked for");
    assert!(effects.contains(&Effect::ReplaceAddress(Link::pack_puzzle(SOLO_5))));
    assert_eq!(effects.address(), None, "`#/solo` is replaced, not followed");
    let effects = again.pack_arrived(PackName::Solo, Ok(PackName::Solo.data()), NOON + 60_000.0);
    assert_eq!(effects.address(), None, "the address names the puzzle already");
    assert!(matches!(again.origin(), Origin::Pack { id: SOLO_5, .. }));
    assert_eq!(again.game().played(), &line[..1]);
}

#[test]
fn a_won_puzzle_is_forgotten_and_a_fresh_page_at_the_solo_link_shows_the_example() {
    let mut page = fresh();
    page.open_link(Link::pack_puzzle(SOLO_5), NOON).unwrap();
    for mv in winning_line(&page) {
        play(&mut page, mv, NOON + 5_000.0);
    }
    assert_eq!(page.game().status(), GameStatus::Won);
    assert_eq!(page.saved_games().get(&Puzzle::Pack(SOLO_5)), None, "nothing in progress");
    let mut again = reloaded(&stored(&page), NOON);
    open_after_reload(&mut again, Link::pack_puzzle(SOLO_5), NOON);
    assert!(matches!(again.origin(), Origin::Pack { id: SOLO_5, .. }));
    assert!(again.game().played().is_empty(), "a solved puzzle opens afresh");

    let mut first_visit = fresh();
    first_visit.open_link(Link::Current, NOON).unwrap();
    assert_eq!(first_visit.game().code(), crate::solo::DEFAULT_PUZZLE);
}

#[test]
fn stored_moves_that_do_not_replay_are_kept_aside_and_said_and_the_puzzle_starts_afresh() {
    let mut page = fresh();
    page.open_link(Link::pack_puzzle(SOLO_5), NOON).unwrap();
    let line = winning_line(&page);
    play(&mut page, line[0], NOON);
    let good = line[0].to_string();
    // Edited by hand: the move now starts from a square it does not start from.
    let bad = format!("{}{}x{}", &good[..1], line[1].to, line[0].to);
    let edited = stored(&page).replace(&good, &bad);
    assert_ne!(edited, stored(&page));

    let mut again = reloaded(&edited, NOON);
    let effects = open_after_reload(&mut again, Link::pack_puzzle(SOLO_5), NOON);
    assert!(
        status(&effects).contains(&format!(
            "Your stored moves on this puzzle do not check ({bad} is not a capture there)"
        )),
        "{}",
        status(&effects)
    );
    assert_eq!(tone(&effects), Tone::Info);
    assert!(again.game().played().is_empty());
    assert_eq!(again.saved_games().set_aside_games().len(), 1, "kept, not dropped");
    assert!(effects.contains(&Effect::SaveGames));

    // A stored game that claims a solution is refused too.
    let won: Vec<String> = line.iter().map(ToString::to_string).collect();
    let solved_text = stored(&page).replace(&format!("[\"{good}\"]"), &serde_json::to_string(&won).unwrap());
    let mut cheat = reloaded(&solved_text, NOON);
    let effects = open_after_reload(&mut cheat, Link::pack_puzzle(SOLO_5), NOON);
    assert!(status(&effects).contains("they already solve it"), "{}", status(&effects));
    assert_eq!(cheat.game().status(), GameStatus::Playing);
}

#[test]
fn the_daily_is_named_by_its_date_and_rules_and_its_link_makes_it_again() {
    let mut page = fresh();
    let asked = page.open_link(Link::TodaysDaily(RulesPreset::Solo), NOON).unwrap();
    let (_, task) = generation(&asked);
    assert_eq!(task, daily_options(20_780, RulesPreset::Solo));
    let daily = Puzzle::Daily { day: 20_780, rules: RulesPreset::Solo };
    assert_eq!(page.link(), Link::Puzzle(daily.clone()), "named while it is made");
    let effects = deliver(&mut page, &asked);
    assert_eq!(effects.address().unwrap().to_fragment(), "#/solo/daily/2026-11-23?rules=solo");
    assert!(page.playing_title().starts_with("Daily puzzle · 2026-11-23"));

    let mut friend = fresh();
    let asked =
        friend.open_link(Link::from_fragment("#/solo/daily/2026-11-23?rules=solo").unwrap(), NOON).unwrap();
    deliver(&mut friend, &asked);
    assert_eq!((friend.puzzle(), friend.game().code()), (daily, page.game().code()));
    assert_eq!(friend.share_link(), page.share_link());
}

#[test]
fn every_kind_of_puzzle_opened_by_its_link_is_named_by_the_same_link() {
    let generated = GenerateTask { seed: 77, ..GenerateTask::default() };
    for puzzle in [
        Puzzle::Pack(SOLO_5),
        Puzzle::Daily { day: 20_000, rules: RulesPreset::Solitaire },
        Puzzle::Generated(generated),
        Puzzle::Position { code: "R1R1/4/4/B1B1".into(), rules: RulesPreset::Solo },
        Puzzle::Challenge { run: RunId::Seeded(5), index: 0 },
    ] {
        let mut page = fresh();
        let link = Link::Puzzle(puzzle.clone());
        let effects = page.open_link(Link::from_fragment(&link.to_fragment()).unwrap(), NOON).unwrap();
        if effects.start().is_some() {
            deliver(&mut page, &effects);
        }
        assert_eq!(page.link(), link, "{puzzle:?}");
        assert_eq!(page.puzzle(), puzzle);
    }
}

#[test]
fn the_clock_is_stored_every_few_seconds_and_as_the_page_is_hidden() {
    let mut page = fresh();
    page.open_link(Link::pack_puzzle(SOLO_5), NOON).unwrap();
    assert_eq!(page.keep_time(NOON + 60_000.0, 0.0), Vec::new(), "no clock before the first move");
    let line = winning_line(&page);
    play(&mut page, line[0], NOON + 1_000.0);
    assert_eq!(page.keep_time(NOON + 4_000.0, 5_000.0), Vec::new(), "not due yet");
    assert_eq!(page.keep_time(NOON + 7_000.0, 5_000.0), [Effect::SaveGames]);
    assert_eq!(page.saved_games().get(&Puzzle::Pack(SOLO_5)).unwrap().clock_ms, Some(6_000.0));
    assert_eq!(page.keep_time(NOON + 8_000.0, 0.0), [Effect::SaveGames], "hidden: stored at once");
    let mut again = reloaded(&stored(&page), NOON + 99_000.0);
    open_after_reload(&mut again, Link::pack_puzzle(SOLO_5), NOON + 99_000.0);
    assert_eq!(again.clock_text(NOON + 99_000.0), "1 move · 0:07");
}
