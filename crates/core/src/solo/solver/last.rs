//! What can be known of the square the last piece ends on, and why it
//! matters: that square is occupied from now to the end (a vacated square
//! stays empty), so its piece never captures, a piece landing there never
//! leaves, and it blocks every line through it (a *wall*, see
//! [`super::reach::lines_through`]). The tests of [`super::prune`] learn it
//! from a lone uncapturable king, from a square nobody can leave, and from
//! the roots of the capture graph.

use super::{
    node::{Limits, SearchPosition},
    reach::{reach, Ending},
};
use crate::board::PieceKind;

/// What is known of the last piece's square; when it is known, the piece
/// standing there now gets no captures left in `left`.
///
/// When kings may not be captured, a lone king is the last piece, and (with
/// another piece on the board) it ends on a square it captures on, since
/// the last capture's maker is the one that stays. When the king could
/// capture on one square only, that square is occupied from now to the end
/// (a vacated square stays empty): its piece never captures, a piece that
/// lands on it never leaves, and it blocks every line through it. (A king
/// with one capture left also stands still until the last move, but walls
/// on its square cut no visits on the benchmark and cost time.)
pub(super) fn final_square(
    node: &SearchPosition,
    limits: Limits,
    squares: &[usize],
    left: &mut [u32],
) -> Ending {
    if limits.kings_capturable || node.kinds[PieceKind::King].count_ones() != 1 {
        return Ending::UNKNOWN;
    }
    let king = node.kinds[PieceKind::King].trailing_zeros() as usize;
    let Some(at) = squares.iter().position(|&square| square == king) else { return Ending::UNKNOWN };
    let ends = reach(PieceKind::King, king, left[at], node.capturable(limits), 0).capture;
    if ends.count_ones() != 1 {
        return Ending { ends, wall: 0 };
    }
    if let Some(piece) = squares.iter().position(|&square| 1 << square == ends) {
        left[piece] = 0;
    }
    Ending { ends, wall: ends }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::{
        board::{BoardShape, PieceKind, ALL_PIECE_KINDS},
        rng::Rng,
        solo::{
            solver::prune::{capture_graph, may_win, squares_and_captures_left},
            solver::trying_all::{scatter, winnable_by_trying_all},
            Position, Rules,
        },
    };

    /// Under Solo rules with one king, refusals are checked by trying every line,
    /// after a few random captures (so that capture counts vary); the known
    /// last square (`final_square`) must refuse some positions that the tests
    /// without it let through.
    #[test]
    fn a_known_last_square_refuses_only_dead_positions() {
        let mut rng = Rng::new(0x1A57);
        let (rules, limits) = (Rules::SOLO, Limits::of(Rules::SOLO));
        let mut refused_by_ending = 0;
        for round in 0..8000 {
            let shape = BoardShape::new(4 + round % 2, 4 + round / 2 % 2).unwrap();
            let king = scatter(&mut rng, Position::empty(shape), 1, &[PieceKind::King], false);
            let mut position = scatter(&mut rng, king, 6 + round % 4, &ALL_PIECE_KINDS[1..], true);
            for _ in 0..rng.below(4) {
                if let Some(&mv) = rng.choose(&position.legal_moves(rules)) {
                    position = position.play(mv);
                }
            }
            let node = SearchPosition::from_position(&position, limits);
            if may_win(&node, limits) {
                continue;
            }
            assert!(!winnable_by_trying_all(&position, rules), "refused but winnable:\n{position}");
            let (squares, left) = squares_and_captures_left(&node, limits);
            let budget_ok = left.iter().sum::<u32>() + 1 >= node.piece_count();
            refused_by_ending += usize::from(
                budget_ok
                    && capture_graph::<false>(&node, limits, &squares, &left, Ending::UNKNOWN, 0).is_some(),
            );
        }
        assert!(refused_by_ending > 60, "{refused_by_ending}");
    }
}
