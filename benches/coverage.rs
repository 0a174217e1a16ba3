//! scratch
use std::time::Instant;

use chesslab::coverage::{reach, solve, solve_with, Method, Problem};

fn main() {
    let p = Problem::classic();
    for method in [Method::Hitting, Method::Folding] {
        let t = Instant::now();
        let s = reach(&p, 64, method, &mut |_| {});
        println!("{method:?} reach64: {:?} {:?} {:.3}s", s.best, s.stats, t.elapsed().as_secs_f64());
    }
    let t = Instant::now();
    let s = solve(&p, &mut |_| {});
    println!(
        "max: {:?} conf {} pl {} {:?} {:.3}s",
        s.best,
        s.configurations,
        s.placements,
        s.stats,
        t.elapsed().as_secs_f64()
    );
    for e in s.examples.iter().take(3) {
        println!("  {e}");
    }
    let _ = solve_with;
}
