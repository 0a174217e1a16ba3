//! A challenge run as stored in the browser, so that a reload or a dropped
//! tab costs nothing: the run's claims (puzzle, solved, mistakes, hints,
//! clock) and its log (every move, undo, restart and hint on each puzzle).
//!
//! Nothing stored is trusted: the page has the worker replay the log on the
//! puzzles the seed makes (`chesslab_core::solo::RunCheckTask`) and takes
//! the run up only when the tally it counts is what the run claims
//! ([`StoredRun::differs`]); one that does not check is kept aside and said.

use chesslab_core::{
    calendar::{calendar_day, date_text},
    solo::{seed_text, RunId, RunLog, RunTally, CHALLENGE_LENGTH},
};

use super::{ChallengeRun, RunEnd};
use crate::json::{json_names, json_record, parse, FromJson, ToJson};

/// Where the run going on (or the last one, over) is stored.
pub const RUN_KEY: &str = "chess-puzzle-lab.solo.run";

/// Where a stored run that does not check or cannot be read is kept aside.
pub const RUN_KEPT_KEY: &str = "chess-puzzle-lab.solo.run.unchecked";

/// A run as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredRun {
    /// The run's claims.
    pub run: ChallengeRun,
    /// What was done on each puzzle reached.
    pub log: RunLog,
    /// The clock of the puzzle being played (milliseconds), once its first move was made.
    pub clock_ms: Option<f64>,
}

/// Why a stored run cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the stored challenge run cannot be read: {0}")]
pub struct StoredRunError(String);

impl StoredRun {
    /// Reads what [`StoredRun::to_storage`] wrote.
    ///
    /// # Errors
    /// A [`StoredRunError`] when the text is not a run.
    pub fn from_storage(text: &str) -> Result<StoredRun, StoredRunError> {
        parse(text)
            .and_then(|json| StoredRun::from_json(&json))
            .map_err(|error| StoredRunError(error.to_string()))
    }

    /// The text to store.
    #[must_use]
    pub fn to_storage(&self) -> String {
        self.to_json().to_text()
    }

    /// How the run's claims differ from the `tally` its log comes to, or
    /// from what a clock read at `now_ms` can be; `None` when they agree.
    ///
    /// ```
    /// use chesslab_core::solo::RunTally;
    /// use chesslab_pages::solo::{ChallengeRun, StoredRun};
    ///
    /// let run = ChallengeRun::start(7, 1_000.0);
    /// let tally = RunTally { codes: vec!["8/8/8/8/8/8/8/QR6".into()], ..RunTally::default() };
    /// let stored = StoredRun { run: run.clone(), log: vec![vec![]], clock_ms: None };
    /// assert_eq!(stored.differs(&tally, 2_000.0), None);
    ///
    /// let edited = StoredRun { run: ChallengeRun { solved: 3, ..run }, ..stored };
    /// assert_eq!(edited.differs(&tally, 2_000.0).as_deref(), Some("it claims 3 solved, its moves solve 0"));
    /// ```
    #[must_use]
    pub fn differs(&self, tally: &RunTally, now_ms: f64) -> Option<String> {
        let run = &self.run;
        let counts = [
            ("puzzle", (run.index as u64).saturating_add(1), (tally.index as u64).saturating_add(1), "reach"),
            ("solved", u64::from(run.solved), u64::from(tally.solved), "solve"),
            ("mistakes", u64::from(run.mistakes), u64::from(tally.mistakes), "make"),
            ("hints", u64::from(run.hints), u64::from(tally.hints), "show"),
        ];
        for (what, claimed, counted, verb) in counts {
            if claimed != counted {
                return Some(match what {
                    "puzzle" => format!("it claims puzzle {claimed}, its moves {verb} puzzle {counted}"),
                    _ => format!("it claims {claimed} {what}, its moves {verb} {counted}"),
                });
            }
        }
        let end = match (tally.index >= CHALLENGE_LENGTH, tally.is_over()) {
            (true, _) => Some(RunEnd::Finished),
            (false, true) => Some(RunEnd::OutOfMistakes),
            (false, false) => None,
        };
        if run.end != end {
            return Some("its end is not where its moves end it".into());
        }
        self.clock_flaw(now_ms)
    }

    /// What is wrong with its clocks at `now_ms`, if anything: a time that
    /// is no time, a start after now, an end before the start or after now.
    fn clock_flaw(&self, now_ms: f64) -> Option<String> {
        let run = &self.run;
        let bad = |ms: f64| !ms.is_finite() || ms < 0.0;
        if bad(run.started_ms) || run.started_ms > now_ms {
            return Some("its clock starts at no real time".into());
        }
        if run.ended_ms.is_some_and(|end| bad(end) || end < run.started_ms || end > now_ms) {
            return Some("its clock ends at no real time".into());
        }
        if run.ended_ms.is_some() != run.end.is_some() {
            return Some("its clock and its end disagree".into());
        }
        let longest = now_ms - run.started_ms;
        if self.clock_ms.is_some_and(|ms| bad(ms) || ms > longest) {
            return Some("its puzzle's clock is longer than the run".into());
        }
        None
    }
}
// Stored as `{"run":{…},"log":[[…],…],"clock_ms":…}`.
json_record!(StoredRun { run, log, clock_ms(default) });
// The run: an object of its fields by name.
json_record!(ChallengeRun {
    seed,
    daily(default),
    index,
    solved,
    mistakes,
    hints,
    started_ms,
    ended_ms(default),
    end(default),
} checked by ChallengeRun::checked);

impl ChallengeRun {
    /// The run as read, if a daily one is of a day with a date and made from that day's seed:
    /// the worker checks a daily run's log on its day's puzzles ([`RunId::seed`]) while the page
    /// makes them from [`ChallengeRun::seed`], so the two must be one.
    fn checked(self) -> Result<ChallengeRun, String> {
        let Some(day) = self.daily else { return Ok(self) };
        let day = calendar_day(day)?;
        match RunId::Daily(day).seed() == self.seed {
            true => Ok(self),
            false => Err(format!(
                "the daily run of {} is not made from seed {}",
                date_text(day),
                seed_text(self.seed)
            )),
        }
    }
}

// How a run ended: stored by name.
json_names!(RunEnd { Finished = "Finished", OutOfMistakes = "OutOfMistakes", Left = "Left" });
