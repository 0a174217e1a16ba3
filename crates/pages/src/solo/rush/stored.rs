//! A Rush as stored in the browser, so that a reload or a closed tab costs
//! nothing: the run's claims, its log (the captures on each puzzle) and the
//! friend's race; and the best scores, kept apart so that a run refused
//! never takes them with it.
//!
//! Nothing stored is trusted: the worker replays the log
//! (`chesslab_core::solo::RushCheckTask`) and the run is taken up only when
//! its tally is what the run claims ([`StoredRush::differs`]).

use chesslab_core::solo::{day_of, Finish, Race, RushEnd, RushMode, RushRun, RushTally, ALL_RUSH_MODES};

use super::RushBest;
use crate::json::{json_record, parse, FromJson, ToJson};

/// Where the Rush going on (or the last one, over) is stored.
pub const RUSH_KEY: &str = "chess-puzzle-lab.solo.rush";

/// Where a stored Rush that does not check or cannot be read is kept aside.
pub const RUSH_KEPT_KEY: &str = "chess-puzzle-lab.solo.rush.unchecked";

/// Where the best Rush scores are stored.
pub const RUSH_BESTS_KEY: &str = "chess-puzzle-lab.solo.rush.bests";

/// A Rush as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredRush {
    /// The run's claims (its clock stopped).
    pub run: RushRun,
    /// The captures (or the skip) on each puzzle reached.
    pub log: Vec<Vec<String>>,
    /// The friend's run raced, if any.
    pub race: Option<Race>,
}

/// Why stored text is not a Rush.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the stored Rush cannot be read: {0}")]
pub struct StoredRushError(String);

json_record!(StoredRush { run, log, race(default) });

impl StoredRush {
    /// Reads what [`StoredRush::to_storage`] wrote.
    ///
    /// # Errors
    /// A [`StoredRushError`] when the text is not a Rush.
    pub fn from_storage(text: &str) -> Result<StoredRush, StoredRushError> {
        parse(text)
            .and_then(|json| StoredRush::from_json(&json))
            .map_err(|error| StoredRushError(error.to_string()))
    }

    /// The text to store.
    #[must_use]
    pub fn to_storage(&self) -> String {
        self.to_json().to_text()
    }

    /// How the run's claims differ from the `tally` its log comes to; `None` when they agree.
    ///
    /// ```
    /// use chesslab_core::solo::{RushMode, RushRun, RushTally};
    /// use chesslab_pages::solo::StoredRush;
    ///
    /// let stored = StoredRush { run: RushRun::start(RushMode::Three, 7), log: vec![vec![]], race: None };
    /// let tally = RushTally { run: stored.run.clone(), played: vec![] };
    /// assert_eq!(stored.differs(&tally), None);
    /// let mut edited = stored.clone();
    /// edited.run.solved = 4;
    /// assert_eq!(edited.differs(&tally).as_deref(), Some("it claims 4 solved, its captures solve 0"));
    /// ```
    #[must_use]
    pub fn differs(&self, tally: &RushTally) -> Option<String> {
        let (run, counted) = (&self.run, &tally.run);
        let counts = [
            ("solved", run.solved, counted.solved, "solve"),
            ("right captures", run.right, counted.right, "make"),
            ("mistakes", run.wrong, counted.wrong, "make"),
            ("combo", run.combo, counted.combo, "make"),
            ("best combo", run.best_combo, counted.best_combo, "make"),
            ("skips", run.skipped, counted.skipped, "make"),
        ];
        if run.index != counted.index {
            return Some(format!(
                "it claims puzzle {}, its captures reach puzzle {}",
                run.index + 1,
                counted.index + 1
            ));
        }
        if let Some((what, claimed, made, verb)) =
            counts.into_iter().find(|(_, claimed, made, _)| claimed != made)
        {
            return Some(format!("it claims {claimed} {what}, its captures {verb} {made}"));
        }
        if run.bonus_ms != counted.bonus_ms {
            return Some("its clock's bonuses are not what its combos earn".into());
        }
        if run.failed != counted.failed {
            return Some("its failed puzzles are not the ones its captures fail".into());
        }
        // The clock is the one thing the captures do not decide: a run may have run out of time (or been left).
        let ends_agree = run.end == counted.end
            || counted.end.is_none() && matches!(run.end, Some(RushEnd::TimeUp | RushEnd::Left));
        if !ends_agree {
            return Some("its end is not where its captures end it".into());
        }
        if run.end == Some(RushEnd::TimeUp) && run.left_ms() != Some(0.0) {
            return Some("its clock did not run out".into());
        }
        self.splits_flaw()
    }

    /// What is wrong with its splits, if anything: one per puzzle ended, in time order, failed where it failed.
    fn splits_flaw(&self) -> Option<String> {
        let run = &self.run;
        let in_order = run.splits.windows(2).all(|pair| pair[0].at <= pair[1].at);
        let last = run.splits.last().map_or(0.0, |split| f64::from(split.at) * 100.0);
        let failed: Vec<usize> =
            (0..run.splits.len()).filter(|&index| run.splits[index].finish == Finish::Failed).collect();
        if run.splits.len() != run.index || !in_order || last > run.played_ms + 100.0 || failed != run.failed
        {
            return Some("its times do not fit its puzzles".into());
        }
        None
    }
}

/// The best Rush scores: for each mode, the best of each of the last seven days and of all time.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RushBests {
    /// The scores kept.
    pub scores: Vec<RushBest>,
}

json_record!(RushBests { scores(last 64) });
json_record!(RushBest { mode, day, score });

impl RushBests {
    /// Reads what [`RushBests::to_storage`] wrote.
    ///
    /// # Errors
    /// Why the text is not a list of best scores.
    pub fn from_storage(text: &str) -> Result<RushBests, String> {
        parse(text).and_then(|json| RushBests::from_json(&json)).map_err(|error| error.to_string())
    }

    /// The text to store.
    #[must_use]
    pub fn to_storage(&self) -> String {
        self.to_json().to_text()
    }

    /// A run of `mode` ended with `score` at `now_ms`: kept if it is the
    /// day's best; days past a week go, except each mode's best of all.
    pub fn add(&mut self, mode: RushMode, score: u32, now_ms: f64) {
        let day = day_of(now_ms);
        match self.scores.iter_mut().find(|best| best.mode == mode && best.day == day) {
            Some(best) => best.score = best.score.max(score),
            None => self.scores.push(RushBest { mode, day, score }),
        }
        let all_time: Vec<(RushMode, i64)> = ALL_RUSH_MODES
            .iter()
            .filter_map(|&mode| self.best_of(mode, None).map(|best| (mode, best.day)))
            .collect();
        self.scores.retain(|best| day - best.day < 7 || all_time.contains(&(best.mode, best.day)));
    }

    /// The best of `mode` since `since` (a day; `None`: of all time).
    #[must_use]
    pub fn best_of(&self, mode: RushMode, since: Option<i64>) -> Option<RushBest> {
        self.scores
            .iter()
            .filter(|best| best.mode == mode && since.is_none_or(|since| best.day >= since))
            .max_by_key(|best| (best.score, -best.day))
            .copied()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use chesslab_core::solo::Split;

    use super::*;

    const DAY_MS: f64 = 86_400_000.0;

    #[test]
    fn a_stored_run_reads_back_with_its_clock_stopped() {
        let mut run = RushRun::start(RushMode::Five, 9);
        run.moved(1_000.0);
        run.capture(false, 3_000.0);
        let stored =
            StoredRush { run: run.clone().stopped(), log: vec![vec!["Qa1xa2".into()], vec![]], race: None };
        let text = stored.to_storage();
        assert_eq!(StoredRush::from_storage(&text).unwrap(), stored);
        assert!(!text.contains("\"running_since\":1"), "{text}");
        let running = StoredRush { run, ..stored };
        assert!(!StoredRush::from_storage(&running.to_storage()).unwrap().run.running());
        let bad = text.replace("\"played_ms\":2000", "\"played_ms\":-5");
        assert!(
            StoredRush::from_storage(&bad).unwrap_err().to_string().contains("its clock is no time"),
            "{bad}"
        );
    }

    #[test]
    fn claims_that_the_log_does_not_make_are_refused() {
        let mut run = RushRun::start(RushMode::Three, 9);
        run.moved(0.0);
        run.capture(true, 500.0);
        run.capture(false, 1_000.0);
        run.tick(1_000.0);
        let stored = StoredRush { run: run.clone().stopped(), log: vec![], race: None };
        let mut counted = RushRun::start(RushMode::Three, 9);
        counted.moved(0.0);
        counted.capture(true, 0.0);
        counted.capture(false, 0.0);
        let tally = RushTally { run: counted.stopped(), played: vec![] };
        assert_eq!(stored.differs(&tally), None);
        let mut more = tally.clone();
        more.run.right = 2;
        assert_eq!(stored.differs(&more).as_deref(), Some("it claims 1 right captures, its captures make 2"));
        let mut moved = stored.clone();
        moved.run.splits[0] = Split { at: 99_999, finish: Finish::Failed };
        assert_eq!(moved.differs(&tally).as_deref(), Some("its times do not fit its puzzles"));
        let mut bonus = stored.clone();
        bonus.run.bonus_ms = 3_000.0;
        assert!(bonus.differs(&tally).is_some());
        let mut timed_out = stored;
        timed_out.run.end = Some(RushEnd::TimeUp);
        assert_eq!(timed_out.differs(&tally).as_deref(), Some("its clock did not run out"));
    }

    #[test]
    fn bests_keep_each_day_of_the_week_and_the_best_of_all() {
        let mut bests = RushBests::default();
        bests.add(RushMode::Three, 20, 0.0);
        bests.add(RushMode::Three, 12, DAY_MS * 3.0);
        bests.add(RushMode::Three, 15, DAY_MS * 3.5);
        bests.add(RushMode::Five, 7, DAY_MS * 4.0);
        bests.add(RushMode::Three, 9, DAY_MS * 10.0);
        let best = |since| bests.best_of(RushMode::Three, since).map(|best| best.score);
        assert_eq!((best(Some(10)), best(Some(4)), best(None)), (Some(9), Some(9), Some(20)));
        assert_eq!(bests.scores.len(), 3, "{:?}", bests.scores); // day 3 went; day 0 stays as the best of all
        assert_eq!(RushBests::from_storage(&bests.to_storage()).unwrap(), bests);
    }
}
