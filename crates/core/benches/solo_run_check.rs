//! Stored-run check benchmark (not a test): the time the worker takes to
//! check a run kept in the browser against its seed after a reload
//! (`RunCheckTask`: each puzzle made again, its log replayed, the mistakes
//! counted again), for runs stopped after 1, 10, 20 and 30 puzzles, over a
//! few seeds; each puzzle's log is its winning line (every move judged),
//! the first two also a lost move and its undo. Prints the median and worst per length.
//!
//! Run with `cargo bench -p chesslab-core --bench solo_run_check`.

use std::time::Instant;

use chesslab_core::{
    solo::{make_challenge_puzzle, parse_code, Rules, RunCheckTask, RunId, RunLog, Solver, CHALLENGE_LENGTH},
    task::Task,
};

/// The run seeds timed.
const RUNS: [u64; 3] = [0xabc123, 1, 0x5eed_c0de];

/// A whole run's log for `seed`: on each puzzle a lost move (where there is one), an undo, then the winning line.
fn whole_run(seed: u64) -> RunLog {
    let mut codes: Vec<String> = Vec::new();
    let mut log = RunLog::new();
    for index in 0..CHALLENGE_LENGTH {
        let earlier: Vec<&str> = codes.iter().map(String::as_str).collect();
        let Ok((_, made)) = make_challenge_puzzle(seed, index, &earlier) else { break };
        codes.push(made.code.clone());
        let Ok(start) = parse_code(&made.code) else { break };
        let mut solver = Solver::new(Rules::SOLO);
        let Some(line) = solver.solve(&start) else { break };
        // Two mistakes in all (a third would end the run).
        let lost = (index < 2)
            .then(|| {
                start.legal_moves(Rules::SOLO).into_iter().find(|&mv| solver.solve(&start.play(mv)).is_none())
            })
            .flatten();
        let mut actions: Vec<String> = lost.map(|mv| vec![mv.to_string(), "undo".into()]).unwrap_or_default();
        actions.extend(line.iter().map(ToString::to_string));
        log.push(actions);
    }
    log
}

fn main() {
    let logs: Vec<(u64, RunLog)> = RUNS.iter().map(|&seed| (seed, whole_run(seed))).collect();
    println!("{:<10} {:>10} {:>10} {:>9}", "puzzles", "median ms", "worst ms", "mistakes");
    for length in [1, 10, 20, 30] {
        let mut times = Vec::new();
        let mut mistakes = 0;
        for (seed, log) in &logs {
            let task = RunCheckTask { run: RunId::Seeded(*seed), log: log[..length.min(log.len())].to_vec() };
            let started = Instant::now();
            let tally = task.run(&mut |_| {});
            times.push(started.elapsed().as_secs_f64() * 1e3);
            mistakes = tally.map_or(u32::MAX, |tally| tally.mistakes);
        }
        times.sort_by(f64::total_cmp);
        let (median, worst) = (times[times.len() / 2], times[times.len() - 1]);
        println!("{length:<10} {median:>10.1} {worst:>10.1} {mistakes:>9}");
    }
}
