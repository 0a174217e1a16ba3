//! Property tests for every parser that reads what a person types or pastes:
//! no input makes one panic, and what one prints it reads back unchanged.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::{
    board::{BoardText, BoardTextError, Cell, Syntax},
    coverage::{BishopRule, Objective},
    json::{FromJson, Json, ToJson},
    link::{Fragment, Link},
    queens::{self, format_board, parse_board, Problem, MAX_N},
    solo::{self, parse_code, parse_move, to_code, Level, Position, Rules, RulesPreset},
};
use proptest::prelude::*;

use crate::common;

/// Text built from the characters these parsers care about, plus some they do not.
fn near_miss(alphabet: &'static str, max: usize) -> impl Strategy<Value = String> {
    let chars: Vec<char> = alphabet.chars().collect();
    prop::collection::vec(prop::sample::select(chars), 0..max).prop_map(|chars| chars.into_iter().collect())
}

/// A random position: a board of 1×1 to 8×8 with at least one piece.
fn position() -> impl Strategy<Value = Position> {
    common::positions::random_position(0.4)
}

/// Every syntax a family reads board text with, and then some.
fn syntax() -> impl Strategy<Value = Syntax> {
    (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>())
        .prop_map(|(pawns, off_cells, groups, wide)| Syntax { pawns, off_cells, groups, wide })
}

/// Board text as a family writes it: `side` ranks of `side` cells, each
/// empty, a piece, switched off or a group (what the syntax does not allow is
/// refused, and that is tested too).
fn board_text(letters: &'static str) -> impl Strategy<Value = String> {
    let cell = prop_oneof![
        3 => Just("1".to_string()),
        3 => prop::sample::select(letters.chars().collect::<Vec<_>>()).prop_map(String::from),
        1 => Just("-".to_string()),
        1 => prop::collection::vec(prop::sample::select(letters.chars().collect::<Vec<_>>()), 1..4)
            .prop_map(|group| format!("[{}]", group.into_iter().collect::<String>())),
    ];
    (1usize..=8, 1usize..=8).prop_flat_map(move |(width, height)| {
        prop::collection::vec(prop::collection::vec(cell.clone(), width), height)
            .prop_map(|ranks| ranks.iter().map(|rank| rank.concat()).collect::<Vec<_>>().join("/"))
    })
}

/// A random N-queens board with some squares blocked.
fn queens_problem() -> impl Strategy<Value = Problem> {
    (1usize..=MAX_N).prop_flat_map(|n| {
        prop::collection::vec(any::<u32>(), n).prop_map(move |rows| {
            Problem::with_blocked(n, &rows.iter().map(|row| row & ((1 << n) - 1)).collect::<Vec<_>>())
                .unwrap()
        })
    })
}

/// Any Solo puzzle identity: every kind, with the generator's settings it accepts.
fn solo_puzzle() -> impl Strategy<Value = solo::Puzzle> {
    let rules = any::<bool>().prop_map(|solo| if solo { RulesPreset::Solo } else { RulesPreset::Solitaire });
    let day = -30_000i64..2_900_000;
    prop_oneof![
        (any::<bool>(), 1u16..=200).prop_map(|(solo_pack, number)| {
            let pack = if solo_pack { solo::PackName::Solo } else { solo::PackName::Solitaire };
            solo::Puzzle::Pack(solo::PuzzleId { pack, number })
        }),
        (day.clone(), rules.clone()).prop_map(|(day, rules)| solo::Puzzle::Daily { day, rules }),
        (any::<u64>(), day, any::<bool>(), 0usize..solo::CHALLENGE_LENGTH).prop_map(
            |(seed, day, daily, index)| {
                let run = if daily { solo::RunId::Daily(day) } else { solo::RunId::Seeded(seed) };
                solo::Puzzle::Challenge { run, index }
            }
        ),
        (any::<u64>(), 0..4usize, any::<bool>(), rules.clone(), 4u8..=8, proptest::option::of(1u8..=16))
            .prop_map(|(seed, level, unique, rules, size, pieces)| solo::GenerateTask {
                level: solo::ALL_LEVELS[level],
                seed,
                unique,
                rules,
                size,
                pieces,
            })
            .prop_filter("the generator takes it", |task| task.check().is_ok())
            .prop_map(solo::Puzzle::Generated),
        (position(), rules)
            .prop_map(|(position, rules)| solo::Puzzle::Position { code: to_code(&position), rules }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_solo_puzzle_reads_back_from_its_link(puzzle in solo_puzzle()) {
        let link = solo::Link::Puzzle(puzzle);
        prop_assert_eq!(solo::Link::from_fragment(&link.to_fragment()).unwrap(), link);
    }

    #[test]
    fn solo_identity_links_never_panic(
        text in near_miss("#/solo/dailynewpackchallenge?seed=&puzzle=&rules=solo&size=&level=&pieces=&unique-0123456789", 80)
    ) {
        let _ = solo::Link::from_fragment(&text);
    }

    #[test]
    fn puzzle_codes_never_panic(text in near_miss("KQRBNPkqrbnp0123456789/ x.é♛\n%-", 80)) {
        if let Ok(position) = parse_code(&text) {
            prop_assert_eq!(parse_code(&to_code(&position)).unwrap(), position);
        }
    }

    #[test]
    fn any_text_is_refused_or_read_by_every_parser(text in ".{0,120}") {
        let _ = parse_code(&text);
        let _ = parse_board(&text);
        let _ = Fragment::parse(&text);
        let _ = solo::Link::from_fragment(&text);
        let _ = queens::Link::from_fragment(&text);
        let _ = chesslab_core::coverage::Link::from_fragment(&text);
        let _ = chesslab_core::exact::Link::from_fragment(&text);
        let _ = chesslab_core::exact::Link::from_fragment(&format!("#/exact/5x5,k=2?play={text}"));
        let _ = Cell::parse_link(&text, 8);
        let _ = text.parse::<RulesPreset>();
        let _ = text.parse::<Level>();
        let position = parse_code("2Q1/2R1/N3/1P2").unwrap();
        let _ = parse_move(&text, &position, Rules::SOLITAIRE);
    }

    #[test]
    fn the_board_text_reader_never_panics(
        text in near_miss("KQRBNPkqrbnp0123456789/-[] x♛\u{feff}", 110),
        syntax in syntax(),
    ) {
        match BoardText::read(&text, syntax) {
            Ok(board) => {
                let (most_side, most_cells) = if syntax.wide { (128, 128) } else { (8, 64) };
                prop_assert!((1..=most_side).contains(&board.width()) && (1..=most_side).contains(&board.height()));
                prop_assert!(board.width() * board.height() <= most_cells);
                prop_assert!(board.ranks().iter().all(|rank| rank.len() == board.width()));
            }
            // Every refusal is one line, short, and says where (or is about the whole text).
            Err(error) => {
                let message = error.to_string();
                prop_assert!(!message.contains('\n') && message.chars().count() < 200, "{}", message);
                let whole = matches!(error, BoardTextError::Empty | BoardTextError::TooLong { .. });
                let placed = message.contains("rank") || message.contains("character");
                prop_assert!(whole || placed, "{}", message);
            }
        }
        let _ = BoardText::read_seed_form(&text);
    }

    #[test]
    fn board_text_written_reads_back_as_the_same_board(
        text in board_text("KQRBNPkqrbnp"),
        syntax in syntax(),
    ) {
        if let Ok(board) = BoardText::read(&text, syntax) {
            let written = board.to_string();
            prop_assert_eq!(BoardText::read(&written, syntax).unwrap(), board.clone());
            // Written once, the text is the writer's own: writing it again changes nothing.
            prop_assert_eq!(BoardText::read(&written, syntax).unwrap().to_string(), written);
        }
    }

    #[test]
    fn exact_placements_round_trip(text in board_text("KQRBNPkqrbnp")) {
        if let Ok(placement) = chesslab_core::exact::Placement::parse(&text) {
            let code = placement.to_string();
            prop_assert_eq!(chesslab_core::exact::Placement::parse(&code).unwrap(), placement);
        }
    }

    #[test]
    fn coverage_placements_round_trip(text in board_text("KQRBNkqrbn")) {
        if let Ok(placement) = chesslab_core::coverage::Placement::parse(&text) {
            let code = placement.code();
            let again = chesslab_core::coverage::Placement::parse(&code).unwrap();
            prop_assert_eq!(again.code(), code);
            prop_assert_eq!(again, placement);
        }
    }

    #[test]
    fn puzzle_codes_round_trip(position in position()) {
        let code = to_code(&position);
        prop_assert_eq!(parse_code(&code).unwrap(), position);
        prop_assert_eq!(to_code(&parse_code(&code).unwrap()), code);
    }

    /// Every 4×4 position the seed's form can write reads back, a full board (no `0`) too.
    #[test]
    fn seed_forms_read_back(cells in prop::collection::vec(prop::sample::select(&['0', 'q', 'r', 'b', 'k', 'p'][..]), 16)) {
        let text: String = cells.into_iter().collect();
        if let Ok(position) = parse_code(&text) {
            let written = solo::to_seed_form(&position).unwrap();
            prop_assert_eq!(&written, &text);
            prop_assert_eq!(parse_code(&written).unwrap(), position);
        }
    }

    #[test]
    fn move_text_round_trips_for_every_legal_capture(position in position()) {
        for rules in [Rules::SOLITAIRE, Rules::SOLO] {
            for mv in position.legal_moves(rules) {
                prop_assert_eq!(parse_move(&mv.to_string(), &position, rules).unwrap(), mv);
            }
        }
    }

    #[test]
    fn move_text_never_panics(text in near_miss("KQRBNPxX abcdefghi0123456789", 12), position in position()) {
        let _ = parse_move(&text, &position, Rules::SOLO);
    }

    #[test]
    fn solo_links_round_trip(position in position(), solo_rules in any::<bool>()) {
        let rules = if solo_rules { RulesPreset::Solo } else { RulesPreset::Solitaire };
        let link = solo::Link::puzzle(&to_code(&position), rules);
        prop_assert_eq!(solo::Link::from_fragment(&link.to_fragment()).unwrap(), link);
    }

    #[test]
    fn solo_links_never_panic(text in near_miss("#/solo?rules=&x%2F0123456789KQRBNP", 60)) {
        let _ = solo::Link::from_fragment(&text);
    }

    #[test]
    fn pack_links_never_panic_and_always_name_a_pack(text in near_miss("solo-17solitaire-200pack/", 30)) {
        let link = solo::Link::from_fragment(&format!("#/solo/pack/{text}")).unwrap();
        let pack = match &link {
            solo::Link::Pack(page) => page.pack(),
            solo::Link::Puzzle(solo::Puzzle::Pack(id)) => id.pack,
            other => panic!("{other:?}"),
        };
        prop_assert_eq!(link.rules(), Some(pack.rules()));
        // What it names reads back as itself, or (a missing puzzle) as its pack's page.
        let again = solo::Link::from_fragment(&link.to_fragment()).unwrap();
        prop_assert_eq!(again.rules(), Some(pack.rules()));
    }
    #[test]
    fn pack_puzzle_links_round_trip(solo_pack in any::<bool>(), number in 1u16..=200) {
        let pack = if solo_pack { solo::PackName::Solo } else { solo::PackName::Solitaire };
        let link = solo::Link::pack_puzzle(solo::PuzzleId { pack, number });
        prop_assert_eq!(solo::Link::from_fragment(&link.to_fragment()).unwrap(), link);
    }

    #[test]
    fn queens_links_round_trip(problem in queens_problem()) {
        let link = queens::Link { problem: Some(problem), ..queens::Link::default() };
        prop_assert_eq!(queens::Link::from_fragment(&link.to_fragment()).unwrap(), link);
    }

    #[test]
    fn queens_links_with_a_try_round_trip((problem, picks) in queens_problem().prop_flat_map(|problem| {
        let n = problem.n();
        (Just(problem), prop::collection::vec((0..n, 0..n), 0..=n))
    })) {
        let n = problem.n();
        // The free squares picked, each once: a try the board allows.
        let mut cells: Vec<Cell> = Vec::new();
        for (row, col) in picks {
            let cell = Cell::from_top(row, col, n).unwrap();
            if !problem.is_blocked(row, col) && !cells.contains(&cell) {
                cells.push(cell);
            }
        }
        let queens = queens::Placement::new(&problem, cells).unwrap();
        let link = queens::Link { problem: Some(problem), daily: None, queens };
        prop_assert_eq!(queens::Link::from_fragment(&link.to_fragment()).unwrap(), link);
    }

    #[test]
    fn daily_queens_links_round_trip(day in -30_000i64..2_900_000, today in any::<bool>(), picks in prop::collection::vec((0usize..8, 0usize..8), 0..=8)) {
        let mut cells: Vec<Cell> = picks.into_iter().map(|(row, col)| Cell::from_top(row, col, 8).unwrap()).collect();
        cells.sort();
        cells.dedup();
        let queens = queens::Placement::new(&Problem::new(8).unwrap(), cells).unwrap();
        let daily = if today { queens::DailyLink::Today } else { queens::DailyLink::Day(day) };
        let link = queens::Link { problem: None, daily: Some(daily), queens };
        prop_assert_eq!(queens::Link::from_fragment(&link.to_fragment()).unwrap(), link);
    }

    #[test]
    fn queens_links_never_panic(text in near_miss("#/queens?blocked=queens=daily/-.,&0123456789%", 60)) {
        // Whatever is read writes a link that reads back the same.
        if let Ok(link) = queens::Link::from_fragment(&text) {
            prop_assert_eq!(queens::Link::from_fragment(&link.to_fragment()).unwrap(), link);
        }
        let _ = chesslab_core::coverage::Link::from_fragment(&text);
    }

    #[test]
    fn queens_links_read_any_text_without_panicking(text in ".{0,80}") {
        let _ = queens::Link::from_fragment(&text);
        let _ = queens::Link::from_fragment(&format!("#/queens/8?queens={text}"));
        let _ = queens::Link::from_fragment(&format!("#/queens/daily/{text}"));
    }

    #[test]
    fn coverage_links_never_panic(text in near_miss("#/coverage?pieces=board=bishops=goal=superpose=&KQRBNP0123456789", 80)) {
        if let Ok(link) = chesslab_core::coverage::Link::from_fragment(&text) {
            prop_assert_eq!(chesslab_core::coverage::Link::from_fragment(&link.to_fragment()).unwrap(), link);
        }
    }

    #[test]
    fn exact_links_never_panic_and_round_trip(
        text in near_miss("#/exact/x,k=cells=vacant,pieces=?find=minall&max=-/KQRBNP0123456789abcdefg", 90)
    ) {
        if let Ok(link) = chesslab_core::exact::Link::from_fragment(&text) {
            prop_assert_eq!(chesslab_core::exact::Link::from_fragment(&link.to_fragment()).unwrap(), link);
        }
    }

    #[test]
    fn queens_boards_round_trip(problem in queens_problem()) {
        prop_assert_eq!(parse_board(&format_board(&problem)).unwrap(), problem.clone());
        let crlf = format_board(&problem).replace('\n', "\r\n");
        prop_assert_eq!(parse_board(&crlf).unwrap(), problem);
    }

    #[test]
    fn queens_board_text_never_panics(text in near_miss(".*\n\r #\u{feff}", 200)) {
        if let Ok(problem) = parse_board(&text) {
            prop_assert_eq!(parse_board(&format_board(&problem)).unwrap(), problem);
        }
    }

    #[test]
    fn cells_round_trip_through_link_text(size in 1usize..=MAX_N, row in 0usize..MAX_N, col in 0usize..MAX_N) {
        if let Some(cell) = Cell::from_top(row, col, size).filter(|_| col < size) {
            prop_assert_eq!(Cell::parse_link(&cell.link_text(size), size).unwrap(), cell);
        }
    }
}

#[test]
fn a_bad_name_in_a_task_gives_a_short_message_not_serde_s() {
    // Found by fuzzing: a long unknown variant reached the page as serde's 300-character message.
    // Solo's and coverage's cross as JSON text, read by the core's own codec.
    let long_text = Json::String("x".repeat(300));
    let messages = [
        RulesPreset::from_json(&long_text).unwrap_err().to_string(),
        Level::from_json(&long_text).unwrap_err().to_string(),
        BishopRule::from_json(&long_text).unwrap_err().to_string(),
        Objective::from_json(&long_text).unwrap_err().to_string(),
    ];
    for message in &messages {
        // The echo is at most 60 characters; the rest names what is accepted.
        assert!(message.chars().count() < 130, "{message}");
        assert!(message.contains(&format!("'{}…'", "x".repeat(59))), "{message}");
    }
    let name = |text: &str| Json::String(text.into());
    assert_eq!(
        RulesPreset::from_json(&name("chess")).unwrap_err().to_string(),
        "'chess' is not solitaire or solo"
    );
    assert_eq!(RulesPreset::from_json(&name("solo")).unwrap(), RulesPreset::Solo);
    assert_eq!(RulesPreset::Solo.to_json().to_text(), "\"solo\"");
    assert_eq!(Level::from_json(&name("expert")).unwrap(), Level::Expert);
}

#[test]
fn a_full_board_in_the_seed_form_reads_back() {
    let position = parse_code("qrbpkqrbpkqrbpkq").unwrap();
    assert_eq!(to_code(&position), "QRBP/NQRB/PNQR/BPNQ");
    assert_eq!(solo::to_seed_form(&position).as_deref(), Some("qrbpkqrbpkqrbpkq"));
}
