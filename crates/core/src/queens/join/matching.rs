//! Counting the pairs of half boards that fit together: a west mask and an
//! east mask with no bit in common.
//!
//! Most pairs clash (about one in 2 500 fits at N = 18), so the count is a
//! brute force made cheap in two ways:
//!
//! * **Buckets.** Both lists are bucketed by their bits on the few
//!   diagonals most pairs both hold (the *key*). An east bucket `ke` only
//!   meets the west buckets whose key is a subset of its complement; with
//!   `k` key bits each held by about half the masks, all but about
//!   `(3/4)^k` of the pairs are skipped unseen.
//! * **Bit slices.** Within a bucket, 64 east masks are stored *sliced*: one
//!   word per diagonal, bit `i` set when mask `i` holds that diagonal. The
//!   east masks a west mask clashes with are then the OR of the words of
//!   its diagonals; with the ORs of every 8-diagonal combination tabulated,
//!   that is one lookup per byte of the west mask, for 64 pairs at once.
//!
//! Plain 64-bit integer code: the same on x86-64 and wasm32.

/// Fewer pairs than this are compared one by one: setting up the buckets
/// and slices would cost more (measured: 2^18 beat 2^14, 2^16 and 2^20
/// at N = 15 to 17, the vectorised brute force being that cheap).
const SMALL: usize = 1 << 18;

/// Most key bits (so at most `2^MAX_KEY_BITS` buckets).
const MAX_KEY_BITS: usize = 6;

/// Reusable buffers of [`Matcher::count_disjoint`], so that a count
/// allocates only while its lists grow.
#[derive(Default)]
pub(super) struct Matcher {
    west: Keyed,
    east: Keyed,
    /// `table[chunk][byte]`: the east masks of the current block holding
    /// one of the diagonals `byte` names in chunk `chunk` of the rest bits.
    table: Vec<[u64; 256]>,
}

/// One list, bucketed by key, each mask reduced to its non-key shared bits.
#[derive(Default)]
struct Keyed {
    rest: Vec<u64>,
    start: Vec<u32>,
    keys: Vec<u8>,
    packed: Vec<u64>,
}

impl Matcher {
    /// Counts the pairs `(w, e)` of `west × east` with `w & e == 0`.
    pub(super) fn count_disjoint(&mut self, west: &[u64], east: &[u64]) -> u64 {
        if west.is_empty() || east.is_empty() {
            return 0;
        }
        let any = |list: &[u64]| list.iter().fold(0u64, |acc, &m| acc | m);
        let shared = any(west) & any(east);
        if shared == 0 {
            return west.len() as u64 * east.len() as u64;
        }
        if west.len().saturating_mul(east.len()) < SMALL {
            return brute(west, east);
        }
        // Buckets of about 64 east masks or more: one sliced block each.
        let k = (usize::BITS - (east.len() / 64).leading_zeros()) as usize;
        let key_bits = busiest_bits(west, east, shared, k.min(MAX_KEY_BITS));
        let gather = Gather::new(key_bits, shared & !key_bits);
        let width = 1usize << key_bits.count_ones();
        self.west.fill(west, &gather, width);
        self.east.fill(east, &gather, width);
        let chunks = (shared & !key_bits).count_ones().div_ceil(8) as usize;
        self.table.resize(chunks.max(1), [0; 256]);
        let all_keys = width - 1;
        let mut total = 0u64;
        for ke in 0..width {
            let bucket = &self.east.rest[self.east.start[ke] as usize..self.east.start[ke + 1] as usize];
            for block in bucket.chunks(64) {
                slice_block(block, &mut self.table[..chunks]);
                let valid = if block.len() == 64 { !0u64 } else { (1u64 << block.len()) - 1 };
                // Every west key that is a subset of the complement of `ke`.
                let free = all_keys & !ke;
                let mut kw = free;
                loop {
                    let items =
                        &self.west.rest[self.west.start[kw] as usize..self.west.start[kw + 1] as usize];
                    total += match_block(items, &self.table[..chunks], valid);
                    if kw == 0 {
                        break;
                    }
                    kw = (kw - 1) & free;
                }
            }
        }
        total
    }
}

impl Keyed {
    /// Buckets `list` by key (a counting sort), keeping each mask's rest bits.
    fn fill(&mut self, list: &[u64], gather: &Gather, width: usize) {
        self.keys.clear();
        self.packed.clear();
        for &mask in list {
            let both = gather.gather(mask);
            self.keys.push(both as u8);
            self.packed.push(both >> 8);
        }
        self.start.clear();
        self.start.resize(width + 1, 0);
        for &k in &self.keys {
            self.start[usize::from(k) + 1] += 1;
        }
        for i in 0..width {
            self.start[i + 1] += self.start[i];
        }
        self.rest.clear();
        self.rest.resize(list.len(), 0);
        let mut next: [u32; 1 << MAX_KEY_BITS] = [0; 1 << MAX_KEY_BITS];
        next[..width].copy_from_slice(&self.start[..width]);
        for (&k, &packed) in self.keys.iter().zip(&self.packed) {
            let slot = &mut next[usize::from(k)];
            self.rest[*slot as usize] = packed;
            *slot += 1;
        }
    }
}

/// Every pair, compared (a loop the compiler vectorises).
fn brute(west: &[u64], east: &[u64]) -> u64 {
    let mut total = 0u64;
    for &w in west {
        // Masks use at most 52 bits, so `w & e` minus one has its top bit
        // set exactly when `w & e` is zero: plain adds and shifts, which
        // vectorise on every target (a 64-bit compare needs SSE4.1).
        total += east.iter().map(|&e| (w & e).wrapping_sub(1) >> 63).sum::<u64>();
    }
    total
}

/// Tabulates a block of at most 64 packed east masks: `table[c][byte]` =
/// the masks holding a bit of `byte << (8 c)`.
fn slice_block(block: &[u64], table: &mut [[u64; 256]]) {
    for (c, row) in table.iter_mut().enumerate() {
        let mut slices = [0u64; 8];
        for (i, &mask) in block.iter().enumerate() {
            let mut byte = (mask >> (8 * c)) & 0xff;
            while byte != 0 {
                slices[byte.trailing_zeros() as usize] |= 1 << i;
                byte &= byte - 1;
            }
        }
        row[0] = 0;
        for v in 1..256usize {
            // The OR for `v` is the OR for `v` without its lowest bit, plus that bit's slice.
            row[v] = row[v & (v - 1)] | slices[v.trailing_zeros() as usize];
        }
    }
}

/// For each packed west mask of `items`, the east masks of the tabulated
/// block it does not clash with; their total.
fn match_block(items: &[u64], table: &[[u64; 256]], valid: u64) -> u64 {
    let mut total = 0u64;
    match table {
        // The common widths unrolled, so the lookups are straight-line code.
        [t0, t1, t2, t3] => {
            for &m in items {
                let clash = t0[(m & 0xff) as usize]
                    | t1[((m >> 8) & 0xff) as usize]
                    | t2[((m >> 16) & 0xff) as usize]
                    | t3[((m >> 24) & 0xff) as usize];
                total += u64::from((valid & !clash).count_ones());
            }
        }
        [t0, t1, t2] => {
            for &m in items {
                let clash = t0[(m & 0xff) as usize]
                    | t1[((m >> 8) & 0xff) as usize]
                    | t2[((m >> 16) & 0xff) as usize];
                total += u64::from((valid & !clash).count_ones());
            }
        }
        _ => {
            for &m in items {
                let clash = table
                    .iter()
                    .enumerate()
                    .fold(0u64, |acc, (c, t)| acc | t[((m >> (8 * c)) & 0xff) as usize]);
                total += u64::from((valid & !clash).count_ones());
            }
        }
    }
    total
}

/// A portable parallel bit extract of two bit sets at once: a mask's bits
/// on `key` packed to the low byte, its bits on `rest` packed from bit 8
/// up, in order, by one table lookup per byte of the mask.
struct Gather {
    table: [[u64; 256]; 7],
    /// Bytes of a mask that hold a chosen bit (the rest are skipped).
    bytes: usize,
}

impl Gather {
    fn new(key: u64, rest: u64) -> Gather {
        let mut target = [None::<u32>; 64];
        let (mut k, mut r) = (0, 8);
        for (bit, slot) in target.iter_mut().enumerate() {
            if key & (1 << bit) != 0 {
                *slot = Some(k);
                k += 1;
            } else if rest & (1 << bit) != 0 {
                *slot = Some(r);
                r += 1;
            }
        }
        let bytes = (64 - (key | rest).leading_zeros()).div_ceil(8) as usize;
        let mut table = [[0u64; 256]; 7];
        for (byte, row) in table.iter_mut().enumerate().take(bytes) {
            for v in 1..256usize {
                let low = v.trailing_zeros() as usize;
                let bit = target[8 * byte + low].map_or(0, |t| 1u64 << t);
                row[v] = row[v & (v - 1)] | bit;
            }
        }
        Gather { table, bytes }
    }

    /// The key (low byte) and the rest (from bit 8) of `mask`.
    fn gather(&self, mask: u64) -> u64 {
        self.table[..self.bytes]
            .iter()
            .enumerate()
            .fold(0, |acc, (byte, row)| acc | row[((mask >> (8 * byte)) & 0xff) as usize])
    }
}

/// The `k` bits of `shared` (fewer if fewer) with the most pairs both
/// holding them.
fn busiest_bits(west: &[u64], east: &[u64], shared: u64, k: usize) -> u64 {
    let (mut cw, mut ce) = ([0u64; 64], [0u64; 64]);
    for (list, counts) in [(west, &mut cw), (east, &mut ce)] {
        for &mask in list {
            let mut left = mask & shared;
            while left != 0 {
                counts[left.trailing_zeros() as usize] += 1;
                left &= left - 1;
            }
        }
    }
    let mut order: Vec<usize> = (0..64).filter(|&b| shared & (1 << b) != 0).collect();
    order.sort_unstable_by_key(|&b| std::cmp::Reverse(cw[b] * ce[b]));
    order.iter().take(k).fold(0, |acc, &b| acc | 1 << b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_and_slices_count_as_every_pair() {
        // A fixed pseudo-random family of masks of mixed density and width.
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |width: u32| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x & (x >> 3) & ((1 << width) - 1)
        };
        let mut matcher = Matcher::default();
        for (a, b, width) in [
            (0, 5, 20),
            (3, 1, 20),
            (40, 70, 20),
            (300, 500, 30),
            (1000, 3, 40),
            (2000, 1500, 52),
            (500, 9000, 52),
        ] {
            let west: Vec<u64> = (0..a).map(|_| next(width)).collect();
            let east: Vec<u64> = (0..b).map(|_| next(width)).collect();
            assert_eq!(matcher.count_disjoint(&west, &east), brute(&west, &east), "{a} × {b}");
        }
    }

    #[test]
    fn gather_packs_the_chosen_bits() {
        let g = Gather::new(0b1010_0000_0000_0110, 1 << 50 | 1 << 3);
        assert_eq!(g.gather(0b1000_0000_0000_0100), 0b1010);
        assert_eq!(g.gather(1 << 50 | 0b10), 0b10 << 8 | 0b1);
    }
}
