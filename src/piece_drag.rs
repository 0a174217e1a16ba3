//! The pointer's part in dragging pieces on a board played by hand
//! (Coverage, Exact attack): the board's and the tray's pointer events,
//! forwarded to the page model's drag (`chesslab_pages::piece_drag`) in the
//! board's coordinates. The element pressed keeps the pointer while a piece
//! is held, even off the board.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlButtonElement, PointerEvent};

use super::shell::PageShell;
use chesslab_core::board::PieceKind;
use chesslab_pages::{BoardPoint, Overlay};

/// A view whose pieces can be dragged: its model's drag actions.
pub trait DragView: 'static {
    /// The view's shell (its board).
    fn drag_shell(&self) -> &PageShell;
    /// A press at `point` of the board; tells whether a piece is held.
    fn press(&self, point: BoardPoint) -> bool;
    /// A press on the tray's `kind`; tells whether a piece is held.
    fn press_tray(&self, kind: PieceKind) -> bool;
    /// The pointer moved to `point`: the overlay to draw, if the board must be redrawn.
    fn drag_to(&self, point: BoardPoint) -> Option<Overlay>;
    /// The pointer released at `point`.
    fn release(&self, point: BoardPoint);
    /// The browser took the pointer away.
    fn cancel_drag(&self);
}

/// Binds the board's pointer events and each tray button's to `view`.
pub fn listen<V: DragView>(view: &Rc<V>, tray: &[(&HtmlButtonElement, PieceKind)]) {
    let shell = view.drag_shell();
    let board: Element = shell.board().element().clone().into();
    shell.on(view, &board, "pointerdown", |view, event| {
        let Some(pointer) = primary(event) else { return };
        let Some(point) = view.drag_shell().board().point_at(pointer) else { return };
        if view.press(point) {
            let _ = view.drag_shell().board().element().set_pointer_capture(pointer.pointer_id());
        }
    });
    for &(button, kind) in tray {
        let element: Element = button.clone().into();
        shell.on(view, &element, "pointerdown", move |view, event| {
            let Some(pointer) = primary(event) else { return };
            if view.press_tray(kind) {
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
    let shell = view.drag_shell();
    shell.on(view, element, "pointermove", |view, event| {
        let Some(pointer) = event.dyn_ref::<PointerEvent>() else { return };
        let Some(point) = view.drag_shell().board().point_at(pointer) else { return };
        if let Some(overlay) = view.drag_to(point) {
            view.drag_shell().board().draw_overlay(overlay);
        }
    });
    shell.on(view, element, "pointerup", |view, event| {
        let Some(pointer) = event.dyn_ref::<PointerEvent>() else { return };
        match view.drag_shell().board().point_at(pointer) {
            Some(point) => view.release(point),
            None => view.cancel_drag(),
        }
    });
    shell.on(view, element, "pointercancel", |view, _| {
        view.cancel_drag();
        view.drag_shell().board().draw_overlay(Overlay::default());
    });
}

/// The event as the primary button's pointer press (a mouse's left button, a finger, a pen).
fn primary(event: &web_sys::Event) -> Option<&PointerEvent> {
    event.dyn_ref::<PointerEvent>().filter(|pointer| pointer.button() == 0)
}
