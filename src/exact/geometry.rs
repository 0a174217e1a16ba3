//! Moves on a shaped board (cells switched off are not part of it).
//!
//! Cells are indexed `rank * 8 + file` like [`crate::board::Square`], and a
//! board is the `u64` mask of its switched-on cells. A switched-off cell acts
//! like the edge: nothing stands there, leapers cannot land there, and a
//! slider's ray ends before it.

use crate::board::PieceKind;

/// Rook directions `(files, ranks)`.
pub(crate) const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// Bishop directions; the first two point up (towards the top), the last two down.
pub(crate) const DIAGONAL: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
/// Queen directions: the rook's, then the bishop's.
pub(crate) const ALL_DIRECTIONS: [(i8, i8); 8] =
    [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)];
const KNIGHT_STEPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
/// Pawns attack one cell diagonally upward.
const PAWN_STEPS: [(i8, i8); 2] = [(1, 1), (-1, 1)];

/// The most cells a ray can hold on an 8×8 grid.
pub(crate) const MAX_RAY: usize = 7;

/// The cell one step `(df, dr)` from `cell`, if it is on `board`.
#[must_use]
pub(crate) fn neighbour(cell: u8, (df, dr): (i8, i8), board: u64) -> Option<u8> {
    let file = (cell % 8) as i8 + df;
    let rank = (cell / 8) as i8 + dr;
    if !(0..8).contains(&file) || !(0..8).contains(&rank) {
        return None;
    }
    let next = (rank * 8 + file) as u8;
    (board >> next & 1 == 1).then_some(next)
}

/// The cells from `cell` (excluded) in `direction` up to the edge or the first switched-off cell.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ray {
    cells: [u8; MAX_RAY],
    len: usize,
}

impl Ray {
    /// Walks from `cell` in `direction` on `board`.
    #[must_use]
    pub(crate) fn new(cell: u8, direction: (i8, i8), board: u64) -> Ray {
        let mut ray = Ray { cells: [0; MAX_RAY], len: 0 };
        let mut at = cell;
        while let Some(next) = neighbour(at, direction, board) {
            if let Some(slot) = ray.cells.get_mut(ray.len) {
                *slot = next;
                ray.len += 1;
            }
            at = next;
        }
        ray
    }

    /// The cells, nearest first.
    #[must_use]
    pub(crate) fn cells(&self) -> &[u8] {
        self.cells.get(..self.len).unwrap_or(&[])
    }
}

/// The slider directions of `kind`; empty for the leapers (king, knight, pawn).
#[must_use]
pub(crate) fn slider_directions(kind: PieceKind) -> &'static [(i8, i8)] {
    match kind {
        PieceKind::Queen => &ALL_DIRECTIONS,
        PieceKind::Rook => &ORTHOGONAL,
        PieceKind::Bishop => &DIAGONAL,
        PieceKind::King | PieceKind::Knight | PieceKind::Pawn => &[],
    }
}

/// What a leaper on `cell` attacks (empty for sliders).
#[must_use]
pub(crate) fn leaper_attacks(kind: PieceKind, cell: u8, board: u64) -> u64 {
    let steps: &[(i8, i8)] = match kind {
        PieceKind::King => &ALL_DIRECTIONS,
        PieceKind::Knight => &KNIGHT_STEPS,
        PieceKind::Pawn => &PAWN_STEPS,
        PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop => &[],
    };
    steps.iter().filter_map(|&step| neighbour(cell, step, board)).fold(0, |set, c| set | 1 << c)
}

/// What `kind` on `cell` attacks when the cells in `occupied` hold pieces.
#[must_use]
pub(crate) fn attacks(kind: PieceKind, cell: u8, board: u64, occupied: u64) -> u64 {
    let mut set = leaper_attacks(kind, cell, board);
    for &direction in slider_directions(kind) {
        for &target in Ray::new(cell, direction, board).cells() {
            set |= 1 << target;
            if occupied >> target & 1 == 1 {
                break;
            }
        }
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rays_stop_at_switched_off_cells() {
        let board = 0x0007_0707; // a 3×3 board
        assert_eq!(Ray::new(0, (1, 0), board).cells(), &[1, 2]);
        let holed = board & !(1 << 1);
        assert!(Ray::new(0, (1, 0), holed).cells().is_empty());
        assert_eq!(attacks(PieceKind::Rook, 0, board, 1 << 8), 0b110 | 1 << 8);
        assert_eq!(leaper_attacks(PieceKind::Pawn, 1, board), 1 << 8 | 1 << 10);
    }
}
