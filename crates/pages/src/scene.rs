//! What a board shows in one frame, as plain data: the page model builds
//! it, the web layer's canvas draws it.

use chesslab_core::{
    board::{Cell, PieceKind},
    exact::Fit,
};

/// Everything one frame shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scene {
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// The pieces and where they stand.
    pub pieces: Vec<(Cell, PieceKind)>,
    /// Small numbers drawn at a square's corner (e.g. captures left).
    pub badges: Vec<(Cell, u8)>,
    /// Squares no piece may use, drawn dark and crossed.
    pub blocked: Vec<Cell>,
    /// The selected square.
    pub selected: Option<Cell>,
    /// Squares marked as possible targets.
    pub targets: Vec<Cell>,
    /// The squares of the last move.
    pub last_move: Option<(Cell, Cell)>,
    /// Squares of a suggested move (the piece, then also its target).
    pub hint: Vec<Cell>,
    /// Squares tinted red: attacked ones, or the pieces a warning names.
    pub shaded: Vec<Cell>,
    /// Squares marked with a ring as left out (e.g. unattacked).
    pub marked: Vec<Cell>,
    /// Pieces in conflict (queens that attack each other), drawn with a bold red frame.
    pub conflicts: Vec<Cell>,
    /// The keyboard cursor, drawn when the board has focus.
    pub cursor: Option<Cell>,
    /// Attack counts drawn on squares, each told apart as right, too many
    /// or too few by its colour and its sign (✓, ▲, ▼): large on an empty
    /// square, at the corner of a piece's.
    pub counts: Vec<(Cell, u8, Fit)>,
}
