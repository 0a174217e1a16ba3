//! Edits the page makes to a problem as a person changes the form or clicks
//! cells: each keeps what still fits (switched-off cells, per-cell counts).

use crate::board::Square;
use crate::exact::{problem::ProblemError, Problem};

impl Problem {
    /// The same problem on a `width` × `height` rectangle: cells inside both
    /// keep their state and count, new cells need `k`.
    ///
    /// ```
    /// use chesslab_core::exact::Problem;
    /// let problem = Problem::parse("3x3,cells=1-1/111/212").unwrap();
    /// assert_eq!(problem.resized(4, 3, 2).unwrap().to_text(), "4x3,cells=1-12/1112/2122");
    /// ```
    ///
    /// # Errors
    /// A side outside 1..=8, `k` too large, or no cell left switched on.
    pub fn resized(&self, width: usize, height: usize, k: u8) -> Result<Problem, ProblemError> {
        let mut resized =
            Problem::rectangle(width, height, k)?.with_mode(self.mode()).with_pieces(self.pieces())?;
        let board = *resized.grid();
        for square in self.squares().filter(|&square| board.contains(square)) {
            resized = if self.is_on(square) {
                resized.with_k_at(square, self.k_at(square))?
            } else {
                resized.with_cell_off(square)?
            };
        }
        Ok(resized)
    }

    /// The same board with every switched-on cell needing `k`.
    ///
    /// # Errors
    /// `k` above [`crate::exact::MAX_K`].
    pub fn with_uniform_k(&self, k: u8) -> Result<Problem, ProblemError> {
        self.on_squares().try_fold(self.clone(), |problem, square| problem.with_k_at(square, k))
    }

    /// The same problem with `square` switched off, or, if it was off, back on needing `k`.
    ///
    /// # Errors
    /// A square outside the board, switching off the last cell, or `k` too large.
    pub fn with_cell_toggled(&self, square: Square, k: u8) -> Result<Problem, ProblemError> {
        if self.is_on(square) {
            self.clone().with_cell_off(square)
        } else {
            self.clone().with_k_at(square, k)
        }
    }
}
