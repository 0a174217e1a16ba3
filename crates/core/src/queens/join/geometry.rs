//! Where the board splits: the half width, and the diagonals the two
//! halves share, packed into one `u64` per half board.

/// The split of an N×N board into a west and an east half of `h = ⌊N/2⌋`
/// columns each (for odd N the middle column between them), and the
/// *meeting mask* of every square: a bit per diagonal that both halves
/// reach. A diagonal only one half reaches can never hold two queens of
/// different halves, so it needs no bit; that leaves `N-1` (even N) or
/// `N-2` (odd N) diagonals of each direction, 52 bits at most for
/// N ≤ 27, so a half board is one `u64` and two halves fit together
/// exactly when their masks share no bit.
pub(super) struct Split {
    n: usize,
    half: usize,
    meet: Vec<u64>,
}

impl Split {
    /// The split of an N×N board, `2 <= N <= 27`.
    pub(super) fn new(n: usize) -> Split {
        let half = n / 2;
        let east = n - half; // first east column
                             // Diagonals r+c both halves reach: east..=n-1+half-1; anti-diagonals
                             // r-c+(n-1): n-half..=2n-2-east. Both runs have the same length.
        let len = n + half - 1 - east;
        let mut meet = vec![0u64; n * n];
        for r in 0..n {
            for c in 0..n {
                let mut bits = 0u64;
                if let Some(d) = (r + c).checked_sub(east).filter(|&d| d < len) {
                    bits |= 1 << d;
                }
                if let Some(a) = (r + n - 1 - c).checked_sub(n - half).filter(|&a| a < len) {
                    bits |= 1 << (len + a);
                }
                meet[r * n + c] = bits;
            }
        }
        Split { n, half, meet }
    }

    /// Board size N.
    pub(super) fn n(&self) -> usize {
        self.n
    }

    /// Columns in each half.
    pub(super) fn half(&self) -> usize {
        self.half
    }

    /// The meeting mask of square (`row`, `col`).
    pub(super) fn meet(&self, row: usize, col: usize) -> u64 {
        self.meet[row * self.n + col]
    }
}
