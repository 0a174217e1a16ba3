//! The `chesslab` command line: the same tasks the web app runs, printed as
//! text for people or as one JSON object with `--json`. It depends on the core
//! only (`chesslab_core`), never on the page models or the web layer.
//!
//! Laid out as fd's: [`args`] is only the grammar (the clap derive structs,
//! help text included); [`Output`] is the resolved way a command prints;
//! [`Progress`] the one progress display; [`json`] the JSON form of each
//! command's result; [`threads`] runs a split search's parts on several
//! threads; one module per puzzle family runs its commands; [`parts`] runs
//! and joins the part lines of every family (written by `queens parts`,
//! [`cover_parts`], [`exact_parts`]), a split search's finished parts are
//! kept in a [`resume`] file, and every line from outside is read by [`lines`].

mod args;
mod cover;
mod cover_parts;
mod drawing;
mod exact;
mod exact_parts;
mod json;
mod lines;
mod output;
mod parts;
mod progress;
mod queens;
mod resume;
mod solo;
mod threads;

use std::ffi::OsString;

use args::{Cli, Command};
use chesslab_core::excerpt::shorten;
use clap::{
    error::{ContextValue, ErrorKind},
    Parser,
};

use output::{print_json, say, shown_path, warn, CommandError, Output};
use progress::Progress;

fn main() {
    // `args_os`: a non-UTF-8 argument is refused by the parser with a message, never a panic.
    let code = run(std::env::args_os());
    std::process::exit(code);
}

/// Runs the command line `args` (with the program name first); returns the exit code:
/// 0 on success, 1 when the input is wrong, 2 when the arguments are (a missing command included).
fn run(args: impl IntoIterator<Item = OsString>) -> i32 {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(error) => return usage_error(&error),
    };
    let result = match cli.command {
        Command::Solo(command) => solo::run(command),
        Command::Queens(command) => queens::run(command),
        Command::Cover(command) => cover::run(command),
        Command::Exact(command) => exact::run(command),
        Command::Part(args) => parts::part(&args),
        Command::Join(args) => parts::join(&args),
    };
    match result {
        Ok(()) | Err(CommandError::ClosedOutput) => 0,
        Err(error) => {
            warn(&format!("chesslab: {}\n", one_line(&error.to_string())));
            error.exit_code()
        }
    }
}

/// Help and version asked for go to stdout (exit 0). A missing command prints
/// the usage on stderr (exit 2); any other argument error is one line on stderr (exit 2).
fn usage_error(error: &clap::Error) -> i32 {
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            // A closed pipe (`chesslab --help | head -0`) is not an error worth reporting.
            let _ = say(&error.render().to_string());
            0
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            warn(&error.render().to_string());
            2
        }
        _ => {
            warn(&format!("chesslab: {} (see 'chesslab help')\n", usage_message(error)));
            2
        }
    }
}

/// Clap's message on one line, each argument it echoes shortened.
fn usage_message(error: &clap::Error) -> String {
    let mut text = error.render().to_string();
    // Clap quotes the arguments it names in full: shorten each long one where it appears.
    for (_, value) in error.context() {
        let echoed: &[String] = match value {
            ContextValue::String(value) => std::slice::from_ref(value),
            ContextValue::Strings(values) => values,
            _ => &[],
        };
        for value in echoed.iter().filter(|value| shorten(value) != **value) {
            text = text.replace(value.as_str(), &shorten(value));
        }
    }
    // One line: clap's first, joined with the next when it ends in a colon (a list follows).
    let mut lines = text.lines().map(str::trim).filter(|line| !line.is_empty());
    let first = lines.next().unwrap_or("bad arguments");
    let first = first.strip_prefix("error: ").unwrap_or(first);
    match (first.strip_suffix(':'), lines.next()) {
        (Some(head), Some(list)) if !list.starts_with("Usage") => format!("{head}: {list}"),
        _ => first.to_string(),
    }
}

/// A message on one line, whatever a core error's text holds.
fn one_line(message: &str) -> String {
    message.lines().map(str::trim).filter(|line| !line.is_empty()).collect::<Vec<_>>().join(" ")
}
