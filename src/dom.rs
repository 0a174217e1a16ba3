//! Small, panic-free helpers over `web-sys` for finding elements and showing text.
//!
//! User text only ever reaches the page through `textContent` or an input's
//! value, never as HTML.

use std::{cell::Cell, rc::Rc};

use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use wasm_bindgen::{closure::Closure, JsCast, JsValue};
use web_sys::{Document, Element, HtmlElement, Window};

use chesslab_pages::elements::{ElementKinds, Find, FindElements};

/// Something the browser refused or an element the page lacks.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct WebError(pub String);

impl From<JsValue> for WebError {
    fn from(value: JsValue) -> WebError {
        let text = value
            .dyn_ref::<js_sys::Error>()
            .map(|error| String::from(error.message()))
            .or_else(|| value.as_string())
            .unwrap_or_else(|| format!("{value:?}"));
        WebError(text)
    }
}

/// The page's window.
pub fn window() -> Result<Window, WebError> {
    web_sys::window().ok_or_else(|| WebError("no window".into()))
}

/// The page's document.
pub fn document() -> Result<Document, WebError> {
    window()?.document().ok_or_else(|| WebError("no document".into()))
}

/// The element with this id, as type `T`.
pub fn element<T: JsCast>(id: &str) -> Result<T, WebError> {
    document()?
        .get_element_by_id(id)
        .ok_or_else(|| WebError(format!("the page has no element #{id}")))?
        .dyn_into::<T>()
        .map_err(|_| WebError(format!("#{id} is not the expected kind of element")))
}

/// The element with this id, as type `T`; when there is none (or it is of another kind), a
/// stand-in (`undefined`) and the first such error noted in `missing`. For a struct of many
/// elements: each `?` of [`element`] there left a path dropping the elements found before it.
pub fn element_or_note<T: JsCast>(id: &str, missing: &mut Option<WebError>) -> T {
    element(id).unwrap_or_else(|error| {
        missing.get_or_insert(error);
        JsValue::UNDEFINED.unchecked_into()
    })
}

/// Sets an element's text (never HTML).
pub fn set_text(element: &Element, text: &str) {
    element.set_text_content(Some(text));
}

/// Sets an element's text (never HTML) only if it differs: text drawn again unchanged is not
/// repainted, nor taken for a new largest paint (the first screen's texts are in the HTML). Not
/// for a live region, where the same text written again is said again.
pub fn update_text(element: &Element, text: &str) {
    if element.text_content().as_deref() != Some(text) {
        element.set_text_content(Some(text));
    }
}

/// Shows or hides an element.
pub fn set_visible(element: &HtmlElement, visible: bool) {
    element.set_hidden(!visible);
}

/// Says `text` in the live region `region`; the same text twice is said twice
/// (every page that speaks through a live region of its own calls this).
pub fn announce(region: &Element, text: &str) {
    let said = region.text_content().unwrap_or_default();
    // A region whose text does not change is not read again: a no-break space makes it change.
    let text = if said.trim_end_matches('\u{a0}') == text && !said.ends_with('\u{a0}') {
        format!("{text}\u{a0}")
    } else {
        text.to_string()
    };
    set_text(region, &text);
}

/// Sends every panic's message and place to the console as an error. Written here rather than
/// with `console_error_panic_hook`: that one adds a JavaScript stack, which names nothing in a
/// wasm stripped of its names, for 0.6 KB of the page's gzip.
pub fn report_panics() {
    std::panic::set_hook(Box::new(|info| web_sys::console::error_1(&info.to_string().into())));
}

/// Replaces the page with an error message, for when the app cannot start.
pub fn show_fatal(message: &str) {
    if let Ok(body) =
        document().and_then(|document| document.body().ok_or_else(|| WebError("no body".into())))
    {
        set_text(&body, message);
    }
}

/// A listener that calls `action` with `view` while the view lives; it holds
/// only a weak reference, so listeners never keep a view alive.
pub fn listen_with<V: 'static>(
    view: &Rc<V>,
    target: &web_sys::EventTarget,
    event: &'static str,
    action: impl Fn(&V, &web_sys::Event) + 'static,
) -> EventListener {
    listen_with_options(view, target, event, EventListenerOptions::default(), action)
}

/// [`listen_with`], with the listener's options (one that may cancel the event's default is
/// not passive).
pub fn listen_with_options<V: 'static>(
    view: &Rc<V>,
    target: &web_sys::EventTarget,
    event: &'static str,
    options: EventListenerOptions,
    action: impl Fn(&V, &web_sys::Event) + 'static,
) -> EventListener {
    listen_boxed(view, target, event, options, Box::new(action))
}

/// What a listener does with its view and the event.
type Action<V> = Box<dyn Fn(&V, &web_sys::Event)>;

/// The listener itself, written once per kind of view: only the boxed `action` differs from one
/// listener to the next (inlined for each of the page's ~50 listeners, the rest was ~8 KB of wasm).
#[inline(never)]
fn listen_boxed<V: 'static>(
    view: &Rc<V>,
    target: &web_sys::EventTarget,
    event: &'static str,
    options: EventListenerOptions,
    action: Action<V>,
) -> EventListener {
    let weak = Rc::downgrade(view);
    EventListener::new_with_options(target, event, options, move |event| {
        if let Some(view) = weak.upgrade() {
            action(&view, event);
        }
    })
}

/// Shows the link to this page at `fragment` in `input`, selects it, and
/// copies it to the clipboard; `status` then says whether the copy worked.
pub fn offer_link(fragment: &str, input: &web_sys::HtmlInputElement, status: &HtmlElement) {
    let link = format!("{}{fragment}", page_url());
    input.set_value(&link);
    set_visible(input, true);
    input.select();
    set_text(status, "Copying the link…");
    let status = status.clone();
    copy_text(&link, move |copied| {
        set_text(
            &status,
            if copied { "Link copied to the clipboard." } else { "Copy the link from the box." },
        );
    });
}

/// The page's address without its `#…` (links are this plus a fragment).
pub fn page_url() -> String {
    let Ok(window) = window() else { return String::new() };
    let location = window.location();
    format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default())
}

/// Copies `text` to the clipboard, then calls `done` with whether it worked
/// (a browser may refuse: the caller then shows the text to copy by hand).
pub fn copy_text(text: &str, done: impl FnOnce(bool) + 'static) {
    let Ok(window) = window() else { return done(false) };
    let promise = window.navigator().clipboard().write_text(text);
    wasm_bindgen_futures::spawn_local(async move {
        done(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
    });
}

/// A new element of `tag` with the CSS class `class` (none when empty).
pub fn create<T: JsCast>(document: &Document, tag: &str, class: &str) -> Result<T, WebError> {
    let element = document.create_element(tag)?;
    if !class.is_empty() {
        element.set_class_name(class);
    }
    element
        .dyn_into::<T>()
        .map_err(|_| WebError(format!("a new <{tag}> is not the expected kind of element")))
}

/// Replaces `list`'s items with `lines` (as text, never HTML).
pub fn fill_list(list: &Element, lines: &[String]) {
    set_text(list, "");
    let Ok(document) = document() else { return };
    for line in lines {
        // A list the browser refuses to grow shows fewer lines; the page goes on.
        let _ = append_text(&document, list, "li", line);
    }
}

/// A link with `class` and `text` to `fragment`.
pub fn link(document: &Document, class: &str, text: &str, fragment: &str) -> Result<HtmlElement, WebError> {
    let anchor: HtmlElement = create(document, "a", class)?;
    anchor.set_attribute("href", fragment)?;
    set_text(&anchor, text);
    Ok(anchor)
}

/// Appends a new `<tag>` holding `text` (as text, never HTML) to `parent`.
///
/// # Errors
/// When the element cannot be created or appended.
pub fn append_text(document: &Document, parent: &Element, tag: &str, text: &str) -> Result<(), WebError> {
    let element = document.create_element(tag)?;
    set_text(&element, text);
    parent.append_child(&element)?;
    Ok(())
}

/// The web-sys types the view binds each kind of element to (the kinds a
/// page model's [`chesslab_pages::element_ids`] declares its elements with).
pub struct Dom;

impl ElementKinds for Dom {
    type Element = HtmlElement;
    type Button = web_sys::HtmlButtonElement;
    type Input = web_sys::HtmlInputElement;
    type Select = web_sys::HtmlSelectElement;
    type TextArea = web_sys::HtmlTextAreaElement;
    type Dialog = web_sys::HtmlDialogElement;
    type Canvas = web_sys::HtmlCanvasElement;
    type List = web_sys::HtmlOListElement;
}

/// Finds elements by their ids in the document, noting the first one missing.
pub struct Binder {
    missing: Option<WebError>,
}

impl<T: JsCast> Find<T> for Binder {
    fn find(&mut self, id: &'static str) -> T {
        element_or_note(id, &mut self.missing)
    }
}

impl FindElements<Dom> for Binder {}

/// A page's elements, bound by `find` (the `find` of a struct that
/// [`chesslab_pages::element_ids`] declares).
///
/// # Errors
/// When the page lacks one of them, or it is of another kind.
pub fn bind<E>(find: impl FnOnce(&mut Binder) -> E) -> Result<E, WebError> {
    let mut binder = Binder { missing: None };
    let found = find(&mut binder);
    binder.missing.map_or(Ok(found), Err)
}

/// Milliseconds since the page started (monotonic), for timing searches.
pub fn now_ms() -> f64 {
    window().ok().and_then(|window| window.performance()).map_or(0.0, |performance| performance.now())
}

/// Calls `action` once the browser has painted the next frame (a frame callback, then a task
/// after it), or after `at_most_ms` if no frame comes first (a hidden tab draws none). Written
/// here: two browser calls, not worth a crate (gloo-render).
pub fn after_next_paint<F: FnOnce() + 'static>(at_most_ms: u32, action: F) {
    fn run_once<F: FnOnce()>(slot: &Cell<Option<F>>) {
        if let Some(action) = slot.take() {
            action();
        }
    }
    let slot = Rc::new(Cell::new(Some(action)));
    let after_frame = Rc::clone(&slot);
    let frame = Closure::once_into_js(move || Timeout::new(0, move || run_once(&after_frame)).forget());
    if let Err(error) = window().and_then(|window| Ok(window.request_animation_frame(frame.unchecked_ref())?))
    {
        web_sys::console::warn_1(&format!("no frame callback: {error}").into());
    }
    Timeout::new(at_most_ms, move || run_once(&slot)).forget();
}
