//! The Queens hint as the worker computes it (`HintTask::run`), timed with
//! `std::time::Instant` on one thread: 8×8 tries of one to six queens on
//! squares drawn at random (seeded), on the open board and on daily boards.
//! The goal is under 200 ms each; reported: median and worst.
//!
//! Run with `cargo bench --bench queens_hint`.

use std::time::{Duration, Instant};

use chesslab_core::{
    board::Cell,
    queens::{daily_queens, HintReply, HintTask, Placement, Problem},
    rng::Rng,
    task::Task,
};

fn main() {
    let mut rng = Rng::new(2026);
    let mut times: Vec<Duration> = Vec::new();
    let mut kinds = [0usize; 3];
    for round in 0..600 {
        let problem = if round % 2 == 0 {
            Problem::new(8).ok()
        } else {
            daily_queens(20_000 + round as i64).ok().map(|daily| daily.problem)
        };
        let Some(problem) = problem else { continue };
        let wanted = 1 + rng.below(6);
        let mut cells = Vec::new();
        while cells.len() < wanted {
            let (row, col) = (rng.below(8), rng.below(8));
            let Some(cell) = Cell::from_top(row, col, 8) else { continue };
            if !problem.is_blocked(row, col) && !cells.contains(&cell) {
                cells.push(cell);
            }
        }
        let Ok(queens) = Placement::new(&problem, cells) else { continue };
        let task = HintTask { problem, queens };
        let start = Instant::now();
        let reply = task.run(&mut |_| {});
        times.push(start.elapsed());
        match reply {
            Ok(HintReply::Place(_)) => kinds[0] += 1,
            Ok(HintReply::Lift { .. }) => kinds[1] += 1,
            _ => kinds[2] += 1,
        }
    }
    times.sort();
    let median = times[times.len() / 2];
    let worst = times[times.len() - 1];
    println!(
        "queens hint, 8×8, {} tries ({} place, {} lift, {} other): median {median:?}, worst {worst:?}",
        times.len(),
        kinds[0],
        kinds[1],
        kinds[2]
    );
}
