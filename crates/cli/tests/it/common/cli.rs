//! Running the `chesslab` command line as a user would: with arguments, with
//! text on stdin, or at a terminal.

use std::{
    io::Write,
    process::{Command, Output, Stdio},
};

/// Runs `chesslab` with `args` and waits for it.
pub fn chesslab(args: &[&str]) -> Output {
    #[allow(clippy::unwrap_used)] // a test that cannot start the program fails
    Command::new(env!("CARGO_BIN_EXE_chesslab")).args(args).output().unwrap()
}

/// Runs `chesslab` with `args` and `input` on stdin, and waits for it.
#[allow(clippy::unwrap_used)]
pub fn chesslab_with_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_chesslab"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The program may stop reading early (a bad argument): a closed stdin is no failure here.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

/// What a command printed when its stderr was a terminal.
pub struct AtTerminal {
    /// Whether the command succeeded.
    pub success: bool,
    /// Everything written to the terminal: stderr.
    pub terminal: String,
    /// Stdout.
    pub stdout: String,
}

/// Runs `chesslab` followed by `arguments` (shell words) inside a pseudo-terminal made by
/// util-linux `script`, with `stdin` as its input and stdout redirected to a file, so only
/// stderr reaches the terminal. `None` when `script` is not installed or cannot make a
/// terminal here.
#[cfg(unix)]
#[allow(clippy::unwrap_used)]
pub fn chesslab_at_terminal(arguments: &str, stdin: &str) -> Option<AtTerminal> {
    let script =
        |line: &str| Command::new("script").args(["-qfec", line, "/dev/null"]).stdin(Stdio::null()).output();
    if !script("true").is_ok_and(|run| run.status.success()) {
        return None;
    }
    let dir = std::env::temp_dir().join(format!("chesslab-tty-{}-{}", std::process::id(), unique()));
    std::fs::create_dir_all(&dir).unwrap();
    let (input, output) = (dir.join("stdin.txt"), dir.join("stdout.txt"));
    std::fs::write(&input, stdin).unwrap();
    let line = format!(
        "'{}' {arguments} < '{}' > '{}'",
        env!("CARGO_BIN_EXE_chesslab"),
        input.display(),
        output.display()
    );
    let run = script(&line).unwrap();
    let result = AtTerminal {
        success: run.status.success(),
        terminal: String::from_utf8_lossy(&run.stdout).into_owned(),
        stdout: std::fs::read_to_string(&output).unwrap_or_default(),
    };
    let _ = std::fs::remove_dir_all(&dir);
    Some(result)
}

/// A number no other call in this process has had, for temporary names.
fn unique() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}
