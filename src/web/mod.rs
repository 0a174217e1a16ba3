//! The browser front end: a thin shell over the core.
//!
//! The page's structure is static HTML (`index.html`); this module binds to
//! it, draws boards on a canvas, and sends every search to a Web Worker
//! ([`jobs`]) so the page never freezes. Only compiled for `wasm32`.

mod board_canvas;
mod dom;
mod jobs;
mod queens_view;
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
    _views: Rc<Views>,
    _hash_listener: EventListener,
}

/// One view per puzzle family.
struct Views {
    solo: Rc<solo_view::SoloView>,
    queens: Rc<queens_view::QueensView>,
}

/// The pages, by the id of their section, the fragment of their nav link and their title.
const PAGES: [(&str, &str, &str); 2] =
    [("solo-page", "#/solo", "Solo Chess"), ("queens-page", "#/queens", "Queens")];

/// Starts the web app: binds the page, opens the route in the URL.
pub fn start() {
    console_error_panic_hook::set_once();
    if let Err(error) = mount() {
        dom::show_fatal(&format!("Chess Puzzle Lab could not start: {error}"));
    }
}

fn mount() -> Result<(), WebError> {
    let window = dom::window()?;
    let views =
        Rc::new(Views { solo: solo_view::SoloView::mount()?, queens: queens_view::QueensView::mount()? });
    open_current_route(&views);
    let listener_views = Rc::clone(&views);
    let hash_listener =
        EventListener::new(&window, "hashchange", move |_| open_current_route(&listener_views));
    APP.with(|app| app.replace(Some(App { _views: views, _hash_listener: hash_listener })));
    Ok(())
}

fn open_current_route(views: &Views) {
    let fragment = dom::window().and_then(|window| window.location().hash().map_err(WebError::from));
    let fragment = fragment.unwrap_or_default();
    match Route::parse(&fragment) {
        Ok(Route::Solo { puzzle, rules }) => {
            show_page("solo-page");
            views.solo.open(puzzle.as_deref(), rules);
        }
        Ok(Route::Queens { n, blocked }) => {
            show_page("queens-page");
            views.queens.open(n, &blocked);
        }
        // A bad link is explained on the page it was meant for; the page keeps its state.
        Err(error) if fragment.starts_with("#/queens") => views.queens.show_link_error(&error.to_string()),
        Err(error) => {
            show_page("solo-page");
            views.solo.show_link_error(&error.to_string());
        }
    }
}

/// Shows one page, marks its link in the navigation, and titles the tab.
fn show_page(id: &str) {
    let Ok(document) = dom::document() else { return };
    for (page, link, title) in PAGES {
        let current = page == id;
        if let Ok(section) = dom::element::<web_sys::HtmlElement>(page) {
            dom::set_visible(&section, current);
        }
        if let Ok(Some(anchor)) = document.query_selector(&format!("nav a[href='{link}']")) {
            let _ = if current {
                anchor.set_attribute("aria-current", "page")
            } else {
                anchor.remove_attribute("aria-current")
            };
        }
        if current {
            document.set_title(&format!("Chess Puzzle Lab — {title}"));
        }
    }
}
