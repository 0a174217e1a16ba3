//! Attack patterns, as the seed defines them: a piece on a cell together
//! with the cells it attacks, the cells that must be free and the cells that
//! must be occupied for it to attack exactly those.
//!
//! A leaper (king, knight, pawn) has one pattern per cell. A slider has one
//! per choice of where each of its rays ends: on a ray of `L` cells it may
//! stop at the `j`-th (1 ≤ `j` ≤ `L`), attacking the first `j` cells, with
//! the first `j - 1` free and the `j`-th occupied, except that the last cell
//! of the ray (at the edge) needs no piece: a piece there changes nothing.
//!
//! The seed's two rules drop patterns that repeat another piece's pattern
//! with extra conditions:
//! * a queen whose every ray stops at its first cell attacks what a king
//!   attacks: dropped when kings are allowed;
//! * a bishop with no cell diagonally below it whose rays stop at their first
//!   cell attacks what a pawn attacks (on a rectangle: a bishop on the first
//!   rank): dropped when pawns are allowed.
//!
//! A solution found with the king (pawn) stands for the placement with the
//! queen (bishop) too whenever that one's conditions hold; [`crate::exact::tally`] adds
//! those back, so counts are of placements.

use crate::board::{Bitboard, PieceKind, Square, ALL_PIECE_KINDS};
use crate::exact::{
    geometry::{self, Ray},
    problem::{AllowedKinds, Problem},
};

/// A piece on a cell with its attacked cells and the conditions for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pattern {
    /// The piece.
    pub kind: PieceKind,
    /// Where it stands.
    pub square: Square,
    /// The cells it attacks.
    pub attacks: Bitboard,
    /// Cells that must be empty (the rays pass through them).
    pub free: Bitboard,
    /// Cells that must hold a piece (the rays stop there).
    pub occupied: Bitboard,
}

/// How many patterns each piece kind has, indexed by [`PieceKind::index`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PatternCounts {
    /// Counts in K Q R B N P order.
    pub per_kind: [usize; 6],
}

impl PatternCounts {
    /// The count for `kind`.
    #[must_use]
    pub fn get(&self, kind: PieceKind) -> usize {
        self.per_kind.get(kind.index()).copied().unwrap_or(0)
    }

    /// `(letter, count)` pairs in K Q R B N P order, e.g. `('Q', 1331)`.
    pub fn by_letter(&self) -> impl Iterator<Item = (char, usize)> + '_ {
        ALL_PIECE_KINDS.iter().map(|&kind| (kind.letter(), self.get(kind)))
    }

    /// All patterns together.
    #[must_use]
    pub fn total(&self) -> usize {
        self.per_kind.iter().sum()
    }
}

/// The pattern counts of `problem`'s board and allowed pieces (0 for kinds
/// not allowed). On the full 5×5 board: K 25, Q 1331, R 324, B 95, N 25, P 25.
///
/// ```
/// let problem = chesslab_core::exact::Problem::rectangle(5, 5, 1).unwrap();
/// let counts: Vec<_> = chesslab_core::exact::pattern_counts(&problem).by_letter().collect();
/// assert_eq!(counts, [('K', 25), ('Q', 1331), ('R', 324), ('B', 95), ('N', 25), ('P', 25)]);
/// ```
#[must_use]
pub fn pattern_counts(problem: &Problem) -> PatternCounts {
    let mut counts = PatternCounts::default();
    for pattern in patterns(problem) {
        if let Some(slot) = counts.per_kind.get_mut(pattern.kind.index()) {
            *slot += 1;
        }
    }
    counts
}

/// Every pattern of `problem`'s board and allowed pieces, redundant ones
/// dropped, ordered by cell and then kind (K Q R B N P).
#[must_use]
pub fn patterns(problem: &Problem) -> Vec<Pattern> {
    let board = problem.cells();
    let allowed = problem.pieces();
    let mut list = Vec::new();
    for cell in Bitboard(board).indices() {
        let cell = cell as u8;
        for kind in allowed.kinds() {
            push_patterns(kind, cell, board, allowed, &mut list);
        }
    }
    list
}

fn push_patterns(kind: PieceKind, cell: u8, board: u64, allowed: AllowedKinds, list: &mut Vec<Pattern>) {
    let Some(square) = Square::from_index(cell) else { return };
    let directions = geometry::slider_directions(kind);
    if directions.is_empty() {
        let attacks = Bitboard(geometry::leaper_attacks(kind, cell, board));
        list.push(Pattern { kind, square, attacks, free: Bitboard::EMPTY, occupied: Bitboard::EMPTY });
        return;
    }
    let rays: Vec<Ray> = directions.iter().map(|&direction| Ray::new(cell, direction, board)).collect();
    let drop_enclosed = match kind {
        PieceKind::Queen => allowed.contains(PieceKind::King),
        PieceKind::Bishop => allowed.contains(PieceKind::Pawn) && !geometry::has_cell_below(cell, board),
        _ => false,
    };
    // Mixed-radix counter: `stops[d]` is where ray `d` ends (1-based; 0 for an empty ray).
    let mut stops: Vec<usize> = rays.iter().map(|ray| usize::from(!ray.cells().is_empty())).collect();
    loop {
        let enclosed = stops.iter().all(|&stop| stop <= 1);
        if !(enclosed && drop_enclosed) {
            list.push(slider_pattern(kind, square, &rays, &stops));
        }
        if !advance(&mut stops, &rays) {
            return;
        }
    }
}

/// Steps the mixed-radix counter; false after the last combination.
fn advance(stops: &mut [usize], rays: &[Ray]) -> bool {
    for (stop, ray) in stops.iter_mut().zip(rays) {
        if *stop < ray.cells().len() {
            *stop += 1;
            return true;
        }
        *stop = usize::from(!ray.cells().is_empty());
    }
    false
}

fn slider_pattern(kind: PieceKind, square: Square, rays: &[Ray], stops: &[usize]) -> Pattern {
    let (mut attacks, mut free, mut occupied) = (0u64, 0u64, 0u64);
    for (ray, &stop) in rays.iter().zip(stops) {
        let cells = ray.cells();
        for (index, &target) in cells.iter().take(stop).enumerate() {
            attacks |= 1 << target;
            if index + 1 < stop {
                free |= 1 << target;
            } else if stop < cells.len() {
                occupied |= 1 << target;
            }
        }
    }
    Pattern { kind, square, attacks: Bitboard(attacks), free: Bitboard(free), occupied: Bitboard(occupied) }
}
