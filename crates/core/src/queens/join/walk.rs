//! The walk down the rows: each row in turn goes to the west half, the
//! east half or (odd N, once) the middle column, and each half's list of
//! placements grows with its rows (`halves`), so row splits that begin
//! alike share the lists of their common rows. At the bottom a row split
//! is complete: if it represents its class (`splits`), its two lists are
//! matched (`matching`).

use super::{
    geometry::{Partial, Split},
    halves::{extend, keep_clear_of},
    matching::Matcher,
    splits::{self, RowSplit},
};
use crate::task::Progress;

/// The lists of one half: `lists[k]` the placements of its first `k`
/// rows, and `lists[h + 1]` those cut down by the middle queen.
struct Half {
    lists: Vec<Vec<Partial>>,
}

impl Half {
    fn new(h: usize) -> Half {
        let mut lists = vec![Vec::new(); h + 2];
        lists[0].push(Partial::EMPTY);
        Half { lists }
    }

    /// Fills list `to` from list `from` by `fill`, the two being distinct.
    fn derive(&mut self, from: usize, to: usize, fill: impl FnOnce(&[Partial], &mut Vec<Partial>)) {
        let mut out = std::mem::take(&mut self.lists[to]);
        fill(&self.lists[from], &mut out);
        self.lists[to] = out;
    }
}

/// Where a half stands in the walk: its queens so far and which list holds them.
#[derive(Clone, Copy)]
struct At {
    queens: usize,
    list: usize,
}

/// The count's state: the lists, the matcher's buffers and the tally.
pub(super) struct Walk<'a> {
    split: Split,
    west: Half,
    east: Half,
    /// Meeting masks of the two lists of the split being matched.
    meets: (Vec<u64>, Vec<u64>),
    matcher: Matcher,
    /// Solutions so far.
    pub(super) found: u64,
    done: u64,
    total: u64,
    report: &'a mut dyn FnMut(Progress) -> bool,
}

/// The progress hook asked to stop after `done` row splits.
pub(super) struct Stopped {
    pub(super) done: u64,
}

impl<'a> Walk<'a> {
    /// A walk over the N×N board, `2 <= N <= 21`, reporting to `report`
    /// after each of the `total` representative row splits.
    pub(super) fn new(n: usize, total: u64, report: &'a mut dyn FnMut(Progress) -> bool) -> Walk<'a> {
        let h = n / 2;
        Walk {
            split: Split::new(n),
            west: Half::new(h),
            east: Half::new(h),
            meets: (Vec::new(), Vec::new()),
            matcher: Matcher::default(),
            found: 0,
            done: 0,
            total,
            report,
        }
    }

    /// Counts every solution.
    pub(super) fn run(&mut self) -> Result<(), Stopped> {
        let start = At { queens: 0, list: 0 };
        self.rows_from(0, start, start, 0, None)
    }

    /// Gives row `row` and those below it out, every way: the west and
    /// east halves so far at `west` and `east`, `east_rows` the rows given
    /// east, `middle` the middle queen's row once placed.
    fn rows_from(
        &mut self,
        row: usize,
        west: At,
        east: At,
        east_rows: u32,
        middle: Option<usize>,
    ) -> Result<(), Stopped> {
        let (n, h) = (self.split.n(), self.split.half());
        if row == n {
            return self.split_done(
                west,
                east,
                RowSplit { middle: middle.map(|m| m as u8), east: east_rows },
            );
        }
        // Only representatives count (`splits::weight`): row 0 goes west,
        // the middle queen to a row m with m >= N-1-m.
        if west.queens < h {
            let next = At { queens: west.queens + 1, list: west.queens + 1 };
            self.west.derive(west.list, next.list, |from, out| extend(from, n, h, west.queens, row, out));
            self.rows_from(row + 1, next, east, east_rows, middle)?;
        }
        if east.queens < h && row > 0 {
            let next = At { queens: east.queens + 1, list: east.queens + 1 };
            self.east.derive(east.list, next.list, |from, out| extend(from, n, h, east.queens, row, out));
            self.rows_from(row + 1, west, next, east_rows | 1 << row, middle)?;
        }
        if n % 2 == 1 && middle.is_none() && 2 * row + 1 >= n {
            let (west_queen, east_queen) = self.split.middle(row);
            let cut = h + 1;
            self.west.derive(west.list, cut, |from, out| keep_clear_of(from, west_queen, out));
            self.east.derive(east.list, cut, |from, out| keep_clear_of(from, east_queen, out));
            let (west, east) = (At { list: cut, ..west }, At { list: cut, ..east });
            self.rows_from(row + 1, west, east, east_rows, Some(row))?;
        }
        Ok(())
    }

    /// Matches the two halves of a complete row split, if it represents
    /// its class, and reports.
    fn split_done(&mut self, west: At, east: At, split: RowSplit) -> Result<(), Stopped> {
        let Some(weight) = splits::weight(self.split.n(), split) else { return Ok(()) };
        let (west, east) = (&self.west.lists[west.list], &self.east.lists[east.list]);
        if !west.is_empty() && !east.is_empty() {
            // Both masks hold the middle queen's diagonals: not a clash.
            let own = split.middle.map_or(0, |m| self.split.middle_meet(usize::from(m)));
            let (w, e) = &mut self.meets;
            w.clear();
            w.extend(west.iter().map(|&p| self.split.meet_west(p) & !own));
            e.clear();
            e.extend(east.iter().map(|&p| self.split.meet_east(p) & !own));
            self.found += weight * self.matcher.count_disjoint(w, e);
        }
        self.done += 1;
        let progress = Progress { done: self.done, total: self.total, found: self.found };
        if !(self.report)(progress) && self.done < self.total {
            return Err(Stopped { done: self.done });
        }
        Ok(())
    }
}
