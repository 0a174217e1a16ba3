//! What a page that searches and lists results draws (Exact attack,
//! Coverage): the board, the progress or result, statistics and the
//! browsing row.

use super::{PagerView, ProgressView, Scene};

/// Everything such a page draws.
#[derive(Clone, Debug, PartialEq)]
pub struct ResultsView {
    /// The board.
    pub scene: Scene,
    /// The board's label for screen readers.
    pub board_label: String,
    /// The running search's bar and line (Cancel shown, the search buttons disabled), if one runs.
    pub progress: Option<ProgressView>,
    /// The result line when none runs.
    pub result: String,
    /// The statistics line.
    pub stats: String,
    /// The browsing buttons that can be pressed.
    pub pager: PagerView,
    /// The line beside them.
    pub position: String,
}
