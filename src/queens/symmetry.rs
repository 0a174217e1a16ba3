//! The eight symmetries of the square board (the dihedral group D4) and the
//! helpers the counters need: which symmetries keep a blocked pattern
//! unchanged, how a symmetry moves a solution, and canonical-form checks.
//!
//! Coordinates are `(row, column)`, both counted from 0 at the top-left
//! corner. A solution is written as `q[row] = column`.

use serde::{Deserialize, Serialize};

use super::problem::MAX_N;

/// One of the eight symmetries of an N×N square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Symmetry {
    /// Leaves every square where it is.
    Identity,
    /// Quarter turn clockwise: `(r, c) -> (c, N-1-r)`.
    Rotate90,
    /// Half turn: `(r, c) -> (N-1-r, N-1-c)`.
    Rotate180,
    /// Quarter turn counter-clockwise: `(r, c) -> (N-1-c, r)`.
    Rotate270,
    /// Left-right mirror (columns reversed): `(r, c) -> (r, N-1-c)`.
    MirrorColumns,
    /// Top-bottom mirror (rows reversed): `(r, c) -> (N-1-r, c)`.
    MirrorRows,
    /// Mirror in the main diagonal: `(r, c) -> (c, r)`.
    Transpose,
    /// Mirror in the anti-diagonal: `(r, c) -> (N-1-c, N-1-r)`.
    AntiTranspose,
}

impl Symmetry {
    /// All eight symmetries, in a fixed order (the order of [`Symmetry::index`]).
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// Position of this symmetry in [`Symmetry::ALL`] (0..8).
    pub const fn index(self) -> usize {
        match self {
            Symmetry::Identity => 0,
            Symmetry::Rotate90 => 1,
            Symmetry::Rotate180 => 2,
            Symmetry::Rotate270 => 3,
            Symmetry::MirrorColumns => 4,
            Symmetry::MirrorRows => 5,
            Symmetry::Transpose => 6,
            Symmetry::AntiTranspose => 7,
        }
    }

    /// Where the square `(row, col)` of an `n`×`n` board goes under this
    /// symmetry. Both coordinates are expected to be below `n`; other values
    /// give a meaningless square but never panic.
    pub fn apply(self, n: usize, row: usize, col: usize) -> (usize, usize) {
        let last = n.saturating_sub(1);
        // Saturating so that out-of-range input cannot panic in debug builds.
        let flip_r = last.saturating_sub(row);
        let flip_c = last.saturating_sub(col);
        match self {
            Symmetry::Identity => (row, col),
            Symmetry::Rotate90 => (col, flip_r),
            Symmetry::Rotate180 => (flip_r, flip_c),
            Symmetry::Rotate270 => (flip_c, row),
            Symmetry::MirrorColumns => (row, flip_c),
            Symmetry::MirrorRows => (flip_r, col),
            Symmetry::Transpose => (col, row),
            Symmetry::AntiTranspose => (flip_c, flip_r),
        }
    }
}

/// A set of symmetries, stored as one bit per element of [`Symmetry::ALL`].
///
/// The counters only ever build sets that are groups (the symmetries that
/// keep a blocked pattern, or the symmetries that keep a pre-placement), but
/// the type itself is just a set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct SymmetrySet(u8);

impl SymmetrySet {
    /// The empty set.
    pub const EMPTY: SymmetrySet = SymmetrySet(0);
    /// The set holding only the identity (the trivial group).
    pub const TRIVIAL: SymmetrySet = SymmetrySet(1);
    /// All eight symmetries (the full group D4).
    pub const ALL: SymmetrySet = SymmetrySet(0xFF);

    /// Builds a set from its bit pattern (bit `i` = `Symmetry::ALL[i]`).
    pub const fn from_bits(bits: u8) -> SymmetrySet {
        SymmetrySet(bits)
    }

    /// The bit pattern (bit `i` = `Symmetry::ALL[i]`).
    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Whether `s` is in the set.
    pub const fn contains(self, s: Symmetry) -> bool {
        self.0 & (1 << s.index()) != 0
    }

    /// Adds `s` to the set.
    pub fn insert(&mut self, s: Symmetry) {
        self.0 |= 1 << s.index();
    }

    /// Number of symmetries in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set is just `{Identity}`.
    pub const fn is_trivial(self) -> bool {
        self.0 == 1
    }

    /// The symmetries in the set, in the order of [`Symmetry::ALL`].
    pub fn iter(self) -> impl Iterator<Item = Symmetry> {
        Symmetry::ALL.into_iter().filter(move |s| self.contains(*s))
    }
}

/// The symmetries that map the blocked squares onto themselves.
///
/// `blocked[r]` has bit `c` set when square `(r, c)` is blocked; rows past
/// `blocked.len()` count as free. The result is always a subgroup of D4 (the
/// stabiliser of a set is a group) and always holds the identity. Because a
/// symmetry is a bijection of the board, "every blocked square goes to a
/// blocked square" already means "onto".
pub fn blocked_symmetries(n: usize, blocked: &[u32]) -> SymmetrySet {
    if blocked.iter().take(n).all(|&m| m == 0) {
        return SymmetrySet::ALL;
    }
    let is_blocked =
        |r: usize, c: usize| -> bool { blocked.get(r).is_some_and(|row| c < 32 && row & (1u32 << c) != 0) };
    let mut set = SymmetrySet::EMPTY;
    for s in Symmetry::ALL {
        let keeps = (0..n).all(|r| {
            (0..n).all(|c| {
                if !is_blocked(r, c) {
                    return true;
                }
                let (r2, c2) = s.apply(n, r, c);
                is_blocked(r2, c2)
            })
        });
        if keeps {
            set.insert(s);
        }
    }
    set
}

/// Writes the image of solution `q` under `s` into `out[..q.len()]`.
///
/// `q` must be a permutation (one queen per row and per column) for the
/// image to be a permutation too; values out of range are ignored. `out`
/// must be at least as long as `q` (extra entries are left untouched).
pub fn transform_solution(s: Symmetry, q: &[u8], out: &mut [u8]) {
    let n = q.len();
    for (r, &c) in q.iter().enumerate() {
        let (r2, c2) = s.apply(n, r, usize::from(c));
        if let Some(slot) = out.get_mut(r2) {
            // c2 < n <= 255 whenever the input is a real solution.
            *slot = u8::try_from(c2).unwrap_or(u8::MAX);
        }
    }
}

/// Whether solution `q` is mapped onto itself by `s`.
///
/// Checked queen by queen without building the image, so it is cheap
/// enough to call at every leaf of a search.
pub fn is_fixed_by(s: Symmetry, q: &[u8]) -> bool {
    let n = q.len();
    q.iter().enumerate().all(|(r, &c)| {
        let (r2, c2) = s.apply(n, r, usize::from(c));
        q.get(r2).is_some_and(|&c| usize::from(c) == c2)
    })
}

/// Whether `q` is the lexicographically smallest of its images under every
/// symmetry in `group` — i.e. the representative of its orbit.
///
/// Solutions longer than [`MAX_N`] are not supported and are reported as
/// canonical.
pub fn is_canonical(q: &[u8], group: SymmetrySet) -> bool {
    if q.len() > MAX_N {
        return true;
    }
    let mut image = [0u8; MAX_N];
    let image = &mut image[..q.len()];
    group.iter().all(|s| {
        if s == Symmetry::Identity {
            return true;
        }
        transform_solution(s, q, image);
        *image >= *q
    })
}
