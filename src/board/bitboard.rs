//! Sets of squares as 64-bit masks.

use std::ops::{BitAnd, BitOr, BitOrAssign, BitXor, Not};

use super::Square;

/// A set of squares, one bit per square index.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// No squares.
    pub const EMPTY: Bitboard = Bitboard(0);

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

    /// The squares in increasing index order.
    #[must_use]
    pub const fn squares(self) -> Squares {
        Squares(self.0)
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

    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Square::from_index(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let count = self.0.count_ones() as usize;
        (count, Some(count))
    }
}

impl ExactSizeIterator for Squares {}

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
    }
}
