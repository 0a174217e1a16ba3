//! Page models: what each page holds and how it changes, in plain Rust.
//!
//! A page model takes the user's actions, the worker's events and the
//! clock (as explicit times in milliseconds) and answers with what to show;
//! it never touches the DOM, so every transition is tested natively. It
//! depends on the core (`chesslab_core`) only; the web layer (the
//! `chess-puzzle-lab` crate, built for wasm) binds elements to a model,
//! forwards events to it and draws what it returns.
//!
//! Shared by every page: [`Scene`] (what a board shows), [`Search`] (one search's lifecycle: start,
//! progress, cancel, done, elapsed time, stale replies dropped), [`Pager`]
//! (stepping through a list of results), [`SplitSearch`] (a family's split
//! search, the core's `task::Shares`, dealt out to several workers), [`Tone`] (how a message looks)
//! [`template`] (the element ids a page's template must hold) and [`settings`] (the player's
//! settings, one record: the look and Solo's switches).

// The unit tests hold the page's code to serde_json and the standard library's sorts and maps,
// which the page's own wasm does without (clippy.toml, scripts/check-sizes.mjs).
#![cfg_attr(test, allow(clippy::disallowed_methods, clippy::disallowed_types))]

pub mod board_cursor;
pub mod board_key;
pub mod coverage;
pub mod elements;
pub mod exact;
pub mod hand_play;
pub mod json;
pub mod kept;
mod mode;
mod overlay;
pub mod page_section;
mod pager;
pub mod piece_drag;
pub mod previews;
pub mod queens;
mod results_view;
mod scene;
mod search;
pub mod sentence;
pub mod settings;
pub mod solo;
mod sorted_map;
mod split;
#[cfg(test)]
mod stored_records;
pub mod template;
mod tone;

pub use mode::Mode;
pub use overlay::{BoardPoint, Floating, Overlay};
pub use pager::{Pager, PagerView, Step};
pub use results_view::ResultsView;
pub use scene::Scene;
pub use search::{Cancelled, Outcome, ProgressView, Search, Ticket};
pub(crate) use sentence::capitalised;
pub use sorted_map::SortedMap;
pub use split::{Dealt, ReplyOf, Running, SplitOutcome, SplitSearch};
pub use tone::{Message, Tone};
