//! Placements with few pieces found by local search (simulated annealing):
//! upper bounds for the entries whose proof the node limit stops.
//!
//! The exact search proves minima bottom-up, raising a piece cap; where it
//! stops, its best placement is whatever a node-limited count met, often far
//! above the truth. Annealing finds good placements quickly instead: with
//! the number of pieces fixed, it moves pieces and changes their kinds to
//! bring the *violation* (the sum over counted cells of how far each one's
//! attack count is from its need) down to zero; a placement at zero is a
//! solution, and the search then takes a piece off and goes on. It proves
//! nothing below what it finds; every placement it returns is checked.

use super::{
    geometry::{leaper_attacks, slider_directions, Ray},
    placement::Placement,
    problem::{Mode, Problem},
};
use crate::{
    board::{Bitboard, Direction, PieceKind},
    rng::Rng,
};

/// Steps a fixed piece count gets before the search gives up on it.
const PATIENCE: u64 = 400_000;
/// Steps from the hottest to the coldest temperature, before reheating.
const ROUND: u64 = 20_000;
/// Temperatures of one round: a violation rise of 1 is taken with
/// probability e^(−1/T), from about one in two down to one in a hundred.
const HOT: f64 = 1.5;
const COLD: f64 = 0.2;

/// The fewest-piece solution of `problem` the search finds in `steps` steps
/// (a step is one move tried), starting from `start` pieces; the random
/// stream is fixed by `seed`, so a run can be repeated.
///
/// ```
/// use chesslab::exact::{find_placement, Mode, Problem};
///
/// let problem = Problem::rectangle(4, 4, 2)?.with_mode(Mode::VacantCells);
/// let found = find_placement(&problem, 8, 200_000, 1).ok_or("nothing found")?;
/// assert!(found.piece_count() <= 8 && found.piece_count() >= 4); // the minimum is 4
/// assert!(problem.is_solved_by(&found));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn find_placement(problem: &Problem, start: u32, steps: u64, seed: u64) -> Option<Placement> {
    let mut state = Anneal::new(problem, seed)?;
    let most = state.cells.len().saturating_sub(usize::from(problem.mode() == Mode::VacantCells));
    let mut pieces = usize::try_from(start).unwrap_or(usize::MAX).clamp(1, most.max(1));
    state.scatter(pieces);
    let mut best: Option<Placement> = None;
    let mut spent = 0;
    while spent < steps {
        let (solved, used) = state.anneal(PATIENCE.min(steps - spent));
        spent += used;
        if solved {
            let found = state.placement(problem);
            if problem.is_solved_by(&found)
                && best.as_ref().is_none_or(|b| found.piece_count() < b.piece_count())
            {
                best = Some(found);
            }
            if pieces <= 1 {
                break;
            }
            pieces -= 1;
            state.remove_one();
        } else if best.is_none() && pieces < most {
            // Nothing found yet: too few pieces to start from; a third of the way up to the most.
            for _ in 0..((most - pieces) / 3).max(1) {
                pieces += 1;
                state.add_one();
            }
        } else {
            // Stuck one below the best: start again from a new random placement.
            state.scatter(pieces);
        }
    }
    best
}

/// The annealing state: a placement with its attack counts and violation.
struct Anneal {
    rng: Rng,
    /// The board's switched-on cells.
    cells: Vec<u8>,
    board: u64,
    /// Per cell, the attack count it needs, or `None` where it does not count
    /// (switched off, or holding a piece in vacant mode).
    need: [u8; 64],
    vacant: bool,
    kinds: Vec<PieceKind>,
    /// Per cell, the piece on it.
    on: [Option<PieceKind>; 64],
    occupied: u64,
    /// The cells holding a piece, in no order.
    pieces: Vec<u8>,
    /// Per cell and direction, the ray to the board's edge.
    rays: [[u64; 8]; 64],
    /// Per cell, the cells from which some piece could attack it (on an empty board).
    sources: [u64; 64],
    /// The attack counts of the current placement.
    counts: [u8; 64],
    violation: u32,
}

impl Anneal {
    fn new(problem: &Problem, seed: u64) -> Option<Anneal> {
        let board = problem.cells();
        let cells: Vec<u8> = Bitboard(board).indices().filter_map(|cell| u8::try_from(cell).ok()).collect();
        let kinds: Vec<PieceKind> = problem.pieces().kinds().collect();
        if cells.is_empty() || kinds.is_empty() {
            return None;
        }
        let mut rays = [[0u64; 8]; 64];
        for &cell in &cells {
            for (d, direction) in Direction::ALL.into_iter().enumerate() {
                rays[usize::from(cell)][d] =
                    Ray::new(cell, direction, board).cells().iter().fold(0, |ray, &target| ray | 1 << target);
            }
        }
        let mut sources = [0u64; 64];
        for &cell in &cells {
            let index = usize::from(cell);
            let lines = rays[index].iter().fold(0, |all, ray| all | ray);
            let leaps = [PieceKind::King, PieceKind::Knight]
                .into_iter()
                .fold(0, |all, kind| all | leaper_attacks(kind, cell, board));
            // Kings, knights and sliders attack both ways; a pawn attacks a cell from below it.
            let pawns = cells
                .iter()
                .filter(|&&from| leaper_attacks(PieceKind::Pawn, from, board) >> cell & 1 == 1)
                .fold(0, |all, &from| all | 1u64 << from);
            sources[index] = lines | leaps | pawns;
        }
        let mut state = Anneal {
            rng: Rng::new(seed),
            cells,
            board,
            need: *problem.k_grid(),
            vacant: problem.mode() == Mode::VacantCells,
            kinds,
            on: [None; 64],
            occupied: 0,
            pieces: Vec::new(),
            rays,
            sources,
            counts: [0; 64],
            violation: 0,
        };
        state.remeasure();
        Some(state)
    }

    /// What `kind` on `cell` attacks with the current pieces as blockers.
    fn attacks(&self, kind: PieceKind, cell: u8) -> u64 {
        let mut set = leaper_attacks(kind, cell, self.board);
        for &direction in slider_directions(kind) {
            let ray = self.rays[usize::from(cell)][direction.index()];
            let blockers = ray & self.occupied;
            set |= if blockers == 0 {
                ray
            } else {
                let first = direction.nearest(blockers) as usize;
                ray & !self.rays[first][direction.index()]
            };
        }
        set
    }

    /// Recounts the attacks and the violation of the current placement.
    fn remeasure(&mut self) {
        (self.violation, self.counts) = self.measure();
    }

    /// The violation and attack counts of the current placement.
    fn measure(&self) -> (u32, [u8; 64]) {
        let mut counts = [0u8; 64];
        for &cell in &self.pieces {
            let Some(kind) = self.on[usize::from(cell)] else { continue };
            let mut attacked = self.attacks(kind, cell);
            while attacked != 0 {
                counts[attacked.trailing_zeros() as usize] += 1;
                attacked &= attacked - 1;
            }
        }
        let counted = if self.vacant { self.board & !self.occupied } else { self.board };
        let violation =
            Bitboard(counted).indices().map(|cell| u32::from(counts[cell].abs_diff(self.need[cell]))).sum();
        (violation, counts)
    }

    fn put(&mut self, cell: u8, kind: Option<PieceKind>) {
        let index = usize::from(cell);
        match (self.on[index], kind) {
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
        self.on[index] = kind;
    }

    fn random_kind(&mut self) -> PieceKind {
        self.kinds[self.rng.below(self.kinds.len())]
    }

    fn random_empty_cell(&mut self) -> Option<u8> {
        let empty = self.cells.len() - self.pieces.len();
        if empty == 0 {
            return None;
        }
        let mut skip = self.rng.below(empty);
        for &cell in &self.cells {
            if self.on[usize::from(cell)].is_none() {
                if skip == 0 {
                    return Some(cell);
                }
                skip -= 1;
            }
        }
        None
    }

    /// Replaces the placement by `pieces` random ones.
    fn scatter(&mut self, pieces: usize) {
        for cell in std::mem::take(&mut self.pieces) {
            self.on[usize::from(cell)] = None;
        }
        self.occupied = 0;
        for _ in 0..pieces {
            self.add_one();
        }
        self.remeasure();
    }

    /// Adds a random piece on a random empty cell.
    fn add_one(&mut self) {
        let kind = self.random_kind();
        if let Some(cell) = self.random_empty_cell() {
            self.put(cell, Some(kind));
        }
        self.remeasure();
    }

    /// Takes off the piece whose removal leaves the smallest violation.
    fn remove_one(&mut self) {
        let mut best: Option<(u32, u8)> = None;
        for cell in self.pieces.clone() {
            let kind = self.on[usize::from(cell)];
            self.put(cell, None);
            let (violation, _) = self.measure();
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
    fn anneal(&mut self, steps: u64) -> (bool, u64) {
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
    fn violated_cell(&mut self) -> Option<(u8, bool)> {
        let counted = if self.vacant { self.board & !self.occupied } else { self.board };
        let mut seen = 0;
        let mut chosen = None;
        for cell in Bitboard(counted).indices() {
            let (count, need) = (self.counts[cell], self.need[cell]);
            if count != need {
                seen += 1;
                if self.rng.below(seen) == 0 {
                    chosen = u8::try_from(cell).ok().map(|cell| (cell, count > need));
                }
            }
        }
        chosen
    }

    /// A random empty cell of `mask`, if any.
    fn random_cell_of(&mut self, mask: u64) -> Option<u8> {
        let mask = mask & self.board & !self.occupied;
        let nth = self.rng.below(mask.count_ones() as usize);
        Bitboard(mask).indices().nth(nth).and_then(|cell| u8::try_from(cell).ok())
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
                let attackers: Vec<u8> = self
                    .pieces
                    .iter()
                    .copied()
                    .filter(|&piece| {
                        self.on[usize::from(piece)]
                            .is_some_and(|kind| self.attacks(kind, piece) >> cell & 1 == 1)
                    })
                    .collect();
                let Some(&from) = self.rng.choose(&attackers) else { return };
                let Some(to) = self.random_empty_cell() else { return };
                (from, to, self.random_kind())
            }
            Some((cell, false)) => {
                let Some(&from) = self.rng.choose(&self.pieces) else { return };
                let Some(to) = self.random_cell_of(self.sources[usize::from(cell)]) else { return };
                (from, to, self.random_kind())
            }
            None => {
                let Some(&from) = self.rng.choose(&self.pieces) else { return };
                let Some(kind) = self.on[usize::from(from)] else { return };
                if self.kinds.len() == 1 || self.rng.below(2) == 0 {
                    let Some(to) = self.random_empty_cell() else { return };
                    let new_kind = if self.rng.below(4) == 0 { self.random_kind() } else { kind };
                    (from, to, new_kind)
                } else {
                    (from, from, self.random_kind())
                }
            }
        };
        let Some(kind) = self.on[usize::from(from)] else { return };
        if to == from && new_kind == kind {
            return;
        }
        self.put(from, None);
        self.put(to, Some(new_kind));
        let (violation, counts) = self.measure();
        let rise = f64::from(violation) - f64::from(self.violation);
        let keep =
            rise <= 0.0 || (self.rng.next_u64() as f64 / u64::MAX as f64) < (-rise / temperature).exp();
        if keep {
            (self.violation, self.counts) = (violation, counts);
        } else {
            self.put(to, None);
            self.put(from, Some(kind));
        }
    }

    fn placement(&self, problem: &Problem) -> Placement {
        let mut placement = Placement::empty(problem.width(), problem.height(), self.board);
        for &cell in &self.pieces {
            if let Some(square) = crate::board::Square::from_index(cell) {
                placement.set(square, self.on[usize::from(cell)]);
            }
        }
        placement
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact::{PieceSet, Solver};

    fn problem(text: &str) -> Problem {
        Problem::parse(text).unwrap()
    }

    #[test]
    fn finds_the_proven_minima_of_small_entries() {
        for (text, minimum) in [("3x3,k=1", 2), ("4x4,k=2,vacant", 4), ("4x4,k=3", 8), ("5x5,k=2", 8)] {
            let problem = problem(text);
            let proven = Solver::new(&problem).minimum(&mut |_| {}).min_pieces;
            assert_eq!(proven, Some(minimum), "{text}");
            let found = find_placement(&problem, minimum + 4, 2_000_000, 3).unwrap();
            assert!(problem.is_solved_by(&found), "{text}: {found}");
            assert_eq!(found.piece_count(), minimum, "{text}: {found}");
        }
    }

    #[test]
    fn climbs_from_too_few_pieces_and_keeps_to_the_allowed_kinds_and_cells() {
        let rooks = problem("4x4,k=2,vacant").with_pieces(PieceSet::from_letters("R").unwrap()).unwrap();
        let shaped =
            problem("5x5,k=2,vacant").with_cell_off(crate::board::Square::parse("c3").unwrap()).unwrap();
        for problem in [rooks, shaped] {
            let found = find_placement(&problem, 1, 2_000_000, 5).unwrap();
            assert!(problem.is_solved_by(&found), "{found}");
            let proven = Solver::new(&problem).minimum(&mut |_| {}).min_pieces.unwrap();
            assert!(found.piece_count() >= proven);
        }
    }

    #[test]
    fn finds_nothing_where_nothing_exists_and_repeats_itself_by_seed() {
        // A 2×2 cell has three neighbours: no cell can be attacked four times.
        assert_eq!(find_placement(&problem("2x2,k=4,vacant"), 2, 100_000, 1), None);
        let problem = problem("5x5,k=5,vacant");
        let runs = [1, 1, 2].map(|seed| find_placement(&problem, 15, 300_000, seed));
        assert_eq!(runs[0], runs[1]);
        assert!(runs.iter().flatten().all(|found| problem.is_solved_by(found)));
    }

    #[test]
    fn the_check_of_a_placement_accepts_exactly_the_solvers_solutions() {
        let problem = problem("3x3,k=1").with_pieces(PieceSet::from_letters("KBN").unwrap()).unwrap();
        let values = [None, Some(PieceKind::King), Some(PieceKind::Bishop), Some(PieceKind::Knight)];
        let listed = Solver::new(&problem).with_max_examples(10_000).count(None, &mut |_| {});
        let listed: std::collections::HashSet<String> = listed.examples.into_iter().collect();
        let squares: Vec<_> = problem.on_squares().collect();
        let mut accepted = std::collections::HashSet::new();
        for code in 0..4usize.pow(9) {
            let mut placement = Placement::empty(3, 3, problem.cells());
            for (i, &square) in squares.iter().enumerate() {
                placement.set(square, values[code >> (2 * i) & 3]);
            }
            if problem.is_solved_by(&placement) {
                accepted.insert(placement.to_string());
            }
        }
        assert!(!accepted.is_empty());
        assert_eq!(accepted, listed);
    }
}
