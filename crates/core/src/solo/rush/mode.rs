//! The four ways to play a Rush, and the rules each sets: the clock, what a
//! mistake costs, the combo bonuses, the skip.
//!
//! Rush 3:00 follows lichess's Puzzle Storm (a mistake costs 10 s and the
//! combo; a combo of 5, 12, 20 and 30 captures adds 3, 5, 7 and 10 s, then
//! every 10 more adds 10 s); Rush 5:00 and Survival follow chess.com's
//! Puzzle Rush (three mistakes end the run; Survival has no clock); Streak
//! ends at the first mistake and allows one skip.

use std::{fmt, str::FromStr};

/// A way to play a Rush.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RushMode {
    /// Three minutes; a mistake costs 10 s; combos add time.
    #[default]
    Three,
    /// Five minutes; the third mistake ends the run.
    Five,
    /// No clock; the third mistake ends the run.
    Survival,
    /// No clock; the first mistake ends the run; one puzzle may be skipped.
    Streak,
}

/// Every mode, in the order the page offers them.
pub const ALL_RUSH_MODES: [RushMode; 4] =
    [RushMode::Three, RushMode::Five, RushMode::Survival, RushMode::Streak];

/// What a mistake costs in Rush 3:00.
pub const MISTAKE_PENALTY_MS: f64 = 10_000.0;

/// Why a text is not a Rush mode.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a Rush: the Rushes are 3, 5, survival and streak")]
pub struct UnknownRushMode(pub String);

impl RushMode {
    /// Its name in links and stored runs.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            RushMode::Three => "3",
            RushMode::Five => "5",
            RushMode::Survival => "survival",
            RushMode::Streak => "streak",
        }
    }

    /// Its title on the page.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            RushMode::Three => "Rush 3:00",
            RushMode::Five => "Rush 5:00",
            RushMode::Survival => "Survival",
            RushMode::Streak => "Streak",
        }
    }

    /// The clock at the start (milliseconds), for the timed modes.
    #[must_use]
    pub const fn clock_ms(self) -> Option<f64> {
        match self {
            RushMode::Three => Some(180_000.0),
            RushMode::Five => Some(300_000.0),
            RushMode::Survival | RushMode::Streak => None,
        }
    }

    /// The mistakes that end a run (`None`: mistakes cost time instead).
    #[must_use]
    pub const fn strikes(self) -> Option<u32> {
        match self {
            RushMode::Three => None,
            RushMode::Five | RushMode::Survival => Some(3),
            RushMode::Streak => Some(1),
        }
    }

    /// The time a mistake takes off the clock (milliseconds).
    #[must_use]
    pub const fn penalty_ms(self) -> f64 {
        match self {
            RushMode::Three => MISTAKE_PENALTY_MS,
            _ => 0.0,
        }
    }

    /// Puzzles that may be skipped.
    #[must_use]
    pub const fn skips(self) -> u32 {
        match self {
            RushMode::Streak => 1,
            _ => 0,
        }
    }

    /// The time (milliseconds) a combo of `combo` right captures adds to the
    /// clock when it is reached: Storm's bonuses in Rush 3:00, none elsewhere.
    ///
    /// ```
    /// use chesslab_core::solo::RushMode;
    ///
    /// let bonus = |combo| RushMode::Three.combo_bonus_ms(combo) / 1000.0;
    /// assert_eq!([4, 5, 12, 20, 30, 35, 40, 50].map(bonus), [0.0, 3.0, 5.0, 7.0, 10.0, 0.0, 10.0, 10.0]);
    /// assert_eq!(RushMode::Five.combo_bonus_ms(5), 0.0);
    /// ```
    #[must_use]
    pub fn combo_bonus_ms(self, combo: u32) -> f64 {
        if self != RushMode::Three {
            return 0.0;
        }
        let seconds = match combo {
            5 => 3.0,
            12 => 5.0,
            20 => 7.0,
            30.. if combo % 10 == 0 => 10.0,
            _ => 0.0,
        };
        seconds * 1000.0
    }
}

impl fmt::Display for RushMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for RushMode {
    type Err = UnknownRushMode;

    fn from_str(text: &str) -> Result<RushMode, UnknownRushMode> {
        ALL_RUSH_MODES
            .into_iter()
            .find(|mode| mode.name() == text)
            .ok_or_else(|| UnknownRushMode(crate::excerpt::shorten(text)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_others_are_refused() {
        for mode in ALL_RUSH_MODES {
            assert_eq!(mode.name().parse(), Ok(mode));
        }
        let error = "storm".parse::<RushMode>().unwrap_err();
        assert_eq!(error.to_string(), "'storm' is not a Rush: the Rushes are 3, 5, survival and streak");
    }

    #[test]
    fn only_streak_skips_and_only_rush_three_costs_time() {
        let skips: Vec<u32> = ALL_RUSH_MODES.iter().map(|mode| mode.skips()).collect();
        assert_eq!(skips, [0, 0, 0, 1]);
        let penalties: Vec<f64> = ALL_RUSH_MODES.iter().map(|mode| mode.penalty_ms()).collect();
        assert_eq!(penalties, [10_000.0, 0.0, 0.0, 0.0]);
        let strikes: Vec<Option<u32>> = ALL_RUSH_MODES.iter().map(|mode| mode.strikes()).collect();
        assert_eq!(strikes, [None, Some(3), Some(3), Some(1)]);
    }
}
