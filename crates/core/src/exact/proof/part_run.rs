//! A cap's parts as lines, run anywhere: the part lines of a cap's
//! [`Split`] ([`PartLine::all`]), one run to its [`ReplyLine`]
//! ([`PartLine::run`]), and a reply back as a [`ShareReply`] to join.

use crate::exact::{
    placement::Placement,
    proof::part_line::{LineError, PartLine},
    proof::reply_line::ReplyLine,
    reply::ShareReply,
    solve::{Solver, Split},
};
use crate::task::{line::FieldError, Parts, Progress, Share};

impl PartLine {
    /// The part lines of `split` (a cap's search cut into parts), dealt in
    /// `shares` shares of consecutive parts (at most one per part; by
    /// default one per part, and one share when the search has no part).
    ///
    /// ```
    /// use chesslab_core::{exact::{PartLine, Problem, Solver}, task::Parts};
    ///
    /// let solver = Solver::new(&Problem::parse("4x4,k=2")?);
    /// let split = solver.split(Some(6));
    /// let lines = PartLine::all(&split, None)?;
    /// assert_eq!(lines.len(), split.len());
    /// assert_eq!(PartLine::all(&split, Some(3))?.len(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`LineError::NoCap`] for a split without a cap (a count of every solution).
    pub fn all(split: &Split<'_>, shares: Option<u32>) -> Result<Vec<PartLine>, LineError> {
        // A frontier has a few thousand parts at most (eight levels of a search's first decisions).
        let parts = u32::try_from(split.len()).unwrap_or(u32::MAX);
        let cap = split.cap().ok_or(LineError::NoCap)?;
        let of = shares.unwrap_or(parts).clamp(1, parts.max(1));
        let problem = split.problem();
        Share::all(of).map(|share| PartLine::new(problem.clone(), cap, share, parts)).collect()
    }

    /// Runs this share from scratch (its problem's solver and the cap's split).
    ///
    /// ```
    /// use chesslab_core::exact::PartLine;
    ///
    /// let part: PartLine = "exact-part v1 3x3,k=1 cap=2 part=0/1 split=6".parse()?; // all 6 parts
    /// let reply = part.run(&mut |_| {})?;
    /// assert_eq!((reply.found(), reply.unique()), (12, 4));
    /// assert_eq!(reply.example().map(ToString::to_string).as_deref(), Some("2B/1K1/3"));
    /// assert!(reply.to_string().starts_with("exact-reply v1 3x3,k=1 cap=2 part=0/1 split=6 nodes="));
    /// # Ok::<(), chesslab_core::exact::LineError>(())
    /// ```
    ///
    /// # Errors
    /// [`FieldError::SplitChanged`] when this program cuts the cap's search
    /// into another number of parts than the line says.
    pub fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<ReplyLine, LineError> {
        let solver = Solver::new(self.problem()).with_max_examples(1);
        self.run_on(&solver.split(Some(self.cap())), progress)
    }

    /// Runs this share on `split`, the cap's search already cut (so that a
    /// run of many shares cuts it once); `progress` gets the share's progress.
    ///
    /// # Errors
    /// [`FieldError::SplitChanged`] when `split` is not the search this line
    /// is a share of (another problem, cap or number of parts).
    pub fn run_on(
        &self,
        split: &Split<'_>,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<ReplyLine, LineError> {
        let (cut, made) = (self.cut(), u32::try_from(split.len()).unwrap_or(u32::MAX));
        if split.problem() != self.problem() || split.cap() != Some(self.cap()) || made != cut.split {
            return Err(FieldError::SplitChanged {
                search: format!("cap {}", self.cap()),
                problem: self.problem().to_text(),
                split: cut.split,
                made,
            }
            .into());
        }
        let reply = split.run(cut.share.range(split.len()), progress);
        // Share 0 carries the nodes above the parts, so the shares' nodes add up to one run's.
        let reply = if cut.share.is_first() { split.join([reply]) } else { reply };
        ReplyLine::of(self.clone(), &reply)
    }
}

impl ReplyLine {
    /// The reply line of `part` for the search's reply `reply`.
    ///
    /// # Errors
    /// As [`ReplyLine::new`] (never for a reply of the part's own search).
    pub fn of(part: PartLine, reply: &ShareReply) -> Result<ReplyLine, LineError> {
        let by_pieces = (0u32..)
            .zip(&reply.by_pieces)
            .filter(|&(_, &count)| count > 0)
            .map(|(pieces, &count)| (pieces, count))
            .collect();
        let example = match reply.examples.first() {
            Some(code) => Some(
                Placement::parse(code).map_err(|error| LineError::Example { code: code.clone(), error })?,
            ),
            None => None,
        };
        ReplyLine::new(part, reply.nodes, reply.total, reply.unique, by_pieces, example)
    }

    /// This reply as the search's reply of its share (with its one example), to join with others.
    ///
    /// ```
    /// use chesslab_core::exact::ReplyLine;
    ///
    /// let line = "exact-reply v1 3x3,k=1 cap=2 part=0/1 split=1 nodes=9 found=12 unique=4 pieces=2:12 example=2B/1K1/3";
    /// let reply = line.parse::<ReplyLine>()?.to_share_reply();
    /// assert_eq!((reply.total, reply.nodes, reply.by_pieces[2]), (12, 9, 12));
    /// assert_eq!(reply.examples, ["2B/1K1/3"]);
    /// # Ok::<(), chesslab_core::exact::LineError>(())
    /// ```
    #[must_use]
    pub fn to_share_reply(&self) -> ShareReply {
        let mut by_pieces = Vec::new();
        for &(pieces, count) in self.by_pieces() {
            let at = pieces as usize;
            if by_pieces.len() <= at {
                by_pieces.resize(at + 1, 0);
            }
            by_pieces[at] = count;
        }
        ShareReply {
            total: self.found(),
            unique: self.unique(),
            by_pieces,
            examples: self.example().map(ToString::to_string).into_iter().collect(),
            nodes: self.nodes(),
            complete: true,
        }
    }
}
