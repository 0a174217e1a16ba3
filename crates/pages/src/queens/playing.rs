//! What the player does in Play: a tap or a key on the board, Undo, Clear,
//! Hint and its Cancel, the "Block squares" switch, the daily Queens; and
//! the worker's answers (the hint, the solved try's place, the day's board).

use super::{
    play::{
        speech::{self, Place},
        Tap,
    },
    status, Effect, Mode, QueensPage,
};
use crate::{board_key::BoardKey, Outcome, Ticket, Tone};
use chesslab_core::{
    board::Cell,
    calendar::{date_text, day_of},
    link::Link as _,
    queens::{DailyLink, DailyQueens, DailyTask, HintReply, HintTask, Placement, RankReply, RankTask},
    task::Event,
};

/// Why "Block squares" is off on a daily.
pub(super) const NO_BLOCKING_ON_DAILY: &str =
    "Block squares is off on the daily: its blocked squares are the puzzle.";

impl QueensPage {
    /// A tap on `cell` (the mouse's: the keyboard cursor hides): in Play it
    /// places or lifts a queen, or with "Block squares" on (and in
    /// Solutions) blocks or frees the square.
    pub fn click(&mut self, cell: Cell, now_ms: f64) -> Vec<Effect> {
        self.play.point_at(cell);
        self.activate(cell, now_ms)
    }

    /// A key on the board: arrows move the cursor (saying where it is),
    /// Enter or Space taps its square. `None`: not the board's key.
    pub fn key(&mut self, key: &str, now_ms: f64) -> Option<Vec<Effect>> {
        let (df, dr) = match BoardKey::read(key)? {
            BoardKey::Move(df, dr) => (df, dr),
            BoardKey::Tap => {
                let cell = self.play.keyboard_cell();
                return Some(self.activate(cell, now_ms));
            }
        };
        let n = self.problem.n();
        let cell = self.play.move_cursor(df.into(), dr.into(), n);
        let queens = self.play.queens();
        let blocked =
            cell.row_from_top(n).is_some_and(|row| self.problem.is_blocked(row, usize::from(cell.file)));
        let attacked = if queens.contains(cell) {
            queens.attacked_queens().contains(&cell)
        } else {
            queens.queens().iter().any(|&queen| chesslab_core::queens::on_a_line(queen, cell))
        };
        Some(vec![Effect::Announce(speech::cursor(cell, queens.contains(cell), blocked, attacked))])
    }

    /// The board lost the focus: the keyboard cursor hides.
    pub fn blur(&mut self) {
        self.play.blur();
    }

    /// A tap on `cell`, however it came.
    fn activate(&mut self, cell: Cell, now_ms: f64) -> Vec<Effect> {
        if self.mode == Mode::Solver || self.play.blocking {
            if let Some(queen) = Some(cell).filter(|&cell| self.play.queens().contains(cell)) {
                let text = format!("Lift the queen on {queen} before blocking its square.");
                return vec![status(text.clone(), Tone::Error), Effect::Announce(text)];
            }
            return self.toggle_blocked(cell, now_ms);
        }
        match self.play.tap(&self.problem, cell) {
            Ok(tap) => {
                let mut effects = vec![status(String::new(), Tone::Info)];
                effects.extend(self.try_changed(now_ms));
                let state = self.play_state();
                let said = match tap {
                    Tap::Placed(cell) => speech::placed(cell, &state),
                    Tap::Lifted(cell) => speech::lifted(cell, &state),
                };
                effects.push(Effect::Announce(said));
                effects
            }
            Err(why) => vec![status(why.clone(), Tone::Error), Effect::Announce(why)],
        }
    }

    /// Undo: the try before the last change.
    pub fn undo(&mut self, now_ms: f64) -> Vec<Effect> {
        if self.play.undo().is_none() {
            return Vec::new();
        }
        let mut effects = vec![status(String::new(), Tone::Info)];
        effects.extend(self.try_changed(now_ms));
        effects.push(Effect::Announce(format!("Undone. {}", self.play_state())));
        effects
    }

    /// Clear: every queen lifted (Undo brings them back).
    pub fn clear_queens(&mut self, now_ms: f64) -> Vec<Effect> {
        if !self.play.clear() {
            return Vec::new();
        }
        let mut effects = vec![status(String::new(), Tone::Info)];
        effects.extend(self.try_changed(now_ms));
        effects.push(Effect::Announce(format!("Every queen lifted. {}", self.play_state())));
        effects
    }

    /// The try changed: the solver's answers about the old one go, the
    /// address follows, and a solved try has its place counted.
    pub(super) fn try_changed(&mut self, now_ms: f64) -> Vec<Effect> {
        let mut effects = self.stop_play_searches(now_ms);
        effects.push(Effect::ReplaceAddress);
        let queens = self.play.queens();
        if let Some(columns) = queens.columns(self.problem.n()).filter(|_| queens.is_solution(&self.problem))
        {
            let ticket = self.play.rank_search.start(now_ms);
            self.play.place = Some(Place::Counting);
            effects.push(Effect::Rank(ticket, RankTask { problem: self.problem.clone(), columns }));
        }
        effects
    }

    /// Stops the hint and the place being counted, if they run.
    pub(super) fn stop_play_searches(&mut self, now_ms: f64) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.play.hint_search.cancel(now_ms).is_some() {
            effects.push(Effect::StopHint);
        }
        if self.play.rank_search.cancel(now_ms).is_some() {
            effects.push(Effect::StopRank);
        }
        effects
    }

    /// Hint: the worker looks for a square to place, or a queen to lift.
    pub fn hint(&mut self, now_ms: f64) -> Vec<Effect> {
        if self.play.queens().is_solution(&self.problem) {
            return vec![Effect::Announce(speech::hint(HintReply::Solved))];
        }
        let ticket = self.play.hint_search.start(now_ms);
        self.play.hint = None;
        self.play.hints_used = self.play.hints_used.saturating_add(1);
        let task = HintTask { problem: self.problem.clone(), queens: self.play.queens().clone() };
        vec![Effect::Hint(ticket, task), Effect::Announce("Looking for a hint…".to_string())]
    }

    /// Cancel beside Hint: stops the hint or the count of the try's place.
    pub fn cancel_play_search(&mut self, now_ms: f64) -> Vec<Effect> {
        let hinting = self.play.hint_search.is_running();
        let mut effects = self.stop_play_searches(now_ms);
        if effects.contains(&Effect::StopRank) {
            self.play.place = Some(Place::Unknown);
        }
        let said = if hinting { "Hint cancelled." } else { "Cancelled." };
        if !effects.is_empty() {
            effects.push(status(said.to_string(), Tone::Info));
            effects.push(Effect::Announce(said.to_string()));
        }
        effects
    }

    /// The hint worker could not start.
    pub fn hint_not_started(&mut self, now_ms: f64) -> Vec<Effect> {
        self.play.hint_search.cancel(now_ms);
        vec![status("Cannot start the worker for the hint.".to_string(), Tone::Error)]
    }

    /// The place worker could not start: the solved try says no place.
    pub fn rank_not_started(&mut self, now_ms: f64) {
        self.play.rank_search.cancel(now_ms);
        self.play.place = Some(Place::Unknown);
    }

    /// A hint event.
    pub fn on_hinted(&mut self, ticket: Ticket, event: Event<HintReply>, now_ms: f64) -> Vec<Effect> {
        match self.play.hint_search.event(ticket, event, now_ms) {
            Outcome::Done { reply, .. } => {
                self.play.hint = Some(reply);
                let text = speech::hint(reply);
                vec![status(text.clone(), Tone::Info), Effect::Announce(text)]
            }
            Outcome::Failed { message } => vec![status(format!("The hint failed: {message}"), Tone::Error)],
            Outcome::Stale | Outcome::Running => Vec::new(),
        }
    }

    /// An event of the count of the solved try's place.
    pub fn on_ranked(&mut self, ticket: Ticket, event: Event<RankReply>, now_ms: f64) -> Vec<Effect> {
        match self.play.rank_search.event(ticket, event, now_ms) {
            Outcome::Done { reply, .. } => {
                self.play.place = Some(Place::Known(reply));
                vec![Effect::Announce(self.play_state())]
            }
            Outcome::Failed { message } => {
                self.play.place = Some(Place::Unknown);
                vec![status(format!("Its place could not be counted: {message}"), Tone::Error)]
            }
            Outcome::Stale | Outcome::Running => Vec::new(),
        }
    }

    /// "Block squares" switched on or off. Not on a daily: its blocked
    /// squares are the puzzle, the same for everyone, and a tap that changed
    /// them would turn it into a board of one's own without a word.
    pub fn set_blocking(&mut self, on: bool) -> Vec<Effect> {
        if on && self.daily.is_some() {
            self.play.blocking = false;
            let text = format!("{NO_BLOCKING_ON_DAILY} Solutions can change them, on a board of your own.");
            return vec![status(text.clone(), Tone::Warning), Effect::Announce(text)];
        }
        self.play.blocking = on;
        let said = if on {
            "Block squares: a tap blocks a square or frees it."
        } else {
            "Play: a tap places a queen or lifts it."
        };
        vec![Effect::Announce(said.to_string())]
    }

    /// Play or Solutions.
    pub fn show_mode(&mut self, mode: Mode) -> Vec<Effect> {
        self.mode = mode;
        Vec::new()
    }

    /// Daily Queens: today's board (the day of [`QueensPage::set_date`]).
    pub fn open_daily(&mut self, now_ms: f64) -> Vec<Effect> {
        self.start_daily(DailyLink::Today, Placement::default(), now_ms)
    }

    /// The date and time now, in milliseconds since 1970-01-01 (UTC): what
    /// "today" is for the daily Queens. The page's `now_ms` ticks are
    /// another clock (since the page opened), so the date comes on its own.
    pub fn set_date(&mut self, date_ms: f64) {
        self.today = day_of(date_ms);
    }

    /// Asks the worker for the daily board of `which` day; `queens` go on it when it comes.
    pub(super) fn start_daily(&mut self, which: DailyLink, queens: Placement, now_ms: f64) -> Vec<Effect> {
        let day = match which {
            DailyLink::Today => self.today,
            DailyLink::Day(day) => day,
        };
        self.mode = Mode::Play;
        if self.daily.as_ref().is_some_and(|daily| daily.day == day) && !self.daily_search.is_running() {
            return self.put_queens(queens, now_ms);
        }
        let mut effects = self.stop_play_searches(now_ms);
        let ticket = self.daily_search.start(now_ms);
        self.daily_queens = queens;
        self.play.blocking = false;
        effects.push(Effect::Daily(ticket, DailyTask { day }));
        effects.push(status(format!("Making the daily Queens of {}…", date_text(day)), Tone::Info));
        effects
    }

    /// The daily worker could not start.
    pub fn daily_not_started(&mut self, now_ms: f64) -> Vec<Effect> {
        self.daily_search.cancel(now_ms);
        vec![status("Cannot start the worker for the daily Queens.".to_string(), Tone::Error)]
    }

    /// The day's board arrived: it goes on the board with the link's queens.
    pub fn on_daily(&mut self, ticket: Ticket, event: Event<DailyQueens>, now_ms: f64) -> Vec<Effect> {
        match self.daily_search.event(ticket, event, now_ms) {
            Outcome::Done { reply, .. } => {
                let title = self.daily_title(&reply);
                let queens = std::mem::take(&mut self.daily_queens);
                // One daily for another: the title says which, not that a daily was left.
                self.daily = None;
                let mut effects = self.set_board(reply.problem.clone(), &title, now_ms);
                self.daily = Some(reply);
                effects.extend(self.put_queens(queens, now_ms));
                effects.push(Effect::Announce(format!("{title} {}", self.play_state())));
                effects
            }
            Outcome::Failed { message } => {
                vec![status(format!("The daily Queens could not be made: {message}"), Tone::Error)]
            }
            Outcome::Stale | Outcome::Running => Vec::new(),
        }
    }

    /// "Daily Queens of 2026-11-27 (medium): exactly one solution, find it."
    fn daily_title(&self, daily: &DailyQueens) -> String {
        format!(
            "Daily Queens of {} ({}): exactly one solution, find it.",
            date_text(daily.day),
            daily.level.name()
        )
    }

    /// Puts a link's `queens` on the board as the try (those that may stand
    /// there: a daily's link is read before its blocked squares are known).
    pub(super) fn put_queens(&mut self, queens: Placement, now_ms: f64) -> Vec<Effect> {
        if queens == *self.play.queens() {
            return Vec::new();
        }
        let mut effects = Vec::new();
        let fitting =
            Placement::new(&self.problem, queens.queens().iter().copied()).unwrap_or_else(|error| {
                effects.push(status(format!("Some queens of the link cannot stand: {error}."), Tone::Error));
                self.fitting(&queens)
            });
        self.play.reset(fitting);
        effects.extend(self.try_changed(now_ms));
        effects
    }

    /// The queens of `queens` that may stand on the board as it is.
    pub(super) fn fitting(&self, queens: &Placement) -> Placement {
        let n = self.problem.n();
        let fits = |cell: &Cell| {
            cell.row_from_top(n).is_some_and(|row| {
                usize::from(cell.file) < n && !self.problem.is_blocked(row, usize::from(cell.file))
            })
        };
        let cells: Vec<Cell> = queens.queens().iter().copied().filter(fits).take(n).collect();
        Placement::new(&self.problem, cells).unwrap_or_default()
    }

    /// The try's state in words ([`speech::state`]).
    #[must_use]
    pub fn play_state(&self) -> String {
        speech::state(&self.problem, self.play.queens(), self.play.place.unwrap_or(Place::Unknown))
    }

    /// The daily Queens' result to share once solved, with its link on
    /// `page_url` (the page's address without its `#…`): the date, the
    /// level, the hints — not the queens.
    ///
    /// ```
    /// use chesslab_pages::queens::QueensPage;
    ///
    /// // Only a solved daily has a result to share.
    /// let page = QueensPage::new(1)?;
    /// assert_eq!(page.share_text("https://example.org/"), None);
    /// # Ok::<(), chesslab_core::queens::ProblemError>(())
    /// ```
    #[must_use]
    pub fn share_text(&self, page_url: &str) -> Option<String> {
        let daily = self.daily.as_ref().filter(|_| self.play.queens().is_solution(&self.problem))?;
        let hints = match self.play.hints_used {
            0 => "no hints".to_string(),
            hints => chesslab_core::numbers::plural(u64::from(hints), "hint"),
        };
        let link = chesslab_core::queens::Link {
            problem: None,
            daily: Some(DailyLink::Day(daily.day)),
            queens: Placement::default(),
        };
        Some(format!(
            "Chess Puzzle Lab · Daily Queens, {} ({}): solved with {hints}.\n{page_url}{}",
            date_text(daily.day),
            daily.level.name(),
            link.to_fragment()
        ))
    }
}
