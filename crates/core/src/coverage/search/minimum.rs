//! Minimum coverage: branch and bound over placements in square order.
//!
//! # Method
//!
//! Blocking makes attack sets shrink when pieces are added, so the weak
//! bound of the maximum search says nothing here. Instead pieces are
//! placed in increasing square order (identical pieces and, with
//! superposition, pieces sharing a square in group order, so each
//! placement is made once). After placing on square `f`, every square below
//! `f` is *decided*: empty or occupied for good. A lower bound on the final
//! attack set is then the attack set computed as if every undecided square
//! (above `f`) were occupied: a slider's ray runs through decided empty
//! squares exactly as it will in the end and stops at the first occupied
//! or undecided square, which it attacks either way; kings and knights
//! attack what they always attack. The bound only grows as the frontier
//! moves up, so:
//!
//! * a branch whose bound exceeds the best value found is cut (equal ones
//!   go on, so that all optimal configurations are counted);
//! * when the next piece's square is chosen, skipping squares only makes
//!   the bound of what is already placed larger, so the loop over
//!   candidate squares stops at the first one whose bound is too large.
//!
//! The search meets tight, corner-packed configurations first, which gives
//! a good bound early. The anchor ([`super::groups`]) stays in the triangle.

use arrayvec::ArrayVec;

use super::{
    gate::Gate,
    groups::{piece_count, Variant},
    tally::Tally,
};
use crate::{
    board::PieceKind,
    coverage::{
        geometry::Geometry,
        problem::MAX_PIECES,
        stats::{Stats, Ticker},
    },
};

/// The branch and bound over one bishop variant.
pub(crate) struct Scan<'a, 'b, 't> {
    geometry: &'a Geometry,
    kinds: [PieceKind; 6],
    domain: [u64; 6],
    groups: usize,
    superpose: bool,
    placed: ArrayVec<(PieceKind, u8), MAX_PIECES>,
    stats: Stats,
    ticker: &'a mut Ticker<'b>,
    tally: &'a mut Tally<'t>,
    gate: &'a mut Gate,
}

/// Squares with index `from` or more.
fn from_square(from: usize) -> u64 {
    if from >= 64 {
        0
    } else {
        u64::MAX << from
    }
}

impl<'a, 'b, 't> Scan<'a, 'b, 't> {
    /// Offers every placement of `variant` that may tie or beat the tally's
    /// best (or its bound) to the tally; of a split search, the parts `gate` lets through.
    pub(crate) fn run(
        geometry: &'a Geometry,
        variant: &Variant,
        superpose: bool,
        ticker: &'a mut Ticker<'b>,
        tally: &'a mut Tally<'t>,
        gate: &'a mut Gate,
    ) -> Stats {
        let mut scan = Scan {
            geometry,
            kinds: [PieceKind::King; 6],
            domain: [0; 6],
            groups: variant.len(),
            superpose,
            placed: ArrayVec::new(),
            stats: Stats { passes: 1, ..Stats::default() },
            ticker,
            tally,
            gate,
        };
        let mut left = [0u8; 6];
        for (g, group) in variant.iter().enumerate() {
            scan.kinds[g] = group.kind;
            scan.domain[g] = group.domain & geometry.board;
            left[g] = group.count;
        }
        scan.scan(left, piece_count(variant) as u32, 0, 0, 0);
        scan.ticker.branch_done();
        scan.stats
    }

    fn best(&self) -> u32 {
        self.tally.bound().unwrap_or(u32::MAX)
    }

    /// The lower bound: what the placed pieces attack if `occupied` squares block.
    fn bound(&self, occupied: u64) -> u32 {
        let attacked =
            self.placed.iter().fold(0, |a, &(k, s)| a | self.geometry.strong(k, usize::from(s), occupied));
        (attacked & self.geometry.board).count_ones()
    }

    fn scan(&mut self, mut left: [u8; 6], pieces_left: u32, occupied: u64, from_sq: usize, from_g: usize) {
        let counted = u64::from(self.gate.counts(self.placed.len()));
        self.stats.nodes += counted;
        self.ticker.node();
        if pieces_left == 0 {
            if !self.gate.keep(self.placed.len()) {
                return;
            }
            self.stats.leaves += 1;
            self.stats.survivors += 1;
            self.ticker.found += 1;
            return self.tally.offer(&self.placed);
        }
        let mut explored = false;
        for square in from_sq..64 {
            let here = 1u64 << square;
            if self.geometry.board & here == 0 {
                continue;
            }
            // Squares skipped so far are empty for good: the bound only grows from here on.
            if self.bound(occupied | from_square(square)) > self.best() {
                break;
            }
            if !self.superpose && (self.geometry.board & from_square(square)).count_ones() < pieces_left {
                break;
            }
            // The share done: the squares this node scans, each an equal part.
            self.ticker.branch((square - from_sq) as u32, (64 - from_sq) as u32);
            let first_group = if square == from_sq { from_g } else { 0 };
            for g in first_group..self.groups {
                if left[g] == 0 || self.domain[g] & here == 0 {
                    continue;
                }
                self.placed.push((self.kinds[g], square as u8));
                if !self.gate.pass(self.placed.len()) {
                    self.placed.pop();
                    continue;
                }
                let now = occupied | here;
                if self.bound(now | from_square(square + 1)) <= self.best() {
                    left[g] -= 1;
                    explored = true;
                    let (next_sq, next_g) = if self.superpose { (square, g) } else { (square + 1, 0) };
                    self.ticker.down();
                    self.scan(left, pieces_left - 1, now, next_sq, next_g);
                    self.ticker.up();
                    left[g] += 1;
                }
                self.placed.pop();
            }
        }
        if !explored {
            self.stats.leaves += counted;
        }
    }
}
