//! The Exact attack hint as the worker computes it (`hint_within`, as
//! `HintTask::run`, told the table's minimum and example placement as the
//! page tells them), timed with `std::time::Instant` on one thread, for
//! every entry of the shipped results table up to 5×5 with a solution: the
//! empty board, each example placement with pieces taken off at random
//! (tries a minimal placement keeps), and pieces put at random (tries that
//! often need a lift). The goal is under 200 ms each; reported: median, p90
//! and worst of the tries that ended, with the worst named, how many ended
//! under 200 ms, and the tries over the node budget per try
//! (`EXACT_HINT_BUDGET`, 5 000 000 nodes unless set: a few seconds), named.
//!
//! Run with `cargo bench --bench exact_hint` (`EXACT_HINT_ONLY=5x5,k=5,vacant`
//! for one entry, `EXACT_HINT_VERBOSE=1` to see each try).

use std::time::{Duration, Instant};

use chesslab_core::{
    board::{Square, ALL_PIECE_KINDS},
    exact::{hint_within, reading_order, Hint, Placement, Problem},
    rng::Rng,
};

const TABLE: &str = include_str!("../../../data/exact-table.json");

fn main() {
    let Ok(serde_json::Value::Array(entries)) = serde_json::from_str(TABLE) else {
        eprintln!("the shipped table does not read");
        return;
    };
    let mut rng = Rng::new(2026);
    let budget =
        std::env::var("EXACT_HINT_BUDGET").ok().and_then(|text| text.parse().ok()).unwrap_or(5_000_000);
    let mut times: Vec<(Duration, String)> = Vec::new();
    let mut over: Vec<(Duration, String)> = Vec::new();
    let mut kinds = [0usize; 3];
    for entry in &entries {
        let text = |key: &str| entry.get(key).and_then(serde_json::Value::as_str).unwrap_or_default();
        let (Ok(problem), Ok(example)) = (Problem::parse(text("problem")), Placement::parse(text("example")))
        else {
            continue;
        };
        let Some(minimum) = entry
            .get("upper_bound")
            .and_then(serde_json::Value::as_u64)
            .filter(|_| text("status") == "proven")
        else {
            continue;
        };
        let only = std::env::var("EXACT_HINT_ONLY").unwrap_or_default();
        if problem.width() > 5 || problem.height() > 5 || !(only.is_empty() || only == problem.to_text()) {
            continue;
        }
        let mut tries = vec![Placement::empty(problem.width(), problem.height(), problem.cells())];
        for _ in 0..10 {
            let mut kept = example.clone();
            for (square, _) in reading_order(&example) {
                if rng.below(2) == 0 {
                    kept.set(square, None);
                }
            }
            tries.push(kept);
            let mut random = Placement::empty(problem.width(), problem.height(), problem.cells());
            for _ in 0..1 + rng.below(minimum as usize) {
                let square = Square::new(
                    rng.below(problem.width().into()) as u8,
                    rng.below(problem.height().into()) as u8,
                );
                let kinds: Vec<_> = problem.pieces().kinds().collect();
                if let Some(square) = square {
                    random.set(
                        square,
                        kinds.get(rng.below(kinds.len())).copied().or(ALL_PIECE_KINDS.first().copied()),
                    );
                }
            }
            tries.push(random);
        }
        for placed in tries {
            // As the page asks: with the table's example placement known.
            let known = vec![example.clone()];
            if std::env::var_os("EXACT_HINT_VERBOSE").is_some() {
                eprintln!("start {} with {placed}", problem.to_text());
            }
            let start = Instant::now();
            let reply = hint_within(&problem, &placed, Some(minimum as u32), &known, budget, &mut |_| {});
            let time = start.elapsed();
            if std::env::var_os("EXACT_HINT_VERBOSE").is_some() {
                eprintln!("{time:?}  {} with {placed}", problem.to_text());
            }
            let which = format!("{} with {placed}", problem.to_text());
            match reply.map(|reply| reply.hint) {
                None => over.push((time, which)),
                Some(hint) => {
                    times.push((time, which));
                    match hint {
                        Hint::Place { .. } => kinds[0] += 1,
                        Hint::Lift { .. } => kinds[1] += 1,
                        _ => kinds[2] += 1,
                    }
                }
            }
        }
    }
    times.sort();
    let Some((worst, which)) = times.last().cloned() else { return };
    let median = times[times.len() / 2].0;
    let p90 = times[times.len() * 9 / 10].0;
    let fast = times.iter().filter(|(time, _)| time.as_millis() < 200).count();
    println!(
        "exact hint, entries up to 5×5, {} tries ended ({} place, {} lift, {} other): median {median:?}, p90 {p90:?}, worst {worst:?} ({which}); {fast} under 200 ms",
        times.len(),
        kinds[0],
        kinds[1],
        kinds[2]
    );
    for (time, which) in times.iter().rev().take(5) {
        println!("  {time:?}  {which}");
    }
    println!("over budget ({budget} nodes): {}", over.len());
    for (time, which) in &over {
        println!("  {time:?}  {which}");
    }
}
