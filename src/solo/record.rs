//! "Your progress": the rating with its deviation and a chart of it over time, rated puzzles
//! solved per level as bars, the best challenge runs, the puzzles to retry and the counters.
//! Each chart also says what it shows in words.
//!
//! The first screen does not need it, so the page's second module (`families`, loaded when the
//! panel first opens) draws it. The game (the `app` module) keeps the record, and while the
//! dialog is open hands it over with [`publish`]: the record's stored text in the dialog's
//! `data-record`, then a `chesslab-record` event on the dialog, which [`bind`] answers in the
//! other module by drawing. The reset button and a notice stay with the game. Until the first
//! drawing the dialog is `aria-busy` and shows only that it is loading (or why it did not).

use std::rc::Rc;

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlDialogElement, HtmlElement};

use crate::dom::{self, Dom, WebError};
use chesslab_core::numbers::fixed;
use chesslab_pages::solo::{
    ids::{elements as id, record, record::Record},
    PlayerRecord, RatingPoint, RecordScreen,
};

/// The event that says the dialog holds a newer record.
const EVENT: &str = "chesslab-record";
/// The dialog's attribute that holds the record, as stored.
const ATTRIBUTE: &str = "data-record";

/// Hands `record` to the panel, which draws it once its module runs (the game's side).
pub fn publish(dialog: &HtmlDialogElement, record: &PlayerRecord) {
    let _ = dialog.set_attribute(ATTRIBUTE, &record.to_storage());
    if let Ok(event) = web_sys::Event::new(EVENT) {
        let _ = dialog.dispatch_event(&event);
    }
}

/// The panel's module could not be loaded: the panel says so, and the next opening tries again.
pub fn load_failed(error: &str) {
    if let Ok(line) = dom::element::<HtmlElement>(record::IDS.rating_line) {
        let text =
            format!("Your progress could not be loaded ({error}); check the connection and open it again.");
        dom::set_text(&line, &text);
    }
}

/// The panel's dialog and the elements it draws.
struct Elements {
    record: HtmlDialogElement,
    drawn: Record<Dom>,
}

impl Elements {
    /// Binds them by their ids.
    fn find() -> Result<Elements, WebError> {
        Ok(Elements { record: dom::element(id::IDS.record)?, drawn: dom::bind(Record::find)? })
    }
}

/// Draws the panel now, if the game has handed a record over, and each time it hands one over
/// (the `families` module's side, for as long as the page lives).
///
/// # Errors
/// When the page lacks one of the panel's elements.
pub fn bind() -> Result<(), WebError> {
    let elements = Rc::new(Elements::find()?);
    let target = elements.record.clone();
    // A puzzle to retry opens by its link; the dialog makes way for it.
    let dialog = target.clone();
    EventListener::new(&elements.drawn.retry, "click", move |_| dialog.close()).forget();
    EventListener::new(&target, EVENT, move |_| draw(&elements)).forget();
    // The first record was handed over before this module ran.
    target.dispatch_event(&web_sys::Event::new(EVENT)?)?;
    Ok(())
}

/// The charts' ink, band, grid and text: the page's accent, line and muted
/// colours as the style sheet gives them (light or dark), else these.
fn chart_colors() -> [String; 4] {
    crate::palette::colors([
        ("--accent", "#3a7d44"),
        ("--chart-band", "rgba(58, 125, 68, 0.16)"),
        ("--line", "#d9d7cf"),
        ("--muted", "#5d636b"),
    ])
}

/// Draws the record the dialog holds.
fn draw(elements: &Elements) {
    let Some(text) = elements.record.get_attribute(ATTRIBUTE) else { return };
    match PlayerRecord::from_storage(&text) {
        Ok(record) => draw_panel(elements, &record.panel(js_sys::Date::now())),
        Err(error) => {
            dom::set_text(&elements.drawn.rating_line, &format!("Your progress cannot be shown: {error}"))
        }
    }
}

fn draw_panel(elements: &Elements, record: &RecordScreen) {
    let _ = elements.record.remove_attribute("aria-busy");
    let rating = match &record.rating {
        Some(rating) => format!("Your rating: {rating}"),
        None => "Your rating starts with your first rated puzzle (a pack, the daily puzzle or a challenge)."
            .to_string(),
    };
    dom::set_text(&elements.drawn.rating_line, &rating);
    let _ = elements.drawn.rating_chart.set_attribute("aria-label", &chart_words(&record.chart));
    let _ = elements.drawn.level_chart.set_attribute("aria-label", &level_words(&record.solved_by_level));
    draw_rating_chart(&elements.drawn.rating_chart, &record.chart);
    draw_level_chart(&elements.drawn.level_chart, &record.solved_by_level);
    // An empty list says "No challenge run yet." (style.css).
    dom::fill_list(&elements.drawn.best_runs, &record.best_runs);
    dom::fill_list(&elements.drawn.record_list, &record.lines);
    let _ = draw_retry(&elements.drawn.retry, &record.to_retry);
}

/// The puzzles to retry, each a link to it (a list the browser refuses to build stays short).
fn draw_retry(list: &HtmlElement, to_retry: &[(String, String)]) -> Result<(), WebError> {
    let document = dom::document()?;
    dom::set_text(list, "");
    for (line, fragment) in to_retry {
        let item: HtmlElement = dom::create(&document, "li", "")?;
        let anchor = dom::link(&document, "", line, fragment)?;
        item.append_child(&anchor)?;
        list.append_child(&item)?;
    }
    Ok(())
}

/// The rating chart in words, for screen readers.
fn chart_words(points: &[RatingPoint]) -> String {
    let (Some(first), Some(last)) = (points.first(), points.last()) else {
        return "Rating over time: no rated puzzle yet.".to_string();
    };
    let (low, high) = bounds(points.iter().map(|point| point.rating));
    format!(
        "Rating over time: {} rated {}, from {} to {} (lowest {}, highest {}).",
        points.len(),
        if points.len() == 1 { "puzzle" } else { "puzzles" },
        fixed(first.rating, 0),
        fixed(last.rating, 0),
        fixed(low, 0),
        fixed(high, 0)
    )
}

/// The level bars in words, for screen readers.
fn level_words(levels: &[u32; 10]) -> String {
    let counts: Vec<String> =
        levels.iter().enumerate().map(|(index, count)| format!("level {}: {count}", index + 1)).collect();
    format!("Rated puzzles solved by level: {}.", counts.join(", "))
}

/// The lowest and highest of `values` (0 and 0 for none).
fn bounds(values: impl Iterator<Item = f64>) -> (f64, f64) {
    values
        .fold(None, |bounds: Option<(f64, f64)>, value| match bounds {
            None => Some((value, value)),
            Some((low, high)) => Some((low.min(value), high.max(value))),
        })
        .unwrap_or((0.0, 0.0))
}

/// The canvas's 2D context, cleared.
fn cleared(canvas: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    let context = canvas.get_context("2d").ok().flatten()?.dyn_into::<CanvasRenderingContext2d>().ok()?;
    context.clear_rect(0.0, 0.0, f64::from(canvas.width()), f64::from(canvas.height()));
    Some(context)
}

/// The rating after each rated puzzle as a line, its deviation as a band
/// around it, with the lowest and highest values on a grid.
fn draw_rating_chart(canvas: &HtmlCanvasElement, points: &[RatingPoint]) {
    let Some(context) = cleared(canvas) else { return };
    let [line, band, grid, text] = chart_colors();
    let (width, height) = (f64::from(canvas.width()), f64::from(canvas.height()));
    let (left, right, top, bottom) = (44.0, width - 10.0, 12.0, height - 22.0);
    context.set_font("13px system-ui, sans-serif");
    context.set_fill_style_str(&text);
    if points.is_empty() {
        let _ = context.fill_text(
            "Solve a pack puzzle, the daily puzzle or a challenge to start.",
            left,
            height / 2.0,
        );
        return;
    }
    let (low, high) = bounds(
        points.iter().flat_map(|point| [point.rating - point.deviation, point.rating + point.deviation]),
    );
    let (low, high) = ((low / 50.0).floor() * 50.0, (high / 50.0).ceil() * 50.0 + 1.0);
    let x = |index: usize| match points.len() {
        1 => (left + right) / 2.0,
        count => left + (right - left) * index as f64 / (count - 1) as f64,
    };
    let y = |rating: f64| bottom - (bottom - top) * (rating - low) / (high - low);
    context.set_stroke_style_str(&grid);
    context.set_line_width(1.0);
    for value in [low, (low + high) / 2.0, high] {
        context.begin_path();
        context.move_to(left, y(value));
        context.line_to(right, y(value));
        context.stroke();
        let _ = context.fill_text(&fixed(value, 0), 4.0, y(value) + 4.0);
    }
    let _ = context.fill_text("rated puzzles, oldest first", left, height - 4.0);
    // The band: up along the upper edge, back along the lower.
    context.set_fill_style_str(&band);
    context.begin_path();
    for (index, point) in points.iter().enumerate() {
        context.line_to(x(index), y(point.rating + point.deviation));
    }
    for (index, point) in points.iter().enumerate().rev() {
        context.line_to(x(index), y(point.rating - point.deviation));
    }
    context.close_path();
    context.fill();
    context.set_stroke_style_str(&line);
    context.set_fill_style_str(&line);
    context.set_line_width(2.5);
    context.begin_path();
    for (index, point) in points.iter().enumerate() {
        context.line_to(x(index), y(point.rating));
    }
    context.stroke();
    if let Some(last) = points.last() {
        context.begin_path();
        let _ = context.arc(x(points.len() - 1), y(last.rating), 4.0, 0.0, std::f64::consts::TAU);
        context.fill();
    }
}

/// Ten bars, one per level, labelled with their level and count.
fn draw_level_chart(canvas: &HtmlCanvasElement, levels: &[u32; 10]) {
    let Some(context) = cleared(canvas) else { return };
    let [line, _, grid, text] = chart_colors();
    let (width, height) = (f64::from(canvas.width()), f64::from(canvas.height()));
    let (top, bottom) = (16.0, height - 18.0);
    let most = f64::from(levels.iter().copied().max().unwrap_or(0).max(1));
    let slot = width / levels.len() as f64;
    context.set_font("12px system-ui, sans-serif");
    context.set_text_align("center");
    for (index, &count) in levels.iter().enumerate() {
        let centre = slot * (index as f64 + 0.5);
        let bar = (bottom - top) * f64::from(count) / most;
        context.set_fill_style_str(if count == 0 { &grid } else { &line });
        context.fill_rect(centre - slot * 0.3, bottom - bar.max(2.0), slot * 0.6, bar.max(2.0));
        context.set_fill_style_str(&text);
        let _ = context.fill_text(&(index + 1).to_string(), centre, height - 4.0);
        if count > 0 {
            let _ = context.fill_text(&count.to_string(), centre, bottom - bar - 4.0);
        }
    }
}
