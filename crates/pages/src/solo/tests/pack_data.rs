//! A pack's puzzles are a data file the page fetches when the pack is first
//! opened: what waits for it is named by the address, opens when it
//! arrives, and a pack that does not arrive is said, the game staying.

use super::*;
use crate::solo::{Origin, PlayerRecord};
use chesslab_core::{
    link::Link as _,
    solo::{PackLink, PackName, PuzzleId},
};

const SOLO_5: PuzzleId = PuzzleId { pack: PackName::Solo, number: 5 };

/// A page no pack has reached yet.
fn without_packs() -> SoloPage {
    SoloPage::new(PlayerRecord::default(), NOON)
}

fn fetches(effects: &[Effect]) -> Vec<PackName> {
    effects
        .iter()
        .filter_map(|effect| if let Effect::FetchPack(pack) = effect { Some(*pack) } else { None })
        .collect()
}

#[test]
fn a_pack_link_asks_for_its_pack_once_names_it_in_the_address_and_opens_when_it_arrives() {
    let mut page = without_packs();
    let effects = page.open_link(Link::pack_puzzle(SOLO_5), NOON).unwrap();
    assert_eq!(fetches(&effects), [PackName::Solo]);
    assert_eq!(status(&effects), "Opening the Two-capture 8×8 pack…");
    assert_eq!(page.link(), Link::pack_puzzle(SOLO_5), "a reload now opens the pack puzzle");
    assert_eq!(page.game().code(), crate::solo::DEFAULT_PUZZLE, "the board stays meanwhile");
    let again = page.open_link(Link::pack_puzzle(SOLO_5), NOON).unwrap();
    assert_eq!(fetches(&again), [], "asked for once");

    let effects = page.pack_arrived(PackName::Solo, Ok(PackName::Solo.data()), NOON);
    assert!(matches!(page.origin(), Origin::Pack { id: SOLO_5, .. }));
    assert!(status(&effects).starts_with("Level 1, puzzle 5 of 200."), "{}", status(&effects));
    // The next pack puzzle needs no fetch.
    let effects = page.open_link(Link::pack_puzzle(PuzzleId { number: 6, ..SOLO_5 }), NOON).unwrap();
    assert_eq!(fetches(&effects), []);
    assert!(matches!(page.origin(), Origin::Pack { id: PuzzleId { number: 6, .. }, .. }));
}

#[test]
fn a_pack_that_does_not_arrive_is_said_the_game_stays_and_the_next_opening_asks_again() {
    let mut page = without_packs();
    page.open_link(Link::pack_puzzle(SOLO_5), NOON).unwrap();
    let effects = page.pack_arrived(PackName::Solo, Err("no connection"), NOON);
    assert_eq!(
        status(&effects),
        "The Two-capture 8×8 pack could not be loaded (no connection). Check the connection, then open it again."
    );
    assert_eq!(tone(&effects), Tone::Error);
    let example = Link::puzzle(crate::solo::DEFAULT_PUZZLE, chesslab_core::solo::RulesPreset::Solitaire);
    assert!(effects.contains(&Effect::ReplaceAddress(example.clone())), "the address names the game again");
    assert_eq!(page.link(), example);

    let effects = page.open_link(Link::pack_puzzle(SOLO_5), NOON).unwrap();
    assert_eq!(fetches(&effects), [PackName::Solo], "asked for again");
    // A damaged file is said the same way, with what is wrong in it.
    let effects = page.pack_arrived(PackName::Solo, Ok("<html>not found</html>"), NOON);
    assert!(
        status(&effects).starts_with("The Two-capture 8×8 pack could not be loaded ("),
        "{}",
        status(&effects)
    );
    assert_eq!(page.game().code(), crate::solo::DEFAULT_PUZZLE);
}

#[test]
fn a_puzzle_opened_while_a_pack_is_on_its_way_stays_when_the_pack_arrives() {
    let mut page = without_packs();
    page.open_link(Link::pack_puzzle(SOLO_5), NOON).unwrap();
    let shared = Link::from_fragment("#/solo/R1R1/4/4/B1B1").unwrap();
    page.open_link(shared.clone(), NOON).unwrap();
    assert_eq!(page.link(), shared);
    let effects = page.pack_arrived(PackName::Solo, Ok(PackName::Solo.data()), NOON);
    assert_eq!(page.link(), shared, "the player's choice is not undone");
    assert_eq!(effects.status(), None);
    // The pack is kept: its puzzles open at once from now on.
    let effects = page.open_link(Link::pack_puzzle(SOLO_5), NOON).unwrap();
    assert_eq!(fetches(&effects), []);
    assert!(matches!(page.origin(), Origin::Pack { id: SOLO_5, .. }));
}

#[test]
fn a_pack_page_waits_for_its_pack_with_its_notice() {
    let mut page = without_packs();
    let effects = page.open_link(Link::from_fragment("#/solo/pack/solitaire-999").unwrap(), NOON).unwrap();
    assert_eq!(fetches(&effects), [PackName::Solitaire]);
    assert_eq!(page.link(), Link::Pack(PackLink::Page(PackName::Solitaire)));
    let waiting = page.screen(NOON).packs.expect("the pack page, keeping its place (CLS)");
    assert!(waiting.levels.is_empty() && waiting.continue_with.is_none(), "no tiles before its pack");
    assert_eq!(waiting.summary, "Opening the Classic 4×4 pack…");
    let effects = page.pack_arrived(PackName::Solitaire, Ok(PackName::Solitaire.data()), NOON);
    assert!(status(&effects).starts_with("That link names no puzzle"), "{}", status(&effects));
    let packs = page.screen(NOON).packs.unwrap();
    assert_eq!(packs.pack, PackName::Solitaire);
    assert_eq!(packs.levels.iter().map(|level| level.tiles.len()).sum::<usize>(), 200);
    assert_eq!(packs.tabs.len(), 2, "every pack has its tab, fetched or not");
}
