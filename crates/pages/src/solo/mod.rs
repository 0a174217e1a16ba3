//! The Solo Chess page's model: the game, its searches, new puzzles, the
//! editor and the player's record, in plain Rust.
//!
//! Every action of the player ([`SoloPage::click`], [`SoloPage::key`],
//! [`SoloPage::hint`], …), every worker event ([`SoloPage::solver_event`],
//! [`SoloPage::generator_event`]) and the autoplay timer ([`SoloPage::tick`])
//! is a transition that takes the time (`now_ms`, milliseconds since 1970,
//! the page's `Date.now()`) and returns its [`Effect`]s: what to do besides
//! redrawing. [`SoloPage::screen`] then says what to draw.
//!
//! The page is made of parts, each a folder or file named by what it does:
//! [`play`](Game) (the game on the board: clicks, undo, restart, hints and
//! automatic play), `editor` (the position [`Editor`] and its panel),
//! `record` (the [`PlayerRecord`] and "Your progress"), `packs` (the puzzle
//! packs and their [`PackProgress`]), `searches` (the worker's searches),
//! `dead_end_check` ("No win from here"), `challenge` (a [`ChallengeRun`]:
//! 30 puzzles from a seed, three mistakes), `new_puzzle`, `motion` (slides and
//! drags), `win` (the win card), `speech` (the board and every event in
//! words, for screen readers) and `screen` (what to draw). The core
//! (`chesslab_core::solo`) has the rules they use: positions, moves, the
//! solver and the generator.
//!
//! ```
//! use chesslab_core::board::Square;
//! use chesslab_pages::solo::{Effect, PlayerRecord, SoloPage};
//!
//! let mut page = SoloPage::new(PlayerRecord::default(), 0.0);
//! let square = |name| Square::parse(name).unwrap();
//! let _ = page.click(square("c4"), 1.0);
//! let effects = page.click(square("c3"), 2.0);
//! let status = effects.iter().find_map(|effect| match effect {
//!     Effect::Status(message) => Some(message.text.as_str()),
//!     _ => None,
//! });
//! assert_eq!(status, Some("3 pieces left: every move must capture; leave one piece."));
//! assert_eq!(page.screen(3.0).moves, ["Qc4xc3"]);
//! ```

mod challenge;
mod dead_end_check;
mod editor;
mod effects;
mod identity;
pub mod ids;
mod motion;
mod new_puzzle;
mod packs;
mod play;
mod record;
mod saved;
mod screen;
mod searches;
mod sound;
mod speech;
#[cfg(test)]
mod tests;
mod texts;
mod win;

pub use challenge::{
    ChallengeRun, EndCard, RunEnd, RunResult, RunStep, StoredRun, StoredRunError, BEST_RUNS, MAX_MISTAKES,
    RUN_KEPT_KEY, RUN_KEY,
};
pub use dead_end_check::no_win_text;
pub use editor::{tool_of, tool_value, Editor, EditorScreen, Tool};
pub use effects::{Effect, Sound, Start};
pub use motion::SLIDE_MS;
pub use new_puzzle::{FormError, NewPuzzleForm};
pub use packs::{
    PackLevel, PackProgress, PackScreen, ProgressError, PuzzleProgress, Tile, TileState, PROGRESS_VERSION,
};
pub use play::{ClickOutcome, Game, GameStatus};
pub use record::{
    kept_aside_key, read_stored_record, Attempt, KeptAside, PlayerRecord, RatedPuzzle, RatingPoint,
    RecordError, RecordScreen, RetryReason, StoredRecord, ToRetry, HISTORY_LENGTH, MAX_ATTEMPTED,
    MAX_TO_RETRY, OTHER_PUZZLES, RECORD_KEPT_KEY, RECORD_KEY,
};
pub use saved::{SavedError, SavedGame, SavedGames, MAX_SAVED, SAVED_KEPT_KEY, SAVED_KEY};
pub use screen::{Buttons, FormDefaults, Screen};
pub use searches::Purpose;
pub use win::WinScreen;

use self::{
    dead_end_check::DeadEndCheck, editor::EditorPage, motion::Motion, packs::Packs, play::Play,
    record::Record, searches::Searches,
};
use super::{Message, Scene, Tone};
use chesslab_core::{
    board::BoardShape,
    solo::{parse_code, GenerateTask, Level, Position, PuzzleId, RulesPreset, RunId},
};

/// The puzzle shown when a link names none: the seed text's example.
pub const DEFAULT_PUZZLE: &str = "2Q1/2R1/N3/1P2";

/// Where a puzzle that no generator or pack made came from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Source {
    /// The seed text's example, shown at start.
    #[default]
    Example,
    /// A shared link.
    Link,
    /// A typed puzzle code.
    Code,
    /// The editor, or a puzzle given other rules.
    Custom,
}

/// Where the puzzle on the board came from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Origin {
    /// Opened from a link, a typed code or the editor, or shown at start.
    Opened(Source),
    /// Made by the generator.
    Generated {
        /// What the generator was asked for (its level, settings and seed).
        task: GenerateTask,
        /// Its difficulty, 1 to 5 stars.
        rating: u8,
        /// The day of the daily puzzle, when it is one.
        daily: Option<i64>,
    },
    /// A puzzle of a pack, opened by its link or Next puzzle.
    Pack {
        /// Which one.
        id: PuzzleId,
        /// Its level in the pack.
        level: u8,
        /// Its difficulty, 1 to 5 stars.
        stars: u8,
    },
    /// A puzzle of a challenge run, made by the generator from the run's seed.
    Challenge {
        /// The run.
        run: RunId,
        /// Which puzzle of the run, from 0.
        index: usize,
        /// The level it was made at.
        level: Level,
        /// Its difficulty, 1 to 5 stars.
        rating: u8,
    },
}

impl Origin {
    /// The level the record counts a win under.
    #[must_use]
    pub const fn level(self) -> Option<Level> {
        match self {
            Origin::Opened(_) | Origin::Pack { .. } => None,
            Origin::Generated { task, .. } => Some(task.level),
            Origin::Challenge { level, .. } => Some(level),
        }
    }
}

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
    /// The challenge run, while it goes on and until its end card is left.
    run: Option<challenge::RunState>,
    /// The puzzles in progress and the one the player is on, as stored.
    saved: SavedGames,
    /// The stored run, read at start, until its link opens it and the worker checks it.
    pending_run: Option<StoredRun>,
    /// The run as last handed to be stored (its text), to store it only when it changes.
    stored_run_text: Option<String>,
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
            run: None,
            saved: SavedGames::default(),
            pending_run: None,
            stored_run_text: None,
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

    /// Whether the editor is open.
    #[must_use]
    pub const fn is_editing(&self) -> bool {
        self.editing.is_some()
    }

    /// The search running, if any.
    #[must_use]
    pub const fn running(&self) -> Option<Purpose> {
        self.searches.purpose()
    }

    /// Puts `game` on the board (stopping what runs), saying `note`, and its link in the address bar.
    fn load(&mut self, game: Game, origin: Origin, note: &str, now_ms: f64) {
        if !matches!(origin, Origin::Challenge { .. }) {
            self.leave_run(now_ms);
        }
        self.stop_searches(now_ms);
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
    fn announce(&mut self, text: impl Into<String>) {
        self.out.announce = Some(text.into());
    }

    /// Sets the status line.
    fn say(&mut self, text: impl Into<String>, tone: Tone) {
        self.out.status = Some(Message::new(text, tone));
    }

    /// The status line while the game goes on.
    fn playing_text(&self) -> String {
        texts::playing(self.game().position().piece_count())
    }

    /// The effects gathered by the transition, handed out, with the game in
    /// progress stored if it changed.
    fn take(&mut self) -> Vec<Effect> {
        self.keep_game();
        self.keep_run();
        std::mem::take(&mut self.out).into_effects()
    }
}
