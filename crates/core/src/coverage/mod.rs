//! Coverage: place a set of pieces (K Q R B N) on an n×n board so that they
//! attack as many — or as few — squares as possible (issue 8; seed 004,
//! Robison, Hafner & Skiena, "Eight Pieces Cannot Cover a Chess Board").
//!
//! # Use
//!
//! Build a [`Problem`] (pieces, side 3..8, [`BishopRule`], superposition,
//! [`Objective`]), call [`solve()`] with a progress hook, read the
//! [`Solution`]: the best value, the number of best configurations up to
//! the eight symmetries and as distinct placements, examples (as
//! [`Placement`] codes) and search statistics. [`reach`] lists the
//! configurations attacking at least a target (the 64-square proof),
//! [`unattacked()`] finds for each square a configuration leaving exactly it
//! unattacked, [`without_one`] solves again with each kind of piece spared
//! once (with superposition: which seven pieces still cover the board). Timing is left to the caller (`std::time::Instant` panics
//! on `wasm32-unknown-unknown`). To share a search among threads or
//! workers, its [`Plan`] gives its passes, each cut into parts ([`Pass`]):
//! [`solve_by`] and [`unattacked_by`] run them (the command line's
//! threads), [`PlanShares`] deals them as [`ShareTask`]s (the page's workers).
//!
//! A small maximum and minimum: a queen, a rook and a knight on 5×5.
//!
//! ```
//! use chesslab_core::coverage::{solve, Objective, PieceSet, Problem};
//!
//! let problem = Problem::new(PieceSet::parse("QRN")?, 5)?;
//! let most = solve(&problem, &mut |_progress| {});
//! assert_eq!((most.best, most.configurations), (Some(22), 1));
//! println!("{}", most.examples[0]); // one best configuration, as a code
//!
//! let fewest = solve(&problem.with_objective(Objective::Min), &mut |_| {});
//! assert_eq!((fewest.best, fewest.configurations), (Some(12), 1));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Algorithms
//!
//! * Maximum, two passes as in the seed: pass 1 lists the placements that
//!   may leave at most `slack` squares free by an upper bound on attack,
//!   pass 2 checks them exactly. The slack starts from a
//!   counting bound and widens until some placement attacks `side² -
//!   slack` squares. Pass 1 is either the seed's folding search over
//!   sub-spaces with weak attack ([`Method::Folding`]) or a branching on the
//!   attackers of the hardest square, bounded by attack with blocking by
//!   the pieces already placed ([`Method::Hitting`]).
//! * Minimum: branch and bound in square order.
//! * Symmetry: one piece that occurs once is confined to a triangle of the
//!   board; the rest of the symmetry is settled by comparing
//!   a configuration with its images.
//!
//! The searches live in the private `search` folder, one module per pass
//! (`cargo doc --document-private-items` shows its notes); the rest is the
//! problem and its parsers, placements and their codes, attack geometry,
//! the entry points ([`solve()`], [`unattacked()`], [`without_one`]), [`Stats`],
//! and the task and link layer ([`CoverTask`], [`Link`]).

mod geometry;
mod hint;
mod link;
mod part_join;
mod part_line;
mod placement;
mod plan;
mod problem;
mod reply_line;
mod search;
mod shares;
mod solve;
mod spare;
mod split;
mod stats;
mod task;
mod unattacked;

pub use hint::{completion, hint, HintReply, HintTask};
pub use link::{Goal, Link, UnknownGoal};
pub use part_join::{CoverJoinError, CoverReplies};
pub use part_line::{LineError, PartLine, MOST_PARTS};
pub use placement::{Placement, PlacementError};
pub use plan::{solve_by, unattacked_by, Plan};
pub use problem::{
    BishopRule, Objective, PieceSet, PieceSetError, Problem, ProblemError, UnknownWord,
    DEFAULT_EXAMPLE_LIMIT, KINDS, MAX_PIECES, MAX_SIDE, MIN_SIDE,
};
pub use reply_line::ReplyLine;
pub use shares::PlanShares;
pub use solve::{reach, solve, solve_with, Method, Solution};
pub use spare::without_one;
pub use split::{Pass, ShareReply, Stage};
pub use stats::Stats;
pub use task::{
    CoverAllTask, CoverError, CoverReply, CoverTask, SearchStats, Settings, ShareTask, UnattackedReply,
    UnattackedTask,
};
pub use unattacked::{unattacked, Unattacked};
