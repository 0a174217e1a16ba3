use rustc_hash::FxHashMap;

use super::{Position, Rules};

/// The chance that a player who picks each capture uniformly at random wins.
///
/// This is the generator's measure of difficulty: it falls when a puzzle has
/// few solutions among many tempting dead ends, which is what makes a puzzle
/// hard for a person, and unlike the piece count it is measured, not assumed.
/// Computed exactly over all reachable positions (memoised).
#[must_use]
pub fn random_win_chance(position: &Position, rules: Rules) -> f64 {
    let mut memo = FxHashMap::default();
    win_chance(position, rules, &mut memo)
}

fn win_chance(position: &Position, rules: Rules, memo: &mut FxHashMap<Position, f64>) -> f64 {
    if position.is_won() {
        return 1.0;
    }
    let key = rules.memo_key(position);
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let moves = position.legal_moves(rules);
    let chance = if moves.is_empty() {
        0.0
    } else {
        moves.iter().map(|&mv| win_chance(&position.play(mv), rules, memo)).sum::<f64>() / moves.len() as f64
    };
    memo.insert(key, chance);
    chance
}
