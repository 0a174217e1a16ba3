//! The player's settings, one record for every page: the look (light, dark
//! or the system's; a board theme; high contrast) and Solo's switches
//! (sound, "warn me"). Stored as one short line, `theme=dark;board=brown;
//! sound=off;warn=on`, read by hand rather than through serde: the record is
//! read before the first paint, and its own reader costs the page's wasm a
//! few hundred bytes where a derived one costs kilobytes.

use chesslab_core::excerpt::shorten;

/// Where the settings are stored.
pub const SETTINGS_KEY: &str = "chess-puzzle-lab.settings";

/// Where a stored record that cannot be read is kept aside.
pub const SETTINGS_KEPT_KEY: &str = "chess-puzzle-lab.settings.unreadable";

/// Light or dark.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// As the system is set (`prefers-color-scheme`).
    #[default]
    System,
    /// Light, whatever the system says.
    Light,
    /// Dark, whatever the system says.
    Dark,
    /// Black on white, strong marks and edges.
    Contrast,
}

/// The board's colours.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BoardTheme {
    /// Green and cream, as chess.com's default.
    #[default]
    Green,
    /// Brown and tan, as lichess's default.
    Brown,
    /// Blue and grey.
    Blue,
}

/// Every setting the player can change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Settings {
    /// Light or dark.
    pub theme: Theme,
    /// The board's colours.
    pub board: BoardTheme,
    /// Solo's sounds.
    pub sound: bool,
    /// Solo tells at once when a win is no longer possible.
    pub warn: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { theme: Theme::System, board: BoardTheme::Green, sound: true, warn: true }
    }
}

/// Why a stored settings record cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    /// An entry is not `name=value` (quoted as a message quotes stored text: cut short, its
    /// control characters escaped, so a stored escape sequence cannot reach a console raw).
    #[error("'{0}' is not a setting written name=value")]
    Entry(String),
    /// A known setting has a value it does not take.
    #[error("the setting '{name}' cannot be '{value}'")]
    Value {
        /// The setting.
        name: &'static str,
        /// Its value, as a message quotes it ([`shorten`]).
        value: String,
    },
}

/// A setting that is one of a few choices: each has a name, as stored (and
/// as the page's `data-theme` or `data-board` says it), and a label, as a player reads it.
pub trait Choice: Copy + Sized + 'static {
    /// Every choice, in the order a select lists them.
    const ALL: &'static [Self];

    /// Its stored name.
    fn name(self) -> &'static str;

    /// Its label.
    fn label(self) -> &'static str;

    /// The choice named `text`, if one is.
    fn named(text: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|choice| choice.name() == text)
    }

    /// Every choice's stored name and label, for a select.
    fn options() -> Vec<(&'static str, &'static str)> {
        Self::ALL.iter().map(|choice| (choice.name(), choice.label())).collect()
    }
}

impl Choice for Theme {
    const ALL: &'static [Theme] = &[Theme::System, Theme::Light, Theme::Dark, Theme::Contrast];
    fn name(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
            Theme::Contrast => "contrast",
        }
    }
    fn label(self) -> &'static str {
        match self {
            Theme::System => "As the system",
            Theme::Light => "Light",
            Theme::Dark => "Dark",
            Theme::Contrast => "High contrast",
        }
    }
}

impl Choice for BoardTheme {
    const ALL: &'static [BoardTheme] = &[BoardTheme::Green, BoardTheme::Brown, BoardTheme::Blue];
    fn name(self) -> &'static str {
        match self {
            BoardTheme::Green => "green",
            BoardTheme::Brown => "brown",
            BoardTheme::Blue => "blue",
        }
    }
    fn label(self) -> &'static str {
        match self {
            BoardTheme::Green => "Green",
            BoardTheme::Brown => "Brown",
            BoardTheme::Blue => "Blue",
        }
    }
}

impl Settings {
    /// Reads what [`Settings::to_storage`] wrote. A setting a later version
    /// added is skipped; one that is missing keeps its default.
    ///
    /// ```
    /// use chesslab_pages::settings::{BoardTheme, Settings, Theme};
    ///
    /// let settings = Settings::from_storage("theme=dark;board=brown;sound=off")?;
    /// assert_eq!(settings, Settings { theme: Theme::Dark, board: BoardTheme::Brown, sound: false, warn: true });
    /// assert_eq!(Settings::from_storage(&settings.to_storage())?, settings);
    /// assert!(Settings::from_storage("theme=purple").is_err());
    /// # Ok::<(), chesslab_pages::settings::SettingsError>(())
    /// ```
    ///
    /// # Errors
    /// A [`SettingsError`] for an entry that is not `name=value`, or a
    /// value a known setting does not take.
    pub fn from_storage(text: &str) -> Result<Settings, SettingsError> {
        let mut settings = Settings::default();
        for entry in text.split(';').map(str::trim).filter(|entry| !entry.is_empty()) {
            let Some((name, value)) = entry.split_once('=') else {
                return Err(SettingsError::Entry(shorten(entry)));
            };
            let refused = |name| SettingsError::Value { name, value: shorten(value) };
            match name.trim() {
                "theme" => settings.theme = Theme::named(value).ok_or_else(|| refused("theme"))?,
                "board" => settings.board = BoardTheme::named(value).ok_or_else(|| refused("board"))?,
                "sound" => settings.sound = switch(value).ok_or_else(|| refused("sound"))?,
                "warn" => settings.warn = switch(value).ok_or_else(|| refused("warn"))?,
                _ => {}
            }
        }
        Ok(settings)
    }

    /// The text to store.
    #[must_use]
    pub fn to_storage(&self) -> String {
        let on = |on: bool| if on { "on" } else { "off" };
        format!(
            "theme={};board={};sound={};warn={}",
            self.theme.name(),
            self.board.name(),
            on(self.sound),
            on(self.warn)
        )
    }
}

/// `on` or `off`.
fn switch(value: &str) -> Option<bool> {
    match value {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use proptest::prelude::*;

    fn any_settings() -> impl Strategy<Value = Settings> {
        (0..4usize, 0..3usize, any::<bool>(), any::<bool>()).prop_map(|(theme, board, sound, warn)| {
            Settings { theme: Theme::ALL[theme], board: BoardTheme::ALL[board], sound, warn }
        })
    }

    proptest! {
        #[test]
        fn what_is_stored_reads_back(settings in any_settings()) {
            prop_assert_eq!(Settings::from_storage(&settings.to_storage()), Ok(settings));
        }

        #[test]
        fn any_text_is_read_or_refused_never_a_panic(text in ".{0,80}") {
            let _ = Settings::from_storage(&text);
        }

        #[test]
        fn a_setting_from_a_later_version_is_skipped(settings in any_settings(), name in "[a-z]{6,12}", value in "[a-z]{0,8}") {
            prop_assume!(!["theme", "board", "sound", "warn"].contains(&name.as_str()));
            let text = format!("{};{name}={value}", settings.to_storage());
            prop_assert_eq!(Settings::from_storage(&text), Ok(settings));
        }
    }

    #[test]
    fn bad_entries_say_what_is_wrong() {
        assert_eq!(
            Settings::from_storage("sound").unwrap_err().to_string(),
            "'sound' is not a setting written name=value"
        );
        assert_eq!(
            Settings::from_storage("warn=maybe").unwrap_err().to_string(),
            "the setting 'warn' cannot be 'maybe'"
        );
        assert_eq!(Settings::from_storage("").unwrap(), Settings::default());
    }

    #[test]
    fn control_characters_in_a_stored_entry_are_escaped_in_its_message() {
        for (text, said) in [
            ("theme=\u{1b}[2J\u{7}", "the setting 'theme' cannot be '\\u{1b}[2J\\u{7}'"),
            ("sound\r\nwarn", "'sound\\r\\nwarn' is not a setting written name=value"),
        ] {
            let message = Settings::from_storage(text).unwrap_err().to_string();
            assert_eq!(message, said);
            assert!(!message.chars().any(char::is_control), "{message:?}");
        }
    }
}
