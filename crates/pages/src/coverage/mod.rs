//! The Coverage page model: the settings form, the search for the most or
//! fewest squares attacked (a maximum runs in two steps: the seed's proof,
//! then the listing of the best configurations) or for each square left
//! alone unattacked, and the browsing of what was found; and Play, a try
//! placed by hand from a tray, counted against the solver's best, with
//! hints from the worker (the page opens on it). The web view binds
//! its elements to [`ids`], forwards events here, carries out the
//! [`Effect`]s and draws [`CoveragePage::view`].

mod before;
mod challenge;
mod found;
mod hand;
pub mod ids;
mod play;
mod playing;
mod shares;
mod show;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_play;

use super::{Message, Pager, SplitOutcome, SplitSearch, Step, Ticket, Tone};
pub use crate::Mode;
use chesslab_core::{
    board::Cell,
    board::Square,
    coverage::{
        BishopRule, CoverReply, Goal, HintTask, Link, Objective, PieceSet, Plan, Settings, ShareReply,
        ShareTask, Stage, UnattackedReply,
    },
    numbers::plural,
    task::Event,
};
use found::Found;
pub use play::speech;
use play::Play;
pub use playing::{PlayShow, TrayPiece};
pub use shares::{CoverShares, SearchStep, SHARES_PER_WORKER};

/// The most workers a search uses, whatever the machine has.
pub const MAX_WORKERS: usize = 8;

/// What the form holds, as its controls give it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CoverageForm {
    /// The piece letters.
    pub pieces: String,
    /// The board's side.
    pub side: String,
    /// The bishops' rule: `opposite`, `same` or `any`.
    pub bishops: String,
    /// Whether pieces may share a square.
    pub superpose: bool,
    /// The goal's name.
    pub goal: String,
}

/// What the web layer must do after an action, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Show this in the status line.
    Status(Message),
    /// Write these settings onto the form.
    FillForm(CoverageForm),
    /// Put the page's [`CoveragePage::link`] in the address bar.
    SetAddress,
    /// Stop every worker of the page.
    Stop,
    /// Say this in the live region (screen readers).
    Announce(String),
    /// Put the page's [`CoveragePage::link`] in the address bar in place of the one there (a try's change).
    ReplaceAddress,
    /// Look for a hint (on failure: [`HandPlay::hint_not_started`](crate::hand_play::HandPlay::hint_not_started)).
    Hint(Ticket, HintTask),
    /// Stop looking for the hint.
    StopHint,
    /// Give `worker` a share of the running search (on failure:
    /// [`CoveragePage::not_started`]; the effects after it are then
    /// dropped). Its events go to [`CoveragePage::on_share`].
    Share(usize, Ticket, ShareTask),
}

crate::hand_play::hand_effects!(Effect);

/// The Coverage page's state.
#[derive(Clone, Debug)]
pub struct CoveragePage {
    settings: Settings,
    goal: Goal,
    found: Found,
    /// The running search (a maximum's proof, a listing or the table), split over `workers` workers.
    search: SplitSearch<CoverShares>,
    workers: usize,
    /// Where one is among the found examples (or the squares with one).
    pager: Pager,
    /// Whether anything was searched yet (the first visit searches at once).
    searched: bool,
    /// Play or Solver.
    mode: Mode,
    /// The try played by hand.
    play: Play,
    /// What was shown before the running search, for Cancel to bring back.
    before: Option<Box<before::Before>>,
}

impl Default for CoveragePage {
    /// The page as it first opens, searching on one worker.
    fn default() -> CoveragePage {
        CoveragePage {
            settings: Settings::default(),
            goal: Goal::default(),
            found: Found::default(),
            search: SplitSearch::default(),
            workers: 1,
            pager: Pager::default(),
            searched: false,
            mode: Mode::Play,
            play: Play::default(),
            before: None,
        }
    }
}

impl CoveragePage {
    /// The page with its searches split over `workers` workers (one per
    /// core, at most [`MAX_WORKERS`]).
    #[must_use]
    pub fn with_workers(mut self, workers: usize) -> CoveragePage {
        self.workers = workers.clamp(1, MAX_WORKERS);
        self
    }

    /// The link to what the page shows: the puzzle, the goal, the try.
    #[must_use]
    pub fn link(&self) -> Link {
        Link {
            setup: Some((self.settings.clone(), self.goal)),
            placed: self.play.placed().clone(),
            leave: self.play.challenge,
        }
    }

    /// Opens the link's puzzle and searches it (without one, the first visit
    /// searches what the `form` holds), and puts its try on the board.
    pub fn open(&mut self, link: Link, form: &CoverageForm, now_ms: f64) -> Vec<Effect> {
        let mut effects = self.open_link(link, form, now_ms);
        // What a link opens replaces it in the address bar (its full form): Back then leaves the
        // page, instead of returning to the short link, which would add the full form again.
        for effect in &mut effects {
            if *effect == Effect::SetAddress {
                *effect = Effect::ReplaceAddress;
            }
        }
        effects
    }

    /// [`CoveragePage::open`]'s work, before the address's rewrite is made a replacement.
    fn open_link(&mut self, link: Link, form: &CoverageForm, now_ms: f64) -> Vec<Effect> {
        let mut effects = match link.setup {
            Some((settings, goal)) => {
                if self.settings == settings && self.goal == goal && self.searched {
                    Vec::new()
                } else {
                    let mut effects = vec![Effect::FillForm(form_of(&settings, goal))];
                    effects.extend(self.search(settings, goal, now_ms));
                    effects
                }
            }
            None if !self.searched => self.search_form(form, now_ms),
            None => return Vec::new(),
        };
        effects.extend(self.put_try(&link.placed, link.leave, now_ms));
        effects
    }

    /// A link's try: its pieces (those that may stand: the rest is said) and its challenge.
    fn put_try(
        &mut self,
        placed: &chesslab_core::coverage::Placement,
        leave: Option<Square>,
        now_ms: f64,
    ) -> Vec<Effect> {
        if placed == self.play.placed() && leave == self.play.challenge {
            return Vec::new();
        }
        let mut effects = self.play.hand.stop_hint(now_ms);
        if !placed.pieces().is_empty() || leave.is_some() {
            self.mode = Mode::Play;
        }
        if let Err(error) = self.play.put(placed) {
            effects.push(status(format!("Some pieces of the link cannot stand: {error}."), Tone::Error));
        }
        self.play.challenge = leave;
        effects
    }

    /// Search: reads the form and searches; a bad piece set is explained and stays in its box.
    pub fn search_form(&mut self, form: &CoverageForm, now_ms: f64) -> Vec<Effect> {
        let settings = Settings {
            // The normal order (K Q R B N), so the same set always makes the same link.
            pieces: PieceSet::parse(&form.pieces)
                .map_or_else(|_| form.pieces.trim().to_string(), |pieces| pieces.to_string()),
            side: form.side.parse().unwrap_or(8),
            bishops: form.bishops.parse().unwrap_or(BishopRule::Opposite),
            superpose: form.superpose,
        };
        let goal = form.goal.parse().unwrap_or_default();
        if let Err(error) = settings.problem(Objective::Max) {
            return vec![status(format!("Cannot search: {error}."), Tone::Error)];
        }
        self.search(settings, goal, now_ms)
    }

    /// Starts the search for `goal`; the previous one, if any, is stopped.
    fn search(&mut self, settings: Settings, goal: Goal, now_ms: f64) -> Vec<Effect> {
        self.keep_shown(&settings);
        let mut stopped = Vec::new();
        if settings != self.play.settings {
            stopped = self.play.hand.stop_hint(now_ms);
            self.play.set_puzzle(settings.clone());
        }
        self.settings = settings.clone();
        self.goal = goal;
        self.set_found(Found::Nothing);
        self.searched = true;
        let (note, objective) = match goal {
            Goal::Max => ("Can these pieces attack every square? Searching…", Objective::Max),
            Goal::Min => ("Searching for the fewest squares attacked…", Objective::Min),
            Goal::Unattacked => ("Searching, square by square…", Objective::Max),
        };
        let problem = match settings.problem(objective) {
            Ok(problem) => problem,
            Err(error) => {
                self.search.cancel(now_ms);
                return vec![Effect::Stop, status(format!("Cannot search: {error}."), Tone::Error)];
            }
        };
        let (plan, step) = match goal {
            Goal::Max => {
                let squares = (problem.side() * problem.side()) as u32;
                (Plan::reach(&problem, squares), SearchStep::Proof)
            }
            Goal::Min => (Plan::best(&problem), SearchStep::Listing),
            Goal::Unattacked => (Plan::unattacked(&problem), SearchStep::Table),
        };
        let starts = self.start(CoverShares::new(settings, plan, step, self.workers), now_ms);
        // The note first: a start that fails replaces it with the reason.
        let mut effects = stopped;
        effects.extend([Effect::Stop, status(note.to_string(), Tone::Info)]);
        effects.extend(starts);
        effects.push(Effect::SetAddress);
        effects
    }

    /// Starts `shares` over every worker: the effects giving them their first shares.
    fn start(&mut self, shares: CoverShares, now_ms: f64) -> Vec<Effect> {
        let (ticket, tasks) = self.search.start(shares, self.workers, now_ms);
        tasks.into_iter().map(|(worker, task)| Effect::Share(worker, ticket, task)).collect()
    }

    /// A worker could not be started: the search is off (the workers that
    /// did start are stopped), with the reason.
    pub fn not_started(&mut self, error: &str, now_ms: f64) -> Vec<Effect> {
        let running = self.search.cancel(now_ms).is_some();
        let stop = running.then_some(Effect::Stop);
        stop.into_iter().chain([status(format!("Cannot start the solver: {error}"), Tone::Error)]).collect()
    }

    /// Cancel: stops the search and says so, if one was running; what the page
    /// showed before it comes back.
    pub fn cancel(&mut self, now_ms: f64) -> Vec<Effect> {
        if self.search.cancel(now_ms).is_none() {
            return vec![Effect::Stop];
        }
        let said = self
            .restore_shown()
            .unwrap_or_else(|| vec![Effect::Status(Message::new("Cancelled.", Tone::Info))]);
        std::iter::once(Effect::Stop).chain(said).collect()
    }

    /// An event of `worker` in the search named `ticket`.
    pub fn on_share(
        &mut self,
        worker: usize,
        ticket: Ticket,
        event: Event<ShareReply>,
        now_ms: f64,
    ) -> Vec<Effect> {
        match self.search.event(worker, ticket, event, now_ms) {
            SplitOutcome::Stale | SplitOutcome::Running => Vec::new(),
            SplitOutcome::Deal { tasks } => {
                tasks.into_iter().map(|(worker, task)| Effect::Share(worker, ticket, task)).collect()
            }
            SplitOutcome::Done { shares, seconds } => {
                let seconds = shares.seconds(seconds);
                // A new result is shown (or, after a proof, its listing runs on): the old one goes.
                self.before = None;
                let plan = shares.plan();
                match shares.step() {
                    SearchStep::Proof => self.proved(plan, seconds, now_ms),
                    SearchStep::Listing => match plan.solution() {
                        Some(solution) => self.listed(solution.into(), seconds, now_ms),
                        None => Vec::new(),
                    },
                    SearchStep::Table => match plan.table() {
                        Some(table) => self.tabulated(table.into(), seconds, now_ms),
                        None => Vec::new(),
                    },
                }
            }
            SplitOutcome::Failed { message } => {
                vec![Effect::Stop, status(format!("The search failed: {message}"), Tone::Error)]
            }
        }
    }

    /// The proof step of a maximum is over, by `plan` in `seconds`: the
    /// maximum is every square, or the listing starts where the proof's pass left it.
    fn proved(&mut self, plan: &Plan, seconds: f64, now_ms: f64) -> Vec<Effect> {
        let (Some(solution), Some(pass)) = (plan.solution(), plan.outcome()) else { return Vec::new() };
        let proof = CoverReply::from(solution);
        let squares = self.settings.side * self.settings.side;
        if proof.best.is_some() {
            // Some configuration covers the whole board: that is the maximum, and these are all of them.
            let complete = proof.configurations == proof.examples.len() as u64;
            let learnt =
                self.learn_best(&self.settings.clone(), squares as u32, &proof.examples, complete, now_ms);
            self.set_found(Found::Best { proof: None, reply: proof, seconds });
            let said = status(format!("All {squares} squares can be attacked."), Tone::Success);
            return std::iter::once(said).chain(learnt).collect();
        }
        self.set_found(Found::Proof { proof, seconds });
        let Ok(problem) = self.settings.problem(Objective::Max) else { return Vec::new() };
        let mut listing = Plan::best(&problem);
        // The proof's pass (no square left unattacked) is the listing's first when the pieces'
        // reach allows every square: it is not run again.
        let carried = if listing.skip(Stage::Max { slack: 0 }, pass) { seconds } else { 0.0 };
        let shares = CoverShares::new(self.settings.clone(), listing, SearchStep::Listing, self.workers);
        let mut effects = vec![status(
            format!("Proved in {seconds:.2} s: these pieces cannot attack all {squares} squares. Listing the best configurations…"),
            Tone::Success,
        )];
        effects.extend(self.start(shares.carrying(carried), now_ms));
        effects
    }

    /// Shows the best configurations found in `seconds`.
    fn listed(&mut self, reply: CoverReply, seconds: f64, now_ms: f64) -> Vec<Effect> {
        let proof = match std::mem::take(&mut self.found) {
            Found::Proof { proof, seconds } => Some((proof, seconds)),
            _ => None,
        };
        let mut learnt = Vec::new();
        if let (Some(best), Objective::Max) = (reply.best, reply.objective) {
            let complete = reply.configurations == reply.examples.len() as u64;
            learnt = self.learn_best(&self.settings.clone(), best, &reply.examples, complete, now_ms);
        }
        let message = match reply.best {
            Some(best) => format!(
                "The {} is {best} squares: {} up to symmetry ({}).",
                if reply.objective == Objective::Max { "most" } else { "fewest" },
                plural(reply.configurations, "configuration"),
                plural(reply.placements, "placement")
            ),
            None => "No configuration found.".to_string(),
        };
        self.set_found(Found::Best { proof, reply, seconds });
        // Play's challenge, if it waited for the best, has the last word.
        std::iter::once(status(message, Tone::Success)).chain(learnt).collect()
    }

    /// Shows the unattacked table found in `seconds`.
    fn tabulated(&mut self, reply: UnattackedReply, seconds: f64, now_ms: f64) -> Vec<Effect> {
        let squares = reply.side * reply.side;
        let possible = reply.examples.iter().flatten().count();
        let lonely = reply
            .examples
            .iter()
            .enumerate()
            .filter(|(_, example)| example.is_some())
            .filter_map(|(index, _)| Square::from_index(index as u8))
            .collect();
        self.set_found(Found::Table { reply, seconds });
        // Searched for Play's challenge: Play's words, not the solver's, follow.
        let mut effects = if self.play.challenge_asked {
            Vec::new()
        } else {
            vec![status(
                format!("{possible} of {squares} squares can be the only one left unattacked. Click a square to see how."),
                Tone::Success,
            )]
        };
        effects.extend(self.learn_lonely(&self.settings.clone(), lonely, now_ms));
        effects
    }

    /// In a table, a click on a square shows the configuration leaving only it unattacked.
    pub fn pick_square(&mut self, cell: Cell) -> Vec<Effect> {
        let (Some(square), Found::Table { .. }) = (cell.square(), &self.found) else { return Vec::new() };
        match self.found.stops().iter().position(|&stop| stop == usize::from(square.index())) {
            Some(at) => {
                self.pager.go_to(at);
                Vec::new()
            }
            None => vec![status(format!("No configuration leaves only {square} unattacked."), Tone::Warning)],
        }
    }

    /// First, Previous or Next through what was found.
    pub fn browse(&mut self, step: Step) {
        self.pager.step(step);
    }

    /// Shows `found` from its first example.
    fn set_found(&mut self, found: Found) {
        self.found = found;
        self.pager.clear();
        self.pager.set_len(self.found.stops().len());
    }
}

/// The form showing `settings` and `goal`.
fn form_of(settings: &Settings, goal: Goal) -> CoverageForm {
    CoverageForm {
        pieces: settings.pieces.clone(),
        side: settings.side.to_string(),
        bishops: match settings.bishops {
            BishopRule::Opposite => "opposite",
            BishopRule::Same => "same",
            BishopRule::Any => "any",
        }
        .to_string(),
        superpose: settings.superpose,
        goal: goal.name().to_string(),
    }
}

/// A status effect.
fn status(text: String, tone: Tone) -> Effect {
    Effect::Status(Message::new(text, tone))
}
