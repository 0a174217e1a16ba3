//! The board's palette: the colours the style sheet gives its custom properties, read as a
//! canvas takes them, once per look. Below both the canvases that draw with it and the settings
//! that change the look.

use std::{cell::RefCell, rc::Rc};

use web_sys::HtmlElement;

use super::dom;

/// The style sheet's colours of the board and its marks (its custom
/// properties, named here), with the colours drawn where it gives none.
const COLORS: [(&str, &str); 14] = [
    ("--board-light", "#eeeed2"),
    ("--board-dark", "#769656"),
    ("--mark-selected", "rgba(255, 214, 0, 0.6)"),
    ("--mark-last", "rgba(255, 235, 120, 0.45)"),
    ("--mark-hint", "rgba(60, 130, 246, 0.55)"),
    ("--mark-target", "rgba(20, 60, 20, 0.45)"),
    ("--mark-cursor", "#1e66f5"),
    ("--mark-blocked", "#3b3f45"),
    ("--mark-shaded", "rgba(214, 69, 65, 0.38)"),
    ("--mark-marked", "#1e66f5"),
    ("--mark-conflict", "#c62828"),
    ("--count-right", "#1b5e20"),
    ("--count-over", "#b71c1c"),
    ("--count-under", "#0d47a1"),
];
/// The colours of [`COLORS`], in its order, as the style sheet gives them now.
pub struct Palette {
    pub light: String,
    pub dark: String,
    pub selected: String,
    pub last_move: String,
    pub hint: String,
    pub target: String,
    pub cursor: String,
    pub blocked: String,
    pub shaded: String,
    pub marked: String,
    pub conflict: String,
    /// A count that is right, too many or too few (exact attack).
    pub count_right: String,
    pub count_over: String,
    pub count_under: String,
}

thread_local! {
    /// The palette, read from the style sheet once per look (reading it costs a style lookup).
    static PALETTE: RefCell<Option<Rc<Palette>>> = const { RefCell::new(None) };
}

/// The palette in force.
pub fn palette() -> Rc<Palette> {
    PALETTE.with(|cell| {
        Rc::clone(cell.borrow_mut().get_or_insert_with(|| {
            let [light, dark, selected, last_move, hint, target, cursor, blocked, shaded, marked, conflict, count_right, count_over, count_under] =
                colors(COLORS);
            Rc::new(Palette {
                light,
                dark,
                selected,
                last_move,
                hint,
                target,
                cursor,
                blocked,
                shaded,
                marked,
                conflict,
                count_right,
                count_over,
                count_under,
            })
        }))
    })
}

/// The look changed: the palette is read again when next drawn.
pub fn forget() {
    PALETTE.with(|cell| cell.replace(None));
}

/// How a colour the sheet sets for light and dark begins.
const LIGHT_DARK: &str = "light-dark(";

/// The colours the style sheet gives the custom properties `names` (`--board-light`, …),
/// each its fallback where the sheet gives none, as a canvas takes them (`#…`, `rgba(…)`).
///
/// A custom property reads as written, and the sheet writes the light and dark colours of many
/// as `light-dark(…, …)`, which a canvas refuses (drawing on in its last colour): those are set as
/// the `color` of a hidden probe, whose computed colour is the one in force. Only those: the
/// probe costs a style recalculation each, which the first board (whose colours are plain)
/// does not wait for.
pub fn colors<const N: usize>(names: [(&str, &str); N]) -> [String; N] {
    let root = dom::document().ok().and_then(|document| document.document_element());
    let style = dom::window()
        .ok()
        .zip(root)
        .and_then(|(window, root)| window.get_computed_style(&root).ok().flatten());
    let written = names.map(|(name, fallback)| {
        let value = style.as_ref().and_then(|style| style.get_property_value(name).ok()).unwrap_or_default();
        let value = value.trim();
        if value.is_empty() { fallback } else { value }.to_string()
    });
    if !written.iter().any(|value| value.starts_with(LIGHT_DARK)) {
        return written;
    }
    let probe = dom::document().ok().and_then(|document| {
        let probe: HtmlElement = dom::create(&document, "span", "").ok()?;
        probe.set_hidden(true);
        document.body()?.append_child(&probe).ok()?;
        let style = dom::window().ok()?.get_computed_style(&probe).ok().flatten()?;
        Some((probe, style))
    });
    let found = written.map(|value| match &probe {
        Some((probe, style)) if value.starts_with(LIGHT_DARK) => {
            let _ = probe.style().set_property("color", &value);
            style.get_property_value("color").map_or(value, |computed| computed.trim().to_string())
        }
        _ => value,
    });
    if let Some((probe, _)) = probe {
        probe.remove();
    }
    found
}
