//! One value per piece kind, indexed by [`PieceKind`] instead of an integer.

use std::ops::{Index, IndexMut};

use super::{PieceKind, ALL_PIECE_KINDS};

/// A value for each of the six [`PieceKind`]s, stored in [`ALL_PIECE_KINDS`] order.
///
/// Indexing by kind compiles to an array access: the kind's discriminant is
/// its position, so hot loops lose nothing against integer indices.
///
/// ```
/// use chesslab_core::board::{ByKind, PieceKind};
///
/// let mut counts = ByKind::new([0u8; 6]);
/// counts[PieceKind::Knight] += 2;
/// counts[PieceKind::Queen] += 1;
/// assert_eq!(counts[PieceKind::Knight], 2);
/// let held: Vec<_> = counts.iter().filter(|&(_, &n)| n > 0).map(|(kind, _)| kind.letter()).collect();
/// assert_eq!(held, ['Q', 'N']);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ByKind<T>(pub [T; 6]);

impl<T> ByKind<T> {
    /// The container holding `values[kind.index()]` for each kind.
    #[must_use]
    pub const fn new(values: [T; 6]) -> ByKind<T> {
        ByKind(values)
    }

    /// The container holding `f(kind)` for each kind.
    ///
    /// ```
    /// use chesslab_core::board::{ByKind, PieceKind};
    ///
    /// let letters = ByKind::from_fn(PieceKind::letter);
    /// assert_eq!(letters[PieceKind::Bishop], 'B');
    /// ```
    #[must_use]
    pub fn from_fn(mut f: impl FnMut(PieceKind) -> T) -> ByKind<T> {
        ByKind(ALL_PIECE_KINDS.map(&mut f))
    }

    /// The value of `kind`.
    #[inline]
    #[must_use]
    pub const fn get(&self, kind: PieceKind) -> &T {
        &self.0[kind.index()]
    }

    /// The value of `kind`, to change it.
    #[inline]
    pub fn get_mut(&mut self, kind: PieceKind) -> &mut T {
        &mut self.0[kind.index()]
    }

    /// Each kind with its value, in [`ALL_PIECE_KINDS`] order.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (PieceKind, &T)> + ExactSizeIterator {
        ALL_PIECE_KINDS.into_iter().zip(&self.0)
    }

    /// The values, in [`ALL_PIECE_KINDS`] order.
    #[must_use]
    pub const fn values(&self) -> &[T; 6] {
        &self.0
    }

    /// The values, in [`ALL_PIECE_KINDS`] order, to change them.
    pub fn values_mut(&mut self) -> &mut [T; 6] {
        &mut self.0
    }

    /// The container of `f(kind, value)`.
    #[must_use]
    pub fn map<U>(self, mut f: impl FnMut(PieceKind, T) -> U) -> ByKind<U> {
        let mut kinds = ALL_PIECE_KINDS.into_iter();
        ByKind(self.0.map(|value| f(kinds.next().unwrap_or(PieceKind::Pawn), value)))
    }
}

impl<T> Index<PieceKind> for ByKind<T> {
    type Output = T;

    #[inline]
    fn index(&self, kind: PieceKind) -> &T {
        self.get(kind)
    }
}

impl<T> IndexMut<PieceKind> for ByKind<T> {
    #[inline]
    fn index_mut(&mut self, kind: PieceKind) -> &mut T {
        self.get_mut(kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_index_their_own_slot() {
        let by_kind = ByKind::from_fn(PieceKind::index);
        for kind in ALL_PIECE_KINDS {
            assert_eq!(by_kind[kind], kind.index());
        }
        let doubled = by_kind.map(|kind, index| (kind, index * 2));
        assert_eq!(doubled[PieceKind::Pawn], (PieceKind::Pawn, 10));
        assert_eq!(by_kind.iter().next_back(), Some((PieceKind::Pawn, &5)));
    }
}
