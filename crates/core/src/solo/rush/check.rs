//! Checking a stored Rush against its seed, so that a run kept in the
//! browser (to survive a reload or a closed tab) cannot be edited into a
//! better one: the page picks each puzzle again from the seed (with the
//! packs it fetched: the worker carries none), the worker replays its captures, each judged again by the solver (right while a win is left),
//! and the run's rules ([`RushRun`]) applied to them. The [`RushTally`] it
//! returns is compared with the stored claims by the page; any difference
//! refuses the run. The time played is the one claim nothing can check.

use super::{RushMode, RushPuzzle, RushRun, RushStep, RUSH_LENGTH};
use crate::{
    json::{json_names, json_record},
    solo::{parse_code, parse_move, Move, RulesPreset, RunCheckError, Solver, MAX_ACTIONS},
    task::{Progress, Task},
};

/// The action a Streak's skip is logged as.
pub const SKIP: &str = "skip";

/// Check a stored Rush: replay its log on the puzzles its seed picks.
///
/// ```
/// use chesslab_core::{task::Task, solo::{RushCheckTask, RushMode, RushRamp}};
///
/// let run = RushRamp::shipped()?.run(7);
/// let task = RushCheckTask::new(RushMode::Three, &run, vec![vec![]]);
/// let tally = task.run(&mut |_| {})?;
/// assert_eq!((tally.run.index, tally.run.solved, tally.run.wrong), (0, 0, 0));
///
/// let edited = RushCheckTask { log: vec![vec!["Qa1xh8".into()]], ..task };
/// let error = edited.run(&mut |_| {}).unwrap_err();
/// assert_eq!(error.to_string(), "puzzle 1, action 1: 'Qa1xh8' is not a capture there");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RushCheckTask {
    /// The way it was played.
    pub mode: RushMode,
    /// The puzzles of the log, picked again by the page from the run's seed.
    pub puzzles: Vec<LoggedPuzzle>,
    /// The captures (or the skip) on each puzzle reached, as moves are written.
    pub log: Vec<Vec<String>>,
}

/// A puzzle of a stored Rush's log, for the worker: its code and rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedPuzzle {
    /// Its code.
    pub code: String,
    /// Its rules.
    pub rules: RulesPreset,
}

impl RushCheckTask {
    /// The check of `log`, played in `mode` on the run `puzzles` (the ramp's run of its seed).
    #[must_use]
    pub fn new(mode: RushMode, puzzles: &[RushPuzzle], log: Vec<Vec<String>>) -> RushCheckTask {
        let puzzles = puzzles
            .iter()
            .take(log.len())
            .map(|puzzle| LoggedPuzzle { code: puzzle.code.clone(), rules: puzzle.id.pack.rules() })
            .collect();
        RushCheckTask { mode, puzzles, log }
    }
}

/// What a Rush's log comes to, counted again by the run's rules.
#[derive(Clone, Debug, PartialEq)]
pub struct RushTally {
    /// The run as its captures make it (its clock never read: time played is no capture's).
    pub run: RushRun,
    /// The last puzzle's captures as they stand.
    pub played: Vec<Move>,
}

json_names!(RushMode { Three = "3", Five = "5", Survival = "survival", Streak = "streak" });
json_record!(RushCheckTask { mode, puzzles, log });
json_record!(LoggedPuzzle { code, rules });
json_record!(RushTally { run, played });

impl Task for RushCheckTask {
    type Reply = RushTally;
    type Error = RunCheckError;

    /// Reports the puzzles checked (`done` of `total`).
    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<RushTally, RunCheckError> {
        if self.log.len() > RUSH_LENGTH || self.log.iter().any(|actions| actions.len() > MAX_ACTIONS) {
            return Err(RunCheckError::TooLong);
        }
        if self.puzzles.len() < self.log.len() {
            let number = self.puzzles.len() + 1;
            return Err(RunCheckError::Puzzle { puzzle: number, why: "it was not given".into() });
        }
        let mut run = RushRun::start(self.mode, 0);
        let mut played = Vec::new();
        let total = self.log.len() as u64;
        for (index, (actions, puzzle)) in self.log.iter().zip(&self.puzzles).enumerate() {
            progress(Progress { done: index as u64, total, found: 0 });
            let number = index + 1;
            if run.is_over() {
                return Err(RunCheckError::Action {
                    puzzle: number,
                    action: 1,
                    why: "the run was over".into(),
                });
            }
            let start = parse_code(&puzzle.code)
                .map_err(|error| RunCheckError::Puzzle { puzzle: number, why: error.to_string() })?;
            let rules = puzzle.rules.rules();
            let mut solver = Solver::new(rules);
            played.clear();
            for (action, text) in actions.iter().enumerate() {
                let refuse = |why: String| RunCheckError::Action { puzzle: number, action: action + 1, why };
                if run.is_over() || run.index != index {
                    return Err(refuse("the puzzle was over".into()));
                }
                if text == SKIP {
                    if !played.is_empty() || run.skip(0.0).is_none() {
                        return Err(refuse("this puzzle could not be skipped".into()));
                    }
                    continue;
                }
                let position = played.iter().fold(start, |position, &mv| position.play(mv));
                let mv = parse_move(text, &position, rules).map_err(|_| {
                    refuse(format!("'{}' is not a capture there", crate::excerpt::shorten(text)))
                })?;
                played.push(mv);
                let after = position.play(mv);
                let won = after.piece_count() == 1;
                run.moved(0.0);
                let step = run.capture(won || solver.dead_end(&after).is_none(), 0.0);
                if won && matches!(step, RushStep::Right { .. }) {
                    run.solved(0.0);
                }
            }
            if run.index == index && number < self.log.len() {
                return Err(RunCheckError::Unsolved(number));
            }
        }
        let played = if run.index < self.log.len() { played } else { Vec::new() };
        Ok(RushTally { run: run.stopped(), played })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::solo::{Position, RushRamp};

    /// The winning line of `puzzle`, as the log writes it.
    fn solution(puzzle: &RushPuzzle) -> Vec<String> {
        let start = parse_code(&puzzle.code).unwrap();
        let line = Solver::new(puzzle.id.pack.rules().rules()).solve(&start).unwrap();
        line.iter().map(ToString::to_string).collect()
    }

    /// A capture of `puzzle` after which no win is left.
    fn blunder(puzzle: &RushPuzzle) -> String {
        let start: Position = parse_code(&puzzle.code).unwrap();
        let rules = puzzle.id.pack.rules().rules();
        let mut solver = Solver::new(rules);
        let moves = start.legal_moves(rules);
        let mv = moves.iter().find(|&&mv| solver.dead_end(&start.play(mv)).is_some()).unwrap();
        mv.to_string()
    }

    fn check(mode: RushMode, log: Vec<Vec<String>>) -> Result<RushTally, RunCheckError> {
        RushCheckTask::new(mode, &RushRamp::shipped().unwrap().run(11), log).run(&mut |_| {})
    }

    #[test]
    fn a_played_run_counts_again_and_an_edited_one_is_refused() {
        let run = RushRamp::shipped().unwrap().run(11);
        let solved = |index: usize| solution(&run[index]);
        let wrong = (0..RUSH_LENGTH).find(|&index| {
            let start = parse_code(&run[index].code).unwrap();
            let rules = run[index].id.pack.rules().rules();
            let mut solver = Solver::new(rules);
            start.legal_moves(rules).iter().any(|&mv| solver.dead_end(&start.play(mv)).is_some())
        });
        let wrong = wrong.unwrap();
        let mut log: Vec<Vec<String>> = (0..wrong).map(solved).collect();
        log.push(vec![blunder(&run[wrong])]);
        log.push(vec![]);
        let tally = check(RushMode::Five, log.clone()).unwrap().run;
        let captures: usize = log.iter().map(Vec::len).sum();
        assert_eq!((tally.index, tally.solved as usize, tally.wrong), (wrong + 1, wrong, 1));
        assert_eq!(
            (tally.right as usize, tally.failed.clone(), tally.is_over()),
            (captures - 1, vec![wrong], false)
        );

        // Streak ends at that mistake: a puzzle after it is refused.
        let error = check(RushMode::Streak, log.clone()).unwrap_err();
        assert_eq!(error.to_string(), format!("puzzle {}, action 1: the run was over", wrong + 2));
        let tally = check(RushMode::Streak, log[..=wrong].to_vec()).unwrap();
        assert_eq!((tally.run.is_over(), tally.run.index, tally.played.len()), (true, wrong + 1, 0));

        // A puzzle left half done, yet the run went on.
        let mut cut = log.clone();
        cut[wrong].clear();
        assert_eq!(check(RushMode::Five, cut).unwrap_err(), RunCheckError::Unsolved(wrong + 1));
        // A skip outside Streak.
        let error = check(RushMode::Five, vec![vec![SKIP.into()]]).unwrap_err();
        assert_eq!(error.to_string(), "puzzle 1, action 1: this puzzle could not be skipped");
        let tally = check(RushMode::Streak, vec![vec![SKIP.into()], vec![]]).unwrap();
        assert_eq!((tally.run.index, tally.run.skipped), (1, 1));
        assert!(check(RushMode::Streak, vec![vec![SKIP.into()], vec![SKIP.into()]]).is_err());
        // Longer than a run.
        assert_eq!(check(RushMode::Survival, vec![vec![]; RUSH_LENGTH + 1]), Err(RunCheckError::TooLong));
    }
}
