//! For every square, a configuration that leaves exactly that square
//! unattacked, or the proof that none exists.
//!
//! One pass of the maximum search with one square of slack lists every
//! placement that attacks all but at most one square weakly, which
//! includes every placement attacking all but exactly one square with
//! blocking. Each symmetry class found is spread over its whole orbit, so
//! every square gets its examples and exact counts; a square left without
//! an example is proved impossible by the completeness of that pass.

use super::{
    geometry::Geometry,
    placement::Placement,
    problem::Problem,
    search::{layout, Gate, Hitting, Layout, Orbits},
    stats::{Stats, Ticker},
};
use crate::{board::PieceKind, task::Progress};

/// The answer of [`unattacked`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unattacked {
    /// Board side.
    pub side: usize,
    /// By square index (`rank * 8 + file`, 64 entries): a configuration leaving
    /// exactly that square unattacked, or `None` when there is none (or the
    /// square is off the board).
    pub examples: Vec<Option<Placement>>,
    /// By square index: how many distinct placements leave exactly that square unattacked.
    pub placements: Vec<u64>,
    /// Search statistics.
    pub stats: Stats,
}

/// Finds, for each square of `problem`'s board, the placements of its
/// pieces (with its bishop and superposition rules; the objective is
/// ignored) that attack every other square and not that one.
pub fn unattacked(problem: &Problem, progress: &mut dyn FnMut(Progress)) -> Unattacked {
    let geometry = Geometry::new(problem.side() as u8);
    let layout = layout(problem, &geometry);
    let (examples, placements, stats) = spread(problem, &geometry, &layout, &mut Gate::whole(), progress);
    Unattacked { side: problem.side(), examples, placements, stats }
}

/// The pass behind [`unattacked`] (of a split search, the parts `gate` lets
/// through): by square, the first placement found and the number of placements.
pub(super) fn spread(
    problem: &Problem,
    geometry: &Geometry,
    layout: &Layout,
    gate: &mut Gate,
    progress: &mut dyn FnMut(Progress),
) -> (Vec<Option<Placement>>, Vec<u64>, Stats) {
    let orbits = Orbits::new(geometry, layout.anchor);
    let target = geometry.board.count_ones().saturating_sub(1);
    let mut examples: Vec<Option<Placement>> = vec![None; 64];
    let mut placements = vec![0u64; 64];
    let mut visit = |pieces: &[(PieceKind, u8)]| {
        let attacked = geometry.attacked(pieces) & geometry.board;
        if attacked.count_ones() != target || orbits.representative(pieces).is_none() {
            return;
        }
        for member in orbits.orbit(pieces) {
            let square = (geometry.board & !geometry.attacked(&member)).trailing_zeros() as usize % 64;
            placements[square] += 1;
            if examples[square].is_none() {
                examples[square] = Some(Placement::from_indices(geometry.side, &member));
            }
        }
    };
    let units = layout
        .variants
        .iter()
        .map(|v| v.iter().find(|g| Some(g.kind) == layout.anchor).map_or(1, |g| g.domain.count_ones()))
        .sum::<u32>();
    let mut ticker = Ticker::new(progress, u64::from(units));
    let mut stats = Stats::default();
    for variant in &layout.variants {
        let superpose = problem.superpose();
        stats += Hitting::run(geometry, variant, layout.anchor, superpose, 1, &mut ticker, &mut visit, gate);
    }
    stats.passes = 1;
    (examples, placements, stats)
}
