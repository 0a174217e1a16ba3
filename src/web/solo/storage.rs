//! The player's record in the browser's local storage.

use gloo_storage::{LocalStorage, Storage};

use crate::solo::PlayerRecord;

/// Where the record is stored.
const STORAGE_KEY: &str = "chess-puzzle-lab.solo.record";

/// The stored record; a missing or unreadable one reads as a fresh record.
pub fn load() -> PlayerRecord {
    LocalStorage::get(STORAGE_KEY).unwrap_or_default()
}

/// Stores the record (a browser that refuses storage keeps it for this visit only).
pub fn save(record: &PlayerRecord) {
    if let Err(error) = LocalStorage::set(STORAGE_KEY, record) {
        web_sys::console::warn_1(&format!("progress not saved: {error}").into());
    }
}
