//! The order in which the search tries captures: the children that look most
//! promising to the pruning tests first, the dead ones not at all.

use arrayvec::ArrayVec;

use super::{
    memo::DeadMemo,
    node::{Limits, Node},
    prune::assess,
    Move, MAX_MOVES,
};

/// The children of one position worth searching, best first.
pub(super) type Children = ArrayVec<(u32, Move), MAX_MOVES>;

/// The captures of `node` whose results are neither remembered as dead nor
/// proved dead, most promising first.
pub(super) fn promising_captures(node: &Node, limits: Limits, memo: &DeadMemo) -> Children {
    let mut children = Children::new();
    for mv in node.captures(limits) {
        let child = node.play(mv, limits);
        if child.piece_count() > 1 && memo.contains(&child.key()) {
            continue;
        }
        if let Some(score) = assess(&child, limits) {
            children.push((score, mv));
        }
    }
    // Stable: equal scores keep the generation order.
    children.sort_by_key(|&(score, _)| std::cmp::Reverse(score));
    children
}
