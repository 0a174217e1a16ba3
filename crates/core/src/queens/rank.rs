//! Where a solution stands in the list of all solutions: "solution k of T",
//! k its place in lexicographic order (each row's column, rows from the
//! top: the order of the solution browser and of the Checker Challenge).
//!
//! k is one more than the number of solutions that come before it. Those
//! are counted row by row: a solution comes before when it agrees on the
//! rows above some row and has its queen further left there, so for every
//! row and every column left of the solution's queen the completions are
//! counted by the plain counter ([`super::baseline`]). T is the fast count.

use super::{baseline::Board, count, Placement, Problem};
use crate::{
    json::json_record,
    task::{Progress, Task},
};

/// Where the solution `columns` (each row's column, rows from the top) of
/// `problem` stands among all its solutions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankTask {
    /// The board and its blocked squares.
    pub problem: Problem,
    /// The solution (checked when run: a task that is no solution is answered with an error).
    pub columns: Vec<u8>,
}

json_record!(RankTask { problem, columns });

/// A solution's place: solution `index` (from 1) of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RankReply {
    /// Its place in lexicographic order, from 1.
    pub index: u64,
    /// All the problem's solutions.
    pub total: u64,
}

json_record!(RankReply { index, total });

/// Why a [`RankTask`] cannot be answered.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("these queens are not a solution of the {n}×{n} board")]
pub struct NotASolution {
    /// The board's side.
    pub n: usize,
}

impl Task for RankTask {
    type Reply = RankReply;
    type Error = NotASolution;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<RankReply, NotASolution> {
        rank(&self.problem, &self.columns, progress)
    }
}

/// The place of the solution `columns` among the solutions of `problem`,
/// reporting progress row by row.
///
/// ```
/// use chesslab_core::queens::{rank, solutions, Problem};
///
/// let eight = Problem::new(8)?;
/// let all = solutions(&eight, 100);
/// let reply = rank(&eight, &all[40], &mut |_| {})?;
/// assert_eq!((reply.index, reply.total), (41, 92));
/// assert!(rank(&eight, &[0; 8], &mut |_| {}).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`NotASolution`] when `columns` is not one of the problem's solutions.
pub fn rank(
    problem: &Problem,
    columns: &[u8],
    progress: &mut dyn FnMut(Progress),
) -> Result<RankReply, NotASolution> {
    let n = problem.n();
    let cells =
        columns.iter().enumerate().map(|(row, &col)| crate::board::Cell::from_top(row, usize::from(col), n));
    let queens: Option<Vec<_>> = cells.collect();
    let solution = queens.and_then(|queens| Placement::new(problem, queens).ok());
    if columns.len() != n || !solution.is_some_and(|queens| queens.is_solution(problem)) {
        return Err(NotASolution { n });
    }
    let board = Board::new(problem);
    let total_rows = n as u64 + 1;
    let (mut cols, mut d1, mut d2) = (0u32, 0u32, 0u32);
    let mut before = 0u64;
    for (row, &col) in columns.iter().enumerate() {
        progress(Progress { done: row as u64, total: total_rows, found: before });
        let blocked = problem.blocked_rows().get(row).copied().unwrap_or(0);
        // Columns left of this row's queen, free under the queens above: `col < n <= MAX_N < 32`.
        let mut earlier = ((1u32 << col) - 1) & !(cols | d1 | d2 | blocked);
        while earlier != 0 {
            let bit = earlier & earlier.wrapping_neg();
            earlier ^= bit;
            before += board.count_from(row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
        }
        let bit = 1u32 << col;
        (cols, d1, d2) = (cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
    }
    progress(Progress { done: n as u64, total: total_rows, found: before });
    let total = count(problem).total;
    Ok(RankReply { index: before + 1, total })
}
