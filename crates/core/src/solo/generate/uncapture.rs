//! Positions that are solvable by construction, on any board and under any
//! rules: built backwards from one piece by un-capturing (the seed's method),
//! for solver tests and benchmarks.
//!
//! Each step picks a piece that may still have made one more capture, puts a
//! new piece where it stands and moves it back to an empty square from which
//! that capture is possible. Reversed, the steps are a winning line: every
//! capture is checked in the position it is made in, no piece makes more
//! captures than the limit, and under Solo rules no king is ever captured.

use crate::solo::{Move, Position, Rules};
use crate::{
    board::{attacks, Bitboard, BoardShape, PieceKind, Square, ALL_PIECE_KINDS},
    rng::Rng,
};

/// How many random un-captures are weighed per step when asked for sparse positions.
const SPARSE_CANDIDATES: usize = 8;
/// Random tries per step before giving up.
const TRIES_PER_STEP: usize = 400;

/// A random position of `pieces` pieces on `shape` with a winning line under
/// `rules` (returned with it), or `None` if the random walk got stuck.
///
/// With `sparse`, each step keeps the candidate leaving the fewest legal
/// captures, which gives positions with fewer solutions and more dead ends.
#[must_use]
pub fn build_by_uncapturing(
    rng: &mut Rng,
    shape: BoardShape,
    rules: Rules,
    pieces: usize,
    sparse: bool,
) -> Option<(Position, Vec<Move>)> {
    let squares: Vec<_> = shape.squares().squares().collect();
    let mut position =
        Position::empty(shape).with_piece(*rng.choose(&squares)?, *rng.choose(&ALL_PIECE_KINDS)?);
    let mut later = LaterCaptures::NONE;
    let mut line = Vec::with_capacity(pieces);
    while (position.piece_count() as usize) < pieces {
        let wanted = if sparse { SPARSE_CANDIDATES } else { 1 };
        let mut found: Vec<(usize, Position, Move)> = Vec::with_capacity(wanted);
        for _ in 0..TRIES_PER_STEP {
            if found.len() == wanted {
                break;
            }
            if let Some((before, mv)) = random_uncapture(rng, &position, rules, &later) {
                let score = if sparse { before.legal_moves(rules).len() } else { 0 };
                found.push((score, before, mv));
            }
        }
        let &(_, before, mv) = found.iter().min_by_key(|(score, _, _)| *score)?;
        later = later.before(mv);
        position = before;
        line.push(mv);
    }
    line.reverse();
    Some((position, line))
}

/// How many captures each square's piece makes later in a line that is
/// being built backwards (by square index).
#[derive(Clone, Copy, Debug)]
pub(super) struct LaterCaptures([u8; 64]);

impl LaterCaptures {
    /// A single piece, which makes no more captures.
    pub(super) const NONE: LaterCaptures = LaterCaptures([0; 64]);

    /// Whether the piece on `square` may make one more capture under `rules`
    /// (so that one can be un-made before the others).
    pub(super) fn allow_one_more(&self, square: Square, rules: Rules) -> bool {
        rules.may_capture(self.0[usize::from(square.index())])
    }

    /// The counts one capture earlier, `mv` un-made: its piece is back on its
    /// first square with one more capture ahead, and its victim makes none.
    #[must_use]
    pub(super) fn before(&self, mv: Move) -> LaterCaptures {
        let (from, to) = (usize::from(mv.from.index()), usize::from(mv.to.index()));
        let mut counts = self.0;
        counts[from] = counts[to] + 1;
        counts[to] = 0;
        LaterCaptures(counts)
    }
}

/// The empty squares of `position` from which `piece` could have captured
/// on `to` (checked in the position the capture is made in).
pub(super) fn capture_origins(position: &Position, piece: PieceKind, to: Square) -> Bitboard {
    let shape = position.shape();
    let empty = shape.squares() & !position.occupied();
    Bitboard(empty.0)
        .squares()
        .filter(|&from| attacks(piece, from, shape, position.occupied().with(from)).contains(to))
        .fold(Bitboard(0), |set, from| set.with(from))
}

/// `position` before `mv`: its victim back on its square, its piece on its first square.
#[must_use]
pub(super) fn uncaptured(position: &Position, mv: Move) -> Position {
    position.with_piece(mv.to, mv.captured).with_piece(mv.from, mv.piece)
}

/// One random un-capture of `position`, if the random choices allow one.
fn random_uncapture(
    rng: &mut Rng,
    position: &Position,
    rules: Rules,
    later: &LaterCaptures,
) -> Option<(Position, Move)> {
    let occupied: Vec<_> = position.occupied().squares().collect();
    let to = *rng.choose(&occupied)?;
    let piece = position.piece_at(to)?;
    if !later.allow_one_more(to, rules) {
        return None;
    }
    let victims: Vec<PieceKind> =
        ALL_PIECE_KINDS.into_iter().filter(|&kind| rules.may_be_captured(kind)).collect();
    let captured = *rng.choose(&victims)?;
    let froms: Vec<_> = capture_origins(position, piece, to).squares().collect();
    let mv = Move { piece, from: *rng.choose(&froms)?, to, captured };
    Some((uncaptured(position, mv), mv))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn the_line_built_is_a_legal_win() {
        let mut rng = Rng::new(3);
        for rules in [Rules::SOLITAIRE, Rules::SOLO] {
            for round in 0..100 {
                let shape = BoardShape::new(4 + round % 5, 4 + round / 5 % 5).unwrap();
                let pieces = 2 + round % 14;
                let Some((position, line)) =
                    build_by_uncapturing(&mut rng, shape, rules, pieces, round % 2 == 0)
                else {
                    continue;
                };
                assert_eq!(position.piece_count() as usize, pieces);
                let end = position.play_line(&line, rules).unwrap_or_else(|(mv, at)| panic!("{mv} in\n{at}"));
                assert!(end.is_won());
            }
        }
    }
}
