//! The half boards, grown a row at a time: the list of every placement of
//! a half on the rows given to it so far, extended by one more row or cut
//! down by the middle queen. Row splits that begin alike share these lists
//! (`walk`), so each is built once for all the splits below it.

use super::geometry::Partial;

/// Lists into `out` (cleared first) every placement of `from` with one more
/// queen on row `row`, in a free column of the `width`-column half
/// attacked by no queen of the placement, for an N×N board. Every
/// placement of `from` holds `queens` queens.
pub(super) fn extend(
    from: &[Partial],
    n: usize,
    width: usize,
    queens: usize,
    row: usize,
    out: &mut Vec<Partial>,
) {
    let all = (1u32 << width) - 1;
    // On row `row`, column c lies on diagonal bit row + c and anti-diagonal
    // bit c + N - 1 - row: shifting those down lines them up with the columns.
    let anti = n - 1 - row;
    // Each placement has `width - queens` columns open: all are written,
    // and the next write goes past those not attacked. No branch depends on
    // the placement, which keeps the loop fast (a list is long and its
    // branches unpredictable). `from.len() · open` is at most the longest
    // list of `queens + 1` queens (`width!/(width-queens-1)!`).
    let open = width - queens;
    out.clear();
    out.resize(from.len() * open, Partial::EMPTY);
    let mut len = 0;
    for p in from {
        let attacked = p.sum >> row | p.diff >> anti;
        let mut left = all & !p.cols;
        for _ in 0..open {
            let bit = left & left.wrapping_neg();
            left ^= bit;
            out[len] = Partial { sum: p.sum | bit << row, diff: p.diff | bit << anti, cols: p.cols | bit };
            len += usize::from(bit & attacked == 0);
        }
    }
    out.truncate(len);
}

/// Lists into `out` (cleared first) the placements of `from` that hold no
/// queen on the diagonals of `queen` (a queen outside the half, such as
/// the middle column's), each with those diagonals added, so that the
/// rows still to come avoid them too.
pub(super) fn keep_clear_of(from: &[Partial], queen: Partial, out: &mut Vec<Partial>) {
    // Written always, kept when clear: no branch on the placement (see `extend`).
    out.clear();
    out.resize(from.len(), Partial::EMPTY);
    let mut len = 0;
    for p in from {
        out[len] = Partial { sum: p.sum | queen.sum, diff: p.diff | queen.diff, cols: p.cols };
        len += usize::from(p.sum & queen.sum == 0 && p.diff & queen.diff == 0);
    }
    out.truncate(len);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_whole_square_half_is_the_permutations_without_a_shared_diagonal() {
        // Growing a half of width w over w consecutive rows lists the
        // w-queens solutions (the half is then a whole board of its own).
        for (w, solutions) in [(1, 1), (4, 2), (5, 10), (6, 4), (8, 92)] {
            let n = 2 * w; // the board around it: only N - 1 - row matters
            let mut list = vec![Partial::EMPTY];
            let mut next = Vec::new();
            for row in 0..w {
                extend(&list, n, w, row, row, &mut next);
                std::mem::swap(&mut list, &mut next);
            }
            assert_eq!(list.len(), solutions, "width {w}");
        }
    }

    #[test]
    fn keeping_clear_drops_the_attacked_and_marks_the_rest() {
        let mut one = Vec::new();
        extend(&[Partial::EMPTY], 4, 2, 0, 0, &mut one); // row 0, columns 0 and 1
        let queen = Partial { sum: 1 << 1, diff: 0, cols: 0 }; // diagonal r + c = 1
        let mut kept = Vec::new();
        keep_clear_of(&one, queen, &mut kept);
        assert_eq!(kept, [Partial { sum: 0b11, diff: one[0].diff, cols: 1 }]);
    }
}
