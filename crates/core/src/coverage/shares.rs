//! A coverage search dealt out in shares ([`ShareTask`]s) to workers that
//! finish in any order, as the page runs it: the coverage [`Shares`].

use super::{Plan, Settings, ShareReply, ShareTask, Stage};
use crate::task::{Join, Round, Shares};

/// A coverage search split into shares for several workers: the shares of
/// the plan's current pass are dealt in order; once all are in, their
/// replies joined in order are the pass's reply, which the [`Plan`] takes
/// to choose the next pass, whose shares are dealt in turn. The outcome is
/// the one [`Plan::run_by`] gives with each part run on its own, as the
/// command line's threads run them.
///
/// While the last shares of a pass run, nothing is dealt: the next pass
/// depends on their replies (a maximum stops at the first pass that finds a
/// configuration, the minimum's bound comes from its head).
///
/// ```
/// use chesslab_core::{coverage::{CoverTask, Objective, PlanShares, Plan, Settings}, task::{Shares, Task}};
///
/// let settings = Settings { pieces: "QRN".into(), side: 5, ..Settings::default() };
/// let problem = settings.problem(Objective::Max)?;
/// let mut search = PlanShares::new(settings.clone(), Plan::best(&problem), 3);
/// while search.plan().outcome().is_none() {
///     let mut dealt = Vec::new();
///     while let Some(task) = search.deal() {
///         dealt.push(task);
///     }
///     for task in dealt.iter().rev() {
///         // The last share finishes first.
///         search.finish(task, task.run(&mut |_| {})?);
///     }
/// }
/// let whole = CoverTask { settings, objective: Objective::Max }.run(&mut |_| {})?;
/// assert_eq!(search.plan().solution().map(Into::into), Some(whole));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct PlanShares {
    settings: Settings,
    plan: Plan,
    /// Shares per pass (a whole stage is one share).
    shares: u32,
    /// The current pass's shares and the replies in.
    round: Round<ShareReply>,
}

impl PlanShares {
    /// The search `plan` of the puzzle `settings`, each pass cut into `shares` shares.
    #[must_use]
    pub fn new(settings: Settings, plan: Plan, shares: u32) -> PlanShares {
        let shares = shares.max(1);
        let round = Round::new(plan.stage().map_or(1, |stage| shares_of(stage, shares)));
        PlanShares { settings, plan, shares, round }
    }

    /// The search's plan: its current pass, and its outcome once over.
    #[must_use]
    pub fn plan(&self) -> &Plan {
        &self.plan
    }

    /// How many shares the current pass is dealt in.
    #[must_use]
    pub fn shares(&self) -> u32 {
        self.round.of()
    }
}

/// How many shares `stage` is dealt in when a pass is dealt in `shares`: a whole stage is one.
fn shares_of(stage: Stage, shares: u32) -> u32 {
    if stage.is_whole() {
        1
    } else {
        shares
    }
}

impl Shares for PlanShares {
    type Task = ShareTask;
    type Outcome = ShareReply;

    /// The next share to run, if one can be dealt now: none once every
    /// share of the current pass is dealt (until they are in) or once the
    /// search is over.
    fn deal(&mut self) -> Option<ShareTask> {
        let stage = self.plan.stage()?;
        let share = self.round.deal()?;
        Some(ShareTask { settings: self.settings.clone(), stage, share })
    }

    /// Takes in the reply to `task`, one of the tasks dealt; a reply to a
    /// pass that is over, or to another search, is dropped.
    fn finish(&mut self, task: &ShareTask, reply: ShareReply) {
        let Some(stage) = self.plan.stage().filter(|&stage| stage == task.stage) else { return };
        if task.settings != self.settings {
            return;
        }
        self.round.take(task.share, reply);
        if let Some(replies) = self.round.complete() {
            let rule = (stage.objective(), self.plan.example_limit());
            self.plan.take(ShareReply::default().joined(replies, &rule));
            self.round = Round::new(self.plan.stage().map_or(1, |stage| shares_of(stage, self.shares)));
        }
    }

    /// The reply of the whole search, once over (its [`Plan::outcome`]).
    fn outcome(&self) -> Option<ShareReply> {
        self.plan.outcome().cloned()
    }

    fn is_complete(&self) -> bool {
        self.plan.outcome().is_some()
    }

    /// The share of the current pass's shares that are in, from 0 to 1.
    fn fraction(&self) -> f64 {
        if self.plan.stage().is_none() {
            return 1.0;
        }
        self.round.fraction()
    }

    /// A share of the current pass counts for one share of it; a share of another pass, nothing.
    fn weight(&self, task: &ShareTask) -> f64 {
        if self.plan.stage() == Some(task.stage) {
            self.round.weight()
        } else {
            0.0
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::{
        coverage::{
            BishopRule, CoverAllTask, CoverReply, CoverTask, Objective, UnattackedReply, UnattackedTask,
        },
        rng::Rng,
        task::{Share, Task},
    };

    fn settings(pieces: &str, side: usize) -> Settings {
        Settings { pieces: pieces.into(), side, ..Settings::default() }
    }

    fn cases() -> Vec<Settings> {
        vec![
            settings("QRN", 5),
            settings("KQN", 5),
            settings("RRB", 4),
            Settings { bishops: BishopRule::Any, ..settings("QBB", 5) },
            Settings { superpose: true, ..settings("NN", 4) },
            settings("KQRN", 6),
        ]
    }

    /// Runs `search` with `workers` workers, each finished share picked by `pick`
    /// among those running; the rounds it took.
    fn run(search: &mut PlanShares, workers: usize, pick: &mut dyn FnMut(usize) -> usize) -> usize {
        let mut running: Vec<ShareTask> = Vec::new();
        let mut rounds = 0;
        while search.plan().outcome().is_none() {
            while running.len() < workers {
                let Some(task) = search.deal() else { break };
                running.push(task);
            }
            assert!(!running.is_empty(), "a share is always running or dealt");
            let task = running.remove(pick(running.len()));
            let reply = task.run(&mut |_| {}).unwrap();
            // Through JSON text, as a worker's reply crosses postMessage.
            let text = crate::json::ToJson::to_json(&reply).to_text();
            let reply = crate::json::FromJson::from_text(&text).unwrap();
            search.finish(&task, reply);
            assert!((0.0..=1.0).contains(&search.fraction()));
            rounds += 1;
            assert!(rounds < 10_000);
        }
        assert!(search.deal().is_none(), "nothing more once over");
        rounds
    }

    #[test]
    fn shares_finishing_in_any_order_give_one_runs_best_configurations() {
        let mut rng = Rng::new(18);
        for settings in cases() {
            for (shares, workers) in [(1, 1), (4, 2), (7, 3)] {
                for objective in [Objective::Max, Objective::Min] {
                    let problem = settings.problem(objective).unwrap();
                    let mut search = PlanShares::new(settings.clone(), Plan::best(&problem), shares);
                    run(&mut search, workers, &mut |running| rng.below(running));
                    let split: CoverReply = search.plan().solution().unwrap().into();
                    let task = CoverTask { settings: settings.clone(), objective };
                    // What the command line's threads give, statistics included…
                    let threads = task.run_by(&mut |pass| pass.run_parts(&mut |_| {})).unwrap();
                    assert_eq!(split, threads, "{settings:?} {objective:?} {shares}");
                    // …which is one run's, but for a minimum's statistics (its parts prune with their bound).
                    let whole = task.run(&mut |_| {}).unwrap();
                    let stats = if objective == Objective::Min { split.stats } else { whole.stats };
                    assert_eq!(split, CoverReply { stats, ..whole }, "{settings:?} {objective:?} {shares}");
                }
            }
        }
    }

    #[test]
    fn a_shared_unattacked_table_and_target_are_one_runs() {
        for settings in cases() {
            let problem = settings.problem(Objective::Max).unwrap();
            let mut table = PlanShares::new(settings.clone(), Plan::unattacked(&problem), 5);
            run(&mut table, 2, &mut |running| running - 1);
            let split: UnattackedReply = table.plan().table().unwrap().into();
            assert_eq!(split, UnattackedTask { settings: settings.clone() }.run(&mut |_| {}).unwrap());
            let squares = (settings.side * settings.side) as u32;
            let mut proof = PlanShares::new(settings.clone(), Plan::reach(&problem, squares), 3);
            run(&mut proof, 2, &mut |_| 0);
            let split: CoverReply = proof.plan().solution().unwrap().into();
            assert_eq!(split, CoverAllTask { settings: settings.clone() }.run(&mut |_| {}).unwrap());
        }
    }

    #[test]
    fn a_maximum_after_its_proof_skips_the_pass_the_proof_ran() {
        let settings = settings("KQRN", 6);
        let problem = settings.problem(Objective::Max).unwrap();
        let mut proof = PlanShares::new(settings.clone(), Plan::reach(&problem, 36), 4);
        run(&mut proof, 2, &mut |_| 0);
        let mut plan = Plan::best(&problem);
        let first = plan.stage().unwrap();
        assert_eq!(first, Stage::Max { slack: 0 }, "this maximum starts with the proof's pass");
        assert!(plan.skip(first, proof.plan().outcome().unwrap()));
        assert!(!plan.skip(first, proof.plan().outcome().unwrap()), "only the next pass is skipped");
        let mut listing = PlanShares::new(settings.clone(), plan, 4);
        run(&mut listing, 2, &mut |running| running - 1);
        let whole = CoverTask { settings, objective: Objective::Max }.run(&mut |_| {}).unwrap();
        assert_eq!(listing.plan().solution().map(CoverReply::from), Some(whole));
    }

    #[test]
    fn a_reply_to_a_pass_that_is_over_or_to_another_split_is_dropped() {
        let settings = settings("QRN", 5);
        let problem = settings.problem(Objective::Min).unwrap();
        let mut search = PlanShares::new(settings, Plan::best(&problem), 2);
        let head = search.deal().unwrap();
        assert_eq!(head.stage, Stage::MinHead);
        assert!(search.deal().is_none(), "the rest waits for the head's bound");
        let reply = head.run(&mut |_| {}).unwrap();
        search.finish(&ShareTask { share: Share::new(0, 2).unwrap(), ..head.clone() }, reply.clone());
        assert_eq!(search.plan().stage(), Some(Stage::MinHead), "a share of another split");
        search.finish(&head, reply.clone());
        let Some(Stage::MinRest { bound }) = search.plan().stage() else { panic!("the rest follows") };
        assert_eq!(bound, reply.best);
        search.finish(&head, reply);
        assert_eq!(search.fraction(), 0.0, "the head's late reply is dropped");
        assert_eq!(search.deal().map(|task| task.share), Some(Share::new(0, 2).unwrap()));
    }
}
