//! Graph tests on pieces as bit sets: matchings with capacities, and roots
//! that reach every piece (used by [`super::prune`] and [`super::reach`]).

use arrayvec::ArrayVec;

use crate::board::Bitboard;

/// The set of the first `count` pieces.
const fn all_pieces(count: usize) -> u64 {
    if count >= 64 {
        u64::MAX
    } else {
        (1u64 << count) - 1
    }
}

/// Whether all items but one can each be given its own helper, where
/// `helpers[item]` is the set of possible helpers and a helper serves at most
/// `capacity[helper]` items (a largest matching with capacities, by
/// augmenting paths). With items = pieces and helpers = their possible
/// takers, this is the *Takers* test.
///
/// A helper's capacity is `capacity[helper]` less `less` (none below zero).
///
/// The item left out may not be one of the first `must` items.
///
/// Augmenting paths never unmatch an item, and the sets of items that can
/// all be matched form a matroid: so matching the first `must` items first,
/// then the others greedily, finds whether all of those but one can join.
pub(super) fn all_but_one_matched(helpers: &[u64], capacity: &[u32], less: u32, must: usize) -> bool {
    left_out(helpers, capacity, less, must).is_some()
}

/// [`all_but_one_matched`], telling which item was left out: `None` when
/// they cannot all but one be matched, `Some(None)` when all are.
pub(super) fn left_out(helpers: &[u64], capacity: &[u32], less: u32, must: usize) -> Option<Option<usize>> {
    matched(helpers, capacity, less, must).map(|(_, out)| out)
}

/// The helpers among `candidates` that every matching of
/// [`all_but_one_matched`] uses (none when there is no such matching):
/// those without which it fails.
pub(super) fn needed_helpers(
    helpers: &[u64],
    capacity: &[u32],
    less: u32,
    must: usize,
    candidates: u64,
) -> u64 {
    if capacity.iter().all(|&c| c <= less + 1) {
        needed_single_helpers(helpers, capacity, less, must) & candidates
    } else {
        needed_by_trying_without(helpers, capacity, less, must) & candidates
    }
}

/// [`needed_helpers`] for any capacities: each helper the first matching
/// uses is tried once without.
fn needed_by_trying_without(helpers: &[u64], capacity: &[u32], less: u32, must: usize) -> u64 {
    let Some((matching, _)) = matched(helpers, capacity, less, must) else { return 0 };
    let used = matching.used();
    let mut without = ArrayVec::<u64, 64>::new();
    Bitboard(used).squares().fold(0, |needed, helper| {
        let bit = 1u64 << helper.index();
        without.clear();
        without.extend(helpers.iter().map(|&set| set & !bit));
        if matched(&without, capacity, less, must).is_none() {
            needed | bit
        } else {
            needed
        }
    })
}

/// [`needed_helpers`] when each helper serves one item at most: one
/// matching, then the helpers that could be freed are found by alternating
/// paths from the free ones (a helper is needed exactly when none reaches it;
/// the one item that may go without acts as one more helper, serving any of
/// the items after the first `must`).
fn needed_single_helpers(helpers: &[u64], capacity: &[u32], less: u32, must: usize) -> u64 {
    let Some((matching, unmatched)) = matched(helpers, capacity, less, must) else { return 0 };
    // The helper of each item (64: the one that may go without).
    let mut helper_of = [64usize; 64];
    for (helper, &served) in matching.served.iter().enumerate() {
        if served != 0 {
            helper_of[served.trailing_zeros() as usize & 63] = helper;
        }
    }
    // Helpers some largest matching leaves free, and whether some leaves
    // every item a helper: grown to a fixed point by moving one item at a time.
    let (mut freed, mut none_without) = (matching.free, unmatched.is_none());
    loop {
        let mut grew = false;
        for (item, &set) in helpers.iter().enumerate() {
            let helper = helper_of[item];
            if set & freed == 0 && !(none_without && item >= must) {
                continue;
            }
            if helper == 64 {
                grew |= !none_without;
                none_without = true;
            } else {
                grew |= freed >> helper & 1 == 0;
                freed |= 1 << helper;
            }
        }
        if !grew {
            break;
        }
    }
    matching.used() & !freed
}

/// The matching behind [`left_out`], and the item it leaves out.
fn matched<'a>(
    helpers: &'a [u64],
    capacity: &'a [u32],
    less: u32,
    must: usize,
) -> Option<(Matching<'a>, Option<usize>)> {
    let mut matching = Matching { into: helpers, left: capacity, less, served: ArrayVec::new(), free: 0 };
    for (helper, &left) in capacity.iter().enumerate() {
        matching.served.push(0);
        matching.free |= u64::from(left > less) << helper;
    }
    let mut unmatched = None;
    for item in 0..helpers.len() {
        if !matching.augment(item, &mut 0) {
            if unmatched.is_some() || item < must {
                return None;
            }
            unmatched = Some(item);
        }
    }
    Some((matching, unmatched))
}

/// A matching of victims to takers under construction.
struct Matching<'a> {
    into: &'a [u64],
    left: &'a [u32],
    /// Subtracted from each of `left`.
    less: u32,
    /// The victims given to each taker, as a set: finding them is then a
    /// bit scan, not a pass over all victims (the matching was a seventh of
    /// the search's time that way); its size is the taker's load.
    served: ArrayVec<u64, 64>,
    /// The takers below their capacity: most victims find one at once.
    free: u64,
}

impl Matching<'_> {
    /// The helpers serving some item.
    fn used(&self) -> u64 {
        self.served
            .iter()
            .enumerate()
            .fold(0, |used, (helper, &served)| used | u64::from(served != 0) << helper)
    }

    /// Finds a taker for `victim`, moving other victims to other takers if need be.
    fn augment(&mut self, victim: usize, tried: &mut u64) -> bool {
        let free = self.into[victim] & !*tried & self.free;
        if free != 0 {
            self.assign(victim, free.trailing_zeros() as usize);
            return true;
        }
        // Every taker left is full: make room by moving one of its victims.
        for taker in Bitboard(self.into[victim] & !*tried).squares() {
            let taker = usize::from(taker.index());
            *tried |= 1 << taker;
            let mut others = self.served[taker];
            while others != 0 {
                let other = others.trailing_zeros() as usize;
                others &= others - 1;
                if self.augment(other, tried) {
                    // `other` moved to another taker: `victim` takes its place (same load).
                    self.served[taker] ^= 1 << other | 1 << victim;
                    return true;
                }
            }
        }
        false
    }

    fn assign(&mut self, victim: usize, taker: usize) {
        self.served[taker] |= 1 << victim;
        if self.served[taker].count_ones() >= self.left[taker].saturating_sub(self.less) {
            self.free &= !(1 << taker);
        }
    }
}

/// The *Takers* test: every piece but one of `roots` (the last piece) has
/// its own taker among `into`, each taker within its captures `left`.
pub(super) fn takers_suffice(into: &[u64], left: &[u32], roots: u64) -> bool {
    // Pieces that cannot be last come first: all of them must be taken.
    let mut items = ArrayVec::<u64, 64>::new();
    for i in (0..into.len())
        .filter(|&i| roots >> i & 1 == 0)
        .chain((0..into.len()).filter(|&i| roots >> i & 1 == 1))
    {
        items.push(into[i]);
    }
    let must = items.len() - (roots & all_pieces(into.len())).count_ones() as usize;
    all_but_one_matched(&items, left, 0, must)
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

/// The pieces of `roots` that reach all others along `out` (`into` is the
/// same graph reversed).
///
/// Searches start from pieces not yet seen; if any piece reaches all, the
/// last search started does (an earlier start reaching it would have seen
/// everything). The pieces that reach all are then those that reach it.
pub(super) fn roots_reaching_all(out: &[u64], into: &[u64], roots: u64) -> u64 {
    let all = all_pieces(out.len());
    let (mut seen, mut last, mut from_last) = (0u64, 0u64, 0u64);
    while seen != all {
        last = 1 << (all & !seen).trailing_zeros();
        from_last = reachable(last, out);
        seen |= from_last;
    }
    if from_last == all {
        reachable(last, into) & roots
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Helpers are bits 0 to 3; each serves one item (capacity 2 less 1).
    #[test]
    fn needed_helpers_are_those_every_matching_uses() {
        let capacity = [2; 4];
        // Items 0 and 1 can only share helpers 0 and 1: both are needed.
        let helpers = [0b0011, 0b0011, 0b1100];
        assert_eq!(needed_helpers(&helpers, &capacity, 1, 3, u64::MAX), 0b0011);
        // Only the candidates are tried.
        assert_eq!(needed_helpers(&helpers, &capacity, 1, 3, 0b0001), 0b0001);
        // Two items with helper 0 only, one of which may go without: helper 0 serves the other.
        assert_eq!(needed_helpers(&[0b0001, 0b0001], &capacity, 1, 0, u64::MAX), 0b0001);
        // Either of two helpers will do: neither is needed.
        assert_eq!(needed_helpers(&[0b0011], &capacity, 1, 1, u64::MAX), 0);
        // No matching at all: nothing to tell.
        assert_eq!(needed_helpers(&[0b0001, 0b0001], &capacity, 1, 2, u64::MAX), 0);
    }

    /// The alternating-path way for helpers serving one item agrees with
    /// trying each helper without, on random small graphs.
    #[test]
    fn needed_single_helpers_agree_with_trying_each_without() {
        let mut rng = crate::rng::Rng::new(0x4E3D);
        for _ in 0..20_000 {
            let (items, helper_count) = (1 + rng.below(7), 1 + rng.below(7));
            let helpers: Vec<u64> = (0..items).map(|_| rng.below(1 << helper_count) as u64).collect();
            let capacity: Vec<u32> = (0..helper_count).map(|_| 1 + rng.below(2) as u32).collect();
            let must = rng.below(items + 1);
            assert_eq!(
                needed_single_helpers(&helpers, &capacity, 1, must),
                needed_by_trying_without(&helpers, &capacity, 1, must),
                "{helpers:?} {capacity:?} {must}"
            );
        }
    }
}
