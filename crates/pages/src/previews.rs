//! The home page's pictures of the pages the app loads later (Queens, Coverage, Exact): small
//! constants, so the home page draws its cards without those pages' models in the first wasm
//! bundle. Each is the scene its model's `preview()` computes, written out; a test keeps them equal.

use chesslab_core::board::{
    Cell,
    PieceKind::{self, Bishop, King, Knight, Queen, Rook},
};

use crate::Scene;

/// A board picture written out as constants (cells as `(file, rank)`, from 0 at the bottom left).
pub struct Picture {
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// The pieces and where they stand.
    pub pieces: &'static [(u8, u8, PieceKind)],
    /// Small numbers at a square's corner (a stack's size).
    pub badges: &'static [(u8, u8, u8)],
    /// Squares tinted (attacked).
    pub shaded: &'static [(u8, u8)],
    /// Squares ringed (left out).
    pub marked: &'static [(u8, u8)],
}

impl Picture {
    /// The picture as a scene to draw.
    #[must_use]
    pub fn scene(&self) -> Scene {
        let cells = |list: &[(u8, u8)]| list.iter().map(|&(file, rank)| Cell { file, rank }).collect();
        Scene {
            width: self.width,
            height: self.height,
            pieces: self.pieces.iter().map(|&(file, rank, kind)| (Cell { file, rank }, kind)).collect(),
            badges: self.badges.iter().map(|&(file, rank, count)| (Cell { file, rank }, count)).collect(),
            shaded: cells(self.shaded),
            marked: cells(self.marked),
            ..Scene::default()
        }
    }
}

/// Queens: the first solution of the 6-queens puzzle (`QueensPage::preview`).
pub const QUEENS: Picture = Picture {
    width: 6,
    height: 6,
    pieces: &[(1, 5, Queen), (3, 4, Queen), (5, 3, Queen), (0, 2, Queen), (2, 1, Queen), (4, 0, Queen)],
    badges: &[],
    shaded: &[],
    marked: &[],
};

/// Coverage: a 63-square configuration, attacked squares shaded (`CoveragePage::preview`).
pub const COVERAGE: Picture = Picture {
    width: 8,
    height: 8,
    pieces: &[
        (5, 2, King),
        (0, 0, Queen),
        (1, 6, Rook),
        (7, 7, Rook),
        (4, 3, Bishop),
        (5, 3, Bishop),
        (1, 2, Knight),
        (2, 4, Knight),
    ],
    badges: &[],
    shaded: &[
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 0),
        (4, 0),
        (5, 0),
        (6, 0),
        (7, 0),
        (0, 1),
        (1, 1),
        (2, 1),
        (3, 1),
        (4, 1),
        (5, 1),
        (6, 1),
        (7, 1),
        (0, 2),
        (1, 2),
        (2, 2),
        (3, 2),
        (4, 2),
        (5, 2),
        (6, 2),
        (7, 2),
        (0, 3),
        (1, 3),
        (3, 3),
        (4, 3),
        (5, 3),
        (6, 3),
        (7, 3),
        (0, 4),
        (1, 4),
        (2, 4),
        (3, 4),
        (4, 4),
        (5, 4),
        (6, 4),
        (7, 4),
        (0, 5),
        (1, 5),
        (2, 5),
        (3, 5),
        (4, 5),
        (5, 5),
        (6, 5),
        (7, 5),
        (0, 6),
        (1, 6),
        (2, 6),
        (3, 6),
        (4, 6),
        (5, 6),
        (6, 6),
        (7, 6),
        (0, 7),
        (1, 7),
        (2, 7),
        (3, 7),
        (4, 7),
        (5, 7),
        (6, 7),
        (7, 7),
    ],
    marked: &[(2, 3)],
};

/// Exact attack: a 4×4 board attacked exactly twice everywhere, each cell's count shown
/// (`ExactPage::preview`).
pub const EXACT: Picture = Picture {
    width: 4,
    height: 4,
    pieces: &[(0, 0, Queen), (1, 0, Queen), (2, 0, Rook), (1, 2, Knight), (0, 3, King), (3, 3, Rook)],
    badges: &[
        (0, 0, 2),
        (1, 0, 2),
        (2, 0, 2),
        (3, 0, 2),
        (0, 1, 2),
        (1, 1, 2),
        (2, 1, 2),
        (3, 1, 2),
        (0, 2, 2),
        (1, 2, 2),
        (2, 2, 2),
        (3, 2, 2),
        (0, 3, 2),
        (1, 3, 2),
        (2, 3, 2),
        (3, 3, 2),
    ],
    shaded: &[],
    marked: &[],
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{coverage::CoveragePage, exact::ExactPage, queens::QueensPage};

    #[test]
    fn each_picture_is_the_scene_its_model_draws() {
        assert_eq!(QUEENS.scene(), QueensPage::preview());
        assert_eq!(COVERAGE.scene(), CoveragePage::preview());
        assert_eq!(EXACT.scene(), ExactPage::preview());
    }
}
