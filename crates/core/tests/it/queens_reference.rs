//! The C counters the `queens` benchmark measures against
//! (`benches/reference/`): built with the system's `cc` when there is one and
//! checked against OEIS A000170, so a benchmark never compares with a wrong
//! counter. Without a C compiler the check says so and passes.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use std::{path::PathBuf, process::Command};

use chesslab_core::queens::{count, Problem};

/// OEIS A000170, N = 1..15.
const TOTALS: [u64; 15] = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184];

/// Builds `benches/reference/{name}.c` with `cc -O3` into the test's scratch
/// directory; `None` when no C compiler runs here.
fn build(name: &str) -> Option<PathBuf> {
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("benches/reference/{name}.c"));
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("queens-reference-{name}"));
    let status = Command::new("cc").args(["-O3", "-o"]).arg(&out).arg(&source).status().ok()?;
    assert!(status.success(), "cc failed on {}", source.display());
    Some(out)
}

/// Runs a reference counter on N = 1..=15 and checks every total it prints
/// (lines "N total seconds ...").
fn check(name: &str) {
    let Some(program) = build(name) else {
        eprintln!("no C compiler: {name}.c not checked");
        return;
    };
    let sizes: Vec<String> = (1..=15).map(|n| n.to_string()).collect();
    let output = Command::new(&program).args(&sizes).output().unwrap();
    assert!(output.status.success(), "{name} failed");
    let text = String::from_utf8(output.stdout).unwrap();
    let totals: Vec<u64> =
        text.lines().map(|line| line.split(' ').nth(1).unwrap().parse().unwrap()).collect();
    assert_eq!(totals, TOTALS, "{name}");
}

#[test]
fn mirror_reference_counts_like_oeis() {
    check("mirror");
}

#[test]
fn constellation_reference_counts_like_oeis() {
    check("constellations");
}

/// N = 17 with the fast counter (about 10 s in the optimised test profile):
/// `cargo test -p chesslab-core --test it queens_reference -- --ignored`.
#[test]
#[ignore = "about 10 s"]
fn fast_counter_counts_seventeen() {
    let reply = count(&Problem::new(17).unwrap());
    assert_eq!((reply.total, reply.unique), (95_815_104, 11_977_939));
}
