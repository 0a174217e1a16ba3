//! Joining the reply lines of a coverage search ([`CoverReplies`]): the
//! replies of every pass, in any order, taken in the order the search's
//! [`Plan`] makes its passes, each pass's shares joined in order, so the
//! outcome is one run's (statistics included). A pass whose parts are not
//! all in is named, so that its part lines can be written next.

use std::collections::HashMap;

use super::{
    part_line::{problem_of, problem_text, stage_text, LineError, PartLine},
    reply_line::{check, ReplyLine},
    Goal, Plan, Problem, Settings, ShareReply, Stage, Stats,
};
use crate::task::line_join::{add_count, CountOverflow, JoinError, Replies};

/// A check of what replies give together refused: the field and why, as a join error.
fn together(error: LineError) -> JoinError {
    match error {
        LineError::Overflow(overflow) => JoinError::Overflow(overflow),
        LineError::Value { field, why } => JoinError::Together { field, why },
        other => JoinError::Together { field: "reply", why: other.to_string() },
    }
}

/// Why coverage reply lines do not join.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CoverJoinError {
    /// A line refused.
    #[error("{0}")]
    Line(#[from] LineError),
    /// A pass's replies that do not join.
    #[error("pass {pass}: {error}")]
    Join {
        /// The pass.
        pass: String,
        /// Why.
        error: JoinError,
    },
    /// A reply of another search.
    #[error("a reply of {found}, not of {expected}: join the replies of one search")]
    OtherProblem {
        /// The search of the first reply.
        expected: String,
        /// This reply's.
        found: String,
    },
    /// The pass the search makes next has no replies.
    #[error("the search goes on with pass {pass}, whose parts have no reply yet")]
    NextPass {
        /// The pass.
        pass: String,
        /// The pass itself, to write its parts.
        stage: Stage,
    },
    /// No reply at all.
    #[error("no reply lines were given")]
    Nothing,
}

/// The reply lines of one coverage search, by pass. What it keeps is
/// bounded by the problem: a pass's replies are taken only when this
/// program cuts the pass into the parts the line says, so there are at most
/// as many as the pass has parts.
///
/// ```
/// use chesslab_core::coverage::{CoverReplies, CoverTask, Goal, Objective, PartLine, Settings};
/// use chesslab_core::task::Task;
///
/// let settings = Settings { pieces: "QRN".into(), side: 5, ..Settings::default() };
/// let mut replies = CoverReplies::default();
/// for part in PartLine::first(&settings, Goal::Min, None)?.iter().rev() {
///     replies.add(part.run(&mut |_| {})?)?;
/// }
/// // The minimum's head is in; its rest, with the head's bound, comes next.
/// let next = replies.plan().unwrap_err();
/// assert_eq!(next.to_string(), "the search goes on with pass min-rest:12, whose parts have no reply yet");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct CoverReplies {
    /// The settings and goal of the first reply.
    search: Option<(Settings, Goal)>,
    passes: HashMap<Stage, Replies<ReplyLine>>,
}

impl CoverReplies {
    /// The plan of the search for `goal` on `problem`.
    #[must_use]
    pub fn plan_of(problem: &Problem, goal: Goal) -> Plan {
        match goal {
            Goal::Max | Goal::Min => Plan::best(problem),
            Goal::Unattacked => Plan::unattacked(problem),
        }
    }

    /// Takes in `reply`; a second reply to a share must be the same.
    ///
    /// # Errors
    /// A reply of another search, of a pass this program cuts otherwise, or
    /// one that disagrees with the reply to its share already in.
    pub fn add(&mut self, reply: ReplyLine) -> Result<(), CoverJoinError> {
        let part = reply.part();
        match &self.search {
            Some((settings, goal)) if (settings, *goal) != (part.settings(), part.goal()) => {
                return Err(CoverJoinError::OtherProblem {
                    expected: problem_text(settings, *goal),
                    found: part.problem_text(),
                });
            }
            Some(_) => {}
            None => self.search = Some((part.settings().clone(), part.goal())),
        }
        let stage = part.stage();
        if !self.passes.contains_key(&stage) {
            part.check_split()?;
        }
        let replies = self.passes.entry(stage).or_default();
        replies.add(reply).map_err(|error| CoverJoinError::Join { pass: stage_text(stage), error })
    }

    /// The settings and goal of the search, once a reply is in.
    #[must_use]
    pub fn search(&self) -> Option<(&Settings, Goal)> {
        self.search.as_ref().map(|(settings, goal)| (settings, *goal))
    }

    /// The reply kept for `part`, if any (none for a share of another listing of its pass).
    #[must_use]
    pub fn reply(&self, part: &PartLine) -> Option<&ReplyLine> {
        let replies = self.passes.get(&part.stage())?;
        let reply = replies.reply(part.cut().share.index())?;
        (reply.part() == part).then_some(reply)
    }

    /// The search's plan with every pass whose replies are all in taken, to the end.
    ///
    /// # Errors
    /// [`CoverJoinError::Nothing`] with no reply; [`CoverJoinError::NextPass`]
    /// naming the pass to run next; a pass with shares missing.
    pub fn plan(&self) -> Result<Plan, CoverJoinError> {
        let (settings, goal) = self.search.as_ref().ok_or(CoverJoinError::Nothing)?;
        let problem = problem_of(settings, *goal)?;
        let unattacked = *goal == Goal::Unattacked;
        let mut plan = CoverReplies::plan_of(&problem, *goal);
        // The statistics of the passes so far, added checked: the plan adds them too, saturating.
        let mut stats = Stats::default();
        while let Some(stage) = plan.stage() {
            let pass = stage_text(stage);
            let replies = self
                .passes
                .get(&stage)
                .ok_or_else(|| CoverJoinError::NextPass { pass: pass.clone(), stage })?;
            let refuse = |error: JoinError| CoverJoinError::Join { pass: pass.clone(), error };
            let replies = replies.complete().map_err(refuse)?;
            let rule = (stage.objective(), plan.example_limit());
            let mut overflow = None;
            let mut add = |sum: u64, count: u64, field| {
                sum.checked_add(count).unwrap_or_else(|| {
                    overflow.get_or_insert(CountOverflow { field });
                    u64::MAX
                })
            };
            let mut joined = ShareReply::default();
            for reply in replies {
                joined.merge(reply.reply().clone(), &rule, &mut add);
            }
            if let Some(overflow) = overflow {
                return Err(refuse(overflow.into()));
            }
            // The pass's reply is one run's: checked as a line's is.
            check(&problem, unattacked, true, &joined).map_err(|error| refuse(together(error)))?;
            stats = Stats {
                nodes: add_count(stats.nodes, joined.stats.nodes, "nodes")
                    .map_err(|error| refuse(error.into()))?,
                leaves: add_count(stats.leaves, joined.stats.leaves, "leaves")
                    .map_err(|error| refuse(error.into()))?,
                survivors: add_count(stats.survivors, joined.stats.survivors, "survivors")
                    .map_err(|error| refuse(error.into()))?,
                passes: stats.passes.saturating_add(joined.stats.passes),
            };
            plan.take(joined);
        }
        // The minimum's head and rest add up too: the whole search's outcome is checked as well.
        if let Some(outcome) = plan.outcome() {
            check(&problem, unattacked, true, outcome).map_err(|error| CoverJoinError::Join {
                pass: "min-head and min-rest".into(),
                error: together(error),
            })?;
        }
        Ok(plan)
    }
}
