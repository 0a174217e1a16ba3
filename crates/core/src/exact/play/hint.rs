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
//! minimal placement keeps. When lifting any one is not enough, the piece
//! whose lifting leaves the fewest cells with a wrong count, so that the
//! player can ask again.
//!
//! # Searching less
//!
//! Refuting a try (no minimal placement keeps it) is the long part: a search
//! of every placement with the target's pieces that holds the try's. So:
//!
//! * Minimal placements the page knows (the table's example, a proof's
//!   list) and their images under the problem's symmetries are asked first:
//!   a try one of them keeps needs no search.
//! * A search breaks the symmetries that map the try onto itself (all of
//!   them for an empty try; the mirror for a lone piece on its axis), as
//!   the minimum's search breaks them all ([`Solver::first_keeping`]).
//! * The search for a lift leaves out the placements that hold the lifted
//!   piece: they keep the whole try, refuted already.
//!
//! On the table's hardest entries (5×5 in vacant mode, k = 5 to 10) a lone
//! piece can still take minutes to refute: the progress bar moves with the
//! search's share of its tree and the page can cancel. The worker's hint,
//! when minimal placements are known, answers from them past a budget
//! instead ([`quick_hint`](crate::exact::quick_hint)).

use crate::exact::{
    counted_cells, symmetry::Symmetries, Fit, Placement, Problem, ProblemTextError, Solver, MAX_BROWSED,
    MAX_PIECES_ASKED,
};
use crate::{
    board::{PieceKind, Square},
    json::{json_record, FromJson, Json, JsonError, ToJson},
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
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// Its problem as its text form and its placements as puzzle codes, every field checked when read
/// (`minimum` and `known` may be left out).
impl FromJson for HintTask {
    fn from_json(json: &Json) -> Result<HintTask, JsonError> {
        let object = json.object()?;
        let (problem, placed): (String, String) = (object.field("problem")?, object.field("placed")?);
        let minimum = object.field_or_default("minimum")?;
        let known: Vec<String> = object.field_or_default("known")?;
        HintTask::read(&problem, &placed, minimum, &known).map_err(|error| JsonError(error.to_string()))
    }
}

impl ToJson for HintTask {
    fn to_json(&self) -> Json {
        Json::fields([
            ("problem", Json::String(self.problem.to_text())),
            ("placed", Json::String(self.placed.to_string())),
            ("minimum", self.minimum.to_json()),
            ("known", Json::Array(self.known.iter().map(|known| Json::String(known.to_string())).collect())),
        ])
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
    /// A known placement's code does not read.
    #[error("known: item {item}: {error}")]
    Known {
        /// Which, from 1.
        item: usize,
        /// Why.
        error: crate::board::BoardTextError,
    },
}

impl HintTask {
    /// The task of these fields as sent, if each reads, the try is on the
    /// problem's board and `minimum` and `known` are in range.
    fn read(
        problem: &str,
        placed: &str,
        minimum: Option<u32>,
        known: &[String],
    ) -> Result<HintTask, HintTaskError> {
        let problem = Problem::parse(problem)?;
        let placed = Placement::parse(placed)?;
        if placed.grid() != problem.grid() {
            return Err(HintTaskError::OtherBoard);
        }
        if let Some(minimum) = minimum.filter(|&minimum| minimum > MAX_PIECES_ASKED) {
            return Err(HintTaskError::Minimum(minimum));
        }
        if known.len() > MAX_BROWSED {
            return Err(HintTaskError::TooManyKnown(known.len()));
        }
        let known = (1..)
            .zip(known)
            .map(|(item, code)| Placement::parse(code).map_err(|error| HintTaskError::Known { item, error }))
            .collect::<Result<_, _>>()?;
        Ok(HintTask { problem, placed, minimum, known })
    }
}

/// What the hint says. In JSON tagged from outside by the variant's name in snake case:
/// `{"place":{"square":9,"kind":"bishop"}}`, `{"lift":{…,"enough":true}}`, `{"stray":{…}}`, `"solved"`,
/// `"no_solution"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// No minimal placement known holds this piece with the try's others, and a
    /// search to be sure ran long ([`quick_hint`](crate::exact::quick_hint)): lift it.
    Stray {
        /// Where the piece stands.
        square: Square,
        /// The piece.
        kind: PieceKind,
    },
    /// The try solves the puzzle already.
    Solved,
    /// No placement of the allowed pieces solves the puzzle.
    NoSolution,
}

/// The hint and the fewest pieces it aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HintReply {
    /// The hint.
    pub hint: Hint,
    /// The fewest pieces of a solution (`None` when there is none, or the
    /// try is solved before it was needed).
    pub minimum: Option<u32>,
}

json_record!(HintReply { hint, minimum(default) });

impl FromJson for Hint {
    fn from_json(json: &Json) -> Result<Hint, JsonError> {
        let (name, fields) = json.variant("a hint")?;
        match (name, fields) {
            ("place", Some(fields)) => {
                Ok(Hint::Place { square: fields.field("square")?, kind: fields.field("kind")? })
            }
            ("lift", Some(fields)) => Ok(Hint::Lift {
                square: fields.field("square")?,
                kind: fields.field("kind")?,
                enough: fields.field("enough")?,
            }),
            ("stray", Some(fields)) => {
                Ok(Hint::Stray { square: fields.field("square")?, kind: fields.field("kind")? })
            }
            ("solved", None) => Ok(Hint::Solved),
            ("no_solution", None) => Ok(Hint::NoSolution),
            (other, _) => Err(JsonError(format!("'{}' is not a hint", crate::excerpt::shorten(other)))),
        }
    }
}

impl ToJson for Hint {
    fn to_json(&self) -> Json {
        match *self {
            Hint::Place { square, kind } => Json::fields([(
                "place",
                Json::fields([("square", square.to_json()), ("kind", kind.to_json())]),
            )]),
            Hint::Lift { square, kind, enough } => Json::fields([(
                "lift",
                Json::fields([
                    ("square", square.to_json()),
                    ("kind", kind.to_json()),
                    ("enough", enough.to_json()),
                ]),
            )]),
            Hint::Stray { square, kind } => Json::fields([(
                "stray",
                Json::fields([("square", square.to_json()), ("kind", kind.to_json())]),
            )]),
            Hint::Solved => Json::String("solved".into()),
            Hint::NoSolution => Json::String("no_solution".into()),
        }
    }
}

impl Task for HintTask {
    type Reply = HintReply;
    type Error = std::convert::Infallible;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<HintReply, Self::Error> {
        Ok(super::quick::quick_hint(&self.problem, &self.placed, self.minimum, &self.known, progress))
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
/// `problem` with `minimum` pieces, and their images under the problem's
/// symmetries; none without a `minimum`).
pub fn hint_with(
    problem: &Problem,
    placed: &Placement,
    minimum: Option<u32>,
    known: &[Placement],
    progress: &mut dyn FnMut(Progress),
) -> HintReply {
    let unlimited = hint_within(problem, placed, minimum, known, u64::MAX, progress);
    unlimited.unwrap_or(HintReply { hint: Hint::NoSolution, minimum: None })
}

/// [`hint_with`] giving up after `node_limit` search nodes in all: `None`
/// when the searches it needed did not end within them (a benchmark's
/// budget per try; the worker's hint, [`quick_hint`](crate::exact::quick_hint), answers from
/// the placements known past its budget).
///
/// ```
/// use chesslab_core::exact::{hint_within, Hint, Placement, Problem};
///
/// let problem = Problem::parse("4x4,k=1")?;
/// let corner = Placement::parse("Q3/4/4/4")?;
/// // Refuting the queen in the corner takes more than 10 nodes.
/// assert_eq!(hint_within(&problem, &corner, Some(4), &[], 10, &mut |_| {}), None);
/// let reply = hint_within(&problem, &corner, Some(4), &[], 1_000_000, &mut |_| {}).ok_or("over budget")?;
/// assert!(matches!(reply.hint, Hint::Lift { enough: true, .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn hint_within(
    problem: &Problem,
    placed: &Placement,
    minimum: Option<u32>,
    known: &[Placement],
    node_limit: u64,
    progress: &mut dyn FnMut(Progress),
) -> Option<HintReply> {
    if problem.is_solved_by(placed) {
        return Some(HintReply { hint: Hint::Solved, minimum });
    }
    let mut hinter = Hinter::new(problem, minimum, known, node_limit, progress)?;
    let Some(minimum) = hinter.minimum else {
        return Some(HintReply { hint: Hint::NoSolution, minimum: None });
    };
    let reply = |hint| Some(HintReply { hint, minimum: Some(minimum) });
    let pieces: Vec<(Square, PieceKind)> = reading_order(placed);
    hinter.total = (pieces.len() as u64 + 1) * SHARE;
    if placed.piece_count() < minimum {
        if let Some(solution) = hinter.keeping(placed, None)? {
            let place =
                reading_order(&solution).into_iter().find(|&(square, _)| placed.piece_at(square).is_none());
            return reply(place.map_or(Hint::Solved, |(square, kind)| Hint::Place { square, kind }));
        }
        if placed.piece_count() == 0 {
            return Some(HintReply { hint: Hint::NoSolution, minimum: None });
        }
    }
    let shortcut =
        pieces.iter().find(|&&(square, _)| hinter.known_keeping(&lifted(placed, square)).is_some());
    if let Some(&(square, kind)) = shortcut {
        return reply(Hint::Lift { square, kind, enough: true });
    }
    if placed.piece_count() <= minimum + 1 {
        if let Some((square, kind)) = hinter.first_lift(placed, &pieces)? {
            return reply(Hint::Lift { square, kind, enough: true });
        }
    }
    let worst = pieces.iter().min_by_key(|&&(square, _)| wrong_cells(problem, &lifted(placed, square)));
    match worst {
        Some(&(square, kind)) => reply(Hint::Lift { square, kind, enough: false }),
        None => Some(HintReply { hint: Hint::NoSolution, minimum: None }),
    }
}

/// Each search's share of the hint's progress bar.
const SHARE: u64 = 1_000_000;

/// The searches of one hint: the minimal placements known, the node budget
/// left and the progress bar.
struct Hinter<'p> {
    solver: Solver,
    /// The fewest pieces (`None`: no solution).
    minimum: Option<u32>,
    /// The minimal placements known and their images.
    known: Vec<Placement>,
    /// Nodes left of the hint's budget.
    left: u64,
    /// The bar: searches ended, in [`SHARE`]s, and its total.
    ended: u64,
    total: u64,
    /// The most the bar has shown: it never goes back.
    shown: u64,
    progress: &'p mut dyn FnMut(Progress),
}

impl<'p> Hinter<'p> {
    /// The hint's searches for `problem`, the minimum proven first when not
    /// given; `None` when that proof ran over `node_limit`.
    fn new(
        problem: &Problem,
        minimum: Option<u32>,
        known: &[Placement],
        node_limit: u64,
        progress: &'p mut dyn FnMut(Progress),
    ) -> Option<Hinter<'p>> {
        let solver = Solver::new(problem);
        let mut left = node_limit;
        let minimum = match minimum {
            Some(minimum) => Some(minimum),
            None => {
                let proof = solver.clone().with_node_limit(node_limit).minimum(&mut *progress);
                if !proof.complete && proof.min_pieces.is_none() {
                    return None;
                }
                left = left.saturating_sub(proof.nodes);
                proof.min_pieces
            }
        };
        let symmetries = Symmetries::of(problem);
        let known = known
            .iter()
            .filter(|known| Some(known.piece_count()) == minimum && problem.is_solved_by(known))
            .flat_map(|known| symmetries.images(known))
            .collect();
        Some(Hinter { solver, minimum, known, left, ended: 0, total: SHARE, shown: 0, progress })
    }

    /// A known minimal placement keeping `kept`, if any.
    fn known_keeping(&self, kept: &Placement) -> Option<&Placement> {
        self.known.iter().find(|known| keeps(known, kept))
    }

    /// A minimal placement that keeps `kept` (and, with `excluded`, does
    /// not hold that piece), searched within the budget left: `Some(None)`
    /// when there is none, `None` when the budget ran out first.
    fn keeping(
        &mut self,
        kept: &Placement,
        excluded: Option<(Square, PieceKind)>,
    ) -> Option<Option<Placement>> {
        if let Some(known) = self.known_keeping(kept) {
            return Some(Some(known.clone()));
        }
        let minimum = self.minimum.unwrap_or(0);
        let (ended, total, shown) = (self.ended, self.total, &mut self.shown);
        let progress = &mut *self.progress;
        let mut inner = |inner: Progress| {
            let within = inner.done.saturating_mul(SHARE) / inner.total.max(1);
            *shown = (*shown).max(ended + within.min(SHARE - 1)).min(total);
            progress(Progress { done: *shown, total, found: 0 });
        };
        let run = self.solver.first_keeping_within(kept, excluded, minimum, self.left, &mut inner);
        self.left = self.left.saturating_sub(run.nodes);
        if run.stopped {
            return None;
        }
        self.ended += SHARE;
        Some(run.found)
    }

    /// The first piece of `pieces` (the try `placed`, which no minimal
    /// placement keeps) whose lifting leaves a try one keeps, or `None`
    /// inside when there is none; `None` outside when the budget ran out.
    /// The lifts are searched one after the other, in reading order. (Rounds
    /// of doubling node budgets, so that a quick lift need not wait behind a
    /// long refutation, were tried: the slow tries are mostly those whose
    /// every lift is refuted, and searching those again round after round
    /// made them up to twice as slow.)
    fn first_lift(
        &mut self,
        placed: &Placement,
        pieces: &[(Square, PieceKind)],
    ) -> Option<Option<(Square, PieceKind)>> {
        for &(square, kind) in pieces {
            // Those holding this piece keep the whole try: refuted already.
            if self.keeping(&lifted(placed, square), Some((square, kind)))?.is_some() {
                return Some(Some((square, kind)));
            }
        }
        Some(None)
    }
}

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
