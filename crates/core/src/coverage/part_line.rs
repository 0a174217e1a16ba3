//! A coverage search's shares as lines ([`PartLine`], [`ReplyLine`](super::ReplyLine)), in
//! the text form every family's lines share ([`crate::task::line`]):
//!
//! ```text
//! cover-part v1 max,pieces=QRN,board=5,bishops=opposite pass=max:3 part=0/40 split=40
//! cover-reply v1 max,pieces=QRN,board=5,bishops=opposite pass=max:3 part=0/40 split=40 best=22 …
//! ```
//!
//! The problem is the goal and the settings as the page's link names them
//! (`,superpose` when pieces may share a square); `pass=` is the pass of
//! the search ([`Stage`]: `max:SLACK`, `min-head`, `min-rest:BOUND` or
//! `min-rest:-`, `unattacked`); `part=I/N` share `I` of `N` of the pass's
//! parts (consecutive parts, each run on its own, as [`ShareTask`](super::ShareTask) runs
//! them); `split` how many parts the pass is cut into. A reply adds what
//! the share found: `best=` (`-` for nothing), `configurations=`,
//! `placements=`, `squares=` (configurations by occupied squares, from 0),
//! `fewest=SQUARES:CODE`, `examples=CODE,…`, `alone=SQUARE:COUNT:CODE,…`
//! (the unattacked table's pass), then the statistics `nodes=`, `leaves=`,
//! `survivors=`, `passes=`; a list with nothing in it is `-`.
//!
//! A search's passes depend on each other (a maximum widens its slack until
//! a pass finds something, the minimum's rest takes its head's best as a
//! bound): [`CoverReplies`](super::CoverReplies) joins the replies of every
//! pass in the order its [`Plan`](super::Plan) makes them, and names the
//! next pass to run when its parts are not in.
//!
//! Both lines are untrusted: every number is checked against the board
//! (a best, slack or bound past its squares, more examples than a reply
//! keeps, counts by occupied squares past the pieces), every example against
//! the problem (its pieces, its board, the squares it attacks), before
//! anything else is kept.

use std::fmt;

use super::{Goal, Link, Objective, Pass, Problem, Settings, Stage};
use crate::{
    board::BoardTextError,
    excerpt::shorten,
    link::Link as _,
    task::{
        line::{line_text, number, FieldError, Fields, Line},
        line_join::CountOverflow,
        Cut, Parts, Share,
    },
};

/// The first word of a part line.
const PART: &str = "cover-part";

/// More parts than any pass is cut into (passes have a few hundred to a few thousand).
pub const MOST_PARTS: u32 = 1 << 20;

/// Why a coverage part or reply line was refused: what is wrong, and in which field.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    /// A field that cannot be read.
    #[error(transparent)]
    Field(#[from] FieldError),
    /// A field's value that does not fit the problem.
    #[error("{field}: {why}")]
    Value {
        /// The field.
        field: &'static str,
        /// What is wrong.
        why: String,
    },
    /// Counts that add up past any count.
    #[error(transparent)]
    Overflow(#[from] CountOverflow),
    /// An example that is not a placement.
    #[error("{field}: '{}': {error}", shorten(.code))]
    Example {
        /// The field.
        field: &'static str,
        /// The code.
        code: String,
        /// Why it is not a placement.
        error: BoardTextError,
    },
}

/// A value that does not fit: `field` and why.
pub(super) fn value(field: &'static str, why: impl Into<String>) -> LineError {
    LineError::Value { field, why: why.into() }
}

/// One share of one pass of a coverage search, written and read as a line (see the module notes).
///
/// ```
/// use chesslab_core::coverage::{Goal, PartLine, Settings};
///
/// let settings = Settings { pieces: "QRN".into(), side: 5, ..Settings::default() };
/// let lines = PartLine::first(&settings, Goal::Max, None)?; // a line per part of the first pass
/// let last = lines.last().ok_or("no part")?;
/// assert!(last.to_string().starts_with("cover-part v1 max,pieces=QRN,board=5,bishops=opposite pass=max:"));
/// assert_eq!(&last.to_string().parse::<PartLine>()?, last);
/// let error = "cover-part v1 max,pieces=QRN,board=5,bishops=opposite pass=max:99 part=0/1 split=67";
/// assert_eq!(error.parse::<PartLine>().unwrap_err().to_string(), "pass: slack 99 is past the board's 25 squares");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartLine {
    pub(super) settings: Settings,
    pub(super) goal: Goal,
    pub(super) stage: Stage,
    pub(super) share: Share,
    pub(super) split: u32,
}

impl PartLine {
    /// Share `share` of the pass `stage` of the search for `goal` with `settings`, cut into `split` parts.
    ///
    /// # Errors
    /// Settings that make no problem, a pass the goal never makes or past
    /// the board's squares, a split past [`MOST_PARTS`], more shares than
    /// parts, or a whole pass ([`Stage::is_whole`]) in several shares.
    pub fn new(
        settings: Settings,
        goal: Goal,
        stage: Stage,
        share: Share,
        split: u32,
    ) -> Result<PartLine, LineError> {
        let problem = settings.problem(Objective::Max).map_err(|error| FieldError::Problem {
            text: problem_text(&settings, goal),
            reason: error.to_string(),
        })?;
        let squares = (problem.side() * problem.side()) as u32;
        let past = match stage {
            Stage::Max { slack } => Some(("slack", slack)),
            Stage::MinRest { bound: Some(bound) } => Some(("bound", bound)),
            Stage::MinHead | Stage::MinRest { bound: None } | Stage::Unattacked => None,
        };
        if let Some((what, count)) = past.filter(|&(_, count)| count > squares) {
            return Err(value("pass", format!("{what} {count} is past the board's {squares} squares")));
        }
        let made = match stage {
            Stage::Max { .. } => Goal::Max,
            Stage::MinHead | Stage::MinRest { .. } => Goal::Min,
            Stage::Unattacked => Goal::Unattacked,
        };
        if made != goal {
            let pass = stage_text(stage);
            return Err(value("pass", format!("a search for {} makes no pass {pass}", goal.name())));
        }
        if split > MOST_PARTS {
            return Err(value(
                "split",
                format!("{split} is more parts than any pass is cut into (at most {MOST_PARTS})"),
            ));
        }
        if share.of() > split.max(1) || (stage.is_whole() && share.of() != 1) {
            return Err(value("part", format!("{} shares of {split} parts: a pass is dealt in at most one share per part, and {} in one", share.of(), stage_text(Stage::MinHead))));
        }
        Ok(PartLine { settings, goal, stage, share, split })
    }

    /// The part lines of the pass `stage` of the search for `goal`, in
    /// `shares` shares (at most one per part, one for a whole pass; by
    /// default one per part).
    ///
    /// # Errors
    /// As [`PartLine::new`].
    pub fn all(
        settings: &Settings,
        goal: Goal,
        stage: Stage,
        shares: Option<u32>,
    ) -> Result<Vec<PartLine>, LineError> {
        let problem = problem_of(settings, goal)?;
        let split = u32::try_from(stage.pass(&problem).len()).unwrap_or(u32::MAX);
        let of = if stage.is_whole() { 1 } else { shares.unwrap_or(split).clamp(1, split.max(1)) };
        Share::all(of).map(|share| PartLine::new(settings.clone(), goal, stage, share, split)).collect()
    }

    /// The part lines of the first pass of the search for `goal` ([`PartLine::all`]).
    ///
    /// # Errors
    /// As [`PartLine::new`].
    pub fn first(settings: &Settings, goal: Goal, shares: Option<u32>) -> Result<Vec<PartLine>, LineError> {
        let problem = problem_of(settings, goal)?;
        match super::CoverReplies::plan_of(&problem, goal).stage() {
            Some(stage) => PartLine::all(settings, goal, stage, shares),
            None => Ok(Vec::new()),
        }
    }

    /// The settings.
    #[must_use]
    pub const fn settings(&self) -> &Settings {
        &self.settings
    }

    /// What the search looks for.
    #[must_use]
    pub const fn goal(&self) -> Goal {
        self.goal
    }

    /// The pass.
    #[must_use]
    pub const fn stage(&self) -> Stage {
        self.stage
    }

    /// Which share of the pass's parts, and how many parts it is cut into.
    #[must_use]
    pub const fn cut(&self) -> Cut {
        Cut { share: self.share, split: self.split }
    }

    /// The pass, as lines name it (`max:3`, `min-head`, …).
    #[must_use]
    pub fn pass_text(&self) -> String {
        stage_text(self.stage)
    }

    /// Reads a pass as lines name it ([`PartLine::pass_text`]).
    ///
    /// ```
    /// use chesslab_core::coverage::{PartLine, Stage};
    ///
    /// assert_eq!(PartLine::read_pass("min-rest:12")?, Stage::MinRest { bound: Some(12) });
    /// assert!(PartLine::read_pass("max:+3").is_err());
    /// # Ok::<(), chesslab_core::coverage::LineError>(())
    /// ```
    ///
    /// # Errors
    /// A text that names no pass.
    pub fn read_pass(text: &str) -> Result<Stage, LineError> {
        read_stage(text)
    }

    /// The problem's text form: the goal, then the settings as the link names them.
    #[must_use]
    pub fn problem_text(&self) -> String {
        problem_text(&self.settings, self.goal)
    }

    /// Checks that this program cuts the pass into the line's parts.
    ///
    /// # Errors
    /// [`FieldError::SplitChanged`] when it cuts it otherwise.
    pub fn check_split(&self) -> Result<(), LineError> {
        let problem = problem_of(&self.settings, self.goal)?;
        self.check_parts(&self.stage.pass(&problem))
    }

    /// Checks that `pass` is cut into the line's parts.
    ///
    /// # Errors
    /// [`FieldError::SplitChanged`] when it is cut otherwise.
    pub(super) fn check_parts(&self, pass: &Pass<'_>) -> Result<(), LineError> {
        let made = u32::try_from(pass.len()).unwrap_or(u32::MAX);
        if made == self.split {
            return Ok(());
        }
        let (search, problem) = (format!("pass {}", stage_text(self.stage)), self.problem_text());
        Err(FieldError::SplitChanged { search, problem, split: self.split, made }.into())
    }
}

/// The problem the search for `goal` with `settings` solves.
pub(super) fn problem_of(settings: &Settings, goal: Goal) -> Result<Problem, LineError> {
    settings.problem(goal.objective().unwrap_or(Objective::Max)).map_err(|error| {
        FieldError::Problem { text: problem_text(settings, goal), reason: error.to_string() }.into()
    })
}

/// `max,pieces=KQRRBBNN,board=8,bishops=opposite[,superpose]`.
pub(super) fn problem_text(settings: &Settings, goal: Goal) -> String {
    let link = Link { setup: Some((settings.clone(), goal)), ..Link::default() }.to_fragment();
    // The link's settings, in its order, without its goal.
    let query = link.split_once('?').map_or("", |(_, query)| query);
    let mut text = goal.name().to_string();
    for setting in query.split('&').filter(|setting| !setting.starts_with("goal=")) {
        text.push(',');
        text.push_str(if setting == "superpose=1" { "superpose" } else { setting });
    }
    text
}

/// Reads the problem field, as the page's link reads its settings.
fn read_problem(text: &str) -> Result<(Settings, Goal), LineError> {
    let refuse = |reason: String| LineError::from(FieldError::Problem { text: text.to_string(), reason });
    let (goal, settings) = text.split_once(',').unwrap_or((text, ""));
    let goal: Goal = goal.parse().map_err(|error: super::UnknownGoal| refuse(error.to_string()))?;
    let query: Vec<String> = settings
        .split(',')
        .filter(|setting| !setting.is_empty())
        .map(|setting| if setting == "superpose" { "superpose=1".to_string() } else { setting.to_string() })
        .collect();
    let fragment = format!("#/coverage?{}&goal={}", query.join("&"), goal.name());
    match Link::from_fragment(&fragment).map_err(|error| refuse(error.to_string()))?.setup {
        Some((settings, _)) => Ok((settings, goal)),
        None => Err(refuse("no settings".into())),
    }
}

/// A pass as lines name it: `max:3`, `min-head`, `min-rest:12`, `min-rest:-`, `unattacked`.
pub(super) fn stage_text(stage: Stage) -> String {
    match stage {
        Stage::Max { slack } => format!("max:{slack}"),
        Stage::MinHead => "min-head".into(),
        Stage::MinRest { bound: Some(bound) } => format!("min-rest:{bound}"),
        Stage::MinRest { bound: None } => "min-rest:-".into(),
        Stage::Unattacked => "unattacked".into(),
    }
}

/// Reads a pass ([`stage_text`]).
pub(super) fn read_stage(text: &str) -> Result<Stage, LineError> {
    let stage = match text.split_once(':') {
        None if text == "min-head" => Stage::MinHead,
        None if text == "unattacked" => Stage::Unattacked,
        Some(("max", slack)) => Stage::Max { slack: number(slack, "pass")? },
        Some(("min-rest", "-")) => Stage::MinRest { bound: None },
        Some(("min-rest", bound)) => Stage::MinRest { bound: Some(number(bound, "pass")?) },
        _ => {
            return Err(FieldError::BadValue {
                field: "pass",
                value: text.to_string(),
                what: "a pass: max:SLACK, min-head, min-rest:BOUND (or min-rest:-) or unattacked",
            }
            .into())
        }
    };
    Ok(stage)
}

impl Line for PartLine {
    const KIND: &'static str = PART;
    type Error = LineError;

    /// Reads the fields after the kind and version.
    fn read_fields(fields: &mut Fields<'_>) -> Result<PartLine, LineError> {
        let text = fields.next("problem")?;
        let (settings, goal) = read_problem(text)?;
        let stage = read_stage(fields.named("pass")?)?;
        let cut = fields.cut()?;
        PartLine::new(settings, goal, stage, cut.share, cut.split)
    }

    /// Writes the fields after the kind and version.
    fn write_fields(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} pass={} {}", self.problem_text(), stage_text(self.stage), self.cut())
    }
}

line_text!(PartLine);
