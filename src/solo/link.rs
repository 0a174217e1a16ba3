//! The Solo Chess page's link: `#/solo/<puzzle code>?rules=solo`.

use super::{parse_code, to_code, RulesPreset};
use crate::route::{self, LinkError, Query};

/// What a Solo Chess link opens: a puzzle (or the page's current one) under a rule set.
///
/// ```
/// use chesslab::{route::Link as _, solo::{Link, RulesPreset}};
///
/// // Any code the parser reads is kept in its normal form.
/// let link = Link::from_fragment("#/solo/00q000r0k0000p00")?;
/// assert_eq!(link, Link { puzzle: Some("2Q1/2R1/N3/1P2".into()), rules: RulesPreset::Solitaire });
/// assert_eq!(link.to_fragment(), "#/solo/2Q1/2R1/N3/1P2");
///
/// let error = Link::from_fragment("#/solo/9/4").unwrap_err();
/// assert!(error.to_string().starts_with("the puzzle in this link is invalid"), "{error}");
/// # Ok::<(), chesslab::route::LinkError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The puzzle code, in its normal form; `None` keeps the puzzle on the board.
    pub puzzle: Option<String>,
    /// The rule set (Solitaire unless `?rules=` says otherwise).
    pub rules: RulesPreset,
}

impl route::Link for Link {
    const PAGE: &'static str = "solo";

    fn parse(path: &str, query: &mut Query) -> Result<Link, LinkError> {
        let rules = match query.take("rules") {
            Some(name) => {
                name.parse().map_err(|error: super::UnknownRules| LinkError::Invalid(error.to_string()))?
            }
            None => RulesPreset::default(),
        };
        let puzzle = match path {
            "" => None,
            code => Some(to_code(&parse_code(code).map_err(|error| {
                LinkError::Invalid(format!("the puzzle in this link is invalid: {error}"))
            })?)),
        };
        Ok(Link { puzzle, rules })
    }

    fn to_fragment(&self) -> String {
        let mut fragment = String::from("#/solo");
        if let Some(code) = &self.puzzle {
            fragment.push('/');
            fragment.push_str(code);
        }
        if self.rules != RulesPreset::default() {
            fragment.push_str("?rules=");
            fragment.push_str(self.rules.name());
        }
        fragment
    }
}
