//! Levels: how many pieces, how many solutions and how many stars a puzzle of
//! each level has, per board size.

use std::{fmt, str::FromStr};

use crate::{json::json_names, solo::Rules};

/// How hard a generated puzzle is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Few pieces, and random play often wins.
    #[default]
    Beginner,
    /// More pieces and some traps.
    Intermediate,
    /// Random play rarely wins.
    Advanced,
    /// Many pieces, random play almost never wins.
    Expert,
}

/// Every level, easiest first.
pub const ALL_LEVELS: [Level; 4] = [Level::Beginner, Level::Intermediate, Level::Advanced, Level::Expert];

/// Piece ranges per level (beginner first) for boards 4×4 to 8×8. The 4×4 row
/// is the seed's 4 to 9 pieces; 8×8 grows from 4 to 16, the sizes between in step.
const PIECE_RANGES: [[(usize, usize); 4]; 5] = [
    [(4, 5), (5, 6), (6, 8), (8, 9)],
    [(4, 5), (5, 7), (7, 9), (9, 11)],
    [(4, 6), (6, 8), (8, 10), (10, 12)],
    [(4, 6), (6, 9), (9, 11), (11, 14)],
    [(4, 6), (7, 9), (10, 12), (13, 16)],
];

impl Level {
    /// The name used on the command line and in the page.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Intermediate => "intermediate",
            Level::Advanced => "advanced",
            Level::Expert => "expert",
        }
    }

    /// The fewest and most pieces a puzzle of this level has on a `size`×`size`
    /// board (sizes outside 4 to 8 are read as the nearest).
    #[must_use]
    pub const fn piece_range(self, size: u8) -> (usize, usize) {
        let row = if size < 4 {
            0
        } else if size > 8 {
            4
        } else {
            size as usize - 4
        };
        PIECE_RANGES[row][self as usize]
    }

    /// The star ratings (lowest, highest) this level prefers; see [`super::Effort`].
    #[must_use]
    pub const fn star_band(self) -> (u8, u8) {
        match self {
            Level::Beginner => (1, 2),
            Level::Intermediate => (2, 3),
            Level::Advanced => (3, 4),
            Level::Expert => (4, 5),
        }
    }

    /// The most winning sets of moves a puzzle of this level may have on a
    /// `size` board (when not asked to be unique): harder levels narrow the
    /// solutions. Not on 4×4, where the seed's 8 or 9 pieces crowd the board
    /// and nearly always leave many solutions (none with at most 8 was found
    /// among thousands of 9-piece candidates); there the rating alone decides.
    #[must_use]
    pub const fn max_move_sets(self, size: u8) -> Option<usize> {
        if size <= 4 {
            return None;
        }
        match self {
            Level::Beginner => None,
            Level::Intermediate => Some(8),
            Level::Advanced => Some(4),
            Level::Expert => Some(2),
        }
    }

    /// How many stars `stars` lies outside [`Level::star_band`] (0 inside it).
    #[must_use]
    pub const fn distance_from_band(self, stars: u8) -> u8 {
        let (low, high) = self.star_band();
        low.saturating_sub(stars) + stars.saturating_sub(high)
    }

    /// The hardest level whose piece range on a `size` board holds `pieces`,
    /// or the nearest level when none does; among those, only levels whose
    /// limit on solutions allows `pieces` (see the generator's module note),
    /// so a crowded ask falls back to beginner rather than being refused.
    #[must_use]
    pub fn fitting(size: u8, pieces: usize) -> Level {
        let mut best = Level::Beginner;
        for level in ALL_LEVELS {
            let allowed =
                pieces <= super::build::max_pieces(size, Rules::SOLITAIRE, level.max_move_sets(size));
            if level.piece_range(size).0 <= pieces && allowed {
                best = level;
            }
        }
        best
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of [`ALL_LEVELS`]; the text given is kept.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown level '{}': use beginner, intermediate, advanced or expert", crate::excerpt::shorten(.0))]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(text: &str) -> Result<Level, UnknownLevel> {
        ALL_LEVELS
            .into_iter()
            .find(|level| level.name() == text)
            .ok_or_else(|| UnknownLevel(text.to_string()))
    }
}

impl TryFrom<String> for Level {
    type Error = UnknownLevel;

    /// As [`FromStr`] reads it, so that a bad name in a task or a link is refused
    /// with this short message rather than serde's.
    fn try_from(text: String) -> Result<Level, UnknownLevel> {
        text.parse()
    }
}

json_names!(Level { Beginner = "beginner", Intermediate = "intermediate", Advanced = "advanced", Expert = "expert" });

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_grow_with_the_level_and_the_fitting_level_holds_the_count() {
        for size in 4..=8 {
            for pair in ALL_LEVELS.windows(2) {
                assert!(pair[0].piece_range(size).1 <= pair[1].piece_range(size).1);
            }
            for pieces in 4..=Level::Expert.piece_range(size).1 {
                let (low, high) = Level::fitting(size, pieces).piece_range(size);
                assert!((low..=high).contains(&pieces), "{size}: {pieces}");
            }
        }
        assert_eq!(Level::Expert.piece_range(8), (13, 16));
        assert_eq!(Level::Beginner.piece_range(4), (4, 5));
        assert_eq!(Level::Advanced.distance_from_band(5), 1);
        assert_eq!(Level::Advanced.distance_from_band(1), 2);
    }

    #[test]
    fn a_count_too_crowded_for_the_level_it_fits_falls_back_to_one_that_allows_it() {
        assert_eq!(Level::fitting(8, 16), Level::Expert);
        assert_eq!(Level::fitting(8, 20), Level::Beginner);
        assert_eq!(Level::fitting(5, 16), Level::Beginner);
        assert_eq!(Level::fitting(4, 9), Level::Expert);
    }
}
