//! "Can this position still be won?", asked many times about positions that
//! share a game tree: the solver answers, and the answers are remembered.
//!
//! The counting and rating code walks only the positions that can still be
//! won and asks this oracle about every child, so it never wanders into the
//! (much larger) dead part of the tree; the solver's pruning does that work.

use rustc_hash::FxHashMap;

use super::Solver;
use crate::solo::{Position, Rules};

/// The most verdicts remembered at once (a few tens of megabytes, less in
/// the page); past it the memory starts again empty, as verdicts only save time.
const MAX_VERDICTS: usize = if cfg!(feature = "small-memory") { 1 << 16 } else { 1 << 18 };

/// A [`Solver`] with a memory of every verdict it gave, under one rule set.
#[derive(Debug)]
pub struct WinOracle {
    rules: Rules,
    solver: Solver,
    known: FxHashMap<Position, bool>,
    max_verdicts: usize,
}

impl WinOracle {
    /// An oracle for `rules` with nothing known yet.
    #[must_use]
    pub fn new(rules: Rules) -> WinOracle {
        WinOracle {
            rules,
            solver: Solver::new(rules),
            known: FxHashMap::default(),
            max_verdicts: MAX_VERDICTS,
        }
    }

    /// The same oracle remembering at most `max_verdicts` verdicts at once.
    #[cfg(test)]
    pub(crate) fn with_max_verdicts(mut self, max_verdicts: usize) -> WinOracle {
        self.max_verdicts = max_verdicts;
        self
    }

    /// How many verdicts it remembers now.
    #[cfg(test)]
    pub(crate) fn verdicts(&self) -> usize {
        self.known.len()
    }

    /// The rules it answers under.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// Whether some sequence of captures from `position` leaves one piece.
    pub fn is_winnable(&mut self, position: &Position) -> bool {
        if position.is_won() {
            return true;
        }
        if !self.rules.could_still_win(position) {
            return false;
        }
        let key = self.rules.memo_key(position);
        if let Some(&known) = self.known.get(&key) {
            return known;
        }
        let winnable = self.solver.is_solvable(position);
        if self.known.len() >= self.max_verdicts {
            self.known = FxHashMap::default();
        }
        self.known.insert(key, winnable);
        winnable
    }
}
