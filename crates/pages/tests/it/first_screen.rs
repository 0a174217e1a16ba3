//! The first screen in the site's HTML is the Solo page as the app builds it.
//!
//! `index.html` carries `www/first-screen/solo.html`, so the Solo page is painted before its
//! wasm arrives (the app then adopts it). That file is what `page_section::html` writes for
//! Solo; after a change to the shell or to Solo's templates, rewrite it with
//! `BLESS=1 cargo test -p chesslab-pages --test first_screen`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_pages::{page_section, solo::ids};

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../www/first-screen/solo.html");
/// The file's first line, for a reader who opens it.
const HEADER: &str = "<!-- Written by chesslab_pages::page_section::html (do not edit): \
    BLESS=1 cargo test -p chesslab-pages --test first_screen -->\n";

#[test]
fn the_first_screen_file_is_the_solo_page_the_app_builds() {
    let built =
        HEADER.to_string() + &page_section::html(&page_section::SOLO, &[ids::TEMPLATE], ids::BELOW_BOARD);
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(FILE, &built).unwrap();
    }
    let kept = std::fs::read_to_string(FILE).unwrap_or_default();
    assert!(
        kept == built,
        "www/first-screen/solo.html is not the Solo page the app builds: \
         rewrite it with `BLESS=1 cargo test -p chesslab-pages --test first_screen`"
    );
}

#[test]
fn the_index_page_carries_the_first_screen() {
    let index = include_str!("../../../../index.html");
    let main = &index[index.find(r#"<main id="app">"#).unwrap()..index.find("</main>").unwrap()];
    assert!(main.contains(r#"<link data-trunk rel="inline" href="www/first-screen/solo.html" />"#));
}
