//! What the player asks of the Solo page, as one value ([`Action`]) with one dispatch
//! ([`SoloPage::act`]): the view binds each control to an action, and each action is routed to
//! the part it is for (`actions`: the game, the switches, the win card, the menus; `editing`: the
//! editor). Transitions that answer more than effects (a key, a typed move, a drag's move) stay
//! methods of their own.

use super::{Effect, NewPuzzleForm, SoloPage};
use crate::BoardPoint;
use chesslab_core::board::Square;

/// A player's action on the Solo page.
#[derive(Clone, Copy, Debug)]
pub enum Action<'a> {
    /// A click on a square of the board (the mouse's: the keyboard cursor hides).
    Click(Square),
    /// The board lost the focus: the keyboard cursor hides.
    Blur,
    /// Undo: takes back the last move (stopping searches and automatic play).
    Undo,
    /// Restart: back to the puzzle's start.
    Restart,
    /// The timer: the automatic solution's next move, once it is due.
    Tick,
    /// Hint: the solver's piece to move, then its target, then the piece its line leaves last.
    Hint,
    /// Auto-solve: the solver's solution, played one move per tick.
    AutoSolve,
    /// Count solutions from here.
    Count,
    /// Skip the Rush's puzzle (Streak's one skip).
    Skip,
    /// Cancel: stops the running search.
    Cancel,
    /// A pointer pressed at a point of the board.
    PointerDown(BoardPoint),
    /// The pointer released at a point of the board.
    PointerUp(BoardPoint),
    /// The browser took the pointer away: a held piece goes back.
    PointerCancel,
    /// The mute switch.
    ToggleSound,
    /// The "no win from here" switch.
    ToggleWarn,
    /// "Reset progress": the first asks, the second erases the record.
    ResetRecord,
    /// Closes the win panel, to look at the board.
    CloseWin,
    /// Shows the win card (or the run's end card) again.
    ReopenWin,
    /// "Next puzzle", with the "New puzzle" form and a fresh seed.
    NextPuzzle(&'a NewPuzzleForm<'a>, u64),
    /// "Make puzzle", with the form and a fresh seed.
    NewPuzzle(&'a NewPuzzleForm<'a>, u64),
    /// Today's puzzle under the rules named (as the form names them).
    Daily(&'a str),
    /// The rules chosen by their name: the same puzzle under them.
    ChangeRules(&'a str),
    /// Opens a typed puzzle code.
    OpenCode(&'a str),
    /// "Puzzle packs": the pack page.
    ShowPacks,
    /// Back from the pack page to the game.
    ClosePacks,
    /// "Edit position": the editor opens on the position as it stands.
    Edit,
    /// "Back to the puzzle": the editor closes.
    StopEditing,
    /// "Play this position": the edited position becomes the puzzle.
    PlayEdited,
    /// The palette's choice, by its value.
    SetTool(&'a str),
    /// Reads a puzzle code, FEN or seed form into the editor.
    Import(&'a str),
    /// The size selects: the edited board's width and height, as the selects' texts.
    Resize(&'a str, &'a str),
    /// "Clear": every edited piece goes.
    Clear,
}

impl SoloPage {
    /// Does what the player asked, at `now_ms`; returns what the view must do.
    ///
    /// ```
    /// use chesslab_pages::solo::{Action, PlayerRecord, SoloPage};
    ///
    /// let mut page = SoloPage::new(PlayerRecord::default(), 0.0);
    /// page.act(Action::OpenCode("2Q1/2R1/N3/1P2"), 0.0);
    /// assert_eq!(page.game().code(), "2Q1/2R1/N3/1P2");
    /// page.act(Action::Undo, 1.0); // nothing to undo: said, nothing changes
    /// assert_eq!(page.game().code(), "2Q1/2R1/N3/1P2");
    /// ```
    pub fn act(&mut self, action: Action<'_>, now_ms: f64) -> Vec<Effect> {
        match action {
            Action::Click(square) => self.click(square, now_ms),
            Action::Blur => self.blur(),
            Action::Undo => self.undo(now_ms),
            Action::Restart => self.restart(now_ms),
            Action::Tick => self.tick(now_ms),
            Action::Hint => self.hint(now_ms),
            Action::AutoSolve => self.auto_solve(now_ms),
            Action::Count => self.count(now_ms),
            Action::Skip => {
                self.skip_rush_puzzle(now_ms);
                self.take()
            }
            Action::Cancel => self.cancel(now_ms),
            Action::PointerDown(point) => self.pointer_down(point),
            Action::PointerUp(point) => self.pointer_up(point, now_ms),
            Action::PointerCancel => self.pointer_cancel(),
            Action::ToggleSound => self.toggle_sound(),
            Action::ToggleWarn => self.toggle_warn(now_ms),
            Action::ResetRecord => self.reset_record(),
            Action::CloseWin => self.close_win(),
            Action::ReopenWin => self.reopen_win(),
            Action::NextPuzzle(form, seed) => self.next_puzzle(form, seed, now_ms),
            Action::NewPuzzle(form, seed) => self.new_puzzle(form, seed, now_ms),
            Action::Daily(rules) => self.daily(rules, now_ms),
            Action::ChangeRules(name) => self.change_rules(name, now_ms),
            Action::OpenCode(text) => self.open_code(text, now_ms),
            Action::ShowPacks => self.show_packs(),
            Action::ClosePacks => self.close_packs(),
            Action::Edit => self.edit(now_ms),
            Action::StopEditing => self.stop_editing(now_ms),
            Action::PlayEdited => self.play_edited(now_ms),
            Action::SetTool(value) => self.set_tool(value),
            Action::Import(text) => self.import(text, now_ms),
            Action::Resize(width, height) => self.resize(width, height, now_ms),
            Action::Clear => self.clear(now_ms),
        }
    }
}
