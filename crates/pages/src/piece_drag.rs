//! A piece held by the pointer (mouse, pen or touch), every page's one drag
//! model: a press holds a piece, the pointer must travel a little before the
//! piece follows it (a shorter wobble is a tap, which the page takes as a
//! click), and the click the browser sends after a drop is not one. What is
//! held (`T`) is the page's: Solo's piece and its targets, the tray's piece
//! of a board played by hand ([`crate::hand_play::TrayDrag`]).

use crate::BoardPoint;

/// How far (in squares) the pointer must travel before a pressed piece
/// follows it: a shorter wobble is a tap.
const LIFT_DISTANCE: f64 = 0.2;

/// After a drop, the click the browser sends for the same press is not a
/// tap, if it comes within this time.
const DROP_CLICK_MS: f64 = 1000.0;

/// The piece the pointer holds, if any (`T`: what the page knows of it).
///
/// ```
/// use chesslab_pages::{piece_drag::PieceDrag, BoardPoint};
///
/// let mut drag = PieceDrag::default();
/// drag.press(Some('N'), BoardPoint { x: 0.5, y: 3.5 });
/// assert!(!drag.pointer_move(BoardPoint { x: 0.55, y: 3.5 })); // a wobble: still a tap
/// assert!(drag.pointer_move(BoardPoint { x: 1.5, y: 1.5 })); // the piece follows the pointer
/// assert_eq!(drag.release(0.0), Some('N'));
/// assert!(drag.click_ends_drop(10.0)); // the browser's click for that press is not a tap
/// ```
#[derive(Clone, Debug)]
pub struct PieceDrag<T> {
    held: Option<Held<T>>,
    /// Until when the click that follows a drop is not a tap.
    drop_click_until: Option<f64>,
}

impl<T> Default for PieceDrag<T> {
    /// Nothing held.
    fn default() -> PieceDrag<T> {
        PieceDrag { held: None, drop_click_until: None }
    }
}

/// A piece pressed by the pointer.
#[derive(Clone, Copy, Debug)]
struct Held<T> {
    piece: T,
    /// Where the press started.
    start: BoardPoint,
    /// Where the pointer is.
    pointer: BoardPoint,
    /// The pointer has travelled far enough: the piece follows it.
    lifted: bool,
}

impl<T: Copy> PieceDrag<T> {
    /// A new press at `start`: the click after an earlier drop is a tap
    /// again, and `piece`, if any, is held.
    pub fn press(&mut self, piece: Option<T>, start: BoardPoint) {
        self.drop_click_until = None;
        self.held = piece.map(|piece| Held { piece, start, pointer: start, lifted: false });
    }

    /// A new press that holds nothing (yet): the click after an earlier drop is a tap again.
    pub fn new_press(&mut self) {
        self.drop_click_until = None;
        self.held = None;
    }

    /// The pointer moved to `point` (in squares, off the board too); tells
    /// whether the held piece follows it.
    pub fn pointer_move(&mut self, point: BoardPoint) -> bool {
        let Some(held) = self.held.as_mut() else { return false };
        held.pointer = point;
        held.lifted |= point.distance(held.start) > LIFT_DISTANCE;
        held.lifted
    }

    /// The pointer released at `now_ms`: the piece, if it had travelled
    /// (then the click that follows is not a tap). `None`: a tap.
    pub fn release(&mut self, now_ms: f64) -> Option<T> {
        let held = self.held.take().filter(|held| held.lifted)?;
        self.drop_click_until = Some(now_ms + DROP_CLICK_MS);
        Some(held.piece)
    }

    /// Drops a held piece back where it was (Escape at `now_ms`), whether
    /// it travelled or not; the click that ends the press is then not a tap.
    pub fn drop_held(&mut self, now_ms: f64) -> bool {
        let held = self.held.take().is_some();
        if held {
            self.drop_click_until = Some(now_ms + DROP_CLICK_MS);
        }
        held
    }

    /// The browser took the pointer away (a scroll, a system gesture): the held piece goes back.
    pub fn cancel(&mut self) {
        self.held = None;
    }

    /// Whether a click at `now_ms` is the one that ends a drop (and so not a tap).
    pub fn click_ends_drop(&mut self, now_ms: f64) -> bool {
        self.drop_click_until.take().is_some_and(|until| now_ms <= until)
    }

    /// The piece pressed (it follows the pointer once it travels).
    pub fn held(&self) -> Option<T> {
        self.held.as_ref().map(|held| held.piece)
    }

    /// The piece that follows the pointer, and where the pointer is.
    pub fn following(&self) -> Option<(T, BoardPoint)> {
        self.held.as_ref().filter(|held| held.lifted).map(|held| (held.piece, held.pointer))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(x: f64, y: f64) -> BoardPoint {
        BoardPoint { x, y }
    }

    #[test]
    fn a_press_that_does_not_travel_is_a_tap() {
        let mut drag = PieceDrag::default();
        drag.press(Some(1), at(0.5, 3.5));
        assert!(!drag.pointer_move(at(0.55, 3.45)));
        assert_eq!(drag.following(), None);
        assert_eq!(drag.release(0.0), None);
        assert!(!drag.click_ends_drop(1.0), "the click is the tap");
    }

    #[test]
    fn a_piece_that_travels_follows_the_pointer_and_its_click_is_not_a_tap() {
        let mut drag = PieceDrag::default();
        drag.press(Some(1), at(4.0, 9.0));
        assert_eq!(drag.held(), Some(1));
        assert!(drag.pointer_move(at(3.5, 4.5)));
        assert_eq!(drag.following(), Some((1, at(3.5, 4.5))));
        assert_eq!(drag.release(0.0), Some(1));
        assert!(drag.click_ends_drop(500.0), "the piece travelled: its click is not a tap");
    }

    #[test]
    fn nothing_pressed_holds_nothing() {
        let mut drag = PieceDrag::<u8>::default();
        drag.press(None, at(1.5, 1.5));
        assert!(!drag.pointer_move(at(3.5, 0.5)));
        assert_eq!(drag.release(0.0), None);
        assert!(!drag.drop_held(0.0));
    }

    #[test]
    fn a_cancelled_drag_drops_nothing_and_an_old_drop_does_not_eat_a_later_click() {
        let mut drag = PieceDrag::default();
        drag.press(Some(1), at(0.5, 3.5));
        drag.pointer_move(at(2.5, 2.5));
        drag.cancel();
        assert_eq!(drag.held(), None);
        assert_eq!(drag.release(0.0), None);

        drag.press(Some(1), at(0.5, 3.5));
        drag.pointer_move(at(2.5, 2.5));
        assert!(drag.release(0.0).is_some());
        assert!(!drag.click_ends_drop(5000.0), "too late to be the drop's click");
    }

    #[test]
    fn a_piece_dropped_back_by_escape_eats_the_press_click() {
        let mut drag = PieceDrag::default();
        drag.press(Some(1), at(0.5, 3.5));
        assert!(drag.drop_held(100.0));
        assert!(drag.click_ends_drop(200.0));
    }
}
