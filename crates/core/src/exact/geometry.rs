//! Moves on a shaped board (cells switched off are not part of it), walked
//! with the board kernel's steps and directions.
//!
//! Cells are indexed `rank * 8 + file` like [`crate::board::Square`], and a
//! board is the `u64` mask of its switched-on cells. A switched-off cell acts
//! like the edge: nothing stands there, leapers cannot land there, and a
//! slider's ray ends before it.

use super::cell_set::CellSet;
use crate::board::{step_on, Direction, PieceKind, KING_STEPS, KNIGHT_STEPS, LINES, PAWN_STEPS};

/// The most cells a ray can hold on an 8×8 grid.
pub(crate) const MAX_RAY: usize = 7;

/// The cells from `cell` (excluded) in `direction` up to the edge or the first switched-off cell.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ray {
    cells: [u8; MAX_RAY],
    len: usize,
}

impl Ray {
    /// Walks from `cell` in `direction` on `board`.
    #[must_use]
    pub(crate) fn new(cell: u8, direction: Direction, board: u64) -> Ray {
        let mut ray = Ray { cells: [0; MAX_RAY], len: 0 };
        let mut at = cell;
        while let Some(next) = step_on(at, direction.step(), board) {
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
pub(crate) fn slider_directions(kind: PieceKind) -> &'static [Direction] {
    match kind {
        PieceKind::Queen => &Direction::ALL,
        PieceKind::Rook => &Direction::ORTHOGONAL,
        PieceKind::Bishop => &Direction::DIAGONAL,
        PieceKind::King | PieceKind::Knight | PieceKind::Pawn => &[],
    }
}

/// What a leaper on `cell` attacks (empty for sliders): its 8×8 steps that land on `board`.
#[must_use]
pub(crate) fn leaper_attacks(kind: PieceKind, cell: u8, board: u64) -> u64 {
    match kind {
        PieceKind::King | PieceKind::Knight | PieceKind::Pawn => LINES[kind][usize::from(cell) % 64] & board,
        PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop => 0,
    }
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

/// Whether a cell diagonally below `cell` is on `board` (where a pawn attacking `cell` would stand).
#[must_use]
pub(crate) fn has_cell_below(cell: u8, board: u64) -> bool {
    [Direction::SouthWest, Direction::SouthEast].into_iter().any(|d| step_on(cell, d.step(), board).is_some())
}

/// The cell one `step` from `cell` on a board of `stride` files per rank
/// (cells indexed `rank * stride + file`), if it is on `board`: the
/// stepping of the boards of any size ([`CellSet`]), which the piece-first
/// search's tables are built with.
#[must_use]
pub(crate) fn step_in<M: CellSet>(cell: usize, (df, dr): (i8, i8), stride: usize, board: M) -> Option<usize> {
    let file = (cell % stride).checked_add_signed(isize::from(df)).filter(|&file| file < stride)?;
    let rank = (cell / stride).checked_add_signed(isize::from(dr))?;
    let next = rank.checked_mul(stride)?.checked_add(file).filter(|&next| next < M::CELLS)?;
    board.has(next).then_some(next)
}

/// The steps of leaper `kind` (king, knight, pawn); empty for sliders.
#[must_use]
pub(crate) fn leaper_steps(kind: PieceKind) -> &'static [(i8, i8)] {
    match kind {
        PieceKind::King => &KING_STEPS,
        PieceKind::Knight => &KNIGHT_STEPS,
        PieceKind::Pawn => &PAWN_STEPS,
        PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rays_stop_at_switched_off_cells() {
        let board = 0x0007_0707; // a 3×3 board
        assert_eq!(Ray::new(0, Direction::East, board).cells(), &[1, 2]);
        let holed = board & !(1 << 1);
        assert!(Ray::new(0, Direction::East, holed).cells().is_empty());
        assert_eq!(attacks(PieceKind::Rook, 0, board, 1 << 8), 0b110 | 1 << 8);
        assert_eq!(leaper_attacks(PieceKind::Pawn, 1, board), 1 << 8 | 1 << 10);
        assert!(has_cell_below(9, board) && !has_cell_below(1, board));
    }

    /// With 8 files per rank, stepping on any board agrees with the 8×8 kernel's.
    #[test]
    fn stepping_with_a_stride_of_eight_is_the_kernels() {
        let boards = [u64::MAX, 0x0007_0707, 0x0007_0507, 0x00ff_00ff_0f0f_3c3c];
        for board in boards {
            for cell in 0..64u8 {
                for direction in Direction::ALL {
                    let step = direction.step();
                    let kernel = step_on(cell, step, board).map(usize::from);
                    assert_eq!(step_in(usize::from(cell), step, 8, board), kernel);
                }
                for kind in [PieceKind::King, PieceKind::Knight, PieceKind::Pawn] {
                    let leaps = leaper_steps(kind)
                        .iter()
                        .filter_map(|&step| step_in(usize::from(cell), step, 8, board))
                        .fold(0u64, |mask, to| mask | 1 << to);
                    assert_eq!(leaps, leaper_attacks(kind, cell, board));
                }
            }
        }
        // A 9×9 board: no wrap from the last file to the next rank's first.
        let nine = (0..81).fold(0u128, |mask, cell| mask | 1 << cell);
        assert_eq!(step_in(8, (1, 0), 9, nine), None);
        assert_eq!(step_in(8, (0, 1), 9, nine), Some(17));
        assert_eq!(step_in(80, (0, 1), 9, nine), None);
    }
}
