//! What the shell drives of a puzzle page: a family's [`View`] (built on its [`PageShell`],
//! opened by its link) and a mounted [`Page`] of any view type, and how a view is built and
//! wired (share, resize). The registry lists the views; each family's view implements [`View`].

use std::rc::Rc;

use super::{
    dom::WebError,
    effects::Carry,
    page_entry::PageEntry,
    shell::{Address, PageShell},
};
use chesslab_core::link::{Link, LinkError, Query};

/// A puzzle family's page, as the shell drives it.
pub trait View: 'static {
    /// The page's link type; its `PAGE` is the page's name.
    type Link: Link;
    /// The view's controls, in parts (static HTML, constants: never user text).
    const CONTROLS: &'static [&'static str];
    /// Notes under the board (static HTML, a constant: never user text).
    const BELOW_BOARD: &'static str;

    /// Builds the view on its shell and binds its controls.
    ///
    /// # Errors
    /// When the page lacks an element the view needs.
    fn mount(shell: PageShell) -> Result<Rc<Self>, WebError>;
    /// The view's shell.
    fn shell(&self) -> &PageShell;
    /// Shows what `link` names.
    fn open(&self, link: Self::Link);
    /// The link to what the view shows now.
    fn link(&self) -> Self::Link;
    /// The link Share link gives (what the view shows, unless a view shares more).
    fn share_link(&self) -> Self::Link {
        self.link()
    }
    /// Called each time the page is shown, before [`View::open`].
    fn shown(&self) {}
    /// Called each time the router hides the page (another page is shown).
    fn hidden(&self) {}
    /// Keeps what the view shows when a link to it could not be read (the page says why):
    /// by default the view opens its own link, which draws a page never shown before.
    fn keep(&self) {
        self.open(self.link());
    }
}

/// A mounted page, whatever its view type.
pub trait Page {
    /// Reads the page's link (what follows `#/<page>`) and shows it.
    ///
    /// # Errors
    /// A [`LinkError`] when the link is invalid; the page then keeps what it showed.
    fn open(&self, path: &str, query: &mut Query) -> Result<(), LinkError>;
    /// The page's shell.
    fn shell(&self) -> &PageShell;
    /// The router hid the page: another is shown.
    fn hidden(&self);
}

impl<V: View> Page for Rc<V> {
    fn open(&self, path: &str, query: &mut Query) -> Result<(), LinkError> {
        self.shown();
        let parsed = V::Link::parse(path, query).and_then(|link| query.finish().map(|()| link));
        match parsed {
            Ok(link) => {
                V::open(self, link);
                Ok(())
            }
            Err(error) => {
                V::keep(self);
                Err(error)
            }
        }
    }

    fn shell(&self) -> &PageShell {
        V::shell(self)
    }

    fn hidden(&self) {
        V::hidden(self);
    }
}

/// Builds a page from its entry, sharing the router's [`Address`].
pub type MountFn = fn(&PageEntry, Address) -> Result<Box<dyn Page>, WebError>;

/// The views one wasm module builds: a page's name, and how to build its view.
pub type Views = &'static [(&'static str, MountFn)];

/// Builds a view's shell (its section from its templates, unless the page holds it) and the view.
pub fn mount<V: View>(entry: &PageEntry, address: Address) -> Result<Box<dyn Page>, WebError> {
    wire::<V>(PageShell::build(entry, V::CONTROLS, V::BELOW_BOARD, address)?)
}

/// Builds a view on the section the page already holds.
pub fn adopt<V: View>(entry: &PageEntry, address: Address) -> Result<Box<dyn Page>, WebError> {
    wire::<V>(PageShell::adopt(entry, address)?)
}

/// Builds the view on its shell, and wires what every page has: share, resize.
fn wire<V: View>(shell: PageShell) -> Result<Box<dyn Page>, WebError> {
    let view = V::mount(shell)?;
    let shell = view.shell();
    shell.on_click(&view, shell.share_button(), |view| view.shell().share(&view.share_link()));
    shell.on(&view, super::dom::window()?.as_ref(), "resize", |view, _| view.shell().board().redraw());
    Ok(Box::new(view))
}

/// A page model's transition for a key pressed on the board (`None`: not the board's key).
type KeyAnswer<Model, Effect> = fn(&mut Model, &str, f64) -> Option<Vec<Effect>>;

/// The board's keys and focus for a page played by keyboard: each key goes to
/// `key` (`None`: not the board's, so it may scroll the page), and the cursor
/// hides through `blur` when the board loses the focus.
pub fn listen_board_keys<V: View + Carry>(
    view: &Rc<V>,
    key: KeyAnswer<V::Model, V::Effect>,
    blur: fn(&mut V::Model),
) {
    let shell = view.shell();
    shell.on_board_key(view, move |view, pressed| {
        let effects = key(&mut view.model().borrow_mut(), pressed, V::now());
        effects.map(|effects| view.apply(effects)).is_some()
    });
    shell.on_board_blur(view, move |view| {
        blur(&mut view.model().borrow_mut());
        view.redraw();
    });
}
