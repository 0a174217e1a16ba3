//! The Solo page's searches: a hint, an automatic solution, a count of
//! solutions, the editor's analysis, or a new puzzle. One runs at a time,
//! through one [`Search`] lifecycle: starting one stops the other, and an
//! event of a search no longer running (a reply already on its way when the
//! player undid a move or cancelled) is dropped by its ticket.

use super::super::{Outcome, Search, Ticket};
use chesslab_core::{
    solo::{count_text, star_text, GenerateReply, GenerateTask, SolveReply, STOPPED_AT_MEMORY_LIMIT},
    task::Event,
};

/// What a search is for (the search itself is a [`Search`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The first move from here, for a hint.
    Hint,
    /// A solution from here, to play.
    AutoSolve,
    /// Every solution from here, counted.
    Count,
    /// The editor's verdict on the edited position.
    Analyse,
    /// A new puzzle made by `task`; `daily` is the day of the daily puzzle, when it is one.
    Generate {
        /// What the generator is asked for.
        task: GenerateTask,
        /// The day (since 1970-01-01) of the daily puzzle being made.
        daily: Option<i64>,
    },
    /// The check of a stored challenge run against its seed.
    RunCheck,
    /// The check of a stored Rush against its seed.
    RushCheck,
    /// Puzzle `index` of the challenge run, its `attempt`th try (see
    /// `chesslab_core::solo::challenge_retry`).
    Challenge {
        /// Which puzzle of the run, from 0.
        index: usize,
        /// The try, from 0.
        attempt: u32,
    },
}

impl Purpose {
    /// Whether the search is about the game's current position, so a move makes it moot.
    pub const fn is_about_the_game(self) -> bool {
        matches!(self, Purpose::Hint | Purpose::AutoSolve | Purpose::Count)
    }

    /// Whether the generator runs it (else the solver).
    pub const fn is_generation(self) -> bool {
        matches!(self, Purpose::Generate { .. } | Purpose::Challenge { .. })
    }
}

/// The search that runs, if any, and what it is for.
#[derive(Clone, Debug, Default)]
pub(super) struct Searches {
    search: Search,
    purpose: Option<Purpose>,
}

impl Searches {
    /// Starts `purpose` at `now_ms` (replacing any running search).
    pub fn start(&mut self, purpose: Purpose, now_ms: f64) -> Ticket {
        self.purpose = Some(purpose);
        self.search.start(now_ms)
    }

    /// Stops the running search, giving what it was for.
    pub fn cancel(&mut self, now_ms: f64) -> Option<Purpose> {
        self.search.cancel(now_ms);
        self.purpose.take()
    }

    /// What the running search is for.
    pub const fn purpose(&self) -> Option<Purpose> {
        self.purpose
    }

    /// What the search named `ticket` is for, if it still runs.
    pub fn purpose_of(&self, ticket: Ticket) -> Option<Purpose> {
        self.purpose.filter(|_| self.search.ticket() == Some(ticket))
    }

    /// Folds in an event of the search named `ticket`, if it still runs and
    /// is `wanted` (a solver's event never ends a generation): `None` when it is stale.
    pub fn event<R>(
        &mut self,
        ticket: Ticket,
        event: Event<R>,
        now_ms: f64,
        wanted: impl Fn(Purpose) -> bool,
    ) -> Option<(Purpose, Outcome<R>)> {
        let purpose = self.purpose_of(ticket).filter(|&purpose| wanted(purpose))?;
        let outcome = self.search.event(ticket, event, now_ms);
        if !self.search.is_running() {
            self.purpose = None;
        }
        Some((purpose, outcome))
    }

    /// The running search's progress, when it is `purpose`.
    pub fn progress_of(&self, purpose: Purpose) -> Option<chesslab_core::task::Progress> {
        self.search.progress().filter(|_| self.purpose == Some(purpose))
    }
}

/// What a count of solutions found, in words; `None` when there is no win.
pub(super) fn count_report(reply: &SolveReply) -> Option<String> {
    match (reply.sequences, reply.move_sets) {
        (Some(sequences), Some(sets)) if reply.solvable => {
            let orders = ways(sequences, reply.sequences_exact != Some(false));
            let sets = ways(sets, reply.move_sets_exact != Some(false));
            Some(format!(
                "From here: {orders} to win; {sets} if the order of the moves does not matter{}.",
                stopped(reply)
            ))
        }
        _ => None,
    }
}

/// "1 way", "12 ways", "at least 1.8 × 10¹⁹ ways": a count the search made
/// (`exact`) or stopped short of.
fn ways(count: u64, exact: bool) -> String {
    match (count, exact) {
        (1, true) => "1 way".to_string(),
        (_, true) => format!("{} ways", chesslab_core::numbers::grouped(count)),
        (_, false) => format!("{} ways", count_text(count, false)),
    }
}

/// What the generator made, in words: "The daily puzzle for …" (`daily`) or "New expert puzzle: …".
pub(super) fn generated_note(puzzle: &GenerateReply, daily: Option<i64>) -> String {
    let kind = if puzzle.unique { "one solution" } else { "several solutions" };
    let what = match daily {
        Some(day) => format!("The daily puzzle for {}", chesslab_core::solo::date_text(day)),
        None => format!("New {} puzzle", puzzle.level),
    };
    format!(
        // The stars say how hard it is; how often random captures win is the generator's figure, not the player's.
        "{what}: {} pieces, {} ({kind}).",
        puzzle.pieces,
        star_text(puzzle.rating)
    )
}

/// "; the count was stopped at the memory limit" when it was, else nothing.
pub(super) fn stopped(reply: &SolveReply) -> String {
    if reply.sequences_exact == Some(false) {
        format!("; {STOPPED_AT_MEMORY_LIMIT}")
    } else {
        String::new()
    }
}
