//! The Solo Chess page's link: `#/solo/<puzzle code>?rules=solo`, a
//! pack's: `#/solo/pack/solo` (the pack page), `#/solo/pack/solo-17` (its puzzle 17),
//! or a challenge run's: `#/solo/challenge?seed=abc123` (see [`ChallengeLink`]).

use super::{parse_code, to_code, ChallengeLink, PackName, PuzzleId, PuzzleIdError, RulesPreset};
use crate::route::{self, LinkError, Query};

/// What a Solo Chess link opens: a puzzle (or the page's current one) under a rule set.
///
/// ```
/// use chesslab_core::{route::Link as _, solo::{Link, RulesPreset}};
///
/// // Any code the parser reads is kept in its normal form.
/// let link = Link::from_fragment("#/solo/00q000r0k0000p00")?;
/// assert_eq!(link, Link::puzzle("2Q1/2R1/N3/1P2", RulesPreset::Solitaire));
/// assert_eq!(link.to_fragment(), "#/solo/2Q1/2R1/N3/1P2");
///
/// let error = Link::from_fragment("#/solo/9/4").unwrap_err();
/// assert!(error.to_string().starts_with("the puzzle in this link is invalid"), "{error}");
///
/// // A pack puzzle that does not exist still opens its pack's page, which says why.
/// let link = Link::from_fragment("#/solo/pack/solo-999")?;
/// let Some(PackLink::Missing { pack, error }) = &link.pack else { panic!("{link:?}") };
/// assert_eq!(error.to_string(), "the solo pack has puzzles 1 to 200, not 999");
/// assert_eq!(link.to_fragment(), "#/solo/pack/solo");
/// # use chesslab_core::solo::PackLink;
/// # Ok::<(), chesslab_core::route::LinkError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The puzzle code, in its normal form; `None` keeps the puzzle on the board.
    pub puzzle: Option<String>,
    /// The rule set (Solitaire unless `?rules=` says otherwise; a pack's own).
    pub rules: RulesPreset,
    /// The pack page or pack puzzle the link names, if any.
    pub pack: Option<PackLink>,
    /// The challenge run the link names, if any (Solo rules).
    pub challenge: Option<ChallengeLink>,
}

/// What a pack link names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackLink {
    /// The pack's page: its puzzles as numbered tiles.
    Page(PackName),
    /// One puzzle of a pack.
    Puzzle(PuzzleId),
    /// A puzzle no pack has: its pack's page opens, saying why.
    Missing {
        /// The pack the link names (the first pack when it names none).
        pack: PackName,
        /// Why there is no such puzzle.
        error: PuzzleIdError,
    },
}

impl PackLink {
    /// Reads what follows `pack/` in a link.
    fn parse(rest: &str) -> PackLink {
        if let Ok(pack) = rest.parse::<PackName>() {
            return PackLink::Page(pack);
        }
        match rest.parse::<PuzzleId>() {
            Ok(id) => PackLink::Puzzle(id),
            Err(error) => {
                let named = rest.split('-').next().and_then(|name| name.parse().ok());
                PackLink::Missing { pack: named.unwrap_or(PackName::Solitaire), error }
            }
        }
    }

    /// The pack it names.
    #[must_use]
    pub const fn pack(&self) -> PackName {
        match self {
            PackLink::Page(pack) | PackLink::Missing { pack, .. } => *pack,
            PackLink::Puzzle(id) => id.pack,
        }
    }
}

impl Link {
    /// The link to puzzle `code` under `rules`.
    #[must_use]
    pub fn puzzle(code: &str, rules: RulesPreset) -> Link {
        Link { puzzle: Some(code.to_string()), rules, pack: None, challenge: None }
    }

    /// The link to a pack page or pack puzzle.
    #[must_use]
    pub fn pack(pack: PackLink) -> Link {
        let rules = pack.pack().rules();
        Link { puzzle: None, rules, pack: Some(pack), challenge: None }
    }

    /// The link to a challenge run.
    ///
    /// ```
    /// use chesslab_core::{route::Link as _, solo::{ChallengeLink, Link}};
    ///
    /// let link = Link::from_fragment("#/solo/challenge?seed=ABC123")?;
    /// assert_eq!(link, Link::challenge(ChallengeLink::Seeded(623_698_779)));
    /// assert_eq!(link.to_fragment(), "#/solo/challenge?seed=abc123");
    /// assert_eq!(Link::from_fragment("#/solo/challenge")?.challenge, Some(ChallengeLink::New));
    /// assert_eq!(Link::from_fragment("#/solo/challenge?daily")?.challenge, Some(ChallengeLink::Daily(None)));
    /// # Ok::<(), chesslab_core::route::LinkError>(())
    /// ```
    #[must_use]
    pub const fn challenge(challenge: ChallengeLink) -> Link {
        Link { puzzle: None, rules: RulesPreset::Solo, pack: None, challenge: Some(challenge) }
    }
}

impl route::Link for Link {
    const PAGE: &'static str = "solo";

    fn parse(path: &str, query: &mut Query) -> Result<Link, LinkError> {
        let rules_text = query.take("rules");
        if path == "challenge" {
            if rules_text.as_deref().is_some_and(|name| name != RulesPreset::Solo.name()) {
                return Err(LinkError::Invalid("a challenge is played under solo rules".into()));
            }
            return ChallengeLink::parse(query.take("seed"), query.take("daily")).map(Link::challenge);
        }
        let rules = match rules_text {
            Some(name) => {
                name.parse().map_err(|error: super::UnknownRules| LinkError::Invalid(error.to_string()))?
            }
            None => RulesPreset::default(),
        };
        if let Some(rest) = path.strip_prefix("pack").filter(|rest| rest.is_empty() || rest.starts_with('/'))
        {
            let rest = rest.trim_start_matches('/');
            let pack =
                if rest.is_empty() { PackLink::Page(PackName::Solitaire) } else { PackLink::parse(rest) };
            return Ok(Link::pack(pack));
        }
        let puzzle = match path {
            "" => None,
            code => Some(to_code(&parse_code(code).map_err(|error| {
                LinkError::Invalid(format!("the puzzle in this link is invalid: {error}"))
            })?)),
        };
        Ok(Link { puzzle, rules, pack: None, challenge: None })
    }

    fn to_fragment(&self) -> String {
        if let Some(challenge) = self.challenge {
            return challenge.to_fragment();
        }
        match &self.pack {
            Some(PackLink::Puzzle(id)) => return format!("#/solo/pack/{id}"),
            Some(link) => return format!("#/solo/pack/{}", link.pack()),
            None => {}
        }
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
