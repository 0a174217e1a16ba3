//! The fast queens counter and the half-board join (`queens::join`, open
//! boards up to N = 21) against the counters they must beat, on one
//! thread: the Rust baseline (mirror-only bitmask search) and, when a C
//! compiler is at hand, the two C references of `benches/reference/` — a
//! plain mirror-symmetry counter (`mirror.c`) and a constellation counter in
//! NQueensFAF's manner (`constellations.c`), built with
//! `cc -O3 -march=native`.
//!
//! Run with `cargo bench --bench queens`; `QUEENS_BENCH_MAX=17` adds N = 17
//! (a few minutes). Every counter runs several times at each size,
//! interleaved, and the best and the worst wall-clock time are printed: the
//! machine is shared, and the best is the steadier number.
//!
//! History: when it replaced the baseline, the fast counter was about
//! 3.5–4× faster at N = 15..16. On 2026-11-28 (2 shared, loaded cores; user
//! CPU seconds, best–worst of interleaved runs), before → after the closed-form
//! last rows and the lighter look-ahead: N = 15 0.24–0.32 → 0.21–0.28 s
//! (mirror.c 0.67–0.84, constellations.c 0.25–0.31), N = 16 1.68–2.23 →
//! 1.56–1.94 s (4.56–5.13, 1.77–2.14), N = 17 14.08–14.16 → 11.64–12.00 s
//! (35.14–35.89, 13.20–14.23). This benchmark's own wall times, same day:
//! N = 12 1–2 ms, 13 6–9 ms, 14 44–52 ms, 15 0.21–0.31 s. Later that day,
//! the join before → after its walk (lists grown along the row splits, not
//! listed per split; more load, 5–6 interleaved runs of `examples/queens_count`):
//! N = 15 0.28–0.34 → 0.13–0.15 s (mirror.c 0.82–0.86: 0.16–0.18 of its
//! time, the goal 0.22), N = 16 0.83–0.91 → 0.75–0.78 s, N = 17
//! 7.07–7.34 → 5.05–5.35 s.

use std::{
    path::PathBuf,
    process::Command,
    time::{Duration, Instant},
};

use chesslab_core::queens::{baseline, count, join, parts, Problem};

/// Best and worst of a series of times.
#[derive(Clone, Copy)]
struct Span {
    best: Duration,
    worst: Duration,
}

impl Span {
    const EMPTY: Span = Span { best: Duration::MAX, worst: Duration::ZERO };

    fn add(&mut self, t: Duration) {
        self.best = self.best.min(t);
        self.worst = self.worst.max(t);
    }

    fn show(self) -> String {
        if self.best == Duration::MAX {
            return format!("{:>15}", "-");
        }
        format!("{:>6.3}–{:<6.3}s", self.best.as_secs_f64(), self.worst.as_secs_f64())
    }
}

/// Builds `benches/reference/{name}.c`; `None` without a C compiler.
fn build_reference(name: &str) -> Option<PathBuf> {
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("benches/reference/{name}.c"));
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("queens-bench-{name}"));
    let status = Command::new("cc").args(["-O3", "-march=native", "-o"]).arg(&out).arg(&source).status();
    match status {
        Ok(s) if s.success() => Some(out),
        _ => {
            eprintln!("{name}.c not built (no working `cc`): its column stays empty");
            None
        }
    }
}

/// Runs a reference counter on one size: its total and its own timing
/// (the line it prints is "N total seconds ...").
fn run_reference(program: &PathBuf, n: usize) -> Option<(u64, Duration)> {
    let output = Command::new(program).arg(n.to_string()).output().ok()?;
    let text = String::from_utf8(output.stdout).ok()?;
    let mut fields = text.split_whitespace().skip(1);
    let total = fields.next()?.parse().ok()?;
    let seconds: f64 = fields.next()?.parse().ok()?;
    Some((total, Duration::from_secs_f64(seconds)))
}

fn main() {
    let max_n = std::env::var("QUEENS_BENCH_MAX")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .unwrap_or(16)
        .clamp(12, 20);
    let references: Vec<Option<PathBuf>> =
        ["mirror", "constellations"].iter().map(|name| build_reference(name)).collect();

    println!("N-queens, one thread, best–worst wall time of interleaved runs.");
    println!(
        "fast = this crate's counter (src/queens/fast.rs); join = the half-board join (src/queens/join/);"
    );
    println!("baseline = Rust mirror-only search;");
    println!("mirror.c / constellations.c = benches/reference/ (cc -O3 -march=native).\n");
    println!(
        "{:>3} | {:>11} | {:>5} | {:>15} | {:>15} | {:>15} | {:>15} | {:>15} | {:>6} | {:>6} | {:>6}",
        "N",
        "solutions",
        "parts",
        "fast",
        "join",
        "baseline",
        "mirror.c",
        "constellations.c",
        "f/mir",
        "con/f",
        "con/j"
    );
    println!("{}", "-".repeat(147));
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
            _ => 2,
        };
        // fast, baseline, mirror.c, constellations.c, join.
        let mut spans = [Span::EMPTY; 5];
        let mut fast_total = 0;
        for _ in 0..reps {
            let start = Instant::now();
            let fast = count(&problem);
            fast_total = fast.total;
            spans[0].add(start.elapsed());

            // The Rust baseline takes minutes from N = 17: mirror.c stands for it there.
            if n <= 16 {
                let start = Instant::now();
                let base_total = baseline::count_total(&problem);
                spans[1].add(start.elapsed());
                assert_eq!(base_total, fast_total, "baseline and fast disagree at N = {n}");
            }
            // The join counts open boards up to N = 21, every size of this benchmark.
            let start = Instant::now();
            let joined = join::count(&problem);
            spans[4].add(start.elapsed());
            assert_eq!(joined, Ok(fast), "the join and the fast counter disagree at N = {n}");

            for (span, program) in spans[2..4].iter_mut().zip(&references) {
                if let Some((total, time)) = program.as_ref().and_then(|p| run_reference(p, n)) {
                    assert_eq!(total, fast_total, "a reference counter disagrees at N = {n}");
                    span.add(time);
                }
            }
        }
        let ratio = |a: Span, b: Span| {
            if a.best == Duration::MAX || b.best == Duration::MAX {
                "-".to_string()
            } else {
                format!("{:.2}", a.best.as_secs_f64() / b.best.as_secs_f64())
            }
        };
        println!(
            "{:>3} | {:>11} | {:>5} | {} | {} | {} | {} | {} | {:>6} | {:>6} | {:>6}",
            n,
            fast_total,
            parts(&problem).len(),
            spans[0].show(),
            spans[4].show(),
            spans[1].show(),
            spans[2].show(),
            spans[3].show(),
            ratio(spans[0], spans[2]),
            ratio(spans[3], spans[0]),
            ratio(spans[3], spans[4]),
        );
    }
}
