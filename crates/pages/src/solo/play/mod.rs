//! Playing: the game, clicks and the keyboard cursor, undo and restart, the
//! hint's three tiers (the piece to move, its target, the piece left last),
//! and auto-solve's moves played one by one on timer ticks.

mod game;

pub use game::{ClickOutcome, Game, GameStatus};

use std::collections::VecDeque;

use super::speech;
use chesslab_core::{
    board::{BoardShape, Square},
    solo::{Move, Position, Rules},
};

/// The pause between the moves of an automatic solution.
pub const AUTOPLAY_STEP_MS: f64 = 650.0;

/// The game and how the player reaches it.
#[derive(Clone, Debug)]
pub(super) struct Play {
    game: Game,
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

    /// The game on the board.
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// The game on the board, to play on.
    pub fn game_mut(&mut self) -> &mut Game {
        &mut self.game
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

    /// The hint shown.
    pub const fn hint(&self) -> Option<Hint> {
        self.hint
    }

    /// The hint goes (it is spent, or about to go stale).
    pub fn clear_hint(&mut self) {
        self.hint = None;
    }

    /// Automatic play stops.
    pub fn stop_autoplay(&mut self) {
        self.autoplay = Autoplay::default();
    }

    /// When the next automatic move is due.
    pub const fn next_tick(&self) -> Option<f64> {
        self.autoplay.due_ms
    }
}

impl Play {
    /// A click on `square` (the mouse's: the keyboard cursor hides).
    pub fn point_at(&mut self, square: Square) {
        self.cursor = Some(square);
        self.keyboard_cursor = false;
    }

    /// The keyboard drives the board: the square under its cursor.
    pub fn keyboard_square(&mut self) -> Option<Square> {
        self.keyboard_cursor = true;
        self.cursor_square()
    }

    /// The arrow keys: the cursor moves by (`df`, `dr`) within `shape`.
    pub fn move_cursor(&mut self, df: i8, dr: i8, shape: BoardShape) {
        self.keyboard_cursor = true;
        let moved = self.cursor_square().and_then(|square| square.offset(df, dr));
        if let Some(square) = moved.filter(|&square| shape.contains(square)) {
            self.cursor = Some(square);
        }
    }

    /// The board lost the focus: the keyboard cursor hides.
    pub fn blur(&mut self) {
        self.keyboard_cursor = false;
    }

    /// Hint pressed again: the hint shown goes a tier further, and says
    /// what it shows (the status line, the announcement). `None`: no hint
    /// is shown, or all of it is; the solver is asked.
    pub fn next_hint_tier(&mut self) -> Option<(String, String)> {
        let hint = self.hint?;
        match hint.tier {
            HintTier::Piece => {
                self.hint = Some(Hint { tier: HintTier::Target, ..hint });
                let mv = hint.mv;
                let status = format!(
                    "Hint: {mv} — it takes the {} on {} (press Hint again: the last piece).",
                    mv.captured.name(),
                    mv.to
                );
                Some((status, speech::hint_target(mv)))
            }
            HintTier::Target => {
                self.hint = Some(Hint { tier: HintTier::LastPiece, ..hint });
                let text = speech::hint_last(self.game.position().piece_at(hint.last), hint.last);
                Some((text.clone(), text))
            }
            HintTier::LastPiece => None,
        }
    }

    /// Shows the first move of the winning line `moves` from the position
    /// on the board as a hint (the piece only); `None` when the line does not play here.
    pub fn show_hint(&mut self, moves: &[Move]) -> Option<Move> {
        let (mv, last) = first_and_last(moves, self.game.position(), self.game.rules().rules())?;
        self.hint = Some(Hint { mv, last, tier: HintTier::Piece });
        Some(mv)
    }

    /// Plays `moves` one by one, the first after a pause from `now_ms`.
    pub fn start_autoplay(&mut self, moves: Vec<Move>, now_ms: f64) {
        self.autoplay = Autoplay { moves: moves.into(), due_ms: Some(now_ms + AUTOPLAY_STEP_MS) };
    }

    /// The automatic solution's next move, when it is due at `now_ms`, played
    /// on the board (`Err`: it no longer fits the board, and automatic play stops).
    pub fn autoplay_step(&mut self, now_ms: f64) -> Option<Result<Move, ()>> {
        if !self.autoplay.due_ms.is_some_and(|due| due <= now_ms) {
            return None;
        }
        let Some(mv) = self.autoplay.moves.pop_front() else {
            self.stop_autoplay();
            return None;
        };
        if !self.game.play(mv) {
            self.stop_autoplay();
            return Some(Err(()));
        }
        let autoplay = &mut self.autoplay;
        autoplay.due_ms = (!autoplay.moves.is_empty()).then_some(now_ms + AUTOPLAY_STEP_MS);
        Some(Ok(mv))
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
