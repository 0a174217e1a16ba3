//! The symmetries of a board: the dihedral group of the square (eight
//! elements), the four of them that keep a rectangle's shape, and the two
//! that keep "up" (where pawns attack).
//!
//! Each symmetry is named by what it does to the picture of the board, so
//! the same [`Symmetry`] moves a [`Cell`] counted from the bottom-left
//! ([`Symmetry::apply`]) and a `(row, column)` counted from the top-left, as
//! the N-queens masks are ([`Symmetry::apply_from_top`]).

use serde::{Deserialize, Serialize};

use super::{BoardShape, Cell, Square};

/// One of the eight symmetries of a square board.
///
/// ```
/// use chesslab_core::board::{BoardShape, Square, Symmetry};
///
/// let shape = BoardShape::new(8, 8).unwrap();
/// let map = |s: Symmetry, name| s.apply_square(Square::parse(name).unwrap(), shape).unwrap().to_string();
/// assert_eq!(map(Symmetry::Rotate90, "a1"), "a8"); // a quarter turn clockwise
/// assert_eq!(map(Symmetry::MirrorColumns, "b3"), "g3"); // left–right
/// assert_eq!(map(Symmetry::MirrorRows, "b3"), "b6"); // top–bottom
/// assert_eq!(map(Symmetry::AntiTranspose, "b3"), "c2"); // across the a1–h8 diagonal
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Symmetry {
    /// Leaves every cell where it is.
    Identity,
    /// Quarter turn clockwise: from the top-left, `(r, c) -> (c, N-1-r)`.
    Rotate90,
    /// Half turn: `(r, c) -> (N-1-r, N-1-c)`.
    Rotate180,
    /// Quarter turn counter-clockwise: `(r, c) -> (N-1-c, r)`.
    Rotate270,
    /// Left-right mirror (columns reversed): `(r, c) -> (r, N-1-c)`.
    MirrorColumns,
    /// Top-bottom mirror (rows reversed): `(r, c) -> (N-1-r, c)`.
    MirrorRows,
    /// Mirror in the diagonal from the top-left corner (a8–h1): `(r, c) -> (c, r)`.
    Transpose,
    /// Mirror in the diagonal from the bottom-left corner (a1–h8): `(r, c) -> (N-1-c, N-1-r)`.
    AntiTranspose,
}

impl Symmetry {
    /// All eight symmetries, in a fixed order (the order of [`Symmetry::index`]).
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// Position of this symmetry in [`Symmetry::ALL`] (0..8).
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether the symmetry turns a `width`×`height` rectangle into itself:
    /// all eight on a square, the identity, the half turn and the two mirrors otherwise.
    #[must_use]
    pub const fn keeps_shape(self, width: usize, height: usize) -> bool {
        width == height || !self.swaps_sides()
    }

    /// Whether files and ranks trade places (the quarter turns and the diagonal mirrors).
    #[must_use]
    pub const fn swaps_sides(self) -> bool {
        matches!(
            self,
            Symmetry::Rotate90 | Symmetry::Rotate270 | Symmetry::Transpose | Symmetry::AntiTranspose
        )
    }

    /// Whether "up" stays up, so a pawn keeps attacking the way it did: only
    /// the identity and the left–right mirror.
    #[must_use]
    pub const fn keeps_up(self) -> bool {
        matches!(self, Symmetry::Identity | Symmetry::MirrorColumns)
    }

    /// The symmetry that undoes this one.
    ///
    /// ```
    /// use chesslab_core::board::Symmetry;
    ///
    /// assert_eq!(Symmetry::Rotate90.inverse(), Symmetry::Rotate270);
    /// assert_eq!(Symmetry::Transpose.inverse(), Symmetry::Transpose);
    /// ```
    #[must_use]
    pub const fn inverse(self) -> Symmetry {
        match self {
            Symmetry::Rotate90 => Symmetry::Rotate270,
            Symmetry::Rotate270 => Symmetry::Rotate90,
            other => other,
        }
    }

    /// Where `(file, rank)`, counted from the bottom-left of a `width`×`height`
    /// board, goes. The image lies on a `height`×`width` board when
    /// [`Symmetry::swaps_sides`]. Coordinates past the board give a meaningless
    /// cell but never panic.
    #[must_use]
    pub const fn map(self, file: usize, rank: usize, width: usize, height: usize) -> (usize, usize) {
        let flip_file = width.saturating_sub(1).saturating_sub(file);
        let flip_rank = height.saturating_sub(1).saturating_sub(rank);
        match self {
            Symmetry::Identity => (file, rank),
            Symmetry::Rotate90 => (rank, flip_file),
            Symmetry::Rotate180 => (flip_file, flip_rank),
            Symmetry::Rotate270 => (flip_rank, file),
            Symmetry::MirrorColumns => (flip_file, rank),
            Symmetry::MirrorRows => (file, flip_rank),
            Symmetry::Transpose => (flip_rank, flip_file),
            Symmetry::AntiTranspose => (rank, file),
        }
    }

    /// Where `cell` of a `width`×`height` board goes (see [`Symmetry::map`]).
    ///
    /// ```
    /// use chesslab_core::board::{Cell, Symmetry};
    ///
    /// // On a 3-wide, 2-high board the half turn sends a1 to c2.
    /// assert_eq!(Symmetry::Rotate180.apply(Cell { file: 0, rank: 0 }, 3, 2), Cell { file: 2, rank: 1 });
    /// ```
    #[must_use]
    pub fn apply(self, cell: Cell, width: u8, height: u8) -> Cell {
        let (file, rank) =
            self.map(usize::from(cell.file), usize::from(cell.rank), usize::from(width), usize::from(height));
        // Below 256: each coordinate is at most the larger side less one, or the input itself.
        Cell { file: file as u8, rank: rank as u8 }
    }

    /// Where `square` of a board of `shape` goes; `None` when the symmetry
    /// does not keep the shape or the square is off it.
    #[must_use]
    pub fn apply_square(self, square: Square, shape: BoardShape) -> Option<Square> {
        let (width, height) = (usize::from(shape.width()), usize::from(shape.height()));
        if !self.keeps_shape(width, height) || !shape.contains(square) {
            return None;
        }
        let (file, rank) = self.map(usize::from(square.file()), usize::from(square.rank()), width, height);
        Square::new(file as u8, rank as u8)
    }

    /// Where the square `(row, col)` of an `n`×`n` board goes, both counted
    /// from 0 at the top-left corner: the same map as [`Symmetry::map`], with
    /// the formulas written for rows so the N-queens leaves pay no conversion.
    /// Coordinates of `n` or more give a meaningless square but never panic.
    ///
    /// ```
    /// use chesslab_core::board::Symmetry;
    ///
    /// assert_eq!(Symmetry::Rotate90.apply_from_top(8, 0, 0), (0, 7)); // top-left to top-right
    /// assert_eq!(Symmetry::Transpose.apply_from_top(8, 2, 5), (5, 2));
    /// ```
    #[must_use]
    pub const fn apply_from_top(self, n: usize, row: usize, col: usize) -> (usize, usize) {
        let last = n.saturating_sub(1);
        let (flip_row, flip_col) = (last.saturating_sub(row), last.saturating_sub(col));
        match self {
            Symmetry::Identity => (row, col),
            Symmetry::Rotate90 => (col, flip_row),
            Symmetry::Rotate180 => (flip_row, flip_col),
            Symmetry::Rotate270 => (flip_col, row),
            Symmetry::MirrorColumns => (row, flip_col),
            Symmetry::MirrorRows => (flip_row, col),
            Symmetry::Transpose => (col, row),
            Symmetry::AntiTranspose => (flip_col, flip_row),
        }
    }
}

/// A set of symmetries, stored as one bit per element of [`Symmetry::ALL`].
///
/// ```
/// use chesslab_core::board::{Symmetry, SymmetrySet};
///
/// let rectangle = SymmetrySet::of_shape(5, 3);
/// assert_eq!(rectangle.len(), 4);
/// assert!(rectangle.contains(Symmetry::Rotate180) && !rectangle.contains(Symmetry::Rotate90));
/// let with_pawns = rectangle.keeping_up();
/// assert_eq!(with_pawns.iter().collect::<Vec<_>>(), [Symmetry::Identity, Symmetry::MirrorColumns]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct SymmetrySet(u8);

impl SymmetrySet {
    /// The empty set.
    pub const EMPTY: SymmetrySet = SymmetrySet(0);
    /// The set holding only the identity (the trivial group).
    pub const TRIVIAL: SymmetrySet = SymmetrySet(1);
    /// All eight symmetries (the full dihedral group of the square).
    pub const ALL: SymmetrySet = SymmetrySet(0xFF);
    /// The symmetries that keep "up" (the identity and the left–right mirror): those allowed with pawns.
    pub const KEEPS_UP: SymmetrySet =
        SymmetrySet(1 << Symmetry::Identity.index() | 1 << Symmetry::MirrorColumns.index());

    /// The symmetries that keep a `width`×`height` rectangle (see [`Symmetry::keeps_shape`]).
    #[must_use]
    pub const fn of_shape(width: usize, height: usize) -> SymmetrySet {
        let mut bits = 0;
        let mut i = 0;
        while i < 8 {
            if Symmetry::ALL[i].keeps_shape(width, height) {
                bits |= 1 << i;
            }
            i += 1;
        }
        SymmetrySet(bits)
    }

    /// The members that keep "up" (a subgroup when `self` is a group).
    #[must_use]
    pub const fn keeping_up(self) -> SymmetrySet {
        SymmetrySet(self.0 & SymmetrySet::KEEPS_UP.0)
    }

    /// Builds a set from its bit pattern (bit `i` = `Symmetry::ALL[i]`).
    #[must_use]
    pub const fn from_bits(bits: u8) -> SymmetrySet {
        SymmetrySet(bits)
    }

    /// The bit pattern (bit `i` = `Symmetry::ALL[i]`).
    #[must_use]
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether `s` is in the set.
    #[must_use]
    pub const fn contains(self, s: Symmetry) -> bool {
        self.0 & (1 << s.index()) != 0
    }

    /// Adds `s` to the set.
    pub fn insert(&mut self, s: Symmetry) {
        self.0 |= 1 << s.index();
    }

    /// Number of symmetries in the set.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set is just `{Identity}`.
    #[must_use]
    pub const fn is_trivial(self) -> bool {
        self.0 == 1
    }

    /// The symmetries in the set, in the order of [`Symmetry::ALL`].
    pub fn iter(self) -> impl Iterator<Item = Symmetry> {
        Symmetry::ALL.into_iter().filter(move |s| self.contains(*s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The images of every cell of a `width`×`height` board, as a list.
    fn images(s: Symmetry, width: usize, height: usize) -> Vec<(usize, usize)> {
        (0..height).flat_map(|rank| (0..width).map(move |file| s.map(file, rank, width, height))).collect()
    }

    #[test]
    fn the_eight_maps_are_distinct_permutations_and_inverses_undo_them() {
        let n = 5;
        let mut seen = Vec::new();
        for s in Symmetry::ALL {
            let mut image = images(s, n, n);
            assert!(!seen.contains(&image));
            seen.push(image.clone());
            image.sort_unstable();
            image.dedup();
            assert_eq!(image.len(), n * n);
            for (file, rank) in images(Symmetry::Identity, n, n) {
                let (f, r) = s.map(file, rank, n, n);
                assert_eq!(s.inverse().map(f, r, n, n), (file, rank));
            }
        }
    }

    #[test]
    fn rectangles_keep_four_and_the_others_land_on_the_turned_board() {
        let (width, height) = (5, 3);
        for s in Symmetry::ALL {
            let (w, h) = if s.swaps_sides() { (height, width) } else { (width, height) };
            assert!(images(s, width, height).iter().all(|&(f, r)| f < w && r < h), "{s:?}");
        }
        assert_eq!(SymmetrySet::of_shape(width, height).len(), 4);
        assert_eq!(SymmetrySet::of_shape(4, 4), SymmetrySet::ALL);
        assert_eq!(SymmetrySet::ALL.keeping_up(), SymmetrySet::KEEPS_UP);
        assert!(SymmetrySet::KEEPS_UP.iter().all(Symmetry::keeps_up));
    }

    /// Rows from the top and ranks from the bottom name the same picture.
    #[test]
    fn from_the_top_agrees_with_the_map_from_the_bottom() {
        let n = 6;
        let last = n - 1;
        for row in 0..n {
            for col in 0..n {
                for s in Symmetry::ALL {
                    let (file, rank) = s.map(col, last - row, n, n);
                    assert_eq!(s.apply_from_top(n, row, col), (last - rank, file), "{s:?}");
                }
            }
        }
    }
}
