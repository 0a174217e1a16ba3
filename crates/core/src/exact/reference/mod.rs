//! The seed's reference search ([`SearchOrder::Seed`]): solutions as sums of
//! attack [`Pattern`]s, found by backtracking over the cells on bit sets of
//! the patterns (the pattern tables), bounded by the pieces the cap still
//! allows. Kept to check the piece-first search against and to show the
//! seed's method; the [`Sink`] it reports to serves both searches.

mod bounds;
mod pattern;
mod pattern_tables;
mod search;

pub use pattern::{pattern_counts, patterns, Pattern, PatternCounts};
pub(super) use pattern_tables::{State, Tables};
pub use search::SearchOrder;
pub(super) use search::{Search, Sink};
