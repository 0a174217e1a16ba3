//! Status messages and how they look.

/// How a status message should look.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tone {
    /// Plain information.
    #[default]
    Info,
    /// A puzzle solved, a result found.
    Success,
    /// Something the player may want to undo.
    Warning,
    /// Something failed.
    Error,
}

impl Tone {
    /// The tone's name, as the page's CSS knows it (`status info`, …).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Tone::Info => "info",
            Tone::Success => "success",
            Tone::Warning => "warning",
            Tone::Error => "error",
        }
    }
}

/// A status line: its text and tone.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Message {
    /// What the line says (plain text, never HTML).
    pub text: String,
    /// How it looks.
    pub tone: Tone,
}

impl Message {
    /// A message of `tone` saying `text`.
    #[must_use]
    pub fn new(text: impl Into<String>, tone: Tone) -> Message {
        Message { text: text.into(), tone }
    }
}
