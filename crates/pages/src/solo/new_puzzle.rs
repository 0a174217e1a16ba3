//! New puzzles: the generator's form (rules, board size, level, pieces, one
//! solution only), the daily puzzle, a typed puzzle code and the choice of rules.

use super::{Effect, Origin, SoloPage, Source, Tone};
use crate::solo::Game;
use chesslab_core::solo::{daily_options, day_of, GenerateError, GenerateTask, Level, RulesPreset};

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

impl SoloPage {
    /// "Make puzzle": generates one as the form asks, from `seed`; a bad
    /// form is explained (and its text stays in its box) until it makes one.
    pub fn new_puzzle(&mut self, form: &NewPuzzleForm<'_>, seed: u64, now_ms: f64) -> Vec<Effect> {
        match form.options(seed) {
            Ok(options) => {
                self.form_error = None;
                self.start_generate(options, None, now_ms);
            }
            Err(error) => {
                let message = format!("Cannot generate: {error}.");
                self.form_error = Some(message.clone());
                self.say(message, Tone::Error);
            }
        }
        self.take()
    }

    /// Why the last form (New puzzle, puzzle code) was refused, until one is
    /// accepted: the dialog it was typed in says so and stays open.
    #[must_use]
    pub fn form_error(&self) -> Option<&str> {
        self.form_error.as_deref()
    }

    /// Today's puzzle (UTC) under the rules named `rules` (as the form
    /// names them): the same for everyone.
    pub fn daily(&mut self, rules: &str, now_ms: f64) -> Vec<Effect> {
        let day = day_of(now_ms);
        let rules = rules.parse::<RulesPreset>().unwrap_or_default();
        self.start_generate(daily_options(day, rules), Some(day), now_ms);
        self.take()
    }

    /// The rules chosen by their name: the same puzzle again under them.
    pub fn change_rules(&mut self, name: &str, now_ms: f64) -> Vec<Effect> {
        let rules: RulesPreset = name.parse().unwrap_or_default();
        match Game::new(&self.game().code(), rules) {
            Ok(game) => {
                let note = format!("Rules: {}.", super::texts::rules_label(rules));
                self.load(game, Origin::Opened(Source::Custom), &note, now_ms);
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
            Ok(game) => {
                self.form_error = None;
                self.load(game, Origin::Opened(Source::Code), "Puzzle opened.", now_ms);
            }
            Err(error) => {
                let message = format!("Cannot open that code: {error}.");
                self.form_error = Some(message.clone());
                self.say(message, Tone::Error);
            }
        }
        self.take()
    }
}
