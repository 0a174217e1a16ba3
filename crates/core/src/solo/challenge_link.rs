//! A challenge run's link: `#/solo/challenge?seed=abc123` (a friend plays the
//! same 30 puzzles), `#/solo/challenge?daily=2026-11-25` (that day's run, the
//! same for everyone), `#/solo/challenge?daily` (today's) and
//! `#/solo/challenge` (a new run: the page picks a random seed and puts its
//! `?seed=` in the address).
//!
//! A seed is written in base 36, lowercase (`abc123`; at most 13 characters,
//! any case read), so a whole `u64` fits in a short link.

use super::{challenge::daily_challenge_seed, date_text, day_of_date};
use crate::{excerpt::shorten, link::LinkError};

/// What a challenge link asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeLink {
    /// A new run with a seed of the page's choosing.
    New,
    /// The run made from this seed.
    Seeded(u64),
    /// The daily run of this day (days since 1970-01-01), or of today when `None`.
    Daily(Option<i64>),
}

impl ChallengeLink {
    /// The run's seed, `today` being the day the page is opened on; `None` for
    /// [`ChallengeLink::New`], whose seed the page picks.
    #[must_use]
    pub fn seed(self, today: i64) -> Option<u64> {
        match self {
            ChallengeLink::New => None,
            ChallengeLink::Seeded(seed) => Some(seed),
            ChallengeLink::Daily(day) => Some(daily_challenge_seed(day.unwrap_or(today))),
        }
    }

    /// Reads the settings of `#/solo/challenge?…` (`seed` or `daily`, not both).
    pub(super) fn parse(seed: Option<String>, daily: Option<String>) -> Result<ChallengeLink, LinkError> {
        match (seed, daily) {
            (None, None) => Ok(ChallengeLink::New),
            (Some(_), Some(_)) => {
                Err(LinkError::Invalid("a challenge link has a seed or is the daily run, not both".into()))
            }
            (Some(text), None) => parse_seed(&text).map(ChallengeLink::Seeded),
            (None, Some(date)) if date.is_empty() => Ok(ChallengeLink::Daily(None)),
            (None, Some(date)) => {
                day_of_date(&date).map(|day| ChallengeLink::Daily(Some(day))).ok_or_else(|| {
                    LinkError::Invalid(format!(
                        "'{}' is not a date: write it like 2026-11-25",
                        shorten(&date)
                    ))
                })
            }
        }
    }

    /// The link's fragment.
    #[must_use]
    pub fn to_fragment(self) -> String {
        match self {
            ChallengeLink::New => "#/solo/challenge".to_string(),
            ChallengeLink::Seeded(seed) => format!("#/solo/challenge?seed={}", seed_text(seed)),
            ChallengeLink::Daily(None) => "#/solo/challenge?daily".to_string(),
            ChallengeLink::Daily(Some(day)) => format!("#/solo/challenge?daily={}", date_text(day)),
        }
    }
}

/// A seed as links write it: base 36, lowercase.
///
/// ```
/// use chesslab_core::solo::{parse_seed, seed_text};
///
/// assert_eq!(seed_text(0), "0");
/// assert_eq!(parse_seed("ABC123"), Ok(623_698_779));
/// assert_eq!(seed_text(623_698_779), "abc123");
/// assert_eq!(parse_seed(&seed_text(u64::MAX)), Ok(u64::MAX));
/// assert!(parse_seed("abc-123").is_err());
/// let past = parse_seed("3w5e11264sgsg").unwrap_err().to_string(); // u64::MAX + 1
/// assert!(past.ends_with("is not a seed: it is larger than the largest, 3w5e11264sgsf"), "{past}");
/// ```
#[must_use]
pub fn seed_text(seed: u64) -> String {
    let mut digits = Vec::new();
    let mut rest = seed;
    loop {
        digits.push(char::from_digit((rest % 36) as u32, 36).unwrap_or('0'));
        rest /= 36;
        if rest == 0 {
            break;
        }
    }
    digits.iter().rev().collect()
}

/// Reads a seed written in base 36 (any case).
///
/// # Errors
/// [`LinkError::Invalid`] saying what a seed looks like.
pub fn parse_seed(text: &str) -> Result<u64, LinkError> {
    let bad = || {
        LinkError::Invalid(format!(
            "'{}' is not a seed: write letters and digits, at most 13, like abc123",
            shorten(text)
        ))
    };
    if text.is_empty() || text.len() > 13 || !text.bytes().all(|byte| byte.is_ascii_alphanumeric()) {
        return Err(bad());
    }
    // Thirteen base-36 digits reach past u64: the only way a well-formed seed fails to read.
    u64::from_str_radix(&text.to_ascii_lowercase(), 36).map_err(|_| {
        LinkError::Invalid(format!(
            "'{}' is not a seed: it is larger than the largest, {}",
            shorten(text),
            seed_text(u64::MAX)
        ))
    })
}
