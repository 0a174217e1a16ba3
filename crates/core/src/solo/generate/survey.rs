//! The measurement behind [`super::feasibility`]: for each board size, limit
//! on winning move sets and piece count, how often one candidate build
//! succeeds and how long a build takes. Run it with
//! `cargo test --lib generator::survey -- --ignored --nocapture`.

#![allow(clippy::unwrap_used, clippy::print_stdout)]

use std::time::Instant;

use super::{
    build::{build, max_pieces, pawn_squares, piece_limits, Spec},
    WinOracle,
};
use crate::{board::BoardShape, rng::Rng, solo::Rules};

/// Builds per cell of the table.
const BUILDS: u64 = 24;
/// A cell slower than this per successful build ends its row.
const SLOW_MS: f64 = 2000.0;

#[test]
#[ignore = "a measurement, minutes long"]
fn survey() {
    let rules = Rules::SOLITAIRE;
    println!("size limit pieces built/{BUILDS} ms-per-build");
    // SURVEY_SIZES=6,7,8 measures only those sizes.
    let sizes: Vec<u8> = std::env::var("SURVEY_SIZES").map_or_else(
        |_| (4..=8).collect(),
        |text| text.split(',').filter_map(|size| size.parse().ok()).collect(),
    );
    for size in sizes {
        for limit in [None, Some(8), Some(4), Some(2), Some(1)] {
            let shape = BoardShape::new(usize::from(size), usize::from(size)).unwrap();
            let spec = Spec {
                shape,
                rules,
                limits: piece_limits(size, rules),
                pawn_squares: pawn_squares(shape, rules),
                max_move_sets: limit,
                sparse: limit.is_some(),
            };
            let mut failures = 0;
            // Every count up to 10, then every other one.
            for pieces in
                (4..=max_pieces(size, rules, None)).filter(|&pieces| pieces <= 10 || pieces % 2 == 0)
            {
                let started = Instant::now();
                let mut oracle = WinOracle::new(rules);
                let built = (0..BUILDS)
                    .filter(|&seed| {
                        build(&mut Rng::new(seed), &spec, pieces, &mut oracle, &mut || {}).is_some()
                    })
                    .count();
                let ms = started.elapsed().as_secs_f64() * 1000.0 / BUILDS as f64;
                println!("{size} {limit:?} {pieces} {built} {ms:.1}");
                failures = if built == 0 { failures + 1 } else { 0 };
                if failures == 2 || ms * BUILDS as f64 / built.max(1) as f64 > SLOW_MS {
                    break;
                }
            }
        }
    }
}
