//! The ids of the Queens page's elements, each written once: the view finds
//! its elements by them, and the test below checks them against the template.

crate::element_ids! {
    /// The elements of the Queens template.
    pub mod controls {
        /// The size box.
        SIZE = "queens-n",
        /// Count.
        COUNT = "queens-count",
        /// Cancel.
        CANCEL = "queens-cancel",
        /// The count's bar.
        PROGRESS = "queens-progress",
        /// The count's line.
        RESULT = "queens-result",
        /// The board as text.
        TEXT = "queens-text",
        /// Use this board.
        USE_TEXT = "queens-use-text",
        /// Clear blocked.
        CLEAR = "queens-clear",
    }
}

/// The page's controls (static HTML, never user text).
pub const TEMPLATE: &str = include_str!("../../../../www/templates/queens.html");
/// The note under the board (static HTML).
pub const BELOW_BOARD: &str = include_str!("../../../../www/templates/queens-below.html");

#[cfg(test)]
mod tests {
    use super::*;
    use crate::template::id_mismatches;

    #[test]
    fn every_id_is_in_the_template_once() {
        assert_eq!(id_mismatches(TEMPLATE, controls::ALL), Vec::<String>::new());
        assert_eq!(id_mismatches(BELOW_BOARD, &[]), Vec::<String>::new());
    }
}
