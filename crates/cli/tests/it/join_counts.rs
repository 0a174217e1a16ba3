//! `chesslab join` prints no count it cannot vouch for: a crafted coverage
//! line whose counts pass `u64`, genuine KQ 3×3 replies with one field
//! edited and queens totals that add up past `u64` are refused (exit 1),
//! naming the field.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::common::cli::chesslab_with_stdin;

/// `chesslab join` of `lines` on stdin: its exit code and stderr.
fn join(lines: &str) -> (Option<i32>, String) {
    let output = chesslab_with_stdin(&["join"], lines);
    (output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned())
}

/// The genuine replies of KQ's maximum on 3×3, in two shares.
const KQ: [&str; 2] = [
    "cover-reply v1 max,pieces=KQ,board=3,bishops=opposite pass=max:0 part=0/2 split=10 best=9 configurations=2 placements=8 squares=0,0,2,0,0,0,0,0,0,0,0 fewest=2:3/1K1/Q2 examples=3/1K1/Q2,3/1K1/1Q1 alone=- nodes=8 leaves=5 survivors=2 passes=1",
    "cover-reply v1 max,pieces=KQ,board=3,bishops=opposite pass=max:0 part=1/2 split=10 best=9 configurations=2 placements=8 squares=0,0,2,0,0,0,0,0,0,0,0 fewest=2:3/1Q1/K2 examples=3/1Q1/K2,3/1Q1/1K1 alone=- nodes=5 leaves=5 survivors=5 passes=1",
];

#[test]
fn the_genuine_kq_replies_join_to_one_runs_counts() {
    let output = chesslab_with_stdin(&["join"], &KQ.join("\n"));
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("4 configurations up to symmetry, 16 placements"), "{text}");
}

#[test]
fn a_coverage_line_whose_counts_pass_u64_is_refused() {
    let line = "cover-reply v1 max,pieces=Q,board=3,bishops=any pass=max:0 part=0/1 split=1 best=- \
                configurations=0 placements=0 squares=18446744073709551615,1 fewest=- examples=- \
                alone=- nodes=0 leaves=0 survivors=0 passes=0";
    let (code, stderr) = join(line);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("stdin, line 1: squares= adds up past 18446744073709551615"), "{stderr}");
}

#[test]
fn edited_kq_replies_are_refused_naming_the_field() {
    for (from, to, field) in [
        ("placements=8", "placements=3", "placements"),
        ("configurations=2", "configurations=18446744073709551613", "configurations"),
        // Two examples listed for one configuration: the field that disagrees is named.
        ("configurations=2", "configurations=1", "examples"),
        ("squares=0,0,2", "squares=0,0,1", "squares"),
        ("best=9", "best=8", "examples"),
        ("fewest=2:3/1Q1/K2", "fewest=1:3/1Q1/K2", "fewest"),
    ] {
        let edited = KQ[1].replacen(from, to, 1);
        assert_ne!(edited, KQ[1]);
        let (code, stderr) = join(&format!("{}\n{edited}\n", KQ[0]));
        assert_eq!(code, Some(1), "{to}: {stderr}");
        assert!(stderr.contains(&format!("line 2: {field}")), "{to}: {stderr}");
    }
}

#[test]
fn queens_totals_past_u64_are_refused() {
    let max = u64::MAX;
    let lines = format!(
        "queens-reply v1 21 part=0/2 split=8000 total={max} unique=1\n\
         queens-reply v1 21 part=1/2 split=8000 total={max} unique=1\n"
    );
    let (code, stderr) = join(&lines);
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("total= adds up past 18446744073709551615"), "{stderr}");
    assert!(!stderr.contains("solutions"), "{stderr}");
}

#[test]
fn an_edited_open_board_count_is_refused() {
    let (code, stderr) = join("queens-reply v1 8 part=0/1 split=37 total=90 unique=12\n");
    assert_eq!(code, Some(1), "{stderr}");
    assert!(stderr.contains("total=90: an open 8×8 board has 92 solutions"), "{stderr}");
}
