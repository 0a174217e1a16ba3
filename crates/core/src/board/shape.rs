//! Board shapes up to 8×8.

use super::{Bitboard, Square};

/// The largest board side: every board fits the 64 bits of a [`Bitboard`].
pub const MAX_SIDE: u8 = 8;

/// A rectangular board of `width` files and `height` ranks, each from 1 to 8.
///
/// Checked again when read back from serde.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "ShapeData")]
pub struct BoardShape {
    width: u8,
    height: u8,
}

/// The unchecked wire form of a [`BoardShape`].
#[derive(serde::Deserialize)]
struct ShapeData {
    width: usize,
    height: usize,
}

impl TryFrom<ShapeData> for BoardShape {
    type Error = ShapeError;

    fn try_from(data: ShapeData) -> Result<BoardShape, ShapeError> {
        BoardShape::new(data.width, data.height)
    }
}

/// The sides of a size written `<width>x<height>` (`X` too; spaces around a
/// side are allowed), each from 1 to 255: the one reader of sizes for the
/// command line, the problems' names and the resume files. Whether a board of
/// that size is offered is the caller's to say.
///
/// ```
/// use chesslab_core::board::read_sides;
///
/// assert_eq!(read_sides("5x4"), Some((5, 4)));
/// assert_eq!(read_sides(" 3 X 12 "), Some((3, 12)));
/// assert_eq!(read_sides("0x4").or(read_sides("5")).or(read_sides("300x2")), None);
/// ```
#[must_use]
pub fn read_sides(text: &str) -> Option<(u8, u8)> {
    let (width, height) = text.split_once(['x', 'X'])?;
    let side = |side: &str| side.trim().parse::<u8>().ok().filter(|&side| side > 0);
    Some((side(width)?, side(height)?))
}

/// Why a board size was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("a board of {width}×{height} is not supported: each side must be from 1 to {MAX_SIDE}")]
pub struct ShapeError {
    /// The width asked for.
    pub width: usize,
    /// The height asked for.
    pub height: usize,
}

impl BoardShape {
    /// The 4×4 board of Solitaire Chess.
    pub const SOLITAIRE: BoardShape = BoardShape { width: 4, height: 4 };

    /// A board of `width` × `height`.
    ///
    /// # Errors
    /// When a side is 0 or larger than [`MAX_SIDE`].
    pub fn new(width: usize, height: usize) -> Result<BoardShape, ShapeError> {
        let fits = |side: usize| (1..=MAX_SIDE as usize).contains(&side);
        if fits(width) && fits(height) {
            Ok(BoardShape { width: width as u8, height: height as u8 })
        } else {
            Err(ShapeError { width, height })
        }
    }

    /// Number of files.
    #[must_use]
    pub const fn width(self) -> u8 {
        self.width
    }

    /// Number of ranks.
    #[must_use]
    pub const fn height(self) -> u8 {
        self.height
    }

    /// Whether `square` lies on this board.
    #[must_use]
    pub const fn contains(self, square: Square) -> bool {
        square.file() < self.width && square.rank() < self.height
    }

    /// Every square of the board.
    ///
    /// ```
    /// use chesslab_core::board::{BoardShape, Square};
    ///
    /// let shape = BoardShape::new(5, 3).unwrap();
    /// assert_eq!(shape.squares().count(), 15);
    /// assert!(shape.squares().contains(Square::parse("e3").unwrap()));
    /// assert!(!shape.squares().contains(Square::parse("f1").unwrap()));
    /// ```
    #[must_use]
    pub const fn squares(self) -> Bitboard {
        Bitboard::rectangle(self.width, self.height)
    }

    /// Whether the board has as many files as ranks.
    #[must_use]
    pub const fn is_square(self) -> bool {
        self.width == self.height
    }
}
