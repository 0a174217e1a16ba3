//! The Queens page model: the board (size and blocked squares), Play (a
//! try placed by hand, its hints, the daily Queens) and Solutions (the
//! count split over a worker pool, the listing of solutions and the
//! browsing of them). The web view binds its elements to [`ids`], forwards
//! clicks, keys and worker events here, carries out the [`Effect`]s and
//! draws [`QueensPage::view`].
//!
//! A long count (N ≥ [`KEEP_FROM_N`]) survives a reload, as the Exact
//! page's proof does: each finished share's reply line is kept in the
//! browser ([`KeptEffect::Keep`]), and a count of the same board over the same
//! shares, started later, first asks for them ([`KeptEffect::Restore`],
//! answered by [`QueensPage::restored`]) and runs only the shares not kept.
//! A finished count's replies are forgotten; a cancelled one's stay, so
//! that it can go on.

mod count;
pub mod ids;
mod play;
mod playing;
mod show;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_kept;
#[cfg(test)]
mod tests_play;

use super::{Message, Pager, Search, SplitSearch, Step, Ticket, Tone};
use crate::kept::KeptEffect;
pub use crate::Mode;
use chesslab_core::{
    board::Cell,
    queens::{
        format_board, one_solution, parse_board, CountShares, DailyLink, DailyQueens, DailyTask, HintTask,
        Link, ListReply, ListTask, Placement, Problem, ProblemError, RankTask, MAX_N,
    },
    task::Event,
};
pub use count::count_text;
pub use play::speech;
use play::Play;
pub use show::{PlayShow, QueensShow};

/// How many solutions the page lists at most.
pub const LIST_LIMIT: usize = 1000;
/// The most workers a count uses, whatever the machine has.
pub const MAX_WORKERS: usize = 8;
/// The smallest board whose count keeps its finished shares between visits
/// (N = 18 takes about a minute on two workers; smaller counts just run again).
pub const KEEP_FROM_N: usize = 18;

/// What the web layer must do after an action, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Show this in the status line.
    Status(Message),
    /// Say this in the live region (screen readers).
    Announce(String),
    /// Put the page's [`QueensPage::link`] in the address bar in place of the one there (a try's change).
    ReplaceAddress,
    /// Look for a hint (on failure: [`QueensPage::hint_not_started`]).
    Hint(Ticket, HintTask),
    /// Stop looking for the hint.
    StopHint,
    /// Count a solved try's place (on failure: [`QueensPage::rank_not_started`]).
    Rank(Ticket, RankTask),
    /// Stop counting the place.
    StopRank,
    /// Make a daily Queens (on failure: [`QueensPage::daily_not_started`]).
    Daily(Ticket, DailyTask),
    /// Write the board onto the form: the size box, and the text box with its height.
    FillForm {
        /// The size box's value.
        size: String,
        /// The board as text.
        text: String,
        /// The text box's rows.
        rows: u32,
    },
    /// Put the page's [`QueensPage::link`] in the address bar.
    SetAddress,
    /// Stop the listing worker and start this listing (on failure: [`QueensPage::listing_not_started`]).
    List(Ticket, ListTask),
    /// Stop every count worker.
    StopCount,
    /// Give `worker` a share of the count (on failure: [`QueensPage::count_worker_not_started`]).
    Count(usize, Ticket, chesslab_core::queens::CountTask),
    /// A request to the store of finished shares kept between visits (answered,
    /// for a [`KeptEffect::Restore`], by [`QueensPage::restored`]).
    Kept(KeptEffect),
}

/// The Queens page's state.
#[derive(Clone, Debug)]
pub struct QueensPage {
    problem: Problem,
    workers: usize,
    count: SplitSearch<CountShares>,
    /// A count waiting for the replies kept from an earlier run ([`KeptEffect::Restore`]).
    restoring: Option<CountShares>,
    /// The smallest board whose count keeps its shares ([`KEEP_FROM_N`]; lower in tests).
    keep_from: usize,
    listing: Search,
    solutions: Vec<Vec<u8>>,
    listing_complete: bool,
    pager: Pager,
    result: String,
    mode: Mode,
    play: Play,
    /// The daily Queens on the board, if it is one.
    daily: Option<DailyQueens>,
    daily_search: Search,
    /// The queens of a daily's link, placed when its board arrives.
    daily_queens: Placement,
    /// Today, in days since 1970-01-01 ([`QueensPage::set_date`]).
    today: i64,
}

impl QueensPage {
    /// The page as it first opens: an empty 8×8 board, counts over `workers` workers.
    ///
    /// # Errors
    /// Never in practice: 8×8 is a valid board.
    pub fn new(workers: usize) -> Result<QueensPage, ProblemError> {
        Ok(QueensPage {
            problem: Problem::new(8)?,
            workers: workers.clamp(1, MAX_WORKERS),
            count: SplitSearch::default(),
            restoring: None,
            keep_from: KEEP_FROM_N,
            listing: Search::default(),
            solutions: Vec::new(),
            listing_complete: false,
            pager: Pager::default(),
            result: String::new(),
            mode: Mode::Play,
            play: Play::default(),
            daily: None,
            daily_search: Search::default(),
            daily_queens: Placement::default(),
            today: 0,
        })
    }

    /// The link to what the page shows: the board (or the daily) and the try.
    #[must_use]
    pub fn link(&self) -> Link {
        let queens = self.play.queens().clone();
        match &self.daily {
            Some(daily) => Link { problem: None, daily: Some(DailyLink::Day(daily.day)), queens },
            None => Link { problem: Some(self.problem.clone()), daily: None, queens },
        }
    }

    /// Play or Solutions.
    #[must_use]
    pub const fn mode(&self) -> Mode {
        self.mode
    }

    /// The board.
    #[must_use]
    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// Opens `link`: its board (or its daily, made in the worker), or (with
    /// none) the board the page has, and its try. A board already listed
    /// (or being listed) stays as it is; a link with queens opens Play.
    pub fn open(&mut self, link: Link, now_ms: f64) -> Vec<Effect> {
        let mut effects = self.open_link(link, now_ms);
        // What a link opens replaces it in the address bar (its full form): Back then leaves the
        // page, instead of returning to the short link, which would add the full form again.
        for effect in &mut effects {
            if *effect == Effect::SetAddress {
                *effect = Effect::ReplaceAddress;
            }
        }
        effects
    }

    /// [`QueensPage::open`]'s work, before the address's rewrite is made a replacement.
    fn open_link(&mut self, link: Link, now_ms: f64) -> Vec<Effect> {
        if !link.queens.is_empty() {
            self.mode = Mode::Play;
        }
        if let Some(which) = link.daily {
            return self.start_daily(which, link.queens, now_ms);
        }
        let (problem, fresh) = match link.problem {
            Some(problem) => (problem, true),
            None => (self.problem.clone(), false),
        };
        let listed = self.listing.is_running() || !self.solutions.is_empty();
        let mut effects = Vec::new();
        if !(self.problem == problem && listed) || self.daily.is_some() {
            effects = self.set_board(problem, if fresh { "Board opened from the link." } else { "" }, now_ms);
        }
        if fresh {
            effects.extend(self.put_queens(link.queens, now_ms));
        }
        effects
    }

    /// The size box changed to `text`.
    pub fn change_size(&mut self, text: &str, now_ms: f64) -> Vec<Effect> {
        match text.trim().parse::<usize>().ok().filter(|n| (1..=MAX_N).contains(n)).map(Problem::new) {
            Some(Ok(problem)) if problem.n() != self.problem.n() => self.set_board(problem, "", now_ms),
            Some(Ok(_)) => Vec::new(),
            _ => vec![status(format!("N must be a whole number from 1 to {MAX_N}."), Tone::Error)],
        }
    }

    /// Enter in the size box: takes the size, then counts.
    pub fn enter_size(&mut self, text: &str, now_ms: f64) -> Vec<Effect> {
        let mut effects = self.change_size(text, now_ms);
        effects.extend(self.start_count(now_ms));
        effects
    }

    /// A click on `cell` blocks it, or frees it.
    pub fn toggle_blocked(&mut self, cell: Cell, now_ms: f64) -> Vec<Effect> {
        let n = self.problem.n();
        let mut blocked = self.problem.blocked_rows().to_vec();
        if let (Some(mask), true) =
            (cell.row_from_top(n).and_then(|row| blocked.get_mut(row)), usize::from(cell.file) < n)
        {
            *mask ^= 1 << cell.file;
        }
        match Problem::with_blocked(n, &blocked) {
            Ok(problem) => self.set_board(problem, "", now_ms),
            Err(_) => Vec::new(),
        }
    }

    /// Clear blocked: the same size, nothing blocked.
    pub fn clear_blocked(&mut self, now_ms: f64) -> Vec<Effect> {
        match Problem::new(self.problem.n()) {
            Ok(problem) => self.set_board(problem, "Blocked squares cleared.", now_ms),
            Err(_) => Vec::new(),
        }
    }

    /// Use this board: reads the text box; a bad text is explained and stays in the box.
    pub fn use_text(&mut self, text: &str, now_ms: f64) -> Vec<Effect> {
        match parse_board(text) {
            Ok(problem) => self.set_board(problem, "Board read.", now_ms),
            Err(error) => vec![status(format!("Cannot read that board: {error}."), Tone::Error)],
        }
    }

    /// Shows a new board: stops work on the old one, lists the new one's
    /// solutions; the try keeps the queens that may still stand.
    fn set_board(&mut self, problem: Problem, message: &str, now_ms: f64) -> Vec<Effect> {
        let mut effects = self.stop_count(now_ms);
        effects.extend(self.stop_play_searches(now_ms));
        self.daily_search.cancel(now_ms);
        // Leaving a daily is said: its link, title and result to share go with it.
        let message = match self.daily.take() {
            Some(daily) => format!(
                "{message} This is no longer the daily of {}: the board is your own now. Daily Queens brings the daily back.",
                chesslab_core::calendar::date_text(daily.day)
            )
            .trim_start()
            .to_string(),
            None => message.to_string(),
        };
        let n = problem.n();
        self.solutions.clear();
        // Large open boards get an explicit placement at once, while the list is built.
        if !problem.has_blocked() {
            self.solutions.extend(one_solution(n).filter(|_| n > 12));
        }
        self.listing_complete = false;
        self.pager.clear();
        self.pager.set_len(self.solutions.len());
        self.result.clear();
        self.problem = problem.clone();
        let kept = self.fitting(self.play.queens());
        self.play.reset(kept);
        self.play.fit_cursor(n);
        let ticket = self.listing.start(now_ms);
        effects.push(Effect::List(ticket, ListTask { problem: problem.clone(), limit: LIST_LIMIT }));
        effects.push(Effect::FillForm {
            size: n.to_string(),
            text: format_board(&problem),
            rows: n.clamp(4, 16) as u32,
        });
        effects.push(status(message, Tone::Info));
        effects.push(Effect::SetAddress);
        effects
    }

    /// The listing worker could not start: the page shows no listing.
    pub fn listing_not_started(&mut self, now_ms: f64) {
        self.listing.cancel(now_ms);
    }

    /// A listing event.
    pub fn on_listed(&mut self, ticket: Ticket, event: Event<ListReply>, now_ms: f64) -> Vec<Effect> {
        match self.listing.event(ticket, event, now_ms) {
            super::Outcome::Done { reply, .. } => {
                self.solutions = reply.solutions;
                self.listing_complete = reply.complete;
                self.pager.clear();
                self.pager.set_len(self.solutions.len());
            }
            super::Outcome::Failed { message } => {
                return vec![status(format!("Listing failed: {message}"), Tone::Error)];
            }
            super::Outcome::Stale | super::Outcome::Running => {}
        }
        Vec::new()
    }

    /// First, Previous or Next through the solutions.
    pub fn browse(&mut self, step: Step) {
        self.pager.step(step);
    }
}

/// A status effect.
fn status(text: String, tone: Tone) -> Effect {
    Effect::Status(Message::new(text, tone))
}
