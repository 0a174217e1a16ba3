//! The cell masks the piece-first search works on: `u64` for the boards of
//! up to 8×8 (indexed `rank * 8 + file`, like [`crate::board::Square`]) and
//! `u128` for the wider boards of up to 128 cells (9×9, Rennhak's 9×4,
//! indexed `rank * width + file`).
//!
//! The search is generic over [`CellSet`] rather than always using `u128`:
//! on 8×8 a `u128` doubles every mask operation and every per-cell array a
//! node copies on descent (the search copies nodes, never undoes them), and
//! in wasm a `u128` is two `i64`s. Written once, compiled twice, the 8×8
//! search keeps its exact speed.

use std::fmt::Debug;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Index, IndexMut, Not};

/// A set of cells, one bit each, and the per-cell arrays that go with it.
pub(crate) trait CellSet:
    Copy
    + Debug
    + Eq
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// How many cells a set can hold.
    const CELLS: usize;
    /// The empty set.
    const EMPTY: Self;

    /// An array with one `T` per cell (`[T; CELLS]`).
    type PerCell<T: Copy + Debug + PartialEq>: Copy
        + Debug
        + PartialEq
        + Index<usize, Output = T>
        + IndexMut<usize>
        + AsRef<[T]>
        + AsMut<[T]>;

    /// A per-cell array with every entry `value`.
    fn per_cell<T: Copy + Debug + PartialEq>(value: T) -> Self::PerCell<T>;

    /// The set of the one cell `cell` (below `CELLS`).
    fn cell(cell: usize) -> Self;

    /// Whether `cell` (below `CELLS`) is in the set.
    fn has(self, cell: usize) -> bool;

    /// Whether the set is empty.
    fn is_empty(self) -> bool;

    /// How many cells.
    fn len(self) -> u32;

    /// The lowest cell (`CELLS` when empty).
    fn lowest(self) -> usize;

    /// The highest cell (wraps past `CELLS` when empty: callers test first).
    fn highest(self) -> usize;

    /// The set without its lowest cell.
    fn without_lowest(self) -> Self;

    /// The cells, lowest first.
    fn cells(self) -> Cells<Self> {
        Cells(self)
    }
}

/// The cells of a [`CellSet`], lowest first.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Cells<M>(M);

impl<M: CellSet> Iterator for Cells<M> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0.is_empty() {
            return None;
        }
        let cell = self.0.lowest();
        self.0 = self.0.without_lowest();
        Some(cell)
    }
}

macro_rules! cell_set {
    ($mask:ty, $cells:expr) => {
        impl CellSet for $mask {
            const CELLS: usize = $cells;
            const EMPTY: Self = 0;
            type PerCell<T: Copy + Debug + PartialEq> = [T; $cells];

            #[inline]
            fn per_cell<T: Copy + Debug + PartialEq>(value: T) -> [T; $cells] {
                [value; $cells]
            }

            #[inline]
            fn cell(cell: usize) -> Self {
                1 << cell
            }

            #[inline]
            fn has(self, cell: usize) -> bool {
                self >> cell & 1 == 1
            }

            #[inline]
            fn is_empty(self) -> bool {
                self == 0
            }

            #[inline]
            fn len(self) -> u32 {
                self.count_ones()
            }

            #[inline]
            fn lowest(self) -> usize {
                self.trailing_zeros() as usize
            }

            #[inline]
            fn highest(self) -> usize {
                ($cells as u32 - 1).wrapping_sub(self.leading_zeros()) as usize
            }

            #[inline]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
        }
    };
}

cell_set!(u64, 64);
cell_set!(u128, 128);

#[cfg(test)]
mod tests {
    use super::*;

    fn check<M: CellSet>(cells: &[usize]) {
        let set = cells.iter().fold(M::EMPTY, |set, &cell| set | M::cell(cell));
        assert_eq!(set.cells().collect::<Vec<_>>(), cells);
        assert_eq!(set.len() as usize, cells.len());
        assert_eq!(set.lowest(), cells[0]);
        assert_eq!(set.highest(), cells[cells.len() - 1]);
        assert!(cells.iter().all(|&cell| set.has(cell)) && !set.is_empty());
        assert!(M::EMPTY.cells().next().is_none() && M::EMPTY.is_empty());
    }

    #[test]
    fn both_masks_list_count_and_find_their_ends() {
        check::<u64>(&[0, 9, 63]);
        check::<u128>(&[0, 9, 63, 64, 80, 127]);
        check::<u128>(&[70]);
    }
}
