//! The player's settings in the browser: one record ([`Settings`]) read once
//! at start, applied to the page as `data-theme` and `data-board` on the
//! root element (the style sheet's palette follows them, and the canvases
//! read the palette: [`crate::palette`]), changed by the Theme and Board selects (on
//! the home page and in Solo's Settings) and by Solo's switches, and stored
//! whole at each change.
//!
//! A record that cannot be read is moved aside (beside any older one, as
//! every stored text is: `local_store`) and the console says so; the page starts from the defaults. Before this record,
//! Solo stored its two switches under keys of their own: they are read once
//! into it.

use std::cell::{Cell, RefCell};

use gloo_events::EventListener;
use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlSelectElement};

use super::{
    board_canvas, dom,
    dom::WebError,
    local_store::{read_stored, store},
};
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
    let settings = match read_stored(SETTINGS_KEY, SETTINGS_KEPT_KEY, Settings::from_storage) {
        Some(Ok(settings)) => settings,
        Some(Err((error, kept))) => {
            web_sys::console::warn_1(&format!("settings not read ({error}): kept aside as '{kept}'").into());
            Settings::default()
        }
        None => {
            let storage = LocalStorage::raw();
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
    if store(SETTINGS_KEY, &settings.to_storage(), "settings") {
        for key in OLD_SWITCHES {
            let _ = LocalStorage::raw().remove_item(key);
        }
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

/// Binds every select of the page marked `data-setting="theme"` or
/// `"board"` (on the home page, in Solo's Settings) not bound yet (a page
/// built later calls it again): each shows the setting in force and changes
/// it; [`apply`] keeps them all in step.
///
/// # Errors
/// When the document refuses an option.
pub fn bind_appearance() -> Result<(), WebError> {
    for (select, setting) in appearance_selects(":not([data-bound])") {
        let _ = select.set_attribute("data-bound", "");
        let options = match setting.as_str() {
            "theme" => Theme::options(),
            "board" => BoardTheme::options(),
            _ => continue,
        };
        fill(&select, &options)?;
        let chosen = select.clone();
        let listener = EventListener::new(&select, "change", move |_| {
            let value = chosen.value();
            match setting.as_str() {
                "theme" => Theme::named(&value).map(|theme| update(|settings| settings.theme = theme)),
                _ => BoardTheme::named(&value).map(|board| update(|settings| settings.board = board)),
            };
        });
        LISTENERS.with(|listeners| listeners.borrow_mut().push(listener));
    }
    show_in_selects(current());
    Ok(())
}

/// The page's appearance selects matching `filter` (a CSS condition), each with the setting it shows.
fn appearance_selects(filter: &str) -> Vec<(HtmlSelectElement, String)> {
    let Ok(document) = dom::document() else { return Vec::new() };
    let Ok(found) = document.query_selector_all(&format!("select[data-setting]{filter}")) else {
        return Vec::new();
    };
    (0..found.length())
        .filter_map(|index| found.item(index)?.dyn_into::<HtmlSelectElement>().ok())
        .filter_map(|select| {
            let setting = select.get_attribute("data-setting")?;
            Some((select, setting))
        })
        .collect()
}

/// Shows the settings in force in every appearance select.
fn show_in_selects(settings: Settings) {
    for (select, setting) in appearance_selects("") {
        match setting.as_str() {
            "theme" => select.set_value(settings.theme.name()),
            "board" => select.set_value(settings.board.name()),
            _ => {}
        }
    }
}

/// Fills `select` with `options` (value, label).
fn fill(select: &HtmlSelectElement, options: &[(&str, &str)]) -> Result<(), WebError> {
    let document = dom::document()?;
    for &(value, label) in options {
        let option: HtmlElement = dom::create(&document, "option", "")?;
        let _ = option.set_attribute("value", value);
        dom::set_text(&option, label);
        select.append_child(&option)?;
    }
    Ok(())
}
