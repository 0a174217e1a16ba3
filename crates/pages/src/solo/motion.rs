//! Pieces in motion: a piece held by the pointer (mouse, pen or touch) and
//! dropped on a target or back, and a move sliding from its square to its
//! target. The page passes the pointer in board coordinates
//! ([`BoardPoint`]) and the time; [`Motion::overlay`] says what to draw.

use crate::solo::{Game, GameStatus};
use crate::{BoardPoint, Floating, Overlay};
use chesslab_core::{
    board::{Bitboard, BoardShape, Cell, PieceKind, Square},
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

impl Motion {
    /// Whether moves land at once (the browser's `prefers-reduced-motion: reduce`).
    pub fn set_reduced(&mut self, reduced: bool) {
        self.reduced = reduced;
        if reduced {
            self.slide = None;
        }
    }

    /// Whether a piece is held by the pointer.
    pub const fn dragging(&self) -> bool {
        self.drag.is_some()
    }

    /// A pointer pressed at `point` of the board, on a new press: a piece of
    /// `game` that can be played is held (none once the game is won).
    pub fn press(&mut self, point: BoardPoint, game: &Game) {
        self.new_press();
        if game.status() == GameStatus::Won {
            return;
        }
        let position = game.position();
        let square = square_at(position.shape(), point);
        let Some((from, kind)) = square.and_then(|square| Some((square, position.piece_at(square)?))) else {
            return;
        };
        let rules = game.rules().rules();
        let targets = position.legal_moves(rules).into_iter().filter(|mv| mv.from == from).map(|mv| mv.to);
        self.drag = Some(Drag {
            from,
            kind,
            targets: targets.collect(),
            start: point,
            pointer: point,
            lifted: false,
        });
    }

    /// The pointer moved to `point`; tells whether a piece is held (and the board must be redrawn).
    pub fn pointer_move(&mut self, point: BoardPoint) -> bool {
        let Some(drag) = self.drag.as_mut() else { return false };
        drag.pointer = point;
        drag.lifted |= point.distance(drag.start) > LIFT_DISTANCE;
        true
    }

    /// The pointer released at `now_ms`: the lifted piece dropped (its
    /// square and kind), and the click the browser sends next is not a
    /// click on the board. `None`: no piece was lifted (a click follows).
    pub fn release(&mut self, now_ms: f64) -> Option<(Square, PieceKind)> {
        let drag = self.drag.take().filter(|drag| drag.lifted)?;
        self.drop_click_until = Some(now_ms + DROP_CLICK_MS);
        Some((drag.from, drag.kind))
    }

    /// A new press: no piece is held, and the next click is a click on the board.
    pub fn new_press(&mut self) {
        self.drop_click_until = None;
        self.drag = None;
    }

    /// The browser took the pointer away (a scroll, a system gesture): a held piece goes back.
    pub fn cancel(&mut self) {
        self.drag = None;
    }

    /// Whether a click at `now_ms` is the one that ends a drop (and so not a click on the board).
    pub fn click_ends_drop(&mut self, now_ms: f64) -> bool {
        self.drop_click_until.take().is_some_and(|until| now_ms <= until)
    }

    /// Drops a held piece back where it was (Escape at `now_ms`); the
    /// click that ends the press is then not a click on the board.
    pub fn drop_held(&mut self, now_ms: f64) -> bool {
        let held = self.drag.take().is_some();
        if held {
            self.drop_click_until = Some(now_ms + DROP_CLICK_MS);
        }
        held
    }

    /// Starts `mv`'s slide at `now_ms`, unless motion is reduced.
    pub fn slide(&mut self, mv: Move, now_ms: f64) {
        self.slide = (!self.reduced).then_some(Slide { mv, start_ms: now_ms });
    }

    /// What to draw over `game`'s board at `now_ms`.
    pub fn overlay(&self, game: &Game, now_ms: f64) -> Overlay {
        let position = game.position();
        let height = position.shape().height();
        let spent = match game.rules().rules().capture_limit {
            Some(limit) => position
                .occupied()
                .squares()
                .filter(|&square| position.captures_made(square) >= limit)
                .map(Cell::from)
                .collect(),
            None => Vec::new(),
        };
        let mut overlay = Overlay { spent, ..Overlay::default() };
        if let Some(drag) = self.drag.filter(|drag| drag.lifted) {
            overlay.floating = Some(Floating { kind: drag.kind, at: drag.pointer, lifted: true });
            overlay.dimmed = Some(drag.from.into());
            let under = square_at(position.shape(), drag.pointer);
            overlay.hovered = under.filter(|&square| drag.targets.contains(square)).map(Cell::from);
        } else if let Some(slide) = self.slide.filter(|_| self.sliding(now_ms).is_some()) {
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
}

/// The square under `point` on a board of `shape`.
pub(super) fn square_at(shape: BoardShape, point: BoardPoint) -> Option<Square> {
    point.cell(shape.width(), shape.height()).and_then(Cell::square)
}
