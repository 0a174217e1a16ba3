//! One name per problem on the command line: sizes read width × height
//! everywhere, every command that takes a problem takes the name the table
//! prints, bad arguments exit 2, and every echo of what was given is short.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::common;

use std::process::Output;

use common::cli::chesslab;

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The JSON a command prints, without its time.
fn json(args: &[&str]) -> serde_json::Value {
    let output = chesslab(args);
    assert!(output.status.success(), "{args:?}: {}", stderr(&output));
    let mut value: serde_json::Value = serde_json::from_str(&stdout(&output)).unwrap();
    if let Some(object) = value.as_object_mut() {
        object.remove("seconds");
    }
    value
}

#[test]
fn a_problem_named_as_the_table_names_it_is_the_same_as_its_options() {
    for (name, options) in [
        (
            &["exact", "min", "4x4,k=3,vacant", "--json"][..],
            &["exact", "min", "4x4", "--k", "3", "--vacant", "--json"][..],
        ),
        (&["exact", "count", "3x2,k=1", "--json"], &["exact", "count", "3x2", "--k", "1", "--json"]),
        (
            &["exact", "min", "3x3,cells=1-1/111/212,pieces=QN", "--json"],
            &["exact", "min", "3x3", "--cells", "1-1/111/212", "--pieces", "NQ", "--json"],
        ),
        (
            &["exact", "min", "10x2,k=1,vacant", "--json"],
            &["exact", "min", "10x2", "--k", "1", "--vacant", "--json"],
        ),
    ] {
        assert_eq!(json(name), json(options), "{name:?}");
    }
    let lines = |args: &[&str]| stdout(&chesslab(args));
    let parts = lines(&["exact", "parts", "5x4,k=2", "--cap", "4"]);
    assert_eq!(parts, lines(&["exact", "parts", "5x4", "--k", "2", "--cap", "4"]));
    assert!(parts.starts_with("exact-part v1 5x4,k=2 cap=4 "), "{parts}");
}

#[test]
fn sizes_are_width_by_height_on_the_command_line_as_in_the_table() {
    // 3 files, 2 ranks: the example has ranks of 3 cells.
    let min = json(&["exact", "min", "3x2", "--k", "1", "--json"]);
    let example = min["example"].as_str().unwrap();
    assert!(example.split('/').count() == 2 && example.split('/').all(|rank| rank.len() <= 3), "{example}");
    let text = stdout(&chesslab(&["exact", "min", "3x2", "--k", "1"]));
    assert!(text.starts_with("3x2,k=1: "), "{text}");
    // The table prints the entry by the name it is asked by: Rennhak's 9 files by 4 ranks.
    let table = stdout(&chesslab(&["exact", "table", "--only", "9x4,k=1", "--nodes", "2000"]));
    assert!(table.contains("\n| 9×4 | 1 | every |"), "{table}");
    let pattern = stdout(&chesslab(&["exact", "patterns", "6x4"]));
    assert!(pattern.starts_with("Attack patterns on 6x4: K 24,"), "{pattern}");
    let help = stdout(&chesslab(&["exact", "min", "--help"]));
    assert!(help.contains("width x height (files x ranks"), "{help}");
}

#[test]
fn a_resume_file_of_the_turned_board_says_how_sizes_read() {
    let path = std::env::temp_dir().join(format!("chesslab-names-{}.replies", std::process::id()));
    let file = path.to_str().unwrap();
    assert!(chesslab(&["exact", "min", "3x2", "--k", "1", "--resume", file]).status.success());
    let turned = chesslab(&["exact", "min", "2x3", "--k", "1", "--resume", file]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(turned.status.code(), Some(1));
    assert!(stderr(&turned).contains("holds the parts of 3x2,k=1, not of 2x3,k=1"), "{}", stderr(&turned));
    assert!(stderr(&turned).contains("width x height"), "{}", stderr(&turned));
}

#[test]
fn arguments_that_do_not_go_together_exit_2_with_one_line() {
    let cases: &[(&[&str], &str)] = &[
        (&["exact", "min", "5x5,k=3", "--k", "2"], "names the whole problem"),
        (&["exact", "min", "5x5,k=3", "--vacant"], "names the whole problem"),
        (&["exact", "min", "5x5"], "give --k or --cells"),
        (&["exact", "count", "5x5,k=x"], "k='x' is not a number"),
        (&["exact", "min", "9x4,k=1,pieces=Q"], "is not for a board beyond 8x8"),
        (&["exact", "min", "9x4", "--k", "1", "--pieces", "Q"], "allows every piece"),
        (&["exact", "min", "2x9", "--cells", "1"], "takes --k, not --cells"),
        (&["exact", "min", "9x4,k=1", "--resume", "x.replies"], "takes no --resume"),
        (&["exact", "parts", "9x4,k=1"], "only `exact min` takes it"),
        (&["exact", "min", "3x3", "--cells", "1"], "does not fit the board"),
        (&["exact", "patterns", "9x9"], "beyond 8x8"),
        (&["exact", "table", "--only", "4x9,k=1"], "is not an entry of the table"),
        (&["cover", "parts", "max", "--pass", "zzz"], "is not a pass"),
        (&["cover", "max", "--board", "3", "--pieces", "KQRRNNBBKQ"], "do not fit on 9 squares"),
        (&["cover", "parts", "min", "--board", "3", "--pieces", "KQRRNNBBKQ"], "do not fit on 9 squares"),
    ];
    for (args, message) in cases {
        let output = chesslab(args);
        let error = stderr(&output);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {error}");
        assert!(error.contains(message), "{args:?}: {error}");
        assert_eq!(error.lines().count(), 1, "{args:?}: {error}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn every_echo_of_what_was_given_is_short() {
    let long = "5".repeat(100_000);
    let path = format!("/tmp/{long}");
    let cases: Vec<Vec<&str>> = vec![
        vec!["exact", "min", &long],
        vec!["exact", "min", "5x5", "--cells", &long],
        vec!["exact", "count", &long],
        vec!["exact", "table", "--only", &long],
        vec!["exact", "table", "--budget", &long],
        vec!["exact", "table", "--keep", &path],
        vec!["exact", "table", "--only", "3x3,k=1", "--ledgers", &path, "--nodes", "10"],
        vec!["exact", "min", "3x3", "--k", "1", "--resume", &path],
        vec!["exact", "patterns", &long],
        vec!["queens", "count", "8", "--blocked", &path],
        vec!["queens", "count", "8", "--resume", &path],
        vec!["cover", "max", "--pieces", &long],
        vec!["cover", "parts", "max", "--pass", &long],
        vec!["part", &long],
        vec!["join", &path],
        vec!["solo", "solve", &long],
        vec!["solo", "daily", "--date", &long],
    ];
    for args in &cases {
        let output = chesslab(args);
        let error = stderr(&output);
        let shown: Vec<&str> = args.iter().map(|arg| &arg[..arg.len().min(40)]).collect();
        assert!(!output.status.success(), "{shown:?}");
        assert!(error.chars().count() < 400, "{shown:?}: {} characters", error.chars().count());
        assert_eq!(error.lines().count(), 1, "{shown:?}");
    }
}
