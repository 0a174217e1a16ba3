//! Where the Exact page keeps a proof's finished shares between visits: one
//! object store of IndexedDB, each reply a text under its own key (the page
//! model names keys and texts and reads them back: `ExactPage::restored`).
//! Everything here may fail (no IndexedDB in a private window, storage
//! full, a database blocked): a proof then just runs without resume, and
//! nothing panics.

use std::{cell::RefCell, rc::Rc};

use gloo_timers::callback::Timeout;
use js_sys::{Array, Function, Promise};
use wasm_bindgen::{closure::Closure, JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Event, IdbDatabase, IdbKeyRange, IdbObjectStore, IdbRequest, IdbTransactionMode};

/// The database, shared by the app's pages.
const DATABASE: &str = "chess-puzzle-lab";
/// Its version: the one that made the store.
const VERSION: u32 = 1;
/// The store of the Exact page's kept replies.
const STORE: &str = "exact-proof-shares";
/// The most replies read for one problem: far above any proof's caps × shares.
const MOST_READ: u32 = 16_384;
/// How long a proof waits for its kept replies (milliseconds): reading them takes a few.
const WAIT_MS: u32 = 3_000;

/// The Exact page's kept replies: the database opened once, when first needed.
#[derive(Default)]
pub struct KeptReplies {
    /// The database being opened or open (a promise can be awaited any number of times).
    database: RefCell<Option<Promise>>,
}

impl KeptReplies {
    /// Reads every reply kept under keys starting with `prefix`, then calls
    /// `done` with them (key and text; none when nothing can be read, or
    /// when the browser has not answered within [`WAIT_MS`]: the proof does
    /// not wait for storage that hangs).
    pub fn restore(&self, prefix: &str, done: impl FnOnce(Vec<(String, String)>) + 'static) {
        let (database, prefix) = (self.database(), prefix.to_string());
        let done = Rc::new(RefCell::new(Some(done)));
        let late = Rc::clone(&done);
        let timer = Timeout::new(WAIT_MS, move || {
            let taken = late.borrow_mut().take();
            if let Some(done) = taken {
                web_sys::console::warn_1(&"the proof's kept shares were not read in time".into());
                done(Vec::new());
            }
        });
        wasm_bindgen_futures::spawn_local(async move {
            let stored = match read(database, &prefix).await {
                Ok(stored) => stored,
                Err(error) => {
                    web_sys::console::warn_2(&"the proof's kept shares cannot be read:".into(), &error);
                    Vec::new()
                }
            };
            drop(timer);
            let taken = done.borrow_mut().take();
            if let Some(done) = taken {
                done(stored);
            }
        });
    }

    /// Keeps `text` under `key`.
    pub fn keep(&self, key: String, text: String) {
        self.write(move |store| store.put_with_key(&text.into(), &key.into()).map(drop));
    }

    /// Removes the replies under `keys`.
    pub fn forget(&self, keys: Vec<String>) {
        self.write(move |store| keys.iter().try_for_each(|key| store.delete(&key.into()).map(drop)));
    }

    /// Removes every reply under keys starting with `prefix`.
    pub fn forget_all(&self, prefix: &str) {
        let prefix = prefix.to_string();
        self.write(move |store| store.delete(&range(&prefix)?).map(drop));
    }

    /// Runs `change` on the store in a transaction of its own, after those
    /// asked for before. A failure is not said: without storage a proof just
    /// runs without resume (and [`KeptReplies::restore`] says so once).
    fn write(&self, change: impl FnOnce(&IdbObjectStore) -> Result<(), JsValue> + 'static) {
        let database = self.database();
        wasm_bindgen_futures::spawn_local(async move {
            let written: Result<(), JsValue> = async {
                let database: IdbDatabase = JsFuture::from(database).await?.dyn_into()?;
                let store = database
                    .transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite)?
                    .object_store(STORE)?;
                change(&store)
            }
            .await;
            drop(written);
        });
    }

    /// The database, opened on the first call.
    fn database(&self) -> Promise {
        self.database.borrow_mut().get_or_insert_with(open).clone()
    }
}

/// Opens the database (making its store the first time): a promise of the
/// `IdbDatabase`, rejected when the browser keeps nothing.
fn open() -> Promise {
    let opened = async {
        let factory = web_sys::window()
            .ok_or(JsValue::NULL)?
            .indexed_db()?
            .ok_or_else(|| JsValue::from_str("IndexedDB is unavailable"))?;
        let request = factory.open_with_u32(DATABASE, VERSION)?;
        let upgrading = request.clone();
        let upgrade = Closure::once(move |_: Event| {
            if let Some(database) =
                upgrading.result().ok().and_then(|result| result.dyn_into::<IdbDatabase>().ok())
            {
                if !database.object_store_names().contains(STORE) {
                    let _ = database.create_object_store(STORE);
                }
            }
        });
        request.set_onupgradeneeded(Some(upgrade.as_ref().unchecked_ref()));
        let database = finished(&request).await;
        request.set_onupgradeneeded(None);
        database
    };
    wasm_bindgen_futures::future_to_promise(opened)
}

/// Reads the keys and texts under `prefix`, in one transaction.
async fn read(database: Promise, prefix: &str) -> Result<Vec<(String, String)>, JsValue> {
    let database: IdbDatabase = JsFuture::from(database).await?.dyn_into()?;
    let store = database.transaction_with_str(STORE)?.object_store(STORE)?;
    let range = range(prefix)?;
    let keys = store.get_all_keys_with_key_and_limit(&range, MOST_READ)?;
    let texts = store.get_all_with_key_and_limit(&range, MOST_READ)?;
    let keys: Array = finished(&keys).await?.dyn_into()?;
    let texts: Array = finished(&texts).await?.dyn_into()?;
    // A text that is not a string is read as an empty one: refused, and so removed.
    let texts = texts.iter().map(|text| text.as_string().unwrap_or_default());
    Ok(keys.iter().zip(texts).filter_map(|(key, text)| Some((key.as_string()?, text))).collect())
}

/// Every key starting with `prefix` (a problem's keys: a problem's text has no spaces).
fn range(prefix: &str) -> Result<JsValue, JsValue> {
    IdbKeyRange::bound(&prefix.into(), &format!("{prefix}\u{ffff}").into()).map(Into::into)
}

/// The result of `request`, once it has succeeded.
async fn finished(request: &IdbRequest) -> Result<JsValue, JsValue> {
    let promise = Promise::new(&mut |resolve: Function, reject: Function| {
        request.set_onsuccess(Some(&resolve));
        request.set_onerror(Some(&reject));
    });
    JsFuture::from(promise).await?;
    request.result()
}
