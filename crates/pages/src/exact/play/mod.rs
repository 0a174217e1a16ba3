//! Playing Exact attack by hand: the tray's piece, the keyboard's cursor,
//! and how a tap or a drop changes the try by the problem's rules; the try
//! itself, its Undo steps, the drag and the hint are the page's [`HandPlay`].

pub mod speech;

use crate::{
    board_cursor::BoardCursor,
    hand_play::{HandPlay, Try},
};
use chesslab_core::{
    board::{Cell, PieceKind, Square},
    exact::{HintReply, Placement, Problem},
};

/// The try and how the player reaches it.
#[derive(Clone, Debug)]
pub(super) struct Play {
    /// The try, its Undo steps, the drag and the hint.
    pub hand: HandPlay<Placement>,
    /// The tray's piece: what a tap on an empty cell places.
    pub piece: PieceKind,
    cursor: BoardCursor,
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
            hand: HandPlay::new(empty_on(problem)),
            piece: problem.pieces().kinds().next().unwrap_or(PieceKind::King),
            cursor: BoardCursor::default(),
        }
    }

    /// The pieces placed.
    pub const fn placed(&self) -> &Placement {
        self.hand.placed()
    }

    /// A new try on `problem`: `placed` (the pieces of it that fit the
    /// board), no history, the tray on an allowed piece, no hint.
    pub fn reset(&mut self, problem: &Problem, placed: &Placement) {
        self.hand.reset(fitting(problem, placed));
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
        let mut next = self.placed().clone();
        if let Some(kind) = self.placed().piece_at(square) {
            next.set(square, None);
            self.hand.change(next);
            return Ok(Tap::Lifted(square, kind));
        }
        if !problem.pieces().contains(self.piece) {
            return Err(format!("No {} in this puzzle: choose another piece.", self.piece.name()));
        }
        next.set(square, Some(self.piece));
        self.hand.change(next);
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
        let mut next = self.placed().clone();
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
        self.hand.change(next);
        Ok(match (from, to) {
            (Some(from), Some(to)) => Tap::Carried(from, to, kind),
            (Some(from), None) => Tap::Lifted(from, kind),
            (None, Some(to)) => Tap::Placed(to, kind),
            (None, None) => return Err("Nothing was dropped.".to_string()),
        })
    }

    /// Lifts every piece; `false` when none stands.
    pub fn clear(&mut self) -> bool {
        let placed = self.placed();
        if placed.piece_count() == 0 {
            return false;
        }
        let empty = Placement::empty(placed.width(), placed.height(), placed.cells());
        self.hand.change(empty);
        true
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

impl Try for Placement {
    type HintReply = HintReply;

    fn board(&self) -> (u8, u8) {
        (self.width(), self.height())
    }

    fn held_at(&self, cell: Cell) -> Option<PieceKind> {
        self.piece_at(cell.square()?)
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
