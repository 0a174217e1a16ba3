//! One grid coordinate for every board the app shows, whatever its size.
//!
//! A [`Cell`] counts its column from the left and its rank from the bottom,
//! both from 0, as chess does (`a1` is the bottom-left cell). Other views of
//! the same cell — a [`Square`] index on boards up to 8×8, a row counted from
//! the top (the N-queens masks), the 1-based `row.column` text of links — are
//! conversions written once, here.

use std::fmt;

use super::Square;

/// A cell of a board of up to 255×255: column from the left, rank from the bottom, from 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    /// Column from the left, from 0 (`a` = 0).
    pub file: u8,
    /// Row from the bottom, from 0 (rank `1` = 0).
    pub rank: u8,
}

// In JSON `{"file": 1, "rank": 3}` (as serde wrote it): Queens's hints name cells so.
crate::json::json_record!(Cell { file, rank });

impl Cell {
    /// The cell `row` rows below the top edge of a board `height` ranks high, in column `col`.
    ///
    /// `None` when the row is not on that board.
    #[must_use]
    pub fn from_top(row: usize, col: usize, height: usize) -> Option<Cell> {
        if row >= height || height > usize::from(u8::MAX) || col > usize::from(u8::MAX) {
            return None;
        }
        Some(Cell { file: col as u8, rank: (height - 1 - row) as u8 })
    }

    /// The row counted from the top of a board `height` ranks high, from 0.
    ///
    /// `None` when the cell lies above that board.
    #[must_use]
    pub fn row_from_top(self, height: usize) -> Option<usize> {
        height.checked_sub(1 + usize::from(self.rank))
    }

    /// The square of this cell, if it lies on an 8×8 grid.
    #[must_use]
    pub const fn square(self) -> Option<Square> {
        Square::new(self.file, self.rank)
    }

    /// Reads the link form `row.column` (both from 1, rows from the top) on a
    /// `size`×`size` board.
    ///
    /// ```
    /// use chesslab_core::board::Cell;
    ///
    /// let cell = Cell::parse_link("1.3", 8).unwrap(); // top row, third column
    /// assert_eq!(cell, Cell { file: 2, rank: 7 });
    /// assert_eq!(cell.to_string(), "c8");
    /// assert_eq!(cell.link_text(8), "1.3");
    /// assert!(Cell::parse_link("9.1", 8).is_err());
    /// ```
    ///
    /// # Errors
    /// [`CellTextError`] when the text is not two numbers or the cell is off the board.
    pub fn parse_link(text: &str, size: usize) -> Result<Cell, CellTextError> {
        let bad = || CellTextError { text: text.chars().take(20).collect(), size };
        let (row, col) = text.split_once('.').ok_or_else(bad)?;
        let (row, col): (usize, usize) = (row.parse().map_err(|_| bad())?, col.parse().map_err(|_| bad())?);
        if !(1..=size).contains(&col) {
            return Err(bad());
        }
        row.checked_sub(1).and_then(|row| Cell::from_top(row, col - 1, size)).ok_or_else(bad)
    }

    /// The link form `row.column` (both from 1, rows from the top) on a board `height` ranks high.
    #[must_use]
    pub fn link_text(self, height: usize) -> String {
        let row = self.row_from_top(height).unwrap_or(0);
        format!("{}.{}", row + 1, usize::from(self.file) + 1)
    }
}

impl From<Square> for Cell {
    fn from(square: Square) -> Cell {
        Cell { file: square.file(), rank: square.rank() }
    }
}

impl fmt::Display for Cell {
    /// Chess names where they exist (`c4`), `file,rank` from 1 beyond the 26th column.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.file {
            file @ 0..=25 => write!(f, "{}{}", (b'a' + file) as char, u16::from(self.rank) + 1),
            file => write!(f, "{},{}", u16::from(file) + 1, u16::from(self.rank) + 1),
        }
    }
}

/// A `row.column` text that names no cell of the board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{text}' is not a square row.column of a {size}×{size} board (both from 1, rows from the top)")]
pub struct CellTextError {
    /// The text, cut to 20 characters.
    pub text: String,
    /// The board's side.
    pub size: usize,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_from_the_top_and_ranks_from_the_bottom_agree() {
        let cell = Cell::from_top(0, 2, 8).unwrap();
        assert_eq!(cell, Cell { file: 2, rank: 7 });
        assert_eq!(cell.row_from_top(8), Some(0));
        assert_eq!(cell.to_string(), "c8");
        assert_eq!(Cell::from_top(8, 0, 8), None);
        assert_eq!(Cell { file: 0, rank: 9 }.row_from_top(8), None);
    }

    #[test]
    fn link_text_round_trips_and_refuses_cells_off_the_board() {
        for size in 1..=27 {
            for row in 0..size {
                for col in 0..size {
                    let cell = Cell::from_top(row, col, size).unwrap();
                    assert_eq!(Cell::parse_link(&cell.link_text(size), size), Ok(cell));
                }
            }
        }
        for text in ["0.1", "1.0", "9.1", "1.9", "1", "a.b", "1.33", "99999999999999999999.1", ""] {
            assert!(Cell::parse_link(text, 8).is_err(), "{text}");
        }
    }

    #[test]
    fn squares_and_cells_convert_both_ways() {
        for index in 0..64 {
            let square = Square::from_index(index).unwrap();
            assert_eq!(Cell::from(square).square(), Some(square));
        }
        assert_eq!(Cell { file: 8, rank: 0 }.square(), None);
    }
}
