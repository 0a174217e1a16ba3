//! Solo Chess 8×8 solver benchmark (not a test): several hundred positions of
//! 12–32 pieces per rule set — built solvable by un-capturing, the same with
//! one piece's kind changed (mostly dead, one capture short of a win) and
//! random ones — timed one by one with a fresh solver, reported as median and
//! worst per piece count, with the slowest positions' codes. Then the three
//! ranks of bishops, run first so that the process's peak memory is theirs.
//!
//! `cargo bench --bench solo_8x8`; environment:
//! - `SOLO_BENCH=quick`: a sixth of the positions;
//! - `SOLO_BENCH_RULES=solo` or `solitaire`: one rule set only;
//! - `SOLO_BENCH_CAP=N`: a solve gives up after visiting N positions
//!   ([`Solver::solve_within`], default 4 000 000);
//! - `SOLO_BENCH_PIECES=N,M`: only these piece counts;
//! - `SOLO_BENCH_LIST=N`: list the N slowest positions per piece count (default 3);
//! - `SOLO_BENCH_CODES=FILE`: time the codes in FILE (one a line, `#` starts a comment line)
//!   under Solo rules instead; `benches/solo_hard_24.txt` holds the slowest 24-piece ones.
//!
//! History: what the solver's design choices measured on this benchmark when
//! each was made (the hardest 24-piece set under Solo rules unless said
//! otherwise). Kept here rather than in the solver's notes, where numbers of
//! an older version would go stale.
//! - Memo key without the kinds of pieces that have no capture left: about
//!   8% fewer visits.
//! - Squares to vacate, iterated until none is found: visits 32.4 M → 7.2 M,
//!   time 58 s → 18 s.
//! - A wall on the one possible last square (kings with a forced last
//!   capture): about 40% fewer visits on the hardest dead positions. A wall
//!   on the square of a king with one capture left cut no visits and cost time.
//! - The roles test: the slowest dead position went from 1.27 M visits in
//!   3.7 s to a refusal in 2.4 ms. Its step limit: 2^12 and 2^14 did alike;
//!   with 2^9 or 2^10 the slowest 28-piece positions took 2 to 3 s.
//! - Move ordering: a last tie-break by captures to spare (more first) made
//!   the search visit 2.7 times as many positions, so it was dropped.
//! - Sleep sets: about half the time on dead positions.

use std::time::Instant;

use chesslab_core::{
    board::{BoardShape, PieceKind, Square, ALL_PIECE_KINDS},
    rng::Rng,
    solo::{build_by_uncapturing, parse_code, to_code, Position, Rules, Solver},
};

/// Piece counts of the set.
const PIECE_COUNTS: [usize; 6] = [12, 16, 20, 24, 28, 32];
/// Positions per piece count: built, then as many with one kind changed, then random ones.
const BUILT: usize = 48;
const RANDOM: usize = 24;
/// Slowest positions listed per piece count, unless `SOLO_BENCH_LIST` says otherwise.
const LISTED: usize = 3;

/// One timed solve; `solvable` is `None` when it gave up at the cap.
struct Run {
    code: String,
    set: &'static str,
    seconds: f64,
    visited: u64,
    solvable: Option<bool>,
}

fn time_solve(position: &Position, rules: Rules, set: &'static str, cap: u64) -> Run {
    let mut solver = Solver::new(rules);
    let started = Instant::now();
    let answer = solver.solve_within(position, cap);
    let seconds = started.elapsed().as_secs_f64();
    if let Ok(Some(line)) = &answer {
        assert!(
            position.play_line(line, rules).is_ok_and(|end| end.is_won()),
            "a solution that does not win: {}",
            to_code(position)
        );
    }
    let visited = solver.positions_visited();
    Run { code: to_code(position), set, seconds, visited, solvable: answer.ok().map(|line| line.is_some()) }
}

/// A random 8×8 position: random kinds (at most one king under Solo rules) on random squares.
fn random_8x8(rng: &mut Rng, pieces: usize, rules: Rules) -> Position {
    let mut position = Position::empty(eight());
    while (position.piece_count() as usize) < pieces {
        let square = Square::from_index(rng.below(64) as u8);
        let kind = ALL_PIECE_KINDS[rng.below(ALL_PIECE_KINDS.len())];
        let too_many_kings =
            kind == PieceKind::King && !rules.kings_capturable && position.pieces_of(kind).count() > 0;
        if let Some(square) = square.filter(|&square| position.piece_at(square).is_none() && !too_many_kings)
        {
            position = position.with_piece(square, kind);
        }
    }
    position
}

/// A built position with one piece changed to another kind: usually one
/// capture short of a win, the hardest kind of dead position.
fn perturbed(rng: &mut Rng, position: &Position, rules: Rules) -> Position {
    let squares: Vec<Square> = position.occupied().squares().collect();
    let square = squares[rng.below(squares.len())];
    let kinds: Vec<PieceKind> = ALL_PIECE_KINDS
        .into_iter()
        .filter(|&kind| {
            Some(kind) != position.piece_at(square) && (rules.kings_capturable || kind != PieceKind::King)
        })
        .collect();
    position.with_piece(square, kinds[rng.below(kinds.len())])
}

fn eight() -> BoardShape {
    BoardShape::new(8, 8).unwrap_or(BoardShape::SOLITAIRE)
}

/// Median and worst of a group of runs, as a table row.
fn row(rules: &str, pieces: usize, label: &str, runs: &[&Run]) {
    if runs.is_empty() {
        return;
    }
    let mut times: Vec<f64> = runs.iter().map(|run| run.seconds).collect();
    times.sort_by(f64::total_cmp);
    let gave_up = runs.iter().filter(|run| run.solvable.is_none()).count();
    let worst_visited = runs.iter().map(|run| run.visited).max().unwrap_or(0);
    let all_visited: u64 = runs.iter().map(|run| run.visited).sum();
    println!(
        "{rules:>9} {pieces:>6} {label:>10} {:>5} {:>7} {:>10.3} {:>10.3} {worst_visited:>12} {all_visited:>12}",
        runs.len(),
        gave_up,
        times[times.len() / 2] * 1e3,
        times[times.len() - 1] * 1e3,
    );
}

/// What to run: the share of the set, the piece counts, the cap and how many slow positions to list.
struct Selection {
    scale: usize,
    piece_counts: Vec<usize>,
    cap: u64,
    listed: usize,
}

fn bench_rules(name: &str, rules: Rules, selection: &Selection) {
    let Selection { scale, cap, listed, .. } = *selection;
    let mut rng = Rng::new(8);
    for pieces in PIECE_COUNTS {
        // Every set is built even when skipped, so the random stream (and the positions) stay the same.
        let skipped = !selection.piece_counts.contains(&pieces);
        let built: Vec<Position> = (0..BUILT / scale)
            .filter_map(|i| build_by_uncapturing(&mut rng, eight(), rules, pieces, i % 2 == 0))
            .map(|(position, _)| position)
            .collect();
        let changed: Vec<Position> =
            built.iter().map(|position| perturbed(&mut rng, position, rules)).collect();
        let random: Vec<Position> =
            (0..RANDOM / scale).map(|_| random_8x8(&mut rng, pieces, rules)).collect();
        if skipped {
            continue;
        }
        let mut runs: Vec<Run> =
            built.iter().map(|position| time_solve(position, rules, "built", cap)).collect();
        assert!(runs.iter().all(|run| run.solvable != Some(false)), "a built position was refused");
        runs.extend(changed.iter().map(|position| time_solve(position, rules, "changed", cap)));
        runs.extend(random.iter().map(|position| time_solve(position, rules, "random", cap)));
        row(name, pieces, "all", &runs.iter().collect::<Vec<_>>());
        for set in ["built", "changed", "random"] {
            row(name, pieces, set, &runs.iter().filter(|run| run.set == set).collect::<Vec<_>>());
        }
        runs.sort_by(|a, b| b.seconds.total_cmp(&a.seconds));
        for run in runs.iter().take(listed) {
            let answer = run.solvable.map_or("gave up", |won| if won { "won" } else { "dead" });
            println!(
                "{:>28} {:>10.3} ms {:>10} visits {answer:>7} {:>7}  {}",
                "",
                run.seconds * 1e3,
                run.visited,
                run.set,
                run.code
            );
        }
    }
}

/// `BBBBBBBB/BBBBBBBB/BBBBBBBB`: once past 60 s and 1.8 GB.
fn bench_bishops() {
    let Ok(position) = parse_code("BBBBBBBB/BBBBBBBB/BBBBBBBB/8/8/8/8/8") else { return };
    for (name, rules) in [("solitaire", Rules::SOLITAIRE), ("solo", Rules::SOLO)] {
        let mut solver = Solver::new(rules);
        let started = Instant::now();
        let solvable = solver.solve(&position).is_some();
        println!(
            "Three ranks of bishops ({name}): solvable {solvable}, {:.3} ms, {} positions, memory table {} kB, process peak {}",
            started.elapsed().as_secs_f64() * 1e3,
            solver.positions_visited(),
            solver.memory_bytes() / 1024,
            peak_memory()
        );
    }
}

/// The process's peak resident memory, from `/proc` where there is one.
fn peak_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| status.lines().find(|line| line.starts_with("VmHWM:")).map(str::to_string))
        .map_or_else(|| "unknown".to_string(), |line| line.trim_start_matches("VmHWM:").trim().to_string())
}

/// Times each code of `file` under Solo rules.
fn bench_codes(file: &str, cap: u64) {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    for code in text.lines().map(str::trim).filter(|line| !line.is_empty() && !line.starts_with('#')) {
        let Ok(position) = parse_code(code) else {
            println!("unreadable: {code}");
            continue;
        };
        let run = time_solve(&position, Rules::SOLO, "file", cap);
        let answer = run.solvable.map_or("gave up", |won| if won { "won" } else { "dead" });
        println!("{:>10.3} ms {:>10} visits {answer:>7}  {code}", run.seconds * 1e3, run.visited);
    }
}

fn main() {
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    let cap = var("SOLO_BENCH_CAP").parse::<u64>().unwrap_or(4_000_000);
    if !var("SOLO_BENCH_CODES").is_empty() {
        bench_codes(&var("SOLO_BENCH_CODES"), cap);
        return;
    }
    bench_bishops();
    let selection = Selection {
        scale: if var("SOLO_BENCH") == "quick" { 6 } else { 1 },
        piece_counts: match var("SOLO_BENCH_PIECES") {
            text if text.is_empty() => PIECE_COUNTS.to_vec(),
            text => text.split(',').filter_map(|count| count.trim().parse().ok()).collect(),
        },
        cap,
        listed: var("SOLO_BENCH_LIST").parse().unwrap_or(LISTED),
    };
    println!("\nSolver: 8×8 positions, a fresh solver each, times in ms, giving up after {cap} positions");
    println!(
        "{:>9} {:>6} {:>10} {:>5} {:>7} {:>10} {:>10} {:>12} {:>12}",
        "rules", "pieces", "set", "n", "gave up", "median", "worst", "worst visits", "all visits"
    );
    for (name, rules) in [("solo", Rules::SOLO), ("solitaire", Rules::SOLITAIRE)] {
        if var("SOLO_BENCH_RULES").is_empty() || var("SOLO_BENCH_RULES") == name {
            bench_rules(name, rules, &selection);
        }
    }
}
