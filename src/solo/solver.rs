use rustc_hash::FxHashSet;

use super::{Move, Position, Rules};

/// Finds solutions and hints by depth-first search, remembering every
/// position it has proved unsolvable so that it never explores one twice.
///
/// Keep one `Solver` for a whole game: what it learned about dead positions
/// stays valid for every later question under the same rules.
#[derive(Debug)]
pub struct Solver {
    rules: Rules,
    dead: FxHashSet<Position>,
    visited: u64,
}

impl Solver {
    /// A solver for these rules, with an empty memory.
    #[must_use]
    pub fn new(rules: Rules) -> Solver {
        Solver { rules, dead: FxHashSet::default(), visited: 0 }
    }

    /// The rules this solver plays by.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// A winning sequence of moves from `position`, or `None` if there is none.
    /// A position that is already won gives an empty sequence.
    pub fn solve(&mut self, position: &Position) -> Option<Vec<Move>> {
        let mut line = Vec::with_capacity(position.piece_count() as usize);
        self.search(position, &mut line).then_some(line)
    }

    /// Whether `position` can still be won.
    pub fn is_solvable(&mut self, position: &Position) -> bool {
        self.search(position, &mut Vec::new())
    }

    /// A move that keeps the position winnable, if one exists.
    pub fn hint(&mut self, position: &Position) -> Option<Move> {
        self.solve(position).and_then(|line| line.first().copied())
    }

    /// How many positions the searches so far have entered.
    #[must_use]
    pub const fn positions_visited(&self) -> u64 {
        self.visited
    }

    /// How many positions are remembered as unsolvable.
    #[must_use]
    pub fn dead_positions_known(&self) -> usize {
        self.dead.len()
    }

    fn search(&mut self, position: &Position, line: &mut Vec<Move>) -> bool {
        self.visited += 1;
        if position.is_won() {
            return true;
        }
        let key = self.rules.memo_key(position);
        if !self.rules.could_still_win(position) || self.dead.contains(&key) {
            return false;
        }
        for mv in position.legal_moves(self.rules) {
            line.push(mv);
            if self.search(&position.play(mv), line) {
                return true;
            }
            line.pop();
        }
        self.dead.insert(key);
        false
    }
}
