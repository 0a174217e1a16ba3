//! The reply line of a part ([`ReplyLine`]): what one share of a cap found,
//! in the text form of the part lines ([`PartLine`]), and
//! the checks a reply read must pass: counts that agree with each other, and
//! an example that solves the problem within the cap.

use std::fmt;

use crate::task::line::{line_text, number, FieldError, Fields, Line, Reply};

use crate::exact::{
    placement::Placement,
    problem::Problem,
    proof::part_line::{LineError, PartLine, REPLY},
};

/// What one share found, written and read as a line: its part line's fields,
/// then the share's search nodes (share 0's include those above the parts,
/// so every share's add up to one run's), the placements found, those of them
/// canonical (one per symmetry class over all shares), `pieces:placements`
/// for each piece count found (`-` for none) and the first placement found
/// (`-` for none). Checked when read: the counts against each other and
/// against the placements the board has, the example against the problem's
/// rules and the cap.
///
/// ```
/// use chesslab_core::exact::ReplyLine;
///
/// let line = "exact-reply v1 3x3,k=1 cap=2 part=0/1 split=6 nodes=136 found=12 unique=4 pieces=2:12 example=2B/1K1/3";
/// let reply: ReplyLine = line.parse()?;
/// assert_eq!((reply.found(), reply.by_pieces(), reply.nodes()), (12, &[(2, 12)][..], 136));
/// assert_eq!(reply.to_string(), line);
/// let edited = line.replace("example=2B/1K1/3", "example=3/1K1/3").parse::<ReplyLine>().unwrap_err();
/// assert_eq!(edited.to_string(), "example=3/1K1/3 does not solve 3x3,k=1 with at most 2 pieces");
/// # Ok::<(), chesslab_core::exact::LineError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplyLine {
    part: PartLine,
    nodes: u64,
    found: u64,
    unique: u64,
    /// `(pieces, placements)` for each piece count found, in increasing order.
    by_pieces: Vec<(u32, u64)>,
    example: Option<Placement>,
}

impl ReplyLine {
    /// The reply to `part`: `found` placements (`unique` up to symmetry) with
    /// `by_pieces` (`(pieces, placements)`, increasing pieces), the first
    /// `example`, in `nodes` search nodes; checked as a line read is.
    ///
    /// # Errors
    /// Counts that disagree or that the board cannot have, or an example
    /// that does not solve the problem within the cap.
    pub fn new(
        part: PartLine,
        nodes: u64,
        found: u64,
        unique: u64,
        by_pieces: Vec<(u32, u64)>,
        example: Option<Placement>,
    ) -> Result<ReplyLine, LineError> {
        let reply = ReplyLine { part, nodes, found, unique, by_pieces, example };
        reply.check()?;
        Ok(reply)
    }

    /// The part this replies to.
    #[must_use]
    pub const fn part(&self) -> &PartLine {
        &self.part
    }

    /// Search nodes visited (share 0's include those above the parts).
    #[must_use]
    pub const fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Placements found (every one with at most the cap's pieces).
    #[must_use]
    pub const fn found(&self) -> u64 {
        self.found
    }

    /// Of those, one per symmetry class (over all shares together).
    #[must_use]
    pub const fn unique(&self) -> u64 {
        self.unique
    }

    /// `(pieces, placements)` for each piece count found, in increasing order.
    #[must_use]
    pub fn by_pieces(&self) -> &[(u32, u64)] {
        &self.by_pieces
    }

    /// The first placement found.
    #[must_use]
    pub const fn example(&self) -> Option<&Placement> {
        self.example.as_ref()
    }

    /// Checks the counts against each other and the example against the rules.
    fn check(&self) -> Result<(), LineError> {
        check_reply(
            self.part.problem(),
            self.part.cap(),
            &self.by_pieces,
            (self.found, self.unique),
            self.example.as_ref(),
        )
    }
}

/// Checks what one share of cap `cap` of `problem`'s proof found: `by_pieces`
/// (`(pieces, placements)`, increasing pieces, none above the cap, none more
/// than the board has) adding up to `found`, of which `unique` at most are
/// canonical, and `example`, the first
/// placement found (none when nothing was), solving the problem with a piece
/// count listed. Every reply read passes it: a reply line, or a reply the page kept.
pub(in crate::exact) fn check_reply(
    problem: &Problem,
    cap: u32,
    by_pieces: &[(u32, u64)],
    (found, unique): (u64, u64),
    example: Option<&Placement>,
) -> Result<(), LineError> {
    let mut sum = 0u64;
    let mut last = None;
    for &(pieces, count) in by_pieces {
        if last.is_some_and(|last| pieces <= last) {
            return Err(LineError::Counts("pieces= lists piece counts out of order or twice"));
        }
        if pieces > cap || count == 0 {
            return Err(LineError::Counts("pieces= lists a piece count above the cap, or 0 placements"));
        }
        let most = most_placements(problem, pieces);
        if count > most {
            return Err(LineError::TooManyPlacements { pieces, count, problem: problem.to_text(), most });
        }
        sum = sum.checked_add(count).ok_or(LineError::Counts("pieces= adds up past any count"))?;
        last = Some(pieces);
    }
    if sum != found {
        return Err(LineError::Counts("found= is not the sum of pieces="));
    }
    // A share may find only placements whose symmetry class another share counts: unique=0.
    if unique > found {
        return Err(LineError::Counts("unique= is more than found="));
    }
    match example {
        None if found > 0 => Err(LineError::Counts("placements were found but example= is '-'")),
        Some(_) if found == 0 => Err(LineError::Counts("example= gives a placement but found=0")),
        Some(example) => check_example(problem, cap, by_pieces, example),
        None => Ok(()),
    }
}

/// The most placements of `pieces` pieces `problem`'s board has (saturating
/// at `u64::MAX`): `pieces` of its cells, each holding one of the kinds allowed.
fn most_placements(problem: &Problem, pieces: u32) -> u64 {
    let cells = u128::from(problem.cells().count_ones());
    let kinds = problem.pieces().kinds().count() as u128;
    let mut most = 1u128;
    for chosen in 0..u128::from(pieces) {
        // C(cells, chosen + 1) · kinds^(chosen + 1) from C(cells, chosen) · kinds^chosen; the
        // division is exact, as C(cells, chosen) · (cells - chosen) = C(cells, chosen + 1) · (chosen + 1),
        // and the product fits: `most` is at most u64::MAX here, the factors at most 128 and 6.
        most = most * cells.saturating_sub(chosen) * kinds / (chosen + 1);
        if most > u128::from(u64::MAX) {
            return u64::MAX;
        }
    }
    u64::try_from(most).unwrap_or(u64::MAX)
}

/// Checks that `example` solves `problem` with at most `cap` pieces, a piece count `by_pieces` lists.
pub(in crate::exact) fn check_example(
    problem: &Problem,
    cap: u32,
    by_pieces: &[(u32, u64)],
    example: &Placement,
) -> Result<(), LineError> {
    let pieces = example.piece_count();
    if !problem.is_solved_by(example) || pieces > cap {
        return Err(LineError::NotASolution { code: example.to_string(), problem: problem.to_text(), cap });
    }
    if !by_pieces.iter().any(|&(count, _)| count == pieces) {
        return Err(LineError::Counts("example= has a piece count that pieces= does not list"));
    }
    Ok(())
}

/// Reads `pieces=`: `-`, or `pieces:placements` pairs separated by commas,
/// each number read as every number of a line is ([`number`]).
fn read_by_pieces(value: &str) -> Result<Vec<(u32, u64)>, LineError> {
    if value == "-" {
        return Ok(Vec::new());
    }
    let bad = || FieldError::BadValue {
        field: "pieces",
        value: value.to_string(),
        what: "'-' or pieces:placements pairs of whole numbers separated by commas (e.g. 6:8,7:120)",
    };
    value
        .split(',')
        .map(|pair| {
            let (pieces, count) = pair.split_once(':').ok_or_else(bad)?;
            Ok((number(pieces, "pieces").map_err(|_| bad())?, number(count, "pieces").map_err(|_| bad())?))
        })
        .collect()
}

impl Reply for ReplyLine {
    const KIND: &'static str = REPLY;
    type Part = PartLine;

    fn read_reply(part: PartLine, fields: &mut Fields<'_>) -> Result<ReplyLine, LineError> {
        let nodes = fields.number("nodes")?;
        let found = fields.number("found")?;
        let unique = fields.number("unique")?;
        let by_pieces = read_by_pieces(fields.named("pieces")?)?;
        let example = match fields.named("example")? {
            "-" => None,
            code => Some(
                Placement::parse(code)
                    .map_err(|error| LineError::Example { code: code.to_string(), error })?,
            ),
        };
        ReplyLine::new(part, nodes, found, unique, by_pieces, example)
    }

    fn write_reply(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.part.write_fields(f)?;
        write!(f, " nodes={} found={} unique={} pieces=", self.nodes, self.found, self.unique)?;
        if self.by_pieces.is_empty() {
            f.write_str("-")?;
        }
        for (at, (pieces, count)) in self.by_pieces.iter().enumerate() {
            write!(f, "{}{pieces}:{count}", if at == 0 { "" } else { "," })?;
        }
        match &self.example {
            Some(example) => write!(f, " example={example}"),
            None => f.write_str(" example=-"),
        }
    }
}

line_text!(ReplyLine);
