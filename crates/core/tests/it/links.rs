//! Links of every page: round trips, and bad links that say what is wrong.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::{
    link::{Fragment, Link, LinkError},
    queens,
    solo::{self, RulesPreset},
};

#[test]
fn solo_links_round_trip_and_bad_ones_explain() {
    let link = solo::Link::from_fragment("#/solo/2Q1/2R1/N3/1P2").unwrap();
    assert_eq!(link, solo::Link::puzzle("2Q1/2R1/N3/1P2", RulesPreset::Solitaire));
    assert_eq!(link.to_fragment(), "#/solo/2Q1/2R1/N3/1P2");
    let seed = solo::Link::from_fragment("#/solo/00q000r0k0000p00").unwrap();
    assert_eq!(seed, link, "the seed form opens the same puzzle");
    let ruled = solo::Link::from_fragment("#/solo/R3%2F1B2/2N1/3P?rules=solo").unwrap();
    assert_eq!(solo::Link::from_fragment(&ruled.to_fragment()).unwrap(), ruled);
    assert_eq!(solo::Link::from_fragment("#/solo").unwrap(), solo::Link::Current);
    for (fragment, message) in [
        ("#/solo/2Q1/2R1/N3/1P9", "the puzzle in this link is invalid: rank 4"),
        ("#/solo/2Q1?rules=blitz", "unknown rules 'blitz'"),
        ("#/solo/packs", "'packs' is not a Solo link: a puzzle's link ends in its code"),
        (
            "#/solo/editor",
            "the others are #/solo/pack/solitaire, #/solo/pack/solo, #/solo/daily, #/solo/challenge and #/solo/rush",
        ),
        ("#/solo/2Q1?x=1", "unknown setting 'x'"),
        ("#/solo/2Q1?rules=solo&rules=solo", "gives the setting 'rules' twice"),
        ("#/solo/%E2%8", "damaged"),
        ("#/solo/%FF", "damaged"),
        ("#/solo?rules=solo", "takes no rules"),
        ("#/solo/pack/solo-3?rules=solitaire", "played under its own solo rules"),
        ("#/solo/daily/2026-02-30", "'2026-02-30' is not a date"),
        ("#/solo/new/abc?size=9", "board"),
        ("#/solo/new/abc?level=grandmaster", "grandmaster"),
        ("#/solo/new/abc?unique=yes", "'unique' takes no value"),
        ("#/solo/new/abc?pieces=many", "'many' is not a number of pieces"),
        ("#/solo/new/a-b", "not a seed"),
        ("#/solo/challenge?seed=abc&puzzle=31", "puzzles 1 to 30, not '31'"),
        ("#/solo/challenge?puzzle=3", "names its run"),
        ("#/solo/challenge?daily&puzzle=3", "names its run"),
    ] {
        let error = solo::Link::from_fragment(fragment).unwrap_err().to_string();
        assert!(error.contains(message), "{fragment}: {error}");
    }
}

#[test]
fn every_kind_of_solo_puzzle_has_a_link() {
    for fragment in [
        "#/solo/pack/solo-17",
        "#/solo/daily/2026-11-27",
        "#/solo/daily/2026-11-27?rules=solo",
        "#/solo/challenge?seed=abc123&puzzle=12",
        "#/solo/challenge?daily=2026-11-25&puzzle=1",
        "#/solo/new/k3x9",
        "#/solo/new/k3x9?rules=solo&size=8&level=expert&pieces=10&unique",
        "#/solo/2Q1/2R1/N3/1P2?rules=solo",
    ] {
        let link = solo::Link::from_fragment(fragment).unwrap();
        assert!(matches!(link, solo::Link::Puzzle(_)), "{fragment}: {link:?}");
        assert_eq!(link.to_fragment(), fragment);
    }
    for (fragment, link) in [
        ("#/solo/daily", solo::Link::TodaysDaily(RulesPreset::Solitaire)),
        ("#/solo/daily?rules=solo", solo::Link::TodaysDaily(RulesPreset::Solo)),
        ("#/solo/pack/solo", solo::Link::Pack(solo::PackLink::Page(solo::PackName::Solo))),
    ] {
        assert_eq!(solo::Link::from_fragment(fragment).unwrap(), link);
        assert_eq!(link.to_fragment(), fragment);
    }
}

#[test]
fn queens_links_round_trip_and_bad_ones_explain() {
    let link = queens::Link::from_fragment("#/queens/8?blocked=3.3,6.6,6.7,7.4").unwrap();
    assert_eq!(link.problem.as_ref().unwrap().blocked_rows(), &[0, 0, 0b100, 0, 0, 0b110_0000, 0b1000, 0]);
    assert_eq!(queens::Link::from_fragment(&link.to_fragment()).unwrap(), link);
    assert_eq!(queens::Link::from_fragment("#/queens/12").unwrap().to_fragment(), "#/queens/12");
    assert_eq!(queens::Link::from_fragment("#/queens").unwrap().problem, None, "keeps the board shown");
    assert_eq!(queens::Link::from_fragment("#/queens").unwrap().to_fragment(), "#/queens");
    let daily = queens::Link::from_fragment("#/queens/daily/2026-11-27?queens=1.1").unwrap();
    assert_eq!(
        daily.daily,
        Some(queens::DailyLink::Day(chesslab_core::calendar::day_of_date("2026-11-27").unwrap()))
    );
    assert_eq!(daily.to_fragment(), "#/queens/daily/2026-11-27?queens=1.1");
    assert_eq!(queens::Link::from_fragment("#/queens/daily").unwrap().daily, Some(queens::DailyLink::Today));
    let corner = queens::Link::from_fragment("#/queens?blocked=1.1").unwrap().problem.unwrap();
    assert_eq!((corner.n(), corner.blocked_rows()[0]), (8, 1));
    for (fragment, message) in [
        ("#/queens/0", "'0' is not a board size: N is from 1 to 27"),
        ("#/queens/28", "'28' is not a board size"),
        ("#/queens/99", "'99' is not a board size"),
        ("#/queens/99999999999999999999999", "not a board size"),
        ("#/queens/eight", "not a board size"),
        ("#/queens/33?blocked=1.33", "'33' is not a board size"),
        ("#/queens/27?blocked=1.33", "'1.33' is not a square row.column of a 27×27 board"),
        ("#/queens/8?blocked=9.1", "'9.1' is not a square"),
        ("#/queens/8?blocked=1-1", "'1-1' is not a square"),
        ("#/queens/8?blocked=0.3", "'0.3' is not a square"),
        ("#/queens/8?size=3", "unknown setting 'size'"),
        ("#/queens/4?queens=1.1,1.1", "a4 is given twice"),
        ("#/queens/4?queens=1.1,2.1,3.1,4.1,1.2", "too many queens (5): at most 4 fit on the board"),
        ("#/queens/4?blocked=2.2&queens=2.2", "a queen cannot stand on b3: it is blocked"),
        ("#/queens/4?queens=5.1", "'5.1' is not a square row.column of a 4×4 board"),
        ("#/queens/daily/2026-02-30", "'2026-02-30' is not a date"),
        ("#/queens/daily?blocked=1.1", "a daily Queens has its own blocked squares"),
        ("#/queens/daily?queens=9.9", "'9.9' is not a square"),
    ] {
        let error = queens::Link::from_fragment(fragment).unwrap_err().to_string();
        assert!(error.contains(message), "{fragment}: {error}");
    }
}

#[test]
fn the_home_page_and_unknown_pages_are_told_apart() {
    for home in ["", "#", "#/", "#//"] {
        let parts = Fragment::parse(home).unwrap();
        assert_eq!((parts.page.as_str(), parts.query.is_empty()), ("", true), "{home}");
    }
    let settings = Fragment::parse("#/?rules=solo").unwrap();
    assert_eq!(settings.query.finish(), Err(LinkError::UnknownSetting("rules".into())));
    assert_eq!(solo::Link::from_fragment("#/chess"), Err(LinkError::UnknownPage("chess".into())));
}

#[test]
fn coverage_links_round_trip_and_bad_ones_explain() {
    use chesslab_core::coverage::{self, BishopRule, Goal, Settings};
    let link =
        coverage::Link::from_fragment("#/coverage?pieces=KQN&board=5&bishops=any&goal=min&superpose=1")
            .unwrap();
    let settings = Settings { pieces: "KQN".into(), side: 5, bishops: BishopRule::Any, superpose: true };
    assert_eq!(link.setup, Some((settings, Goal::Min)));
    assert_eq!(coverage::Link::from_fragment(&link.to_fragment()).unwrap(), link);
    assert_eq!(coverage::Link::from_fragment("#/coverage").unwrap().setup, None);
    // Found by fuzzing: with superposition ten pieces fit on nine squares.
    let crowded = coverage::Link::from_fragment("#/coverage?board=3&pieces=KQRRBBNNNN&superpose=1").unwrap();
    assert_eq!(crowded.setup.map(|(settings, _)| settings.side), Some(3));
    let classic = coverage::Link::from_fragment("#/coverage?goal=unattacked").unwrap();
    assert_eq!(classic.setup, Some((Settings::default(), Goal::Unattacked)));
    for (fragment, message) in [
        ("#/coverage?pieces=KQP", "'P' at character 3 is not a piece"),
        ("#/coverage?pieces=KQRRBBNNNNN", "11 pieces is too many"),
        ("#/coverage?board=9", "'9' is not a board size: from 3 to 8"),
        ("#/coverage?board=3&pieces=KQRRBBNNNN", "do not fit"),
        ("#/coverage?bishops=red", "is not one of: opposite, same, any"),
        ("#/coverage?goal=all", "'all' is not a goal"),
        ("#/coverage?superpose=yes", "superpose=yes should be 1 or 0"),
        ("#/coverage/extra", "'extra' is not part of a coverage link"),
        ("#/coverage?size=8", "unknown setting 'size'"),
    ] {
        let error = coverage::Link::from_fragment(fragment).unwrap_err().to_string();
        assert!(error.contains(message), "{fragment}: {error}");
    }
}
