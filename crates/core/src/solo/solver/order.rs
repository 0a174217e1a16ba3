//! The order in which the search tries captures: the children that look most
//! promising to the pruning tests first, the dead ones not at all. Each
//! restart of the search (see [`super::search`]) breaks ties differently.

use arrayvec::ArrayVec;

use super::{
    memo::DeadMemo,
    node::{Limits, SearchPosition},
    prune::assess,
    sleep::Losing,
};
use crate::solo::{Move, MAX_MOVES};

/// The children of one position worth searching, best first, with their sort keys.
pub(super) type Children = ArrayVec<(u64, Move), MAX_MOVES>;

/// A tie-break for `mv` that changes with `salt` (none for salt 0: the generation order).
fn tie_break(mv: Move, salt: u64) -> u64 {
    if salt == 0 {
        return 0;
    }
    let bits = u64::from(mv.from.index()) << 8 | u64::from(mv.to.index());
    let mut mixed = (bits ^ salt.rotate_left(17)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    mixed ^= mixed >> 29;
    mixed.wrapping_mul(0xBF58_476D_1CE4_E5B9) >> 32
}

/// The captures of `node` whose results are neither known to lose
/// (`losing`), remembered as dead nor proved dead, most promising first, ties
/// broken by `salt`, into `children` (empty; filled in place, since moving
/// a list of this size copied all of it). The captures found to lose are
/// added to `losing`.
pub(super) fn promising_captures(
    node: &SearchPosition,
    limits: Limits,
    memo: &DeadMemo,
    salt: u64,
    losing: &mut Losing,
    children: &mut Children,
) {
    // By reference: moving the list into an iterator copied it whole.
    let moves = node.captures(limits);
    for &mv in &moves {
        if losing.targets_from(usize::from(mv.from.index())) >> mv.to.index() & 1 == 1 {
            continue;
        }
        let child = node.play(mv, limits);
        // The tests first: they refuse most children, and a look-up in a large table is a cache miss.
        let score =
            assess(&child, limits).filter(|_| child.piece_count() <= 1 || !memo.contains(&child.key(limits)));
        match score {
            Some(score) => children.push((u64::from(score) << 32 | tie_break(mv, salt), mv)),
            None => losing.insert(mv),
        }
    }
    // Stable: equal keys keep the generation order.
    children.sort_by_key(|&(key, _)| std::cmp::Reverse(key));
}
