//! The difficulty rating: measured search effort, shown as 1 to 5 stars.
//!
//! Two measurements, both in bits, are averaged into [`Effort::score`]:
//!
//! - **Guessing**: `log2(1 / p)`, where `p` is the exact chance that a player
//!   who picks every capture uniformly at random wins. It grows with the
//!   choices offered and the share of them that are traps, and a forced move
//!   (one capture possible) adds nothing to it.
//! - **Dead ends**: `log2(1 + d)`, where `d` is the number of distinct dead
//!   positions (no win from there) a plain depth-first search meets while it
//!   decides every first move: how much a methodical player must explore and
//!   take back. It is capped (at [`DEAD_END_CAP`]) to keep rating cheap.
//!
//! Stars cut the score at [`STAR_CUTS`]: ★ under 1.5 bits (random play wins
//! about a third of the time or more), ★★★★★ from 7 bits on. The cuts were set
//! so that the 4×4 levels spread over 1 to 4 stars and 16-piece 8×8 puzzles
//! reach 5.

use rustc_hash::{FxHashMap, FxHashSet};

use crate::rng::Rng;
use crate::solo::{Position, Rules, WinOracle};

/// Dead positions the plain search may meet before it stops counting.
pub const DEAD_END_CAP: u64 = 20_000;

/// Positions that can still be won, beyond which the win chance is estimated
/// by [`PLAYOUTS`] random games instead of computed exactly (only puzzles with
/// very many solutions get there, and their chance is large, so easy to estimate).
const EXACT_POSITIONS: usize = 50_000;

/// Random games played when the win chance is estimated.
const PLAYOUTS: u32 = 4096;

/// Scores (bits) at which 2, 3, 4 and 5 stars begin.
pub const STAR_CUTS: [f64; 4] = [1.5, 2.5, 4.0, 7.0];

/// What solving a puzzle takes, measured.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Effort {
    /// The chance that random captures win.
    pub win_chance: f64,
    /// Dead positions a plain depth-first search met deciding every first move (capped).
    pub dead_ends: u64,
    /// The average of the guessing bits and the dead-end bits (see the module note).
    pub score: f64,
}

impl Effort {
    /// Measures `position` under the oracle's rules (the oracle's verdicts are reused).
    #[must_use]
    pub fn measure(position: &Position, oracle: &mut WinOracle) -> Effort {
        let win_chance = win_chance(position, oracle);
        let dead_ends = plain_search_dead_ends(position, oracle.rules());
        let guessing = if win_chance > 0.0 { -win_chance.log2() } else { 64.0 };
        let score = (guessing + (1.0 + dead_ends as f64).log2()) / 2.0;
        Effort { win_chance, dead_ends, score }
    }

    /// The rating: 1 to 5 stars.
    #[must_use]
    pub fn stars(&self) -> u8 {
        1 + STAR_CUTS.iter().filter(|&&cut| self.score >= cut).count() as u8
    }
}

/// A rating of 1 to 5 as five stars, filled up to `rating` (`★★★☆☆` for 3).
///
/// ```
/// assert_eq!(chesslab_core::solo::star_text(3), "★★★☆☆");
/// ```
#[must_use]
pub fn star_text(rating: u8) -> String {
    (1..=5).map(|star| if star <= rating { '★' } else { '☆' }).collect()
}

/// The chance that a player who picks each capture uniformly at random wins.
///
/// The generator's main measure of difficulty: it falls when a puzzle has few
/// solutions among many tempting dead ends. Computed exactly (see [`Effort`]).
///
/// ```
/// use chesslab_core::solo::{parse_code, random_win_chance, Rules};
///
/// // Of the five first captures only Qc4xc3 can win, and then one reply of two.
/// let chance = random_win_chance(&parse_code("2Q1/2R1/N3/1P2")?, Rules::SOLITAIRE);
/// assert!((chance - 1.0 / 5.0 / 2.0).abs() < 1e-9, "{chance}");
/// # Ok::<(), chesslab_core::solo::CodeError>(())
/// ```
#[must_use]
pub fn random_win_chance(position: &Position, rules: Rules) -> f64 {
    win_chance(position, &mut WinOracle::new(rules))
}

/// The chance that uniformly random captures from `position` win: exact,
/// walking only positions the oracle says can be won, or estimated by random
/// games when there are too many of those.
pub(super) fn win_chance(position: &Position, oracle: &mut WinOracle) -> f64 {
    let mut walk = ChanceWalk { oracle, memo: FxHashMap::default() };
    walk.chance(position).unwrap_or_else(|| playout_chance(position, walk.oracle.rules()))
}

struct ChanceWalk<'a> {
    oracle: &'a mut WinOracle,
    memo: FxHashMap<Position, f64>,
}

impl ChanceWalk<'_> {
    /// `None` when more than [`EXACT_POSITIONS`] positions would be needed.
    fn chance(&mut self, position: &Position) -> Option<f64> {
        if position.is_won() {
            return Some(1.0);
        }
        let rules = self.oracle.rules();
        let key = rules.memo_key(position);
        if let Some(&known) = self.memo.get(&key) {
            return Some(known);
        }
        if self.memo.len() >= EXACT_POSITIONS {
            return None;
        }
        let moves = position.legal_moves(rules);
        let mut sum = 0.0;
        for &mv in &moves {
            let child = position.play(mv);
            // A child that cannot be won adds 0: it is never walked.
            if self.oracle.is_winnable(&child) {
                sum += self.chance(&child)?;
            }
        }
        let chance = if moves.is_empty() { 0.0 } else { sum / moves.len() as f64 };
        self.memo.insert(key, chance);
        Some(chance)
    }
}

/// The share of [`PLAYOUTS`] random games that win (the same games every time).
fn playout_chance(start: &Position, rules: Rules) -> f64 {
    let mut rng = Rng::new(0x005e_ed0f_ca11);
    let wins = (0..PLAYOUTS)
        .filter(|_| {
            let mut position = *start;
            loop {
                let moves = position.legal_moves(rules);
                match rng.choose(&moves) {
                    Some(&mv) => position = position.play(mv),
                    None => return position.is_won(),
                }
            }
        })
        .count();
    wins as f64 / f64::from(PLAYOUTS)
}

/// Dead positions met by a plain depth-first search (captures in their fixed
/// order, a memory of dead positions, no pruning) that decides every first
/// move, so the count is not an accident of which first move is tried first.
fn plain_search_dead_ends(position: &Position, rules: Rules) -> u64 {
    let mut search = PlainSearch { rules, dead: FxHashSet::default() };
    for mv in position.legal_moves(rules) {
        if search.dead.len() as u64 >= DEAD_END_CAP {
            break;
        }
        search.wins(&position.play(mv));
    }
    (search.dead.len() as u64).min(DEAD_END_CAP)
}

struct PlainSearch {
    rules: Rules,
    dead: FxHashSet<Position>,
}

impl PlainSearch {
    fn wins(&mut self, position: &Position) -> bool {
        if position.is_won() {
            return true;
        }
        let key = self.rules.memo_key(position);
        if self.dead.contains(&key) {
            return false;
        }
        // Past the cap the answer no longer matters: give up as if dead.
        if self.dead.len() as u64 >= DEAD_END_CAP {
            return false;
        }
        if position.legal_moves(self.rules).into_iter().any(|mv| self.wins(&position.play(mv))) {
            return true;
        }
        self.dead.insert(key);
        false
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::solo::parse_code;

    #[test]
    fn ratings_show_as_five_stars_filled_up_to_the_rating() {
        assert_eq!(star_text(1), "★☆☆☆☆");
        assert_eq!(star_text(3), "★★★☆☆");
        assert_eq!(star_text(5), "★★★★★");
    }

    #[test]
    fn a_forced_line_is_one_star_and_stars_grow_with_the_score() {
        let forced = parse_code("4/4/4/RR2").unwrap();
        let effort = Effort::measure(&forced, &mut WinOracle::new(Rules::SOLITAIRE));
        assert_eq!((effort.win_chance, effort.dead_ends, effort.stars()), (1.0, 0, 1));
        let mut stars = Vec::new();
        for score in [0.0, 1.5, 2.4, 2.5, 4.0, 6.9, 7.0, 60.0] {
            stars.push(Effort { win_chance: 0.0, dead_ends: 0, score }.stars());
        }
        assert_eq!(stars, [1, 2, 2, 3, 4, 4, 5, 5]);
    }

    #[test]
    fn the_exact_chance_agrees_with_random_games() {
        for code in ["2Q1/2R1/N3/1P2", "RNB1/1Q2/P1N1/1R1B", "B3/1N1R/2P1/Q2R"] {
            let position = parse_code(code).unwrap();
            let exact = random_win_chance(&position, Rules::SOLITAIRE);
            let estimate = playout_chance(&position, Rules::SOLITAIRE);
            assert!((exact - estimate).abs() < 0.03, "{code}: {exact} vs {estimate}");
        }
    }
}
