//! The Solo Chess page's links. A puzzle's link is its identity ([`Puzzle`]):
//!
//! | link | what it opens |
//! |---|---|
//! | `#/solo/pack/solo-17` | puzzle 17 of the Solo pack |
//! | `#/solo/daily/2026-11-27?rules=solo` | that day's daily puzzle under those rules |
//! | `#/solo/challenge?seed=abc123&puzzle=12` | puzzle 12 of that challenge run |
//! | `#/solo/new/k3x9?rules=solo&size=8&level=expert&pieces=10&unique` | the puzzle the generator makes from these settings |
//! | `#/solo/2Q1/2R1/N3/1P2?rules=solo` | a shared or edited position |
//!
//! and the links that name no one puzzle: `#/solo` (the puzzle you were on),
//! `#/solo/pack/solo` (a pack's page), `#/solo/daily?rules=solo` (today's
//! daily), `#/solo/challenge` (a new run: see [`ChallengeLink`]) and
//! `#/solo/rush?mode=3` (a Rush: see [`RushLink`]). Rules
//! default to Solitaire; a pack's and a challenge's are their own.

use super::{
    parse_code, parse_seed, seed_text, to_code, ChallengeLink, GenerateTask, Level, PackName, Puzzle,
    PuzzleId, PuzzleIdError, RulesPreset, RunId, RushLink, CHALLENGE_LENGTH,
};
use crate::{
    excerpt::shorten,
    link::{self, LinkError, Query},
    solo::{date_text, day_of_date},
};

/// What a Solo Chess link opens.
///
/// ```
/// use chesslab_core::{link::Link as _, solo::{Link, PackLink, Puzzle, RulesPreset}};
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
/// let Link::Pack(PackLink::Missing { pack, error }) = &link else { panic!("{link:?}") };
/// assert_eq!(error.to_string(), "the solo pack has puzzles 1 to 200, not 999");
/// assert_eq!(link.to_fragment(), "#/solo/pack/solo");
///
/// // `#/solo` is the puzzle the player was on, whatever it is.
/// assert_eq!(Link::from_fragment("#/solo")?, Link::Current);
/// # Ok::<(), chesslab_core::link::LinkError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// `#/solo`: the puzzle the player was on (the example on a first visit).
    Current,
    /// One puzzle, by its identity.
    Puzzle(Puzzle),
    /// A pack's page.
    Pack(PackLink),
    /// A challenge run as a whole: a new one, or a run from where it stands.
    Run(ChallengeLink),
    /// Today's daily puzzle under these rules (the page knows the date).
    TodaysDaily(RulesPreset),
    /// A Rush: a new one, one from its seed, or a friend's race.
    Rush(RushLink),
}

/// What a pack link names, other than one of its puzzles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PackLink {
    /// The pack's page: its puzzles as numbered tiles.
    Page(PackName),
    /// A puzzle no pack has: its pack's page opens, saying why.
    Missing {
        /// The pack the link names (the first pack when it names none).
        pack: PackName,
        /// Why there is no such puzzle.
        error: PuzzleIdError,
    },
}

impl PackLink {
    /// The pack it names.
    #[must_use]
    pub const fn pack(&self) -> PackName {
        match self {
            PackLink::Page(pack) | PackLink::Missing { pack, .. } => *pack,
        }
    }
}

impl Puzzle {
    /// Its link's text (`#/solo/pack/solo-17`): how stored games and lists name it.
    #[must_use]
    pub fn fragment(&self) -> String {
        link::Link::to_fragment(&Link::Puzzle(self.clone()))
    }

    /// The puzzle a link's text names, if it names one (stored text is not trusted).
    ///
    /// ```
    /// use chesslab_core::solo::{PackName, Puzzle, PuzzleId};
    ///
    /// let pack = Puzzle::Pack(PuzzleId { pack: PackName::Solo, number: 17 });
    /// assert_eq!(Puzzle::from_fragment(&pack.fragment()), Some(pack));
    /// assert_eq!(Puzzle::from_fragment("#/solo/pack/solo"), None); // a page, not a puzzle
    /// ```
    #[must_use]
    pub fn from_fragment(text: &str) -> Option<Puzzle> {
        match <Link as link::Link>::from_fragment(text) {
            Ok(Link::Puzzle(puzzle)) => Some(puzzle),
            _ => None,
        }
    }
}

impl From<RunId> for ChallengeLink {
    fn from(run: RunId) -> ChallengeLink {
        match run {
            RunId::Seeded(seed) => ChallengeLink::Seeded(seed),
            RunId::Daily(day) => ChallengeLink::Daily(Some(day)),
        }
    }
}

impl Link {
    /// The link to position `code` under `rules`.
    #[must_use]
    pub fn puzzle(code: &str, rules: RulesPreset) -> Link {
        Link::Puzzle(Puzzle::Position { code: code.to_string(), rules })
    }

    /// The link to pack puzzle `id`.
    #[must_use]
    pub const fn pack_puzzle(id: PuzzleId) -> Link {
        Link::Puzzle(Puzzle::Pack(id))
    }

    /// The link to a challenge run.
    ///
    /// ```
    /// use chesslab_core::{link::Link as _, solo::{ChallengeLink, Link}};
    ///
    /// let link = Link::from_fragment("#/solo/challenge?seed=ABC123")?;
    /// assert_eq!(link, Link::challenge(ChallengeLink::Seeded(623_698_779)));
    /// assert_eq!(link.to_fragment(), "#/solo/challenge?seed=abc123");
    /// assert_eq!(Link::from_fragment("#/solo/challenge")?, Link::challenge(ChallengeLink::New));
    /// assert_eq!(Link::from_fragment("#/solo/challenge?daily")?, Link::challenge(ChallengeLink::Daily(None)));
    /// # Ok::<(), chesslab_core::link::LinkError>(())
    /// ```
    #[must_use]
    pub const fn challenge(challenge: ChallengeLink) -> Link {
        Link::Run(challenge)
    }

    /// The rules the link's puzzle is played under, when it names them.
    #[must_use]
    pub fn rules(&self) -> Option<RulesPreset> {
        match self {
            Link::Current => None,
            Link::Puzzle(puzzle) => Some(puzzle.rules()),
            Link::Pack(link) => Some(link.pack().rules()),
            Link::Run(_) => Some(RulesPreset::Solo),
            Link::Rush(_) => None,
            Link::TodaysDaily(rules) => Some(*rules),
        }
    }
}

/// Reads `?rules=`, refusing it where the link's puzzles have their own (`own`).
fn take_rules(query: &mut Query, own: Option<(RulesPreset, &str)>) -> Result<RulesPreset, LinkError> {
    let Some(name) = query.take("rules") else {
        return Ok(own.map_or(RulesPreset::default(), |(rules, _)| rules));
    };
    let rules: RulesPreset =
        name.parse().map_err(|error: super::UnknownRules| LinkError::Invalid(error.to_string()))?;
    match own {
        Some((own, what)) if own != rules => Err(LinkError::Invalid(format!("{what} {} rules", own.name()))),
        _ => Ok(rules),
    }
}

/// Reads a switch written as its bare name (`&unique`).
fn take_switch(query: &mut Query, name: &str) -> Result<bool, LinkError> {
    match query.take(name) {
        None => Ok(false),
        Some(value) if value.is_empty() => Ok(true),
        Some(value) => Err(LinkError::Invalid(format!(
            "'{name}' takes no value (write just '{name}'), not '{}'",
            shorten(&value)
        ))),
    }
}

/// Reads `#/solo/challenge?…`: a run, or one of its puzzles with `&puzzle=N`.
fn parse_challenge(query: &mut Query) -> Result<Link, LinkError> {
    take_rules(query, Some((RulesPreset::Solo, "a challenge is played under")))?;
    let run = ChallengeLink::parse(query.take("seed"), query.take("daily"))?;
    let Some(number) = query.take("puzzle") else { return Ok(Link::Run(run)) };
    let index = number
        .parse::<usize>()
        .ok()
        .filter(|number| (1..=CHALLENGE_LENGTH).contains(number))
        .map(|number| number - 1)
        .ok_or_else(|| {
            LinkError::Invalid(format!(
                "a challenge has puzzles 1 to {CHALLENGE_LENGTH}, not '{}'",
                shorten(&number)
            ))
        })?;
    let run = match run {
        ChallengeLink::Seeded(seed) => RunId::Seeded(seed),
        ChallengeLink::Daily(Some(day)) => RunId::Daily(day),
        ChallengeLink::New | ChallengeLink::Daily(None) => {
            return Err(LinkError::Invalid(
                "a challenge puzzle's link names its run: a seed, or the daily run's date".into(),
            ))
        }
    };
    Ok(Link::Puzzle(Puzzle::Challenge { run, index }))
}

/// Reads `#/solo/new/<seed>?…`: the generator's settings.
fn parse_generated(seed: &str, query: &mut Query) -> Result<Link, LinkError> {
    let seed = parse_seed(seed)?;
    let rules = take_rules(query, None)?;
    let size = match query.take("size") {
        None => 4,
        Some(text) => text.parse::<u8>().map_err(|_| {
            LinkError::Invalid(format!("'{}' is not a board size: write 4 to 8", shorten(&text)))
        })?,
    };
    let level = match query.take("level") {
        None => Level::default(),
        Some(text) => text
            .parse::<Level>()
            .map_err(|error: super::UnknownLevel| LinkError::Invalid(error.to_string()))?,
    };
    let pieces = match query.take("pieces") {
        None => None,
        Some(text) => Some(
            text.parse::<u8>()
                .map_err(|_| LinkError::Invalid(format!("'{}' is not a number of pieces", shorten(&text))))?,
        ),
    };
    let unique = take_switch(query, "unique")?;
    let task = GenerateTask { level, seed, unique, rules, size, pieces };
    task.check().map_err(|error| LinkError::Invalid(error.to_string()))?;
    Ok(Link::Puzzle(Puzzle::Generated(task)))
}

/// Reads what follows `pack/` in a link.
fn parse_pack(rest: &str) -> Link {
    if rest.is_empty() {
        return Link::Pack(PackLink::Page(PackName::Solitaire));
    }
    if let Ok(pack) = rest.parse::<PackName>() {
        return Link::Pack(PackLink::Page(pack));
    }
    match rest.parse::<PuzzleId>() {
        Ok(id) => Link::pack_puzzle(id),
        Err(error) => {
            let named = rest.split('-').next().and_then(|name| name.parse().ok());
            Link::Pack(PackLink::Missing { pack: named.unwrap_or(PackName::Solitaire), error })
        }
    }
}

impl link::Link for Link {
    const PAGE: &'static str = "solo";

    fn parse(path: &str, query: &mut Query) -> Result<Link, LinkError> {
        let (head, rest) = path.split_once('/').unwrap_or((path, ""));
        match head {
            "" => {
                if query.take("rules").is_some() {
                    return Err(LinkError::Invalid(
                        "a link to the puzzle you are on takes no rules: open a puzzle's own link".into(),
                    ));
                }
                Ok(Link::Current)
            }
            "challenge" if rest.is_empty() => parse_challenge(query),
            "rush" if rest.is_empty() => RushLink::parse(query).map(Link::Rush),
            "pack" => {
                let link = parse_pack(rest);
                let own = link.rules().unwrap_or_default();
                take_rules(query, Some((own, "a pack's puzzles are played under its own")))?;
                Ok(link)
            }
            "daily" => {
                let rules = take_rules(query, None)?;
                if rest.is_empty() {
                    return Ok(Link::TodaysDaily(rules));
                }
                let day = day_of_date(rest).ok_or_else(|| {
                    LinkError::Invalid(format!("'{}' is not a date: write it like 2026-11-27", shorten(rest)))
                })?;
                Ok(Link::Puzzle(Puzzle::Daily { day, rules }))
            }
            "new" => parse_generated(rest, query),
            _ => {
                let rules = take_rules(query, None)?;
                let code = to_code(&parse_code(path).map_err(|error| {
                    // A lower-case word is a page's name mistyped, not a position (whose pieces
                    // are capitals, and whose other forms have digits): say which links there are.
                    if !path.is_empty() && path.bytes().all(|byte| byte.is_ascii_lowercase()) {
                        LinkError::Invalid(format!(
                            "'{}' is not a Solo link: a puzzle's link ends in its code (like \
                             #/solo/2Q1/2R1/N3/1P2), and the others are #/solo/pack/solitaire, \
                             #/solo/pack/solo, #/solo/daily, #/solo/challenge and #/solo/rush",
                            shorten(path)
                        ))
                    } else {
                        LinkError::Invalid(format!("the puzzle in this link is invalid: {error}"))
                    }
                })?);
                Ok(Link::Puzzle(Puzzle::Position { code, rules }))
            }
        }
    }

    fn to_fragment(&self) -> String {
        let with_rules = |mut fragment: String, rules: RulesPreset| {
            if rules != RulesPreset::default() {
                fragment.push_str("?rules=");
                fragment.push_str(rules.name());
            }
            fragment
        };
        match self {
            Link::Current => "#/solo".to_string(),
            Link::Pack(link) => format!("#/solo/pack/{}", link.pack()),
            Link::Run(run) => run.to_fragment(),
            Link::Rush(rush) => rush.to_fragment(),
            Link::TodaysDaily(rules) => with_rules("#/solo/daily".to_string(), *rules),
            Link::Puzzle(Puzzle::Pack(id)) => format!("#/solo/pack/{id}"),
            Link::Puzzle(Puzzle::Daily { day, rules }) => {
                with_rules(format!("#/solo/daily/{}", date_text(*day)), *rules)
            }
            Link::Puzzle(Puzzle::Challenge { run, index }) => {
                format!("{}&puzzle={}", ChallengeLink::from(*run).to_fragment(), index + 1)
            }
            Link::Puzzle(Puzzle::Generated(task)) => generated_fragment(task),
            Link::Puzzle(Puzzle::Position { code, rules }) => with_rules(format!("#/solo/{code}"), *rules),
        }
    }
}

/// `#/solo/new/<seed>?…`, naming only the settings that differ from the defaults.
fn generated_fragment(task: &GenerateTask) -> String {
    let mut settings = Vec::new();
    if task.rules != RulesPreset::default() {
        settings.push(format!("rules={}", task.rules.name()));
    }
    if task.size != 4 {
        settings.push(format!("size={}", task.size));
    }
    if task.level != Level::default() {
        settings.push(format!("level={}", task.level.name()));
    }
    if let Some(pieces) = task.pieces {
        settings.push(format!("pieces={pieces}"));
    }
    if task.unique {
        settings.push("unique".to_string());
    }
    let mut fragment = format!("#/solo/new/{}", seed_text(task.seed));
    if !settings.is_empty() {
        fragment.push('?');
        fragment.push_str(&settings.join("&"));
    }
    fragment
}
