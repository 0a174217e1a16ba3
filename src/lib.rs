//! The browser front end: a thin shell over the page models
//! (`chesslab_pages`) and the core (`chesslab_core`).
//!
//! The private `registry` module lists the puzzle pages; this module builds
//! the navigation and the home page from that list and routes URL fragments
//! to the pages. Every search runs in a Web Worker (the private `jobs`
//! module) so the page never freezes.
//!
//! The page runs two wasm modules of this crate, each with this router over
//! its own views: `start` (the `app` binary: home, navigation, Solo) and
//! `start_families` (the `families` binary: Queens, Coverage, Exact, and
//! Solo's "Your progress" panel), which the app loads when one of those
//! pages, or the panel, is first opened. Both listen to
//! `hashchange`; each shows its own pages and hides them for any other route.
//! Only compiled for `wasm32` (natively this crate is empty).
#![cfg(target_arch = "wasm32")]

mod board_canvas;
mod coverage;
mod dialog;
mod dom;
mod effects;
mod exact;
mod families;
mod fetch;
mod home;
pub mod job_codec;
mod jobs;
mod kept_replies;
mod local_store;
mod page_entry;
mod pager_row;
mod palette;
mod piece_drag;
mod pool;
mod progress;
mod queens;
mod registry;
mod settings;
mod shell;
mod solo;
mod view;
mod worker_entry;

use std::{
    cell::{OnceCell, RefCell},
    rc::Rc,
};

use gloo_events::EventListener;

use chesslab_core::link::{Fragment, LinkError};
pub use dom::WebError;
use registry::{APP_VIEWS, FAMILY_VIEWS, PAGES};
use shell::Address;
use view::{Page, Views};
pub use worker_entry::run_worker;

/// The wasm modules' heap: Talc rather than the standard dlmalloc, which is larger (measured on
/// 2026-11-28: the page's wasm 2.7 KB and the worker's 9.5 KB of gzip less) and no faster (the
/// Solo solver in the worker took the same time). These modules are single-threaded.
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

thread_local! {
    /// The mounted app: it lives as long as the page.
    static APP: RefCell<Option<Rc<App>>> = const { RefCell::new(None) };
}

/// The pages and the listener that routes URL changes to them.
struct App {
    /// Whether this module has the home page (the `app` module; not the `families` module).
    with_home: bool,
    /// The home page, built the first time it is shown: a link to a puzzle draws that
    /// puzzle's page first and builds nothing it does not show.
    home: OnceCell<home::HomePage>,
    /// The views this module builds.
    views: Views,
    /// By registry index, each page once mounted: a page is built the first
    /// time it is shown, so a visit to one page builds only that one.
    pages: RefCell<Vec<Option<Rc<dyn Page>>>>,
    /// The fragment a page last put in the address bar itself: not reopened.
    address: Address,
    _hash_listener: RefCell<Option<EventListener>>,
}

/// Starts the web app (the `app` binary): binds the page, opens the route in the URL.
pub fn start() {
    dom::report_panics();
    // What the HTML holds (a Solo link's first screen) is painted before the app's first task,
    // which would otherwise hold that paint back whenever the wasm arrives first.
    dom::after_next_paint(100, || {
        if let Err(error) = mount(APP_VIEWS, true) {
            dom::show_fatal(&format!("Chess Puzzle Lab could not start: {error}"));
        }
        register_service_worker();
    });
}

/// Starts the `families` module (its binary), once the app has loaded it: its pages are
/// built and shown by the same router, over its own views, and Solo's "Your progress" panel
/// is drawn whenever the game hands it the record (`solo::record`).
pub fn start_families() {
    dom::report_panics();
    if let Err(error) = mount(FAMILY_VIEWS, false) {
        dom::show_fatal(&format!("Chess Puzzle Lab could not open this page: {error}"));
    }
    if let Err(error) = solo::record::bind() {
        web_sys::console::error_1(&format!("Your progress: {error}").into());
    }
}

/// What the app's last routed address is before the first route.
const NOT_ROUTED: &str = "(not routed yet)";

fn mount(views: Views, with_home: bool) -> Result<(), WebError> {
    let window = dom::window()?;
    // No address bar holds this (a fragment is empty or starts with '#'), so the first
    // route opens what the address names, the bare address's home page included.
    let address = Address::new(RefCell::new(NOT_ROUTED.to_string()));
    if with_home {
        home::build_navigation(&PAGES)?;
    }
    settings::follow_look()?;
    if with_home {
        // The look first: the app's first paint is in the player's colours. (The selects
        // that change it are bound by the pages that hold them, as each is built.)
        let _ = settings::current();
    }
    let pages = RefCell::new(PAGES.iter().map(|_| None).collect());
    let home = OnceCell::new();
    let app = Rc::new(App { with_home, home, views, pages, address, _hash_listener: RefCell::default() });
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
        let Some(index) = PAGES.iter().position(|entry| entry.text.name == parts.page) else {
            return self.show_home(Some(&LinkError::UnknownPage(parts.page)));
        };
        let Some(mount) = self.mount_of(index) else {
            // The other module's page: this one hides its own; the app loads the other if it never did.
            self.show(Some(index));
            if self.with_home {
                families::load(families_failed);
            }
            return;
        };
        let page = match self.page(index, mount) {
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

    /// How this module builds page `index`; `None` when its view is in the other module.
    fn mount_of(&self, index: usize) -> Option<view::MountFn> {
        let entry = PAGES.get(index)?;
        self.views.iter().find(|(name, _)| *name == entry.text.name).map(|&(_, mount)| mount)
    }

    /// Page `index`, built now with `mount` if it never was.
    fn page(&self, index: usize, mount: view::MountFn) -> Result<Rc<dyn Page>, WebError> {
        if let Some(page) = self.pages.borrow().get(index).and_then(Option::clone) {
            return Ok(page);
        }
        let entry = PAGES.get(index).ok_or_else(|| WebError(format!("no page {index}")))?;
        let page: Rc<dyn Page> = Rc::from(mount(entry, Rc::clone(&self.address))?);
        if let Some(slot) = self.pages.borrow_mut().get_mut(index) {
            *slot = Some(Rc::clone(&page));
        }
        Ok(page)
    }

    fn show_home(&self, error: Option<&LinkError>) {
        self.show(None);
        self.show_home_message(error.map(ToString::to_string).as_deref());
    }

    /// Shows `message` on the home page (the `app` module's), or hides it.
    fn show_home_message(&self, message: Option<&str>) {
        let home = if message.is_some() { self.built_home() } else { self.home.get() };
        if let Some(home) = home {
            home.show_error(message);
        }
    }

    /// The home page, built now if it never was; `None` in the `families` module, or when the
    /// document refused it (said on the console: the rest of the app goes on).
    fn built_home(&self) -> Option<&home::HomePage> {
        if !self.with_home {
            return None;
        }
        if self.home.get().is_none() {
            match home::HomePage::build(&PAGES) {
                // Its Theme and Board selects follow the settings like every other.
                Ok(home) => {
                    let _ = self.home.set(home);
                    let _ = settings::bind_appearance();
                }
                Err(error) => web_sys::console::error_1(&format!("the home page: {error}").into()),
            }
        }
        self.home.get()
    }

    /// Shows page `index` (`None`: the home page) and hides this module's other pages; the app
    /// (for every page) and the module that holds page `index` mark it in the navigation and
    /// title the tab.
    fn show(&self, index: Option<usize>) {
        let home = if index.is_none() { self.built_home() } else { self.home.get() };
        if let Some(home) = home {
            home.set_visible(index.is_none());
        }
        for (page_index, page) in self.pages.borrow().iter().enumerate() {
            if let Some(page) = page {
                let (section, shown) = (page.shell().section(), Some(page_index) == index);
                let hiding = !shown && !section.hidden();
                dom::set_visible(section, shown);
                if hiding {
                    page.hidden();
                }
            }
        }
        if self.with_home {
            // The router shows pages from now on: index.html's rule for the first screen is done.
            if let Some(root) = dom::document().ok().and_then(|document| document.document_element()) {
                let _ = root.remove_attribute("data-first-screen");
            }
        }
        if !self.with_home && index.and_then(|index| self.mount_of(index)).is_none() {
            return; // the families module, on a page not its own: the app marks it
        }
        let title = index.and_then(|index| PAGES.get(index)).map(|entry| entry.text.title);
        home::mark_navigation(title);
        if let Ok(document) = dom::document() {
            document.set_title(&match title {
                Some(title) => format!("Chess Puzzle Lab — {title}"),
                None => "Chess Puzzle Lab".to_string(),
            });
        }
    }
}

/// Shows on the home page why the `families` module (this page's view) could not be loaded.
fn families_failed(error: &str) {
    let Some(app) = APP.with(|cell| cell.borrow().clone()) else { return };
    app.show(None);
    app.show_home_message(Some(&format!(
        "This page could not be loaded ({error}); check the connection and open it again"
    )));
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
