//! A puzzle's Glicko-2 rating, from its measured difficulty: one scale for
//! pack, daily and challenge puzzles, so a player's rating means the same
//! whichever puzzles they play.
//!
//! # Calibration
//! The measure is the generator's [`Effort::score`](super::Effort) (bits),
//! which every puzzle has whatever its board and rules. The scale is
//! rank-based on the shipped packs (both: 200 Solitaire Chess puzzles on 4×4
//! and 200 Solo Chess puzzles on 8×8, 400 efforts from 0 to 18.4 bits): a
//! puzzle is rated `800 + 1400 × (share of shipped puzzles with less effort)`,
//! so the easiest shipped puzzle is 800, the hardest 2200 and the median
//! about 1500 (the rating a new player starts at). [`KNOTS`] holds that map
//! at 20 efforts (the 0th, 5th, …, 100th percentiles, ties merged); between
//! them it is linear in effort, below and above it flat, so it is monotone
//! and any effort (a generated puzzle's too) has a rating. A test rebuilds
//! the knots from the shipped data, so a pack remade is a calibration to redo.

use crate::glicko2::Rating;

/// The rating of the easiest and the hardest puzzle.
pub const PUZZLE_RATING_RANGE: (f64, f64) = (800.0, 2200.0);

/// How sure a puzzle's rating is: its deviation (a measured guess, not a
/// rating earned against players).
pub const PUZZLE_DEVIATION: f64 = 80.0;

/// Effort (bits) → rating, from the shipped packs (see the module note).
pub const KNOTS: [(f64, f64); 20] = [
    (0.0, 800.0),
    (0.792, 940.0),
    (1.632, 1000.0),
    (2.23, 1081.0),
    (2.292, 1123.0),
    (2.723, 1221.0),
    (3.085, 1288.0),
    (3.427, 1358.0),
    (3.725, 1432.0),
    (3.965, 1502.0),
    (5.0, 1568.0),
    (5.718, 1639.0),
    (6.046, 1709.0),
    (6.506, 1775.0),
    (6.845, 1849.0),
    (7.751, 1919.0),
    (9.294, 1989.0),
    (12.31, 2060.0),
    (15.22, 2130.0),
    (18.396, 2200.0),
];

/// The rating of a puzzle whose measured effort is `effort` bits (a
/// non-finite effort reads as the hardest).
///
/// ```
/// use chesslab_core::solo::{puzzle_rating, PUZZLE_RATING_RANGE};
///
/// assert_eq!(puzzle_rating(0.0).rating, 800.0); // a forced line
/// assert!((puzzle_rating(4.0).rating - 1504.0).abs() < 1.0); // about the median puzzle
/// assert_eq!(puzzle_rating(40.0).rating, PUZZLE_RATING_RANGE.1);
/// ```
#[must_use]
pub fn puzzle_rating(effort: f64) -> Rating {
    Rating::new(rating_of_effort(effort), PUZZLE_DEVIATION)
}

/// The map itself: linear between the knots.
fn rating_of_effort(effort: f64) -> f64 {
    if effort.is_nan() {
        return PUZZLE_RATING_RANGE.1;
    }
    let mut below = KNOTS[0];
    for &(knot, rating) in &KNOTS {
        if effort <= knot {
            let span = knot - below.0;
            if span <= 0.0 {
                return rating;
            }
            return below.1 + (rating - below.1) * (effort - below.0) / span;
        }
        below = (knot, rating);
    }
    PUZZLE_RATING_RANGE.1
}

/// The difficulty level, 1 to 10, of a puzzle rated `rating`: the scale cut
/// into ten steps of 140 (800–940 is level 1, 2060–2200 level 10).
#[must_use]
pub fn rating_level(rating: f64) -> u8 {
    let (low, high) = PUZZLE_RATING_RANGE;
    let step = (high - low) / 10.0;
    let level = ((rating - low) / step).floor();
    if level.is_nan() {
        return 1;
    }
    (level.clamp(0.0, 9.0) as u8) + 1
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::solo::{Pack, ALL_PACKS};

    fn shipped_efforts() -> Vec<f64> {
        let mut efforts: Vec<f64> = ALL_PACKS
            .into_iter()
            .flat_map(|name| Pack::shipped(name).unwrap().puzzles)
            .map(|puzzle| puzzle.effort)
            .collect();
        efforts.sort_by(f64::total_cmp);
        efforts
    }

    #[test]
    fn the_knots_are_the_shipped_packs_percentiles() {
        let efforts = shipped_efforts();
        let last = efforts.len() - 1;
        let mut knots: Vec<(f64, f64)> = Vec::new();
        for step in 0..=20 {
            let effort = efforts[(step * last + 10) / 20];
            if knots.last().is_some_and(|&(seen, _)| seen == effort) {
                continue;
            }
            let less = efforts.iter().filter(|&&other| other < effort).count();
            knots.push((effort, (800.0 + 1400.0 * less as f64 / last as f64).round()));
        }
        assert_eq!(knots, KNOTS, "the packs changed: paste these knots into KNOTS");
    }

    #[test]
    fn ratings_rise_with_effort_within_the_range() {
        let mut last = 0.0;
        for step in -100..=3000 {
            let rating = puzzle_rating(f64::from(step) / 100.0).rating;
            assert!(rating >= last, "{step}");
            assert!((800.0..=2200.0).contains(&rating), "{step}: {rating}");
            last = rating;
        }
        for pair in KNOTS.windows(2) {
            assert!(pair[0].0 < pair[1].0 && pair[0].1 < pair[1].1, "{pair:?}");
            let middle = (pair[0].0 + pair[1].0) / 2.0;
            assert!(rating_of_effort(middle) > pair[0].1 && rating_of_effort(middle) < pair[1].1);
        }
        assert_eq!(puzzle_rating(f64::NAN).rating, 2200.0);
        assert_eq!(puzzle_rating(f64::NEG_INFINITY).rating, 800.0);
    }

    #[test]
    fn shipped_puzzles_spread_from_800_to_2200_near_their_rank() {
        let efforts = shipped_efforts();
        let last = efforts.len() - 1;
        assert_eq!(puzzle_rating(efforts[0]).rating, 800.0);
        assert_eq!(puzzle_rating(efforts[last]).rating, 2200.0);
        // Within 40 of the exact rank map, except just above the 30 forced
        // puzzles (0 bits, all rated 800), where the map rises from 800 in a line.
        let mut total = 0.0;
        for (rank, &effort) in efforts.iter().enumerate() {
            let less = efforts.iter().filter(|&&other| other < effort).count();
            let by_rank = 800.0 + 1400.0 * less as f64 / last as f64;
            let off = (puzzle_rating(effort).rating - by_rank).abs();
            let most = if effort < 0.25 { 100.0 } else { 40.0 };
            assert!(off < most, "puzzle {rank}: {effort} bits, {off} off its rank's rating {by_rank}");
            total += off;
        }
        assert!(total / (last + 1) as f64 <= 10.0, "{}", total / (last + 1) as f64);
    }

    #[test]
    fn levels_cut_the_scale_in_ten() {
        let levels: Vec<u8> =
            [0.0, 800.0, 939.0, 940.0, 1500.0, 2199.0, 2200.0, 9e9, f64::NAN].map(rating_level).to_vec();
        assert_eq!(levels, [1, 1, 1, 2, 6, 10, 10, 10, 1]);
    }
}
