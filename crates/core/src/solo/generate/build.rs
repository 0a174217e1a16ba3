//! Building one candidate backwards from a single piece by un-capturing (the
//! seed's method), keeping the number of solutions in check at every step.
//!
//! Each step lists every position one capture before the current one (a
//! piece is put where a capturer stands and the capturer moved back to an
//! empty square from which that capture is possible), prefers those that
//! offer the fewest captures, and accepts the first whose winning move sets
//! stay within the limit. Checking every step loses nothing: the sets of the
//! longer position include the first move plus every set of the shorter
//! one, so a position with too many solutions never grows into one with few.
//!
//! Under Solo rules a candidate is a real army (see [`crate::solo::army`]):
//! at most the pieces of one chess set, and no pawn ever on the first or last
//! rank — not in the puzzle, nor anywhere along the line it is built from
//! (a pawn is never put back there, nor moved back there as a capturer), so
//! no lookahead is needed. A puzzle with every piece of the set needs its
//! king as the last piece (kings cannot be captured): the first piece is
//! drawn only among kinds that leave room for the rest. Solitaire Chess
//! keeps its own sets (the seed's on 4×4, two armies' worth above).

use super::uncapture::{capture_origins, uncaptured, LaterCaptures};
use crate::solo::{count_move_sets_up_to, pawn_may_stand, Move, Position, Rules, WinOracle, ONE_SET};
use crate::{
    board::{Bitboard, BoardShape, PieceKind, ALL_PIECE_KINDS},
    rng::Rng,
};

/// How many un-captures, best first, are tried per step before giving up the
/// candidate on a large board (small boards try all: their checks are cheap,
/// and a full 4×4 set leaves few ways to place the last pieces).
const TRIES_PER_STEP: usize = 8;
/// Boards of at most this many squares try every un-capture.
const SMALL_BOARD: u32 = 25;
/// Solution-count checks one candidate may make on a small board.
const SMALL_BOARD_CHECKS: usize = 1000;
/// Solution-count checks one candidate may make on a large board.
const LARGE_BOARD_CHECKS: usize = 120;

/// What one candidate must be.
#[derive(Clone, Copy, Debug)]
pub(super) struct Spec {
    /// The board.
    pub shape: BoardShape,
    /// The rules its solution and solution count hold under.
    pub rules: Rules,
    /// The most pieces of each kind (indexed like [`ALL_PIECE_KINDS`]).
    pub limits: [u8; 6],
    /// The squares a pawn may stand on (see [`pawn_squares`]).
    pub pawn_squares: Bitboard,
    /// The most winning move sets it may have.
    pub max_move_sets: Option<usize>,
    /// Whether to prefer un-captures that leave few captures (sparse positions
    /// have fewer solutions and more dead ends), or take them in random order.
    pub sparse: bool,
}

/// The most pieces of each kind on a `size`×`size` board under `rules`: on
/// 4×4 the seed's set as its generator uses it (one queen, two each of rook,
/// bishop, knight and pawn, no king); larger boards may use two chess
/// armies' worth under Solitaire rules, one chess set ([`ONE_SET`]) under
/// Solo rules.
#[must_use]
pub(super) fn piece_limits(size: u8, rules: Rules) -> [u8; 6] {
    let limits = if size <= 4 { [0, 1, 2, 2, 2, 2] } else { [2, 2, 4, 4, 4, 16] };
    if real_army(rules) {
        std::array::from_fn(|kind| limits[kind].min(ONE_SET[kind]))
    } else {
        limits
    }
}

/// Whether puzzles under `rules` are real armies: Solo rules, chess.com's game.
fn real_army(rules: Rules) -> bool {
    rules == Rules::SOLO
}

/// The squares of `shape` a pawn may stand on under `rules`: under Solo
/// rules not the first or last rank ([`pawn_may_stand`]), else any.
#[must_use]
pub(super) fn pawn_squares(shape: BoardShape, rules: Rules) -> Bitboard {
    let all = shape.squares();
    if real_army(rules) {
        all.squares().filter(|&square| pawn_may_stand(shape, square)).collect()
    } else {
        all
    }
}

/// The most pieces with at most 8, 4, 2 and 1 winning move sets (the
/// columns) on boards 4×4 to 8×8 (the rows) for which generating stays
/// quick, from the survey (the test-only `survey` module); see the generator's module note.
const MOST_PIECES_WITHIN: [[u8; 4]; 5] =
    [[8, 8, 8, 8], [11, 11, 12, 12], [16, 17, 16, 16], [17, 17, 16, 18], [18, 18, 18, 18]];

/// The most pieces a generated puzzle may have on a `size`×`size` board under
/// `rules` with at most `max_move_sets` winning move sets: the piece limits
/// (kings cannot be captured under Solo rules, so at most one), three
/// quarters of the squares (un-capturing needs room), and with a limit on
/// the solutions what [`MOST_PIECES_WITHIN`] says stays quick.
#[must_use]
pub(super) fn max_pieces(size: u8, rules: Rules, max_move_sets: Option<usize>) -> usize {
    let limits = piece_limits(size, rules);
    let total: usize = ALL_PIECE_KINDS
        .into_iter()
        .map(|kind| {
            let limit = usize::from(limits[kind.index()]);
            if rules.may_be_captured(kind) {
                limit
            } else {
                limit.min(1)
            }
        })
        .sum();
    let crowded = total.min(usize::from(size) * usize::from(size) * 3 / 4);
    let column = match max_move_sets {
        None => return crowded,
        Some(8..) => 0,
        Some(4..) => 1,
        Some(2..) => 2,
        Some(_) => 3,
    };
    let row = usize::from(size.clamp(4, 8) - 4);
    crowded.min(usize::from(MOST_PIECES_WITHIN[row][column]))
}

/// A position of `pieces` pieces meeting `spec`, with the line it was built
/// from, or `None` when the search ran out of checks.
///
/// Depth-first: when no un-capture of a step passes, the previous step tries
/// its next one, up to a budget of solution-count checks. `tick` is called
/// before each check, so a caller can report that the search goes on.
pub(super) fn build(
    rng: &mut Rng,
    spec: &Spec,
    pieces: usize,
    oracle: &mut WinOracle,
    tick: &mut dyn FnMut(),
) -> Option<(Position, Vec<Move>)> {
    let squares: Vec<_> = spec.shape.squares().squares().collect();
    // The first piece is the last of the game: it must leave room for the
    // others among the kinds that may be captured.
    let capturable = |kind: PieceKind| usize::from(spec.rules.may_be_captured(kind));
    let room: usize = ALL_PIECE_KINDS
        .into_iter()
        .map(|kind| capturable(kind) * usize::from(spec.limits[kind.index()]))
        .sum();
    let kinds: Vec<PieceKind> = ALL_PIECE_KINDS
        .into_iter()
        .filter(|&kind| spec.limits[kind.index()] > 0 && room - capturable(kind) + 1 >= pieces)
        .collect();
    let (mut square, kind) = (*rng.choose(&squares)?, *rng.choose(&kinds)?);
    if kind == PieceKind::Pawn && !spec.pawn_squares.contains(square) {
        let allowed: Vec<_> = spec.pawn_squares.squares().collect();
        square = *rng.choose(&allowed)?;
    }
    let start = Position::empty(spec.shape).with_piece(square, kind);
    let small = spec.shape.squares().count() <= SMALL_BOARD;
    let mut walk = Walk {
        rng,
        spec,
        oracle,
        tick,
        pieces,
        tries: if small { usize::MAX } else { TRIES_PER_STEP },
        checks_left: if small { SMALL_BOARD_CHECKS } else { LARGE_BOARD_CHECKS },
        line: Vec::with_capacity(pieces),
    };
    let found = walk.extend(start, LaterCaptures::NONE)?;
    let mut line = walk.line;
    line.reverse();
    Some((found, line))
}

/// The depth-first walk of one candidate.
struct Walk<'a> {
    rng: &'a mut Rng,
    spec: &'a Spec,
    oracle: &'a mut WinOracle,
    tick: &'a mut dyn FnMut(),
    pieces: usize,
    tries: usize,
    checks_left: usize,
    /// The captures un-made so far, last capture of the game first.
    line: Vec<Move>,
}

impl Walk<'_> {
    /// Grows `position` (where `later` counts the captures each square's piece
    /// makes later in the game) to the wanted size.
    fn extend(&mut self, position: Position, later: LaterCaptures) -> Option<Position> {
        if position.piece_count() as usize >= self.pieces {
            return Some(position);
        }
        let spec = self.spec;
        // A random key after the capture count, so that ties fall randomly.
        let mut options: Vec<(usize, u64, Position, Move)> = uncaptures(&position, spec, &later)
            .into_iter()
            .map(|(before, mv)| {
                let captures = if spec.sparse { before.legal_moves(spec.rules).len() } else { 0 };
                (captures, self.rng.next_u64(), before, mv)
            })
            .collect();
        options.sort_unstable_by_key(|&(captures, key, _, _)| (captures, key));
        for (_, _, before, mv) in options.into_iter().take(self.tries) {
            if self.checks_left == 0 {
                return None;
            }
            self.checks_left -= 1;
            (self.tick)();
            let within = spec
                .max_move_sets
                .is_none_or(|max| count_move_sets_up_to(&before, self.oracle, max + 1) <= max);
            if !within {
                continue;
            }
            self.line.push(mv);
            if let Some(found) = self.extend(before, later.before(mv)) {
                return Some(found);
            }
            self.line.pop();
        }
        None
    }
}

/// Every position one capture before `position` allowed by `spec`, with that capture.
fn uncaptures(position: &Position, spec: &Spec, later: &LaterCaptures) -> Vec<(Position, Move)> {
    let mut found = Vec::new();
    for captured in ALL_PIECE_KINDS {
        let room = position.pieces_of(captured).count() < u32::from(spec.limits[captured.index()]);
        if !room || !spec.rules.may_be_captured(captured) {
            continue;
        }
        for to in position.occupied() {
            let Some(piece) = position.piece_at(to) else { continue };
            if !later.allow_one_more(to, spec.rules) {
                continue;
            }
            if captured == PieceKind::Pawn && !spec.pawn_squares.contains(to) {
                continue;
            }
            let mut origins = capture_origins(position, piece, to);
            if piece == PieceKind::Pawn {
                origins &= spec.pawn_squares;
            }
            for from in origins {
                let mv = Move { from, to, piece, captured };
                found.push((uncaptured(position, mv), mv));
            }
        }
    }
    found
}
