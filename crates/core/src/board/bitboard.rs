//! Sets of squares as 64-bit masks.

use std::{
    fmt,
    ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not},
};

use super::Square;

/// A set of squares, one bit per square index (`rank * 8 + file`).
///
/// Its [`Display`](fmt::Display) draws the 8×8 grid, rank 8 on top:
///
/// ```
/// use chesslab_core::board::{Bitboard, Square};
///
/// let set: Bitboard = ["a1", "c2", "h8"].into_iter().filter_map(Square::parse).collect();
/// assert_eq!(set.to_string(), "\
/// . . . . . . . 1
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . 1 . . . . .
/// 1 . . . . . . .
/// ");
/// assert_eq!(set.count(), 3);
/// ```
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// Every square of the 8×8 grid.
    pub const FULL: Bitboard = Bitboard(u64::MAX);

    /// The squares with file below `width` and rank below `height` (each side
    /// at most 8): the bottom-left rectangle where a board of that size lies.
    ///
    /// ```
    /// use chesslab_core::board::Bitboard;
    ///
    /// assert_eq!(Bitboard::rectangle(3, 2), Bitboard(0b111 | 0b111 << 8));
    /// assert_eq!(Bitboard::rectangle(8, 8), Bitboard::FULL);
    /// assert_eq!(Bitboard::rectangle(0, 5), Bitboard::EMPTY);
    /// ```
    #[must_use]
    pub const fn rectangle(width: u8, height: u8) -> Bitboard {
        let row = if width >= 8 { 0xFF } else { (1u64 << width) - 1 };
        let mut mask = 0;
        let mut rank = 0;
        while rank < height && rank < 8 {
            mask |= row << (8 * rank);
            rank += 1;
        }
        Bitboard(mask)
    }

    /// The set holding only `square`.
    #[must_use]
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(1 << square.index())
    }

    /// Whether `square` is in the set.
    #[must_use]
    pub const fn contains(self, square: Square) -> bool {
        self.0 & (1 << square.index()) != 0
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many squares the set holds.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The set with `square` added.
    #[must_use]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | (1 << square.index()))
    }

    /// The set with `square` removed.
    #[must_use]
    pub const fn without(self, square: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << square.index()))
    }

    /// Whether every square of `self` is in `other`.
    #[must_use]
    pub const fn is_subset(self, other: Bitboard) -> bool {
        self.0 & !other.0 == 0
    }

    /// The square with the lowest index.
    ///
    /// ```
    /// use chesslab_core::board::{Bitboard, Square};
    ///
    /// let set: Bitboard = ["d4", "b6", "g2"].into_iter().filter_map(Square::parse).collect();
    /// assert_eq!(set.first(), Square::parse("g2"));
    /// assert_eq!(set.last(), Square::parse("b6"));
    /// assert_eq!(Bitboard::EMPTY.first(), None);
    /// ```
    #[must_use]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_wrapping(self.0.trailing_zeros() as usize))
        }
    }

    /// The square with the highest index.
    #[must_use]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_wrapping(63 - self.0.leading_zeros() as usize))
        }
    }

    /// The squares in increasing index order (reversible: `.rev()` walks from the highest).
    ///
    /// ```
    /// use chesslab_core::board::{Bitboard, Square};
    ///
    /// let set = Bitboard(1 << 3 | 1 << 9 | 1 << 60);
    /// let names: Vec<String> = set.squares().map(|s| s.to_string()).collect();
    /// assert_eq!(names, ["d1", "b2", "e8"]);
    /// assert_eq!(set.squares().next_back(), Square::parse("e8"));
    /// assert_eq!(set.squares().len(), 3);
    /// ```
    #[must_use]
    pub const fn squares(self) -> Squares {
        Squares(self.0)
    }

    /// The square indices (`rank * 8 + file`) in increasing order, for code
    /// that indexes its own tables with them.
    ///
    /// ```
    /// use chesslab_core::board::Bitboard;
    ///
    /// assert_eq!(Bitboard(0b1010_0001).indices().collect::<Vec<_>>(), [0, 5, 7]);
    /// ```
    #[inline]
    pub fn indices(self) -> impl DoubleEndedIterator<Item = usize> + ExactSizeIterator {
        self.squares().map(Square::to_usize)
    }

    /// Every subset of the set, the empty set first and the set itself last
    /// (a "carry rippler": `2^count` sets, no allocation).
    ///
    /// ```
    /// use chesslab_core::board::Bitboard;
    ///
    /// let subsets: Vec<Bitboard> = Bitboard(0b1010).subsets().collect();
    /// assert_eq!(subsets, [Bitboard(0), Bitboard(0b10), Bitboard(0b1000), Bitboard(0b1010)]);
    /// assert_eq!(Bitboard(0xF0F).subsets().count(), 256);
    /// assert_eq!(Bitboard::EMPTY.subsets().collect::<Vec<_>>(), [Bitboard::EMPTY]);
    /// ```
    #[must_use]
    pub const fn subsets(self) -> Subsets {
        Subsets { set: self.0, next: Some(0) }
    }
}

impl fmt::Display for Bitboard {
    /// Draws the 8×8 grid, rank 8 first: `1` for a square in the set, `.` for one outside.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                let mark = if self.0 >> (rank * 8 + file) & 1 == 1 { '1' } else { '.' };
                let end = if file == 7 { '\n' } else { ' ' };
                write!(f, "{mark}{end}")?;
            }
        }
        Ok(())
    }
}

impl From<Square> for Bitboard {
    fn from(square: Square) -> Bitboard {
        Bitboard::from_square(square)
    }
}

impl<T: Into<Bitboard>> BitAnd<T> for Bitboard {
    type Output = Bitboard;
    fn bitand(self, other: T) -> Bitboard {
        Bitboard(self.0 & other.into().0)
    }
}

impl<T: Into<Bitboard>> BitAndAssign<T> for Bitboard {
    fn bitand_assign(&mut self, other: T) {
        self.0 &= other.into().0;
    }
}

impl<T: Into<Bitboard>> BitOr<T> for Bitboard {
    type Output = Bitboard;
    fn bitor(self, other: T) -> Bitboard {
        Bitboard(self.0 | other.into().0)
    }
}

impl<T: Into<Bitboard>> BitOrAssign<T> for Bitboard {
    fn bitor_assign(&mut self, other: T) {
        self.0 |= other.into().0;
    }
}

impl<T: Into<Bitboard>> BitXor<T> for Bitboard {
    type Output = Bitboard;
    fn bitxor(self, other: T) -> Bitboard {
        Bitboard(self.0 ^ other.into().0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Squares;
    fn into_iter(self) -> Squares {
        self.squares()
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Bitboard {
        squares.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

/// Iterates the squares of a [`Bitboard`], lowest index first.
#[derive(Clone, Debug)]
pub struct Squares(u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(Square::from_index_wrapping(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let count = self.0.count_ones() as usize;
        (count, Some(count))
    }
}

impl DoubleEndedIterator for Squares {
    #[inline]
    fn next_back(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = 63 - self.0.leading_zeros() as usize;
        self.0 ^= 1 << index;
        Some(Square::from_index_wrapping(index))
    }
}

impl ExactSizeIterator for Squares {}

/// Iterates every subset of a [`Bitboard`] (see [`Bitboard::subsets`]).
#[derive(Clone, Debug)]
pub struct Subsets {
    set: u64,
    /// The subset to give next; `None` once the whole set was given.
    next: Option<u64>,
}

impl Iterator for Subsets {
    type Item = Bitboard;

    #[inline]
    fn next(&mut self) -> Option<Bitboard> {
        let subset = self.next?;
        // The carry rippler: adding the complement's ones carries through to the next subset.
        let following = subset.wrapping_sub(self.set) & self.set;
        self.next = (following != 0).then_some(following);
        Some(Bitboard(subset))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match self.next {
            None => (0, Some(0)),
            // At least `next` itself, at most every subset.
            Some(_) => (1, 1usize.checked_shl(self.set.count_ones())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn iterates_in_index_order() {
        let a1 = Square::new(0, 0).unwrap();
        let c4 = Square::new(2, 3).unwrap();
        let set = Bitboard::EMPTY.with(c4).with(a1);
        assert_eq!(set.squares().collect::<Vec<_>>(), vec![a1, c4]);
        assert_eq!(set.squares().len(), 2);
        assert!(set.contains(c4) && !set.without(c4).contains(c4));
        assert_eq!([a1, c4].into_iter().collect::<Bitboard>(), set);
        assert_eq!(set.squares().rev().collect::<Vec<_>>(), vec![c4, a1]);
    }

    #[test]
    fn subsets_are_each_given_once_in_increasing_order() {
        for set in [0u64, 1, 0b1011, 1 << 63 | 1, 0xFF00_0000_0000_0000] {
            let subsets: Vec<u64> = Bitboard(set).subsets().map(|b| b.0).collect();
            assert_eq!(subsets.len(), 1 << set.count_ones());
            assert!(subsets.windows(2).all(|w| w[0] < w[1]));
            assert!(subsets.iter().all(|&s| s & !set == 0));
        }
    }

    #[test]
    fn both_ends_meet_in_the_middle() {
        let mut squares = Bitboard(0b1_0110).squares();
        assert_eq!(squares.next().map(Square::index), Some(1));
        assert_eq!(squares.next_back().map(Square::index), Some(4));
        assert_eq!(squares.len(), 1);
        assert_eq!(squares.next_back().map(Square::index), Some(2));
        assert_eq!(squares.next(), None);
    }
}
