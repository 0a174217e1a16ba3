//! Necessary conditions for winning: quick proofs that a position is dead.
//!
//! Each test here only ever says "dead" when no winning line exists; the
//! reasons are in the algorithm note of [`super::solver`]. In short:
//! - with kings uncapturable, two kings can never both be last;
//! - with a capture limit, the captures left must cover the `p − 1` captures
//!   still to make, and a piece cannot make more captures than it has victims;
//! - a winning line's captures form a tree (each piece taken once, by one
//!   piece) rooted at the last piece, so in the graph of "could ever capture"
//!   some piece must reach every other.

use super::{
    attack_table::{lines, KING},
    node::{Limits, Node},
};
use crate::board::Bitboard;

/// Captures left for a piece whose captures are not limited.
const UNLIMITED: u32 = u32::MAX;

/// Where one piece could ever stand and ever capture, over-approximated.
#[derive(Clone, Copy, Debug, Default)]
struct Reach {
    /// Squares it could stand on: its own and every square it could capture on.
    stand: u64,
    /// Squares it could capture on.
    capture: u64,
    /// Squares it could stand on with a capture still left.
    launch: u64,
}

/// The squares a piece of `kind` on `square` with `left` captures could ever
/// reach, capturing only on `targets`.
///
/// A capture lands on an occupied square, so every future square of every
/// piece is occupied now; a capture from `a` to `b` needs `b` on one of the
/// piece's lines from `a` (on the empty board: pieces between may vanish).
/// Walking those edges through today's occupied squares, at most `left`
/// times, covers every square the piece could stand or capture on. The
/// piece's own square is left out of its captures: once vacated, a square
/// stays empty.
fn reach(kind: usize, square: usize, left: u32, targets: u64) -> Reach {
    let mut stand = 1u64 << square;
    let targets = targets & !stand;
    let (mut frontier, mut capture, mut launch, mut steps) = (stand, 0u64, 0u64, left);
    while steps > 0 && frontier != 0 {
        launch |= frontier;
        let next =
            Bitboard(frontier).squares().fold(0, |all, from| all | lines(kind, usize::from(from.index())))
                & targets;
        capture |= next;
        frontier = next & !stand;
        stand |= next;
        steps = steps.saturating_sub(u32::from(left != UNLIMITED));
    }
    Reach { stand, capture, launch }
}

/// Which occupied squares could one day be left, and by whom.
///
/// A piece leaves a square only by capturing from it, so it must stand there
/// with a capture left and have a target on its lines from there (not its own
/// first square, which it has vacated, and not the square itself).
struct Vacating {
    /// Squares whose piece could leave by itself.
    own: u64,
    /// For each piece, the other squares it could pass through: arrive on
    /// by a capture, then leave by another.
    pass: [u64; 64],
}

fn vacating(node: &Node, squares: &[usize], reaches: &[Reach], capturable: u64) -> Vacating {
    let mut vacating = Vacating { own: 0, pass: [0; 64] };
    for (i, (&start, reach)) in squares.iter().zip(reaches).enumerate() {
        let kind = node.kind_at(start);
        for from in Bitboard(reach.launch).squares() {
            let from = usize::from(from.index());
            if lines(kind, from) & capturable & !(1 << from | 1 << start) == 0 {
                continue;
            }
            if from == start {
                vacating.own |= 1 << from;
            } else {
                vacating.pass[i] |= 1 << from;
            }
        }
    }
    vacating
}

/// Whether the squares whose pieces can never leave by themselves can all be
/// passed through, but one (the last piece's square), by distinct visits: a
/// piece with `c` captures left passes through at most `c − 1` squares.
/// Also gives the squares nobody could ever leave.
fn visits_suffice(node: &Node, vacating: &Vacating, left: &[u32]) -> (bool, u64) {
    let needy = node.occupied & !vacating.own;
    let mut visitors = [0u64; 64];
    let mut stuck = 0u64;
    let mut count = 0;
    for square in Bitboard(needy).squares() {
        let bit = 1u64 << square.index();
        visitors[count] = vacating.pass[..left.len()]
            .iter()
            .enumerate()
            .filter(|(_, &pass)| pass & bit != 0)
            .fold(0, |set, (i, _)| set | 1 << i);
        if visitors[count] == 0 {
            stuck |= bit;
        }
        count += 1;
    }
    if stuck.count_ones() > 1 {
        return (false, stuck);
    }
    let mut spare = [0u32; 64];
    for (spare, &left) in spare.iter_mut().zip(left) {
        *spare = left.saturating_sub(1);
    }
    (all_but_one_matched(&visitors[..count], &spare[..left.len()]), stuck)
}

/// Captures left for the piece on `square`.
fn captures_left(node: &Node, limits: Limits, square: usize) -> u32 {
    limits.budget.map_or(UNLIMITED, |limit| u32::from(limit.saturating_sub(node.made_at(square))))
}

/// `false` when `node` is proved dead; `true` means only "not proved dead".
#[cfg(test)]
pub(super) fn may_win(node: &Node, limits: Limits) -> bool {
    assess(node, limits).is_some()
}

/// `None` when `node` is proved dead; otherwise how promising it looks
/// (higher is better; see [`promise`]).
pub(super) fn assess(node: &Node, limits: Limits) -> Option<u32> {
    let pieces = node.piece_count();
    if pieces <= 1 {
        return Some(u32::MAX);
    }
    if !limits.kings_capturable && node.kinds[KING].count_ones() > 1 {
        return None;
    }
    let mut squares = [0usize; 64];
    let mut left = [0u32; 64];
    for (i, square) in Bitboard(node.occupied).squares().enumerate() {
        squares[i] = usize::from(square.index());
        left[i] = captures_left(node, limits, squares[i]);
    }
    let count = pieces as usize;
    if limits.budget.is_some() && left[..count].iter().sum::<u32>() + 1 < pieces {
        return None;
    }
    capture_graph(node, limits, &squares[..count], &left[..count])
}

/// The "could ever capture" graph test (see the module note), and the
/// capture-limit test sharpened by it: a piece makes at most as many
/// captures as it has possible victims.
fn capture_graph(node: &Node, limits: Limits, squares: &[usize], left: &[u32]) -> Option<u32> {
    let count = squares.len();
    let capturable = node.capturable(limits);
    let mut reaches = [Reach::default(); 64];
    for i in 0..count {
        reaches[i] = reach(node.kind_at(squares[i]), squares[i], left[i], capturable);
    }
    let (visited, stuck) =
        visits_suffice(node, &vacating(node, squares, &reaches[..count], capturable), left);
    if !visited {
        return None;
    }
    let (mut out, mut into) = ([0u64; 64], [0u64; 64]);
    for i in 0..count {
        if reaches[i].capture == 0 {
            continue;
        }
        for j in 0..count {
            if i != j && capturable >> squares[j] & 1 == 1 && reaches[i].capture & reaches[j].stand != 0 {
                out[i] |= 1 << j;
                into[j] |= 1 << i;
            }
        }
    }
    let usable: u32 = (0..count).map(|i| left[i].min(out[i].count_ones())).sum();
    if usable + 1 < count as u32 {
        return None;
    }
    // A square nobody can leave must be the last piece's: it ends there by a capture.
    let roots = if stuck == 0 {
        u64::MAX
    } else {
        (0..count).filter(|&i| reaches[i].capture & stuck != 0).fold(0, |set, i| set | 1 << i)
    };
    if !has_root(&out[..count], &into[..count], roots) {
        return None;
    }
    if limits.budget.is_some() && !all_but_one_matched(&into[..count], left) {
        return None;
    }
    Some(promise(&into[..count], capturable, squares, usable + 1 - count as u32))
}

/// How promising a position that passed the tests looks, from which pieces
/// could take each piece (`into`) and the captures to spare: first
/// the fewest takers any piece has (a piece with one taker left is close to
/// stranded), then how few pieces have a single taker, then the spare captures.
fn promise(into: &[u64], capturable: u64, squares: &[usize], spare: u32) -> u32 {
    let (mut fewest, mut single) = (u32::MAX, 0u32);
    for (&takers, &square) in into.iter().zip(squares) {
        let n = takers.count_ones();
        if capturable >> square & 1 == 1 {
            fewest = fewest.min(n);
            single += u32::from(n <= 1);
        }
    }
    fewest.min(255) << 16 | (255 - single.min(255)) << 8 | spare.min(255)
}

/// Whether all items but one can each be given its own helper, where
/// `helpers[item]` is the set of possible helpers and a helper serves at most
/// `capacity[helper]` items (a largest matching with capacities, by
/// augmenting paths). With items = pieces and helpers = their possible
/// takers, this is the *Takers* test.
fn all_but_one_matched(helpers: &[u64], capacity: &[u32]) -> bool {
    let mut matching = Matching { into: helpers, left: capacity, taken_by: [usize::MAX; 64], load: [0; 64] };
    let mut unmatched = 0;
    for item in 0..helpers.len() {
        if !matching.augment(item, &mut 0) {
            unmatched += 1;
            if unmatched > 1 {
                return false;
            }
        }
    }
    true
}

/// A matching of victims to takers under construction.
struct Matching<'a> {
    into: &'a [u64],
    left: &'a [u32],
    taken_by: [usize; 64],
    load: [u32; 64],
}

impl Matching<'_> {
    /// Finds a taker for `victim`, moving other victims to other takers if need be.
    fn augment(&mut self, victim: usize, tried: &mut u64) -> bool {
        for taker in Bitboard(self.into[victim] & !*tried).squares() {
            let taker = usize::from(taker.index());
            *tried |= 1 << taker;
            if self.load[taker] < self.left[taker] {
                self.assign(victim, taker);
                return true;
            }
            for other in 0..self.into.len() {
                if self.taken_by[other] == taker && self.augment(other, tried) {
                    self.load[taker] -= 1;
                    self.assign(victim, taker);
                    return true;
                }
            }
        }
        false
    }

    fn assign(&mut self, victim: usize, taker: usize) {
        self.taken_by[victim] = taker;
        self.load[taker] += 1;
    }
}

/// Every piece reachable from `start` along `edges`.
fn reachable(start: u64, edges: &[u64]) -> u64 {
    let (mut seen, mut frontier) = (start, start);
    while frontier != 0 {
        let next = Bitboard(frontier).squares().fold(0, |all, i| all | edges[usize::from(i.index())]);
        frontier = next & !seen;
        seen |= next;
    }
    seen
}

/// Whether one of the pieces in `roots` reaches all others along `out`
/// (`into` is the same graph reversed).
///
/// Searches start from pieces not yet seen; if any piece reaches all, the
/// last search started does (an earlier start reaching it would have seen
/// everything). The pieces that reach all are then those that reach it.
fn has_root(out: &[u64], into: &[u64], roots: u64) -> bool {
    let all = if out.len() >= 64 { u64::MAX } else { (1u64 << out.len()) - 1 };
    let (mut seen, mut last) = (0u64, 0u64);
    while seen != all {
        last = 1 << (all & !seen).trailing_zeros();
        seen |= reachable(last, out);
    }
    reachable(last, out) == all && reachable(last, into) & roots != 0
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::solo::{parse_code, Rules};

    fn dead(code: &str, rules: Rules) -> bool {
        let limits = Limits::of(rules);
        !may_win(&Node::from_position(&parse_code(code).unwrap(), limits), limits)
    }

    #[test]
    fn bishops_on_both_colours_never_meet() {
        assert!(dead("BBBBBBBB/BBBBBBBB/BBBBBBBB/8/8/8/8/8", Rules::SOLITAIRE));
        assert!(dead("BBBBBBBB/BBBBBBBB/BBBBBBBB/8/8/8/8/8", Rules::SOLO));
        assert!(!dead("B7/1B6/8/8/8/8/8/8", Rules::SOLITAIRE));
    }

    #[test]
    fn a_king_under_solo_rules_must_capture_everything_in_the_end() {
        assert!(dead("K7/8/8/8/8/8/8/R7", Rules::SOLO));
        assert!(!dead("K7/8/8/8/8/8/8/R7", Rules::SOLITAIRE));
        assert!(dead("KK6/8/8/8/8/8/8/8", Rules::SOLO));
    }

    #[test]
    fn pawns_only_go_up() {
        // The pawn on a1 can never take the pawn two squares above it, nor be taken by it.
        assert!(dead("8/8/8/8/8/P7/8/P7", Rules::SOLITAIRE));
        assert!(dead("8/8/8/8/8/8/8/PP6", Rules::SOLITAIRE));
        assert!(!dead("8/8/8/8/8/8/1P6/P7", Rules::SOLITAIRE));
    }
}
