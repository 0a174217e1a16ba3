//! The tests' independent judge of the solver's pruning: whether a position
//! can be won, found by trying every line with the plain rules of
//! [`Position`] (no search tricks beyond remembering dead positions).

use std::collections::HashSet;

use crate::solo::{Position, Rules};

/// Judges positions under one rule set, remembering the dead ones it met
/// (so that many positions along one line cost little more than one).
pub(super) struct TryingAll {
    rules: Rules,
    dead: HashSet<Position>,
}

impl TryingAll {
    /// A judge for `rules` that has seen nothing yet.
    pub(super) fn new(rules: Rules) -> TryingAll {
        TryingAll { rules, dead: HashSet::new() }
    }

    /// Whether some line of captures from `position` wins.
    pub(super) fn winnable(&mut self, position: &Position) -> bool {
        if position.is_won() {
            return true;
        }
        if self.dead.contains(position) {
            return false;
        }
        let winnable = position.legal_moves(self.rules).iter().any(|&mv| self.winnable(&position.play(mv)));
        if !winnable {
            self.dead.insert(*position);
        }
        winnable
    }
}

/// Whether some line of captures from `position` wins under `rules`.
pub(super) fn winnable_by_trying_all(position: &Position, rules: Rules) -> bool {
    TryingAll::new(rules).winnable(position)
}
