//! scratch
use std::time::Instant;

use chesslab::coverage::{solve, BishopRule, Objective, PieceSet, Problem};

fn main() {
    let arg = std::env::args().nth(1).unwrap_or_default();
    let run = |name: &str, p: Problem| {
        let t = Instant::now();
        let s = solve(&p, &mut |_| {});
        println!(
            "{name}: {:?} conf {} pl {} by_sq {:?} {:?} {:.3}s",
            s.best,
            s.configurations,
            s.placements,
            s.by_squares,
            s.stats,
            t.elapsed().as_secs_f64()
        );
        for e in s.examples.iter().take(3) {
            println!("  {e}");
        }
        if let Some(f) = &s.fewest_squares {
            println!("  fewest: {f}");
        }
    };
    if arg.contains("classic") {
        let t = Instant::now();
        let s = chesslab::coverage::reach(
            &Problem::classic(),
            64,
            chesslab::coverage::Method::Hitting,
            &mut |_| {},
        );
        println!("reach64 {:?} {:?} {:.3}s", s.best, s.stats, t.elapsed().as_secs_f64());
        let s = chesslab::coverage::reach(
            &Problem::classic(),
            64,
            chesslab::coverage::Method::Folding,
            &mut |_| {},
        );
        println!("fold reach64 {:?} {:?}", s.best, s.stats);
        run("max", Problem::classic());
    }
    if arg.contains("foldmax") {
        let t = Instant::now();
        let s = chesslab::coverage::solve_with(&Problem::classic(), chesslab::coverage::Method::Folding, &mut |_| {});
        println!("foldmax {:?} {} {} {:?} {:.3}s", s.best, s.configurations, s.placements, s.stats, t.elapsed().as_secs_f64());
    }
    if arg.contains("super") {
        run("super", Problem::classic().with_superpose(true));
        for set in ["KQRRBBN", "QRRBBNN", "KQRBBNN", "KQRRBNN", "KRRBBNN"] {
            let p = Problem::new(PieceSet::parse(set).unwrap(), 8)
                .unwrap()
                .with_superpose(true)
                .with_bishops(BishopRule::Opposite);
            run(set, p);
        }
    }
    if arg.contains("min") {
        for n in [5, 6, 7, 8] {
            run(
                &format!("min{n}"),
                Problem::new(PieceSet::CLASSIC, n).unwrap().with_objective(Objective::Min),
            );
        }
    }
}
