//! The `chesslab` command line: the same tasks the web app runs, printed as
//! text for people or as one JSON object with `--json`.
//!
//! Each puzzle family has its own subcommand module; the grammar is the clap
//! derive structs, help text included.

mod cover;
mod exact;
mod output;
mod queens;
mod solo;

use std::ffi::OsString;

use clap::{error::ErrorKind, Parser, Subcommand};

pub use output::{print_json, progress_bar, report_to, say, CommandError};

/// Chess Puzzle Lab: chess-combinatorics puzzles and their solvers.
#[derive(Parser, Debug)]
#[command(name = "chesslab", version, about, long_about = None, arg_required_else_help = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// One subcommand per puzzle family.
#[derive(Subcommand, Debug)]
enum Command {
    /// Solo Chess: solve and generate capture puzzles.
    #[command(subcommand)]
    Solo(solo::SoloCommand),
    /// N-queens: count placements, also with blocked squares.
    #[command(subcommand)]
    Queens(queens::QueensCommand),
    /// Coverage: the most (or fewest) squares a set of pieces can attack.
    #[command(subcommand)]
    Cover(cover::CoverCommand),
    /// Exact attack: every cell (or every vacant cell) attacked exactly k times.
    #[command(subcommand)]
    Exact(exact::ExactCommand),
}

/// Runs the command line `args` (with the program name first); returns the exit code:
/// 0 on success, 1 when the input is wrong, 2 when the arguments are.
pub fn main(args: impl IntoIterator<Item = OsString>) -> i32 {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(error) => return usage_error(&error),
    };
    let result = match cli.command {
        Command::Solo(command) => solo::run(command),
        Command::Queens(command) => queens::run(command),
        Command::Cover(command) => cover::run(command),
        Command::Exact(command) => exact::run(command),
    };
    match result {
        Ok(()) | Err(CommandError::ClosedOutput) => 0,
        Err(error) => {
            eprintln!("chesslab: {error}");
            error.exit_code()
        }
    }
}

/// Help and version go to stdout (exit 0); argument errors are one line on stderr (exit 2).
fn usage_error(error: &clap::Error) -> i32 {
    match error.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            // A closed pipe (`chesslab --help | head -0`) is not an error worth reporting.
            let _ = say(&error.render().to_string());
            0
        }
        _ => {
            let text = error.render().to_string();
            // One line: clap's first, joined with the next when it ends in a colon (a list follows).
            let mut lines = text.lines().map(str::trim).filter(|line| !line.is_empty());
            let first = lines.next().unwrap_or("bad arguments");
            let first = first.strip_prefix("error: ").unwrap_or(first);
            let message = match (first.strip_suffix(':'), lines.next()) {
                (Some(head), Some(list)) if !list.starts_with("Usage") => format!("{head}: {list}"),
                _ => first.to_string(),
            };
            eprintln!("chesslab: {message} (see 'chesslab help')");
            2
        }
    }
}
