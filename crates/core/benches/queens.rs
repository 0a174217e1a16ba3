//! Baseline (mirror-only bitmask search) vs the fast symmetry counter, on
//! one thread, timed with `std::time::Instant`.
//!
//! Run with `cargo bench --bench queens`. Set `QUEENS_BENCH_MAX=17` to add
//! N = 17 (about a minute more). Each size runs several times, baseline and
//! fast interleaved, and the best time of each is reported, which keeps the
//! numbers steady on a shared machine.
//!
//! History: when it replaced the baseline, the fast counter was about
//! 3.5–4× faster at N = 15..16 on one thread.

use std::time::{Duration, Instant};

use chesslab_core::queens::{baseline, count, parts, Problem};

/// Best wall-clock time over `reps` runs of each counter (interleaved), and
/// the totals they returned.
fn measure(problem: &Problem, reps: usize) -> (Duration, Duration, u64, u64) {
    let mut best_base = Duration::MAX;
    let mut best_fast = Duration::MAX;
    let (mut base_total, mut fast_total) = (0, 0);
    for _ in 0..reps {
        let start = Instant::now();
        fast_total = count(problem).total;
        best_fast = best_fast.min(start.elapsed());

        let start = Instant::now();
        base_total = baseline::count_total(problem);
        best_base = best_base.min(start.elapsed());
    }
    (best_base, best_fast, base_total, fast_total)
}

fn main() {
    let max_n = std::env::var("QUEENS_BENCH_MAX")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(16)
        .clamp(12, 20);

    println!("N-queens, single thread: baseline = bitmask DFS with first-row mirror only;");
    println!("fast = ring-symmetry representatives + look-ahead (src/queens/fast.rs).");
    println!("Best of several interleaved runs.\n");
    println!(
        "{:>3} | {:>12} | {:>6} | {:>12} | {:>12} | {:>8}",
        "N", "solutions", "parts", "baseline", "fast", "speed-up"
    );
    println!("{}", "-".repeat(68));
    for n in 12..=max_n {
        let Ok(problem) = Problem::new(n) else {
            continue;
        };
        let reps = match n {
            12 => 30,
            13 => 15,
            14 => 7,
            15 => 5,
            16 => 3,
            _ => 1,
        };
        let (base, fast, base_total, fast_total) = measure(&problem, reps);
        assert_eq!(base_total, fast_total, "counters disagree at N = {n}");
        println!(
            "{:>3} | {:>12} | {:>6} | {:>10.3}ms | {:>10.3}ms | {:>7.2}x",
            n,
            fast_total,
            parts(&problem).len(),
            base.as_secs_f64() * 1e3,
            fast.as_secs_f64() * 1e3,
            base.as_secs_f64() / fast.as_secs_f64()
        );
    }
}
