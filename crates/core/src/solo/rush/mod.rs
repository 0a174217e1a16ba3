//! Solo Rush: timed runs of puzzles that climb in difficulty, where a
//! capture after which no win is possible is the mistake.
//!
//! The [`RushRamp`] picks a run's puzzles from the packs by its seed; the
//! [`RushRun`] keeps the clock, combo, strikes and score by the rules of its
//! [`RushMode`]; a [`RushLink`] opens a run (or a friend's [`Race`]); the
//! [`RushCheckTask`] checks a stored run against its seed after a reload.

mod check;
mod link;
mod mode;
mod ramp;
mod run;

pub use check::{LoggedPuzzle, RushCheckTask, RushTally, SKIP};
pub use link::{Race, RushLink, LINK_LIMIT};
pub use mode::{RushMode, UnknownRushMode, ALL_RUSH_MODES, MISTAKE_PENALTY_MS};
pub use ramp::{RushPuzzle, RushRamp, PER_STEP, RUSH_LENGTH, RUSH_STEPS};
pub use run::{Finish, RushEnd, RushRun, RushStep, Split};
