//! New puzzles from the generator, the daily puzzle, links, typed codes and rules.

use super::*;
use crate::solo::{FormDefaults, NewPuzzleForm, Origin, Purpose, Source, DEFAULT_PUZZLE};
use chesslab_core::{
    link::Link as _,
    solo::{parse_code, ALL_LEVELS},
};

fn form<'a>(level: &'a str, size: &'a str, pieces: &'a str, unique: bool) -> NewPuzzleForm<'a> {
    let rules = if size == "8" { "solo" } else { "solitaire" };
    NewPuzzleForm { rules, level, size, pieces, unique }
}

#[test]
fn new_puzzles_come_at_every_level_with_their_link_and_rating() {
    let mut page = fresh();
    for (seed, level) in ALL_LEVELS.into_iter().enumerate() {
        let asked = page.new_puzzle(&form(level.name(), "4", "", false), seed as u64, NOON);
        let (_, options) = generation(&asked);
        assert_eq!(
            (options.level, options.size, options.pieces, options.seed),
            (level, 4, None, seed as u64)
        );
        let effects = deliver(&mut page, &asked);
        let text = status(&effects);
        assert!(text.starts_with(&format!("New {} puzzle: ", level.name())), "{text}");
        let link = effects.address().unwrap();
        assert_eq!(
            link,
            Link::Puzzle(chesslab_core::solo::Puzzle::Generated(options)),
            "the settings and seed"
        );
        assert_eq!(page.link(), link);
        assert!(matches!(page.origin(), Origin::Generated { task, daily: None, .. } if task.level == level));
        assert_eq!(page.record.attempt().level, Some(level));
    }
    let playing = page.screen(NOON).playing;
    assert!(playing.starts_with("New puzzle · Expert · Classic rules · "), "{playing}");
}

#[test]
fn a_unique_16_piece_8x8_solo_puzzle_is_rated_and_a_bad_piece_count_is_explained() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solo);
    let asked = page.new_puzzle(&form("expert", "8", "16", true), 1, NOON);
    let (_, options) = generation(&asked);
    assert_eq!(
        (options.rules, options.size, options.pieces, options.unique),
        (RulesPreset::Solo, 8, Some(16), true)
    );
    let effects = deliver(&mut page, &asked);
    let text = status(&effects);
    assert!(text.starts_with("New expert puzzle: 16 pieces, "), "{text}");
    assert!(text.contains(" (one solution)."), "{text}");
    let playing = page.screen(NOON).playing;
    let stars: String = playing.chars().filter(|c| "★☆".contains(*c)).collect();
    assert_eq!(stars.chars().count(), 5, "{playing}");
    assert!(playing.starts_with("New puzzle · Expert · Two-capture rules · "), "{playing}");
    assert!(page.form_error().is_none());
    assert!(page.screen(NOON).board_label.contains("8 by 8"));
    assert_eq!(page.game().position().piece_count(), 16);
    assert!(effects.address().as_ref().unwrap().to_fragment().contains("rules=solo&size=8"));

    let refused = page.new_puzzle(&form("expert", "8", "40", true), 2, NOON);
    assert_eq!(
        status(&refused),
        "Cannot generate: an 8x8 puzzle with one solution under solo rules has from 2 to 16 pieces, not 40."
    );
    assert_eq!(tone(&refused), Tone::Error);
    assert!(refused.start().is_none());
    assert_eq!(page.form_error(), Some(status(&refused).as_str()), "the dialog says it too, and stays open");
    let refused = page.new_puzzle(&form("expert", "8", "sixteen pieces please", true), 2, NOON);
    assert_eq!(status(&refused), "Cannot generate: 'sixteen piec' is not a number of pieces.");

    // A puzzle opened by its code has no rating of its own.
    page.open_code("2Q1/2R1/N3/1P2", NOON);
    assert_eq!(page.screen(NOON).playing, "Puzzle from its code · Two-capture rules");
    assert_eq!(page.origin(), Origin::Opened(Source::Code));
}

#[test]
fn the_new_puzzle_form_opens_like_the_puzzle_on_the_board() {
    let page = opened("R3/1B2/2N1/3P", RulesPreset::Solo);
    assert_eq!(page.form_defaults(), FormDefaults { rules: "solo", size: "4".into() });
    let page = opened("8/8/8/8/8/8/1Q6/K7", RulesPreset::Solo);
    assert_eq!(page.form_defaults(), FormDefaults { rules: "solo", size: "8".into() });
    // A board the form does not offer (3 by 5) opens it on 4×4.
    let page = opened("3/3/Q2/3/R2", RulesPreset::Solitaire);
    assert_eq!(page.form_defaults(), FormDefaults { rules: "solitaire", size: "4".into() });
}

#[test]
fn what_is_played_is_named_by_where_it_came_from() {
    let page = fresh();
    assert_eq!(page.screen(NOON).playing, "Example puzzle · Classic rules");
    let page = opened("R3/1B2/2N1/3P", RulesPreset::Solo);
    assert_eq!(page.screen(NOON).playing, "Shared puzzle · Two-capture rules");
    let mut page = fresh();
    let _ = page.change_rules("solo", NOON);
    assert_eq!(page.screen(NOON).playing, "Your position · Two-capture rules");
}

#[test]
fn an_unknown_level_or_size_reads_as_the_first_ones() {
    let options =
        NewPuzzleForm { rules: "chess", level: "legendary", size: "huge", pieces: " ", unique: false }
            .options(3)
            .unwrap();
    assert_eq!(
        (options.level, options.size, options.pieces),
        (chesslab_core::solo::Level::Beginner, 4, None)
    );
    assert_eq!(options.rules, RulesPreset::Solitaire);
}

#[test]
fn the_daily_puzzle_is_the_same_all_day_and_made_for_the_rules_chosen() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let asked = page.daily("solitaire", NOON);
    assert_eq!(
        page.running(),
        Some(Purpose::Generate {
            task: chesslab_core::solo::daily_options(20_780, RulesPreset::Solitaire),
            daily: Some(20_780)
        })
    );
    let effects = deliver(&mut page, &asked);
    let text = status(&effects);
    assert!(text.starts_with("The daily puzzle for 2026-11-23: "), "{text}");
    assert!(text.contains(" (one solution"), "{text}");
    let first = page.game().code();
    assert!(matches!(page.origin(), Origin::Generated { daily: Some(20_780), .. }));

    let mut later = fresh();
    let asked = later.daily("solitaire", NOON + 11.0 * 3_600_000.0);
    deliver(&mut later, &asked);
    assert_eq!(later.game().code(), first, "the same puzzle later the same day");
    let asked = later.daily("solitaire", NOON + 13.0 * 3_600_000.0);
    deliver(&mut later, &asked);
    assert_ne!(later.game().code(), first, "tomorrow's puzzle");

    let asked = page.daily("solo", NOON);
    let effects = deliver(&mut page, &asked);
    assert_eq!(page.screen(NOON).rules, "solo");
    assert!(page.screen(NOON).board_label.contains("8 by 8"), "the Solo Chess daily puzzle is on 8×8");
    assert!(effects.address().as_ref().unwrap().to_fragment().ends_with("?rules=solo"));
}

#[test]
fn a_share_link_names_the_puzzle_and_rules_and_opens_the_same_board() {
    let page = opened("R3/1B2/2N1/3P", RulesPreset::Solo);
    let fragment = page.link().to_fragment();
    assert_eq!(fragment, "#/solo/R3/1B2/2N1/3P?rules=solo");
    let again = opened("R3/1B2/2N1/3P", RulesPreset::Solo);
    assert_eq!(again.screen(NOON).board_label, page.screen(NOON).board_label);
    assert_eq!(again.screen(NOON).rules, "solo");
}

#[test]
fn a_link_to_another_puzzle_loads_it_and_the_link_to_the_current_one_keeps_the_board_and_its_rules() {
    let mut page = fresh();
    let link = Link::puzzle("R1R1/4/4/B1B1", RulesPreset::Solitaire);
    let effects = page.open_link(link, NOON).unwrap();
    assert_eq!(
        status(&effects),
        "Puzzle loaded from the link. 4 pieces left: every move must capture; leave one piece."
    );
    click_all(&mut page, &["a4", "c4"]);
    let effects = page.open_link(Link::Current, NOON).unwrap();
    assert_eq!(effects.address(), None, "no new history entry");
    assert!(effects.contains(&Effect::ReplaceAddress(Link::puzzle("R1R1/4/4/B1B1", RulesPreset::Solitaire))));
    assert_eq!((page.game().code().as_str(), page.game().rules()), ("R1R1/4/4/B1B1", RulesPreset::Solitaire));
    assert_eq!(page.game().played_texts(), ["Ra4xc4"], "the move stays");
}

#[test]
fn a_bad_link_while_a_search_runs_keeps_the_board_and_the_search() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    click_all(&mut page, &["c4", "c3"]);
    let asked = page.hint(NOON);
    // The router could not read the link: it reopens the page's own link.
    let own = page.link();
    assert_eq!(page.open_link(own, NOON).unwrap(), Vec::new(), "nothing stops, nothing moves");
    assert_eq!(page.running(), Some(Purpose::Hint));
    assert_eq!(page.screen(NOON).moves, ["Qc4xc3"]);
    let effects = answer(&mut page, &asked, NOON);
    assert_eq!(status(&effects), "Hint: move the knight on a2 (press Hint again to see its target).");
}

#[test]
fn a_typed_code_that_is_wrong_keeps_the_game() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    let effects = page.open_code("<b>QQ</b>", NOON);
    assert!(
        status(&effects).starts_with("Cannot open that code: rank 1 from the top: '<' is not a piece letter")
    );
    assert!(effects.address().is_none());
    assert_eq!(page.game().code(), DEFAULT_PUZZLE);
    let effects = page.open_code("R1R1/4/4/B1B1", NOON);
    assert_eq!(effects.address().as_ref().unwrap().to_fragment(), "#/solo/R1R1/4/4/B1B1");
    assert!(page.screen(NOON).board_label.ends_with("Position: R1R1/4/4/B1B1"));
}

#[test]
fn changing_the_rules_reopens_the_puzzle_under_them() {
    let mut page = opened(DEFAULT_PUZZLE, RulesPreset::Solitaire);
    click_all(&mut page, &["c4", "c3"]);
    let effects = page.change_rules("solo", NOON);
    assert_eq!(
        status(&effects),
        "Rules: Two-capture rules (each piece captures at most twice; the king goes last, as chess.com plays Solo Chess). \
         4 pieces left: every move must capture; leave one piece."
    );
    assert_eq!(effects.address().as_ref().unwrap().to_fragment(), "#/solo/2Q1/2R1/N3/1P2?rules=solo");
    assert!(page.screen(NOON).moves.is_empty(), "the puzzle starts again");
    let _ = page.change_rules("chess960", NOON);
    assert_eq!(page.game().rules(), RulesPreset::Solitaire, "an unknown name reads as the default rules");
    assert!(parse_code(&page.game().code()).is_ok());
}
