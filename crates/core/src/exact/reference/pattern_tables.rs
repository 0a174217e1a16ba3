//! The search's working data: the patterns in compact form with, per cell,
//! bit sets of the patterns that attack it, stand on it, need it free or need
//! it occupied; and the partial solution the search grows.

use super::pattern::patterns;
use crate::{
    board::Bitboard,
    exact::problem::{self, Problem},
};

/// A pattern in the search's compact form.
#[derive(Clone, Copy, Debug)]
pub(super) struct Compact {
    pub(super) cell: u8,
    /// 1 + [`crate::board::PieceKind::index`].
    pub(super) code: u8,
    pub(super) attacks: u64,
    pub(super) free: u64,
    pub(super) occupied: u64,
}

/// The patterns of a problem, and per cell the bit sets of the patterns
/// that attack it, stand on it, need it free or need it occupied.
#[derive(Clone, Debug)]
pub(crate) struct Tables {
    pub(super) patterns: Vec<Compact>,
    /// Words per pattern bit set.
    pub(super) words: usize,
    /// `by_target[cell * words..][..words]`: patterns attacking `cell`; likewise below.
    pub(super) by_target: Vec<u64>,
    pub(super) by_cell: Vec<u64>,
    pub(super) by_free: Vec<u64>,
    pub(super) by_occupied: Vec<u64>,
    pub(super) all: Vec<u64>,
    pub(super) board: u64,
    pub(super) need: [u8; 64],
    pub(super) vacant: bool,
}

impl Tables {
    /// The tables of `problem`.
    pub(crate) fn new(problem: &Problem) -> Tables {
        let patterns: Vec<Compact> = patterns(problem)
            .into_iter()
            .map(|p| Compact {
                cell: p.square.index(),
                code: p.kind.index() as u8 + 1,
                attacks: p.attacks.0,
                free: p.free.0,
                occupied: p.occupied.0,
            })
            .collect();
        let words = patterns.len().div_ceil(64).max(1);
        let mut by_target = vec![0u64; 64 * words];
        let mut by_cell = vec![0u64; 64 * words];
        let mut by_free = vec![0u64; 64 * words];
        let mut by_occupied = vec![0u64; 64 * words];
        let mut all = vec![0u64; words];
        for (index, p) in patterns.iter().enumerate() {
            let (word, bit) = (index / 64, 1u64 << (index % 64));
            all[word] |= bit;
            by_cell[usize::from(p.cell) * words + word] |= bit;
            for (mask, sets) in
                [(p.attacks, &mut by_target), (p.free, &mut by_free), (p.occupied, &mut by_occupied)]
            {
                for cell in Bitboard(mask).indices() {
                    sets[cell * words + word] |= bit;
                }
            }
        }
        Tables {
            patterns,
            words,
            by_target,
            by_cell,
            by_free,
            by_occupied,
            all,
            board: problem.cells(),
            need: *problem.k_grid(),
            vacant: problem.mode() == problem::Mode::VacantCells,
        }
    }

    /// The cells short of their count at the start have no attack yet; the others need none.
    pub(super) fn start(&self) -> State {
        let sat = (0..64).filter(|&cell| self.need[cell] == 0).fold(0u64, |mask, cell| mask | 1 << cell);
        State {
            count: [0; 64],
            kinds: [0; 64],
            pieces: 0,
            must: 0,
            free: 0,
            sat: sat & self.board,
            placed: 0,
            level: 0,
        }
    }

    pub(super) fn set<'t>(&self, sets: &'t [u64], cell: usize) -> &'t [u64] {
        sets.get(cell * self.words..(cell + 1) * self.words).unwrap_or(&[])
    }

    /// Cells that take no further attack.
    pub(super) fn full(&self, s: &State) -> u64 {
        if self.vacant {
            s.sat & s.free
        } else {
            s.sat
        }
    }

    /// Cells that no ray may pass through.
    pub(super) fn no_free(&self, s: &State) -> u64 {
        // Vacant mode: an empty cell on a ray must not go over its count.
        s.pieces | s.must | if self.vacant { s.sat } else { 0 }
    }
}

/// A partial solution; which patterns are still available is kept by the
/// search at `level`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    pub(super) count: [u8; 64],
    /// 0 = no piece, else 1 + [`crate::board::PieceKind::index`].
    pub(crate) kinds: [u8; 64],
    pub(crate) pieces: u64,
    /// Cells that need a piece and have none yet.
    pub(super) must: u64,
    /// Cells that stay empty.
    pub(super) free: u64,
    /// Cells whose count has reached their need.
    pub(super) sat: u64,
    pub(crate) placed: u32,
    pub(super) level: usize,
}
