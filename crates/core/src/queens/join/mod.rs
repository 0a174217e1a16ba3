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
//! For each row split the two halves are listed by a small bitmask search
//! over `h` rows and `h` columns (`halves`), and the disjoint pairs of
//! the two lists are counted by a sieve that splits both lists on the
//! busiest shared diagonal and never looks at the pairs that both hold it
//! (`matching`). The left/right mirror and the top/bottom flip map row
//! splits onto row splits with as many solutions, so one split per class of
//! up to four is counted, weighted by the class size (`splits`).
//!
//! This is the idea of EvgenyKluev's N-Queens-Count-Sol (quarters joined
//! into halves, halves matched by sorted diagonal masks), written afresh in
//! a simpler form: each half is listed directly rather than joined from
//! its two quarters, and the matching is a recursive sieve on the lists.
//!
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
//! One row split's two lists are all that is kept. A half board puts `h`
//! queens on `h` given rows and `h` columns, one per row and column, so
//! each list holds at most `h!` masks of 8 bytes: at most
//! [`memory_bound`]`(N) = 16·h!` bytes for the lists (645 KB at N = 16–17,
//! 5.8 MB at N = 18–19, 58 MB at N = 20–21), plus the list of
//! representative row splits (16 bytes each, `C(2h, h)·N/4` of them,
//! 15 MB at N = 21). Beyond [`MAX_JOIN_N`] the next bound (640 MB at
//! N = 22) is too much, and the join refuses ([`JoinError::TooLarge`]); the
//! fast search ([`crate::queens::count`]) has no such limit.

mod fixed;
mod geometry;
mod halves;
mod matching;
mod splits;

use geometry::Split;
use halves::{list_half, Side};

use super::{CountReply, Problem};
use crate::task::Progress;

/// The largest board the join counts: beyond it the lists' bound
/// ([`memory_bound`]) passes half a gigabyte.
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

/// The most bytes the half-board lists take for an N×N board: two lists of
/// at most `h!` masks of 8 bytes, `h = ⌊N/2⌋` (see the module doc); `None`
/// above [`MAX_JOIN_N`].
///
/// ```
/// use chesslab_core::queens::join::memory_bound;
/// assert_eq!(memory_bound(18), Some(16 * 362_880)); // 9!, about 5.8 MB
/// assert_eq!(memory_bound(22), None);
/// ```
#[must_use]
pub fn memory_bound(n: usize) -> Option<usize> {
    (n <= MAX_JOIN_N).then(|| 16 * (1..=n / 2).product::<usize>())
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
/// [`JoinError::Stopped`]. A split takes well under a millisecond up to
/// N = 18 (a few at N = 21), so the hook runs often.
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
    let reps = splits::representatives(n);
    let total_splits = reps.len() as u64;
    let split = Split::new(n);
    let (mut west, mut east) = (Vec::new(), Vec::new());
    let mut matcher = matching::Matcher::default();
    let mut total = 0u64;
    if !report(Progress { done: 0, total: total_splits, found: 0 }) {
        return Err(JoinError::Stopped { done: 0, total: total_splits });
    }
    for (done, (rows, weight)) in reps.iter().enumerate() {
        let middle = rows.middle.map(usize::from);
        let all = ((1u32 << n) - 1) & !middle.map_or(0, |m| 1 << m);
        list_half(&split, Side::East, rows.east, middle, &mut east);
        if !east.is_empty() {
            list_half(&split, Side::West, all & !rows.east, middle, &mut west);
            total += weight * matcher.count_disjoint(&west, &east);
        }
        let done = done as u64 + 1;
        if !report(Progress { done, total: total_splits, found: total }) && done < total_splits {
            return Err(JoinError::Stopped { done, total: total_splits });
        }
    }
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
