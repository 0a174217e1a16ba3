//! Counting the ways a position can be won: winning move sequences, and
//! winning sets of moves (ignoring their order), exactly or up to a limit.
//!
//! # Memory
//!
//! Every table here has a fixed cap, so a crowded board (64 pieces) costs a
//! bounded amount of memory instead of all there is. The sequence count
//! remembers counts in a [`CountMemo`]; when that is full it stops, and the
//! answer is a lower bound that says so ([`SolutionCount::sequences_exact`],
//! [`SolutionCount::sentence`]). The listed move sets have their own share
//! of the cap and stop likewise. The move-set counter behind uniqueness
//! checks ([`count_move_sets_up_to`]) forgets its memo when it fills and goes
//! on: its answers stay exact, and the positions it is asked about (built by
//! the generator) are small enough for that to stay quick.

use rustc_hash::{FxHashMap, FxHashSet};

use super::{count_memo::CountMemo, Move, Position, Rules, WinOracle};
use crate::numbers::approximate;

/// The memory [`count_solutions`] uses at most: lower in the page, whose
/// worker shares the tab's memory with the page itself.
pub const DEFAULT_COUNT_MEMORY_BYTES: usize =
    if cfg!(feature = "small-memory") { 64 << 20 } else { 256 << 20 };

/// The memory one [`count_move_sets_up_to`] uses at most for its memo.
pub const DEFAULT_MOVE_SET_MEMORY_BYTES: usize =
    if cfg!(feature = "small-memory") { 16 << 20 } else { 64 << 20 };

/// What the answer says after its numbers when the count stopped at its memory limit.
pub const STOPPED_AT_MEMORY_LIMIT: &str = "the count was stopped at the memory limit";

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
    /// False when the count stopped at its memory limit, so `sequences` is
    /// only a lower bound (and `move_sets` too).
    #[serde(default = "exact")]
    pub sequences_exact: bool,
    /// The most bytes the count's tables held at once.
    #[serde(default)]
    pub memory_bytes: u64,
}

const fn exact() -> bool {
    true
}

impl SolutionCount {
    /// No way to win, known exactly.
    pub const NONE: SolutionCount = SolutionCount {
        sequences: 0,
        move_sets: 0,
        move_sets_exact: true,
        sequences_exact: true,
        memory_bytes: 0,
    };

    /// The count in words, as the command line prints it and the page shows
    /// it: `Winning sequences: 12; distinct move sets (ignoring order): 3`,
    /// with "at least" before each number that is only a lower bound, and
    /// [`STOPPED_AT_MEMORY_LIMIT`] after them when memory ran out.
    ///
    /// ```
    /// use chesslab_core::solo::{count_solutions, parse_code, Rules};
    ///
    /// let count = count_solutions(&parse_code("2Q1/2R1/N3/1P2").unwrap(), Rules::SOLITAIRE, 1000);
    /// assert_eq!(count.sentence(), "Winning sequences: 1; distinct move sets (ignoring order): 1");
    /// ```
    #[must_use]
    pub fn sentence(&self) -> String {
        let text = format!(
            "Winning sequences: {}; distinct move sets (ignoring order): {}",
            count_text(self.sequences, self.sequences_exact),
            count_text(self.move_sets, self.move_sets_exact)
        );
        if self.sequences_exact {
            text
        } else {
            format!("{text}; {STOPPED_AT_MEMORY_LIMIT}")
        }
    }
}

/// A count as the sentences write it: in full when exact, else "at least"
/// and a bound that reads at a glance ([`approximate`]).
#[must_use]
pub fn count_text(count: u64, exact: bool) -> String {
    if exact {
        count.to_string()
    } else {
        format!("at least {}", approximate(count))
    }
}

/// Counts the winning sequences from `position`, and the distinct sets of
/// moves among them, listing at most `max_listed_sequences` sequences to find
/// the sets, in at most [`DEFAULT_COUNT_MEMORY_BYTES`] of memory.
///
/// ```
/// use chesslab_core::solo::{count_solutions, has_unique_solution, parse_code, Rules};
///
/// let position = parse_code("2Q1/2R1/N3/1P2")?;
/// let count = count_solutions(&position, Rules::SOLITAIRE, 1000);
/// assert_eq!((count.sequences, count.move_sets, count.move_sets_exact), (1, 1, true));
/// assert!(has_unique_solution(&position, Rules::SOLITAIRE));
/// # Ok::<(), chesslab_core::solo::CodeError>(())
/// ```
///
/// Sequences are counted exactly by memoised recursion over positions, which
/// never lists them; move sets need the sequences themselves, so dead branches
/// (positions with no winning sequence) are skipped and listing is capped.
#[must_use]
pub fn count_solutions(position: &Position, rules: Rules, max_listed_sequences: u64) -> SolutionCount {
    count_solutions_within(position, rules, max_listed_sequences, DEFAULT_COUNT_MEMORY_BYTES)
}

/// [`count_solutions`] in at most `max_bytes` of tables: half for the
/// remembered sequence counts, half for the listed move sets. When either
/// fills, the count stops and its numbers are lower bounds, marked as such.
#[must_use]
pub fn count_solutions_within(
    position: &Position,
    rules: Rules,
    max_listed_sequences: u64,
    max_bytes: usize,
) -> SolutionCount {
    let memo_bytes = max_bytes / 2;
    // The path's partial counts after a stop come out of the memo's share.
    let partial_room = (memo_bytes / PARTIAL_BYTES).min(MAX_PATH);
    let memo = CountMemo::new(memo_bytes - partial_room * PARTIAL_BYTES, Position::empty(position.shape()));
    let mut counter = SequenceCounter { rules, memo, stopped: false, partial: Vec::new(), partial_room };
    let sequences = counter.count(position);
    let mut lister = MoveSetLister {
        counter: &mut counter,
        line: Vec::new(),
        sets: FxHashSet::default(),
        budget: max_listed_sequences,
        bytes: 0,
        max_bytes: max_bytes - memo_bytes,
        full: false,
    };
    lister.list(position);
    let (listed_all, full, set_bytes) = (lister.budget > 0, lister.full, lister.bytes);
    let move_sets = lister.sets.len() as u64;
    let sequences_exact = !counter.stopped;
    let move_sets_exact = sequences_exact && !full && (listed_all || sequences <= max_listed_sequences);
    SolutionCount {
        sequences,
        move_sets,
        move_sets_exact,
        sequences_exact,
        memory_bytes: (counter.memo.peak_bytes() + counter.partial.capacity() * PARTIAL_BYTES + set_bytes)
            as u64,
    }
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
    count_move_sets_within(position, oracle, limit, DEFAULT_MOVE_SET_MEMORY_BYTES).0
}

/// [`count_move_sets_up_to`] with a memo of at most `max_bytes`, forgotten
/// whenever it would grow past them; also gives the most bytes it held.
fn count_move_sets_within(
    position: &Position,
    oracle: &mut WinOracle,
    limit: usize,
    max_bytes: usize,
) -> (usize, usize) {
    if limit == 0 {
        return (0, 0);
    }
    let mut counter =
        MoveSetCounter { oracle, limit, memo: FxHashMap::default(), bytes: 0, max_bytes, peak: 0 };
    let count = match counter.sets(position) {
        Ok(sets) => sets.len(),
        Err(ReachedLimit) => limit,
    };
    (count, counter.peak)
}

/// A winning set of moves, each packed by [`pack`], sorted.
type MoveSet = Vec<u16>;

/// The bytes a move set costs in a hash table: a hash table holds up to
/// twice as many slots as entries, three times while it doubles; the moves
/// themselves; and the allocator's own bookkeeping.
fn set_bytes(set: &MoveSet) -> usize {
    3 * (std::mem::size_of::<MoveSet>() + 1) + set.capacity() * 2 + 16
}

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
    /// The winning move sets (fewer than `limit`) of positions met that can still be won.
    memo: FxHashMap<Position, Vec<MoveSet>>,
    /// The bytes the memo holds, as [`MoveSetCounter::entry_bytes`] counts them.
    bytes: usize,
    max_bytes: usize,
    peak: usize,
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
        self.remember(key, &found);
        Ok(found)
    }

    /// Remembers the sets of `key`, forgetting everything else first when
    /// they would not fit: the memo only saves time, never changes an answer.
    fn remember(&mut self, key: Position, sets: &[MoveSet]) {
        let bytes = Self::entry_bytes(sets);
        if self.bytes + bytes > self.max_bytes {
            self.memo = FxHashMap::default();
            self.bytes = 0;
            if bytes > self.max_bytes {
                return;
            }
        }
        self.memo.insert(key, sets.to_vec());
        self.bytes += bytes;
        self.peak = self.peak.max(self.bytes);
    }

    /// An entry's bytes: key and list in the table's slots (see [`set_bytes`]), and each set.
    fn entry_bytes(sets: &[MoveSet]) -> usize {
        let slot = std::mem::size_of::<Position>() + std::mem::size_of::<Vec<MoveSet>>() + 1;
        3 * slot + 16 + sets.iter().map(set_bytes).sum::<usize>()
    }
}

struct SequenceCounter {
    rules: Rules,
    memo: CountMemo,
    /// Set when the memo was full: the counts from then on are lower bounds.
    stopped: bool,
    /// After a stop, the positions on the path being counted then with the
    /// (partial, non-zero) counts they got: at most one per move of a game,
    /// so the move-set lister can still follow them to the sequences found.
    partial: Vec<(Position, u64)>,
    /// The most entries `partial` may hold.
    partial_room: usize,
}

/// The bytes of one entry of [`SequenceCounter::partial`].
const PARTIAL_BYTES: usize = std::mem::size_of::<(Position, u64)>();
/// The most positions on one path: a game on 64 squares has at most 63 captures.
const MAX_PATH: usize = 64;

impl SequenceCounter {
    /// The winning sequences from `position`, or after a stop as many as were
    /// counted (a lower bound; 0 for positions not met before the stop).
    fn count(&mut self, position: &Position) -> u64 {
        if position.is_won() {
            return 1;
        }
        if !self.rules.could_still_win(position) {
            return 0;
        }
        let key = self.rules.memo_key(position);
        if let Some(known) = self.memo.get(&key) {
            return known;
        }
        if self.stopped {
            return self.partial.iter().find(|(at, _)| *at == key).map_or(0, |&(_, count)| count);
        }
        let mut total = 0u64;
        for mv in position.legal_moves(self.rules) {
            total = total.saturating_add(self.count(&position.play(mv)));
            if self.stopped {
                return self.stopped_at(key, total);
            }
        }
        if !self.memo.insert(key, total) {
            self.stopped = true;
            return self.stopped_at(key, total);
        }
        total
    }

    /// Notes the count `key` got before the stop, for the lister.
    fn stopped_at(&mut self, key: Position, total: u64) -> u64 {
        if self.partial.capacity() == 0 {
            self.partial = Vec::with_capacity(self.partial_room);
        }
        if total > 0 && self.partial.len() < self.partial_room {
            self.partial.push((key, total));
        }
        total
    }
}

/// Lists winning sequences (only through positions the counter knows can
/// be won) and collects their sets of moves, within a budget of sequences
/// and of bytes.
struct MoveSetLister<'a> {
    counter: &'a mut SequenceCounter,
    line: MoveSet,
    sets: FxHashSet<MoveSet>,
    budget: u64,
    /// The bytes `sets` holds, as [`set_bytes`] counts them.
    bytes: usize,
    max_bytes: usize,
    /// Set when a new set would not fit: `sets` is then incomplete.
    full: bool,
}

impl MoveSetLister<'_> {
    fn list(&mut self, position: &Position) {
        if self.budget == 0 || self.full {
            return;
        }
        if position.is_won() {
            self.budget -= 1;
            let mut set = self.line.clone();
            set.sort_unstable();
            if self.sets.contains(&set) {
                return;
            }
            let bytes = set_bytes(&set);
            if self.bytes + bytes > self.max_bytes {
                self.full = true;
                return;
            }
            self.bytes += bytes;
            self.sets.insert(set);
            return;
        }
        for mv in position.legal_moves(self.counter.rules) {
            let next = position.play(mv);
            if self.counter.count(&next) > 0 {
                self.line.push(pack(mv));
                self.list(&next);
                self.line.pop();
                if self.budget == 0 || self.full {
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
