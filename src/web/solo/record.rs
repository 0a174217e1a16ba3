//! The Solo page's "Your progress" panel (its HTML is in the view's controls): the player's record, kept in the
//! browser's local storage and shown as a short list, with a reset button
//! that asks for a second click before it erases anything.

use gloo_storage::{LocalStorage, Storage};
use web_sys::{HtmlButtonElement, HtmlElement};

use super::super::dom::{self, page_elements};
use crate::solo::{PlayerRecord, ALL_LEVELS, OTHER_PUZZLES};

/// Where the record is stored.
const STORAGE_KEY: &str = "chess-puzzle-lab.solo.record";

page_elements! {
    /// The panel's elements.
    pub struct RecordPanel {
        list: HtmlElement = "solo-record-list",
        reset: HtmlButtonElement = "solo-record-reset",
    }
}

impl RecordPanel {
    /// The stored record; a missing or unreadable one reads as a fresh record.
    pub fn load() -> PlayerRecord {
        LocalStorage::get(STORAGE_KEY).unwrap_or_default()
    }

    /// Stores the record (a browser that refuses storage keeps it for this visit only).
    pub fn save(record: &PlayerRecord) {
        if let Err(error) = LocalStorage::set(STORAGE_KEY, record) {
            web_sys::console::warn_1(&format!("progress not saved: {error}").into());
        }
    }

    /// Asks for a second click; returns true when this click confirms the reset.
    pub fn confirm_reset(&self) -> bool {
        let armed = self.reset.get_attribute("data-armed").is_some();
        if armed {
            let _ = self.reset.remove_attribute("data-armed");
            dom::set_text(&self.reset, "Reset progress");
        } else {
            let _ = self.reset.set_attribute("data-armed", "");
            dom::set_text(&self.reset, "Click again to erase your progress");
        }
        armed
    }

    /// Shows `record` as it stands on `today` (days since 1970-01-01).
    pub fn render(&self, record: &PlayerRecord, today: i64) {
        let by_level: Vec<String> = ALL_LEVELS
            .iter()
            .map(|level| level.name())
            .chain([OTHER_PUZZLES])
            .filter_map(|name| record.solved.get(name).map(|count| format!("{name} {count}")))
            .collect();
        let best: Vec<String> = ALL_LEVELS
            .iter()
            .filter_map(|level| {
                let seconds = record.best_seconds.get(level.name())?;
                Some(format!("{} {}", level.name(), clock(*seconds)))
            })
            .collect();
        let solved = match by_level.is_empty() {
            true => "Puzzles solved: none yet".to_string(),
            false => format!("Puzzles solved: {} ({})", record.total_solved(), by_level.join(", ")),
        };
        let lines = [
            solved,
            format!("Solved without help: {}", record.solved_unaided),
            format!("Daily streak: {} (best {})", record.streak_on(today), record.best_streak),
            format!("Hints used: {}", record.hints_used),
            format!("Best times: {}", if best.is_empty() { "none yet".to_string() } else { best.join(", ") }),
        ];
        dom::set_text(&self.list, "");
        let Ok(document) = dom::document() else { return };
        for line in lines {
            if let Ok(item) = document.create_element("li") {
                dom::set_text(&item, &line);
                let _ = self.list.append_child(&item);
            }
        }
    }
}

/// Seconds as `m:ss`.
fn clock(seconds: f64) -> String {
    let whole = seconds.round() as u64;
    format!("{}:{:02}", whole / 60, whole % 60)
}
