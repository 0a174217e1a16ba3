//! The coverage problem: which pieces, which board, which rules, max or min,
//! and the parsers for the words a user types (`KQRRNNBB`, `opposite`, `max`).

use std::{fmt, str::FromStr};

use crate::{
    board::PieceKind,
    json::{FromJson, Json, JsonError, ToJson},
};

/// Most pieces a problem may hold: enough for the classic eight plus two.
pub const MAX_PIECES: usize = 10;
/// Smallest board side.
pub const MIN_SIDE: usize = 3;
/// Largest board side.
pub const MAX_SIDE: usize = 8;

/// The piece kinds a coverage problem may use, in table order (their
/// [`PieceKind::index`] is their position here).
pub const KINDS: [PieceKind; 5] =
    [PieceKind::King, PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight];

/// A multiset of pieces from K Q R B N: how many of each kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PieceSet {
    counts: [u8; 5],
}

/// Why a piece set was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PieceSetError {
    /// No piece at all.
    #[error("the piece set is empty: name pieces with K Q R B N")]
    Empty,
    /// A character that names no piece of this puzzle (pawns are not allowed).
    #[error(
        "'{}' at character {at} is not a piece of this puzzle: use K Q R B N",
        crate::excerpt::shorten(.found.encode_utf8(&mut [0; 4]))
    )]
    NotAPiece {
        /// The character found.
        found: char,
        /// Its position in the text, counted in characters from 1.
        at: usize,
    },
    /// More than [`MAX_PIECES`] pieces.
    #[error("{count} pieces is too many: at most {MAX_PIECES}")]
    TooMany {
        /// How many pieces the text names.
        count: usize,
    },
}

impl PieceSet {
    /// The classic eight: king, queen, two rooks, two bishops, two knights.
    pub const CLASSIC: PieceSet = PieceSet { counts: [1, 1, 2, 2, 2] };

    /// Parses letters K Q R B N in either case, in any order (`KQRRNNBB`).
    ///
    /// ```
    /// use chesslab_core::{board::PieceKind, coverage::{PieceSet, PieceSetError}};
    ///
    /// let set = PieceSet::parse("nnbbrrqk")?;
    /// assert_eq!(set, PieceSet::CLASSIC);
    /// assert_eq!((set.len(), set.count(PieceKind::Knight)), (8, 2));
    /// assert_eq!(set.to_string(), "KQRRBBNN");
    /// assert_eq!(PieceSet::parse("KQP"), Err(PieceSetError::NotAPiece { found: 'P', at: 3 }));
    /// // The pawn is named, not the length: only pieces are counted.
    /// let error = PieceSet::parse("qBnRQrbQKnbBPQ").unwrap_err();
    /// assert_eq!(error.to_string(), "'P' at character 13 is not a piece of this puzzle: use K Q R B N");
    /// # Ok::<(), PieceSetError>(())
    /// ```
    ///
    /// # Errors
    /// When the text is empty, names something else, or holds more than [`MAX_PIECES`] pieces.
    pub fn parse(text: &str) -> Result<PieceSet, PieceSetError> {
        // Every letter is checked before the count, so a set that is too long
        // and names a pawn is refused for the pawn, and only pieces are counted.
        let kinds = text
            .chars()
            .enumerate()
            .map(|(index, found)| {
                PieceKind::from_letter(found)
                    .filter(|&kind| kind != PieceKind::Pawn)
                    .ok_or(PieceSetError::NotAPiece { found, at: index + 1 })
            })
            .collect::<Result<Vec<_>, _>>()?;
        if kinds.is_empty() {
            return Err(PieceSetError::Empty);
        }
        if kinds.len() > MAX_PIECES {
            return Err(PieceSetError::TooMany { count: kinds.len() });
        }
        let mut counts = [0u8; 5];
        for kind in kinds {
            counts[kind.index()] += 1;
        }
        Ok(PieceSet { counts })
    }

    /// How many pieces of `kind` the set holds (0 for pawns).
    #[must_use]
    pub fn count(self, kind: PieceKind) -> usize {
        self.counts.get(kind.index()).map_or(0, |&c| usize::from(c))
    }

    /// How many pieces in all.
    #[must_use]
    pub fn len(self) -> usize {
        self.counts.iter().map(|&c| usize::from(c)).sum()
    }

    /// The set with one piece of `kind` fewer, if it holds one and is not left empty.
    #[must_use]
    pub fn without(self, kind: PieceKind) -> Option<PieceSet> {
        let mut counts = self.counts;
        let count = counts.get_mut(kind.index())?;
        *count = count.checked_sub(1)?;
        let smaller = PieceSet { counts };
        (!smaller.is_empty()).then_some(smaller)
    }

    /// Whether the set is empty (never true for a parsed set).
    #[must_use]
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }
}

impl fmt::Display for PieceSet {
    /// Letters in the order K Q R B N, e.g. `KQRRBBNN`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for kind in KINDS {
            for _ in 0..self.count(kind) {
                write!(f, "{}", kind.letter())?;
            }
        }
        Ok(())
    }
}

impl FromStr for PieceSet {
    type Err = PieceSetError;
    fn from_str(text: &str) -> Result<PieceSet, PieceSetError> {
        PieceSet::parse(text)
    }
}

/// Which square colours the bishops may use. With fewer than two bishops
/// every rule allows everything. In JSON, its name in lower case (read in
/// any case, as [`FromStr`] reads it).
///
/// ```
/// use chesslab_core::coverage::{BishopRule, Objective};
///
/// assert_eq!("Same".parse::<BishopRule>(), Ok(BishopRule::Same));
/// assert_eq!("min".parse::<Objective>(), Ok(Objective::Min));
/// let error = "both".parse::<BishopRule>().unwrap_err();
/// assert_eq!(error.expected, "opposite, same, any");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BishopRule {
    /// Both colours carry a bishop (for two bishops: one on each, as in a game).
    #[default]
    Opposite,
    /// All bishops stand on squares of one colour.
    Same,
    /// No constraint.
    Any,
}

/// Whether to maximise or minimise the number of attacked squares.
/// In JSON, its name in lower case (read in any case, as [`FromStr`] reads it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Objective {
    /// As many attacked squares as possible.
    #[default]
    Max,
    /// As few attacked squares as possible.
    Min,
}

/// A word that names no option, for [`BishopRule`] and [`Objective`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{}' is not one of: {expected}", crate::excerpt::shorten(.found))]
pub struct UnknownWord {
    /// The text given.
    pub found: String,
    /// The words accepted.
    pub expected: &'static str,
}

impl FromStr for BishopRule {
    type Err = UnknownWord;
    fn from_str(text: &str) -> Result<BishopRule, UnknownWord> {
        match text.to_ascii_lowercase().as_str() {
            "opposite" => Ok(BishopRule::Opposite),
            "same" => Ok(BishopRule::Same),
            "any" => Ok(BishopRule::Any),
            _ => Err(UnknownWord { found: text.to_owned(), expected: "opposite, same, any" }),
        }
    }
}

impl BishopRule {
    /// Whether bishops standing `light` on light squares and `dark` on dark
    /// ones can be part of a placement of `bishops` bishops under this rule
    /// (the rest still to be placed).
    ///
    /// ```
    /// use chesslab_core::coverage::BishopRule;
    ///
    /// assert!(BishopRule::Opposite.allows(2, 1, 0)); // the second goes on a dark square
    /// assert!(!BishopRule::Opposite.allows(2, 2, 0));
    /// assert!(!BishopRule::Same.allows(2, 1, 1));
    /// assert!(BishopRule::Any.allows(2, 2, 0));
    /// ```
    #[must_use]
    pub fn allows(self, bishops: usize, light: usize, dark: usize) -> bool {
        match self {
            _ if bishops < 2 => true,
            // Both colours carry a bishop in the end: neither may take them all.
            BishopRule::Opposite => light < bishops && dark < bishops,
            BishopRule::Same => light == 0 || dark == 0,
            BishopRule::Any => true,
        }
    }

    /// The rule in words, for a refusal: "on opposite colours".
    #[must_use]
    pub const fn words(self) -> &'static str {
        match self {
            BishopRule::Opposite => "on opposite colours",
            BishopRule::Same => "on the same colour",
            BishopRule::Any => "on any squares",
        }
    }
}

/// A name read as [`FromStr`] reads it, so that a bad one in a task is refused with its short message.
fn word_from_json<T: FromStr<Err = UnknownWord>>(json: &Json) -> Result<T, JsonError> {
    String::from_json(json)?.parse().map_err(|error: UnknownWord| JsonError(error.to_string()))
}

impl FromJson for BishopRule {
    fn from_json(json: &Json) -> Result<BishopRule, JsonError> {
        word_from_json(json)
    }
}

impl ToJson for BishopRule {
    fn to_json(&self) -> Json {
        let name = match self {
            BishopRule::Opposite => "opposite",
            BishopRule::Same => "same",
            BishopRule::Any => "any",
        };
        Json::String(name.into())
    }
}

impl FromStr for Objective {
    type Err = UnknownWord;
    fn from_str(text: &str) -> Result<Objective, UnknownWord> {
        match text.to_ascii_lowercase().as_str() {
            "max" => Ok(Objective::Max),
            "min" => Ok(Objective::Min),
            _ => Err(UnknownWord { found: text.to_owned(), expected: "max, min" }),
        }
    }
}

impl FromJson for Objective {
    fn from_json(json: &Json) -> Result<Objective, JsonError> {
        word_from_json(json)
    }
}

impl ToJson for Objective {
    fn to_json(&self) -> Json {
        let name = match self {
            Objective::Max => "max",
            Objective::Min => "min",
        };
        Json::String(name.into())
    }
}

/// Why a [`Problem`] could not be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProblemError {
    /// The board side is outside [`MIN_SIDE`]..=[`MAX_SIDE`].
    #[error("a board side of {side} is not supported: it must be from {MIN_SIDE} to {MAX_SIDE}")]
    Side {
        /// The side asked for.
        side: usize,
    },
    /// Without superposition the pieces need more squares than the board has.
    #[error("{pieces} pieces do not fit on {squares} squares without superposition")]
    NoRoom {
        /// Pieces in the set.
        pieces: usize,
        /// Squares on the board.
        squares: usize,
    },
}

/// A coverage puzzle: place these pieces on an n×n board to attack as many
/// (or as few) squares as possible.
///
/// "Attacked" is the chess sense: sliders stop at the first occupied square,
/// which they attack; a piece does not attack its own square, but a piece
/// defended by another stands on an attacked square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Problem {
    pieces: PieceSet,
    side: u8,
    bishops: BishopRule,
    superpose: bool,
    objective: Objective,
    example_limit: usize,
}

/// How many example configurations a result lists unless told otherwise.
pub const DEFAULT_EXAMPLE_LIMIT: usize = 50;

impl Problem {
    /// `pieces` on a `side`×`side` board; opposite bishops, no superposition, maximise.
    ///
    /// # Errors
    /// When the side is not from 3 to 8, or the pieces do not fit.
    pub fn new(pieces: PieceSet, side: usize) -> Result<Problem, ProblemError> {
        Problem::build(pieces, side, false)
    }

    /// `pieces` on a `side`×`side` board, sharing squares when `superpose`;
    /// opposite bishops, maximise. The room on the board is checked only
    /// without superposition: with it, ten pieces fit on a 3×3 board.
    ///
    /// ```
    /// use chesslab_core::coverage::{PieceSet, Problem, ProblemError};
    ///
    /// let ten = PieceSet::parse("KQRRBBNNNN")?;
    /// assert_eq!(Problem::build(ten, 3, true)?.superpose(), true);
    /// assert_eq!(Problem::build(ten, 3, false), Err(ProblemError::NoRoom { pieces: 10, squares: 9 }));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// When the side is not from 3 to 8, or the pieces do not fit without superposition.
    pub fn build(pieces: PieceSet, side: usize, superpose: bool) -> Result<Problem, ProblemError> {
        if !(MIN_SIDE..=MAX_SIDE).contains(&side) {
            return Err(ProblemError::Side { side });
        }
        if !superpose && pieces.len() > side * side {
            return Err(ProblemError::NoRoom { pieces: pieces.len(), squares: side * side });
        }
        Ok(Problem {
            pieces,
            side: side as u8,
            bishops: BishopRule::Opposite,
            superpose,
            objective: Objective::Max,
            example_limit: DEFAULT_EXAMPLE_LIMIT,
        })
    }

    /// The 1849 problem: the eight pieces on 8×8, bishops on opposite colours, maximise.
    #[must_use]
    pub fn classic() -> Problem {
        Problem {
            pieces: PieceSet::CLASSIC,
            side: 8,
            bishops: BishopRule::Opposite,
            superpose: false,
            objective: Objective::Max,
            example_limit: DEFAULT_EXAMPLE_LIMIT,
        }
    }

    /// The same problem with other pieces.
    ///
    /// # Errors
    /// When the pieces do not fit on the board without superposition.
    pub fn with_pieces(self, pieces: PieceSet) -> Result<Problem, ProblemError> {
        let side = self.side();
        if !self.superpose && pieces.len() > side * side {
            return Err(ProblemError::NoRoom { pieces: pieces.len(), squares: side * side });
        }
        Ok(Problem { pieces, ..self })
    }

    /// The same problem with this bishop rule.
    #[must_use]
    pub fn with_bishops(mut self, rule: BishopRule) -> Problem {
        self.bishops = rule;
        self
    }

    /// The same problem with superposition (pieces sharing squares) allowed or not.
    #[must_use]
    pub fn with_superpose(mut self, on: bool) -> Problem {
        self.superpose = on;
        self
    }

    /// The same problem with this objective.
    #[must_use]
    pub fn with_objective(mut self, objective: Objective) -> Problem {
        self.objective = objective;
        self
    }

    /// The same problem listing at most `limit` example configurations.
    #[must_use]
    pub fn with_example_limit(mut self, limit: usize) -> Problem {
        self.example_limit = limit;
        self
    }

    /// The pieces.
    #[must_use]
    pub fn pieces(&self) -> PieceSet {
        self.pieces
    }

    /// The board side.
    #[must_use]
    pub fn side(&self) -> usize {
        usize::from(self.side)
    }

    /// The bishop colour rule.
    #[must_use]
    pub fn bishops(&self) -> BishopRule {
        self.bishops
    }

    /// Whether pieces may share a square.
    #[must_use]
    pub fn superpose(&self) -> bool {
        self.superpose
    }

    /// Max or min.
    #[must_use]
    pub fn objective(&self) -> Objective {
        self.objective
    }

    /// The most example configurations a result lists.
    #[must_use]
    pub fn example_limit(&self) -> usize {
        self.example_limit
    }
}
