//! The ids of the Coverage page's elements, each written once: the view
//! finds its elements by them, and the test below checks them against the template.

crate::element_ids! {
    /// The elements of the Coverage template.
    pub mod controls {
        /// The form (Enter or Search submits it).
        FORM = "coverage-form",
        /// The piece letters.
        PIECES = "coverage-pieces",
        /// The board's side.
        SIDE = "coverage-side",
        /// The bishops' rule.
        BISHOPS = "coverage-bishops",
        /// Whether pieces may share a square.
        SUPERPOSE = "coverage-superpose",
        /// The goal.
        GOAL = "coverage-goal",
        /// Search.
        RUN = "coverage-run",
        /// Cancel.
        CANCEL = "coverage-cancel",
        /// The search's bar.
        PROGRESS = "coverage-progress",
        /// The result line.
        RESULT = "coverage-result",
        /// The statistics line.
        STATS = "coverage-stats",
    }
}

/// The page's controls (static HTML, never user text).
pub const TEMPLATE: &str = include_str!("../../../../www/templates/coverage.html");
/// The key under the board (static HTML).
pub const BELOW_BOARD: &str = include_str!("../../../../www/templates/coverage-below.html");

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
