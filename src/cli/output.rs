//! Printing results: text that survives a closed pipe, one-line JSON, and a
//! progress bar on stderr only when a person watches it.

use std::io::{IsTerminal, Write};

use indicatif::{ProgressBar, ProgressStyle};

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

    /// An input error from anything that explains itself.
    pub fn input(error: impl std::fmt::Display) -> CommandError {
        CommandError::Input(error.to_string())
    }
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

/// Prints one JSON object on one line.
///
/// # Errors
/// As [`say`].
pub fn print_json<T: serde::Serialize>(value: &T) -> Result<(), CommandError> {
    let text = serde_json::to_string(value).map_err(|error| CommandError::Output(error.into()))?;
    say(&text)
}

/// A progress bar on stderr for a long task, or a hidden one when stderr is
/// not a terminal or the output is JSON (so scripts see nothing extra).
#[must_use]
pub fn progress_bar(json: bool, what: &str) -> ProgressBar {
    if json || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(1);
    let template = "{msg} [{bar:30}] {percent:>3}% {elapsed} (about {eta} left)";
    if let Ok(style) = ProgressStyle::with_template(template) {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.set_message(what.to_string());
    bar
}

/// The progress callback of a task, moving `bar`.
pub fn report_to(bar: &ProgressBar) -> impl FnMut(chesslab::job::Progress) + '_ {
    |progress| {
        bar.set_length(progress.total.max(1));
        bar.set_position(progress.done);
    }
}
