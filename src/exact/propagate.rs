//! The piece-first search's reasoning at one node: attack counts (definite,
//! pending, possible), values ruled out by them, and the piece-cap bound.
//! See the algorithm note in `piece_search.rs`.

use super::reach::{bit_of_code, nearest, sliders, Reach, EMPTY, LEAPERS};

/// A partial placement: each cell is empty, holds a piece, or is undecided
/// with a domain of values it may still take.
#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    /// Cells holding a piece.
    pub(super) occupied: u64,
    /// Cells decided empty.
    pub(super) empty: u64,
    /// 0 = no piece, else 1 + [`crate::board::PieceKind::index`].
    pub(super) kinds: [u8; 64],
    /// Per undecided cell, the values left (see `reach.rs`).
    pub(super) domains: [u8; 64],
    /// Pieces placed.
    pub(super) placed: u32,
}

impl Node {
    /// The root: every cell of `reach`'s board undecided, any allowed value.
    pub(super) fn root(reach: &Reach) -> Node {
        let domains =
            std::array::from_fn(|cell| if reach.board >> cell & 1 == 1 { reach.allowed } else { 0 });
        Node { occupied: 0, empty: 0, kinds: [0; 64], domains, placed: 0 }
    }

    /// The undecided cells of `board`.
    pub(super) fn undecided(&self, board: u64) -> u64 {
        board & !self.occupied & !self.empty
    }

    /// Decides `cell` to the single value `value` (a domain bit).
    pub(super) fn assign(&mut self, cell: usize, value: u8) {
        let bit = 1u64 << cell;
        self.domains[cell] = value;
        if value == EMPTY {
            self.empty |= bit;
        } else {
            self.occupied |= bit;
            self.kinds[cell] = value.trailing_zeros() as u8;
            self.placed += 1;
        }
    }
}

/// Attack counts of a node, per cell.
#[derive(Clone, Debug)]
pub(super) struct Counts {
    /// Attacks that stay whatever the undecided cells become.
    pub(super) definite: [u8; 64],
    /// Placed sliders whose ray reaches the cell if the undecided cells before it stay empty.
    pub(super) pending: [u8; 64],
    /// Undecided cells that could attack the cell with a piece of their domain.
    pub(super) possible: [u8; 64],
    /// Per undecided cell, what a piece of its domain could attack.
    pub(super) reach: [u64; 64],
}

/// What one pass of the rules concluded.
pub(super) struct Pass {
    pub(super) counts: Counts,
    pub(super) domains: [u8; 64],
}

fn add(counts: &mut [u8; 64], mut mask: u64) {
    while mask != 0 {
        counts[mask.trailing_zeros() as usize] += 1;
        mask &= mask - 1;
    }
}

/// The problem-wide data the rules need.
pub(super) struct Rules<'a> {
    pub(super) reach: &'a Reach,
    pub(super) need: &'a [u8; 64],
    pub(super) vacant: bool,
}

impl Rules<'_> {
    /// Applies the rules until nothing changes, deciding cells left with one
    /// value. `None` when the node has no solution with at most `cap` pieces.
    pub(super) fn settle(&self, node: &mut Node, cap: u32) -> Option<Counts> {
        loop {
            let pass = self.pass(node, cap)?;
            let mut changed = false;
            let mut cells = node.undecided(self.reach.board);
            while cells != 0 {
                let cell = cells.trailing_zeros() as usize;
                cells &= cells - 1;
                let domain = pass.domains[cell];
                if domain == node.domains[cell] {
                    continue;
                }
                changed = true;
                if domain == 0 {
                    return None;
                }
                node.domains[cell] = domain;
                if domain.count_ones() == 1 {
                    node.assign(cell, domain);
                }
            }
            if node.placed > cap {
                return None;
            }
            if !changed {
                return Some(pass.counts);
            }
        }
    }

    /// The attack counts of `node`.
    pub(super) fn counts(&self, node: &Node) -> Counts {
        let reach = self.reach;
        let mut counts = Counts { definite: [0; 64], pending: [0; 64], possible: [0; 64], reach: [0; 64] };
        let undecided = node.undecided(reach.board);
        let mut pieces = node.occupied;
        while pieces != 0 {
            let cell = pieces.trailing_zeros() as usize;
            pieces &= pieces - 1;
            let kind = bit_of_code(node.kinds[cell]);
            let (mut definite, mut pending) = (0u64, 0u64);
            for (i, &leaper) in LEAPERS.iter().enumerate() {
                if kind == super::reach::bit(leaper) {
                    definite |= reach.leaps[i][cell];
                }
            }
            for d in 0..8 {
                if sliders(d) & kind == 0 {
                    continue;
                }
                let ray = reach.rays[cell][d];
                let stops = ray & !node.empty;
                if stops == 0 {
                    definite |= ray;
                    continue;
                }
                let stop = nearest(stops, d);
                definite |= ray & !reach.rays[stop][d];
                if undecided >> stop & 1 == 1 {
                    pending |= reach.ray_to_stop(stop, d, node.occupied);
                }
            }
            add(&mut counts.definite, definite);
            add(&mut counts.pending, pending);
        }
        let mut cells = undecided;
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let domain = node.domains[cell];
            let mut set = 0u64;
            for (i, &leaper) in LEAPERS.iter().enumerate() {
                if domain & super::reach::bit(leaper) != 0 {
                    set |= reach.leaps[i][cell];
                }
            }
            for d in 0..8 {
                if sliders(d) & domain != 0 {
                    set |= reach.ray_to_stop(cell, d, node.occupied);
                }
            }
            counts.reach[cell] = set;
            add(&mut counts.possible, set);
        }
        counts
    }

    /// One pass: the counts, and the domains the rules leave.
    fn pass(&self, node: &Node, cap: u32) -> Option<Pass> {
        let counts = self.counts(node);
        let mut domains = node.domains;
        let budget = cap.checked_sub(node.placed)?;
        let undecided = node.undecided(self.reach.board);
        let mut demand = Demand::default();
        let mut cells = self.reach.board;
        while cells != 0 {
            let t = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let (k, d) = (self.need[t], counts.definite[t]);
            let p = counts.pending[t] + counts.possible[t];
            // Attacks that new pieces must bring.
            let residual = k.saturating_sub(d + counts.pending[t]);
            if !self.vacant || node.empty >> t & 1 == 1 {
                if d > k || d + p < k || u32::from(residual) > budget {
                    return None;
                }
                if d == k && p > 0 {
                    self.forbid(t, node, &mut domains);
                } else if d < k && d + p == k {
                    self.require(t, node, &counts, &mut domains);
                }
                if residual > 0 {
                    demand.cells |= 1 << t;
                    demand.total += u32::from(residual);
                }
            } else if undecided >> t & 1 == 1 {
                // Vacant mode: a cell that cannot be attacked exactly k times must hold a piece.
                if d > k || d + p < k || u32::from(residual) > budget {
                    domains[t] &= !EMPTY;
                } else if residual > 0 {
                    demand.maybe |= 1 << t;
                    demand.maybe_residuals[demand.maybe_count] = residual;
                    demand.maybe_count += 1;
                }
            }
        }
        self.cap_allows(node, &counts, &mut domains, budget, &mut demand)?;
        Some(Pass { counts, domains })
    }

    /// A counted cell `t` attacked `k` times for sure: nothing may add an attack.
    fn forbid(&self, t: usize, node: &Node, domains: &mut [u8; 64]) {
        let reach = self.reach;
        let undecided = node.undecided(reach.board);
        for (i, &leaper) in LEAPERS.iter().enumerate() {
            let mut cells = reach.leapt[i][t] & undecided;
            while cells != 0 {
                domains[cells.trailing_zeros() as usize] &= !super::reach::bit(leaper);
                cells &= cells - 1;
            }
        }
        for d in 0..8 {
            let ray = reach.rays[t][d];
            let stops = ray & !node.empty;
            if stops == 0 {
                continue;
            }
            let first = nearest(stops, d);
            if undecided >> first & 1 == 1 {
                // A slider there would see `t` across empty cells.
                domains[first] &= !sliders(d);
            }
            let pieces = ray & node.occupied;
            if pieces == 0 {
                continue;
            }
            let piece = nearest(pieces, d);
            let gap = reach.between(t, piece) & undecided;
            if sliders(d) & bit_of_code(node.kinds[piece]) != 0 && gap.count_ones() == 1 {
                // The slider's ray must be blocked at its one undecided cell.
                domains[gap.trailing_zeros() as usize] &= !EMPTY;
            }
        }
    }

    /// A counted cell `t` that needs every attack it can still get.
    fn require(&self, t: usize, node: &Node, counts: &Counts, domains: &mut [u8; 64]) {
        let reach = self.reach;
        let undecided = node.undecided(reach.board);
        let mut cells = undecided;
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            if counts.reach[cell] >> t & 1 == 1 {
                domains[cell] &= reach.attacking_kinds(cell, t, node.occupied);
            }
        }
        for d in 0..8 {
            let pieces = reach.rays[t][d] & node.occupied;
            if pieces == 0 {
                continue;
            }
            let piece = nearest(pieces, d);
            if sliders(d) & bit_of_code(node.kinds[piece]) != 0 {
                let mut gap = reach.between(t, piece) & undecided;
                while gap != 0 {
                    domains[gap.trailing_zeros() as usize] &= EMPTY;
                    gap &= gap - 1;
                }
            }
        }
    }
}

/// The attacks new pieces must bring.
pub(super) struct Demand {
    /// Counted cells short of attacks that only new pieces can bring.
    pub(super) cells: u64,
    /// Their shortfall in all.
    pub(super) total: u32,
    /// Vacant mode: undecided cells that are short unless they take a piece.
    pub(super) maybe: u64,
    pub(super) maybe_residuals: [u8; 64],
    pub(super) maybe_count: usize,
}

impl Default for Demand {
    fn default() -> Demand {
        Demand { cells: 0, total: 0, maybe: 0, maybe_residuals: [0; 64], maybe_count: 0 }
    }
}
