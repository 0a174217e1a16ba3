//! Dialogs and menus over a page: a modal `<dialog>` closed by its Close
//! buttons or Esc, and a popover menu closed once an item is chosen. Either
//! way the keyboard goes back to the control that opened it.
//!
//! Both are the browser's own elements (`showModal`, the `popover`
//! attribute): they trap focus, close on Esc and label themselves for
//! screen readers without code of ours.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDialogElement, HtmlElement};

use super::shell::PageShell;

/// Opens `dialog` over the page; when it closes, the keyboard goes back to `opener`.
pub fn open(dialog: &HtmlDialogElement, opener: &HtmlElement) {
    if dialog.open() {
        return;
    }
    let _ = dialog.set_attribute("data-return", &opener.id());
    // The browser gives the keyboard to its first control (or one marked `autofocus`).
    if dialog.show_modal().is_err() {
        // A browser without modal dialogs still shows it, in the page's flow.
        dialog.set_open(true);
    }
}

/// Wires `dialog` on `view`'s shell: its `.dialog-close` buttons close it,
/// and on closing (a button, Esc) the keyboard goes back to its opener.
pub fn bind<V: 'static>(shell: &PageShell, view: &Rc<V>, dialog: &HtmlDialogElement) {
    let Ok(buttons) = dialog.query_selector_all(".dialog-close") else { return };
    for index in 0..buttons.length() {
        let Some(button) = buttons.item(index) else { continue };
        let target = dialog.clone();
        shell.on(view, &button, "click", move |_, _| target.close());
    }
    let closed = dialog.clone();
    shell.on(view, dialog, "close", move |_, _| {
        let opener =
            closed.get_attribute("data-return").and_then(|id| super::dom::element::<HtmlElement>(&id).ok());
        if let Some(opener) = opener {
            let _ = opener.focus();
        }
    });
}

/// Wires the popover `menu`: choosing one of its buttons closes it (the
/// browser closes it on Esc or a click elsewhere).
pub fn bind_menu<V: 'static>(shell: &PageShell, view: &Rc<V>, menu: &HtmlElement) {
    let closed = menu.clone();
    shell.on(view, menu, "click", move |_, event| {
        let chosen = event
            .target()
            .and_then(|target| target.dyn_into::<Element>().ok())
            .and_then(|element| element.closest("button").ok().flatten());
        if chosen.is_some() {
            // Not showing (or no popovers in this browser): nothing to close.
            let _ = closed.hide_popover();
        }
    });
}
