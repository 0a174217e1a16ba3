//! The `chesslab` command line, run as a user would.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

mod common;

use std::process::{Command, Output};

use common::cli::chesslab;

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn solve_prints_json_with_the_design_keys() {
    let output = chesslab(&["solo", "solve", "00q000r0k0000p00", "--json", "--count"]);
    assert!(output.status.success());
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["solvable"], true);
    assert_eq!(value["moves"], serde_json::json!(["Qc4xc3", "Na2xc3", "Nc3xb1"]));
    assert_eq!(value["sequences"], 1);
    assert_eq!(value["move_sets"], 1);
}

#[test]
fn solve_without_count_has_no_count_keys_and_says_unsolvable() {
    let output = chesslab(&["solo", "solve", "R3/4/1N2/3R", "--json"]);
    let value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value, serde_json::json!({"solvable": false, "moves": []}));
    let text = stdout(&chesslab(&["solo", "solve", "R3/4/1N2/3R"]));
    assert!(text.contains("No solution"), "{text}");
}

#[test]
fn solo_rules_keep_the_king_last() {
    // Under Solitaire rules the rook may take the king; under Solo rules it may not.
    let free = chesslab(&["solo", "solve", "KR/2", "--json"]);
    assert!(stdout(&free).contains("\"solvable\":true"));
    let solo = chesslab(&["solo", "solve", "KR/2", "--rules", "solo", "--json"]);
    assert!(stdout(&solo).contains("\"moves\":[\"Ka2xb2\"]"), "{}", stdout(&solo));
}

#[test]
fn generate_is_deterministic_and_solvable() {
    let first = stdout(&chesslab(&["solo", "generate", "--level", "advanced", "--seed", "42", "--json"]));
    let again = stdout(&chesslab(&["solo", "generate", "--level", "advanced", "--seed", "42", "--json"]));
    assert_eq!(first, again);
    let value: serde_json::Value = serde_json::from_str(&first).unwrap();
    assert_eq!(value["level"], "advanced");
    let code = value["code"].as_str().unwrap();
    let solved: serde_json::Value =
        serde_json::from_str(&stdout(&chesslab(&["solo", "solve", code, "--json"]))).unwrap();
    assert_eq!(solved["solvable"], true);
}

#[test]
fn generate_8x8_honours_size_pieces_and_uniqueness_with_a_rating() {
    let args = [
        "solo", "generate", "--rules", "solo", "--size", "8", "--pieces", "16", "--unique", "--seed", "3",
        "--json",
    ];
    let text = stdout(&chesslab(&args));
    assert_eq!(text, stdout(&chesslab(&args)), "deterministic per seed");
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["pieces"], 16);
    assert_eq!(value["unique"], true);
    assert_eq!(value["rules"], "solo");
    assert_eq!(value["level"], "expert", "the level fitting 16 pieces on 8x8");
    assert!((1..=5).contains(&value["rating"].as_u64().unwrap()));
    let code = value["code"].as_str().unwrap();
    assert_eq!(code.split('/').count(), 8);
    let solved: serde_json::Value = serde_json::from_str(&stdout(&chesslab(&[
        "solo", "solve", code, "--rules", "solo", "--json", "--count",
    ])))
    .unwrap();
    assert_eq!(solved["solvable"], true);
    assert_eq!(solved["move_sets"], 1);
    let human =
        stdout(&chesslab(&["solo", "generate", "--size", "6", "--level", "intermediate", "--seed", "1"]));
    assert!(human.contains("rating ") && human.contains('★'), "{human}");
}

#[test]
fn census_counts_small_piece_counts() {
    let value: serde_json::Value =
        serde_json::from_str(&stdout(&chesslab(&["solo", "census", "--max-pieces", "3", "--json"]))).unwrap();
    let rows = value["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 3);
    assert_eq!((rows[1]["arrangements"].as_u64(), rows[1]["solvable"].as_u64()), (Some(3000), Some(1486)));
    assert!(stdout(&chesslab(&["solo", "census", "--max-pieces", "2"])).contains("Counted in"));
}

#[test]
fn bad_input_gives_one_line_and_an_exit_code() {
    let cases: &[(&[&str], i32, &str)] = &[
        (&["solo", "solve", "2Q1/2X1"], 1, "'X' is not a piece letter"),
        (&["solo", "solve", "0Q3/4/4/4"], 1, "'0' is not a run of empty squares"),
        (&["solo", "solve", "9/4/4/4"], 1, "rank 1 from the top is 9 squares wide"),
        (&["solo", "solve"], 2, "required arguments were not provided"),
        (&["solo", "solve", "Q1/1Q", "--rules", "chess"], 2, "unknown rules 'chess'"),
        (&["solo", "generate", "--level", "hard"], 2, "unknown level 'hard'"),
        (&["solo", "generate", "--seed", "-1"], 2, "unexpected argument '-1'"),
        (&["solo", "generate", "--seed"], 2, "a value is required for '--seed <SEED>'"),
        (&["solo", "fly"], 2, "unrecognized subcommand 'fly'"),
        (&["solo", "generate", "--size", "9"], 2, "9 is not in 4..=8"),
        (&["solo", "generate", "--size", "3"], 2, "3 is not in 4..=8"),
        (&["solo", "generate", "--pieces", "33"], 2, "33 is not in 2..=32"),
        (&["solo", "generate", "--pieces", "1"], 2, "1 is not in 2..=32"),
        (
            &["solo", "generate", "--size", "4", "--pieces", "12"],
            2,
            "a 4x4 puzzle under solitaire rules has from 2 to 9 pieces, not 12",
        ),
        (
            &["solo", "generate", "--size", "8", "--pieces", "32", "--rules", "solo"],
            2,
            "has from 2 to 16 pieces",
        ),
        (&["solo", "census", "--max-pieces", "11"], 2, "11 is not in 1..=10"),
        (&["solo", "solve", "Q1/1Q", "extra"], 2, "unexpected argument 'extra'"),
        (&["queens", "count", "28"], 2, "28 is not in 1..=27"),
        (&["queens", "count", "0"], 2, "0 is not in 1..=27"),
        (&["queens", "count", "999999999999"], 2, "999999999999 is not in 1..=27"),
        (&["queens", "count", "ten"], 2, "invalid digit"),
    ];
    for (args, code, message) in cases {
        let output = chesslab(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(*code), "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: one line, not the usage text: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn help_and_version_are_there_for_every_command() {
    assert!(stdout(&chesslab(&["--help"])).contains("queens"));
    assert!(stdout(&chesslab(&["help"])).contains("solo"));
    assert!(stdout(&chesslab(&["--version"])).starts_with("chesslab 0."));
    for command in
        [&["solo", "solve"][..], &["solo", "generate"], &["queens", "count"], &["queens", "checker"]]
    {
        let output = chesslab(&[command, &["--help"]].concat());
        assert!(output.status.success(), "{command:?}");
        assert!(stdout(&output).contains("Usage: chesslab"), "{command:?}");
    }
}

#[test]
fn options_take_their_value_with_or_without_an_equals_sign() {
    let spaced = stdout(&chesslab(&["solo", "generate", "--seed", "7", "--json"]));
    let joined = stdout(&chesslab(&["solo", "generate", "--seed=7", "--json"]));
    assert_eq!(spaced, joined);
    assert!(spaced.contains("\"seed\":7"), "{spaced}");
}

#[test]
fn a_closed_pipe_and_strange_arguments_do_not_panic() {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_chesslab"))
        .args(["queens", "checker"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take()); // the reader goes away before anything is written
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), b"8\n").unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(output.stderr.is_empty(), "{}", String::from_utf8_lossy(&output.stderr));

    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let output = Command::new(env!("CARGO_BIN_EXE_chesslab"))
            .args(["solo", "solve"])
            .arg(std::ffi::OsStr::from_bytes(b"\xff\xfe"))
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2));
        assert!(!String::from_utf8_lossy(&output.stderr).contains("panicked"));
    }
}

#[test]
fn the_checker_challenge_prints_three_solutions_and_the_total() {
    let output = chesslab_with_stdin(&["queens", "checker"], "6\n");
    assert_eq!(stdout(&output), "2 4 6 1 3 5\n3 6 2 5 1 4\n4 1 5 2 6 3\n4\n");
    let thirteen = stdout(&chesslab_with_stdin(&["queens", "checker"], "13"));
    assert!(thirteen.starts_with("1 3 5 2 9 12 10 13 4 6 8 11 7\n"), "{thirteen}");
    assert!(thirteen.ends_with("\n73712\n"), "{thirteen}");
    let bad = chesslab_with_stdin(&["queens", "checker"], "forty");
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("expected N from 1 to 27 on stdin, got 'forty'"));
}

fn chesslab_with_stdin(args: &[&str], input: &str) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_chesslab"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn queens_count_prints_total_and_unique() {
    let value: serde_json::Value =
        serde_json::from_str(&stdout(&chesslab(&["queens", "count", "10", "--json"]))).unwrap();
    assert_eq!(value, serde_json::json!({"n": 10, "total": 724, "unique": 92}));
    assert!(stdout(&chesslab(&["queens", "count", "8"])).contains("92 solutions in total, 12 unique"));
}

#[test]
fn queens_cses_reads_stdin_and_prints_only_the_count() {
    let sample = "........\n........\n..*.....\n........\n........\n.....**.\n...*....\n........\n";
    let output = chesslab_with_stdin(&["queens", "cses"], sample);
    assert_eq!(stdout(&output), "65\n");
    let ragged = "........\n.......\n........\n........\n........\n........\n........\n........\n";
    let bad = chesslab_with_stdin(&["queens", "cses"], ragged);
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("line 2 has 7 squares, but line 1 has 8"));
}

#[test]
fn queens_blocked_file_must_match_n() {
    let path = std::env::temp_dir().join(format!("chesslab-blocked-{}.txt", std::process::id()));
    std::fs::write(&path, "*...\n....\n....\n....\n").unwrap();
    let file = path.to_str().unwrap();
    let value: serde_json::Value =
        serde_json::from_str(&stdout(&chesslab(&["queens", "count", "4", "--blocked", file, "--json"])))
            .unwrap();
    assert_eq!(value["total"], 2, "a corner blocks no 4-queens solution");
    let wrong = chesslab(&["queens", "count", "5", "--blocked", file]);
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("is a 4×4 board, not 5×5"));
    std::fs::write(&path, "........\n".repeat(7)).unwrap();
    let short = chesslab(&["queens", "count", "8", "--blocked", file]);
    let message = String::from_utf8_lossy(&short.stderr);
    assert!(message.contains("has 7 lines of 8 squares: a square board needs 8 lines"), "{message}");
    let _ = std::fs::remove_file(&path);
    let missing = chesslab(&["queens", "count", "4", "--blocked", "/no/such/file"]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot read /no/such/file"));
}

#[test]
fn solve_accepts_a_whole_fen_record() {
    let fen = "8/8/8/3R4/8/3B4/8/3N4 w - - 0 1";
    let value: serde_json::Value =
        serde_json::from_str(&stdout(&chesslab(&["solo", "solve", fen, "--rules", "solo", "--json"])))
            .unwrap();
    assert_eq!(value["solvable"], true);
    let bad = chesslab(&["solo", "solve", "8/8/8/3R4/8/3B4/8/3N4 x"]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("unexpected text after the board: 'x'"));
}

#[test]
fn cover_prints_the_seed_results() {
    let value: serde_json::Value =
        serde_json::from_str(&stdout(&chesslab(&["cover", "max", "--bishops", "same", "--json"]))).unwrap();
    assert_eq!((value["max"].as_u64(), value["configurations"].as_u64()), (Some(64), Some(3)));
    assert_eq!(value["examples"].as_array().map(Vec::len), Some(3));
    assert!(value["nodes"].as_u64().unwrap() > 0 && value["seconds"].as_f64().is_some());
    let small: serde_json::Value = serde_json::from_str(&stdout(&chesslab(&[
        "cover", "min", "--pieces", "KQN", "--board", "5", "--json",
    ])))
    .unwrap();
    assert_eq!(
        (small["min"].as_u64(), small["configurations"].as_u64(), small["placements"].as_u64()),
        (Some(10), Some(1), Some(8))
    );
    let table: serde_json::Value = serde_json::from_str(&stdout(&chesslab(&[
        "cover",
        "unattacked",
        "--pieces",
        "QRN",
        "--board",
        "5",
        "--json",
    ])))
    .unwrap();
    let squares = table["squares"].as_object().unwrap();
    assert_eq!(squares.len(), 25);
    assert!(squares.values().all(|example| example.is_null() || example.is_string()));
    let bad = chesslab(&["cover", "max", "--pieces", "KQRRBBNNNNN"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("11 pieces is too many"));
}
