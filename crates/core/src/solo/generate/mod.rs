//! Random puzzles that are solvable by construction, on boards 4×4 to 8×8,
//! under either rule set, rated by measured effort and unique on request.
//!
//! A candidate is built backwards from a single piece by un-capturing
//! ([`build`](mod@build)), so its construction line is a solution; the number of
//! winning move sets is kept within the level's limit (one when asked to be
//! unique) at every step. Candidates are then rated ([`Effort`]) and the
//! first whose stars fall in the level's band is kept, else the nearest.
//! Under Solo rules every candidate is a real army: at most one chess set,
//! no pawn on the first or last rank (see [`super::army`]).
//!
//! In this folder: `levels` ([`Level`]), `uncapture` (one capture played
//! backwards), `build` (a candidate, step by step) and `rating` ([`Effort`]
//! and stars).
//!
//! # Which asks are met
//!
//! An ask is refused at once, with the reason ([`GenerateError::Pieces`]),
//! when it cannot be met quickly; every other ask finishes in seconds and
//! reports its progress ([`generate_reporting`]: candidates tried and rated).
//! The rule is a piece count per board size and limit on solutions:
//! - without a limit (beginner, and every level on 4×4 unless unique) up to
//!   the piece limits and three quarters of the squares: un-capturing then
//!   never gets stuck;
//! - with at most 8, 4 or 2 winning move sets (intermediate, advanced,
//!   expert on 5×5 and up) or one (`unique`), up to the counts in
//!   `MOST_PIECES_WITHIN`. Crowded boards have many solutions, so the
//!   un-capturing walk rejects more steps, each after a costlier count:
//!   builds both fail more often and take longer.
//!
//! The counts come from a survey (`survey.rs`, an ignored test): 24 builds
//! per board size, limit and piece count, timing each. A count is allowed
//! when at least 3 of the 24 builds succeeded and the generator's worst
//! case stays under 5 s (optimised test build): the lesser of 12 rated
//! candidates (12 × the time per successful build) and all 100 candidates
//! (100 × the time per build). Past those counts the time per successful
//! build grows several-fold per extra piece: on 5×5 at intermediate,
//! 11 pieces take 0.3 s per candidate, 13 take 1.4 s and 16 take 9 s
//! (the ask `--size 5 --pieces 16 --level intermediate` ran for minutes).
//! The survey ran under Solitaire rules; Solo rules forbid more captures,
//! which leaves fewer solutions, so the same counts hold.

mod build;
mod levels;
mod rating;
#[cfg(test)]
mod survey;
mod uncapture;

use build::{build, max_pieces, pawn_squares, piece_limits, Spec};
pub use levels::{Level, UnknownLevel, ALL_LEVELS};
pub use rating::{random_win_chance, star_text, Effort, DEAD_END_CAP, STAR_CUTS};
pub use uncapture::build_by_uncapturing;

use super::{count_move_sets_up_to, to_code, Move, RulesPreset, WinOracle};
use crate::{board::BoardShape, json::json_record, rng::Rng, task::Progress};

/// The smallest and largest board side the generator makes puzzles for.
pub const SIZES: std::ops::RangeInclusive<u8> = 4..=8;

/// Candidates built (successfully or not) before giving up.
const MAX_BUILDS: usize = 100;
/// Candidates rated before settling for the one nearest the level's band.
const MAX_RATED: usize = 12;

/// What to generate (checked when read, as [`GenerateTask::check`] does).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GenerateTask {
    /// The difficulty level: the piece count (unless `pieces` is given), the
    /// most solutions (unless `unique`) and the preferred star rating.
    pub level: Level,
    /// The seed: the same options always give the same puzzle.
    pub seed: u64,
    /// Only puzzles with exactly one winning set of moves.
    pub unique: bool,
    /// The rules the puzzle is made for (its solution, difficulty and uniqueness hold under them).
    pub rules: RulesPreset,
    /// The board's side, from 4 to 8.
    pub size: u8,
    /// Exactly this many pieces (default: a count from the level's range).
    pub pieces: Option<u8>,
}

const fn default_size() -> u8 {
    4
}

// Its JSON, as the page sends it and the worker reads it (the size and piece count checked).
json_record!(GenerateTask { level, seed, unique, rules(default), size(or default_size()), pieces(default) }
    checked by GenerateTask::checked);

impl Default for GenerateTask {
    fn default() -> GenerateTask {
        GenerateTask {
            level: Level::Beginner,
            seed: 0,
            unique: false,
            rules: RulesPreset::Solitaire,
            size: default_size(),
            pieces: None,
        }
    }
}

impl GenerateTask {
    /// Checks the board size and piece count.
    ///
    /// # Errors
    /// [`GenerateError::Size`] or [`GenerateError::Pieces`].
    pub fn check(&self) -> Result<(), GenerateError> {
        if !SIZES.contains(&self.size) {
            return Err(GenerateError::Size(self.size));
        }
        let max = self.max_pieces();
        let level =
            (!self.unique && max < max_pieces(self.size, self.rules.rules(), None)).then_some(self.level);
        match self.pieces {
            Some(pieces) if !(2..=max).contains(&usize::from(pieces)) => Err(GenerateError::Pieces {
                pieces,
                size: self.size,
                max,
                rules: self.rules,
                unique: self.unique,
                level,
            }),
            _ => Ok(()),
        }
    }

    /// The task, if [`GenerateTask::check`] passes.
    fn checked(self) -> Result<GenerateTask, GenerateError> {
        self.check()?;
        Ok(self)
    }

    /// The most winning move sets a puzzle may have: one when unique, else the level's limit.
    fn max_move_sets(&self) -> Option<usize> {
        if self.unique {
            Some(1)
        } else {
            self.level.max_move_sets(self.size)
        }
    }

    /// The most pieces these options allow (see the module note).
    fn max_pieces(&self) -> usize {
        max_pieces(self.size, self.rules.rules(), self.max_move_sets())
    }
}

/// Why no puzzle was generated.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    /// The board size is outside 4 to 8.
    #[error("the board size must be from 4 to 8, not {0}")]
    Size(u8),
    /// Too few or too many pieces for the board, the rules and the limit on solutions.
    #[error(
        "{} {size}x{size} {}puzzle{} under {rules} rules has from 2 to {max} pieces, not {pieces}",
        if *.size == 8 { "an" } else { "a" },
        .level.map_or_else(String::new, |level| format!("{level} ")),
        if *.unique { " with one solution" } else { "" }
    )]
    Pieces {
        /// The count asked for.
        pieces: u8,
        /// The board side.
        size: u8,
        /// The most allowed.
        max: usize,
        /// The rules.
        rules: RulesPreset,
        /// Whether the puzzle was to have one solution.
        unique: bool,
        /// The level, when its limit on solutions is what allows no more pieces.
        level: Option<Level>,
    },
    /// Every attempt got stuck (only for very crowded boards).
    #[error("no puzzle with these options was found in {0} attempts: try fewer pieces or another seed")]
    NotFound(usize),
}

/// A generated puzzle with the solution it was built from.
#[derive(Clone, Debug, PartialEq)]
pub struct GenerateReply {
    /// The puzzle code (see [`super::parse_code`]).
    pub code: String,
    /// The level asked for.
    pub level: Level,
    /// The seed it was generated from.
    pub seed: u64,
    /// The solution the generator built (written `Qc4xc3` by its `Display`).
    pub moves: Vec<Move>,
    /// The chance that random captures win.
    pub win_chance: f64,
    /// Whether the puzzle has exactly one winning set of moves.
    pub unique: bool,
    /// The rules it was made for.
    pub rules: RulesPreset,
    /// How many pieces it has.
    pub pieces: usize,
    /// The difficulty rating, 1 to 5 stars (see [`Effort`]).
    pub rating: u8,
    /// The measured effort behind the rating, in bits ([`Effort::score`]).
    pub effort: f64,
}

json_record!(GenerateReply {
    code,
    level,
    seed,
    moves,
    win_chance,
    unique,
    rules(default),
    pieces(default),
    rating(default),
    effort(default),
});

/// Generates a puzzle for `options`; deterministic in the options.
///
/// ```
/// use chesslab_core::solo::{generate, parse_code, GenerateTask, Level, Rules, Solver};
///
/// let options = GenerateTask { level: Level::Beginner, seed: 7, ..GenerateTask::default() };
/// let puzzle = generate(options)?;
/// assert_eq!(generate(options)?, puzzle); // the same options, the same puzzle
/// assert_eq!(puzzle.moves.len() + 1, puzzle.pieces); // every move takes one piece
/// assert!(Solver::new(Rules::SOLITAIRE).is_solvable(&parse_code(&puzzle.code)?));
///
/// assert!(generate(GenerateTask { size: 9, ..options }).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// [`GenerateError`] for a bad size or piece count, or when no candidate could be built.
pub fn generate(options: GenerateTask) -> Result<GenerateReply, GenerateError> {
    generate_reporting(options, &mut |_| {})
}

/// [`generate`], calling `progress` as it goes: `done` of `total` is the
/// candidates started of the most it will try (it usually stops long
/// before), `found` the candidates built and rated so far. It is called
/// within a candidate too, before each of its solution-count checks.
///
/// # Errors
/// As [`generate`].
pub fn generate_reporting(
    options: GenerateTask,
    progress: &mut dyn FnMut(Progress),
) -> Result<GenerateReply, GenerateError> {
    options.check()?;
    let rules = options.rules.rules();
    let shape = BoardShape::new(usize::from(options.size), usize::from(options.size))
        .map_err(|_| GenerateError::Size(options.size))?;
    let spec = Spec {
        shape,
        rules,
        limits: piece_limits(options.size, rules),
        pawn_squares: pawn_squares(shape, rules),
        max_move_sets: options.max_move_sets(),
        sparse: options.unique || options.level > Level::Beginner,
    };
    let (low, high) = options.level.piece_range(options.size);
    let max = options.max_pieces();
    let mut rng = Rng::new(options.seed);
    // One oracle for every candidate: its verdicts hold for any position under these rules.
    let mut oracle = WinOracle::new(rules);
    let mut best: Option<(u8, GenerateReply)> = None;
    let mut rated = 0;
    for attempt in 0..MAX_BUILDS {
        let report = Progress { done: attempt as u64, total: MAX_BUILDS as u64, found: rated as u64 };
        progress(report);
        let pieces = options.pieces.map_or_else(|| rng.in_range(low.min(max), high.min(max)), usize::from);
        let Some((position, line)) = build(&mut rng, &spec, pieces, &mut oracle, &mut || progress(report))
        else {
            continue;
        };
        let effort = Effort::measure(&position, &mut oracle);
        let rating = effort.stars();
        let puzzle = GenerateReply {
            code: to_code(&position),
            level: options.level,
            seed: options.seed,
            moves: line.to_vec(),
            win_chance: effort.win_chance,
            unique: count_move_sets_up_to(&position, &mut oracle, 2) == 1,
            rules: options.rules,
            pieces,
            rating,
            effort: effort.score,
        };
        let distance = options.level.distance_from_band(rating);
        if distance == 0 {
            return Ok(puzzle);
        }
        if best.as_ref().is_none_or(|(nearest, _)| distance < *nearest) {
            best = Some((distance, puzzle));
        }
        rated += 1;
        if rated == MAX_RATED {
            break;
        }
    }
    best.map(|(_, puzzle)| puzzle).ok_or(GenerateError::NotFound(MAX_BUILDS))
}
