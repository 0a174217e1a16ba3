//! Where each piece could ever stand and capture, and which squares could
//! ever be left: the over-approximations behind the tests of [`super::prune`].

use super::{
    attack_table::{attacks, lines},
    graph::all_but_one_matched,
    node::Node,
};
use crate::board::Bitboard;

/// Captures left for a piece whose captures are not limited.
pub(super) const UNLIMITED: u32 = u32::MAX;

/// Where one piece could ever stand and ever capture, over-approximated.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Reach {
    /// Squares it could stand on: its own and every square it could capture on.
    pub stand: u64,
    /// Squares it could capture on.
    pub capture: u64,
    /// Squares it could stand on with a capture still left.
    pub launch: u64,
}

/// The squares a piece of `kind` on `from` could ever capture on from
/// there: its lines on the empty board, cut short at `wall` (a square that
/// stays occupied to the end, or none), since pieces in between may vanish
/// but the one on `wall` never does.
pub(super) fn lines_through(kind: usize, from: usize, wall: u64) -> u64 {
    if wall == 0 {
        lines(kind, from)
    } else {
        attacks(kind, from, wall)
    }
}

/// The squares a piece of `kind` on `square` with `left` captures could ever
/// reach, capturing only on `targets`, with `wall` the square that stays
/// occupied to the end if it is known (see [`lines_through`]): a piece that
/// lands there never leaves.
///
/// A capture lands on an occupied square, so every future square of every
/// piece is occupied now; a capture from `a` to `b` needs `b` on one of the
/// piece's lines from `a` (on the empty board: pieces between may vanish).
/// Walking those edges through today's occupied squares, at most `left`
/// times, covers every square the piece could stand or capture on. The
/// piece's own square is left out of its captures: once vacated, a square
/// stays empty.
pub(super) fn reach(kind: usize, square: usize, left: u32, targets: u64, wall: u64) -> Reach {
    let mut stand = 1u64 << square;
    let targets = targets & !stand;
    let (mut frontier, mut capture, mut launch, mut steps) = (stand, 0u64, 0u64, left);
    while steps > 0 && frontier != 0 {
        launch |= frontier;
        let next = Bitboard(frontier)
            .squares()
            .fold(0, |all, from| all | lines_through(kind, usize::from(from.index()), wall))
            & targets;
        capture |= next;
        frontier = next & !stand & !wall;
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
pub(super) struct Vacating {
    /// Squares whose piece could leave by itself.
    own: u64,
    /// For each piece, the other squares it could pass through: arrive on
    /// by a capture, then leave by another.
    pass: [u64; 64],
}

pub(super) fn vacating(
    node: &Node,
    squares: &[usize],
    reaches: &[Reach],
    capturable: u64,
    wall: u64,
) -> Vacating {
    let mut vacating = Vacating { own: 0, pass: [0; 64] };
    for (i, (&start, reach)) in squares.iter().zip(reaches).enumerate() {
        let kind = node.kind_at(start);
        for from in Bitboard(reach.launch).squares() {
            let from = usize::from(from.index());
            if lines_through(kind, from, wall) & capturable & !(1 << from | 1 << start) == 0 {
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
/// The square left out must be one of `ends`, the squares the last piece
/// could end on. Also gives the squares nobody could ever leave.
pub(super) fn visits_suffice(node: &Node, vacating: &Vacating, left: &[u32], ends: u64) -> (bool, u64) {
    let needy = node.occupied & !vacating.own;
    let mut visitors = [0u64; 64];
    let mut stuck = 0u64;
    let mut count = 0;
    // The squares that must be passed through come first (see `all_but_one_matched`).
    let must = (needy & !ends).count_ones() as usize;
    for square in Bitboard(needy & !ends).squares().chain(Bitboard(needy & ends).squares()) {
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
    (all_but_one_matched(&visitors[..count], &spare[..left.len()], must), stuck)
}
