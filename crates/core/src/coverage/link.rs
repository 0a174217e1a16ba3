//! The Coverage page's link:
//! `#/coverage?pieces=KQRRNNBB&board=8&bishops=opposite&goal=max&superpose=1`,
//! and a try played by hand: `&placed=Kc4,Qd1&leave=h8` (the pieces placed,
//! and the square a "leave only this square" challenge names).

use super::{BishopRule, Objective, PieceSet, Placement, Settings, MAX_SIDE, MIN_SIDE};
use crate::{
    board::Square,
    excerpt::shorten,
    link::{self, LinkError, Query},
};

/// What the Coverage page searches for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Goal {
    /// The configurations attacking the most squares.
    #[default]
    Max,
    /// The configurations attacking the fewest squares.
    Min,
    /// For every square, a configuration leaving only that square unattacked.
    Unattacked,
}

impl Goal {
    /// The goal's name in links and on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Goal::Max => "max",
            Goal::Min => "min",
            Goal::Unattacked => "unattacked",
        }
    }

    /// The objective of a max or min search (`None` for the unattacked table).
    #[must_use]
    pub const fn objective(self) -> Option<Objective> {
        match self {
            Goal::Max => Some(Objective::Max),
            Goal::Min => Some(Objective::Min),
            Goal::Unattacked => None,
        }
    }
}

/// A goal name other than `max`, `min` or `unattacked`; the text given is kept.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{}' is not a goal: use max, min or unattacked", shorten(.0))]
pub struct UnknownGoal(pub String);

impl std::str::FromStr for Goal {
    type Err = UnknownGoal;

    fn from_str(text: &str) -> Result<Goal, UnknownGoal> {
        [Goal::Max, Goal::Min, Goal::Unattacked]
            .into_iter()
            .find(|goal| goal.name() == text)
            .ok_or_else(|| UnknownGoal(text.to_string()))
    }
}

/// What a Coverage link opens: settings and a goal, or nothing (keep the page as it is).
///
/// ```
/// use chesslab_core::{coverage::{Goal, Link, Objective}, link::Link as _};
///
/// let link = Link::from_fragment("#/coverage?pieces=KQRRNNBB&board=8&goal=min&superpose=1")?;
/// let (settings, goal) = link.setup.as_ref().ok_or("no settings")?;
/// assert_eq!((settings.side, settings.superpose, *goal), (8, true, Goal::Min));
/// assert_eq!(settings.problem(Objective::Min)?.pieces().len(), 8);
/// assert_eq!(
///     link.to_fragment(),
///     "#/coverage?pieces=KQRRBBNN&board=8&bishops=opposite&goal=min&superpose=1"
/// );
///
/// assert!(Link::from_fragment("#/coverage?board=2").is_err());
///
/// // A try: the pieces placed, checked against the puzzle.
/// let link = Link::from_fragment("#/coverage?placed=Nb1,Qd1&leave=h8")?;
/// assert_eq!(link.placed.list_text(), "Qd1,Nb1");
/// assert_eq!(link.leave.map(|square| square.to_string()), Some("h8".to_string()));
/// assert!(link.to_fragment().ends_with("&goal=max&placed=Qd1,Nb1&leave=h8"));
/// let error = Link::from_fragment("#/coverage?pieces=QN&placed=Qd1,Qe1").unwrap_err();
/// assert_eq!(error.to_string(), "the set has 1 queen: no other is left");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The puzzle and the goal; `None` (`#/coverage` alone) keeps what the page shows.
    pub setup: Option<(Settings, Goal)>,
    /// The pieces of a try (none: an empty board).
    pub placed: Placement,
    /// The square a "leave only this square unattacked" challenge names.
    pub leave: Option<Square>,
}

impl Default for Link {
    /// `#/coverage` alone: the page as it is, no piece placed.
    fn default() -> Link {
        Link { setup: None, placed: Placement::empty(MAX_SIDE), leave: None }
    }
}

impl link::Link for Link {
    const PAGE: &'static str = "coverage";

    fn parse(path: &str, query: &mut Query) -> Result<Link, LinkError> {
        if !path.is_empty() {
            return Err(LinkError::Invalid(format!("'{}' is not part of a coverage link", shorten(path))));
        }
        if query.is_empty() {
            return Ok(Link::default());
        }
        let invalid = |text: String| LinkError::Invalid(text);
        let mut settings = Settings::default();
        if let Some(pieces) = query.take("pieces") {
            settings.pieces =
                PieceSet::parse(&pieces).map_err(|error| invalid(error.to_string()))?.to_string();
        }
        if let Some(board) = query.take("board") {
            settings.side =
                board.parse().ok().filter(|side| (MIN_SIDE..=MAX_SIDE).contains(side)).ok_or_else(|| {
                    invalid(format!(
                        "'{}' is not a board size: from {MIN_SIDE} to {MAX_SIDE}",
                        shorten(&board)
                    ))
                })?;
        }
        if let Some(bishops) = query.take("bishops") {
            settings.bishops = bishops.parse::<BishopRule>().map_err(|error| invalid(error.to_string()))?;
        }
        if let Some(superpose) = query.take("superpose") {
            settings.superpose = match superpose.as_str() {
                "1" | "" => true,
                "0" => false,
                other => return Err(invalid(format!("superpose={} should be 1 or 0", shorten(other)))),
            };
        }
        let goal = match query.take("goal") {
            Some(goal) => goal.parse().map_err(|error: UnknownGoal| invalid(error.to_string()))?,
            None => Goal::Max,
        };
        let problem = settings.problem(Objective::Max).map_err(|error| invalid(error.to_string()))?;
        let placed = Placement::read_list(&query.take("placed").unwrap_or_default(), &problem)
            .map_err(|error| invalid(error.to_string()))?;
        let leave = match query.take("leave") {
            Some(name) => Some(
                Square::parse(&name)
                    .filter(|square| usize::from(square.file().max(square.rank())) < settings.side)
                    .ok_or_else(|| invalid(format!("'{}' is not a square of the board", shorten(&name))))?,
            ),
            None => None,
        };
        Ok(Link { setup: Some((settings, goal)), placed, leave })
    }

    fn to_fragment(&self) -> String {
        let Some((settings, goal)) = &self.setup else { return "#/coverage".to_string() };
        let bishops = match settings.bishops {
            BishopRule::Opposite => "opposite",
            BishopRule::Same => "same",
            BishopRule::Any => "any",
        };
        let superpose = if settings.superpose { "&superpose=1" } else { "" };
        let placed = match self.placed.list_text() {
            text if text.is_empty() => String::new(),
            text => format!("&placed={text}"),
        };
        let leave = self.leave.map(|square| format!("&leave={square}")).unwrap_or_default();
        format!(
            "#/coverage?pieces={}&board={}&bishops={bishops}&goal={}{superpose}{placed}{leave}",
            settings.pieces,
            settings.side,
            goal.name()
        )
    }
}
