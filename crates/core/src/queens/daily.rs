//! The daily Queens: an 8×8 board with blocked squares and exactly one
//! solution, the same for everyone on a date, made from the date alone.
//!
//! How: a seed from the day picks one of the 92 solutions of eight queens,
//! then squares that solution leaves empty are blocked one by one, in an
//! order the seed shuffles, each only if it rules out some solution, until
//! the counter finds one solution left (blocking every empty square leaves
//! only the chosen one, so this always ends). Then every blocked square
//! that is not needed (freeing it keeps one solution) is freed again, so
//! the board blocks no more than it must. The puzzle is rated by the
//! effort of the look-ahead search that finds and proves its solution.

use super::{complete::completions, count, solutions, Placement, Problem, ProblemError};
use crate::{
    json::{json_names, json_record},
    rng::Rng,
    task::{Progress, Task},
};

/// The daily board's side.
pub const DAILY_N: usize = 8;

/// Mixed into the day to seed the daily Queens (Solo's daily uses other seeds).
const SEED_SALT: u64 = 0x9ee5_da17_0b0a_8d01;

/// One day's puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyQueens {
    /// Days since 1970-01-01 ([`crate::calendar`]).
    pub day: i64,
    /// The board with its blocked squares: one solution.
    pub problem: Problem,
    /// Search nodes the look-ahead search takes to find the solution and
    /// prove it the only one.
    pub effort: u64,
    /// How hard, from the effort.
    pub level: DailyLevel,
}

json_record!(DailyQueens { day, problem, effort, level });

/// How hard a daily Queens is, by the solver's effort.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DailyLevel {
    /// Few search nodes: most queens are forced.
    Easy,
    /// In between.
    Medium,
    /// Many search nodes: the solver had to try and go back often.
    Hard,
}

json_names!(DailyLevel { Easy = "easy", Medium = "medium", Hard = "hard" });

impl DailyLevel {
    /// Search nodes up to which a puzzle is easy, and up to which it is
    /// medium (set from a year of dailies: about a third each).
    const BOUNDS: [u64; 2] = [290, 400];

    /// The level of a puzzle that took `effort` nodes.
    #[must_use]
    pub fn of(effort: u64) -> DailyLevel {
        match effort {
            e if e <= Self::BOUNDS[0] => DailyLevel::Easy,
            e if e <= Self::BOUNDS[1] => DailyLevel::Medium,
            _ => DailyLevel::Hard,
        }
    }

    /// The level's name: "easy", "medium", "hard".
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            DailyLevel::Easy => "easy",
            DailyLevel::Medium => "medium",
            DailyLevel::Hard => "hard",
        }
    }
}

/// The daily Queens of `day` (days since 1970-01-01).
///
/// ```
/// use chesslab_core::queens::{count, daily_queens, DAILY_N};
///
/// let today = daily_queens(20_419)?;
/// assert_eq!(today, daily_queens(20_419)?, "the same for everyone");
/// assert_eq!(today.problem.n(), DAILY_N);
/// assert_eq!(count(&today.problem).total, 1);
/// assert_ne!(today.problem, daily_queens(20_420)?.problem);
/// # Ok::<(), chesslab_core::queens::ProblemError>(())
/// ```
///
/// # Errors
/// Never in practice: every mask it makes fits the 8×8 board.
pub fn daily_queens(day: i64) -> Result<DailyQueens, ProblemError> {
    let mut rng = Rng::new(day as u64 ^ SEED_SALT);
    let open = Problem::new(DAILY_N)?;
    let all = solutions(&open, usize::MAX);
    let chosen = rng.choose(&all).cloned().unwrap_or_default();
    // The squares the chosen solution leaves empty, shuffled (Fisher–Yates).
    let mut empty: Vec<(usize, usize)> = (0..DAILY_N)
        .flat_map(|row| (0..DAILY_N).map(move |col| (row, col)))
        .filter(|&(row, col)| chosen.get(row).is_none_or(|&c| usize::from(c) != col))
        .collect();
    for index in (1..empty.len()).rev() {
        empty.swap(index, rng.below(index + 1));
    }
    let mut blocked = [0u32; DAILY_N];
    let mut left = all.len() as u64;
    for &(row, col) in &empty {
        if left <= 1 {
            break;
        }
        blocked[row] |= 1 << col;
        let now = count(&Problem::with_blocked(DAILY_N, &blocked)?).total;
        if now == left {
            // Ruled nothing out: not a clue.
            blocked[row] &= !(1 << col);
        }
        left = now;
    }
    for &(row, col) in &empty {
        if blocked[row] & (1 << col) == 0 {
            continue;
        }
        blocked[row] &= !(1 << col);
        if count(&Problem::with_blocked(DAILY_N, &blocked)?).total != 1 {
            blocked[row] |= 1 << col;
        }
    }
    let problem = Problem::with_blocked(DAILY_N, &blocked)?;
    let effort = completions(&problem, &Placement::default(), 2, &mut |_| {}).nodes;
    Ok(DailyQueens { day, problem, effort, level: DailyLevel::of(effort) })
}

/// Make the daily Queens of a day (in the worker: it runs the counter some
/// dozens of times, a few milliseconds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyTask {
    /// Days since 1970-01-01.
    pub day: i64,
}

json_record!(DailyTask { day });

impl Task for DailyTask {
    type Reply = DailyQueens;
    type Error = ProblemError;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<DailyQueens, ProblemError> {
        progress(Progress { done: 0, total: 1, found: 0 });
        daily_queens(self.day)
    }
}
