//! What a board shows on top of its [`super::Scene`] while pieces move: a
//! piece off its square (held by the pointer or sliding), the square it was
//! lifted from, and pieces drawn as spent. Kept apart from the scene so the
//! scene stays plain, comparable data.

use chesslab_core::board::{Cell, PieceKind};

/// A point on the board, in squares from its top-left corner (x to the
/// right, y down): where a pointer is, or where a piece's centre is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct BoardPoint {
    /// Squares from the left edge.
    pub x: f64,
    /// Squares from the top edge.
    pub y: f64,
}

impl BoardPoint {
    /// The centre of `cell` on a board `height` ranks high.
    #[must_use]
    pub fn centre(cell: Cell, height: u8) -> BoardPoint {
        BoardPoint { x: f64::from(cell.file) + 0.5, y: f64::from(height.saturating_sub(1 + cell.rank)) + 0.5 }
    }

    /// The cell under the point on a `width` × `height` board, if it is on it.
    #[must_use]
    pub fn cell(self, width: u8, height: u8) -> Option<Cell> {
        let inside = (0.0..f64::from(width)).contains(&self.x) && (0.0..f64::from(height)).contains(&self.y);
        if !inside {
            return None;
        }
        // In range by the test above, so the casts cannot wrap.
        let (file, row) = (self.x as u8, self.y as u8);
        Some(Cell { file, rank: height.checked_sub(1 + row)? })
    }

    /// The distance to `other`, in squares.
    #[must_use]
    pub fn distance(self, other: BoardPoint) -> f64 {
        (self.x - other.x).hypot(self.y - other.y)
    }
}

/// A piece drawn off its square.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Floating {
    /// The piece.
    pub kind: PieceKind,
    /// Where its centre is.
    pub at: BoardPoint,
    /// Held by the pointer (drawn larger, with a shadow) rather than sliding.
    pub lifted: bool,
}

/// What is drawn over a scene in one frame.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Overlay {
    /// A piece off its square.
    pub floating: Option<Floating>,
    /// The square a held piece was lifted from: tinted, its piece faded.
    pub dimmed: Option<Cell>,
    /// The target under a held piece: where a drop captures, lit up.
    pub hovered: Option<Cell>,
    /// Pieces that cannot capture any more, drawn darker.
    pub spent: Vec<Cell>,
}
