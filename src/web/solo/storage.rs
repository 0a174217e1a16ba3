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

/// Where the mute switch is stored.
const SOUND_KEY: &str = "chess-puzzle-lab.solo.sound";

/// Whether sound is on as stored: on unless "off" was stored (storage that
/// cannot be read, or anything else stored, means on).
pub fn load_sound() -> bool {
    let stored = LocalStorage::raw().get_item(SOUND_KEY).ok().flatten();
    stored.as_deref() != Some("off")
}

/// Stores the mute switch (a browser that refuses storage forgets it after this visit).
pub fn save_sound(on: bool) {
    if LocalStorage::raw().set_item(SOUND_KEY, if on { "on" } else { "off" }).is_err() {
        web_sys::console::warn_1(&"the sound setting was not saved".into());
    }
}
