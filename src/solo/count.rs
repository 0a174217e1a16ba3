//! Counting the ways a position can be won: winning move sequences, and
//! winning sets of moves (ignoring their order), exactly or up to a limit.

use rustc_hash::{FxHashMap, FxHashSet};

use super::{Move, Position, Rules, WinOracle};

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
/// ```
/// use chesslab::solo::{count_solutions, has_unique_solution, parse_code, Rules};
///
/// let position = parse_code("2Q1/2R1/N3/1P2")?;
/// let count = count_solutions(&position, Rules::SOLITAIRE, 1000);
/// assert_eq!((count.sequences, count.move_sets, count.move_sets_exact), (1, 1, true));
/// assert!(has_unique_solution(&position, Rules::SOLITAIRE));
/// # Ok::<(), chesslab::solo::CodeError>(())
/// ```
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
    };
    lister.list(position);
    let exact = lister.budget > 0 || sequences <= max_listed_sequences;
    SolutionCount { sequences, move_sets: lister.sets.len() as u64, move_sets_exact: exact }
}

/// Whether `position` has exactly one winning set of moves (any number of orders):
/// the puzzle-chess.com uniqueness rule.
///
/// Stops as soon as a second set is found, so it is cheap for ambiguous puzzles.
#[must_use]
pub fn has_unique_solution(position: &Position, rules: Rules) -> bool {
    count_move_sets_up_to(position, &mut WinOracle::new(rules), 2) == 1
}

/// The number of winning sets of moves from `position`, counted up to `limit`
/// (so `limit` means "`limit` or more"), under the oracle's rules.
///
/// Unlike [`count_solutions`] this never lists move orders: it collects, per
/// position that can still be won, the distinct move sets of its winning
/// lines (at most `limit - 1` of them, else it stops at once), and asks
/// `oracle` which children can be won so that dead subtrees are never walked.
/// Sharing one oracle between calls on related positions shares its verdicts.
///
/// This is exact because a square a piece leaves is never entered again (every
/// move lands on an occupied square): the moves of one line are all different,
/// so different tails after the same first move give different sets.
#[must_use]
pub fn count_move_sets_up_to(position: &Position, oracle: &mut WinOracle, limit: usize) -> usize {
    if limit == 0 {
        return 0;
    }
    let mut counter = MoveSetCounter { oracle, limit, memo: FxHashMap::default() };
    match counter.sets(position) {
        Ok(sets) => sets.len(),
        Err(ReachedLimit) => limit,
    }
}

/// A winning set of moves, each packed by [`pack`], sorted.
type MoveSet = Vec<u16>;

/// A move as a number: piece, from-square and to-square, what a player sees
/// (`Qc4xc3`: the same text capturing another piece is the same move).
fn pack(mv: Move) -> u16 {
    (mv.piece.index() as u16) << 12 | u16::from(mv.from.index()) << 6 | u16::from(mv.to.index())
}

/// The count reached the limit: nothing more needs to be known.
struct ReachedLimit;

struct MoveSetCounter<'a> {
    oracle: &'a mut WinOracle,
    limit: usize,
    /// The winning move sets (fewer than `limit`) of every position met that can still be won.
    memo: FxHashMap<Position, Vec<MoveSet>>,
}

impl MoveSetCounter<'_> {
    fn sets(&mut self, position: &Position) -> Result<Vec<MoveSet>, ReachedLimit> {
        if position.is_won() {
            return Ok(vec![MoveSet::new()]);
        }
        let rules = self.oracle.rules();
        let key = rules.memo_key(position);
        if let Some(known) = self.memo.get(&key) {
            return Ok(known.clone());
        }
        let mut found: Vec<MoveSet> = Vec::new();
        for mv in position.legal_moves(rules) {
            let child = position.play(mv);
            if !self.oracle.is_winnable(&child) {
                continue;
            }
            let code = pack(mv);
            for mut set in self.sets(&child)? {
                let at = set.partition_point(|&other| other < code);
                set.insert(at, code);
                if !found.contains(&set) {
                    found.push(set);
                    if found.len() >= self.limit {
                        return Err(ReachedLimit);
                    }
                }
            }
        }
        self.memo.insert(key, found.clone());
        Ok(found)
    }
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
    line: MoveSet,
    sets: FxHashSet<MoveSet>,
    budget: u64,
}

impl MoveSetLister<'_> {
    fn list(&mut self, position: &Position) {
        if self.budget == 0 {
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
                self.line.push(pack(mv));
                self.list(&next);
                self.line.pop();
            }
        }
    }
}
