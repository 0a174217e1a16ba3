//! Where each piece could ever stand and capture, which squares could ever
//! be left, and which squares captures may land on at all: the
//! over-approximations behind the tests of [`super::prune`].

use super::{
    graph::{left_out, needed_helpers},
    node::SearchPosition,
};
use arrayvec::ArrayVec;

use crate::board::{grid_attacks, grid_lines, Bitboard, PieceKind};

/// What is known of the square the last piece ends on.
#[derive(Clone, Copy, Debug)]
pub(super) struct Ending {
    /// The squares it could be (all when nothing is known).
    pub ends: u64,
    /// That square when it is known, else none: it stays occupied to the end,
    /// a wall (see [`lines_through`]).
    pub wall: u64,
}

impl Ending {
    pub(super) const UNKNOWN: Ending = Ending { ends: u64::MAX, wall: 0 };
}

/// Captures left for a piece whose captures are not limited.
pub(super) const UNLIMITED: u32 = u32::MAX;

/// Where one piece could ever stand and ever capture, over-approximated.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Reach {
    /// Squares it could stand on: its own and every square it could capture on.
    pub stand: u64,
    /// Squares it could capture on.
    pub capture: u64,
    /// Squares it could stand on with a capture still left and leave by
    /// one: a capturable target on its lines from there, neither that square
    /// nor its own first square (vacated, so it never comes back there).
    pub leave: u64,
}

/// The squares a piece of `kind` on `from` could ever capture on from
/// there: its lines on the empty board, cut short at `wall` (a square that
/// stays occupied to the end, or none), since pieces in between may vanish
/// but the one on `wall` never does.
pub(super) fn lines_through(kind: PieceKind, from: usize, wall: u64) -> u64 {
    let lines = grid_lines(kind, from);
    // A wall off the lines cuts nothing: no look-up along the rays then.
    if lines & wall == 0 {
        lines
    } else {
        grid_attacks(kind, from, wall)
    }
}

/// The squares a piece of `kind` on `square` with `left` captures could ever
/// reach, capturing only on `targets`, with `wall` the square that stays
/// occupied to the end if it is known (see [`lines_through`]): a piece that
/// lands there never leaves.
///
/// A capture lands on an occupied square, so every future square of every
/// piece is occupied now; a capture from `a` to `b` needs `b` on one of the
/// piece's lines from `a` (on the empty board: pieces between may vanish).
/// Walking those edges through today's occupied squares, at most `left`
/// times, covers every square the piece could stand or capture on. The
/// piece's own square is left out of its captures: once vacated, a square
/// stays empty. The same walk tells the squares it could leave (see
/// [`Reach::leave`]), each line looked up once for both.
pub(super) fn reach(kind: PieceKind, square: usize, left: u32, targets: u64, wall: u64) -> Reach {
    let mut stand = 1u64 << square;
    let targets = targets & !stand;
    let (mut frontier, mut capture, mut leave, mut steps) = (stand, 0u64, 0u64, left);
    while steps > 0 && frontier != 0 {
        let mut next = 0u64;
        let mut rest = frontier;
        while rest != 0 {
            let from = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            // Lines never hold their own square: these targets are neither
            // `from` nor the first square.
            let hits = lines_through(kind, from, wall) & targets;
            next |= hits;
            leave |= u64::from(hits != 0) << from;
        }
        capture |= next;
        frontier = next & !stand & !wall;
        stand |= next;
        steps = steps.saturating_sub(u32::from(left != UNLIMITED));
    }
    Reach { stand, capture, leave }
}

/// Which occupied squares could one day be left, and by whom.
///
/// A piece leaves a square only by capturing from it, so it must stand there
/// with a capture left and have a target on its lines from there (not its own
/// first square, which it has vacated, and not the square itself): see
/// [`Reach::leave`].
pub(super) struct Vacating {
    /// Squares whose piece could leave by itself.
    own: u64,
    /// For each square, the pieces (by index) that could pass through it:
    /// arrive on it by a capture, then leave by another.
    visitors: [u64; 64],
    /// The squares some piece could pass through.
    pub passable: u64,
}

pub(super) fn vacating(squares: &[usize], reaches: &[Reach]) -> Vacating {
    let mut vacating = Vacating { own: 0, visitors: [0; 64], passable: 0 };
    for (i, (&start, reach)) in squares.iter().zip(reaches).enumerate() {
        let first = 1u64 << start;
        vacating.own |= reach.leave & first;
        let mut pass = reach.leave & !first;
        vacating.passable |= pass;
        while pass != 0 {
            vacating.visitors[pass.trailing_zeros() as usize] |= 1 << i;
            pass &= pass - 1;
        }
    }
    vacating
}

/// What the squares-to-vacate test found (see [`visits_suffice`]).
pub(super) struct Visits {
    /// Whether the visits suffice.
    pub suffice: bool,
    /// The squares nobody could ever leave.
    pub stuck: u64,
    /// The squares that were matched, and the one left without a visitor.
    passes: Passes,
    out: Option<usize>,
}

impl Visits {
    /// The squares the last piece could end on as far as the visits tell
    /// (asked only when needed: it costs a matching per square): when one of
    /// the squares whose own pieces never leave has to go without a visitor,
    /// it is the last square, so the last square is one of those that can
    /// (all squares when every one can have its visitor, none when the
    /// visits do not suffice).
    pub(super) fn lasts(&mut self, left: &[u32]) -> u64 {
        let Passes { visitors, order, must } = &mut self.passes;
        match self.out {
            _ if !self.suffice => 0,
            None => u64::MAX,
            Some(out) if self.stuck != 0 => 1u64 << order[out],
            Some(out) => {
                // Which others could be the square left out: each is tried last,
                // all the rest matched first (the matroid argument of `left_out`).
                let mut lasts = 1u64 << order[out];
                let count = visitors.len();
                for candidate in (*must..count).filter(|&candidate| candidate != out) {
                    visitors[candidate..].rotate_left(1);
                    if left_out(visitors, left, 1, count - 1).is_some() {
                        lasts |= 1u64 << order[candidate];
                    }
                    visitors[candidate..].rotate_right(1);
                }
                lasts
            }
        }
    }
}

/// Whether the squares whose pieces can never leave by themselves can all be
/// passed through, but one (the last piece's square), by distinct visits: a
/// piece with `c` captures left passes through at most `c − 1` squares.
/// The square left out must be one of `ends`, the squares the last piece
/// could end on. Also gives the squares nobody could ever leave.
pub(super) fn visits_suffice(node: &SearchPosition, vacating: &Vacating, left: &[u32], ends: u64) -> Visits {
    let passes = passes(node, vacating, ends);
    let stuck = passes
        .order
        .iter()
        .zip(&passes.visitors)
        .fold(0u64, |stuck, (&square, &pieces)| stuck | u64::from(pieces == 0) << square);
    // A visitor passes through at most its captures left less one.
    let matched =
        if stuck.count_ones() > 1 { None } else { left_out(&passes.visitors, left, 1, passes.must) };
    Visits { suffice: matched.is_some(), stuck, out: matched.flatten(), passes }
}

/// The pieces among `candidates` (by index) that every way of passing
/// through the squares of [`visits_suffice`] uses (same arguments): a
/// piece passing through has left its own square, so no capture lands there.
fn needed_visitors(
    node: &SearchPosition,
    vacating: &Vacating,
    left: &[u32],
    ends: u64,
    candidates: u64,
) -> u64 {
    let Passes { visitors, must, .. } = passes(node, vacating, ends);
    needed_helpers(&visitors, left, 1, must, candidates)
}

/// The squares whose own pieces never leave, to be passed through, with
/// their possible visitors: first the `must` ones, which cannot be the last
/// square (not in `ends`), then the others.
struct Passes {
    /// Each square's possible visitors (pieces by index).
    visitors: ArrayVec<u64, 64>,
    /// The squares, in the same order.
    order: ArrayVec<u8, 64>,
    /// How many come first, not in `ends`.
    must: usize,
}

fn passes(node: &SearchPosition, vacating: &Vacating, ends: u64) -> Passes {
    let needy = node.occupied & !vacating.own;
    let mut passes = Passes {
        visitors: ArrayVec::new(),
        order: ArrayVec::new(),
        must: (needy & !ends).count_ones() as usize,
    };
    // The squares that must be passed through come first (see `all_but_one_matched`).
    for square in Bitboard(needy & !ends).squares().chain(Bitboard(needy & ends).squares()) {
        passes.visitors.push(vacating.visitors[usize::from(square.index())]);
        passes.order.push(square.index());
    }
    passes
}

/// Where captures may land, and what the squares-to-vacate test saw with
/// that (see [`landing`]).
pub(super) struct Landing {
    /// The squares captures may land on.
    pub targets: u64,
    /// Which squares could be left, and by whom.
    pub vacating: Vacating,
    /// The squares nobody could ever leave.
    pub stuck: u64,
}

/// Each piece's reach (into `reaches`, for the pieces on `squares` with
/// captures `left`) and the squares captures may land on, or `None` when the
/// squares-to-vacate test proves the position dead on the way.
///
/// A capture on a square takes the piece that started there, so a square
/// whose piece must leave it never sees one: it leaves the targets
/// (`capturable` at first), and the walk runs again with fewer, to a fixed
/// point (each round can only find more). Such a piece is on a square nobody
/// could pass through that cannot be the last (the visits tell which can),
/// or is a visitor that every way of passing through the squares needs.
pub(super) fn landing(
    node: &SearchPosition,
    squares: &[usize],
    left: &[u32],
    capturable: u64,
    ending: Ending,
    reaches: &mut ArrayVec<Reach, 64>,
) -> Option<Landing> {
    let mut targets = capturable;
    loop {
        reaches.clear();
        for (&square, &left) in squares.iter().zip(left) {
            reaches.push(reach(node.kind_at(square), square, left, targets, ending.wall));
        }
        let vacating = vacating(squares, reaches);
        let mut visits = visits_suffice(node, &vacating, left, ending.ends);
        if !visits.suffice {
            return None;
        }
        let stuck = visits.stuck;
        let finals = if stuck != 0 { stuck } else { ending.ends & visits.lasts(left) };
        let mut forced = node.occupied & !vacating.passable & !finals & targets;
        if forced == 0 {
            // Dearer, so only when the rest found nothing.
            let candidates =
                squares.iter().enumerate().fold(0u64, |set, (i, &square)| set | (targets >> square & 1) << i);
            let needed = needed_visitors(node, &vacating, left, finals, candidates);
            forced = Bitboard(needed)
                .squares()
                .fold(0, |starts, i| starts | 1u64 << squares[usize::from(i.index())]);
        }
        if forced == 0 {
            return Some(Landing { targets, vacating, stuck });
        }
        targets &= !forced;
    }
}
