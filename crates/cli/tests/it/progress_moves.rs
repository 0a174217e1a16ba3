//! A long split search shows progress that moves within its first five
//! seconds at a terminal: the parts running report their share as they go,
//! so the bar passes 0% long before the first part is done, and the bar is
//! never squeezed to "[]".
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use std::process::{Command, Stdio};

/// What `chesslab ARGUMENTS` draws at a terminal (util-linux `script`) in
/// its first `seconds` seconds, after which it is stopped; `None` where
/// `script` cannot make a terminal here.
fn drawn_within(arguments: &str, seconds: u32) -> Option<String> {
    let line = format!("timeout {seconds} '{}' {arguments} > /dev/null", env!("CARGO_BIN_EXE_chesslab"));
    let run =
        Command::new("script").args(["-qfec", &line, "/dev/null"]).stdin(Stdio::null()).output().ok()?;
    let drawn = String::from_utf8_lossy(&run.stdout).into_owned();
    (!drawn.is_empty()).then_some(drawn)
}

/// The largest share the bar showed (`12.345%`).
fn most_shown(drawn: &str) -> f64 {
    drawn.split('%').filter_map(|before| before.rsplit(' ').next()?.parse::<f64>().ok()).fold(0.0, f64::max)
}

#[test]
fn long_searches_show_moving_progress_within_five_seconds() {
    for arguments in ["exact count 6x6 --k 3 --threads 2", "exact min 7x7 --k 3 --threads 2"] {
        let Some(drawn) = drawn_within(arguments, 5) else {
            eprintln!("skipped: util-linux `script` cannot make a terminal here");
            return;
        };
        assert!(most_shown(&drawn) > 0.0, "{arguments}: the bar stayed at 0%: {drawn:?}");
        assert!(drawn.contains(" parts"), "{arguments}: {drawn:?}");
        assert!(!drawn.contains("[]"), "{arguments}: a bar squeezed to nothing: {drawn:?}");
    }
}
