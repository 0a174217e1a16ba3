//! The ids of the Solo page's elements, each written once: the view finds
//! its elements by them, and the test below checks them against the template.

crate::element_ids! {
    /// The elements of the Solo template.
    pub mod elements {
        /// The editor's panel.
        EDITOR = "solo-editor",
        /// The editor's palette (its radio buttons).
        PALETTE = "solo-edit-palette",
        /// The edited board's files.
        EDIT_WIDTH = "solo-edit-width",
        /// The edited board's ranks.
        EDIT_HEIGHT = "solo-edit-height",
        /// Clear the edited board.
        EDIT_CLEAR = "solo-edit-clear",
        /// The editor's analysis line.
        EDIT_ANALYSIS = "solo-edit-analysis",
        /// The editor's warning about armies no chess set has.
        EDIT_ARMY = "solo-edit-army",
        /// The import form.
        EDIT_IMPORT = "solo-edit-import",
        /// The import box.
        EDIT_TEXT = "solo-edit-text",
        /// The edited position's code.
        EDIT_CODE = "solo-edit-code",
        /// The edited position's 16-character form.
        EDIT_SEED = "solo-edit-seed",
        /// Play the edited position.
        EDIT_PLAY = "solo-edit-play",
        /// Back to the puzzle.
        EDIT_BACK = "solo-edit-back",
        /// The pack page (shown instead of the game).
        PACK_PAGE = "solo-pack-page",
        /// Its heading.
        PACK_HEADING = "solo-pack-heading",
        /// Its tabs, one per pack.
        PACK_TABS = "solo-pack-tabs",
        /// Its message (a bad link, unreadable progress).
        PACK_NOTICE = "solo-pack-notice",
        /// Its summary line.
        PACK_SUMMARY = "solo-pack-summary",
        /// Its levels of tiles.
        PACK_LEVELS = "solo-pack-levels",
        /// Back to the game.
        PACK_CLOSE = "solo-pack-close",
        /// What the numbers on the pieces mean (under two-capture rules).
        BADGES = "solo-badges",
        /// Continue: a link to the first puzzle not solved yet.
        PACK_CONTINUE = "solo-pack-continue",
        /// Next puzzle beside the board, once the win card is closed.
        AFTER_NEXT = "solo-after-next",
        /// Shows the win card (or a run's end card) again.
        AFTER_CARD = "solo-after-card",
        /// The game's controls (hidden while editing).
        PLAY = "solo-play",
        /// The move counter and clock.
        CLOCK = "solo-clock",
        /// The move box's form.
        MOVE_FORM = "solo-move-form",
        /// The move box: a capture as a player writes it.
        MOVE = "solo-move",
        /// What is wrong with the typed move.
        MOVE_ERROR = "solo-move-error",
        /// The pieces by square, the board's description for screen readers.
        BOARD_TEXT = "solo-board-text",
        /// The polite live region: each move and event in words.
        ANNOUNCE = "solo-announce",
        /// Undo.
        UNDO = "solo-undo",
        /// Restart.
        RESTART = "solo-restart",
        /// Hint.
        HINT = "solo-hint",
        /// Auto-solve.
        AUTO = "solo-auto",
        /// Count solutions.
        COUNT = "solo-count",
        /// Cancel the running search.
        CANCEL = "solo-cancel",
        /// The generator's level.
        LEVEL = "solo-level",
        /// The generator's board size.
        SIZE = "solo-size",
        /// The generator's piece count.
        PIECES = "solo-pieces",
        /// One solution only.
        UNIQUE = "solo-unique",
        /// New puzzle.
        NEW = "solo-new",
        /// Daily puzzle.
        DAILY = "solo-daily",
        /// The pack page.
        PACKS = "solo-packs",
        /// A new challenge run.
        CHALLENGE = "solo-challenge",
        /// Today's challenge run.
        DAILY_CHALLENGE = "solo-daily-challenge",
        /// What is being played: pack and number, daily, generated or shared.
        PLAYING = "solo-playing",
        /// Opens the New puzzle dialog.
        NEW_OPEN = "solo-new-open",
        /// Opens the tools menu.
        MENU_BUTTON = "solo-menu-button",
        /// The tools menu (a popover).
        MENU = "solo-menu",
        /// Opens the puzzle code dialog.
        CODE_OPEN = "solo-code-open",
        /// Opens "Your progress".
        RECORD_OPEN = "solo-record-open",
        /// Opens the settings.
        SETTINGS_OPEN = "solo-settings-open",
        /// Opens "About the game".
        ABOUT_OPEN = "solo-about-open",
        /// The New puzzle dialog.
        NEW_DIALOG = "solo-new-dialog",
        /// Its title.
        NEW_TITLE = "solo-new-title",
        /// Its generator form.
        NEW_FORM = "solo-new-form",
        /// The rules of the puzzle to make.
        NEW_RULES = "solo-new-rules",
        /// Why the form makes no puzzle.
        NEW_ERROR = "solo-new-error",
        /// Closes the dialog.
        NEW_CLOSE = "solo-new-close",
        /// The settings dialog.
        SETTINGS = "solo-settings",
        /// The look: as the system, light, dark or high contrast (every page's).
        THEME = "solo-theme",
        /// The board's colours (every page's).
        BOARD_THEME = "solo-board-theme",
        /// Its title.
        SETTINGS_TITLE = "solo-settings-title",
        /// The rules of the puzzle on the board.
        RULES = "solo-rules",
        /// The sound switch (checked: sounds play).
        SOUND = "solo-sound",
        /// The "no win from here" switch.
        WARN = "solo-warn",
        /// The moves and the rules (hidden while editing).
        PLAY_MORE = "solo-play-more",
        /// The puzzle code dialog.
        CODE_DIALOG = "solo-code-dialog",
        /// Its title.
        CODE_TITLE = "solo-code-title",
        /// The code form.
        OPEN = "solo-open",
        /// The code box.
        CODE = "solo-code",
        /// Why the code was refused.
        CODE_ERROR = "solo-code-error",
        /// Edit position.
        EDIT = "solo-edit",
        /// The moves played.
        MOVES = "solo-moves",
        /// The "Your progress" dialog.
        RECORD = "solo-record",
        /// Its title.
        RECORD_TITLE = "solo-record-title",
        /// Why stored progress could not be read.
        RECORD_NOTICE = "solo-record-notice",
        /// The rating and its deviation.
        RATING_LINE = "solo-rating-line",
        /// The rating over time, drawn.
        RATING_CHART = "solo-rating-chart",
        /// Rated puzzles solved per level, drawn.
        LEVEL_CHART = "solo-level-chart",
        /// The best challenge runs.
        BEST_RUNS = "solo-best-runs",
        /// Its lines.
        RECORD_LIST = "solo-record-list",
        /// The puzzles failed or given up, as links.
        RETRY = "solo-retry",
        /// Reset progress.
        RECORD_RESET = "solo-record-reset",
        /// The "About the game" dialog.
        ABOUT = "solo-about",
        /// Its title.
        ABOUT_TITLE = "solo-about-title",
        /// Its summary line.
        ABOUT_SUMMARY = "solo-about-summary",
        /// Its census table.
        CENSUS = "solo-census",
        /// The census's heading, which names the table's scrolling region.
        CENSUS_TITLE = "solo-census-title",
        /// The win panel (over the board).
        WIN = "solo-win",
        /// Close it.
        WIN_CLOSE = "solo-win-close",
        /// Its title.
        WIN_TITLE = "solo-win-title",
        /// The puzzle's stars.
        WIN_STARS = "solo-win-stars",
        /// Moves, time, hints, undos.
        WIN_STATS = "solo-win-stats",
        /// Next puzzle.
        NEXT = "solo-next",
        /// Play the puzzle again.
        WIN_AGAIN = "solo-win-again",
        /// The daily result's sharing row.
        WIN_SHARE = "solo-win-share",
        /// The result's text.
        SHARE_TEXT = "solo-share-text",
        /// Copy it.
        SHARE_COPY = "solo-share-copy",
    }
}

crate::page_templates!("solo", page = elements::ALL);

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
