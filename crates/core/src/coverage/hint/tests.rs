#![allow(clippy::unwrap_used, clippy::panic)]

use super::*;
use crate::{
    board::Bitboard,
    coverage::{BishopRule, PieceSet},
};

/// Every placement of `left` (kinds) added to `kept` that [`Placement::new`] accepts, by brute force.
fn every_completion(
    problem: &Problem,
    kept: &[(PieceKind, Square)],
    left: &[PieceKind],
    out: &mut Vec<Placement>,
) {
    let Some((&kind, rest)) = left.split_first() else {
        out.extend(Placement::new(problem, kept.iter().copied()));
        return;
    };
    let side = problem.side() as u8;
    for square in (0..side).flat_map(|rank| (0..side).filter_map(move |file| Square::new(file, rank))) {
        let mut more = kept.to_vec();
        more.push((kind, square));
        if Placement::new(problem, more.iter().copied()).is_ok() {
            every_completion(problem, &more, rest, out);
        }
    }
}

/// The squares attacked by every placement keeping `kept`, by brute force
/// (computed once per try: each question asked of it is then a scan).
fn every_attacked(problem: &Problem, kept: &Placement) -> Vec<Bitboard> {
    let mut left = Vec::new();
    for kind in crate::coverage::KINDS {
        for _ in kept.count(kind)..problem.pieces().count(kind) {
            left.push(kind);
        }
    }
    let mut all = Vec::new();
    every_completion(problem, kept.pieces(), &left, &mut all);
    all.iter().map(Placement::attacked).collect()
}

/// Whether one of the `completions` attacks `target` and leaves `leave`.
fn brute(completions: &[Bitboard], target: u32, leave: Option<Square>) -> bool {
    completions
        .iter()
        .any(|attacked| attacked.count() >= target && leave.is_none_or(|s| !attacked.contains(s)))
}

fn problems() -> Vec<Problem> {
    let mut problems = Vec::new();
    for (set, side) in [("QN", 3), ("RB", 4), ("KBB", 3), ("QRN", 3), ("RRB", 4), ("NNB", 4), ("KQ", 4)] {
        // The bishops' rule changes nothing for a set of fewer than two bishops.
        let rules: &[BishopRule] = if set.matches('B').count() >= 2 {
            &[BishopRule::Opposite, BishopRule::Same, BishopRule::Any]
        } else {
            &[BishopRule::Any]
        };
        for &rule in rules {
            for superpose in [false, true] {
                let problem = Problem::build(PieceSet::parse(set).unwrap(), side, superpose).unwrap();
                problems.push(problem.with_bishops(rule));
            }
        }
    }
    problems
}

/// Every try of up to two pieces on boards 3×3 and 4×4: the completion
/// search agrees with brute force at the best and one below, and with a
/// square to leave alone; each hint is checked against brute force too.
#[test]
fn completions_and_hints_agree_with_brute_force() {
    for problem in problems() {
        let listing = crate::coverage::solve(&problem.with_example_limit(500), &mut |_| {});
        let best = listing.best.unwrap();
        let mut tries = Vec::new();
        every_completion(&problem, &[], &[], &mut tries);
        let kinds: Vec<PieceKind> =
            crate::coverage::KINDS.into_iter().filter(|&k| problem.pieces().count(k) > 0).collect();
        for &a in &kinds {
            let mut ones = Vec::new();
            every_completion(&problem, &[], &[a], &mut ones);
            for one in &ones {
                tries.push(one.clone());
                for &b in &kinds {
                    let mut twos = Vec::new();
                    every_completion(&problem, one.pieces(), &[b], &mut twos);
                    tries.extend(twos.into_iter().step_by(3));
                }
            }
        }
        let squares = problem.side() as u32 * problem.side() as u32;
        // A square to leave alone in the corner, on the edge and inside:
        // the pieces that would attack each whatever comes between differ.
        let (corner, edge, inside) = (Square::new(0, 0), Square::new(1, 0), Square::new(1, 1));
        for kept in &tries {
            let completions = every_attacked(&problem, kept);
            let mut asked = vec![(best, None), (best - 1, None), (best.min(squares - 1), corner)];
            if kept.pieces().len() <= 1 {
                // (Of two pieces, the hints are slow: the corner only.)
                asked.extend([
                    (best.min(squares - 1), edge),
                    (best.saturating_sub(1).min(squares - 2), inside),
                ]);
            }
            for (target, leave) in asked {
                let found = completion(&problem, kept, target, leave, &mut |_| {});
                assert_eq!(
                    found.is_some(),
                    brute(&completions, target, leave),
                    "{problem:?} {kept} {target} {leave:?}"
                );
                if let Some(found) = &found {
                    let attacked = found.attacked();
                    assert!(attacked.count() >= target && leave.is_none_or(|s| !attacked.contains(s)));
                    assert!(Placement::new(&problem, found.pieces().iter().copied()).is_ok(), "{found}");
                    assert!(kept.pieces().iter().all(|&(k, s)| found.at(s).any(|f| f == k)));
                }
                check_hint(
                    &problem,
                    (kept, &completions),
                    target,
                    leave,
                    hint(&problem, kept, target, leave, &mut |_| {}),
                );
                if target == best && listing.configurations == listing.examples.len() as u64 {
                    let settings = Settings {
                        pieces: problem.pieces().to_string(),
                        side: problem.side(),
                        bishops: problem.bishops(),
                        superpose: problem.superpose(),
                    };
                    let task = HintTask {
                        settings,
                        placed: kept.clone(),
                        target,
                        leave,
                        best: listing.examples.clone(),
                    };
                    check_hint(&problem, (kept, &completions), target, leave, task.run(&mut |_| {}).unwrap());
                }
            }
        }
    }
}

/// Whether some placement keeping `kept` attacks `target` and leaves `leave`, by brute force.
fn possible(problem: &Problem, kept: &Placement, target: u32, leave: Option<Square>) -> bool {
    brute(&every_attacked(problem, kept), target, leave)
}

/// Checks `reply`, a hint for `kept` (whose `completions` are given), by brute force.
fn check_hint(
    problem: &Problem,
    (kept, completions): (&Placement, &[Bitboard]),
    target: u32,
    leave: Option<Square>,
    reply: HintReply,
) {
    match reply {
        HintReply::Place { kind, square } => {
            let more =
                Placement::new(problem, kept.pieces().iter().copied().chain([(kind, square)])).unwrap();
            assert!(possible(problem, &more, target, leave), "{kept} + {kind:?} {square}");
        }
        HintReply::Lift { kind, square, enough } => {
            assert!(!brute(completions, target, leave));
            assert_eq!(possible(problem, &kept.without(kind, square), target, leave), enough);
            if !enough {
                assert!(kept.pieces().iter().all(|&(k, s)| !possible(
                    problem,
                    &kept.without(k, s),
                    target,
                    leave
                )));
            }
        }
        HintReply::Reached => assert_eq!(kept.pieces().len(), problem.pieces().len()),
        HintReply::Unreachable => {
            assert!(!possible(problem, &Placement::empty(problem.side()), target, leave))
        }
    }
}

#[test]
fn a_task_reads_back_and_refuses_a_bad_try() {
    let task = HintTask {
        settings: Settings::default(),
        placed: Placement::read_list("Qd4,Nb1", &Problem::classic()).unwrap(),
        target: 63,
        leave: Square::parse("h8"),
        best: Vec::new(),
    };
    let read = |text: &str| HintTask::from_text(text);
    let text = task.to_json().to_text();
    assert_eq!(read(&text).unwrap(), task);
    let small =
        crate::coverage::solve(&Problem::new(PieceSet::parse("QN").unwrap(), 3).unwrap(), &mut |_| {});
    let text = HintTask { best: small.examples.clone(), ..task.clone() }.to_json().to_text();
    let bad = text.replace("Qd4", "Qd4,Qe4");
    assert!(read(&bad).unwrap_err().to_string().contains("1 queen"));
    // The known best must be placements of the puzzle's own pieces (these are of Q and N on 3×3).
    assert_eq!(
        read(&text).unwrap_err().to_string(),
        format!("{} is not a placement of this puzzle's pieces", small.examples[0])
    );
}
