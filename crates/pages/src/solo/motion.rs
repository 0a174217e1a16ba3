//! Pieces in motion: a piece held by the pointer (mouse, pen or touch) and
//! dropped on a target or back, and a move sliding from its square to its
//! target. The page passes the pointer in board coordinates
//! ([`BoardPoint`]) and the time; [`Motion::overlay`] says what to draw.
//! The pointer's part is every page's [`PieceDrag`].

use crate::solo::{Game, GameStatus};
use crate::{piece_drag::PieceDrag, BoardPoint, Floating, Overlay};
use chesslab_core::{
    board::{Bitboard, BoardShape, Cell, PieceKind, Square},
    solo::Move,
};

/// How long a move slides, in milliseconds.
pub const SLIDE_MS: f64 = 180.0;

/// Pieces in motion, and how the player wants motion shown.
#[derive(Clone, Debug, Default)]
pub(super) struct Motion {
    /// The piece the pointer holds.
    drag: PieceDrag<Grip>,
    slide: Option<Slide>,
    /// The player asked for reduced motion: moves land at once.
    reduced: bool,
}

/// A piece pressed by the pointer.
#[derive(Clone, Copy, Debug)]
struct Grip {
    from: Square,
    kind: PieceKind,
    /// Where it may capture (computed once, at the press).
    targets: Bitboard,
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
        self.drag.cancel();
        self.slide = None;
    }

    /// The held piece's square and targets, while one is pressed.
    pub fn held(&self) -> Option<(Square, Bitboard)> {
        self.drag.held().map(|grip| (grip.from, grip.targets))
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
    pub fn dragging(&self) -> bool {
        self.drag.held().is_some()
    }

    /// A pointer pressed at `point` of the board, on a new press: a piece of
    /// `game` that can be played is held (none once the game is won).
    pub fn press(&mut self, point: BoardPoint, game: &Game) {
        let grip = if game.status() == GameStatus::Won { None } else { grip_at(point, game) };
        self.drag.press(grip, point);
    }

    /// The pointer moved to `point`; tells whether a piece is held (and the board must be redrawn).
    pub fn pointer_move(&mut self, point: BoardPoint) -> bool {
        self.drag.pointer_move(point);
        self.dragging()
    }

    /// The pointer released at `now_ms`: the lifted piece dropped (its
    /// square and kind), and the click the browser sends next is not a
    /// click on the board. `None`: no piece was lifted (a click follows).
    pub fn release(&mut self, now_ms: f64) -> Option<(Square, PieceKind)> {
        self.drag.release(now_ms).map(|grip| (grip.from, grip.kind))
    }

    /// A new press: no piece is held, and the next click is a click on the board.
    pub fn new_press(&mut self) {
        self.drag.new_press();
    }

    /// The browser took the pointer away (a scroll, a system gesture): a held piece goes back.
    pub fn cancel(&mut self) {
        self.drag.cancel();
    }

    /// Whether a click at `now_ms` is the one that ends a drop (and so not a click on the board).
    pub fn click_ends_drop(&mut self, now_ms: f64) -> bool {
        self.drag.click_ends_drop(now_ms)
    }

    /// Drops a held piece back where it was (Escape at `now_ms`); the
    /// click that ends the press is then not a click on the board.
    pub fn drop_held(&mut self, now_ms: f64) -> bool {
        self.drag.drop_held(now_ms)
    }

    /// Starts `mv`'s slide at `now_ms`, unless motion is reduced.
    pub fn slide(&mut self, mv: Move, now_ms: f64) {
        self.slide = (!self.reduced).then_some(Slide { mv, start_ms: now_ms });
    }

    /// What to draw over `game`'s board at `now_ms`.
    pub fn overlay(&self, game: &Game, now_ms: f64) -> Overlay {
        let position = game.position();
        let height = position.shape().height();
        let spent = match game.capture_limit_shown() {
            Some(limit) => position
                .occupied()
                .squares()
                .filter(|&square| position.captures_made(square) >= limit)
                .map(Cell::from)
                .collect(),
            None => Vec::new(),
        };
        let mut overlay = Overlay { spent, ..Overlay::default() };
        if let Some((grip, at)) = self.drag.following() {
            overlay.floating = Some(Floating { kind: grip.kind, at, lifted: true });
            overlay.dimmed = Some(grip.from.into());
            let under = square_at(position.shape(), at);
            overlay.hovered = under.filter(|&square| grip.targets.contains(square)).map(Cell::from);
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

/// The piece of `game` under `point`, held with the squares it may capture on.
fn grip_at(point: BoardPoint, game: &Game) -> Option<Grip> {
    let position = game.position();
    let from = square_at(position.shape(), point)?;
    let kind = position.piece_at(from)?;
    let rules = game.rules().rules();
    let targets = position.legal_moves(rules).into_iter().filter(|mv| mv.from == from).map(|mv| mv.to);
    Some(Grip { from, kind, targets: targets.collect() })
}

/// The square under `point` on a board of `shape`.
pub(super) fn square_at(shape: BoardShape, point: BoardPoint) -> Option<Square> {
    point.cell(shape.width(), shape.height()).and_then(Cell::square)
}
