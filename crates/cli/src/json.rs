//! What each command prints with `--json`: one object (or array) on one line.
//!
//! Commands whose reply type is already the object print that type as it is:
//! `solo census` a
//! [`Census`](chesslab_core::solo::Census), `queens count` a
//! [`CountReply`](chesslab_core::queens::CountReply) and `exact table` a list of
//! [`TableEntry`](chesslab_core::exact::TableEntry). The others print a struct below, which adds
//! timings or renames keys for people reading the output.
//!
//! Fields are in alphabetical order, as the keys have always been printed.

use std::collections::BTreeMap;

use chesslab_core::{
    json::serialize_as_json,
    solo::{GenerateReply, Level, RulesPreset, SolveReply},
};
use serde::Serialize;

/// `solo solve`: a [`SolveReply`], its moves written as players write them
/// (`Qc4xc3`), not as the worker protocol carries them.
#[derive(Debug, Serialize)]
pub struct Solve {
    /// Whether the position can be won.
    pub solvable: bool,
    /// One winning line.
    pub moves: Vec<String>,
    /// With `--count`: the winning move sequences.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sequences: Option<u64>,
    /// With `--count`: the winning sets of moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub move_sets: Option<u64>,
    /// With `--count`: false when `move_sets` is only a lower bound.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub move_sets_exact: Option<bool>,
    /// With `--count`: false when the count stopped at its memory limit.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sequences_exact: Option<bool>,
}

impl From<&SolveReply> for Solve {
    fn from(reply: &SolveReply) -> Solve {
        Solve {
            solvable: reply.solvable,
            moves: reply.moves.iter().map(ToString::to_string).collect(),
            sequences: reply.sequences,
            move_sets: reply.move_sets,
            move_sets_exact: reply.move_sets_exact,
            sequences_exact: reply.sequences_exact,
        }
    }
}

/// `solo generate` and `solo daily`: a [`GenerateReply`], its moves written as players write
/// them (`Qc4xc3`), its fields in the reply's order (as the command has always printed them).
#[derive(Debug, Serialize)]
pub struct Generated {
    /// The puzzle code.
    pub code: String,
    /// The level asked for.
    #[serde(serialize_with = "serialize_as_json")]
    pub level: Level,
    /// The seed it was generated from.
    pub seed: u64,
    /// The solution the generator built.
    pub moves: Vec<String>,
    /// The chance that random captures win.
    pub win_chance: f64,
    /// Whether the puzzle has exactly one winning set of moves.
    pub unique: bool,
    /// The rules it was made for.
    #[serde(serialize_with = "serialize_as_json")]
    pub rules: RulesPreset,
    /// How many pieces it has.
    pub pieces: usize,
    /// The difficulty rating, 1 to 5 stars.
    pub rating: u8,
    /// The measured effort behind the rating, in bits.
    pub effort: f64,
}

impl From<&GenerateReply> for Generated {
    fn from(reply: &GenerateReply) -> Generated {
        Generated {
            code: reply.code.clone(),
            level: reply.level,
            seed: reply.seed,
            moves: reply.moves.iter().map(ToString::to_string).collect(),
            win_chance: reply.win_chance,
            unique: reply.unique,
            rules: reply.rules,
            pieces: reply.pieces,
            rating: reply.rating,
            effort: reply.effort,
        }
    }
}

/// `exact patterns`: the number of attack patterns per piece letter, e.g. `{"B":95,"K":25,…}`.
#[derive(Debug, Serialize)]
#[serde(transparent)]
pub struct Patterns {
    /// Count per piece letter.
    pub per_letter: BTreeMap<char, usize>,
}

/// `exact min`: the proven fewest pieces and the minimal placements.
#[derive(Debug, Serialize)]
pub struct ExactMin {
    /// One minimal placement's code.
    pub example: Option<String>,
    /// The fewest pieces, or `None` when nothing solves the problem.
    pub min_pieces: Option<u32>,
    /// Search nodes visited.
    pub nodes: u64,
    /// Time taken.
    pub seconds: f64,
    /// Minimal placements.
    pub solutions: u64,
    /// Minimal placements up to symmetry.
    pub unique: u64,
}

/// `exact count`: every solution, counted.
#[derive(Debug, Serialize)]
pub struct ExactCount {
    /// Solutions per number of pieces (only numbers with solutions), keyed by the number as text.
    pub by_pieces: BTreeMap<String, u64>,
    /// The piece cap asked for.
    pub max_pieces: Option<u32>,
    /// Search nodes visited.
    pub nodes: u64,
    /// Time taken.
    pub seconds: f64,
    /// Solutions in all.
    pub total: u64,
    /// Solutions up to symmetry.
    pub unique: u64,
}

/// `cover max` and `cover min`: the best configurations.
#[derive(Debug, Serialize)]
pub struct Cover {
    /// Configurations up to symmetry.
    pub configurations: u64,
    /// Example placement codes.
    pub examples: Vec<String>,
    /// Leaves of the search.
    pub leaves: u64,
    /// The best number of squares attacked, under the key `max` or `min`.
    #[serde(flatten)]
    pub best: Best,
    /// Search nodes visited.
    pub nodes: u64,
    /// Placements in all.
    pub placements: u64,
    /// Time taken.
    pub seconds: f64,
    /// Boards surviving the first pass.
    pub survivors: u64,
}

/// The best number of squares attacked, keyed by the objective.
#[derive(Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Best {
    /// The most squares attacked (`"max"`).
    Max(Option<u32>),
    /// The fewest squares attacked (`"min"`).
    Min(Option<u32>),
}

/// `cover unattacked`: per square, a configuration leaving only it unattacked.
#[derive(Debug, Serialize)]
pub struct Unattacked {
    /// Search nodes visited.
    pub nodes: u64,
    /// Placements per square name (`"a1"`).
    pub placements: BTreeMap<String, u64>,
    /// Time taken.
    pub seconds: f64,
    /// The board's side.
    pub side: usize,
    /// An example per square name, or `null` when no configuration leaves it alone unattacked.
    pub squares: BTreeMap<String, Option<String>>,
}

/// `exact join`: what the replies of one cap's parts prove.
#[derive(Debug, Serialize)]
pub struct ExactJoin {
    /// Solutions found, by number of pieces (keyed by the number as text).
    pub by_pieces: BTreeMap<String, u64>,
    /// The cap: every solution with at most this many pieces was searched.
    pub cap: u32,
    /// The first solution one run finds.
    pub example: Option<String>,
    /// The fewest pieces of any solution (proven), or `None`: none has at most `cap` pieces.
    pub min_pieces: Option<u32>,
    /// Search nodes of the whole cap.
    pub nodes: u64,
    /// The parts joined.
    pub parts: u32,
    /// The problem's text form.
    pub problem: String,
    /// Solutions with at most `cap` pieces.
    pub solutions: u64,
    /// Those up to symmetry.
    pub unique: u64,
}
