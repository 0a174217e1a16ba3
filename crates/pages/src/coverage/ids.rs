//! The ids of the Coverage page's elements, each written once: the view
//! finds its elements by them, and the test below checks them against the template.

crate::element_ids! {
    /// The elements of the Coverage template.
    pub mod controls {
        /// Play.
        MODE_PLAY = "coverage-mode-play",
        /// Solver.
        MODE_SOLVER = "coverage-mode-solver",
        /// Play's controls.
        PLAY = "coverage-play",
        /// The try's state in words.
        PLAY_STATE = "coverage-play-state",
        /// The ladder of goals.
        GOALS = "coverage-goals",
        /// The tray's king.
        TRAY_K = "coverage-tray-k",
        /// The tray's queen.
        TRAY_Q = "coverage-tray-q",
        /// The tray's rook.
        TRAY_R = "coverage-tray-r",
        /// The tray's bishop.
        TRAY_B = "coverage-tray-b",
        /// The tray's knight.
        TRAY_N = "coverage-tray-n",
        /// Undo.
        UNDO = "coverage-undo",
        /// Clear (the pieces).
        CLEAR_PIECES = "coverage-clear-pieces",
        /// Hint.
        HINT = "coverage-hint",
        /// Cancel beside Hint.
        HINT_CANCEL = "coverage-hint-cancel",
        /// A "leave only this square" challenge.
        CHALLENGE = "coverage-challenge",
        /// Back to the most squares.
        END_CHALLENGE = "coverage-end-challenge",
        /// The challenge's line.
        CHALLENGE_TEXT = "coverage-challenge-text",
        /// The board in words (the board's description).
        BOARD_TEXT = "coverage-board-text",
        /// The live region.
        ANNOUNCE = "coverage-announce",
        /// The solver's controls.
        SOLVER = "coverage-solver",
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

crate::page_templates!("coverage", controls = controls::ALL, below = &[]);
