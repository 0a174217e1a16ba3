//! The puzzle editor's rules: put pieces from a palette, remove them, drag
//! them, change the board's size, import and export codes. Pure, so the page
//! only turns clicks into squares.

use chesslab_core::{
    board::{BoardShape, PieceKind, ShapeError, Square},
    solo::{parse_code, to_code, to_seed_form, CodeError, Position},
};

/// What a click on the board does in the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Put this piece (a click on the same piece removes it).
    Piece(PieceKind),
    /// Remove the piece clicked.
    Erase,
}

/// A position being edited. Unlike a puzzle, it may be empty.
///
/// ```
/// use chesslab_core::{board::{PieceKind, Square}, solo::parse_code};
/// use chesslab_pages::solo::{Editor, Tool};
///
/// let square = |name| Square::parse(name).ok_or("not a square");
/// let mut editor = Editor::new(parse_code("2Q1/2R1/N3/1P2")?);
/// assert!(editor.apply(Tool::Erase, square("b1")?));
/// assert!(editor.apply(Tool::Piece(PieceKind::Bishop), square("d1")?));
/// assert!(editor.drag(square("a2")?, square("a1")?));
/// assert_eq!(editor.code(), "2Q1/2R1/4/N2B");
/// assert_eq!(editor.seed_form().as_deref(), Some("00q000r00000k00b"));
///
/// assert!(editor.import("not a code").is_err()); // the board stays as it was
/// assert_eq!(editor.code(), "2Q1/2R1/4/N2B");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Editor {
    position: Position,
}

impl Editor {
    /// An editor holding `position`.
    #[must_use]
    pub const fn new(position: Position) -> Editor {
        Editor { position }
    }

    /// An editor with an empty board of `shape`.
    #[must_use]
    pub const fn empty(shape: BoardShape) -> Editor {
        Editor { position: Position::empty(shape) }
    }

    /// The position as edited (no captures made yet).
    #[must_use]
    pub const fn position(&self) -> Position {
        self.position
    }

    /// Uses `tool` on `square`; tells whether the board changed.
    pub fn apply(&mut self, tool: Tool, square: Square) -> bool {
        let before = self.position;
        self.position = match (tool, self.position.piece_at(square)) {
            (Tool::Piece(kind), Some(present)) if present == kind => self.position.without_piece(square),
            (Tool::Piece(kind), _) => self.position.with_piece(square, kind),
            (Tool::Erase, _) => self.position.without_piece(square),
        };
        self.position != before
    }

    /// Moves the piece on `from` to `to` (replacing what stood there); tells whether the board changed.
    pub fn drag(&mut self, from: Square, to: Square) -> bool {
        let shape = self.position.shape();
        match self.position.piece_at(from) {
            Some(kind) if from != to && shape.contains(to) => {
                self.position = self.position.without_piece(from).with_piece(to, kind);
                true
            }
            _ => false,
        }
    }

    /// Changes the board to `width` × `height`, keeping the pieces that still fit.
    ///
    /// # Errors
    /// A [`ShapeError`] for a side outside 1 to 8; the board stays as it was.
    pub fn resize(&mut self, width: usize, height: usize) -> Result<(), ShapeError> {
        let shape = BoardShape::new(width, height)?;
        let mut resized = Position::empty(shape);
        for square in self.position.occupied().squares().filter(|&square| shape.contains(square)) {
            if let Some(kind) = self.position.piece_at(square) {
                resized = resized.with_piece(square, kind);
            }
        }
        self.position = resized;
        Ok(())
    }

    /// Removes every piece.
    pub fn clear(&mut self) {
        self.position = Position::empty(self.position.shape());
    }

    /// Reads a puzzle code, a FEN record or the seed's 16-character form.
    ///
    /// # Errors
    /// The code's [`CodeError`]; the editor keeps its board.
    pub fn import(&mut self, text: &str) -> Result<(), CodeError> {
        self.position = parse_code(text)?;
        Ok(())
    }

    /// The position's code (also a FEN board field for 8×8 boards).
    #[must_use]
    pub fn code(&self) -> String {
        to_code(&self.position)
    }

    /// The seed's 16-character form, for 4×4 boards without a king.
    #[must_use]
    pub fn seed_form(&self) -> Option<String> {
        to_seed_form(&self.position)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn pieces_are_put_replaced_removed_and_dragged() {
        let mut editor = Editor::empty(BoardShape::SOLITAIRE);
        assert!(editor.apply(Tool::Piece(PieceKind::Queen), square("c4")));
        assert!(editor.apply(Tool::Piece(PieceKind::Rook), square("c4")), "another piece replaces it");
        assert_eq!(editor.code(), "2R1/4/4/4");
        assert!(editor.apply(Tool::Piece(PieceKind::Rook), square("c4")), "the same piece again removes it");
        assert_eq!(editor.code(), "4/4/4/4");
        assert!(!editor.apply(Tool::Erase, square("a1")), "nothing to erase");
        editor.apply(Tool::Piece(PieceKind::Knight), square("a1"));
        assert!(editor.drag(square("a1"), square("d4")));
        assert_eq!(editor.code(), "3N/4/4/4");
        assert!(!editor.drag(square("a1"), square("b2")), "no piece to drag");
        assert!(!editor.drag(square("d4"), square("e5")), "off the 4×4 board");
    }

    #[test]
    fn resizing_keeps_the_pieces_that_fit() {
        let mut editor = Editor::empty(BoardShape::SOLITAIRE);
        editor.apply(Tool::Piece(PieceKind::Bishop), square("a1"));
        editor.apply(Tool::Piece(PieceKind::Pawn), square("d4"));
        editor.resize(8, 8).unwrap();
        assert_eq!(editor.code(), "8/8/8/8/3P4/8/8/B7");
        editor.resize(3, 3).unwrap();
        assert_eq!(editor.code(), "3/3/B2");
        assert!(editor.resize(9, 3).is_err());
        assert_eq!(editor.code(), "3/3/B2", "a refused size keeps the board");
    }

    #[test]
    fn codes_import_and_export_in_every_form() {
        let mut editor = Editor::empty(BoardShape::SOLITAIRE);
        editor.import("00q000r0k0000p00").unwrap();
        assert_eq!(editor.code(), "2Q1/2R1/N3/1P2");
        assert_eq!(editor.seed_form().as_deref(), Some("00q000r0k0000p00"));
        editor.import("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
        assert_eq!(editor.position().piece_count(), 32);
        assert_eq!(editor.seed_form(), None, "8×8");
        assert!(editor
            .import("4/4/4/4 x")
            .unwrap_err()
            .to_string()
            .contains("unexpected text after the board"));
        assert_eq!(editor.position().piece_count(), 32, "a refused import keeps the board");
        editor.import("K3/4/4/4").unwrap();
        assert_eq!(editor.seed_form(), None, "the seed's form has no king");
        editor.clear();
        assert_eq!(editor.code(), "4/4/4/4");
    }
}
