//! A puzzle page's entry in the registry: its words and its card's picture, what the home page,
//! the navigation and the page's shell read.

use super::board_canvas::Scene;
use chesslab_pages::page_section::PageText;

/// One entry of the registry: what the home page and the navigation show
/// (how to build the page: [`crate::view::Views`]).
pub struct PageEntry {
    /// The page's name, title, card line and rules.
    pub text: PageText,
    /// The small board drawn on the home page's card (for a page of the
    /// `families` module, a constant picture: its model is not in the app).
    pub preview: fn() -> Scene,
}
