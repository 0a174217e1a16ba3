//! The roles test: whether the pieces could share out the roles a winning
//! line gives them when each piece has at most two captures left, and do it
//! in an order where the visits are never blocked.
//!
//! Under such a limit every square's piece either *moves* (it captures, and
//! no capture ever lands on its square: one landing there would take it
//! first) or *stays* (it never captures). Captures land only on the squares
//! of pieces that stay. Each such square but the last one must be emptied
//! in the end, and only a piece that arrives there by its first capture and
//! leaves by its second can do it: its *visitor*, the last to arrive. So a
//! winning line gives
//! - a set `S` of squares that stay, one of them the last square `f`;
//! - for each square `a` of `S` but `f`, its own visitor: a piece with two
//!   captures left going from its square to `a`, then on to a square `b` of
//!   `S`; the visitor of `b` arrives after this one (it is the last to);
//! - every other piece that moves makes one capture, onto a square of `S`.
//!
//! The visits' captures must then happen in an order: each visitor arrives
//! before it leaves, and leaves before the visitor of the square it goes on
//! to arrives; and every capture comes after each square it passes over was
//! emptied, by its piece's visit or by the visitor of a square of `S`
//! leaving it (never, for `f`). With lines never blocked, such roles are
//! exactly a win: the single captures first, then the visits in that order.
//!
//! The test looks for roles with such an order, by a depth-first search
//! with a step limit (on reaching it, it answers "may win"). It leaves out
//! two things, so it only ever refuses dead positions but may miss some:
//! the squares single captures pass over (so those captures can always come
//! first, and roles found part way, the pieces not placed yet making single
//! captures, are roles enough; with them, the search would have to try
//! every piece as one that stays), and that a king that may not be taken
//! makes the very last capture.

use arrayvec::ArrayVec;

use super::node::SearchPosition;
use crate::board::{between, grid_lines, Bitboard};

/// No square, no visit.
const NONE: u8 = u8::MAX;

/// What the search found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Verdict {
    /// Roles exist.
    Found,
    /// No roles exist: the position is dead.
    None,
    /// The step limit was reached first.
    GaveUp,
}

/// The pieces' possible captures, by square.
pub(super) struct Roles<'a> {
    node: &'a SearchPosition,
    /// The pieces that can never be captured.
    uncapturable: u64,
    /// The squares captures may land on.
    targets: u64,
    /// The squares each piece could capture on first (none without captures left).
    first: [u64; 64],
    /// The pieces with two captures left that could capture on each square first.
    visitors: [u64; 64],
    /// The squares that could be the last one.
    ends: u64,
}

/// One capture of a visit, as an event to order.
#[derive(Clone, Copy)]
struct Event {
    /// The events that must come before it (closed under "before").
    before: u64,
    /// The occupied squares it passes over.
    over: u64,
}

/// One chosen visit: to `square`, then on to `onward`. Visit `k` captures
/// in events `2k` and `2k + 1`.
#[derive(Clone, Copy)]
struct Visit {
    square: u8,
    onward: u8,
}

/// One partial sharing-out of roles (sets of squares).
#[derive(Clone)]
struct Partial {
    /// Pieces that stay (the set `S`).
    stay: u64,
    /// Pieces that visit a square of `S`.
    visiting: u64,
    /// Pieces that move (do not stay): those that visit, and those ruled
    /// out of `S` by earlier choices (each branch leaves out what the ones
    /// before it covered).
    moving: u64,
    /// Squares of `S` whose visit is not chosen yet, and that are not `f`.
    open: u64,
    /// The last square, or [`NONE`] while not chosen.
    last: u8,
    /// The visit that empties each square of `S`, or [`NONE`].
    emptied_by: [u8; 64],
    /// The visit that starts from each square, or [`NONE`].
    started_by: [u8; 64],
    visits: ArrayVec<Visit, 32>,
    events: ArrayVec<Event, 64>,
}

impl Partial {
    /// The event that empties `square`, if chosen yet.
    fn emptying(&self, square: usize) -> Option<usize> {
        match (self.started_by[square], self.emptied_by[square]) {
            (NONE, NONE) => None,
            (NONE, visit) => Some(2 * usize::from(visit) + 1),
            (visit, _) => Some(2 * usize::from(visit)),
        }
    }

    /// Puts `earlier` before `later`; `false` when that closes a circle.
    fn order(&mut self, earlier: usize, later: usize) -> bool {
        let events = &mut self.events;
        if earlier == later || events[earlier].before >> later & 1 == 1 {
            return false;
        }
        if events[later].before >> earlier & 1 == 1 {
            return true;
        }
        let gained = events[earlier].before | 1 << earlier;
        for (index, event) in events.iter_mut().enumerate() {
            if index == later || event.before >> later & 1 == 1 {
                event.before |= gained;
            }
        }
        true
    }

    /// Adds the visit from `start` to `square`, then to `onward`, with its
    /// order; `false` when no order is left.
    fn visit(&mut self, start: usize, square: usize, onward: usize, occupied: u64) -> bool {
        // Never full: `S` has a visit for each square but one, each by a
        // piece that moves, so at most 31 of 64 pieces visit.
        if self.visits.is_full() {
            return false;
        }
        let k = self.visits.len();
        let (arrive, leave) = (2 * k, 2 * k + 1);
        self.visits.push(Visit { square: square as u8, onward: onward as u8 });
        self.events.push(Event { before: 0, over: between(start, square) & occupied });
        self.events.push(Event { before: 0, over: between(square, onward) & occupied });
        if !self.order(arrive, leave) {
            return false;
        }
        // The visits that go on to `square` arrive before this one; this one
        // arrives at `onward` before its visitor.
        for j in 0..k {
            let other = self.visits[j];
            if usize::from(other.onward) == square && !self.order(2 * j + 1, arrive) {
                return false;
            }
            if usize::from(other.square) == onward && !self.order(leave, 2 * j) {
                return false;
            }
        }
        // Captures pass over squares only once they are empty.
        for event in [arrive, leave] {
            for over in Bitboard(self.events[event].over).squares() {
                let over = usize::from(over.index());
                if over == usize::from(self.last) {
                    return false;
                }
                if let Some(emptying) = self.emptying(over) {
                    if !self.order(emptying, event) {
                        return false;
                    }
                }
            }
        }
        self.started_by[start] = k as u8;
        self.emptied_by[square] = k as u8;
        for (emptied, by) in [(start, arrive), (square, leave)] {
            for event in 0..self.events.len() {
                if self.events[event].over >> emptied & 1 == 1 && !self.order(by, event) {
                    return false;
                }
            }
        }
        true
    }
}

impl<'a> Roles<'a> {
    /// The roles problem for `node`, whose pieces on `squares` have `left`
    /// captures each (more than 2 count as 2: the caller makes sure none has
    /// more), where `capturable` are the squares of pieces that may be taken,
    /// `targets` those that captures may land on as far as is known, and
    /// `ends` the squares that could be the last.
    pub(super) fn new(
        node: &'a SearchPosition,
        squares: &[usize],
        left: &[u32],
        capturable: u64,
        targets: u64,
        ends: u64,
    ) -> Roles<'a> {
        let targets = targets & capturable;
        let mut roles = Roles {
            node,
            uncapturable: node.occupied & !capturable,
            targets,
            first: [0; 64],
            visitors: [0; 64],
            ends,
        };
        for (&square, &left) in squares.iter().zip(left) {
            if left == 0 {
                continue;
            }
            let first = grid_lines(node.kind_at(square), square) & targets;
            roles.first[square] = first;
            if left >= 2 {
                for a in Bitboard(first).squares() {
                    roles.visitors[usize::from(a.index())] |= 1 << square;
                }
            }
        }
        roles
    }

    /// Where the piece from `visitor` could go on to after capturing on `square`.
    fn onward(&self, visitor: usize, square: usize) -> u64 {
        grid_lines(self.node.kind_at(visitor), square) & self.targets & !(1 << visitor)
    }

    /// Looks for roles in at most `steps` steps.
    pub(super) fn search(&self, steps: u32) -> Verdict {
        let occupied = self.node.occupied;
        // Pieces without a capture stay.
        let stay = Bitboard(occupied).squares().fold(0u64, |set, square| {
            set | u64::from(self.first[usize::from(square.index())] == 0) << square.index()
        });
        // Only one piece can be left: the one that may not be taken, if any.
        if occupied.count_ones() > 1 && (stay & self.uncapturable != 0 || self.uncapturable.count_ones() > 1)
        {
            return Verdict::None;
        }
        let start = Partial {
            stay,
            visiting: 0,
            moving: 0,
            open: stay,
            last: NONE,
            emptied_by: [NONE; 64],
            started_by: [NONE; 64],
            visits: ArrayVec::new(),
            events: ArrayVec::new(),
        };
        let mut steps = steps;
        match self.find(&start, &mut steps) {
            Some(true) => Verdict::Found,
            Some(false) => Verdict::None,
            None => Verdict::GaveUp,
        }
    }

    /// `Some(found)`, or `None` when out of steps.
    fn find(&self, partial: &Partial, steps: &mut u32) -> Option<bool> {
        *steps = steps.checked_sub(1)?;
        // A piece that moves needs a target that can still be in `S`.
        let stranded = Bitboard(partial.moving & !partial.visiting)
            .squares()
            .any(|piece| self.first[usize::from(piece.index())] & !partial.moving == 0);
        if stranded {
            return Some(false);
        }
        if partial.open != 0 {
            return self.close_one(partial, steps);
        }
        let free = self.node.occupied & !partial.stay & !partial.visiting;
        // A single capture lands on `S`; for a piece that may not be taken, on `f` (it is the last).
        let onto_last = if partial.last == NONE { 0 } else { 1u64 << partial.last };
        let lacking = Bitboard(free).squares().map(|i| usize::from(i.index())).filter(|&i| {
            let onto = if self.uncapturable >> i & 1 == 1 { onto_last } else { partial.stay };
            self.first[i] & onto == 0
        });
        // The piece with the fewest ways out: it stays, or one of its targets joins `S`.
        let Some(piece) = lacking.min_by_key(|&i| (self.first[i] & free & !partial.moving).count_ones())
        else {
            return Some(true);
        };
        if self.uncapturable >> piece & 1 == 0 && partial.moving >> piece & 1 == 0 {
            let mut next = partial.clone();
            next.stay |= 1 << piece;
            next.open |= 1 << piece;
            if self.find(&next, steps)? {
                return Some(true);
            }
        }
        // It moves, onto one of its targets, which joins `S`.
        let mut moving = partial.moving | 1 << piece;
        for joining in Bitboard(self.first[piece] & free & !partial.moving).squares() {
            let mut next = partial.clone();
            next.moving = moving;
            next.stay |= 1 << joining.index();
            next.open |= 1 << joining.index();
            if self.find(&next, steps)? {
                return Some(true);
            }
            moving |= 1 << joining.index();
        }
        Some(false)
    }

    /// Chooses how the open square with the fewest visitors left is emptied
    /// (or that it is the last), and goes on.
    fn close_one(&self, partial: &Partial, steps: &mut u32) -> Option<bool> {
        let free = self.node.occupied & !partial.stay & !partial.visiting;
        let square = Bitboard(partial.open)
            .squares()
            .map(|a| usize::from(a.index()))
            .min_by_key(|&a| (self.visitors[a] & free).count_ones())
            .unwrap_or(0);
        let bit = 1u64 << square;
        if partial.last == NONE && self.ends & bit != 0 {
            // Nothing may pass over the last square.
            if partial.events.iter().all(|event| event.over & bit == 0) {
                let mut next = partial.clone();
                next.open &= !bit;
                next.last = square as u8;
                if self.find(&next, steps)? {
                    return Some(true);
                }
            }
        }
        for visitor in Bitboard(self.visitors[square] & free).squares() {
            let visitor = usize::from(visitor.index());
            // Onward to a piece that stays or may still, not one that moves.
            let mut then = self.onward(visitor, square) & !partial.moving & !bit;
            let king = self.uncapturable >> visitor & 1 == 1;
            if king {
                // It ends the game: on `f`, or on a square that can still be `f`.
                then &= if partial.last == NONE {
                    self.ends & (!partial.stay | partial.open)
                } else {
                    1 << partial.last
                };
            }
            // Squares already in `S` first: they open no new square to empty.
            let parts = [then & partial.stay, then & !partial.stay];
            for onward in parts.into_iter().flat_map(|part| Bitboard(part).squares()) {
                let onward = usize::from(onward.index());
                let ends_here = king && partial.last == NONE;
                if ends_here && partial.events.iter().any(|event| event.over >> onward & 1 == 1) {
                    continue;
                }
                let mut next = partial.clone();
                next.visiting |= 1 << visitor;
                next.moving |= 1 << visitor;
                next.open &= !bit;
                if partial.stay >> onward & 1 == 0 {
                    next.stay |= 1 << onward;
                    next.open |= 1 << onward;
                }
                if ends_here {
                    next.open &= !(1 << onward);
                    next.last = onward as u8;
                }
                if next.visit(visitor, square, onward, self.node.occupied) && self.find(&next, steps)? {
                    return Some(true);
                }
            }
        }
        Some(false)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::collections::HashSet;

    use super::*;
    use crate::{
        board::BoardShape,
        rng::Rng,
        solo::{
            parse_code,
            solver::node::{Key, Limits},
            solver::prune::squares_and_captures_left,
            solver::trying_all::{scatter, winnable_by_trying_all},
            Move, Position, Rules,
        },
    };

    /// The test's verdict on `node` with every square a possible target and end.
    fn verdict(node: &SearchPosition, limits: Limits) -> Verdict {
        let (squares, left) = squares_and_captures_left(node, limits);
        Roles::new(node, &squares, &left, node.capturable(limits), u64::MAX, u64::MAX).search(1 << 20)
    }

    /// The game with lines never blocked, by trying every line: whether it can be won.
    fn winnable_unblocked(node: &SearchPosition, limits: Limits, dead: &mut HashSet<Key>) -> bool {
        if node.piece_count() <= 1 {
            return true;
        }
        if dead.contains(&node.key(limits)) {
            return false;
        }
        let (able, capturable) = (node.able(limits), node.capturable(limits));
        for from in Bitboard(node.occupied & able).squares() {
            let kind = node.kind_at(from.to_usize());
            for to in Bitboard(grid_lines(kind, from.to_usize()) & capturable).squares() {
                let captured = node.kind_at(to.to_usize());
                let mv = Move { piece: kind, from, to, captured };
                if winnable_unblocked(&node.play(mv, limits), limits, dead) {
                    return true;
                }
            }
        }
        dead.insert(node.key(limits));
        false
    }

    /// On small crowded boards, under every rule set the test applies to:
    /// every winnable position has roles (the test is sound), no position
    /// that cannot be won even with lines never blocked has any (the search
    /// finds no false roles), and the order of the visits refuses some
    /// positions that only blocked lines make dead.
    #[test]
    fn roles_exist_for_every_win_and_for_no_unblocked_loss() {
        let mut rng = Rng::new(0x201E5);
        let rule_sets = [
            Rules::SOLO,
            Rules { capture_limit: Some(2), kings_capturable: true },
            Rules { capture_limit: Some(1), kings_capturable: false },
            Rules { capture_limit: Some(1), kings_capturable: true },
        ];
        let (mut blocked_only, mut dead) = (0, 0);
        for round in 0..8000 {
            let side = 3 + round % 4;
            let rules = rule_sets[round % 4];
            let limits = Limits::of(rules);
            let empty = Position::empty(BoardShape::new(side, side).unwrap());
            let position = scatter(&mut rng, empty, 3 + round % 8, &[], false);
            let node = SearchPosition::from_position(&position, limits);
            let found = verdict(&node, limits);
            assert_ne!(found, Verdict::GaveUp);
            if winnable_by_trying_all(&position, rules) {
                assert_eq!(found, Verdict::Found, "winnable but refused:\n{position}\n{rules:?}");
                continue;
            }
            dead += 1;
            if winnable_unblocked(&node, limits, &mut HashSet::new()) {
                blocked_only += usize::from(found == Verdict::None);
            } else {
                assert_eq!(found, Verdict::None, "roles found though lost unblocked:\n{position}\n{rules:?}");
            }
        }
        assert!(dead > 4000 && blocked_only > 10, "{blocked_only} of {dead}");
    }

    /// The slowest 24-piece position of the benchmark, dead, which the other
    /// tests leave to a long search. No roles exist, which the test finds at once.
    #[test]
    fn the_hardest_benchmark_position_has_no_roles() {
        let position = parse_code("7Q/1R6/2B1PR2/PP2P3/P1PP1P2/1PPPNPRR/P1Q5/PN2B3").unwrap();
        let limits = Limits::of(Rules::SOLO);
        assert_eq!(verdict(&SearchPosition::from_position(&position, limits), limits), Verdict::None);
        // With one pawn a knight, it is won, and roles exist.
        let won = parse_code("7Q/1R6/2B1PR2/NP2P3/P1PP1P2/1PPPNPRR/P1Q5/PN2B3").unwrap();
        assert_eq!(verdict(&SearchPosition::from_position(&won, limits), limits), Verdict::Found);
    }

    /// A visit must not pass over the last square.
    #[test]
    fn no_visit_passes_over_the_last_square() {
        // The king must end the game. Its only first capture is the knight on
        // b3, and from there only the knight on a2 (which never captures: its
        // targets are the king and empty squares): so it visits b3 and ends
        // on a2. The pawn on a1 never captures either, so a1 needs a visitor,
        // and only the rook can be one (the knight on b3 stays for the king),
        // going a3, a1, then on to a2: passing over a2, which is never
        // emptied. With lines never blocked, that would win.
        let position = parse_code("RNK/N2/P2").unwrap();
        let limits = Limits::of(Rules::SOLO);
        let node = SearchPosition::from_position(&position, limits);
        assert_eq!(verdict(&node, limits), Verdict::None);
        assert!(!winnable_by_trying_all(&position, Rules::SOLO));
        assert!(winnable_unblocked(&node, limits, &mut HashSet::new()));
    }
}
