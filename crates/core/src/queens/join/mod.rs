//! The half-board join: counts the solutions of the open N×N board (no
//! blocked squares) by listing half boards and counting the pairs that fit,
//! instead of searching whole boards row by row.
//!
//! # Method
//!
//! Cut the board down the middle into a *west* and an *east* half of
//! `h = ⌊N/2⌋` columns (for odd N the middle column stays between them).
//! In a solution each row's queen is in the west half, the east half or
//! (odd N, one row `m`) the middle column, and each half holds exactly `h`
//! queens, one per column. So a solution is a *row split* (the middle
//! queen's row, and the set `E` of `h` rows whose queen is east) together
//! with a west half board on the other rows and an east half board on `E`
//! whose queens share no diagonal. Rows and columns can no longer clash,
//! and only the diagonals both halves reach can: `N-1` (even N) or `N-2`
//! (odd N) of each direction, so each half board becomes one 64-bit
//! *meeting mask* and two halves fit exactly when their masks are disjoint
//! (`geometry`).
//!
//! The row splits are walked row by row (`walk`): each row in turn goes to
//! the west half, the east half or (odd N) the middle column, and each
//! half's list of placements on its rows so far grows with its rows
//! (`halves`), so the splits that begin alike share the lists of their
//! common rows instead of each listing its halves afresh. When the middle
//! queen's row comes, both lists drop what it attacks. At the bottom of
//! the walk a split is complete, and the disjoint pairs of its two lists
//! are counted (`matching`): every pair compared, or for long lists a
//! sieve that buckets both lists by the busiest shared diagonals and never
//! looks at the pairs that both hold one. The left/right mirror and the
//! top/bottom flip map row splits onto row splits with as many solutions,
//! so one split per class of up to four is counted, weighted by the class
//! size (`splits`); the walk only goes where those representatives lie.
//!
//! This is the idea of EvgenyKluev's N-Queens-Count-Sol (quarters joined
//! into halves, halves matched by sorted diagonal masks), written afresh in
//! a simpler form: the halves are grown along the walk rather than joined
//! from quarter lists, and the matching is a brute force or a sieve on
//! the lists.

//! # Unique counts
//!
//! The join counts every solution, not one per class. For the open board
//! the classes come from Burnside's lemma: `unique = (T + 2·F90 + F180) / 8`,
//! where `F90` and `F180` are the solutions the quarter and half turn map
//! onto themselves (no reflection maps a solution of N ≥ 2 onto itself).
//! Those are counted by a search placing a whole rotation orbit of queens
//! at once (`fixed`): only a half or a quarter of the queens are chosen.
//!
//! # Memory
//!
//! The walk keeps, for each half, one list per number `k` of its queens
//! placed so far (the lists of the current split's ancestors) and one
//! list cut down by the middle queen. A list of `k` queens on `k` given
//! rows of the `h = ⌊N/2⌋` columns, one per row and column, holds at most
//! `h!/(h-k)!` placements, so one half's lists hold at most
//! `Σ_k h!/(h-k)! + h! < 4·h!` placements of 12 bytes each. The complete
//! split's lists are copied as meeting masks (8 bytes each) and the matcher
//! buckets those (17 bytes each: the packed bits twice and the key). With
//! two halves, the count takes at most
//!
//! ```text
//! memory_bound(N) = 2·(4·12 + 8 + 17)·h! = 146·h!  bytes
//! ```
//!
//! ([`memory_bound`]): 5.9 MB at N = 16 and 17, 53 MB at N = 18 and 19,
//! 530 MB at N = 20 and 21; measured, the peak resident size stays a few
//! MB up to N = 18, the lists being far shorter than `h!/(h-k)!`. Beyond
//! [`MAX_JOIN_N`] the bound passes 2 GB (N = 22: `146·11!`, 5.8 GB), more
//! than a browser tab has, and the join refuses ([`JoinError::TooLarge`]);
//! the fast search ([`crate::queens::count`]) has no such limit.

//! # Measured
//!
//! One core of a loaded 2-core machine, user CPU seconds, best–worst of
//! interleaved runs, 2026-11-28 (docs/queens.md, Queens benchmarks;
//! `examples/queens_count.rs` runs one method), before → after the walk
//! (lists grown along the row splits instead of listed per split):
//!
//! | N  | fast search | join before | join after  | mirror.c    | peak RSS join |
//! |----|-------------|-------------|-------------|-------------|---------------|
//! | 14 | 0.04–0.05   | 0.04–0.05   | 0.03–0.04   | 0.11–0.12   | –             |
//! | 15 | 0.28–0.32   | 0.28–0.34   | 0.13–0.15   | 0.82–0.86   | 2.0 MB        |
//! | 16 | 1.59–2.00   | 0.83–0.91   | 0.75–0.78   | 5.03–5.21   | 3.0 MB        |
//! | 17 | 11.53–12.88 | 7.07–7.34   | 5.05–5.35   | –           | 3.0 MB        |
//! | 18 | 92.55–94.86 | 20.36       | 18.38–18.64 | –           | 7.0 MB        |
//!
//! (The fast search at N = 16–18 from an earlier, quieter series.) At
//! N = 15 the join takes 0.16–0.18 of mirror.c's time. Where the time goes
//! (perf, N = 17): about 60 % matching, 35 % growing and cutting the
//! lists. EvgenyKluev's C++ counts N = 18 in 9.3 s here: it also uses the
//! quarter turn's symmetry and SIMD matching, which this module does not.
//!
//! The join wins from N = 14 (below, both take under 10 ms), so
//! `chesslab queens count` uses it for open boards of N = 14 to 18
//! (larger boards are within the bound but not yet measured against the
//! search).

mod fixed;
mod geometry;
mod halves;
mod matching;
mod splits;
mod walk;

use super::{CountReply, Problem};
use crate::task::Progress;

/// The largest board the join counts: beyond it [`memory_bound`] passes
/// 2 GB.
pub const MAX_JOIN_N: usize = 21;

/// Why the join did not count a problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JoinError {
    /// The join counts the open board only.
    #[error("the half-board join counts open boards only (this one has blocked squares)")]
    Blocked,
    /// The board is larger than [`MAX_JOIN_N`].
    #[error("the half-board join counts boards up to {MAX_JOIN_N}×{MAX_JOIN_N} (this one is {0}×{0})")]
    TooLarge(usize),
    /// The progress hook asked to stop.
    #[error("count stopped after {done} of {total} row splits")]
    Stopped {
        /// Row splits counted.
        done: u64,
        /// Row splits in the whole count.
        total: u64,
    },
}

/// The most bytes the join's lists take for an N×N board (see the module
/// doc): `146·h!`, `h = ⌊N/2⌋`; `None` above [`MAX_JOIN_N`].
///
/// ```
/// use chesslab_core::queens::join::memory_bound;
/// // N = 18: 146·9! (53 MB).
/// assert_eq!(memory_bound(18), Some(146 * 362_880));
/// assert_eq!(memory_bound(22), None);
/// ```
#[must_use]
pub fn memory_bound(n: usize) -> Option<usize> {
    if n > MAX_JOIN_N {
        return None;
    }
    let factorial: usize = (1..=n / 2).product();
    Some(146 * factorial)
}

/// Counts all solutions of the open `problem` (total and unique up to the
/// eight symmetries), as [`crate::queens::count`] does, by the half-board
/// join.
///
/// ```
/// use chesslab_core::queens::{join, Problem};
///
/// let twelve = join::count(&Problem::new(12)?)?;
/// assert_eq!((twelve.total, twelve.unique), (14_200, 1_787));
/// // Blocked boards keep the search's path.
/// let blocked = Problem::with_blocked(8, &[1, 0, 0, 0, 0, 0, 0, 0])?;
/// assert_eq!(join::count(&blocked), Err(join::JoinError::Blocked));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn count(problem: &Problem) -> Result<CountReply, JoinError> {
    count_with_progress(problem, &mut |_| true)
}

/// Like [`count`], telling `report` how far the count has got (in row
/// splits, with the solutions found so far) before the first split and
/// after every split; when `report` returns `false` the count stops with
/// [`JoinError::Stopped`]. A split takes about a millisecond on average at
/// N = 18 (12 283 splits), so the hook runs often.
pub fn count_with_progress(
    problem: &Problem,
    report: &mut dyn FnMut(Progress) -> bool,
) -> Result<CountReply, JoinError> {
    let n = problem.n();
    if problem.has_blocked() {
        return Err(JoinError::Blocked);
    }
    if n > MAX_JOIN_N {
        return Err(JoinError::TooLarge(n));
    }
    if n == 1 {
        report(Progress { done: 1, total: 1, found: 1 });
        return Ok(CountReply { n, total: 1, unique: 1 });
    }
    let total_splits = splits::representatives(n);
    if !report(Progress { done: 0, total: total_splits, found: 0 }) {
        return Err(JoinError::Stopped { done: 0, total: total_splits });
    }
    let mut walk = walk::Walk::new(n, total_splits, report);
    if let Err(walk::Stopped { done }) = walk.run() {
        return Err(JoinError::Stopped { done, total: total_splits });
    }
    let total = walk.found;
    let unique = (total + 2 * fixed::quarter_turn(n) + fixed::half_turn(n)) / 8;
    Ok(CountReply { n, total, unique })
}

/// The solutions of the open N×N board that the quarter turn and the half
/// turn map onto themselves, `(F90, F180)`: the two terms Burnside's lemma
/// adds to the total for the unique count (exposed for tests).
///
/// ```
/// // The 8×8 board: no solution is fixed by a quarter turn, 4 by a half turn.
/// assert_eq!(chesslab_core::queens::join::rotation_fixed(8), (0, 4));
/// ```
#[must_use]
pub fn rotation_fixed(n: usize) -> (u64, u64) {
    (fixed::quarter_turn(n), fixed::half_turn(n))
}
