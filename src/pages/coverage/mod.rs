//! The Coverage page model: the settings form, the search for the most or
//! fewest squares attacked (a maximum runs in two steps: the seed's proof,
//! then the listing of the best configurations) or for each square left
//! alone unattacked, and the browsing of what was found. The web view binds
//! its elements to [`ids`], forwards events here, carries out the
//! [`Effect`]s and draws [`CoveragePage::view`].

mod found;
pub mod ids;
mod show;
#[cfg(test)]
mod tests;

use super::{Message, Pager, Search, Step, Ticket, Tone};
use crate::{
    board::Cell,
    coverage::{
        BishopRule, CoverAllTask, CoverReply, CoverTask, Goal, Link, Objective, PieceSet, Settings,
        UnattackedReply, UnattackedTask,
    },
    job::Event,
    numbers::plural,
};
use found::Found;

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
    /// Start the proof step of a maximum (on failure: [`CoveragePage::not_started`]).
    Prove(Ticket, CoverAllTask),
    /// Start a search for the best configurations (on failure: [`CoveragePage::not_started`]).
    Search(Ticket, CoverTask),
    /// Start the square-by-square search (on failure: [`CoveragePage::not_started`]).
    Tabulate(Ticket, UnattackedTask),
}

/// The Coverage page's state.
#[derive(Clone, Debug, Default)]
pub struct CoveragePage {
    settings: Settings,
    goal: Goal,
    found: Found,
    search: Search,
    /// Where one is among the found examples (or the squares with one).
    pager: Pager,
    /// Whether anything was searched yet (the first visit searches at once).
    searched: bool,
}

impl CoveragePage {
    /// The link to what the page shows.
    #[must_use]
    pub fn link(&self) -> Link {
        Link { setup: Some((self.settings.clone(), self.goal)) }
    }

    /// Opens the link's puzzle and searches it; without one, the first visit
    /// searches what the `form` holds.
    pub fn open(&mut self, link: Link, form: &CoverageForm, now_ms: f64) -> Vec<Effect> {
        match link.setup {
            Some((settings, goal)) => {
                if self.settings == settings && self.goal == goal && self.searched {
                    return Vec::new();
                }
                let mut effects = vec![Effect::FillForm(form_of(&settings, goal))];
                effects.extend(self.search(settings, goal, now_ms));
                effects
            }
            None if !self.searched => self.search_form(form, now_ms),
            None => Vec::new(),
        }
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
        self.settings = settings.clone();
        self.goal = goal;
        self.set_found(Found::Nothing);
        self.searched = true;
        let ticket = self.search.start(now_ms);
        let (note, start) = match goal {
            Goal::Max => (
                "Can these pieces attack every square? Searching…",
                Effect::Prove(ticket, CoverAllTask { settings }),
            ),
            Goal::Min => (
                "Searching for the fewest squares attacked…",
                Effect::Search(ticket, CoverTask { settings, objective: Objective::Min }),
            ),
            Goal::Unattacked => {
                ("Searching, square by square…", Effect::Tabulate(ticket, UnattackedTask { settings }))
            }
        };
        // The note first: a start that fails replaces it with the reason.
        vec![Effect::Stop, status(note.to_string(), Tone::Info), start, Effect::SetAddress]
    }

    /// A worker could not be started: the search is off, with the reason.
    pub fn not_started(&mut self, error: &str, now_ms: f64) -> Vec<Effect> {
        self.search.cancel(now_ms);
        vec![status(format!("Cannot start the solver: {error}"), Tone::Error)]
    }

    /// Cancel: stops the search and says so, if one was running.
    pub fn cancel(&mut self, now_ms: f64) -> Vec<Effect> {
        let said = self.search.cancelled_by_player(now_ms);
        std::iter::once(Effect::Stop).chain(said.map(Effect::Status)).collect()
    }

    /// Notes progress, or takes a finished step's reply and seconds; a failure is said.
    fn settle<R>(&mut self, ticket: Ticket, event: Event<R>, now_ms: f64) -> Result<(R, f64), Vec<Effect>> {
        let settled = self.search.settle(ticket, event, now_ms);
        settled.map_err(|said| said.map(Effect::Status).into_iter().collect())
    }

    /// An event of the proof step of a maximum.
    pub fn on_proved(&mut self, ticket: Ticket, event: Event<CoverReply>, now_ms: f64) -> Vec<Effect> {
        let (proof, seconds) = match self.settle(ticket, event, now_ms) {
            Ok(done) => done,
            Err(effects) => return effects,
        };
        let squares = self.settings.side * self.settings.side;
        if proof.best.is_some() {
            // Some configuration covers the whole board: that is the maximum, and these are all of them.
            self.set_found(Found::Best { proof: None, reply: proof, seconds });
            return vec![status(format!("All {squares} squares can be attacked."), Tone::Success)];
        }
        self.set_found(Found::Proof { proof, seconds });
        let ticket = self.search.start(now_ms);
        vec![
            status(
                format!("Proved in {seconds:.2} s: these pieces cannot attack all {squares} squares. Listing the best configurations…"),
                Tone::Success,
            ),
            Effect::Search(ticket, CoverTask { settings: self.settings.clone(), objective: Objective::Max }),
        ]
    }

    /// An event of the search for the best configurations.
    pub fn on_searched(&mut self, ticket: Ticket, event: Event<CoverReply>, now_ms: f64) -> Vec<Effect> {
        let (reply, seconds) = match self.settle(ticket, event, now_ms) {
            Ok(done) => done,
            Err(effects) => return effects,
        };
        let proof = match std::mem::take(&mut self.found) {
            Found::Proof { proof, seconds } => Some((proof, seconds)),
            _ => None,
        };
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
        vec![status(message, Tone::Success)]
    }

    /// An event of the square-by-square search.
    pub fn on_tabulated(
        &mut self,
        ticket: Ticket,
        event: Event<UnattackedReply>,
        now_ms: f64,
    ) -> Vec<Effect> {
        let (reply, seconds) = match self.settle(ticket, event, now_ms) {
            Ok(done) => done,
            Err(effects) => return effects,
        };
        let squares = reply.side * reply.side;
        let possible = reply.examples.iter().flatten().count();
        self.set_found(Found::Table { reply, seconds });
        vec![status(
            format!("{possible} of {squares} squares can be the only one left unattacked. Click a square to see how."),
            Tone::Success,
        )]
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
