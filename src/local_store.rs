//! Texts kept in the browser's local storage, read and written the same way
//! by every page: a text that cannot be read is moved aside (beside any
//! older one, never overwritten), and a browser that refuses storage is
//! said in the console.

use chesslab_pages::solo::kept_aside_key;
use gloo_storage::{LocalStorage, Storage};
use web_sys::Storage as Store;

/// Stores `text` under `key`; a browser that refuses storage keeps `what`
/// for this visit only (and the console says so). Tells whether it stored.
pub fn store(key: &str, text: &str, what: &str) -> bool {
    let stored = LocalStorage::raw().set_item(key, text).is_ok();
    if !stored {
        web_sys::console::warn_1(&format!("{what} not saved: the browser refused storage").into());
    }
    stored
}

/// Stores `text`, read from `key`, under `kept` instead; `key` is emptied
/// only once the copy is stored.
pub fn move_aside(storage: &Store, key: &str, kept: &str, text: &str) {
    if storage.set_item(kept, text).is_ok() {
        let _ = storage.remove_item(key);
    }
}

/// Reads the text stored under `key` with `read` (`None`: nothing is
/// stored); text that cannot be read is moved aside under `kept` (beside
/// any older one, never overwritten) and handed back as why and where.
pub fn read_stored<T, E: ToString>(
    key: &str,
    kept: &str,
    read: impl FnOnce(&str) -> Result<T, E>,
) -> Option<Result<T, (String, String)>> {
    let storage = LocalStorage::raw();
    let text = storage.get_item(key).ok().flatten()?;
    Some(read(&text).map_err(|error| (error.to_string(), keep_aside(&storage, key, kept, &text))))
}

/// Moves `text`, read from `key`, under `base` (or `base` and the time,
/// when `base` holds an older text); gives the key it went under.
pub fn keep_aside(storage: &Store, key: &str, base: &str, text: &str) -> String {
    let taken = storage.get_item(base).ok().flatten().is_some();
    let kept = kept_aside_key(base, taken, js_sys::Date::now());
    move_aside(storage, key, &kept, text);
    kept
}
