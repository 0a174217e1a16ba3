//! Which puzzle is on the board, by what it is (a [`Puzzle`]: a pack
//! puzzle, a daily, a challenge puzzle, a generated puzzle or a position),
//! the link that names it, and opening any link: the page always shows a
//! puzzle in its context, and `#/solo` goes back to the one the player was on.

use super::{
    challenge::Opening,
    packs::{Unavailable, Waiting},
    searches::Purpose,
    texts::clock,
    Effect, GameStatus, Origin, PackProgress, RushBests, SavedGame, SavedGames, SoloPage, Source, StoredRun,
    StoredRush, Tone, DEFAULT_PUZZLE,
};
use crate::solo::Game;
use chesslab_core::{
    excerpt::shorten,
    numbers::plural,
    solo::{
        daily_options, day_of, parse_move, ChallengeLink, CodeError, GenerateTask, Link, PackLink, PackName,
        Puzzle, PuzzleId, RunId, CHALLENGE_LENGTH,
    },
};

impl SoloPage {
    /// The puzzle on the board, by what it is.
    ///
    /// ```
    /// use chesslab_core::solo::{Puzzle, RulesPreset};
    /// use chesslab_pages::solo::{PlayerRecord, SoloPage};
    ///
    /// let page = SoloPage::new(PlayerRecord::default(), 0.0);
    /// let example = Puzzle::Position { code: "2Q1/2R1/N3/1P2".into(), rules: RulesPreset::Solitaire };
    /// assert_eq!(page.puzzle(), example);
    /// ```
    #[must_use]
    pub fn puzzle(&self) -> Puzzle {
        match self.origin {
            Origin::Pack { id, .. } | Origin::Rush { id, .. } => Puzzle::Pack(id),
            Origin::Generated { task, daily: Some(day), .. } => Puzzle::Daily { day, rules: task.rules },
            Origin::Generated { task, daily: None, .. } => Puzzle::Generated(task),
            Origin::Challenge { run, index, .. } => Puzzle::Challenge { run, index },
            Origin::Opened(_) => Puzzle::Position { code: self.game().code(), rules: self.game().rules() },
        }
    }

    /// The link to what the page shows: the pack page, the run's puzzle
    /// (also while it is being made), the edited position, or the puzzle.
    #[must_use]
    pub fn link(&self) -> Link {
        if let Some(pack) = self.packs.page() {
            return Link::Pack(PackLink::Page(pack));
        }
        // A pack puzzle or page waiting for its pack is named already: a reload opens it.
        if let Some(waiting) = self.packs.waiting() {
            return waiting.link();
        }
        // A puzzle being made is named already: a reload makes it again.
        if let Some(Purpose::Generate { task, daily }) = self.running() {
            return Link::Puzzle(match daily {
                Some(day) => Puzzle::Daily { day, rules: task.rules },
                None => Puzzle::Generated(task),
            });
        }
        if matches!(self.origin, Origin::Rush { .. }) {
            if let Some(rush) = self.rush.link() {
                return Link::Rush(rush);
            }
        }
        if let Some(run) = self.challenge_run() {
            return match run.is_over() {
                true => run.link(),
                false => Link::Puzzle(Puzzle::Challenge { run: run.id(), index: run.index }),
            };
        }
        match self.edited_code() {
            Some(code) => Link::puzzle(&code, self.game().rules()),
            None => Link::Puzzle(self.puzzle()),
        }
    }

    /// The link Share link gives: as [`SoloPage::link`], but a challenge
    /// shares its whole run (a friend plays it from its first puzzle).
    #[must_use]
    pub fn share_link(&self) -> Link {
        match self.challenge_run() {
            Some(run) => run.link(),
            None => self.link(),
        }
    }

    /// Opens what `link` names; a link naming what is shown changes nothing,
    /// so a running search goes on.
    ///
    /// # Errors
    /// The [`CodeError`] of a position the link names but no game accepts; the page keeps what it showed.
    pub fn open_link(&mut self, link: Link, now_ms: f64) -> Result<Vec<Effect>, CodeError> {
        // A page opened by a test or a tool has no random numbers: the time seeds a new run.
        self.open_link_seeded(link, now_ms.to_bits(), now_ms)
    }

    /// As [`SoloPage::open_link`], with `fresh_seed` (a random number) for
    /// the seed of a new challenge run, when the link asks for one
    /// (`#/solo/challenge`).
    ///
    /// # Errors
    /// As [`SoloPage::open_link`].
    pub fn open_link_seeded(
        &mut self,
        link: Link,
        fresh_seed: u64,
        now_ms: f64,
    ) -> Result<Vec<Effect>, CodeError> {
        if link == self.link() && link != Link::Current {
            return Ok(self.take());
        }
        match link {
            Link::Current => self.open_current(now_ms)?,
            Link::Run(run) => return Ok(self.open_challenge(run, fresh_seed, now_ms)),
            Link::Rush(rush) => return Ok(self.open_rush(rush, fresh_seed, now_ms)),
            Link::Pack(PackLink::Page(pack)) => self.show_pack_page(pack, None),
            Link::Pack(PackLink::Missing { pack, error }) => {
                self.show_pack_page(pack, Some(format!("That link names no puzzle: {error}.")));
                self.out.address = Some(self.link());
            }
            Link::TodaysDaily(rules) => {
                self.open_puzzle(Puzzle::Daily { day: day_of(now_ms), rules }, now_ms)?
            }
            Link::Puzzle(puzzle) => self.open_puzzle(puzzle, now_ms)?,
        }
        Ok(self.take())
    }

    /// Starts the run `link` names (a new one from `fresh_seed`, a daily one
    /// from today at `now_ms`) and asks for its first puzzle. The link of the
    /// run going on changes nothing, unless its puzzle is missing (its
    /// making was cancelled): then it is asked for again.
    pub fn open_challenge(&mut self, link: ChallengeLink, fresh_seed: u64, now_ms: f64) -> Vec<Effect> {
        self.begin_challenge(link, fresh_seed, now_ms);
        self.take()
    }

    /// As [`SoloPage::open_challenge`], the effects left gathered.
    pub(super) fn begin_challenge(&mut self, link: ChallengeLink, fresh_seed: u64, now_ms: f64) {
        self.packs.stop_waiting();
        let (run, opening) = self.challenge.open(link, fresh_seed, now_ms);
        match opening {
            Opening::CheckStored => self.check_stored_run(now_ms),
            Opening::GoingOn => {
                self.leave_pack_page();
                let on_board = self.challenge.counts_mistakes(self.origin);
                if !on_board && self.searches.purpose().is_none() {
                    self.ask_for_run_puzzle(0, now_ms);
                }
                // The run's link names its puzzle in place (Back does not come back to the run's bare link).
                self.out.replace_address = Some(self.link());
            }
            Opening::New => {
                self.leave_pack_page();
                self.editing = None;
                self.leave_run(now_ms);
                self.challenge.begin(run);
                // The run's puzzle at once: its address when made is the same, one history entry.
                self.out.address = Some(self.link());
                self.ask_for_run_puzzle(0, now_ms);
            }
        }
    }

    /// `#/solo`: the puzzle the player was on. On a page that shows nothing
    /// yet, the last puzzle stored in progress; else what the page shows.
    /// Either way the address names it, in place of `#/solo`.
    pub(super) fn open_current(&mut self, now_ms: f64) -> Result<(), CodeError> {
        let untouched = matches!(self.origin, Origin::Opened(Source::Example))
            && self.game().played().is_empty()
            && self.game().code() == DEFAULT_PUZZLE;
        match self.saved.last().filter(|_| untouched) {
            Some(puzzle) => self.open_puzzle(puzzle, now_ms)?,
            None => {
                if self.leave_pack_page() {
                    self.say(self.playing_text(), Tone::Info);
                }
            }
        }
        // `#/solo` is replaced, not followed: Back does not come back to it.
        self.out.address = None;
        self.out.replace_address = Some(self.link());
        Ok(())
    }

    /// Opens `puzzle` in its context (its pack, its day, its run).
    pub(super) fn open_puzzle(&mut self, puzzle: Puzzle, now_ms: f64) -> Result<(), CodeError> {
        // A Rush's puzzle is a pack puzzle played in the run: its own link opens it in its pack.
        let in_rush = matches!(self.origin, Origin::Rush { .. });
        if puzzle == self.puzzle() && self.editing.is_none() && self.challenge_run().is_none() && !in_rush {
            if self.leave_pack_page() {
                self.say(self.playing_text(), Tone::Info);
            }
            return Ok(());
        }
        match puzzle {
            Puzzle::Position { code, rules } => {
                let game = Game::new(&code, rules)?;
                self.leave_pack_page();
                self.editing = None;
                self.load(game, Origin::Opened(Source::Link), "Puzzle loaded from the link.", now_ms);
            }
            Puzzle::Pack(id) => self.open_pack_puzzle(id, now_ms),
            Puzzle::Daily { day, rules } => self.make(daily_options(day, rules), Some(day), now_ms),
            Puzzle::Generated(task) => self.make(task, None, now_ms),
            Puzzle::Challenge { run, index } => self.open_run_puzzle(run, index, now_ms),
        }
        Ok(())
    }

    /// Plays pack puzzle `id`.
    pub(super) fn open_pack_puzzle(&mut self, id: PuzzleId, now_ms: f64) {
        match self.packs.puzzle(id) {
            Ok(puzzle) => {
                self.leave_pack_page();
                self.editing = None;
                self.load(puzzle.game, puzzle.origin, &puzzle.note, now_ms);
                self.record.rate_attempt(puzzle.rated);
            }
            Err(Unavailable::NotHere) => self.wait_for_pack(Waiting::Puzzle(id)),
            Err(Unavailable::Broken(why)) => self.show_pack_page(id.pack, Some(why)),
        }
    }

    /// Shows the pack page of `pack` (the game stays as it was, behind it), with `notice` above its tiles.
    pub(super) fn show_pack_page(&mut self, pack: PackName, notice: Option<String>) {
        if !self.packs.has(pack) {
            return self.wait_for_pack(Waiting::Page(pack, notice));
        }
        let (text, tone) = self.packs.show(pack, notice);
        self.say(text, tone);
    }

    /// Opens `waiting` when its pack's data arrives, asking for it unless it is on its way;
    /// the game stays on the board meanwhile, and the address names what waits.
    pub(super) fn wait_for_pack(&mut self, waiting: Waiting) {
        let pack = waiting.pack();
        if self.packs.wait_for(waiting) {
            self.out.fetch_pack = Some(pack);
        }
        self.say(super::texts::opening_pack(pack), Tone::Info);
    }

    /// Pack `pack`'s data file arrived as `text`, or did not (`Err`: why,
    /// as the browser said): opens what waited for it, or says why it cannot
    /// (the game stays, and the next opening asks for the pack again).
    pub fn pack_arrived(&mut self, pack: PackName, text: Result<&str, &str>, now_ms: f64) -> Vec<Effect> {
        match self.packs.arrived(pack, text) {
            None => {}
            Some(Ok(Waiting::Puzzle(id))) => {
                self.open_pack_puzzle(id, now_ms);
                // The address has named the puzzle since it was asked for.
                self.out.address = None;
            }
            Some(Ok(Waiting::Page(pack, notice))) => self.show_pack_page(pack, notice),
            Some(Ok(Waiting::Rush(link, _))) => {
                self.begin_rush(link, now_ms.to_bits(), now_ms);
                // The address has named the run since it was asked for.
                self.out.address = None;
            }
            Some(Err(why)) => {
                let text = format!(
                    "The {} pack could not be loaded ({why}). Check the connection, then open it again.",
                    pack.title()
                );
                self.say(text, Tone::Error);
                self.out.replace_address = Some(self.link());
            }
        }
        self.take()
    }

    /// Hides the pack page, if shown (telling whether it was).
    pub(super) fn leave_pack_page(&mut self) -> bool {
        self.packs.leave()
    }

    /// Asks the generator for the puzzle `task` makes, unless it is being made.
    pub(super) fn make(&mut self, task: GenerateTask, daily: Option<i64>, now_ms: f64) {
        self.leave_pack_page();
        self.editing = None;
        if self.running() != Some(Purpose::Generate { task, daily }) {
            self.start_generate(task, daily, now_ms);
        }
    }

    /// Puzzle `index` of `run`: the run going on, from where it stands; else
    /// the run from its first puzzle (a run is played in order).
    pub(super) fn open_run_puzzle(&mut self, run: RunId, index: usize, now_ms: f64) {
        let going_on = self.challenge_run().is_some_and(|going| going.id() == run && !going.is_over());
        self.begin_challenge(run.into(), now_ms.to_bits(), now_ms);
        if !going_on && index > 0 {
            let text = format!(
                "A challenge is played in order: this run starts at puzzle 1 of {CHALLENGE_LENGTH}, not {}.",
                index + 1
            );
            self.say(text.clone(), Tone::Info);
            self.announce(text);
        }
    }
}

impl SoloPage {
    /// What was stored, read at start (before any link is opened), to each part it is for.
    pub fn restore(&mut self, stored: Stored) {
        match stored {
            Stored::Games(saved) => self.saved = saved,
            Stored::Run(run) => self.challenge.set_pending(run),
            Stored::Packs(progress) => self.packs.set_progress(progress),
            Stored::Rush(rush) => self.rush.set_pending(rush),
            Stored::RushBests(bests) => self.rush.set_bests(bests),
        }
    }

    /// The stored games could not be read (`error` says why); the web layer
    /// kept their text aside under `kept_as`. Play starts afresh and says so.
    pub fn saved_games_unreadable(&mut self, error: &str, kept_as: &str) -> Vec<Effect> {
        let text = format!(
            "Your games in progress could not be read ({error}). They are kept aside in this browser's \
             storage as '{kept_as}'."
        );
        self.say(text, Tone::Warning);
        self.take()
    }

    /// Stores the game's clock as it stands at `now_ms`, when it runs and
    /// was last stored `every_ms` ago or more (the page calls this every
    /// second with a few seconds, and with 0 as it is hidden or closed), so a
    /// crash or a dropped tab costs at most those seconds. No effect when nothing is due.
    pub fn keep_time(&mut self, now_ms: f64, every_ms: f64) -> Vec<Effect> {
        if self.record.note_time(now_ms, every_ms) {
            return self.take();
        }
        Vec::new()
    }

    /// The page went out of sight at `now_ms` (`in_sight` false: another page of the app, a
    /// hidden tab) or came back (true): the game's clock, stored as it stands as it goes, stops
    /// while the player is away, and goes on from there.
    pub fn set_in_sight(&mut self, in_sight: bool, now_ms: f64) -> Vec<Effect> {
        // A Rush's clock stands still too, as a closed app's would; it is stored as it stands.
        self.rush.visible(in_sight, now_ms);
        if in_sight {
            self.record.shown_again(now_ms);
            return Vec::new();
        }
        let noted = self.record.note_time(now_ms, 0.0);
        self.record.hidden(now_ms);
        self.out.save_rush = self.rush.run().is_some();
        if noted || self.out.save_rush {
            return self.take();
        }
        Vec::new()
    }

    /// The stored run could not be read (`error` says why); the web layer
    /// kept its text aside under `kept_as`.
    pub fn stored_run_unreadable(&mut self, error: &str, kept_as: &str) -> Vec<Effect> {
        let text =
            format!("Your challenge run could not be read ({error}). It is kept aside as '{kept_as}'.");
        self.say(text, Tone::Warning);
        self.take()
    }

    /// The stored pack progress could not be read (`error` says why); the
    /// web layer has kept its text aside under `kept_as`. The page starts afresh and says so.
    pub fn pack_progress_unreadable(&mut self, error: &str, kept_as: &str) {
        self.packs.unreadable(error, kept_as);
    }

    /// The stored record could not be read (`error` says why; the web layer
    /// kept its text aside under `kept_as`, see [`super::read_stored_record`]):
    /// "Your progress" says so.
    pub fn record_unreadable(&mut self, error: &str, kept_as: &str) {
        self.record.unreadable(error, kept_as);
    }

    /// Takes up the stored game on the puzzle just put on the board, if one
    /// is stored: its moves are replayed, each checked, then its hints,
    /// undos and clock. Says what came back; a game that does not replay is
    /// kept aside and the puzzle starts afresh.
    pub(super) fn resume_saved(&mut self, now_ms: f64) -> Option<String> {
        if matches!(self.origin, Origin::Challenge { .. } | Origin::Rush { .. }) {
            return None;
        }
        let puzzle = self.puzzle();
        let saved = self.saved.get(&puzzle)?.clone();
        let rules = self.game().rules().rules();
        let mut refused = None;
        for text in &saved.moves {
            let played =
                parse_move(text, self.game().position(), rules).is_ok_and(|mv| self.play.game_mut().play(mv));
            if !played {
                refused = Some(format!("{} is not a capture there", shorten(text)));
                break;
            }
        }
        if refused.is_none() && self.game().status() == GameStatus::Won {
            refused = Some("they already solve it".to_string());
        }
        if let Some(why) = refused {
            self.play.game_mut().restart();
            self.saved.set_aside(&puzzle);
            self.out.save_games = true;
            return Some(format!(
                "Your stored moves on this puzzle do not check ({why}): they are kept aside, and the puzzle starts afresh."
            ));
        }
        self.record.resume(saved.hints, saved.undos, saved.clock_ms, now_ms);
        let clock = clock(saved.clock_ms.unwrap_or(0.0) / 1000.0);
        Some(format!(
            "Your game is back: {}, {clock} on the clock.",
            plural(saved.moves.len() as u64, "move")
        ))
    }

    /// Stores the game on the board as it stands, if it changed: its moves,
    /// hints, undos and clock, under its identity, and notes it as the
    /// puzzle the player is on (a won game is forgotten). Not while editing;
    /// a challenge's puzzle only as the one the player is on.
    pub(super) fn keep_game(&mut self) {
        // A Rush is stored whole, and checked when it is taken up.
        if self.editing.is_some() || matches!(self.origin, Origin::Rush { .. }) {
            return;
        }
        let puzzle = self.puzzle();
        let mut changed = self.saved.set_current(&puzzle);
        if matches!(self.origin, Origin::Challenge { .. }) {
            // The run is stored whole, and checked when it is taken up.
            self.out.save_games |= changed;
            return;
        }
        if self.game().status() == GameStatus::Won {
            changed |= self.saved.remove(&puzzle);
        } else {
            let attempt = self.record.attempt();
            changed |= self.saved.put(SavedGame {
                puzzle: puzzle.fragment(),
                moves: self.game().played_texts(),
                hints: attempt.hints,
                undos: attempt.undos,
                clock_ms: self.record.clock_ms(),
            });
        }
        self.out.save_games |= changed;
    }
}

impl SoloPage {
    /// Hands the challenge run to be stored when it changed (a run left, or none, removes it).
    pub(super) fn keep_run(&mut self) {
        self.out.save_run |= self.challenge.store_due(self.record.clock_ms());
    }
}

/// What the page stores apart from the record, read back at start ([`SoloPage::restore`]).
#[derive(Clone, Debug)]
pub enum Stored {
    /// The games in progress.
    Games(SavedGames),
    /// The challenge run (not checked yet: it is replayed against its seed when opened).
    Run(StoredRun),
    /// The packs' progress.
    Packs(PackProgress),
    /// The Rush (not checked yet: it is replayed against its seed when its link is opened).
    Rush(StoredRush),
    /// The best Rush scores.
    RushBests(RushBests),
}
