//! The worker's hint: a second at most when minimal placements are known.
//!
//! A try that no minimal placement keeps is refuted by a search of every
//! placement holding it, which on the table's larger entries takes from
//! seconds to minutes (a queen in the corner of 6×6, k = 2: 24 s). When the
//! page knows minimal placements (the results table's), the hint searches
//! [`QUICK_NODES`] nodes at most, then answers from them instead: the piece
//! of the try that the known placement holding most of the try does not
//! hold ([`Hint::Stray`]) — lifting it leads toward that placement, though
//! another minimal placement, not known, might keep it.

use super::hint::{hint_with, hint_within, reading_order, Hint, HintReply};
use crate::{
    exact::{symmetry::Symmetries, Placement, Problem},
    task::Progress,
};

/// The nodes a hint searches before it answers from the placements known:
/// a quarter to a half of a second in the browser (6×6, k = 2 searches about
/// 500 000 a second natively, and the browser's search is slower), so that the
/// answer comes within a second on a busy machine.
pub const QUICK_NODES: u64 = 120_000;

/// [`hint_with`], answered from the minimal placements `known` (see the
/// module's note) when its searches run over [`QUICK_NODES`]; without a
/// `minimum` or a placement known, the whole search.
///
/// ```
/// use chesslab_core::{board::{PieceKind, Square}, exact::{quick_hint, Hint, Placement, Problem}};
///
/// let problem = Problem::parse("6x6,k=2")?;
/// let known = [Placement::parse("1Q2Q1/5P/2PB2/1K2K1/2P2R/R4R")?];
/// // A queen in the corner: refuting it takes 24 s; the known placement has a rook there.
/// let corner = Placement::parse("6/6/6/6/6/Q5")?;
/// let reply = quick_hint(&problem, &corner, Some(11), &known, &mut |_| {});
/// let a1 = Square::parse("a1").ok_or("a1")?;
/// assert_eq!(reply.hint, Hint::Stray { square: a1, kind: PieceKind::Queen });
/// // A rook there is in it: the next piece of the known placement is the hint.
/// let rook = Placement::parse("6/6/6/6/6/R5")?;
/// assert!(matches!(quick_hint(&problem, &rook, Some(11), &known, &mut |_| {}).hint, Hint::Place { .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn quick_hint(
    problem: &Problem,
    placed: &Placement,
    minimum: Option<u32>,
    known: &[Placement],
    progress: &mut dyn FnMut(Progress),
) -> HintReply {
    if let (Some(fewest), false) = (minimum, known.is_empty()) {
        if let Some(reply) = hint_within(problem, placed, minimum, known, QUICK_NODES, progress) {
            return reply;
        }
        if let Some(hint) = stray(problem, placed, fewest, known) {
            return HintReply { hint, minimum };
        }
    }
    hint_with(problem, placed, minimum, known, progress)
}

/// The first piece of `placed`, in reading order, that the known minimal
/// placement (or image) holding most of its pieces does not hold.
fn stray(problem: &Problem, placed: &Placement, minimum: u32, known: &[Placement]) -> Option<Hint> {
    let symmetries = Symmetries::of(problem);
    let pieces = reading_order(placed);
    let held = |image: &Placement| {
        pieces.iter().filter(|&&(square, kind)| image.piece_at(square) == Some(kind)).count()
    };
    let nearest = known
        .iter()
        .filter(|known| known.piece_count() == minimum && problem.is_solved_by(known))
        .flat_map(|known| symmetries.images(known))
        .max_by_key(held)?;
    let (square, kind) = pieces.into_iter().find(|&(square, kind)| nearest.piece_at(square) != Some(kind))?;
    Some(Hint::Stray { square, kind })
}
