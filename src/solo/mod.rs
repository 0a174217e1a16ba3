//! Solo Chess: a one-player capture puzzle.
//!
//! Pieces of one colour stand on a small board; every move must capture; the
//! puzzle is won when one piece is left. The [`Rules`] value covers both the
//! 4×4 Solitaire Chess rules and chess.com's 8×8 Solo Chess rules.
//!
//! ```
//! use chesslab::solo::{parse_code, Rules, Solver};
//!
//! let puzzle = parse_code("2Q1/2R1/N3/1P2").unwrap();
//! let line = Solver::new(Rules::SOLITAIRE).solve(&puzzle).unwrap();
//! let text: Vec<String> = line.iter().map(|mv| mv.to_string()).collect();
//! assert_eq!(text, ["Qc4xc3", "Na2xc3", "Nc3xb1"]);
//! ```

mod attack_table;
mod census;
mod code;
mod count;
mod count_memo;
mod daily;
mod editor;
mod game;
mod generator;
mod graph;
mod last;
mod link;
mod memo;
mod moves;
mod node;
mod oracle;
mod order;
mod position;
mod prune;
mod rating;
mod reach;
mod record;
mod roles;
mod rules;
mod search;
mod sleep;
mod solver;
mod task;
#[cfg(test)]
mod trying_all;
mod uncapture;

pub use census::{census, census_within, Census, CensusRow, DEFAULT_CENSUS_MEMORY_BYTES, SET_SIZE};
pub use code::{parse_code, to_code, to_seed_form, CodeError};
pub use count::{
    count_move_sets_up_to, count_solutions, count_solutions_within, has_unique_solution, SolutionCount,
    DEFAULT_COUNT_MEMORY_BYTES, DEFAULT_MOVE_SET_MEMORY_BYTES, STOPPED_AT_MEMORY_LIMIT,
};
pub use count_memo::COUNT_ENTRY_BYTES;
pub use daily::{daily_options, date_text, day_of_date};
pub use editor::{Editor, Tool};
pub use game::{ClickOutcome, Game, GameStatus};
pub use generator::{
    generate, generate_reporting, GenerateError, GeneratedPuzzle, GeneratorOptions, Level, ALL_LEVELS, SIZES,
};
pub use link::Link;
pub use moves::{parse_move, Move, MoveError, MoveList, MAX_MOVES};
pub use oracle::WinOracle;
pub use position::Position;
pub use rating::{random_win_chance, star_text, Effort, DEAD_END_CAP, STAR_CUTS};
pub use record::{day_of, PlayerRecord, OTHER_PUZZLES};
pub use rules::{Rules, RulesPreset};
pub use solver::{GaveUp, Solver, DEFAULT_MEMORY_BYTES};
pub use task::{replay, SoloTaskError, SolveReply, SolveTask, MAX_LISTED_SEQUENCES};
pub use uncapture::build_by_uncapturing;
