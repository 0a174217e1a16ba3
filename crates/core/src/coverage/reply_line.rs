//! A coverage share's reply as a line ([`ReplyLine`]): its part line's fields, then what the
//! share found (see [`part_line`](super::part_line) for the whole form).

use std::fmt;

use super::{
    part_line::{problem_of, stage_text, value, LineError, PartLine},
    Goal, Pass, Placement, Problem, ShareReply, Stats, MAX_PIECES,
};
use crate::{
    board::Square,
    task::{
        line::{line_text, number, Fields, Line, Reply},
        line_join::{add_count, ShareLine},
        Progress, Share,
    },
};

impl PartLine {
    /// Runs this share (as a [`ShareTask`](super::ShareTask) runs it); `progress` hears of its parts.
    ///
    /// # Errors
    /// [`FieldError::SplitChanged`](crate::task::line::FieldError::SplitChanged) when this program cuts the pass otherwise.
    pub fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<ReplyLine, LineError> {
        let problem = problem_of(&self.settings, self.goal)?;
        self.run_on(&self.stage.pass(&problem), progress)
    }

    /// Runs this share of `pass`, the line's pass already cut (so that a run
    /// of many shares cuts it once).
    ///
    /// # Errors
    /// [`FieldError::SplitChanged`](crate::task::line::FieldError::SplitChanged) when `pass` is not cut into the line's parts.
    pub fn run_on(
        &self,
        pass: &Pass<'_>,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<ReplyLine, LineError> {
        self.check_parts(pass)?;
        ReplyLine::new(self.clone(), self.stage.run_share(pass, self.share, progress))
    }
}

/// The first word of a reply line.
pub(crate) const REPLY: &str = "cover-reply";

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
        check(&problem_of(&part.settings, part.goal)?, part.goal == Goal::Unattacked, false, &reply)?;
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

/// The most placements of `problem`'s pieces on its board (saturating at
/// `u64::MAX`): each piece on any square. Every count a line claims is at
/// most this, at most 64^10 = 2^60, so that no sum of a pass's shares that
/// passes it has wrapped or saturated.
fn most_placements(problem: &Problem) -> u64 {
    let squares = (problem.side() * problem.side()) as u128;
    let most = (0..problem.pieces().len()).fold(1u128, |most, _| most.saturating_mul(squares));
    u64::try_from(most).unwrap_or(u64::MAX)
}

/// Checks what a share (or a whole pass, or a whole search) found against
/// `problem`, whose search is the unattacked table's when `unattacked`.
/// The counts agree with each other and with the examples: every
/// configuration is in `squares=` by the squares it occupies, the examples
/// are the first configurations up to the problem's limit, and while they
/// are all of them (most searches) they give the placements, `squares=` and
/// `fewest=` exactly. A `whole` pass's (or search's) best is some
/// configuration's (a share may meet the best only on placements whose
/// configuration another share counts).
pub(super) fn check(
    problem: &Problem,
    unattacked: bool,
    whole: bool,
    reply: &ShareReply,
) -> Result<(), LineError> {
    let side = problem.side();
    let squares = (side * side) as u32;
    let pieces = problem.pieces();
    let most = most_placements(problem);
    let fits = |placement: &Placement| {
        placement.side() == side
            && super::KINDS.iter().all(|&kind| {
                placement.pieces().iter().filter(|(of, _)| *of == kind).count() == pieces.count(kind)
            })
    };
    let best_placement =
        |placement: &Placement| fits(placement) && Some(placement.attacked().count()) == reply.best;
    if unattacked && (reply.best.is_some() || reply.fewest.is_some() || reply.placements > 0) {
        return Err(value("best", "the unattacked table's pass lists no best configurations"));
    }
    if !unattacked && (!reply.alone.is_empty() || !reply.alone_counts.is_empty()) {
        return Err(value("alone", "only the unattacked table's pass lists squares left alone"));
    }
    if whole && reply.best.is_some() && reply.configurations == 0 {
        return Err(value("best", "a best value that no configuration has"));
    }
    if reply.best.is_some_and(|best| best > squares) {
        return Err(value("best", format!("past the board's {squares} squares")));
    }
    if reply.placements > most {
        return Err(value(
            "placements",
            format!("more than the {most} placements of the pieces on the board"),
        ));
    }
    // Each configuration stands for 1 to 8 placements (the board's symmetries).
    if reply.configurations > reply.placements
        || reply.placements > reply.configurations.saturating_mul(8)
        || (reply.best.is_none() && reply.placements > 0)
    {
        return Err(value(
            "configurations",
            "each configuration is 1 to 8 placements, and there are none without a best",
        ));
    }
    let listed = reply.configurations.min(problem.example_limit() as u64);
    if reply.examples.len() as u64 != listed {
        return Err(value(
            "examples",
            format!(
                "{} examples for configurations={}: the first {listed} configurations, one example each",
                reply.examples.len(),
                reply.configurations
            ),
        ));
    }
    for example in &reply.examples {
        if !best_placement(example) {
            return Err(value(
                "examples",
                format!("{example} is not a placement of the pieces attacking best= squares"),
            ));
        }
    }
    let by_squares =
        reply.by_squares.iter().try_fold(0u64, |sum, &count| add_count(sum, count, "squares"))?;
    if by_squares != reply.configurations {
        return Err(value(
            "squares",
            "configurations by the squares they occupy, adding up to configurations=",
        ));
    }
    let fewest_squares = reply.by_squares.iter().position(|&count| count > 0);
    let fewest_fits = match &reply.fewest {
        None => fewest_squares.is_none(),
        Some((count, fewest)) => {
            best_placement(fewest)
                && fewest.occupied().count() == *count
                && fewest_squares == Some(*count as usize)
        }
    };
    if !fewest_fits {
        return Err(value("fewest", "not a best configuration on the fewest squares= of the configurations"));
    }
    if listed == reply.configurations {
        check_listed(reply)?;
    }
    let mut alone_sum = 0u64;
    for index in 0..reply.alone.len().max(reply.alone_counts.len()) {
        let example = reply.alone.get(index).and_then(Option::as_ref);
        let count = reply.alone_counts.get(index).copied().unwrap_or(0);
        alone_sum = add_count(alone_sum, count, "alone")?;
        let square = Square::from_index(index as u8).map(|square| std::iter::once(square).collect());
        if let Some(example) = example {
            if !fits(example) || Some(example.unattacked()) != square {
                return Err(value(
                    "alone",
                    format!("{example} does not leave square {index} alone unattacked"),
                ));
            }
        }
        if example.is_some() != (count > 0) {
            return Err(value(
                "alone",
                format!("square {index} has {count} placements, so an example iff some"),
            ));
        }
    }
    if whole && unattacked {
        check_table_symmetry(problem, reply)?;
    }
    if alone_sum > most {
        return Err(value("alone", format!("more than the {most} placements of the pieces on the board")));
    }
    Ok(())
}

/// Checks that a whole unattacked table counts alike the squares a symmetry
/// of the board maps onto each other: the symmetry maps the placements
/// leaving one alone onto those leaving the other.
fn check_table_symmetry(problem: &Problem, reply: &ShareReply) -> Result<(), LineError> {
    let geometry = super::geometry::Geometry::new(problem.side() as u8);
    let count = |square: usize| reply.alone_counts.get(square).copied().unwrap_or(0);
    let side = problem.side();
    for square in (0..64).filter(|square| square % 8 < side && square / 8 < side) {
        for map in &geometry.sym {
            let image = usize::from(map[square]) % 64;
            if count(image) != count(square) {
                return Err(value(
                    "alone",
                    format!(
                        "squares {square} and {image} are alike by symmetry but have {} and {} placements",
                        count(square),
                        count(image)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Checks the counts of `reply`, whose examples are all its configurations,
/// against those examples: their placements (the images of each under the
/// board's symmetries), the squares they occupy, the first on the fewest.
fn check_listed(reply: &ShareReply) -> Result<(), LineError> {
    let mut placements = 0u64;
    let mut by_squares = vec![0u64; reply.by_squares.len()];
    for example in &reply.examples {
        placements = add_count(placements, example.images().len() as u64, "placements")?;
        if let Some(count) = by_squares.get_mut(example.occupied().count() as usize) {
            *count += 1;
        }
    }
    if placements != reply.placements {
        return Err(value("placements", format!("the examples are {placements} placements")));
    }
    if by_squares != reply.by_squares {
        return Err(value("squares", "not the squares the examples occupy"));
    }
    let fewest = reply.examples.iter().min_by_key(|example| example.occupied().count());
    if fewest != reply.fewest.as_ref().map(|(_, fewest)| fewest) {
        return Err(value("fewest", "not the first example on the fewest squares"));
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

impl Reply for ReplyLine {
    const KIND: &'static str = REPLY;
    type Part = PartLine;

    fn read_reply(part: PartLine, fields: &mut Fields<'_>) -> Result<ReplyLine, LineError> {
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

    fn write_reply(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.part.write_fields(f)?;
        let reply = &self.reply;
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
