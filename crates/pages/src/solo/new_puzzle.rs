//! New puzzles: the generator's form (level, board size, pieces, one
//! solution only), the daily puzzle, a typed puzzle code and the choice of rules.

use super::{Effect, Origin, SoloPage, Tone};
use crate::solo::Game;
use chesslab_core::solo::{daily_options, day_of, GenerateError, GenerateTask, Level, RulesPreset};

/// The "New puzzle" form as the player filled it in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewPuzzleForm<'a> {
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
    /// The generator options the form asks for, under `rules`, with `seed`.
    ///
    /// # Errors
    /// A [`FormError`] for a piece count that is no number or that the generator refuses.
    pub fn options(&self, rules: RulesPreset, seed: u64) -> Result<GenerateTask, FormError> {
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
            rules,
            size: self.size.parse().unwrap_or(4),
            pieces,
        };
        options.check()?;
        Ok(options)
    }
}

impl SoloPage {
    /// "New puzzle": generates one as the form asks, from `seed`; a bad
    /// form is explained (and its text stays in its box).
    pub fn new_puzzle(&mut self, form: &NewPuzzleForm<'_>, seed: u64, now_ms: f64) -> Vec<Effect> {
        match form.options(self.game().rules(), seed) {
            Ok(options) => self.start_generate(options, None, now_ms),
            Err(error) => self.say(format!("Cannot generate: {error}."), Tone::Error),
        }
        self.take()
    }

    /// Today's puzzle (UTC) under the rules chosen: the same for everyone.
    pub fn daily(&mut self, now_ms: f64) -> Vec<Effect> {
        let day = day_of(now_ms);
        self.start_generate(daily_options(day, self.game().rules()), Some(day), now_ms);
        self.take()
    }

    /// The rules chosen by their name: the same puzzle again under them.
    pub fn change_rules(&mut self, name: &str, now_ms: f64) -> Vec<Effect> {
        let rules: RulesPreset = name.parse().unwrap_or_default();
        match Game::new(&self.game().code(), rules) {
            Ok(game) => {
                let note = format!("Rules: {}.", super::texts::rules_label(rules));
                self.load(game, Origin::Opened, &note, now_ms);
                // The editor's verdict depends on the rules.
                self.analyse_edited(now_ms);
            }
            Err(error) => self.say(error.to_string(), Tone::Error),
        }
        self.take()
    }

    /// Opens a typed puzzle code; a bad one is explained (and stays in its box).
    pub fn open_code(&mut self, text: &str, now_ms: f64) -> Vec<Effect> {
        match Game::new(text, self.game().rules()) {
            Ok(game) => self.load(game, Origin::Opened, "Puzzle opened.", now_ms),
            Err(error) => self.say(format!("Cannot open that code: {error}."), Tone::Error),
        }
        self.take()
    }
}
