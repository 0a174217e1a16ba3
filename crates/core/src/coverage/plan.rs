//! Which passes a coverage search makes, in what order: each chosen by the
//! replies of those before. A maximum widens its slack one square at a time
//! until a pass finds a configuration; the minimum runs its first parts for
//! a bound, then the others with it; the unattacked table and the proof
//! that a target is out of reach make one pass.
//!
//! A [`Plan`] is this order alone, whoever runs the passes: [`solve_by`] and
//! [`unattacked_by`] run its passes one after the other (each cut into parts
//! for threads), the page deals each pass's shares to its workers
//! ([`PlanShares`](super::PlanShares)). Both get one run's result.

use super::{
    geometry::Geometry,
    problem::{Objective, Problem},
    solve::{max_start, Solution},
    split::{Pass, ShareReply, Stage},
    unattacked::Unattacked,
};
use crate::task::Join;

/// What a plan searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Aim {
    /// The most squares, widening the slack up to every square.
    Max { squares: u32 },
    /// The fewest squares.
    Min,
    /// One pass (a target's or the unattacked table's), whatever it finds.
    One,
}

/// The passes of one coverage search, chosen as the replies come in.
///
/// ```
/// use chesslab_core::coverage::{solve, PieceSet, Plan, Problem};
///
/// let problem = Problem::new(PieceSet::parse("QRN")?, 5)?;
/// let mut plan = Plan::best(&problem);
/// while let Some(stage) = plan.stage() {
///     // Each pass's parts could run anywhere; here one after the other.
///     plan.take(stage.pass(&problem).run_parts(&mut |_| {}));
/// }
/// assert_eq!(plan.solution(), Some(solve(&problem, &mut |_| {})));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Plan {
    aim: Aim,
    side: usize,
    /// The most examples a reply keeps.
    limit: usize,
    /// The pass to run next; `None` once the search is over.
    stage: Option<Stage>,
    /// The passes run so far, as the outcome needs them: a maximum's
    /// statistics, the minimum's head; at the end, the outcome.
    sofar: ShareReply,
}

impl Plan {
    fn new(problem: &Problem, aim: Aim, first: Stage) -> Plan {
        Plan {
            aim,
            side: problem.side(),
            limit: problem.example_limit(),
            stage: Some(first),
            sofar: ShareReply::default(),
        }
    }

    /// The search for `problem`'s best configurations, by its objective, as
    /// [`solve`](super::solve()) makes it.
    #[must_use]
    pub fn best(problem: &Problem) -> Plan {
        match problem.objective() {
            Objective::Max => {
                let geometry = Geometry::new(problem.side() as u8);
                let squares = geometry.board.count_ones();
                let slack = max_start(problem, &geometry);
                Plan::new(problem, Aim::Max { squares }, Stage::Max { slack })
            }
            Objective::Min => Plan::new(problem, Aim::Min, Stage::MinHead),
        }
    }

    /// The one pass listing the configurations of `problem` that attack at
    /// least `target` squares, as [`reach`](super::reach) makes it with
    /// [`Method::Hitting`](super::Method::Hitting).
    #[must_use]
    pub fn reach(problem: &Problem, target: u32) -> Plan {
        let squares = (problem.side() * problem.side()) as u32;
        Plan::new(problem, Aim::One, Stage::Max { slack: squares.saturating_sub(target) })
    }

    /// The search for the unattacked table, as [`unattacked`](super::unattacked()) makes it.
    #[must_use]
    pub fn unattacked(problem: &Problem) -> Plan {
        Plan::new(problem, Aim::One, Stage::Unattacked)
    }

    /// The pass to run next, if the search is not over.
    #[must_use]
    pub fn stage(&self) -> Option<Stage> {
        self.stage
    }

    /// The most examples a reply keeps.
    #[must_use]
    pub fn example_limit(&self) -> usize {
        self.limit
    }

    /// Takes in the reply of the whole pass [`Plan::stage`] (its parts
    /// joined in order) and chooses the next pass, if any.
    pub fn take(&mut self, reply: ShareReply) {
        let Some(stage) = self.stage else { return };
        self.stage = match (stage, self.aim) {
            (Stage::Max { slack }, Aim::Max { squares }) => {
                let mut stats = self.sofar.stats;
                stats += reply.stats;
                if reply.best.is_some() || slack >= squares {
                    self.sofar = ShareReply { stats, ..reply };
                    None
                } else {
                    self.sofar.stats = stats;
                    Some(Stage::Max { slack: slack + 1 })
                }
            }
            (Stage::MinHead, _) => {
                let bound = reply.best;
                self.sofar = reply;
                Some(Stage::MinRest { bound })
            }
            (Stage::MinRest { .. }, _) => {
                self.sofar.append(reply, &(Objective::Min, self.limit));
                None
            }
            (Stage::Max { .. } | Stage::Unattacked, _) => {
                self.sofar = reply;
                None
            }
        };
    }

    /// Takes in `reply`, of the pass `stage` run elsewhere (a maximum's
    /// first pass, run as the proof that every square is out of reach), if
    /// that is the pass the plan runs next; whether it was.
    pub fn skip(&mut self, stage: Stage, reply: &ShareReply) -> bool {
        let next = self.stage == Some(stage);
        if next {
            self.take(reply.clone());
        }
        next
    }

    /// The outcome, once the search is over: the reply of the whole search.
    #[must_use]
    pub fn outcome(&self) -> Option<&ShareReply> {
        self.stage.is_none().then_some(&self.sofar)
    }

    /// The outcome as a maximum's or minimum's (or a target's) solution.
    #[must_use]
    pub fn solution(&self) -> Option<Solution> {
        let objective = if self.aim == Aim::Min { Objective::Min } else { Objective::Max };
        Some(self.outcome()?.clone().solution(objective))
    }

    /// The outcome as the unattacked table.
    #[must_use]
    pub fn table(&self) -> Option<Unattacked> {
        Some(self.outcome()?.clone().table(self.side))
    }

    /// Runs the passes left of `problem`'s search, each by `run`, which runs
    /// its parts (on several threads, say) and joins them in order
    /// ([`Parts::join`](crate::task::Parts::join)); a whole stage's pass is one part.
    pub fn run_by(&mut self, problem: &Problem, run: &mut dyn FnMut(&Pass<'_>) -> ShareReply) {
        while let Some(stage) = self.stage {
            let pass = stage.pass(problem);
            // A whole stage is one part: `run` runs it in one search, showing its progress.
            self.take(run(&pass));
        }
    }
}

/// [`solve`](super::solve()) with each pass cut into parts that `run` runs
/// (on several threads, say) and joins in order ([`Parts::join`](crate::task::Parts::join)); the
/// solution is the same as one run's (a maximum always uses [`Method::Hitting`](super::Method::Hitting)).
///
/// ```
/// use chesslab_core::{coverage::{solve, solve_by, Objective, PieceSet, Problem}, task::Parts};
///
/// let problem = Problem::new(PieceSet::parse("QRN")?, 5)?;
/// for problem in [problem, problem.with_objective(Objective::Min)] {
///     let split = solve_by(&problem, &mut |pass| pass.run_all(&mut |_| {}));
///     assert_eq!((split.best, split.examples), {
///         let whole = solve(&problem, &mut |_| {});
///         (whole.best, whole.examples)
///     });
/// }
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve_by(problem: &Problem, run: &mut dyn FnMut(&Pass<'_>) -> ShareReply) -> Solution {
    let mut plan = Plan::best(problem);
    plan.run_by(problem, run);
    // Never empty: the plan runs until it has an outcome.
    plan.solution().unwrap_or_else(|| ShareReply::default().solution(problem.objective()))
}

/// [`unattacked`](super::unattacked()) with its pass cut into parts that
/// `run` runs and joins in order; the table is the same as one run's.
pub fn unattacked_by(problem: &Problem, run: &mut dyn FnMut(&Pass<'_>) -> ShareReply) -> Unattacked {
    let mut plan = Plan::unattacked(problem);
    plan.run_by(problem, run);
    plan.table().unwrap_or_else(|| ShareReply::default().table(problem.side()))
}
