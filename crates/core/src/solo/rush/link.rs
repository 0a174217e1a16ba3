//! A Rush's link: `#/solo/rush?mode=3` (a new run: the page picks a seed and
//! puts it in the address), `#/solo/rush?mode=3&seed=abc123` (that run), and
//! a friend's race: `#/solo/rush?mode=3&seed=abc123&race=2h.1c-3k.…`, the
//! same run with the friend's splits, drawn beside yours as a ghost.
//!
//! A race is written as one split per puzzle: the time since the split
//! before in tenths of a second (base 36), then how the puzzle ended — `.`
//! solved, `-` failed, `_` skipped — and a final `~` when the run went on
//! beyond what the link holds. A shared link stays within [`LINK_LIMIT`]
//! characters, the address included: the last splits go first. The splits
//! are as the friend's page wrote them; nothing can check them.

use super::{Finish, RushMode, Split, RUSH_LENGTH};
use crate::{
    excerpt::shorten,
    link::{LinkError, Query},
    solo::{parse_seed, seed_text},
};

/// The longest shared link, the page's address included.
pub const LINK_LIMIT: usize = 300;

/// The digits a split may have (base 36: about 25 days in tenths of a second).
const MAX_DIGITS: usize = 7;

/// A friend's run: their splits, as far as the link holds them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Race {
    /// When each of their puzzles ended, and how.
    pub splits: Vec<Split>,
    /// Whether the link holds every split (`false`: the run went on beyond).
    pub complete: bool,
}

impl Race {
    /// The friend's puzzles ended by `at` (tenths of a second played), and how many they solved.
    #[must_use]
    pub fn by(&self, at: u32) -> (usize, usize) {
        let ended: Vec<&Split> = self.splits.iter().take_while(|split| split.at <= at).collect();
        (ended.len(), ended.iter().filter(|split| split.finish == Finish::Solved).count())
    }

    /// Reads a race as [`Race::text`] writes it (a link's `race=`, a stored run's splits).
    ///
    /// # Errors
    /// [`LinkError::Invalid`] saying what is damaged.
    pub fn from_text(text: &str) -> Result<Race, LinkError> {
        parse_race(text)
    }

    /// The race as links write it.
    #[must_use]
    pub fn text(&self) -> String {
        race_text(&self.splits, self.complete)
    }

    /// Their score, as far as the link says.
    #[must_use]
    pub fn solved(&self) -> usize {
        self.splits.iter().filter(|split| split.finish == Finish::Solved).count()
    }
}

/// What a Rush link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RushLink {
    /// The way to play.
    pub mode: RushMode,
    /// The run's seed (`None`: a new run with a seed of the page's choosing).
    pub seed: Option<u64>,
    /// A friend's run to race (only with a seed).
    pub race: Option<Race>,
}

impl RushLink {
    /// A new run of `mode`.
    #[must_use]
    pub const fn new(mode: RushMode) -> RushLink {
        RushLink { mode, seed: None, race: None }
    }

    /// The run of `mode` from `seed`.
    #[must_use]
    pub const fn seeded(mode: RushMode, seed: u64) -> RushLink {
        RushLink { mode, seed: Some(seed), race: None }
    }

    /// Reads the settings of `#/solo/rush?…`.
    ///
    /// ```
    /// use chesslab_core::{link::Link as _, solo::{Finish, Link, RushLink, RushMode, Split}};
    ///
    /// let link = Link::from_fragment("#/solo/rush?mode=survival&seed=abc123&race=a.b-~")?;
    /// let Link::Rush(rush) = &link else { panic!("{link:?}") };
    /// assert_eq!((rush.mode, rush.seed), (RushMode::Survival, Some(623_698_779)));
    /// let race = rush.race.as_ref().ok_or("no race")?;
    /// assert_eq!(race.splits, [Split { at: 10, finish: Finish::Solved }, Split { at: 21, finish: Finish::Failed }]);
    /// assert!(!race.complete);
    /// assert_eq!(link.to_fragment(), "#/solo/rush?mode=survival&seed=abc123&race=a.b-~");
    ///
    /// let error = Link::from_fragment("#/solo/rush?mode=3&race=a.").unwrap_err();
    /// assert_eq!(error.to_string(), "a race link names its run: add its seed");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub(in crate::solo) fn parse(query: &mut Query) -> Result<RushLink, LinkError> {
        let mode = match query.take("mode") {
            None => RushMode::default(),
            Some(text) => {
                text.parse().map_err(|error: super::UnknownRushMode| LinkError::Invalid(error.to_string()))?
            }
        };
        let seed = query.take("seed").map(|text| parse_seed(&text)).transpose()?;
        let race = query.take("race").map(|text| parse_race(&text)).transpose()?;
        if race.is_some() && seed.is_none() {
            return Err(LinkError::Invalid("a race link names its run: add its seed".into()));
        }
        Ok(RushLink { mode, seed, race })
    }

    /// The link's fragment.
    #[must_use]
    pub fn to_fragment(&self) -> String {
        let mut fragment = format!("#/solo/rush?mode={}", self.mode);
        if let Some(seed) = self.seed {
            fragment.push_str("&seed=");
            fragment.push_str(&seed_text(seed));
        }
        if let Some(race) = &self.race {
            fragment.push_str("&race=");
            fragment.push_str(&race_text(&race.splits, race.complete));
        }
        fragment
    }

    /// The race link of a run of `mode` from `seed` with `splits`, after
    /// `address` (the page's address before `#`): as many splits as keep it
    /// within [`LINK_LIMIT`] characters.
    ///
    /// ```
    /// use chesslab_core::solo::{Finish, RushLink, RushMode, Split, LINK_LIMIT};
    ///
    /// let splits: Vec<Split> = (1..=140).map(|n| Split { at: n * 700, finish: Finish::Solved }).collect();
    /// let link = RushLink::race("https://example.org/", RushMode::Survival, 7, &splits);
    /// assert!(link.len() <= LINK_LIMIT && link.ends_with('~'), "{link}");
    /// ```
    #[must_use]
    pub fn race(address: &str, mode: RushMode, seed: u64, splits: &[Split]) -> String {
        let head = format!("{address}{}&race=", RushLink::seeded(mode, seed).to_fragment());
        let mut kept = splits.len();
        loop {
            let text = race_text(&splits[..kept], kept == splits.len());
            if head.len() + text.len() <= LINK_LIMIT || kept == 0 {
                return format!("{head}{text}");
            }
            kept -= 1;
        }
    }
}

/// Writes splits as a race.
fn race_text(splits: &[Split], complete: bool) -> String {
    let mut text = String::new();
    let mut before = 0;
    for split in splits {
        text.push_str(&seed_text(u64::from(split.at.saturating_sub(before))));
        text.push(match split.finish {
            Finish::Solved => '.',
            Finish::Failed => '-',
            Finish::Skipped => '_',
        });
        before = split.at;
    }
    if !complete {
        text.push('~');
    }
    text
}

/// Reads a race, refusing what no page writes.
fn parse_race(text: &str) -> Result<Race, LinkError> {
    let bad = |why: &str| {
        LinkError::Invalid(format!("the race in this link is damaged ({why}): '{}'", shorten(text)))
    };
    let (body, complete) = match text.strip_suffix('~') {
        Some(body) => (body, false),
        None => (text, true),
    };
    let mut splits = Vec::new();
    let mut at: u32 = 0;
    let mut digits = String::new();
    for char in body.chars() {
        let finish = match char {
            '.' => Finish::Solved,
            '-' => Finish::Failed,
            '_' => Finish::Skipped,
            _ if char.is_ascii_alphanumeric() && digits.len() < MAX_DIGITS => {
                digits.push(char.to_ascii_lowercase());
                continue;
            }
            _ if char.is_ascii_alphanumeric() => return Err(bad("a time too long")),
            _ => return Err(bad("a character a race does not have")),
        };
        if digits.is_empty() {
            return Err(bad("a puzzle without its time"));
        }
        let step = u32::from_str_radix(&digits, 36).map_err(|_| bad("a time too long"))?;
        at = at.checked_add(step).ok_or_else(|| bad("a time too long"))?;
        digits.clear();
        splits.push(Split { at, finish });
        if splits.len() > RUSH_LENGTH {
            return Err(bad("more puzzles than a run has"));
        }
    }
    if !digits.is_empty() {
        return Err(bad("a time without its puzzle's end"));
    }
    Ok(Race { splits, complete })
}

impl crate::json::FromJson for Race {
    fn from_json(json: &crate::json::Json) -> Result<Race, crate::json::JsonError> {
        let text = String::from_json(json)?;
        Race::from_text(&text).map_err(|error| crate::json::JsonError(error.to_string()))
    }
}

impl crate::json::ToJson for Race {
    fn to_json(&self) -> crate::json::Json {
        crate::json::Json::String(self.text())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use proptest::prelude::*;

    use super::*;
    use crate::{link::Link as _, solo::Link};

    fn open(fragment: &str) -> Result<Link, LinkError> {
        Link::from_fragment(fragment)
    }

    #[test]
    fn bad_links_say_what_is_wrong() {
        let cases = [
            ("#/solo/rush?mode=4", "'4' is not a Rush: the Rushes are 3, 5, survival and streak"),
            ("#/solo/rush?seed=a-b", "'a-b' is not a seed"),
            (
                "#/solo/rush?seed=1&race=a",
                "the race in this link is damaged (a time without its puzzle's end)",
            ),
            ("#/solo/rush?seed=1&race=.", "the race in this link is damaged (a puzzle without its time)"),
            (
                "#/solo/rush?seed=1&race=a*",
                "the race in this link is damaged (a character a race does not have)",
            ),
            ("#/solo/rush?seed=1&race=zzzzzzzz.", "the race in this link is damaged (a time too long)"),
            ("#/solo/rush?seed=1&race=zzzzzzz.zzzzzzz.zzzzzzz.zzzzzzz.zzzzzzz.", "(a time too long)"),
            ("#/solo/rush?seed=1&speed=2", "this link has an unknown setting 'speed'"),
        ];
        for (fragment, expected) in cases {
            let error = open(fragment).unwrap_err().to_string();
            assert!(error.contains(expected), "{fragment}: {error}");
        }
        let long = format!("#/solo/rush?seed=1&race={}", "1.".repeat(RUSH_LENGTH + 1));
        assert!(open(&long).unwrap_err().to_string().contains("more puzzles than a run has"));
    }

    #[test]
    fn a_bare_link_is_a_new_rush_three() {
        assert_eq!(open("#/solo/rush").unwrap(), Link::Rush(RushLink::new(RushMode::Three)));
    }

    fn split() -> impl Strategy<Value = Split> {
        (0u32..5_000, prop_oneof![Just(Finish::Solved), Just(Finish::Failed), Just(Finish::Skipped)])
            .prop_map(|(at, finish)| Split { at, finish })
    }

    proptest! {
        #[test]
        fn any_text_reads_or_is_refused_without_a_panic(text in "\\PC{0,80}") {
            let _ = open(&format!("#/solo/rush?seed=1&race={text}"));
            let _ = open(&format!("#/solo/rush?{text}"));
        }

        #[test]
        fn race_texts_of_the_page_alphabet_read_back_as_written(text in "[0-9a-z.\\-_]{0,60}~?") {
            if let Ok(Link::Rush(link)) = open(&format!("#/solo/rush?seed=1&race={text}")) {
                let again = open(&link.to_fragment()).unwrap();
                prop_assert_eq!(again, Link::Rush(link));
            }
        }

        #[test]
        fn a_written_race_reads_back_within_the_limit(
            mut steps in proptest::collection::vec(split(), 0..RUSH_LENGTH),
            seed: u64,
            mode in prop_oneof![Just(RushMode::Three), Just(RushMode::Five), Just(RushMode::Survival), Just(RushMode::Streak)],
        ) {
            let mut at = 0;
            for step in &mut steps {
                at += step.at;
                step.at = at;
            }
            let address = "https://puzzles.example.org/chess/";
            let link = RushLink::race(address, mode, seed, &steps);
            prop_assert!(link.len() <= LINK_LIMIT, "{}", link);
            let Link::Rush(read) = open(link.strip_prefix(address).unwrap()).unwrap() else { panic!() };
            prop_assert_eq!((read.mode, read.seed), (mode, Some(seed)));
            let race = read.race.unwrap();
            prop_assert_eq!(&race.splits[..], &steps[..race.splits.len()]);
            prop_assert_eq!(race.complete, race.splits.len() == steps.len());
        }
    }

    #[test]
    fn the_ghost_counts_what_the_friend_had_ended_by_then() {
        let race = Race {
            splits: vec![
                Split { at: 10, finish: Finish::Solved },
                Split { at: 25, finish: Finish::Failed },
                Split { at: 40, finish: Finish::Solved },
            ],
            complete: true,
        };
        assert_eq!([race.by(0), race.by(10), race.by(30), race.by(99)], [(0, 0), (1, 1), (2, 1), (3, 2)]);
        assert_eq!(race.solved(), 2);
    }
}
