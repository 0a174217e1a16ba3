//! Random positions for the property tests.

use chesslab_core::solo::{parse_code, Position};
use proptest::prelude::*;

/// A random position on a board of 1×1 to 8×8 with at least one piece, each
/// cell holding a random piece (K Q R B N P) with probability `density`.
pub fn random_position(density: f64) -> impl Strategy<Value = Position> {
    (1usize..=8, 1usize..=8)
        .prop_flat_map(move |(width, height)| {
            prop::collection::vec(prop::option::weighted(density, 0usize..6), width * height)
                .prop_map(move |cells| (width, cells))
        })
        .prop_filter_map("no pieces", |(width, cells)| {
            let rows: Vec<String> = cells
                .chunks(width)
                .map(|row| {
                    row.iter()
                        .map(|cell| cell.map_or('1', |kind| "KQRBNP".as_bytes()[kind] as char))
                        .collect()
                })
                .collect();
            parse_code(&rows.join("/")).ok()
        })
}
