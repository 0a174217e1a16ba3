//! The tests' independent judge of the solver's pruning: whether a position
//! can be won, found by trying every line with the plain rules of
//! [`Position`] (no search tricks beyond remembering dead positions); and the
//! random positions the tests judge ([`scatter`]).

use std::collections::HashSet;

use crate::{
    board::{PieceKind, Square, ALL_PIECE_KINDS},
    rng::Rng,
    solo::{Position, Rules},
};

/// Judges positions under one rule set, remembering the dead ones it met
/// (so that many positions along one line cost little more than one).
pub(super) struct TryingAll {
    rules: Rules,
    dead: HashSet<Position>,
}

impl TryingAll {
    /// A judge for `rules` that has seen nothing yet.
    pub(super) fn new(rules: Rules) -> TryingAll {
        TryingAll { rules, dead: HashSet::new() }
    }

    /// Whether some line of captures from `position` wins.
    pub(super) fn winnable(&mut self, position: &Position) -> bool {
        if position.is_won() {
            return true;
        }
        if self.dead.contains(position) {
            return false;
        }
        let winnable = position.legal_moves(self.rules).iter().any(|&mv| self.winnable(&position.play(mv)));
        if !winnable {
            self.dead.insert(*position);
        }
        winnable
    }
}

/// `position` with `drops` pieces dropped on random squares of its board, of
/// kinds drawn from `kinds` (all six when empty); a piece dropped on another
/// replaces it unless `onto_empty` (then that drop is lost).
pub(super) fn scatter(
    rng: &mut Rng,
    mut position: Position,
    drops: usize,
    kinds: &[PieceKind],
    onto_empty: bool,
) -> Position {
    let kinds = if kinds.is_empty() { &ALL_PIECE_KINDS[..] } else { kinds };
    let shape = position.shape();
    for _ in 0..drops {
        let (file, rank) = (rng.below(shape.width().into()) as u8, rng.below(shape.height().into()) as u8);
        let Some(square) = Square::new(file, rank) else { continue };
        if onto_empty && position.piece_at(square).is_some() {
            continue;
        }
        position = position.with_piece(square, kinds[rng.below(kinds.len())]);
    }
    position
}

/// Whether some line of captures from `position` wins under `rules`.
pub(super) fn winnable_by_trying_all(position: &Position, rules: Rules) -> bool {
    TryingAll::new(rules).winnable(position)
}
