//! Playing a board by hand (Coverage, Exact attack): pieces placed, carried
//! and lifted with taps and drags, from a tray.

mod tray_drag;

pub use tray_drag::{Drop, TrayDrag};

use crate::{BoardPoint, Overlay};
use chesslab_core::board::PieceKind;

/// A page whose pieces are dragged (its Play): how a press holds a piece
/// there; the pointer's moves, a cancel and the overlay are the same for all.
pub trait Dragging {
    /// The page's drag.
    fn piece_drag(&self) -> &TrayDrag;
    /// The page's drag, to change.
    fn piece_drag_mut(&mut self) -> &mut TrayDrag;
    /// The pointer pressed at `point` of the board: the piece there, if
    /// any, is held (the answer: whether one is).
    fn press(&mut self, point: BoardPoint) -> bool;
    /// The pointer pressed the tray's `kind`: one is held if the puzzle has
    /// one to place (the answer: whether one is).
    fn press_tray(&mut self, kind: PieceKind) -> bool;

    /// The pointer moved to `point`; tells whether the board must be redrawn.
    fn drag_to(&mut self, point: BoardPoint) -> bool {
        self.piece_drag_mut().pointer_move(point)
    }

    /// The browser took the pointer away: the held piece goes back.
    fn cancel_drag(&mut self) {
        self.piece_drag_mut().cancel();
    }

    /// What to draw over the board while a piece is held.
    fn overlay(&self) -> Overlay {
        self.piece_drag().overlay()
    }
}
