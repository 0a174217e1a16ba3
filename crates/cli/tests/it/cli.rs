//! The `chesslab` command line, run as a user would.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::common;

use std::process::{Command, Output};

use common::cli::{chesslab, chesslab_with_stdin};

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

/// `chesslab 2>&1 | head -3` once panicked writing to the closed stderr (exit 101):
/// an error with nowhere to go still gives its exit code, 2 for arguments, 1 for input.
#[test]
fn errors_written_to_a_closed_stderr_keep_their_exit_code() {
    for (args, code) in [
        (&[][..], 2),
        (&["queens", "count", "99"][..], 2),
        (&["solo", "solve", "9/4"][..], 1),
        (&["--help"][..], 0),
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader); // every write to stderr fails: nobody reads it
        let output = Command::new(env!("CARGO_BIN_EXE_chesslab"))
            .args(args)
            .stdout(std::process::Stdio::null())
            .stderr(writer)
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(code), "chesslab {args:?}");
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

#[test]
fn queens_count_prints_total_and_unique() {
    let value: serde_json::Value =
        serde_json::from_str(&stdout(&chesslab(&["queens", "count", "10", "--json"]))).unwrap();
    assert_eq!(value, serde_json::json!({"n": 10, "total": 724, "unique": 92}));
    assert!(stdout(&chesslab(&["queens", "count", "8"])).contains("92 solutions in total, 12 unique"));
}

#[test]
fn queens_count_of_an_open_16_board_takes_the_join_and_prints_the_same() {
    // N = 16 is counted by the half-board join (about a second); the output is the search's.
    let value: serde_json::Value =
        serde_json::from_str(&stdout(&chesslab(&["queens", "count", "16", "--json"]))).unwrap();
    assert_eq!(value, serde_json::json!({"n": 16, "total": 14_772_512, "unique": 1_846_955}));
    assert!(stdout(&chesslab(&["queens", "count", "16"]))
        .contains("16-queens: 14772512 solutions in total, 1846955 unique up to symmetry"));
    // N = 15 too (odd: the middle column's queen placed along the walk).
    let value: serde_json::Value =
        serde_json::from_str(&stdout(&chesslab(&["queens", "count", "15", "--json"]))).unwrap();
    assert_eq!(value, serde_json::json!({"n": 15, "total": 2_279_184, "unique": 285_053}));
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
    assert!(
        String::from_utf8_lossy(&bad.stderr).contains("unexpected text after the board at character 23: 'x'")
    );
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

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Asserts `output` is a refusal: exit `code`, nothing on stdout, one line on stderr.
fn assert_refused(output: &Output, code: i32, what: &str) -> String {
    let message = stderr(output);
    assert_eq!(output.status.code(), Some(code), "{what}: {message}");
    assert!(output.stdout.is_empty(), "{what}: {}", stdout(output));
    assert_eq!(message.lines().count(), 1, "{what}: one line: {message}");
    message
}

#[test]
fn no_command_prints_the_usage_on_stderr_and_exits_2() {
    for args in [&[][..], &["--"], &["solo"], &["queens", "--"], &["cover"], &["exact"]] {
        let output = chesslab(args);
        let message = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {message}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert!(message.contains("Usage: chesslab") && message.contains("Commands:"), "{args:?}: {message}");
    }
    // Asked for, the help is the output: stdout and exit 0.
    let help = chesslab(&["solo", "--help"]);
    assert_eq!(help.status.code(), Some(0));
    assert!(stdout(&help).contains("Commands:") && help.stderr.is_empty());
}

#[test]
fn a_number_out_of_its_range_is_a_bad_argument_on_every_command() {
    let cases: &[(&[&str], &str)] = &[
        (&["exact", "min", "3x3", "--k", "17"], "17 is not in 0..=16"),
        (&["exact", "min", "3x3", "--k", "255"], "255 is not in 0..=16"),
        (&["exact", "min", "3x3", "--k", "256"], "256 is not in 0..=16"),
        (&["exact", "count", "3x3", "--k", "17"], "17 is not in 0..=16"),
        (&["exact", "count", "3x3", "--k", "1", "--max-pieces", "65"], "65 is not in 1..=64"),
        (&["exact", "table", "--max-k", "17"], "17 is not in 1..=16"),
        (&["exact", "table", "--max-side", "9"], "9 is not in 2..=8"),
        (&["exact", "patterns", "12x11"], "is not a board size like 5x5"),
        (&["exact", "min", "3x0", "--k", "1"], "is not a board size like 5x5"),
        (&["cover", "max", "--board", "9"], "9 is not in 3..=8"),
        (&["cover", "unattacked", "--board", "2"], "2 is not in 3..=8"),
        (&["queens", "count", "28"], "28 is not in 1..=27"),
        (&["solo", "generate", "--pieces", "40"], "40 is not in 2..=32"),
        (&["solo", "census", "--max-pieces", "0"], "0 is not in 1..=10"),
        (&["solo", "daily", "--date", "2026-13-01"], "'2026-13-01' is not a date like 2026-11-22"),
        (&["solo", "daily", "--date", "2026-02-30", "--json"], "'2026-02-30' is not a date"),
    ];
    for (args, expected) in cases {
        let message = assert_refused(&chesslab(args), 2, &format!("{args:?}"));
        assert!(message.contains(expected), "{args:?}: {message}");
    }
    // The edges of each range are accepted.
    let top = chesslab(&["exact", "min", "2x2", "--k", "16", "--json"]);
    assert!(top.status.success(), "{}", stderr(&top));
    let day = chesslab(&["solo", "daily", "--date", "2024-02-29", "--json"]);
    assert!(day.status.success(), "{}", stderr(&day));
}

#[test]
fn echoed_input_is_cut_to_60_characters_in_every_message() {
    let long = |filler: &str| filler.repeat(100_000);
    let (rules, extra, command, level, size) = (long("r"), long("e"), long("c"), long("l"), long("s"));
    let (bishops, file, date) = (long("b"), long("f"), long("d"));
    let trailing = format!("4/4/4/Q3 {}", "t".repeat(80));
    let cells = "7".repeat(150);
    let cases: &[(&[&str], i32, char)] = &[
        (&["solo", "solve", "Q1/1Q", "--rules", &rules], 2, 'r'),
        (&["solo", "solve", "Q1/1Q", &extra], 2, 'e'),
        (&["solo", &command], 2, 'c'),
        (&["solo", "generate", "--level", &level], 2, 'l'),
        (&["exact", "patterns", &size], 2, 's'),
        (&["cover", "max", "--bishops", &bishops], 2, 'b'),
        (&["solo", "daily", "--date", &date], 2, 'd'),
        (&["queens", "count", "8", "--blocked", &file], 1, 'f'),
        (&["solo", "solve", &trailing], 1, 't'),
        (&["exact", "min", "3x3", "--cells", &cells], 2, '7'),
    ];
    for (args, code, filler) in cases {
        let what = format!("{:?}", args.iter().map(|arg| &arg[..arg.len().min(20)]).collect::<Vec<_>>());
        let message = assert_refused(&chesslab(args), *code, &what);
        let run: String = std::iter::repeat_n(*filler, 60).collect();
        assert!(!message.contains(&run), "{what}: {message}");
        assert!(message.contains(&format!("{}…", &run[..59])), "{what}: 59 characters and '…': {message}");
        assert!(message.chars().count() < 400, "{what}: {message}");
    }
    let stdin = chesslab_with_stdin(&["queens", "checker"], &"9".repeat(100_000));
    let message = assert_refused(&stdin, 1, "a long stdin");
    assert!(message.contains(&format!("got '{}…'", "9".repeat(59))), "{message}");
}

#[test]
fn two_lines_of_stdin_for_the_checker_give_a_one_line_error() {
    let output = chesslab_with_stdin(&["queens", "checker"], "8\n9\n");
    let message = assert_refused(&output, 1, "two lines");
    assert!(message.contains(r"expected N from 1 to 27 on stdin, got '8\n9'"), "{message}");
    let ragged = chesslab_with_stdin(&["queens", "cses"], "........\n.......\n");
    assert_refused(&ragged, 1, "a ragged CSES board");
}

#[test]
fn judged_protocols_print_only_their_answer_and_no_progress_off_a_terminal() {
    let checker = chesslab_with_stdin(&["queens", "checker"], "15\n");
    assert!(checker.status.success());
    assert!(checker.stderr.is_empty(), "{}", stderr(&checker));
    let lines: Vec<String> = stdout(&checker).lines().map(String::from).collect();
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(lines[0], "1 3 5 2 10 12 14 4 13 9 6 15 7 11 8");
    assert_eq!(lines[3], "2279184");
    let sample = "........\n........\n..*.....\n........\n........\n.....**.\n...*....\n........\n";
    let cses = chesslab_with_stdin(&["queens", "cses"], sample);
    assert_eq!((stdout(&cses).as_str(), cses.stderr.is_empty()), ("65\n", true));
}

#[cfg(unix)]
#[test]
fn at_a_terminal_progress_goes_to_stderr_and_stdout_stays_the_answer() {
    use common::cli::chesslab_at_terminal;
    let Some(checker) = chesslab_at_terminal("queens checker", "15\n") else {
        eprintln!("skipped: util-linux `script` cannot make a terminal here");
        return;
    };
    assert!(checker.success, "{}", checker.terminal);
    assert!(
        checker.stdout.ends_with("\n2279184\n") && checker.stdout.lines().count() == 4,
        "{}",
        checker.stdout
    );
    assert!(checker.terminal.contains("counting"), "progress on the terminal: {:?}", checker.terminal);
    assert!(!checker.terminal.contains("2279184"), "the answer is on stdout only");
    let cses = chesslab_at_terminal("queens cses", &"........\n".repeat(8)).unwrap();
    assert_eq!(cses.stdout, "92\n");
    assert!(cses.terminal.contains("counting"), "{:?}", cses.terminal);
    // With --json a script reads stdout, and nothing else is drawn.
    let json = chesslab_at_terminal("queens count 12 --json", "").unwrap();
    assert_eq!(json.stdout, "{\"n\":12,\"total\":14200,\"unique\":1787}\n");
    assert!(json.terminal.trim().is_empty(), "{:?}", json.terminal);
}

/// The top-level keys of a one-line JSON object, in the order printed.
fn keys_in_order(json: &str) -> Vec<String> {
    let (mut keys, mut depth, mut in_string, mut escaped) = (Vec::new(), 0, false, false);
    let (mut key, mut expect_key) = (String::new(), false);
    for found in json.chars() {
        if in_string {
            match (escaped, found) {
                (false, '\\') => escaped = true,
                (false, '"') => {
                    in_string = false;
                    if expect_key {
                        keys.push(std::mem::take(&mut key));
                        expect_key = false;
                    }
                }
                _ => {
                    escaped = false;
                    if expect_key {
                        key.push(found);
                    }
                }
            }
            continue;
        }
        match found {
            '"' => in_string = true,
            '{' | '[' => {
                depth += 1;
                expect_key = depth == 1 && found == '{';
            }
            '}' | ']' => depth -= 1,
            ',' => expect_key = depth == 1,
            _ => {}
        }
    }
    keys
}

/// The keys of a generated puzzle, in order: `solo generate` and `solo daily` print the same reply.
const GENERATED_KEYS: &[&str] =
    &["code", "level", "seed", "moves", "win_chance", "unique", "rules", "pieces", "rating", "effort"];

#[test]
fn every_command_prints_its_json_keys_in_their_order() {
    let cases: &[(&[&str], &[&str])] = &[
        (
            &["solo", "solve", "00q000r0k0000p00", "--count", "--json"],
            &["solvable", "moves", "sequences", "move_sets", "move_sets_exact", "sequences_exact"],
        ),
        (&["solo", "generate", "--seed", "42", "--json"], GENERATED_KEYS),
        (&["solo", "daily", "--date", "2026-11-22", "--json"], GENERATED_KEYS),
        (&["solo", "census", "--max-pieces", "2", "--json"], &["board", "set", "rules", "rows", "seconds"]),
        (&["queens", "count", "6", "--json"], &["n", "total", "unique"]),
        (&["exact", "patterns", "3x4", "--json"], &["B", "K", "N", "P", "Q", "R"]),
        (
            &["exact", "min", "3x3", "--k", "1", "--json"],
            &["example", "min_pieces", "nodes", "seconds", "solutions", "unique"],
        ),
        (
            &["exact", "count", "3x3", "--k", "1", "--max-pieces", "3", "--json"],
            &["by_pieces", "max_pieces", "nodes", "seconds", "total", "unique"],
        ),
        (
            &["cover", "max", "--pieces", "KQN", "--board", "5", "--json"],
            &["configurations", "examples", "leaves", "max", "nodes", "placements", "seconds", "survivors"],
        ),
        (
            &["cover", "min", "--pieces", "KQN", "--board", "5", "--json"],
            &["configurations", "examples", "leaves", "min", "nodes", "placements", "seconds", "survivors"],
        ),
        (
            &["cover", "unattacked", "--pieces", "QRN", "--board", "4", "--json"],
            &["nodes", "placements", "seconds", "side", "squares"],
        ),
    ];
    for (args, keys) in cases {
        let output = chesslab(args);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        let text = stdout(&output);
        assert_eq!(text.lines().count(), 1, "{args:?}: one line");
        assert_eq!(keys_in_order(&text), *keys, "{args:?}: {text}");
    }
}

#[test]
fn json_values_of_the_commands_not_checked_elsewhere() {
    let json =
        |args: &[&str]| -> serde_json::Value { serde_json::from_str(&stdout(&chesslab(args))).unwrap() };
    // The daily puzzle is the same for everyone on a date.
    let daily = json(&["solo", "daily", "--date", "2026-11-22", "--json"]);
    assert_eq!(
        (daily["code"].as_str(), daily["rules"].as_str()),
        (Some("1N1N/1P2/R3/1P2"), Some("solitaire"))
    );
    assert_eq!(daily["moves"], serde_json::json!(["Nb4xa2", "Nd4xb3", "Pb1xa2", "Pa2xb3"]));
    // By number of pieces, keyed by the number as text; no cap is null.
    let count = json(&["exact", "count", "4x4", "--k", "1", "--json"]);
    assert_eq!((count["total"].as_u64(), count["unique"].as_u64()), (Some(964), Some(502)));
    assert_eq!(count["by_pieces"]["4"], 3);
    assert_eq!(count["by_pieces"]["12"], 4);
    assert!(count["max_pieces"].is_null());
    let unsolvable = json(&["exact", "min", "1x1", "--k", "16", "--json"]);
    assert!(unsolvable["min_pieces"].is_null() && unsolvable["example"].is_null(), "{unsolvable}");
    let unattacked = json(&["cover", "unattacked", "--pieces", "QRN", "--board", "4", "--json"]);
    assert_eq!(unattacked["side"], 4);
    let placements = unattacked["placements"].as_object().unwrap();
    assert_eq!(placements.keys().next().map(String::as_str), Some("a1"));
    assert_eq!(placements.len(), 16);
    assert!(placements.values().all(serde_json::Value::is_u64));
    let table = json(&["exact", "table", "--max-side", "2", "--max-k", "1", "--json"]);
    let entries = table.as_array().unwrap();
    assert_eq!(entries.len(), 2, "2x2 with k=1, every cell and vacant cells");
    assert_eq!(entries[0]["problem"], "2x2,k=1");
    assert_eq!(entries[1]["outcome"]["min_pieces"], 1);
}

#[test]
fn exact_min_proves_boards_beyond_8x8_with_the_128_cell_search() {
    // Width x height: Rennhak's board of 9 files and 4 ranks, as the table names it.
    let output = chesslab(&["exact", "min", "9x4", "--k", "1", "--json"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let min: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(
        (min["min_pieces"].as_u64(), min["solutions"].as_u64(), min["unique"].as_u64()),
        (Some(8), Some(4), Some(2))
    );
    let text = stdout(&chesslab(&["exact", "min", "10x2", "--k", "1", "--vacant"]));
    assert!(text.starts_with("10x2,k=1,vacant: the fewest pieces is 2 (proven)"), "{text}");
    assert!(text.contains("Example 9R/9R:\n1 1 1 1 1 1 1 1 1 R\n"), "{text}");
    for (args, message) in [
        (
            &["exact", "min", "9x9", "--k", "1", "--pieces", "KQ"][..],
            "a board beyond 8x8 (9x9) allows every piece",
        ),
        (&["exact", "min", "2x9", "--cells", "1"], "takes --k, not --cells"),
        (&["exact", "min", "9x9", "--k", "1", "--resume", "x.replies"], "takes no --resume"),
        (&["exact", "count", "9x9", "--k", "1"], "only `exact min` takes it"),
    ] {
        let refused = chesslab(args);
        assert!(
            refused.status.code() == Some(2) && stderr(&refused).contains(message),
            "{args:?}: {}",
            stderr(&refused)
        );
    }
}

#[test]
fn exact_table_computes_one_entry_by_its_text_under_a_node_limit() {
    let run = |args: &[&str]| -> serde_json::Value {
        let output = chesslab(args);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        serde_json::from_str(&stdout(&output)).unwrap()
    };
    let proven = run(&["exact", "table", "--only", "4x4,k=3,vacant", "--json"]);
    let entry = &proven.as_array().unwrap()[0];
    assert_eq!((entry["status"].as_str(), entry["lower_bound"].as_u64()), (Some("proven"), Some(5)));
    assert_eq!(
        (entry["upper_bound"].as_u64(), entry["total"].as_u64(), entry["unique"].as_u64()),
        (Some(5), Some(4), Some(1))
    );
    assert_eq!(entry["proven"], true);
    // Too few nodes for the proof: its bound, and what the search for placements met (maybe the minimum).
    let cut = run(&["exact", "table", "--only", "4x4,k=3,vacant", "--nodes", "2000", "--json"]);
    let entry = &cut.as_array().unwrap()[0];
    assert_eq!(
        (entry["outcome"]["complete"].as_bool(), entry["node_limit"].as_u64()),
        (Some(false), Some(2000))
    );
    assert!(entry["total"].is_null() && entry["lower_bound"].as_u64() <= Some(5), "{entry}");
    assert!(entry["upper_bound"].as_u64().is_none_or(|upper| upper >= 5), "{entry}");
    // Beyond 8×8: Rennhak's 9×4 (9 files, 4 ranks), proven by the 128-cell search.
    let large = run(&["exact", "table", "--only", "9x4,k=1", "--nodes", "3000000", "--json"]);
    let counts = |entry: &serde_json::Value| (entry["lower_bound"].as_u64(), entry["total"].as_u64());
    assert_eq!((large[0]["status"].as_str(), counts(&large[0])), (Some("proven"), (Some(8), Some(4))));
    let code = large[0]["example"].as_str().unwrap();
    assert_eq!(code.split('/').count(), 4, "{code}");
    // Cut by its node limit: the caps it refuted, and the annealing's placement above them.
    let cut = run(&["exact", "table", "--only", "9x4,k=1", "--nodes", "2000", "--json"]);
    assert_eq!(cut[0]["status"].as_str(), Some("bounded"), "{}", cut[0]);
    assert!(cut[0]["lower_bound"].as_u64() < Some(8), "{}", cut[0]);
    assert!(cut[0]["upper_bound"].as_u64().is_none_or(|upper| upper >= 8), "{}", cut[0]);
    let text = stdout(&chesslab(&["exact", "table", "--only", "5x5,k=2,vacant"]));
    assert!(text.contains("| 5×5 | 2 | vacant | 5 | 154 | 31 | 5 (sharp) |"), "{text}");
    let unknown = chesslab(&["exact", "table", "--only", "3x3,k=9"]);
    assert!(!unknown.status.success());
    assert!(stderr(&unknown).contains("'3x3,k=9' is not an entry of the table"), "{}", stderr(&unknown));
    let both = chesslab(&["exact", "table", "--nodes", "5", "--budget", "1"]);
    assert!(!both.status.success() && stderr(&both).contains("cannot be used with"), "{}", stderr(&both));
}

#[test]
fn split_searches_print_the_same_on_one_thread_and_on_several() {
    let without_seconds = |args: &[&str], threads: &str| -> serde_json::Value {
        let args: Vec<&str> = args.iter().copied().chain(["--threads", threads, "--json"]).collect();
        let output = chesslab(&args);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        let mut value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
        value.as_object_mut().unwrap().remove("seconds");
        value
    };
    let cases: [&[&str]; 6] = [
        &["exact", "min", "4x4", "--k", "2"],
        &["exact", "min", "4x4", "--k", "3", "--vacant"],
        &["exact", "count", "3x4", "--k", "2", "--max-pieces", "6"],
        &["cover", "max", "--pieces", "KQRN", "--board", "5"],
        &["cover", "min", "--pieces", "KQRN", "--board", "5"],
        &["cover", "unattacked", "--pieces", "QRN", "--board", "4"],
    ];
    for args in cases {
        let one = without_seconds(args, "1");
        assert_eq!(without_seconds(args, "3"), one, "{args:?}");
        assert!(one["nodes"].as_u64().unwrap() > 0, "{args:?}: {one}");
    }
    let bad = chesslab(&["exact", "min", "3x3", "--k", "1", "--threads", "0"]);
    assert_eq!(bad.status.code(), Some(2), "{}", stderr(&bad));
}

#[test]
fn the_table_prints_the_same_entries_in_the_same_order_on_any_number_of_threads() {
    let entries = |threads: &str| -> Vec<serde_json::Value> {
        let args = ["exact", "table", "--max-side", "4", "--nodes", "20000", "--threads", threads, "--json"];
        let output = chesslab(&args);
        assert!(output.status.success(), "{}", stderr(&output));
        let mut entries: Vec<serde_json::Value> = serde_json::from_str(&stdout(&output)).unwrap();
        for entry in &mut entries {
            entry.as_object_mut().unwrap().remove("seconds");
            entry["outcome"].as_object_mut().unwrap().remove("seconds");
        }
        entries
    };
    let one = entries("1");
    assert_eq!(one.len(), 4 + 4 + 8 + 4 + 12 + 4);
    assert!(
        one.iter().any(|entry| entry["status"] == "bounded"),
        "a node limit this low leaves some bounded"
    );
    assert_eq!(entries("3"), one);
}

#[test]
fn exact_table_takes_in_a_ledger_and_keeps_the_other_entries_of_a_table() {
    let dir = std::env::temp_dir().join(format!("chesslab-ledgers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // The ledger of 4x4,k=2: every part of cap 5, which finds nothing (the minimum is 6).
    let parts = chesslab(&["exact", "parts", "4x4", "--k", "2", "--cap", "5"]);
    let replies = chesslab_with_stdin(&["exact", "part"], &stdout(&parts));
    assert!(replies.status.success(), "{}", stderr(&replies));
    std::fs::write(dir.join("4x4,k=2.replies"), stdout(&replies)).unwrap();
    let table = dir.join("table.json");
    let whole = chesslab(&["exact", "table", "--max-side", "3", "--max-k", "1", "--json"]);
    std::fs::write(&table, stdout(&whole)).unwrap();
    let kept: Vec<serde_json::Value> = serde_json::from_str(&stdout(&whole)).unwrap();
    let args = ["exact", "table", "--only", "4x4,k=2", "--nodes", "50", "--json"];
    let dir_text = dir.to_string_lossy().to_string();
    let table_text = table.to_string_lossy().to_string();
    let output = chesslab(&[&args[..], &["--ledgers", &dir_text, "--keep", &table_text]].concat());
    assert!(output.status.success(), "{}", stderr(&output));
    let entries: Vec<serde_json::Value> = serde_json::from_str(&stdout(&output)).unwrap();
    // The kept entries (2x2 and 3x3, k = 1, both modes) and the one made, in the table's order.
    assert_eq!(entries.len(), kept.len() + 1);
    let made = entries.iter().find(|entry| entry["problem"] == "4x4,k=2").unwrap();
    assert_eq!(made["ledger"], "4x4,k=2.replies");
    assert!(made["lower_bound"].as_u64() >= Some(6), "{made}");
    for entry in &kept {
        assert!(entries.contains(entry), "{entry}");
    }
    // A ledger line edited by hand is refused, naming the file and the line.
    let edited = stdout(&replies).replacen("found=0", "found=3", 1);
    std::fs::write(dir.join("4x4,k=2.replies"), edited).unwrap();
    let refused = chesslab(&[&args[..], &["--ledgers", &dir_text]].concat());
    assert!(!refused.status.success());
    assert!(stderr(&refused).contains("4x4,k=2.replies, line "), "{}", stderr(&refused));
    std::fs::remove_dir_all(&dir).unwrap();
}
