#![allow(clippy::unwrap_used)]

use super::*;

/// Every try of one or two pieces (each kind on each cell, and pairs
/// that some symmetry maps onto themselves), with and without a piece
/// excluded: the search breaking the symmetries that fix the try finds
/// a placement exactly when the search breaking none does, at the
/// minimum and one above.
#[test]
fn breaking_the_symmetries_that_fix_a_try_loses_no_placement() {
    for text in ["4x4,k=1", "4x4,k=2,pieces=KQRBN", "3x3,k=2,vacant", "4x4,k=2,vacant,pieces=KQRBN"] {
        let problem = Problem::parse(text).unwrap();
        let solver = Solver::new(&problem);
        let plain = Solver { symmetry: None, ..solver.clone() };
        let minimum = solver.minimum(&mut |_| {}).min_pieces.unwrap();
        let grid = problem.grid();
        let squares: Vec<Square> = grid.on_squares().collect();
        let kinds: Vec<PieceKind> = problem.pieces().kinds().collect();
        let empty = Placement::empty(grid.width(), grid.height(), grid.cells());
        let mut tries = Vec::new();
        for &a in &squares {
            for &kind in &kinds {
                let mut one = empty.clone();
                one.set(a, Some(kind));
                tries.push((one.clone(), None));
                for &b in squares.iter().filter(|&&b| b != a) {
                    let mut two = one.clone();
                    two.set(b, Some(kind));
                    tries.push((two, None));
                    tries.push((one.clone(), Some((b, kind))));
                }
            }
        }
        let mut fixed = 0;
        for (kept, excluded) in &tries {
            for cap in [minimum, minimum + 1] {
                let broken = solver.first_keeping_within(kept, *excluded, cap, u64::MAX, &mut |_| {});
                let whole = plain.first_keeping_within(kept, *excluded, cap, u64::MAX, &mut |_| {});
                assert_eq!(broken.found.is_some(), whole.found.is_some(), "{text} {kept} {excluded:?} {cap}");
                if let Some(found) = &broken.found {
                    assert!(problem.is_solved_by(found) && found.piece_count() <= cap);
                    let keeps = kept
                        .on_squares()
                        .all(|s| kept.piece_at(s).is_none_or(|k| found.piece_at(s) == Some(k)));
                    assert!(keeps, "{found} keeps {kept}");
                    assert!(excluded.is_none_or(|(s, k)| found.piece_at(s) != Some(k)), "{found}");
                }
                fixed += usize::from(broken.nodes < whole.nodes);
            }
        }
        assert!(fixed > 0, "{text}: the symmetries fixing a try never cut a node");
    }
}
