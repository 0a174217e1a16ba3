//! Positions that are solvable by construction, on any board and under any
//! rules: built backwards from one piece by un-capturing (the seed's method),
//! for solver tests and benchmarks.
//!
//! Each step picks a piece that may still have made one more capture, puts a
//! new piece where it stands and moves it back to an empty square from which
//! that capture is possible. Reversed, the steps are a winning line: every
//! capture is checked in the position it is made in, no piece makes more
//! captures than the limit, and under Solo rules no king is ever captured.

use super::{Move, Position, Rules};
use crate::{
    board::{attacks, Bitboard, BoardShape, PieceKind, ALL_PIECE_KINDS},
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
    // Captures each piece makes later in the line, by square index.
    let mut later = [0u8; 64];
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
        let (from, to) = (usize::from(mv.from.index()), usize::from(mv.to.index()));
        later[from] = later[to] + 1;
        later[to] = 0;
        position = before;
        line.push(mv);
    }
    line.reverse();
    Some((position, line))
}

/// One random un-capture of `position`, if the random choices allow one.
fn random_uncapture(
    rng: &mut Rng,
    position: &Position,
    rules: Rules,
    later: &[u8; 64],
) -> Option<(Position, Move)> {
    let occupied: Vec<_> = position.occupied().squares().collect();
    let to = *rng.choose(&occupied)?;
    let piece = position.piece_at(to)?;
    if rules.capture_limit.is_some_and(|limit| later[usize::from(to.index())] >= limit) {
        return None;
    }
    let victims: Vec<PieceKind> =
        ALL_PIECE_KINDS.into_iter().filter(|&kind| rules.may_be_captured(kind)).collect();
    let captured = *rng.choose(&victims)?;
    let shape = position.shape();
    let empty = shape.squares() & !position.occupied();
    let froms: Vec<_> = Bitboard(empty.0)
        .squares()
        .filter(|&from| attacks(piece, from, shape, position.occupied().with(from)).contains(to))
        .collect();
    let from = *rng.choose(&froms)?;
    let before = position.with_piece(to, captured).with_piece(from, piece);
    Some((before, Move { piece, from, to, captured }))
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
