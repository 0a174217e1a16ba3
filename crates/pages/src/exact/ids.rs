//! The Exact attack page's elements, each declared once (name, kind, id): the web
//! view binds them from here, and the test below checks their ids against the templates.

crate::element_ids! {
    /// The elements of the Exact attack form (the solver).
    pub mod form for Form {
        /// The form (Enter or Fewest pieces submits it).
        form: Element = "exact-form",
        /// The columns select.
        columns: Select = "exact-columns",
        /// The rows select.
        rows: Select = "exact-rows",
        /// The k box.
        k: Input = "exact-k",
        /// The mode select.
        mode: Select = "exact-mode",
        /// The king box.
        king: Input = "exact-piece-k",
        /// The queen box.
        queen: Input = "exact-piece-q",
        /// The rook box.
        rook: Input = "exact-piece-r",
        /// The bishop box.
        bishop: Input = "exact-piece-b",
        /// The knight box.
        knight: Input = "exact-piece-n",
        /// The pawn box.
        pawn: Input = "exact-piece-p",
        /// The click tool.
        tool: Select = "exact-tool",
        /// The problem's text.
        text: Input = "exact-text",
        /// Open (the text).
        open: Button = "exact-open",
        /// Fewest pieces.
        min: Button = "exact-min",
        /// All solutions.
        all_solutions: Button = "exact-all",
        /// The piece cap.
        max: Input = "exact-max",
        /// Cancel.
        cancel: Button = "exact-cancel",
        /// The search's bar.
        progress: Element = "exact-progress",
        /// The result line.
        result: Element = "exact-result",
        /// The statistics line.
        stats: Element = "exact-stats",
    }
}

crate::element_ids! {
    /// Play's elements, and the switch between Play and Solutions.
    pub mod play for Play {
        /// Play.
        mode_play: Button = "exact-mode-play",
        /// Solutions.
        mode_solutions: Button = "exact-mode-solutions",
        /// Play's controls.
        play: Element = "exact-play",
        /// The puzzle in words.
        puzzle: Element = "exact-puzzle",
        /// The tray's king.
        tray_king: Button = "exact-tray-k",
        /// The tray's queen.
        tray_queen: Button = "exact-tray-q",
        /// The tray's rook.
        tray_rook: Button = "exact-tray-r",
        /// The tray's bishop.
        tray_bishop: Button = "exact-tray-b",
        /// The tray's knight.
        tray_knight: Button = "exact-tray-n",
        /// The tray's pawn.
        tray_pawn: Button = "exact-tray-p",
        /// The try's state in words.
        play_state: Element = "exact-play-state",
        /// Undo.
        undo: Button = "exact-undo",
        /// Clear (the pieces).
        clear_pieces: Button = "exact-clear-pieces",
        /// Hint.
        hint: Button = "exact-hint",
        /// Cancel beside Hint.
        hint_cancel: Button = "exact-hint-cancel",
        /// The hint's progress line.
        hint_progress: Element = "exact-hint-progress",
        /// The board in words (the board's description).
        board_text: Element = "exact-board-text",
        /// The live region.
        announce: Element = "exact-announce",
        /// The solver's controls.
        solutions: Element = "exact-solutions",
    }
}

crate::element_ids! {
    /// The elements under the board.
    pub mod below for Below {
        /// The results table's title.
        table_title: Element = "exact-results-title",
        /// The results table.
        table: Element = "exact-table",
    }
}

crate::page_templates!("exact", controls = &[form::ALL, play::ALL].concat(), below = below::ALL);
