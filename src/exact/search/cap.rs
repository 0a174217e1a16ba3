//! The piece-cap bound of the piece-first search: can the pieces the cap
//! still allows bring the attacks that only new pieces can bring?

use super::{
    counts::Counts,
    propagate::{clear, Demand, Rules},
    reach::EMPTY,
};

impl Rules<'_> {
    /// Whether `budget` more pieces can meet `demand`; may also empty every
    /// undecided cell when the cells that must take a piece use the whole budget.
    ///
    /// * **must**: undecided cells that cannot stay empty each take a piece;
    /// * **best cells**: a new piece adds at most one attack to each cell it
    ///   could reach, so the must cells' reaches plus the `budget - must` best
    ///   other reaches must cover the shortfall (vacant mode: of the cells that
    ///   may still take a piece, all but `budget` stay empty and count);
    /// * **weights** (a dual solution of the covering LP): a short cell weighs
    ///   `1 / m`, `m` the widest reach of any cell that could attack it; no
    ///   piece carries more than 1 in all, so the weighted shortfall is at most the budget.
    pub(super) fn cap_allows(
        &self,
        undecided: u64,
        occupied: u64,
        counts: &Counts,
        domains: &mut [u8; 64],
        budget: u32,
        demand: &mut Demand,
    ) -> Option<()> {
        let mut must = 0u64;
        let mut cells = undecided;
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            if domains[cell] & EMPTY == 0 {
                must |= 1 << cell;
            }
        }
        let forced = must.count_ones();
        if forced > budget {
            return None;
        }
        if forced == budget {
            clear(domains, undecided & !must, EMPTY);
        }
        if demand.total == 0 && demand.maybe == 0 {
            return Some(());
        }
        let short = demand.cells | demand.maybe;
        let mut widest = [0u8; 64];
        let mut histogram = [0u32; 65];
        let mut supply = 0u32;
        let mut cells = undecided;
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let hits = self.reach.could_attack(cell, domains[cell], occupied) & short;
            let cover = hits.count_ones() as u8;
            if must >> cell & 1 == 1 {
                supply += u32::from(cover);
            } else {
                histogram[usize::from(cover)] += 1;
            }
            let mut targets = hits;
            while targets != 0 {
                let t = targets.trailing_zeros() as usize;
                targets &= targets - 1;
                widest[t] = widest[t].max(cover);
            }
        }
        let mut left = budget - forced;
        for cover in (1..=64usize).rev() {
            let take = left.min(histogram[cover]);
            supply += take * cover as u32;
            left -= take;
            if left == 0 {
                break;
            }
        }
        let residuals = &mut demand.maybe_residuals[..demand.maybe_count];
        residuals.sort_unstable();
        let staying = residuals.len().saturating_sub(budget as usize);
        let maybe_total: u32 = residuals.iter().take(staying).map(|&r| u32::from(r)).sum();
        if supply < demand.total + maybe_total {
            return None;
        }
        let mut weighted = 0.0;
        let mut cells = demand.cells;
        while cells != 0 {
            let t = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let residual = self.need[t] - counts.definite[t] - counts.pending[t];
            if widest[t] == 0 {
                return None;
            }
            weighted += f64::from(residual) / f64::from(widest[t]);
        }
        // A little slack so that rounding never cuts a real solution.
        (weighted <= f64::from(budget) + 1e-6).then_some(())
    }
}
