//! The entries of the results table, as published: Friedman's Problem of the
//! Month (July 2006) asks for the fewest pieces attacking every vacant cell
//! exactly `k` times on the n×n boards 2×2 (k ≤ 3), 3×3 (k ≤ 8), 4×4
//! (k ≤ 12), 5×5, 6×6 and 7×7 (k ≤ 16), and every cell on 2×2 to 6×6
//! (k ≤ 4), 7×7 (k ≤ 3), 8×8 and 9×9 (k = 1); Rennhak added every cell on 4
//! ranks by n files for n = 5, 6 (k ≤ 4), n = 7, 8 (k ≤ 2) and n = 9 (k = 1).
//!
//! Rennhak's boards are 4 ranks high and n files wide (his 4×n; written
//! `5x4` here, width × height, as every board size is); pawns
//! attack upward, so the orientation is part of the problem. The table adds
//! 2×2 vacant with k = 4 (impossible) to Friedman's, so that every n = 2..6,
//! k = 1..4 has both modes.

use crate::board::MAX_SIDE;
use crate::exact::{
    name::ProblemName,
    problem::{Mode, Problem},
};

/// Whose table an entry belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableSource {
    /// Friedman's n×n tables, both modes.
    Friedman,
    /// Rennhak's 4×n boards, every cell.
    Rennhak,
}

/// One entry of the table: a full rectangle, a count, a mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TableSlot {
    /// Files.
    pub width: u8,
    /// Ranks.
    pub height: u8,
    /// The count every counted cell needs.
    pub k: u8,
    /// Which cells count.
    pub mode: Mode,
    /// Whose table it is from.
    pub source: TableSource,
}

impl TableSlot {
    /// The problem's text form, as [`Problem::to_text`] writes it (also for
    /// boards too large for the solver, which [`Problem::parse`] refuses).
    ///
    /// ```
    /// let slots = chesslab_core::exact::table_slots();
    /// assert_eq!(slots[0].text(), "2x2,k=1");
    /// assert!(slots.iter().any(|slot| slot.text() == "7x7,k=16,vacant"));
    /// assert!(slots.iter().any(|slot| slot.text() == "9x4,k=1")); // Rennhak's 9×4 (his 4×9: 4 ranks of 9)
    /// ```
    #[must_use]
    pub fn text(&self) -> String {
        let mode = if self.mode == Mode::VacantCells { ",vacant" } else { "" };
        format!("{}x{},k={}{mode}", self.width, self.height, self.k)
    }

    /// The problem, or `None` for a board with a side above [`MAX_SIDE`]
    /// (the solver's boards are 64-bit masks of an 8×8 square).
    #[must_use]
    pub fn problem(&self) -> Option<Problem> {
        if self.width > MAX_SIDE || self.height > MAX_SIDE {
            return None;
        }
        let problem = Problem::rectangle(usize::from(self.width), usize::from(self.height), self.k).ok()?;
        Some(problem.with_mode(self.mode))
    }

    /// The problem as a [`ProblemName`], on any board (beyond 8×8 too).
    ///
    /// ```
    /// use chesslab_core::exact::{table_slots, ProblemName};
    /// let slots = table_slots();
    /// let rennhak = ProblemName::parse("9x4,k=1").unwrap(); // Rennhak's 9×4: 9 files, 4 ranks
    /// assert!(slots.iter().any(|slot| slot.name() == rennhak));
    /// assert!(slots.iter().all(|slot| slot.name().to_string() == slot.text()));
    /// ```
    #[must_use]
    pub fn name(&self) -> ProblemName {
        match self.problem() {
            Some(problem) => ProblemName::Board(problem),
            None => ProblemName::Wide { width: self.width, height: self.height, k: self.k, mode: self.mode },
        }
    }

    /// The longer side (n of an n×n board, or of Rennhak's 4×n).
    #[must_use]
    pub fn n(&self) -> u8 {
        self.width.max(self.height)
    }
}

/// Friedman's largest k per board side, every cell then vacant cells.
const FRIEDMAN_EVERY: [(u8, u8); 8] = [(2, 4), (3, 4), (4, 4), (5, 4), (6, 4), (7, 3), (8, 1), (9, 1)];
/// 2×2 goes to k = 4 (Friedman stops at 3): impossible, as a cell there has three
/// neighbours, and kept so that the table covers n = 2..6, k = 1..4 in both modes.
const FRIEDMAN_VACANT: [(u8, u8); 6] = [(2, 4), (3, 8), (4, 12), (5, 16), (6, 16), (7, 16)];
/// Rennhak's largest k per board length (4 ranks).
const RENNHAK: [(u8, u8); 5] = [(5, 4), (6, 4), (7, 2), (8, 2), (9, 1)];

/// Every entry, in the order the command line computes and prints them:
/// Friedman's by side (every cell, then vacant cells, each by k), then Rennhak's.
///
/// ```
/// let slots = chesslab_core::exact::table_slots();
/// assert_eq!(slots.len(), 25 + 72 + 13);
/// assert_eq!(slots.iter().filter(|slot| slot.problem().is_none()).count(), 2); // 9×9 and 9×4
/// ```
#[must_use]
pub fn table_slots() -> Vec<TableSlot> {
    let mut slots = Vec::new();
    for n in 2..=9u8 {
        for (table, mode) in
            [(&FRIEDMAN_EVERY[..], Mode::EveryCell), (&FRIEDMAN_VACANT[..], Mode::VacantCells)]
        {
            let Some(&(_, top)) = table.iter().find(|(side, _)| *side == n) else { continue };
            slots.extend((1..=top).map(|k| TableSlot {
                width: n,
                height: n,
                k,
                mode,
                source: TableSource::Friedman,
            }));
        }
    }
    for (n, top) in RENNHAK {
        slots.extend((1..=top).map(|k| TableSlot {
            width: n,
            height: 4,
            k,
            mode: Mode::EveryCell,
            source: TableSource::Rennhak,
        }));
    }
    slots
}
