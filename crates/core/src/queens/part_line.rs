//! A count's shares as lines ([`PartLine`], [`ReplyLine`]), in the text
//! form every family's lines share ([`crate::task::line`]), so that any
//! engine runs a count across cores and machines and a file of replies is
//! kept and joined later:
//!
//! ```text
//! queens-part v1 14,blocked=1.1,7.7 part=3/40 split=1466
//! queens-reply v1 14,blocked=1.1,7.7 part=3/40 split=1466 total=9012 unique=1127
//! ```
//!
//! The problem is the board size, with `,blocked=` and the blocked squares
//! as the page's link writes them (row.column from 1, rows from the top);
//! `part=I/N` is share `I` of `N` (every `N`-th part from the `I`-th,
//! [`Share::stride`], as the page's workers share a count); `split` is how
//! many parts the count is cut into ([`parts`]): a chesslab that cuts it
//! otherwise refuses the line rather than count other parts. A reply adds
//! the share's solutions in all and up to symmetry. Both lines are checked
//! when read: a split past the most any count of the board makes (N³), more
//! shares than parts, counts past N! or a unique count above the total are
//! refused, naming the field. Their join ([`join_replies`]) adds the
//! shares' counts with a checked sum and checks what they add up to against
//! the board: an open board's published count, and on any board a unique
//! count that the total's symmetry classes allow.

use std::fmt;

use super::{
    link::{blocked_text, with_blocked},
    parts,
    task::count_share,
    CountReply, Part, Problem, MAX_N,
};
use crate::task::{
    line::{line_text, FieldError, Fields, Line, Reply},
    line_join::{add_count, JoinError, Replies, ShareLine},
    Cut, Progress, Share,
};

/// The first word of a part line.
const PART: &str = "queens-part";
/// The first word of a reply line.
pub(crate) const REPLY: &str = "queens-reply";

/// Why a queens part or reply line was refused: what is wrong, and in which field.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    /// A field that cannot be read.
    #[error(transparent)]
    Field(#[from] FieldError),
    /// More parts than any count of the board is cut into.
    #[error("split={split} is more parts than a count of {n}×{n} is cut into (at most {most})")]
    TooManyParts {
        /// The line's split.
        split: u32,
        /// The board size.
        n: usize,
        /// The most parts.
        most: u32,
    },
    /// More shares than parts.
    #[error("part=…/{of} with split={split}: a count's parts are dealt in at most {} shares", (*.split).max(1))]
    TooManyShares {
        /// The shares.
        of: u32,
        /// The parts.
        split: u32,
    },
    /// Counts that cannot be.
    #[error("total={total} unique={unique}: {why}")]
    Counts {
        /// The line's total.
        total: u64,
        /// Its unique count.
        unique: u64,
        /// What is wrong.
        why: String,
    },
}

impl Problem {
    /// The problem's text form, as part lines name it: `8`, or
    /// `8,blocked=3.3,6.6` with the blocked squares as the link writes them.
    ///
    /// ```
    /// use chesslab_core::queens::Problem;
    ///
    /// let problem = Problem::parse_text("8,blocked=3.3,6.6")?;
    /// assert!(problem.is_blocked(2, 2));
    /// assert_eq!(problem.to_text(), "8,blocked=3.3,6.6");
    /// assert_eq!(Problem::parse_text("9")?.to_text(), "9");
    /// assert!(Problem::parse_text("28").is_err());
    /// # Ok::<(), String>(())
    /// ```
    #[must_use]
    pub fn to_text(&self) -> String {
        match blocked_text(self) {
            blocked if blocked.is_empty() => self.n().to_string(),
            blocked => format!("{},blocked={blocked}", self.n()),
        }
    }

    /// Reads the text form ([`Problem::to_text`]).
    ///
    /// # Errors
    /// What is wrong, for a person.
    pub fn parse_text(text: &str) -> Result<Problem, String> {
        let (size, blocked) = match text.split_once(',') {
            Some((size, rest)) => {
                let blocked = rest.strip_prefix("blocked=").ok_or("after the size comes ',blocked=…'")?;
                (size, blocked)
            }
            None => (text, ""),
        };
        let n = crate::task::line::number::<usize>(size, "problem")
            .ok()
            .filter(|n| (1..=MAX_N).contains(n))
            .ok_or_else(|| format!("the board size is from 1 to {MAX_N}"))?;
        with_blocked(n, blocked)
    }
}

/// The most parts a count of an `n`×`n` board is cut into: a queen in each of
/// its first rows (at most three), on any column.
fn most_parts(n: usize) -> u32 {
    u32::try_from(n.pow(3)).unwrap_or(u32::MAX)
}

/// The most solutions an `n`×`n` board has: one queen per row and column, n!.
fn most_solutions(n: usize) -> u64 {
    (1..=n as u64).fold(1u64, u64::saturating_mul)
}

/// The published solution counts of the open N×N boards, N = 1..=27
/// (OEIS A000170): an open board's joined total must be its entry.
const PUBLISHED_TOTALS: [u64; 27] = [
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2680,
    14200,
    73712,
    365_596,
    2_279_184,
    14_772_512,
    95_815_104,
    666_090_624,
    4_968_057_848,
    39_029_188_884,
    314_666_222_712,
    2_691_008_701_644,
    24_233_937_684_440,
    227_514_171_973_736,
    2_207_893_435_808_352,
    22_317_699_616_364_044,
    234_907_967_154_122_528,
];

/// The unique counts of the open boards, N = 1..=17 (OEIS A002562), as far
/// as this program's tests check them.
const PUBLISHED_UNIQUE: [u64; 17] =
    [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285_053, 1_846_955, 11_977_939];

/// The count the replies of every share of one count give together: their
/// totals and unique counts added with [`add_count`], then checked against
/// the board ([`check_count`]).
///
/// ```
/// use chesslab_core::{queens::{join_replies, ReplyLine}, task::line_join::Replies};
///
/// let mut replies = Replies::default();
/// replies.add("queens-reply v1 8 part=0/2 split=37 total=46 unique=6".parse::<ReplyLine>()?)?;
/// replies.add("queens-reply v1 8 part=1/2 split=37 total=45 unique=6".parse::<ReplyLine>()?)?;
/// let error = join_replies(&replies).unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "total=91: an open 8×8 board has 92 solutions (OEIS A000170); one of the replies was edited or corrupted"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// Shares missing, counts that add up past `u64`, or a count the board does not allow.
pub fn join_replies(replies: &Replies<ReplyLine>) -> Result<CountReply, JoinError> {
    let mut all = replies.complete()?.peekable();
    let problem = all.peek().map(|reply| reply.part.problem.clone()).ok_or(JoinError::Nothing)?;
    let (mut total, mut unique) = (0u64, 0u64);
    for reply in all {
        total = add_count(total, reply.total, "total")?;
        unique = add_count(unique, reply.unique, "unique")?;
    }
    check_count(&problem, total, unique)?;
    Ok(CountReply { n: problem.n(), total, unique })
}

/// Checks a whole count of `problem`: at most N! solutions, an open board's
/// published count, and a unique count from which the symmetry classes
/// make the total (each class holds from 1 to as many solutions as the
/// board has symmetries).
///
/// # Errors
/// [`JoinError::Counts`] naming the field that cannot be.
pub fn check_count(problem: &Problem, total: u64, unique: u64) -> Result<(), JoinError> {
    let n = problem.n();
    let refuse = |field, value, why: String| Err(JoinError::Counts { field, value, why });
    if total > most_solutions(n) {
        return refuse(
            "total",
            total,
            format!("a {n}×{n} board has at most {} solutions", most_solutions(n)),
        );
    }
    if !problem.has_blocked() {
        if let Some(&published) = PUBLISHED_TOTALS.get(n.wrapping_sub(1)) {
            if total != published {
                return refuse(
                    "total",
                    total,
                    format!("an open {n}×{n} board has {published} solutions (OEIS A000170)"),
                );
            }
        }
        if let Some(&published) = PUBLISHED_UNIQUE.get(n.wrapping_sub(1)) {
            if unique != published {
                return refuse(
                    "unique",
                    unique,
                    format!("an open {n}×{n} board has {published} up to symmetry (OEIS A002562)"),
                );
            }
        }
    }
    let symmetries = problem.symmetries().len() as u64;
    if unique > total || total > unique.saturating_mul(symmetries) {
        return refuse(
            "unique",
            unique,
            format!(
                "{total} solutions make from {} to {total} up to the board's {symmetries} symmetries",
                total.div_ceil(symmetries)
            ),
        );
    }
    Ok(())
}

/// One share of a count, written and read as a line (see the module notes).
///
/// ```
/// use chesslab_core::queens::PartLine;
///
/// let line: PartLine = "queens-part v1 8 part=1/3 split=37".parse()?;
/// assert_eq!((line.cut().share.index(), line.cut().split), (1, 37));
/// assert_eq!(line.to_string(), "queens-part v1 8 part=1/3 split=37");
/// let error = "queens-part v1 8 part=0/1 split=4000000000".parse::<PartLine>().unwrap_err();
/// assert_eq!(error.to_string(), "split=4000000000 is more parts than a count of 8×8 is cut into (at most 512)");
/// # Ok::<(), chesslab_core::queens::LineError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PartLine {
    problem: Problem,
    share: Share,
    split: u32,
}

impl PartLine {
    /// Share `share` of `problem`'s count, cut into `split` parts.
    ///
    /// # Errors
    /// A split past the most parts of the board, or more shares than parts.
    pub fn new(problem: Problem, share: Share, split: u32) -> Result<PartLine, LineError> {
        let most = most_parts(problem.n());
        if split > most {
            return Err(LineError::TooManyParts { split, n: problem.n(), most });
        }
        if share.of() > split.max(1) {
            return Err(LineError::TooManyShares { of: share.of(), split });
        }
        Ok(PartLine { problem, share, split })
    }

    /// The part lines of `problem`'s count in `shares` shares (at most one
    /// per part; by default one per part).
    #[must_use]
    pub fn all(problem: &Problem, shares: Option<u32>) -> Vec<PartLine> {
        let split = u32::try_from(parts(problem).len()).unwrap_or(u32::MAX);
        let of = shares.unwrap_or(split).clamp(1, split.max(1));
        Share::all(of).map(|share| PartLine { problem: problem.clone(), share, split }).collect()
    }

    /// The problem.
    #[must_use]
    pub const fn problem(&self) -> &Problem {
        &self.problem
    }

    /// Which share of the count's parts, and how many parts it is cut into.
    #[must_use]
    pub const fn cut(&self) -> Cut {
        Cut { share: self.share, split: self.split }
    }

    /// Counts this share; `progress` hears of its parts.
    ///
    /// ```
    /// use chesslab_core::queens::PartLine;
    ///
    /// let reply = "queens-part v1 8 part=0/1 split=37".parse::<PartLine>()?.run(&mut |_| {})?;
    /// assert_eq!(reply.to_string(), "queens-reply v1 8 part=0/1 split=37 total=92 unique=12");
    /// # Ok::<(), chesslab_core::queens::LineError>(())
    /// ```
    ///
    /// # Errors
    /// [`FieldError::SplitChanged`] when this program cuts the count into
    /// another number of parts than the line says.
    pub fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<ReplyLine, LineError> {
        self.run_on(&parts(&self.problem), progress)
    }

    /// Counts this share of `all`, the count's parts already cut (so that a
    /// run of many shares cuts them once).
    ///
    /// # Errors
    /// [`FieldError::SplitChanged`] when `all` is not as many parts as the line says.
    pub fn run_on(&self, all: &[Part], progress: &mut dyn FnMut(Progress)) -> Result<ReplyLine, LineError> {
        let made = u32::try_from(all.len()).unwrap_or(u32::MAX);
        if made != self.split || all.first().is_some_and(|part| part.n() != self.problem.n()) {
            let (search, problem) = ("a count".to_string(), self.problem.to_text());
            return Err(FieldError::SplitChanged { search, problem, split: self.split, made }.into());
        }
        let mut count = count_share(all, self.share, progress);
        count.n = self.problem.n();
        ReplyLine::new(self.clone(), count.total, count.unique)
    }
}

/// What one share of a count found, written and read as a line: its part
/// line's fields, then `total=` and `unique=`.
///
/// ```
/// use chesslab_core::queens::ReplyLine;
///
/// let reply: ReplyLine = "queens-reply v1 8 part=0/1 split=37 total=92 unique=12 ".parse()?;
/// assert_eq!((reply.total(), reply.unique()), (92, 12));
/// let error = "queens-reply v1 8 part=0/1 split=37 total=92 unique=+12".parse::<ReplyLine>().unwrap_err();
/// assert_eq!(error.to_string(), "unique='+12' is not a whole number in range");
/// # Ok::<(), chesslab_core::queens::LineError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReplyLine {
    part: PartLine,
    total: u64,
    unique: u64,
}

impl ReplyLine {
    /// The reply to `part`: `total` solutions, `unique` up to symmetry.
    ///
    /// # Errors
    /// A unique count above the total, or a total past N!.
    pub fn new(part: PartLine, total: u64, unique: u64) -> Result<ReplyLine, LineError> {
        let most = most_solutions(part.problem.n());
        let why = if unique > total {
            Some("unique is more than total".to_string())
        } else if total > most {
            Some(format!("a {0}×{0} board has at most {most} solutions", part.problem.n()))
        } else {
            None
        };
        match why {
            Some(why) => Err(LineError::Counts { total, unique, why }),
            None => Ok(ReplyLine { part, total, unique }),
        }
    }

    /// The part this replies to.
    #[must_use]
    pub const fn part(&self) -> &PartLine {
        &self.part
    }

    /// Solutions counted.
    #[must_use]
    pub const fn total(&self) -> u64 {
        self.total
    }

    /// Of those, up to the problem's symmetry.
    #[must_use]
    pub const fn unique(&self) -> u64 {
        self.unique
    }

    /// This share's count, to join with the others'.
    #[must_use]
    pub fn count(&self) -> CountReply {
        CountReply { n: self.part.problem.n(), total: self.total, unique: self.unique }
    }
}

impl ShareLine for ReplyLine {
    fn share(&self) -> Share {
        self.part.share
    }

    fn search(&self) -> String {
        format!("{} part=…/{} split={}", self.part.problem.to_text(), self.part.share.of(), self.part.split)
    }
}

impl Line for PartLine {
    const KIND: &'static str = PART;
    type Error = LineError;

    /// Reads the fields after the kind and version.
    fn read_fields(fields: &mut Fields<'_>) -> Result<PartLine, LineError> {
        let text = fields.next("problem")?;
        let problem = Problem::parse_text(text)
            .map_err(|reason| FieldError::Problem { text: text.to_string(), reason })?;
        let cut = fields.cut()?;
        PartLine::new(problem, cut.share, cut.split)
    }

    /// Writes the fields after the kind and version.
    fn write_fields(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.problem.to_text(), self.cut())
    }
}

line_text!(PartLine);

impl Reply for ReplyLine {
    const KIND: &'static str = REPLY;
    type Part = PartLine;

    /// Reads `total=` and `unique=`.
    fn read_reply(part: PartLine, fields: &mut Fields<'_>) -> Result<ReplyLine, LineError> {
        let (total, unique) = (fields.number("total")?, fields.number("unique")?);
        ReplyLine::new(part, total, unique)
    }

    /// Writes the part's fields, then `total=` and `unique=`.
    fn write_reply(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.part.write_fields(f)?;
        write!(f, " total={} unique={}", self.total, self.unique)
    }
}

line_text!(ReplyLine);
