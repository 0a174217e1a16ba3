//! A coverage search's shares as lines ([`PartLine`], [`ReplyLine`]), in
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

use super::{
    Goal, Link, Objective, Pass, Placement, Problem, Settings, ShareReply, Stage, Stats, MAX_PIECES,
};
use crate::{
    board::{BoardTextError, Square},
    echo::shorten,
    route::Link as _,
    task::{
        line::{line_text, number, FieldError, Fields, Line},
        line_join::ShareLine,
        Parts, Progress, Share,
    },
};

/// The first word of a part line.
const PART: &str = "cover-part";
/// The first word of a reply line.
pub(crate) const REPLY: &str = "cover-reply";

/// More parts than any pass is cut into (passes have a few hundred to a few thousand).
pub const MOST_PARTS: u32 = 1 << 20;

/// Why a coverage part or reply line was refused: what is wrong, and in which field.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineError {
    /// A field that cannot be read.
    #[error(transparent)]
    Field(#[from] FieldError),
    /// The problem field.
    #[error("the problem '{}': {reason}", shorten(.text))]
    Problem {
        /// The field.
        text: String,
        /// What is wrong with it.
        reason: String,
    },
    /// A field's value that does not fit the problem.
    #[error("{field}: {why}")]
    Value {
        /// The field.
        field: &'static str,
        /// What is wrong.
        why: String,
    },
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
    /// The line's split is not the one this program makes.
    #[error(
        "this chesslab cuts pass {pass} of {problem} into {made} parts, not split={split}: \
         the line was written by another version; write the parts again with this one"
    )]
    SplitChanged {
        /// The problem's text form.
        problem: String,
        /// The pass.
        pass: String,
        /// The line's split.
        split: u32,
        /// The parts this program makes.
        made: u32,
    },
}

/// A value that does not fit: `field` and why.
fn value(field: &'static str, why: impl Into<String>) -> LineError {
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
    settings: Settings,
    goal: Goal,
    stage: Stage,
    share: Share,
    split: u32,
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
        let problem = settings.problem(Objective::Max).map_err(|error| LineError::Problem {
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

    /// Which share of the pass's parts.
    #[must_use]
    pub const fn share(&self) -> Share {
        self.share
    }

    /// How many parts the pass is cut into.
    #[must_use]
    pub const fn split(&self) -> u32 {
        self.split
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
    /// [`LineError::SplitChanged`] when it cuts it otherwise.
    pub fn check_split(&self) -> Result<(), LineError> {
        let problem = problem_of(&self.settings, self.goal)?;
        let made = u32::try_from(self.stage.pass(&problem).len()).unwrap_or(u32::MAX);
        if made == self.split {
            Ok(())
        } else {
            Err(LineError::SplitChanged {
                problem: self.problem_text(),
                pass: stage_text(self.stage),
                split: self.split,
                made,
            })
        }
    }

    /// Runs this share (as a [`ShareTask`](super::ShareTask) runs it); `progress` hears of its parts.
    ///
    /// # Errors
    /// [`LineError::SplitChanged`] when this program cuts the pass otherwise.
    pub fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<ReplyLine, LineError> {
        let problem = problem_of(&self.settings, self.goal)?;
        self.run_on(&self.stage.pass(&problem), progress)
    }

    /// Runs this share of `pass`, the line's pass already cut (so that a run
    /// of many shares cuts it once).
    ///
    /// # Errors
    /// [`LineError::SplitChanged`] when `pass` is not cut into the line's parts.
    pub fn run_on(
        &self,
        pass: &Pass<'_>,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<ReplyLine, LineError> {
        let made = u32::try_from(pass.len()).unwrap_or(u32::MAX);
        if made != self.split {
            let (problem, pass) = (self.problem_text(), stage_text(self.stage));
            return Err(LineError::SplitChanged { problem, pass, split: self.split, made });
        }
        ReplyLine::new(self.clone(), self.stage.run_share(pass, self.share, progress))
    }
}

/// The problem the search for `goal` with `settings` solves.
pub(super) fn problem_of(settings: &Settings, goal: Goal) -> Result<Problem, LineError> {
    settings
        .problem(goal.objective().unwrap_or(Objective::Max))
        .map_err(|error| LineError::Problem { text: problem_text(settings, goal), reason: error.to_string() })
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
    let refuse = |reason: String| LineError::Problem { text: text.to_string(), reason };
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

/// What one share of a pass found, written and read as a line (see the module notes).
///
/// ```
/// use chesslab_core::coverage::{Goal, PartLine, ReplyLine, Settings};
///
/// let settings = Settings { pieces: "QRN".into(), side: 5, ..Settings::default() };
/// let part = PartLine::first(&settings, Goal::Unattacked, Some(1))?.remove(0); // the whole pass
/// let reply = part.run(&mut |_| {})?;
/// let line = reply.to_string();
/// assert_eq!(line.parse::<ReplyLine>()?, reply);
/// let edited = line.replace(" alone=", " alone=70:1:-,").parse::<ReplyLine>().unwrap_err();
/// assert_eq!(edited.to_string(), "alone: squares from 0 to 63, in increasing order");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplyLine {
    part: PartLine,
    reply: ShareReply,
}

impl ReplyLine {
    /// The reply `reply` to `part`, checked as a line read is.
    ///
    /// # Errors
    /// A value that does not fit the problem (see the module notes).
    pub fn new(part: PartLine, mut reply: ShareReply) -> Result<ReplyLine, LineError> {
        check(&problem_of(&part.settings, part.goal)?, &reply)?;
        // One form for the table a line can hold: up to its last square with something, both lists alike.
        let used = (0..reply.alone.len().max(reply.alone_counts.len()))
            .rev()
            .find(|&index| {
                reply.alone.get(index).is_some_and(Option::is_some)
                    || reply.alone_counts.get(index).is_some_and(|&count| count > 0)
            })
            .map_or(0, |index| index + 1);
        reply.alone.resize(used, None);
        reply.alone_counts.resize(used, 0);
        Ok(ReplyLine { part, reply })
    }

    /// The part this replies to.
    #[must_use]
    pub const fn part(&self) -> &PartLine {
        &self.part
    }

    /// What the share found.
    #[must_use]
    pub const fn reply(&self) -> &ShareReply {
        &self.reply
    }

    fn read(part: PartLine, fields: &mut Fields<'_>) -> Result<ReplyLine, LineError> {
        let problem = problem_of(&part.settings, part.goal)?;
        let side = problem.side();
        let best = match fields.named("best")? {
            "-" => None,
            best => Some(number(best, "best")?),
        };
        let configurations = fields.number("configurations")?;
        let placements = fields.number("placements")?;
        let by_squares =
            list(fields.named("squares")?, MAX_PIECES + 1, "squares", |count| Ok(number(count, "squares")?))?;
        let fewest = match fields.named("fewest")? {
            "-" => None,
            text => {
                let (squares, code) =
                    text.split_once(':').ok_or_else(|| value("fewest", "SQUARES:CODE or -"))?;
                Some((number(squares, "fewest")?, placement(code, "fewest")?))
            }
        };
        let examples = list(fields.named("examples")?, problem.example_limit(), "examples", |code| {
            placement(code, "examples")
        })?;
        let mut alone = Vec::new();
        let mut alone_counts = Vec::new();
        for entry in list(fields.named("alone")?, side * side, "alone", Ok)? {
            let mut pieces = entry.splitn(3, ':');
            let mut next = || pieces.next().ok_or_else(|| value("alone", "SQUARE:COUNT:CODE entries"));
            let (square, count, code) =
                (number::<usize>(next()?, "alone")?, number(next()?, "alone")?, next()?);
            if square < alone.len() || square >= 64 {
                return Err(value("alone", "squares from 0 to 63, in increasing order"));
            }
            alone.resize(square + 1, None);
            alone_counts.resize(square + 1, 0);
            alone[square] = if code == "-" { None } else { Some(placement(code, "alone")?) };
            alone_counts[square] = count;
        }
        let stats = Stats {
            nodes: fields.number("nodes")?,
            leaves: fields.number("leaves")?,
            survivors: fields.number("survivors")?,
            passes: fields.number("passes")?,
        };
        let reply = ShareReply {
            best,
            configurations,
            placements,
            examples,
            by_squares,
            fewest,
            alone,
            alone_counts,
            stats,
        };
        ReplyLine::new(part, reply)
    }
}

/// Reads a list of at most `most` items separated by commas (`-` for none),
/// refusing a longer one before reading its items.
fn list<'a, T>(
    text: &'a str,
    most: usize,
    field: &'static str,
    item: impl Fn(&'a str) -> Result<T, LineError>,
) -> Result<Vec<T>, LineError> {
    if text == "-" {
        return Ok(Vec::new());
    }
    if text.split(',').count() > most {
        return Err(value(field, format!("more than {most} items")));
    }
    text.split(',').map(item).collect()
}

/// Reads a placement's code in the field `field`.
fn placement(code: &str, field: &'static str) -> Result<Placement, LineError> {
    Placement::parse(code).map_err(|error| LineError::Example { field, code: code.to_string(), error })
}

/// Checks what a share found against `problem`.
fn check(problem: &Problem, reply: &ShareReply) -> Result<(), LineError> {
    let side = problem.side();
    let squares = (side * side) as u32;
    let pieces = problem.pieces();
    let fits = |placement: &Placement| {
        placement.side() == side
            && super::KINDS.iter().all(|&kind| {
                placement.pieces().iter().filter(|(of, _)| *of == kind).count() == pieces.count(kind)
            })
    };
    if reply.best.is_some_and(|best| best > squares) {
        return Err(value("best", format!("past the board's {squares} squares")));
    }
    if reply.configurations > reply.placements || (reply.best.is_none() && reply.placements > 0) {
        return Err(value("configurations", "more configurations than placements, or some without a best"));
    }
    if reply.examples.len() as u64 > reply.configurations || reply.examples.len() > problem.example_limit() {
        return Err(value("examples", "more examples than configurations"));
    }
    for example in &reply.examples {
        if !fits(example) || Some(example.attacked().count()) != reply.best {
            return Err(value(
                "examples",
                format!("{example} is not a placement of the pieces attacking best= squares"),
            ));
        }
    }
    if reply.by_squares.iter().sum::<u64>() > reply.configurations {
        return Err(value("squares", "more configurations than configurations="));
    }
    if let Some((count, fewest)) = &reply.fewest {
        if !fits(fewest) || fewest.occupied().count() != *count {
            return Err(value(
                "fewest",
                format!("{fewest} is not a placement of the pieces on {count} squares"),
            ));
        }
    }
    for (index, example) in reply.alone.iter().enumerate() {
        let alone = Square::from_index(index as u8).map(|square| std::iter::once(square).collect());
        if let Some(example) = example {
            if !fits(example) || Some(example.unattacked()) != alone {
                return Err(value(
                    "alone",
                    format!("{example} does not leave square {index} alone unattacked"),
                ));
            }
        }
    }
    Ok(())
}

impl ShareLine for ReplyLine {
    fn share(&self) -> Share {
        self.part.share
    }

    fn search(&self) -> String {
        let part = &self.part;
        format!(
            "{} pass={} part=…/{} split={}",
            part.problem_text(),
            stage_text(part.stage),
            part.share.of(),
            part.split
        )
    }
}

/// Writes `items` separated by commas, `-` for none.
fn write_list<T>(
    f: &mut fmt::Formatter<'_>,
    items: impl Iterator<Item = T>,
    each: impl Fn(&mut fmt::Formatter<'_>, T) -> fmt::Result,
) -> fmt::Result {
    let mut none = true;
    for item in items {
        if !none {
            f.write_str(",")?;
        }
        none = false;
        each(f, item)?;
    }
    if none {
        f.write_str("-")?;
    }
    Ok(())
}

impl Line for PartLine {
    const KIND: &'static str = PART;
    type Error = LineError;

    /// Reads the fields after the kind and version.

    fn read_fields(fields: &mut Fields<'_>) -> Result<PartLine, LineError> {
        let text = fields.next("problem")?;
        let (settings, goal) = read_problem(text)?;
        let stage = read_stage(fields.named("pass")?)?;
        let share = fields.share()?;
        let split = fields.number("split")?;
        PartLine::new(settings, goal, stage, share, split)
    }

    /// Writes the fields after the kind and version.

    fn write_fields(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (index, of) = (self.share.index(), self.share.of());
        write!(
            f,
            "{} pass={} part={index}/{of} split={}",
            self.problem_text(),
            stage_text(self.stage),
            self.split
        )
    }
}

line_text!(PartLine);

impl Line for ReplyLine {
    const KIND: &'static str = REPLY;
    type Error = LineError;

    /// Reads the part's fields, then the reply's.
    fn read_fields(fields: &mut Fields<'_>) -> Result<ReplyLine, LineError> {
        let part = PartLine::read_fields(fields)?;
        ReplyLine::read(part, fields)
    }

    /// Writes the part's fields, then the reply's.
    fn write_fields(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let reply = &self.reply;
        self.part.write_fields(f)?;
        match reply.best {
            Some(best) => write!(f, " best={best}")?,
            None => f.write_str(" best=-")?,
        }
        write!(f, " configurations={} placements={} squares=", reply.configurations, reply.placements)?;
        write_list(f, reply.by_squares.iter(), |f, count| write!(f, "{count}"))?;
        match &reply.fewest {
            Some((squares, code)) => write!(f, " fewest={squares}:{code}")?,
            None => f.write_str(" fewest=-")?,
        }
        f.write_str(" examples=")?;
        write_list(f, reply.examples.iter(), |f, code| write!(f, "{code}"))?;
        f.write_str(" alone=")?;
        let alone = (0..reply.alone.len().max(reply.alone_counts.len())).filter_map(|index| {
            let example = reply.alone.get(index).and_then(Option::as_ref);
            let count = reply.alone_counts.get(index).copied().unwrap_or(0);
            (example.is_some() || count > 0).then_some((index, count, example))
        });
        write_list(f, alone, |f, (index, count, example)| match example {
            Some(code) => write!(f, "{index}:{count}:{code}"),
            None => write!(f, "{index}:{count}:-"),
        })?;
        let stats = reply.stats;
        write!(
            f,
            " nodes={} leaves={} survivors={} passes={}",
            stats.nodes, stats.leaves, stats.survivors, stats.passes
        )
    }
}

line_text!(ReplyLine);
