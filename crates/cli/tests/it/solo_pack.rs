//! The campaign's shipped packs: every puzzle has one solution, is what the
//! generator makes from its stored task, is a real army under Solo rules,
//! and difficulty rises; the command prints them. (The player's stored
//! progress is the page model's: `crates/pages/tests/it/pack_progress.rs`.)
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use crate::common;

use chesslab_core::solo::{
    army_problems, count_move_sets_up_to, generate, parse_code, stored_effort, Pack, PackName, WinOracle,
    ALL_PACKS,
};
use common::cli::chesslab;

#[test]
fn every_shipped_puzzle_has_one_solution_and_the_packs_are_their_size() {
    let sizes: Vec<(u8, u16, usize)> = ALL_PACKS
        .into_iter()
        .map(|name| {
            let pack = Pack::shipped(name).unwrap();
            (pack.levels, pack.per_level, pack.puzzles.len())
        })
        .collect();
    assert_eq!(sizes, [(4, 50, 200), (10, 20, 200)]);
    for name in ALL_PACKS {
        let pack = Pack::shipped(name).unwrap();
        let mut oracle = WinOracle::new(pack.rules.rules());
        let mut codes = std::collections::HashSet::new();
        for puzzle in &pack.puzzles {
            let position = parse_code(&puzzle.code).unwrap();
            assert_eq!(position.shape().width(), pack.size);
            assert_eq!(position.piece_count(), u32::from(puzzle.pieces), "{}", puzzle.code);
            assert_eq!(count_move_sets_up_to(&position, &mut oracle, 2), 1, "{name} {}", puzzle.number);
            assert!(codes.insert(puzzle.code.clone()), "{} twice in {name}", puzzle.code);
            assert!((1..=5).contains(&puzzle.stars));
            if name == PackName::Solo {
                assert!(army_problems(&position).is_empty(), "{}", puzzle.code);
            }
        }
    }
}

/// A deterministic sample, to keep the test short (regenerating all 400
/// takes about 20 s): every fourth 4×4 puzzle and every tenth 8×8 one, each
/// counted from the last (so the hardest of each pack is always among them).
#[test]
fn shipped_puzzles_are_what_the_generator_makes_from_their_tasks() {
    for name in ALL_PACKS {
        let pack = Pack::shipped(name).unwrap();
        let step = if name == PackName::Solo { 10 } else { 4 };
        for puzzle in pack.puzzles.iter().rev().step_by(step) {
            let made = generate(puzzle.task).unwrap();
            assert_eq!(made.code, puzzle.code, "{name} {}", puzzle.number);
            assert_eq!(
                (made.rating, stored_effort(made.effort)),
                (puzzle.stars, puzzle.effort),
                "{name} {}",
                puzzle.number
            );
            assert_eq!((puzzle.task.rules, puzzle.task.size), (pack.rules, pack.size));
        }
    }
}

#[test]
fn difficulty_rises_through_each_pack() {
    for name in ALL_PACKS {
        let pack = Pack::shipped(name).unwrap();
        for pair in pack.puzzles.windows(2) {
            assert!(pair[0].effort <= pair[1].effort, "{name} {}", pair[1].number);
            assert!(pair[0].stars <= pair[1].stars, "{name} {}", pair[1].number);
        }
        let averages: Vec<f64> = (1..=pack.levels)
            .map(|level| pack.level(level).map(|p| p.effort).sum::<f64>() / f64::from(pack.per_level))
            .collect();
        assert!(averages.windows(2).all(|pair| pair[0] < pair[1]), "{name}: {averages:?}");
        assert!(pack.puzzles.first().unwrap().stars < pack.puzzles.last().unwrap().stars);
    }
}

#[test]
fn the_command_prints_the_shipped_pack() {
    let output = chesslab(&["solo", "pack", "solitaire"]);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let pack = Pack::shipped(PackName::Solitaire).unwrap();
    let first = &pack.puzzles[0];
    assert!(text.starts_with("Classic 4×4: 4 levels of 50 puzzles"), "{text}");
    assert!(text.lines().nth(2).unwrap().contains(&first.code));
    assert_eq!(text.lines().count(), 202);
    let data = chesslab(&["solo", "pack", "solo", "--data"]);
    let shipped =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../data/solo-pack-solo.txt"))
            .unwrap();
    let printed = String::from_utf8(data.stdout).unwrap();
    assert!(printed == shipped, "the printed pack is not the shipped file");
    let json = chesslab(&["solo", "pack", "solo", "--json"]);
    let json: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(json["puzzles"][199]["code"], pack_code(PackName::Solo, 200));
    let bad = chesslab(&["solo", "pack", "chess"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8(bad.stderr).unwrap().contains("there is no pack named 'chess'"));
}

/// The code of puzzle `number` of the shipped pack `name`.
fn pack_code(name: PackName, number: u16) -> String {
    Pack::shipped(name).unwrap().puzzle(number).unwrap().code.clone()
}
