//! "Your progress", drawn: the rating with its deviation and a chart of it
//! over time, rated puzzles solved per level as bars, the best challenge
//! runs and the counters. Each chart also says what it shows in words.

use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use super::{draw::fill_list, SoloView};
use crate::dom;
use chesslab_core::numbers::fixed;
use chesslab_pages::solo::{RatingPoint, RecordScreen};

/// The charts' ink, band, grid and text: the page's accent, line and muted
/// colours as the style sheet gives them (light or dark), else these.
fn chart_colors() -> [String; 4] {
    crate::settings::colors([
        ("--accent", "#3a7d44"),
        ("--chart-band", "rgba(58, 125, 68, 0.16)"),
        ("--line", "#d9d7cf"),
        ("--muted", "#5d636b"),
    ])
}

impl SoloView {
    /// Draws the progress dialog from `record`: its texts always, its charts
    /// only while it is open (its opener draws them as it opens), so that a
    /// move does not repaint two hidden canvases.
    pub(super) fn draw_progress(&self, record: &RecordScreen) {
        let elements = &self.elements;
        dom::set_text(&elements.record_notice, record.notice.as_deref().unwrap_or_default());
        dom::set_visible(&elements.record_notice, record.notice.is_some());
        let rating = match &record.rating {
            Some(rating) => format!("Your rating: {rating}"),
            None => {
                "Your rating starts with your first rated puzzle (a pack, the daily puzzle or a challenge)."
                    .to_string()
            }
        };
        dom::set_text(&elements.rating_line, &rating);
        let _ = elements.rating_chart.set_attribute("aria-label", &chart_words(&record.chart));
        let _ = elements.level_chart.set_attribute("aria-label", &level_words(&record.solved_by_level));
        if elements.record.open() {
            draw_rating_chart(&elements.rating_chart, &record.chart);
            draw_level_chart(&elements.level_chart, &record.solved_by_level);
        }
        // An empty list says "No challenge run yet." (style.css).
        fill_list(&elements.best_runs, &record.best_runs);
        fill_list(&elements.record_list, &record.lines);
        let _ = self.draw_retry(&record.to_retry);
    }

    /// The puzzles to retry, each a link to it (a list the browser refuses to build stays short).
    fn draw_retry(&self, to_retry: &[(String, String)]) -> Result<(), crate::WebError> {
        let (list, document) = (&self.elements.retry, dom::document()?);
        dom::set_text(list, "");
        for (line, fragment) in to_retry {
            let item: web_sys::HtmlElement = dom::create(&document, "li", "")?;
            let anchor = super::panels::link(&document, "", line, fragment)?;
            item.append_child(&anchor)?;
            list.append_child(&item)?;
        }
        Ok(())
    }
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
