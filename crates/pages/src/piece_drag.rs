//! Dragging pieces on a board played by hand (Coverage, Exact attack): a
//! piece on the board carried to another square, or off the board to lift
//! it, and a piece from the tray dropped on a square. A press that does not
//! travel stays a tap, which the page takes as a click; the click the
//! browser sends after a drop is not one.

use crate::{BoardPoint, Floating, Overlay};
use chesslab_core::board::{Cell, PieceKind};

/// How far (in squares) the pointer must travel before a pressed piece
/// follows it: a shorter wobble is a tap.
const LIFT_DISTANCE: f64 = 0.2;

/// After a drop, the click the browser sends for the same press is not a
/// tap, if it comes within this time.
const DROP_CLICK_MS: f64 = 1000.0;

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

/// The piece the pointer holds, if any, on a board `width` × `height`.
///
/// ```
/// use chesslab_core::board::{Cell, PieceKind};
/// use chesslab_pages::{piece_drag::{Drop, PieceDrag}, BoardPoint};
///
/// let mut drag = PieceDrag::default();
/// // A knight on a1 (bottom-left of a 4×4 board) carried to b3.
/// drag.press_board(BoardPoint { x: 0.5, y: 3.5 }, 4, 4, |cell| (cell == Cell { file: 0, rank: 0 }).then_some(PieceKind::Knight));
/// drag.pointer_move(BoardPoint { x: 1.5, y: 1.5 });
/// let a1 = Cell { file: 0, rank: 0 };
/// let b3 = Cell { file: 1, rank: 2 };
/// assert_eq!(drag.release(BoardPoint { x: 1.5, y: 1.5 }, 0.0), Some(Drop::Move { kind: PieceKind::Knight, from: a1, to: b3 }));
/// assert!(drag.click_ends_drop(10.0)); // the browser's click for that press is not a tap
/// ```
#[derive(Clone, Debug, Default)]
pub struct PieceDrag {
    held: Option<Held>,
    /// Until when the click that follows a drop is not a tap.
    drop_click_until: Option<f64>,
}

/// A piece pressed by the pointer.
#[derive(Clone, Copy, Debug)]
struct Held {
    kind: PieceKind,
    /// Its square, or `None` from the tray.
    from: Option<Cell>,
    width: u8,
    height: u8,
    /// Where the press started (the tray's first point on the board's scale).
    start: Option<BoardPoint>,
    pointer: Option<BoardPoint>,
    /// The pointer has travelled far enough: the piece follows it.
    lifted: bool,
}

impl PieceDrag {
    /// A press at `point` of a `width` × `height` board: the piece standing
    /// there (`piece_at`), if any, is held.
    pub fn press_board(
        &mut self,
        point: BoardPoint,
        width: u8,
        height: u8,
        piece_at: impl FnOnce(Cell) -> Option<PieceKind>,
    ) {
        self.drop_click_until = None;
        self.held = point.cell(width, height).and_then(|cell| {
            let kind = piece_at(cell)?;
            Some(Held {
                kind,
                from: Some(cell),
                width,
                height,
                start: Some(point),
                pointer: Some(point),
                lifted: false,
            })
        });
    }

    /// A press on the tray's `kind`, for a board `width` × `height`: it
    /// follows the pointer once it travels.
    pub fn press_tray(&mut self, kind: PieceKind, width: u8, height: u8) {
        self.drop_click_until = None;
        self.held = Some(Held { kind, from: None, width, height, start: None, pointer: None, lifted: false });
    }

    /// The pointer moved to `point` (in squares, off the board too); tells
    /// whether the board must be redrawn (a piece follows the pointer).
    pub fn pointer_move(&mut self, point: BoardPoint) -> bool {
        let Some(held) = self.held.as_mut() else { return false };
        let start = *held.start.get_or_insert(point);
        held.pointer = Some(point);
        held.lifted |= point.distance(start) > LIFT_DISTANCE;
        held.lifted
    }

    /// The pointer released at `point` at `now_ms`: what the drag did, if
    /// the piece had travelled (then the click that follows is not a tap).
    /// `None`: a tap, or a tray piece dropped off the board.
    pub fn release(&mut self, point: BoardPoint, now_ms: f64) -> Option<Drop> {
        let held = self.held.take().filter(|held| held.lifted)?;
        self.drop_click_until = Some(now_ms + DROP_CLICK_MS);
        let to = point.cell(held.width, held.height);
        match (held.from, to) {
            (Some(from), Some(to)) if from == to => None,
            (Some(from), Some(to)) => Some(Drop::Move { kind: held.kind, from, to }),
            (Some(from), None) => Some(Drop::Lift { kind: held.kind, from }),
            (None, Some(to)) => Some(Drop::Place { kind: held.kind, to }),
            (None, None) => None,
        }
    }

    /// The browser took the pointer away (a scroll, a system gesture): the held piece goes back.
    pub fn cancel(&mut self) {
        self.held = None;
    }

    /// Whether a click at `now_ms` is the one that ends a drop (and so not a tap).
    pub fn click_ends_drop(&mut self, now_ms: f64) -> bool {
        self.drop_click_until.take().is_some_and(|until| now_ms <= until)
    }

    /// Whether a piece is pressed (it follows the pointer once it travels).
    pub fn holding(&self) -> bool {
        self.held.is_some()
    }

    /// Whether a piece follows the pointer.
    pub fn dragging(&self) -> bool {
        self.held.is_some_and(|held| held.lifted)
    }

    /// What to draw over the board: the held piece at the pointer, its square dimmed.
    pub fn overlay(&self) -> Overlay {
        let Some(held) = self.held.filter(|held| held.lifted) else { return Overlay::default() };
        Overlay {
            floating: held.pointer.map(|at| Floating { kind: held.kind, at, lifted: true }),
            dimmed: held.from,
            hovered: held.pointer.and_then(|at| at.cell(held.width, held.height)),
            ..Overlay::default()
        }
    }
}

/// A page whose pieces are dragged (its Play): how a press holds a piece
/// there; the pointer's moves, a cancel and the overlay are the same for all.
pub trait Dragging {
    /// The page's drag.
    fn piece_drag(&self) -> &PieceDrag;
    /// The page's drag, to change.
    fn piece_drag_mut(&mut self) -> &mut PieceDrag;
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
        let mut drag = PieceDrag::default();
        drag.press_board(at(0.5, 3.5), 4, 4, KNIGHT_ON_A1);
        assert!(!drag.pointer_move(at(0.55, 3.45)));
        assert_eq!(drag.release(at(0.55, 3.45), 0.0), None);
        assert!(!drag.click_ends_drop(1.0), "the click is the tap");
        assert_eq!(drag.overlay(), Overlay::default());
    }

    #[test]
    fn a_piece_dropped_off_the_board_is_lifted_and_back_on_its_square_is_nothing() {
        let a1 = Cell { file: 0, rank: 0 };
        let mut drag = PieceDrag::default();
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
        let mut drag = PieceDrag::default();
        drag.press_board(at(1.5, 1.5), 4, 4, KNIGHT_ON_A1);
        assert!(!drag.pointer_move(at(3.5, 0.5)));
        assert_eq!(drag.release(at(3.5, 0.5), 0.0), None);
    }

    #[test]
    fn a_tray_piece_is_placed_where_it_is_dropped_on_the_board_only() {
        let mut drag = PieceDrag::default();
        drag.press_tray(PieceKind::Queen, 8, 8);
        assert!(!drag.dragging());
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

    #[test]
    fn a_cancelled_drag_drops_nothing_and_an_old_drop_does_not_eat_a_later_click() {
        let mut drag = PieceDrag::default();
        drag.press_board(at(0.5, 3.5), 4, 4, KNIGHT_ON_A1);
        drag.pointer_move(at(2.5, 2.5));
        drag.cancel();
        assert!(!drag.dragging());
        assert_eq!(drag.release(at(2.5, 2.5), 0.0), None);

        drag.press_board(at(0.5, 3.5), 4, 4, KNIGHT_ON_A1);
        drag.pointer_move(at(2.5, 2.5));
        assert!(drag.release(at(2.5, 2.5), 0.0).is_some());
        assert!(!drag.click_ends_drop(5000.0), "too late to be the drop's click");
    }
}
