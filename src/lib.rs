//! Chess Puzzle Lab: chess-combinatorics puzzles and their solvers.
//!
//! The core has no web dependencies: it builds natively (the `chesslab`
//! command line) and for WebAssembly (the web app and its workers), and both
//! reach it through the same tasks ([`job::Task`]), so what the command line prints is what the
//! page shows.

pub mod board;
pub mod coverage;
pub mod echo;
pub mod exact;
pub mod job;
pub mod numbers;
pub mod queens;
pub mod rng;
pub mod route;
pub mod solo;
#[cfg(target_arch = "wasm32")]
pub mod web;
