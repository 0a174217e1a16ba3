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
//! nothing below what it finds.
//!
//! Its board ([`Field`]) is its own: any rectangle of up to 128 cells,
//! indexed `rank * width + file` in 128-bit masks, so that it also finds
//! placements on the table's boards beyond the solver's 8×8 (9×9 and
//! Rennhak's 4×9). The moves are the board kernel's steps and directions.

use super::{
    geometry::slider_directions,
    placement::{write_code, Placement},
    problem::{Mode, Problem},
};
use crate::{
    board::{Direction, PieceKind, Square, ALL_PIECE_KINDS, KING_STEPS, KNIGHT_STEPS, PAWN_STEPS},
    rng::Rng,
};

/// The most cells a [`Field`] may have (one bit each in a `u128`).
pub(crate) const MAX_CELLS: usize = 128;
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
/// stream is fixed by `seed`, so a run can be repeated. Every placement
/// returned is checked with [`Problem::is_solved_by`].
///
/// ```
/// use chesslab_core::exact::{find_placement, Mode, Problem};
///
/// let problem = Problem::rectangle(4, 4, 2)?.with_mode(Mode::VacantCells);
/// let found = find_placement(&problem, 8, 200_000, 1).ok_or("nothing found")?;
/// assert!(found.piece_count() <= 8 && found.piece_count() >= 4); // the minimum is 4
/// assert!(problem.is_solved_by(&found));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn find_placement(problem: &Problem, start: u32, steps: u64, seed: u64) -> Option<Placement> {
    let field = Field::of_problem(problem);
    let (_, kinds) = field.anneal(start, steps, seed)?;
    let mut placement = Placement::empty(problem.width(), problem.height(), problem.cells());
    for (cell, &kind) in kinds.iter().enumerate() {
        let (file, rank) = field.file_rank(cell);
        if let Some(square) = Square::new(file as u8, rank as u8) {
            placement.set(square, kind);
        }
    }
    problem.is_solved_by(&placement).then_some(placement)
}

/// What the annealing solves: a rectangle, each cell's need, the mode and the kinds allowed.
#[derive(Clone, Debug)]
pub(crate) struct Field {
    width: usize,
    height: usize,
    /// Per cell, the attacks it needs, or `None` where it is switched off.
    need: Vec<Option<u8>>,
    vacant: bool,
    kinds: Vec<PieceKind>,
}

impl Field {
    /// The field of `problem`.
    pub(crate) fn of_problem(problem: &Problem) -> Field {
        let (width, height) = (usize::from(problem.width()), usize::from(problem.height()));
        let need = (0..width * height)
            .map(|cell| {
                let square = Square::new((cell % width) as u8, (cell / width) as u8)?;
                problem.is_on(square).then(|| problem.k_at(square))
            })
            .collect();
        Field {
            width,
            height,
            need,
            vacant: problem.mode() == Mode::VacantCells,
            kinds: problem.pieces().kinds().collect(),
        }
    }

    /// A full `width` × `height` rectangle, every cell needing `k`, every kind
    /// allowed; `None` beyond [`MAX_CELLS`] cells.
    pub(crate) fn rectangle(width: usize, height: usize, k: u8, mode: Mode) -> Option<Field> {
        let cells = width.checked_mul(height).filter(|&cells| (1..=MAX_CELLS).contains(&cells))?;
        Some(Field {
            width,
            height,
            need: vec![Some(k); cells],
            vacant: mode == Mode::VacantCells,
            kinds: ALL_PIECE_KINDS.to_vec(),
        })
    }

    fn file_rank(&self, cell: usize) -> (usize, usize) {
        (cell % self.width, cell / self.width)
    }

    /// The switched-on cell one `step` from `cell`, if any.
    fn step(&self, cell: usize, (df, dr): (i8, i8)) -> Option<usize> {
        let (file, rank) = self.file_rank(cell);
        let file = file.checked_add_signed(isize::from(df)).filter(|&file| file < self.width)?;
        let rank = rank.checked_add_signed(isize::from(dr)).filter(|&rank| rank < self.height)?;
        let next = rank * self.width + file;
        self.need.get(next).copied().flatten().map(|_| next)
    }

    /// The most cells one piece can attack anywhere on the empty field: with
    /// it, a lower bound on the pieces every solution needs, from the
    /// attacks needed in all (vacant mode: p pieces leave at most
    /// `cells − p` cells, each needing its count).
    pub(crate) fn counting_bound(&self) -> u32 {
        let Some(state) = Anneal::new(self, 0) else { return 0 };
        let most = state
            .cells
            .iter()
            .flat_map(|&cell| self.kinds.iter().map(move |&kind| (kind, cell)))
            .map(|(kind, cell)| state.attacks(kind, cell).count_ones())
            .max()
            .unwrap_or(0);
        let needs: Vec<u32> = self.need.iter().flatten().map(|&need| u32::from(need)).collect();
        let total: u32 = needs.iter().sum();
        if most == 0 {
            return 0;
        }
        if self.vacant {
            // p·most ≥ (the needs of the cells left vacant) ≥ total − p·(largest need).
            let largest = needs.iter().copied().max().unwrap_or(0);
            total.div_ceil(most + largest)
        } else {
            total.div_ceil(most)
        }
    }

    /// The fewest-piece solution the annealing finds (its piece count and
    /// each cell's piece), as [`find_placement`] describes.
    pub(crate) fn anneal(&self, start: u32, steps: u64, seed: u64) -> Option<(u32, Vec<Option<PieceKind>>)> {
        let mut state = Anneal::new(self, seed)?;
        let most = state.cells.len().saturating_sub(usize::from(self.vacant));
        let first = usize::try_from(start).unwrap_or(usize::MAX).clamp(1, most.max(1));
        let mut pieces = first;
        state.scatter(pieces);
        let mut best: Option<(u32, Vec<Option<PieceKind>>)> = None;
        let mut spent = 0;
        while spent < steps {
            let (solved, used) = state.anneal(PATIENCE.min(steps - spent));
            spent += used;
            if solved {
                let count = state.pieces.len() as u32;
                if best.as_ref().is_none_or(|(fewest, _)| count < *fewest) {
                    best = Some((count, state.on.clone()));
                }
                if pieces <= 1 {
                    break;
                }
                pieces -= 1;
                state.remove_one();
            } else if best.is_none() {
                // Nothing found yet: more pieces, from a new random placement, and round again past
                // the most. In vacant mode more pieces leave fewer cells to count, so solutions run
                // from the minimum almost up to every cell and a third of the way up finds one
                // sooner; in every-cell mode a piece adds attacks everywhere, solutions lie only
                // near the minimum, and no count may be skipped.
                let up = if self.vacant { ((most - pieces) / 3).max(1) } else { 1 };
                pieces = if pieces < most { (pieces + up).min(most) } else { first };
                state.scatter(pieces);
            } else {
                // Stuck one below the best: start again from a new random placement.
                state.scatter(pieces);
            }
        }
        best
    }

    /// The puzzle code of a placement on this field (runs of empty cells
    /// longer than 9 written as several digits).
    pub(crate) fn code(&self, kinds: &[Option<PieceKind>]) -> String {
        write_code(self.width, self.height, |file, rank| {
            let cell = rank * self.width + file;
            self.need.get(cell).copied().flatten().map(|_| kinds.get(cell).copied().flatten())
        })
    }
}

/// The annealing state: a placement with its attack counts and violation.
struct Anneal {
    rng: Rng,
    /// The switched-on cells.
    cells: Vec<usize>,
    board: u128,
    /// Per cell, the attack count it needs (0 where switched off).
    need: Vec<u8>,
    vacant: bool,
    kinds: Vec<PieceKind>,
    /// Per cell, the piece on it.
    on: Vec<Option<PieceKind>>,
    occupied: u128,
    /// The cells holding a piece, in no order.
    pieces: Vec<usize>,
    /// Per cell and direction, the ray to the board's edge.
    rays: Vec<[u128; 8]>,
    /// Per cell, what a king, a knight and a pawn there attack.
    leaps: Vec<[u128; 3]>,
    /// Per cell, the cells from which some piece could attack it (on an empty board).
    sources: Vec<u128>,
    /// The attack counts of the current placement, and a scratch copy for a tried move.
    counts: Vec<u8>,
    scratch: Vec<u8>,
    violation: u32,
}

impl Anneal {
    fn new(field: &Field, seed: u64) -> Option<Anneal> {
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
            counts: vec![0; size],
            scratch: vec![0; size],
            violation: 0,
        };
        state.violation = state.measure();
        std::mem::swap(&mut state.counts, &mut state.scratch);
        Some(state)
    }

    /// What `kind` on `cell` attacks with the current pieces as blockers.
    fn attacks(&self, kind: PieceKind, cell: usize) -> u128 {
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
        let mut violation = 0;
        while counted != 0 {
            let cell = counted.trailing_zeros() as usize;
            counted &= counted - 1;
            violation += u32::from(self.scratch[cell].abs_diff(self.need[cell]));
        }
        violation
    }

    /// Recounts the attacks and the violation of the current placement.
    fn remeasure(&mut self) {
        self.violation = self.measure();
        std::mem::swap(&mut self.counts, &mut self.scratch);
    }

    fn put(&mut self, cell: usize, kind: Option<PieceKind>) {
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
        let mut mask = mask & self.board & !self.occupied;
        for _ in 0..self.rng.below(mask.count_ones() as usize) {
            mask &= mask - 1;
        }
        (mask != 0).then(|| mask.trailing_zeros() as usize)
    }

    /// Replaces the placement by `pieces` random ones.
    fn scatter(&mut self, pieces: usize) {
        for cell in std::mem::take(&mut self.pieces) {
            self.on[cell] = None;
        }
        self.occupied = 0;
        for _ in 0..pieces {
            self.add_one();
        }
    }

    /// Adds a random piece on a random empty cell.
    fn add_one(&mut self) {
        let kind = self.random_kind();
        if let Some(cell) = self.random_cell_of(self.board) {
            self.put(cell, Some(kind));
        }
        self.remeasure();
    }

    /// Takes off the piece whose removal leaves the smallest violation.
    fn remove_one(&mut self) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::exact::{AllowedKinds, Solver};

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
        let rooks = problem("4x4,k=2,vacant").with_pieces(AllowedKinds::from_letters("R").unwrap()).unwrap();
        let shaped = problem("5x5,k=2,vacant").with_cell_off(Square::parse("c3").unwrap()).unwrap();
        let tall = problem("3x7,k=1");
        for problem in [rooks, shaped, tall] {
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
    fn a_rectangle_beyond_eight_files_is_annealed_and_written_as_a_code() {
        let field = Field::rectangle(9, 4, 1, Mode::EveryCell).unwrap();
        let (pieces, kinds) = field.anneal(3, 3_000_000, 7).unwrap();
        let code = field.code(&kinds);
        assert_eq!(code.split('/').count(), 4, "{code}");
        assert_eq!(kinds.iter().flatten().count() as u32, pieces);
        // The same field on 8 files or fewer reads back as a placement that solves it.
        let narrow = Field::rectangle(8, 4, 1, Mode::EveryCell).unwrap();
        let (_, kinds) = narrow.anneal(3, 3_000_000, 7).unwrap();
        let placement = Placement::parse(&narrow.code(&kinds)).unwrap();
        assert!(problem("8x4,k=1").is_solved_by(&placement), "{placement}");
        assert!(Field::rectangle(12, 11, 1, Mode::EveryCell).is_none());
    }

    #[test]
    fn the_counting_bound_never_exceeds_a_proven_minimum() {
        // The minima as the table proves them.
        for (text, minimum) in
            [("3x3,k=1", 2), ("4x4,k=4", 16), ("4x4,k=6,vacant", 11), ("5x5,k=3", 11), ("5x5,k=8,vacant", 16)]
        {
            let problem = problem(text);
            let bound = Field::of_problem(&problem).counting_bound();
            assert!((1..=minimum).contains(&bound), "{text}: {bound} vs {minimum}");
        }
        // 9×9, every cell once: a queen in the middle attacks 32 cells, so at least ⌈81 / 32⌉.
        assert_eq!(Field::rectangle(9, 9, 1, Mode::EveryCell).unwrap().counting_bound(), 3);
    }

    #[test]
    fn the_check_of_a_placement_accepts_exactly_the_solvers_solutions() {
        let problem = problem("3x3,k=1").with_pieces(AllowedKinds::from_letters("KBN").unwrap()).unwrap();
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
