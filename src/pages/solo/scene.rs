//! The board as the Solo page shows it: pieces, capture badges, the
//! selection and its targets, the last move, the hint and the keyboard cursor.

use crate::{
    board::{Cell, PieceKind},
    solo::Position,
};

/// One frame of the Solo board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardScene {
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// The pieces and where they stand.
    pub pieces: Vec<(Cell, PieceKind)>,
    /// Captures each piece has left, under rules that limit them.
    pub badges: Vec<(Cell, u8)>,
    /// The selected square (in the editor: the piece being dragged).
    pub selected: Option<Cell>,
    /// Where the selected piece can capture.
    pub targets: Vec<Cell>,
    /// The squares of the last move.
    pub last_move: Option<(Cell, Cell)>,
    /// The hint: the piece to move, then also its target.
    pub hint: Vec<Cell>,
    /// The keyboard cursor, while the keyboard drives the board.
    pub cursor: Option<Cell>,
}

impl BoardScene {
    /// `position`'s board and pieces, with nothing marked.
    #[must_use]
    pub fn of(position: &Position) -> BoardScene {
        let shape = position.shape();
        let pieces = position
            .occupied()
            .squares()
            .filter_map(|square| Some((Cell::from(square), position.piece_at(square)?)))
            .collect();
        BoardScene { width: shape.width(), height: shape.height(), pieces, ..BoardScene::default() }
    }
}
