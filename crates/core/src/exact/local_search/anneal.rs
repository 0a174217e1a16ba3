//! The annealing's state: a placement on a [`Field`] with its attack counts
//! and violation, and the moves tried on it. Under a symmetry every change
//! is made to a whole orbit of cells, so the placement stays symmetric.

use super::{Field, MAX_CELLS};
use crate::{
    board::{Direction, PieceKind, KING_STEPS, KNIGHT_STEPS, PAWN_STEPS},
    exact::geometry::slider_directions,
    rng::Rng,
};

/// Steps from the hottest to the coldest temperature, before reheating.
const ROUND: u64 = 20_000;
/// Temperatures of one round: a violation rise of 1 is taken with
/// probability e^(−1/T), from about one in two down to one in a hundred.
const HOT: f64 = 1.5;
const COLD: f64 = 0.2;

/// The annealing state: a placement with its attack counts and violation.
pub(super) struct Anneal {
    rng: Rng,
    /// The switched-on cells.
    pub(super) cells: Vec<usize>,
    board: u128,
    /// Per cell, the attack count it needs (0 where switched off).
    need: Vec<u8>,
    vacant: bool,
    kinds: Vec<PieceKind>,
    /// Per cell, the piece on it.
    pub(super) on: Vec<Option<PieceKind>>,
    occupied: u128,
    /// The cells holding a piece, in no order.
    pub(super) pieces: Vec<usize>,
    /// Per cell and direction, the ray to the board's edge.
    rays: Vec<[u128; 8]>,
    /// Per cell, what a king, a knight and a pawn there attack.
    leaps: Vec<[u128; 3]>,
    /// Per cell, the cells from which some piece could attack it (on an empty board).
    sources: Vec<u128>,
    /// The cells a piece may stand on (the field's edge cells only, or every cell).
    placeable: u128,
    /// Per cell, the other cells of its orbit under the field's symmetry (none without one).
    orbits: Vec<Vec<usize>>,
    /// The attack counts of the current placement, and a scratch copy for a tried move.
    counts: Vec<u8>,
    scratch: Vec<u8>,
    violation: u32,
}

impl Anneal {
    pub(super) fn new(field: &Field, seed: u64) -> Option<Anneal> {
        let size = field.need.len();
        let cells: Vec<usize> = (0..size).filter(|&cell| field.need[cell].is_some()).collect();
        if cells.is_empty() || field.kinds.is_empty() || size > MAX_CELLS {
            return None;
        }
        let mask = |cells: &mut dyn Iterator<Item = usize>| cells.fold(0u128, |mask, cell| mask | 1 << cell);
        let mut rays = vec![[0u128; 8]; size];
        let mut leaps = vec![[0u128; 3]; size];
        for &cell in &cells {
            for (d, direction) in Direction::ALL.into_iter().enumerate() {
                let walk = std::iter::successors(field.step(cell, direction.step()), |&at| {
                    field.step(at, direction.step())
                });
                rays[cell][d] = mask(&mut walk.into_iter());
            }
            for (slot, steps) in leaps[cell].iter_mut().zip([&KING_STEPS[..], &KNIGHT_STEPS, &PAWN_STEPS]) {
                *slot = mask(&mut steps.iter().filter_map(|&step| field.step(cell, step)));
            }
        }
        let mut sources = vec![0u128; size];
        for &cell in &cells {
            for &from in &cells {
                let lines = rays[from].iter().fold(0, |all, ray| all | ray);
                if (lines | leaps[from][0] | leaps[from][1] | leaps[from][2]) >> cell & 1 == 1 {
                    sources[cell] |= 1 << from;
                }
            }
        }
        let placeable = mask(&mut cells.iter().copied().filter(|&cell| field.may_hold_a_piece(cell)));
        let mut state = Anneal {
            rng: Rng::new(seed),
            board: mask(&mut cells.iter().copied()),
            cells,
            need: field.need.iter().map(|need| need.unwrap_or(0)).collect(),
            vacant: field.vacant,
            kinds: field.kinds.clone(),
            on: vec![None; size],
            occupied: 0,
            pieces: Vec::new(),
            rays,
            leaps,
            sources,
            orbits: (0..size).map(|cell| field.orbit(cell).split_off(1)).collect(),
            placeable,
            counts: vec![0; size],
            scratch: vec![0; size],
            violation: 0,
        };
        state.violation = state.measure();
        std::mem::swap(&mut state.counts, &mut state.scratch);
        Some(state)
    }

    /// What `kind` on `cell` attacks with the current pieces as blockers.
    pub(super) fn attacks(&self, kind: PieceKind, cell: usize) -> u128 {
        let mut set = match kind {
            PieceKind::King => self.leaps[cell][0],
            PieceKind::Knight => self.leaps[cell][1],
            PieceKind::Pawn => self.leaps[cell][2],
            PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop => 0,
        };
        for &direction in slider_directions(kind) {
            let ray = self.rays[cell][direction.index()];
            let blockers = ray & self.occupied;
            set |= if blockers == 0 {
                ray
            } else {
                // Along a ray that climbs the index the nearest blocker is the lowest bit.
                let first = if direction.increases_index() {
                    blockers.trailing_zeros()
                } else {
                    127 - blockers.leading_zeros()
                } as usize;
                ray & !self.rays[first][direction.index()]
            };
        }
        set
    }

    /// Counts the attacks of the current placement into the scratch counts; its violation.
    fn measure(&mut self) -> u32 {
        self.scratch.fill(0);
        for &cell in &self.pieces {
            let Some(kind) = self.on[cell] else { continue };
            let mut attacked = self.attacks(kind, cell);
            while attacked != 0 {
                self.scratch[attacked.trailing_zeros() as usize] += 1;
                attacked &= attacked - 1;
            }
        }
        let mut counted = if self.vacant { self.board & !self.occupied } else { self.board };
        // A full board leaves no vacant cell: never a solution (a symmetry may fill it).
        let mut violation = u32::from(counted == 0);
        while counted != 0 {
            let cell = counted.trailing_zeros() as usize;
            counted &= counted - 1;
            violation += u32::from(self.scratch[cell].abs_diff(self.need[cell]));
        }
        violation
    }

    /// The attack count of every cell with `kinds` placed (one per cell of the field).
    pub(super) fn counts_of(&mut self, kinds: &[Option<PieceKind>]) -> Vec<u8> {
        for (cell, &kind) in kinds.iter().enumerate() {
            if kind.is_some() && self.board >> cell & 1 == 1 {
                self.put_one(cell, kind);
            }
        }
        self.measure();
        self.scratch.clone()
    }

    /// Recounts the attacks and the violation of the current placement.
    fn remeasure(&mut self) {
        self.violation = self.measure();
        std::mem::swap(&mut self.counts, &mut self.scratch);
    }

    /// Puts `kind` (or nothing) on `cell` and on the rest of its orbit.
    fn put(&mut self, cell: usize, kind: Option<PieceKind>) {
        for index in 0..=self.orbits[cell].len() {
            let at = if index == 0 { cell } else { self.orbits[cell][index - 1] };
            self.put_one(at, kind);
        }
    }

    fn put_one(&mut self, cell: usize, kind: Option<PieceKind>) {
        match (self.on[cell], kind) {
            (None, Some(_)) => {
                self.occupied |= 1 << cell;
                self.pieces.push(cell);
            }
            (Some(_), None) => {
                self.occupied &= !(1 << cell);
                self.pieces.retain(|&piece| piece != cell);
            }
            _ => {}
        }
        self.on[cell] = kind;
    }

    fn random_kind(&mut self) -> PieceKind {
        self.kinds[self.rng.below(self.kinds.len())]
    }

    /// A random empty cell of `mask`, if any.
    fn random_cell_of(&mut self, mask: u128) -> Option<usize> {
        let mut mask = mask & self.placeable & !self.occupied;
        for _ in 0..self.rng.below(mask.count_ones() as usize) {
            mask &= mask - 1;
        }
        (mask != 0).then(|| mask.trailing_zeros() as usize)
    }

    /// Replaces the placement by at least `pieces` random ones (a symmetry
    /// places whole orbits), fewer only when the board is full.
    pub(super) fn scatter(&mut self, pieces: usize) {
        for cell in std::mem::take(&mut self.pieces) {
            self.on[cell] = None;
        }
        self.occupied = 0;
        while self.pieces.len() < pieces && self.occupied != self.placeable {
            self.add_one();
        }
    }

    /// Adds a random piece on a random empty cell (and its orbit).
    fn add_one(&mut self) {
        let kind = self.random_kind();
        if let Some(cell) = self.random_cell_of(self.board) {
            self.put(cell, Some(kind));
        }
        self.remeasure();
    }

    /// Takes off the piece whose removal leaves the smallest violation.
    pub(super) fn remove_one(&mut self) {
        let mut best: Option<(u32, usize)> = None;
        for cell in self.pieces.clone() {
            let kind = self.on[cell];
            self.put(cell, None);
            let violation = self.measure();
            self.put(cell, kind);
            if best.is_none_or(|(least, _)| violation < least) {
                best = Some((violation, cell));
            }
        }
        if let Some((_, cell)) = best {
            self.put(cell, None);
        }
        self.remeasure();
    }

    /// Anneals with the piece count fixed for at most `steps` steps; whether
    /// it reached a solution, and the steps used.
    pub(super) fn anneal(&mut self, steps: u64) -> (bool, u64) {
        let cooling = (COLD / HOT).powf(1.0 / ROUND as f64);
        let mut temperature = HOT;
        for step in 0..steps {
            if self.violation == 0 {
                return (true, step);
            }
            if step % ROUND == 0 {
                temperature = HOT;
            }
            temperature *= cooling;
            self.try_move(temperature);
        }
        (self.violation == 0, steps)
    }

    /// A counted cell whose count is off, at random, and whether it has too many attacks.
    fn violated_cell(&mut self) -> Option<(usize, bool)> {
        let mut counted = if self.vacant { self.board & !self.occupied } else { self.board };
        let mut seen = 0;
        let mut chosen = None;
        while counted != 0 {
            let cell = counted.trailing_zeros() as usize;
            counted &= counted - 1;
            let (count, need) = (self.counts[cell], self.need[cell]);
            if count != need {
                seen += 1;
                if self.rng.below(seen) == 0 {
                    chosen = Some((cell, count > need));
                }
            }
        }
        chosen
    }

    /// Tries one random move and keeps it by the Metropolis rule. Half the
    /// moves aim at a cell whose count is off: a piece attacking a cell with
    /// too many attacks goes elsewhere, or some piece moves to where it
    /// could attack a cell with too few. The others move a random piece to
    /// a random cell (maybe changing its kind) or change its kind.
    fn try_move(&mut self, temperature: f64) {
        let aimed = if self.rng.below(2) == 0 { self.violated_cell() } else { None };
        let (from, to, new_kind) = match aimed {
            Some((cell, true)) => {
                let attackers: Vec<usize> = self
                    .pieces
                    .iter()
                    .copied()
                    .filter(|&piece| {
                        self.on[piece].is_some_and(|kind| self.attacks(kind, piece) >> cell & 1 == 1)
                    })
                    .collect();
                let Some(&from) = self.rng.choose(&attackers) else { return };
                let Some(to) = self.random_cell_of(self.board) else { return };
                (from, to, self.random_kind())
            }
            Some((cell, false)) => {
                let Some(&from) = self.rng.choose(&self.pieces) else { return };
                let Some(to) = self.random_cell_of(self.sources[cell]) else { return };
                (from, to, self.random_kind())
            }
            None => {
                let Some(&from) = self.rng.choose(&self.pieces) else { return };
                let Some(kind) = self.on[from] else { return };
                if self.kinds.len() == 1 || self.rng.below(2) == 0 {
                    let Some(to) = self.random_cell_of(self.board) else { return };
                    let new_kind = if self.rng.below(4) == 0 { self.random_kind() } else { kind };
                    (from, to, new_kind)
                } else {
                    (from, from, self.random_kind())
                }
            }
        };
        let Some(kind) = self.on[from] else { return };
        if to == from && new_kind == kind {
            return;
        }
        self.put(from, None);
        self.put(to, Some(new_kind));
        let violation = self.measure();
        let rise = f64::from(violation) - f64::from(self.violation);
        let keep =
            rise <= 0.0 || (self.rng.next_u64() as f64 / u64::MAX as f64) < (-rise / temperature).exp();
        if keep {
            self.violation = violation;
            std::mem::swap(&mut self.counts, &mut self.scratch);
        } else {
            self.put(to, None);
            self.put(from, Some(kind));
        }
    }
}
