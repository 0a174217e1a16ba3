//! The challenge run's 30 puzzles, made as the page makes them (one at a
//! time, with retries): deterministic per seed, different between seeds,
//! unique codes with one solution each, rising piece counts, real armies;
//! and the challenge link's reader, property-tested.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use std::collections::HashSet;

use chesslab_core::{
    link::Link as _,
    solo::{
        army_problems, challenge_level, challenge_task, has_unique_solution, make_challenge_puzzle,
        parse_code, parse_seed, seed_text, ChallengeLink, GenerateReply, GenerateTask, Link, Rules,
        CHALLENGE_LENGTH,
    },
};
use proptest::prelude::*;

/// Every puzzle of the run made from `seed`, in order, with its task.
fn make_run(seed: u64) -> Vec<(GenerateTask, GenerateReply)> {
    let mut run: Vec<(GenerateTask, GenerateReply)> = Vec::new();
    for index in 0..CHALLENGE_LENGTH {
        let earlier: Vec<&str> = run.iter().map(|(_, puzzle)| puzzle.code.as_str()).collect();
        run.push(make_challenge_puzzle(seed, index, &earlier).unwrap());
    }
    run
}

#[test]
fn a_whole_run_is_thirty_unique_real_armies_rising_in_pieces() {
    let run = make_run(0xabc123);
    let mut codes = HashSet::new();
    let mut last_pieces = 0;
    for (index, (task, puzzle)) in run.iter().enumerate() {
        assert!(codes.insert(puzzle.code.clone()), "puzzle {} repeats {}", index + 1, puzzle.code);
        assert!(
            puzzle.pieces >= last_pieces,
            "puzzle {}: {} pieces after {last_pieces}",
            index + 1,
            puzzle.pieces
        );
        if index % 3 == 0 && index > 0 {
            assert!(puzzle.pieces > last_pieces, "level {} has more pieces", challenge_level(index));
        }
        last_pieces = puzzle.pieces;
        assert_eq!(Some(usize::from(task.pieces.unwrap())), Some(puzzle.pieces));
        let position = parse_code(&puzzle.code).unwrap();
        assert!(army_problems(&position).is_empty(), "puzzle {}: {}", index + 1, puzzle.code);
        assert!(puzzle.unique && has_unique_solution(&position, Rules::SOLO), "puzzle {}", index + 1);
        assert_eq!(position.shape().width(), 8);
    }
    assert_eq!((run[0].1.pieces, run[29].1.pieces), (5, 16));
}

#[test]
fn the_same_seed_makes_the_same_run_and_another_seed_another() {
    for index in [0, 1, 2, 3, 12] {
        let earlier: Vec<&str> = Vec::new();
        let one = make_challenge_puzzle(0xabc123, index, &earlier).unwrap();
        let again = make_challenge_puzzle(0xabc123, index, &earlier).unwrap();
        let other = make_challenge_puzzle(0xabc124, index, &earlier).unwrap();
        assert_eq!(one, again);
        assert_ne!(one.1.code, other.1.code, "puzzle {}", index + 1);
    }
    let tasks: Vec<_> = (0..CHALLENGE_LENGTH).map(|index| challenge_task(1, index).unwrap()).collect();
    let others: Vec<_> = (0..CHALLENGE_LENGTH).map(|index| challenge_task(2, index).unwrap()).collect();
    assert!(tasks.iter().zip(&others).all(|(a, b)| a.seed != b.seed && a.pieces == b.pieces));
}

#[test]
fn challenge_links_round_trip_and_bad_ones_say_why() {
    for fragment in [
        "#/solo/challenge",
        "#/solo/challenge?seed=abc123",
        "#/solo/challenge?daily",
        "#/solo/challenge?daily=2026-11-25",
    ] {
        let link = Link::from_fragment(fragment).unwrap();
        assert_eq!(link.to_fragment(), fragment);
    }
    let link = Link::from_fragment("#/solo/challenge?seed=ABC123&rules=solo").unwrap();
    assert_eq!(link.to_fragment(), "#/solo/challenge?seed=abc123");
    assert_eq!(ChallengeLink::Daily(None).seed(20_782), ChallengeLink::Daily(Some(20_782)).seed(0));
    assert_eq!(ChallengeLink::New.seed(20_782), None);
    for (fragment, message) in [
        ("#/solo/challenge?seed=abc-123", "'abc-123' is not a seed"),
        ("#/solo/challenge?seed=", "'' is not a seed"),
        ("#/solo/challenge?seed=zzzzzzzzzzzzz", "it is larger than the largest, 3w5e11264sgsf"),
        ("#/solo/challenge?seed=3w5e11264sgsg", "it is larger than the largest"),
        ("#/solo/challenge?seed=abcdefghijklmn", "write letters and digits, at most 13"),
        ("#/solo/challenge?seed=1&daily", "not both"),
        ("#/solo/challenge?daily=2026-02-30", "'2026-02-30' is not a date"),
        ("#/solo/challenge?rules=solitaire", "played under solo rules"),
        ("#/solo/challenge?level=3", "unknown setting 'level'"),
        ("#/solo/2Q1/2R1/N3/1P2?seed=3", "unknown setting 'seed'"),
    ] {
        let error = Link::from_fragment(fragment).unwrap_err().to_string();
        assert!(error.contains(message), "{fragment}: {error}");
    }
}

proptest! {
    #[test]
    fn challenge_links_never_panic(text in "[a-zA-Z0-9?=&%-]{0,30}") {
        let _ = Link::from_fragment(&format!("#/solo/challenge?{text}"));
        let _ = Link::from_fragment(&format!("#/solo/challenge?seed={text}"));
        let _ = Link::from_fragment(&format!("#/solo/challenge?daily={text}"));
        let _ = parse_seed(&text);
    }

    #[test]
    fn every_seed_round_trips(seed in any::<u64>()) {
        prop_assert_eq!(parse_seed(&seed_text(seed)), Ok(seed));
        prop_assert_eq!(parse_seed(&seed_text(seed).to_uppercase()), Ok(seed));
        let link = Link::challenge(ChallengeLink::Seeded(seed));
        prop_assert_eq!(Link::from_fragment(&link.to_fragment()), Ok(link));
    }

    #[test]
    fn every_daily_link_round_trips(day in -700_000i64..2_900_000) {
        let link = Link::challenge(ChallengeLink::Daily(Some(day)));
        prop_assert_eq!(Link::from_fragment(&link.to_fragment()), Ok(link));
    }

    #[test]
    fn a_seed_read_is_written_back_in_lowercase(text in "[a-zA-Z0-9]{1,12}") {
        let seed = parse_seed(&text).unwrap();
        let lower = text.to_lowercase();
        let trimmed = lower.trim_start_matches('0');
        prop_assert_eq!(seed_text(seed), if trimmed.is_empty() { "0" } else { trimmed });
    }
}
