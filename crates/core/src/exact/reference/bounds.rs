//! Pruning: whether the pieces the cap still allows can complete a partial
//! solution (see the bounds in the algorithm note of [`super::search`]).

use super::{
    pattern_tables::State,
    search::{lowest, Search, Sink},
};

impl<S: Sink> Search<'_, S> {
    /// Whether the cap leaves enough pieces to complete `s`.
    pub(super) fn within_cap(&self, s: &State) -> bool {
        let Some(budget) = self.cap.checked_sub(s.placed) else { return false };
        if s.must.count_ones() > budget {
            return false;
        }
        if budget == 0 && self.status_cells(s) != 0 {
            return false;
        }
        let short = self.cover_cells(s);
        let (mut cells, mut deficit) = (short, 0u32);
        while cells != 0 {
            let cell = lowest(cells);
            cells &= cells - 1;
            let missing = u32::from(self.tables.need[cell] - s.count[cell]);
            if missing > budget {
                return false;
            }
            deficit += missing;
        }
        self.coverage_allows(s, short, budget, deficit)
    }

    /// Whether `budget` more pieces could still add the `deficit` attacks the
    /// `short` cells lack, by three tests from one pass over the available patterns:
    ///
    /// * **distinct attackers**: a cell short by `d` needs `d` different cells
    ///   with an available pattern attacking it (a queen's many patterns on
    ///   one cell give one attacker);
    /// * **best cells**: the best pattern per cell, the *must* cells' best ones
    ///   (they will hold pieces) plus the best of the other cells;
    /// * **weights** (a dual solution of the covering LP): give each short
    ///   cell the weight `1 / m`, `m` the most short cells any pattern
    ///   attacking it covers. No pattern then carries more than 1 in total, so
    ///   the pieces needed are at least the weighted deficit.
    fn coverage_allows(&self, s: &State, short: u64, budget: u32, deficit: u32) -> bool {
        let mut best = [0u8; 64];
        let mut widest = [0u8; 64];
        let mut attackers = [0u64; 64];
        for (word_index, &word) in self.avail(s).iter().enumerate() {
            let mut word = word;
            while word != 0 {
                let index = word_index * 64 + word.trailing_zeros() as usize;
                word &= word - 1;
                let Some(p) = self.tables.patterns.get(index) else { continue };
                let hits = p.attacks & short;
                let cover = hits.count_ones() as u8;
                let slot = &mut best[usize::from(p.cell)];
                *slot = (*slot).max(cover);
                let mut cells = hits;
                while cells != 0 {
                    let cell = lowest(cells);
                    cells &= cells - 1;
                    widest[cell] = widest[cell].max(cover);
                    attackers[cell] |= 1 << p.cell;
                }
            }
        }
        let mut weighted = 0.0;
        let mut cells = short;
        while cells != 0 {
            let cell = lowest(cells);
            cells &= cells - 1;
            let missing = self.tables.need[cell] - s.count[cell];
            if widest[cell] == 0 || attackers[cell].count_ones() < u32::from(missing) {
                return false;
            }
            weighted += f64::from(missing) / f64::from(widest[cell]);
        }
        // A little slack so that rounding never cuts a real solution.
        if weighted > f64::from(budget) + 1e-6 {
            return false;
        }
        let mut total = 0u32;
        let mut must = s.must;
        while must != 0 {
            let cell = lowest(must);
            must &= must - 1;
            total += u32::from(std::mem::take(&mut best[cell]));
        }
        // Counting sort: covers are at most 64.
        let mut histogram = [0u32; 65];
        for &cover in &best {
            histogram[usize::from(cover)] += 1;
        }
        let mut left = budget.saturating_sub(s.must.count_ones());
        for cover in (1..=64u32).rev() {
            let take = left.min(histogram[cover as usize]);
            total += take * cover;
            left -= take;
        }
        total >= deficit
    }
}
