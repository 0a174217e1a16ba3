//! Challenge run benchmark (not a test): the time to make each of a run's 30
//! puzzles, one at a time as the page's worker does (with retries), over a
//! few run seeds: per level the median and worst, then over all puzzles.
//!
//! Run with `cargo bench -p chesslab-core --bench solo_challenge`.

use std::time::Instant;

use chesslab_core::solo::{challenge_level, make_challenge_puzzle, CHALLENGE_LENGTH, PER_LEVEL};

/// The run seeds timed (the first is the daily run's kind of seed: any number).
const RUNS: [u64; 3] = [0xabc123, 1, 0x5eed_c0de];

fn median_and_worst(times: &mut [f64]) -> (f64, f64) {
    times.sort_by(f64::total_cmp);
    (times[times.len() / 2], times.last().copied().unwrap_or_default())
}

fn main() {
    let mut all = Vec::new();
    let mut per_level = vec![Vec::new(); CHALLENGE_LENGTH / PER_LEVEL];
    for seed in RUNS {
        let mut codes: Vec<String> = Vec::new();
        for index in 0..CHALLENGE_LENGTH {
            let earlier: Vec<&str> = codes.iter().map(String::as_str).collect();
            let started = Instant::now();
            let made = make_challenge_puzzle(seed, index, &earlier);
            let ms = started.elapsed().as_secs_f64() * 1e3;
            match made {
                Ok((_, puzzle)) => codes.push(puzzle.code),
                Err(error) => println!("run {seed:x} puzzle {}: {error}", index + 1),
            }
            all.push(ms);
            per_level[challenge_level(index) - 1].push(ms);
        }
    }
    println!("{:<8} {:>7} {:>10} {:>10}", "level", "pieces", "median ms", "worst ms");
    let pieces = [5, 6, 7, 8, 9, 10, 11, 12, 14, 16];
    for (level, times) in per_level.iter_mut().enumerate() {
        let (median, worst) = median_and_worst(times);
        println!("{:<8} {:>7} {median:>10.1} {worst:>10.1}", level + 1, pieces[level]);
    }
    let (median, worst) = median_and_worst(&mut all);
    println!("{:<16} {median:>10.1} {worst:>10.1}   ({} puzzles)", "all", all.len());
}
