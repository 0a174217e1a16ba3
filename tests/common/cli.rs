//! Running the `chesslab` command line as a user would.

use std::process::{Command, Output};

/// Runs `chesslab` with `args` and waits for it.
pub fn chesslab(args: &[&str]) -> Output {
    #[allow(clippy::unwrap_used)] // a test that cannot start the program fails
    Command::new(env!("CARGO_BIN_EXE_chesslab")).args(args).output().unwrap()
}
