//! Captures known to lose, carried down the search ("sleep sets"): a way to
//! skip most transpositions without even looking them up.
//!
//! Two captures on four distinct squares commute: each stays legal after the
//! other (the one vacates a square, which blocks nothing; the other's target
//! is still there, unchanged) and both orders give the same position. So when
//! capture `z` from position `P` is known to lose and `m` is another capture
//! on squares disjoint from `z`'s, then `z` played after `m` loses too:
//! `P·m·z = P·z·m`, a child of the dead `P·z`. The search hands each child the
//! captures its parent knew to lose (pruned, remembered dead, or searched to
//! the end before it) that commute with the move into the child, and the
//! child never tries them. A position searched this way that wins nothing is
//! still truly dead, so it may be remembered as dead.

use crate::solo::Move;

/// A set of captures, as target squares by the capturing piece's square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Losing([u64; 64]);

impl Losing {
    /// No capture known to lose.
    pub(super) const NONE: Losing = Losing([0; 64]);

    /// The targets of the captures from `square` known to lose.
    pub(super) fn targets_from(&self, square: usize) -> u64 {
        self.0[square & 63]
    }

    /// Adds `mv`.
    pub(super) fn insert(&mut self, mv: Move) {
        self.0[usize::from(mv.from.index()) & 63] |= 1 << mv.to.index();
    }

    /// The captures of this set that still lose after `mv`: those that commute with it.
    pub(super) fn after(&self, mv: Move) -> Losing {
        let (from, to) = (usize::from(mv.from.index()) & 63, usize::from(mv.to.index()) & 63);
        let touched = 1u64 << from | 1u64 << to;
        let mut next = Losing::NONE;
        for (square, (next, &targets)) in next.0.iter_mut().zip(&self.0).enumerate() {
            if touched >> square & 1 == 0 {
                *next = targets & !touched;
            }
        }
        next
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::{
        board::Square,
        solo::{parse_code, Rules},
    };

    fn capture(code: &str, from: &str, to: &str) -> Move {
        let position = parse_code(code).unwrap();
        position.find_move(Square::parse(from).unwrap(), Square::parse(to).unwrap(), Rules::SOLO).unwrap()
    }

    #[test]
    fn only_captures_on_other_squares_stay_losing() {
        let code = "8/8/8/8/8/8/8/RNR1R1N1";
        let mut losing = Losing::NONE;
        losing.insert(capture(code, "a1", "b1"));
        losing.insert(capture(code, "e1", "g1"));
        // c1xb1 shares b1 with a1xb1; e1xg1 is on other squares.
        let next = losing.after(capture(code, "c1", "b1"));
        assert_eq!(next.targets_from(0), 0);
        assert_eq!(next.targets_from(4), 1 << 6);
    }
}
