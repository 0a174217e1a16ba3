//! The challenge run's puzzles: 30 puzzles on 8×8 under Solo rules, three per
//! level through ten levels, made from one seed so that everyone with the
//! run's link plays the same 30.
//!
//! The levels are the Solo pack's ten groups (5, 6, 7, 8, 9, 10, 11, 12, 14
//! and 16 pieces, with the generator level of each), so difficulty rises
//! with the piece count, and every puzzle is a real army with one solution,
//! as the pack's are. Puzzle N is one [`GenerateTask`] of its own
//! ([`challenge_task`]): the page makes them one at a time in its worker, as
//! it makes the daily puzzle. Its generator seed mixes the run's seed, N and
//! the attempt, with the top bit set: the packs' seeds are below 2³⁶, so a
//! challenge never replays a pack puzzle.
//!
//! A task whose puzzle is not accepted ([`accepts`]: not unique, or a code
//! the run already had — only possible within a level, where the piece
//! counts agree) is retried with the next task of a fixed sequence
//! ([`challenge_retry`]), so the run stays the same for everyone.
//! [`make_challenge_puzzle`] does all that in one call (tests, the bench).

use super::{generate, pack::SOLO_GROUPS, GenerateError, GenerateReply, GenerateTask, RulesPreset};
use crate::rng::Rng;

/// Puzzles in a run.
pub const CHALLENGE_LENGTH: usize = 30;

/// Puzzles per level.
pub const PER_LEVEL: usize = 3;

/// Tasks tried for one puzzle before it is given up (no seed of the packs
/// ever needed a second; eight is far more than enough).
pub const MAX_ATTEMPTS: u32 = 8;

/// Mixed into the run's seed, so challenge seeds are unrelated to other uses of the same number.
const CHALLENGE_SALT: u64 = 0xc4a1_1e96_e5ee_d000;

/// Mixed into the day for the daily run.
const DAILY_SALT: u64 = 0xda11_c4a1_1e96_e000;

/// Set in every challenge generator seed (the packs' are far below it).
const CHALLENGE_BIT: u64 = 1 << 63;

/// The level (1 to 10) of puzzle `index` (0 to 29) of a run.
#[must_use]
pub const fn challenge_level(index: usize) -> usize {
    index / PER_LEVEL + 1
}

/// The generator task of puzzle `index` (0 to 29) of the run made from
/// `seed`: its first attempt. `None` past the run's end.
///
/// ```
/// use chesslab_core::solo::{challenge_task, generate, RulesPreset, CHALLENGE_LENGTH};
///
/// let first = challenge_task(0xabc123, 0).ok_or("no task")?;
/// assert_eq!((first.size, first.rules, first.pieces, first.unique), (8, RulesPreset::Solo, Some(5), true));
/// assert_eq!(challenge_task(0xabc123, 0), Some(first)); // the same seed, the same run
/// assert_ne!(challenge_task(0xabc124, 0), Some(first));
/// assert_eq!(challenge_task(0xabc123, 29).and_then(|task| task.pieces), Some(16));
/// assert_eq!(challenge_task(0xabc123, CHALLENGE_LENGTH), None);
///
/// let puzzle = generate(first)?;
/// assert_eq!(puzzle.pieces, 5);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[must_use]
pub fn challenge_task(seed: u64, index: usize) -> Option<GenerateTask> {
    challenge_retry(seed, index, 0)
}

/// Attempt `attempt` (0 first) of puzzle `index` of the run made from
/// `seed`; `None` past the run's end or after [`MAX_ATTEMPTS`].
#[must_use]
pub fn challenge_retry(seed: u64, index: usize, attempt: u32) -> Option<GenerateTask> {
    if attempt >= MAX_ATTEMPTS || index >= CHALLENGE_LENGTH {
        return None;
    }
    let &(level, pieces) = SOLO_GROUPS.get(index / PER_LEVEL)?;
    let run = mix(seed ^ CHALLENGE_SALT);
    let generator_seed = mix(run ^ ((index as u64) << 32) ^ u64::from(attempt)) | CHALLENGE_BIT;
    Some(GenerateTask {
        level,
        seed: generator_seed,
        unique: true,
        rules: RulesPreset::Solo,
        size: 8,
        pieces,
    })
}

/// Whether a generated puzzle may stand in the run: it has one solution and
/// is none of the run's `earlier` codes.
#[must_use]
pub fn accepts(puzzle: &GenerateReply, earlier: &[&str]) -> bool {
    puzzle.unique && !earlier.contains(&puzzle.code.as_str())
}

/// Puzzle `index` of the run made from `seed`, given the codes of the run's
/// puzzles before it (only those of its own level matter): each attempt in
/// turn until one is accepted. Returns the task that made it with the puzzle.
///
/// # Errors
/// [`GenerateError::NotFound`] past the run's end or when every attempt fails.
pub fn make_challenge_puzzle(
    seed: u64,
    index: usize,
    earlier: &[&str],
) -> Result<(GenerateTask, GenerateReply), GenerateError> {
    for attempt in 0..MAX_ATTEMPTS {
        let Some(task) = challenge_retry(seed, index, attempt) else { break };
        match generate(task) {
            Ok(puzzle) if accepts(&puzzle, earlier) => return Ok((task, puzzle)),
            Ok(_) | Err(GenerateError::NotFound(_)) => {}
            Err(error) => return Err(error),
        }
    }
    Err(GenerateError::NotFound(MAX_ATTEMPTS as usize))
}

/// The seed of the daily run of `day` (days since 1970-01-01, UTC): the same for everyone that day.
#[must_use]
pub fn daily_challenge_seed(day: i64) -> u64 {
    mix(day as u64 ^ DAILY_SALT)
}

/// SplitMix64's output for `value`: neighbouring inputs give unrelated seeds.
fn mix(value: u64) -> u64 {
    Rng::new(value).next_u64()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::collections::HashSet;

    use super::*;
    use crate::solo::Pack;

    #[test]
    fn every_run_climbs_the_packs_groups_three_at_a_time() {
        let pieces: Vec<u8> =
            (0..CHALLENGE_LENGTH).map(|index| challenge_task(7, index).unwrap().pieces.unwrap()).collect();
        let expected: Vec<u8> =
            [5, 6, 7, 8, 9, 10, 11, 12, 14, 16].iter().flat_map(|&count| [count; 3]).collect();
        assert_eq!(pieces, expected);
        assert_eq!(
            (challenge_level(0), challenge_level(2), challenge_level(3), challenge_level(29)),
            (1, 1, 2, 10)
        );
        assert_eq!(challenge_task(7, usize::MAX), None);
        assert_eq!(challenge_retry(7, 0, MAX_ATTEMPTS), None);
    }

    #[test]
    fn seeds_are_deterministic_distinct_and_never_a_packs() {
        let mut seen = HashSet::new();
        for seed in [0, 1, 2, u64::MAX, 0xabc123] {
            for index in 0..CHALLENGE_LENGTH {
                for attempt in 0..MAX_ATTEMPTS {
                    let task = challenge_retry(seed, index, attempt).unwrap();
                    assert_eq!(Some(task), challenge_retry(seed, index, attempt));
                    assert!(task.check().is_ok());
                    assert!(seen.insert(task.seed), "{seed} {index} {attempt}");
                }
            }
        }
        let pack = Pack::shipped(crate::solo::PackName::Solo).unwrap();
        assert!(pack.puzzles.iter().all(|puzzle| puzzle.task.seed & CHALLENGE_BIT == 0));
        assert!(seen.iter().all(|seed| seed & CHALLENGE_BIT != 0));
        assert_ne!(daily_challenge_seed(20_000), daily_challenge_seed(20_001));
        assert_eq!(daily_challenge_seed(20_000), daily_challenge_seed(20_000));
    }

    #[test]
    fn a_repeated_or_ambiguous_puzzle_is_not_accepted() {
        let puzzle = generate(challenge_task(3, 0).unwrap()).unwrap();
        assert!(accepts(&puzzle, &[]));
        assert!(!accepts(&puzzle, &["8/8/8/8/8/8/8/8", puzzle.code.as_str()]));
        assert!(!accepts(&GenerateReply { unique: false, ..puzzle }, &[]));
    }
}
