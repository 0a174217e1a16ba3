//! "Exact attack": place pieces so that every cell (or every empty cell) is
//! attacked exactly `k` times — all solutions, and proven minimal ones.
//!
//! The seed's method (Rennhak, seed 000, Friedman's Problem of the Month,
//! July 2006): solutions are sums of attack patterns ([`Pattern`]), found by a
//! backtracking search over the cells (`search.rs`, `bounds.rs`, on the
//! pattern tables of `tables.rs`); it is kept as the reference
//! ([`SearchOrder::Seed`]). The default search decides one cell at a time —
//! the piece first, a slider's rays as the cells on them get decided — with
//! counts along the lines from each cell, forced values, a piece-cap bound
//! and left–right symmetry breaking (`piece_search.rs`, `counts.rs`,
//! `propagate.rs`, `cap.rs`, `mirror.rs`, on the masks of `reach.rs`).
//! Minima are proven by raising the piece cap from a lower bound (`solve.rs`);
//! symmetric duplicates are grouped afterwards (`symmetry.rs`, `tally.rs`).
//! [`Solver`] is the entry point.

mod edit;
mod geometry;
mod grid;
mod link;
mod placement;
mod problem;
mod reference;
mod results_table;
mod search;
mod solve;
mod symmetry;
mod tally;
mod task;
mod text;

pub use grid::Grid;
pub use link::{parse_max_pieces, Find, Link, Search};
pub use placement::{Placement, PlacementCodeError};
pub use problem::{Mode, PieceSet, Problem, ProblemError, MAX_K};
pub use reference::SearchOrder;
pub use reference::{pattern_counts, patterns, Pattern, PatternCounts};
pub use results_table::{render_table, table_entry, table_problems, TableEntry};
pub use solve::{CountOutcome, MinOutcome, Solver, DEFAULT_MAX_EXAMPLES};
pub use task::{CountTask, MinTask, MAX_BROWSED};
pub use text::{parse_board_size, ProblemTextError};

/// The largest piece cap a person may ask for: one piece on every cell of an 8×8 board.
pub const MAX_PIECES_ASKED: u32 = 64;
