//! The moves of every piece, written once: the eight slider directions in one
//! documented order, and the king's, knight's and pawn's steps.
//!
//! Steps are `(files, ranks)`: a positive file step goes right, a positive rank
//! step goes up (towards the top of the board, where this app's pawns attack).
//!
//! # Direction order
//!
//! [`Direction::ALL`] lists first the four directions that *increase* the
//! square index (`rank * 8 + file`), then their opposites in the same order,
//! so `ALL[d + 4]` is the opposite of `ALL[d]`. Along a ray that climbs the
//! index the nearest blocker is the lowest set bit, along one that descends
//! it is the highest: [`Direction::nearest`] picks the right end with one
//! comparison, which the solvers' ray tables rely on.

/// One of the eight directions a slider moves in.
///
/// ```
/// use chesslab_core::board::{Direction, Square};
///
/// let c3 = Square::parse("c3").unwrap();
/// assert_eq!(c3.offset(Direction::NorthEast.df(), Direction::NorthEast.dr()), Square::parse("d4"));
/// assert_eq!(Direction::NorthEast.opposite(), Direction::SouthWest);
/// assert!(Direction::North.increases_index() && !Direction::South.increases_index());
/// assert_eq!(Direction::ORTHOGONAL.map(|d| d.is_diagonal()), [false; 4]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Direction {
    /// One file right: index + 1.
    East,
    /// One rank up: index + 8.
    North,
    /// Up and right: index + 9.
    NorthEast,
    /// Up and left: index + 7.
    NorthWest,
    /// One file left: index − 1.
    West,
    /// One rank down: index − 8.
    South,
    /// Down and left: index − 9.
    SouthWest,
    /// Down and right: index − 7.
    SouthEast,
}

impl Direction {
    /// Every direction, in the order described in the module notes (index-increasing first).
    pub const ALL: [Direction; 8] = [
        Direction::East,
        Direction::North,
        Direction::NorthEast,
        Direction::NorthWest,
        Direction::West,
        Direction::South,
        Direction::SouthWest,
        Direction::SouthEast,
    ];

    /// The rook's directions, in [`Direction::ALL`] order.
    pub const ORTHOGONAL: [Direction; 4] =
        [Direction::East, Direction::North, Direction::West, Direction::South];

    /// The bishop's directions, in [`Direction::ALL`] order.
    pub const DIAGONAL: [Direction; 4] =
        [Direction::NorthEast, Direction::NorthWest, Direction::SouthWest, Direction::SouthEast];

    /// The direction at position `index % 8` in [`Direction::ALL`]: the
    /// inverse of [`Direction::index`] for loops over table rows (a match, so
    /// it compiles to no look-up at all).
    #[inline]
    #[must_use]
    pub const fn from_index(index: usize) -> Direction {
        match index % 8 {
            0 => Direction::East,
            1 => Direction::North,
            2 => Direction::NorthEast,
            3 => Direction::NorthWest,
            4 => Direction::West,
            5 => Direction::South,
            6 => Direction::SouthWest,
            _ => Direction::SouthEast,
        }
    }

    /// The position in [`Direction::ALL`], for tables indexed by direction.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The step `(files, ranks)` of one move in this direction.
    #[must_use]
    pub const fn step(self) -> (i8, i8) {
        match self {
            Direction::East => (1, 0),
            Direction::North => (0, 1),
            Direction::NorthEast => (1, 1),
            Direction::NorthWest => (-1, 1),
            Direction::West => (-1, 0),
            Direction::South => (0, -1),
            Direction::SouthWest => (-1, -1),
            Direction::SouthEast => (1, -1),
        }
    }

    /// The file step: −1, 0 or 1.
    #[must_use]
    pub const fn df(self) -> i8 {
        self.step().0
    }

    /// The rank step: −1, 0 or 1 (1 is up).
    #[must_use]
    pub const fn dr(self) -> i8 {
        self.step().1
    }

    /// The direction pointing the other way.
    #[must_use]
    pub const fn opposite(self) -> Direction {
        Direction::ALL[(self.index() + 4) % 8]
    }

    /// Whether a step in this direction increases the square index (the first four).
    #[must_use]
    pub const fn increases_index(self) -> bool {
        self.index() < 4
    }

    /// Whether this is a bishop's direction.
    #[must_use]
    pub const fn is_diagonal(self) -> bool {
        self.index() % 4 >= 2
    }

    /// The square index in `mask` nearest to a ray's start, when `mask` is a
    /// non-empty part of a ray in this direction (64 or more, never a panic,
    /// for an empty mask: callers test for blockers first, so no branch here).
    ///
    /// ```
    /// use chesslab_core::board::Direction;
    ///
    /// let on_the_ray = 1u64 << 20 | 1 << 36; // e3 and e5, north of e1
    /// assert_eq!(Direction::North.nearest(on_the_ray), 20);
    /// assert_eq!(Direction::South.nearest(on_the_ray), 36);
    /// ```
    #[inline]
    #[must_use]
    pub const fn nearest(self, mask: u64) -> u32 {
        if self.increases_index() {
            mask.trailing_zeros()
        } else {
            63u32.wrapping_sub(mask.leading_zeros())
        }
    }
}

/// The king's steps: one square in each [`Direction`], in [`Direction::ALL`] order.
pub const KING_STEPS: [(i8, i8); 8] = {
    let mut steps = [(0, 0); 8];
    let mut d = 0;
    while d < 8 {
        steps[d] = Direction::ALL[d].step();
        d += 1;
    }
    steps
};

/// The knight's jumps, clockwise from one file right and two ranks up.
pub const KNIGHT_STEPS: [(i8, i8); 8] =
    [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// A pawn's captures: one square diagonally *upward*. All pieces of a puzzle
/// share one colour and pawns attack towards the top of the board.
pub const PAWN_STEPS: [(i8, i8); 2] = [Direction::NorthEast.step(), Direction::NorthWest.step()];

/// The square index one `step` from `index` on the 8×8 grid, if it is inside
/// the grid and its bit is set in `board` (cells switched off act as the edge).
///
/// ```
/// use chesslab_core::board::step_on;
///
/// let three_by_three = 0x0007_0707;
/// assert_eq!(step_on(0, (1, 1), three_by_three), Some(9)); // a1 -> b2
/// assert_eq!(step_on(2, (1, 0), three_by_three), None); // c1 -> d1 is off this board
/// assert_eq!(step_on(7, (1, 0), u64::MAX), None); // h1 does not wrap to a2
/// ```
#[inline]
#[must_use]
pub const fn step_on(index: u8, (df, dr): (i8, i8), board: u64) -> Option<u8> {
    let file = (index % 8) as i8 + df;
    let rank = (index / 8) as i8 + dr;
    if file < 0 || file >= 8 || rank < 0 || rank >= 8 {
        return None;
    }
    let next = (rank * 8 + file) as u8;
    if board >> next & 1 == 1 {
        Some(next)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_four_directions_climb_and_the_last_four_are_their_opposites() {
        for (d, direction) in Direction::ALL.into_iter().enumerate() {
            assert_eq!(direction.index(), d);
            assert_eq!(Direction::from_index(d), direction);
            let (df, dr) = direction.step();
            assert_eq!(dr * 8 + df > 0, direction.increases_index());
            assert_eq!(direction.opposite().step(), (-df, -dr));
            assert_eq!(direction.is_diagonal(), df != 0 && dr != 0);
        }
        for d in Direction::ORTHOGONAL {
            assert!(!d.is_diagonal());
        }
        for d in Direction::DIAGONAL {
            assert!(d.is_diagonal());
        }
    }

    #[test]
    fn steps_are_distinct_and_pawns_go_up() {
        for steps in [&KING_STEPS[..], &KNIGHT_STEPS[..], &PAWN_STEPS[..]] {
            for (i, a) in steps.iter().enumerate() {
                assert!(steps[i + 1..].iter().all(|b| a != b));
            }
        }
        assert!(PAWN_STEPS.iter().all(|&(df, dr)| dr == 1 && df.abs() == 1));
        assert!(KNIGHT_STEPS.iter().all(|&(df, dr)| df.abs() * dr.abs() == 2));
    }
}
