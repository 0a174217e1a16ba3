//! The browser front end: a thin shell over the page models
//! (`chesslab_pages`) and the core (`chesslab_core`).
//!
//! The private `registry` module lists the puzzle pages; this module builds
//! the navigation and the home page from that list and routes URL fragments
//! to the pages. Every search runs in a Web Worker (the private `jobs`
//! module) so the page never freezes.
//! Only compiled for `wasm32` (natively this crate is empty).
#![cfg(target_arch = "wasm32")]

mod board_canvas;
mod browser;
mod coverage;
mod dialog;
mod dom;
mod effects;
mod exact;
mod home;
mod jobs;
mod pool;
mod progress;
mod queens;
mod registry;
mod shell;
mod solo;
mod worker_entry;

use std::{cell::RefCell, rc::Rc};

use gloo_events::EventListener;

use chesslab_core::route::{Fragment, LinkError};
pub use dom::WebError;
use registry::{Page, PAGES};
use shell::Address;
pub use worker_entry::run_worker;

thread_local! {
    /// The mounted app: it lives as long as the page.
    static APP: RefCell<Option<Rc<App>>> = const { RefCell::new(None) };
}

/// The pages and the listener that routes URL changes to them.
struct App {
    home: home::HomePage,
    /// By registry index, each page once mounted: a page is built the first
    /// time it is shown, so a visit to one page builds only that one.
    pages: RefCell<Vec<Option<Rc<dyn Page>>>>,
    /// The fragment a page last put in the address bar itself: not reopened.
    address: Address,
    _hash_listener: RefCell<Option<EventListener>>,
}

/// Starts the web app: binds the page, opens the route in the URL.
pub fn start() {
    console_error_panic_hook::set_once();
    if let Err(error) = mount() {
        dom::show_fatal(&format!("Chess Puzzle Lab could not start: {error}"));
    }
    register_service_worker();
}

fn mount() -> Result<(), WebError> {
    let window = dom::window()?;
    let address = Address::default();
    home::build_navigation(&PAGES)?;
    let home = home::HomePage::build(&PAGES)?;
    let pages = RefCell::new(PAGES.iter().map(|_| None).collect());
    let app = Rc::new(App { home, pages, address, _hash_listener: RefCell::default() });
    let weak = Rc::downgrade(&app);
    let listener = EventListener::new(&window, "hashchange", move |_| {
        if let Some(app) = weak.upgrade() {
            app.route();
        }
    });
    app._hash_listener.replace(Some(listener));
    app.route();
    APP.with(|cell| cell.replace(Some(app)));
    Ok(())
}

impl App {
    /// Opens the page the address bar names, or explains why it cannot.
    fn route(&self) {
        let fragment = dom::window().and_then(|window| window.location().hash().map_err(WebError::from));
        let fragment = fragment.unwrap_or_default();
        if *self.address.borrow() == fragment {
            return; // the page itself put it there: it already shows it
        }
        self.address.replace(fragment.clone());
        let mut parts = match Fragment::parse(&fragment) {
            Ok(parts) => parts,
            Err(error) => return self.show_home(Some(&error)),
        };
        if parts.page.is_empty() {
            return self.show_home(parts.query.finish().err().as_ref());
        }
        let Some(index) = PAGES.iter().position(|entry| entry.name == parts.page) else {
            return self.show_home(Some(&LinkError::UnknownPage(parts.page)));
        };
        let page = match self.page(index) {
            Ok(page) => page,
            Err(error) => {
                return dom::show_fatal(&format!("Chess Puzzle Lab could not open this page: {error}"))
            }
        };
        self.show(Some(index));
        // A bad link is explained on the page it was meant for; the page keeps its state.
        if let Err(error) = page.open(&parts.path, &mut parts.query) {
            page.shell().show_link_error(&error.to_string());
        }
    }

    /// Page `index`, built now if it never was.
    fn page(&self, index: usize) -> Result<Rc<dyn Page>, WebError> {
        if let Some(page) = self.pages.borrow().get(index).and_then(Option::clone) {
            return Ok(page);
        }
        let entry = PAGES.get(index).ok_or_else(|| WebError(format!("no page {index}")))?;
        let page: Rc<dyn Page> = Rc::from((entry.mount)(entry, Rc::clone(&self.address))?);
        if let Some(slot) = self.pages.borrow_mut().get_mut(index) {
            *slot = Some(Rc::clone(&page));
        }
        Ok(page)
    }

    fn show_home(&self, error: Option<&LinkError>) {
        self.show(None);
        self.home.show_error(error.map(ToString::to_string).as_deref());
    }

    /// Shows page `index` (`None`: the home page), marks it in the navigation, titles the tab.
    fn show(&self, index: Option<usize>) {
        self.home.set_visible(index.is_none());
        for (page_index, page) in self.pages.borrow().iter().enumerate() {
            if let Some(page) = page {
                dom::set_visible(page.shell().section(), Some(page_index) == index);
            }
        }
        let title = index.and_then(|index| PAGES.get(index)).map(|entry| entry.title);
        home::mark_navigation(title);
        if let Ok(document) = dom::document() {
            document.set_title(&match title {
                Some(title) => format!("Chess Puzzle Lab — {title}"),
                None => "Chess Puzzle Lab".to_string(),
            });
        }
    }
}

/// Registers the service worker that keeps the app working offline (see `www/sw.js`).
fn register_service_worker() {
    let Ok(window) = dom::window() else { return };
    let container = window.navigator().service_worker();
    let promise = container.register("./sw.js");
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(error) = wasm_bindgen_futures::JsFuture::from(promise).await {
            web_sys::console::warn_2(&"offline support is unavailable:".into(), &error);
        }
    });
}
