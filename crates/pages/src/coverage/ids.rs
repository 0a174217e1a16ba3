//! The Coverage page's elements, each declared once (name, kind, id): the web
//! view binds them from here, and the test below checks their ids against the template.

crate::element_ids! {
    /// The elements of the Coverage template.
    pub mod controls for Controls {
        /// Play.
        mode_play: Button = "coverage-mode-play",
        /// Solver.
        mode_solver: Button = "coverage-mode-solver",
        /// Play's controls.
        play: Element = "coverage-play",
        /// The try's state in words.
        play_state: Element = "coverage-play-state",
        /// The ladder of goals.
        goals: Element = "coverage-goals",
        /// The tray's king.
        tray_k: Button = "coverage-tray-k",
        /// The tray's queen.
        tray_q: Button = "coverage-tray-q",
        /// The tray's rook.
        tray_r: Button = "coverage-tray-r",
        /// The tray's bishop.
        tray_b: Button = "coverage-tray-b",
        /// The tray's knight.
        tray_n: Button = "coverage-tray-n",
        /// Undo.
        undo: Button = "coverage-undo",
        /// Clear (the pieces).
        clear_pieces: Button = "coverage-clear-pieces",
        /// Hint.
        hint: Button = "coverage-hint",
        /// Cancel beside Hint.
        hint_cancel: Button = "coverage-hint-cancel",
        /// A "leave only this square" challenge.
        challenge: Button = "coverage-challenge",
        /// Back to the most squares.
        end_challenge: Button = "coverage-end-challenge",
        /// The challenge's line.
        challenge_text: Element = "coverage-challenge-text",
        /// The board in words (the board's description).
        board_text: Element = "coverage-board-text",
        /// The live region.
        announce: Element = "coverage-announce",
        /// The solver's controls.
        solver: Element = "coverage-solver",
        /// The form (Enter or Search submits it).
        form: Element = "coverage-form",
        /// The piece letters.
        pieces: Input = "coverage-pieces",
        /// The board's side.
        side: Select = "coverage-side",
        /// The bishops' rule.
        bishops: Select = "coverage-bishops",
        /// Whether pieces may share a square.
        superpose: Input = "coverage-superpose",
        /// The goal.
        goal: Select = "coverage-goal",
        /// Search.
        run: Button = "coverage-run",
        /// Cancel.
        cancel: Button = "coverage-cancel",
        /// The search's bar.
        progress: Element = "coverage-progress",
        /// The result line.
        result: Element = "coverage-result",
        /// The statistics line.
        stats: Element = "coverage-stats",
    }
}

crate::page_templates!("coverage", controls = controls::ALL, below = &[]);
