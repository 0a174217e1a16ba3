//! The solver's memory of dead positions: a hash table of fixed largest size
//! that replaces old entries instead of growing without end.
//!
//! Keys are exact ([`Key`]), so a hit is a proof, never a guess. The table
//! starts small (solving a small puzzle costs little memory) and doubles while
//! it is more than three quarters full or a bucket overflows, up to its cap. At the cap, each key
//! has a bucket of two slots: the first keeps the entry that cost the most
//! search to prove dead, the second always takes the newest, so cheap entries
//! come and go while expensive ones stay.

use super::node::Key;

/// One remembered dead position and how many positions proving it took.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Slot {
    key: Key,
    work: u32,
}

/// The size of one entry in bytes, to turn a memory cap into a slot count.
pub(super) const SLOT_BYTES: usize = std::mem::size_of::<Slot>();

const FIRST_SLOTS: usize = 1 << 10;

/// A bounded set of dead positions.
#[derive(Clone, Debug)]
pub(super) struct DeadMemo {
    slots: Vec<Slot>,
    max_slots: usize,
    len: usize,
}

/// An empty key never belongs to a real position: those have at least one piece.
const EMPTY: Key = [0; 5];

/// Whether two keys are equal, word by word: `==` on arrays calls `memcmp`,
/// which cost a third of the search's time.
fn same(a: &Key, b: &Key) -> bool {
    a.iter().zip(b).all(|(x, y)| x == y)
}

fn hash(key: &Key) -> u64 {
    // Fold the words, then MurmurHash3's finaliser so that every bit of the key moves the low bits.
    let mut hash = key
        .iter()
        .fold(0u64, |hash, &word| (hash.rotate_left(23) ^ word).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    hash ^= hash >> 33;
    hash = hash.wrapping_mul(0xFF51_AFD7_ED55_8CCD);
    hash ^= hash >> 33;
    hash = hash.wrapping_mul(0xC4CE_B9FE_1A85_EC53);
    hash ^ (hash >> 33)
}

impl DeadMemo {
    /// An empty memory that never holds more than `max_bytes` of entries (and at least 1024).
    pub(super) fn new(max_bytes: usize) -> DeadMemo {
        let max_slots = (max_bytes / SLOT_BYTES).max(FIRST_SLOTS);
        // A power of two, so that a bucket is a mask of the hash.
        let max_slots = 1 << (usize::BITS - 1 - max_slots.leading_zeros());
        DeadMemo { slots: Vec::new(), max_slots, len: 0 }
    }

    /// How many dead positions are remembered.
    pub(super) const fn len(&self) -> usize {
        self.len
    }

    /// The bytes the table holds now.
    pub(super) fn bytes(&self) -> usize {
        self.slots.len() * SLOT_BYTES
    }

    fn bucket(&self, key: &Key) -> usize {
        // Buckets are pairs of slots: clear the lowest bit.
        (hash(key) as usize & (self.slots.len() - 1)) & !1
    }

    /// Whether `key` is remembered as dead.
    pub(super) fn contains(&self, key: &Key) -> bool {
        if self.slots.is_empty() {
            return false;
        }
        let at = self.bucket(key);
        same(&self.slots[at].key, key) || same(&self.slots[at + 1].key, key)
    }

    /// Remembers `key` as dead; `work` is how many positions proving it took.
    pub(super) fn insert(&mut self, key: Key, work: u64) {
        if same(&key, &EMPTY) {
            return;
        }
        if self.slots.len() < self.max_slots && (self.len + 1) * 4 > self.slots.len() * 3 {
            self.grow();
        }
        let slot = Slot { key, work: u32::try_from(work).unwrap_or(u32::MAX) };
        let at = self.bucket(&key);
        let (deep, recent) = (self.slots[at], self.slots[at + 1]);
        if same(&deep.key, &key) || same(&recent.key, &key) {
            return;
        }
        if !same(&recent.key, &EMPTY) && self.slots.len() < self.max_slots {
            // Below the cap nothing is forgotten: a full bucket makes the table grow.
            self.grow();
            return self.insert(key, work);
        }
        if same(&deep.key, &EMPTY) {
            self.slots[at] = slot;
            self.len += 1;
        } else if slot.work >= deep.work {
            self.len += usize::from(same(&recent.key, &EMPTY));
            self.slots[at + 1] = deep;
            self.slots[at] = slot;
        } else {
            self.len += usize::from(same(&recent.key, &EMPTY));
            self.slots[at + 1] = slot;
        }
    }

    fn grow(&mut self) {
        let size = (self.slots.len() * 2).clamp(FIRST_SLOTS, self.max_slots);
        let old = std::mem::replace(&mut self.slots, vec![Slot::default(); size]);
        self.len = 0;
        // Deep entries first, so that they win their buckets again.
        for slot in old.iter().step_by(2).chain(old.iter().skip(1).step_by(2)) {
            if !same(&slot.key, &EMPTY) {
                self.insert(slot.key, u64::from(slot.work));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(n: u64) -> Key {
        [n + 1, n.wrapping_mul(7), 0, n >> 3, 0]
    }

    #[test]
    fn remembers_what_fits_and_never_passes_its_cap() {
        let mut memo = DeadMemo::new(1 << 20);
        assert!(!memo.contains(&key(1)));
        for n in 0..100 {
            memo.insert(key(n), n);
        }
        assert!((0..100).all(|n| memo.contains(&key(n))));
        assert_eq!(memo.len(), 100);
        for n in 0..100_000 {
            memo.insert(key(n), n % 1000);
        }
        assert!(memo.bytes() <= 1 << 20);
        assert!(memo.len() <= memo.bytes() / SLOT_BYTES);
        assert!(!memo.contains(&key(1_000_000)));
    }

    #[test]
    fn expensive_entries_survive_floods_of_cheap_ones() {
        let mut memo = DeadMemo::new(0);
        for n in 0..2048 {
            memo.insert(key(n), 1_000_000);
        }
        let kept: Vec<u64> = (0..2048).filter(|&n| memo.contains(&key(n))).collect();
        for n in 10_000..200_000 {
            memo.insert(key(n), 1);
        }
        let deep_kept = kept.iter().filter(|&&n| memo.contains(&key(n))).count();
        assert!(deep_kept * 2 >= kept.len(), "{deep_kept} of {}", kept.len());
    }
}
