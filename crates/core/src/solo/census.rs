//! The census of the physical game: of all the ways to put some of the
//! seed's ten pieces (two each of queen, rook, bishop, knight and pawn) on
//! the 4×4 board, how many can be won under Solitaire rules, by piece count.
//!
//! # Algorithm
//!
//! Forward, one piece count at a time, with one bit per arrangement. An
//! arrangement is an occupancy (16 bits with `n` set) and a word: the kinds
//! on the occupied squares in square order, read as a base-5 number. Both
//! are ranked densely (occupancies of `n` squares in increasing order; words
//! using each kind at most twice in increasing order, through a table
//! indexed by the base-5 number), so the arrangements of `n` pieces are the
//! numbers `occupancy rank × words + word rank` and a bit set of them costs
//! one bit each (the largest, 9 pieces, 1.3 billion bits). An arrangement is
//! winnable if one capture leads to a winnable arrangement of one piece
//! fewer, which is one bit lookup in the previous count's set; the child's
//! word is the parent's with one digit removed and one replaced, computed
//! arithmetically. Attacks depend only on the occupancy, so they are looked
//! up once per occupancy and piece slot.
//!
//! # Memory
//!
//! Two piece counts are held at once, the largest pair (9 and 10 pieces)
//! with the attack table about 320 MB. Each layer's size is known before it
//! is made ([`Layer::bytes`]), so a census whose next layer would pass its
//! memory cap stops before it and says so
//! ([`Census::stopped_at_memory_limit`]), with the rows counted so far.
//!
//! The shipped result is `data/solo-census.json`, recomputed by
//! `chesslab solo census --json > data/solo-census.json`.

use crate::board::{attacks, BoardShape, PieceKind, Square};

/// The kinds of the seed's set, in the order of their base-5 digits.
const KINDS: [PieceKind; 5] =
    [PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight, PieceKind::Pawn];
/// How many of each kind the set has.
const COPIES: u32 = 2;
/// The board's squares.
const SQUARES: usize = 16;
/// Every piece of the set.
pub const SET_SIZE: usize = KINDS.len() * COPIES as usize;

/// One row of the census.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CensusRow {
    /// Pieces on the board.
    pub pieces: usize,
    /// Different arrangements of that many pieces of the set (pieces of one kind are alike).
    pub arrangements: u64,
    /// How many of them can be won.
    pub solvable: u64,
}

/// The census: what was counted, the rows, and how long it took.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Census {
    /// The board, like `4x4`.
    pub board: String,
    /// The pieces of the set, like `QQRRBBNNPP`.
    pub set: String,
    /// The rules, `solitaire`.
    pub rules: String,
    /// One row per piece count, from 1.
    pub rows: Vec<CensusRow>,
    /// The seconds the count took (filled in by the caller that timed it; 0 if none did).
    pub seconds: f64,
    /// True when the census stopped before `max_pieces` because the next
    /// piece count would not fit in its memory cap: `rows` are then the
    /// piece counts that did.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub stopped_at_memory_limit: bool,
}

/// The memory [`census`] may use: enough for the whole set natively (about
/// 320 MB at its peak), less in the page, which ships the result instead.
pub const DEFAULT_CENSUS_MEMORY_BYTES: usize =
    if cfg!(feature = "small-memory") { 64 << 20 } else { 384 << 20 };

/// Counts the arrangements of 1 to `max_pieces` pieces of the seed's set on
/// 4×4 (at most the whole set), and the winnable ones, calling `report`
/// after each piece count, in at most [`DEFAULT_CENSUS_MEMORY_BYTES`].
#[must_use]
pub fn census(max_pieces: usize, report: &mut dyn FnMut(&CensusRow)) -> Census {
    census_within(max_pieces, DEFAULT_CENSUS_MEMORY_BYTES, report)
}

/// [`census`] in at most `max_bytes` of tables: it stops before a piece
/// count whose table would not fit.
#[must_use]
pub fn census_within(max_pieces: usize, max_bytes: usize, report: &mut dyn FnMut(&CensusRow)) -> Census {
    let set = KINDS.iter().flat_map(|kind| [kind.letter(); COPIES as usize]).collect();
    let mut census = Census {
        board: "4x4".into(),
        set,
        rules: "solitaire".into(),
        rows: Vec::new(),
        seconds: 0.0,
        stopped_at_memory_limit: false,
    };
    if AttackSets::BYTES > max_bytes {
        census.stopped_at_memory_limit = max_pieces > 0;
        return census;
    }
    let attack_sets = AttackSets::new();
    let mut previous: Option<Layer> = None;
    for pieces in 1..=max_pieces.min(SET_SIZE) {
        let held = AttackSets::BYTES + previous.as_ref().map_or(0, |layer| Layer::bytes(layer.pieces));
        if held + Layer::bytes(pieces) > max_bytes {
            census.stopped_at_memory_limit = true;
            break;
        }
        let mut layer = Layer::new(pieces);
        let row = match &previous {
            None => layer.fill_all(),
            Some(smaller) => layer.fill_winnable(smaller, &attack_sets),
        };
        report(&row);
        census.rows.push(row);
        previous = Some(layer);
    }
    census
}

/// Attack sets on the 4×4 board by kind, square and occupancy (16-bit masks).
struct AttackSets {
    table: Vec<u16>,
}

impl AttackSets {
    /// The table's size in bytes.
    const BYTES: usize = KINDS.len() * SQUARES * (1 << SQUARES) * std::mem::size_of::<u16>();

    fn new() -> AttackSets {
        let shape = BoardShape::SOLITAIRE;
        let squares: Vec<Square> = (0..SQUARES as u8).filter_map(|s| Square::new(s % 4, s / 4)).collect();
        let mut table = vec![0u16; KINDS.len() * SQUARES * (1 << SQUARES)];
        for (k, &kind) in KINDS.iter().enumerate() {
            for (s, &square) in squares.iter().enumerate() {
                for mask in 0..1usize << SQUARES {
                    let occupied = squares
                        .iter()
                        .enumerate()
                        .filter(|(b, _)| mask >> b & 1 == 1)
                        .map(|(_, &sq)| sq)
                        .collect();
                    let hits = attacks(kind, square, shape, occupied);
                    let bits = squares
                        .iter()
                        .enumerate()
                        .filter(|(_, &sq)| hits.contains(sq))
                        .fold(0u16, |bits, (b, _)| bits | 1 << b);
                    table[(k * SQUARES + s) << SQUARES | mask] = bits & mask as u16;
                }
            }
        }
        AttackSets { table }
    }

    fn get(&self, kind: usize, square: usize, mask: u16) -> u16 {
        self.table[(kind * SQUARES + square) << SQUARES | usize::from(mask)]
    }
}

/// All arrangements of one piece count, as a bit set.
struct Layer {
    pieces: usize,
    /// Occupancies with `pieces` squares, increasing.
    masks: Vec<u16>,
    /// The rank of every occupancy of this size among `masks`.
    mask_rank: Vec<u32>,
    /// Valid words (base-5 numbers), increasing.
    words: Vec<u32>,
    /// The rank of every valid word among `words` (`u32::MAX` for invalid numbers).
    word_rank: Vec<u32>,
    bits: Vec<u64>,
}

impl Layer {
    /// The bytes a layer of `pieces` pieces holds, worked out without making it.
    fn bytes(pieces: usize) -> usize {
        let masks = (0..=u16::MAX).filter(|mask| mask.count_ones() as usize == pieces).count();
        // Words: the ways to give `pieces` slots kinds, each kind at most `COPIES` times.
        let mut words = vec![0usize; pieces + 1];
        words[0] = 1;
        for _ in KINDS {
            for length in (0..=pieces).rev() {
                let mut ways = 0;
                let mut choose = 1;
                for copies in 0..=(COPIES as usize).min(length) {
                    // Choosing the slots of this kind's copies among `length`.
                    ways += words[length - copies] * choose;
                    choose = choose * (length - copies) / (copies + 1);
                }
                words[length] = ways;
            }
        }
        let words = words[pieces];
        let u32s = 5usize.pow(pieces as u32) + (1 << SQUARES) + words;
        (masks * words).div_ceil(64) * 8 + u32s * 4 + masks * 2
    }

    fn new(pieces: usize) -> Layer {
        let masks: Vec<u16> = (0..=u16::MAX).filter(|mask| mask.count_ones() as usize == pieces).collect();
        let mut mask_rank = vec![u32::MAX; 1 << SQUARES];
        for (rank, &mask) in masks.iter().enumerate() {
            mask_rank[usize::from(mask)] = rank as u32;
        }
        let numbers = 5u32.pow(pieces as u32);
        let mut word_rank = vec![u32::MAX; numbers as usize];
        let mut words = Vec::new();
        for number in 0..numbers {
            let mut counts = [0u32; 5];
            let mut rest = number;
            for _ in 0..pieces {
                counts[(rest % 5) as usize] += 1;
                rest /= 5;
            }
            if counts.iter().all(|&count| count <= COPIES) {
                word_rank[number as usize] = words.len() as u32;
                words.push(number);
            }
        }
        let total = masks.len() * words.len();
        Layer { pieces, masks, mask_rank, words, word_rank, bits: vec![0; total.div_ceil(64)] }
    }

    fn total(&self) -> u64 {
        (self.masks.len() * self.words.len()) as u64
    }

    fn contains(&self, index: usize) -> bool {
        self.bits[index / 64] >> (index % 64) & 1 == 1
    }

    /// One piece: every arrangement is already won.
    fn fill_all(&mut self) -> CensusRow {
        self.bits.fill(u64::MAX);
        CensusRow { pieces: self.pieces, arrangements: self.total(), solvable: self.total() }
    }

    /// Marks the arrangements with a capture into a winnable one of `smaller`.
    fn fill_winnable(&mut self, smaller: &Layer, attack_sets: &AttackSets) -> CensusRow {
        let n = self.pieces;
        let pow5: Vec<u32> = (0..=n as u32).map(|e| 5u32.pow(e)).collect();
        let mut solvable = 0u64;
        let word_count = self.words.len();
        for (mask_index, &mask) in self.masks.iter().enumerate() {
            let squares: Vec<usize> = (0..SQUARES).filter(|&s| mask >> s & 1 == 1).collect();
            // Per slot and kind: the slots it attacks; per slot: the child occupancy's base index.
            let mut targets = [[0u16; 5]; SET_SIZE];
            let mut child_base = [0usize; SET_SIZE];
            for (slot, &square) in squares.iter().enumerate() {
                for (kind, target) in targets[slot].iter_mut().enumerate() {
                    let hits = attack_sets.get(kind, square, mask);
                    *target = squares
                        .iter()
                        .enumerate()
                        .filter(|(_, &s)| hits >> s & 1 == 1)
                        .fold(0, |t, (j, _)| t | 1 << j);
                }
                let child_mask = mask & !(1 << square);
                child_base[slot] = smaller.mask_rank[usize::from(child_mask)] as usize * smaller.words.len();
            }
            for (word_index, &word) in self.words.iter().enumerate() {
                if self.winnable(word, &targets, &child_base, &pow5, smaller) {
                    let index = mask_index * word_count + word_index;
                    self.bits[index / 64] |= 1 << (index % 64);
                    solvable += 1;
                }
            }
        }
        CensusRow { pieces: n, arrangements: self.total(), solvable }
    }

    /// Whether some capture in the arrangement `word` (on the occupancy whose
    /// attacks are `targets`) leads to a winnable arrangement of `smaller`.
    fn winnable(
        &self,
        word: u32,
        targets: &[[u16; 5]; SET_SIZE],
        child_base: &[usize; SET_SIZE],
        pow5: &[u32],
        smaller: &Layer,
    ) -> bool {
        for slot in 0..self.pieces {
            let kind = word / pow5[slot] % 5;
            let mut hits = targets[slot][kind as usize];
            if hits == 0 {
                continue;
            }
            // The word without this slot's digit; the captured slot then takes this kind.
            let without = word % pow5[slot] + word / pow5[slot + 1] * pow5[slot];
            while hits != 0 {
                let target = hits.trailing_zeros() as usize;
                hits &= hits - 1;
                let shifted = if target > slot { target - 1 } else { target };
                let victim = word / pow5[target] % 5;
                let child = without + kind * pow5[shifted] - victim * pow5[shifted];
                let rank = smaller.word_rank[child as usize] as usize;
                if smaller.contains(child_base[slot] + rank) {
                    return true;
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_layer_holds_the_bytes_worked_out_before_it_is_made() {
        for pieces in 1..=6 {
            let layer = Layer::new(pieces);
            let held = layer.bits.len() * 8
                + (layer.word_rank.len() + layer.mask_rank.len() + layer.words.len()) * 4
                + layer.masks.len() * 2;
            assert_eq!(Layer::bytes(pieces), held, "{pieces} pieces");
        }
    }

    #[test]
    fn a_census_stops_before_the_piece_count_that_would_pass_its_cap() {
        let full = census(5, &mut |_| {});
        assert!(!full.stopped_at_memory_limit);
        // Room for the attack table and the layers up to 4 pieces, not 5.
        let cap = AttackSets::BYTES + Layer::bytes(3) + Layer::bytes(4);
        let mut reported = 0;
        let capped = census_within(5, cap, &mut |_| reported += 1);
        assert!(capped.stopped_at_memory_limit);
        assert_eq!((capped.rows.len(), reported), (4, 4));
        assert_eq!(capped.rows, full.rows[..4]);
        let none = census_within(5, 1000, &mut |_| {});
        assert!(none.stopped_at_memory_limit && none.rows.is_empty());
    }
}
