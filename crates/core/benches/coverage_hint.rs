//! The Coverage hint as the worker computes it (`HintTask::run`), timed with
//! `std::time::Instant` on one thread: the seed's eight pieces on 8×8 toward
//! the proven best (63), on tries of nothing to seven pieces on squares
//! drawn at random (seeded), half of them with a square to leave alone (a
//! "leave only this square unattacked" challenge). The goal is under 200 ms
//! each; reported: median, p90 and worst (the worst try named), for tries
//! with and without a challenge, as the page asks (with the listing's 144
//! best configurations) and, for one try in five, by the search alone (as
//! when the page asks before the listing is done).
//!
//! Run with `cargo bench --bench coverage_hint`.

use std::time::{Duration, Instant};

use chesslab_core::{
    board::{PieceKind, Square},
    coverage::{solve, HintReply, HintTask, Placement, Problem, Settings, KINDS},
    rng::Rng,
    task::Task,
};

fn main() {
    let problem = Problem::classic();
    let listing = solve(&problem.with_example_limit(500), &mut |_| {});
    let best = listing.best.unwrap_or(0);
    let mut rng = Rng::new(2026);
    let mut times: [Vec<(Duration, String)>; 4] = Default::default();
    let mut kinds = [0usize; 3];
    let set: Vec<PieceKind> =
        KINDS.iter().flat_map(|&kind| std::iter::repeat_n(kind, problem.pieces().count(kind))).collect();
    for round in 0..200 {
        let wanted = rng.below(8);
        let mut pieces = Vec::new();
        let mut order = set.clone();
        // A shuffle (Fisher–Yates), so any pieces may be the placed ones.
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        for &kind in order.iter().take(wanted) {
            // A square the try accepts (the bishops' colours, one piece a square).
            for _ in 0..100 {
                let Some(square) = Square::from_index(rng.below(64) as u8) else { continue };
                let mut more: Vec<(PieceKind, Square)> = pieces.clone();
                more.push((kind, square));
                if Placement::new(&problem, more.iter().copied()).is_ok() {
                    pieces = more;
                    break;
                }
            }
        }
        let Ok(placed) = Placement::new(&problem, pieces) else { continue };
        let challenge = round % 2 == 1;
        let leave = if challenge { Square::from_index(rng.below(64) as u8) } else { None };
        let target = if challenge { best.min(63) } else { best };
        // As the page asks: with the listing's best configurations.
        let task =
            HintTask { settings: Settings::default(), placed, target, leave, best: listing.examples.clone() };
        let which = format!(
            "{}{}",
            task.placed.list_text(),
            leave.map(|s| format!(" leave {s}")).unwrap_or_default()
        );
        let start = Instant::now();
        let reply = task.run(&mut |_| {});
        times[usize::from(challenge)].push((start.elapsed(), which.clone()));
        if round % 5 < 2 {
            // Without the listing: the search alone.
            let start = Instant::now();
            let searched = HintTask { best: Vec::new(), ..task }.run(&mut |_| {});
            times[2 + usize::from(challenge)].push((start.elapsed(), which));
            assert_eq!(searched.is_ok(), reply.is_ok());
        }
        match reply {
            Ok(HintReply::Place { .. }) => kinds[0] += 1,
            Ok(HintReply::Lift { .. }) => kinds[1] += 1,
            _ => kinds[2] += 1,
        }
    }
    let names =
        ["toward the best", "leave one square", "toward the best, searched", "leave one square, searched"];
    for (name, mut times) in names.into_iter().zip(times) {
        times.sort();
        let median = times[times.len() / 2].0;
        let p90 = times[times.len() * 9 / 10].0;
        let (worst, which) = &times[times.len() - 1];
        println!(
            "coverage hint, K Q R R B B N N on 8×8, {name}, {} tries: median {median:?}, p90 {p90:?}, worst {worst:?} ({which})",
            times.len()
        );
    }
    println!("replies: {} place, {} lift, {} other (best {best})", kinds[0], kinds[1], kinds[2]);
}
