//! The text form of a minimum proof's parts and of their replies, one line
//! each, so that any engine (GNU `parallel`, a job array, a shell loop) can
//! run a proof across cores and machines, and a file of replies can be kept
//! and joined later.
//!
//! A proof searches cap after cap; a cap's search is cut into the parts of
//! its [`Split`], dealt in shares ([`Share`]). A **part line**
//! names one share of one cap:
//!
//! ```text
//! exact-part v1 4x4,k=2 cap=6 part=3/40 split=40
//! ```
//!
//! the problem's text form ([`Problem::to_text`]), the piece cap, share 3 of
//! 40 (consecutive parts, [`Share::range`]) and how many parts the cap's
//! search is cut into: a chesslab that cuts it otherwise refuses the line
//! rather than run other parts. Its **reply line** repeats it and adds what
//! the share found:
//!
//! ```text
//! exact-reply v1 4x4,k=2 cap=6 part=3/40 split=40 nodes=1234 found=8 unique=2 pieces=6:8 example=…
//! ```
//!
//! `pieces=` lists `pieces:placements` for each piece count found (`-` for
//! none); `example=` is the first placement found, as a puzzle code (`-` for
//! none). Share 0 also carries the nodes visited above the parts, so the
//! nodes of every reply add up to one run's. Fields are written in this
//! order separated by single spaces; `v1` is the format's version. A line is
//! read with any run of blanks between its fields and blanks at either end
//! (a trailing space, the CR of a Windows file). Every number, in every
//! field, is plain ASCII digits: no sign, no blank, no other base.
//!
//! Both lines are untrusted input (files get edited or corrupted, and reply
//! lines come from other machines): every field is checked when read, before
//! anything is allocated for it. A line's numbers must fit its problem: a
//! split no search of the problem is cut into ([`Split::most_parts`]), more
//! shares than parts, a cap past the board's cells or more placements of a
//! piece count than the board has are refused, so what a line claims never
//! sizes what is kept for it. A reply's counts are checked against each
//! other and its example against the problem's rules; what is wrong is a
//! [`LineError`] naming the field.

use std::fmt;

use crate::exact::{problem::Problem, solve::Split, text::ProblemTextError};
pub use crate::task::line::{LINE_VERSION, MAX_LINE};
use crate::{
    board::BoardTextError,
    excerpt::shorten,
    task::{
        line::{line_text, FieldError, Fields, Line},
        Cut, Share,
    },
};

/// The first word of a part line.
const PART: &str = "exact-part";
/// The first word of a reply line.
pub(in crate::exact) const REPLY: &str = "exact-reply";

/// Why a part or reply line was refused: what is wrong, and in which field.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    /// A field that cannot be read (the grammar every family's lines share).
    #[error(transparent)]
    Field(#[from] FieldError),
    /// The problem field.
    #[error("the problem: {0}")]
    Problem(#[from] ProblemTextError),
    /// A cap above a piece on every cell.
    #[error("cap={cap} is out of range: the board has {cells} cells, so a cap is from 0 to {cells}")]
    Cap {
        /// The cap.
        cap: u32,
        /// The board's cells.
        cells: u32,
    },
    /// More parts than any search of the problem is cut into ([`Split::most_parts`]).
    #[error("split={split} is more parts than any search of {problem} is cut into (at most {most})")]
    TooManyParts {
        /// The line's split.
        split: u32,
        /// The problem's text form.
        problem: String,
        /// The most parts its searches are cut into.
        most: u32,
    },
    /// More shares than parts.
    #[error("part=…/{of} with split={split}: a cap's parts are dealt in at most {} shares", (*.split).max(1))]
    TooManyShares {
        /// The shares.
        of: u32,
        /// The parts.
        split: u32,
    },
    /// An example that is not a placement.
    #[error("example='{}': {error}", shorten(.code))]
    Example {
        /// The code.
        code: String,
        /// Why it is not a placement.
        error: BoardTextError,
    },
    /// An example that breaks the problem's rules.
    #[error("example={code} does not solve {problem} with at most {cap} pieces")]
    NotASolution {
        /// The placement's code.
        code: String,
        /// The problem's text form.
        problem: String,
        /// The cap.
        cap: u32,
    },
    /// A search without a piece cap (a count of every solution) has no part lines.
    #[error("only a search with a piece cap is cut into part lines")]
    NoCap,
    /// More placements with a piece count than the board has.
    #[error("pieces={pieces}:{count}: {problem} has at most {most} placements of {pieces} pieces")]
    TooManyPlacements {
        /// The piece count.
        pieces: u32,
        /// The placements the line claims.
        count: u64,
        /// The problem's text form.
        problem: String,
        /// The most placements of that many pieces on its board.
        most: u64,
    },
    /// Counts that cannot all be true.
    #[error("the counts disagree: {0}")]
    Counts(&'static str),
}

/// One share of one cap of a minimum proof, written and read as a line:
/// `exact-part v1`, the problem's text form, the piece cap, the share (`I/N`,
/// [`Share::range`] of the cap's parts) and how many parts the cap's search
/// is cut into (`split`: a version that cuts it otherwise refuses to run the
/// line). Any machine runs it ([`PartLine::run`]) to its [`ReplyLine`](crate::exact::ReplyLine); every
/// field is checked when read.
///
/// ```
/// use chesslab_core::exact::PartLine;
///
/// let line: PartLine = "exact-part v1 4x4,k=2 cap=6 part=3/40 split=40".parse()?;
/// assert_eq!((line.cap(), line.cut().share.index(), line.cut().split), (6, 3, 40));
/// assert_eq!(line.to_string(), "exact-part v1 4x4,k=2 cap=6 part=3/40 split=40");
/// let wrong = "exact-part v1 4x4,k=2 cap=6 part=40/40 split=40".parse::<PartLine>().unwrap_err();
/// assert_eq!(wrong.to_string(), "part: share 40 does not exist: shares are numbered 0 to 39");
/// # Ok::<(), chesslab_core::exact::LineError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PartLine {
    problem: Problem,
    cap: u32,
    share: Share,
    split: u32,
}

impl PartLine {
    /// Share `share` of cap `cap` of `problem`'s proof, whose search is cut into `split` parts.
    ///
    /// # Errors
    /// A cap above the board's cells, a split above the most parts any
    /// search of `problem` is cut into ([`Split::most_parts`]), or more
    /// shares than parts.
    pub fn new(problem: Problem, cap: u32, share: Share, split: u32) -> Result<PartLine, LineError> {
        let cells = problem.cells().count_ones();
        if cap > cells {
            return Err(LineError::Cap { cap, cells });
        }
        let most = Split::most_parts(&problem);
        if split > most {
            return Err(LineError::TooManyParts { split, problem: problem.to_text(), most });
        }
        if share.of() > split.max(1) {
            return Err(LineError::TooManyShares { of: share.of(), split });
        }
        Ok(PartLine { problem, cap, share, split })
    }

    /// The problem.
    #[must_use]
    pub const fn problem(&self) -> &Problem {
        &self.problem
    }

    /// The piece cap: the search finds every solution with at most this many pieces.
    #[must_use]
    pub const fn cap(&self) -> u32 {
        self.cap
    }

    /// Which share of the cap's parts, and how many parts it is cut into.
    #[must_use]
    pub const fn cut(&self) -> Cut {
        Cut { share: self.share, split: self.split }
    }
}

impl Line for PartLine {
    const KIND: &'static str = PART;
    type Error = LineError;

    /// Reads the fields after the kind and version.
    fn read_fields(fields: &mut Fields<'_>) -> Result<PartLine, LineError> {
        let problem = Problem::parse(fields.next("problem")?)?;
        let cap = fields.number("cap")?;
        let cut = fields.cut()?;
        PartLine::new(problem, cap, cut.share, cut.split)
    }

    /// Writes the fields after the kind and version.
    fn write_fields(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} cap={} {}", self.problem.to_text(), self.cap, self.cut())
    }
}

line_text!(PartLine);
