//! The player's record in the browser's local storage.

use crate::local_store::{keep_aside, move_aside, read_stored, store};
use chesslab_pages::solo::{
    read_stored_record, KeptAside, PackProgress, PlayerRecord, RushBests, SavedGames, SoloPage, Stored,
    StoredRecord, StoredRun, StoredRush, RECORD_KEPT_KEY, RECORD_KEY, RUN_KEPT_KEY, RUN_KEY, RUSH_BESTS_KEY,
    RUSH_KEPT_KEY, RUSH_KEY, SAVED_KEPT_KEY, SAVED_KEY,
};
use gloo_storage::{LocalStorage, Storage};

/// The stored record. One that cannot be read is moved aside under the
/// key the model names (never overwritten by new progress); the caller
/// reports it with [`report_unreadable`].
pub fn load() -> StoredRecord {
    let storage = LocalStorage::raw();
    let text = storage.get_item(RECORD_KEY).ok().flatten();
    let kept_key_taken = storage.get_item(RECORD_KEPT_KEY).ok().flatten().is_some();
    let stored = read_stored_record(text.as_deref(), kept_key_taken, js_sys::Date::now());
    if let Some(kept) = &stored.kept_aside {
        move_aside(&storage, RECORD_KEY, &kept.key, &kept.text);
    }
    stored
}

/// Tells `page` about a record [`load`] could not read, and where it is kept.
pub fn report_unreadable(page: &mut SoloPage, kept_aside: Option<&KeptAside>) {
    if let Some(kept) = kept_aside {
        page.record_unreadable(&kept.error.to_string(), &kept.key);
    }
}

/// Stores the record (a browser that refuses storage keeps it for this visit only).
pub fn save(record: &PlayerRecord) {
    store(RECORD_KEY, &record.to_storage(), "progress");
}

/// Where the pack progress is stored.
const PACKS_KEY: &str = "chess-puzzle-lab.solo.packs";
/// Where stored pack progress that cannot be read is kept aside.
const PACKS_KEPT_KEY: &str = "chess-puzzle-lab.solo.packs.unreadable";

/// Gives `page` the stored pack progress. Progress that cannot be read is
/// moved aside (never overwritten by new progress) and reported to the page.
pub fn load_packs(page: &mut SoloPage) {
    match read_stored(PACKS_KEY, PACKS_KEPT_KEY, PackProgress::from_storage) {
        Some(Ok(progress)) => page.restore(Stored::Packs(progress)),
        Some(Err((error, kept))) => page.pack_progress_unreadable(&error, &kept),
        None => {}
    }
}

/// Stores the pack progress.
pub fn save_packs(progress: &PackProgress) {
    store(PACKS_KEY, &progress.to_storage(), "pack progress");
}

/// Gives `page` the stored games in progress. Text that cannot be read is
/// moved aside (never overwritten) and handed back, with why and where, for
/// the page to report once it is built.
pub fn load_games(page: &mut SoloPage) -> Option<(String, String)> {
    let saved = read_stored(SAVED_KEY, SAVED_KEPT_KEY, SavedGames::from_storage)?;
    saved.map(|saved| page.restore(Stored::Games(saved))).err()
}

/// Stores the games in progress.
pub fn save_games(saved: &SavedGames) {
    store(SAVED_KEY, &saved.to_storage(), "games in progress");
}

/// Gives `page` the stored challenge run (checked later, when its link is
/// opened). Text that cannot be read is moved aside and handed back, with
/// why and where, for the page to report.
pub fn load_run(page: &mut SoloPage) -> Option<(String, String)> {
    let stored = read_stored(RUN_KEY, RUN_KEPT_KEY, StoredRun::from_storage)?;
    stored.map(|stored| page.restore(Stored::Run(stored))).err()
}

/// Stores the challenge run, or removes the stored one when there is none to keep.
pub fn save_run(stored: Option<&StoredRun>) {
    store_or_remove(RUN_KEY, stored.map(StoredRun::to_storage), "challenge run not saved");
}

/// Stores `text` under `key`, or removes what `key` holds when there is no text (`warning` if refused).
fn store_or_remove(key: &str, text: Option<String>, warning: &str) {
    let storage = LocalStorage::raw();
    let saved = match text {
        Some(text) => storage.set_item(key, &text),
        None => storage.remove_item(key),
    };
    if saved.is_err() {
        web_sys::console::warn_1(&warning.into());
    }
}

/// Keeps a stored run that did not check aside (beside any older one), out of the run's key.
pub fn keep_run_aside(text: &str) {
    let storage = LocalStorage::raw();
    keep_aside(&storage, RUN_KEY, RUN_KEPT_KEY, text);
}

/// Where best Rush scores that cannot be read are kept aside.
const RUSH_BESTS_KEPT_KEY: &str = "chess-puzzle-lab.solo.rush.bests.unreadable";

/// Gives `page` the stored Rush (checked when its link is opened) and the
/// best Rush scores. Text that cannot be read is moved aside and handed
/// back, with why and where, for the page to report.
pub fn load_rush(page: &mut SoloPage) -> Option<(String, String)> {
    let bests = read_stored(RUSH_BESTS_KEY, RUSH_BESTS_KEPT_KEY, RushBests::from_storage);
    let unreadable_bests =
        bests.and_then(|bests| bests.map(|bests| page.restore(Stored::RushBests(bests))).err());
    let stored = read_stored(RUSH_KEY, RUSH_KEPT_KEY, StoredRush::from_storage);
    let unreadable_run =
        stored.and_then(|stored| stored.map(|stored| page.restore(Stored::Rush(stored))).err());
    unreadable_run.or(unreadable_bests)
}

/// Stores the Rush, or removes the stored one when there is none to keep.
pub fn save_rush(stored: Option<&StoredRush>) {
    store_or_remove(RUSH_KEY, stored.map(StoredRush::to_storage), "Rush not saved");
}

/// Keeps a stored Rush that did not check aside, out of the Rush's key.
pub fn keep_rush_aside(text: &str) {
    let storage = LocalStorage::raw();
    keep_aside(&storage, RUSH_KEY, RUSH_KEPT_KEY, text);
}

/// Stores the best Rush scores.
pub fn save_rush_bests(bests: &RushBests) {
    store(RUSH_BESTS_KEY, &bests.to_storage(), "best Rush scores");
}
