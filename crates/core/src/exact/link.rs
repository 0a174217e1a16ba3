//! The Exact attack page's link: the problem's text form as the path, and
//! what to find: `#/exact/5x5,k=2,vacant?find=min`, or
//! `#/exact/4x4,cells=2-22/2222/2222/2222?find=all&max=7`.

use super::{Problem, MAX_PIECES_ASKED};
use crate::{
    echo::shorten,
    route::{self, LinkError, Query},
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

/// What an Exact attack link opens: a search, or nothing (`#/exact`: keep the page as it is).
///
/// ```
/// use chesslab_core::{exact::{Find, Link}, route::Link as _};
///
/// let link = Link::from_fragment("#/exact/4x4,k=2?find=all&max=7")?;
/// let search = link.search.as_ref().ok_or("no search")?;
/// assert_eq!(search.problem.to_text(), "4x4,k=2");
/// assert_eq!((search.find, search.max_pieces), (Find::All, Some(7)));
/// assert_eq!(link.to_fragment(), "#/exact/4x4,k=2?find=all&max=7");
///
/// // A cap only makes sense when counting every solution.
/// assert!(Link::from_fragment("#/exact/4x4,k=2?max=7").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The search to show; `None` keeps what the page shows.
    pub search: Option<Search>,
}

impl route::Link for Link {
    const PAGE: &'static str = "exact";

    fn parse(path: &str, query: &mut Query) -> Result<Link, LinkError> {
        let find = query.take("find");
        let max = query.take("max");
        if path.is_empty() {
            return match (find, max) {
                (None, None) => Ok(Link { search: None }),
                _ => Err(LinkError::Invalid("this link names no problem: #/exact/5x5,k=2?find=min".into())),
            };
        }
        let problem = Problem::parse(path).map_err(|error| LinkError::Invalid(error.to_string()))?;
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
        Ok(Link { search: Some(Search { problem, find, max_pieces }) })
    }

    fn to_fragment(&self) -> String {
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
