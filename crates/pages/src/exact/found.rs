//! What an Exact attack search found, the texts that say it and the scenes
//! that draw a problem or a placement.

use crate::Scene;
use chesslab_core::{
    board::{Cell, Square},
    exact::{CountReply, Grid, MinReply, Mode, Placement, Problem},
    numbers::{grouped, plural},
};

/// What the page shows.
#[derive(Clone, Debug, Default)]
pub(super) enum Found {
    /// Only the problem (its counts on the cells).
    #[default]
    Nothing,
    /// The proven fewest pieces, with the time and where it came from.
    Min { outcome: MinReply, seconds: f64, from_table: bool, resumed: u32 },
    /// Every solution counted.
    Count { outcome: CountReply, seconds: f64 },
    /// A results table entry whose minimal placements were not all counted:
    /// the proven lower bound, the fewest pieces of a placement found and that placement.
    Bounded { lower: u32, upper: Option<u32>, examples: Vec<String>, nodes: u64, seconds: f64 },
}

impl Found {
    /// The placements found, as codes.
    pub(super) fn examples(&self) -> &[String] {
        match self {
            Found::Nothing => &[],
            Found::Min { outcome, .. } => &outcome.examples,
            Found::Count { outcome, .. } => &outcome.examples,
            Found::Bounded { examples, .. } => examples,
        }
    }

    /// The result line.
    pub(super) fn result_text(&self) -> String {
        match self {
            Found::Nothing => String::new(),
            Found::Min { outcome, .. } => match (outcome.min_pieces, outcome.complete) {
                (Some(min), _) => format!("Fewest pieces: {min}"),
                (None, true) => "No solution".to_string(),
                (None, false) => format!("At least {} pieces (search cut off)", outcome.lower_bound),
            },
            Found::Bounded { lower, upper: Some(upper), .. } if lower == upper => {
                format!("Fewest pieces: {lower} (a placement found; none has fewer)")
            }
            Found::Bounded { lower, upper: Some(upper), .. } => {
                format!("At least {lower} pieces, at most {upper} (the best placement found; search cut off)")
            }
            Found::Bounded { lower, upper: None, .. } => {
                format!("At least {lower} pieces (search cut off, no placement found)")
            }
            Found::Count { outcome, .. } => {
                let by: Vec<String> = outcome
                    .by_pieces
                    .iter()
                    .enumerate()
                    .filter(|(_, &count)| count > 0)
                    .map(|(pieces, &count)| format!("{}: {}", plural(pieces as u64, "piece"), grouped(count)))
                    .collect();
                if by.is_empty() {
                    "No solution".to_string()
                } else {
                    format!("By number of pieces — {}", by.join(", "))
                }
            }
        }
    }

    /// The statistics line.
    pub(super) fn stats_text(&self) -> String {
        let (nodes, seconds, where_) = match self {
            Found::Nothing => return String::new(),
            Found::Min { outcome, seconds, from_table, resumed } => (
                outcome.nodes,
                *seconds,
                match (*from_table, *resumed) {
                    (true, _) => " natively, when the table was made".to_string(),
                    (false, 0) => " here".to_string(),
                    (false, kept) => {
                        format!(
                            " here, going on from {} kept from an earlier run",
                            plural(kept.into(), "share")
                        )
                    }
                },
            ),
            Found::Count { outcome, seconds } => (outcome.nodes, *seconds, " here".to_string()),
            Found::Bounded { nodes, seconds, .. } => {
                (*nodes, *seconds, " natively, when the table was made".to_string())
            }
        };
        format!("Search: {} nodes, {seconds:.2} s{where_}.", grouped(nodes))
    }
}

/// The problem drawn: switched-off cells dark, each cell's required count on it.
pub(super) fn problem_scene(problem: &Problem) -> Scene {
    Scene {
        badges: problem.on_squares().map(|square| (Cell::from(square), problem.k_at(square))).collect(),
        ..grid_scene(problem)
    }
}

/// A grid drawn: its rectangle, switched-off cells dark.
pub(super) fn grid_scene(grid: &Grid) -> Scene {
    Scene {
        width: grid.width(),
        height: grid.height(),
        blocked: grid.off_squares().map(Cell::from).collect(),
        ..Scene::default()
    }
}

/// A placement drawn: its pieces, switched-off cells dark, and on each cell
/// that must be attacked exactly k times (every cell, or the vacant ones) its attack count.
pub(super) fn solution_scene(placement: &Placement, mode: Mode) -> Scene {
    let counts = placement.attack_counts();
    let counted = |square: &Square| mode == Mode::EveryCell || placement.piece_at(*square).is_none();
    Scene {
        pieces: placement
            .squares()
            .filter_map(|square| placement.piece_at(square).map(|kind| (Cell::from(square), kind)))
            .collect(),
        badges: placement
            .on_squares()
            .filter(counted)
            .map(|square| (Cell::from(square), counts[usize::from(square.index())]))
            .collect(),
        ..grid_scene(placement)
    }
}
