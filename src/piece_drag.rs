//! The pointer's part in dragging pieces on a board played by hand
//! (Coverage, Exact attack): the board's and the tray's pointer events,
//! forwarded to the page model's hand play (`chesslab_pages::hand_play`) in the
//! board's coordinates. The element pressed keeps the pointer while a piece
//! is held, even off the board.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlButtonElement, PointerEvent};

use super::{effects::Carry, view::View};
use chesslab_core::board::PieceKind;
use chesslab_pages::{hand_play::Family, BoardPoint, Overlay};

/// A view whose pieces can be dragged (its model keeps the drag): the drop.
pub trait DragView: View + Carry<Model: Family> {
    /// The pointer released at `point`: the model's drop, its effects applied.
    fn release(&self, point: BoardPoint);
}

/// Binds the board's pointer events and each tray button's to `view`.
pub fn listen<V: DragView>(view: &Rc<V>, tray: &[(&HtmlButtonElement, PieceKind)]) {
    let shell = view.shell();
    let board: Element = shell.board().element().clone().into();
    shell.on(view, &board, "pointerdown", |view, event| {
        let Some(pointer) = primary(event) else { return };
        let Some(point) = view.shell().board().point_at(pointer) else { return };
        if view.model().borrow_mut().press(point) {
            let _ = view.shell().board().element().set_pointer_capture(pointer.pointer_id());
        }
    });
    for &(button, kind) in tray {
        let element: Element = button.clone().into();
        shell.on(view, &element, "pointerdown", move |view, event| {
            let Some(pointer) = primary(event) else { return };
            if view.model().borrow_mut().press_tray(kind) {
                if let Some(target) =
                    event.current_target().and_then(|target| target.dyn_into::<Element>().ok())
                {
                    let _ = target.set_pointer_capture(pointer.pointer_id());
                }
            }
        });
        follow(view, &element);
    }
    follow(view, &board);
}

/// Binds the moves and the release of a pointer `element` holds.
fn follow<V: DragView>(view: &Rc<V>, element: &Element) {
    let shell = view.shell();
    shell.on(view, element, "pointermove", |view, event| {
        let Some(pointer) = event.dyn_ref::<PointerEvent>() else { return };
        let Some(point) = view.shell().board().point_at(pointer) else { return };
        let moved = view.model().borrow_mut().hand().drag_to(point);
        if moved {
            let overlay = view.model().borrow_mut().hand().overlay();
            view.shell().board().draw_overlay(overlay);
        }
    });
    shell.on(view, element, "pointerup", |view, event| {
        let Some(pointer) = event.dyn_ref::<PointerEvent>() else { return };
        match view.shell().board().point_at(pointer) {
            Some(point) => view.release(point),
            None => view.model().borrow_mut().hand().cancel_drag(),
        }
    });
    shell.on(view, element, "pointercancel", |view, _| {
        view.model().borrow_mut().hand().cancel_drag();
        view.shell().board().draw_overlay(Overlay::default());
    });
}

/// The event as the primary button's pointer press (a mouse's left button, a finger, a pen).
fn primary(event: &web_sys::Event) -> Option<&PointerEvent> {
    event.dyn_ref::<PointerEvent>().filter(|pointer| pointer.button() == 0)
}
