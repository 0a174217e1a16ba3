//! The shell every puzzle page shares, written once: the page's section
//! (board column and panel), its status line, share link, listeners,
//! keyboard and click handling on the board, and job-runner wiring.
//!
//! A view builds its own controls from a static HTML template (a constant in
//! its module, never user text) and asks the shell for everything else; the
//! section's HTML is written by the page models' `page_section`.

use std::{
    cell::RefCell,
    rc::{Rc, Weak},
};

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlInputElement, KeyboardEvent, MouseEvent};

use super::{
    board_canvas::BoardCanvas,
    dom::{self, WebError},
    effects::Carry,
    jobs::JobRunner,
    page_entry::PageEntry,
};
use chesslab_core::{board::Cell, job::JobTask, link::Link, task::Event};
use chesslab_pages::{page_section, Ticket};

pub use chesslab_pages::Tone;

/// The fragment the app last put in the address bar itself, shared by the
/// router and every page so that the router does not reopen it.
pub type Address = Rc<RefCell<String>>;

/// The parts of a page every view has.
pub struct PageShell {
    name: &'static str,
    section: HtmlElement,
    notes: HtmlElement,
    board: Rc<BoardCanvas>,
    rules_text: HtmlElement,
    status: HtmlElement,
    share_button: HtmlElement,
    link_box: HtmlInputElement,
    /// The fragment this page last put in the address bar (see [`PageShell::set_address`]).
    address: Address,
    listeners: RefCell<Vec<EventListener>>,
}

impl PageShell {
    /// Builds the page's section inside `main` ([`page_section::html`]: a board, the title and
    /// rules text, a status line, the view's `controls` and `below_board` templates, a share
    /// row) unless the page's HTML already holds it, and binds its parts ([`PageShell::adopt`]).
    ///
    /// # Errors
    /// When the document lacks `main` or refuses an element.
    pub fn build(
        entry: &PageEntry,
        controls: &'static [&'static str],
        below_board: &'static str,
        address: Address,
    ) -> Result<PageShell, WebError> {
        let name = entry.text.name;
        if dom::document()?.get_element_by_id(&format!("{name}-page")).is_none() {
            // The views' constants and the registry's words (escaped), never user text.
            let html = page_section::html(&entry.text, controls, below_board);
            dom::element::<HtmlElement>("app")?.insert_adjacent_html("beforeend", &html)?;
        }
        PageShell::adopt(entry, address)
    }

    /// Binds the parts of the page's section, which the document already holds (the first
    /// screen's, painted from `index.html` before the wasm arrived; see
    /// [`crate::registry::APP_VIEWS`]). An element of the notes with the class `page-wide` goes
    /// under both columns.
    ///
    /// # Errors
    /// When the document lacks the section or one of its parts.
    pub fn adopt(entry: &PageEntry, address: Address) -> Result<PageShell, WebError> {
        let name = entry.text.name;
        let id = |part: &str| format!("{name}-{part}");
        let section = dom::element::<HtmlElement>(&id("page"))?;
        let notes = section
            .query_selector(".board-notes")?
            .and_then(|notes| notes.dyn_into::<HtmlElement>().ok())
            .ok_or_else(|| WebError(format!("#{name}-page has no board notes")))?;
        // What the notes mark `page-wide` (a table, say) takes the page's whole width, under both columns.
        if let Some(wide) = notes.query_selector(".page-wide")? {
            section.append_child(&wide)?;
        }
        Ok(PageShell {
            name,
            notes,
            board: BoardCanvas::new(&id("board"))?,
            rules_text: dom::element(&id("rules-text"))?,
            status: dom::element(&id("status"))?,
            share_button: dom::element(&id("share"))?,
            link_box: dom::element(&id("link"))?,
            section,
            address,
            listeners: RefCell::default(),
        })
    }

    /// The page's name in links, also the prefix of its element ids.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The notes under the board.
    pub fn board_notes(&self) -> &HtmlElement {
        &self.notes
    }

    /// The page's section.
    pub fn section(&self) -> &HtmlElement {
        &self.section
    }

    /// The page's Share link button.
    pub fn share_button(&self) -> &HtmlElement {
        &self.share_button
    }

    /// The rules in a few words, under the title (a page whose rules change redraws it).
    pub fn rules_text(&self) -> &HtmlElement {
        &self.rules_text
    }

    /// The page's board.
    pub fn board(&self) -> &Rc<BoardCanvas> {
        &self.board
    }

    /// The status line (for a message that arrives later, as a copy's outcome).
    pub fn status_line(&self) -> &HtmlElement {
        &self.status
    }

    /// Shows `text` in the status line, styled by `tone`.
    pub fn status(&self, text: &str, tone: Tone) {
        dom::set_text(&self.status, text);
        let _ = self.status.set_attribute("data-tone", tone.name());
    }

    /// Whether the status line is read out as it changes (a live region); a
    /// page with a live region of its own turns it off, so nothing is said twice.
    pub fn set_status_spoken(&self, spoken: bool) {
        let _ = self.status.set_attribute("aria-live", if spoken { "polite" } else { "off" });
        let _ = if spoken {
            self.status.set_attribute("role", "status")
        } else {
            self.status.remove_attribute("role")
        };
    }

    /// The page's live region speaks for it (the status line stays on screen but is no longer
    /// read out: it would repeat each sentence), and the board is described by `board_text`
    /// (its pieces, in words).
    pub fn speak_through_live_region(&self, board_text: &HtmlElement) {
        self.set_status_spoken(false);
        let _ = self.board().element().set_attribute("aria-describedby", &board_text.id());
    }

    /// Says that a link could not be opened; the page keeps what it shows.
    pub fn show_link_error(&self, message: &str) {
        let message = chesslab_pages::sentence::capitalised(message);
        self.status(&format!("{message}. The page keeps what it showed."), Tone::Error);
    }

    /// Puts `link` in the address bar (a history entry), so the page can be
    /// shared or bookmarked as it is; the router does not reopen it.
    pub fn set_address(&self, link: &impl Link) {
        let fragment = link.to_fragment();
        self.address.replace(fragment.clone());
        if let Ok(window) = dom::window() {
            let _ = window.location().set_hash(&fragment);
        }
    }

    /// Puts `link` in the address bar in place of the address there (no new
    /// history entry: Back skips what it replaced).
    pub fn replace_address(&self, link: &impl Link) {
        let fragment = link.to_fragment();
        self.address.replace(fragment.clone());
        if let Ok(window) = dom::window() {
            let _ = window.location().replace(&fragment);
        }
    }

    /// Shows `link` in the share box and copies it to the clipboard.
    pub fn share(&self, link: &impl Link) {
        dom::offer_link(&link.to_fragment(), &self.link_box, &self.status);
    }

    /// Keeps `listeners` as long as the page.
    pub fn keep(&self, listeners: impl IntoIterator<Item = EventListener>) {
        self.listeners.borrow_mut().extend(listeners);
    }

    /// Calls `action` on `view` for every `event` on `target`, while the view lives.
    pub fn on<V: 'static>(
        &self,
        view: &Rc<V>,
        target: &web_sys::EventTarget,
        event: &'static str,
        action: impl Fn(&V, &web_sys::Event) + 'static,
    ) {
        self.listeners.borrow_mut().push(dom::listen_with(view, target, event, action));
    }

    /// Calls `action` on `view` when `element` is clicked.
    pub fn on_click<V: 'static>(
        &self,
        view: &Rc<V>,
        element: &web_sys::EventTarget,
        action: impl Fn(&V) + 'static,
    ) {
        self.on(view, element, "click", move |view, _| action(view));
    }

    /// Calls `action` on `view` with the board cell clicked.
    pub fn on_board_click<V: 'static>(&self, view: &Rc<V>, action: impl Fn(&V, Cell) + 'static) {
        let board = Rc::clone(&self.board);
        self.on(view, &self.board.element().clone(), "click", move |view, event| {
            if let Some(cell) = event.dyn_ref::<MouseEvent>().and_then(|mouse| board.cell_at(mouse)) {
                action(view, cell);
            }
        });
    }

    /// Calls `action` on `view` when the board loses the focus (its keyboard cursor hides).
    pub fn on_board_blur<V: 'static>(&self, view: &Rc<V>, action: impl Fn(&V) + 'static) {
        self.on(view, &self.board.element().clone(), "blur", move |view, _| action(view));
    }

    /// Calls `action` on `view` with each key pressed on the board; a key the
    /// action uses (it returns true) does not also scroll the page.
    pub fn on_board_key<V: 'static>(&self, view: &Rc<V>, action: impl Fn(&V, &str) -> bool + 'static) {
        self.on_key(view, self.board.element(), action);
    }

    /// Like [`PageShell::on_board_key`], for any element.
    pub fn on_key<V: 'static>(
        &self,
        view: &Rc<V>,
        target: &web_sys::EventTarget,
        action: impl Fn(&V, &str) -> bool + 'static,
    ) {
        let options = EventListenerOptions::enable_prevent_default();
        let listener = dom::listen_with_options(view, target, "keydown", options, move |view, event| {
            if let Some(key) = event.dyn_ref::<KeyboardEvent>() {
                if action(view, &key.key()) {
                    event.prevent_default();
                }
            }
        });
        self.listeners.borrow_mut().push(listener);
    }

    /// Calls `action` on `view` when `form` is submitted (Enter in a field),
    /// without reloading the page.
    pub fn on_submit<V: 'static>(
        &self,
        view: &Rc<V>,
        form: &web_sys::EventTarget,
        action: impl Fn(&V) + 'static,
    ) {
        let options = EventListenerOptions::enable_prevent_default();
        let listener = dom::listen_with_options(view, form, "submit", options, move |view, event| {
            event.prevent_default();
            action(view);
        });
        self.listeners.borrow_mut().push(listener);
    }
}

/// A page model's transition for a worker's event: the search's ticket, the event and the time.
type Answer<Model, Reply, Effect> = fn(&mut Model, Ticket, Event<Reply>, f64) -> Vec<Effect>;

/// A runner for tasks of type `T` whose events (with their search's ticket)
/// go to `transition` of the page model of the view behind `view`, while it lives.
pub fn runner<T: JobTask + 'static, V: Carry + 'static>(
    view: &Weak<V>,
    transition: Answer<V::Model, T::Reply, V::Effect>,
) -> JobRunner<T> {
    let view = view.clone();
    JobRunner::new(move |ticket, event| {
        if let Some(view) = view.upgrade() {
            view.act(|model, now| transition(model, ticket, event, now));
        }
    })
}
