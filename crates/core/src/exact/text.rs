//! The text form of a problem, for links and the command line.
//!
//! `<W>x<H>,k=<K>[,vacant][,pieces=<letters>]` (width x height: files x
//! ranks), e.g. `5x5,k=2` or
//! `6x4,k=1,vacant,pieces=QRN`. A shaped board or per-cell counts give a grid
//! instead of `k`: `cells=` then ranks from the top separated by `/`, one
//! character per cell, `-` for a switched-off cell, `0`-`9` then `a`-`g` for
//! 10-16, e.g. `3x3,cells=1-1/111/212`. (A grid has its own name because on a
//! one-rank board `k=12` could be read either way.) `every` (the default
//! mode) is accepted and not printed; `pieces` is printed only when not all
//! six kinds are allowed.

use std::{fmt, str::FromStr};

use super::problem::{AllowedKinds, Mode, Problem, ProblemError, MAX_K};
use crate::board::{read_sides, Square, MAX_SIDE};

/// Longest text accepted: an 8×8 grid and every option fit in well under this.
const MAX_TEXT: usize = 200;

/// Why a problem text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProblemTextError {
    /// Nothing was given.
    #[error("the problem text is empty")]
    Empty,
    /// Longer than any problem needs.
    #[error("the problem text is {0} characters long; no problem needs more than {MAX_TEXT}")]
    TooLong(usize),
    /// The first field is not a size like `5x5`.
    #[error(
        "'{}' is not a board size like 5x5 (width x height: files x ranks, each 1 to 8, or up to 128 cells \
         with k= for every cell)",
        crate::excerpt::shorten(.0)
    )]
    BadSize(String),
    /// Neither a `k=` nor a `cells=` field, or both.
    #[error("give the attack count once: k=<number> (e.g. 5x5,k=2) or a per-cell grid cells=…")]
    MissingK,
    /// A `k` that is not a number.
    #[error("k='{}' is not a number from 0 to {MAX_K}", crate::excerpt::shorten(.0))]
    BadK(String),
    /// A `cells` grid that does not have the board's ranks and files.
    #[error(
        "cells='{}' does not fit the board: one rank per row from the top, separated by '/', \
         one character per cell",
        crate::excerpt::shorten(.0)
    )]
    BadGrid(String),
    /// A grid character that is not `-`, a digit or `a`-`g`.
    #[error(
        "rank {rank} from the top of the cells grid: '{}' is not '-' (switched off), 0-9 or a-g",
        .found.escape_debug()
    )]
    BadGridChar {
        /// The character.
        found: char,
        /// Its rank counted from the top, from 1.
        rank: usize,
    },
    /// A piece letter that is not one of `K Q R B N P`.
    #[error("'{}' is not a piece letter (K Q R B N P)", .0.escape_debug())]
    BadPiece(char),
    /// A field this format does not know.
    #[error("unknown field '{}': expected k=…, cells=…, vacant, every or pieces=…", crate::excerpt::shorten(.0))]
    UnknownField(String),
    /// Both mode words, `every` and `vacant`.
    #[error("'every' and 'vacant' are two modes; give one")]
    TwoModes,
    /// A field a board beyond 8×8 does not take ([`super::ProblemName::Wide`]).
    #[error(
        "'{}' is not for a board beyond 8x8: it takes k=… and vacant or every (every piece, every cell on)",
        crate::excerpt::shorten(.0)
    )]
    WideField(String),
    /// A field given twice.
    #[error("the field '{}' is given twice", crate::excerpt::shorten(.0))]
    Repeated(String),
    /// The fields are well formed but do not make a valid problem.
    #[error(transparent)]
    Invalid(#[from] ProblemError),
}

/// The digit of a grid cell for count `k` (`0`-`9`, `a`-`g`).
fn k_char(k: u8) -> char {
    char::from_digit(u32::from(k), 17).unwrap_or('?')
}

impl Problem {
    /// Reads the text form (see the module notes).
    ///
    /// ```
    /// use chesslab_core::exact::Problem;
    /// let problem = Problem::parse("3x3,cells=1-1/111/212,pieces=nq").unwrap();
    /// assert_eq!(problem.to_text(), "3x3,cells=1-1/111/212,pieces=QN");
    /// assert!(Problem::parse("3x3,k=99").is_err());
    /// ```
    ///
    /// # Errors
    /// A [`ProblemTextError`] naming the faulty field.
    pub fn parse(text: &str) -> Result<Problem, ProblemTextError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ProblemTextError::Empty);
        }
        let length = text.chars().count();
        if length > MAX_TEXT {
            return Err(ProblemTextError::TooLong(length));
        }
        let mut fields = text.split(',').map(str::trim);
        let (width, height) = parse_board_size(fields.next().unwrap_or(""))?;
        let (mut k, mut grid, mut mode, mut pieces) = (None, None, None, None);
        for field in fields {
            let (name, value) = field.split_once('=').unwrap_or((field, ""));
            let word = name.to_ascii_lowercase();
            let slot_taken = match word.as_str() {
                "k" => k.replace(value).is_some(),
                "cells" => grid.replace(value).is_some(),
                "vacant" | "every" if value.is_empty() => {
                    let new = if word == "vacant" { Mode::VacantCells } else { Mode::EveryCell };
                    match mode.replace(new) {
                        Some(old) if old != new => return Err(ProblemTextError::TwoModes),
                        old => old.is_some(),
                    }
                }
                "pieces" => pieces.replace(value).is_some(),
                _ => return Err(ProblemTextError::UnknownField(field.to_string())),
            };
            if slot_taken {
                return Err(ProblemTextError::Repeated(name.to_string()));
            }
        }
        let mut problem = match (k, grid) {
            (Some(k), None) => {
                let k = k.parse::<u8>().map_err(|_| ProblemTextError::BadK(k.to_string()))?;
                Problem::rectangle(width, height, k)?
            }
            (None, Some(grid)) => build_board(width, height, grid)?,
            _ => return Err(ProblemTextError::MissingK),
        };
        problem = problem.with_mode(mode.unwrap_or_default());
        if let Some(letters) = pieces {
            problem = problem
                .with_pieces(AllowedKinds::from_letters(letters).map_err(ProblemTextError::BadPiece)?)?;
        }
        Ok(problem)
    }

    /// The text form, the inverse of [`Problem::parse`].
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = format!("{}x{},", self.width(), self.height());
        match self.uniform_k().filter(|_| self.is_rectangle()) {
            Some(k) => text.push_str(&format!("k={k}")),
            None => text.push_str(&format!("cells={}", self.k_grid_text())),
        }
        if self.mode() == Mode::VacantCells {
            text.push_str(",vacant");
        }
        if self.pieces() != AllowedKinds::ALL {
            text.push_str(&format!(",pieces={}", self.pieces()));
        }
        text
    }

    fn k_grid_text(&self) -> String {
        let ranks: Vec<String> = (0..self.height())
            .rev()
            .map(|rank| {
                (0..self.width())
                    .filter_map(|file| Square::new(file, rank))
                    .map(|square| if self.is_on(square) { k_char(self.k_at(square)) } else { '-' })
                    .collect()
            })
            .collect();
        ranks.join("/")
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

impl FromStr for Problem {
    type Err = ProblemTextError;
    fn from_str(text: &str) -> Result<Problem, ProblemTextError> {
        Problem::parse(text)
    }
}

/// Reads a board size `AxB` (`x` or `X`, each side 1 to 8) as `(A, B)`.
///
/// ```
/// use chesslab_core::exact::parse_board_size;
///
/// assert_eq!(parse_board_size("5x4")?, (5, 4));
/// assert_eq!(parse_board_size(" 3 X 3 ")?, (3, 3));
/// assert!(parse_board_size("9x9").is_err() && parse_board_size("5").is_err());
/// # Ok::<(), chesslab_core::exact::ProblemTextError>(())
/// ```
///
/// # Errors
/// [`ProblemTextError::BadSize`] for anything else.
pub fn parse_board_size(field: &str) -> Result<(usize, usize), ProblemTextError> {
    let (width, height) = read_sides(field)
        .filter(|&(width, height)| width.max(height) <= MAX_SIDE)
        .ok_or_else(|| ProblemTextError::BadSize(field.to_string()))?;
    Ok((width.into(), height.into()))
}

fn build_board(width: usize, height: usize, k: &str) -> Result<Problem, ProblemTextError> {
    let ranks: Vec<&str> = k.split('/').collect();
    if ranks.len() != height || ranks.iter().any(|rank| rank.chars().count() != width) {
        return Err(ProblemTextError::BadGrid(k.to_string()));
    }
    let mut problem = Problem::rectangle(width, height, 0)?;
    for (from_top, rank_text) in ranks.iter().enumerate() {
        let rank = (height - 1 - from_top) as u8;
        for (file, found) in rank_text.chars().enumerate() {
            let square =
                Square::new(file as u8, rank).ok_or_else(|| ProblemTextError::BadGrid(k.to_string()))?;
            let bad_char = ProblemTextError::BadGridChar { found, rank: from_top + 1 };
            problem = match found {
                '-' => problem.with_cell_off(square).map_err(|error| match error {
                    ProblemError::NoCells => error.into(),
                    _ => bad_char,
                })?,
                _ => {
                    let value = found.to_digit(17).ok_or(bad_char)?;
                    problem.with_k_at(square, value as u8)?
                }
            };
        }
    }
    Ok(problem)
}
