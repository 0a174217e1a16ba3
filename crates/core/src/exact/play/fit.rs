//! How a try's counts fit its puzzle: each counted cell (every cell, or in
//! vacant mode the empty ones) attacked exactly as often as it needs, too
//! often or too seldom. What the play mode draws and says, and what the
//! hint weighs when one lift is not enough.

use crate::board::Square;
use crate::exact::{problem::Mode, Placement, Problem};

/// How a counted cell's attacks compare with its need.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fit {
    /// Attacked exactly as often as it needs.
    Exact,
    /// Attacked too often.
    Over,
    /// Attacked too seldom.
    Under,
}

/// A counted cell of a try: its attacks, its need and how they fit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellCount {
    /// The cell.
    pub square: Square,
    /// How often the try attacks it.
    pub count: u8,
    /// How often it must be attacked.
    pub need: u8,
    /// How they compare.
    pub fit: Fit,
}

/// The counted cells of `problem` under the try `placed` (on its board),
/// in square order: every switched-on cell, or in vacant mode the empty ones.
///
/// ```
/// use chesslab_core::exact::{counted_cells, Fit, Placement, Problem};
///
/// let problem = Problem::parse("3x3,k=1")?;
/// let king = Placement::parse("3/1K1/3")?;
/// let cells = counted_cells(&problem, &king);
/// // The king attacks the eight cells around it once; nothing attacks its own cell.
/// assert_eq!(cells.iter().filter(|cell| cell.fit == Fit::Exact).count(), 8);
/// assert_eq!(cells.iter().filter(|cell| cell.fit == Fit::Under).count(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn counted_cells(problem: &Problem, placed: &Placement) -> Vec<CellCount> {
    let counts = placed.attack_counts();
    problem
        .on_squares()
        .filter(|&square| problem.mode() == Mode::EveryCell || placed.piece_at(square).is_none())
        .map(|square| {
            let (count, need) = (counts[square.to_usize()], problem.k_at(square));
            let fit = match count.cmp(&need) {
                std::cmp::Ordering::Equal => Fit::Exact,
                std::cmp::Ordering::Greater => Fit::Over,
                std::cmp::Ordering::Less => Fit::Under,
            };
            CellCount { square, count, need, fit }
        })
        .collect()
}
