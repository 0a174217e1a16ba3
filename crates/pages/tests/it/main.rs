//! The page models's integration tests, one test binary (one link, one run that
//! spreads them over the cores); each module is one concept's tests.

// The tests hold the page's code to serde_json and the standard library's sorts and maps, which
// the page's own wasm does without (clippy.toml, scripts/check-sizes.mjs).
#![allow(clippy::disallowed_methods, clippy::disallowed_types)]

mod census_table;
mod first_screen;
mod pack_progress;
mod stored_games;
