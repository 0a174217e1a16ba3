//! The 128-cell exact search ([`WideSolver`]) on boards beyond 8×8 against
//! a brute force: every placement of up to a few pieces tried, each checked
//! by the independent rules check of `common::exact_rules`.

#![allow(clippy::unwrap_used)]

use crate::common;

use chesslab_core::exact::{Mode, WideSolver};
use common::exact_rules::{attacks, read_code};

const KINDS: [char; 6] = ['K', 'Q', 'R', 'B', 'N', 'P'];

/// Whether `board` solves the problem: every cell (or every empty one, of
/// which there must be one) attacked exactly `k` times.
fn solves(board: &[Vec<Option<char>>], k: u32, mode: Mode) -> bool {
    let count = attacks(board);
    let mut vacant = false;
    for (rank, row) in board.iter().enumerate() {
        for (file, cell) in row.iter().enumerate() {
            vacant |= cell.is_none();
            if (cell.is_none() || mode == Mode::EveryCell) && count[rank][file] != k {
                return false;
            }
        }
    }
    vacant || mode == Mode::EveryCell
}

/// Calls `visit` with every set of `size` cells of `0..cells`, in order.
fn subsets(cells: usize, size: usize, visit: &mut dyn FnMut(&[usize])) {
    fn grow(cells: usize, size: usize, chosen: &mut Vec<usize>, visit: &mut dyn FnMut(&[usize])) {
        if chosen.len() == size {
            visit(chosen);
            return;
        }
        let from = chosen.last().map_or(0, |&last| last + 1);
        for cell in from..cells {
            chosen.push(cell);
            grow(cells, size, chosen, visit);
            chosen.pop();
        }
    }
    grow(cells, size, &mut Vec::new(), visit);
}

/// The fewest pieces of a solution and how many solutions have that many,
/// by trying every placement of 0, 1, 2, … pieces up to `most`.
fn brute_minimum(width: usize, height: usize, k: u32, mode: Mode, most: usize) -> Option<(usize, u64)> {
    for pieces in 0..=most {
        let mut found = 0u64;
        let mut board = vec![vec![None; width]; height];
        subsets(width * height, pieces, &mut |cells| {
            for mut code in 0..KINDS.len().pow(pieces as u32) {
                for &cell in cells {
                    board[cell / width][cell % width] = Some(KINDS[code % KINDS.len()]);
                    code /= KINDS.len();
                }
                found += u64::from(solves(&board, k, mode));
            }
            for &cell in cells {
                board[cell / width][cell % width] = None;
            }
        });
        if found > 0 {
            return Some((pieces, found));
        }
    }
    None
}

/// Boards of 9 to 12 files: the search's minimum and its number of minimal
/// placements are the brute force's, and every placement it lists solves the problem.
#[test]
fn the_wide_search_agrees_with_a_brute_force_beyond_8_files() {
    let cases = [
        (9, 2, 1, Mode::EveryCell),
        (10, 2, 1, Mode::EveryCell),
        (12, 1, 1, Mode::EveryCell),
        (9, 2, 2, Mode::EveryCell),
        (9, 2, 1, Mode::VacantCells),
        (10, 2, 2, Mode::VacantCells),
        (11, 1, 2, Mode::VacantCells),
    ];
    for (width, height, k, mode) in cases {
        let min = WideSolver::new(width, height, k, mode).unwrap().minimum(&mut |_| {});
        let case = format!("{width}x{height}, k={k}, {mode:?}");
        let brute = brute_minimum(width, height, u32::from(k), mode, 4);
        assert!(min.complete && min.min_pieces.is_some(), "{case}");
        assert_eq!(brute, min.min_pieces.map(|pieces| (pieces as usize, min.solutions)), "{case}");
        for code in &min.examples {
            let board = read_code(code);
            assert_eq!((board.len(), board[0].len()), (height, width), "{case}: {code}");
            assert!(solves(&board, u32::from(k), mode), "{case}: {code}");
        }
    }
}
