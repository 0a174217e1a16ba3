//! The Queens page's elements, each declared once (name, kind, id): the web
//! view binds them from here, and the test below checks their ids against the template.

crate::element_ids! {
    /// The elements of the Queens template.
    pub mod controls for Controls {
        /// Play.
        mode_play: Button = "queens-mode-play",
        /// Solutions.
        mode_solutions: Button = "queens-mode-solutions",
        /// Play's controls.
        play: Element = "queens-play",
        /// The daily's title.
        daily_title: Element = "queens-daily-title",
        /// The try's state in words.
        play_state: Element = "queens-play-state",
        /// Undo.
        undo: Button = "queens-undo",
        /// Clear (the queens).
        clear_queens: Button = "queens-clear-queens",
        /// Hint.
        hint: Button = "queens-hint",
        /// Cancel beside Hint.
        hint_cancel: Button = "queens-hint-cancel",
        /// The "Block squares" switch.
        block: Input = "queens-block",
        /// Play's note on blocked squares.
        block_note: Element = "queens-block-note",
        /// Daily Queens.
        daily: Button = "queens-daily",
        /// A solved daily's result row.
        daily_result: Element = "queens-daily-result",
        /// The result's text.
        share_text: TextArea = "queens-share-text",
        /// Copy result.
        copy_result: Button = "queens-copy-result",
        /// The board in words (the board's description).
        board_text: Element = "queens-board-text",
        /// The live region.
        announce: Element = "queens-announce",
        /// The solver's controls (Solutions).
        solutions: Element = "queens-solutions",
        /// The size box.
        size: Input = "queens-n",
        /// Count.
        count: Button = "queens-count",
        /// Cancel.
        cancel: Button = "queens-cancel",
        /// The count's bar.
        progress: Element = "queens-progress",
        /// The count's line.
        result: Element = "queens-result",
        /// The board as text.
        text: TextArea = "queens-text",
        /// Use this board.
        use_text: Button = "queens-use-text",
        /// Clear blocked.
        clear: Button = "queens-clear",
    }
}

crate::page_templates!("queens", controls = controls::ALL, below = &[]);
