//! The board a problem or a placement lives on: a rectangle of at most 8×8
//! with cells switched off. [`Problem`](super::Problem) and
//! [`Placement`](super::Placement) both dereference to their [`Grid`], so
//! `problem.width()` and `placement.is_on(square)` are the grid's getters.

use crate::board::{Bitboard, Square, Squares, MAX_SIDE};

/// A `width` × `height` rectangle (each side 1 to 8) and its switched-on cells.
///
/// ```
/// use chesslab_core::{board::Square, exact::Placement};
/// let placement = Placement::parse("q-1/2n/B1P").unwrap();
/// let grid = *placement;
/// assert_eq!((grid.width(), grid.height()), (3, 3));
/// assert!(!grid.is_on(Square::parse("b3").unwrap()));
/// assert_eq!(grid.off_squares().collect::<Vec<_>>(), [Square::parse("b3").unwrap()]);
/// assert!(!grid.is_rectangle());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    width: u8,
    height: u8,
    cells: u64,
}

impl Grid {
    /// The `width` × `height` rectangle (sides clamped to 1..=8) with the
    /// cells of `cells` switched on; cells outside the rectangle are dropped.
    #[must_use]
    pub fn new(width: u8, height: u8, cells: u64) -> Grid {
        let (width, height) = (width.clamp(1, MAX_SIDE), height.clamp(1, MAX_SIDE));
        Grid { width, height, cells: cells & rectangle_mask(width, height) }
    }

    /// The full `width` × `height` rectangle (sides clamped to 1..=8).
    #[must_use]
    pub fn rectangle(width: u8, height: u8) -> Grid {
        Grid::new(width, height, u64::MAX)
    }

    /// The same rectangle with the cells of `cells` switched on instead.
    #[must_use]
    pub fn with_cells(self, cells: u64) -> Grid {
        Grid::new(self.width, self.height, cells)
    }

    /// Files of the rectangle.
    #[must_use]
    pub const fn width(&self) -> u8 {
        self.width
    }

    /// Ranks of the rectangle.
    #[must_use]
    pub const fn height(&self) -> u8 {
        self.height
    }

    /// The switched-on cells, as a `rank * 8 + file` bit mask.
    #[must_use]
    pub const fn cells(&self) -> u64 {
        self.cells
    }

    /// Whether `square` is switched on.
    #[must_use]
    pub const fn is_on(&self, square: Square) -> bool {
        self.cells >> square.index() & 1 == 1
    }

    /// Whether `square` lies inside the rectangle (switched on or not).
    #[must_use]
    pub const fn contains(&self, square: Square) -> bool {
        square.file() < self.width && square.rank() < self.height
    }

    /// Every square of the rectangle, switched on or not, lowest index first.
    #[must_use]
    pub fn squares(&self) -> Squares {
        Bitboard(rectangle_mask(self.width, self.height)).squares()
    }

    /// The switched-on cells, lowest index first.
    #[must_use]
    pub const fn on_squares(&self) -> Squares {
        Bitboard(self.cells).squares()
    }

    /// The cells of the rectangle that are switched off, lowest index first.
    #[must_use]
    pub fn off_squares(&self) -> Squares {
        Bitboard(rectangle_mask(self.width, self.height) & !self.cells).squares()
    }

    /// Whether every cell of the rectangle is switched on.
    #[must_use]
    pub fn is_rectangle(&self) -> bool {
        self.cells == rectangle_mask(self.width, self.height)
    }
}

/// The cells of the `width` × `height` rectangle.
fn rectangle_mask(width: u8, height: u8) -> u64 {
    let row = (1u64 << width) - 1;
    (0..height).fold(0, |mask, rank| mask | row << (8 * rank))
}
