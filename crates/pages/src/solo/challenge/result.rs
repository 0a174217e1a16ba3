//! What the record keeps of a finished run, and which runs are the best.

use std::cmp::Ordering;

use crate::json::json_record;

/// How many best runs the record keeps.
pub const BEST_RUNS: usize = 5;

/// A finished run, as the record keeps it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RunResult {
    /// The run's seed.
    pub seed: u64,
    /// The day of a daily run.
    pub daily: Option<i64>,
    /// Puzzles solved, of 30.
    pub solved: u32,
    /// Mistakes made.
    pub mistakes: u32,
    /// Hints shown.
    pub hints: u32,
    /// How long it took, in milliseconds.
    pub ms: u64,
    /// When it ended (milliseconds since 1970).
    pub ended_ms: f64,
}

impl RunResult {
    /// Better runs first: more puzzles solved, then fewer mistakes, then less time.
    ///
    /// ```
    /// use chesslab_pages::solo::RunResult;
    ///
    /// let run = |solved, mistakes, ms| RunResult { seed: 1, daily: None, solved, mistakes, hints: 0, ms, ended_ms: 0.0 };
    /// let mut runs = vec![run(12, 0, 9), run(17, 2, 900), run(17, 1, 950), run(17, 1, 940)];
    /// runs.sort_by(RunResult::better_first);
    /// assert_eq!(runs, [run(17, 1, 940), run(17, 1, 950), run(17, 2, 900), run(12, 0, 9)]);
    /// ```
    #[must_use]
    pub fn better_first(a: &RunResult, b: &RunResult) -> Ordering {
        b.solved.cmp(&a.solved).then(a.mistakes.cmp(&b.mistakes)).then(a.ms.cmp(&b.ms))
    }
}

/// Adds `run` to `best` (kept sorted, at most [`BEST_RUNS`]); tells whether it made the list.
///
/// The best are picked one by one, the earliest of equals first (as a stable sort would), in
/// time proportional to the list's length however long a stored list is: the standard sort's
/// code would add 3 KB to the page's wasm for a list of ten.
pub fn keep_best(best: &mut Vec<RunResult>, run: RunResult) -> bool {
    best.push(run);
    let mut kept = Vec::with_capacity(BEST_RUNS);
    while kept.len() < BEST_RUNS && !best.is_empty() {
        let mut first = 0;
        for (index, candidate) in best.iter().enumerate().skip(1) {
            if RunResult::better_first(candidate, &best[first]) == Ordering::Less {
                first = index;
            }
        }
        kept.push(best.remove(first));
    }
    *best = kept;
    best.contains(&run)
}
// Stored as an object of its fields by name.
json_record!(RunResult { seed, daily(default), solved, mistakes, hints, ms, ended_ms });
