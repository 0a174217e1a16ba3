//! A minimum proof as lines, run as a user would: `exact parts` → `exact
//! part` (each) → `exact join` is `exact min` (result and node total), also
//! through GNU parallel; `exact min --resume` killed midway and run again
//! gives one run's result and node total; edited or corrupted lines are
//! refused with a message saying what and where.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::common;

use std::{
    path::{Path, PathBuf},
    process::{Command, Output, Stdio},
    time::{Duration, Instant},
};

use common::cli::{chesslab, chesslab_with_stdin};
use serde_json::Value;

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The command's stdout, which must have succeeded.
fn ok(output: &Output) -> String {
    assert!(output.status.success(), "{}", stderr(output));
    stdout(output)
}

/// A fresh directory for one test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("chesslab-parts-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `exact min --json` of `problem` (CLI arguments): (min_pieces, nodes, solutions, unique, example).
fn one_run(problem: &[&str], extra: &[&str]) -> (Value, Value, Value, Value, Value) {
    let args = [&["exact", "min"], problem, &["--json"], extra].concat();
    let value: Value = serde_json::from_str(&ok(&chesslab(&args))).unwrap();
    let get = |key: &str| value[key].clone();
    (get("min_pieces"), get("nodes"), get("solutions"), get("unique"), get("example"))
}

/// Proves `problem`'s minimum cap by cap with `run` turning a cap's part lines
/// into reply lines, joined by `exact join`: the last cap's join and the nodes of every cap.
fn proof_by_lines(problem: &[&str], run: &mut dyn FnMut(u32, &str) -> String) -> (Value, u64) {
    let first = ok(&chesslab(&[&["exact", "parts"], problem].concat()));
    let mut cap: u32 = first.split(" cap=").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
    let mut nodes = 0;
    loop {
        let cap_text = cap.to_string();
        let parts = ok(&chesslab(&[&["exact", "parts"], problem, &["--cap", &cap_text]].concat()));
        let replies = run(cap, &parts);
        let joined: Value =
            serde_json::from_str(&ok(&chesslab_with_stdin(&["exact", "join", "--json"], &replies))).unwrap();
        assert_eq!(joined["cap"], cap);
        nodes += joined["nodes"].as_u64().unwrap();
        if !joined["min_pieces"].is_null() {
            return (joined, nodes);
        }
        cap += 1;
        assert!(cap <= 16, "no minimum found");
    }
}

/// Runs every part line of `parts` with `exact part LINE`, one process each, last first.
fn each_part(parts: &str) -> String {
    parts.lines().rev().map(|line| ok(&chesslab(&["exact", "part", line]))).collect()
}

#[test]
fn parts_run_one_by_one_and_joined_prove_what_one_run_proves() {
    let problem = ["4x4", "--k", "2"];
    let (min, nodes, solutions, unique, example) = one_run(&problem, &[]);
    let (joined, joined_nodes) = proof_by_lines(&problem, &mut |_, parts| each_part(parts));
    assert_eq!(joined["min_pieces"], min);
    assert_eq!(Value::from(joined_nodes), nodes, "the node total of every cap");
    assert_eq!(
        (&joined["solutions"], &joined["unique"], &joined["example"]),
        (&solutions, &unique, &example)
    );
    // The text form says the same, and draws the example.
    let parts = ok(&chesslab(&["exact", "parts", "4x4", "--k", "2", "--cap", "6", "--shares", "5"]));
    assert_eq!(parts.lines().count(), 5);
    let replies = ok(&chesslab_with_stdin(&["exact", "part"], &parts));
    let text = ok(&chesslab_with_stdin(&["exact", "join"], &replies));
    assert!(
        text.starts_with(
            "4x4,k=2: the fewest pieces is 6 (proven); 20 minimal placements, 4 up to symmetry."
        ),
        "{text}"
    );
    assert!(text.contains("Example Q2Q/4/1BB1/K2K:\nQ 2 2 Q\n"), "{text}");
    let none = ok(&chesslab_with_stdin(
        &["exact", "join"],
        &each_part(&ok(&chesslab(&["exact", "parts", "4x4", "--k", "2", "--cap", "5", "--shares", "3"]))),
    ));
    assert!(
        none.starts_with("4x4,k=2: no solution with at most 5 pieces (proven).\nSearch: 14024 nodes"),
        "{none}"
    );
}

#[test]
fn a_proof_runs_through_gnu_parallel_and_its_joblog_resumes_it() {
    let parallel = Path::new("/usr/bin/parallel");
    assert!(
        parallel.exists(),
        "GNU parallel is not installed: run scripts/setup.sh (Debian's package 'parallel')"
    );
    let dir = scratch("parallel");
    let problem = ["4x4", "--k", "1", "--vacant"];
    let (min, nodes, solutions, unique, example) = one_run(&problem, &[]);
    let (joined, joined_nodes) = proof_by_lines(&problem, &mut |cap, parts| {
        let (list, log, replies) = (
            dir.join(format!("parts-{cap}")),
            dir.join(format!("proof-{cap}.log")),
            dir.join(format!("replies-{cap}")),
        );
        std::fs::write(&list, parts).unwrap();
        let run = || {
            let line = format!(
                "parallel --joblog '{}' --resume -j 2 '{}' exact part {{}} < '{}' >> '{}'",
                log.display(),
                env!("CARGO_BIN_EXE_chesslab"),
                list.display(),
                replies.display()
            );
            let status = Command::new("sh").args(["-c", &line]).stdin(Stdio::null()).status().unwrap();
            assert!(status.success(), "{line}");
        };
        run();
        let first = std::fs::read_to_string(&replies).unwrap();
        // Run again with the same joblog: every part is done, nothing runs, nothing is added.
        run();
        assert_eq!(std::fs::read_to_string(&replies).unwrap(), first, "cap {cap}: --resume ran parts again");
        let log = std::fs::read_to_string(&log).unwrap();
        assert_eq!(log.lines().count(), parts.lines().count() + 1, "cap {cap}: a joblog line per part");
        first
    });
    assert_eq!((joined["min_pieces"].clone(), Value::from(joined_nodes)), (min, nodes));
    assert_eq!(
        (&joined["solutions"], &joined["unique"], &joined["example"]),
        (&solutions, &unique, &example)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The reply lines in `file`.
fn lines_in(file: &Path) -> usize {
    std::fs::read_to_string(file).map_or(0, |text| text.lines().count())
}

#[test]
fn a_killed_proof_resumed_from_its_file_gives_one_runs_result_and_nodes() {
    let dir = scratch("resume");
    let file = dir.join("proof.replies");
    let problem = ["5x5", "--k", "2"];
    let whole = one_run(&problem, &["--threads", "2"]);
    let mut killed_with = Vec::new();
    // Killed twice, at two depths, then run to the end.
    for wanted in [40, 700] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_chesslab"))
            .args([&["exact", "min"], &problem[..], &["--threads", "2", "--json", "--resume"]].concat())
            .arg(&file)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let started = Instant::now();
        while lines_in(&file) < wanted && started.elapsed() < Duration::from_secs(60) {
            std::thread::sleep(Duration::from_millis(5));
        }
        assert!(
            child.try_wait().unwrap().is_none(),
            "the proof ended before it was killed with {wanted} parts"
        );
        child.kill().unwrap();
        child.wait().unwrap();
        killed_with.push(lines_in(&file));
    }
    assert!(killed_with[0] < killed_with[1], "the second run went on: {killed_with:?}");
    let resumed = one_run(&problem, &["--threads", "2", "--resume", file.to_str().unwrap()]);
    assert_eq!(resumed, whole, "(min_pieces, nodes, solutions, unique, example)");
    // Every part once: the runs added only the parts not yet in the file.
    let text = std::fs::read_to_string(&file).unwrap();
    let mut keys: Vec<&str> = text.lines().map(|line| line.split(" nodes=").next().unwrap()).collect();
    let count = keys.len();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), count, "a part was run twice");
    // Run once more: everything is in the file, so the same again without a search.
    assert_eq!(one_run(&problem, &["--resume", file.to_str().unwrap()]), whole);
    assert_eq!(lines_in(&file), count);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_resume_file_of_another_problem_or_with_a_bad_line_is_refused() {
    let dir = scratch("refused");
    let file = dir.join("proof.replies");
    let path = file.to_str().unwrap();
    ok(&chesslab(&["exact", "min", "4x4", "--k", "2", "--resume", path]));
    let other = chesslab(&["exact", "min", "4x4", "--k", "1", "--resume", path]);
    assert_eq!(other.status.code(), Some(1));
    assert_eq!(
        stderr(&other),
        format!("chesslab: {path} holds the parts of 4x4,k=2, not of 4x4,k=1: give another file (or remove it to start over)\n")
    );
    // A line edited in the middle is refused with its number; a last line cut short is dropped.
    let text = std::fs::read_to_string(&file).unwrap();
    let edited = text.replacen(" found=0 ", " found=1 ", 1);
    let at = text.lines().position(|line| line.contains(" found=0 ")).unwrap() + 1;
    std::fs::write(&file, &edited).unwrap();
    let refused = chesslab(&["exact", "min", "4x4", "--k", "2", "--resume", path]);
    assert_eq!(
        stderr(&refused),
        format!("chesslab: {path}, line {at}: the counts disagree: found= is not the sum of pieces=\n")
    );
    std::fs::write(&file, &text[..text.len() - 20]).unwrap();
    let repaired = chesslab(&["exact", "min", "4x4", "--k", "2", "--resume", path, "--json"]);
    assert!(stderr(&repaired).contains("dropped an unfinished last line"), "{}", stderr(&repaired));
    let value: Value = serde_json::from_str(&ok(&repaired)).unwrap();
    let (min, nodes, ..) = one_run(&["4x4", "--k", "2"], &[]);
    assert_eq!((&value["min_pieces"], &value["nodes"]), (&min, &nodes));
    assert_eq!(std::fs::read_to_string(&file).unwrap().lines().count(), text.lines().count());
    // A whole last line without its newline is kept (and ended); any other file is refused untouched.
    std::fs::write(&file, text.trim_end()).unwrap();
    ok(&chesslab(&["exact", "min", "4x4", "--k", "2", "--resume", path]));
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    std::fs::write(&file, "notes about the proof").unwrap();
    let notes = chesslab(&["exact", "min", "4x4", "--k", "2", "--resume", path]);
    let message = stderr(&notes);
    assert!(
        message.starts_with(&format!("chesslab: {path}, line 1: 'notes' is not an exact-reply line")),
        "{message}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "notes about the proof");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn edited_and_corrupted_lines_are_refused_saying_what_and_where() {
    let refused = |output: &Output| {
        assert_eq!(output.status.code(), Some(1), "{}", stdout(output));
        let message = stderr(output);
        assert_eq!(message.lines().count(), 1, "{message}");
        message
    };
    let part = chesslab(&["exact", "part", "exact-part v1 4x4,k=2 cap=six part=0/4 split=291"]);
    assert_eq!(refused(&part), "chesslab: the part line: cap='six' is not a whole number in range\n");
    let part = chesslab(&["exact", "part", "exact-part v1 4x4,k=2 cap=6 part=0/4 split=290"]);
    assert!(refused(&part).contains("not split=290: the line was written by another version"));
    let part = chesslab_with_stdin(&["exact", "part"], "\nexact-part v1 4x4,k=2 cap=6 part=4/4 split=291\n");
    assert_eq!(
        refused(&part),
        "chesslab: stdin, line 2: part: share 4 does not exist: shares are numbered 0 to 3\n"
    );
    let part =
        chesslab_with_stdin(&["exact", "part"], "exact-part v1 4x4,k=2 cap=6 part=0/4 split=291 \u{0}\n");
    assert!(refused(&part).starts_with("chesslab: stdin, line 1: unexpected text after the last field"));
    let strange = chesslab_with_stdin(&["exact", "join"], "exact-reply v1 \u{fffd}\n\u{0}\u{ff}");
    assert_eq!(
        refused(&strange),
        "chesslab: stdin, line 1: the problem: '\u{fffd}' is not a board size like 5x5 (width x height: files x ranks, each \
         1 to 8, or up to 128 cells with k= for every cell)\n"
    );

    let parts = ok(&chesslab(&["exact", "parts", "4x4", "--k", "2", "--cap", "6", "--shares", "4"]));
    let replies = ok(&chesslab_with_stdin(&["exact", "part"], &parts));
    let lines: Vec<&str> = replies.lines().collect();
    let join = |text: &str| chesslab_with_stdin(&["exact", "join"], text);
    let missing = join(&[lines[0], lines[3]].join("\n"));
    assert_eq!(refused(&missing), "chesslab: 2 of the 4 parts have no reply: part 1-2\n");
    let again = format!("{replies}{}\n", lines[1].replacen("nodes=", "nodes=1", 1));
    assert_eq!(refused(&join(&again)), "chesslab: stdin, line 5: part=1/4 has two replies that disagree (one of them was edited or corrupted)\n");
    let twice = format!("{replies}{replies}");
    assert!(
        ok(&join(&twice)).starts_with("4x4,k=2: the fewest pieces is 6"),
        "replies that agree may come twice"
    );
    let other_cap = ok(&chesslab_with_stdin(
        &["exact", "part"],
        &parts.replace("cap=6", "cap=5").replace("split=291", &format!("split={}", split_of("5"))),
    ));
    let mixed = format!("{replies}{}", other_cap.lines().next().unwrap());
    assert_eq!(
        refused(&join(&mixed)),
        "chesslab: stdin, line 5: a reply of cap=5, not cap=6: join the replies of one cap at a time\n"
    );
    let cut = &replies[..replies.len() / 2];
    assert!(refused(&join(cut)).starts_with("chesslab: stdin, line 2: "), "a line cut short");
    let wrong_example = lines[0].replace("example=Q2Q/4/1BB1/K2K", "example=Q2Q/4/1BB1/K1K1");
    assert_eq!(
        refused(&join(&wrong_example)),
        "chesslab: stdin, line 1: example=Q2Q/4/1BB1/K1K1 does not solve 4x4,k=2 with at most 6 pieces\n"
    );
    let dir = scratch("join-files");
    std::fs::write(dir.join("a"), lines[..2].join("\n")).unwrap();
    std::fs::write(dir.join("b"), format!("{}\n{}\n", lines[2], lines[3].replace("unique=", "uniq=")))
        .unwrap();
    let files =
        chesslab(&["exact", "join", dir.join("a").to_str().unwrap(), dir.join("b").to_str().unwrap()]);
    assert_eq!(
        refused(&files),
        format!(
            "chesslab: {}, line 2: expected the field unique=…, found 'uniq=0'\n",
            dir.join("b").display()
        )
    );
    std::fs::write(dir.join("c"), [lines[0].as_bytes(), b"\n\xff\xfe\n"].concat()).unwrap();
    let binary = chesslab(&["exact", "join", dir.join("c").to_str().unwrap()]);
    assert_eq!(refused(&binary), format!("chesslab: {}, line 2: not UTF-8 text\n", dir.join("c").display()));
    let none = chesslab(&["exact", "join", dir.join("nothing").to_str().unwrap()]);
    assert!(refused(&none).starts_with(&format!("chesslab: cannot read {}", dir.join("nothing").display())));
    assert_eq!(refused(&join("\n")), "chesslab: no reply lines were given\n");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_crafted_reply_line_is_refused_at_once_naming_the_field_not_aborting() {
    let dir = scratch("crafted");
    let crafted = dir.join("crafted.replies");
    let path = crafted.to_str().unwrap();
    let line = "exact-reply v1 3x3,k=1 cap=2 part=0/4000000000 split=4000000000 nodes=0 found=0 unique=0 \
                pieces=- example=-";
    std::fs::write(&crafted, format!("{line}\n")).unwrap();
    let expected = format!(
        "chesslab: {path}, line 1: split=4000000000 is more parts than any search of 3x3,k=1 is cut into \
         (at most 1785)\n"
    );
    // It once asked for 960 GB and aborted (exit 134) in both.
    for args in [vec!["exact", "join", path], vec!["exact", "min", "3x3", "--k", "1", "--resume", path]] {
        let output = chesslab(&args);
        assert_ne!(output.status.code(), Some(134), "{args:?} aborted");
        assert_eq!(output.status.code(), Some(1), "{args:?}: {}", stderr(&output));
        assert_eq!(stderr(&output), expected, "{args:?}");
    }
    assert_eq!(std::fs::read_to_string(&crafted).unwrap(), format!("{line}\n"), "refused as it is");
    let shares = line.replace("split=4000000000", "split=6").replace("0/4000000000", "0/4000000");
    let output = chesslab_with_stdin(&["exact", "join"], &shares);
    assert_eq!(
        stderr(&output),
        "chesslab: stdin, line 1: part=…/4000000 with split=6: a cap's parts are dealt in at most 6 shares\n"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_resume_file_holds_at_most_one_line_per_part_of_each_cap() {
    let dir = scratch("resume-limit");
    let file = dir.join("proof.replies");
    let path = file.to_str().unwrap();
    let problem = ["1x1", "--k", "0", "--pieces", "N"];
    let parts = ok(&chesslab(&[&["exact", "parts"][..], &problem].concat()));
    let reply = ok(&chesslab_with_stdin(&["exact", "part"], &parts));
    // 1x1 with knights: caps 0 and 1, each cut into at most 4 parts; the same reply 8 times is read.
    std::fs::write(&file, reply.repeat(8)).unwrap();
    let min = [&["exact", "min"][..], &problem, &["--resume", path, "--json"]].concat();
    let proved: Value = serde_json::from_str(&ok(&chesslab(&min))).unwrap();
    assert_eq!(proved["min_pieces"], 0);
    std::fs::write(&file, reply.repeat(9)).unwrap();
    let output = chesslab(&min);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output),
        format!(
            "chesslab: {path}, line 9: more than 8 lines: a ledger of 1x1,k=0,pieces=N holds one reply per \
             part of each cap, at most 8 in all\n"
        )
    );
    // A line longer than any reply is refused where it is, without reading it whole.
    std::fs::write(&file, format!("{reply}{}\n", "x".repeat(10_000_000))).unwrap();
    let output = chesslab(&min);
    assert_eq!(
        stderr(&output),
        format!("chesslab: {path}, line 2: longer than any part or reply line (65536 bytes)\n")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lines_with_blanks_around_them_or_windows_line_ends_are_read() {
    let parts = ok(&chesslab(&["exact", "parts", "3x3", "--k", "1", "--cap", "2", "--shares", "2"]));
    let windows = parts.replace('\n', " \r\n");
    let replies = ok(&chesslab_with_stdin(&["exact", "part"], &windows));
    assert_eq!(replies, ok(&chesslab_with_stdin(&["exact", "part"], &parts)));
    let joined = ok(&chesslab_with_stdin(&["exact", "join"], &replies.replace('\n', "\t\r\n")));
    assert!(joined.starts_with("3x3,k=1: the fewest pieces is 2 (proven)"), "{joined}");
}

/// How many parts `exact parts 4x4 --k 2 --cap CAP` cuts the cap into.
fn split_of(cap: &str) -> String {
    let parts = ok(&chesslab(&["exact", "parts", "4x4", "--k", "2", "--cap", cap, "--shares", "1"]));
    parts.trim().rsplit("split=").next().unwrap().to_string()
}

#[test]
fn a_long_proof_shows_its_parts_cap_bound_and_pace_at_a_terminal() {
    use common::cli::chesslab_at_terminal;
    let Some(min) = chesslab_at_terminal("exact min 5x5 --k 2 --threads 2", "") else {
        eprintln!("skipped: util-linux `script` cannot make a terminal here");
        return;
    };
    assert!(min.success, "{}", min.terminal);
    assert!(min.stdout.starts_with("5x5,k=2: the fewest pieces is 8 (proven)"), "{}", min.stdout);
    for shown in ["cap 8, none with ≤ 7 pieces", "/309 parts", "nodes/s"] {
        assert!(min.terminal.contains(shown), "{shown} in {:?}", min.terminal);
    }
    let count = chesslab_at_terminal("exact count 5x5 --k 2 --max-pieces 7 --threads 2", "").unwrap();
    assert!(count.success, "{}", count.terminal);
    for shown in ["at most 7 pieces · 0 found", "/309 parts", "nodes/s"] {
        assert!(count.terminal.contains(shown), "{shown} in {:?}", count.terminal);
    }
}
