//! Dialogs and menus over a page: a modal `<dialog>` closed by its Close
//! buttons or Esc, and a popover menu closed once an item is chosen. Either
//! way the keyboard goes back to the control that opened it.
//!
//! Both are the browser's own elements (`showModal`, the `popover`
//! attribute): they trap focus, close on Esc and label themselves for
//! screen readers without code of ours.

use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDialogElement, HtmlElement, KeyboardEvent};

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

/// Gives the popover `menu` the ARIA menu pattern: its buttons and links
/// are menu items; as it opens the keyboard goes to the first; Up and Down
/// move between them (round the ends), Home and End go to the first and
/// last (Esc closes it: the browser's popover). Returns the listeners, to keep.
pub fn menu_keys(menu: &HtmlElement) -> [EventListener; 2] {
    let _ = menu.set_attribute("role", "menu");
    let opened = menu.clone();
    let on_toggle = EventListener::new(menu, "toggle", move |_| {
        if opened.matches(":popover-open").unwrap_or(false) {
            if let Some(first) = menu_items(&opened).first() {
                let _ = first.focus();
            }
        }
    });
    let keyed = menu.clone();
    // Not passive: the arrows' default (scrolling the page) is cancelled, which a passive
    // listener cannot do (Chromium logs an error for each key).
    let on_key = EventListener::new_with_options(
        menu,
        "keydown",
        EventListenerOptions::enable_prevent_default(),
        move |event| {
            let Some(event) = event.dyn_ref::<KeyboardEvent>() else { return };
            let items = menu_items(&keyed);
            let Some(last) = items.len().checked_sub(1) else { return };
            let focused = super::dom::document().ok().and_then(|document| document.active_element());
            let at = items.iter().position(|item| Some(item.unchecked_ref::<Element>()) == focused.as_ref());
            let next = match (event.key().as_str(), at) {
                ("ArrowDown", Some(at)) if at < last => at + 1,
                ("ArrowDown", _) | ("Home", _) => 0,
                ("ArrowUp", Some(at)) if at > 0 => at - 1,
                ("ArrowUp", _) | ("End", _) => last,
                _ => return,
            };
            event.prevent_default();
            let _ = items[next].focus();
        },
    );
    [on_toggle, on_key]
}

/// The items of `menu` that can be chosen now (shown, not disabled), each marked a menu item,
/// and whatever holds them marked as no part of the menu.
fn menu_items(menu: &HtmlElement) -> Vec<HtmlElement> {
    let Ok(found) = menu.query_selector_all("button, a[href]") else { return Vec::new() };
    let mut items = Vec::new();
    for index in 0..found.length() {
        let Some(item) = found.item(index).and_then(|node| node.dyn_into::<HtmlElement>().ok()) else {
            continue;
        };
        let _ = item.set_attribute("role", "menuitem");
        if let Some(holder) = item.parent_element().filter(|holder| holder != menu.unchecked_ref::<Element>())
        {
            let _ = holder.set_attribute("role", "none");
        }
        let shown = item.offset_width() > 0 || item.offset_height() > 0;
        if shown && !item.matches(":disabled").unwrap_or(false) {
            items.push(item);
        }
    }
    items
}

/// Wires the popover `menu`: choosing one of its buttons closes it (the
/// browser closes it on Esc or a click elsewhere), and the keyboard moves in
/// it as in any menu ([`menu_keys`]).
pub fn bind_menu<V: 'static>(shell: &PageShell, view: &Rc<V>, menu: &HtmlElement) {
    shell.keep(menu_keys(menu));
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
