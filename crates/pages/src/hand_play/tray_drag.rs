//! Dragging pieces on a board played by hand (Coverage, Exact attack): a
//! piece on the board carried to another square, or off the board to lift
//! it, and a piece from the tray dropped on a square. The pointer's part
//! (the press, the travel that makes a tap a drag, the click after a drop)
//! is every page's [`PieceDrag`]; this adds the tray and what a drop did.

use crate::{piece_drag::PieceDrag, BoardPoint, Floating, Overlay};
use chesslab_core::board::{Cell, PieceKind};

/// What a drag ended in, for the page to apply (each one change, undone at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drop {
    /// A piece on the board carried to another square.
    Move {
        /// The piece.
        kind: PieceKind,
        /// Where it stood.
        from: Cell,
        /// Where it was dropped.
        to: Cell,
    },
    /// A piece on the board dropped off it: back to the tray.
    Lift {
        /// The piece.
        kind: PieceKind,
        /// Where it stood.
        from: Cell,
    },
    /// A piece of the tray dropped on a square.
    Place {
        /// The piece.
        kind: PieceKind,
        /// Where it was dropped.
        to: Cell,
    },
}

/// The piece the pointer holds on a board played by hand, if any, from the
/// board or the tray.
///
/// ```
/// use chesslab_core::board::{Cell, PieceKind};
/// use chesslab_pages::{hand_play::{Drop, TrayDrag}, BoardPoint};
///
/// let mut drag = TrayDrag::default();
/// // A knight on a1 (bottom-left of a 4×4 board) carried to b3.
/// drag.press_board(BoardPoint { x: 0.5, y: 3.5 }, 4, 4, |cell| (cell == Cell { file: 0, rank: 0 }).then_some(PieceKind::Knight));
/// drag.pointer_move(BoardPoint { x: 1.5, y: 1.5 });
/// let a1 = Cell { file: 0, rank: 0 };
/// let b3 = Cell { file: 1, rank: 2 };
/// assert_eq!(drag.release(BoardPoint { x: 1.5, y: 1.5 }, 0.0), Some(Drop::Move { kind: PieceKind::Knight, from: a1, to: b3 }));
/// assert!(drag.click_ends_drop(10.0)); // the browser's click for that press is not a tap
/// ```
#[derive(Clone, Debug, Default)]
pub struct TrayDrag {
    drag: PieceDrag<Grip>,
    /// A tray piece pressed: the pointer holds it from its first move on the page.
    waiting: Option<Grip>,
}

/// What is held: a piece, from its square or the tray, on a board `width` × `height`.
#[derive(Clone, Copy, Debug)]
struct Grip {
    kind: PieceKind,
    /// Its square, or `None` from the tray.
    from: Option<Cell>,
    width: u8,
    height: u8,
}

impl TrayDrag {
    /// A press at `point` of a `width` × `height` board: the piece standing
    /// there (`piece_at`), if any, is held.
    pub fn press_board(
        &mut self,
        point: BoardPoint,
        width: u8,
        height: u8,
        piece_at: impl FnOnce(Cell) -> Option<PieceKind>,
    ) {
        let grip = point.cell(width, height).and_then(|cell| {
            let kind = piece_at(cell)?;
            Some(Grip { kind, from: Some(cell), width, height })
        });
        self.waiting = None;
        self.drag.press(grip, point);
    }

    /// A press on the tray's `kind`, for a board `width` × `height`: it
    /// follows the pointer once it travels.
    pub fn press_tray(&mut self, kind: PieceKind, width: u8, height: u8) {
        self.drag.new_press();
        self.waiting = Some(Grip { kind, from: None, width, height });
    }

    /// The pointer moved to `point` (in squares, off the board too); tells
    /// whether the board must be redrawn (a piece follows the pointer).
    pub fn pointer_move(&mut self, point: BoardPoint) -> bool {
        if let Some(grip) = self.waiting.take() {
            self.drag.press(Some(grip), point);
        }
        self.drag.pointer_move(point)
    }

    /// The pointer released at `point` at `now_ms`: what the drag did, if
    /// the piece had travelled (then the click that follows is not a tap).
    /// `None`: a tap, or a tray piece dropped off the board.
    pub fn release(&mut self, point: BoardPoint, now_ms: f64) -> Option<Drop> {
        self.waiting = None;
        let grip = self.drag.release(now_ms)?;
        let to = point.cell(grip.width, grip.height);
        match (grip.from, to) {
            (Some(from), Some(to)) if from == to => None,
            (Some(from), Some(to)) => Some(Drop::Move { kind: grip.kind, from, to }),
            (Some(from), None) => Some(Drop::Lift { kind: grip.kind, from }),
            (None, Some(to)) => Some(Drop::Place { kind: grip.kind, to }),
            (None, None) => None,
        }
    }

    /// The browser took the pointer away (a scroll, a system gesture): the held piece goes back.
    pub fn cancel(&mut self) {
        self.waiting = None;
        self.drag.cancel();
    }

    /// Whether a click at `now_ms` is the one that ends a drop (and so not a tap).
    pub fn click_ends_drop(&mut self, now_ms: f64) -> bool {
        self.drag.click_ends_drop(now_ms)
    }

    /// Whether a piece is pressed (it follows the pointer once it travels).
    pub fn holding(&self) -> bool {
        self.waiting.is_some() || self.drag.held().is_some()
    }

    /// What to draw over the board: the held piece at the pointer, its square dimmed.
    pub fn overlay(&self) -> Overlay {
        let Some((grip, at)) = self.drag.following() else { return Overlay::default() };
        Overlay {
            floating: Some(Floating { kind: grip.kind, at, lifted: true }),
            dimmed: grip.from,
            hovered: at.cell(grip.width, grip.height),
            ..Overlay::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KNIGHT_ON_A1: fn(Cell) -> Option<PieceKind> =
        |cell| (cell == Cell { file: 0, rank: 0 }).then_some(PieceKind::Knight);

    fn at(x: f64, y: f64) -> BoardPoint {
        BoardPoint { x, y }
    }

    #[test]
    fn a_press_that_does_not_travel_is_a_tap() {
        let mut drag = TrayDrag::default();
        drag.press_board(at(0.5, 3.5), 4, 4, KNIGHT_ON_A1);
        assert!(!drag.pointer_move(at(0.55, 3.45)));
        assert_eq!(drag.release(at(0.55, 3.45), 0.0), None);
        assert!(!drag.click_ends_drop(1.0), "the click is the tap");
        assert_eq!(drag.overlay(), Overlay::default());
    }

    #[test]
    fn a_piece_dropped_off_the_board_is_lifted_and_back_on_its_square_is_nothing() {
        let a1 = Cell { file: 0, rank: 0 };
        let mut drag = TrayDrag::default();
        drag.press_board(at(0.5, 3.5), 4, 4, KNIGHT_ON_A1);
        assert!(drag.pointer_move(at(-1.0, 3.5)));
        assert_eq!(drag.overlay().dimmed, Some(a1));
        assert_eq!(drag.overlay().hovered, None);
        assert_eq!(drag.release(at(-1.0, 3.5), 0.0), Some(Drop::Lift { kind: PieceKind::Knight, from: a1 }));

        drag.press_board(at(0.5, 3.5), 4, 4, KNIGHT_ON_A1);
        drag.pointer_move(at(2.0, 2.0));
        assert_eq!(drag.release(at(0.4, 3.6), 0.0), None);
        assert!(drag.click_ends_drop(500.0), "the piece travelled: its click is not a tap");
    }

    #[test]
    fn an_empty_square_holds_nothing() {
        let mut drag = TrayDrag::default();
        drag.press_board(at(1.5, 1.5), 4, 4, KNIGHT_ON_A1);
        assert!(!drag.holding());
        assert!(!drag.pointer_move(at(3.5, 0.5)));
        assert_eq!(drag.release(at(3.5, 0.5), 0.0), None);
    }

    #[test]
    fn a_tray_piece_is_placed_where_it_is_dropped_on_the_board_only() {
        let mut drag = TrayDrag::default();
        drag.press_tray(PieceKind::Queen, 8, 8);
        assert!(drag.holding());
        drag.pointer_move(at(4.0, 9.0)); // the tray, below the board
        assert!(drag.pointer_move(at(3.5, 4.5)));
        let overlay = drag.overlay();
        assert_eq!(overlay.floating.map(|floating| floating.kind), Some(PieceKind::Queen));
        assert_eq!(overlay.dimmed, None);
        let d4 = Cell { file: 3, rank: 3 };
        assert_eq!(overlay.hovered, Some(d4));
        assert_eq!(drag.release(at(3.5, 4.5), 0.0), Some(Drop::Place { kind: PieceKind::Queen, to: d4 }));

        drag.press_tray(PieceKind::Queen, 8, 8);
        drag.pointer_move(at(4.0, 9.0));
        drag.pointer_move(at(4.0, 10.0));
        assert_eq!(drag.release(at(4.0, 10.0), 0.0), None, "dropped off the board: nothing placed");
    }
}
