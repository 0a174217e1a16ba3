//! The one list of puzzle pages. The navigation, the router and the home
//! page all read it: adding a family means adding its view here.
//!
//! The page runs two wasm modules built from this crate, and both read this
//! list: the `app` binary ([`APP_VIEWS`]: the home page, the navigation and
//! Solo, the first screen) and the `families` binary ([`FAMILY_VIEWS`]: Queens,
//! Coverage and Exact, fetched by the app when one of them is first opened, see
//! the private `families` module). Each binary's start names its own views, so
//! the other's views and page models are never linked into it. A page whose
//! view is in the other module is only hidden by this one's router.

use std::rc::Rc;

use super::{
    board_canvas::Scene,
    coverage::CoverageView,
    exact::ExactView,
    queens::QueensView,
    shell::{Address, PageShell},
    solo::SoloView,
    WebError,
};
use chesslab_core::route::{Link, LinkError, Query};
use chesslab_pages::{
    page_section::{self, PageText},
    previews,
};

/// A puzzle family's page, as the shell drives it.
pub trait View: 'static {
    /// The page's link type; its `PAGE` is the page's name.
    type Link: Link;
    /// The view's controls, in parts (static HTML, constants: never user text).
    const CONTROLS: &'static [&'static str];
    /// Notes under the board (static HTML, a constant: never user text).
    const BELOW_BOARD: &'static str;

    /// Builds the view on its shell and binds its controls.
    ///
    /// # Errors
    /// When the page lacks an element the view needs.
    fn mount(shell: PageShell) -> Result<Rc<Self>, WebError>;
    /// The view's shell.
    fn shell(&self) -> &PageShell;
    /// Shows what `link` names.
    fn open(&self, link: Self::Link);
    /// The link to what the view shows now.
    fn link(&self) -> Self::Link;
    /// The link Share link gives (what the view shows, unless a view shares more).
    fn share_link(&self) -> Self::Link {
        self.link()
    }
    /// Called each time the page is shown, before [`View::open`].
    fn shown(&self) {}
}

/// A mounted page, whatever its view type.
pub trait Page {
    /// Reads the page's link (what follows `#/<page>`) and shows it.
    ///
    /// # Errors
    /// A [`LinkError`] when the link is invalid; the page then keeps what it showed.
    fn open(&self, path: &str, query: &mut Query) -> Result<(), LinkError>;
    /// The page's shell.
    fn shell(&self) -> &PageShell;
}

impl<V: View> Page for Rc<V> {
    fn open(&self, path: &str, query: &mut Query) -> Result<(), LinkError> {
        self.shown();
        let parsed = V::Link::parse(path, query).and_then(|link| query.finish().map(|()| link));
        match parsed {
            Ok(link) => {
                V::open(self, link);
                Ok(())
            }
            Err(error) => {
                // A bad link keeps (and, on a page never shown before, draws) what the view has.
                V::open(self, self.link());
                Err(error)
            }
        }
    }

    fn shell(&self) -> &PageShell {
        V::shell(self)
    }
}

/// Builds a page from its entry, sharing the router's [`Address`].
pub type MountFn = fn(&PageEntry, Address) -> Result<Box<dyn Page>, WebError>;

/// One entry of the registry: what the home page and the navigation show
/// (how to build the page is in its module's [`Views`]).
pub struct PageEntry {
    /// The page's name, title, card line and rules.
    pub text: PageText,
    /// The small board drawn on the home page's card (for a page of the
    /// `families` module, a constant picture: its model is not in the app).
    pub preview: fn() -> Scene,
}

/// The views one wasm module builds: a page's name, and how to build its view.
pub type Views = &'static [(&'static str, MountFn)];

/// The `app` module's views: the first screen's. Its section is in `index.html` already
/// (`www/first-screen/solo.html`, kept equal to [`page_section::html`] by a test), so the view
/// adopts it and the module carries no second copy of its template.
pub static APP_VIEWS: Views = &[(<SoloView as View>::Link::PAGE, adopt::<SoloView>)];

/// The `families` module's views, loaded when one of them is first opened.
pub static FAMILY_VIEWS: Views = &[
    (<QueensView as View>::Link::PAGE, mount::<QueensView>),
    (<CoverageView as View>::Link::PAGE, mount::<CoverageView>),
    (<ExactView as View>::Link::PAGE, mount::<ExactView>),
];

/// Every puzzle page, in the order of the navigation and the home page.
pub static PAGES: [PageEntry; 4] = [
    PageEntry { text: page_section::SOLO, preview: SoloView::preview },
    PageEntry {
        text: PageText {
        name: <QueensView as View>::Link::PAGE,
        title: "Queens",
        blurb:
            "Place N queens so that none attacks another, with hints and a daily puzzle; or count every way, with blocked squares.",
        rules: "Place N queens on an N×N board so that no two attack each other. How many ways are there?",
        },
        preview: || previews::QUEENS.scene(),
    },
    PageEntry {
        text: PageText {
        name: <CoverageView as View>::Link::PAGE,
        title: "Coverage",
        blurb:
            "How many squares can eight pieces attack? Watch the 1989 proof that they cannot cover the board.",
        rules: "Place the pieces to attack as many (or as few) squares as possible. A piece does not attack \
                its own square; sliders stop at the first piece in their way.",
        },
        preview: || previews::COVERAGE.scene(),
    },
    PageEntry {
        text: PageText {
        name: <ExactView as View>::Link::PAGE,
        title: "Exact attack",
        blurb: "Place pieces so every square is attacked exactly k times — with the fewest pieces, proven.",
        rules: "Place any pieces, at most one per cell, so that every cell (or every empty cell) is attacked \
                exactly k times. A piece does not attack its own cell; sliders stop at the first piece; pawns \
                attack diagonally upward.",
        },
        preview: || previews::EXACT.scene(),
    },
];

/// Builds a view's shell (its section from its templates, unless the page holds it) and the view.
fn mount<V: View>(entry: &PageEntry, address: Address) -> Result<Box<dyn Page>, WebError> {
    wire::<V>(PageShell::build(entry, V::CONTROLS, V::BELOW_BOARD, address)?)
}

/// Builds a view on the section the page already holds.
fn adopt<V: View>(entry: &PageEntry, address: Address) -> Result<Box<dyn Page>, WebError> {
    wire::<V>(PageShell::adopt(entry, address)?)
}

/// Builds the view on its shell, and wires what every page has: share, resize.
fn wire<V: View>(shell: PageShell) -> Result<Box<dyn Page>, WebError> {
    let view = V::mount(shell)?;
    let shell = view.shell();
    shell.on_click(&view, shell.share_button(), |view| view.shell().share(&view.share_link()));
    shell.on(&view, super::dom::window()?.as_ref(), "resize", |view, _| view.shell().board().redraw());
    Ok(Box::new(view))
}
