//! The player's settings in the browser: one record ([`Settings`]) read once
//! at start, applied to the page as `data-theme` and `data-board` on the
//! root element (the style sheet's palette follows them, and the canvases
//! read the palette: [`color`]), changed by the Theme and Board selects (on
//! the home page and in Solo's Settings) and by Solo's switches, and stored
//! whole at each change.
//!
//! A record that cannot be read is moved aside (never overwritten) and the
//! console says so; the page starts from the defaults. Before this record,
//! Solo stored its two switches under keys of their own: they are read once
//! into it.

use std::cell::{Cell, RefCell};

use gloo_events::EventListener;
use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlSelectElement};

use super::{board_canvas, dom, WebError};
use chesslab_pages::settings::{BoardTheme, Choice, Settings, Theme, SETTINGS_KEPT_KEY, SETTINGS_KEY};

/// Solo's switches as stored before the settings record: "off" or anything else.
const OLD_SWITCHES: [&str; 2] = ["chess-puzzle-lab.solo.sound", "chess-puzzle-lab.solo.warn"];

thread_local! {
    /// The settings in force (read at start by [`load`]).
    static CURRENT: Cell<Option<Settings>> = const { Cell::new(None) };
    /// The appearance selects' and the look's listeners, kept for the page's life.
    static LISTENERS: RefCell<Vec<EventListener>> = const { RefCell::new(Vec::new()) };
}

/// The settings in force: as stored (read on first use), else the defaults.
pub fn current() -> Settings {
    CURRENT.with(Cell::get).unwrap_or_else(load)
}

/// Reads the stored settings (or Solo's older switches) and applies them to the page.
fn load() -> Settings {
    let storage = LocalStorage::raw();
    let settings = match storage.get_item(SETTINGS_KEY).ok().flatten() {
        Some(text) => Settings::from_storage(&text).unwrap_or_else(|error| {
            if storage.set_item(SETTINGS_KEPT_KEY, &text).is_ok() {
                let _ = storage.remove_item(SETTINGS_KEY);
            }
            web_sys::console::warn_1(
                &format!("settings not read ({error}): kept aside as '{SETTINGS_KEPT_KEY}'").into(),
            );
            Settings::default()
        }),
        None => {
            let off = |key: &str| storage.get_item(key).ok().flatten().as_deref() == Some("off");
            let [sound, warn] = OLD_SWITCHES;
            Settings { sound: !off(sound), warn: !off(warn), ..Settings::default() }
        }
    };
    CURRENT.with(|current| current.set(Some(settings)));
    apply(settings);
    settings
}

/// Changes the settings with `change`, applies and stores them (a browser
/// that refuses storage keeps them for this visit only).
pub fn update(change: impl FnOnce(&mut Settings)) {
    let before = current();
    let mut settings = before;
    change(&mut settings);
    CURRENT.with(|current| current.set(Some(settings)));
    if (settings.theme, settings.board) != (before.theme, before.board) {
        apply(settings);
    }
    let storage = LocalStorage::raw();
    if storage.set_item(SETTINGS_KEY, &settings.to_storage()).is_err() {
        web_sys::console::warn_1(&"settings not saved: the browser refused storage".into());
        return;
    }
    for key in OLD_SWITCHES {
        let _ = storage.remove_item(key);
    }
}

/// The event both wasm modules hear when the look changes: each draws its boards again.
pub const LOOK_CHANGED: &str = "chess-puzzle-lab-look";

/// Puts the look on the page: the style sheet follows the root's
/// attributes; the boards drawn so far (by either module) are drawn again.
fn apply(settings: Settings) {
    let Some(root) = dom::document().ok().and_then(|document| document.document_element()) else { return };
    let _ = root.set_attribute("data-theme", settings.theme.name());
    let _ = root.set_attribute("data-board", settings.board.name());
    show_in_selects(settings);
    let event = web_sys::Event::new(LOOK_CHANGED);
    match (dom::window(), event) {
        (Ok(window), Ok(event)) => {
            let _ = window.dispatch_event(&event);
        }
        _ => board_canvas::repaint_all(),
    }
}

/// Draws this module's boards again whenever the look changes.
///
/// # Errors
/// When the page has no window.
pub fn follow_look() -> Result<(), WebError> {
    let window = dom::window()?;
    let listener = EventListener::new(&window, LOOK_CHANGED, |_| board_canvas::repaint_all());
    LISTENERS.with(|listeners| listeners.borrow_mut().push(listener));
    Ok(())
}

/// The colour the style sheet gives the custom property `name` (`--board-light`, …),
/// or `fallback` where it gives none.
pub fn color(name: &str, fallback: &str) -> String {
    let style = dom::window().ok().zip(dom::document().ok().and_then(|document| document.document_element()));
    let value = style
        .and_then(|(window, root)| window.get_computed_style(&root).ok().flatten())
        .and_then(|style| style.get_property_value(name).ok())
        .map(|value| value.trim().to_string())
        .unwrap_or_default();
    if value.is_empty() {
        fallback.to_string()
    } else {
        value
    }
}

/// Binds every select of the page marked `data-setting="theme"` or
/// `"board"` (on the home page, in Solo's Settings) not bound yet (a page
/// built later calls it again): each shows the setting in force and changes
/// it; [`apply`] keeps them all in step.
///
/// # Errors
/// When the document refuses an option.
pub fn bind_appearance() -> Result<(), WebError> {
    let document = dom::document()?;
    let Ok(found) = document.query_selector_all("select[data-setting]:not([data-bound])") else {
        return Ok(());
    };
    for index in 0..found.length() {
        let Some(select) = found.item(index).and_then(|node| node.dyn_into::<HtmlSelectElement>().ok())
        else {
            continue;
        };
        let _ = select.set_attribute("data-bound", "");
        let settings = current();
        let listener = match select.get_attribute("data-setting").as_deref() {
            Some("theme") => {
                fill(&select, &Theme::options(), settings.theme.name())?;
                on_change(&select, |value, settings| {
                    Theme::named(value).map(|theme| settings.theme = theme).is_some()
                })
            }
            Some("board") => {
                fill(&select, &BoardTheme::options(), settings.board.name())?;
                on_change(&select, |value, settings| {
                    BoardTheme::named(value).map(|board| settings.board = board).is_some()
                })
            }
            _ => continue,
        };
        LISTENERS.with(|listeners| listeners.borrow_mut().push(listener));
    }
    Ok(())
}

/// Listens to `select`: its value, read by `set` into the settings, updates them.
fn on_change(select: &HtmlSelectElement, set: fn(&str, &mut Settings) -> bool) -> EventListener {
    let chosen = select.clone();
    EventListener::new(select, "change", move |_| {
        let value = chosen.value();
        let mut settings = current();
        if set(&value, &mut settings) {
            update(|stored| *stored = settings);
        }
    })
}

/// Shows the settings in force in every appearance select.
fn show_in_selects(settings: Settings) {
    let Ok(document) = dom::document() else { return };
    let Ok(found) = document.query_selector_all("select[data-setting]") else { return };
    for index in 0..found.length() {
        let Some(select) = found.item(index).and_then(|node| node.dyn_into::<HtmlSelectElement>().ok())
        else {
            continue;
        };
        match select.get_attribute("data-setting").as_deref() {
            Some("theme") => select.set_value(settings.theme.name()),
            Some("board") => select.set_value(settings.board.name()),
            _ => {}
        }
    }
}

/// Fills `select` with `options` (value, label), `chosen` selected.
fn fill(select: &HtmlSelectElement, options: &[(&str, &str)], chosen: &str) -> Result<(), WebError> {
    let document = dom::document()?;
    for &(value, label) in options {
        let option: HtmlElement = dom::create(&document, "option", "")?;
        let _ = option.set_attribute("value", value);
        dom::set_text(&option, label);
        select.append_child(&option)?;
    }
    select.set_value(chosen);
    Ok(())
}
