//! The Solo Chess page's model: the game, its searches, new puzzles, the
//! editor and the player's record, in plain Rust.
//!
//! Every action of the player ([`SoloPage::act`] with an [`Action`]: a click, Hint, …; and
//! [`SoloPage::key`], [`SoloPage::type_move`]), every worker event ([`SoloPage::solver_event`],
//! [`SoloPage::generator_event`]) and the autoplay timer ([`Action::Tick`])
//! is a transition that takes the time (`now_ms`, milliseconds since 1970,
//! the page's `Date.now()`) and returns its [`Effect`]s: what to do besides
//! redrawing. [`SoloPage::screen`] then says what to draw.
//!
//! The page is parts, each a module that owns its state and methods and
//! has its own tests: `play` (the game on the board, the cursor, hints and
//! automatic play), `motion` (slides and drags), `editor`, `record` (the
//! [`PlayerRecord`], the rating and "Your progress"), `packs` (the packs and
//! their [`PackProgress`]), `challenge` (a [`ChallengeRun`] and its stored
//! copy), `saved` (the games in progress), `dead_end_check` ("No win from
//! here"), `searches` (the worker's searches) and `origin` (where the puzzle
//! came from). `SoloPage` routes to them, in six files: this one (its state,
//! loading a puzzle, the effects), `actions` (what the player does),
//! `editing` (the editor's actions), `events` (what the workers answer and
//! what follows a move), `identity` (which puzzle is shown, its link,
//! opening links and restoring what was stored) and `screen` (what to draw).
//! The daily puzzle is a generated puzzle with its day; `speech`, `texts`
//! and `win` hold the words and the win card. The core
//! (`chesslab_core::solo`) has the rules they use: positions, moves, the
//! solver and the generator.
//!
//! ```
//! use chesslab_core::board::Square;
//! use chesslab_pages::solo::{Action, Effect, PlayerRecord, SoloPage};
//!
//! let mut page = SoloPage::new(PlayerRecord::default(), 0.0);
//! let square = |name| Square::parse(name).unwrap();
//! let _ = page.act(Action::Click(square("c4")), 1.0);
//! let effects = page.act(Action::Click(square("c3")), 2.0);
//! let status = effects.iter().find_map(|effect| match effect {
//!     Effect::Status(message) => Some(message.text.as_str()),
//!     _ => None,
//! });
//! assert_eq!(status, Some("3 pieces left: every move must capture; leave one piece."));
//! assert_eq!(page.screen(3.0).moves, ["Qc4xc3"]);
//! ```

mod action;
mod actions;
mod challenge;
mod dead_end_check;
mod editing;
mod editor;
mod effects;
mod events;
mod identity;
pub mod ids;
mod motion;
mod new_puzzle;
mod origin;
mod packs;
mod play;
mod record;
mod rush;
mod rush_play;
mod saved;
mod screen;
mod searches;
mod speech;
#[cfg(test)]
mod tests;
mod texts;
mod win;

pub use action::Action;
pub use challenge::{
    ChallengeRun, EndCard, RunEnd, RunResult, RunStep, StoredRun, StoredRunError, BEST_RUNS, MAX_MISTAKES,
    RUN_KEPT_KEY, RUN_KEY,
};
pub use dead_end_check::no_win_text;
pub use editor::{tool_of, tool_value, Editor, EditorScreen, Tool};
pub use effects::{Effect, Sound, Start};
pub use identity::Stored;
pub use motion::SLIDE_MS;
pub use new_puzzle::{FormError, NewPuzzleForm};
pub use origin::{Origin, Source};
pub use packs::{
    PackLevel, PackProgress, PackScreen, ProgressError, PuzzleProgress, Tile, TileState, PROGRESS_VERSION,
};
pub use play::{ClickOutcome, Game, GameStatus};
pub use record::{
    kept_aside_key, read_stored_record, Attempt, KeptAside, PlayerRecord, RatedPuzzle, RatingPoint,
    RecordError, RecordScreen, RetryReason, StoredRecord, ToRetry, HISTORY_LENGTH, MAX_ATTEMPTED,
    MAX_TO_RETRY, OTHER_PUZZLES, RECORD_KEPT_KEY, RECORD_KEY,
};
pub use rush::{
    rules_text as rush_rules_text, RushBest, RushBests, RushNews, StoredRush, StoredRushError,
    AGAIN_GUARD_MS, MOVE_ON_MS, RUSH_BESTS_KEY, RUSH_KEPT_KEY, RUSH_KEY,
};
pub use saved::{SavedError, SavedGame, SavedGames, MAX_SAVED, SAVED_KEPT_KEY, SAVED_KEY};
pub use screen::{Buttons, FormDefaults, Screen};
pub use searches::Purpose;
pub use win::WinScreen;

use self::{
    challenge::Challenge, dead_end_check::DeadEndCheck, editor::EditorPage, motion::Motion, packs::Packs,
    play::Play, record::Record, rush::Rush, searches::Searches,
};
use super::{Message, Scene, Tone};
use chesslab_core::{
    board::BoardShape,
    solo::{parse_code, Position, RulesPreset},
};

/// The puzzle shown when a link names none: the seed text's example.
pub const DEFAULT_PUZZLE: &str = "2Q1/2R1/N3/1P2";

/// The Solo Chess page: its state and transitions.
#[derive(Clone, Debug)]
pub struct SoloPage {
    play: Play,
    /// The editor, while the position is being edited.
    editing: Option<EditorPage>,
    /// The editor's palette choice (kept while the editor is closed, as the palette is).
    tool: Tool,
    searches: Searches,
    record: Record,
    origin: Origin,
    motion: Motion,
    /// Whether moves, wins and dead ends make a sound.
    sound_on: bool,
    /// "No win from here": the switch, the worker's check and its verdict.
    check: DeadEndCheck,
    /// The puzzle packs, the player's progress, the pack page.
    packs: Packs,
    /// The win panel was closed (to look at the board).
    win_closed: bool,
    /// Why the last form (New puzzle, puzzle code) was refused, until one is accepted.
    form_error: Option<String>,
    /// The challenge run, while it goes on and until its end card is left, and the stored one.
    challenge: Challenge,
    /// The Rush, while it goes on and until its end card is left, its stored copy and the best scores.
    rush: Rush,
    /// The puzzles in progress and the one the player is on, as stored.
    saved: SavedGames,
    /// The effects of the transition under way.
    out: effects::Gathered,
}

impl SoloPage {
    /// The page at `now_ms`, showing [`DEFAULT_PUZZLE`], with the player's stored `record`.
    #[must_use]
    pub fn new(record: PlayerRecord, now_ms: f64) -> SoloPage {
        // The default puzzle is a constant known to parse; an empty board is the unreachable fallback.
        let position = parse_code(DEFAULT_PUZZLE).unwrap_or(Position::empty(BoardShape::SOLITAIRE));
        SoloPage {
            play: Play::new(Game::from_position(position, RulesPreset::Solitaire)),
            editing: None,
            tool: editor::FIRST_TOOL,
            searches: Searches::default(),
            record: Record::new(record, now_ms),
            origin: Origin::Opened(Source::Example),
            motion: Motion::default(),
            sound_on: true,
            check: DeadEndCheck::default(),
            packs: Packs::default(),
            win_closed: false,
            form_error: None,
            challenge: Challenge::default(),
            rush: Rush::default(),
            saved: SavedGames::default(),
            out: effects::Gathered::default(),
        }
    }

    /// The status line of a page just built.
    #[must_use]
    pub fn greeting(&self) -> Message {
        Message::new(self.playing_text(), Tone::Info)
    }

    /// The home page's picture: the seed text's example puzzle.
    #[must_use]
    pub fn preview() -> Scene {
        parse_code(DEFAULT_PUZZLE).map(|position| screen::position_scene(&position)).unwrap_or_default()
    }

    /// The player's record, to store after [`Effect::SaveRecord`].
    #[must_use]
    pub const fn record(&self) -> &PlayerRecord {
        self.record.stored()
    }

    /// Where the puzzle on the board came from.
    #[must_use]
    pub const fn origin(&self) -> Origin {
        self.origin
    }

    /// The game on the board.
    #[must_use]
    pub const fn game(&self) -> &Game {
        self.play.game()
    }

    /// The search running, if any.
    #[must_use]
    pub(super) const fn running(&self) -> Option<Purpose> {
        self.searches.purpose()
    }

    /// The challenge run, while it goes on or its end card is shown.
    #[must_use]
    pub(super) fn challenge_run(&self) -> Option<&ChallengeRun> {
        self.challenge.run()
    }

    /// Whether sounds play.
    #[must_use]
    pub const fn sound_on(&self) -> bool {
        self.sound_on
    }

    /// Sets sound on or off as stored (no saving: it is the stored choice).
    pub fn set_sound_on(&mut self, on: bool) {
        self.sound_on = on;
    }

    /// Whether the page warns when a win is no longer possible.
    #[must_use]
    pub const fn warn_on(&self) -> bool {
        self.check.enabled()
    }

    /// Sets the warning on or off as stored (no saving: it is the stored choice).
    pub fn set_warn_on(&mut self, on: bool) {
        self.check.set_enabled(on);
    }

    /// The last "no win from here" check: the moves played in the position
    /// it judged, and how long it took from the move to its verdict (milliseconds).
    #[must_use]
    pub const fn last_check(&self) -> Option<(usize, f64)> {
        self.check.last()
    }

    /// Why the last form (New puzzle, puzzle code) was refused, until one is
    /// accepted: the dialog it was typed in says so and stays open.
    #[must_use]
    pub fn form_error(&self) -> Option<&str> {
        self.form_error.as_deref()
    }

    /// Whether a piece is held by the pointer.
    #[must_use]
    pub fn dragging(&self) -> bool {
        self.motion.dragging()
    }

    /// Whether a move is sliding at `now_ms`: the page draws frames until it is not.
    #[must_use]
    pub fn animating(&self, now_ms: f64) -> bool {
        self.motion.sliding(now_ms).is_some()
    }

    /// The games in progress, to store after [`Effect::SaveGames`].
    #[must_use]
    pub const fn saved_games(&self) -> &SavedGames {
        &self.saved
    }

    /// The run to store after [`Effect::SaveRun`] (`None`: no run to keep).
    #[must_use]
    pub fn stored_run(&self) -> Option<StoredRun> {
        self.challenge.stored(self.record.clock_ms())
    }

    /// The Rush to store after [`Effect::SaveRush`] at `now_ms` (`None`: remove the stored one).
    #[must_use]
    pub fn stored_rush(&self, now_ms: f64) -> Option<StoredRush> {
        self.rush.stored(now_ms)
    }

    /// The best Rush scores, to store after [`Effect::SaveRushBests`].
    #[must_use]
    pub const fn rush_bests(&self) -> &RushBests {
        self.rush.bests()
    }

    /// The player's pack progress, to store after [`Effect::SavePacks`].
    #[must_use]
    pub const fn pack_progress(&self) -> &PackProgress {
        self.packs.progress()
    }

    /// When the page should act on [`Action::Tick`] next (milliseconds since
    /// 1970), if at all: automatic play's next move, a Rush's next puzzle
    /// after a mistake or its clock running out.
    #[must_use]
    pub fn next_tick(&self) -> Option<f64> {
        match (self.play.next_tick(), self.rush.next_tick()) {
            (Some(play), Some(rush)) => Some(play.min(rush)),
            (play, rush) => play.or(rush),
        }
    }

    /// Puts `game` on the board (stopping what runs), saying `note`, and its link in the address bar.
    pub(super) fn load(&mut self, game: Game, origin: Origin, note: &str, now_ms: f64) {
        if !matches!(origin, Origin::Challenge { .. }) {
            self.leave_run(now_ms);
        }
        if !matches!(origin, Origin::Rush { .. }) {
            self.leave_rush(now_ms);
        }
        self.stop_searches(now_ms);
        self.packs.stop_waiting();
        self.play.set_game(game);
        self.motion.settle();
        self.origin = origin;
        self.win_closed = false;
        self.record.start_attempt(origin.level(), now_ms);
        let resumed = self.resume_saved(now_ms);
        self.check_position(now_ms);
        let note = resumed.map_or_else(|| note.to_string(), |resumed| format!("{note} {resumed}"));
        self.say(format!("{note} {}", self.playing_text()), Tone::Info);
        let game = self.game();
        self.announce(speech::loaded(&note, game.position(), game.rules().rules()));
        self.out.address = Some(self.link());
    }

    /// Says `text` in the live region (a later announcement of the same transition replaces it).
    pub(super) fn announce(&mut self, text: impl Into<String>) {
        self.out.announce = Some(text.into());
    }

    /// Sets the status line.
    pub(super) fn say(&mut self, text: impl Into<String>, tone: Tone) {
        self.out.status = Some(Message::new(text, tone));
    }

    /// The status line while the game goes on.
    pub(super) fn playing_text(&self) -> String {
        texts::playing(self.game().position().piece_count())
    }

    /// The effects gathered by the transition, handed out, with the game in
    /// progress stored if it changed.
    pub(super) fn take(&mut self) -> Vec<Effect> {
        self.keep_game();
        self.keep_run();
        self.out.save_rush |= self.rush.changed();
        self.out.save_rush_bests |= self.rush.bests_changed();
        std::mem::take(&mut self.out).into_effects()
    }
}
