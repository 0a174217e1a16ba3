//! The solver's hint for a try at an exact-attack puzzle: a piece and a
//! cell from a placement with the fewest pieces that keeps every piece the
//! player placed, or, when none keeps them all, a piece to lift.
//!
//! The fewest pieces is the hint's target: the proven minimum when the
//! page knows it (the results table), else proven here first
//! ([`Solver::minimum`]). Which piece: the first placement the search meets
//! with at most the target's pieces, keeping the try's, gives its piece on
//! the first cell (reading order: top rank first, each from the left) the
//! try leaves empty, so the same try always gets the same hint. Which piece
//! to lift: the first in reading order whose lifting leaves a try some
//! minimal placement keeps. Minimal placements the page knows already (the
//! table's example, a proof's list) are asked first: a try one of them
//! keeps needs no search; only a try none keeps is searched, and refuting
//! it is the long part. When lifting any one is not enough, the piece
//! whose lifting leaves the fewest cells with a wrong count, so that the
//! player can ask again.

use serde::{Deserialize, Serialize};

use super::{
    counted_cells, Fit, Placement, Problem, ProblemTextError, Solver, MAX_BROWSED, MAX_PIECES_ASKED,
};
use crate::{
    board::{PieceKind, Square},
    task::{Progress, Task},
};

/// Ask for a hint: the problem, the pieces placed, the fewest pieces if
/// known and minimal placements known. Sent as `{"problem": "4x4,k=1",
/// "placed": "4/1BB1/4/4", "minimum": 4, "known": ["4/1BB1/1BB1/4"]}` (the
/// problem's text form, puzzle codes), every field checked when read.
///
/// ```
/// use chesslab_core::{board::{PieceKind, Square}, exact::{Hint, HintTask, Placement, Problem}, task::Task};
///
/// let problem = Problem::parse("4x4,k=1")?;
/// // Two bishops of the four on b2, c2, b3, c3: the hint is another.
/// let placed = Placement::parse("4/1BB1/4/4")?;
/// let reply = HintTask { problem: problem.clone(), placed, minimum: Some(4), known: Vec::new() }.run(&mut |_| {})?;
/// assert!(matches!(reply.hint, Hint::Place { .. }));
///
/// // A queen in a corner is in no placement of four pieces.
/// let corner = Placement::parse("Q3/4/4/4")?;
/// let reply = HintTask { problem, placed: corner, minimum: None, known: Vec::new() }.run(&mut |_| {})?;
/// assert_eq!(reply.minimum, Some(4)); // proven in the task
/// let a4 = Square::parse("a4").ok_or("a4")?;
/// assert_eq!(reply.hint, Hint::Lift { square: a4, kind: PieceKind::Queen, enough: true });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "HintTaskFields", try_from = "HintTaskFields")]
pub struct HintTask {
    /// The puzzle.
    pub problem: Problem,
    /// The try: the pieces placed, on the problem's board.
    pub placed: Placement,
    /// The fewest pieces of a solution, when known (else the task proves it).
    pub minimum: Option<u32>,
    /// Minimal placements known (at most [`MAX_BROWSED`]; with `minimum`
    /// only, and only those that solve the problem with that many pieces are used).
    pub known: Vec<Placement>,
}

/// A [`HintTask`] as sent, before it is checked.
#[derive(Serialize, Deserialize)]
struct HintTaskFields {
    problem: String,
    placed: String,
    #[serde(default)]
    minimum: Option<u32>,
    #[serde(default)]
    known: Vec<String>,
}

impl From<HintTask> for HintTaskFields {
    fn from(task: HintTask) -> HintTaskFields {
        let known = task.known.iter().map(ToString::to_string).collect();
        HintTaskFields {
            problem: task.problem.to_text(),
            placed: task.placed.to_string(),
            minimum: task.minimum,
            known,
        }
    }
}

/// Why a hint task was refused when read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HintTaskError {
    /// The problem's text does not read.
    #[error("problem: {0}")]
    Problem(#[from] ProblemTextError),
    /// The try's code does not read.
    #[error("placed: {0}")]
    Placed(#[from] crate::board::BoardTextError),
    /// The try is on another board than the problem's.
    #[error("placed: the try is not on the problem's board")]
    OtherBoard,
    /// The minimum is out of range.
    #[error("minimum {0} is out of range: at most {MAX_PIECES_ASKED}")]
    Minimum(u32),
    /// Too many placements known.
    #[error("known: {0} placements, at most {MAX_BROWSED}")]
    TooManyKnown(usize),
}

impl TryFrom<HintTaskFields> for HintTask {
    type Error = HintTaskError;

    fn try_from(fields: HintTaskFields) -> Result<HintTask, HintTaskError> {
        let problem = Problem::parse(&fields.problem)?;
        let placed = Placement::parse(&fields.placed)?;
        if placed.grid() != problem.grid() {
            return Err(HintTaskError::OtherBoard);
        }
        if let Some(minimum) = fields.minimum.filter(|&minimum| minimum > MAX_PIECES_ASKED) {
            return Err(HintTaskError::Minimum(minimum));
        }
        if fields.known.len() > MAX_BROWSED {
            return Err(HintTaskError::TooManyKnown(fields.known.len()));
        }
        let known = fields.known.iter().map(|code| Placement::parse(code)).collect::<Result<_, _>>()?;
        Ok(HintTask { problem, placed, minimum: fields.minimum, known })
    }
}

/// What the hint says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Hint {
    /// Put this piece on this cell: it is in a minimal placement with every piece placed.
    Place {
        /// The cell.
        square: Square,
        /// The piece.
        kind: PieceKind,
    },
    /// No minimal placement keeps every piece placed: lift this one.
    Lift {
        /// Where the piece stands.
        square: Square,
        /// The piece.
        kind: PieceKind,
        /// Whether some minimal placement keeps every other piece.
        enough: bool,
    },
    /// The try solves the puzzle already.
    Solved,
    /// No placement of the allowed pieces solves the puzzle.
    NoSolution,
}

/// The hint and the fewest pieces it aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintReply {
    /// The hint.
    pub hint: Hint,
    /// The fewest pieces of a solution (`None` when there is none, or the
    /// try is solved before it was needed).
    pub minimum: Option<u32>,
}

impl Task for HintTask {
    type Reply = HintReply;
    type Error = std::convert::Infallible;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<HintReply, Self::Error> {
        Ok(hint_with(&self.problem, &self.placed, self.minimum, &self.known, progress))
    }
}

/// The hint for the try `placed` on `problem`, aiming at `minimum` pieces
/// (proven here when `None`; see the module's note). `progress` gets the
/// share of the planned searches done, in millionths.
pub fn hint(
    problem: &Problem,
    placed: &Placement,
    minimum: Option<u32>,
    progress: &mut dyn FnMut(Progress),
) -> HintReply {
    hint_with(problem, placed, minimum, &[], progress)
}

/// [`hint()`] asking the minimal placements `known` first (those that solve
/// `problem` with `minimum` pieces; none without a `minimum`).
pub fn hint_with(
    problem: &Problem,
    placed: &Placement,
    minimum: Option<u32>,
    known: &[Placement],
    progress: &mut dyn FnMut(Progress),
) -> HintReply {
    if problem.is_solved_by(placed) {
        return HintReply { hint: Hint::Solved, minimum };
    }
    let solver = Solver::new(problem);
    let Some(minimum) = minimum.or_else(|| solver.minimum(&mut *progress).min_pieces) else {
        return HintReply { hint: Hint::NoSolution, minimum: None };
    };
    let reply = |hint| HintReply { hint, minimum: Some(minimum) };
    let known: Vec<&Placement> =
        known.iter().filter(|known| known.piece_count() == minimum && problem.is_solved_by(known)).collect();
    let known_keeping =
        |kept: &Placement| known.iter().find(|known| keeps(known, kept)).map(|&known| known.clone());
    let pieces: Vec<(Square, PieceKind)> = reading_order(placed);
    // One search for the try, then one per piece at most, each its share of the bar.
    let total = (pieces.len() as u64 + 1) * SHARE;
    let mut keeping = |kept: &Placement, step: u64| {
        known_keeping(kept).or_else(|| {
            let mut inner = |inner: Progress| {
                let within = inner.done.saturating_mul(SHARE) / inner.total.max(1);
                progress(Progress { done: step * SHARE + within.min(SHARE), total, found: 0 });
            };
            solver.first_keeping(kept, minimum, &mut inner).0
        })
    };
    if placed.piece_count() < minimum {
        if let Some(solution) = keeping(placed, 0) {
            let place =
                reading_order(&solution).into_iter().find(|&(square, _)| placed.piece_at(square).is_none());
            return reply(place.map_or(Hint::Solved, |(square, kind)| Hint::Place { square, kind }));
        }
        if placed.piece_count() == 0 {
            return HintReply { hint: Hint::NoSolution, minimum: None };
        }
    }
    let shortcut = pieces.iter().find(|&&(square, _)| known_keeping(&lifted(placed, square)).is_some());
    if let Some(&(square, kind)) = shortcut {
        return reply(Hint::Lift { square, kind, enough: true });
    }
    for (done, &(square, kind)) in pieces.iter().enumerate() {
        let without = lifted(placed, square);
        if without.piece_count() <= minimum && keeping(&without, done as u64 + 1).is_some() {
            return reply(Hint::Lift { square, kind, enough: true });
        }
    }
    let worst = pieces.iter().min_by_key(|&&(square, _)| wrong_cells(problem, &lifted(placed, square)));
    match worst {
        Some(&(square, kind)) => reply(Hint::Lift { square, kind, enough: false }),
        None => HintReply { hint: Hint::NoSolution, minimum: None },
    }
}

/// Each search's share of the hint's progress bar.
const SHARE: u64 = 1_000_000;

/// Whether `placement` holds every piece of `kept` where it stands.
fn keeps(placement: &Placement, kept: &Placement) -> bool {
    placement.grid() == kept.grid()
        && kept
            .on_squares()
            .all(|square| kept.piece_at(square).is_none_or(|kind| placement.piece_at(square) == Some(kind)))
}

/// The pieces of `placement` in reading order: top rank first, each from the left.
#[must_use]
pub fn reading_order(placement: &Placement) -> Vec<(Square, PieceKind)> {
    let mut pieces: Vec<(Square, PieceKind)> =
        placement.on_squares().filter_map(|square| Some((square, placement.piece_at(square)?))).collect();
    pieces.sort_by_key(|(square, _)| (std::cmp::Reverse(square.rank()), square.file()));
    pieces
}

/// The try without the piece on `square`.
fn lifted(placed: &Placement, square: Square) -> Placement {
    let mut without = placed.clone();
    without.set(square, None);
    without
}

/// How many counted cells of `problem` the try attacks a wrong number of times.
fn wrong_cells(problem: &Problem, placed: &Placement) -> usize {
    counted_cells(problem, placed).iter().filter(|cell| cell.fit != Fit::Exact).count()
}
