//! The vocabulary of split searches, one for every family.
//!
//! * A search is cut into **parts**: independent sub-searches, the subtrees
//!   below its first decisions, numbered in the order one run meets them
//!   ([`Parts`]: the exact search's `Split`, a coverage `Pass`, the queens'
//!   `parts`).
//! * Parts are dealt in **shares** to workers (Web Workers in the page) or
//!   threads (the command line): share `index` of `of` ([`Share`]) is a run
//!   of consecutive parts ([`Share::range`], [`share_range`]); the queens
//!   count, whose replies only add up, takes every `of`-th part instead
//!   ([`Share::stride`]), which evens out the shares' sizes. A share's task
//!   is the family's share task (`exact::ShareTask`, `coverage::ShareTask`,
//!   `queens::CountTask`).
//! * The shares' replies are **joined** in order ([`Join`]) into one run's
//!   reply: the same counts, best values, statistics, and examples in the
//!   order one run finds them.
//!
//! A family's split search, as the page runs it, is its [`Shares`]: it deals
//! the next share's task, takes in each reply as it comes (in any order),
//! and gives the joined outcome once every share it needs is in
//! (`queens::CountShares`, `exact::MinShares`, `exact::CountShares`,
//! `coverage::PlanShares`). The page models deal them to workers; the
//! command line's threads run a search's [`Parts`] one at a time.
//!
//! ```
//! use chesslab_core::{queens, task::{Shares, Task}};
//!
//! /// Deals every share, runs them last first, and gives the joined outcome.
//! fn run_backwards<S: Shares>(mut search: S) -> Option<S::Outcome> {
//!     let mut dealt = Vec::new();
//!     while let Some(task) = search.deal() {
//!         dealt.push(task);
//!     }
//!     for task in dealt.iter().rev() {
//!         let reply = task.run(&mut |_| {}).ok()?;
//!         search.finish(task, reply);
//!     }
//!     search.outcome()
//! }
//!
//! let count = run_backwards(queens::CountShares::new(queens::Problem::new(8)?, 5)).ok_or("unfinished")?;
//! assert_eq!((count.total, count.unique), (92, 12));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::{fmt, ops::Range};

use super::{Progress, Task};

/// The parts of share `share` of `shares` when `parts` parts are dealt into
/// consecutive, as even as can be, shares (a share past the last is empty):
/// what a worker runs of a split search.
///
/// ```
/// use chesslab_core::task::share_range;
/// assert_eq!([0, 1, 2].map(|share| share_range(10, share, 3)), [0..3, 3..6, 6..10]);
/// assert_eq!(share_range(10, 5, 3), 10..10);
/// ```
#[must_use]
pub fn share_range(parts: usize, share: u32, shares: u32) -> Range<usize> {
    let shares = u64::from(shares.max(1));
    let cut = |share: u64| usize::try_from(parts as u64 * share.min(shares) / shares).unwrap_or(parts);
    cut(u64::from(share))..cut(u64::from(share) + 1)
}

/// Which share of a split search a task runs: share `index` of `of`, always
/// one that exists (`index < of`, so `of >= 1`). Tasks carry it as the two
/// fields `share` and `shares`, checked when read.
///
/// ```
/// use chesslab_core::task::Share;
///
/// let second = Share::new(1, 3)?;
/// assert_eq!((second.index(), second.of()), (1, 3));
/// assert_eq!(second.range(10), 3..6); // consecutive parts
/// assert_eq!(second.stride(10).collect::<Vec<_>>(), [1, 4, 7]); // every third part
/// assert_eq!(Share::all(3).collect::<Vec<_>>(), [Share::new(0, 3)?, second, Share::new(2, 3)?]);
/// assert_eq!(Share::new(3, 3).unwrap_err().to_string(), "share 3 does not exist: shares are numbered 0 to 2");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Share {
    index: u32,
    of: u32,
}

/// Why a share does not exist.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShareError {
    /// No share at all.
    #[error("shares is 0: a search is dealt in at least 1 share")]
    NoShares,
    /// A share past the last.
    #[error("share {index} does not exist: shares are numbered 0 to {last}")]
    PastTheLast {
        /// The share asked for.
        index: u32,
        /// The last share.
        last: u32,
    },
}

/// Which share of a search cut into `split` parts a part line runs: the
/// fields every family's part line ends with, `part=I/N split=S`.
///
/// ```
/// use chesslab_core::task::{Cut, Share};
///
/// let cut = Cut { share: Share::new(3, 16)?, split: 2000 };
/// assert_eq!(cut.to_string(), "part=3/16 split=2000");
/// assert!(cut.same_layout(Cut { share: Share::new(0, 16)?, split: 2000 }));
/// assert!(!cut.same_layout(Cut { share: Share::new(3, 17)?, split: 2000 }));
/// # Ok::<(), chesslab_core::task::ShareError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cut {
    /// The share of the parts.
    pub share: Share,
    /// How many parts the search is cut into.
    pub split: u32,
}

impl Cut {
    /// Whether `other` deals the same parts in the same shares (its share's
    /// index aside): the replies of two such lines can be joined.
    #[must_use]
    pub const fn same_layout(self, other: Cut) -> bool {
        self.share.of() == other.share.of() && self.split == other.split
    }
}

impl fmt::Display for Cut {
    /// The fields as a line writes them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "part={}/{} split={}", self.share.index(), self.share.of(), self.split)
    }
}

impl Share {
    /// The whole search as one share.
    pub const WHOLE: Share = Share { index: 0, of: 1 };

    /// Share `index` of `of`.
    ///
    /// # Errors
    /// A [`ShareError`] when there is no such share.
    pub const fn new(index: u32, of: u32) -> Result<Share, ShareError> {
        if of == 0 {
            Err(ShareError::NoShares)
        } else if index >= of {
            Err(ShareError::PastTheLast { index, last: of - 1 })
        } else {
            Ok(Share { index, of })
        }
    }

    /// Every share of `of` (at least one), in order.
    pub fn all(of: u32) -> impl Iterator<Item = Share> {
        let of = of.max(1);
        (0..of).map(move |index| Share { index, of })
    }

    /// Which share, from 0.
    #[must_use]
    pub const fn index(self) -> u32 {
        self.index
    }

    /// How many shares the search is dealt in.
    #[must_use]
    pub const fn of(self) -> u32 {
        self.of
    }

    /// Whether this is the first share, which also carries what the search
    /// did above its parts (so that the joined replies are one run's).
    #[must_use]
    pub const fn is_first(self) -> bool {
        self.index == 0
    }

    /// The share after this one, if any.
    #[must_use]
    pub const fn next(self) -> Option<Share> {
        if self.index + 1 < self.of {
            Some(Share { index: self.index + 1, of: self.of })
        } else {
            None
        }
    }

    /// This share's consecutive parts of `parts` ([`share_range`]).
    #[must_use]
    pub fn range(self, parts: usize) -> Range<usize> {
        share_range(parts, self.index, self.of)
    }

    /// This share's parts of `parts` when every `of`-th part goes to the same share.
    pub fn stride(self, parts: usize) -> impl Iterator<Item = usize> {
        (self.index as usize..parts).step_by(self.of as usize)
    }
}

/// One round of a split search: its shares dealt once each, in order, and
/// their replies kept by share as they come in, in any order (a reply to a
/// share of another split is dropped; a share whose reply is in before it is
/// dealt, as one kept from an earlier run, is skipped). What a family's [`Shares`] keeps of
/// a count, or of each pass of a coverage search.
///
/// ```
/// use chesslab_core::task::{Round, Share};
///
/// let mut round = Round::new(2);
/// let (first, second) = (round.deal(), round.deal());
/// assert_eq!((first, second, round.deal()), (Share::new(0, 2).ok(), Share::new(1, 2).ok(), None));
/// round.take(Share::new(1, 2)?, "later");
/// round.take(Share::new(0, 3)?, "of another split"); // dropped
/// assert_eq!((round.fraction(), round.complete()), (0.5, None));
/// round.take(Share::new(0, 2)?, "earlier");
/// assert_eq!(round.complete(), Some(vec!["earlier", "later"]));
///
/// let mut resumed = Round::new(3);
/// resumed.take(Share::new(1, 3)?, "kept");
/// assert_eq!((resumed.deal(), resumed.deal(), resumed.deal()), (Share::new(0, 3).ok(), Share::new(2, 3).ok(), None));
/// # Ok::<(), chesslab_core::task::ShareError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Round<R> {
    /// The next share to deal.
    next: Option<Share>,
    /// By share: the replies in.
    replies: Vec<Option<R>>,
}

impl<R: Clone> Round<R> {
    /// A round of `shares` shares (at least one), none dealt yet.
    #[must_use]
    pub fn new(shares: u32) -> Round<R> {
        let next = Share::all(shares).next();
        let of = next.map_or(1, Share::of);
        Round { next, replies: vec![None; of as usize] }
    }

    /// How many shares the round is dealt in.
    #[must_use]
    pub fn of(&self) -> u32 {
        u32::try_from(self.replies.len()).unwrap_or(u32::MAX)
    }

    /// The next share to deal, if any is left; a share whose reply is
    /// already in (kept from an earlier run) is not dealt again.
    pub fn deal(&mut self) -> Option<Share> {
        while let Some(share) = self.next {
            self.next = share.next();
            if !self.is_in(share) {
                return Some(share);
            }
        }
        None
    }

    /// Whether the reply to `share` is in (false for a share of another split).
    #[must_use]
    pub fn is_in(&self, share: Share) -> bool {
        share.of() == self.of() && self.replies.get(share.index() as usize).is_some_and(Option::is_some)
    }

    /// Keeps `reply`, the reply to `share`, unless `share` belongs to another split.
    pub fn take(&mut self, share: Share, reply: R) {
        if share.of() == self.of() {
            if let Some(slot) = self.replies.get_mut(share.index() as usize) {
                *slot = Some(reply);
            }
        }
    }

    /// The replies in so far, in share order.
    pub fn replies(&self) -> impl Iterator<Item = &R> {
        self.replies.iter().flatten()
    }

    /// The replies in so far with their shares, in share order.
    pub fn replies_in(&self) -> impl Iterator<Item = (Share, &R)> {
        let of = self.of();
        (0..)
            .zip(&self.replies)
            .filter_map(move |(index, reply)| Some((Share { index, of }, reply.as_ref()?)))
    }

    /// Every reply in share order, once all are in.
    #[must_use]
    pub fn complete(&self) -> Option<Vec<R>> {
        self.replies.iter().cloned().collect()
    }

    /// The shares in, from 0 to 1.
    #[must_use]
    pub fn fraction(&self) -> f64 {
        self.replies().count() as f64 / f64::from(self.of())
    }

    /// What one share adds to [`Round::fraction`].
    #[must_use]
    pub fn weight(&self) -> f64 {
        1.0 / f64::from(self.of())
    }
}

/// A search cut into parts, numbered in the order one run meets them: runs
/// of consecutive parts can go anywhere, and their replies joined in order
/// are one run's.
///
/// ```
/// use chesslab_core::{exact::{Problem, Solver}, task::{Parts, Share}};
///
/// let solver = Solver::new(&Problem::parse("4x4,k=2")?);
/// let split = solver.split(Some(7)); // the count with at most 7 pieces, cut into parts
/// let shares = Share::all(3).map(|share| split.run(share.range(split.len()), &mut |_| {}));
/// assert_eq!(split.join(shares), split.run_all(&mut |_| {}));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub trait Parts {
    /// What a run of parts finds.
    type Reply;

    /// How many parts.
    fn len(&self) -> usize;

    /// Whether there is no part.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Runs the parts `parts` in order (those past the last are nothing to run).
    fn run(&self, parts: Range<usize>, progress: &mut dyn FnMut(Progress)) -> Self::Reply;

    /// Joins the replies of consecutive runs of parts, in order, with what
    /// the search did above its parts: the whole search's reply.
    fn join(&self, replies: impl IntoIterator<Item = Self::Reply>) -> Self::Reply;

    /// Runs every part, one after the other, and joins them: what one thread does.
    fn run_all(&self, progress: &mut dyn FnMut(Progress)) -> Self::Reply {
        self.join([self.run(0..self.len(), progress)])
    }
}

/// Replies of runs of parts that join: a reply followed by the reply of
/// the parts right after it is the reply of them all.
///
/// ```
/// use chesslab_core::{queens::CountReply, task::Join};
///
/// let share = |total, unique| CountReply { n: 8, total, unique };
/// assert_eq!(share(40, 5).joined([share(30, 4), share(22, 3)], &()), share(92, 12));
/// ```
pub trait Join: Sized {
    /// What joining needs beyond the replies (the most examples kept,
    /// whether the better value is the larger); `()` for replies that just add up.
    type Rule;

    /// Adds `later`, the reply of the parts right after these.
    fn append(&mut self, later: Self, rule: &Self::Rule);

    /// This reply followed by `later`, the replies of the parts after it, in order.
    #[must_use]
    fn joined(mut self, later: impl IntoIterator<Item = Self>, rule: &Self::Rule) -> Self {
        for reply in later {
            self.append(reply, rule);
        }
        self
    }
}

/// A family's split search, dealt in shares to workers that finish in any
/// order: the next share's task, each reply as it comes, and the joined
/// outcome, the same as one run's.
pub trait Shares {
    /// The task that runs one share (kept by whoever deals it until its reply is in).
    type Task: Task + Clone + std::fmt::Debug;
    /// What the whole search answers.
    type Outcome;

    /// The next share's task, if one can be dealt now (none once every share
    /// is dealt, while the next ones wait for replies, or once the search is over).
    fn deal(&mut self) -> Option<Self::Task>;

    /// Takes in the reply to `task`, one of the tasks dealt; a reply to
    /// another search, or to a share no longer needed, is dropped.
    fn finish(&mut self, task: &Self::Task, reply: <Self::Task as Task>::Reply);

    /// The joined outcome, once every share it needs is in.
    fn outcome(&self) -> Option<Self::Outcome>;

    /// Whether the search is over.
    fn is_complete(&self) -> bool {
        self.outcome().is_some()
    }

    /// How much of the search (or of its current round) is in, from 0 to 1.
    fn fraction(&self) -> f64;

    /// How much of [`Shares::fraction`] the share `task` runs, all of it
    /// done: what its own progress adds to the fraction while it runs
    /// (nothing for a share of a round that is over).
    fn weight(&self, task: &Self::Task) -> f64;
}
