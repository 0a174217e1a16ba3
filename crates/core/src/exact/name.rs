//! A problem's name on any board a solver takes: the text form of a
//! [`Problem`] (up to 8×8, [`Problem::parse`]), or beyond 8×8 a full
//! rectangle of up to [`MAX_WIDE_CELLS`] cells with one count, as the table
//! names its 9×9 and Rennhak's boards (`9x9,k=1`, `9x4,k=1`).
//!
//! Every name gives the board as **width x height** (files × ranks): `9x4`
//! is 9 files wide and 4 ranks high, in the table, the part and reply lines,
//! the links and the command line alike.

use std::fmt;

use super::{
    problem::{AllowedKinds, Mode, Problem, ProblemError, MAX_K},
    text::ProblemTextError,
    wide::MAX_WIDE_CELLS,
};
use crate::board::{read_sides, MAX_SIDE};

/// A problem named by its text: on a board of at most 8×8, or beyond.
///
/// ```
/// use chesslab_core::exact::{Mode, ProblemName};
///
/// let five = ProblemName::parse("5x5,k=3,vacant")?;
/// assert!(matches!(five, ProblemName::Board(_)));
/// let rennhak = ProblemName::parse("9x4,k=1")?; // 9 files, 4 ranks
/// assert_eq!(rennhak, ProblemName::Wide { width: 9, height: 4, k: 1, mode: Mode::EveryCell });
/// assert_eq!(rennhak.to_string(), "9x4,k=1");
/// assert!(ProblemName::parse("9x4,cells=1").is_err()); // beyond 8×8: one count for every cell
/// # Ok::<(), chesslab_core::exact::ProblemTextError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ProblemName {
    /// A problem on a board of at most 8×8.
    Board(Problem),
    /// A full rectangle with a side beyond 8 (at most [`MAX_WIDE_CELLS`]
    /// cells), every counted cell needing `k`, every piece allowed.
    Wide {
        /// Files.
        width: u8,
        /// Ranks.
        height: u8,
        /// The count every counted cell needs.
        k: u8,
        /// Which cells count.
        mode: Mode,
    },
}

impl ProblemName {
    /// Reads a name: [`Problem::parse`]'s text form, or beyond 8×8
    /// `<W>x<H>,k=<K>[,vacant]` (`every` and `pieces=KQRBNP` are taken too).
    ///
    /// # Errors
    /// A [`ProblemTextError`] naming the faulty field.
    pub fn parse(text: &str) -> Result<ProblemName, ProblemTextError> {
        let trimmed = text.trim();
        let size = trimmed.split(',').next().unwrap_or("");
        let Some((width, height)) = wide_size(size) else {
            return Problem::parse(text).map(ProblemName::Board);
        };
        if trimmed.chars().count() > 200 {
            return Err(ProblemTextError::TooLong(trimmed.chars().count()));
        }
        let (mut k, mut mode) = (None, None);
        for field in trimmed.split(',').skip(1).map(str::trim) {
            let (name, value) = field.split_once('=').unwrap_or((field, ""));
            let word = name.to_ascii_lowercase();
            let taken = match (word.as_str(), value) {
                ("k", _) => {
                    let count = value.parse::<u8>().map_err(|_| ProblemTextError::BadK(value.to_string()))?;
                    if count > MAX_K {
                        return Err(ProblemError::KTooLarge { k: count }.into());
                    }
                    k.replace(count).is_some()
                }
                ("vacant" | "every", "") => {
                    let new = if word == "vacant" { Mode::VacantCells } else { Mode::EveryCell };
                    match mode.replace(new) {
                        Some(old) if old != new => return Err(ProblemTextError::TwoModes),
                        old => old.is_some(),
                    }
                }
                ("pieces", _) if AllowedKinds::from_letters(value) == Ok(AllowedKinds::ALL) => false,
                _ => return Err(ProblemTextError::WideField(field.to_string())),
            };
            if taken {
                return Err(ProblemTextError::Repeated(name.to_string()));
            }
        }
        let k = k.ok_or(ProblemTextError::MissingK)?;
        Ok(ProblemName::Wide { width, height, k, mode: mode.unwrap_or_default() })
    }

    /// The board's width and height (files, ranks).
    #[must_use]
    pub fn size(&self) -> (u8, u8) {
        match self {
            ProblemName::Board(problem) => (problem.width(), problem.height()),
            ProblemName::Wide { width, height, .. } => (*width, *height),
        }
    }
}

impl fmt::Display for ProblemName {
    /// The name as the table writes it ([`Problem::to_text`] up to 8×8).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProblemName::Board(problem) => f.write_str(&problem.to_text()),
            ProblemName::Wide { width, height, k, mode } => {
                let vacant = if *mode == Mode::VacantCells { ",vacant" } else { "" };
                write!(f, "{width}x{height},k={k}{vacant}")
            }
        }
    }
}

/// The sides of `field` when it is a size `<W>x<H>` beyond 8×8 that a wide
/// board takes (each side from 1, at most [`MAX_WIDE_CELLS`] cells).
fn wide_size(field: &str) -> Option<(u8, u8)> {
    let (width, height) = read_sides(field)?;
    let beyond = width > MAX_SIDE || height > MAX_SIDE;
    (beyond && usize::from(width) * usize::from(height) <= MAX_WIDE_CELLS).then_some((width, height))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wide_name_takes_one_count_and_a_mode_only() {
        let wide = |text: &str| ProblemName::parse(text);
        assert_eq!(
            wide(" 4X9 , K=2 , vacant "),
            Ok(ProblemName::Wide { width: 4, height: 9, k: 2, mode: Mode::VacantCells })
        );
        assert_eq!(wide("9x4,k=1,every,pieces=pnbrqk").map(|name| name.to_string()), Ok("9x4,k=1".into()));
        assert_eq!(wide("9x4"), Err(ProblemTextError::MissingK));
        assert_eq!(wide("9x4,k=1,k=1"), Err(ProblemTextError::Repeated("k".into())));
        assert_eq!(wide("9x4,k=17"), Err(ProblemError::KTooLarge { k: 17 }.into()));
        assert_eq!(wide("9x4,every,vacant,k=1"), Err(ProblemTextError::TwoModes));
        assert_eq!(wide("9x4,k=1,pieces=Q"), Err(ProblemTextError::WideField("pieces=Q".into())));
        assert!(matches!(wide("12x12,k=1"), Err(ProblemTextError::BadSize(_))), "144 cells");
        assert!(matches!(wide("0x9,k=1"), Err(ProblemTextError::BadSize(_))));
        assert_eq!(wide("8x8,k=1").map(|name| name.size()), Ok((8, 8)));
    }
}
