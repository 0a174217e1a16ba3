//! Playing Exact attack by hand: the try (the pieces placed), its undo
//! history, the tray's piece, the keyboard's cursor, and the solver's hint
//! about the try, a [`Search`] so that a reply to an older try is dropped.

pub mod speech;

use crate::{board_cursor::BoardCursor, hand_play::TrayDrag, Search};
use chesslab_core::{
    board::{Cell, PieceKind, Square},
    exact::{HintReply, Placement, Problem},
};

/// The try and how the player reaches it.
#[derive(Clone, Debug)]
pub(super) struct Play {
    placed: Placement,
    /// The tries before each change, for Undo.
    history: Vec<Placement>,
    /// The tray's piece: what a tap on an empty cell places.
    pub piece: PieceKind,
    cursor: BoardCursor,
    /// The hint being looked for.
    pub hint_search: Search,
    /// The hint shown (for the try on the board).
    pub hint: Option<HintReply>,
    /// A piece held by the pointer.
    pub drag: TrayDrag,
}

/// What a tap on a cell did to the try.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tap {
    /// This piece now stands there.
    Placed(Square, PieceKind),
    /// This piece was lifted from there.
    Lifted(Square, PieceKind),
    /// This piece was carried from the first square to the second.
    Carried(Square, Square, PieceKind),
}

impl Play {
    /// An empty try on `problem`'s board, the tray on its first allowed piece.
    pub fn new(problem: &Problem) -> Play {
        Play {
            placed: empty_on(problem),
            history: Vec::new(),
            piece: problem.pieces().kinds().next().unwrap_or(PieceKind::King),
            cursor: BoardCursor::default(),
            hint_search: Search::default(),
            hint: None,
            drag: TrayDrag::default(),
        }
    }

    /// The pieces placed.
    pub const fn placed(&self) -> &Placement {
        &self.placed
    }

    /// Whether there is a change to undo.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// A new try on `problem`: `placed` (the pieces of it that fit the
    /// board), no history, the tray on an allowed piece, no hint.
    pub fn reset(&mut self, problem: &Problem, placed: &Placement) {
        self.placed = fitting(problem, placed);
        self.history.clear();
        self.hint = None;
        if !problem.pieces().contains(self.piece) {
            self.piece = problem.pieces().kinds().next().unwrap_or(PieceKind::King);
        }
        self.cursor.fit(problem.width().into(), problem.height().into());
    }

    /// Places the tray's piece on `cell`, or lifts the piece there.
    ///
    /// # Errors
    /// Why no piece can go there, in words.
    pub fn tap(&mut self, problem: &Problem, cell: Cell) -> Result<Tap, String> {
        let Some(square) = cell.square().filter(|&square| problem.grid().contains(square)) else {
            return Err(format!("{cell} is not on the board."));
        };
        if !problem.is_on(square) {
            return Err(format!("{square} is switched off: no piece may stand there."));
        }
        let mut next = self.placed.clone();
        if let Some(kind) = self.placed.piece_at(square) {
            next.set(square, None);
            self.change(next);
            return Ok(Tap::Lifted(square, kind));
        }
        if !problem.pieces().contains(self.piece) {
            return Err(format!("No {} in this puzzle: choose another piece.", self.piece.name()));
        }
        next.set(square, Some(self.piece));
        self.change(next);
        Ok(Tap::Placed(square, self.piece))
    }

    /// A piece dropped by the pointer: `kind` from `from` (`None`: the
    /// tray) to `to` (`None`: off the board, back to the tray), in place of
    /// whatever stood there; one change.
    ///
    /// # Errors
    /// Why it cannot stand there, in words (the try is unchanged).
    pub fn drop_piece(
        &mut self,
        problem: &Problem,
        kind: PieceKind,
        from: Option<Square>,
        to: Option<Square>,
    ) -> Result<Tap, String> {
        let mut next = self.placed.clone();
        if let Some(from) = from {
            next.set(from, None);
        }
        if let Some(to) = to {
            if !problem.grid().contains(to) || !problem.is_on(to) {
                return Err(format!("{to} is switched off: no piece may stand there."));
            }
            if !problem.pieces().contains(kind) {
                return Err(format!("No {} in this puzzle: choose another piece.", kind.name()));
            }
            next.set(to, Some(kind));
            self.piece = kind;
        }
        self.change(next);
        Ok(match (from, to) {
            (Some(from), Some(to)) => Tap::Carried(from, to, kind),
            (Some(from), None) => Tap::Lifted(from, kind),
            (None, Some(to)) => Tap::Placed(to, kind),
            (None, None) => return Err("Nothing was dropped.".to_string()),
        })
    }

    /// Lifts every piece; `false` when none stands.
    pub fn clear(&mut self) -> bool {
        if self.placed.piece_count() == 0 {
            return false;
        }
        let empty = Placement::empty(self.placed.width(), self.placed.height(), self.placed.cells());
        self.change(empty);
        true
    }

    /// Goes back to the try before the last change; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(before) = self.history.pop() else { return false };
        self.placed = before;
        self.hint = None;
        true
    }

    /// Makes `placed` the try, keeping the one before for Undo.
    fn change(&mut self, placed: Placement) {
        let before = std::mem::replace(&mut self.placed, placed);
        self.history.push(before);
        self.hint = None;
    }

    /// The keyboard's cursor.
    pub fn cursor(&mut self) -> &mut BoardCursor {
        &mut self.cursor
    }

    /// The cursor to draw: only while the keyboard drives the board.
    pub fn shown_cursor(&self) -> Option<Cell> {
        self.cursor.shown()
    }
}

/// An empty try on `problem`'s board.
pub(super) fn empty_on(problem: &Problem) -> Placement {
    Placement::empty(problem.width(), problem.height(), problem.cells())
}

/// The pieces of `placed` that may stand on `problem`'s board: on a cell
/// switched on, of a kind it allows.
pub(super) fn fitting(problem: &Problem, placed: &Placement) -> Placement {
    let mut out = empty_on(problem);
    for square in placed.on_squares().filter(|&square| problem.is_on(square)) {
        if let Some(kind) = placed.piece_at(square).filter(|&kind| problem.pieces().contains(kind)) {
            out.set(square, Some(kind));
        }
    }
    out
}
