//! An explicit (search-free) solution for every board size N ≥ 4, using the
//! classical construction by residue of N mod 6 (as given e.g. by Hoffman,
//! Loessi and Moore, 1969, and on Wikipedia's "Eight queens puzzle" page):
//!
//! * List the even numbers `2, 4, …` then the odd numbers `1, 3, …` (1-based).
//! * If `N mod 6 == 2`: swap 1 and 3 in the odd list and move 5 to its end.
//! * If `N mod 6 == 3`: move 2 to the end of the even list, and 1, 3 to the
//!   end of the odd list.
//! * Queen `i` (1-based row) goes to the `i`-th number of the list.

/// One solution for an `n`×`n` board as `v[row] = col` (0-based), or `None`
/// when none exists (N = 0, 2, 3) or a column would not fit in a `u8`
/// (N > 256). Works for any size, not just the ones the counter supports.
///
/// ```
/// use chesslab_core::queens::one_solution;
///
/// let queens = one_solution(100).ok_or("no solution")?;
/// for (row, &col) in queens.iter().enumerate() {
///     for (other, &other_col) in queens.iter().enumerate().skip(row + 1) {
///         assert_ne!(col, other_col);
///         assert_ne!(usize::from(col.abs_diff(other_col)), other - row); // no shared diagonal
///     }
/// }
/// assert_eq!(one_solution(3), None);
/// # Ok::<(), &str>(())
/// ```
pub fn one_solution(n: usize) -> Option<Vec<u8>> {
    match n {
        0 | 2 | 3 => return None,
        1 => return Some(vec![0]),
        _ if n > 256 => return None,
        _ => {}
    }
    let mut evens: Vec<usize> = (2..=n).step_by(2).collect();
    let mut odds: Vec<usize> = (1..=n).step_by(2).collect();
    match n % 6 {
        2 => {
            // n >= 8 here, so 1, 3 and 5 are all present.
            odds.swap(0, 1);
            if let Some(pos) = odds.iter().position(|&x| x == 5) {
                let five = odds.remove(pos);
                odds.push(five);
            }
        }
        3 => {
            // n >= 9 here.
            if !evens.is_empty() {
                let two = evens.remove(0);
                evens.push(two);
            }
            odds.retain(|&x| x != 1 && x != 3);
            odds.extend([1, 3]);
        }
        _ => {}
    }
    evens.into_iter().chain(odds).map(|x| u8::try_from(x - 1).ok()).collect()
}
