//! Which piece can be spared: the problem solved again with one piece
//! fewer, for each kind in the set.
//!
//! This is how the seed's superposition remark is settled. With
//! superposition, coverage cannot drop when a piece is added (put it on
//! top of another piece: nothing new blocks, and its own attacks count),
//! so if no set of `m` pieces covers the board, no smaller subset does
//! either. `chesslab`'s tests and benchmark use this to show that seven
//! of the eight pieces suffice with superposition exactly when a knight is
//! dropped, and that the queen then always shares its square with the
//! other knight (the "superqueen").

use super::{
    problem::{Problem, KINDS},
    solve::{solve, Solution},
};
use crate::{board::PieceKind, task::Progress};

/// For each kind in `problem`'s set (K Q R B N order), the solution of the
/// same problem with one piece of that kind removed. Kinds whose removal
/// would leave no piece are skipped.
pub fn without_one(problem: &Problem, progress: &mut dyn FnMut(Progress)) -> Vec<(PieceKind, Solution)> {
    KINDS
        .iter()
        .filter_map(|&kind| {
            let smaller = problem.with_pieces(problem.pieces().without(kind)?).ok()?;
            Some((kind, solve(&smaller, progress)))
        })
        .collect()
}
