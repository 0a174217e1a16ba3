//! Attack tables for one n×n board, cut from the board kernel's 8×8 tables:
//! weak attacks (blocking ignored), the rays that strong attacks cut at the
//! first occupied square (or, for a placement's few pieces, the squares a
//! piece hides from a slider), square colours, the eight symmetries as
//! square maps, and the fundamental triangle that one unique piece is confined to.
//!
//! Squares are `rank * 8 + file` (as in [`crate::board`]) whatever the side,
//! so a board of side n uses the bits with file and rank below n.

use std::sync::OnceLock;

use crate::board::{Bitboard, ByKind, Direction, PieceKind, Rays, Symmetry, LINES, RAYS};

/// The order of the symmetry maps [`Geometry::sym`]: an orbit's members are
/// listed in this order, so it decides which member becomes a square's example.
const SYMMETRY_ORDER: [Symmetry; 8] = [
    Symmetry::Identity,
    Symmetry::Rotate270,
    Symmetry::Rotate180,
    Symmetry::Rotate90,
    Symmetry::MirrorColumns,
    Symmetry::MirrorRows,
    Symmetry::AntiTranspose,
    Symmetry::Transpose,
];

/// Precomputed tables for one board side.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    /// Board side.
    pub side: u8,
    /// Every square of the board.
    pub board: u64,
    /// The light squares (file + rank odd; a1 is dark).
    pub light: u64,
    /// `weak[kind][square]`: attacks on an empty board.
    pub weak: ByKind<[u64; 64]>,
    /// The rays of this board, which strong attacks cut at the first piece.
    rays: Rays,
    /// `sym[g][square]`: where the `g`-th symmetry (in listing order) sends a square.
    pub sym: [[u8; 64]; 8],
    /// Squares with `rank <= file` and `2 * file < side`: every square has an
    /// image here under some symmetry.
    pub triangle: u64,
}

impl Geometry {
    /// Tables for a `side`×`side` board (`side` from 1 to 8).
    pub(crate) fn new(side: u8) -> Geometry {
        let side = side.clamp(1, 8);
        let board = Bitboard::rectangle(side, side).0;
        let mut geometry = Geometry {
            side,
            board,
            light: 0,
            weak: ByKind::from_fn(|kind| {
                std::array::from_fn(
                    |square| if board >> square & 1 == 1 { LINES[kind][square] & board } else { 0 },
                )
            }),
            rays: Rays::on(board),
            sym: [[0; 64]; 8],
            triangle: 0,
        };
        for square in geometry.squares() {
            let (file, rank) = (square % 8, square / 8);
            if (file + rank) % 2 == 1 {
                geometry.light |= 1 << square;
            }
            if rank <= file && 2 * file < usize::from(side) {
                geometry.triangle |= 1 << square;
            }
            for (g, symmetry) in SYMMETRY_ORDER.into_iter().enumerate() {
                let n = usize::from(side);
                let (file2, rank2) = symmetry.map(file, rank, n, n);
                geometry.sym[g][square] = (rank2 * 8 + file2) as u8;
            }
        }
        geometry
    }

    /// The board's square indices, in increasing order.
    pub(crate) fn squares(&self) -> impl Iterator<Item = usize> {
        Bitboard(self.board).indices()
    }

    /// The squares a piece of kind `kind` on `square` attacks when `occupied` squares block.
    #[inline]
    pub(crate) fn strong(&self, kind: PieceKind, square: usize, occupied: u64) -> u64 {
        match kind {
            PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop => {
                self.rays.slider_attacks(kind, square, occupied)
            }
            PieceKind::King | PieceKind::Knight | PieceKind::Pawn => self.weak[kind][square % 64],
        }
    }

    /// [`Geometry::strong`] when few squares block (a placement's pieces):
    /// a slider's weak attack less what the pieces on it hide, a look-up a
    /// piece where cutting each ray takes a bit scan (the hitting search,
    /// at every node). With many blockers (the minimum's bound takes every
    /// square past its scan as occupied) [`Geometry::strong`] is faster.
    #[inline]
    pub(crate) fn strong_few(&self, kind: PieceKind, square: usize, occupied: u64) -> u64 {
        let lines = self.weak[kind][square % 64];
        match kind {
            PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop => {
                lines & !self.hidden(square, occupied & lines)
            }
            PieceKind::King | PieceKind::Knight | PieceKind::Pawn => lines,
        }
    }

    /// The squares that the pieces on `blockers` hide from a slider on `square`.
    #[inline]
    pub(crate) fn hidden(&self, square: usize, blockers: u64) -> u64 {
        // Taken here, not kept in the Geometry: one is made for every
        // placement drawn or checked, most of which never hide anything.
        let behind = &behind()[square % 64];
        Bitboard(blockers).indices().fold(0, |hidden, b| hidden | behind[b])
    }

    /// The squares attacked by `pieces` (kind, square index), each blocking the others.
    pub(crate) fn attacked(&self, pieces: &[(PieceKind, u8)]) -> u64 {
        let occupied = pieces.iter().fold(0u64, |set, &(_, s)| set | 1 << s);
        pieces.iter().fold(0, |set, &(k, s)| set | self.strong(k, usize::from(s), occupied))
    }

    /// The most squares one piece of `kind` attacks on the empty board.
    pub(crate) fn max_weak(&self, kind: PieceKind) -> u32 {
        self.squares().map(|s| self.weak[kind][s].count_ones()).max().unwrap_or(0)
    }

    /// Squares of the colour that `light` names.
    pub(crate) fn colour(&self, light: bool) -> u64 {
        if light {
            self.light
        } else {
            self.board & !self.light
        }
    }
}

/// `behind()[a][b]`: the squares beyond `b` on the ray from `a` through `b`
/// on the 8×8 grid (none off a line), what a piece on `b` hides from a
/// slider on `a`; made once, on first use, for every board. A line that
/// leaves a board never comes back, so a board's weak lines less what is
/// hidden are its strong attacks.
fn behind() -> &'static [[u64; 64]; 64] {
    static BEHIND: OnceLock<Box<[[u64; 64]; 64]>> = OnceLock::new();
    BEHIND.get_or_init(|| {
        let mut behind = Box::new([[0; 64]; 64]);
        for (a, row) in behind.iter_mut().enumerate() {
            for direction in Direction::ALL {
                for b in Bitboard(RAYS.ray(direction, a)).indices() {
                    row[b] = RAYS.ray(direction, b);
                }
            }
        }
        behind
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// Strong attacks by what the pieces hide are the rays cut at the first piece.
    #[test]
    fn strong_attacks_by_what_is_hidden_are_the_rays_cut_at_the_first_piece() {
        let mut rng = Rng::new(7);
        for side in 1..=8 {
            let geometry = Geometry::new(side);
            let rays = Rays::on(geometry.board);
            for _ in 0..200 {
                let occupied =
                    (0..rng.below(40)).fold(0u64, |set, _| set | 1 << rng.below(64)) & geometry.board;
                for square in geometry.squares() {
                    for kind in [PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop] {
                        let want = rays.slider_attacks(kind, square, occupied);
                        assert_eq!(
                            geometry.strong_few(kind, square, occupied),
                            want,
                            "{side} {kind:?} {square}"
                        );
                    }
                }
            }
        }
    }

    /// The symmetry maps list an orbit's members in the order the first
    /// version did (which took ranks for rows from the top).
    #[test]
    fn symmetry_maps_keep_their_listing_order() {
        let geometry = Geometry::new(5);
        for (g, symmetry) in Symmetry::ALL.into_iter().enumerate() {
            for square in geometry.squares() {
                let (rank2, file2) = symmetry.apply_from_top(5, square / 8, square % 8);
                assert_eq!(usize::from(geometry.sym[g][square]), rank2 * 8 + file2, "{symmetry:?}");
            }
        }
    }

    #[test]
    fn weak_attacks_stay_on_the_board() {
        let geometry = Geometry::new(3);
        let a1 = 0;
        assert_eq!(geometry.weak[PieceKind::Queen][a1].count_ones(), 6);
        assert_eq!(geometry.weak[PieceKind::Knight][a1], 1 << 10 | 1 << 17);
        assert_eq!(geometry.strong(PieceKind::Rook, a1, 1 << 1), 1 << 1 | 1 << 8 | 1 << 16);
    }
}
