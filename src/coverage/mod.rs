//! Coverage: place a set of pieces (K Q R B N) on an n×n board so that they
//! attack as many — or as few — squares as possible (issue 8; seed 004,
//! Robison, Hafner & Skiena, "Eight Pieces Cannot Cover a Chess Board").
//!
//! # Use
//!
//! Build a [`Problem`] (pieces, side 3..8, [`BishopRule`], superposition,
//! [`Objective`]), call [`solve`] with a progress hook, read the
//! [`Solution`]: the best value, the number of best configurations up to
//! the eight symmetries and as distinct placements, examples (as
//! [`Placement`] codes) and search statistics. [`reach`] lists the
//! configurations attacking at least a target (the 64-square proof),
//! [`unattacked`] finds for each square a configuration leaving exactly it
//! unattacked, [`without_one`] solves again with each kind of piece spared
//! once (with superposition: which seven pieces still cover the board). Timing is left to the caller (`std::time::Instant` panics
//! on `wasm32-unknown-unknown`).
//!
//! # Algorithms
//!
//! * Maximum, two passes as in the seed: pass 1 lists the placements that
//!   may leave at most `slack` squares free by an upper bound on attack,
//!   pass 2 checks them exactly (`tally.rs`). The slack starts from a
//!   counting bound and widens until some placement attacks `side² -
//!   slack` squares. Pass 1 is either the seed's folding search over
//!   sub-spaces with weak attack (`folding.rs`) or a branching on the
//!   attackers of the hardest square, bounded by attack with blocking by
//!   the pieces already placed (`hitting.rs`), chosen by [`Method`].
//! * Minimum: branch and bound in square order (`minimum.rs`).
//! * Symmetry: one piece that occurs once is confined to a triangle of the
//!   board (`groups.rs`); the rest of the symmetry is settled by comparing
//!   a configuration with its images (`orbit.rs`).
//!
//! Files: `problem.rs` (problem, parsers, errors), `placement.rs` (codes),
//! `geometry.rs` (attack tables), `groups.rs`, `orbit.rs`, `hitting.rs`,
//! `folding.rs`, `minimum.rs`, `tally.rs`, `stats.rs`, `solve.rs`, `task.rs` (jobs), `link.rs`,
//! `unattacked.rs`, `spare.rs`.

mod geometry;
mod link;
mod placement;
mod problem;
mod search;
mod solve;
mod spare;
mod stats;
mod task;
mod unattacked;

pub use link::{Goal, Link};
pub use placement::{Placement, PlacementError};
pub use problem::{
    BishopRule, Objective, PieceSet, PieceSetError, Problem, ProblemError, UnknownWord,
    DEFAULT_EXAMPLE_LIMIT, KINDS, MAX_PIECES, MAX_SIDE, MIN_SIDE,
};
pub use solve::{reach, solve, solve_with, Method, Solution};
pub use spare::without_one;
pub use stats::Stats;
pub use task::{
    CoverAllTask, CoverError, CoverReply, CoverTask, SearchStats, Settings, UnattackedReply, UnattackedTask,
};
pub use unattacked::{unattacked, Unattacked};
