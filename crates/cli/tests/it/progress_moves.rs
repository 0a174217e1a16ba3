//! A long search shows progress that moves within its first five seconds at
//! a terminal: the parts running report their share and what they found as
//! they go, so the bar or the count found changes long before the first part
//! is done, the bar is never squeezed to "[]", and no estimate of the time
//! left is given on a share too small to judge by.
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

/// What each redraw of the bar says of the work, the clock left out: the
/// text up to the share (`counting · 1 456 found [>   ] 0.001%`), without
/// terminal escapes, in the order drawn and without repeats.
fn states(drawn: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut escape = false;
    for found in drawn.chars() {
        match (escape, found) {
            (false, '\u{1b}') => escape = true,
            (true, found) if found.is_ascii_alphabetic() => escape = false,
            (true, _) => {}
            (false, found) => plain.push(found),
        }
    }
    let mut states: Vec<String> = Vec::new();
    for line in plain.split(['\r', '\n']) {
        let Some(end) = line.find('%') else { continue };
        let state = line[..end].trim().to_string();
        if states.last() != Some(&state) {
            states.push(state);
        }
    }
    states
}

/// Runs `arguments` for five seconds and checks that what the bar says of the work changed,
/// with `signs` in it; returns what was drawn.
fn moves_within_five_seconds(arguments: &str, signs: &[&str]) -> Option<String> {
    let Some(drawn) = drawn_within(arguments, 5) else {
        eprintln!("skipped: util-linux `script` cannot make a terminal here");
        return None;
    };
    let states = states(&drawn);
    assert!(states.len() >= 3, "{arguments}: the progress stood still: {states:?}");
    for sign in signs {
        assert!(drawn.contains(sign), "{arguments}: no '{sign}': {states:?}");
    }
    assert!(!drawn.contains("[]"), "{arguments}: a bar squeezed to nothing: {drawn:?}");
    Some(drawn)
}

#[test]
fn long_split_searches_show_moving_progress_within_five_seconds() {
    for (arguments, signs) in [
        ("exact count 6x6 --k 3 --threads 2", &[" parts", " found"][..]),
        ("exact min 7x7 --k 3 --threads 2", &[" parts"]),
    ] {
        let Some(drawn) = moves_within_five_seconds(arguments, signs) else { return };
        assert!(most_shown(&drawn) > 0.0, "{arguments}: the bar stayed at 0%: {drawn:?}");
    }
}

/// `queens count 27` counts for centuries: its first part alone takes days.
#[test]
fn a_count_of_centuries_shows_its_solutions_found_and_no_estimate() {
    let Some(drawn) = moves_within_five_seconds("queens count 27", &[" found"]) else { return };
    assert!(!drawn.contains(" left)"), "no estimate from a share this small: {:?}", states(&drawn));
}

/// `cover min --pieces KQRRNNBBKQ` is one part whose share moves as its branches are done.
#[test]
fn a_search_in_one_part_moves_its_bar_inside_the_part() {
    let Some(drawn) = moves_within_five_seconds("cover min --pieces KQRRNNBBKQ --threads 1", &["0/1 parts"])
    else {
        return;
    };
    assert!(most_shown(&drawn) > 0.0, "the bar stayed at 0%: {:?}", states(&drawn));
}
