//! Coverage played by hand: what the page supplies to its
//! [`HandPlay`] (its try, its hint, which piece a
//! press holds), and a drop: a piece carried to another square or off the
//! board, a piece of the tray dropped on a square.

use super::{play::speech, CoveragePage, Effect, Mode};
use crate::{
    hand_play::{Drop, Family, HandEffect, HandPlay},
    BoardPoint,
};
use chesslab_core::{
    board::{Cell, PieceKind},
    coverage::Placement,
};

impl Family for CoveragePage {
    type Try = Placement;

    fn hand(&mut self) -> &mut HandPlay<Placement> {
        &mut self.play.hand
    }

    fn may_hold(&self, tray: Option<PieceKind>) -> bool {
        self.mode == Mode::Play && tray.is_none_or(|kind| self.play.left(kind) > 0)
    }
}

impl CoveragePage {
    /// The pointer released at `point`: the held piece dropped.
    pub fn release(&mut self, point: BoardPoint, now_ms: f64) -> Vec<Effect> {
        let square = |cell: Cell| cell.square();
        let said = match self.play.hand.release(point, now_ms) {
            None => return Vec::new(),
            Some(Drop::Move { kind, from, to }) => {
                let (Some(from), Some(to)) = (square(from), square(to)) else { return Vec::new() };
                if let Err(why) = self.play.carry(kind, from, to) {
                    return Effect::refused(why);
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
                    Err(why) => return Effect::refused(why),
                }
            }
        };
        self.play.hand.changed(said, now_ms)
    }
}
