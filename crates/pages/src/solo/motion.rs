//! Pieces in motion: a piece held by the pointer (mouse, pen or touch) and
//! dropped on a target or back, and a move sliding from its square to its
//! target. The page passes the pointer in board coordinates
//! ([`BoardPoint`]) and the time; [`SoloPage::overlay`] says what to draw.

use super::{Effect, SoloPage, Tone};
use crate::solo::GameStatus;
use crate::{BoardPoint, Floating, Overlay};
use chesslab_core::{
    board::{Bitboard, Cell, PieceKind, Square},
    solo::Move,
};

/// How long a move slides, in milliseconds.
pub const SLIDE_MS: f64 = 180.0;

/// How far (in squares) the pointer must travel before a pressed piece lifts:
/// a shorter wobble is a click.
const LIFT_DISTANCE: f64 = 0.2;

/// After a drop, the click the browser sends for the same press is not a
/// click on the board, if it comes within this time.
const DROP_CLICK_MS: f64 = 1000.0;

/// Pieces in motion, and how the player wants motion shown.
#[derive(Clone, Debug, Default)]
pub(super) struct Motion {
    drag: Option<Drag>,
    slide: Option<Slide>,
    /// Until when the click that follows a drop is ignored.
    drop_click_until: Option<f64>,
    /// The player asked for reduced motion: moves land at once.
    reduced: bool,
}

/// A piece pressed by the pointer.
#[derive(Clone, Copy, Debug)]
struct Drag {
    from: Square,
    kind: PieceKind,
    /// Where it may capture (computed once, at the press).
    targets: Bitboard,
    start: BoardPoint,
    pointer: BoardPoint,
    /// The pointer has moved far enough: the piece follows it.
    lifted: bool,
}

/// A move sliding to its target.
#[derive(Clone, Copy, Debug)]
struct Slide {
    mv: Move,
    start_ms: f64,
}

impl Motion {
    /// Forgets pieces in motion (a new game, undo, restart).
    pub fn settle(&mut self) {
        self.drag = None;
        self.slide = None;
    }

    /// The held piece's square and targets, while one is pressed.
    pub fn held(&self) -> Option<(Square, Bitboard)> {
        self.drag.map(|drag| (drag.from, drag.targets))
    }

    /// The move sliding at `now_ms`, if any.
    pub fn sliding(&self, now_ms: f64) -> Option<Move> {
        self.slide.filter(|slide| now_ms < slide.start_ms + SLIDE_MS).map(|slide| slide.mv)
    }
}

/// How far a slide started at `start_ms` has come at `now_ms`, 0 to 1, easing out.
fn progress(start_ms: f64, now_ms: f64) -> f64 {
    let t = ((now_ms - start_ms) / SLIDE_MS).clamp(0.0, 1.0);
    1.0 - (1.0 - t).powi(3)
}

impl SoloPage {
    /// Whether moves land at once (the browser's `prefers-reduced-motion: reduce`).
    pub fn set_reduced_motion(&mut self, reduced: bool) {
        self.motion.reduced = reduced;
        if reduced {
            self.motion.slide = None;
        }
    }

    /// Whether a move is sliding at `now_ms`: the page draws frames until it is not.
    #[must_use]
    pub fn animating(&self, now_ms: f64) -> bool {
        self.motion.sliding(now_ms).is_some()
    }

    /// Whether a piece is held by the pointer.
    #[must_use]
    pub const fn dragging(&self) -> bool {
        self.motion.drag.is_some()
    }

    /// A pointer (mouse button, pen or finger) pressed at `point` of the
    /// board: in play, a piece that can be played is held; in the editor, a
    /// drag may start. The click the browser sends after the press still
    /// selects and plays as before.
    pub fn pointer_down(&mut self, point: BoardPoint) -> Vec<Effect> {
        self.motion.drop_click_until = None;
        self.motion.drag = None;
        let square = self.square_at(point);
        if self.editing.is_some() {
            return self.press(square);
        }
        let game = self.game();
        if game.status() == GameStatus::Won {
            return self.take();
        }
        let position = game.position();
        let rules = game.rules().rules();
        let piece = square.and_then(|square| Some((square, position.piece_at(square)?)));
        if let Some((from, kind)) = piece {
            let targets =
                position.legal_moves(rules).into_iter().filter(|mv| mv.from == from).map(|mv| mv.to);
            let targets = targets.collect();
            self.motion.drag =
                Some(Drag { from, kind, targets, start: point, pointer: point, lifted: false });
        }
        self.take()
    }

    /// The pointer moved to `point`; tells whether the board must be redrawn
    /// (a piece is held). Nothing else changes, so the page redraws only the board.
    pub fn pointer_move(&mut self, point: BoardPoint) -> bool {
        let Some(drag) = self.motion.drag.as_mut() else { return false };
        drag.pointer = point;
        drag.lifted |= point.distance(drag.start) > LIFT_DISTANCE;
        true
    }

    /// The pointer released at `point`: a lifted piece dropped on one of its
    /// targets captures there, anywhere else it goes back. A piece that was
    /// not lifted leaves it to the click that follows.
    pub fn pointer_up(&mut self, point: BoardPoint, now_ms: f64) -> Vec<Effect> {
        let square = self.square_at(point);
        if self.editing.is_some() {
            return self.release(square, now_ms);
        }
        let Some(drag) = self.motion.drag.take() else { return self.take() };
        if !drag.lifted {
            return self.take();
        }
        self.motion.drop_click_until = Some(now_ms + DROP_CLICK_MS);
        if let Some(why) = self.run_holds() {
            self.play.game.deselect();
            self.say(why, Tone::Info);
            return self.take();
        }
        let rules = self.game().rules().rules();
        let mv = square.and_then(|to| self.game().position().find_move(drag.from, to, rules));
        match (mv, square) {
            (Some(mv), _) => {
                self.play.game.play(mv);
                self.moved(now_ms);
            }
            (None, Some(to)) if to == drag.from => {}
            (None, _) => {
                self.play.game.deselect();
                let name = drag.kind.name();
                let text = match square {
                    Some(to) => format!("The {name} on {} cannot capture on {to}: it is back.", drag.from),
                    None => {
                        format!("The {name} on {} is back: drop it on a piece it can capture.", drag.from)
                    }
                };
                self.say(text, Tone::Info);
            }
        }
        self.take()
    }

    /// The browser took the pointer away (a scroll, a system gesture): a held piece goes back.
    pub fn pointer_cancel(&mut self) -> Vec<Effect> {
        self.motion.drag = None;
        self.take()
    }

    /// Whether a click at `now_ms` is the one that ends a drop (and so not a click on the board).
    pub(super) fn click_ends_drop(&mut self, now_ms: f64) -> bool {
        self.motion.drop_click_until.take().is_some_and(|until| now_ms <= until)
    }

    /// Drops a held piece back where it was (Escape at `now_ms`); the
    /// click that ends the press is then not a click on the board.
    pub(super) fn drop_held(&mut self, now_ms: f64) -> bool {
        let held = self.motion.drag.take().is_some();
        if held {
            self.motion.drop_click_until = Some(now_ms + DROP_CLICK_MS);
        }
        held
    }

    /// Starts `mv`'s slide at `now_ms`, unless motion is reduced.
    pub(super) fn slide(&mut self, mv: Move, now_ms: f64) {
        self.motion.slide = (!self.motion.reduced).then_some(Slide { mv, start_ms: now_ms });
    }

    /// What to draw over the board at `now_ms`.
    #[must_use]
    pub fn overlay(&self, now_ms: f64) -> Overlay {
        if self.editing.is_some() {
            return Overlay::default();
        }
        let position = self.game().position();
        let height = position.shape().height();
        let spent = match self.game().rules().rules().capture_limit {
            Some(limit) => position
                .occupied()
                .squares()
                .filter(|&square| position.captures_made(square) >= limit)
                .map(Cell::from)
                .collect(),
            None => Vec::new(),
        };
        let mut overlay = Overlay { spent, ..Overlay::default() };
        if let Some(drag) = self.motion.drag.filter(|drag| drag.lifted) {
            overlay.floating = Some(Floating { kind: drag.kind, at: drag.pointer, lifted: true });
            overlay.dimmed = Some(drag.from.into());
            let under = self.square_at(drag.pointer);
            overlay.hovered = under.filter(|&square| drag.targets.contains(square)).map(Cell::from);
        } else if let Some(slide) = self.motion.slide.filter(|_| self.motion.sliding(now_ms).is_some()) {
            let (from, to) = (
                BoardPoint::centre(slide.mv.from.into(), height),
                BoardPoint::centre(slide.mv.to.into(), height),
            );
            let done = progress(slide.start_ms, now_ms);
            let at = BoardPoint { x: from.x + (to.x - from.x) * done, y: from.y + (to.y - from.y) * done };
            overlay.floating = Some(Floating { kind: slide.mv.piece, at, lifted: false });
        }
        overlay
    }

    /// The square under `point` on the board in play or in the editor.
    fn square_at(&self, point: BoardPoint) -> Option<Square> {
        let shape = match &self.editing {
            Some(editor) => editor.position().shape(),
            None => self.game().position().shape(),
        };
        point.cell(shape.width(), shape.height()).and_then(Cell::square)
    }
}
