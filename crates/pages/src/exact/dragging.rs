//! Pieces dragged in Play: a piece carried to another cell or off the
//! board, a piece of the tray dropped on a cell, in place of what stood
//! there (see [`crate::hand_play`]).

use super::{Effect, ExactPage, Mode};
use crate::{
    hand_play::{Dragging, Drop, TrayDrag},
    BoardPoint,
};
use chesslab_core::board::PieceKind;

impl Dragging for ExactPage {
    fn piece_drag(&self) -> &TrayDrag {
        &self.play.drag
    }

    fn piece_drag_mut(&mut self) -> &mut TrayDrag {
        &mut self.play.drag
    }

    fn press(&mut self, point: BoardPoint) -> bool {
        if self.mode == Mode::Play {
            let (width, height) = (self.problem.width(), self.problem.height());
            let placed = self.play.placed().clone();
            self.play.drag.press_board(point, width, height, |cell| placed.piece_at(cell.square()?));
        }
        self.play.drag.holding()
    }

    fn press_tray(&mut self, kind: PieceKind) -> bool {
        if self.mode == Mode::Play && self.problem.pieces().contains(kind) {
            self.play.drag.press_tray(kind, self.problem.width(), self.problem.height());
        }
        self.play.drag.holding()
    }
}

impl ExactPage {
    /// The pointer released at `point`: the held piece dropped.
    pub fn release(&mut self, point: BoardPoint, now_ms: f64) -> Vec<Effect> {
        let (kind, from, to) = match self.play.drag.release(point, now_ms) {
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
