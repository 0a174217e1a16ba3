//! The generator refuses at once, with the reason, the asks it cannot meet
//! quickly (exit 2 on the command line), meets the rest, and reports progress.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::common;

use std::time::{Duration, Instant};

use chesslab_core::{
    solo::{
        generate, generate_reporting, GenerateError, GenerateTask, Level, RulesPreset, ALL_LEVELS, SIZES,
    },
    task::Progress,
};
use common::cli::chesslab;

fn ask(size: u8, pieces: Option<u8>, level: Level, unique: bool) -> GenerateTask {
    GenerateTask { size, pieces, level, unique, seed: 123_456, ..GenerateTask::default() }
}

#[test]
fn crowded_asks_with_few_solutions_are_refused_at_once_with_the_reason() {
    let cases = [
        (
            ask(5, Some(16), Level::Intermediate, false),
            11,
            "a 5x5 intermediate puzzle under solitaire rules has from 2 to 11 pieces, not 16",
        ),
        (
            ask(5, Some(13), Level::Expert, false),
            12,
            "a 5x5 expert puzzle under solitaire rules has from 2 to 12 pieces, not 13",
        ),
        (
            ask(6, Some(20), Level::Beginner, true),
            16,
            "a 6x6 puzzle with one solution under solitaire rules has from 2 to 16 pieces, not 20",
        ),
        (
            ask(8, Some(24), Level::Advanced, false),
            18,
            "an 8x8 advanced puzzle under solitaire rules has from 2 to 18 pieces, not 24",
        ),
    ];
    for (options, max, message) in cases {
        let started = Instant::now();
        let error = generate(options).unwrap_err();
        assert!(started.elapsed() < Duration::from_millis(50), "{options:?}");
        assert!(matches!(error, GenerateError::Pieces { max: m, .. } if m == max), "{options:?}: {error:?}");
        assert_eq!(error.to_string(), message);
    }
    // Beginner puzzles have no limit on solutions: only the board's room counts.
    let beginner = generate(ask(5, Some(19), Level::Beginner, false)).unwrap_err();
    assert_eq!(beginner.to_string(), "a 5x5 puzzle under solitaire rules has from 2 to 18 pieces, not 19");
}

#[test]
fn every_level_on_every_board_is_an_ask_the_generator_meets() {
    for size in SIZES {
        for level in ALL_LEVELS {
            for unique in [false, true] {
                for rules in [RulesPreset::Solitaire, RulesPreset::Solo] {
                    let options = GenerateTask { rules, ..ask(size, None, level, unique) };
                    assert_eq!(options.check(), Ok(()), "{options:?}");
                    // The level's fewest pieces are allowed, so its range is never cut to nothing.
                    let (low, _) = level.piece_range(size);
                    let fewest = GenerateTask { pieces: Some(low as u8), ..options };
                    assert_eq!(fewest.check(), Ok(()), "{fewest:?}");
                }
            }
        }
    }
}

#[test]
fn the_most_pieces_allowed_is_met_in_seconds() {
    // The hardest cell the rule allows on 5×5: 11 pieces with at most 8 solutions.
    let started = Instant::now();
    let puzzle = generate(ask(5, Some(11), Level::Intermediate, false)).unwrap();
    assert_eq!(puzzle.pieces, 11);
    assert!(started.elapsed() < Duration::from_secs(60), "{:?}", started.elapsed());
}

#[test]
fn generating_reports_candidates_tried_and_rated() {
    let mut reports: Vec<Progress> = Vec::new();
    let puzzle =
        generate_reporting(ask(6, Some(12), Level::Advanced, false), &mut |p| reports.push(p)).unwrap();
    assert_eq!(puzzle, generate(ask(6, Some(12), Level::Advanced, false)).unwrap());
    assert!(!reports.is_empty());
    assert!(reports.iter().all(|p| p.total == 100 && p.done < p.total && p.found <= p.done));
    assert!(reports.windows(2).all(|w| w[0].done <= w[1].done && w[0].found <= w[1].found));
    // Reports come within a candidate too, before each solution-count check.
    assert!(reports.len() > reports.last().unwrap().done as usize + 1);
}

#[test]
fn the_command_line_refuses_with_exit_2_and_one_line() {
    let cases: &[(&[&str], &str)] = &[
        (
            &[
                "solo",
                "generate",
                "--size",
                "5",
                "--pieces",
                "16",
                "--level",
                "intermediate",
                "--seed",
                "123456",
            ],
            "a 5x5 intermediate puzzle under solitaire rules has from 2 to 11 pieces, not 16",
        ),
        (
            &["solo", "generate", "--size", "7", "--pieces", "20", "--unique", "--json"],
            "a 7x7 puzzle with one solution under solitaire rules has from 2 to 18 pieces, not 20",
        ),
        (
            &["solo", "generate", "--size", "8", "--pieces", "30", "--level", "expert", "--rules", "solo"],
            "an 8x8 puzzle under solo rules has from 2 to 16 pieces, not 30",
        ),
    ];
    for (args, message) in cases {
        let started = Instant::now();
        let output = chesslab(args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert!(started.elapsed() < Duration::from_secs(5), "{args:?}");
    }
}

#[test]
fn a_generated_puzzle_prints_no_progress_when_not_watched() {
    let output =
        chesslab(&["solo", "generate", "--size", "6", "--level", "advanced", "--seed", "3", "--json"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(output.stderr.is_empty(), "{}", String::from_utf8_lossy(&output.stderr));
}
