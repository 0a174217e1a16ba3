//! Exact-attack solver timings, single thread, timed with `std::time::Instant`.
//!
//! Run with `cargo bench --bench exact`.

use std::time::{Duration, Instant};

use chesslab::exact::{Mode, Problem, Solver};

fn main() {
    let limit: u64 =
        std::env::var("EXACT_BENCH_NODES").ok().and_then(|v| v.parse().ok()).unwrap_or(200_000_000);
    for n in [4usize, 5, 6] {
        for vacant in [false, true] {
            for k in 1..=3u8 {
                let mode = if vacant { Mode::VacantCells } else { Mode::EveryCell };
                let Ok(problem) = Problem::rectangle(n, n, k).map(|p| p.with_mode(mode)) else { continue };
                let solver = Solver::new(&problem).with_node_limit(limit);
                let start = Instant::now();
                let min = solver.minimum(&mut |_| {});
                let took: Duration = start.elapsed();
                println!(
                    "{:<16} min {:?} (>= {}) sols {} uniq {} nodes {} {:.3}s {}",
                    problem.to_text(),
                    min.min_pieces,
                    min.lower_bound,
                    min.solutions,
                    min.unique,
                    min.nodes,
                    took.as_secs_f64(),
                    min.example.unwrap_or_default()
                );
            }
        }
    }
}
