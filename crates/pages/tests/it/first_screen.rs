//! The first screen in the site's HTML is the Solo page as the app builds it.
//!
//! `index.html` inlines `www/first-screen/solo.html`, so the Solo page is painted before its
//! wasm arrives (the app then adopts it). That file is not kept in git: Trunk's pre-build hook
//! writes it with the `first-screen` program, from `page_section::html`.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

#[test]
fn the_index_page_inlines_the_first_screen_that_the_build_writes() {
    let index = include_str!("../../../../index.html");
    let main = &index[index.find(r#"<main id="app">"#).unwrap()..index.find("</main>").unwrap()];
    assert!(main.contains(r#"<link data-trunk rel="inline" href="www/first-screen/solo.html" />"#));
    let trunk = include_str!("../../../../Trunk.toml");
    assert!(trunk.contains("--bin first-screen > www/first-screen/solo.html.part"), "the pre-build hook");
}
