//! A challenge run as the Solo page plays it: 30 puzzles from one seed
//! (`chesslab_core::solo::challenge_task`), three mistakes allowed, hints
//! allowed and counted, one clock for the whole run.
//!
//! The page holds a [`ChallengeRun`], asks it for the task of the puzzle to
//! make next ([`ChallengeRun::task`]), and tells it what happened: a puzzle
//! solved ([`ChallengeRun::solved`]), a mistake — a move after which no win
//! is possible, as the dead-end check says — ([`ChallengeRun::mistake`]), a
//! hint ([`ChallengeRun::hint`]). When the run ends its [`EndCard`] says how
//! it went, with a short text to share ([`ChallengeRun::share_text`]) and the
//! [`RunResult`] the record keeps among the best runs.

mod end_card;
mod part;
mod result;
mod stored;

pub use end_card::EndCard;
pub(super) use part::{Challenge, Checked, Made, Opening, Resume, Verdict};
pub(super) use result::keep_best;
pub use result::{RunResult, BEST_RUNS};
pub use stored::{StoredRun, StoredRunError, RUN_KEPT_KEY, RUN_KEY};

pub use chesslab_core::solo::MAX_MISTAKES;
use chesslab_core::solo::{challenge_task, ChallengeLink, GenerateTask, Link, RunId, CHALLENGE_LENGTH};

/// How a run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// All 30 puzzles solved.
    Finished,
    /// The third mistake.
    OutOfMistakes,
    /// The player left it for another puzzle.
    Left,
}

/// What a transition did to the run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunStep {
    /// The run goes on with puzzle `index` (0 to 29).
    Play(usize),
    /// The run is over.
    Over(RunEnd),
}

/// One challenge run.
#[derive(Clone, Debug, PartialEq)]
pub struct ChallengeRun {
    /// The seed its 30 puzzles are made from.
    pub seed: u64,
    /// The day of a daily run (days since 1970-01-01), `None` for a seeded one.
    pub daily: Option<i64>,
    /// The puzzle being played, 0 to 29 (30 once all are solved).
    pub index: usize,
    /// Puzzles solved.
    pub solved: u32,
    /// Mistakes made (the run ends at [`MAX_MISTAKES`]).
    pub mistakes: u32,
    /// Hints shown.
    pub hints: u32,
    /// When the run started (milliseconds since 1970).
    pub started_ms: f64,
    /// When it ended, once it has.
    pub ended_ms: Option<f64>,
    /// How it ended, once it has.
    pub end: Option<RunEnd>,
}

impl ChallengeRun {
    /// A run from `seed` started at `now_ms`, on its first puzzle.
    ///
    /// ```
    /// use chesslab_pages::solo::{ChallengeRun, RunEnd, RunStep};
    ///
    /// let mut run = ChallengeRun::start(623_698_779, 0.0); // abc123 in base 36, as links write it
    /// assert_eq!(run.status_text(), "Challenge · puzzle 1 of 30 · 3 mistakes left");
    /// assert_eq!(run.solved(60_000.0), RunStep::Play(1));
    /// run.hint();
    /// assert_eq!(run.mistake(70_000.0), RunStep::Play(1));
    /// assert_eq!(run.mistake(80_000.0), RunStep::Play(1));
    /// assert_eq!(run.mistake(90_000.0), RunStep::Over(RunEnd::OutOfMistakes));
    /// let share = run.share_text("https://example.org/").ok_or("the run is not over")?;
    /// assert_eq!(
    ///     share,
    ///     "Chess Puzzle Lab challenge · 1/30 solved · 3 mistakes · 1:30 · 1 hint\n\
    ///      https://example.org/#/solo/challenge?seed=abc123"
    /// );
    /// # Ok::<(), &str>(())
    /// ```
    #[must_use]
    pub const fn start(seed: u64, now_ms: f64) -> ChallengeRun {
        ChallengeRun {
            seed,
            daily: None,
            index: 0,
            solved: 0,
            mistakes: 0,
            hints: 0,
            started_ms: now_ms,
            ended_ms: None,
            end: None,
        }
    }

    /// The daily run of `day` (days since 1970-01-01), started at `now_ms`.
    #[must_use]
    pub fn start_daily(day: i64, now_ms: f64) -> ChallengeRun {
        let seed = ChallengeLink::Daily(Some(day)).seed(day).unwrap_or_default();
        ChallengeRun { daily: Some(day), ..ChallengeRun::start(seed, now_ms) }
    }

    /// Whether the run is over.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The generator task of the puzzle to play, while the run goes on (the
    /// page makes it in its worker, retrying with
    /// `chesslab_core::solo::challenge_retry` if it is not accepted).
    #[must_use]
    pub fn task(&self) -> Option<GenerateTask> {
        if self.is_over() {
            return None;
        }
        challenge_task(self.seed, self.index)
    }

    /// The puzzle on the board was solved at `now_ms`: on to the next, or the
    /// run is finished. Nothing changes once the run is over.
    pub fn solved(&mut self, now_ms: f64) -> RunStep {
        if let Some(end) = self.end {
            return RunStep::Over(end);
        }
        // A stored run's counts are checked against its moves, but saturate all the same.
        self.solved = self.solved.saturating_add(1);
        self.index = self.index.saturating_add(1);
        if self.index >= CHALLENGE_LENGTH {
            return self.finish(RunEnd::Finished, now_ms);
        }
        RunStep::Play(self.index)
    }

    /// A move after which no win is possible, at `now_ms`: the third ends the run.
    pub fn mistake(&mut self, now_ms: f64) -> RunStep {
        if let Some(end) = self.end {
            return RunStep::Over(end);
        }
        self.mistakes = self.mistakes.saturating_add(1);
        if self.mistakes >= MAX_MISTAKES {
            return self.finish(RunEnd::OutOfMistakes, now_ms);
        }
        RunStep::Play(self.index)
    }

    /// A hint was shown (allowed, and counted).
    pub fn hint(&mut self) {
        if !self.is_over() {
            self.hints = self.hints.saturating_add(1);
        }
    }

    /// The player left the run for another puzzle at `now_ms`: it ends as it stands.
    pub fn leave(&mut self, now_ms: f64) -> RunStep {
        if let Some(end) = self.end {
            return RunStep::Over(end);
        }
        self.finish(RunEnd::Left, now_ms)
    }

    fn finish(&mut self, end: RunEnd, now_ms: f64) -> RunStep {
        self.end = Some(end);
        self.ended_ms = Some(now_ms);
        RunStep::Over(end)
    }

    /// Milliseconds the run has taken at `now_ms` (the clock stops at its end).
    #[must_use]
    pub fn elapsed_ms(&self, now_ms: f64) -> f64 {
        let elapsed = self.ended_ms.unwrap_or(now_ms) - self.started_ms;
        if elapsed.is_finite() {
            elapsed.max(0.0)
        } else {
            0.0
        }
    }

    /// Mistakes the run can still take before it ends.
    #[must_use]
    pub const fn mistakes_left(&self) -> u32 {
        MAX_MISTAKES.saturating_sub(self.mistakes)
    }

    /// The line over the board: "Challenge · puzzle 4 of 30 · 2 mistakes left".
    #[must_use]
    pub fn status_text(&self) -> String {
        let puzzle = self.index.saturating_add(1).min(CHALLENGE_LENGTH);
        let left = match self.mistakes_left() {
            1 => "1 mistake left".to_string(),
            left => format!("{left} mistakes left"),
        };
        format!("Challenge · puzzle {puzzle} of {CHALLENGE_LENGTH} · {left}")
    }

    /// The run's link: its seed, or its day for a daily run.
    #[must_use]
    pub const fn link(&self) -> Link {
        match self.daily {
            Some(day) => Link::challenge(ChallengeLink::Daily(Some(day))),
            None => Link::challenge(ChallengeLink::Seeded(self.seed)),
        }
    }

    /// The run's identity: its seed, or its day for a daily run.
    #[must_use]
    pub const fn id(&self) -> RunId {
        match self.daily {
            Some(day) => RunId::Daily(day),
            None => RunId::Seeded(self.seed),
        }
    }

    /// What the record keeps of the run, once it is over.
    #[must_use]
    pub fn result(&self) -> Option<RunResult> {
        let ended_ms = self.ended_ms?;
        self.end?;
        Some(RunResult {
            seed: self.seed,
            daily: self.daily,
            solved: self.solved,
            mistakes: self.mistakes,
            hints: self.hints,
            ms: self.elapsed_ms(ended_ms).round() as u64,
            ended_ms,
        })
    }
}

#[cfg(test)]
mod tests;
