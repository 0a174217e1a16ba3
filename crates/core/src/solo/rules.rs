//! The rule sets: Solitaire Chess, Solo Chess, and limits in between.

use std::{fmt, str::FromStr};

use super::Position;
use crate::{board::PieceKind, json::json_names};

/// The rules of a Solo Chess variant, as a value so that variants share one solver.
///
/// In every variant all pieces are one colour, every move captures, and the
/// puzzle is won when one piece is left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Rules {
    /// How many captures one piece may make in the whole game, if limited.
    pub capture_limit: Option<u8>,
    /// Whether a king may be captured. When not, a king must be the last piece.
    pub kings_capturable: bool,
}

impl Rules {
    /// ThinkFun's 4×4 Solitaire Chess: no capture limit, kings are ordinary pieces.
    pub const SOLITAIRE: Rules = Rules { capture_limit: None, kings_capturable: true };

    /// chess.com's Solo Chess: at most two captures per piece, a king must be the last piece.
    pub const SOLO: Rules = Rules { capture_limit: Some(2), kings_capturable: false };

    /// Whether the piece on a square that has captured `captures_made` times may capture again.
    #[must_use]
    pub fn may_capture(self, captures_made: u8) -> bool {
        self.capture_limit.is_none_or(|limit| captures_made < limit)
    }

    /// Whether a piece of this kind may be captured.
    #[must_use]
    pub fn may_be_captured(self, kind: PieceKind) -> bool {
        self.kings_capturable || kind != PieceKind::King
    }

    /// A quick test that never says no to a winnable position: it rules out
    /// positions with two uncapturable kings or too few captures left.
    #[must_use]
    pub fn could_still_win(self, position: &Position) -> bool {
        let pieces = position.piece_count();
        if !self.kings_capturable && position.pieces_of(PieceKind::King).count() > 1 {
            return false;
        }
        match self.capture_limit {
            None => true,
            Some(limit) => {
                let captures_left: u32 = position
                    .occupied()
                    .squares()
                    .map(|square| u32::from(limit.saturating_sub(position.captures_made(square))))
                    .sum();
                captures_left + 1 >= pieces
            }
        }
    }

    /// The position as the solver's memo should store it: capture counts only
    /// matter when captures are limited, and dropping them lets transpositions meet.
    #[must_use]
    pub fn memo_key(self, position: &Position) -> Position {
        if self.capture_limit.is_some() {
            *position
        } else {
            position.without_capture_counts()
        }
    }
}

/// The named rule sets a user can pick.
///
/// ```
/// use chesslab_core::solo::{Rules, RulesPreset};
///
/// let preset: RulesPreset = "solo".parse()?;
/// assert_eq!(preset.rules(), Rules::SOLO);
/// assert_eq!(preset.rules().capture_limit, Some(2));
/// assert_eq!(preset.to_string(), "solo");
/// assert!("chess".parse::<RulesPreset>().is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RulesPreset {
    /// [`Rules::SOLITAIRE`].
    #[default]
    Solitaire,
    /// [`Rules::SOLO`].
    Solo,
}

impl RulesPreset {
    /// The rules this name stands for.
    #[must_use]
    pub const fn rules(self) -> Rules {
        match self {
            RulesPreset::Solitaire => Rules::SOLITAIRE,
            RulesPreset::Solo => Rules::SOLO,
        }
    }

    /// The name used on the command line and in links.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            RulesPreset::Solitaire => "solitaire",
            RulesPreset::Solo => "solo",
        }
    }
}

impl fmt::Display for RulesPreset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rule set name other than `solitaire` or `solo`; the text given is kept.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown rules '{}': use 'solitaire' or 'solo'", crate::excerpt::shorten(.0))]
pub struct UnknownRules(pub String);

impl FromStr for RulesPreset {
    type Err = UnknownRules;

    fn from_str(text: &str) -> Result<RulesPreset, UnknownRules> {
        match text {
            "solitaire" => Ok(RulesPreset::Solitaire),
            "solo" => Ok(RulesPreset::Solo),
            other => Err(UnknownRules(other.to_string())),
        }
    }
}

impl TryFrom<String> for RulesPreset {
    type Error = UnknownRules;

    /// As [`FromStr`] reads it, so that a bad name in a task or a link is refused
    /// with this short message rather than serde's.
    fn try_from(text: String) -> Result<RulesPreset, UnknownRules> {
        text.parse()
    }
}

json_names!(RulesPreset { Solitaire = "solitaire", Solo = "solo" });
