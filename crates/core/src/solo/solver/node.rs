//! The solver's own copy of a position: plain bitboards that are cheap to
//! copy, play on and compare, with the rules reduced to what the search needs.

use crate::board::{grid_attacks, Bitboard, ByKind, PieceKind};
use crate::solo::{Move, MoveList, Position, Rules};

/// The rules as the search uses them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Limits {
    /// Captures allowed per piece, when that limit can ever be reached. [`Position`]
    /// counts captures up to 3, so a limit above 3 never stops a piece: it is `None` here.
    pub budget: Option<u8>,
    /// Whether kings may be captured.
    pub kings_capturable: bool,
}

impl Limits {
    pub(super) fn of(rules: Rules) -> Limits {
        Limits {
            budget: rules.capture_limit.filter(|&limit| limit <= 3),
            kings_capturable: rules.kings_capturable,
        }
    }
}

/// What the dead-position memory stores: the kind of every piece (as kind
/// index + 1, three bit planes; 7 for a piece that may capture no more, see
/// [`SearchPosition::key`]) and, when captures are limited, each piece's capture count
/// (two bit planes). Exact: two positions with equal keys have
/// the same future, whatever the board's size (pieces only ever land on occupied squares).
pub(super) type Key = [u64; 5];

/// A position for the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct SearchPosition {
    /// Squares of each kind.
    pub kinds: ByKind<u64>,
    /// Every occupied square.
    pub occupied: u64,
    /// Bits 0 and 1 of each piece's capture count, kept only when the budget matters.
    pub made: [u64; 2],
}

impl SearchPosition {
    pub(super) fn from_position(position: &Position, limits: Limits) -> SearchPosition {
        let kinds = ByKind::from_fn(|kind| position.pieces_of(kind).0);
        let occupied = kinds.values().iter().fold(0, |all, set| all | set);
        let mut node = SearchPosition { kinds, occupied, made: [0; 2] };
        if limits.budget.is_some() {
            for square in position.occupied() {
                let made = position.captures_made(square);
                for (bit, plane) in node.made.iter_mut().enumerate() {
                    if made >> bit & 1 == 1 {
                        *plane |= 1 << square.index();
                    }
                }
            }
        }
        node
    }

    pub(super) const fn piece_count(&self) -> u32 {
        self.occupied.count_ones()
    }

    /// The kind of the piece on `square` (a king when empty; callers ask about occupied squares).
    pub(super) fn kind_at(&self, square: usize) -> PieceKind {
        let bit = 1u64 << (square & 63);
        self.kinds.iter().find(|&(_, set)| set & bit != 0).map_or(PieceKind::King, |(kind, _)| kind)
    }

    /// How many captures the piece on `square` has made (0 when the budget does not matter).
    pub(super) fn made_at(&self, square: usize) -> u8 {
        let square = square & 63;
        (self.made[0] >> square & 1) as u8 + 2 * (self.made[1] >> square & 1) as u8
    }

    /// The pieces that may still capture under `limits`.
    pub(super) fn able(&self, limits: Limits) -> u64 {
        let [low, high] = self.made;
        let spent = match limits.budget {
            None => 0,
            Some(0) => self.occupied,
            Some(1) => low | high,
            Some(2) => high,
            Some(_) => low & high,
        };
        self.occupied & !spent
    }

    /// The pieces that may be captured under `limits`.
    pub(super) fn capturable(&self, limits: Limits) -> u64 {
        if limits.kings_capturable {
            self.occupied
        } else {
            self.occupied & !self.kinds[PieceKind::King]
        }
    }

    /// Every legal capture, by capturer kind, then capturer square, then target.
    pub(super) fn captures(&self, limits: Limits) -> MoveList {
        let mut moves = MoveList::new();
        let (able, capturable) = (self.able(limits), self.capturable(limits));
        for (kind, &set) in self.kinds.iter() {
            for from in Bitboard(set & able) {
                let targets = grid_attacks(kind, from.to_usize(), self.occupied) & capturable;
                for to in Bitboard(targets) {
                    let captured = self.kind_at(to.to_usize());
                    moves.push(Move { piece: kind, from, to, captured });
                }
            }
        }
        moves
    }

    /// The node after `mv`, which must be one of [`SearchPosition::captures`].
    pub(super) fn play(&self, mv: Move, limits: Limits) -> SearchPosition {
        let (from, to) = (usize::from(mv.from.index()), usize::from(mv.to.index()));
        let (from_bit, to_bit) = (1u64 << from, 1u64 << to);
        let mut next = *self;
        next.kinds[mv.captured] ^= to_bit;
        next.kinds[mv.piece] ^= from_bit | to_bit;
        next.occupied ^= from_bit;
        if limits.budget.is_some() {
            let made = (self.made_at(from) + 1).min(3);
            for (bit, plane) in next.made.iter_mut().enumerate() {
                *plane &= !(from_bit | to_bit);
                if made >> bit & 1 == 1 {
                    *plane |= to_bit;
                }
            }
        }
        next
    }

    /// The exact memory key (see [`Key`]).
    pub(super) fn key(&self, limits: Limits) -> Key {
        // A piece that may capture no more never moves again and is only ever
        // a target: its kind does not matter (except a king's, which may be
        // uncapturable), so all such pieces share one code, 7, and positions
        // that differ only in them meet in the memory.
        let spent = self.occupied & !self.able(limits) & !self.kinds[PieceKind::King];
        let mut key = [spent, spent, spent, self.made[0], self.made[1]];
        for (kind, &set) in self.kinds.iter() {
            for (bit, plane) in key.iter_mut().take(3).enumerate() {
                if (kind.index() + 1) >> bit & 1 == 1 {
                    *plane |= set & !spent;
                }
            }
        }
        key
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::{
        board::{BoardShape, Square, ALL_PIECE_KINDS},
        rng::Rng,
        solo::solver::trying_all::scatter,
    };

    fn random_position(rng: &mut Rng, pieces: usize) -> Position {
        let mut position = Position::empty(BoardShape::new(8, 8).unwrap());
        while (position.piece_count() as usize) < pieces {
            position = scatter(rng, position, 1, &[], false);
        }
        position
    }

    /// Plays random games with both rule sets on `Position` and `SearchPosition` side by side.
    #[test]
    fn nodes_follow_positions_move_for_move() {
        let mut rng = Rng::new(5);
        for rules in [Rules::SOLITAIRE, Rules::SOLO, Rules { capture_limit: Some(1), kings_capturable: true }]
        {
            let limits = Limits::of(rules);
            for _ in 0..300 {
                let pieces = 2 + rng.below(30);
                let mut position = random_position(&mut rng, pieces);
                let mut node = SearchPosition::from_position(&position, limits);
                loop {
                    assert_eq!(node, SearchPosition::from_position(&position, limits));
                    let mut expected = position.legal_moves(rules);
                    let mut moves = node.captures(limits);
                    expected.sort_unstable();
                    moves.sort_unstable();
                    assert_eq!(moves, expected);
                    let Some(&mv) = rng.choose(&moves) else { break };
                    position = position.play(mv);
                    node = node.play(mv, limits);
                }
            }
        }
    }

    /// A rook and a knight that have both made their two captures are only targets now: one key.
    #[test]
    fn spent_pieces_share_a_key_whatever_their_kind_but_kings() {
        let limits = Limits::of(Rules::SOLO);
        let key_after_two_captures = |code: &str| {
            let mut node = SearchPosition::from_position(&crate::solo::parse_code(code).unwrap(), limits);
            for _ in 0..2 {
                let mv = node.captures(limits)[0];
                node = node.play(mv, limits);
            }
            (node, node.key(limits))
        };
        // Each piece on a1 has one line of two captures, ending on a3 with the board's only piece.
        let (rook, rook_key) = key_after_two_captures("4/P3/P3/R3");
        let (knight, knight_key) = key_after_two_captures("4/P3/2P1/N3");
        assert_eq!(rook.occupied, knight.occupied);
        assert_ne!(rook.kinds, knight.kinds);
        assert_eq!(rook_key, knight_key);
        // A piece with a capture left keeps its kind in the key.
        let one = |code: &str| {
            SearchPosition::from_position(&crate::solo::parse_code(code).unwrap(), limits).key(limits)
        };
        assert_ne!(one("R3/4/4/4"), one("N3/4/4/4"));
        let (king, king_key) = key_after_two_captures("4/P3/P3/K3");
        assert_eq!(king.occupied, rook.occupied);
        assert_ne!(king_key, rook_key);
    }

    #[test]
    fn keys_tell_kinds_and_counts_apart() {
        let shape = BoardShape::new(8, 8).unwrap();
        let a1 = Square::from_index(0).unwrap();
        let limits = Limits::of(Rules::SOLO);
        let keys: Vec<Key> = ALL_PIECE_KINDS
            .into_iter()
            .map(|kind| {
                SearchPosition::from_position(&Position::empty(shape).with_piece(a1, kind), limits)
                    .key(limits)
            })
            .collect();
        for (i, key) in keys.iter().enumerate() {
            assert!(keys[i + 1..].iter().all(|other| other != key));
        }
    }
}
