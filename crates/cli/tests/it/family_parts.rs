//! Queens counts and coverage searches as lines, run as a user would:
//! `queens parts` / `cover parts` → GNU parallel running `chesslab part` →
//! `chesslab join` prints what one run prints (counts, best values,
//! examples and statistics); a `--resume` run killed midway and run again
//! gives one run's result and totals.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::common;

use std::{
    path::{Path, PathBuf},
    process::{Command, Output, Stdio},
    time::{Duration, Instant},
};

use common::cli::{chesslab, chesslab_with_stdin};
use serde_json::Value;

/// The command's stdout, which must have succeeded.
fn ok(output: &Output) -> String {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("chesslab-family-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs the part lines `parts` through GNU parallel (`chesslab part {}` on
/// two jobs, in any order), the replies appended to `replies`.
fn parallel(dir: &Path, parts: &str, replies: &Path) {
    assert!(Path::new("/usr/bin/parallel").exists(), "GNU parallel is not installed (Debian's 'parallel')");
    let list = dir.join("parts");
    std::fs::write(&list, parts).unwrap();
    let line = format!(
        "parallel -j 2 '{}' part {{}} < '{}' >> '{}'",
        env!("CARGO_BIN_EXE_chesslab"),
        list.display(),
        replies.display()
    );
    let status = Command::new("sh").args(["-c", &line]).stdin(Stdio::null()).status().unwrap();
    assert!(status.success(), "{line}");
}

/// A JSON object without its `seconds` (the one field a run's clock sets).
fn timeless(text: &str) -> Value {
    let mut value: Value = serde_json::from_str(text).unwrap();
    value.as_object_mut().unwrap().remove("seconds");
    value
}

#[test]
fn queens_parts_through_gnu_parallel_join_to_one_runs_count() {
    let dir = scratch("queens");
    // Blocked squares with no symmetry, and with a mirror: unique counts of both kinds.
    let uneven = dir.join("uneven");
    std::fs::write(&uneven, "*.........\n..........\n...*......\n..........\n..........\n..........\n..........\n..........\n..........\n........*.\n").unwrap();
    let mirrored = dir.join("mirrored");
    let mut rows = vec![".".repeat(14); 14];
    rows[6] = "......**......".into();
    std::fs::write(&mirrored, rows.join("\n") + "\n").unwrap();
    let cases: [(&str, Option<&Path>); 5] =
        [("1", None), ("8", None), ("14", None), ("10", Some(&uneven)), ("14", Some(&mirrored))];
    for (n, blocked) in cases {
        let mut board = vec![n.to_string()];
        if let Some(path) = blocked {
            board.extend(["--blocked".to_string(), path.display().to_string()]);
        }
        let board: Vec<&str> = board.iter().map(String::as_str).collect();
        let whole = ok(&chesslab(&[&["queens", "count", "--json"], &board[..]].concat()));
        let parts = ok(&chesslab(&[&["queens", "parts", "--shares", "25"], &board[..]].concat()));
        assert!(parts.lines().all(|line| line.starts_with("queens-part v1 ")), "{parts}");
        let replies = dir.join(format!("replies-{n}-{}", blocked.is_some()));
        parallel(&dir, &parts, &replies);
        let joined = ok(&chesslab(&["join", "--json", replies.to_str().unwrap()]));
        assert_eq!(joined, whole, "{n} {blocked:?}");
    }
    // The text is the count's too; a reply missing is named.
    let replies =
        ok(&chesslab_with_stdin(&["part"], &ok(&chesslab(&["queens", "parts", "8", "--shares", "3"]))));
    assert_eq!(
        ok(&chesslab_with_stdin(&["join"], &replies)),
        "8-queens: 92 solutions in total, 12 unique up to symmetry\n"
    );
    let first_two: String = replies.lines().take(2).map(|line| format!("{line}\n")).collect();
    let missing = chesslab_with_stdin(&["join"], &first_two);
    assert_eq!(missing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("1 of the 3 parts have no reply: part 2"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Joins the replies in `replies`; while the search goes on with a pass
/// whose parts are not in, writes them (`cover parts … --pass`), runs them
/// through GNU parallel and joins again. The joined JSON.
fn cover_by_lines(dir: &Path, settings: &[&str], goal: &str) -> String {
    let replies = dir.join(format!("replies-{goal}"));
    let _ = std::fs::remove_file(&replies);
    let mut pass: Option<String> = None;
    for _ in 0..70 {
        let mut args = vec!["cover", "parts", goal, "--shares", "24"];
        args.extend(settings);
        if let Some(pass) = &pass {
            args.extend(["--pass", pass]);
        }
        parallel(dir, &ok(&chesslab(&args)), &replies);
        let joined = chesslab(&["join", "--json", replies.to_str().unwrap()]);
        if joined.status.success() {
            return String::from_utf8_lossy(&joined.stdout).into_owned();
        }
        let error = String::from_utf8_lossy(&joined.stderr).into_owned();
        let next = error.split("--pass ").nth(1).unwrap_or_else(|| panic!("{error}"));
        pass = Some(next.trim().trim_end_matches('`').to_string());
    }
    panic!("the search never ended");
}

#[test]
fn coverage_parts_through_gnu_parallel_join_to_one_runs_search() {
    let dir = scratch("cover");
    let small = ["--pieces", "QRN", "--board", "5"];
    let seed: [&str; 0] = [];
    let cases: [(&[&str], &str); 5] = [
        (&small, "max"),
        (&small, "min"),
        (&small, "unattacked"),
        (&["--pieces", "KQN", "--board", "4", "--superpose"], "max"),
        (&seed, "max"),
    ];
    for (settings, goal) in cases {
        let whole = ok(&chesslab(&[&["cover", goal, "--json"], settings].concat()));
        let joined = cover_by_lines(&dir, settings, goal);
        assert_eq!(timeless(&joined), timeless(&whole), "{goal} {settings:?}");
    }
    // The seed's maximum, as text: 63 squares and its statistics.
    let text = ok(&chesslab(&["join", dir.join("replies-max").to_str().unwrap()]));
    assert!(text.starts_with("KQRRBBNN: the most squares attacked on 8×8 is 63 of 64;"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The lines in `file`.
fn lines_in(file: &Path) -> usize {
    std::fs::read_to_string(file).map_or(0, |text| text.lines().count())
}

/// Runs `args` with `--resume FILE`, kills it once FILE has `wanted` lines,
/// and checks it was still running then.
fn kill_at(args: &[&str], file: &Path, wanted: usize) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_chesslab"))
        .args(args)
        .arg("--resume")
        .arg(file)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while lines_in(file) < wanted && started.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(2));
    }
    assert!(child.try_wait().unwrap().is_none(), "{args:?} ended before it was killed with {wanted} parts");
    child.kill().unwrap();
    child.wait().unwrap();
}

#[test]
fn killed_queens_and_coverage_runs_resumed_give_one_runs_result_and_totals() {
    let dir = scratch("resume");
    for (args, wanted) in [
        (vec!["queens", "count", "16", "--json"], 150),
        (vec!["cover", "max", "--json", "--threads", "2"], 60),
    ] {
        let file = dir.join(format!("{}.replies", args[0]));
        let whole = ok(&chesslab(&args));
        kill_at(&args, &file, wanted);
        let killed = lines_in(&file);
        let resumed = ok(&chesslab(&[&args[..], &["--resume", file.to_str().unwrap()]].concat()));
        assert_eq!(timeless(&resumed), timeless(&whole), "{args:?}");
        let text = std::fs::read_to_string(&file).unwrap();
        let mut shares: Vec<&str> = text.lines().map(|line| line.split(" split=").next().unwrap()).collect();
        let count = shares.len();
        assert!(killed < count, "{args:?}: the resumed run added the parts left");
        shares.sort_unstable();
        shares.dedup();
        assert_eq!(shares.len(), count, "{args:?}: a part was run twice");
        // Once more: every part is in the file, nothing runs again.
        let again = ok(&chesslab(&[&args[..], &["--resume", file.to_str().unwrap()]].concat()));
        assert_eq!(timeless(&again), timeless(&whole));
        assert_eq!(lines_in(&file), count);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
