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
//! Under a symmetry ([`find_symmetric_placement`]) every move is made to a
//! whole orbit of cells at once, so only placements that the symmetry keeps
//! are tried: a far smaller space, where the published constructions (a
//! ring of pieces, mirrored rows) lie, and where plain annealing on the
//! larger boards gets lost.
//!
//! Its board ([`Field`]) is its own: any rectangle of up to 128 cells,
//! indexed `rank * width + file` in 128-bit masks, so that it also finds
//! placements on the table's boards beyond the solver's 8×8 (9×9 and
//! Rennhak's 9×4). The moves are the board kernel's steps and directions.

use super::{
    placement::{write_code, Placement},
    problem::{Mode, Problem},
};
use crate::board::{BoardText, PieceKind, Square, Symmetry, Syntax, TextCell, ALL_PIECE_KINDS};

mod anneal;

use anneal::Anneal;

/// The most cells a [`Field`] may have (one bit each in a `u128`).
pub(crate) const MAX_CELLS: usize = 128;
/// Steps a fixed piece count gets before the search gives up on it.
const PATIENCE: u64 = 400_000;

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
    placement_of(problem, &Field::of_problem(problem), start, steps, seed)
}

/// As [`find_placement`], among the placements that `symmetry` maps onto
/// themselves (pieces and all; pawns only under the symmetries that keep
/// "up"); `None` also when the symmetry does not keep the problem's board
/// and counts.
///
/// ```
/// use chesslab_core::{board::Symmetry, exact::{find_symmetric_placement, Mode, Problem}};
///
/// let problem = Problem::rectangle(5, 5, 8)?.with_mode(Mode::VacantCells);
/// let found = find_symmetric_placement(&problem, Symmetry::Rotate90, 16, 2_000_000, 1)
///     .ok_or("nothing found")?;
/// assert!(problem.is_solved_by(&found));
/// assert_eq!(found.piece_count(), 16); // the ring of queens: the proven minimum
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn find_symmetric_placement(
    problem: &Problem,
    symmetry: Symmetry,
    start: u32,
    steps: u64,
    seed: u64,
) -> Option<Placement> {
    let field = Field::of_problem(problem).with_symmetry(symmetry)?;
    placement_of(problem, &field, start, steps, seed)
}

/// A cell of a placement drawn on a board beyond the solver's ([`wide_board`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WideCell {
    /// A piece.
    Piece(PieceKind),
    /// An empty cell, attacked this many times.
    Attacked(u8),
}

impl std::fmt::Display for WideCell {
    /// The piece's letter, or the empty cell's attack count.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WideCell::Piece(kind) => write!(f, "{}", kind.letter()),
            WideCell::Attacked(count) => write!(f, "{count}"),
        }
    }
}

/// The placement `code` on a `width` × `height` rectangle of up to 128
/// cells (9×9, Rennhak's 9×4: boards whose codes [`Placement`] does not
/// read), each cell's piece or attack count, by rank from the top; `None`
/// when the code is not a placement of that rectangle.
///
/// ```
/// use chesslab_core::{board::PieceKind, exact::{wide_board, WideCell}};
/// let board = wide_board(9, 1, "R7R").ok_or("not a 9×1 placement")?;
/// assert_eq!(board[0][0], WideCell::Piece(PieceKind::Rook));
/// assert_eq!(board[0][1..8], [WideCell::Attacked(2); 7]); // each between the two rooks
/// assert_eq!((board[0][0].to_string(), board[0][1].to_string()), ("R".into(), "2".into()));
/// assert_eq!(wide_board(9, 1, "R8R"), None); // ten cells
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn wide_board(width: usize, height: usize, code: &str) -> Option<Vec<Vec<WideCell>>> {
    let field = Field::rectangle(width, height, 0, Mode::EveryCell)?;
    let board = BoardText::read(code, Syntax::PLAIN.with_wide_boards()).ok()?;
    if (board.width(), board.height()) != (width, height) {
        return None;
    }
    // The board's cells from a1, rank by rank, as the field counts them.
    let kinds: Vec<Option<PieceKind>> = board
        .ranks()
        .iter()
        .rev()
        .flatten()
        .map(|cell| match cell {
            TextCell::Piece(kind) => Some(*kind),
            _ => None,
        })
        .collect();
    let counts = Anneal::new(&field, 0)?.counts_of(&kinds);
    let drawn = (0..height)
        .rev()
        .map(|rank| {
            (0..width)
                .map(|file| {
                    let cell = rank * width + file;
                    kinds[cell].map_or(WideCell::Attacked(counts[cell]), WideCell::Piece)
                })
                .collect()
        })
        .collect();
    Some(drawn)
}

/// As [`find_placement`], among the placements with pieces only on the
/// board's edge (the first and last rank and file), where DeVincentis'
/// constructions lie.
///
/// ```
/// use chesslab_core::exact::{find_edge_placement, Mode, Problem};
///
/// let problem = Problem::rectangle(6, 6, 8)?.with_mode(Mode::VacantCells);
/// let found = find_edge_placement(&problem, 20, 2_000_000, 1).ok_or("nothing found")?;
/// assert!(problem.is_solved_by(&found));
/// assert_eq!(found.piece_count(), 20); // 4n − 4: the whole ring
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn find_edge_placement(problem: &Problem, start: u32, steps: u64, seed: u64) -> Option<Placement> {
    placement_of(problem, &Field::of_problem(problem).with_pieces_on_edges(), start, steps, seed)
}

/// The annealing's best on `field` (made from `problem`), as a checked placement.
fn placement_of(problem: &Problem, field: &Field, start: u32, steps: u64, seed: u64) -> Option<Placement> {
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
    /// The symmetry every placement tried must keep, if any.
    symmetry: Option<Symmetry>,
    /// Whether pieces may stand only on the edge cells (the first and last rank and file).
    edges_only: bool,
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
            symmetry: None,
            edges_only: false,
        }
    }

    /// The same field searched among the placements `symmetry` keeps; pawns
    /// are dropped when it turns "up" around. `None` when it does not map the
    /// board and its needs onto themselves, or leaves no kind to place.
    pub(crate) fn with_symmetry(mut self, symmetry: Symmetry) -> Option<Field> {
        if !symmetry.keeps_shape(self.width, self.height) {
            return None;
        }
        let kept =
            (0..self.need.len()).all(|cell| self.need.get(self.image(cell, symmetry)) == self.need.get(cell));
        if !symmetry.keeps_up() {
            self.kinds.retain(|&kind| kind != PieceKind::Pawn);
        }
        self.symmetry = Some(symmetry);
        (kept && !self.kinds.is_empty()).then_some(self)
    }

    /// The same field with pieces only on its edge cells: DeVincentis'
    /// constructions (whole ranks and files along the edge: a ring of queens
    /// for k = 8) leave the middle empty, and this space is small enough to
    /// search at once.
    pub(crate) fn with_pieces_on_edges(mut self) -> Field {
        self.edges_only = true;
        self
    }

    /// Whether a piece may stand on `cell` (switched on, and on an edge if the field asks).
    fn may_hold_a_piece(&self, cell: usize) -> bool {
        let (file, rank) = self.file_rank(cell);
        let edge = file == 0 || rank == 0 || file + 1 == self.width || rank + 1 == self.height;
        self.need.get(cell).copied().flatten().is_some() && (edge || !self.edges_only)
    }

    /// Where `symmetry` takes `cell`.
    fn image(&self, cell: usize, symmetry: Symmetry) -> usize {
        let (file, rank) = self.file_rank(cell);
        let (file, rank) = symmetry.map(file, rank, self.width, self.height);
        rank * self.width + file
    }

    /// The cells the field's symmetry (and its powers) take `cell` to, `cell` first.
    fn orbit(&self, cell: usize) -> Vec<usize> {
        let mut orbit = vec![cell];
        if let Some(symmetry) = self.symmetry {
            let mut next = self.image(cell, symmetry);
            while next != cell && orbit.len() < 8 {
                orbit.push(next);
                next = self.image(next, symmetry);
            }
        }
        orbit
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
            symmetry: None,
            edges_only: false,
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
                state.remove_one();
                pieces = state.pieces.len();
            } else if best.is_none() {
                // Nothing found yet: more pieces, from a new random placement, and round again past
                // the most. In vacant mode more pieces leave fewer cells to count, so solutions run
                // from the minimum almost up to every cell and a third of the way up finds one
                // sooner; in every-cell mode a piece adds attacks everywhere, solutions lie only
                // near the minimum, and no count may be skipped.
                let up = if self.vacant { (most.saturating_sub(pieces) / 3).max(1) } else { 1 };
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

#[cfg(test)]
mod tests;
