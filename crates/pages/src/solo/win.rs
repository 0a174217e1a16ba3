//! A win worth having: the clock and move counter while playing, the win
//! panel (moves, time, hints, undos, the puzzle's stars, **Next puzzle**)
//! and the daily puzzle's result as a short text to share.

use super::{texts::clock, ChallengeRun, Effect, NewPuzzleForm, Origin, SoloPage};
use crate::solo::GameStatus;
use chesslab_core::{
    numbers::plural,
    route::Link as _,
    solo::{date_text, star_text},
};

/// The win panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinScreen {
    /// "Solved!", or that the solver played it.
    pub title: &'static str,
    /// One line each: moves, time, hints, undos.
    pub stats: Vec<String>,
    /// The puzzle's stars ("★★★☆☆"), empty for a puzzle with no rating.
    pub stars: String,
    /// What Next puzzle opens: "Next puzzle" or "Next puzzle (17 of 200)".
    pub next_label: String,
    /// Whether the result can be shared (the daily puzzle's, a challenge run's).
    pub shareable: bool,
    /// Whether Play again is offered (not on a challenge run's end card).
    pub again: bool,
}

impl SoloPage {
    /// The clock and move counter: "3 moves · 0:42" (the clock stops at the win).
    #[must_use]
    pub fn clock_text(&self, now_ms: f64) -> String {
        let moves = self.game().played().len();
        let text = format!("{} · {}", plural(moves as u64, "move"), clock(self.record.seconds(now_ms)));
        match self.run_clock(now_ms) {
            Some(run) => format!("{text} · {run}"),
            None => text,
        }
    }

    /// The win panel, while the game is won and the panel not closed.
    #[must_use]
    pub fn win_screen(&self, now_ms: f64) -> Option<WinScreen> {
        if let Some(end) = self.run_end_screen() {
            return Some(end);
        }
        if self.game().status() != GameStatus::Won || self.win_closed || self.editing.is_some() {
            return None;
        }
        let attempt = self.record.attempt();
        let title = if attempt.auto_solved { "Solved by the solver" } else { "Solved!" };
        let stats = vec![
            format!("Moves: {}", self.game().played().len()),
            format!("Time: {}", clock(self.record.seconds(now_ms))),
            format!("Hints: {}", attempt.hints),
            format!("Undos: {}", attempt.undos),
        ];
        Some(WinScreen {
            title,
            stats,
            stars: self.stars().map(star_text).unwrap_or_default(),
            next_label: self.next_label(),
            shareable: self.daily_day().is_some() && !attempt.auto_solved,
            again: true,
        })
    }

    /// What Next puzzle opens: "Next puzzle (4 of 200)" (the pack's next
    /// unsolved one), "Back to the pack", a run's next puzzle or "New run".
    pub(super) fn next_label(&self) -> String {
        if self.challenge_run().is_some_and(ChallengeRun::is_over) {
            return "New run".to_string();
        }
        match self.origin {
            Origin::Pack { id, .. } => match self.unsolved_after(id) {
                Some(next) => format!("Next puzzle ({} of {})", next.number, id.pack.puzzle_count()),
                None => "Back to the pack".to_string(),
            },
            _ => self.run_next_label().unwrap_or_else(|| "Next puzzle".to_string()),
        }
    }

    /// Next puzzle beside the board, once the win card (or a run's end card)
    /// is closed: its label. `None` while the card shows or nothing is won.
    #[must_use]
    pub fn next_beside(&self) -> Option<String> {
        let over = self.game().status() == GameStatus::Won || self.run_over_here();
        (over && self.win_closed && self.editing.is_none()).then(|| self.next_label())
    }

    /// Shows the win card (or the run's end card) again after it was closed.
    pub fn reopen_win(&mut self) -> Vec<Effect> {
        self.win_closed = false;
        self.take()
    }

    /// The puzzle's stars, when it has a rating.
    const fn stars(&self) -> Option<u8> {
        match self.origin {
            Origin::Generated { rating, .. } | Origin::Challenge { rating, .. } => Some(rating),
            Origin::Pack { stars, .. } => Some(stars),
            Origin::Opened(_) => None,
        }
    }

    /// The day of the daily puzzle on the board, when it is one.
    const fn daily_day(&self) -> Option<i64> {
        match self.origin {
            Origin::Generated { daily, .. } => daily,
            _ => None,
        }
    }

    /// The daily puzzle's result to share, with its link on `page_url` (the
    /// page's address without its `#…`): date, time, hints, stars — no moves.
    /// On a challenge run's end card, the run's result (see
    /// [`crate::solo::ChallengeRun::share_text`]).
    ///
    /// ```
    /// use chesslab_pages::solo::{PlayerRecord, SoloPage};
    ///
    /// // Only a won daily puzzle has a result to share.
    /// let page = SoloPage::new(PlayerRecord::default(), 0.0);
    /// assert_eq!(page.share_text("https://example.org/", 1.0), None);
    /// ```
    #[must_use]
    pub fn share_text(&self, page_url: &str, now_ms: f64) -> Option<String> {
        if let Some(run) = self.run_share_text(page_url) {
            return Some(run);
        }
        let day = self.daily_day()?;
        let win = self.win_screen(now_ms).filter(|win| win.shareable)?;
        let hints = match self.record.attempt().hints {
            0 => "no hints".to_string(),
            hints => plural(u64::from(hints), "hint"),
        };
        Some(format!(
            "Chess Puzzle Lab · Solo Chess daily puzzle ({}), {}: solved in {} with {hints}. {}\n{page_url}{}",
            super::texts::rules_name(self.game().rules()),
            date_text(day),
            clock(self.record.seconds(now_ms)),
            win.stars,
            self.link().to_fragment()
        ))
    }

    /// Closes the win panel, to look at the board.
    pub fn close_win(&mut self) -> Vec<Effect> {
        self.win_closed = true;
        self.take()
    }

    /// **Next puzzle**: the pack's next one for a pack puzzle, the run's
    /// next one in a challenge run (a new run, from `seed`, on its end
    /// card), else a new puzzle as the "New puzzle" form asks.
    pub fn next_puzzle(&mut self, form: &NewPuzzleForm<'_>, seed: u64, now_ms: f64) -> Vec<Effect> {
        if let Some(effects) = self.run_next(seed, now_ms) {
            return effects;
        }
        match self.origin {
            Origin::Pack { id, .. } => {
                self.next_in_pack(id, now_ms);
                self.take()
            }
            _ => self.new_puzzle(form, seed, now_ms),
        }
    }
}
