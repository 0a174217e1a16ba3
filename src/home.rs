//! The home page and the navigation, both built from the page registry.

use std::{cell::RefCell, rc::Rc};

use web_sys::HtmlElement;

use super::{
    board_canvas::BoardCanvas,
    dom::{self, WebError},
    page_entry::PageEntry,
};

/// The home page: one card per puzzle family, each with a small board.
pub struct HomePage {
    section: HtmlElement,
    message: HtmlElement,
    pages: &'static [PageEntry],
    /// The cards' small boards, drawn the first time the home page shows
    /// (a visit to a puzzle's link never draws them).
    previews: RefCell<Vec<Rc<BoardCanvas>>>,
}

impl HomePage {
    /// Builds the home page's section from the registry.
    ///
    /// # Errors
    /// When the document refuses an element.
    pub fn build(pages: &'static [PageEntry]) -> Result<HomePage, WebError> {
        let document = dom::document()?;
        let main = dom::element::<HtmlElement>("app")?;
        let section: HtmlElement = dom::create(&document, "section", "home")?;
        section.set_id("home-page");
        let heading: HtmlElement = dom::create(&document, "h1", "")?;
        dom::set_text(&heading, "Chess puzzles and the solvers that crack them");
        let intro: HtmlElement = dom::create(&document, "p", "rules-text")?;
        dom::set_text(
            &intro,
            "Every puzzle runs in your browser, solvers included; nothing to install. Pick a puzzle:",
        );
        let message: HtmlElement = dom::create(&document, "p", "status")?;
        message.set_id("home-status");
        let _ = message.set_attribute("role", "status");
        let _ = message.set_attribute("data-tone", "error");
        message.set_hidden(true);
        let cards: HtmlElement = dom::create(&document, "div", "cards")?;
        let appearance = appearance(&document)?;
        for child in [&heading, &intro, &message, &cards, &appearance] {
            section.append_child(child)?;
        }
        main.append_child(&section)?;
        for entry in pages {
            let card = card(&document, entry)?;
            cards.append_child(&card)?;
        }
        Ok(HomePage { section, message, pages, previews: RefCell::default() })
    }

    /// Shows or hides the home page.
    pub fn set_visible(&self, visible: bool) {
        dom::set_visible(&self.section, visible);
        if visible {
            self.draw_previews();
        }
    }

    /// Draws the cards' small boards, once.
    fn draw_previews(&self) {
        let mut previews = self.previews.borrow_mut();
        if !previews.is_empty() {
            return;
        }
        for entry in self.pages {
            match BoardCanvas::new(&format!("home-preview-{}", entry.text.name)) {
                Ok(preview) => {
                    preview.draw((entry.preview)());
                    previews.push(preview);
                }
                Err(error) => {
                    web_sys::console::warn_1(&format!("no preview for {}: {error}", entry.text.name).into())
                }
            }
        }
    }

    /// Shows why a link could not be opened, or hides the message.
    pub fn show_error(&self, message: Option<&str>) {
        dom::set_visible(&self.message, message.is_some());
        dom::set_text(&self.message, &message.map(|text| format!("{text}.")).unwrap_or_default());
    }
}

/// The look, under the cards: theme and board (Solo's Settings has the same two selects).
fn appearance(document: &web_sys::Document) -> Result<HtmlElement, WebError> {
    let row: HtmlElement = dom::create(document, "div", "appearance")?;
    for (id, setting, text) in [("home-theme", "theme", "Theme"), ("home-board", "board", "Board")] {
        let label: HtmlElement = dom::create(document, "label", "")?;
        dom::set_text(&label, &format!("{text} "));
        let select: HtmlElement = dom::create(document, "select", "")?;
        select.set_id(id);
        let _ = select.set_attribute("data-setting", setting);
        label.append_child(&select)?;
        row.append_child(&label)?;
    }
    Ok(row)
}

fn card(document: &web_sys::Document, entry: &PageEntry) -> Result<HtmlElement, WebError> {
    let card: HtmlElement = dom::create(document, "a", "card")?;
    card.set_id(&format!("home-card-{}", entry.text.name));
    let _ = card.set_attribute("href", &format!("#/{}", entry.text.name));
    let canvas: HtmlElement = dom::create(document, "canvas", "preview")?;
    canvas.set_id(&format!("home-preview-{}", entry.text.name));
    let _ = canvas.set_attribute("width", "160");
    let _ = canvas.set_attribute("height", "160");
    let _ = canvas.set_attribute("aria-hidden", "true");
    let title: HtmlElement = dom::create(document, "h2", "")?;
    dom::set_text(&title, entry.text.title);
    let blurb: HtmlElement = dom::create(document, "p", "")?;
    dom::set_text(&blurb, entry.text.blurb);
    for child in [&canvas, &title, &blurb] {
        card.append_child(child)?;
    }
    Ok(card)
}

/// Fills the top bar's navigation with one link per page.
///
/// # Errors
/// When the page has no `nav#pages` or refuses an element.
pub fn build_navigation(pages: &[PageEntry]) -> Result<(), WebError> {
    let document = dom::document()?;
    let nav = dom::element::<HtmlElement>("pages")?;
    for entry in pages {
        let link: HtmlElement = dom::create(&document, "a", "")?;
        let _ = link.set_attribute("href", &format!("#/{}", entry.text.name));
        dom::set_text(&link, entry.text.title);
        nav.append_child(&link)?;
    }
    // The navigation lives as long as the page.
    for listener in super::dialog::menu_keys(&nav) {
        listener.forget();
    }
    Ok(())
}

/// Marks the navigation link of the page titled `current` (none for the home
/// page) and closes the navigation's menu (a link in it was followed).
pub fn mark_navigation(current: Option<&str>) {
    let Ok(nav) = dom::element::<HtmlElement>("pages") else { return };
    // Not showing (or a browser without popovers): nothing to close.
    let _ = nav.hide_popover();
    let links = nav.children();
    for index in 0..links.length() {
        let Some(link) = links.item(index) else { continue };
        let _ = if link.text_content().as_deref() == current {
            link.set_attribute("aria-current", "page")
        } else {
            link.remove_attribute("aria-current")
        };
    }
}
