//! The Exact attack page's link: the problem's text form as the path, and
//! what to find: `#/exact/5x5,k=2,vacant?find=min`, or
//! `#/exact/4x4,cells=2-22/2222/2222/2222?find=all&max=7`; or a try to play,
//! the pieces placed by hand: `#/exact/4x4,k=1?play=Bb2,Bc2` (a problem
//! alone, `#/exact/4x4,k=1`, opens it to play from an empty board).

use super::{Placement, Problem, MAX_PIECES_ASKED};
use crate::{
    board::{PieceKind, Square},
    excerpt::shorten,
    link::{self, LinkError, Query},
};

/// What the Exact attack page searches for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Find {
    /// The proven fewest pieces, with every minimal placement.
    #[default]
    Min,
    /// Every solution (optionally with at most some number of pieces).
    All,
}

impl Find {
    /// The name in links and forms.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Find::Min => "min",
            Find::All => "all",
        }
    }
}

/// A `find=` value other than `min` or `all`; the text given is kept.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("find='{}' should be min or all", shorten(.0))]
pub struct UnknownFind(pub String);

impl std::str::FromStr for Find {
    type Err = UnknownFind;

    fn from_str(text: &str) -> Result<Find, UnknownFind> {
        [Find::Min, Find::All]
            .into_iter()
            .find(|find| find.name() == text)
            .ok_or_else(|| UnknownFind(text.to_string()))
    }
}

/// A search the page runs: a problem, what to find, and for "all" an optional piece cap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Search {
    /// The puzzle.
    pub problem: Problem,
    /// Fewest pieces or every solution.
    pub find: Find,
    /// With [`Find::All`]: count only placements of at most this many pieces.
    pub max_pieces: Option<u32>,
}

/// A try to play: a problem and the pieces placed on its board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Try {
    /// The puzzle.
    pub problem: Problem,
    /// The pieces placed, on the problem's board, of kinds it allows.
    pub placed: Placement,
}

/// What an Exact attack link opens: a search, a try to play, or nothing
/// (`#/exact`: keep the page as it is).
///
/// ```
/// use chesslab_core::{exact::{Find, Link}, link::Link as _};
///
/// let link = Link::from_fragment("#/exact/4x4,k=2?find=all&max=7")?;
/// let search = link.search.as_ref().ok_or("no search")?;
/// assert_eq!(search.problem.to_text(), "4x4,k=2");
/// assert_eq!((search.find, search.max_pieces), (Find::All, Some(7)));
/// assert_eq!(link.to_fragment(), "#/exact/4x4,k=2?find=all&max=7");
///
/// // A cap only makes sense when counting every solution.
/// assert!(Link::from_fragment("#/exact/4x4,k=2?max=7").is_err());
///
/// // A try: each piece's letter and cell, in reading order whatever order they were given in.
/// let link = Link::from_fragment("#/exact/4x4,k=1?play=bb2,Bc3")?;
/// let try_ = link.play.as_ref().ok_or("no try")?;
/// assert_eq!(try_.placed.to_string(), "4/2B1/1B2/4");
/// assert_eq!(link.to_fragment(), "#/exact/4x4,k=1?play=Bc3,Bb2");
/// let error = Link::from_fragment("#/exact/4x4,k=1?play=Be5").unwrap_err();
/// assert_eq!(error.to_string(), "'Be5' is not a piece on the board: a letter K Q R B N P, then a cell from a1 to d4");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// The search to show; `None` keeps what the page shows.
    pub search: Option<Search>,
    /// The try to play (then `search` is `None`).
    pub play: Option<Try>,
}

impl link::Link for Link {
    const PAGE: &'static str = "exact";

    fn parse(path: &str, query: &mut Query) -> Result<Link, LinkError> {
        let find = query.take("find");
        let max = query.take("max");
        let play = query.take("play");
        if path.is_empty() {
            return match (find, max, play) {
                (None, None, None) => Ok(Link::default()),
                _ => Err(LinkError::Invalid("this link names no problem: #/exact/5x5,k=2?find=min".into())),
            };
        }
        let problem = Problem::parse(path).map_err(|error| LinkError::Invalid(error.to_string()))?;
        if find.is_none() && max.is_none() {
            let placed = read_placed(play.as_deref().unwrap_or_default(), &problem)?;
            return Ok(Link { search: None, play: Some(Try { problem, placed }) });
        }
        if play.is_some() {
            return Err(LinkError::Invalid("play= does not go with find= or max=".into()));
        }
        let find = find
            .map_or(Ok(Find::Min), |text| text.parse())
            .map_err(|error: UnknownFind| LinkError::Invalid(error.to_string()))?;
        let max_pieces = match max {
            None => None,
            Some(text) => {
                Some(parse_max_pieces(&text).map_err(|error| LinkError::Invalid(error.to_string()))?)
            }
        };
        if max_pieces.is_some() && find != Find::All {
            return Err(LinkError::Invalid("max= only goes with find=all".into()));
        }
        Ok(Link { search: Some(Search { problem, find, max_pieces }), play: None })
    }

    fn to_fragment(&self) -> String {
        if let Some(Try { problem, placed }) = &self.play {
            let pieces = placed_text(placed);
            let play = if pieces.is_empty() { String::new() } else { format!("?play={pieces}") };
            return format!("#/exact/{}{play}", problem.to_text());
        }
        let Some(search) = &self.search else { return "#/exact".to_string() };
        let max = search.max_pieces.map(|max| format!("&max={max}")).unwrap_or_default();
        format!("#/exact/{}?find={}{max}", search.problem.to_text(), search.find.name())
    }
}

/// A piece cap that is not a whole number from 1 to [`MAX_PIECES_ASKED`]; the text given is kept.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{}' is not a piece count from 1 to {MAX_PIECES_ASKED}", shorten(.0))]
pub struct BadMaxPieces(pub String);

/// Reads a piece cap: a whole number from 1 to [`MAX_PIECES_ASKED`].
///
/// ```
/// use chesslab_core::exact::parse_max_pieces;
///
/// assert_eq!(parse_max_pieces("7"), Ok(7));
/// assert!(parse_max_pieces("0").is_err() && parse_max_pieces("65").is_err());
/// ```
///
/// # Errors
/// [`BadMaxPieces`] for anything else.
pub fn parse_max_pieces(text: &str) -> Result<u32, BadMaxPieces> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|max| (1..=MAX_PIECES_ASKED).contains(max))
        .ok_or_else(|| BadMaxPieces(text.to_string()))
}

/// The pieces of a try as a link writes them: each piece's letter and
/// cell, in reading order (top rank first, each from the left): `Bc3,Bb2`.
fn placed_text(placed: &Placement) -> String {
    super::reading_order(placed)
        .iter()
        .map(|(square, kind)| format!("{}{square}", kind.letter()))
        .collect::<Vec<_>>()
        .join(",")
}

/// Reads a try's pieces on `problem`'s board: a letter (either case) and a
/// cell for each, comma-separated. At most one piece a cell, on a cell that
/// is switched on, of a kind the problem allows; at most one item per cell
/// is read, so a long text is refused before more is kept.
fn read_placed(text: &str, problem: &Problem) -> Result<Placement, LinkError> {
    let mut placed = Placement::empty(problem.width(), problem.height(), problem.cells());
    let cells = problem.cells().count_ones() as usize;
    for (index, item) in text.split(',').filter(|item| !item.is_empty()).enumerate() {
        if index == cells {
            return Err(LinkError::Invalid(format!("more pieces than the board's {cells} cells")));
        }
        let (kind, square) = read_piece(item, problem).ok_or_else(|| {
            let last = Square::new(problem.width().saturating_sub(1), problem.height().saturating_sub(1));
            LinkError::Invalid(format!(
                "'{}' is not a piece on the board: a letter K Q R B N P, then a cell from a1 to {}",
                shorten(item),
                last.map(|square| square.to_string()).unwrap_or_default()
            ))
        })?;
        if !problem.pieces().contains(kind) {
            return Err(LinkError::Invalid(format!(
                "a {} is not allowed in this problem (only {})",
                kind.name(),
                problem.pieces()
            )));
        }
        if !problem.is_on(square) {
            return Err(LinkError::Invalid(format!("{square} is switched off: no piece may stand there")));
        }
        if placed.piece_at(square).is_some() {
            return Err(LinkError::Invalid(format!("{square} is given twice: one piece a cell")));
        }
        placed.set(square, Some(kind));
    }
    Ok(placed)
}

/// One item of a try: a piece letter, then a cell inside the problem's rectangle.
fn read_piece(item: &str, problem: &Problem) -> Option<(PieceKind, Square)> {
    let mut chars = item.chars();
    let kind = PieceKind::from_letter(chars.next()?)?;
    let square = Square::parse(&chars.as_str().to_ascii_lowercase())?;
    problem.grid().contains(square).then_some((kind, square))
}
