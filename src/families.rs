//! Loads the page's second wasm module, `families` (the Queens, Coverage and Exact pages, and
//! Solo's "Your progress" panel), the first time one of them is opened, so the first screen
//! never waits for it.
//!
//! Trunk builds the `families` binary like a worker without a loader shim (index.html: a rust
//! link with `data-type="worker"`): wasm-bindgen's `--target no-modules` glue, `families.js`,
//! defines a global `wasm_bindgen` that fetches `families_bg.wasm` and runs the binary's `main`
//! ([`crate::start_families`]), which mounts those pages and routes the current link itself.
//! Written here rather than taken from a crate: it is one script element and one call, and no
//! crate loads a second wasm-bindgen module of Trunk's on demand.

use std::cell::Cell;

use wasm_bindgen::{prelude::wasm_bindgen, JsValue};
use wasm_bindgen_futures::JsFuture;

use super::dom::{self, WebError};

/// The module's wasm-bindgen glue (unhashed, like the worker's: Trunk names worker links so).
const SCRIPT: &str = "./families.js";
/// The module's wasm.
const WASM: &str = "./families_bg.wasm";

thread_local! {
    /// Set while the module loads, and once it has started: it is loaded once.
    static LOADING_OR_STARTED: Cell<bool> = const { Cell::new(false) };
    /// Set once `families.js` has run (a second try after a failed start fetches only the wasm).
    static SCRIPT_LOADED: Cell<bool> = const { Cell::new(false) };
}

#[wasm_bindgen]
extern "C" {
    /// `families.js`'s global init function: fetches the wasm, instantiates it and runs `main`.
    #[wasm_bindgen(catch, js_name = wasm_bindgen)]
    fn init_families(options: &JsValue) -> Result<js_sys::Promise, JsValue>;
}

/// Loads and starts the `families` module unless it is loading or started; on failure calls
/// `on_error` with the reason, and the next call tries again.
pub fn load(on_error: fn(&str)) {
    if LOADING_OR_STARTED.get() {
        return;
    }
    LOADING_OR_STARTED.set(true);
    wasm_bindgen_futures::spawn_local(async move {
        if let Err(error) = fetch_and_start().await {
            LOADING_OR_STARTED.set(false);
            on_error(&error.to_string());
        }
    });
}

async fn fetch_and_start() -> Result<(), WebError> {
    if !SCRIPT_LOADED.get() {
        let document = dom::document()?;
        let script = document.create_element("script")?;
        script.set_attribute("src", SCRIPT)?;
        let loaded = js_sys::Promise::new(&mut |resolve, reject| {
            let _ = script.add_event_listener_with_callback("load", &resolve);
            let _ = script.add_event_listener_with_callback("error", &reject);
        });
        document.body().ok_or_else(|| WebError("no body".into()))?.append_child(&script)?;
        JsFuture::from(loaded).await.map_err(|_| WebError(format!("{SCRIPT} did not load")))?;
        SCRIPT_LOADED.set(true);
    }
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"module_or_path".into(), &WASM.into())?;
    JsFuture::from(init_families(&options)?).await?;
    Ok(())
}
