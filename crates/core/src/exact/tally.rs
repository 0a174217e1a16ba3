//! Turns the search's solutions into counted placements: adds back the
//! placements the seed's dropped patterns stand for, groups symmetric ones,
//! and keeps a bounded list of examples.
//!
//! A king found by the search also stands for a queen on its cell when every
//! ray of that queen would stop at its first cell (the first cell is
//! occupied, or is the ray's last): both attack the same cells. Likewise a
//! pawn with no cell diagonally below it stands for a bishop when its upward
//! diagonals stop at their first cell. Each such piece doubles the
//! placements; each is enumerated, so the unique count sees real placements.
//!
//! Memory is bounded: placements are counted, never stored, beyond the
//! examples, and the examples stop at [`MAX_EXAMPLE_BYTES`] whatever count
//! was asked for (the counts go on).

use super::{
    geometry::{self, Ray},
    placement::Placement,
    problem::Problem,
    symmetry::Symmetries,
};
use crate::board::{Bitboard, Direction, PieceKind};

/// The most bytes the examples may hold, whatever their count limit.
pub(crate) const MAX_EXAMPLE_BYTES: usize = if cfg!(feature = "small-memory") { 4 << 20 } else { 16 << 20 };

const KING: u8 = PieceKind::King as u8 + 1;
const QUEEN: u8 = PieceKind::Queen as u8 + 1;
const BISHOP: u8 = PieceKind::Bishop as u8 + 1;
const PAWN: u8 = PieceKind::Pawn as u8 + 1;

/// Counts of placements, by piece count, with examples.
#[derive(Clone, Debug)]
pub(crate) struct Tally {
    symmetries: Symmetries,
    width: u8,
    height: u8,
    cells: u64,
    /// Per cell, the neighbours a queen there needs occupied to attack like a
    /// king; `None` when queens are not allowed.
    queen_guard: Option<[u64; 64]>,
    /// Per cell, the neighbours a bishop needs occupied to attack like a
    /// pawn; `None` where it cannot (a cell below it) or bishops are not allowed.
    bishop_guard: [Option<u64>; 64],
    max_examples: usize,
    /// Placements found.
    pub(crate) total: u64,
    /// Placements up to symmetry.
    pub(crate) unique: u64,
    /// Placements by piece count.
    pub(crate) by_pieces: Vec<u64>,
    /// Up to `max_examples` placements (fewer if they would pass their byte cap), in the order found.
    pub(crate) examples: Vec<Placement>,
}

impl Tally {
    /// An empty tally for `problem`, keeping at most `max_examples` examples
    /// (and no more than fit in [`MAX_EXAMPLE_BYTES`]).
    pub(crate) fn new(problem: &Problem, max_examples: usize) -> Tally {
        Tally::within(problem, max_examples, MAX_EXAMPLE_BYTES)
    }

    /// An empty tally keeping at most `max_examples` examples in at most `max_bytes`.
    pub(crate) fn within(problem: &Problem, max_examples: usize, max_bytes: usize) -> Tally {
        let board = problem.cells();
        let guard = |cell: u8, directions: &[Direction]| {
            directions
                .iter()
                .map(|&direction| Ray::new(cell, direction, board))
                .filter_map(|ray| ray.cells().first().copied().filter(|_| ray.cells().len() >= 2))
                .fold(0u64, |mask, first| mask | 1 << first)
        };
        let pieces = problem.pieces();
        let queen_guard = pieces
            .contains(PieceKind::Queen)
            .then(|| std::array::from_fn(|cell| guard(cell as u8, &Direction::ALL)));
        let bishop_guard = std::array::from_fn(|cell| {
            let cell = cell as u8;
            let below = geometry::has_cell_below(cell, board);
            (pieces.contains(PieceKind::Bishop) && !below).then(|| guard(cell, &Direction::DIAGONAL))
        });
        Tally {
            symmetries: Symmetries::of(problem),
            width: problem.width(),
            height: problem.height(),
            cells: board,
            queen_guard,
            bishop_guard,
            max_examples: max_examples.min(max_bytes / std::mem::size_of::<Placement>()),
            total: 0,
            unique: 0,
            by_pieces: Vec::new(),
            examples: Vec::new(),
        }
    }

    /// How many symmetries the problem has (the identity included).
    pub(crate) fn symmetry_order(&self) -> usize {
        self.symmetries.order()
    }

    /// Counts the placements a solution of the search stands for.
    pub(crate) fn add(&mut self, pieces: u64, kinds: &[u8; 64]) {
        let mut swaps = [0u8; 64];
        let mut swap_count = 0;
        for cell in Bitboard(pieces).indices() {
            let swappable = match kinds[cell] {
                KING => self.queen_guard.is_some_and(|guard| guard[cell] & !pieces == 0),
                PAWN => self.bishop_guard[cell].is_some_and(|guard| guard & !pieces == 0),
                _ => false,
            };
            if swappable {
                swaps[swap_count] = cell as u8;
                swap_count += 1;
            }
        }
        let variants = 1u64.checked_shl(swap_count as u32).unwrap_or(u64::MAX);
        self.count(pieces, variants);
        let mut variant = *kinds;
        for choice in 0..variants {
            for (bit, &cell) in swaps.iter().take(swap_count).enumerate() {
                let swapped = choice >> bit & 1 == 1;
                let cell = usize::from(cell);
                variant[cell] = match (kinds[cell], swapped) {
                    (KING, true) => QUEEN,
                    (PAWN, true) => BISHOP,
                    (original, _) => original,
                };
            }
            self.record(&variant);
        }
    }

    /// Counts one placement (no swapped variants).
    pub(crate) fn add_placement(&mut self, pieces: u64, kinds: &[u8; 64]) {
        self.count(pieces, 1);
        self.record(kinds);
    }

    /// Adds `solutions` solutions with the pieces on `pieces` to the totals.
    fn count(&mut self, pieces: u64, solutions: u64) {
        let placed = pieces.count_ones() as usize;
        if self.by_pieces.len() <= placed {
            self.by_pieces.resize(placed + 1, 0);
        }
        self.by_pieces[placed] = self.by_pieces[placed].saturating_add(solutions);
        self.total = self.total.saturating_add(solutions);
    }

    fn record(&mut self, kinds: &[u8; 64]) {
        let has_pawn = kinds.contains(&PAWN);
        if self.symmetries.is_canonical(kinds, has_pawn) {
            self.unique += 1;
        }
        if self.examples.len() < self.max_examples {
            self.examples.push(Placement::from_parts(self.width, self.height, self.cells, kinds));
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn examples_stop_at_their_byte_cap_while_the_counts_go_on() {
        let problem = Problem::rectangle(3, 3, 1).unwrap();
        let cap = 3 * std::mem::size_of::<Placement>();
        let mut tally = Tally::within(&problem, 1000, cap);
        let mut roomy = Tally::new(&problem, 1000);
        for cell in Bitboard(problem.cells()).indices() {
            let mut kinds = [0u8; 64];
            kinds[cell] = KING;
            tally.add_placement(1 << cell, &kinds);
            roomy.add_placement(1 << cell, &kinds);
        }
        assert_eq!((tally.total, tally.unique, &tally.by_pieces), (9, roomy.unique, &roomy.by_pieces));
        assert_eq!((tally.examples.len(), roomy.examples.len()), (3, 9));
        assert_eq!(tally.examples[..], roomy.examples[..3]);
    }
}
