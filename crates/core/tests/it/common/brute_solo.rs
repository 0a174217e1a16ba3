//! An independent, deliberately naive Solo Chess implementation: a grid of
//! letters, move rules written out from chess geometry, and plain recursion
//! without memory. The real solver is checked against it.

use std::collections::BTreeSet;

/// A piece on the grid: its letter and how many captures it has made.
pub type Cell = Option<(char, u8)>;

/// A board as rows from the bottom (`grid[rank][file]`).
#[derive(Clone, Debug)]
pub struct Grid {
    pub cells: Vec<Vec<Cell>>,
    pub capture_limit: Option<u8>,
    pub kings_capturable: bool,
}

/// One capture as text, like `Qc4xc3`.
pub type MoveText = String;

/// A capture: from (file, rank), to (file, rank), and its text.
pub type Capture = ((usize, usize), (usize, usize), MoveText);

fn name(file: usize, rank: usize) -> String {
    format!("{}{}", (b'a' + file as u8) as char, rank + 1)
}

impl Grid {
    fn width(&self) -> usize {
        self.cells[0].len()
    }

    fn height(&self) -> usize {
        self.cells.len()
    }

    fn get(&self, file: i32, rank: i32) -> Option<Cell> {
        if file < 0 || rank < 0 || file as usize >= self.width() || rank as usize >= self.height() {
            return None;
        }
        Some(self.cells[rank as usize][file as usize])
    }

    fn pieces(&self) -> usize {
        self.cells.iter().flatten().filter(|cell| cell.is_some()).count()
    }

    /// Every capture, each as (from, to, text).
    pub fn captures(&self) -> Vec<Capture> {
        let mut out = Vec::new();
        for rank in 0..self.height() {
            for file in 0..self.width() {
                let Some((letter, made)) = self.cells[rank][file] else { continue };
                if self.capture_limit.is_some_and(|limit| made >= limit) {
                    continue;
                }
                for (tf, tr) in self.targets(letter, file as i32, rank as i32) {
                    let Some((victim, _)) = self.cells[tr][tf] else { continue };
                    if victim == 'K' && !self.kings_capturable {
                        continue;
                    }
                    out.push((
                        (file, rank),
                        (tf, tr),
                        format!("{letter}{}x{}", name(file, rank), name(tf, tr)),
                    ));
                }
            }
        }
        out
    }

    /// Occupied squares the piece could capture on.
    fn targets(&self, letter: char, file: i32, rank: i32) -> Vec<(usize, usize)> {
        let mut found = Vec::new();
        let jumps: &[(i32, i32)] = match letter {
            'K' => &[(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)],
            'N' => &[(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)],
            'P' => &[(-1, 1), (1, 1)],
            _ => &[],
        };
        for (df, dr) in jumps {
            if let Some(Some(_)) = self.get(file + df, rank + dr) {
                found.push(((file + df) as usize, (rank + dr) as usize));
            }
        }
        let straight = [(0, 1), (0, -1), (1, 0), (-1, 0)];
        let diagonal = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
        let lines: Vec<(i32, i32)> = match letter {
            'R' => straight.to_vec(),
            'B' => diagonal.to_vec(),
            'Q' => straight.iter().chain(diagonal.iter()).copied().collect(),
            _ => Vec::new(),
        };
        for (df, dr) in lines {
            let (mut f, mut r) = (file + df, rank + dr);
            while let Some(cell) = self.get(f, r) {
                if cell.is_some() {
                    found.push((f as usize, r as usize));
                    break;
                }
                f += df;
                r += dr;
            }
        }
        found
    }

    pub fn after(&self, from: (usize, usize), to: (usize, usize)) -> Grid {
        let mut next = self.clone();
        let (letter, made) = next.cells[from.1][from.0].take().expect("a piece to move");
        next.cells[to.1][to.0] = Some((letter, made + 1));
        next
    }

    /// Every winning sequence of move texts (plain recursion, no memory).
    pub fn all_solutions(&self) -> Vec<Vec<MoveText>> {
        if self.pieces() == 1 {
            return vec![Vec::new()];
        }
        let mut out = Vec::new();
        for (from, to, text) in self.captures() {
            for mut rest in self.after(from, to).all_solutions() {
                rest.insert(0, text.clone());
                out.push(rest);
            }
        }
        out
    }

    /// How many distinct sets of moves the winning sequences use.
    pub fn distinct_move_sets(&self) -> usize {
        self.all_solutions()
            .into_iter()
            .map(|line| line.into_iter().collect::<BTreeSet<_>>().into_iter().collect::<Vec<_>>())
            .collect::<BTreeSet<_>>()
            .len()
    }

    /// The puzzle code of this grid (ranks from the top, digits for empty runs).
    pub fn code(&self) -> String {
        let mut ranks = Vec::new();
        for rank in (0..self.height()).rev() {
            let mut text = String::new();
            let mut empty = 0;
            for cell in &self.cells[rank] {
                match cell {
                    Some((letter, _)) => {
                        if empty > 0 {
                            text += &empty.to_string();
                            empty = 0;
                        }
                        text.push(*letter);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                text += &empty.to_string();
            }
            ranks.push(text);
        }
        ranks.join("/")
    }
}

/// A small deterministic generator for test data (independent of the crate's).
pub struct TestRng(pub u64);

impl TestRng {
    pub fn below(&mut self, bound: usize) -> usize {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % bound
    }
}

/// A random grid of `width`×`height` with `pieces` pieces drawn without
/// replacement from the bag `letters` (so the bag limits how many of each).
pub fn random_grid(rng: &mut TestRng, width: usize, height: usize, pieces: usize, letters: &[char]) -> Grid {
    let mut cells = vec![vec![None; width]; height];
    let mut bag = letters.to_vec();
    let mut placed = 0;
    while placed < pieces.min(letters.len()) {
        let (file, rank) = (rng.below(width), rng.below(height));
        if cells[rank][file].is_none() {
            let letter = bag.swap_remove(rng.below(bag.len()));
            cells[rank][file] = Some((letter, 0));
            placed += 1;
        }
    }
    Grid { cells, capture_limit: None, kings_capturable: true }
}

impl Grid {
    /// The distinct winning move sets, counted up to `limit`, by recursion
    /// with a memory of each grid's sets (written independently of the
    /// crate's counter: grid keys, text moves, no solver, no pruning).
    pub fn move_sets_up_to(&self, limit: usize) -> usize {
        let mut memo = std::collections::HashMap::new();
        self.sets_memo(limit, &mut memo).map_or(limit, |sets| sets.len())
    }

    fn key(&self) -> Vec<Cell> {
        let limited = self.capture_limit.is_some();
        self.cells
            .iter()
            .flatten()
            .map(|cell| cell.map(|(letter, made)| (letter, if limited { made } else { 0 })))
            .collect()
    }

    /// `None` once `limit` sets are found.
    fn sets_memo(
        &self,
        limit: usize,
        memo: &mut std::collections::HashMap<Vec<Cell>, Vec<BTreeSet<MoveText>>>,
    ) -> Option<Vec<BTreeSet<MoveText>>> {
        if self.pieces() == 1 {
            return Some(vec![BTreeSet::new()]);
        }
        let key = self.key();
        if let Some(known) = memo.get(&key) {
            return Some(known.clone());
        }
        let mut found: Vec<BTreeSet<MoveText>> = Vec::new();
        for (from, to, text) in self.captures() {
            for mut set in self.after(from, to).sets_memo(limit, memo)? {
                set.insert(text.clone());
                if !found.contains(&set) {
                    found.push(set);
                    if found.len() >= limit {
                        return None;
                    }
                }
            }
        }
        memo.insert(key, found.clone());
        Some(found)
    }
}
