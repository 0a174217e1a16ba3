//! Playing Queens by hand: the try (the queens placed), its undo history,
//! the keyboard's cursor, the "Block squares" switch, and the solver's
//! answers about the try (the hint, the solved try's place among all the
//! solutions), each a [`Search`] so that a reply to an older try is dropped.

pub mod speech;

use crate::{board_cursor::BoardCursor, Search};
use chesslab_core::{
    board::Cell,
    queens::{HintReply, Placement, Problem},
};
use speech::Place;

/// The try and how the player reaches it.
#[derive(Clone, Debug, Default)]
pub(super) struct Play {
    queens: Placement,
    /// The tries before each change, for Undo.
    history: Vec<Placement>,
    /// The keyboard's square.
    cursor: BoardCursor,
    /// A tap blocks or frees a square instead of placing a queen.
    pub blocking: bool,
    /// The hint being looked for.
    pub hint_search: Search,
    /// The hint shown (for the try on the board).
    pub hint: Option<HintReply>,
    /// Hints asked for since the board was set (a daily's result counts them).
    pub hints_used: u32,
    /// The solved try's place being counted.
    pub rank_search: Search,
    /// The solved try's place, once counted or given up.
    pub place: Option<Place>,
}

/// What a tap on a square did to the try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tap {
    /// A queen now stands there.
    Placed(Cell),
    /// The queen there was lifted.
    Lifted(Cell),
}

impl Play {
    /// The queens placed.
    pub const fn queens(&self) -> &Placement {
        &self.queens
    }

    /// Whether there is a change to undo.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// A new try on a new board: `queens`, no history, nothing asked of the solver.
    pub fn reset(&mut self, queens: Placement) {
        self.queens = queens;
        self.history.clear();
        self.forget_answers();
        self.hints_used = 0;
    }

    /// The hint and the place go: they were about another try.
    pub fn forget_answers(&mut self) {
        self.hint = None;
        self.place = None;
    }

    /// Places a queen on `cell`, or lifts the one there.
    ///
    /// # Errors
    /// Why no queen can go there, in words.
    pub fn tap(&mut self, problem: &Problem, cell: Cell) -> Result<Tap, String> {
        let n = problem.n();
        if self.queens.contains(cell) {
            self.change(self.queens.without(cell));
            return Ok(Tap::Lifted(cell));
        }
        if cell.row_from_top(n).is_some_and(|row| problem.is_blocked(row, usize::from(cell.file))) {
            return Err(format!("{cell} is blocked: no queen may stand there."));
        }
        if self.queens.len() >= n {
            return Err(format!("All {n} queens are on the board: lift one first."));
        }
        let cells = self.queens.queens().iter().copied().chain([cell]);
        let placed =
            Placement::new(problem, cells).map_err(|error| crate::capitalised(&error.to_string()))?;
        self.change(placed);
        Ok(Tap::Placed(cell))
    }

    /// Lifts every queen; `false` when none stands.
    pub fn clear(&mut self) -> bool {
        if self.queens.is_empty() {
            return false;
        }
        self.change(Placement::default());
        true
    }

    /// Goes back to the try before the last change, returning it.
    pub fn undo(&mut self) -> Option<&Placement> {
        let before = self.history.pop()?;
        self.queens = before;
        self.forget_answers();
        Some(&self.queens)
    }

    /// Makes `queens` the try, keeping the one before for Undo.
    fn change(&mut self, queens: Placement) {
        let before = std::mem::replace(&mut self.queens, queens);
        self.history.push(before);
        self.forget_answers();
    }

    /// The keyboard's square (a1 until one is chosen), showing the cursor.
    pub fn keyboard_cell(&mut self) -> Cell {
        self.cursor.keyboard_cell()
    }

    /// A tap on `cell`: the cursor goes there, hidden.
    pub fn point_at(&mut self, cell: Cell) {
        self.cursor.point_at(cell);
    }

    /// The arrows: the cursor moves by (`df`, `dr`) within an `n`×`n` board.
    pub fn move_cursor(&mut self, df: i16, dr: i16, n: usize) -> Cell {
        self.cursor.move_by(df, dr, n, n)
    }

    /// The cursor to draw: only while the keyboard drives the board.
    pub fn cursor(&self) -> Option<Cell> {
        self.cursor.shown()
    }

    /// The board lost the focus: the cursor hides.
    pub fn blur(&mut self) {
        self.cursor.blur();
    }

    /// Keeps the cursor on a board of side `n`.
    pub fn fit_cursor(&mut self, n: usize) {
        self.cursor.fit(n, n);
    }
}
