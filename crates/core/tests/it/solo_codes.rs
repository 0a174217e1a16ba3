//! Puzzle codes and move text: round trips, and bad input that never panics.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::solo::{parse_code, parse_move, to_code, CodeError, Rules};

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
        ("2Q1/2R1/N3/1P9", "rank 4 from the top is 11 squares wide; a board has at most 8 files"),
        ("2Q1/2R/N3/1P2", "rank 2 from the top is 3 squares wide, but the first rank is 4"),
        ("2Q1/2X1/N3/1P2", "rank 2 from the top: 'X' is not a piece letter"),
        ("4/4/4/4", "no pieces"),
        ("Q/Q/Q/Q/Q/Q/Q/Q/Q", "rank 9 from the top is one too many: a board has at most 8 ranks, not 9"),
        ("0Q", "'0' is not a run of empty squares"),
        ("0Q3/4/4/4", "rank 1 from the top: '0' is not a run of empty squares; write 1 to 8 (character 1)"),
        ("9/4/4/4", "rank 1 from the top is 9 squares wide; a board has at most 8 files"),
        ("99999999999999999999", "rank 1 from the top is 9 squares wide"),
        ("QQQQQQQQQ", "rank 1 from the top is 9 squares wide"),
        ("2Q1//N3/1P2", "rank 2 from the top is empty"),
        ("00q000r0k0000p0x", "'x' at character 16 is not a square of the 16-character 4×4 form"),
        (
            "♛",
            "rank 1 from the top: '♛' is not a piece letter (K Q R B N P), a digit 1-8 or '/' (character 1)",
        ),
        // Found by fuzzing: in the 4×4 form only `0` is empty, and the message says so.
        ("n6x3p12QkQBq03R0", "'6' at character 2: in the 16-character 4×4 form only 0 is an empty square"),
        (
            "4/4/4/Q3 x",
            "unexpected text after the board at character 10: 'x' (a FEN record continues with w or b)",
        ),
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
