//! The Solo page's elements, each declared once (name, kind, id): the web
//! view binds them from here, and the test below checks their ids against the template.

crate::element_ids! {
    /// The elements of the Solo template.
    pub mod elements for Elements {
        /// The editor's panel.
        editor: Element = "solo-editor",
        /// The editor's palette (its radio buttons).
        palette: Element = "solo-edit-palette",
        /// The edited board's files.
        edit_width: Select = "solo-edit-width",
        /// The edited board's ranks.
        edit_height: Select = "solo-edit-height",
        /// Clear the edited board.
        edit_clear: Button = "solo-edit-clear",
        /// The editor's analysis line.
        edit_analysis: Element = "solo-edit-analysis",
        /// The editor's warning about armies no chess set has.
        edit_army: Element = "solo-edit-army",
        /// The import form.
        edit_import: Element = "solo-edit-import",
        /// The import box.
        edit_text: Input = "solo-edit-text",
        /// The edited position's code.
        edit_code: Input = "solo-edit-code",
        /// The edited position's 16-character form.
        edit_seed: Input = "solo-edit-seed",
        /// Play the edited position.
        edit_play: Button = "solo-edit-play",
        /// Back to the puzzle.
        edit_back: Button = "solo-edit-back",
        /// The pack page (shown instead of the game).
        pack_page: Element = "solo-pack-page",
        /// Its heading.
        pack_heading: Element = "solo-pack-heading",
        /// Its tabs, one per pack.
        pack_tabs: Element = "solo-pack-tabs",
        /// Its message (a bad link, unreadable progress).
        pack_notice: Element = "solo-pack-notice",
        /// Its summary line.
        pack_summary: Element = "solo-pack-summary",
        /// Its levels of tiles.
        pack_levels: Element = "solo-pack-levels",
        /// Back to the game.
        pack_close: Button = "solo-pack-close",
        /// What the numbers on the pieces mean (under two-capture rules).
        badges: Element = "solo-badges",
        /// Continue: a link to the first puzzle not solved yet.
        pack_continue: Element = "solo-pack-continue",
        /// Next puzzle beside the board, once the win card is closed.
        after_next: Button = "solo-after-next",
        /// Shows the win card (or a run's end card) again.
        after_card: Button = "solo-after-card",
        /// The game's controls (hidden while editing).
        play: Element = "solo-play",
        /// The move counter and clock.
        clock: Element = "solo-clock",
        /// The move box's form.
        move_form: Element = "solo-move-form",
        /// The move box: a capture as a player writes it.
        move_box: Input = "solo-move",
        /// What is wrong with the typed move.
        move_error: Element = "solo-move-error",
        /// The pieces by square, the board's description for screen readers.
        board_text: Element = "solo-board-text",
        /// The polite live region: each move and event in words.
        announce: Element = "solo-announce",
        /// Undo.
        undo: Button = "solo-undo",
        /// Restart.
        restart: Button = "solo-restart",
        /// Hint.
        hint: Button = "solo-hint",
        /// Skip the Rush's puzzle (Streak's one skip).
        skip: Button = "solo-skip",
        /// Auto-solve.
        auto: Button = "solo-auto",
        /// Count solutions.
        count: Button = "solo-count",
        /// Cancel the running search.
        cancel: Button = "solo-cancel",
        /// The generator's level.
        level: Select = "solo-level",
        /// The generator's board size.
        size: Select = "solo-size",
        /// The generator's piece count.
        pieces: Input = "solo-pieces",
        /// One solution only.
        unique: Input = "solo-unique",
        /// New puzzle.
        new: Element = "solo-new",
        /// Daily puzzle.
        daily: Button = "solo-daily",
        /// The pack page.
        packs: Button = "solo-packs",
        /// A new challenge run.
        challenge: Button = "solo-challenge",
        /// Today's challenge run.
        daily_challenge: Button = "solo-daily-challenge",
        /// A new Rush 3:00.
        rush_three: Button = "solo-rush-3",
        /// A new Rush 5:00.
        rush_five: Button = "solo-rush-5",
        /// A new Survival Rush.
        rush_survival: Button = "solo-rush-survival",
        /// A new Streak.
        rush_streak: Button = "solo-rush-streak",
        /// What is being played: pack and number, daily, generated or shared.
        playing: Element = "solo-playing",
        /// Opens the New puzzle dialog.
        new_open: Button = "solo-new-open",
        /// Opens the tools menu.
        menu_button: Button = "solo-menu-button",
        /// The tools menu (a popover).
        menu: Element = "solo-menu",
        /// Opens the puzzle code dialog.
        code_open: Button = "solo-code-open",
        /// Opens "Your progress".
        record_open: Button = "solo-record-open",
        /// Opens the settings.
        settings_open: Button = "solo-settings-open",
        /// Opens "About the game".
        about_open: Button = "solo-about-open",
        /// The New puzzle dialog.
        new_dialog: Dialog = "solo-new-dialog",
        /// Its title.
        new_title: Element = "solo-new-title",
        /// Its generator form.
        new_form: Element = "solo-new-form",
        /// The rules of the puzzle to make.
        new_rules: Select = "solo-new-rules",
        /// Why the form makes no puzzle.
        new_error: Element = "solo-new-error",
        /// Closes the dialog.
        new_close: Element = "solo-new-close",
        /// The settings dialog.
        settings: Dialog = "solo-settings",
        /// The look: as the system, light, dark or high contrast (every page's).
        theme: Element = "solo-theme",
        /// The board's colours (every page's).
        board_theme: Element = "solo-board-theme",
        /// Its title.
        settings_title: Element = "solo-settings-title",
        /// The rules of the puzzle on the board.
        rules: Select = "solo-rules",
        /// The sound switch (checked: sounds play).
        sound: Input = "solo-sound",
        /// The "no win from here" switch.
        warn: Input = "solo-warn",
        /// The moves and the rules (hidden while editing).
        play_more: Element = "solo-play-more",
        /// The puzzle code dialog.
        code_dialog: Dialog = "solo-code-dialog",
        /// Its title.
        code_title: Element = "solo-code-title",
        /// The code form.
        open: Element = "solo-open",
        /// The code box.
        code: Input = "solo-code",
        /// Why the code was refused.
        code_error: Element = "solo-code-error",
        /// Edit position.
        edit: Button = "solo-edit",
        /// The moves played.
        moves: List = "solo-moves",
        /// The "Your progress" dialog.
        record: Dialog = "solo-record",
        /// Its title.
        record_title: Element = "solo-record-title",
        /// Why stored progress could not be read.
        record_notice: Element = "solo-record-notice",
        /// Reset progress.
        record_reset: Button = "solo-record-reset",
        /// The "About the game" dialog.
        about: Dialog = "solo-about",
        /// Its title.
        about_title: Element = "solo-about-title",
        /// Its summary line.
        about_summary: Element = "solo-about-summary",
        /// Its census table.
        census: Element = "solo-census",
        /// The census's heading, which names the table's scrolling region.
        census_title: Element = "solo-census-title",
        /// The win panel (over the board).
        win: Element = "solo-win",
        /// Close it.
        win_close: Button = "solo-win-close",
        /// Its title.
        win_title: Element = "solo-win-title",
        /// The puzzle's stars.
        win_stars: Element = "solo-win-stars",
        /// Moves, time, hints, undos.
        win_stats: Element = "solo-win-stats",
        /// The puzzles to open from the card (a Rush's failed ones).
        win_links: Element = "solo-win-links",
        /// Next puzzle.
        next: Button = "solo-next",
        /// Play the puzzle again.
        win_again: Button = "solo-win-again",
        /// The daily result's sharing row.
        win_share: Element = "solo-win-share",
        /// The result's text.
        share_text: TextArea = "solo-share-text",
        /// Copy it.
        share_copy: Button = "solo-share-copy",
    }
}

crate::element_ids! {
    /// What the record panel ("Your progress") draws, inside its dialog.
    pub mod record for Record {
        /// The rating and its deviation.
        rating_line: Element = "solo-rating-line",
        /// The rating over time, drawn.
        rating_chart: Canvas = "solo-rating-chart",
        /// Rated puzzles solved per level, drawn.
        level_chart: Canvas = "solo-level-chart",
        /// The best challenge runs.
        best_runs: Element = "solo-best-runs",
        /// Its lines.
        record_list: Element = "solo-record-list",
        /// The puzzles failed or given up, as links.
        retry: Element = "solo-retry",
    }
}

crate::page_templates!("solo", page = &[elements::ALL, record::ALL].concat());

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solo::{editor::FIRST_TOOL, tool_value};

    #[test]
    fn the_palette_starts_on_the_models_first_tool() {
        let checked = format!("value=\"{}\" checked", tool_value(FIRST_TOOL));
        assert_eq!(TEMPLATE.matches(" checked").count(), 1);
        assert!(TEMPLATE.contains(&checked), "{checked}");
    }
}
