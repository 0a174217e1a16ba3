use rustc_hash::{FxHashMap, FxHashSet};

use super::{Position, Rules};
use crate::board::{PieceKind, Square};

/// A move as written (`Qc4xc3`): the same text capturing another piece is the same move.
type MoveText = (PieceKind, Square, Square);

/// How many ways a position can be won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SolutionCount {
    /// Winning move sequences (saturating at `u64::MAX`).
    pub sequences: u64,
    /// Winning sequences that differ as sets of moves, i.e. ignoring move order.
    /// A move is what a player sees: piece, from-square and to-square (`Qc4xc3`).
    pub move_sets: u64,
    /// False when listing stopped at the limit, so `move_sets` is only a lower bound.
    pub move_sets_exact: bool,
}

/// Counts the winning sequences from `position`, and the distinct sets of
/// moves among them, listing at most `max_listed_sequences` sequences to find the sets.
///
/// Sequences are counted exactly by memoised recursion over positions, which
/// never lists them; move sets need the sequences themselves, so dead branches
/// (positions with no winning sequence) are skipped and listing is capped.
#[must_use]
pub fn count_solutions(position: &Position, rules: Rules, max_listed_sequences: u64) -> SolutionCount {
    let mut counter = SequenceCounter { rules, memo: FxHashMap::default() };
    let sequences = counter.count(position);
    let mut lister = MoveSetLister {
        counter: &mut counter,
        line: Vec::new(),
        sets: FxHashSet::default(),
        budget: max_listed_sequences,
        stop_after_sets: u64::MAX,
    };
    lister.list(position);
    let exact = lister.budget > 0 || sequences <= max_listed_sequences;
    SolutionCount { sequences, move_sets: lister.sets.len() as u64, move_sets_exact: exact }
}

/// Whether `position` has exactly one winning set of moves (any number of orders).
///
/// Stops as soon as a second set is found, so it is cheap for ambiguous puzzles.
#[must_use]
pub fn has_unique_solution(position: &Position, rules: Rules) -> bool {
    let mut counter = SequenceCounter { rules, memo: FxHashMap::default() };
    if counter.count(position) == 0 {
        return false;
    }
    let mut lister = MoveSetLister {
        counter: &mut counter,
        line: Vec::new(),
        sets: FxHashSet::default(),
        budget: u64::MAX,
        stop_after_sets: 2,
    };
    lister.list(position);
    lister.sets.len() == 1
}

struct SequenceCounter {
    rules: Rules,
    memo: FxHashMap<Position, u64>,
}

impl SequenceCounter {
    fn count(&mut self, position: &Position) -> u64 {
        if position.is_won() {
            return 1;
        }
        if !self.rules.could_still_win(position) {
            return 0;
        }
        let key = self.rules.memo_key(position);
        if let Some(&known) = self.memo.get(&key) {
            return known;
        }
        let total = position
            .legal_moves(self.rules)
            .into_iter()
            .fold(0u64, |sum, mv| sum.saturating_add(self.count(&position.play(mv))));
        self.memo.insert(key, total);
        total
    }
}

struct MoveSetLister<'a> {
    counter: &'a mut SequenceCounter,
    line: Vec<MoveText>,
    sets: FxHashSet<Vec<MoveText>>,
    budget: u64,
    stop_after_sets: u64,
}

impl MoveSetLister<'_> {
    fn list(&mut self, position: &Position) {
        if self.budget == 0 || self.sets.len() as u64 >= self.stop_after_sets {
            return;
        }
        if position.is_won() {
            self.budget -= 1;
            let mut set = self.line.clone();
            set.sort_unstable();
            self.sets.insert(set);
            return;
        }
        for mv in position.legal_moves(self.counter.rules) {
            let next = position.play(mv);
            if self.counter.count(&next) > 0 {
                self.line.push((mv.piece, mv.from, mv.to));
                self.list(&next);
                self.line.pop();
            }
        }
    }
}
