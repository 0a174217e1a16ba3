//! Pieces dragged in Play: a piece carried to another square or off the
//! board, a piece of the tray dropped on a square (see [`crate::piece_drag`]).

use super::{play::speech, status, CoveragePage, Effect, Mode};
use crate::{piece_drag::Drop, BoardPoint, Overlay, Tone};
use chesslab_core::board::{Cell, PieceKind};

impl CoveragePage {
    /// The pointer pressed at `point` of the board: the piece there, if
    /// any, is held (the answer: whether one is).
    pub fn press(&mut self, point: BoardPoint) -> bool {
        if self.mode == Mode::Play {
            let side = self.side();
            let placed = self.play.placed().clone();
            self.play.drag.press_board(point, side, side, |cell| placed.at(cell.square()?).last());
        }
        self.play.drag.holding()
    }

    /// The pointer pressed the tray's `kind`: one of them is held, if one is left (the
    /// answer: whether one is).
    pub fn press_tray(&mut self, kind: PieceKind) -> bool {
        if self.mode == Mode::Play && self.play.left(kind) > 0 {
            let side = self.side();
            self.play.drag.press_tray(kind, side, side);
        }
        self.play.drag.holding()
    }

    /// The board's side, in squares (as the drag counts them).
    fn side(&self) -> u8 {
        u8::try_from(self.play.problem().side()).unwrap_or(u8::MAX)
    }

    /// The pointer moved to `point`; tells whether the board must be redrawn.
    pub fn drag_to(&mut self, point: BoardPoint) -> bool {
        self.play.drag.pointer_move(point)
    }

    /// The browser took the pointer away: the held piece goes back.
    pub fn cancel_drag(&mut self) {
        self.play.drag.cancel();
    }

    /// What to draw over the board while a piece is held.
    #[must_use]
    pub fn overlay(&self) -> Overlay {
        self.play.drag.overlay()
    }

    /// Whether a tap at `now_ms` is the click that ends a drop (not a tap).
    pub(super) fn click_ends_drop(&mut self, now_ms: f64) -> bool {
        self.play.drag.click_ends_drop(now_ms)
    }

    /// The pointer released at `point`: the held piece dropped.
    pub fn release(&mut self, point: BoardPoint, now_ms: f64) -> Vec<Effect> {
        let square = |cell: Cell| cell.square();
        let said = match self.play.drag.release(point, now_ms) {
            None => return Vec::new(),
            Some(Drop::Move { kind, from, to }) => {
                let (Some(from), Some(to)) = (square(from), square(to)) else { return Vec::new() };
                if let Err(why) = self.play.carry(kind, from, to) {
                    return vec![status(why.clone(), Tone::Error), Effect::Announce(why)];
                }
                speech::carried(kind, from, to, &self.play_state())
            }
            Some(Drop::Lift { kind, from }) => {
                let Some(from) = square(from) else { return Vec::new() };
                self.play.lift_kind(kind, from);
                speech::lifted(kind, from, &self.play_state())
            }
            Some(Drop::Place { kind, to }) => {
                let Some(to) = square(to) else { return Vec::new() };
                self.play.select(kind);
                match self.play.place(to) {
                    Ok(kind) => speech::placed(kind, to, &self.play_state()),
                    Err(why) => return vec![status(why.clone(), Tone::Error), Effect::Announce(why)],
                }
            }
        };
        self.changed_by_hand(said, now_ms)
    }
}
