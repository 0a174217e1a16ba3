//! The run's transitions, its end card, its share text and its best runs.
#![allow(clippy::unwrap_used)]

use super::*;
use chesslab_core::{
    link::Link as _,
    solo::{generate, parse_seed, seed_text},
};

const START: f64 = 1_000_000.0;

#[test]
fn three_mistakes_end_the_run_and_nothing_counts_after() {
    let mut run = ChallengeRun::start(42, START);
    assert_eq!(run.mistake(START + 1.0), RunStep::Play(0));
    assert_eq!(run.status_text(), "Challenge · puzzle 1 of 30 · 2 mistakes left");
    assert_eq!(run.solved(START + 2.0), RunStep::Play(1));
    assert_eq!(run.mistake(START + 3.0), RunStep::Play(1));
    assert_eq!(run.status_text(), "Challenge · puzzle 2 of 30 · 1 mistake left");
    assert_eq!(run.mistake(START + 4.0), RunStep::Over(RunEnd::OutOfMistakes));
    assert!(run.is_over() && run.task().is_none());
    assert_eq!(run.solved(START + 5.0), RunStep::Over(RunEnd::OutOfMistakes));
    assert_eq!(run.mistake(START + 6.0), RunStep::Over(RunEnd::OutOfMistakes));
    run.hint();
    assert_eq!((run.solved, run.mistakes, run.hints, run.mistakes_left()), (1, 3, 0, 0));
    assert_eq!(run.elapsed_ms(START + 99_999.0), 4.0, "the clock stopped at the end");
    let card = run.end_card().unwrap();
    assert_eq!(card.title, "Out of mistakes");
    assert_eq!(card.lines, ["Solved: 1 of 30", "Mistakes: 3", "Time: 0:00", "Hints: 0"]);
}

#[test]
fn thirty_solved_finish_the_run() {
    let mut run = ChallengeRun::start(42, START);
    assert!(run.end_card().is_none() && run.share_text("u").is_none() && run.result().is_none());
    for index in 1..30 {
        assert_eq!(run.task(), challenge_task(42, index - 1));
        assert_eq!(run.solved(START + 1000.0 * index as f64), RunStep::Play(index));
    }
    assert_eq!(run.status_text(), "Challenge · puzzle 30 of 30 · 3 mistakes left");
    assert_eq!(run.solved(START + 760_000.0), RunStep::Over(RunEnd::Finished));
    assert_eq!(run.status_text(), "Challenge · puzzle 30 of 30 · 3 mistakes left");
    let card = run.end_card().unwrap();
    assert_eq!(card.title, "Perfect run!");
    assert_eq!(card.lines[0], "Solved: 30 of 30");
    assert_eq!(card.lines[2], "Time: 12:40");
    let result = run.result().unwrap();
    assert_eq!((result.solved, result.mistakes, result.ms), (30, 0, 760_000));
}

#[test]
fn the_share_text_has_counts_time_and_link_but_no_position() {
    let mut run = ChallengeRun::start(parse_seed("abc123").unwrap(), START);
    let first = generate(run.task().unwrap()).unwrap();
    for step in 0..17 {
        run.solved(START + f64::from(step));
    }
    run.hint();
    run.hint();
    run.hint();
    run.mistake(START + 700_000.0);
    run.mistake(START + 700_000.0);
    run.mistake(START + 760_000.0);
    let text = run.share_text("https://example.org/lab/").unwrap();
    assert_eq!(
        text,
        "Chess Puzzle Lab challenge · 17/30 solved · 3 mistakes · 12:40 · 3 hints\n\
         https://example.org/lab/#/solo/challenge?seed=abc123"
    );
    assert!(!text.contains(&first.code));
    let moves = first.moves.iter().any(|mv| text.contains(&mv.to_string()));
    assert!(!moves, "no move of the solution");
    let after_link = text.rsplit('#').next().unwrap();
    assert_eq!(Link::from_fragment(after_link).unwrap(), run.link());
}

#[test]
fn a_daily_run_links_to_its_day() {
    let mut run = ChallengeRun::start_daily(20_782, START);
    assert_eq!(run.seed, ChallengeLink::Daily(None).seed(20_782).unwrap());
    assert_eq!(run.link().to_fragment(), "#/solo/challenge?daily=2026-11-25");
    for _ in 0..3 {
        run.mistake(START + 65_000.0);
    }
    let text = run.share_text("https://x/").unwrap();
    assert!(text.starts_with("Chess Puzzle Lab daily challenge 2026-11-25 · 0/30 solved"), "{text}");
    assert!(text.ends_with("#/solo/challenge?daily=2026-11-25"), "{text}");
    assert_ne!(seed_text(run.seed), "");
}

#[test]
fn the_best_five_runs_are_kept_most_solved_then_fewest_mistakes_then_fastest() {
    let run = |solved, mistakes, ms| RunResult {
        seed: 9,
        daily: None,
        solved,
        mistakes,
        hints: 0,
        ms,
        ended_ms: 0.0,
    };
    let mut best = Vec::new();
    for (solved, mistakes, ms) in
        [(10, 3, 500), (12, 3, 900), (12, 2, 950), (30, 0, 2000), (3, 3, 10), (12, 2, 940)]
    {
        keep_best(&mut best, run(solved, mistakes, ms));
    }
    assert_eq!(best, [run(30, 0, 2000), run(12, 2, 940), run(12, 2, 950), run(12, 3, 900), run(10, 3, 500)]);
    assert!(!keep_best(&mut best, run(1, 3, 1)), "not good enough");
    assert_eq!(best.len(), BEST_RUNS);
}

proptest::proptest! {
    /// The best runs are those a stable sort puts first, from any stored list, sorted or not.
    #[test]
    fn the_best_runs_are_a_stable_sorts(
        stored in proptest::collection::vec((0u32..4, 0u32..3, 0u64..3, 0u64..4), 0..30),
        new in (0u32..4, 0u32..3, 0u64..3, 0u64..4),
    ) {
        let run = |(solved, mistakes, ms, seed)| RunResult { seed, daily: None, solved, mistakes, hints: 0, ms, ended_ms: 0.0 };
        let mut best: Vec<RunResult> = stored.into_iter().map(run).collect();
        let mut sorted = best.clone();
        sorted.push(run(new));
        sorted.sort_by(RunResult::better_first);
        sorted.truncate(BEST_RUNS);
        let made_it = keep_best(&mut best, run(new));
        proptest::prop_assert_eq!(&best, &sorted);
        proptest::prop_assert_eq!(made_it, sorted.contains(&run(new)));
    }
}

#[test]
fn a_run_reads_back_as_it_was_stored_and_as_earlier_versions_stored_it() {
    let mut run = ChallengeRun::start(u64::MAX, START);
    run.solved(START + 10.0);
    run.hint();
    let stored = StoredRun { run, log: vec![vec!["Qc4xc3".into()], vec![]], clock_ms: Some(1500.5) };
    assert_eq!(StoredRun::from_storage(&stored.to_storage()).unwrap(), stored);
    // As serde_json wrote it until 2026-11-28 (whole floats with ".0"): the seed exact, the end by name.
    let old = r#"{"run":{"seed":18446744073709551615,"daily":null,"index":2,"solved":2,"mistakes":3,"hints":0,"started_ms":1764000000000.0,"ended_ms":1764000060000.5,"end":"OutOfMistakes"},"log":[["Qc4xc3"],[]],"clock_ms":2500.0}"#;
    let read = StoredRun::from_storage(old).unwrap();
    assert_eq!((read.run.seed, read.run.index, read.run.mistakes), (u64::MAX, 2, 3));
    assert_eq!((read.run.ended_ms, read.run.end), (Some(1_764_000_060_000.5), Some(RunEnd::OutOfMistakes)));
    assert_eq!((read.log.len(), read.clock_ms), (2, Some(2500.0)));
    let bad = old.replace("OutOfMistakes", "Won");
    assert_eq!(
        StoredRun::from_storage(&bad).unwrap_err().to_string(),
        "the stored challenge run cannot be read: 'run': 'end': 'Won' is not Finished, OutOfMistakes or Left"
    );
}

#[test]
fn a_stored_run_at_the_maxima_saturates_instead_of_overflowing() {
    let at_max = ChallengeRun {
        index: usize::MAX,
        solved: u32::MAX,
        mistakes: 0,
        hints: u32::MAX,
        ..ChallengeRun::start(42, START)
    };
    let mut run = at_max.clone();
    run.hint();
    assert_eq!(run.status_text(), "Challenge · puzzle 30 of 30 · 3 mistakes left");
    assert_eq!(run.solved(START + 1.0), RunStep::Over(RunEnd::Finished));
    assert_eq!((run.index, run.solved, run.hints), (usize::MAX, u32::MAX, u32::MAX));
    let mut run = ChallengeRun { mistakes: u32::MAX, ..at_max };
    assert_eq!(run.mistake(START + 1.0), RunStep::Over(RunEnd::OutOfMistakes));
    assert_eq!(run.mistakes, u32::MAX);
    let stored = StoredRun { run, log: Vec::new(), clock_ms: None };
    let differs = stored.differs(&chesslab_core::solo::RunTally::default(), START + 2.0);
    assert_eq!(
        differs.as_deref(),
        Some(format!("it claims puzzle {}, its moves reach puzzle 1", u64::MAX).as_str())
    );
}

#[test]
fn a_stored_daily_run_is_made_from_its_days_seed_and_its_day_is_a_date() {
    let stored =
        StoredRun { run: ChallengeRun::start_daily(20_782, START), log: vec![vec![]], clock_ms: None };
    let text = stored.to_storage();
    assert_eq!(StoredRun::from_storage(&text), Ok(stored.clone()));
    let error = |text: &str| StoredRun::from_storage(text).unwrap_err().to_string();
    // Its log would be checked on the day's puzzles, then its puzzles made from seed 7.
    let other_seed = text.replace(&format!("\"seed\":{}", stored.run.seed), "\"seed\":7");
    assert_eq!(
        error(&other_seed),
        "the stored challenge run cannot be read: 'run': the daily run of 2026-11-25 is not made from seed 7"
    );
    // Its link could not be written.
    let no_date = text.replace("\"daily\":20782", &format!("\"daily\":{}", i64::MAX));
    assert_eq!(
        error(&no_date),
        "the stored challenge run cannot be read: 'run': day 9223372036854775807 is not a date from 0001-01-01 to 9999-12-31"
    );
    // A seeded run has any seed.
    let seeded = text.replace("\"daily\":20782", "\"daily\":null").replace(&stored.run.seed.to_string(), "7");
    assert_eq!(StoredRun::from_storage(&seeded).unwrap().run.seed, 7);
    // And a run of no date made some other way still has a link, never a panic.
    let _ = ChallengeRun { daily: Some(i64::MAX), ..stored.run }.link().to_fragment();
}
