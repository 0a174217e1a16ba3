//! The move box's reader and writer (`solo::read_move`, `solo::write_move`):
//! every message in words, and properties over random positions — no text
//! makes the reader panic, a capture it reads is legal, and every legal
//! capture round-trips through every notation in every case the rule allows.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::solo::{
    parse_code, read_move, write_move, MoveNotation, MoveTextError, Position, Refusal, Rules, ALL_NOTATIONS,
};
use proptest::prelude::*;

use crate::common;

/// The seed text's example: `..Q. / ..R. / N... / .P..`.
const SEED: &str = "2Q1/2R1/N3/1P2";

fn error(code: &str, rules: Rules, text: &str) -> String {
    read_move(&parse_code(code).unwrap(), rules, text).unwrap_err().to_string()
}

fn read(code: &str, rules: Rules, text: &str) -> String {
    read_move(&parse_code(code).unwrap(), rules, text).unwrap().to_string()
}

#[test]
fn every_written_form_of_a_capture_is_read() {
    for text in [
        "Qxc3",
        "Qc4xc3",
        "c4c3",
        "c4xc3",
        "Qc4c3",
        "qxc3",
        "QXC3",
        "C4C3",
        "Qc3",
        " Qc4 x c3 ",
        "c4-c3",
        "c4:c3",
        "Qxc3+",
        "Qxc3#",
        "Qxc3!?",
        "Q4xc3",
        "Qcxc3",
    ] {
        assert_eq!(read(SEED, Rules::SOLITAIRE, text), "Qc4xc3", "{text}");
    }
    assert_eq!(read(SEED, Rules::SOLITAIRE, "bxa2"), "Pb1xa2");
    assert_eq!(read(SEED, Rules::SOLITAIRE, "Pxa2"), "Pb1xa2");
    assert_eq!(read(SEED, Rules::SOLITAIRE, "nxc3"), "Na2xc3");
    assert_eq!(read(SEED, Rules::SOLITAIRE, "xc4"), "Rc3xc4", "the only capture on c4");
}

#[test]
fn the_letter_b_is_read_as_chess_writes_it() {
    // A bishop on d2 and a pawn on b2 can both take the rook on c3.
    let code = "4/2R1/1P1B/4";
    assert_eq!(read(code, Rules::SOLITAIRE, "bxc3"), "Pb2xc3", "lower-case b alone is the b-pawn");
    assert_eq!(read(code, Rules::SOLITAIRE, "bc3"), "Pb2xc3");
    assert_eq!(read(code, Rules::SOLITAIRE, "Bxc3"), "Bd2xc3", "upper-case B is the bishop");
    assert_eq!(read(code, Rules::SOLITAIRE, "B2xc3"), "Bd2xc3", "B before a digit is the bishop's rank");
    assert_eq!(read(code, Rules::SOLITAIRE, "B2C3"), "Bd2xc3");
    assert_eq!(read(code, Rules::SOLITAIRE, "bdxc3"), "Bd2xc3", "b before a file can only be the bishop");
    assert_eq!(read(code, Rules::SOLITAIRE, "bd2xc3"), "Bd2xc3", "b before a square can only be the bishop");
    assert_eq!(read(code, Rules::SOLITAIRE, "b2xc3"), "Pb2xc3", "b before a digit is the square");
    assert_eq!(read(code, Rules::SOLITAIRE, "Pbxc3"), "Pb2xc3");
    // No b-pawn: the lower-case b says what to write for the bishop.
    assert_eq!(
        error("4/2R1/3B/4", Rules::SOLITAIRE, "bxc3"),
        "There is no pawn on the b-file: bxc3 is a pawn's capture. For the bishop, write Bxc3."
    );
    assert_eq!(read("4/2R1/3B/4", Rules::SOLITAIRE, "Bxc3"), "Bd2xc3");
    assert_eq!(error("4/2R1/4/N3", Rules::SOLITAIRE, "bxc3"), "There is no pawn on the b-file.");
    assert_eq!(error("4/2R1/4/N3", Rules::SOLITAIRE, "Bxc3"), "There is no bishop on the board.");
}

#[test]
fn a_piece_named_on_the_square_it_would_take_is_told_so() {
    // The one rook stands on c4, the square typed.
    let code = "2R1/2N1/4/N3";
    let itself = "The rook on c4 cannot take itself: name the square of another piece.";
    for text in ["Rxc4", "Rcxc4", "R4xc4", "Rc4xc4", "c4xc4", "c4c4"] {
        assert_eq!(error(code, Rules::SOLITAIRE, text), itself, "{text}");
    }
    // A pawn named by its file only, standing on the square typed.
    assert_eq!(
        error("4/2P1/4/N3", Rules::SOLITAIRE, "cxc3"),
        "The pawn on c3 cannot take itself: name the square of another piece."
    );
    // Another piece of the kind elsewhere: that one is the piece meant, and why it cannot is said.
    assert_eq!(
        error("RNR1/4/4/4", Rules::SOLITAIRE, "Rxc4"),
        "The rook on a4 cannot reach c4: the knight on b4 is in the way."
    );
}

#[test]
fn text_that_is_not_a_move_says_what_is_wrong() {
    assert_eq!(error(SEED, Rules::SOLITAIRE, "   "), "Type a move, like Qxc3, Qc4xc3 or c4c3.");
    assert_eq!(error(SEED, Rules::SOLITAIRE, "+"), "Type a move, like Qxc3, Qc4xc3 or c4c3.");
    assert_eq!(
        error(SEED, Rules::SOLITAIRE, "Qc4yc3"),
        "Cannot read 'y' (character 4 of 'Qc4yc3'): write a capture like Qxc3, Qc4xc3 or c4c3."
    );
    assert_eq!(
        error(SEED, Rules::SOLITAIRE, "Q\u{feff}c3"),
        "Cannot read '\\u{feff}' (character 2 of 'Q\\u{feff}c3'): write a capture like Qxc3, Qc4xc3 or c4c3."
    );
    for text in ["hello", "Queen takes", "rook to c"] {
        assert_eq!(
            error(SEED, Rules::SOLITAIRE, text),
            format!(
                "'{text}' is not a move: write the piece and the square it takes on, like Qxc3, or both \
                 squares, like c4c3."
            )
        );
    }
    assert_eq!(
        error(SEED, Rules::SOLITAIRE, "Qc"),
        "'Qc' does not end with a square: end with the square of the piece to take, like Qxc3."
    );
    for text in ["Qxc4xc3", "4xc3", "c4c4c3", "QRxc3", "Qc4c3c2", "Qc4xxc3"] {
        assert_eq!(
            error(SEED, Rules::SOLITAIRE, text),
            format!(
                "'{text}' is not a capture as written: write the piece (or its square) and the square it \
                 takes on, like Qxc3, Qc4xc3 or c4c3."
            )
        );
    }
    assert_eq!(error(SEED, Rules::SOLITAIRE, "Qxc5"), "There is no c5 on this 4 by 4 board.");
    assert_eq!(error(SEED, Rules::SOLITAIRE, "c0c3"), "There is no c0 on this 4 by 4 board.");
}

#[test]
fn a_capture_the_position_refuses_says_why_naming_the_pieces() {
    assert_eq!(error(SEED, Rules::SOLITAIRE, "d4xc3"), "There is no piece on d4.");
    assert_eq!(error(SEED, Rules::SOLITAIRE, "Rc4xc3"), "The piece on c4 is a queen, not a rook.");
    assert_eq!(
        error(SEED, Rules::SOLITAIRE, "Qxd3"),
        "There is nothing to capture on d3: every move must take a piece."
    );
    assert_eq!(
        error(SEED, Rules::SOLITAIRE, "Nxc4"),
        "The knight on a2 cannot reach c4: a knight jumps two squares one way and one the other."
    );
    assert_eq!(
        error(SEED, Rules::SOLITAIRE, "b1c2"),
        "There is nothing to capture on c2: every move must take a piece."
    );
    assert_eq!(
        error(SEED, Rules::SOLITAIRE, "b1c3"),
        "The pawn on b1 cannot reach c3: a pawn captures one square diagonally upward."
    );
    assert_eq!(
        error(SEED, Rules::SOLITAIRE, "Qxb1"),
        "The queen on c4 cannot reach b1: a queen moves along ranks, files and diagonals."
    );
    assert_eq!(
        error("R3/P3/N3/4", Rules::SOLITAIRE, "Rxa2"),
        "The rook on a4 cannot reach a2: the pawn on a3 is in the way."
    );
    assert_eq!(
        error(SEED, Rules::SOLITAIRE, "c4c4"),
        "The queen on c4 cannot take itself: name the square of another piece."
    );
    assert_eq!(
        error(SEED, Rules::SOLITAIRE, "Rxb1"),
        "The rook on c3 cannot reach b1: a rook moves along ranks and files."
    );
    assert_eq!(error(SEED, Rules::SOLITAIRE, "Bxc3"), "There is no bishop on the board.");
    assert_eq!(error(SEED, Rules::SOLITAIRE, "dxc3"), "There is no pawn on the d-file.");
    assert_eq!(
        error("N1N1/4/4/2R1", Rules::SOLITAIRE, "Nxd4"),
        "There is nothing to capture on d4: every move must take a piece."
    );
    assert_eq!(error("N1N1/4/2P1/2R1", Rules::SOLITAIRE, "Nxc1"), "No knight can take on c1.");
}

#[test]
fn solo_rules_refuse_a_third_capture_and_a_king_taken() {
    let position = parse_code("R1N1/4/4/B1N1").unwrap();
    let position = ["Ra4xc4", "Rc4xc1"]
        .into_iter()
        .fold(position, |position, text| position.play(read_move(&position, Rules::SOLO, text).unwrap()));
    assert_eq!(
        read_move(&position, Rules::SOLO, "Rxa1").unwrap_err().to_string(),
        "The rook on c1 has already captured twice: a piece may capture at most twice."
    );
    assert_eq!(
        read_move(&position, Rules::SOLO, "Rxa1").unwrap_err(),
        MoveTextError::CannotCapture {
            piece: chesslab_core::board::PieceKind::Rook,
            from: "c1".parse_square(),
            to: "a1".parse_square(),
            why: Refusal::CapturesUsed { limit: 2 },
        }
    );
    assert_eq!(read_move(&position, Rules::SOLITAIRE, "Rxa1").unwrap().to_string(), "Rc1xa1");
    assert_eq!(
        error("4/1K2/2Q1/4", Rules::SOLO, "Qxb3"),
        "The king on b3 cannot be taken: the king must be the last piece left."
    );
    assert_eq!(read("4/1K2/2Q1/4", Rules::SOLITAIRE, "Qxb3"), "Qc2xb3");
}

#[test]
fn an_ambiguous_capture_names_the_pieces_and_what_to_write() {
    assert_eq!(
        error("4/R1N1/4/2R1", Rules::SOLITAIRE, "Rxc3"),
        "Two rooks can take on c3: the rook on c1 and the rook on a3. Write Rc1xc3 or Ra3xc3."
    );
    assert_eq!(
        error("1N1N/4/2Q1/N3", Rules::SOLITAIRE, "Nxc2"),
        "Three knights can take on c2: the knight on a1, the knight on b4 and the knight on d4. \
         Write Na1xc2, Nb4xc2 or Nd4xc2."
    );
    assert_eq!(read("4/R1N1/4/2R1", Rules::SOLITAIRE, "Rcxc3"), "Rc1xc3");
    assert_eq!(read("4/R1N1/4/2R1", Rules::SOLITAIRE, "R3xc3"), "Ra3xc3");
}

#[test]
fn the_short_form_names_the_origin_only_as_far_as_needed() {
    let cases = [
        ("4/R1N1/4/2R1", "Rc1xc3", "Rcxc3"),
        ("2R1/4/2N1/2R1", "Rc1xc2", "R1xc2"),
        ("2Q1/2R1/N3/1P2", "Qc4xc3", "Qxc3"),
        ("2Q1/2R1/N3/1P2", "Pb1xa2", "bxa2"),
        ("4/2R1/1P1B/4", "Pb2xc3", "bxc3"),
        ("B1B1/1R2/B3/4", "Ba4xb3", "Ba4xb3"),
        ("4/2R1/1P1B/4", "Bd2xc3", "Bxc3"),
        ("B3/1R2/B1B1/4", "Ba4xb3", "B4xb3"),
    ];
    for (code, long, short) in cases {
        let position = parse_code(code).unwrap();
        let mv = read_move(&position, Rules::SOLITAIRE, long).unwrap();
        assert_eq!(write_move(&position, mv, MoveNotation::Short), short, "{code} {long}");
        assert_eq!(read_move(&position, Rules::SOLITAIRE, short).unwrap(), mv, "{code} {short}");
        assert_eq!(write_move(&position, mv, MoveNotation::Long), long);
    }
}

trait ParseSquare {
    fn parse_square(self) -> chesslab_core::board::Square;
}

impl ParseSquare for &str {
    fn parse_square(self) -> chesslab_core::board::Square {
        chesslab_core::board::Square::parse(self).unwrap()
    }
}

/// A random position of 1×1 to 8×8 with some moves already played (so some
/// pieces have captured), and the rules to read it under.
fn played_position() -> impl Strategy<Value = (Position, Rules)> {
    let picks = prop::collection::vec(any::<prop::sample::Index>(), 0..5);
    (common::positions::random_position(0.45), picks, any::<bool>()).prop_map(
        |(mut position, picks, solo)| {
            let rules = if solo { Rules::SOLO } else { Rules::SOLITAIRE };
            for pick in picks {
                let moves = position.legal_moves(rules);
                if moves.is_empty() {
                    break;
                }
                position = position.play(moves[pick.index(moves.len())]);
            }
            (position, rules)
        },
    )
}

/// Text near a move: the characters the reader cares about, and some it does not.
fn near_move() -> impl Strategy<Value = String> {
    let chars: Vec<char> = "KQRBNPkqrbnpabcdefghABCDEFGHxX-: 0123456789+#!?é\u{feff}".chars().collect();
    prop::collection::vec(prop::sample::select(chars), 0..10).prop_map(|chars| chars.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn the_reader_never_panics_and_what_it_reads_is_legal(
        (position, rules) in played_position(),
        text in prop_oneof![near_move(), ".{0,40}"],
    ) {
        match read_move(&position, rules, &text) {
            Ok(mv) => prop_assert!(position.is_legal(mv, rules), "{text} read as {mv}"),
            Err(error) => prop_assert!(!error.to_string().is_empty()),
        }
    }

    #[test]
    fn every_legal_capture_round_trips_in_every_notation_and_case((position, rules) in played_position()) {
        for mv in position.legal_moves(rules) {
            for notation in ALL_NOTATIONS {
                let text = write_move(&position, mv, notation);
                prop_assert_eq!(read_move(&position, rules, &text), Ok(mv), "{} {:?}", text, notation);
                // Lower case reads the same but for an upper-case B alone or before a digit
                // (`Bxc3`, `B4xc3`): lower-case, that is the b-file, as chess writes it.
                let bishop_by_letter = text.starts_with('B')
                    && text.as_bytes().get(1).is_some_and(|next| *next == b'x' || next.is_ascii_digit());
                if !bishop_by_letter {
                    prop_assert_eq!(read_move(&position, rules, &text.to_lowercase()), Ok(mv), "{}", text.to_lowercase());
                }
                // Upper case reads the same but for a lower-case b, which would become the bishop.
                if !text.starts_with('b') {
                    prop_assert_eq!(read_move(&position, rules, &text.to_uppercase()), Ok(mv), "{}", text.to_uppercase());
                }
            }
        }
    }
}
