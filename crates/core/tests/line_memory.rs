//! Reading and joining lines from outside takes memory bounded by the
//! problem, not by what a line claims: measured as the process's peak
//! resident memory (Linux's `VmHWM`), alone in its test binary so that no
//! other test's memory is counted.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::{
    exact::{CapReplies, Ledger, PartLine, Problem, ReplyLine, Split},
    task::Share,
};

/// The process's peak resident memory so far, in KiB (`None` where the system does not say).
fn peak_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    line.split_ascii_whitespace().nth(1)?.parse().ok()
}

#[test]
fn crafted_lines_and_a_join_of_the_widest_listing_stay_within_the_problems_memory() {
    let before = peak_kib();
    // Lines that once sized what was kept for them: 960 GB, 934 MB, and the shares of a huge split.
    for (index, of, split) in
        [(0, 4_000_000_000u32, 4_000_000_000u32), (0, 4_000_000, 4_000_000), (3_999_999, 4_000_000, 6)]
    {
        let line = format!(
            "exact-reply v1 3x3,k=1 cap=2 part={index}/{of} split={split} nodes=0 found=0 unique=0 pieces=- example=-"
        );
        assert!(line.parse::<ReplyLine>().is_err(), "{line}");
        let mut ledger = Ledger::new(&Problem::parse("3x3,k=1").unwrap());
        assert!(ledger.add(&line).is_err(), "{line}");
    }
    // The widest listing a line may claim, every share in (each found nothing): the most a join keeps.
    let problem = Problem::parse("8x8,k=1").unwrap();
    let most = Split::most_parts(&problem);
    let mut join = CapReplies::default();
    for share in Share::all(most) {
        let part = PartLine::new(problem.clone(), 64, share, most).unwrap();
        let line = format!(
            "{} nodes=1 found=0 unique=0 pieces=- example=-",
            part.to_string().replacen("exact-part", "exact-reply", 1)
        );
        join.add(line.parse().unwrap()).unwrap();
    }
    assert_eq!(join.proof().unwrap().nodes, u64::from(most));
    if let (Some(before), Some(after)) = (before, peak_kib()) {
        // A few thousand replies of a few hundred bytes each, well under 16 MiB.
        assert!(after.saturating_sub(before) < 16 * 1024, "the peak grew from {before} KiB to {after} KiB");
    }
}
