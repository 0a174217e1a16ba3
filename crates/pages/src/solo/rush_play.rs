//! The Solo page's transitions for a Rush (the `rush` part keeps the run):
//! opening a Rush link, a stored run checked and taken up, each capture's
//! verdict, a win, a skip, the next puzzle after a mistake, the clock, the
//! page hidden and shown, and Play again.

use super::{
    packs::Waiting, rush::RushNews, searches::Purpose, Effect, GameStatus, Origin, SoloPage, Sound, Start,
    Tone,
};
use crate::{Outcome, Ticket};
use chesslab_core::{
    numbers::plural,
    solo::{DeadEnd, Link, PackName, RushEnd, RushLink, RushTally},
    task::Event,
};

impl SoloPage {
    /// Opens a Rush link: a new run (from `fresh_seed`), a run by its seed, a
    /// friend's race; the stored run of that link is checked first, and the
    /// run going on stays as it is.
    ///
    /// ```
    /// use chesslab_core::solo::{PackName, RushLink, RushMode};
    /// use chesslab_pages::solo::{PlayerRecord, SoloPage};
    ///
    /// let mut page = SoloPage::new(PlayerRecord::default(), 0.0);
    /// page.open_rush(RushLink::new(RushMode::Three), 7, 1.0);
    /// // Its puzzles are the packs': the page fetches their files, then starts.
    /// for pack in [PackName::Solitaire, PackName::Solo] {
    ///     page.pack_arrived(pack, Ok(pack.data()), 1.0);
    /// }
    /// assert!(page.screen(2.0).playing.starts_with("Rush 3:00 · puzzle 1 · step 1 of 11"));
    /// assert_eq!(page.screen(2.0).clock, "3:00 left · 0 solved · combo 0");
    /// ```
    pub fn open_rush(&mut self, link: RushLink, fresh_seed: u64, now_ms: f64) -> Vec<Effect> {
        self.begin_rush(link, fresh_seed, now_ms);
        self.take()
    }

    /// As [`SoloPage::open_rush`], the effects left gathered.
    pub(super) fn begin_rush(&mut self, link: RushLink, fresh_seed: u64, now_ms: f64) {
        self.packs.stop_waiting();
        self.leave_pack_page();
        self.editing = None;
        // The puzzles are the packs': a new run's seed is chosen first, so the address names it while they come.
        let seed = link.seed.unwrap_or(fresh_seed);
        let link = RushLink { seed: Some(seed), ..link };
        if !self.ramp_ready(&link) {
            return;
        }
        if self.rush.pending_for(&link).is_some() {
            return self.check_stored_rush(now_ms);
        }
        let going_on = self.rush.link().filter(|going| {
            link.seed == going.seed
                && link.mode == going.mode
                && self.rush.run().is_some_and(|run| !run.is_over())
        });
        if going_on.is_some() && matches!(self.origin, Origin::Rush { .. }) {
            self.out.replace_address = Some(self.link());
            return;
        }
        self.leave_run(now_ms);
        self.leave_rush(now_ms);
        match self.rush.begin(link.mode, seed, link.race) {
            Ok((game, origin, note)) => {
                self.load(game, origin, &note, now_ms);
                let racing = self.rush.race().is_some();
                let text = format!("{note} {}", super::rush::rules_text(link.mode, racing));
                self.say(text.clone(), Tone::Info);
                self.announce(text);
            }
            Err(why) => self.say(format!("The Rush cannot start: {why}"), Tone::Error),
        }
    }

    /// The Rush going on is left (another puzzle is opened): it ends as it stands.
    pub(super) fn leave_rush(&mut self, now_ms: f64) {
        self.rush.leave(now_ms);
    }

    /// Whether the Rush's ramp is built; if not, asks for the pack it waits for (opening `link` once it comes).
    fn ramp_ready(&mut self, link: &RushLink) -> bool {
        if self.rush.has_ramp() {
            return true;
        }
        match (self.packs.get(PackName::Solitaire), self.packs.get(PackName::Solo)) {
            (Some(solitaire), Some(solo)) => {
                self.rush.build_ramp(solitaire, solo);
                true
            }
            (solitaire, _) => {
                let missing = if solitaire.is_none() { PackName::Solitaire } else { PackName::Solo };
                self.wait_for_pack(Waiting::Rush(link.clone(), missing));
                self.out.address = Some(Link::Rush(link.clone()));
                self.say("Opening the Rush: its puzzles are on their way…", Tone::Info);
                false
            }
        }
    }

    /// Asks the worker to check the stored Rush against its seed.
    fn check_stored_rush(&mut self, now_ms: f64) {
        let Some(task) = self.rush.pending_check() else { return };
        self.stop_searches(now_ms);
        let ticket = self.searches.start(Purpose::RushCheck, now_ms);
        self.out.start = Some(Start::RushCheck(ticket, task));
        self.say("Checking your Rush…", Tone::Info);
    }

    /// An event of the stored Rush's check named `ticket`: taken up if its
    /// log comes to what it claims, else kept aside (and said) and a new run of its seed starts.
    pub fn rush_check_event(&mut self, ticket: Ticket, event: Event<RushTally>, now_ms: f64) -> Vec<Effect> {
        let wanted = |purpose: Purpose| purpose == Purpose::RushCheck;
        match self.searches.event(ticket, event, now_ms, wanted) {
            Some((_, Outcome::Done { reply, .. })) => self.stored_rush_checked(Ok(&reply), now_ms),
            Some((_, Outcome::Failed { message })) => self.stored_rush_checked(Err(message), now_ms),
            Some((_, Outcome::Running | Outcome::Stale)) | None => {}
        }
        self.take()
    }

    /// The stored Rush's check came to `tally` (or failed: why).
    pub(super) fn stored_rush_checked(&mut self, tally: Result<&RushTally, String>, now_ms: f64) {
        let Some(stored) = self.rush.take_pending() else { return };
        let link =
            RushLink { race: stored.race.clone(), ..RushLink::seeded(stored.run.mode, stored.run.seed) };
        let text = stored.to_storage();
        let taken = tally.and_then(|tally| self.rush.take_up(stored, tally, now_ms));
        match taken {
            Ok(Some(((game, origin, note), played))) => {
                self.leave_run(now_ms);
                self.load(game, origin, &note, now_ms);
                let game = self.play.game_mut();
                let replayed = played.iter().take_while(|&&mv| game.play(mv)).count();
                self.check_position(now_ms);
                let run = self.rush.run().map_or(0, |run| run.solved);
                let text = format!(
                    "Your Rush is back: {} solved, {}.",
                    run,
                    plural(replayed as u64, "capture") + " on this puzzle"
                );
                self.say(text.clone(), Tone::Info);
                self.announce(text);
            }
            Ok(None) => self.begin_rush(link, 0, now_ms),
            Err(why) => {
                self.out.keep_rush_aside = Some(text);
                self.begin_rush(link, 0, now_ms);
                let text = format!(
                    "Your stored Rush does not check ({why}): it is kept aside in this browser's storage, and the run starts again."
                );
                self.say(text.clone(), Tone::Warning);
                self.announce(text);
            }
        }
    }

    /// The dead-end check's verdict on a Rush puzzle (`dead_end`: why no win is left, if none is).
    pub(super) fn rush_verdict(&mut self, dead_end: Option<&DeadEnd>, now_ms: f64) {
        let news = self.rush.verdict(self.origin, dead_end.is_some(), now_ms);
        match news {
            RushNews::Mistake => {
                let reason = dead_end.map_or_else(String::new, |reason| format!(": {reason}"));
                let penalty = self.rush.run().map_or(0.0, |run| run.mode.penalty_ms());
                // Whole seconds as an integer: the page's wasm has no float printer.
                let cost = if penalty > 0.0 {
                    format!(" (−{} s)", (penalty / 1000.0) as u32)
                } else {
                    String::new()
                };
                let text = format!("Mistake{cost}{reason}. Next puzzle…");
                self.say(text.clone(), Tone::Warning);
                self.announce(text);
                if self.game().status() == GameStatus::Playing {
                    self.out.sound = self.sound_on.then_some(Sound::DeadEnd);
                }
            }
            other => self.rush_news(other, now_ms),
        }
    }

    /// The Rush's puzzle was solved.
    pub(super) fn rush_won(&mut self, now_ms: f64) {
        let news = self.rush.won(self.origin, now_ms);
        self.rush_news(news, now_ms);
    }

    /// Says (and does) what the run's news asks: a bonus, the next puzzle, the end.
    fn rush_news(&mut self, news: RushNews, now_ms: f64) {
        match news {
            RushNews::Quiet | RushNews::Mistake => {}
            RushNews::Bonus(seconds) => {
                let combo = self.rush.run().map_or(0, |run| run.combo);
                self.say(format!("Combo {combo}: +{seconds} s!"), Tone::Success);
            }
            RushNews::Next => self.next_rush_puzzle(now_ms),
            RushNews::Over(end) => self.rush_over(end),
        }
    }

    /// The run's next puzzle on the board.
    fn next_rush_puzzle(&mut self, now_ms: f64) {
        if let Some((game, origin, note)) = self.rush.next_puzzle() {
            self.load(game, origin, &note, now_ms);
        }
    }

    /// The run is over: its card is shown.
    fn rush_over(&mut self, end: RushEnd) {
        self.win_closed = false;
        self.play.stop_autoplay();
        let solved = self.rush.run().map_or(0, |run| run.solved);
        let why = match end {
            RushEnd::TimeUp => "Time's up",
            RushEnd::Strikes => "Out of mistakes",
            RushEnd::Cleared => "Every puzzle played",
            RushEnd::Left => "Rush left",
        };
        let text = format!("{why}: {} solved.", solved);
        self.say(text.clone(), Tone::Info);
        self.announce(text);
    }

    /// The Rush's timer: the next puzzle after a mistake, or the clock running out.
    pub(super) fn rush_tick(&mut self, now_ms: f64) {
        if let Some((game, origin, note)) = self.rush.advance(now_ms) {
            self.load(game, origin, &note, now_ms);
            return;
        }
        if let Some(RushNews::Over(end)) = self.rush.tick(now_ms) {
            self.rush_over(end);
        }
    }

    /// Skips the Rush's puzzle (Streak's one skip).
    pub(super) fn skip_rush_puzzle(&mut self, now_ms: f64) {
        match self.rush.skip(self.origin, now_ms) {
            Some(news) => {
                self.say("Skipped: no more skips in this run.", Tone::Info);
                self.rush_news(news, now_ms);
            }
            None => {
                self.say("No skip here: Streak allows one, before the puzzle's first capture.", Tone::Info)
            }
        }
    }

    /// Play again on a Rush's end card: a new run of its mode (not within
    /// 900 ms of its end, so a capture's tap does not start one unseen).
    pub(super) fn rush_again(&mut self, fresh_seed: u64, now_ms: f64) -> bool {
        let Some(mode) = self.rush.run().filter(|run| run.is_over()).map(|run| run.mode) else {
            return false;
        };
        if self.rush.again_allowed(now_ms) {
            self.begin_rush(RushLink::new(mode), fresh_seed, now_ms);
        }
        true
    }

    /// The stored Rush or best scores could not be read (`error` says why);
    /// the web layer kept the text aside under `kept_as`.
    pub fn stored_rush_unreadable(&mut self, error: &str, kept_as: &str) -> Vec<Effect> {
        self.say(
            format!("Your Rush could not be read ({error}). It is kept aside as '{kept_as}'."),
            Tone::Warning,
        );
        self.take()
    }
}
