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

use super::{
    coverage::CoverageView,
    exact::ExactView,
    page_entry::PageEntry,
    queens::QueensView,
    solo::SoloView,
    view::{adopt, mount, View, Views},
};
use chesslab_core::link::Link;
use chesslab_pages::{
    page_section::{self, PageText},
    previews,
};

/// The `app` module's views: the first screen's. Its section is in `index.html` already
/// (`www/first-screen/solo.html`, written by [`page_section::html`] before each build), so the view
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
        rules: "Place N queens on an N×N board so that no two attack each other.",
        },
        preview: || previews::QUEENS.scene(),
    },
    PageEntry {
        text: PageText {
        name: <CoverageView as View>::Link::PAGE,
        title: "Coverage",
        blurb:
            "Place eight pieces to attack as many squares as you can, or to leave one square alone, with hints from the solver.",
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
