//! Exact attack played by hand: what the page supplies to its
//! [`HandPlay`] (its try, its hint, which piece a
//! press holds), and a drop: a piece carried to another cell or off the
//! board, a piece of the tray dropped on a cell, in place of what stood there.

use super::{Effect, ExactPage, Mode};
use crate::{
    hand_play::{Drop, Family, HandPlay},
    BoardPoint,
};
use chesslab_core::{board::PieceKind, exact::Placement};

impl ExactPage {
    /// The pointer released at `point`: the held piece dropped.
    pub fn release(&mut self, point: BoardPoint, now_ms: f64) -> Vec<Effect> {
        let (kind, from, to) = match self.play.hand.release(point, now_ms) {
            None => return Vec::new(),
            Some(Drop::Move { kind, from, to }) => (kind, Some(from), Some(to)),
            Some(Drop::Lift { kind, from }) => (kind, Some(from), None),
            Some(Drop::Place { kind, to }) => (kind, None, Some(to)),
        };
        let dropped = self.play.drop_piece(
            &self.problem,
            kind,
            from.and_then(|c| c.square()),
            to.and_then(|c| c.square()),
        );
        self.changed_by_hand(dropped, now_ms)
    }
}

impl Family for ExactPage {
    type Try = Placement;

    fn may_hold(&self, tray: Option<PieceKind>) -> bool {
        self.mode == Mode::Play && tray.is_none_or(|kind| self.problem.pieces().contains(kind))
    }

    fn hand(&mut self) -> &mut HandPlay<Placement> {
        &mut self.play.hand
    }
}
