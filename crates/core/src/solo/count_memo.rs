//! The sequence counter's memory: winning-sequence counts by position, in a
//! hash table with a fixed largest size.
//!
//! Unlike the solver's dead-position table (the solver's `memo`) an entry here
//! is never replaced: a count forgotten would be counted again from scratch,
//! which on a crowded board costs as much as the first time. So when the
//! table is full it says so, and the counter stops with what it has (a lower
//! bound) instead of growing. The table starts small, doubles while it is
//! three quarters full, and counts its own bytes, the old and the new table
//! together while it doubles, so its peak is known exactly.

use std::hash::{Hash, Hasher};

use rustc_hash::FxHasher;

use super::Position;

/// One remembered count. A position with no pieces marks an empty slot: the
/// counter never remembers one (it has no moves and is not won).
#[derive(Clone, Copy, Debug)]
struct Slot {
    key: Position,
    count: u64,
}

/// The size of one entry in bytes.
pub const COUNT_ENTRY_BYTES: usize = std::mem::size_of::<Slot>();

const FIRST_SLOTS: usize = 1 << 8;

/// Winning-sequence counts of positions, in at most a fixed number of bytes.
#[derive(Clone, Debug)]
pub(super) struct CountMemo {
    slots: Vec<Slot>,
    empty: Slot,
    max_slots: usize,
    len: usize,
    peak_bytes: usize,
}

impl CountMemo {
    /// An empty memo whose table never holds more than `max_bytes`, counting
    /// the moment it doubles (when the old and the new table both exist).
    pub(super) fn new(max_bytes: usize, empty: Position) -> CountMemo {
        // The last doubling holds half the largest table and the table itself.
        let fits = max_bytes / COUNT_ENTRY_BYTES * 2 / 3;
        let max_slots = if fits < FIRST_SLOTS { 0 } else { 1 << (usize::BITS - 1 - fits.leading_zeros()) };
        CountMemo {
            slots: Vec::new(),
            empty: Slot { key: empty, count: 0 },
            max_slots,
            len: 0,
            peak_bytes: 0,
        }
    }

    /// How many counts are remembered.
    #[cfg(test)]
    pub(super) const fn len(&self) -> usize {
        self.len
    }

    /// The most bytes the table has held at once.
    pub(super) const fn peak_bytes(&self) -> usize {
        self.peak_bytes
    }

    fn is_empty_slot(&self, at: usize) -> bool {
        self.slots[at].key == self.empty.key
    }

    /// The slot holding `key`, or the empty slot where it would go.
    fn find(&self, key: &Position) -> usize {
        let mut hasher = FxHasher::default();
        key.hash(&mut hasher);
        let mask = self.slots.len() - 1;
        // The high bits of a multiplied hash are its best mixed.
        let mut at = (hasher.finish().wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 20) as usize & mask;
        while !self.is_empty_slot(at) && self.slots[at].key != *key {
            at = (at + 1) & mask;
        }
        at
    }

    /// The count remembered for `key`.
    pub(super) fn get(&self, key: &Position) -> Option<u64> {
        if self.slots.is_empty() {
            return None;
        }
        let at = self.find(key);
        (!self.is_empty_slot(at)).then(|| self.slots[at].count)
    }

    /// Remembers `count` for `key`; false (and nothing remembered) when the
    /// table is at its largest and three quarters full.
    pub(super) fn insert(&mut self, key: Position, count: u64) -> bool {
        if key == self.empty.key {
            return true;
        }
        if (self.len + 1) * 4 > self.slots.len() * 3 {
            let size = (self.slots.len() * 2).max(FIRST_SLOTS);
            if size > self.max_slots {
                return false;
            }
            self.grow(size);
        }
        let at = self.find(&key);
        if self.is_empty_slot(at) {
            self.len += 1;
        }
        self.slots[at] = Slot { key, count };
        true
    }

    fn grow(&mut self, size: usize) {
        let old = std::mem::replace(&mut self.slots, vec![self.empty; size]);
        self.peak_bytes = self.peak_bytes.max((old.len() + size) * COUNT_ENTRY_BYTES);
        for slot in old {
            if slot.key != self.empty.key {
                let at = self.find(&slot.key);
                self.slots[at] = slot;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::board::{BoardShape, PieceKind};

    fn empty() -> Position {
        Position::empty(BoardShape::new(8, 8).unwrap())
    }

    fn positions(count: usize) -> Vec<Position> {
        let base = empty();
        (0..count)
            .map(|n| {
                let squares = base.shape().squares().squares().collect::<Vec<_>>();
                let mut position = base;
                for (bit, &square) in squares.iter().enumerate() {
                    if (n + 1) >> bit & 1 == 1 {
                        position = position.with_piece(square, PieceKind::Knight);
                    }
                }
                position
            })
            .collect()
    }

    #[test]
    fn remembers_until_full_then_refuses_and_stays_within_its_bytes() {
        let cap = 64 << 10;
        let mut memo = CountMemo::new(cap, empty());
        let keys = positions(10_000);
        let mut stored = 0;
        for (n, key) in keys.iter().enumerate() {
            if !memo.insert(*key, n as u64) {
                break;
            }
            stored += 1;
        }
        assert!(stored > 100 && stored < keys.len(), "{stored}");
        assert_eq!(memo.len(), stored);
        assert!(memo.peak_bytes() <= cap, "{} > {cap}", memo.peak_bytes());
        for (n, key) in keys.iter().enumerate().take(stored) {
            assert_eq!(memo.get(key), Some(n as u64));
        }
        assert_eq!(memo.get(&keys[stored]), None);
    }

    #[test]
    fn a_cap_below_one_table_remembers_nothing() {
        let mut memo = CountMemo::new(0, empty());
        assert!(!memo.insert(positions(1)[0], 5));
        assert_eq!((memo.len(), memo.peak_bytes()), (0, 0));
    }
}
