//! The half-board join ([`join`]) against the fast search and OEIS, and its
//! Burnside terms against a brute force over listed solutions.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::queens::{count, join, solutions, Problem};

/// OEIS A000170 (total), N = 1..17.
const TOTALS: [u64; 17] =
    [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104];
/// OEIS A002562 (unique up to the eight symmetries), N = 1..17.
const UNIQUE: [u64; 17] =
    [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939];

#[test]
fn join_equals_the_fast_search_up_to_13() {
    for n in 1..=13 {
        let problem = Problem::new(n).unwrap();
        assert_eq!(join::count(&problem).unwrap(), count(&problem), "N = {n}");
    }
}

#[test]
fn join_matches_oeis() {
    // Up to what runs in a few seconds in a release build (N = 17 takes
    // seconds there, minutes in a debug build).
    let max = if cfg!(debug_assertions) { 12 } else { 17 };
    for n in 1..=max {
        let reply = join::count(&Problem::new(n).unwrap()).unwrap();
        assert_eq!((reply.total, reply.unique), (TOTALS[n - 1], UNIQUE[n - 1]), "N = {n}");
    }
}

/// Rotates a solution (`q[row] = col`) by a quarter turn, `(r, c) → (c, N-1-r)`.
fn quarter_turn(q: &[u8]) -> Vec<u8> {
    let n = q.len();
    let mut out = vec![0u8; n];
    for (r, &c) in q.iter().enumerate() {
        out[usize::from(c)] = (n - 1 - r) as u8;
    }
    out
}

#[test]
fn rotation_fixed_counts_equal_brute_force() {
    for n in 1..=11 {
        let all = solutions(&Problem::new(n).unwrap(), usize::MAX);
        let f90 = all.iter().filter(|q| quarter_turn(q) == **q).count() as u64;
        let f180 = all.iter().filter(|q| quarter_turn(&quarter_turn(q)) == **q).count() as u64;
        assert_eq!(join::rotation_fixed(n), (f90, f180), "N = {n}");
    }
}

#[test]
fn join_refuses_what_it_does_not_count() {
    let blocked = Problem::with_blocked(6, &[0, 4, 0, 0, 0, 0]).unwrap();
    assert_eq!(join::count(&blocked), Err(join::JoinError::Blocked));
    let large = Problem::new(join::MAX_JOIN_N + 1).unwrap();
    assert_eq!(join::count(&large), Err(join::JoinError::TooLarge(join::MAX_JOIN_N + 1)));
    assert!(join::memory_bound(join::MAX_JOIN_N).is_some());
}

#[test]
fn a_hook_can_stop_the_join() {
    let problem = Problem::new(10).unwrap();
    let mut calls = 0;
    let stopped = join::count_with_progress(&problem, &mut |progress| {
        calls += 1;
        assert!(progress.done <= progress.total);
        progress.done < 3
    });
    assert!(matches!(stopped, Err(join::JoinError::Stopped { done: 3, .. })), "{stopped:?}");
    assert_eq!(calls, 4);
    // A hook that lets it run sees the splits go by to the end, one by
    // one (odd N too: the middle queen's rows are part of the walk).
    for n in [10, 11, 12, 13] {
        let mut last: Option<chesslab_core::task::Progress> = None;
        let full = join::count_with_progress(&Problem::new(n).unwrap(), &mut |progress| {
            assert_eq!(progress.done, last.map_or(0, |p| p.done + 1), "N = {n}");
            last = Some(progress);
            true
        })
        .unwrap();
        let last = last.unwrap();
        assert_eq!((last.done, last.found), (last.total, full.total), "N = {n}");
    }
}
