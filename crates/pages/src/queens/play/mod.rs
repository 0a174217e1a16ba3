//! Playing Queens by hand: the try (the queens placed), its undo history,
//! the keyboard's cursor, the "Block squares" switch, and the solver's
//! answers about the try (the hint, the solved try's place among all the
//! solutions), each a [`Search`] so that a reply to an older try is dropped.

pub mod speech;

use crate::Search;
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
    /// The keyboard's square; a1 until one is chosen.
    cursor: Option<Cell>,
    /// The cursor shows while the keyboard drives the board, not after taps.
    keyboard_cursor: bool,
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
        let placed = Placement::new(problem, cells).map_err(|error| capitalised(&error.to_string()))?;
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
        self.keyboard_cursor = true;
        self.cursor.unwrap_or_default()
    }

    /// A tap on `cell`: the cursor goes there, hidden.
    pub fn point_at(&mut self, cell: Cell) {
        self.cursor = Some(cell);
        self.keyboard_cursor = false;
    }

    /// The arrows: the cursor moves by (`df`, `dr`) within an `n`×`n` board.
    pub fn move_cursor(&mut self, df: i16, dr: i16, n: usize) -> Cell {
        let at = self.keyboard_cell();
        let file = i16::from(at.file) + df;
        let rank = i16::from(at.rank) + dr;
        let side = i16::try_from(n).unwrap_or(i16::MAX);
        if (0..side).contains(&file) && (0..side).contains(&rank) {
            // Both in 0..n <= 27: they fit a u8.
            self.cursor = Some(Cell { file: file as u8, rank: rank as u8 });
        }
        self.cursor.unwrap_or_default()
    }

    /// The cursor to draw: only while the keyboard drives the board.
    pub fn cursor(&self) -> Option<Cell> {
        self.keyboard_cursor.then(|| self.cursor.unwrap_or_default())
    }

    /// The board lost the focus: the cursor hides.
    pub fn blur(&mut self) {
        self.keyboard_cursor = false;
    }

    /// Keeps the cursor on a board of side `n`.
    pub fn fit_cursor(&mut self, n: usize) {
        if self.cursor.is_some_and(|cell| usize::from(cell.file) >= n || usize::from(cell.rank) >= n) {
            self.cursor = None;
        }
    }
}

/// The sentence with its first letter in upper case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
