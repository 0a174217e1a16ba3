//! Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system"):
//! a rating, how uncertain it is (the deviation) and how erratic the player
//! is (the volatility), updated after a rating period of games.
//!
//! Written here rather than taken from a crate: the algorithm is some eighty
//! lines, and what we need of it is exactly the paper's steps with guards a
//! general crate does not promise (bounded iterations, no NaN or infinity on
//! any input, inputs outside the scale clamped). The crates there are
//! (`glicko2`, last released in 2020 on Rust 2015; `skillratings`, a dozen
//! rating systems) would each add code to the page's wasm for no gain.
//!
//! # Algorithm
//! Ratings are moved to the Glicko-2 scale (`μ = (r − 1500) / 173.7178`,
//! `φ = RD / 173.7178`). Against each opponent `j`, `g(φⱼ)` damps what an
//! uncertain opponent tells, and `E` is the expected score. From them: the
//! estimated variance `v` of the rating from the games alone and the
//! improvement `Δ`. The new volatility `σ'` solves the paper's `f(x) = 0`
//! with the Illinois variant of regula falsi (step 5), at most
//! [`MAX_ITERATIONS`] steps. Then `φ* = √(φ² + σ'²)`,
//! `φ' = 1 / √(1/φ*² + 1/v)`, `μ' = μ + φ'² Σ g(φⱼ)(sⱼ − Eⱼ)`. A period with
//! no games only widens the deviation to `φ*`.

use std::f64::consts::PI;

use crate::json::json_record;

/// The Glicko-2 scale factor: 400 / ln 10.
const SCALE: f64 = 173.7178;

/// The system constant τ: how much the volatility may change in a period.
/// Glickman suggests 0.3 to 1.2; his worked example uses 0.5, and puzzles
/// (whose ratings are estimates) want no jumpier a volatility than that.
pub const TAU: f64 = 0.5;

/// Steps of the volatility iteration before it settles for where it is.
pub const MAX_ITERATIONS: usize = 100;

/// The convergence tolerance ε of the volatility iteration.
const EPSILON: f64 = 0.000_001;

/// The lowest and highest rating kept (a rating outside is clamped).
pub const RATING_RANGE: (f64, f64) = (0.0, 4000.0);

/// The smallest and largest deviation kept: a new player's is the largest.
pub const DEVIATION_RANGE: (f64, f64) = (30.0, 350.0);

/// The smallest and largest volatility kept.
const VOLATILITY_RANGE: (f64, f64) = (0.0001, 1.0);

/// A player's (or a puzzle's) Glicko-2 rating, on the Glicko scale (1500 average).
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// The rating deviation (RD): about 95% sure the true rating is within two of it.
    pub deviation: f64,
    /// The volatility σ: how much the player's strength swings.
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: 1500, deviation 350, volatility 0.06 (Glickman's suggested start).
    fn default() -> Rating {
        Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06 }
    }
}

impl Rating {
    /// A rating known within `deviation`, with the default volatility (for a puzzle).
    #[must_use]
    pub fn new(rating: f64, deviation: f64) -> Rating {
        Rating { rating, deviation, ..Rating::default() }.clamped()
    }

    /// The same rating with every number finite and within its range (a
    /// non-finite number becomes a new player's).
    #[must_use]
    pub fn clamped(self) -> Rating {
        let fresh = Rating::default();
        let keep = |value: f64, fallback: f64, (low, high): (f64, f64)| {
            if value.is_finite() {
                value.clamp(low, high)
            } else {
                fallback
            }
        };
        Rating {
            rating: keep(self.rating, fresh.rating, RATING_RANGE),
            deviation: keep(self.deviation, fresh.deviation, DEVIATION_RANGE),
            volatility: keep(self.volatility, fresh.volatility, VOLATILITY_RANGE),
        }
    }
}

/// The rating after one rating period of `games` (opponent, score: 1 a win,
/// 0 a loss, ½ a draw), with τ = [`TAU`].
///
/// Glickman's worked example: a 1500 player (RD 200, σ 0.06) beats a 1400
/// (RD 30), then loses to a 1550 (RD 100) and a 1700 (RD 300):
///
/// ```
/// use chesslab_core::glicko2::{update, Rating};
///
/// let player = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
/// let games = [
///     (Rating::new(1400.0, 30.0), 1.0),
///     (Rating::new(1550.0, 100.0), 0.0),
///     (Rating::new(1700.0, 300.0), 0.0),
/// ];
/// let after = update(player, &games);
/// assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
/// assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
/// assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
/// ```
#[must_use]
pub fn update(player: Rating, games: &[(Rating, f64)]) -> Rating {
    update_with_tau(player, games, TAU)
}

/// [`update`] with the system constant `tau` (read as [`TAU`] when it is not
/// a positive finite number).
#[must_use]
pub fn update_with_tau(player: Rating, games: &[(Rating, f64)], tau: f64) -> Rating {
    let tau = if tau.is_finite() && tau > 0.0 { tau } else { TAU };
    let player = player.clamped();
    let mu = (player.rating - 1500.0) / SCALE;
    let phi = player.deviation / SCALE;
    let (mut inverse_v, mut sum) = (0.0, 0.0);
    for &(opponent, score) in games {
        let opponent = opponent.clamped();
        let score = if score.is_finite() { score.clamp(0.0, 1.0) } else { 0.0 };
        let g = g((opponent.deviation) / SCALE);
        // Clamped away from 0 and 1 so that v stays finite however far apart the ratings are.
        let expected =
            (1.0 / (1.0 + (-g * (mu - (opponent.rating - 1500.0) / SCALE)).exp())).clamp(1e-12, 1.0 - 1e-12);
        inverse_v += g * g * expected * (1.0 - expected);
        sum += g * (score - expected);
    }
    if games.is_empty() || inverse_v <= 0.0 {
        let widened = (phi * phi + player.volatility * player.volatility).sqrt();
        return Rating { deviation: widened * SCALE, ..player }.clamped();
    }
    let v = 1.0 / inverse_v;
    let delta = v * sum;
    let sigma = new_volatility(phi, player.volatility, v, delta, tau);
    let phi_star = (phi * phi + sigma * sigma).sqrt();
    let new_phi = 1.0 / (1.0 / (phi_star * phi_star) + inverse_v).sqrt();
    let new_mu = mu + new_phi * new_phi * sum;
    let rating = Rating { rating: new_mu * SCALE + 1500.0, deviation: new_phi * SCALE, volatility: sigma };
    if rating.rating.is_finite() && rating.deviation.is_finite() && rating.volatility.is_finite() {
        rating.clamped()
    } else {
        player
    }
}

/// How much an opponent of deviation `phi` (Glicko-2 scale) tells.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// Step 5: the new volatility, by the Illinois algorithm on `f`.
fn new_volatility(phi: f64, sigma: f64, v: f64, delta: f64, tau: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let denominator = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * denominator * denominator) - (x - a) / (tau * tau)
    };
    let mut low = a;
    let mut high = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 && k < MAX_ITERATIONS as f64 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut f_low, mut f_high) = (f(low), f(high));
    for _ in 0..MAX_ITERATIONS {
        if (high - low).abs() <= EPSILON || !(f_high - f_low).is_normal() {
            break;
        }
        let next = low + (low - high) * f_low / (f_high - f_low);
        let f_next = f(next);
        if f_next * f_high <= 0.0 {
            (low, f_low) = (high, f_high);
        } else {
            f_low /= 2.0;
        }
        (high, f_high) = (next, f_next);
    }
    let sigma = (low / 2.0).exp();
    if sigma.is_finite() {
        sigma
    } else {
        sigma.min(VOLATILITY_RANGE.1)
    }
}

// In JSON (the page stores the player's): `{"rating":…,"deviation":…,"volatility":…}`.
json_record!(Rating { rating, deviation, volatility });

#[cfg(test)]
mod tests {
    use super::*;

    fn example() -> (Rating, [(Rating, f64); 3]) {
        let player = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let games = [
            (Rating::new(1400.0, 30.0), 1.0),
            (Rating::new(1550.0, 100.0), 0.0),
            (Rating::new(1700.0, 300.0), 0.0),
        ];
        (player, games)
    }

    #[test]
    fn glickmans_worked_example() {
        let (player, games) = example();
        let after = update(player, &games);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.059_99).abs() < 0.000_01, "{after:?}");
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_a_game_narrows_the_deviation() {
        let player = Rating::default();
        let puzzle = Rating::new(1500.0, 80.0);
        let won = update(player, &[(puzzle, 1.0)]);
        let lost = update(player, &[(puzzle, 0.0)]);
        assert!(won.rating > player.rating && lost.rating < player.rating, "{won:?} {lost:?}");
        assert!(won.deviation < player.deviation && lost.deviation < player.deviation);
        // Beating a much weaker opponent gains little; losing to one costs much.
        let weak = Rating::new(900.0, 80.0);
        let gain = update(player, &[(weak, 1.0)]).rating - player.rating;
        let cost = player.rating - update(player, &[(weak, 0.0)]).rating;
        assert!(gain < cost, "{gain} {cost}");
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let player = Rating { rating: 1700.0, deviation: 100.0, volatility: 0.06 };
        let after = update(player, &[]);
        assert_eq!(after.rating, 1700.0);
        assert!(after.deviation > 100.0 && after.deviation < 101.0, "{after:?}");
    }

    #[test]
    fn extreme_inputs_give_finite_ratings_in_range() {
        let odd = [0.0, -1e300, 1e300, f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 1e-300, 4000.0];
        for &rating in &odd {
            for &deviation in &odd {
                for &volatility in &[0.06, 0.0, 10.0, f64::NAN] {
                    let player = Rating { rating, deviation, volatility };
                    for &score in &[0.0, 1.0, 0.5, f64::NAN, 7.0] {
                        let opponent = Rating { rating: deviation, deviation: rating, volatility };
                        for tau in [0.5, 0.0, f64::NAN, 1e9] {
                            let after = update_with_tau(player, &[(opponent, score); 3], tau);
                            for value in [after.rating, after.deviation, after.volatility] {
                                assert!(
                                    value.is_finite(),
                                    "{player:?} {opponent:?} {score} {tau}: {after:?}"
                                );
                            }
                            assert!((RATING_RANGE.0..=RATING_RANGE.1).contains(&after.rating));
                            assert!((DEVIATION_RANGE.0..=DEVIATION_RANGE.1).contains(&after.deviation));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn many_wins_in_a_row_keep_rising_and_settle() {
        let mut player = Rating::default();
        let mut last = player.rating;
        for _ in 0..500 {
            player = update(player, &[(Rating::new(2200.0, 60.0), 1.0)]);
            assert!(player.rating >= last);
            last = player.rating;
        }
        assert!(player.rating.is_finite() && player.deviation >= DEVIATION_RANGE.0);
    }
}
