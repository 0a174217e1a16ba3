//! The solver's hint for a try: a piece and a square from a placement that
//! keeps every piece placed and attacks at least the target (the proven
//! best), or, when none does, a piece to lift so that one does.
//!
//! The search is the maximum's pass 1 ([`Hitting`], branching on who attacks
//! the hardest square) started from the pieces placed, with the target's
//! slack; the first placement it lets through that attacks the target with
//! blocking (and leaves the challenge's square alone, if one is set) ends
//! it. A challenge's square is declared unattacked at the root, spending
//! one unit of the slack (none is left toward all squares but one), and no
//! piece may stand where nothing could block its attack on it: a
//! challenge is searched with the pruning of the full board's proof. When the task brings every best configuration (the page has listed
//! them), no search runs: their images are matched against the try. With nothing placed the pieces' symmetry is used as in the maximum
//! (unless a square must stay unattacked: then no piece is confined).
//! Which piece: the first one of the placement found that is not placed
//! yet. Which piece to lift: the first placed whose lifting leaves a try
//! that reaches the target; when lifting one is not enough, the first
//! placed, so that the player can ask again (whether the target is reachable
//! at all is asked only then: a lift shown enough shows it). Memory is
//! fixed: the search keeps only the placement it is on.

use std::cell::Cell;

use super::{
    geometry::Geometry,
    placement::Placement,
    problem::Problem,
    search::{layout, layout_free, Gate, Hitting},
    stats::Ticker,
    task::MAX_EXAMPLES,
    CoverError, Objective, PlacementError, Settings,
};
use crate::{
    board::{PieceKind, Square},
    excerpt::shorten,
    json::{FromJson, Json, JsonError, ToJson},
    task::{Progress, Task},
};

/// Ask for a hint: the puzzle, the pieces placed, the squares to reach and,
/// for a "leave only this square" challenge, the square to leave alone.
/// Sent as `{"settings": …, "placed": "Kc4,Qd1", "target": 63, "leave": "d4"}`
/// and checked when read.
///
/// ```
/// use chesslab_core::{coverage::{HintReply, HintTask, Placement, Settings}, task::Task};
///
/// let settings = Settings { pieces: "QN".into(), side: 4, ..Settings::default() };
/// let problem = settings.problem(Default::default())?;
/// // A queen and a knight attack at most 12 of the 16 squares of 4×4.
/// let placed = Placement::read_list("Qb2", &problem)?;
/// let task = HintTask { settings: settings.clone(), placed, target: 12, leave: None, best: Vec::new() };
/// let HintReply::Place { kind, square } = task.run(&mut |_| {})? else { panic!("b2 is in a best placement") };
/// assert_eq!((kind.letter(), square.to_string()), ('N', "c3".to_string()));
///
/// // A queen in the corner is in none: lift it.
/// let placed = Placement::read_list("Qa1", &problem)?;
/// let reply = HintTask { settings, placed, target: 12, leave: None, best: Vec::new() }.run(&mut |_| {})?;
/// assert!(matches!(reply, HintReply::Lift { enough: true, .. }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintTask {
    /// The puzzle.
    pub settings: Settings,
    /// The pieces placed (checked against the puzzle when read).
    pub placed: Placement,
    /// The squares a placement must attack.
    pub target: u32,
    /// The square a placement must leave unattacked, if any.
    pub leave: Option<Square>,
    /// Every configuration attacking `target` squares, one per symmetry class
    /// (as the maximum's listing gives them), or none: then the hint searches.
    pub best: Vec<Placement>,
}

/// The pieces placed as their list (`Kc4,Qd1`, none when left out), the square to leave by name
/// (`d4`, or `null`), the known best as codes (none when left out): the link's forms, so the
/// page sends what it shows.
impl FromJson for HintTask {
    fn from_json(json: &Json) -> Result<HintTask, JsonError> {
        let object = json.object()?;
        let settings: Settings = object.field("settings")?;
        let placed: String = object.field_or_default("placed")?;
        let target = object.field("target")?;
        let leave: Option<String> = object.field_or_default("leave")?;
        let best: Vec<Placement> = object.field_or_default("best")?;
        HintTask::checked(settings, &placed, target, leave, best).map_err(JsonError)
    }
}

impl ToJson for HintTask {
    fn to_json(&self) -> Json {
        Json::fields([
            ("settings", self.settings.to_json()),
            ("placed", Json::String(self.placed.list_text())),
            ("target", self.target.to_json()),
            ("leave", self.leave.map(|square| square.to_string()).to_json()),
            ("best", self.best.to_json()),
        ])
    }
}

impl HintTask {
    /// The task of these fields, if the pieces placed, the square to leave and the known best
    /// all fit the puzzle.
    fn checked(
        settings: Settings,
        placed: &str,
        target: u32,
        leave: Option<String>,
        best: Vec<Placement>,
    ) -> Result<HintTask, String> {
        let problem = settings.problem(Objective::Max).map_err(|error| error.to_string())?;
        let placed = Placement::read_list(placed, &problem).map_err(|error| error.to_string())?;
        let leave = match leave {
            Some(name) => Some(
                Square::parse(&name).ok_or_else(|| PlacementError::Unreadable(name.clone()).to_string())?,
            ),
            None => None,
        };
        if best.len() > MAX_EXAMPLES {
            return Err(format!("{} best configurations: at most {MAX_EXAMPLES} are read", best.len()));
        }
        for known in &best {
            let fits = Placement::new(&problem, known.pieces().iter().copied())
                .is_ok_and(|known| known.pieces().len() == problem.pieces().len());
            if !fits || known.side() != problem.side() {
                return Err(format!("{known} is not a placement of this puzzle's pieces"));
            }
        }
        Ok(HintTask { settings, placed, target, leave, best })
    }
}

/// The hint. In JSON tagged from outside by the variant's name in snake case, as
/// [`crate::task::Event`] is: `{"place":{"kind":"queen","square":26}}`, `"reached"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintReply {
    /// A piece of this kind here is in a placement that keeps every piece
    /// placed and reaches the target.
    Place {
        /// The piece.
        kind: PieceKind,
        /// Its square.
        square: Square,
    },
    /// No placement keeps every piece placed and reaches the target: lift this one.
    Lift {
        /// The piece to lift.
        kind: PieceKind,
        /// Where it stands.
        square: Square,
        /// Whether a placement keeps every other piece.
        enough: bool,
    },
    /// Every piece is placed and the target is reached.
    Reached,
    /// No placement at all reaches the target.
    Unreachable,
}

impl FromJson for HintReply {
    fn from_json(json: &Json) -> Result<HintReply, JsonError> {
        let (name, fields) = json.variant("a hint")?;
        match (name, fields) {
            ("place", Some(fields)) => {
                Ok(HintReply::Place { kind: fields.field("kind")?, square: fields.field("square")? })
            }
            ("lift", Some(fields)) => Ok(HintReply::Lift {
                kind: fields.field("kind")?,
                square: fields.field("square")?,
                enough: fields.field("enough")?,
            }),
            ("reached", None) => Ok(HintReply::Reached),
            ("unreachable", None) => Ok(HintReply::Unreachable),
            _ => Err(JsonError(format!("'{}' is not a hint", shorten(name)))),
        }
    }
}

impl ToJson for HintReply {
    fn to_json(&self) -> Json {
        match *self {
            HintReply::Place { kind, square } => Json::fields([(
                "place",
                Json::fields([("kind", kind.to_json()), ("square", square.to_json())]),
            )]),
            HintReply::Lift { kind, square, enough } => Json::fields([(
                "lift",
                Json::fields([
                    ("kind", kind.to_json()),
                    ("square", square.to_json()),
                    ("enough", enough.to_json()),
                ]),
            )]),
            HintReply::Reached => Json::String("reached".into()),
            HintReply::Unreachable => Json::String("unreachable".into()),
        }
    }
}

impl Task for HintTask {
    type Reply = HintReply;
    type Error = CoverError;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<HintReply, CoverError> {
        let problem = self.settings.problem(Objective::Max)?;
        if self.best.is_empty() {
            return Ok(hint(&problem, &self.placed, self.target, self.leave, progress));
        }
        let images: Vec<Placement> = self.best.iter().flat_map(Placement::images).collect();
        let reaches = |p: &Placement| reaches(p, self.target, self.leave);
        let known: Vec<&Placement> = images.iter().filter(|p| reaches(p)).collect();
        Ok(hint_by(&problem, &self.placed, self.target, self.leave, &mut |kept| {
            known.iter().find(|p| p.holds(kept)).map(|&p| p.clone())
        }))
    }
}

/// Whether `pieces` attack `target` squares and leave `leave` alone.
fn reaches(pieces: &Placement, target: u32, leave: Option<Square>) -> bool {
    let attacked = pieces.attacked();
    attacked.count() >= target && leave.is_none_or(|square| !attacked.contains(square))
}

/// The hint for `placed` on `problem` toward `target` squares attacked
/// (leaving `leave` alone if set); see the module's note. Progress: `done`
/// of `total` searches.
pub fn hint(
    problem: &Problem,
    placed: &Placement,
    target: u32,
    leave: Option<Square>,
    progress: &mut dyn FnMut(Progress),
) -> HintReply {
    let total = placed.pieces().len() as u64 + 2;
    let mut done = 0;
    hint_by(problem, placed, target, leave, &mut |kept| {
        progress(Progress { done, total, found: 0 });
        done += 1;
        completion(problem, kept, target, leave, &mut |_| {})
    })
}

/// The hint, with `complete` finding a placement that keeps a try's pieces
/// and reaches the target (a search, or a look-up in the known best).
fn hint_by(
    problem: &Problem,
    placed: &Placement,
    target: u32,
    leave: Option<Square>,
    complete: &mut dyn FnMut(&Placement) -> Option<Placement>,
) -> HintReply {
    if placed.pieces().len() == problem.pieces().len() && reaches(placed, target, leave) {
        return HintReply::Reached;
    }
    if let Some(found) = complete(placed) {
        // The first piece of the placement found beyond those placed.
        let count = |pieces: &[(PieceKind, Square)], piece| pieces.iter().filter(|&&p| p == piece).count();
        let new = found
            .pieces()
            .iter()
            .find(|&&piece| count(found.pieces(), piece) > count(placed.pieces(), piece));
        return new.map_or(HintReply::Reached, |&(kind, square)| HintReply::Place { kind, square });
    }
    let Some(&(first_kind, first_square)) = placed.pieces().first() else {
        return HintReply::Unreachable;
    };
    for &(kind, square) in placed.pieces() {
        if complete(&placed.without(kind, square)).is_some() {
            return HintReply::Lift { kind, square, enough: true };
        }
    }
    // Asked last: a lift shown enough shows the target reachable, without this search.
    if complete(&Placement::empty(problem.side())).is_none() {
        return HintReply::Unreachable;
    }
    HintReply::Lift { kind: first_kind, square: first_square, enough: false }
}

/// A placement of all of `problem`'s pieces that keeps those of `kept` and
/// attacks at least `target` squares (leaving `leave` unattacked if set),
/// or `None` when there is none: the search is complete.
///
/// ```
/// use chesslab_core::coverage::{completion, PieceSet, Placement, Problem};
///
/// let problem = Problem::new(PieceSet::parse("QN")?, 4)?;
/// let found = completion(&problem, &Placement::empty(4), 12, None, &mut |_| {}).ok_or("12 is the best")?;
/// assert_eq!(found.attacked().count(), 12);
/// assert!(completion(&problem, &Placement::empty(4), 13, None, &mut |_| {}).is_none());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn completion(
    problem: &Problem,
    kept: &Placement,
    target: u32,
    leave: Option<Square>,
    progress: &mut dyn FnMut(Progress),
) -> Option<Placement> {
    let geometry = Geometry::new(problem.side() as u8);
    // The pieces' symmetry may confine one piece only when the placement found may be any image.
    let free = !kept.pieces().is_empty() || leave.is_some();
    let layout = if free { layout_free(problem, &geometry) } else { layout(problem, &geometry) };
    let slack = geometry.board.count_ones().saturating_sub(target);
    let kept_pieces: Vec<(PieceKind, u8)> =
        kept.pieces().iter().map(|&(kind, s)| (kind, s.index())).collect();
    let stop = Cell::new(false);
    let mut found = None;
    let mut visit = |pieces: &[(PieceKind, u8)]| {
        let attacked = geometry.attacked(pieces) & geometry.board;
        let left_alone = leave.is_none_or(|square| attacked >> square.index() & 1 == 0);
        if attacked.count_ones() >= target && left_alone && found.is_none() {
            found = Some(Placement::from_indices(geometry.side, pieces));
            stop.set(true);
        }
    };
    let mut ticker = Ticker::new(progress, layout.variants.len() as u64);
    for variant in &layout.variants {
        Hitting::run_kept(
            &geometry,
            variant,
            &kept_pieces,
            leave.map(Square::index),
            problem.superpose(),
            slack,
            &mut ticker,
            &mut visit,
            &mut Gate::whole(),
            &stop,
        );
        if stop.get() {
            break;
        }
    }
    found
}

#[cfg(test)]
mod tests;
