//! Computing one entry of the results table within a node limit: the proof
//! ([`Solver::minimum`], the piece cap raised from a lower bound), then,
//! where the limit stopped it, a search for placements above the proven
//! lower bound.
//!
//! The search for placements first anneals ([`find_placement`], with as
//! many steps as it has nodes), from DeVincentis' bound (vacant cells, k ≤ 8) or
//! from the lower bound. Then it counts the solutions under a piece cap with
//! a node limit ([`Solver::count`]), keeping the fewest-piece placement met:
//! it bisects between the best found and the lowest cap not yet tried in
//! vain (with nothing found, it tries DeVincentis' bound, then the loosest
//! cap: every cell of the board). A count that ends without finding anything
//! proves that nothing has so few pieces, which raises the lower bound. Each
//! cap gets a third of the count's nodes. Last come the structured
//! placements, where DeVincentis' and the published constructions lie: it
//! anneals among the placements with pieces on the board's edge only
//! ([`find_edge_placement`]) and among those each symmetry of the board
//! keeps ([`find_symmetric_placement`]), as many steps each, and for an
//! entry still above DeVincentis' bound, again with other seeds. The
//! searches for placements get half of the proof's limit each (annealing
//! steps counted as nodes); they can only lower the best found, so the
//! entry never loses what an earlier, shorter search found. The entries on
//! boards beyond 8×8 (9×9, Rennhak's 9×4) are proven the same way by the
//! 128-cell search ([`WideSolver`]), with plain and symmetric annealing above
//! its lower bound where its node limit stops it.

use crate::board::Symmetry;
use crate::exact::{
    local_search::{find_edge_placement, find_placement, find_symmetric_placement, Field},
    placement::Placement,
    problem::Mode,
    solve::Solver,
    table::devincentis::devincentis_bound,
    table::found_by::FoundBy,
    table::results_table::{table_entry, EntryStatus, TableEntry},
    table::table_slots::TableSlot,
    wide::WideSolver,
};

/// The annealing's random stream, fixed so that the table can be made again.
const ANNEAL_SEED: u64 = 2006;
/// The annealing's steps on a board beyond the 8×8 solver when no node limit is given (minutes).
const UNLIMITED_STEPS: u64 = 500_000_000;
/// The search for placements gives each cap at most this share of its nodes.
const CAPS: u64 = 3;
/// Placements kept per run of the search for placements (the fewest-piece one is used).
const KEPT: usize = 64;
/// The symmetries the annealing also searches under, one per group they
/// generate (the quarter turn's powers give the three turns).
const SYMMETRIES: [Symmetry; 6] = [
    Symmetry::Rotate90,
    Symmetry::Rotate180,
    Symmetry::MirrorColumns,
    Symmetry::MirrorRows,
    Symmetry::Transpose,
    Symmetry::AntiTranspose,
];
/// Rounds of structured annealing with other seeds for an entry still above DeVincentis' bound.
const RETRIES: u64 = 3;

/// Computes the entry `slot`, giving up the proof after `node_limit` nodes
/// (none: search to the end); `clock` gives seconds (the core keeps no clock).
///
/// ```
/// use chesslab_core::exact::{solve_slot, table_slots, EntryStatus};
/// let slot = table_slots().into_iter().find(|slot| slot.text() == "4x4,k=3,vacant").unwrap();
/// let entry = solve_slot(&slot, Some(10_000_000), &mut || 0.0);
/// assert_eq!((entry.status, entry.lower_bound, entry.total), (EntryStatus::Proven, 5, Some(4)));
///
/// let cut = solve_slot(&slot, Some(2_000), &mut || 0.0); // too few nodes for the proof alone
/// assert!(!cut.outcome.complete);
/// assert!(cut.lower_bound <= 5 && cut.upper_bound.is_none_or(|upper| upper >= 5));
/// ```
pub fn solve_slot(slot: &TableSlot, node_limit: Option<u64>, clock: &mut dyn FnMut() -> f64) -> TableEntry {
    let started = clock();
    let Some(problem) = slot.problem() else {
        let mut entry = beyond_the_solver(slot, node_limit);
        entry.seconds = clock() - started;
        return entry;
    };
    let limit = node_limit.unwrap_or(u64::MAX);
    let outcome = Solver::new(&problem).with_node_limit(limit).minimum(&mut |_| {});
    let mut entry = table_entry(&problem, outcome, 0.0);
    entry.source = slot.source;
    entry.node_limit = node_limit;
    if entry.status == EntryStatus::Bounded {
        let hint = (slot.mode == Mode::VacantCells && slot.width == slot.height)
            .then(|| devincentis_bound(slot.n(), slot.k))
            .flatten();
        search_placements(&problem, &mut entry, hint, limit / 2);
    }
    entry.seconds = clock() - started;
    entry
}

/// The search for placements of an entry the proof left bounded (see the module notes).
fn search_placements(
    problem: &crate::exact::Problem,
    entry: &mut TableEntry,
    hint: Option<u32>,
    budget: u64,
) {
    let cells = problem.cells().count_ones();
    let loosest = if problem.mode() == Mode::VacantCells { cells.saturating_sub(1) } else { cells };
    // Annealing first: it often finds placements far below the count's, at the hint or above the floor.
    let start = hint.filter(|&hint| hint >= entry.lower_bound).unwrap_or(entry.lower_bound);
    if let Some(found) = find_placement(problem, start, budget, ANNEAL_SEED) {
        improve(entry, found.piece_count(), found.to_string(), FoundBy::Annealing);
    }
    entry.nodes += budget;
    let per_cap = (budget / CAPS).max(1);
    // The caps tried: the hint, the loosest, then halfway between the floor and the best found.
    let mut cap = hint.filter(|&hint| hint >= entry.lower_bound).unwrap_or(loosest).min(loosest);
    let mut floor = entry.lower_bound;
    let mut spent = 0u64;
    while spent < budget {
        let solver =
            Solver::new(problem).with_node_limit(per_cap.min(budget - spent)).with_max_examples(KEPT);
        let reply = solver.count(Some(cap), &mut |_| {});
        spent += reply.nodes;
        let fewest = reply
            .examples
            .iter()
            .filter_map(|code| Placement::parse(code).ok())
            .min_by_key(Placement::piece_count);
        if let Some(found) = fewest {
            improve(entry, found.piece_count(), found.to_string(), FoundBy::Count);
            if reply.complete {
                // Every placement up to the cap was met: none has fewer pieces than the fewest met.
                entry.lower_bound = entry.lower_bound.max(first_count(&reply.by_pieces));
            }
        } else if reply.complete {
            entry.lower_bound = cap + 1;
        } else {
            // Not found in time: the caps below are left as hard, the search tries above.
            floor = cap + 1;
        }
        floor = floor.max(entry.lower_bound);
        let best = entry.upper_bound.unwrap_or(loosest + 1);
        if floor >= best {
            break;
        }
        cap = if entry.upper_bound.is_none() && cap < loosest {
            loosest
        } else {
            floor + (best.saturating_sub(1).saturating_sub(floor)) / 2
        };
    }
    entry.nodes += spent;
    // Last, the structured placements, where the known constructions lie (a ring, mirrored
    // ranks): after the searches above, so that an entry only ever gains from them.
    structured_placements(problem, entry, start, budget, ANNEAL_SEED);
    // Still above DeVincentis' construction, which exists: search those again with other seeds.
    for round in 1..=RETRIES {
        match hint {
            Some(hint) if entry.upper_bound.is_some_and(|upper| upper > hint) => {
                structured_placements(problem, entry, hint, budget, ANNEAL_SEED + round);
            }
            _ => break,
        }
    }
    settle_status(entry, loosest);
}

/// The status of an entry after the search for placements: proven where a
/// placement meets the lower bound, impossible where the lower bound passed
/// the loosest cap (`loosest`, a piece on every cell that may hold one), else bounded.
fn settle_status(entry: &mut TableEntry, loosest: u32) {
    entry.status = match entry.upper_bound {
        Some(upper) if upper == entry.lower_bound => EntryStatus::Proven,
        None if entry.lower_bound > loosest => EntryStatus::Impossible,
        _ => EntryStatus::Bounded,
    };
    entry.proven = entry.status == EntryStatus::Proven;
}

/// Anneals `steps` steps among the placements with pieces on the edge
/// only, then as many among those each symmetry of the board keeps, from
/// `start` pieces, keeping any placement with fewer pieces than the entry's.
fn structured_placements(
    problem: &crate::exact::Problem,
    entry: &mut TableEntry,
    start: u32,
    steps: u64,
    seed: u64,
) {
    let mut take = |found: Option<Placement>, by: FoundBy| {
        if let Some(found) = found {
            improve(entry, found.piece_count(), found.to_string(), by);
        }
    };
    let mut spent = steps;
    take(find_edge_placement(problem, start, steps, seed), FoundBy::EdgeAnnealing);
    for symmetry in SYMMETRIES {
        if symmetry.keeps_shape(usize::from(problem.width()), usize::from(problem.height())) {
            spent += steps;
            take(
                find_symmetric_placement(problem, symmetry, start, steps, seed),
                FoundBy::SymmetricAnnealing(symmetry),
            );
        }
    }
    entry.nodes += spent;
}

/// Makes the placement `code` of `pieces` pieces, found `by`, the entry's
/// best when it has fewer pieces than the best so far (or there is none).
fn improve(entry: &mut TableEntry, pieces: u32, code: String, by: FoundBy) {
    if entry.upper_bound.is_none_or(|best| pieces < best) {
        entry.upper_bound = Some(pieces);
        entry.example = Some(code);
        entry.found_by = Some(by);
    }
}

/// The fewest pieces with a placement in a count's `by_pieces`.
fn first_count(by_pieces: &[u64]) -> u32 {
    by_pieces.iter().position(|&count| count > 0).map_or(0, |pieces| pieces as u32)
}

/// An entry on a board beyond the 8×8 solver (9×9, Rennhak's 9×4): the
/// proof of the 128-cell search ([`WideSolver`]) within `node_limit` nodes,
/// then, where the limit stops it, the counting bound below
/// ([`Field::counting_bound`]) if it is higher, and the annealing's best
/// placement above, with as many steps as the proof had nodes.
fn beyond_the_solver(slot: &TableSlot, node_limit: Option<u64>) -> TableEntry {
    let mut entry = TableEntry::too_large(slot);
    let (width, height) = (usize::from(slot.width), usize::from(slot.height));
    let solver = WideSolver::new(width, height, slot.k, slot.mode);
    let (Ok(solver), Some(field)) = (solver, Field::rectangle(width, height, slot.k, slot.mode)) else {
        return entry;
    };
    let solver = solver.with_node_limit(node_limit.unwrap_or(u64::MAX));
    entry.take_proof(solver.minimum(&mut |_| {}));
    entry.source = slot.source;
    entry.node_limit = node_limit;
    if entry.status != EntryStatus::Bounded {
        return entry;
    }
    entry.lower_bound = entry.lower_bound.max(field.counting_bound());
    let steps = node_limit.unwrap_or(UNLIMITED_STEPS);
    entry.nodes += steps;
    if let Some((pieces, kinds)) = field.anneal(entry.lower_bound, steps, ANNEAL_SEED) {
        improve(&mut entry, pieces, field.code(&kinds), FoundBy::Annealing);
    }
    let symmetric = (steps / 2).max(1);
    for symmetry in SYMMETRIES {
        let Some(field) = field.clone().with_symmetry(symmetry) else { continue };
        entry.nodes += symmetric;
        if let Some((pieces, kinds)) = field.anneal(entry.lower_bound, symmetric, ANNEAL_SEED) {
            improve(&mut entry, pieces, field.code(&kinds), FoundBy::SymmetricAnnealing(symmetry));
        }
    }
    settle_status(&mut entry, *solver.caps().end());
    entry
}
