//! "Exact attack": place pieces so that every cell (or every empty cell) is
//! attacked exactly `k` times — all solutions, and proven minimal ones.
//!
//! The seed's method (Rennhak, seed 000, Friedman's Problem of the Month,
//! July 2006): solutions are sums of attack patterns ([`Pattern`]), found by a
//! backtracking search over the cells, on pattern tables, bounded by the
//! pieces the cap allows; it is kept as the reference
//! ([`SearchOrder::Seed`], in the private `reference` folder). The default
//! search ([`SearchOrder::PieceFirst`], the private `search` folder) decides
//! one cell at a time — the piece first, a slider's rays as the cells on
//! them get decided — with counts along the lines from each cell, forced
//! values, a piece-cap bound and symmetry breaking (the left–right mirror,
//! or without pawns every symmetry of the board). [`Solver`] is the entry
//! point: it proves minima by raising the piece cap from a lower bound, and
//! groups symmetric duplicates afterwards (`cargo doc
//! --document-private-items` shows the internals' notes). The piece-first
//! search is generic over its cell mask (`cell_set`): `u64` for the boards
//! of up to 8×8 the rest of the program knows, `u128` for [`WideSolver`],
//! which proves minima on rectangles of up to 128 cells (9×9, 9×4).
//! Every board size is written width × height (files × ranks): a
//! [`ProblemName`] names a problem on any board a solver takes.
//!
//! The top level holds what the rest of the program sees: the [`Problem`]
//! and its text form, the [`Grid`], [`Placement`]s, the [`Solver`], the
//! results table ([`render_table`]), form edits, the [`CountTask`] and
//! [`MinTask`] jobs, their split for workers ([`ShareTask`]s dealt by
//! [`MinShares`] and [`CountShares`]), a cap's parts and their replies as
//! lines for any engine to run and join ([`PartLine`], [`ReplyLine`],
//! [`CapReplies`]) and the [`Link`]; `geometry` (rays and steps on shaped
//! boards) is shared by both searches, placements and the tally.
//!
//! Prove a small minimum: how few pieces attack every cell of a 3×3 board
//! exactly once?
//!
//! ```
//! use chesslab_core::exact::{Placement, Problem, Solver};
//!
//! let problem = Problem::parse("3x3,k=1")?;
//! let min = Solver::new(&problem).minimum(&mut |_progress| {});
//! assert!(min.complete);
//! assert_eq!((min.min_pieces, min.lower_bound), (Some(2), 2));
//! assert_eq!((min.solutions, min.unique), (12, 4)); // 4 up to the board's symmetries
//!
//! let example = Placement::parse(min.example.as_deref().ok_or("no example")?)?;
//! assert_eq!(example.to_string(), "2B/1K1/3"); // the king attacks the ring, the bishop the king
//! let counts = example.attack_counts(); // indexed rank * 8 + file
//! assert!((0..3).all(|rank| counts[rank * 8..rank * 8 + 3] == [1, 1, 1]));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod cell_set;
mod geometry;
mod grid;
mod link;
mod local_search;
mod name;
mod placement;
mod play;
mod problem;
mod proof;
mod reference;
mod reply;
mod search;
mod solve;
mod symmetry;
mod table;
mod tally;
mod task;
mod text;
mod wide;

pub use grid::Grid;
pub use link::{parse_max_pieces, BadMaxPieces, Find, Link, Search, Try, UnknownFind};
pub use local_search::{find_edge_placement, find_placement, find_symmetric_placement, wide_board, WideCell};
pub use name::ProblemName;
pub use placement::Placement;
pub use play::fit::{counted_cells, CellCount, Fit};
pub use play::hint::{hint, hint_with, hint_within, reading_order, Hint, HintReply, HintTask, HintTaskError};
pub use play::quick::{quick_hint, QUICK_NODES};
pub use problem::{AllowedKinds, Mode, Problem, ProblemError, MAX_K};
pub use proof::kept::{kept_prefix, KeptError, KeptReply, MAX_KEPT_TEXT};
pub use proof::ledger::{Ledger, LedgerError, LedgerVerdict};
pub use proof::part_join::{CapProof, CapReplies, JoinError};
pub use proof::part_line::{LineError, PartLine, LINE_VERSION, MAX_LINE};
pub use proof::reply_line::ReplyLine;
pub use proof::shares::{CountShares, MinShares};
pub use reference::SearchOrder;
pub use reference::{pattern_counts, patterns, Pattern, PatternCounts};
pub use reply::{CountReply, MinReply, ShareReply};
pub use solve::{Solver, Split, DEFAULT_MAX_EXAMPLES, SPLIT_NODES};
pub use table::devincentis::{compare, devincentis_bound, Verdict};
pub use table::found_by::FoundBy;
pub use table::results_table::{
    read_table, render_table, table_entry, table_problems, EntryStatus, TableEntry,
};
pub use table::table_run::solve_slot;
pub use table::table_slots::{table_slots, TableSlot, TableSource};
pub use task::{CountTask, MinTask, ShareTask, MAX_BROWSED};
pub use text::{parse_board_size, ProblemTextError};
pub use wide::{WideSolver, MAX_WIDE_CELLS};

/// The largest piece cap a person may ask for: one piece on every cell of an 8×8 board.
pub const MAX_PIECES_ASKED: u32 = 64;
