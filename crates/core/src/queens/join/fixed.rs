//! The solutions a rotation maps onto themselves, for Burnside's count of
//! the classes: a search that places the queens of one rotation orbit of
//! squares at a time, so only a half (half turn) or a quarter (quarter
//! turn) of the queens are chosen.

/// Queens placed so far: the rows, columns and both diagonal families taken.
#[derive(Clone, Copy, Default)]
struct Taken {
    rows: u32,
    cols: u32,
    /// Bit `r + c`.
    sum: u64,
    /// Bit `r - c + N - 1`.
    diff: u64,
}

impl Taken {
    /// Places the queens `squares` (distinct squares), if none of them
    /// shares a line with a queen already placed or with another of them.
    fn with(mut self, n: usize, squares: &[(usize, usize)]) -> Option<Taken> {
        for &(r, c) in squares {
            let (row, col, sum, diff) = (1u32 << r, 1u32 << c, 1u64 << (r + c), 1u64 << (r + n - 1 - c));
            if self.rows & row != 0 || self.cols & col != 0 || self.sum & sum != 0 || self.diff & diff != 0 {
                return None;
            }
            self.rows |= row;
            self.cols |= col;
            self.sum |= sum;
            self.diff |= diff;
        }
        Some(self)
    }
}

/// Where both searches start: for odd N the centre is its own image under
/// either turn, so its row's queen must stand on it.
fn centre(n: usize) -> Option<Taken> {
    if n % 2 == 1 {
        Taken::default().with(n, &[(n / 2, n / 2)])
    } else {
        Some(Taken::default())
    }
}

/// Number of solutions the half turn maps onto themselves
/// (`q[N-1-r] = N-1-q[r]` for every row `r`).
pub(super) fn half_turn(n: usize) -> u64 {
    centre(n).map_or(0, |taken| half_turn_from(n, 0, taken))
}

fn half_turn_from(n: usize, row: usize, taken: Taken) -> u64 {
    if row >= n / 2 {
        return 1;
    }
    (0..n)
        .filter_map(|c| taken.with(n, &[(row, c), (n - 1 - row, n - 1 - c)]))
        .map(|next| half_turn_from(n, row + 1, next))
        .sum()
}

/// Number of solutions the quarter turn `(r, c) → (c, N-1-r)` maps onto
/// themselves (also those of the three-quarter turn, its inverse).
pub(super) fn quarter_turn(n: usize) -> u64 {
    // Queens come in orbits of four, plus the centre for odd N.
    if n % 4 == 2 || n % 4 == 3 {
        return 0;
    }
    centre(n).map_or(0, |taken| quarter_turn_from(n, 0, taken))
}

/// Fills the first row without a queen, trying each column, the orbit of
/// the square placed at once.
fn quarter_turn_from(n: usize, row: usize, taken: Taken) -> u64 {
    let Some(row) = (row..n).find(|&r| taken.rows & (1 << r) == 0) else {
        return 1;
    };
    let m = n - 1;
    (0..n)
        .filter(|&c| (row, c) != (c, m - row)) // only the centre is its own image
        .filter_map(|c| taken.with(n, &[(row, c), (c, m - row), (m - row, m - c), (m - c, row)]))
        .map(|next| quarter_turn_from(n, row + 1, next))
        .sum()
}
