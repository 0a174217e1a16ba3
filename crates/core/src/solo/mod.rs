//! Solo Chess: a one-player capture puzzle.
//!
//! Pieces of one colour stand on a small board; every move must capture; the
//! puzzle is won when one piece is left. The [`Rules`] value covers both the
//! 4×4 Solitaire Chess rules and chess.com's 8×8 Solo Chess rules.
//!
//! Parse a puzzle code (ranks from the top, FEN-like), solve it, print the moves:
//!
//! ```
//! use chesslab_core::solo::{parse_code, Rules, Solver};
//!
//! let puzzle = parse_code("2Q1/2R1/N3/1P2")?;
//! print!("{puzzle}"); // ..Q. / ..R. / N... / .P..
//! let line = Solver::new(Rules::SOLITAIRE).solve(&puzzle).ok_or("no winning line")?;
//! let text: Vec<String> = line.iter().map(|mv| mv.to_string()).collect();
//! println!("{}", text.join(" "));
//! assert_eq!(text, ["Qc4xc3", "Na2xc3", "Nc3xb1"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The page and the command line send a [`SolveTask`] and read its
//! [`SolveReply`], or ask [`generate()`] for a new puzzle. The game a person
//! plays (clicks, undo, the editor, the player's record and pack progress) is
//! the page model's (`chesslab_pages::solo`): this crate has the rules it uses.
//!
//! The top level holds the game-facing concepts: [`Rules`], [`Position`],
//! [`Move`]s and how a player types them ([`read_move`], [`write_move`]), puzzle codes ([`parse_code`]), the daily puzzle ([`daily_options`]), solution counts
//! ([`count_solutions`]), the [`census`](fn@census), the jobs and the [`Link`].
//! The private `solver` folder holds the [`Solver`] and its internals (search,
//! dead-position memory, move order, sleep sets, the pruning tests, attack
//! tables, the [`WinOracle`]); the private `generate` folder the generator
//! (levels, un-capturing, the [`Effort`] rating). Also at the top: real armies
//! ([`army_problems`]), why a position is lost ([`DeadEnd`]), the
//! campaign's puzzle packs ([`Pack`]), the challenge run's puzzles
//! ([`challenge_task`], [`ChallengeLink`]) and a puzzle's rating on the
//! players' Glicko-2 scale ([`puzzle_rating()`]).

mod army;
mod census;
mod challenge;
mod challenge_link;
mod code;
mod count;
mod count_memo;
mod daily;
mod dead_end_task;
mod generate;
mod link;
mod move_text;
mod moves;
mod pack;
mod pack_text;
mod position;
mod puzzle;
mod puzzle_rating;
mod rules;
mod run_check;
mod rush;
mod solver;
mod task;

pub use crate::calendar::{date_text, day_of, day_of_date};
pub use army::{army_problems, pawn_may_stand, ArmyProblem, ONE_SET};
pub use census::{census, census_within, Census, CensusRow, DEFAULT_CENSUS_MEMORY_BYTES, SET_SIZE};
pub use challenge::{
    accepts, challenge_level, challenge_retry, challenge_task, daily_challenge_seed, make_challenge_puzzle,
    CHALLENGE_LENGTH, MAX_ATTEMPTS, PER_LEVEL,
};
pub use challenge_link::{parse_seed, seed_text, ChallengeLink};
pub use code::{parse_code, to_code, to_seed_form, CodeError};
pub use count::{
    count_move_sets_up_to, count_solutions, count_solutions_within, count_text, has_unique_solution,
    SolutionCount, DEFAULT_COUNT_MEMORY_BYTES, DEFAULT_MOVE_SET_MEMORY_BYTES, STOPPED_AT_MEMORY_LIMIT,
};
pub use count_memo::COUNT_ENTRY_BYTES;
pub use daily::daily_options;
pub use dead_end_task::{DeadEndReply, DeadEndTask};
pub use generate::build_by_uncapturing;
pub use generate::UnknownLevel;
pub use generate::{
    generate, generate_reporting, GenerateError, GenerateReply, GenerateTask, Level, ALL_LEVELS, SIZES,
};
pub use generate::{random_win_chance, star_text, Effort, DEAD_END_CAP, STAR_CUTS};
pub use link::{Link, PackLink};
pub use move_text::{read_move, write_move, MoveNotation, MoveTextError, Refusal, ALL_NOTATIONS};
pub use moves::{parse_move, Move, MoveError, MoveList, MAX_MOVES};
pub use pack::{stored_effort, Pack, PackError, PackName, PackPuzzle, PuzzleId, PuzzleIdError, ALL_PACKS};
pub use position::Position;
pub use puzzle::{Puzzle, RunId};
pub use puzzle_rating::{puzzle_rating, rating_level, KNOTS, PUZZLE_DEVIATION, PUZZLE_RATING_RANGE};
pub use rules::{Rules, RulesPreset, UnknownRules};
pub use run_check::{RunAction, RunCheckError, RunCheckTask, RunLog, RunTally, MAX_ACTIONS, MAX_MISTAKES};
pub use rush::{
    Finish, LoggedPuzzle, Race, RushCheckTask, RushEnd, RushLink, RushMode, RushPuzzle, RushRamp, RushRun,
    RushStep, RushTally, Split, UnknownRushMode, ALL_RUSH_MODES, LINK_LIMIT, MISTAKE_PENALTY_MS, PER_STEP,
    RUSH_LENGTH, RUSH_STEPS, SKIP,
};
pub use solver::{DeadEnd, Piece, WinOracle};
pub use solver::{GaveUp, Solver, DEFAULT_MEMORY_BYTES};
pub use task::{replay, SoloTaskError, SolveReply, SolveTask, MAX_LISTED_SEQUENCES};
