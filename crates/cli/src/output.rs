//! Printing results: how a command prints (resolved once from `--json` and
//! the terminal), text that survives a closed pipe, one-line JSON, and the
//! errors a command ends with.

use std::io::{IsTerminal, Write};

use chesslab_core::excerpt::shorten;

use super::args::OutputArgs;

/// How a command prints, resolved once from its [`OutputArgs`] and whether
/// stderr is a terminal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Output {
    /// One JSON object on stdout instead of text.
    pub json: bool,
    /// Progress on stderr: only for a person watching, never around JSON.
    pub progress: bool,
}

impl Output {
    /// The output asked for with `--json` or not.
    #[must_use]
    pub fn new(json: bool) -> Output {
        Output { json, progress: !json && std::io::stderr().is_terminal() }
    }

    /// The output of a command's [`OutputArgs`].
    #[must_use]
    pub fn of(args: &OutputArgs) -> Output {
        Output::new(args.json)
    }

    /// Prints `json` with `--json`, else runs `text` (which prints the text form).
    ///
    /// # Errors
    /// As [`say`], or what `text` returns.
    pub fn print<T: serde::Serialize>(
        self,
        json: &T,
        text: impl FnOnce() -> Result<(), CommandError>,
    ) -> Result<(), CommandError> {
        if self.json {
            print_json(json)
        } else {
            text()
        }
    }
}

/// Why a command failed after its arguments were read.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// The puzzle, board or file given is wrong; the message says how.
    #[error("{0}")]
    Input(String),
    /// The arguments are each valid but do not go together; the message says why.
    #[error("{0}")]
    Usage(String),
    /// Printing failed for a reason other than a closed pipe.
    #[error("cannot print the result: {0}")]
    Output(std::io::Error),
    /// The reader of the output went away (`| head`): stop quietly.
    #[error("the output was closed")]
    ClosedOutput,
}

impl CommandError {
    /// The process exit code for this error.
    #[must_use]
    pub fn exit_code(&self) -> i32 {
        match self {
            CommandError::ClosedOutput => 0,
            CommandError::Input(_) | CommandError::Output(_) => 1,
            CommandError::Usage(_) => 2,
        }
    }

    /// A usage error (the arguments are wrong) from anything that explains itself.
    pub fn usage(error: impl std::fmt::Display) -> CommandError {
        CommandError::Usage(error.to_string())
    }

    /// An input error from anything that explains itself.
    pub fn input(error: impl std::fmt::Display) -> CommandError {
        CommandError::Input(error.to_string())
    }
}

/// A path as a message quotes it: shortened, on one line ([`shorten`]).
#[must_use]
pub fn shown_path(path: &std::path::Path) -> String {
    shorten(&path.display().to_string())
}

/// Prints `text` on stdout, with a newline unless it ends in one.
///
/// # Errors
/// [`CommandError::ClosedOutput`] when the reader has gone, [`CommandError::Output`] otherwise.
pub fn say(text: &str) -> Result<(), CommandError> {
    let mut stdout = std::io::stdout().lock();
    let newline = if text.ends_with('\n') { "" } else { "\n" };
    write!(stdout, "{text}{newline}").and_then(|()| stdout.flush()).map_err(|error| {
        if error.kind() == std::io::ErrorKind::BrokenPipe {
            CommandError::ClosedOutput
        } else {
            CommandError::Output(error)
        }
    })
}

/// Writes `text` to stderr. A closed stderr (`chesslab 2>&1 | head -0`) has
/// nowhere to report to, so a failed write is dropped: the exit code still
/// says what happened (`eprint!` would panic and exit with 101).
pub fn warn(text: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_all(text.as_bytes()).and_then(|()| stderr.flush());
}

/// Prints one JSON object on one line.
///
/// # Errors
/// As [`say`].
pub fn print_json<T: serde::Serialize>(value: &T) -> Result<(), CommandError> {
    let text = serde_json::to_string(value).map_err(|error| CommandError::Output(error.into()))?;
    say(&text)
}
