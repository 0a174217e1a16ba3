//! Pieces dragged in Play: a piece carried to another square or off the
//! board, a piece of the tray dropped on a square (see [`crate::hand_play`]).

use super::{play::speech, status, CoveragePage, Effect, Mode};
use crate::placing::Placing;
use crate::{
    hand_play::{Dragging, Drop, TrayDrag},
    BoardPoint, Tone,
};
use chesslab_core::board::{Cell, PieceKind};

impl Dragging for CoveragePage {
    fn piece_drag(&self) -> &TrayDrag {
        &self.play.drag
    }

    fn piece_drag_mut(&mut self) -> &mut TrayDrag {
        &mut self.play.drag
    }

    fn press(&mut self, point: BoardPoint) -> bool {
        if self.mode == Mode::Play {
            let side = self.side();
            let placed = self.play.placed().clone();
            self.play.drag.press_board(point, side, side, |cell| placed.at(cell.square()?).last());
        }
        self.play.drag.holding()
    }

    fn press_tray(&mut self, kind: PieceKind) -> bool {
        if self.mode == Mode::Play && self.play.left(kind) > 0 {
            let side = self.side();
            self.play.drag.press_tray(kind, side, side);
        }
        self.play.drag.holding()
    }
}

impl CoveragePage {
    /// The board's side, in squares (as the drag counts them).
    fn side(&self) -> u8 {
        u8::try_from(self.play.problem().side()).unwrap_or(u8::MAX)
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
