//! The exact-attack reference, written independently of the library: it
//! tries every placement (each cell empty or holding one allowed piece),
//! counts attacks with its own ray walk, and finds symmetry classes by
//! transforming coordinates and taking the smallest image. Shared by the
//! exact-attack tests.

use std::collections::HashMap;

/// Piece letters; a placement stores 0 for empty or 1 + the letter's index.
pub const LETTERS: [char; 6] = ['K', 'Q', 'R', 'B', 'N', 'P'];

/// A board: `on[r][c]` with `r` = 0 the bottom rank.
#[derive(Clone)]
pub struct Board {
    pub w: usize,
    pub h: usize,
    pub on: Vec<Vec<bool>>,
    pub k: Vec<Vec<u8>>,
}

impl Board {
    pub fn full(w: usize, h: usize) -> Board {
        Board { w, h, on: vec![vec![true; w]; h], k: vec![vec![0; w]; h] }
    }
    fn on(&self, r: i32, c: i32) -> bool {
        r >= 0 && c >= 0 && (r as usize) < self.h && (c as usize) < self.w && self.on[r as usize][c as usize]
    }
}

const KING: [(i32, i32); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)];
const PAWN: [(i32, i32); 2] = [(1, 1), (1, -1)]; // (dr, dc): one rank up
const LINES: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONALS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// The cells each piece on each cell reaches, walked once per board with
/// the ray walk below, so that counting a placement only follows lists
/// (the reference tries tens of millions of placements per test).
pub struct Geometry {
    /// `leaps[cell][piece - 1]`: the cells a king, knight or pawn there attacks.
    leaps: Vec<[Vec<usize>; 6]>,
    /// `rays[cell][piece - 1]`: for a queen, rook or bishop there, each ray's cells in order.
    rays: Vec<[Vec<Vec<usize>>; 6]>,
}

impl Geometry {
    pub fn new(board: &Board) -> Geometry {
        let w = board.w;
        let index = |r: i32, c: i32| r as usize * w + c as usize;
        let mut leaps = vec![<[Vec<usize>; 6]>::default(); w * board.h];
        let mut rays = vec![<[Vec<Vec<usize>>; 6]>::default(); w * board.h];
        for r in 0..board.h as i32 {
            for c in 0..w as i32 {
                for (code, letter) in LETTERS.iter().enumerate() {
                    let steps: &[(i32, i32)] = match letter {
                        'K' => &KING,
                        'N' => &KNIGHT,
                        'P' => &PAWN,
                        _ => &[],
                    };
                    leaps[index(r, c)][code] = steps
                        .iter()
                        .filter(|&&(dr, dc)| board.on(r + dr, c + dc))
                        .map(|&(dr, dc)| index(r + dr, c + dc))
                        .collect();
                    let lines: &[(i32, i32)] = if matches!(letter, 'Q' | 'R') { &LINES } else { &[] };
                    let diagonals: &[(i32, i32)] = if matches!(letter, 'Q' | 'B') { &DIAGONALS } else { &[] };
                    for &(dr, dc) in lines.iter().chain(diagonals) {
                        let mut ray = Vec::new();
                        let (mut rr, mut cc) = (r + dr, c + dc);
                        while board.on(rr, cc) {
                            ray.push(index(rr, cc));
                            rr += dr;
                            cc += dc;
                        }
                        rays[index(r, c)][code].push(ray);
                    }
                }
            }
        }
        Geometry { leaps, rays }
    }

    /// [`solves`] for many placements of one board (`self` is the board's).
    pub fn solves(&self, board: &Board, placement: &[u8], vacant: bool) -> bool {
        fits(board, placement, &self.counts(placement), vacant)
    }

    /// Attack counts of `placement` (indexed `r * w + c`; boards of at most 64
    /// cells): a ray stops at the first piece it meets.
    pub fn counts(&self, placement: &[u8]) -> [u8; 64] {
        let mut counts = [0u8; 64];
        for (cell, &piece) in placement.iter().enumerate() {
            if piece == 0 {
                continue;
            }
            let code = piece as usize - 1;
            for &target in &self.leaps[cell][code] {
                counts[target] += 1;
            }
            for ray in &self.rays[cell][code] {
                for &target in ray {
                    counts[target] += 1;
                    if placement[target] != 0 {
                        break;
                    }
                }
            }
        }
        counts
    }
}

/// The images of `placement` under the board's symmetries that keep the
/// shape and the k grid, and keep "up" when the placement has a pawn.
/// A coordinate map `(rank, file) -> (rank, file)` and whether it keeps "up".
type Map = (Box<dyn Fn(i32, i32) -> (i32, i32)>, bool);

fn images(board: &Board, placement: &[u8]) -> Vec<Vec<u8>> {
    let (w, h) = (board.w as i32, board.h as i32);
    let has_pawn = placement.contains(&6);
    let mut maps: Vec<Map> = vec![
        (Box::new(|r, c| (r, c)), true),
        (Box::new(move |r, c| (r, w - 1 - c)), true),
        (Box::new(move |r, c| (h - 1 - r, c)), false),
        (Box::new(move |r, c| (h - 1 - r, w - 1 - c)), false),
    ];
    if w == h {
        maps.push((Box::new(|r, c| (c, r)), false));
        maps.push((Box::new(move |r, c| (w - 1 - c, w - 1 - r)), false));
        maps.push((Box::new(move |r, c| (c, w - 1 - r)), false));
        maps.push((Box::new(move |r, c| (w - 1 - c, r)), false));
    }
    let mut out = Vec::new();
    for (map, keeps_up) in maps {
        if has_pawn && !keeps_up {
            continue;
        }
        let mut image = vec![0u8; placement.len()];
        let mut keeps_problem = true;
        for r in 0..h {
            for c in 0..w {
                let (r2, c2) = map(r, c);
                let (a, b) = ((r as usize, c as usize), (r2 as usize, c2 as usize));
                if board.on[a.0][a.1] != board.on[b.0][b.1] || board.k[a.0][a.1] != board.k[b.0][b.1] {
                    keeps_problem = false;
                }
                image[b.0 * board.w + b.1] = placement[a.0 * board.w + a.1];
            }
        }
        if keeps_problem {
            out.push(image);
        }
    }
    out
}

/// Whether `placement` is the smallest member of its symmetry class.
pub fn is_class_minimum(board: &Board, placement: &[u8]) -> bool {
    images(board, placement).iter().all(|image| placement <= image.as_slice())
}

/// Calls `visit` with every placement over `kinds` (codes 1..=6) on the board.
pub fn for_each_placement(board: &Board, kinds: &[u8], mut visit: impl FnMut(&[u8])) {
    let cells: Vec<usize> = (0..board.w * board.h).filter(|&i| board.on[i / board.w][i % board.w]).collect();
    let mut placement = vec![0u8; board.w * board.h];
    let mut digits = vec![0usize; cells.len()];
    loop {
        visit(&placement);
        let mut i = 0;
        loop {
            if i == cells.len() {
                return;
            }
            digits[i] += 1;
            if digits[i] <= kinds.len() {
                placement[cells[i]] = kinds[digits[i] - 1];
                break;
            }
            digits[i] = 0;
            placement[cells[i]] = 0;
            i += 1;
        }
    }
}

/// Totals of one class of solutions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub by_pieces: Vec<u64>,
    pub unique_by_pieces: Vec<u64>,
}

impl Tally {
    pub fn add(&mut self, pieces: usize, canonical: bool) {
        if self.by_pieces.len() <= pieces {
            self.by_pieces.resize(pieces + 1, 0);
            self.unique_by_pieces.resize(pieces + 1, 0);
        }
        self.by_pieces[pieces] += 1;
        self.unique_by_pieces[pieces] += u64::from(canonical);
    }
    pub fn merge(&mut self, other: &Tally) {
        for (p, (&n, &u)) in other.by_pieces.iter().zip(&other.unique_by_pieces).enumerate() {
            if n > 0 {
                if self.by_pieces.len() <= p {
                    self.by_pieces.resize(p + 1, 0);
                    self.unique_by_pieces.resize(p + 1, 0);
                }
                self.by_pieces[p] += n;
                self.unique_by_pieces[p] += u;
            }
        }
    }
    pub fn total(&self) -> u64 {
        self.by_pieces.iter().sum()
    }
    pub fn unique(&self) -> u64 {
        self.unique_by_pieces.iter().sum()
    }
    pub fn min(&self) -> Option<usize> {
        self.by_pieces.iter().position(|&n| n > 0)
    }
}

/// Whether `placement` solves the board's per-cell counts in `vacant` mode or not.
pub fn solves(board: &Board, placement: &[u8], vacant: bool) -> bool {
    Geometry::new(board).solves(board, placement, vacant)
}

/// Whether `counts` (the placement's, from [`Geometry::counts`]) solve the board in the mode.
fn fits(board: &Board, placement: &[u8], counts: &[u8; 64], vacant: bool) -> bool {
    let mut any_empty = false;
    for i in 0..board.w * board.h {
        let (r, c) = (i / board.w, i % board.w);
        if !board.on[r][c] || (vacant && placement[i] != 0) {
            continue;
        }
        any_empty |= placement[i] == 0;
        if counts[i] != board.k[r][c] {
            return false;
        }
    }
    !vacant || any_empty
}

/// All solutions of one problem (per-cell k in `board.k`): (every-cell mode, vacant mode).
pub fn solve(board: &Board, kinds: &[u8]) -> (Tally, Tally) {
    let (mut every, mut vacant) = (Tally::default(), Tally::default());
    let geometry = Geometry::new(board);
    for_each_placement(board, kinds, |placement| {
        let pieces = placement.iter().filter(|&&p| p != 0).count();
        let counts = geometry.counts(placement);
        for (is_vacant, tally) in [(false, &mut every), (true, &mut vacant)] {
            if fits(board, placement, &counts, is_vacant) {
                tally.add(pieces, is_class_minimum(board, placement));
            }
        }
    });
    (every, vacant)
}

/// Every solution on a full `w`×`h` board with all six pieces, for every
/// uniform k at once: keyed by (vacant, k, mask of the kinds used).
pub fn all_uniform(w: usize, h: usize) -> HashMap<(bool, u8, u8), Tally> {
    let board = Board::full(w, h);
    let mut out: HashMap<(bool, u8, u8), Tally> = HashMap::new();
    let geometry = Geometry::new(&board);
    for_each_placement(&board, &[1, 2, 3, 4, 5, 6], |placement| {
        let all_counts = geometry.counts(placement);
        let counts = &all_counts[..w * h];
        let used = placement.iter().filter(|&&p| p != 0).fold(0u8, |m, &p| m | 1 << (p - 1));
        let pieces = placement.iter().filter(|&&p| p != 0).count();
        let every = counts.iter().all(|&n| n == counts[0]).then_some(counts[0]);
        let mut vacant_counts = counts.iter().zip(placement).filter(|(_, &p)| p == 0).map(|(&n, _)| n);
        let vacant = vacant_counts.next().filter(|&first| vacant_counts.all(|n| n == first));
        if every.is_none() && vacant.is_none() {
            return;
        }
        let canonical = is_class_minimum(&board, placement);
        for (is_vacant, k) in [(false, every), (true, vacant)] {
            if let Some(k) = k {
                out.entry((is_vacant, k, used)).or_default().add(pieces, canonical);
            }
        }
    });
    out
}
