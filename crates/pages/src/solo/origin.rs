//! Where the puzzle on the board came from: a pack, the generator (a new
//! or daily puzzle), a challenge run, or a link, a code or the editor.

use chesslab_core::solo::{GenerateTask, Level, PuzzleId, RunId};

/// Where a puzzle that no generator or pack made came from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Source {
    /// The seed text's example, shown at start.
    #[default]
    Example,
    /// A shared link.
    Link,
    /// A typed puzzle code.
    Code,
    /// The editor, or a puzzle given other rules.
    Custom,
}

/// Where the puzzle on the board came from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Origin {
    /// Opened from a link, a typed code or the editor, or shown at start.
    Opened(Source),
    /// Made by the generator.
    Generated {
        /// What the generator was asked for (its level, settings and seed).
        task: GenerateTask,
        /// Its difficulty, 1 to 5 stars.
        rating: u8,
        /// The day of the daily puzzle, when it is one.
        daily: Option<i64>,
    },
    /// A puzzle of a pack, opened by its link or Next puzzle.
    Pack {
        /// Which one.
        id: PuzzleId,
        /// Its level in the pack.
        level: u8,
        /// Its difficulty, 1 to 5 stars.
        stars: u8,
    },
    /// A puzzle of a challenge run, made by the generator from the run's seed.
    Challenge {
        /// The run.
        run: RunId,
        /// Which puzzle of the run, from 0.
        index: usize,
        /// The level it was made at.
        level: Level,
        /// Its difficulty, 1 to 5 stars.
        rating: u8,
    },
    /// A puzzle of a Rush: a pack puzzle, unrated there.
    Rush {
        /// Which puzzle of the run, from 0.
        index: usize,
        /// The pack puzzle it is.
        id: PuzzleId,
        /// Its step on the ramp.
        step: u8,
    },
}

impl Origin {
    /// The level the record counts a win under.
    #[must_use]
    pub const fn level(self) -> Option<Level> {
        match self {
            Origin::Opened(_) | Origin::Pack { .. } | Origin::Rush { .. } => None,
            Origin::Generated { task, .. } => Some(task.level),
            Origin::Challenge { level, .. } => Some(level),
        }
    }
}

impl Origin {
    /// The puzzle's stars, when it has a rating.
    #[must_use]
    pub const fn stars(self) -> Option<u8> {
        match self {
            Origin::Generated { rating, .. } | Origin::Challenge { rating, .. } => Some(rating),
            Origin::Pack { stars, .. } => Some(stars),
            Origin::Opened(_) | Origin::Rush { .. } => None,
        }
    }

    /// The day of the daily puzzle, when it is one.
    #[must_use]
    pub const fn daily_day(self) -> Option<i64> {
        match self {
            Origin::Generated { daily, .. } => daily,
            _ => None,
        }
    }
}
