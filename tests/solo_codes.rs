//! Puzzle codes and links: round trips, and bad input that never panics.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab::{
    route::{Route, RouteError},
    solo::{parse_code, parse_move, to_code, CodeError, Rules, RulesPreset},
};

#[test]
fn the_seed_form_reads_k_as_a_knight() {
    let seed = parse_code("00q000r0k0000p00").unwrap();
    assert_eq!(to_code(&seed), "2Q1/2R1/N3/1P2");
    assert_eq!(parse_code("2q1/2r1/n3/1p2").unwrap(), seed, "either case");
}

#[test]
fn codes_round_trip_on_every_board_size() {
    let mut state = 0x1234_5678_u64;
    let mut next = move |bound: u64| {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 33) % bound
    };
    for _ in 0..5000 {
        let (width, height) = (1 + next(8) as usize, 1 + next(8) as usize);
        let ranks: Vec<String> = (0..height)
            .map(|_| (0..width).map(|_| ['1', 'K', 'Q', 'R', 'B', 'N', 'P', '1'][next(8) as usize]).collect())
            .collect();
        let text = ranks.join("/");
        match parse_code(&text) {
            Ok(position) => {
                let code = to_code(&position);
                assert_eq!(parse_code(&code).unwrap(), position, "{text} -> {code}");
                assert_eq!(position.shape().width() as usize, width);
                assert_eq!(position.shape().height() as usize, height);
            }
            Err(error) => assert_eq!(error, CodeError::NoPieces, "{text}"),
        }
    }
}

#[test]
fn bad_codes_give_clear_errors() {
    let cases: &[(&str, &str)] = &[
        ("", "empty"),
        ("   ", "empty"),
        ("2Q1/2R1/N3/1P9", "not supported"),
        ("2Q1/2R/N3/1P2", "rank 2 from the top is 3 squares wide, but the first rank is 4"),
        ("2Q1/2X1/N3/1P2", "rank 2 from the top: 'X' is not a piece letter"),
        ("4/4/4/4", "no pieces"),
        ("Q/Q/Q/Q/Q/Q/Q/Q/Q", "1×9 is not supported"),
        ("0Q", "'0' is not a piece letter"),
        ("99999999999999999999", "not supported"),
        ("QQQQQQQQQ", "9×1 is not supported"),
        ("2Q1//N3/1P2", "rank 2 from the top is 0 squares wide"),
        ("00q000r0k0000p0x", "'x' is not a piece letter"),
        ("♛", "'♛' is not a piece letter"),
    ];
    for (code, expected) in cases {
        let message = parse_code(code).unwrap_err().to_string();
        assert!(message.contains(expected), "{code:?}: {message}");
    }
    assert!(parse_code(&"Q".repeat(500)).unwrap_err().to_string().contains("500 characters"));
}

#[test]
fn arbitrary_text_never_panics() {
    // A cheap fuzzer: random strings over an alphabet rich in near-misses.
    let alphabet: Vec<char> = "KQRBNPkqrbnp0123456789/ x.*é♛\n\t%-".chars().collect();
    let mut state = 99_u64;
    for _ in 0..50_000 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let length = (state % 40) as usize;
        let text: String =
            (0..length).map(|i| alphabet[((state >> (i % 50)) as usize + i * 7) % alphabet.len()]).collect();
        if let Ok(position) = parse_code(&text) {
            assert_eq!(parse_code(&to_code(&position)).unwrap(), position);
        }
        let _ = Route::parse(&text);
        if let Ok(position) = parse_code("2Q1/2R1/N3/1P2") {
            let _ = parse_move(&text, &position, Rules::SOLITAIRE);
        }
    }
}

#[test]
fn moves_are_read_and_checked() {
    let position = parse_code("2Q1/2R1/N3/1P2").unwrap();
    assert_eq!(parse_move("Qc4xc3", &position, Rules::SOLITAIRE).unwrap().to_string(), "Qc4xc3");
    assert!(parse_move("Qc4xb1", &position, Rules::SOLITAIRE)
        .unwrap_err()
        .to_string()
        .contains("not a legal"));
    assert!(parse_move("Rc4xc3", &position, Rules::SOLITAIRE).is_err(), "wrong piece letter");
    assert!(parse_move("c4c3", &position, Rules::SOLITAIRE).unwrap_err().to_string().contains("like Qc4xc3"));
}

#[test]
fn links_round_trip_and_bad_links_explain() {
    let route = Route::parse("#/solo/2Q1/2R1/N3/1P2").unwrap();
    assert_eq!(route, Route::Solo { puzzle: Some("2Q1/2R1/N3/1P2".into()), rules: RulesPreset::Solitaire });
    assert_eq!(route.to_fragment(), "#/solo/2Q1/2R1/N3/1P2");
    let seed = Route::parse("#/solo/00q000r0k0000p00").unwrap();
    assert_eq!(seed, route, "the seed form opens the same puzzle");
    let solo = Route::parse("#/solo/R3%2F1B2/2N1/3P?rules=solo").unwrap();
    assert_eq!(Route::parse(&solo.to_fragment()).unwrap(), solo);
    assert_eq!(Route::parse("").unwrap(), Route::HOME);
    assert_eq!(Route::parse("#/").unwrap(), Route::HOME);
    assert!(matches!(Route::parse("#/chess"), Err(RouteError::UnknownPage(_))));
    assert!(matches!(Route::parse("#/solo/2Q1/2R1/N3/1P9"), Err(RouteError::Puzzle(_))));
    assert!(matches!(Route::parse("#/solo/2Q1?rules=blitz"), Err(RouteError::Parameter(_))));
    assert!(matches!(Route::parse("#/solo/2Q1?x=1"), Err(RouteError::Parameter(_))));
    assert!(matches!(Route::parse("#/solo/%E2%8"), Err(RouteError::Encoding)));
    assert!(matches!(Route::parse("#/solo/%FF"), Err(RouteError::Encoding)));
}

#[test]
fn queens_links_round_trip_and_bad_ones_explain() {
    let route = Route::parse("#/queens/8?blocked=3.3,6.6,6.7,7.4").unwrap();
    let Route::Queens { n, blocked } = &route else { panic!("{route:?}") };
    assert_eq!(*n, 8);
    assert_eq!(blocked, &[0, 0, 0b100, 0, 0, 0b110_0000, 0b1000, 0]);
    assert_eq!(Route::parse(&route.to_fragment()).unwrap(), route);
    assert_eq!(Route::parse("#/queens/12").unwrap().to_fragment(), "#/queens/12");
    assert_eq!(Route::parse("#/queens").unwrap(), Route::Queens { n: 8, blocked: vec![0; 8] });
    for (link, message) in [
        ("#/queens/0", "between 1 and 27"),
        ("#/queens/28", "between 1 and 27"),
        ("#/queens/99999999999999999999999", "not a board size"),
        ("#/queens/eight", "not a board size"),
        ("#/queens/8?blocked=9.1", "'9.1' is not a square"),
        ("#/queens/8?blocked=1-1", "'1-1' is not a square"),
        ("#/queens/8?blocked=0.3", "'0.3' is not a square"),
        ("#/queens/8?size=3", "unknown setting"),
    ] {
        let error = Route::parse(link).unwrap_err().to_string();
        assert!(error.contains(message), "{link}: {error}");
    }
}
