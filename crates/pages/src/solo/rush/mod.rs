//! Solo Rush as the Solo page plays it: puzzles from the ramp one after
//! another against a clock (`chesslab_core::solo::RushRun` keeps the score),
//! a capture after which no win is left is the mistake, and the run is
//! stored after every capture so that a reload takes it up where it was.
//!
//! The page tells the part what happens: a capture ([`Rush::moved`]), the
//! dead-end check's verdict on it ([`Rush::verdict`]), a win
//! ([`Rush::won`]), time passing ([`Rush::tick`]), the page hidden or shown.
//! After a mistake the board stays for [`MOVE_ON_MS`] with its reason (the
//! clock stopped), then the next puzzle comes ([`Rush::advance`]). Every
//! capture's verdict is waited for before the next, so the stored log can be
//! judged again by the worker (`chesslab_core::solo::RushCheckTask`).

mod end_card;
mod stored;

pub use end_card::RushBest;
pub use stored::{RushBests, StoredRush, StoredRushError, RUSH_BESTS_KEY, RUSH_KEPT_KEY, RUSH_KEY};

use chesslab_core::solo::{
    Move, Pack, PuzzleId, Race, RushCheckTask, RushEnd, RushLink, RushMode, RushPuzzle, RushRamp, RushRun,
    RushStep, RushTally,
};

use super::{texts::clock, Game, Origin};

/// A puzzle to put on the board: the game, its origin, what to say.
pub type Loaded = (Game, Origin, String);

/// How long a mistake's reason stays on the board before the next puzzle (milliseconds).
pub const MOVE_ON_MS: f64 = 1_200.0;

/// How long Play again stays inert after a run ends (lichess's Storm: 900 ms).
pub const AGAIN_GUARD_MS: f64 = 900.0;

/// What `mode` asks of the player, said as a run starts (`racing`: a friend's run is raced).
///
/// ```
/// use chesslab_core::solo::RushMode;
///
/// let text = chesslab_pages::solo::rush_rules_text(RushMode::Streak, false);
/// assert_eq!(text, "No clock: the first capture that loses its puzzle ends the run, and one puzzle may be skipped.");
/// ```
#[must_use]
pub fn rules_text(mode: RushMode, racing: bool) -> String {
    let rules = match mode {
        RushMode::Three => "3 minutes from your first capture: a capture that loses its puzzle costs 10 s, and combos add time.",
        RushMode::Five => "5 minutes from your first capture: the third capture that loses its puzzle ends the run.",
        RushMode::Survival => "No clock: the third capture that loses its puzzle ends the run.",
        RushMode::Streak => "No clock: the first capture that loses its puzzle ends the run, and one puzzle may be skipped.",
    };
    if racing {
        format!("{rules} Your friend's score is beside yours, at the same time played (their times are as their link says: nothing can check them).")
    } else {
        rules.to_string()
    }
}

/// The Rush part of the Solo page: the run going on (or over, until left),
/// the ramp it is picked from, a stored run to check, and the best scores.
#[derive(Clone, Debug, Default)]
pub struct Rush {
    state: Option<RushState>,
    /// The ramp, built from the packs once both have arrived.
    ramp: Option<RushRamp>,
    /// The stored run, read at start, until its link opens it and the worker checks it.
    pending: Option<StoredRush>,
    bests: RushBests,
    /// The run as last handed to be stored (its captures and end), to store it only when they change.
    stored_digest: Option<String>,
    /// The best scores changed since they were last handed to be stored.
    bests_due: bool,
}

#[derive(Clone, Debug)]
struct RushState {
    run: RushRun,
    puzzles: Vec<RushPuzzle>,
    /// The captures (or the skip) on each puzzle reached.
    log: Vec<Vec<String>>,
    race: Option<Race>,
    /// A capture was played and its verdict is still to come.
    verdict_due: bool,
    /// After a mistake: when the next puzzle comes.
    moving_on: Option<f64>,
    /// When the run ended (Play again waits [`AGAIN_GUARD_MS`] after it).
    ended_ms: Option<f64>,
}

/// What a verdict or a win did to the run, for the page to say.
#[derive(Clone, Debug, PartialEq)]
pub enum RushNews {
    /// Nothing to say (not a Rush puzzle, or a right capture without a bonus).
    Quiet,
    /// A combo bonus (seconds).
    Bonus(u32),
    /// A mistake: the reason is shown, and the next puzzle comes after [`MOVE_ON_MS`].
    Mistake,
    /// On to the next puzzle at once.
    Next,
    /// The run is over.
    Over(RushEnd),
}

impl Rush {
    /// The run, while it goes on or its end card is shown.
    #[must_use]
    pub fn run(&self) -> Option<&RushRun> {
        self.state.as_ref().map(|state| &state.run)
    }

    /// The friend's run raced, if any.
    #[must_use]
    pub fn race(&self) -> Option<&Race> {
        self.state.as_ref().and_then(|state| state.race.as_ref())
    }

    /// The best scores kept.
    #[must_use]
    pub const fn bests(&self) -> &RushBests {
        &self.bests
    }

    /// Sets the stored best scores.
    pub fn set_bests(&mut self, bests: RushBests) {
        self.bests = bests;
    }

    /// Sets the stored run, to check when its link is opened.
    pub fn set_pending(&mut self, stored: StoredRush) {
        self.pending = Some(stored);
    }

    /// The stored run waiting for `link`'s check, if the link names it.
    pub fn pending_for(&self, link: &RushLink) -> Option<&StoredRush> {
        self.pending
            .as_ref()
            .filter(|stored| Some(stored.run.seed) == link.seed && stored.run.mode == link.mode)
    }

    /// The stored run waiting to be checked (any link), taken.
    pub fn take_pending(&mut self) -> Option<StoredRush> {
        self.pending.take()
    }

    /// Whether `origin` is the Rush's puzzle in play.
    #[must_use]
    pub fn in_play(&self, origin: Origin) -> bool {
        matches!(origin, Origin::Rush { index, .. } if self.run().is_some_and(|run| run.index == index && !run.is_over()))
    }

    /// Whether the puzzle on the board (`origin`) is a Rush's and the run is over.
    #[must_use]
    pub fn over_here(&self, origin: Origin) -> bool {
        matches!(origin, Origin::Rush { .. }) && self.run().is_some_and(RushRun::is_over)
    }

    /// Whether the ramp is built (its packs have arrived).
    #[must_use]
    pub const fn has_ramp(&self) -> bool {
        self.ramp.is_some()
    }

    /// Builds the ramp from the two packs (the Solitaire pack's and the Solo pack's).
    pub fn build_ramp(&mut self, solitaire: &Pack, solo: &Pack) {
        self.ramp = Some(RushRamp::new(solitaire, solo));
    }

    /// The check of the stored run waiting (`None`: none waits, or the ramp is not built yet).
    #[must_use]
    pub fn pending_check(&self) -> Option<RushCheckTask> {
        let (stored, ramp) = (self.pending.as_ref()?, self.ramp.as_ref()?);
        Some(RushCheckTask::new(stored.run.mode, &ramp.run(stored.run.seed), stored.log.clone()))
    }

    /// Starts `mode` from `seed` (racing `race`), on its first puzzle: the game to load.
    ///
    /// # Errors
    /// When the ramp is not built (its packs have not arrived).
    pub fn begin(&mut self, mode: RushMode, seed: u64, race: Option<Race>) -> Result<Loaded, String> {
        let puzzles = self.ramp.as_ref().ok_or("its puzzles have not arrived")?.run(seed);
        self.state = Some(RushState {
            run: RushRun::start(mode, seed),
            puzzles,
            log: vec![Vec::new()],
            race,
            verdict_due: false,
            moving_on: None,
            ended_ms: None,
        });
        self.puzzle_here()
    }

    /// The run's current puzzle as a game to load, with its origin and note.
    fn puzzle_here(&self) -> Result<Loaded, String> {
        let state = self.state.as_ref().ok_or("no Rush")?;
        let index = state.run.index;
        let puzzle = state.puzzles.get(index).ok_or("no puzzle left")?;
        let game = Game::new(&puzzle.code, puzzle.id.pack.rules()).map_err(|error| error.to_string())?;
        let origin = Origin::Rush { index, id: puzzle.id, step: puzzle.step };
        let note = format!("{} · puzzle {}: {} pieces.", state.run.mode.title(), index + 1, puzzle.pieces);
        Ok((game, origin, note))
    }

    /// The link of the run going on (with its seed and race).
    #[must_use]
    pub fn link(&self) -> Option<RushLink> {
        let state = self.state.as_ref()?;
        Some(RushLink { race: state.race.clone(), ..RushLink::seeded(state.run.mode, state.run.seed) })
    }

    /// A capture `mv` was played on the Rush's puzzle (`origin`) at `now_ms`: logged, the clock started.
    pub fn moved(&mut self, origin: Origin, mv: Move, now_ms: f64) {
        if !self.in_play(origin) {
            return;
        }
        let Some(state) = self.state.as_mut() else { return };
        if let Some(actions) = state.log.last_mut() {
            actions.push(mv.to_string());
        }
        state.run.moved(now_ms);
        state.verdict_due = true;
    }

    /// The dead-end check's verdict on the Rush's puzzle (`origin`): `lost` when no win is left.
    pub fn verdict(&mut self, origin: Origin, lost: bool, now_ms: f64) -> RushNews {
        if !self.in_play(origin) {
            return RushNews::Quiet;
        }
        let Some(state) = self.state.as_mut() else { return RushNews::Quiet };
        if !state.verdict_due {
            return RushNews::Quiet;
        }
        state.verdict_due = false;
        match state.run.capture(!lost, now_ms) {
            RushStep::Right { bonus_ms } if bonus_ms > 0.0 => RushNews::Bonus((bonus_ms / 1000.0) as u32),
            RushStep::Right { .. } | RushStep::Next => RushNews::Quiet,
            RushStep::Mistake => {
                state.run.pause(now_ms);
                state.moving_on = Some(now_ms + MOVE_ON_MS);
                RushNews::Mistake
            }
            RushStep::Over(end) => self.ended(end, now_ms),
        }
    }

    /// The Rush's puzzle (`origin`) was solved at `now_ms` (its last capture needs no verdict).
    pub fn won(&mut self, origin: Origin, now_ms: f64) -> RushNews {
        if !self.in_play(origin) {
            return RushNews::Quiet;
        }
        let Some(state) = self.state.as_mut() else { return RushNews::Quiet };
        state.verdict_due = false;
        if let RushStep::Over(end) = state.run.capture(true, now_ms) {
            return self.ended(end, now_ms);
        }
        let step = state.run.solved(now_ms);
        self.moved_on(step, now_ms)
    }

    /// Skips the Rush's puzzle (Streak) at `now_ms`; `None` when no skip is left.
    pub fn skip(&mut self, origin: Origin, now_ms: f64) -> Option<RushNews> {
        if !self.can_skip(origin) {
            return None;
        }
        let state = self.state.as_mut()?;
        let step = state.run.skip(now_ms)?;
        if let Some(actions) = state.log.last_mut() {
            actions.push(chesslab_core::solo::SKIP.to_string());
        }
        Some(self.moved_on(step, now_ms))
    }

    /// The run moved past its puzzle (a win or a skip) as `step` says: the next puzzle's log begins, or the run ended.
    fn moved_on(&mut self, step: RushStep, now_ms: f64) -> RushNews {
        match step {
            RushStep::Over(end) => self.ended(end, now_ms),
            _ => {
                if let Some(state) = self.state.as_mut() {
                    state.log.push(Vec::new());
                }
                RushNews::Next
            }
        }
    }

    /// The run ended as `end` at `now_ms`: its score goes among the bests.
    fn ended(&mut self, end: RushEnd, now_ms: f64) -> RushNews {
        if let Some(state) = self.state.as_mut() {
            state.moving_on = None;
            state.ended_ms.get_or_insert(now_ms);
            self.bests.add(state.run.mode, state.run.solved, now_ms);
            self.bests_due = true;
        }
        RushNews::Over(end)
    }

    /// After a mistake, the next puzzle is due at `now_ms`: the game to load (the clock runs again).
    pub fn advance(&mut self, now_ms: f64) -> Option<Loaded> {
        let state = self.state.as_mut()?;
        let due = state.moving_on.is_some_and(|at| at <= now_ms);
        if !due {
            return None;
        }
        state.moving_on = None;
        state.log.push(Vec::new());
        state.run.resume(now_ms);
        self.puzzle_here().ok()
    }

    /// The next puzzle after a win or a skip: the game to load.
    pub fn next_puzzle(&self) -> Option<Loaded> {
        self.run().filter(|run| !run.is_over())?;
        self.puzzle_here().ok()
    }

    /// Reads the clock at `now_ms`: `Some` when the time ran out just now.
    pub fn tick(&mut self, now_ms: f64) -> Option<RushNews> {
        let state = self.state.as_mut()?;
        if state.run.is_over() {
            return None;
        }
        let end = state.run.tick(now_ms)?;
        Some(self.ended(end, now_ms))
    }

    /// When the page should tick next: the next puzzle after a mistake, or the clock running out.
    #[must_use]
    pub fn next_tick(&self) -> Option<f64> {
        let state = self.state.as_ref()?;
        state.moving_on.or_else(|| state.run.ends_at())
    }

    /// The page is shown (`true`) or hidden at `now_ms`: the clock goes on or stops, as a closed app's would.
    pub fn visible(&mut self, shown: bool, now_ms: f64) {
        let Some(state) = self.state.as_mut() else { return };
        if !shown {
            state.run.pause(now_ms);
        } else if state.moving_on.is_none() {
            state.run.resume(now_ms);
        }
    }

    /// Why the player's capture cannot be taken now, on the Rush's puzzle (`origin`).
    #[must_use]
    pub fn holds(&self, origin: Origin) -> Option<&'static str> {
        if self.over_here(origin) {
            return Some("The Rush is over: its result is on its card, and Play again starts another.");
        }
        let state = self.state.as_ref().filter(|_| matches!(origin, Origin::Rush { .. }))?;
        // After a mistake the run is on its next puzzle already, while the board shows the lost one.
        if state.moving_on.is_some() {
            return Some("That capture lost the puzzle: the next one comes in a moment.");
        }
        state.verdict_due.then_some("One moment: your last capture is being checked.")
    }

    /// Whether Play again may start a new run at `now_ms` (not within [`AGAIN_GUARD_MS`] of the end).
    #[must_use]
    pub fn again_allowed(&self, now_ms: f64) -> bool {
        self.state
            .as_ref()
            .and_then(|state| state.ended_ms)
            .is_none_or(|ended| now_ms >= ended + AGAIN_GUARD_MS)
    }

    /// The player leaves the run at `now_ms` (another puzzle, another page's link): it ends as it stands.
    pub fn leave(&mut self, now_ms: f64) {
        let Some(state) = self.state.as_mut() else { return };
        if state.run.is_over() {
            self.state = None;
            return;
        }
        if state.run.started() {
            state.run.leave(now_ms);
            let (mode, solved) = (state.run.mode, state.run.solved);
            self.bests.add(mode, solved, now_ms);
            self.bests_due = true;
        }
        self.state = None;
    }

    /// The clock line while the Rush's puzzle (`origin`) is played: "2:41 · 7 solved · combo 4".
    #[must_use]
    pub fn clock_text(&self, origin: Origin, now_ms: f64) -> Option<String> {
        let state = self.state.as_ref()?;
        if !matches!(origin, Origin::Rush { .. }) {
            return None;
        }
        let run = &state.run;
        let mut parts = Vec::new();
        if let Some(left) = run.left_at(now_ms) {
            parts.push(format!("{} left", clock((left / 1000.0).ceil())));
        }
        parts.push(format!("{} solved", run.solved));
        parts.push(format!("combo {}", run.combo));
        if let Some(left) = run.strikes_left() {
            parts.push(format!("{}{}", "✕".repeat(run.wrong.min(3) as usize), "○".repeat(left as usize)));
        }
        if let Some(race) = &state.race {
            let at = (run.played_at(now_ms) / 100.0) as u32;
            let (_, solved) = race.by(at);
            parts.push(format!("friend: {solved}"));
        }
        Some(parts.join(" · "))
    }

    /// The line saying what is played: "Rush 3:00 · puzzle 8 · step 2 of 11".
    #[must_use]
    pub fn title(&self, origin: Origin) -> Option<String> {
        let run = self.run()?;
        let Origin::Rush { index, step, .. } = origin else { return None };
        Some(if run.is_over() {
            format!("{} over · {} solved", run.mode.title(), run.solved)
        } else {
            format!(
                "{} · puzzle {} · step {step} of {}",
                run.mode.title(),
                index + 1,
                chesslab_core::solo::RUSH_STEPS
            )
        })
    }

    /// Whether Skip can be pressed on the Rush's puzzle (`origin`).
    #[must_use]
    pub fn can_skip(&self, origin: Origin) -> bool {
        self.holds(origin).is_none()
            && self.in_play(origin)
            && self
                .state
                .as_ref()
                .is_some_and(|state| state.run.can_skip() && state.log.last().is_some_and(Vec::is_empty))
    }

    /// The ids of the puzzles failed in the run.
    #[must_use]
    pub fn failed(&self) -> Vec<PuzzleId> {
        let Some(state) = &self.state else { return Vec::new() };
        state
            .run
            .failed
            .iter()
            .filter_map(|&index| state.puzzles.get(index).map(|puzzle| puzzle.id))
            .collect()
    }

    /// The highest step reached.
    #[must_use]
    pub fn step_reached(&self) -> u8 {
        let Some(state) = &self.state else { return 0 };
        let index = state.run.index.min(state.puzzles.len().saturating_sub(1));
        state.puzzles.get(index).map_or(0, |puzzle| puzzle.step)
    }

    /// The run to store, its clock read at `now_ms` (`None`: none to keep).
    #[must_use]
    pub fn stored(&self, now_ms: f64) -> Option<StoredRush> {
        let state = self.state.as_ref()?;
        let mut run = state.run.clone();
        run.pause(now_ms);
        // A run over is not taken up: its score is among the bests already.
        (run.started() && !run.is_over()).then(|| StoredRush {
            run: run.stopped(),
            log: state.log.clone(),
            race: state.race.clone(),
        })
    }

    /// Whether the best scores changed since this was last asked.
    pub fn bests_changed(&mut self) -> bool {
        std::mem::take(&mut self.bests_due)
    }

    /// Whether the run to store changed since it was last handed out (and notes it as
    /// handed out): its captures and ends, not its clock, which is stored with them
    /// and as the page is hidden.
    pub fn changed(&mut self) -> bool {
        let text = self.state.as_ref().map(|state| {
            let run = &state.run;
            let log: Vec<String> = state.log.iter().map(|actions| actions.join(" ")).collect();
            format!("{}|{}|{}|{}", log.join("/"), run.is_over(), run.index, run.skipped)
        });
        if text == self.stored_digest {
            return false;
        }
        self.stored_digest = text;
        true
    }

    /// Takes up `stored` once the worker's `tally` of its log agrees with it:
    /// its puzzle to load, with its captures as they stand; `Err` says why it does not check.
    pub fn take_up(
        &mut self,
        stored: StoredRush,
        tally: &RushTally,
        now_ms: f64,
    ) -> Result<Option<(Loaded, Vec<Move>)>, String> {
        if let Some(why) = stored.differs(tally) {
            return Err(why);
        }
        let StoredRush { mut run, log, race } = stored;
        run.resume(now_ms);
        let (mode, seed) = (run.mode, run.seed);
        self.begin(mode, seed, race)?;
        let over = run.is_over();
        if let Some(state) = self.state.as_mut() {
            state.run = run;
            state.log = log;
            if over {
                state.ended_ms = Some(now_ms - AGAIN_GUARD_MS);
            }
        }
        self.changed();
        if over {
            return Ok(None);
        }
        Ok(self.puzzle_here().ok().map(|puzzle| (puzzle, tally.played.clone())))
    }
}
