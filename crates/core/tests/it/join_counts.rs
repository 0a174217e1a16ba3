//! Every count a join gives is true: genuine reply lines with one field
//! edited are refused, or join to the count of the genuine ones; sums past
//! `u64` are refused naming the field, never wrapped or saturated.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use std::sync::OnceLock;

use chesslab_core::{
    coverage::{self, CoverJoinError, CoverReplies, Goal, Settings, ShareReply},
    queens,
    task::line_join::Replies,
};
use proptest::prelude::*;

/// Every reply line of one whole coverage search, in `shares` shares a pass.
fn cover_lines(settings: &Settings, goal: Goal, shares: u32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut replies = CoverReplies::default();
    let mut parts = coverage::PartLine::first(settings, goal, Some(shares)).unwrap();
    loop {
        for part in &parts {
            let reply = part.run(&mut |_| {}).unwrap();
            lines.push(reply.to_string());
            replies.add(reply).unwrap();
        }
        match replies.plan() {
            Ok(_) => return lines,
            Err(CoverJoinError::NextPass { stage, .. }) => {
                parts = coverage::PartLine::all(settings, goal, stage, Some(shares)).unwrap();
            }
            Err(error) => panic!("{error}"),
        }
    }
}

/// Joins coverage reply lines: the search's outcome without its statistics
/// (the one thing a line carries no check of), or why not.
fn cover_join(lines: &[String]) -> Result<ShareReply, String> {
    let mut replies = CoverReplies::default();
    for line in lines {
        let reply = line.parse::<coverage::ReplyLine>().map_err(|error| error.to_string())?;
        replies.add(reply).map_err(|error| error.to_string())?;
    }
    let plan = replies.plan().map_err(|error| error.to_string())?;
    let outcome = plan.outcome().ok_or("no outcome")?;
    Ok(ShareReply { stats: coverage::Stats::default(), ..outcome.clone() })
}

/// The coverage searches edited, with their genuine lines and outcome: the
/// best configurations, whose lines check each other through their
/// examples (an unattacked table's counts are checked by symmetry only,
/// see the test below).
fn cover_cases() -> &'static [(Vec<String>, ShareReply)] {
    static CASES: OnceLock<Vec<(Vec<String>, ShareReply)>> = OnceLock::new();
    CASES.get_or_init(|| {
        let settings = |pieces: &str, side| Settings { pieces: pieces.into(), side, ..Settings::default() };
        let mut cases = Vec::new();
        for (settings, goal, shares) in [
            (settings("KQ", 3), Goal::Max, 2),
            (settings("KQ", 3), Goal::Min, 3),
            (settings("QRN", 4), Goal::Max, 3),
            (settings("KNN", 4), Goal::Min, 2),
            (Settings { superpose: true, ..settings("NN", 4) }, Goal::Max, 2),
        ] {
            let lines = cover_lines(&settings, goal, shares);
            let outcome = cover_join(&lines).unwrap();
            cases.push((lines, outcome));
        }
        cases
    })
}

/// `line` with one number of one of its fields from the `first`-th on
/// replaced by what `value` makes of it: (the field's index among those
/// fields, the number's index within the field), both wrapped around.
fn edit(line: &str, first: usize, (field, number): (usize, usize), value: &dyn Fn(u64) -> u64) -> String {
    let mut words: Vec<String> = line.split(' ').map(String::from).collect();
    let fields = words.len() - first;
    let word = &mut words[first + field % fields];
    let (name, text) = word.split_once('=').map_or(("", word.as_str()), |(name, text)| (name, text));
    // The digit runs of the value, as (start, end).
    let mut runs = Vec::new();
    let bytes = text.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at].is_ascii_digit() {
            let start = at;
            while at < bytes.len() && bytes[at].is_ascii_digit() {
                at += 1;
            }
            runs.push((start, at));
        } else {
            at += 1;
        }
    }
    if runs.is_empty() {
        return line.to_string();
    }
    let (start, end) = runs[number % runs.len()];
    let old: u64 = text[start..end].parse().unwrap_or(u64::MAX);
    let edited = format!("{name}={}{}{}", &text[..start], value(old), &text[end..]);
    *word = edited;
    words.join(" ")
}

/// What an edit makes of a number: a neighbour, zero, the top of `u64`, anything.
fn edits() -> impl Strategy<Value = u64> {
    prop_oneof![
        (1u64..4).prop_map(|delta| delta),
        (1u64..4).prop_map(|delta| delta.wrapping_neg()),
        Just(0u64),
        any::<u64>(),
    ]
}

/// How `choice` changes `old`: by a small delta (wrapping), to zero, or to a value.
fn apply(choice: u64, old: u64) -> u64 {
    match choice {
        0 => 0,
        1..=3 => old.wrapping_add(choice),
        _ if choice >= u64::MAX - 2 => old.wrapping_add(choice),
        _ => choice,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn an_edited_coverage_reply_is_refused_or_joins_to_the_true_outcome(
        case in 0usize..5,
        line in any::<usize>(),
        at in (any::<usize>(), any::<usize>()),
        choice in edits(),
    ) {
        let (lines, truth) = &cover_cases()[case];
        let mut edited = lines.clone();
        let index = line % edited.len();
        // The reply's own fields: after the kind, version, problem, pass, part and split.
        edited[index] = edit(&edited[index], 6, at, &|old| apply(choice, old));
        if let Ok(outcome) = cover_join(&edited) {
            prop_assert_eq!(&outcome, truth, "{}", edited[index]);
        }
    }

    #[test]
    fn an_edited_queens_reply_is_refused_or_joins_to_the_true_count(
        n in 1usize..=10,
        shares in 1u32..5,
        line in any::<usize>(),
        at in (any::<usize>(), any::<usize>()),
        choice in edits(),
    ) {
        let problem = queens::Problem::new(n).unwrap();
        let lines: Vec<String> = queens::PartLine::all(&problem, Some(shares))
            .iter()
            .map(|part| part.run(&mut |_| {}).unwrap().to_string())
            .collect();
        let index = line % lines.len();
        let mut edited = lines.clone();
        // total= and unique=, after the kind, version, problem, part and split.
        edited[index] = edit(&edited[index], 5, at, &|old| apply(choice, old));
        let join = |lines: &[String]| -> Result<queens::CountReply, String> {
            let mut replies = Replies::default();
            for line in lines {
                let reply = line.parse::<queens::ReplyLine>().map_err(|error| error.to_string())?;
                replies.add(reply).map_err(|error| error.to_string())?;
            }
            queens::join_replies(&replies).map_err(|error| error.to_string())
        };
        let truth = join(&lines).unwrap();
        if let Ok(count) = join(&edited) {
            prop_assert_eq!(count, truth, "{}", edited[index]);
        }
    }
}

#[test]
fn queens_totals_past_u64_are_refused_naming_the_field() {
    let mut replies = Replies::default();
    for index in 0..2 {
        let line = format!("queens-reply v1 21 part={index}/2 split=8000 total={} unique=1", u64::MAX);
        replies.add(line.parse::<queens::ReplyLine>().unwrap()).unwrap();
    }
    let error = queens::join_replies(&replies).unwrap_err().to_string();
    assert!(error.starts_with("total= adds up past 18446744073709551615"), "{error}");
}

#[test]
fn an_unattacked_table_whose_counts_break_its_symmetry_is_refused() {
    let settings = Settings { pieces: "KQ".into(), side: 3, ..Settings::default() };
    let lines = cover_lines(&settings, Goal::Unattacked, 2);
    let edited: Vec<String> = lines.iter().map(|line| line.replace(",8:2:", ",8:3:")).collect();
    assert_ne!(edited, lines, "{lines:?}");
    let error = cover_join(&edited).unwrap_err();
    assert!(error.contains("alike by symmetry"), "{error}");
}
