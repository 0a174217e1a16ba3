//! Necessary conditions for winning: quick proofs that a position is dead.
//!
//! Each test here only ever says "dead" when no winning line exists; the
//! reasons are in the algorithm note of [`solver`](super). In short:
//! - with kings uncapturable, two kings can never both be last;
//! - with a capture limit, the captures left must cover the `p − 1` captures
//!   still to make, and a piece cannot make more captures than it has victims;
//! - a winning line's captures form a tree (each piece taken once, by one
//!   piece) rooted at the last piece, so in the graph of "could ever capture"
//!   some piece must reach every other;
//! - every square but the last piece's must be left some day, by its own
//!   piece or by a visitor passing through ([`super::reach`]);
//! - no capture lands on a square whose piece must leave it (nobody could
//!   pass through and it cannot be the last square, or the piece is needed
//!   to pass through squares whose own pieces never leave):
//!   each such square found leaves the targets, and the tests run again;
//! - what is known of the last piece's square sharpens them ([`super::last`]);
//! - with at most two captures per piece, the pieces must be able to share
//!   out the roles of a win, in an order ([`super::roles`]; dearer, so only
//!   when asked for).

use super::{
    graph::{roots_reaching_all, takers_suffice},
    last::final_square,
    node::{Limits, SearchPosition},
    reach::{landing, visits_suffice, Ending, Landing, Reach, UNLIMITED},
    roles::{Roles, Verdict},
};
use arrayvec::ArrayVec;

use crate::board::{Bitboard, PieceKind};

/// The steps the roles test ([`super::roles`]) may take before it gives up
/// on a position the search visits: more steps did no better on the
/// benchmark, fewer left the slowest 28-piece positions to long searches.
pub(super) const ROLE_STEPS: u32 = 1 << 12;
/// The same for the position asked about: once per question, so more.
pub(super) const ROOT_ROLE_STEPS: u32 = 1 << 16;

/// Captures left for the piece on `square`.
pub(super) fn captures_left(node: &SearchPosition, limits: Limits, square: usize) -> u32 {
    limits.budget.map_or(UNLIMITED, |limit| u32::from(limit.saturating_sub(node.made_at(square))))
}

/// The squares of `node`'s pieces and each one's captures left, for tests
/// that call the pruning steps one by one.
#[cfg(test)]
pub(super) fn squares_and_captures_left(node: &SearchPosition, limits: Limits) -> (Vec<usize>, Vec<u32>) {
    let squares: Vec<usize> = Bitboard(node.occupied).squares().map(|s| usize::from(s.index())).collect();
    let left = squares.iter().map(|&s| captures_left(node, limits, s)).collect();
    (squares, left)
}

/// `false` when `node` is proved dead; `true` means only "not proved dead".
#[cfg(test)]
pub(super) fn may_win(node: &SearchPosition, limits: Limits) -> bool {
    assess_within(node, limits, ROOT_ROLE_STEPS).is_some()
}

/// `None` when `node` is proved dead; otherwise how promising it looks
/// (higher is better; see [`promise`]).
pub(super) fn assess(node: &SearchPosition, limits: Limits) -> Option<u32> {
    assess_within(node, limits, 0)
}

/// Whether the roles test refutes `node` within `steps` steps (never under
/// rules where it does not apply: more than two captures per piece).
pub(super) fn refuted_by_roles(node: &SearchPosition, limits: Limits, steps: u32) -> bool {
    roles_apply(limits) && assess_within(node, limits, steps).is_none()
}

/// Whether the roles test applies: at most two captures per piece.
fn roles_apply(limits: Limits) -> bool {
    limits.budget.is_some_and(|budget| budget <= 2)
}

/// [`assess`], with the roles test too when `role_steps` is not zero (it
/// may take that many steps): dearer, so the search runs it only on the
/// positions it visits, not on every child it sorts.
pub(super) fn assess_within(node: &SearchPosition, limits: Limits, role_steps: u32) -> Option<u32> {
    let pieces = node.piece_count();
    if pieces <= 1 {
        return Some(u32::MAX);
    }
    if !limits.kings_capturable && node.kinds[PieceKind::King].count_ones() > 1 {
        return None;
    }
    let mut squares = [0usize; 64];
    let mut left = [0u32; 64];
    for (i, square) in Bitboard(node.occupied).squares().enumerate() {
        squares[i] = usize::from(square.index());
        left[i] = captures_left(node, limits, squares[i]);
    }
    let count = pieces as usize;
    let ending = final_square(node, limits, &squares[..count], &mut left[..count]);
    if limits.budget.is_some() && left[..count].iter().sum::<u32>() + 1 < pieces {
        return None;
    }
    capture_graph::<true>(node, limits, &squares[..count], &left[..count], ending, role_steps)
}

/// The "could ever capture" graph test (see the module note), and the
/// capture-limit test sharpened by it: a piece makes at most as many
/// captures as it has possible victims. With `LEARN`, what the tests find
/// out about the last square (a square nobody can leave, the roots' targets)
/// sharpens them (off only to measure that in the tests).
pub(super) fn capture_graph<const LEARN: bool>(
    node: &SearchPosition,
    limits: Limits,
    squares: &[usize],
    left: &[u32],
    ending: Ending,
    role_steps: u32,
) -> Option<u32> {
    let (count, wall) = (squares.len(), ending.wall);
    let capturable = node.capturable(limits);
    // Array vectors, not arrays: nothing to clear beyond the pieces on the board.
    // (Pushed one by one: collecting into one copied the whole buffer.)
    let mut reaches = ArrayVec::<Reach, 64>::new();
    let Landing { targets, vacating, stuck } =
        landing(node, squares, left, capturable, ending, &mut reaches)?;
    if LEARN && stuck & !wall != 0 {
        // The one square nobody can leave is the last piece's: known now, so
        // the tests run again with it as a wall too (see `final_square`).
        return capture_graph::<LEARN>(
            node,
            limits,
            squares,
            left,
            Ending { ends: stuck, wall: wall | stuck },
            role_steps,
        );
    }
    // Where each piece could stand, none for pieces that may not be taken:
    // a plain array, so that the pair loop below runs without branches (it
    // was a third of the tests' time as a loop of tests).
    let (mut victims, mut out, mut into) =
        (ArrayVec::<u64, 64>::new(), ArrayVec::<u64, 64>::new(), ArrayVec::<u64, 64>::new());
    for (&square, reach) in squares.iter().zip(&reaches) {
        victims.push(if capturable >> square & 1 == 1 { reach.stand & targets } else { 0 });
        out.push(0);
        into.push(0);
    }
    for i in 0..count {
        let capture = reaches[i].capture;
        if capture == 0 {
            continue;
        }
        let edges = victims
            .iter()
            .enumerate()
            .fold(0u64, |set, (j, &stand)| set | u64::from(capture & stand != 0) << j);
        out[i] = edges & !(1 << i);
        let mut rest = out[i];
        while rest != 0 {
            into[rest.trailing_zeros() as usize] |= 1 << i;
            rest &= rest - 1;
        }
    }
    let usable: u32 = (0..count).map(|i| left[i].min(out[i].count_ones())).sum();
    if usable + 1 < count as u32 {
        return None;
    }
    // A square nobody can leave must be the last piece's: it ends there by a capture.
    let roots = if stuck == 0 {
        u64::MAX
    } else {
        (0..count).filter(|&i| reaches[i].capture & stuck != 0).fold(0, |set, i| set | 1 << i)
    };
    let roots = roots_reaching_all(&out, &into, roots);
    // The last piece is one of `roots` and ends on a square it captures on.
    let ends = Bitboard(roots).squares().fold(0, |ends, i| ends | reaches[usize::from(i.index())].capture)
        & ending.ends;
    if ends == 0 {
        return None;
    }
    if LEARN && ends.count_ones() == 1 && ends & !wall != 0 {
        // The last square is known now: the tests run again with it as a wall.
        let mut fixed = [0u32; 64];
        fixed[..count].copy_from_slice(left);
        let mut left = fixed;
        if let Some(piece) = squares.iter().position(|&square| 1 << square == ends) {
            left[piece] = 0;
        }
        return capture_graph::<LEARN>(
            node,
            limits,
            squares,
            &left[..count],
            Ending { ends, wall: wall | ends },
            role_steps,
        );
    }
    if LEARN && ends != ending.ends && !visits_suffice(node, &vacating, left, ends).suffice {
        return None;
    }
    if limits.budget.is_some() && !takers_suffice(&into, left, roots) {
        return None;
    }
    if role_steps > 0
        && roles_apply(limits)
        && Roles::new(node, squares, left, capturable, targets, ends).search(role_steps) == Verdict::None
    {
        return None;
    }
    Some(promise(&into, capturable, squares))
}

/// How promising a position that passed the tests looks, from which pieces
/// could take each piece (`into`): first the fewest takers any piece has (a
/// piece with one taker left is close to stranded), then how few pieces
/// have a single taker. (A last tie-break by captures to spare, more first,
/// made the 24-piece benchmark visit far more positions.)
fn promise(into: &[u64], capturable: u64, squares: &[usize]) -> u32 {
    let (mut fewest, mut single) = (u32::MAX, 0u32);
    for (&takers, &square) in into.iter().zip(squares) {
        let n = takers.count_ones();
        if capturable >> square & 1 == 1 {
            fewest = fewest.min(n);
            single += u32::from(n <= 1);
        }
    }
    fewest.min(255) << 8 | (255 - single.min(255))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::{
        board::{BoardShape, Square, ALL_PIECE_KINDS},
        rng::Rng,
        solo::{
            build_by_uncapturing, parse_code,
            solver::reach::{reach, vacating},
            solver::trying_all::{scatter, winnable_by_trying_all, TryingAll},
            Position, Rules,
        },
    };

    fn dead(code: &str, rules: Rules) -> bool {
        let limits = Limits::of(rules);
        !may_win(&SearchPosition::from_position(&parse_code(code).unwrap(), limits), limits)
    }

    #[test]
    fn bishops_on_both_colours_never_meet() {
        assert!(dead("BBBBBBBB/BBBBBBBB/BBBBBBBB/8/8/8/8/8", Rules::SOLITAIRE));
        assert!(dead("BBBBBBBB/BBBBBBBB/BBBBBBBB/8/8/8/8/8", Rules::SOLO));
        assert!(!dead("B7/1B6/8/8/8/8/8/8", Rules::SOLITAIRE));
    }

    #[test]
    fn a_king_under_solo_rules_must_capture_everything_in_the_end() {
        assert!(dead("K7/8/8/8/8/8/8/R7", Rules::SOLO));
        assert!(!dead("K7/8/8/8/8/8/8/R7", Rules::SOLITAIRE));
        assert!(dead("KK6/8/8/8/8/8/8/8", Rules::SOLO));
    }

    #[test]
    fn pawns_only_go_up() {
        // The pawn on a1 can never take the pawn two squares above it, nor be taken by it.
        assert!(dead("8/8/8/8/8/P7/8/P7", Rules::SOLITAIRE));
        assert!(dead("8/8/8/8/8/8/8/PP6", Rules::SOLITAIRE));
        assert!(!dead("8/8/8/8/8/8/1P6/P7", Rules::SOLITAIRE));
    }

    /// Whether the squares-to-vacate test alone refuses `node`.
    fn vacating_refuses(node: &SearchPosition, limits: Limits) -> bool {
        let (squares, left) = squares_and_captures_left(node, limits);
        let capturable = node.capturable(limits);
        let reaches: Vec<Reach> =
            squares.iter().zip(&left).map(|(&s, &l)| reach(node.kind_at(s), s, l, capturable, 0)).collect();
        !visits_suffice(node, &vacating(&squares, &reaches), &left, u64::MAX).suffice
    }

    /// Every refusal on small crowded boards is checked by trying every line; the
    /// squares-to-vacate test (nobody can leave two squares, or the visitors
    /// do not suffice) must refuse some of them by itself.
    #[test]
    fn refused_positions_are_dead_by_trying_all() {
        let mut rng = Rng::new(0x0DEAD);
        let mut refused_by_vacating = 0;
        for round in 0..6000 {
            let shape = BoardShape::new(3 + round % 3, 3 + round / 3 % 3).unwrap();
            let rules =
                [Rules::SOLO, Rules::SOLITAIRE, Rules { capture_limit: Some(1), kings_capturable: false }]
                    [round % 3];
            let position = scatter(&mut rng, Position::empty(shape), 3 + round % 5, &[], false);
            let limits = Limits::of(rules);
            let node = SearchPosition::from_position(&position, limits);
            if !may_win(&node, limits) {
                assert!(!winnable_by_trying_all(&position, rules), "refused but winnable:\n{position}");
                refused_by_vacating += usize::from(vacating_refuses(&node, limits));
            }
        }
        assert!(refused_by_vacating > 50, "{refused_by_vacating}");
    }

    /// Under Solo rules: the tests refuse `code`, the squares-to-vacate test
    /// alone does not, and the position is dead indeed.
    fn refused_though_the_squares_to_vacate_are_not(code: &str) {
        let position = parse_code(code).unwrap();
        let limits = Limits::of(Rules::SOLO);
        let node = SearchPosition::from_position(&position, limits);
        assert!(!vacating_refuses(&node, limits));
        assert!(!may_win(&node, limits));
        assert!(!winnable_by_trying_all(&position, Rules::SOLO));
    }

    /// A square nobody could pass through and that is not the last one:
    /// its piece must leave it, so no capture ever lands there.
    #[test]
    fn no_capture_lands_where_the_piece_must_leave() {
        // The knight on b2 has no target ever: its square is the last. Nobody
        // could pass through b1, d2 or c1, so their pieces must leave them and
        // nothing can be captured there: the bishop's b2 is the only target.
        refused_though_the_squares_to_vacate_are_not("4/1N1N/1NB1");
    }

    /// A piece needed to pass through a square that must be passed through
    /// (here the only one able to) leaves its own square, so no capture lands there.
    #[test]
    fn no_capture_lands_on_the_square_of_a_needed_visitor() {
        // The knight on a3 has no target and nobody could land there: a3 is
        // the last square. The rook on b2 has no target either: only the
        // bishop could pass through b2 (a1xb2, b2xa3), so the bishop leaves
        // a1, the rook on d1 has nothing left to take, and d1 is stuck too.
        refused_though_the_squares_to_vacate_are_not("N3/1R2/B2R");
    }

    /// Positions like the benchmark's, where the tests do most of their work:
    /// 8×8, built by un-capturing (half of them with one piece's kind
    /// changed), then played along a random line. Every child the tests
    /// refuse on the way must be dead by trying every line.
    #[test]
    fn refusals_on_built_positions_are_dead_by_trying_all() {
        let mut rng = Rng::new(0xB1D);
        let (rules, limits) = (Rules::SOLO, Limits::of(Rules::SOLO));
        let (mut refused, mut checked) = (0, 0);
        for round in 0..120 {
            let Some((mut position, _)) =
                build_by_uncapturing(&mut rng, BoardShape::new(8, 8).unwrap(), rules, 12, round % 2 == 0)
            else {
                continue;
            };
            if round % 4 < 2 {
                let squares: Vec<Square> = position.occupied().squares().collect();
                let kind = ALL_PIECE_KINDS[1 + rng.below(5)];
                position = position.with_piece(squares[rng.below(squares.len())], kind);
            }
            let mut judge = TryingAll::new(rules);
            loop {
                let moves = position.legal_moves(rules);
                let node = SearchPosition::from_position(&position, limits);
                for &mv in &moves {
                    checked += 1;
                    if !may_win(&node.play(mv, limits), limits) {
                        refused += 1;
                        let child = position.play(mv);
                        assert!(!judge.winnable(&child), "refused but winnable:\n{child}");
                    }
                }
                let Some(&mv) = rng.choose(&moves) else { break };
                position = position.play(mv);
            }
        }
        assert!(refused > checked / 4, "{refused} of {checked}");
    }

    /// Met in the search of the hardest dead 24-piece benchmark position.
    #[test]
    fn a_square_that_must_go_without_a_visitor_is_one_of_the_last_squares() {
        let root = parse_code("7Q/1R6/2B1PR2/PP2P3/P1PP1P2/1PPPNPRR/P1Q5/PN2B3").unwrap();
        let mut position = root;
        for step in "f6e6 g3f3 e6e5 h3f3 f4e5 c6b5 a2b3 b3c4 d4e5 c2c3 b7b5".split(' ') {
            let (from, to) = step.split_at(2);
            let mv =
                position.find_move(Square::parse(from).unwrap(), Square::parse(to).unwrap(), Rules::SOLO);
            position = position.play(mv.unwrap());
        }
        let limits = Limits::of(Rules::SOLO);
        let node = SearchPosition::from_position(&position, limits);
        // The pawns on a1 and e5 never capture, and the queen on h8 is the only
        // piece that could pass through either: one of them is the last square.
        let (squares, left) = squares_and_captures_left(&node, limits);
        let capturable = node.capturable(limits);
        let reaches: Vec<Reach> =
            squares.iter().zip(&left).map(|(&s, &l)| reach(node.kind_at(s), s, l, capturable, 0)).collect();
        let mut visits = visits_suffice(&node, &vacating(&squares, &reaches), &left, u64::MAX);
        let square = |name: &str| 1u64 << Square::parse(name).unwrap().index();
        assert_eq!(visits.lasts(&left), square("a1") | square("e5"));
        // So nothing may capture on b5, which nobody could pass through: the
        // pawn on a4 loses its only target, and a4 cannot be left.
        assert!(!may_win(&node, limits));
        assert!(!winnable_by_trying_all(&position, Rules::SOLO));
    }

    #[test]
    fn two_squares_nobody_can_leave_are_dead() {
        // Pawns on the top rank never capture; the rook can pass through a3 only: b3 and c3 stay.
        let position = parse_code("PPP/3/R2").unwrap();
        let limits = Limits::of(Rules::SOLO);
        let node = SearchPosition::from_position(&position, limits);
        assert!(vacating_refuses(&node, limits));
        assert!(!winnable_by_trying_all(&position, Rules::SOLO));
    }
}
