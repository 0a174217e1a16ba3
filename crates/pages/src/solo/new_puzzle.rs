//! The "New puzzle" form (rules, board size, level, pieces, one solution
//! only) as the player filled it in, read into the generator's task.

use chesslab_core::solo::{GenerateError, GenerateTask, Level, RulesPreset};

/// The "New puzzle" form as the player filled it in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewPuzzleForm<'a> {
    /// The rules' name (an unknown one reads as Solitaire Chess).
    pub rules: &'a str,
    /// The level's name (an unknown one reads as beginner).
    pub level: &'a str,
    /// The board's side (an unreadable one reads as 4).
    pub size: &'a str,
    /// The number of pieces, or blank for the level's choice.
    pub pieces: &'a str,
    /// One solution only.
    pub unique: bool,
}

/// Why the form asks for no puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FormError {
    /// The piece count is not a number (shown cut to 12 characters).
    #[error("'{0}' is not a number of pieces")]
    Pieces(String),
    /// The generator refuses the size or count.
    #[error(transparent)]
    Options(#[from] GenerateError),
}

impl NewPuzzleForm<'_> {
    /// The generator options the form asks for, with `seed`.
    ///
    /// # Errors
    /// A [`FormError`] for a piece count that is no number or that the generator refuses.
    pub fn options(&self, seed: u64) -> Result<GenerateTask, FormError> {
        let pieces = match self.pieces.trim() {
            "" => None,
            count => {
                Some(count.parse::<u8>().map_err(|_| FormError::Pieces(count.chars().take(12).collect()))?)
            }
        };
        let options = GenerateTask {
            level: self.level.parse::<Level>().unwrap_or_default(),
            seed,
            unique: self.unique,
            rules: self.rules.parse::<RulesPreset>().unwrap_or_default(),
            size: self.size.parse().unwrap_or(4),
            pieces,
        };
        options.check()?;
        Ok(options)
    }
}
