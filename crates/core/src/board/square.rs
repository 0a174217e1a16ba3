//! Squares, named as in chess (`a1` bottom left).

use std::fmt;

use crate::json::{FromJson, Json, JsonError, ToJson};

/// A square of a board of at most 8×8: file `a`… from the left, rank `1`… from the bottom.
///
/// In JSON, its index, checked when read back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl TryFrom<u8> for Square {
    type Error = String;

    fn try_from(index: u8) -> Result<Square, String> {
        Square::from_index(index).ok_or_else(|| format!("square index {index} is not below 64"))
    }
}

impl From<Square> for u8 {
    fn from(square: Square) -> u8 {
        square.0
    }
}

impl Square {
    /// The square on `file` (0 = `a`) and `rank` (0 = `1`), if both are below 8.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The square with this index (`rank * 8 + file`), if it is below 64.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square with index `index % 64`: for indices taken from a 64-bit mask,
    /// which are below 64 by construction, without a check that can fail.
    #[inline]
    #[must_use]
    pub const fn from_index_wrapping(index: usize) -> Square {
        Square((index % 64) as u8)
    }

    /// The index `rank * 8 + file`, as a table index.
    #[inline]
    #[must_use]
    pub const fn to_usize(self) -> usize {
        self.0 as usize
    }

    /// The index `rank * 8 + file`, from 0 to 63.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The file, 0 for `a`.
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    /// The rank, 0 for `1` (the bottom row).
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    /// The square `df` files and `dr` ranks away, if that is still on an 8×8 grid.
    #[must_use]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let file = self.file() as i8 + df;
        let rank = self.rank() as i8 + dr;
        if file >= 0 && rank >= 0 {
            Square::new(file as u8, rank as u8)
        } else {
            None
        }
    }

    /// Parses a square name such as `c4` (file letter, rank digit).
    ///
    /// ```
    /// use chesslab_core::board::Square;
    ///
    /// let c4 = Square::parse("c4").unwrap();
    /// assert_eq!((c4.file(), c4.rank(), c4.index()), (2, 3, 26));
    /// assert_eq!(c4.to_string(), "c4");
    /// assert_eq!(Square::parse("i1"), None);
    /// assert_eq!(Square::parse("a9"), None);
    /// ```
    #[must_use]
    pub fn parse(name: &str) -> Option<Square> {
        let mut chars = name.chars();
        let file = chars.next()?;
        let rank = chars.next()?;
        if chars.next().is_some() || !('a'..='h').contains(&file) || !('1'..='8').contains(&rank) {
            return None;
        }
        Square::new(file as u8 - b'a', rank as u8 - b'1')
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

/// In JSON a square is its index, checked when read.
impl FromJson for Square {
    fn from_json(json: &Json) -> Result<Square, JsonError> {
        Square::try_from(u8::from_json(json)?).map_err(JsonError)
    }
}

impl ToJson for Square {
    fn to_json(&self) -> Json {
        self.0.to_json()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for index in 0..64 {
            let square = Square::from_index(index).unwrap();
            assert_eq!(Square::parse(&square.to_string()), Some(square));
        }
        assert_eq!(Square::new(2, 3).unwrap().to_string(), "c4");
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("a"), None);
        assert_eq!(Square::parse("a1x"), None);
    }

    #[test]
    fn squares_are_checked_when_read_back() {
        let c4 = Square::new(2, 3).unwrap();
        assert_eq!(c4.to_json().to_text(), "26");
        let read = |text: &str| Square::from_text(text);
        assert_eq!(read("26"), Ok(c4));
        assert!(read("200").is_err());
    }

    #[test]
    fn offsets_stay_on_the_grid() {
        let a1 = Square::new(0, 0).unwrap();
        assert_eq!(a1.offset(-1, 0), None);
        assert_eq!(a1.offset(1, 2), Square::new(1, 2));
        assert_eq!(Square::new(7, 7).unwrap().offset(1, 0), None);
    }
}
