//! The solver's hint for a try: a square where a queen stands in some
//! solution that keeps every queen placed, or, when no solution keeps them
//! all, a queen to lift so that one does.
//!
//! Which square: the first solution in lexicographic order that keeps the
//! queens gives its queen in the topmost row the try leaves empty, so the
//! same try always gets the same hint. Which queen: the first in reading
//! order whose lifting leaves a try some solution keeps; when lifting any
//! one queen is not enough, the queen in the most attacking pairs (or the
//! first), so that the player can ask again.

use super::{complete::completions, Placement, Problem};
use crate::{
    board::Cell,
    json::{FromJson, Json, JsonError, ToJson},
    task::{Progress, Task},
};

/// Ask for a hint: the board and the queens placed on it. Sent as
/// `{"problem": …, "queens": [[file, rank], …]}` (files and ranks from 0,
/// ranks from the bottom) and checked as a [`Placement`] when read.
///
/// ```
/// use chesslab_core::{board::Cell, queens::{HintReply, HintTask, Placement, Problem}, task::Task};
///
/// let problem = Problem::new(4)?;
/// // b4 (row 1 from the top, column 2) is in the solution b4 d3 a2 c1.
/// let queens = Placement::new(&problem, [Cell { file: 1, rank: 3 }])?;
/// let hint = HintTask { problem: problem.clone(), queens }.run(&mut |_| {})?;
/// assert_eq!(hint, HintReply::Place(Cell { file: 3, rank: 2 })); // d3
///
/// // a4 is in no solution of 4 queens: lift it.
/// let corner = Placement::new(&problem, [Cell { file: 0, rank: 3 }])?;
/// let hint = HintTask { problem, queens: corner }.run(&mut |_| {})?;
/// assert_eq!(hint, HintReply::Lift { queen: Cell { file: 0, rank: 3 }, enough: true });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintTask {
    /// The board and its blocked squares.
    pub problem: Problem,
    /// The queens placed.
    pub queens: Placement,
}

// By hand: the queens cross as `[file, rank]` pairs and are checked as a Placement when read.
impl FromJson for HintTask {
    fn from_json(json: &Json) -> Result<HintTask, JsonError> {
        let object = json.object()?;
        let problem = object.field("problem")?;
        let pairs: Vec<FileRank> = object.field_or("queens", Vec::new())?;
        let queens = Placement::new(&problem, pairs.into_iter().map(|FileRank(cell)| cell))
            .map_err(|error| JsonError(error.to_string()))?;
        Ok(HintTask { problem, queens })
    }
}

impl ToJson for HintTask {
    fn to_json(&self) -> Json {
        let queens = self.queens.queens().iter().map(|&cell| FileRank(cell).to_json()).collect();
        Json::fields([("problem", self.problem.to_json()), ("queens", Json::Array(queens))])
    }
}

/// A queen of a [`HintTask`] in JSON: `[file, rank]`, shorter than a [`Cell`]'s object.
struct FileRank(Cell);

impl FromJson for FileRank {
    fn from_json(json: &Json) -> Result<FileRank, JsonError> {
        match json {
            Json::Array(pair) if pair.len() == 2 => {
                let [file, rank] = [&pair[0], &pair[1]].map(u8::from_json);
                Ok(FileRank(Cell { file: file?, rank: rank? }))
            }
            _ => Err(JsonError("not a [file, rank] pair".into())),
        }
    }
}

impl ToJson for FileRank {
    fn to_json(&self) -> Json {
        Json::Array(vec![self.0.file.to_json(), self.0.rank.to_json()])
    }
}

/// The hint. In JSON `{"place": cell}`, `{"lift": {"queen": cell, "enough": bool}}`, `"solved"`
/// or `"no_solution"` (tagged by the variant's name, as serde wrote it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintReply {
    /// A queen here is in some solution with every queen placed.
    Place(Cell),
    /// No solution keeps every queen placed: lift this one. `enough`: some
    /// solution keeps all the others; otherwise lifting one is not enough.
    Lift {
        /// The queen to lift.
        queen: Cell,
        /// Whether a solution keeps every other queen.
        enough: bool,
    },
    /// The queens are a solution already.
    Solved,
    /// The board has no solution at all, whatever is placed.
    NoSolution,
}

impl FromJson for HintReply {
    fn from_json(json: &Json) -> Result<HintReply, JsonError> {
        if let Json::String(name) = json {
            return match name.as_str() {
                "solved" => Ok(HintReply::Solved),
                "no_solution" => Ok(HintReply::NoSolution),
                _ => Err(JsonError(format!(
                    "'{}' is not solved or no_solution",
                    crate::excerpt::shorten(name)
                ))),
            };
        }
        let object = json.object()?;
        if let Some(place) = object.get("place") {
            return Cell::from_json(place).map(HintReply::Place).map_err(|error| error.in_field("place"));
        }
        let lift = object
            .required("lift")
            .map_err(|_| JsonError("not a hint: place, lift, solved or no_solution".into()))?;
        let read = |lift: &Json| -> Result<HintReply, JsonError> {
            let lift = lift.object()?;
            Ok(HintReply::Lift { queen: lift.field("queen")?, enough: lift.field("enough")? })
        };
        read(lift).map_err(|error| error.in_field("lift"))
    }
}

impl ToJson for HintReply {
    fn to_json(&self) -> Json {
        match *self {
            HintReply::Place(cell) => Json::fields([("place", cell.to_json())]),
            HintReply::Lift { queen, enough } => Json::fields([(
                "lift",
                Json::fields([("queen", queen.to_json()), ("enough", enough.to_json())]),
            )]),
            HintReply::Solved => Json::String("solved".into()),
            HintReply::NoSolution => Json::String("no_solution".into()),
        }
    }
}

impl Task for HintTask {
    type Reply = HintReply;
    type Error = std::convert::Infallible;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<HintReply, Self::Error> {
        Ok(hint(&self.problem, &self.queens, progress))
    }
}

/// The hint for `queens` on `problem` (see the module's note), reporting
/// progress as tries are checked: `done` of `total` searches, `found` the
/// nodes of the one under way.
pub fn hint(problem: &Problem, queens: &Placement, progress: &mut dyn FnMut(Progress)) -> HintReply {
    if queens.is_solution(problem) {
        return HintReply::Solved;
    }
    let n = problem.n();
    // One search for the try, one for the empty board, one per queen at most.
    let total = queens.len() as u64 + 2;
    let mut done = 0u64;
    let mut first = |kept: &Placement, done: u64| {
        progress(Progress { done, total, found: 0 });
        completions(problem, kept, 1, &mut |nodes| progress(Progress { done, total, found: nodes }))
            .solutions
            .pop()
    };
    if let Some(solution) = first(queens, done) {
        let free_row =
            (0..n).find(|&row| !queens.queens().iter().any(|cell| cell.row_from_top(n) == Some(row)));
        let place = free_row
            .and_then(|row| Cell::from_top(row, usize::from(*solution.get(row)?), n))
            .filter(|cell| !queens.contains(*cell));
        // A solution that keeps fewer than N queens always leaves a row empty.
        return place.map_or(HintReply::Solved, HintReply::Place);
    }
    done += 1;
    if queens.is_empty() || first(&Placement::default(), done).is_none() {
        return HintReply::NoSolution;
    }
    for &queen in queens.queens() {
        done += 1;
        if first(&queens.without(queen), done).is_some() {
            return HintReply::Lift { queen, enough: true };
        }
    }
    HintReply::Lift { queen: most_attacked(queens), enough: false }
}

/// The queen in the most attacking pairs, the first in reading order among
/// equals (the first queen when none attacks another).
fn most_attacked(queens: &Placement) -> Cell {
    let pairs = queens.attacking_pairs();
    let attacks = |queen: Cell| pairs.iter().filter(|&&(a, b)| a == queen || b == queen).count();
    let mut best: Option<(usize, Cell)> = None;
    for &queen in queens.queens() {
        if best.is_none_or(|(most, _)| attacks(queen) > most) {
            best = Some((attacks(queen), queen));
        }
    }
    best.map_or_else(Cell::default, |(_, queen)| queen)
}
