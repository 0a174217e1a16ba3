//! Prints the first screen: the Solo page's section as the app builds it
//! ([`chesslab_pages::page_section::html`]). Trunk's pre-build hook writes it to
//! `www/first-screen/solo.html` (not kept in git), which `index.html` inlines,
//! so the Solo page is painted before its wasm arrives and can never differ
//! from what the app would build.

use chesslab_pages::{page_section, solo::ids};

fn main() {
    print!(
        "<!-- Written by the chesslab-pages first-screen program before each build (do not edit) -->\n{}",
        page_section::html(&page_section::SOLO, &[ids::TEMPLATE], ids::BELOW_BOARD)
    );
}
