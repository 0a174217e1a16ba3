//! Where the pages keep a long search's finished shares between visits: one
//! IndexedDB database, an object store per family ([`Store`]), each reply a
//! text under its own key (the page models name keys and texts and read them
//! back, as untrusted input: `ExactPage::restored`, `QueensPage::restored`).
//! Everything here may fail (no IndexedDB in a private window, storage
//! full, a database blocked): a search then just runs without resume, and
//! nothing panics.

use super::effects::Carry;
use chesslab_pages::kept::KeptEffect;
use std::{
    cell::RefCell,
    rc::{Rc, Weak},
};

use gloo_timers::callback::Timeout;
use js_sys::{Array, Function, Promise};
use wasm_bindgen::{closure::Closure, JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Event, IdbDatabase, IdbKeyRange, IdbObjectStore, IdbRequest, IdbTransactionMode};

/// The database, shared by the app's pages.
const DATABASE: &str = "chess-puzzle-lab";
/// Its version: 1 made the Exact page's store, 2 added the Queens page's
/// (an upgrade makes the stores missing and keeps those there).
const VERSION: u32 = 2;
/// The most replies read for one problem: far above any proof's caps × shares
/// (and a Queens count's shares), so a store filled by hand cannot make a page read without end.
const MOST_READ: u32 = 16_384;
/// How long a search waits for its kept replies (milliseconds): reading them takes a few.
const WAIT_MS: u32 = 3_000;

/// Which family's replies: each has an object store of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Store {
    /// The Exact page's proofs of the fewest pieces.
    ExactProofs,
    /// The Queens page's long counts.
    QueensCounts,
}

impl Store {
    /// Every store, made when the database is first opened at [`VERSION`].
    const ALL: [Store; 2] = [Store::ExactProofs, Store::QueensCounts];

    /// The object store's name.
    const fn name(self) -> &'static str {
        match self {
            Store::ExactProofs => "exact-proof-shares",
            Store::QueensCounts => "queens-count-shares",
        }
    }
}

/// One page's kept replies: the database opened once, when first needed.
pub struct KeptReplies {
    /// The family's store.
    store: Store,
    /// The database being opened or open (a promise can be awaited any number of times).
    database: RefCell<Option<Promise>>,
}

impl KeptReplies {
    /// The replies kept in `store`.
    pub fn new(store: Store) -> KeptReplies {
        KeptReplies { store, database: RefCell::new(None) }
    }

    /// Does what `effect` asks for `view`; a restore's replies (with its prefix) go to the view's
    /// model through `restored`, when the view is still there.
    pub fn carry_for<V: Carry + 'static>(
        &self,
        effect: KeptEffect,
        view: Weak<V>,
        restored: impl FnOnce(&mut V::Model, &str, Vec<(String, String)>, f64) -> Vec<V::Effect> + 'static,
    ) {
        self.carry(effect, move |prefix, stored| {
            if let Some(view) = view.upgrade() {
                view.act(|model, now| restored(model, &prefix, stored, now));
            }
        });
    }

    /// Does what `effect` asks; a restore's replies go to `restored` with its prefix.
    pub fn carry(&self, effect: KeptEffect, restored: impl FnOnce(String, Vec<(String, String)>) + 'static) {
        match effect {
            KeptEffect::Restore(prefix) => {
                self.restore(&prefix.clone(), move |stored| restored(prefix, stored))
            }
            KeptEffect::Keep { key, text } => self.keep(key, text),
            KeptEffect::Forget(keys) => self.forget(keys),
            KeptEffect::ForgetAll(prefix) => self.forget_all(&prefix),
        }
    }

    /// Reads every reply kept under keys starting with `prefix`, then calls
    /// `done` with them (key and text; none when nothing can be read, or
    /// when the browser has not answered within [`WAIT_MS`]: the search does
    /// not wait for storage that hangs).
    pub fn restore(&self, prefix: &str, done: impl FnOnce(Vec<(String, String)>) + 'static) {
        let (database, prefix, store) = (self.database(), prefix.to_string(), self.store.name());
        let done = Rc::new(RefCell::new(Some(done)));
        let late = Rc::clone(&done);
        let timer = Timeout::new(WAIT_MS, move || {
            let taken = late.borrow_mut().take();
            if let Some(done) = taken {
                web_sys::console::warn_1(&"the search's kept shares were not read in time".into());
                done(Vec::new());
            }
        });
        wasm_bindgen_futures::spawn_local(async move {
            let stored = match read(database, store, &prefix).await {
                Ok(stored) => stored,
                Err(error) => {
                    web_sys::console::warn_2(&"the search's kept shares cannot be read:".into(), &error);
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
    /// asked for before. A failure is not said: without storage a search just
    /// runs without resume (and [`KeptReplies::restore`] says so once).
    fn write(&self, change: impl FnOnce(&IdbObjectStore) -> Result<(), JsValue> + 'static) {
        let (database, store) = (self.database(), self.store.name());
        wasm_bindgen_futures::spawn_local(async move {
            let written: Result<(), JsValue> = async {
                let database: IdbDatabase = JsFuture::from(database).await?.dyn_into()?;
                let store = database
                    .transaction_with_str_and_mode(store, IdbTransactionMode::Readwrite)?
                    .object_store(store)?;
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

/// Opens the database (making the stores it lacks, the first time at this
/// [`VERSION`]): a promise of the `IdbDatabase`, rejected when the browser
/// keeps nothing. The database is closed when another tab asks for a newer
/// version, so that tab's upgrade is not blocked by this one.
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
                let names = database.object_store_names();
                for store in Store::ALL.map(Store::name) {
                    if !names.contains(store) {
                        let _ = database.create_object_store(store);
                    }
                }
            }
        });
        request.set_onupgradeneeded(Some(upgrade.as_ref().unchecked_ref()));
        let database: IdbDatabase = finished(&request).await?.dyn_into()?;
        request.set_onupgradeneeded(None);
        let closing = database.clone();
        // Called at most once: once closed, the database hears of no other version.
        let close = Closure::once_into_js(move |_: Event| closing.close());
        database.set_onversionchange(Some(close.unchecked_ref()));
        Ok(database.into())
    };
    wasm_bindgen_futures::future_to_promise(opened)
}

/// Reads the keys and texts under `prefix` in `store`, in one transaction.
async fn read(database: Promise, store: &str, prefix: &str) -> Result<Vec<(String, String)>, JsValue> {
    let database: IdbDatabase = JsFuture::from(database).await?.dyn_into()?;
    let store = database.transaction_with_str(store)?.object_store(store)?;
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
