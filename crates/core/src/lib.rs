//! Chess Puzzle Lab's core: the board kernel, the four puzzle families and
//! the task protocol.
//!
//! This crate knows nothing of the browser or the terminal: it depends on no
//! wasm, web or command-line crate. The `chesslab` command line and the web
//! app's worker both reach it through the same tasks ([`task::Task`]), so what
//! the command line prints is what the page shows.
//!
//! ```
//! use chesslab_core::{queens, solo};
//!
//! // Solo Chess: every move captures; win by leaving one piece.
//! let puzzle = solo::parse_code("2Q1/2R1/N3/1P2")?;
//! let line = solo::Solver::new(solo::Rules::SOLITAIRE).solve(&puzzle).ok_or("no win")?;
//! let moves: Vec<String> = line.iter().map(ToString::to_string).collect();
//! assert_eq!(moves.join(" "), "Qc4xc3 Na2xc3 Nc3xb1");
//!
//! // Eight queens: 92 solutions, 12 up to the board's symmetries.
//! let count = queens::count(&queens::Problem::new(8)?);
//! assert_eq!((count.total, count.unique), (92, 12));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Where things are
//!
//! Each puzzle family is one module with the same shape: build a problem,
//! run its solver (with a progress hook), read the result.
//!
//! * [`solo`]: Solo Chess, a one-player capture puzzle — codes, solver,
//!   generator, the game and the editor.
//! * [`queens`]: N-queens counting, total and up to symmetry, with blocked squares.
//! * [`exact`]: place pieces so that every cell is attacked exactly `k` times.
//! * [`coverage`]: pieces attacking as many (or as few) squares as possible.
//! * [`board`]: squares, bitboards and attacks shared by the families.
//! * [`task`]: the task protocol that the command line, the web worker and the
//!   tests speak, and the vocabulary of searches split into parts and shares;
//!   [`job`] lists every family's tasks a worker can run.
//! * [`link`]: the links (URL fragments) that open each page.
//! * [`glicko2`]: the player's rating (Glicko-2), updated after rated puzzles.
//! * [`numbers`], [`rng`]: counts written for people, and the seeded random
//!   numbers that make generated puzzles reproducible; [`calendar`]: the days
//!   and dates of the daily puzzles.
//!
//! The layers above it are crates of their own: the page models
//! (`chesslab-pages`), the command line (`chesslab-cli`) and the web layer
//! (`chess-puzzle-lab`, the workspace's root).

pub mod board;
pub mod calendar;
pub mod coverage;
pub mod exact;
pub mod excerpt;
pub mod glicko2;
pub mod job;
pub mod json;
pub mod link;
pub mod numbers;
pub mod queens;
pub mod rng;
pub mod solo;
pub mod task;
