//! The piece-cap bound of the piece-first search: can the pieces the cap
//! still allows bring the attacks that only new pieces can bring?
//!
//! # The bound
//!
//! Let `P` be the cells that take a new piece (at most `budget` of them,
//! every cell that cannot stay empty among them). A short counted cell `t`
//! needs `r_t` attacks from `P`, and a new piece adds at most one attack to
//! each cell it could reach (`hits(c)`); in vacant mode a short undecided
//! cell needs its `r_t` attacks only if it stays empty. For any weights
//! `y ≥ 0` on the short cells, summing those needs gives
//!
//! `Σ_t r_t·y_t  ≤  Σ_{c ∈ P} v(c)`, where `v(c) = y(hits(c)) + r_c·y_c` (the
//! last term when `c` is itself a short undecided cell, which a piece relieves),
//!
//! so the weighted demand may not exceed the must cells' values plus the
//! best values of the other cells the budget allows. Every `y` gives a valid
//! bound (a dual solution of the covering LP); the search tries all ones
//! (the plain attack count), then, when that count is nearly tight,
//! divides each cell's weight by the largest value of a cell covering it,
//! which nears the LP optimum where the cells' reaches differ. (More
//! rescaling rounds, or rescaling everywhere, cut a few more nodes than
//! their cost per node repays.)

use super::{
    propagate::{clear, Demand, Propagator},
    reach::EMPTY,
};
use crate::exact::cell_set::CellSet;

/// Weight vectors tried per node at most: all ones, then rescaled ones.
const ROUNDS: usize = 2;
/// Rescaling is skipped when the supply exceeds the demand this many times.
const FAR: f64 = 1.1;
/// Slack so that rounding never cuts a real solution.
const SLACK: f64 = 1e-9;

impl<M: CellSet> Propagator<'_, M> {
    /// Whether `budget` more pieces can meet `demand`; may also empty every
    /// undecided cell when the cells that must take a piece use the whole
    /// budget. See the module note for the bound.
    pub(super) fn cap_allows(
        &self,
        undecided: M,
        occupied: M,
        domains: &mut M::PerCell<u8>,
        budget: u32,
        demand: &Demand<M>,
    ) -> Option<()> {
        let mut must = M::EMPTY;
        for cell in undecided.cells() {
            if domains[cell] & EMPTY == 0 {
                must |= M::cell(cell);
            }
        }
        let forced = must.len();
        if forced > budget {
            return None;
        }
        if forced == budget {
            clear(domains, undecided & !must, EMPTY);
        }
        let short = demand.cells | demand.maybe;
        if short.is_empty() {
            return Some(());
        }
        // The cells that could take a piece, and what each could attack.
        let mut sources = M::per_cell((0usize, M::EMPTY));
        let mut count = 0;
        for cell in undecided.cells() {
            if domains[cell] & !EMPTY == 0 {
                continue;
            }
            let hits = self.reach.could_attack(cell, domains[cell], occupied) & short;
            if let Some(slot) = sources.as_mut().get_mut(count) {
                *slot = (cell, hits);
                count += 1;
            }
        }
        let sources = &sources.as_ref()[..count];
        let free = (budget - forced) as usize;
        let mut weight = M::per_cell(0f64);
        for t in short.cells() {
            weight[t] = 1.0;
        }
        for round in 0..ROUNDS {
            let mut demanded = 0.0;
            for t in short.cells() {
                demanded += f64::from(demand.residual[t]) * weight[t];
            }
            let mut values = M::per_cell(0f64);
            let mut others = 0;
            let mut supply = 0.0;
            // Per short cell, the largest value of a cell covering it.
            let mut widest = M::per_cell(0f64);
            for &(cell, hits) in sources {
                let relief = if demand.maybe.has(cell) {
                    f64::from(demand.residual[cell]) * weight[cell]
                } else {
                    0.0
                };
                let mut value = relief;
                for t in hits.cells() {
                    value += weight[t];
                }
                if must.has(cell) {
                    supply += value;
                } else if let Some(slot) = values.as_mut().get_mut(others) {
                    *slot = value;
                    others += 1;
                }
                if relief > 0.0 {
                    widest[cell] = widest[cell].max(value);
                }
                for t in hits.cells() {
                    widest[t] = widest[t].max(value);
                }
            }
            let values = &mut values.as_mut()[..others];
            if free < values.len() {
                values.select_nth_unstable_by(free, |a, b| b.total_cmp(a));
                supply += values[..free].iter().sum::<f64>();
            } else {
                supply += values.iter().sum::<f64>();
            }
            if demanded > supply * (1.0 + SLACK) + SLACK {
                return None;
            }
            // Rescaled weights rarely cut where the plain count is far from tight.
            if round + 1 == ROUNDS || demanded * FAR < supply {
                break;
            }
            for t in short.cells() {
                if widest[t] <= 0.0 {
                    // Nothing can bring `t` its attacks, nor relieve it.
                    return None;
                }
                weight[t] /= widest[t];
            }
        }
        Some(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::super::{counts::PartialPlacement, reach::Reach};
    use super::*;
    use crate::exact::{
        reference::{Search, SearchOrder, Sink, State, Tables},
        Mode, Problem, Solver,
    };

    /// Collects the reference search's solutions (kinds, pieces), up to a limit.
    struct Solutions(Vec<([u8; 64], u64)>);

    impl Sink for Solutions {
        fn leaf(&mut self, state: &State) {
            if self.0.len() < 400 {
                self.0.push((state.kinds, state.pieces));
            }
        }
        fn placement(&mut self, pieces: u64, kinds: &[u8; 64]) {
            if self.0.len() < 400 {
                self.0.push((*kinds, pieces));
            }
        }
        fn tick(&mut self, _: u64, _: u64) {}
    }

    /// Every solution the seed's search finds (with at most one piece more
    /// than the minimum, within a node limit) survives the rules and the piece-cap bound at random
    /// partial placements of it, under a cap of exactly its pieces: the bound
    /// never exceeds what a real solution needs.
    #[test]
    fn the_rules_and_the_cap_bound_never_cut_a_real_solution() {
        let texts = [
            "3x3,k=1",
            "3x3,k=2",
            "3x3,k=3",
            "3x3,k=4",
            "3x3,k=2,vacant",
            "3x3,k=3,vacant",
            "3x3,k=5,vacant",
            "4x4,k=1",
            "4x4,k=2",
            "4x4,k=3,vacant",
            "4x4,k=2,vacant",
            "3x4,k=2,pieces=KNP",
            "4x3,k=3,vacant,pieces=QBP",
            "4x4,k=2,pieces=RN",
        ];
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut random = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut checked = 0;
        for text in texts {
            let problem = Problem::parse(text).unwrap();
            let min = Solver::new(&problem).minimum(&mut |_| {});
            let Some(min) = min.min_pieces else { continue };
            let tables = Tables::new(&problem);
            let mut solutions = Solutions(Vec::new());
            Search::new(&tables, SearchOrder::Seed, min + 1, 200_000, &mut solutions).run();
            let reach = Reach::new(&problem);
            let vacant = problem.mode() == Mode::VacantCells;
            let rules = Propagator { reach: &reach, need: problem.k_grid(), vacant };
            for (kinds, pieces) in &solutions.0 {
                for _ in 0..8 {
                    let mut node = PartialPlacement::root(&reach);
                    let decided = random() & random() & reach.board;
                    let mut cells = decided;
                    while cells != 0 {
                        let cell = cells.trailing_zeros() as usize;
                        cells &= cells - 1;
                        node.assign(cell, 1 << kinds[cell]);
                    }
                    let cap = pieces.count_ones();
                    assert!(rules.settle(&mut node, cap).is_some(), "{text}: {kinds:?} cut at {decided:x}");
                    let mut cells = reach.board;
                    while cells != 0 {
                        let cell = cells.trailing_zeros() as usize;
                        cells &= cells - 1;
                        assert!(
                            node.domains[cell] >> kinds[cell] & 1 == 1,
                            "{text}: cell {cell} lost its value"
                        );
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 1000, "{checked}");
    }
}
