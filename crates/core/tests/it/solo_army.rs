//! Real armies: generated 8×8 Solo-rules puzzles use at most one chess set
//! and never put a pawn on the first or last rank, checked here by counting
//! pieces on the board (independently of [`army_problems`], which is checked too).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::{
    board::{PieceKind, ALL_PIECE_KINDS},
    solo::{army_problems, daily_options, generate, parse_code, GenerateTask, Level, RulesPreset},
};

/// One chess set: king, queen, two rooks, two bishops, two knights, eight pawns.
const SET: [(PieceKind, u32); 6] = [
    (PieceKind::King, 1),
    (PieceKind::Queen, 1),
    (PieceKind::Rook, 2),
    (PieceKind::Bishop, 2),
    (PieceKind::Knight, 2),
    (PieceKind::Pawn, 8),
];

fn check_army(code: &str) {
    let position = parse_code(code).unwrap();
    for (kind, most) in SET {
        assert!(position.pieces_of(kind).count() <= most, "too many {kind}s in {code}");
    }
    for pawn in position.pieces_of(PieceKind::Pawn) {
        assert!((1..7).contains(&pawn.rank()), "a pawn on {pawn} in {code}");
    }
    assert!(army_problems(&position).is_empty(), "{code}: {:?}", army_problems(&position));
}

/// Seeds per level and uniqueness: the easy levels are cheap, so most
/// puzzles are theirs; 1,000 puzzles in all (with the full sets and dailies below).
const SEEDS: [(Level, u64); 4] =
    [(Level::Beginner, 210), (Level::Intermediate, 160), (Level::Advanced, 90), (Level::Expert, 30)];

#[test]
fn a_thousand_generated_8x8_solo_puzzles_are_real_armies() {
    let mut checked = 0;
    std::thread::scope(|scope| {
        let runs: Vec<_> = [false, true]
            .into_iter()
            .map(|unique| {
                scope.spawn(move || {
                    let mut checked = 0;
                    for (level, seeds) in SEEDS {
                        for seed in 0..seeds {
                            let task = GenerateTask {
                                level,
                                seed: seed * 7919 + u64::from(unique),
                                unique,
                                rules: RulesPreset::Solo,
                                size: 8,
                                pieces: None,
                            };
                            check_army(&generate(task).unwrap().code);
                            checked += 1;
                        }
                    }
                    checked
                })
            })
            .collect();
        for run in runs {
            checked += run.join().unwrap();
        }
    });
    // The whole set (16 pieces needs the king as the last piece) and the daily puzzles.
    for seed in 0..10 {
        let full = GenerateTask {
            level: Level::Expert,
            seed,
            unique: true,
            rules: RulesPreset::Solo,
            size: 8,
            pieces: Some(16),
        };
        let code = generate(full).unwrap().code;
        check_army(&code);
        let position = parse_code(&code).unwrap();
        let counts: Vec<u32> = ALL_PIECE_KINDS.iter().map(|&kind| position.pieces_of(kind).count()).collect();
        assert_eq!(counts, [1, 1, 2, 2, 2, 8], "a full set: {code}");
        check_army(&generate(daily_options(20_000 + seed as i64, RulesPreset::Solo)).unwrap().code);
        checked += 2;
    }
    assert_eq!(checked, 1000);
}

/// Other boards under Solo rules keep the pawn rule too; Solitaire Chess keeps its own sets.
#[test]
fn smaller_solo_boards_keep_the_pawn_rule() {
    for size in 4..=7u8 {
        for seed in 0..20 {
            let task = GenerateTask {
                level: Level::Advanced,
                seed,
                rules: RulesPreset::Solo,
                size,
                ..GenerateTask::default()
            };
            let code = generate(task).unwrap().code;
            let position = parse_code(&code).unwrap();
            for pawn in position.pieces_of(PieceKind::Pawn) {
                assert!((1..size - 1).contains(&pawn.rank()), "a pawn on {pawn} in {code}");
            }
            assert!(army_problems(&position).is_empty(), "{code}");
        }
    }
}
