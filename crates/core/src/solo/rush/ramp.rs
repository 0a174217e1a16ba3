//! The Rush's puzzles: a seeded climb of [`RUSH_LENGTH`] puzzles in
//! [`RUSH_STEPS`] steps, from forced 4×4 puzzles to the hardest 8×8 ones.
//!
//! The puzzles are the shipped packs' (both rule sets, 400 puzzles with one
//! solution each, their effort measured by the solver when the packs were
//! made), so the next puzzle is on the board at once and a failed one has a
//! link; the page builds the ramp from the pack files it fetches, so its own
//! wasm carries no puzzles. The pool is ordered by that effort (each pack is
//! in that order already, so the two are merged without a sort, which the
//! page's wasm does without); step 1 holds the 4×4 puzzles with none (one
//! capture possible at each turn), and the rest are cut into ten bands of
//! equal size. A run picks [`PER_STEP`] puzzles from each band by
//! its seed and plays them in order of effort, so the whole run rises
//! (lichess once shipped a ramp that stopped rising at the top, lila #9227:
//! the tests hold every slice of ten above the one before, for many seeds).

use super::super::{Pack, PackError, PackName, PackPuzzle, PuzzleId};
use crate::rng::Rng;

/// Steps of difficulty in a run.
pub const RUSH_STEPS: usize = 11;

/// Puzzles a run takes from each step.
pub const PER_STEP: usize = 13;

/// Puzzles in a run (Storm's runs hold 137).
pub const RUSH_LENGTH: usize = RUSH_STEPS * PER_STEP;

/// Mixed into a run's seed, so Rush picks are unrelated to other uses of the same number.
const RUSH_SALT: u64 = 0x5e5a_d0c4_a11e_0000;

/// One puzzle of a run.
#[derive(Clone, Debug, PartialEq)]
pub struct RushPuzzle {
    /// The pack puzzle it is (its link opens it).
    pub id: PuzzleId,
    /// Its code.
    pub code: String,
    /// Its step, 1 to [`RUSH_STEPS`].
    pub step: u8,
    /// The solver's measured effort, in bits.
    pub effort: f64,
    /// Its pieces.
    pub pieces: u8,
}

/// The pool of puzzles in steps, from which every run is picked.
#[derive(Clone, Debug, PartialEq)]
pub struct RushRamp {
    steps: Vec<Vec<RushPuzzle>>,
}

impl RushRamp {
    /// The ramp of the shipped packs.
    ///
    /// ```
    /// use chesslab_core::solo::{RushRamp, RUSH_LENGTH};
    ///
    /// let ramp = RushRamp::shipped()?;
    /// let run = ramp.run(0xabc123);
    /// assert_eq!(run.len(), RUSH_LENGTH);
    /// assert_eq!((run[0].step, run[0].effort), (1, 0.0)); // a forced start
    /// assert!(run[RUSH_LENGTH - 1].effort > 9.0); // and a hard finish (in bits)
    /// assert_eq!(ramp.run(0xabc123), run); // one seed, one run
    /// # Ok::<(), chesslab_core::solo::PackError>(())
    /// ```
    ///
    /// # Errors
    /// When a shipped pack does not read (a build error, caught by the packs' tests).
    pub fn shipped() -> Result<RushRamp, PackError> {
        Ok(RushRamp::new(&Pack::shipped(PackName::Solitaire)?, &Pack::shipped(PackName::Solo)?))
    }

    /// The ramp of the two packs (each in order of effort, as packs are made).
    #[must_use]
    pub fn new(solitaire: &Pack, solo: &Pack) -> RushRamp {
        let four = solitaire.puzzles.iter().map(|puzzle| rush_puzzle(solitaire.name, puzzle));
        // Forced puzzles on 8×8 (a few of the Solo pack's first) would hold the climb back after step 1.
        let eight = solo
            .puzzles
            .iter()
            .filter(|puzzle| puzzle.effort > 0.0)
            .map(|puzzle| rush_puzzle(solo.name, puzzle));
        RushRamp::from_pool(merge(four.collect(), eight.collect()))
    }

    /// The ramp of `pool`, in order of effort: the puzzles without effort make step 1, the rest ten bands.
    fn from_pool(mut pool: Vec<RushPuzzle>) -> RushRamp {
        let forced = pool.iter().take_while(|puzzle| puzzle.effort <= 0.0).count();
        let rest = pool.split_off(forced);
        let mut steps = vec![pool];
        let bands = RUSH_STEPS - 1;
        for band in 0..bands {
            steps.push(rest[band * rest.len() / bands..(band + 1) * rest.len() / bands].to_vec());
        }
        for (number, step) in (1..).zip(&mut steps) {
            step.iter_mut().for_each(|puzzle| puzzle.step = number);
        }
        RushRamp { steps }
    }

    /// The run made from `seed`: [`PER_STEP`] puzzles of each step, in order of effort.
    #[must_use]
    pub fn run(&self, seed: u64) -> Vec<RushPuzzle> {
        let mut rng = Rng::new(seed ^ RUSH_SALT);
        let mut run = Vec::with_capacity(RUSH_LENGTH);
        for step in &self.steps {
            // A partial Fisher–Yates shuffle of the step's indexes; the picks are then put back in order.
            let mut order: Vec<usize> = (0..step.len()).collect();
            let picks = PER_STEP.min(order.len());
            for at in 0..picks {
                let other = rng.in_range(at, order.len() - 1);
                order.swap(at, other);
            }
            // The picks in the step's order, without a sort (the page's wasm has none).
            let mut chosen = vec![false; step.len()];
            order[..picks].iter().for_each(|&index| chosen[index] = true);
            run.extend(
                step.iter().zip(chosen).filter(|(_, chosen)| *chosen).map(|(puzzle, _)| puzzle.clone()),
            );
        }
        run
    }

    /// How many puzzles each step holds to pick from.
    #[must_use]
    pub fn step_sizes(&self) -> Vec<usize> {
        self.steps.iter().map(Vec::len).collect()
    }
}

/// Two lists in order of effort merged into one (the first's puzzle first at equal effort).
fn merge(first: Vec<RushPuzzle>, second: Vec<RushPuzzle>) -> Vec<RushPuzzle> {
    let mut merged = Vec::with_capacity(first.len() + second.len());
    let (mut first, mut second) = (first.into_iter().peekable(), second.into_iter().peekable());
    while let (Some(a), Some(b)) = (first.peek(), second.peek()) {
        let next = if a.effort <= b.effort { first.next() } else { second.next() };
        merged.extend(next);
    }
    merged.extend(first);
    merged.extend(second);
    merged
}

fn rush_puzzle(pack: PackName, puzzle: &PackPuzzle) -> RushPuzzle {
    RushPuzzle {
        id: puzzle.id(pack),
        code: puzzle.code.clone(),
        step: 0,
        effort: puzzle.effort,
        pieces: puzzle.pieces,
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    fn mean_effort(slice: &[RushPuzzle]) -> f64 {
        slice.iter().map(|puzzle| puzzle.effort).sum::<f64>() / slice.len() as f64
    }

    #[test]
    fn every_slice_of_ten_is_harder_than_the_one_before_for_many_seeds() {
        let ramp = RushRamp::shipped().unwrap();
        for seed in 0..300 {
            let run = ramp.run(seed);
            assert_eq!(run.len(), RUSH_LENGTH);
            let means: Vec<f64> = run.chunks(10).map(mean_effort).collect();
            for pair in means.windows(2) {
                assert!(pair[1] > pair[0], "seed {seed}: slices' mean effort {means:?}");
            }
            let steps: Vec<u8> = run.iter().map(|puzzle| puzzle.step).collect();
            assert!(steps.windows(2).all(|pair| pair[1] == pair[0] || pair[1] == pair[0] + 1), "{steps:?}");
            assert_eq!((steps[0], steps[RUSH_LENGTH - 1]), (1, RUSH_STEPS as u8));
        }
    }

    #[test]
    fn a_run_starts_on_four_by_four_ends_on_eight_by_eight_and_repeats_nothing() {
        let ramp = RushRamp::shipped().unwrap();
        assert!(ramp.step_sizes().iter().all(|&size| size > PER_STEP + 5), "{:?}", ramp.step_sizes());
        for seed in [1, 2, 0xabc123] {
            let run = ramp.run(seed);
            assert!(run[..PER_STEP].iter().all(|puzzle| puzzle.id.pack == PackName::Solitaire));
            assert!(run[RUSH_LENGTH - PER_STEP..].iter().all(|puzzle| puzzle.id.pack == PackName::Solo));
            let mut ids: Vec<PuzzleId> = run.iter().map(|puzzle| puzzle.id).collect();
            ids.sort();
            ids.dedup();
            assert_eq!(ids.len(), RUSH_LENGTH);
        }
        assert_ne!(ramp.run(1), ramp.run(2));
    }

    #[test]
    fn each_pack_is_in_order_of_effort_so_the_merge_needs_no_sort() {
        for name in [PackName::Solitaire, PackName::Solo] {
            let pack = Pack::shipped(name).unwrap();
            assert!(pack.puzzles.windows(2).all(|pair| pair[0].effort <= pair[1].effort), "{name}");
        }
        let ramp = RushRamp::shipped().unwrap();
        let efforts: Vec<f64> = ramp.steps.iter().flatten().map(|puzzle| puzzle.effort).collect();
        assert!(efforts.windows(2).all(|pair| pair[0] <= pair[1]));
    }

    #[test]
    fn every_puzzle_is_its_packs_puzzle() {
        let ramp = RushRamp::shipped().unwrap();
        for puzzle in ramp.run(5) {
            let pack = Pack::shipped(puzzle.id.pack).unwrap();
            assert_eq!(pack.puzzle(puzzle.id.number).unwrap().code, puzzle.code);
        }
    }
}
