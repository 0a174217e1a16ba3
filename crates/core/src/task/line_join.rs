//! Taking in the reply lines of one search's shares, in any order and any
//! number of times, checked to belong together: what a family's join keeps
//! until every share is in ([`Replies`]). The queens' and the coverage join
//! use it; a family's reply line says which search it belongs to
//! ([`ShareLine`]).
//!
//! What it keeps is bounded by the lines given, never by what a line
//! claims: a reply claiming share 3 of 4,000,000,000 costs one entry, and
//! the shares still missing are found from the gaps between those in.
//!
//! What the replies add up to is added with [`add_count`], every family's
//! one checked sum: a sum past `u64` is refused naming its field, never
//! wrapped (a release build) or a panic (a checked one), nor saturated into a
//! number printed as if it were counted.

use std::collections::BTreeMap;

use super::Share;

/// A reply line of one share of a search.
pub trait ShareLine: PartialEq {
    /// Which share it answers.
    fn share(&self) -> Share;

    /// The search it is a share of, as text (its problem, pass, shares and
    /// split): the replies of one search have the same.
    fn search(&self) -> String;
}

/// The counts of reply lines add up past any count (`u64`): no search
/// counts that many, so a reply was edited or corrupted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{field}= adds up past {max}, more than any search counts: a reply was edited or corrupted",
    max = u64::MAX
)]
pub struct CountOverflow {
    /// The field whose values add up past `u64`.
    pub field: &'static str,
}

/// `sum + count`, where `count` is a reply's `field=`: the one checked sum
/// every family's join adds its counts with.
///
/// ```
/// use chesslab_core::task::line_join::add_count;
///
/// assert_eq!(add_count(90, 2, "total"), Ok(92));
/// let error = add_count(u64::MAX, 1, "total").unwrap_err();
/// assert!(error.to_string().starts_with("total= adds up past 18446744073709551615"));
/// ```
///
/// # Errors
/// [`CountOverflow`] naming `field` when the sum does not fit in `u64`.
pub fn add_count(sum: u64, count: u64, field: &'static str) -> Result<u64, CountOverflow> {
    sum.checked_add(count).ok_or(CountOverflow { field })
}

/// Why reply lines do not join.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JoinError {
    /// No reply at all.
    #[error("no reply lines were given")]
    Nothing,
    /// A reply of another search.
    #[error("a reply of {found}, not of {expected}: join the replies of one listing of one search")]
    OtherSearch {
        /// The search of the first reply.
        expected: String,
        /// This reply's.
        found: String,
    },
    /// Two different replies to one share.
    #[error("part={index}/{of} has two replies that disagree (one of them was edited or corrupted)")]
    Disagree {
        /// The share.
        index: u32,
        /// Of how many.
        of: u32,
    },
    /// Counts that add up past any count.
    #[error(transparent)]
    Overflow(#[from] CountOverflow),
    /// What the replies add up to is not what the problem allows.
    #[error("{field}={value}: {why}; one of the replies was edited or corrupted")]
    Counts {
        /// The field.
        field: &'static str,
        /// What the replies add up to.
        value: u64,
        /// What the problem allows.
        why: String,
    },
    /// What the replies give together does not fit the problem.
    #[error("the replies together: {field}: {why}; one of them was edited or corrupted")]
    Together {
        /// The field.
        field: &'static str,
        /// What is wrong.
        why: String,
    },
    /// Shares with no reply yet.
    #[error("{missing} of the {of} parts have no reply: part {list}")]
    Missing {
        /// How many shares are missing.
        missing: u64,
        /// Of how many.
        of: u32,
        /// The first of them, as runs (`3, 17, 20-25, …`).
        list: String,
    },
}

/// The reply lines of one search's shares, by share.
///
/// ```
/// use chesslab_core::{queens::{PartLine, Problem}, task::line_join::Replies};
///
/// let mut replies = Replies::default();
/// for part in PartLine::all(&Problem::new(8)?, Some(3)).iter().rev() {
///     replies.add(part.run(&mut |_| {})?)?;
/// }
/// let total: u64 = replies.complete()?.map(|reply| reply.total()).sum();
/// assert_eq!(total, 92);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Replies<R> {
    /// The search of the first reply, and its shares.
    search: Option<(String, u32)>,
    replies: BTreeMap<u32, R>,
}

impl<R> Default for Replies<R> {
    fn default() -> Replies<R> {
        Replies { search: None, replies: BTreeMap::new() }
    }
}

impl<R: ShareLine> Replies<R> {
    /// Takes in `reply`; a second reply to a share must be the same.
    ///
    /// # Errors
    /// A reply of another search, or one that disagrees with the reply to its share already in.
    pub fn add(&mut self, reply: R) -> Result<(), JoinError> {
        let (search, share) = (reply.search(), reply.share());
        match &self.search {
            Some((expected, _)) if *expected != search => {
                return Err(JoinError::OtherSearch { expected: expected.clone(), found: search });
            }
            Some(_) => {}
            None => self.search = Some((search, share.of())),
        }
        match self.replies.get(&share.index()) {
            Some(known) if *known != reply => {
                Err(JoinError::Disagree { index: share.index(), of: share.of() })
            }
            Some(_) => Ok(()),
            None => {
                self.replies.insert(share.index(), reply);
                Ok(())
            }
        }
    }

    /// The replies in, in share order.
    pub fn replies(&self) -> impl Iterator<Item = &R> {
        self.replies.values()
    }

    /// The reply to share `index`, if it is in.
    #[must_use]
    pub fn reply(&self, index: u32) -> Option<&R> {
        self.replies.get(&index)
    }

    /// How many shares the search is dealt in (0 before the first reply).
    #[must_use]
    pub fn of(&self) -> u32 {
        self.search.as_ref().map_or(0, |(_, of)| *of)
    }

    /// Every reply in share order, once all are in.
    ///
    /// # Errors
    /// [`JoinError::Nothing`] with no reply, [`JoinError::Missing`] naming the shares not in.
    pub fn complete(&self) -> Result<impl Iterator<Item = &R>, JoinError> {
        let of = self.of();
        if of == 0 {
            return Err(JoinError::Nothing);
        }
        let missing = u64::from(of) - self.replies.len() as u64;
        if missing > 0 {
            return Err(JoinError::Missing { missing, of, list: self.missing_list() });
        }
        Ok(self.replies.values())
    }

    /// The first shares missing as runs, at most 12 of them (`3, 17, 20-25, …`).
    fn missing_list(&self) -> String {
        let mut runs = Vec::new();
        let mut next = 0u32;
        // The shares in, then the end: the gap before each is missing.
        for index in self.replies.keys().copied().chain([self.of()]) {
            if index > next {
                runs.push(if index - 1 == next { next.to_string() } else { format!("{next}-{}", index - 1) });
                if runs.len() > 12 {
                    runs.truncate(12);
                    runs.push("…".into());
                    break;
                }
            }
            next = next.max(index.saturating_add(1));
        }
        runs.join(", ")
    }
}
