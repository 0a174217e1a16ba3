//! The browser front end: a thin shell over the core.
//!
//! The page's structure is static HTML (`index.html`); this module binds to
//! it, draws boards on a canvas, and sends every search to a Web Worker
//! ([`jobs`]) so the page never freezes. Only compiled for `wasm32`.

mod board_canvas;
mod dom;
mod jobs;
mod solo_view;
mod worker_entry;

use std::{cell::RefCell, rc::Rc};

use gloo_events::EventListener;

use crate::route::Route;
pub use dom::WebError;
pub use worker_entry::run_worker;

thread_local! {
    /// The mounted app: it lives as long as the page.
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
}

/// The mounted views and the listener that routes URL changes to them.
struct App {
    _solo: Rc<solo_view::SoloView>,
    _hash_listener: EventListener,
}

/// Starts the web app: binds the page, opens the route in the URL.
pub fn start() {
    console_error_panic_hook::set_once();
    if let Err(error) = mount() {
        dom::show_fatal(&format!("Chess Puzzle Lab could not start: {error}"));
    }
}

fn mount() -> Result<(), WebError> {
    let window = dom::window()?;
    let solo = solo_view::SoloView::mount()?;
    open_current_route(&solo);
    let listener_view = Rc::clone(&solo);
    let hash_listener =
        EventListener::new(&window, "hashchange", move |_| open_current_route(&listener_view));
    APP.with(|app| app.replace(Some(App { _solo: solo, _hash_listener: hash_listener })));
    Ok(())
}

fn open_current_route(solo: &Rc<solo_view::SoloView>) {
    let fragment = dom::window().and_then(|window| window.location().hash().map_err(WebError::from));
    match fragment.map(|fragment| Route::parse(&fragment)) {
        Ok(Ok(route @ Route::Solo { .. })) => solo.open(&route),
        Ok(Err(error)) => solo.show_link_error(&error.to_string()),
        Err(error) => solo.show_link_error(&error.to_string()),
    }
}
