//! The player's record in the browser's local storage.

use chesslab_pages::solo::{PackProgress, PlayerRecord};
use gloo_storage::{LocalStorage, Storage};

use chesslab_pages::solo::SoloPage;

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

/// A switch the player sets once and the page remembers: sound, warnings.
#[derive(Clone, Copy)]
pub enum Switch {
    /// The mute switch (stored "off" when muted).
    Sound,
    /// "Warn me when a win is no longer possible".
    Warn,
}

impl Switch {
    const fn key(self) -> &'static str {
        match self {
            Switch::Sound => "chess-puzzle-lab.solo.sound",
            Switch::Warn => "chess-puzzle-lab.solo.warn",
        }
    }

    /// Whether it is on as stored: on unless "off" was stored (storage that
    /// cannot be read, or anything else stored, means on).
    pub fn load(self) -> bool {
        let stored = LocalStorage::raw().get_item(self.key()).ok().flatten();
        stored.as_deref() != Some("off")
    }

    /// Stores it (a browser that refuses storage forgets it after this visit).
    pub fn save(self, on: bool) {
        if LocalStorage::raw().set_item(self.key(), if on { "on" } else { "off" }).is_err() {
            web_sys::console::warn_1(&format!("the setting {} was not saved", self.key()).into());
        }
    }
}

/// Where the pack progress is stored.
const PACKS_KEY: &str = "chess-puzzle-lab.solo.packs";
/// Where stored pack progress that cannot be read is kept aside.
const PACKS_KEPT_KEY: &str = "chess-puzzle-lab.solo.packs.unreadable";

/// Gives `page` the stored pack progress. Progress that cannot be read is
/// moved aside (never overwritten by new progress) and reported to the page.
pub fn load_packs(page: &mut SoloPage) {
    let storage = LocalStorage::raw();
    let Some(text) = storage.get_item(PACKS_KEY).ok().flatten() else { return };
    match PackProgress::from_storage(&text) {
        Ok(progress) => page.set_pack_progress(progress),
        Err(error) => {
            // An older text kept aside is kept too: a second unreadable one goes beside it.
            let kept = match storage.get_item(PACKS_KEPT_KEY).ok().flatten() {
                None => PACKS_KEPT_KEY.to_string(),
                Some(_) => format!("{PACKS_KEPT_KEY}.{}", js_sys::Date::now() as u64),
            };
            if storage.set_item(&kept, &text).is_ok() {
                let _ = storage.remove_item(PACKS_KEY);
            }
            page.pack_progress_unreadable(&error.to_string(), &kept);
        }
    }
}

/// Stores the pack progress.
pub fn save_packs(progress: &PackProgress) {
    if LocalStorage::raw().set_item(PACKS_KEY, &progress.to_storage()).is_err() {
        web_sys::console::warn_1(&"pack progress not saved".into());
    }
}
