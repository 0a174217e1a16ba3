//! Playing: the game, clicks and the keyboard cursor, undo and restart, the
//! hint's three tiers (the piece to move, its target, the piece left last),
//! and auto-solve's moves played one by one on timer ticks.

mod game;
mod typed;

pub use game::{ClickOutcome, Game, GameStatus};

use std::collections::VecDeque;

use super::{speech, SoloPage, Tone};
use chesslab_core::{
    board::Square,
    solo::{Move, Position, Rules, RunAction},
};

/// The pause between the moves of an automatic solution.
pub const AUTOPLAY_STEP_MS: f64 = 650.0;

/// The game and how the player reaches it.
#[derive(Clone, Debug)]
pub(super) struct Play {
    pub(super) game: Game,
    /// The keyboard's square (also the last square clicked); a1 until one is chosen.
    cursor: Option<Square>,
    /// The cursor shows while the keyboard drives the board, not after mouse clicks.
    keyboard_cursor: bool,
    hint: Option<Hint>,
    autoplay: Autoplay,
}

/// The hint shown, in three tiers as ThinkFun's hint cards: the piece to
/// move first, then also what it captures, then the piece left last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Hint {
    /// The suggested move.
    pub mv: Move,
    /// Where the piece that the winning line leaves last stands now.
    pub last: Square,
    /// How much is shown.
    pub tier: HintTier,
}

/// How much of a hint is shown: each press of Hint shows the next tier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum HintTier {
    /// The piece to move (the first press).
    Piece,
    /// Also the piece it captures (the second press).
    Target,
    /// Also the piece that will be left last (the third press).
    LastPiece,
}

/// An automatic solution being played: the moves still to play and when the next is due.
#[derive(Clone, Debug, Default)]
struct Autoplay {
    moves: VecDeque<Move>,
    due_ms: Option<f64>,
}

impl Play {
    /// Playing `game`, the cursor on a1.
    pub fn new(game: Game) -> Play {
        Play { game, cursor: None, keyboard_cursor: false, hint: None, autoplay: Autoplay::default() }
    }

    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// Puts a new game on the board: no hint, no automatic play.
    pub fn set_game(&mut self, game: Game) {
        self.game = game;
        self.hint = None;
        self.stop_autoplay();
    }

    /// The keyboard's square.
    fn cursor_square(&self) -> Option<Square> {
        self.cursor.or(Square::new(0, 0))
    }

    /// The cursor to draw: only while the keyboard drives the board.
    pub fn cursor(&self) -> Option<Square> {
        self.cursor_square().filter(|_| self.keyboard_cursor)
    }

    pub const fn hint(&self) -> Option<Hint> {
        self.hint
    }

    pub fn clear_hint(&mut self) {
        self.hint = None;
    }

    pub fn stop_autoplay(&mut self) {
        self.autoplay = Autoplay::default();
    }

    /// When the next automatic move is due.
    pub const fn next_tick(&self) -> Option<f64> {
        self.autoplay.due_ms
    }
}

impl SoloPage {
    /// A click on `square` of the board (the mouse's: the keyboard cursor hides).
    pub fn click(&mut self, square: Square, now_ms: f64) -> Vec<super::Effect> {
        if self.click_ends_drop(now_ms) {
            return self.take();
        }
        self.play.cursor = Some(square);
        self.play.keyboard_cursor = false;
        self.activate(square, now_ms);
        self.take()
    }

    /// A key pressed on the board: arrows move the cursor, Enter or Space
    /// clicks its square, Escape cancels the selection. `None`: the key is
    /// not the board's (the page may use it).
    pub fn key(&mut self, key: &str, now_ms: f64) -> Option<Vec<super::Effect>> {
        let (df, dr) = match key {
            "ArrowLeft" => (-1, 0),
            "ArrowRight" => (1, 0),
            "ArrowUp" => (0, 1),
            "ArrowDown" => (0, -1),
            "Enter" | " " => {
                self.play.keyboard_cursor = true;
                if let Some(square) = self.play.cursor_square() {
                    self.activate(square, now_ms);
                }
                return Some(self.take());
            }
            "Escape" => {
                if self.drop_held(now_ms) {
                    self.play.game.deselect();
                    return Some(self.take());
                }
                self.play.keyboard_cursor = true;
                self.play.game.deselect();
                return Some(self.take());
            }
            _ => return None,
        };
        self.play.keyboard_cursor = true;
        let shape = match &self.editing {
            Some(editor) => editor.position().shape(),
            None => self.game().position().shape(),
        };
        let moved = self.play.cursor_square().and_then(|square| square.offset(df, dr));
        if let Some(square) = moved.filter(|&square| shape.contains(square)) {
            self.play.cursor = Some(square);
        }
        Some(self.take())
    }

    /// The board lost the focus: the keyboard cursor hides.
    pub fn blur(&mut self) -> Vec<super::Effect> {
        self.play.keyboard_cursor = false;
        self.take()
    }

    /// Takes back the last move (stopping searches and automatic play).
    pub fn undo(&mut self, now_ms: f64) -> Vec<super::Effect> {
        if let Some(why) = self.run_holds() {
            self.say(why, Tone::Info);
            return self.take();
        }
        self.stop_searches(now_ms);
        self.motion.settle();
        match self.play.game.undo() {
            Some(mv) => {
                self.run_log(RunAction::Undo);
                self.record.undone(now_ms);
                self.win_closed = false;
                self.say(format!("Took back {mv}."), Tone::Info);
                self.announce(speech::undone(mv, self.game().position()));
                self.check_position(now_ms);
            }
            None => self.say("Nothing to undo.", Tone::Info),
        }
        self.take()
    }

    /// Goes back to the puzzle's start (stopping searches and automatic play).
    pub fn restart(&mut self, now_ms: f64) -> Vec<super::Effect> {
        if let Some(why) = self.run_holds() {
            self.say(why, Tone::Info);
            return self.take();
        }
        self.stop_searches(now_ms);
        self.motion.settle();
        if !self.game().played().is_empty() {
            self.run_log(RunAction::Restart);
        }
        self.play.game.restart();
        self.record.restarted();
        self.win_closed = false;
        self.say(format!("Back to the start. {}", self.playing_text()), Tone::Info);
        let game = self.game();
        self.announce(speech::loaded("Back to the start.", game.position(), game.rules().rules()));
        self.check_position(now_ms);
        self.take()
    }

    /// When the page should call [`SoloPage::tick`] next (milliseconds since 1970), if at all.
    #[must_use]
    pub const fn next_tick(&self) -> Option<f64> {
        self.play.next_tick()
    }

    /// The timer: plays the automatic solution's next move once it is due.
    pub fn tick(&mut self, now_ms: f64) -> Vec<super::Effect> {
        if self.play.autoplay.due_ms.is_some_and(|due| due <= now_ms) {
            self.autoplay_step(now_ms);
        }
        self.take()
    }

    /// The first press of Hint asks the solver; the second shows the target
    /// of the move it suggested, the third the piece its line leaves last.
    pub fn hint(&mut self, now_ms: f64) -> Vec<super::Effect> {
        if let Some(why) = self.run_holds() {
            self.say(why, Tone::Info);
            return self.take();
        }
        match self.play.hint {
            Some(hint @ Hint { tier: HintTier::Piece, mv, .. }) => {
                self.play.hint = Some(Hint { tier: HintTier::Target, ..hint });
                let captured = mv.captured.name();
                self.say(
                    format!(
                        "Hint: {mv} — it takes the {captured} on {} (press Hint again: the last piece).",
                        mv.to
                    ),
                    Tone::Info,
                );
                self.announce(speech::hint_target(mv));
            }
            Some(hint @ Hint { tier: HintTier::Target, last, .. }) => {
                self.play.hint = Some(Hint { tier: HintTier::LastPiece, ..hint });
                let kind = self.game().position().piece_at(last);
                let text = speech::hint_last(kind, last);
                self.say(text.clone(), Tone::Info);
                self.announce(text);
            }
            _ => self.start_solve(super::Purpose::Hint, now_ms),
        }
        self.take()
    }

    /// The solver's first move from here, shown as a hint (the piece only).
    pub(super) fn show_hint(&mut self, moves: &[Move]) {
        if self.game().status() == GameStatus::Won {
            return self.report_no_solution();
        }
        let rules = self.game().rules().rules();
        let Some((mv, last)) = first_and_last(moves, self.game().position(), rules) else {
            return self.report_no_solution();
        };
        self.play.hint = Some(Hint { mv, last, tier: HintTier::Piece });
        self.record.hint_shown();
        self.run_hint();
        self.out.save_record = true;
        let piece = mv.piece.name();
        self.say(
            format!("Hint: move the {piece} on {} (press Hint again to see its target).", mv.from),
            Tone::Info,
        );
        self.announce(speech::hint_piece(mv));
    }

    /// Plays `moves` one by one, the first after a pause from `now_ms`.
    pub(super) fn start_autoplay(&mut self, moves: Vec<Move>, now_ms: f64) {
        if moves.is_empty() {
            return self.report_no_solution();
        }
        self.play.autoplay = Autoplay { moves: moves.into(), due_ms: Some(now_ms + AUTOPLAY_STEP_MS) };
        self.record.auto_solved();
        self.note_to_retry(super::RetryReason::GaveUp);
        self.say("Playing a solution…", Tone::Info);
        self.announce("Playing a solution.");
    }

    /// Says that no win is left (or that the puzzle is won already).
    pub(super) fn report_no_solution(&mut self) {
        if self.game().status() == GameStatus::Won {
            self.say(super::texts::ALREADY_SOLVED, Tone::Success);
            self.announce(super::texts::ALREADY_SOLVED);
        } else {
            self.say(super::texts::NO_SOLUTION, Tone::Warning);
            self.announce(super::texts::NO_SOLUTION);
        }
    }

    /// A click (or Enter) on `square`: the editor's tool, or a move in the game.
    fn activate(&mut self, square: Square, now_ms: f64) {
        if self.editing.is_some() {
            return self.editor_click(square, now_ms);
        }
        if let Some(why) = self.run_holds() {
            return self.say(why, Tone::Info);
        }
        self.play.stop_autoplay();
        match self.play.game.click(square) {
            ClickOutcome::Played(mv) => {
                self.slide(mv, now_ms);
                self.moved(now_ms);
            }
            ClickOutcome::Selected(square) => {
                let name = self.game().position().piece_at(square).map_or("piece", |kind| kind.name());
                self.say(
                    format!("The {name} on {square} is selected: pick a piece it can capture."),
                    Tone::Info,
                );
            }
            ClickOutcome::Deselected => self.say("Selection cancelled.", Tone::Info),
            ClickOutcome::Refused(reason) => self.say(reason, Tone::Warning),
        }
    }

    fn autoplay_step(&mut self, now_ms: f64) {
        let Some(mv) = self.play.autoplay.moves.pop_front() else {
            return self.play.stop_autoplay();
        };
        let played = self.play.game.play(mv);
        if played {
            self.slide(mv, now_ms);
        }
        if !played {
            self.play.stop_autoplay();
            return self.say("The automatic solution no longer fits the board.", Tone::Error);
        }
        self.after_move(true, now_ms);
        let autoplay = &mut self.play.autoplay;
        autoplay.due_ms = (!autoplay.moves.is_empty()).then_some(now_ms + AUTOPLAY_STEP_MS);
    }

    /// After the player's capture (a click, a key or a drop).
    pub(super) fn moved(&mut self, now_ms: f64) {
        self.play.stop_autoplay();
        // A hint, solution or count under way is about the position before this move.
        self.stop_searches_about_the_position(now_ms);
        self.after_move(false, now_ms);
        // Automatic play follows a winning line: only the player's moves are checked.
        self.check_position(now_ms);
    }

    /// After a capture (the solver's when `by_solver`): the hint is spent; a
    /// win goes into the record; its sound plays; it is said in words.
    fn after_move(&mut self, by_solver: bool, now_ms: f64) {
        if let Some(&mv) = self.game().played().last() {
            self.run_log(RunAction::Move(mv));
        }
        self.play.hint = None;
        self.record.moved(now_ms);
        let status = self.game().status();
        self.out.sound = self.sound_on.then_some(match status {
            GameStatus::Won => super::Sound::Win,
            GameStatus::DeadEnd => super::Sound::DeadEnd,
            GameStatus::Playing => super::Sound::Capture,
        });
        match status {
            GameStatus::Won => {
                self.out.save_record |= self.record.won(now_ms);
                if !by_solver {
                    self.note_retried();
                }
                self.pack_won(self.record.seconds(now_ms) * 1000.0);
                self.run_won(now_ms);
                let played = self.game().played_texts();
                self.say(format!("Solved in {} moves: {}", played.len(), played.join(", ")), Tone::Success);
            }
            GameStatus::DeadEnd => self.say("No capture left — undo?", Tone::Warning),
            GameStatus::Playing => self.say(self.playing_text(), Tone::Info),
        }
        let ending = match status {
            GameStatus::Won => speech::Ending::Won { by_solver },
            GameStatus::DeadEnd => speech::Ending::NoCaptureLeft,
            GameStatus::Playing => speech::Ending::Playing,
        };
        if let Some(&mv) = self.game().played().last() {
            self.announce(speech::played(mv, self.game().position(), ending));
        }
    }
}

/// The winning line's first move and where the piece it leaves last stands
/// now: the line is played through (each move checked legal where it is
/// played), following that piece back from the square of the last capture.
/// `None` when the line does not play from `position`.
fn first_and_last(line: &[Move], position: &Position, rules: Rules) -> Option<(Move, Square)> {
    let mut now = *position;
    for &mv in line {
        if !now.is_legal(mv, rules) {
            return None;
        }
        now = now.play(mv);
    }
    let first = *line.first()?;
    let last = line.iter().rev().fold(line.last()?.to, |at, mv| if at == mv.to { mv.from } else { at });
    Some((first, last))
}
