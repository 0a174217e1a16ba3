//! Draws the Solo page's game panels: the clock, the win card over the
//! board (with the daily result to share) and the pack page's tiles. Every
//! text goes in as text, and the tiles are built as elements.

use web_sys::{Document, Element, HtmlElement};

use super::SoloView;
use crate::dom::{self, WebError};
use chesslab_pages::{
    solo::{PackScreen, Screen, Tile},
    Tone,
};

impl SoloView {
    /// The clock alone, every second (nothing else changes with time).
    pub(super) fn draw_clock(&self) {
        let text = self.model.borrow().clock_text(js_sys::Date::now());
        if self.elements.clock.text_content().as_deref() != Some(text.as_str()) {
            dom::set_text(&self.elements.clock, &text);
        }
    }

    /// The win card, the pack page and the switches of `screen`.
    pub(super) fn draw_panels(&self, screen: &Screen) {
        let elements = &self.elements;
        dom::set_text(&elements.clock, &screen.clock);
        elements.warn.set_checked(screen.warn_on);
        // One primary action at a time: Undo when the position is lost, Next puzzle after a win.
        let _ = elements.undo.class_list().toggle_with_force("primary", screen.buttons.undo_suggested);
        let _ = elements.new_open.class_list().toggle_with_force("primary", screen.buttons.new_primary);
        self.draw_win(screen);
        dom::set_visible(&elements.after_next, screen.next.is_some());
        dom::set_visible(&elements.after_card, screen.next.is_some());
        dom::set_text(&elements.after_next, screen.next.as_deref().unwrap_or("Next puzzle"));
        let won = if screen.win.is_some() { "true" } else { "false" };
        let _ = self.shell.section().set_attribute("data-won", won);
        let packs = screen.packs.as_ref();
        let _ =
            self.shell.section().set_attribute("data-view", if packs.is_some() { "packs" } else { "game" });
        dom::set_visible(&elements.pack_page, packs.is_some());
        if let Some(packs) = packs {
            // A page the browser refuses to build shows fewer tiles; the game goes on.
            let _ = self.draw_pack_page(packs);
        }
    }

    fn draw_win(&self, screen: &Screen) {
        let elements = &self.elements;
        let was_shown = !elements.win.hidden();
        dom::set_visible(&elements.win, screen.win.is_some());
        let Some(win) = &screen.win else { return };
        dom::set_text(&elements.win_title, win.title);
        dom::set_text(&elements.win_stars, &win.stars);
        dom::set_visible(&elements.win_stars, !win.stars.is_empty());
        dom::fill_list(&elements.win_stats, &win.stats);
        dom::set_visible(&elements.win_links, !win.links.is_empty());
        // A list the browser refuses to build shows fewer links; the card stays.
        let _ = fill_links(&elements.win_links, &win.links);
        dom::set_text(&elements.next, &win.next_label);
        dom::set_visible(&elements.win_again, win.again);
        dom::set_visible(&elements.win_share, win.shareable);
        if win.shareable {
            let text = self.model.borrow().share_text(&dom::page_url(), js_sys::Date::now());
            elements.share_text.set_value(&text.unwrap_or_default());
        }
        if !was_shown {
            // The keyboard goes where the player's next step is.
            let _ = elements.next.focus();
        }
    }

    fn draw_pack_page(&self, packs: &PackScreen) -> Result<(), WebError> {
        let (elements, document) = (&self.elements, dom::document()?);
        dom::set_text(&elements.pack_tabs, "");
        for (title, fragment, current) in &packs.tabs {
            let tab: HtmlElement = dom::link(&document, "tab", title, fragment)?;
            if *current {
                tab.set_attribute("aria-current", "page")?;
            }
            elements.pack_tabs.append_child(&tab)?;
        }
        dom::set_text(&elements.pack_summary, &packs.summary);
        dom::set_visible(&elements.pack_continue, packs.continue_with.is_some());
        if let Some((label, fragment)) = &packs.continue_with {
            dom::set_text(&elements.pack_continue, label);
            elements.pack_continue.set_attribute("href", fragment)?;
        }
        dom::set_text(&elements.pack_notice, packs.notice.as_deref().unwrap_or_default());
        dom::set_visible(&elements.pack_notice, packs.notice.is_some());
        dom::set_text(&elements.pack_levels, "");
        for level in &packs.levels {
            let group: Element = dom::create(&document, "section", "pack-level")?;
            dom::append_text(&document, &group, "h3", &level.title)?;
            let grid: Element = dom::create(&document, "div", "tiles")?;
            for tile in &level.tiles {
                let tile = tile_element(&document, tile)?;
                grid.append_child(&tile)?;
            }
            group.append_child(&grid)?;
            elements.pack_levels.append_child(&group)?;
        }
        Ok(())
    }

    /// "Copy result": the daily result to the clipboard (or selected, to copy by hand).
    pub(super) fn copy_result(&self) {
        let text = self.elements.share_text.value();
        self.elements.share_text.select();
        let weak = self.me.clone();
        dom::copy_text(&text, move |copied| {
            let Some(view) = weak.upgrade() else { return };
            let said =
                if copied { "Result copied: paste it anywhere." } else { "Copy the result from the box." };
            view.shell.status(said, Tone::Info);
        });
    }
}

/// Fills `list` with one link per (label, fragment), as text.
fn fill_links(list: &Element, links: &[(String, String)]) -> Result<(), WebError> {
    dom::set_text(list, "");
    let document = dom::document()?;
    for (label, fragment) in links {
        let item: Element = dom::create(&document, "li", "")?;
        let anchor: HtmlElement = dom::link(&document, "", label, fragment)?;
        item.append_child(&anchor)?;
        list.append_child(&item)?;
    }
    Ok(())
}

/// A puzzle's tile: its number, its stars, its best time; its state as `data-state`.
fn tile_element(document: &Document, tile: &Tile) -> Result<HtmlElement, WebError> {
    let anchor = dom::link(document, "tile", "", &tile.fragment)?;
    anchor.set_attribute("data-state", tile.state.name())?;
    anchor.set_attribute("aria-label", &tile.label)?;
    anchor.set_attribute("title", &tile.label)?;
    dom::append_text(document, &anchor, "span", &tile.number.to_string())?;
    let stars = "★".repeat(usize::from(tile.stars));
    let detail = tile.best.as_deref().unwrap_or(&stars);
    dom::append_text(document, &anchor, "small", detail)?;
    Ok(anchor)
}
