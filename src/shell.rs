//! The shell every puzzle page shares, written once: the page's section
//! (board column and panel), its status line, share link, listeners,
//! keyboard and click handling on the board, and job-runner wiring.
//!
//! A view builds its own controls from a static HTML template (a constant in
//! its module, never user text) and asks the shell for everything else.

use std::{
    cell::RefCell,
    rc::{Rc, Weak},
};

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlInputElement, KeyboardEvent, MouseEvent};

use super::{board_canvas::BoardCanvas, dom, jobs::JobRunner, registry::PageEntry, WebError};
use chesslab_core::{
    board::Cell,
    job::Job,
    route::Link,
    task::{Event, Task},
};
use chesslab_pages::Ticket;

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
    /// Builds the page's section inside `main`: a board, the title and rules
    /// text, a status line, the view's `controls` and `below_board` templates,
    /// and a share row. The `controls` may hold a `rules-slot`, `status-slot`,
    /// `share-slot` or `link-slot` element: that part of the shell goes there;
    /// an element of `below_board` with the class `page-wide` goes under both columns.
    ///
    /// # Errors
    /// When the document lacks `main` or refuses an element.
    pub fn build(
        entry: &PageEntry,
        controls: &'static [&'static str],
        below_board: &'static str,
        address: Address,
    ) -> Result<PageShell, WebError> {
        let document = dom::document()?;
        let main = dom::element::<HtmlElement>("app")?;
        let section: HtmlElement = dom::create(&document, "section", "page")?;
        section.set_id(&format!("{}-page", entry.name));
        section.set_hidden(true);
        let _ = section.set_attribute("aria-labelledby", &format!("{}-title", entry.name));

        let column = dom::create::<HtmlElement>(&document, "div", "board-column")?;
        let canvas = dom::create::<HtmlElement>(&document, "canvas", "board")?;
        canvas.set_id(&format!("{}-board", entry.name));
        canvas.set_tab_index(0);
        let _ = canvas.set_attribute("width", "480");
        let _ = canvas.set_attribute("height", "480");
        column.append_child(&canvas)?;
        let notes = dom::create::<HtmlElement>(&document, "div", "board-notes")?;
        // A compile-time constant of the view, never user text.
        notes.set_inner_html(below_board);
        column.append_child(&notes)?;

        let panel = dom::create::<HtmlElement>(&document, "div", "panel")?;
        let title = dom::create::<HtmlElement>(&document, "h1", "")?;
        title.set_id(&format!("{}-title", entry.name));
        dom::set_text(&title, entry.title);
        let rules = dom::create::<HtmlElement>(&document, "p", "rules-text")?;
        rules.set_id(&format!("{}-rules-text", entry.name));
        dom::set_text(&rules, entry.rules);
        let status = dom::create::<HtmlElement>(&document, "p", "status")?;
        status.set_id(&format!("{}-status", entry.name));
        let _ = status.set_attribute("role", "status");
        let _ = status.set_attribute("aria-live", "polite");
        let body = dom::create::<HtmlElement>(&document, "div", "controls")?;
        // A compile-time constant of the view, never user text.
        body.set_inner_html(&controls.concat());
        let share_row = dom::create::<HtmlElement>(&document, "div", "row")?;
        let share = dom::create::<HtmlElement>(&document, "button", "")?;
        share.set_id(&format!("{}-share", entry.name));
        let _ = share.set_attribute("type", "button");
        dom::set_text(&share, "Share link");
        share_row.append_child(&share)?;
        let link_box = dom::create::<HtmlInputElement>(&document, "input", "link")?;
        link_box.set_id(&format!("{}-link", entry.name));
        link_box.set_read_only(true);
        link_box.set_hidden(true);
        let _ = link_box.set_attribute("aria-label", &format!("Link to this {} puzzle", entry.title));
        panel.append_child(&title)?;
        // The view's template may say where the shell's parts go (`<div class="status-slot">` …);
        // what it does not place keeps its usual place: rules and status under the title, share last.
        let rules_placed = place(&body, ".rules-slot", &rules)?;
        let status_placed = place(&body, ".status-slot", &status)?;
        for (child, placed) in [(&rules, rules_placed), (&status, status_placed)] {
            if !placed {
                panel.append_child(child)?;
            }
        }
        panel.append_child(&body)?;
        let link_placed = place(&body, ".link-slot", &link_box)?;
        if !place(&body, ".share-slot", &share_row)? {
            panel.append_child(&share_row)?;
        }
        if !link_placed {
            panel.append_child(&link_box)?;
        }
        section.append_child(&column)?;
        section.append_child(&panel)?;
        // What the notes mark `page-wide` (a table, say) takes the page's whole width, under both columns.
        if let Some(wide) = notes.query_selector(".page-wide")? {
            section.append_child(&wide)?;
        }
        main.append_child(&section)?;

        let board = BoardCanvas::new(&format!("{}-board", entry.name))?;
        Ok(PageShell {
            name: entry.name,
            section,
            notes,
            board,
            rules_text: rules,
            status,
            share_button: share,
            link_box,
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

    /// Says that a link could not be opened; the page keeps what it shows.
    pub fn show_link_error(&self, message: &str) {
        let mut chars = message.chars();
        let capitalised: String =
            chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default();
        self.status(&format!("{capitalised}. The page keeps what it showed."), Tone::Error);
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
        let weak = Rc::downgrade(view);
        let options = EventListenerOptions::enable_prevent_default();
        let listener = EventListener::new_with_options(target, "keydown", options, move |event| {
            if let (Some(view), Some(key)) = (weak.upgrade(), event.dyn_ref::<KeyboardEvent>()) {
                if action(&view, &key.key()) {
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
        let weak = Rc::downgrade(view);
        let options = EventListenerOptions::enable_prevent_default();
        let listener = EventListener::new_with_options(form, "submit", options, move |event| {
            event.prevent_default();
            if let Some(view) = weak.upgrade() {
                action(&view);
            }
        });
        self.listeners.borrow_mut().push(listener);
    }
}

/// Appends `part` to the element of `body` that `slot` selects; tells whether there was one.
fn place(body: &HtmlElement, slot: &str, part: &HtmlElement) -> Result<bool, WebError> {
    let Some(target) = body.query_selector(slot)? else { return Ok(false) };
    target.append_child(part)?;
    Ok(true)
}

/// A runner for tasks of type `T` whose events (with their search's
/// ticket) go to `handler` on the view behind `view`, while it lives.
pub fn runner<T: Task + Into<Job> + 'static, V: 'static>(
    view: &Weak<V>,
    handler: fn(&V, Ticket, Event<T::Reply>),
) -> JobRunner<T> {
    let view = view.clone();
    JobRunner::new(move |ticket, event| {
        if let Some(view) = view.upgrade() {
            handler(&view, ticket, event);
        }
    })
}
