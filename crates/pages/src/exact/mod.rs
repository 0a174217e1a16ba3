//! The Exact attack page model: Play (a try placed by hand from a tray of
//! pieces, its counts, its hints) and Solutions (the problem on the form
//! and the board, the proof of the fewest pieces or the count of every
//! solution, the browsing of placements), over one problem, with the
//! results table's proven minima. The web
//! view binds its elements to [`ids`], forwards events here, carries out
//! the [`Effect`]s and draws [`ExactPage::view`].
//!
//! A proof of the fewest pieces survives a reload: each finished share's
//! reply is kept in the browser ([`KeptEffect::Keep`]), and a proof of the same
//! problem over the same share layout, started later, first asks for them
//! ([`KeptEffect::Restore`], answered by [`ExactPage::restored`]) and runs only
//! the shares not kept. A finished proof's replies are forgotten; a
//! cancelled one's stay, so that it can go on.

mod form;
mod found;
mod hand;
pub mod ids;
mod known;
mod play;
mod playing;
mod shares;
mod show;
mod table;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_known;
#[cfg(test)]
mod tests_play;

use super::{Dealt, Message, Pager, SplitOutcome, SplitSearch, Step, Ticket, Tone};
use crate::kept::{self, KeptEffect};
pub use crate::Mode;
use chesslab_core::{
    board::Cell,
    exact::{self, CountReply, Find, HintTask, Link, MinReply, Problem, ShareReply, ShareTask, TableEntry},
    numbers::{grouped, plural},
    task::{Event, Shares},
};
pub use form::{Edit, ExactForm, ProblemOnForm, Tool};
use found::Found;
pub use play::speech;
use play::Play;
pub use shares::SHARES_PER_WORKER;
use shares::{ExactOutcome, ExactShares};
pub use show::PlayShow;
pub use table::{
    parse_table, results_grids, shipped_table, table_entries, GridCell, GridRow, ResultsGrid, WideDrawing,
};

/// The most workers a search uses, whatever the machine has.
pub const MAX_WORKERS: usize = 8;

/// What the web layer must do after an action, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Show this in the status line.
    Status(Message),
    /// Say this in the live region (screen readers).
    Announce(String),
    /// Put the page's [`ExactPage::link`] in the address bar in place of the one there (a try's change).
    ReplaceAddress,
    /// Look for a hint (on failure: [`HandPlay::hint_not_started`](crate::hand_play::HandPlay::hint_not_started)).
    Hint(Ticket, HintTask),
    /// Stop looking for the hint.
    StopHint,
    /// Show a problem on the form.
    ShowProblem(ProblemOnForm),
    /// Put this in the piece-cap box.
    ShowCap(String),
    /// Put the page's [`ExactPage::link`] in the address bar.
    SetAddress,
    /// Stop every worker of the page.
    Stop,
    /// Give `worker` a share of the proof of the fewest pieces (on failure:
    /// [`ExactPage::not_started`]; the effects after it are then dropped).
    /// Its events go to [`ExactPage::on_share`].
    Minimize(usize, Ticket, ShareTask),
    /// Give `worker` a share of the count of every solution (as [`Effect::Minimize`]).
    Count(usize, Ticket, ShareTask),
    /// A request to the store of finished shares kept between visits (answered,
    /// for a [`KeptEffect::Restore`], by [`ExactPage::restored`]).
    Kept(KeptEffect),
}

crate::hand_play::hand_effects!(Effect);

/// The Exact attack page's state.
#[derive(Clone, Debug)]
pub struct ExactPage {
    /// The problem on the form (and the board when nothing is found).
    problem: Problem,
    /// The search that produced `found` (or runs now).
    asked: Option<exact::Search>,
    found: Found,
    /// The proof of the fewest pieces or the count of every solution, split over `workers` workers.
    search: SplitSearch<ExactShares>,
    /// A proof waiting for the replies kept from an earlier run ([`KeptEffect::Restore`]).
    restoring: Option<ExactShares>,
    workers: usize,
    pager: Pager,
    /// Whether a link was opened yet (the first one always runs its search).
    opened: bool,
    /// The results table's proven minima.
    entries: Vec<TableEntry>,
    mode: Mode,
    play: Play,
}

impl ExactPage {
    /// The page as it first opens: the seed's 5×5 board, every cell attacked
    /// twice, with the results table's `entries`.
    ///
    /// # Errors
    /// Never in practice: the seed's problem is valid.
    pub fn new(entries: Vec<TableEntry>) -> Result<ExactPage, exact::ProblemError> {
        let problem = Problem::rectangle(5, 5, 2)?;
        Ok(ExactPage {
            play: Play::new(&problem),
            mode: Mode::Play,
            problem,
            asked: None,
            found: Found::Nothing,
            search: SplitSearch::default(),
            restoring: None,
            workers: 1,
            pager: Pager::default(),
            opened: false,
            entries,
        })
    }

    /// The page with its searches split over `workers` workers (one per
    /// core, at most [`MAX_WORKERS`]).
    #[must_use]
    pub fn with_workers(mut self, workers: usize) -> ExactPage {
        self.workers = workers.clamp(1, MAX_WORKERS);
        self
    }

    /// The problem on the form.
    #[must_use]
    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// The link to what the page shows: in Play the try, in Solutions the
    /// search run (or shown) for the problem on the form, else its fewest pieces.
    #[must_use]
    pub fn link(&self) -> Link {
        if self.mode == Mode::Play {
            let placed = self.play.placed().clone();
            return Link { search: None, play: Some(exact::Try { problem: self.problem.clone(), placed }) };
        }
        let asked = self.asked.clone().filter(|asked| asked.problem == self.problem);
        Link {
            search: Some(asked.unwrap_or(exact::Search {
                problem: self.problem.clone(),
                find: Find::Min,
                max_pieces: None,
            })),
            play: None,
        }
    }

    /// Play or Solutions.
    #[must_use]
    pub const fn mode(&self) -> Mode {
        self.mode
    }

    /// Opens the link: its try in Play, or its search in Solutions (a
    /// proven minimum the results table holds is shown at once, anything
    /// else is searched).
    pub fn open(&mut self, link: Link, now_ms: f64) -> Vec<Effect> {
        let opened = std::mem::replace(&mut self.opened, true);
        if let Some(try_) = link.play {
            return self.open_try(try_, now_ms);
        }
        let Some(asked) = link.search else { return Vec::new() };
        self.mode = Mode::Solver;
        // The search shown already, or (after the first visit) the problem on the form that
        // nobody ran yet, as after a bad link: nothing new to search.
        let idle_form = opened && self.asked.is_none() && self.problem == asked.problem;
        if self.asked.as_ref() == Some(&asked) || idle_form {
            return Vec::new();
        }
        let mut effects = self.set_problem(asked.problem.clone(), now_ms);
        let cap = match asked.find {
            Find::All => asked.max_pieces.map(|max| max.to_string()).unwrap_or_default(),
            Find::Min => String::new(),
        };
        effects.push(Effect::ShowCap(cap));
        if asked.find == Find::Min {
            if let Some(shown) = self.show_table_entry(&asked.problem) {
                effects.extend(shown);
                return effects;
            }
        }
        effects.extend(self.start(asked, now_ms));
        effects
    }

    /// A number of the results table was clicked: in Play its puzzle to
    /// play, in Solutions its problem and proven minimum.
    pub fn open_table_entry(&mut self, problem: &Problem, now_ms: f64) -> Vec<Effect> {
        if self.mode == Mode::Play {
            let placed = play::empty_on(problem);
            return self.open_try(exact::Try { problem: problem.clone(), placed }, now_ms);
        }
        let mut effects = self.stop(now_ms);
        effects.extend(self.set_problem(problem.clone(), now_ms));
        effects.extend(self.show_table_entry(problem).unwrap_or_default());
        effects
    }

    /// Makes `problem` the one on the form and the board. A result, or a
    /// running search, for another problem no longer applies: it is put away.
    fn set_problem(&mut self, problem: Problem, now_ms: f64) -> Vec<Effect> {
        let mut effects = vec![Effect::ShowProblem(ProblemOnForm::of(&problem))];
        if self.problem != problem {
            effects.extend(self.stop(now_ms));
            effects.extend(self.play.hand.stop_hint(now_ms));
            self.set_found(Found::Nothing);
            self.asked = None;
            // The try keeps the pieces that may still stand.
            self.play.reset(&problem, &self.play.placed().clone());
        }
        self.problem = problem;
        effects
    }

    /// The results table's entry for `problem` shown, if it has one: a
    /// proof with its minimal placements, or the bounds and the best placement found.
    fn show_table_entry(&mut self, problem: &Problem) -> Option<Vec<Effect>> {
        let text = problem.to_text();
        let entry = self.entries.iter().find(|entry| entry.problem == text)?;
        let (outcome, seconds) = (entry.outcome.clone(), entry.seconds);
        let (lower, upper) = (entry.lower_bound, entry.upper_bound);
        let (note, found) = match (outcome.min_pieces, outcome.complete) {
            (Some(min), _) => (
                format!(
                    "From the results table: the fewest is {min} pieces, proven in {seconds:.2} s (native). “Fewest pieces” proves it again here."
                ),
                Found::Min { outcome, seconds, from_table: true, resumed: 0 },
            ),
            (None, true) => (
                "From the results table: no placement solves this problem.".to_string(),
                Found::Min { outcome, seconds, from_table: true, resumed: 0 },
            ),
            (None, false) => {
                let note = match upper {
                    Some(upper) if upper == lower => format!(
                        "From the results table: the fewest is {lower} pieces — nothing below {lower} (proven), and the placement shown has {lower}; its minimal placements were not all counted."
                    ),
                    Some(upper) => format!(
                        "From the results table: at least {lower} pieces (proven), at most {upper} (the placement shown). Run “Fewest pieces” to search on."
                    ),
                    None => format!(
                        "From the results table: the search proved at least {lower} pieces before its limit. Run “Fewest pieces” to search on."
                    ),
                };
                let note = note + &provenance(entry);
                let examples = entry.example.iter().cloned().collect();
                (note, Found::Bounded { lower, upper, examples, nodes: entry.nodes, seconds })
            }
        };
        self.asked = Some(exact::Search { problem: problem.clone(), find: Find::Min, max_pieces: None });
        self.set_found(found);
        Some(vec![status(note, Tone::Success), Effect::SetAddress])
    }

    /// A change of the size, k, mode or pieces on `form`; a refused change
    /// is explained and undone on the form.
    pub fn edit(&mut self, form: &ExactForm, edit: Edit, now_ms: f64) -> Vec<Effect> {
        if edit == Edit::K && form.tool() == Tool::SetCount {
            // With the "set its count" tool, k is what the next clicked cell gets, not every cell's count.
            return Vec::new();
        }
        match form.edited(&self.problem, edit) {
            Ok(problem) => {
                let mut effects = self.set_problem(problem, now_ms);
                effects.push(status(String::new(), Tone::Info));
                effects
            }
            Err(error) => vec![
                Effect::ShowProblem(ProblemOnForm::of(&self.problem)),
                status(format!("Cannot change the board: {error}."), Tone::Error),
            ],
        }
    }

    /// Open: reads the problem text; a bad text is explained and stays in the box.
    pub fn open_text(&mut self, text: &str, now_ms: f64) -> Vec<Effect> {
        match Problem::parse(text) {
            Ok(problem) => {
                let mut effects = self.set_problem(problem, now_ms);
                effects.push(status("Problem opened.".to_string(), Tone::Info));
                effects
            }
            Err(error) => vec![status(format!("Cannot read the problem: {error}."), Tone::Error)],
        }
    }

    /// A click on a cell: in Play it places or lifts a piece ([`ExactPage::tap`]);
    /// in Solutions it switches the cell off or on, or sets its count, by the form's tool.
    pub fn click_cell(&mut self, cell: Cell, form: &ExactForm, now_ms: f64) -> Vec<Effect> {
        if self.mode == Mode::Play {
            return self.tap(cell, now_ms);
        }
        let Some(square) = cell.square() else { return Vec::new() };
        let k = form.k();
        let edited = match form.tool() {
            Tool::Switch => self.problem.with_cell_toggled(square, k),
            Tool::SetCount => self.problem.clone().with_k_at(square, k),
        };
        match edited {
            Ok(problem) => self.set_problem(problem, now_ms),
            Err(error) => vec![status(format!("Cannot change {square}: {error}."), Tone::Warning)],
        }
    }

    /// Fewest pieces or All solutions: starts the search the form asks
    /// for; a bad piece cap is explained and kept.
    pub fn search_form(&mut self, find: Find, form: &ExactForm, now_ms: f64) -> Vec<Effect> {
        let max_pieces = match (find, form.max_pieces()) {
            (Find::All, Ok(max)) => max,
            (Find::All, Err(error)) => return vec![status(format!("Cannot count: {error}."), Tone::Error)],
            (Find::Min, _) => None,
        };
        self.start(exact::Search { problem: self.problem.clone(), find, max_pieces }, now_ms)
    }

    /// Starts `asked`, a proof of the fewest pieces or a count, dealt over
    /// every worker; the previous search, if any, is stopped. A proof first
    /// asks for the replies kept from an earlier run ([`KeptEffect::Restore`]).
    fn start(&mut self, asked: exact::Search, now_ms: f64) -> Vec<Effect> {
        let mut effects = self.stop(now_ms);
        let starts = match asked.find {
            Find::Min => {
                effects.push(status("Proving the fewest pieces…".to_string(), Tone::Info));
                let proof = ExactShares::min(&asked.problem, self.workers);
                let prefix = proof.kept_prefix().unwrap_or_default();
                self.restoring = Some(proof);
                vec![Effect::Kept(KeptEffect::Restore(prefix))]
            }
            Find::All => {
                effects.push(status("Counting every solution…".to_string(), Tone::Info));
                let count = ExactShares::count(&asked.problem, asked.max_pieces, self.workers);
                let (ticket, tasks) = self.search.start(count, self.workers, now_ms);
                self.dealt(ticket, tasks)
            }
        };
        self.asked = Some(asked);
        self.set_found(Found::Nothing);
        // The note first: a start that fails replaces it with the reason.
        effects.extend(starts);
        effects.push(Effect::SetAddress);
        effects
    }

    /// The replies kept under keys starting with `prefix` (each its key and
    /// text), read for the proof that waits for them ([`KeptEffect::Restore`]):
    /// the proof runs the shares not kept, or is over at once if every share
    /// it needs is kept. Replies it cannot use (unreadable, of another
    /// problem or share layout, with wrong counts) are removed; an answer
    /// for a proof that no longer waits is dropped.
    pub fn restored(&mut self, prefix: &str, stored: Vec<(String, String)>, now_ms: f64) -> Vec<Effect> {
        let waits =
            self.restoring.as_ref().and_then(ExactShares::kept_prefix).is_some_and(|own| own == prefix);
        // An answer for an earlier proof leaves the proof that waits waiting for its own.
        let Some(ExactShares::Min(mut proof)) = self.restoring.take_if(|_| waits) else {
            return Vec::new();
        };
        let forget = kept::keep_stored(stored, |key, text| proof.keep_stored(key, text));
        let mut effects: Vec<Effect> = forget.map(Effect::Kept).into_iter().collect();
        if let Some(outcome) = proof.outcome() {
            effects.push(Effect::Kept(KeptEffect::ForgetAll(prefix.to_string())));
            effects.extend(self.proven(outcome, 0.0, proof.resumed().0));
            return effects;
        }
        let (kept, _) = proof.resumed();
        if kept > 0 {
            let note = format!(
                "Proving the fewest pieces, resumed: {} kept from an earlier run…",
                plural(kept.into(), "share")
            );
            effects.push(status(note, Tone::Info));
        }
        let (ticket, tasks) = self.search.start(ExactShares::Min(proof), self.workers, now_ms);
        effects.extend(self.dealt(ticket, tasks));
        effects
    }

    /// The effects giving `tasks`, shares of the search named `ticket`, to their workers.
    fn dealt(&self, ticket: Ticket, tasks: Vec<(usize, ShareTask)>) -> Vec<Effect> {
        let counting = matches!(self.search.dealt().map(Dealt::shares), Some(ExactShares::Count(_)));
        let effect = if counting { Effect::Count } else { Effect::Minimize };
        tasks.into_iter().map(|(worker, task)| effect(worker, ticket, task)).collect()
    }

    /// A worker could not be started: the search is off (the workers that
    /// did start are stopped), with the reason.
    pub fn not_started(&mut self, error: &str, now_ms: f64) -> Vec<Effect> {
        let running = self.search.cancel(now_ms).is_some();
        let stop = running.then_some(Effect::Stop);
        stop.into_iter().chain([status(format!("Cannot start the solver: {error}"), Tone::Error)]).collect()
    }

    /// Stops the workers and forgets the running search.
    fn stop(&mut self, now_ms: f64) -> Vec<Effect> {
        self.search.cancel(now_ms);
        self.restoring = None;
        vec![Effect::Stop]
    }

    /// Cancel: stops the search and says so, if one was running; a proof
    /// says the lower bound it reached.
    pub fn cancel(&mut self, now_ms: f64) -> Vec<Effect> {
        self.restoring = None;
        let said = self.search.cancel(now_ms).map(|(seconds, dealt)| match dealt.shares() {
            ExactShares::Min(proof) => Message::new(
                format!(
                    "Cancelled after {seconds:.1} s: no placement has fewer than {} pieces.",
                    proof.cap()
                ),
                Tone::Info,
            ),
            ExactShares::Count(_) => Message::new("Cancelled.", Tone::Info),
        });
        std::iter::once(Effect::Stop).chain(said.map(Effect::Status)).collect()
    }

    /// An event of `worker` in the split search named `ticket` (a proof or a count).
    pub fn on_share(
        &mut self,
        worker: usize,
        ticket: Ticket,
        event: Event<ShareReply>,
        now_ms: f64,
    ) -> Vec<Effect> {
        let kept = self.kept(worker, ticket, &event);
        match self.search.event(worker, ticket, event, now_ms) {
            SplitOutcome::Stale => Vec::new(),
            SplitOutcome::Running => kept.into_iter().collect(),
            SplitOutcome::Deal { tasks } => kept.into_iter().chain(self.dealt(ticket, tasks)).collect(),
            // Shares of caps past the minimum may still run: they are not needed.
            SplitOutcome::Done { shares, seconds } => match shares.outcome() {
                Some(ExactOutcome::Min(outcome)) => {
                    // The proof is over: what was kept of it is no longer needed.
                    let forget =
                        shares.kept_prefix().map(|prefix| Effect::Kept(KeptEffect::ForgetAll(prefix)));
                    let resumed = shares.resumed();
                    [Effect::Stop]
                        .into_iter()
                        .chain(forget)
                        .chain(self.proven(outcome, seconds, resumed))
                        .collect()
                }
                Some(ExactOutcome::Count(outcome)) => self.counted(outcome, seconds),
                None => Vec::new(),
            },
            SplitOutcome::Failed { message } => {
                vec![Effect::Stop, status(format!("The search failed: {message}"), Tone::Error)]
            }
        }
    }

    /// The effect keeping `event`, if it is the reply of a share of the running proof.
    fn kept(&self, worker: usize, ticket: Ticket, event: &Event<ShareReply>) -> Option<Effect> {
        let Event::Done(reply) = event else { return None };
        let task = self.search.task(worker, ticket)?;
        let ExactShares::Min(proof) = self.search.dealt()?.shares() else { return None };
        let kept = proof.kept_reply(task, reply)?;
        Some(Effect::Kept(KeptEffect::Keep { key: kept.key(), text: kept.to_text() }))
    }

    /// Shows the proven fewest pieces, found in `seconds` after `resumed` shares kept from an earlier run.
    fn proven(&mut self, outcome: MinReply, seconds: f64, resumed: u32) -> Vec<Effect> {
        let message = match outcome.min_pieces {
            Some(min) => format!(
                "Proven: the fewest pieces is {min}. {}{} with {min} pieces, {} up to symmetry.",
                if outcome.complete { "" } else { "at least " },
                plural(outcome.solutions, "placement"),
                grouped(outcome.unique)
            ),
            None => "No placement of the allowed pieces solves this problem.".to_string(),
        };
        let tone = if outcome.min_pieces.is_some() { Tone::Success } else { Tone::Warning };
        self.set_found(Found::Min { outcome, seconds, from_table: false, resumed });
        vec![status(message, tone)]
    }

    /// Shows the count of every solution, made in `seconds`.
    fn counted(&mut self, outcome: CountReply, seconds: f64) -> Vec<Effect> {
        let cap = outcome.max_pieces.map(|max| format!(" with at most {max} pieces")).unwrap_or_default();
        let message = format!(
            "{}{cap}, {} up to symmetry.",
            plural(outcome.total, "solution"),
            grouped(outcome.unique)
        );
        let tone = if outcome.total > 0 { Tone::Success } else { Tone::Warning };
        self.set_found(Found::Count { outcome, seconds });
        vec![status(message, tone)]
    }

    /// First, Previous or Next through the placements.
    pub fn browse(&mut self, step: Step) {
        self.pager.step(step);
    }

    /// Shows `found` from its first placement.
    fn set_found(&mut self, found: Found) {
        self.found = found;
        self.pager.clear();
        self.pager.set_len(self.found.examples().len());
    }
}

/// A status effect.
fn status(text: String, tone: Tone) -> Effect {
    Effect::Status(Message::new(text, tone))
}

/// Where an entry's bounds come from, when more than the table's own run
/// made them: the method that found its placement, and its proof ledger.
fn provenance(entry: &TableEntry) -> String {
    let found = entry.found_by.map(|by| format!(" The placement shown was found by {}.", by.words()));
    let ledger = entry.ledger.as_ref().map(|name| {
        format!(" The lower bound is a long proof's, run over several sessions (its reply lines: data/proofs/{name}).")
    });
    found.into_iter().chain(ledger).collect()
}
