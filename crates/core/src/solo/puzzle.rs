//! A Solo puzzle's identity: which puzzle it is, in its context, under its
//! rules — the 57th of a pack, the daily puzzle of a date, puzzle 12 of a
//! challenge run, a generated puzzle (its settings and seed), or a shared or
//! edited position. A player thinks in these, not in positions: the page
//! keeps one for the puzzle on the board, its link is the puzzle's address,
//! and what the player did is stored under it.
//!
//! Every identity but a position is made again from what it names (the pack's
//! data, the generator with the same seed), so it stays short in a link and
//! cannot be edited into another puzzle by hand.

use super::{challenge::daily_challenge_seed, GenerateTask, PuzzleId, RulesPreset};
use crate::json::{FromJson, Json, JsonError, ToJson};

/// One Solo puzzle, by what it is.
///
/// Its link ([`super::Link::Puzzle`]) reads back to the same identity:
///
/// ```
/// use chesslab_core::{link::Link as _, solo::{Link, Puzzle, RulesPreset, RunId}};
///
/// let daily = Puzzle::Daily { day: 20_419, rules: RulesPreset::Solo };
/// let link = Link::Puzzle(daily.clone());
/// assert_eq!(link.to_fragment(), "#/solo/daily/2025-11-27?rules=solo");
/// assert_eq!(Link::from_fragment(&link.to_fragment())?, link);
/// assert_eq!(daily.rules(), RulesPreset::Solo);
///
/// let twelfth = Puzzle::Challenge { run: RunId::Seeded(623_698_779), index: 11 };
/// assert_eq!(Link::Puzzle(twelfth).to_fragment(), "#/solo/challenge?seed=abc123&puzzle=12");
/// # Ok::<(), chesslab_core::link::LinkError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Puzzle {
    /// A puzzle of a shipped pack.
    Pack(PuzzleId),
    /// The daily puzzle of `day` (days since 1970-01-01) under `rules`.
    Daily {
        /// The day.
        day: i64,
        /// The rule set (each has its own daily puzzle).
        rules: RulesPreset,
    },
    /// Puzzle `index` (from 0) of a challenge run.
    Challenge {
        /// The run.
        run: RunId,
        /// Which of its puzzles, 0 to 29.
        index: usize,
    },
    /// A puzzle the generator makes from these settings and seed.
    Generated(GenerateTask),
    /// A position shared, typed, edited or shown as the example, under `rules`.
    Position {
        /// The puzzle code, in its normal form.
        code: String,
        /// The rule set.
        rules: RulesPreset,
    },
}

/// A challenge run, by what makes its 30 puzzles.
/// In JSON tagged from outside: `{"Seeded":…}` or `{"Daily":…}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RunId {
    /// The run made from this seed.
    Seeded(u64),
    /// The daily run of this day (days since 1970-01-01).
    Daily(i64),
}

impl RunId {
    /// The seed its puzzles are made from.
    #[must_use]
    pub fn seed(self) -> u64 {
        match self {
            RunId::Seeded(seed) => seed,
            RunId::Daily(day) => daily_challenge_seed(day),
        }
    }
}

impl Puzzle {
    /// The rules it is played under.
    #[must_use]
    pub fn rules(&self) -> RulesPreset {
        match self {
            Puzzle::Pack(id) => id.pack.rules(),
            Puzzle::Daily { rules, .. } | Puzzle::Position { rules, .. } => *rules,
            Puzzle::Challenge { .. } => RulesPreset::Solo,
            Puzzle::Generated(task) => task.rules,
        }
    }
}

impl ToJson for RunId {
    fn to_json(&self) -> Json {
        match self {
            RunId::Seeded(seed) => Json::fields([("Seeded", seed.to_json())]),
            RunId::Daily(day) => Json::fields([("Daily", day.to_json())]),
        }
    }
}

impl FromJson for RunId {
    fn from_json(json: &Json) -> Result<RunId, JsonError> {
        let run = json.object()?;
        match (run.get("Seeded"), run.get("Daily")) {
            (Some(seed), _) => u64::from_json(seed).map(RunId::Seeded),
            // A day that is no date would make a link that cannot be written, and a run of no day.
            (None, Some(day)) => i64::from_json(day)
                .and_then(|day| crate::calendar::calendar_day(day).map_err(JsonError))
                .map(RunId::Daily),
            (None, None) => Err(JsonError("not a seeded or a daily run".into())),
        }
    }
}
