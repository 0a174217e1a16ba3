//! The ids of the Queens page's elements, each written once: the view finds
//! its elements by them, and the test below checks them against the template.

crate::element_ids! {
    /// The elements of the Queens template.
    pub mod controls {
        /// Play.
        MODE_PLAY = "queens-mode-play",
        /// Solutions.
        MODE_SOLUTIONS = "queens-mode-solutions",
        /// Play's controls.
        PLAY = "queens-play",
        /// The daily's title.
        DAILY_TITLE = "queens-daily-title",
        /// The try's state in words.
        PLAY_STATE = "queens-play-state",
        /// Undo.
        UNDO = "queens-undo",
        /// Clear (the queens).
        CLEAR_QUEENS = "queens-clear-queens",
        /// Hint.
        HINT = "queens-hint",
        /// Cancel beside Hint.
        HINT_CANCEL = "queens-hint-cancel",
        /// The "Block squares" switch.
        BLOCK = "queens-block",
        /// Daily Queens.
        DAILY = "queens-daily",
        /// A solved daily's result row.
        DAILY_RESULT = "queens-daily-result",
        /// The result's text.
        SHARE_TEXT = "queens-share-text",
        /// Copy result.
        COPY_RESULT = "queens-copy-result",
        /// The board in words (the board's description).
        BOARD_TEXT = "queens-board-text",
        /// The live region.
        ANNOUNCE = "queens-announce",
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

crate::page_templates!("queens", controls = controls::ALL, below = &[]);
