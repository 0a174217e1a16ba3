//! The ids of the Exact attack page's elements, each written once: the
//! view finds its elements by them, and the test below checks them against
//! the templates.

crate::element_ids! {
    /// The elements of the Exact attack form template.
    pub mod controls {
        /// Play.
        MODE_PLAY = "exact-mode-play",
        /// Solutions.
        MODE_SOLUTIONS = "exact-mode-solutions",
        /// Play's controls.
        PLAY = "exact-play",
        /// The puzzle in words.
        PUZZLE = "exact-puzzle",
        /// The tray's king.
        TRAY_KING = "exact-tray-k",
        /// The tray's queen.
        TRAY_QUEEN = "exact-tray-q",
        /// The tray's rook.
        TRAY_ROOK = "exact-tray-r",
        /// The tray's bishop.
        TRAY_BISHOP = "exact-tray-b",
        /// The tray's knight.
        TRAY_KNIGHT = "exact-tray-n",
        /// The tray's pawn.
        TRAY_PAWN = "exact-tray-p",
        /// The try's state in words.
        PLAY_STATE = "exact-play-state",
        /// Undo.
        UNDO = "exact-undo",
        /// Clear (the pieces).
        CLEAR_PIECES = "exact-clear-pieces",
        /// Hint.
        HINT = "exact-hint",
        /// Cancel beside Hint.
        HINT_CANCEL = "exact-hint-cancel",
        /// The hint's progress line.
        HINT_PROGRESS = "exact-hint-progress",
        /// The board in words (the board's description).
        BOARD_TEXT = "exact-board-text",
        /// The live region.
        ANNOUNCE = "exact-announce",
        /// The solver's controls.
        SOLUTIONS = "exact-solutions",
        /// The form (Enter or Fewest pieces submits it).
        FORM = "exact-form",
        /// The columns select.
        COLUMNS = "exact-columns",
        /// The rows select.
        ROWS = "exact-rows",
        /// The k box.
        K = "exact-k",
        /// The mode select.
        MODE = "exact-mode",
        /// The king box.
        KING = "exact-piece-k",
        /// The queen box.
        QUEEN = "exact-piece-q",
        /// The rook box.
        ROOK = "exact-piece-r",
        /// The bishop box.
        BISHOP = "exact-piece-b",
        /// The knight box.
        KNIGHT = "exact-piece-n",
        /// The pawn box.
        PAWN = "exact-piece-p",
        /// The click tool.
        TOOL = "exact-tool",
        /// The problem's text.
        TEXT = "exact-text",
        /// Open (the text).
        OPEN = "exact-open",
        /// Fewest pieces.
        MIN = "exact-min",
        /// All solutions.
        ALL_SOLUTIONS = "exact-all",
        /// The piece cap.
        MAX = "exact-max",
        /// Cancel.
        CANCEL = "exact-cancel",
        /// The search's bar.
        PROGRESS = "exact-progress",
        /// The result line.
        RESULT = "exact-result",
        /// The statistics line.
        STATS = "exact-stats",
    }
}

crate::element_ids! {
    /// The elements under the board.
    pub mod below {
        /// The results table's title.
        TABLE_TITLE = "exact-results-title",
        /// The results table.
        TABLE = "exact-table",
    }
}

crate::page_templates!("exact", controls = controls::ALL, below = below::ALL);
