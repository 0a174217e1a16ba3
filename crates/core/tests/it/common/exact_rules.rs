//! An independent rules check for exact-attack placements: a puzzle code
//! read by the tests alone, and each cell's attacks counted by a plain walk
//! along each piece's lines, sharing no code with the solvers.

/// A board read from a puzzle code by the tests alone: `cells[rank][file]`
/// holds the piece letter or `None`, rank 0 at the bottom.
pub fn read_code(code: &str) -> Vec<Vec<Option<char>>> {
    let mut ranks: Vec<Vec<Option<char>>> = code
        .split('/')
        .map(|rank| {
            let mut cells = Vec::new();
            for c in rank.chars() {
                match c.to_digit(10) {
                    Some(run) => cells.extend(std::iter::repeat_n(None, run as usize)),
                    None => {
                        assert!("KQRBNP".contains(c), "{code}: unexpected '{c}'");
                        cells.push(Some(c));
                    }
                }
            }
            cells
        })
        .collect();
    ranks.reverse();
    ranks
}

/// A move of one rank and one file.
pub type Step = (i32, i32);

/// How often each cell is attacked: direct attacks only, a slider stopping
/// at the first piece on its line, pawns attacking upward.
pub fn attacks(board: &[Vec<Option<char>>]) -> Vec<Vec<u32>> {
    let (height, width) = (board.len() as i32, board[0].len() as i32);
    let mut count = vec![vec![0u32; width as usize]; height as usize];
    let inside = |rank: i32, file: i32| (0..height).contains(&rank) && (0..width).contains(&file);
    const ROOK: [Step; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    const BISHOP: [Step; 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
    const KNIGHT: [Step; 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
    for rank in 0..height {
        for file in 0..width {
            let Some(piece) = board[rank as usize][file as usize] else { continue };
            let (lines, steps): (Vec<Step>, Vec<Step>) = match piece {
                'Q' => ([ROOK, BISHOP].concat(), vec![]),
                'R' => (ROOK.to_vec(), vec![]),
                'B' => (BISHOP.to_vec(), vec![]),
                'K' => (vec![], [ROOK, BISHOP].concat()),
                'N' => (vec![], KNIGHT.to_vec()),
                'P' => (vec![], vec![(1, 1), (1, -1)]),
                _ => unreachable!(),
            };
            for (dr, df) in steps {
                if inside(rank + dr, file + df) {
                    count[(rank + dr) as usize][(file + df) as usize] += 1;
                }
            }
            for (dr, df) in lines {
                let (mut r, mut f) = (rank + dr, file + df);
                while inside(r, f) {
                    count[r as usize][f as usize] += 1;
                    if board[r as usize][f as usize].is_some() {
                        break;
                    }
                    r += dr;
                    f += df;
                }
            }
        }
    }
    count
}
