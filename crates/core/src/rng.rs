//! A small deterministic random number generator (SplitMix64).
//!
//! Puzzles must be reproducible from a seed number on every platform, so the
//! generator is part of the core rather than an external crate whose stream
//! could change between versions.

/// SplitMix64: fast, statistically solid for puzzle generation, fully deterministic.
#[derive(Clone, Debug)]
pub struct Rng {
    state: u64,
}

impl Rng {
    /// A generator whose stream is fixed by `seed`.
    #[must_use]
    pub const fn new(seed: u64) -> Rng {
        Rng { state: seed }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound`, or 0 when `bound` is 0.
    pub fn below(&mut self, bound: usize) -> usize {
        // Multiply-high maps 64 random bits onto the range without a modulo bias worth noticing.
        ((u128::from(self.next_u64()) * bound as u128) >> 64) as usize
    }

    /// A number in the inclusive range `low..=high` (`low` when the range is empty).
    pub fn in_range(&mut self, low: usize, high: usize) -> usize {
        low + self.below(high.saturating_sub(low) + 1)
    }

    /// A uniformly chosen element, or `None` for an empty slice.
    pub fn choose<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        items.get(self.below(items.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_values_in_range() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..1000 {
            assert_eq!(a.next_u64(), b.next_u64());
            let (below, in_range) = (a.below(5), a.in_range(3, 6));
            assert_eq!((below, in_range), (b.below(5), b.in_range(3, 6)));
            assert!(below < 5);
            assert!((3..=6).contains(&in_range));
        }
        assert_eq!(a.below(0), 0);
        assert!(a.choose::<u8>(&[]).is_none());
    }
}
