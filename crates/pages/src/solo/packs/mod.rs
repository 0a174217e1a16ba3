//! The campaign in the page: the pack page (every puzzle of a pack as a
//! numbered tile: unsolved, solved, solved without help, best time), pack
//! puzzles opened by their own links, **Next puzzle** through a pack, and
//! the player's [`PackProgress`], stored after each win.
//!
//! Stored progress that cannot be read is never lost: the web layer keeps
//! its text aside, and the page says so ([`super::SoloPage::pack_progress_unreadable`]).

mod progress;

pub use progress::{PackProgress, ProgressError, PuzzleProgress, PROGRESS_VERSION};

use crate::solo::Game;
use std::sync::OnceLock;

use super::{texts::clock, Origin, RatedPuzzle, Tone};
use chesslab_core::{
    route::Link as _,
    solo::{Link, Pack, PackLink, PackName, PuzzleId, ALL_PACKS},
};

/// The player's progress through the packs, and the pack page when it is shown.
#[derive(Clone, Debug, Default)]
pub(super) struct Packs {
    progress: PackProgress,
    /// The pack page shown instead of the game, if any.
    page: Option<PackName>,
    /// What the pack page says above its tiles (a bad link, unreadable progress).
    notice: Option<String>,
}

/// Shipped pack `name` (`None` only if the build's data is broken), read
/// once, when first needed: a player who never opens a pack does not pay for it.
fn shipped(name: PackName) -> Option<&'static Pack> {
    static PACKS: [OnceLock<Option<Pack>>; ALL_PACKS.len()] = [const { OnceLock::new() }; ALL_PACKS.len()];
    let index = ALL_PACKS.iter().position(|&pack| pack == name)?;
    PACKS.get(index)?.get_or_init(|| Pack::shipped(name).ok()).as_ref()
}

impl Packs {
    /// The pack page shown, if any.
    pub const fn page(&self) -> Option<PackName> {
        self.page
    }
}

/// How a tile shows a puzzle's progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TileState {
    /// Not solved yet.
    Unsolved,
    /// Solved, with a hint or the solution shown.
    Solved,
    /// Solved at least once with no help.
    SolvedWithoutHelp,
}

impl TileState {
    /// The word the page's style and tests use.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            TileState::Unsolved => "unsolved",
            TileState::Solved => "solved",
            TileState::SolvedWithoutHelp => "unaided",
        }
    }
}

/// One puzzle's tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tile {
    /// The puzzle's number in its pack, from 1.
    pub number: u16,
    /// The link that opens it.
    pub fragment: String,
    /// Its progress.
    pub state: TileState,
    /// Its best time, `m:ss`, once solved.
    pub best: Option<String>,
    /// Its stars, 1 to 5.
    pub stars: u8,
    /// What a screen reader says: number, stars, progress, best time.
    pub label: String,
}

/// One level's tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackLevel {
    /// "Level 3 · 6 pieces" or similar.
    pub title: String,
    /// Its puzzles, in order.
    pub tiles: Vec<Tile>,
}

/// The pack page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PackScreen {
    /// The pack shown.
    pub pack: PackName,
    /// Every pack: its title, its link, whether it is the one shown.
    pub tabs: Vec<(&'static str, String, bool)>,
    /// "37 of 200 solved, 20 without help".
    pub summary: String,
    /// A message above the tiles (a link to no puzzle, unreadable progress).
    pub notice: Option<String>,
    /// The levels, easiest first.
    pub levels: Vec<PackLevel>,
    /// Continue: the first puzzle not solved yet ("Continue: puzzle 12") and its link; `None` once all are.
    pub continue_with: Option<(String, String)>,
}

/// A pack puzzle ready to play.
#[derive(Debug)]
pub(super) struct PackPuzzle {
    /// The game.
    pub game: Game,
    /// Its place in the pack.
    pub origin: Origin,
    /// "Level 2, puzzle 12 of 200."
    pub note: String,
    /// How hard it is, for the rating.
    pub rated: RatedPuzzle,
}

impl Packs {
    /// The player's stored pack progress, read at start.
    pub fn set_progress(&mut self, progress: PackProgress) {
        self.progress = progress;
    }

    /// The player's pack progress.
    pub const fn progress(&self) -> &PackProgress {
        &self.progress
    }

    /// The stored pack progress could not be read (`error` says why); the
    /// web layer has kept its text aside under `kept_as`.
    pub fn unreadable(&mut self, error: &str, kept_as: &str) {
        self.notice = Some(format!(
            "Your saved pack progress could not be read ({error}). It is kept aside in this browser's \
             storage as '{kept_as}', and new progress starts here."
        ));
    }

    /// Shows the pack page of `pack` (the game stays as it was, behind it),
    /// with `notice` above its tiles; gives what the status line says.
    pub fn show(&mut self, pack: PackName, notice: Option<String>) -> (String, Tone) {
        self.page = Some(pack);
        if notice.is_some() {
            self.notice = notice;
        }
        match &self.notice {
            Some(notice) => (notice.clone(), Tone::Warning),
            None => (
                format!("{}: pick a puzzle. Solved ones are marked, with your best time.", pack.title()),
                Tone::Info,
            ),
        }
    }

    /// Hides the pack page, if shown (telling whether it was).
    pub fn leave(&mut self) -> bool {
        self.notice = None;
        self.page.take().is_some()
    }

    /// Pack puzzle `id`, to play; else why it cannot be (the build's data
    /// is broken: the pack page says so).
    pub fn puzzle(id: PuzzleId) -> Result<PackPuzzle, String> {
        let Some(puzzle) = shipped(id.pack).and_then(|pack| pack.puzzle(id.number)) else {
            return Err(format!("The {} pack cannot be read.", id.pack));
        };
        let game = Game::new(&puzzle.code, id.pack.rules())
            .map_err(|error| format!("Pack puzzle {id} cannot be played: {error}"))?;
        // The pack's name is in the line above the status (`playing_title`).
        let note = format!("Level {}, puzzle {} of {}.", puzzle.level, id.number, id.pack.puzzle_count());
        let origin = Origin::Pack { id, level: puzzle.level, stars: puzzle.stars };
        Ok(PackPuzzle { game, origin, note, rated: RatedPuzzle::pack(id, puzzle.effort) })
    }

    /// The first puzzle of `id`'s pack after `id` not solved yet, else the
    /// first not solved from the pack's start; `None` once every one is.
    pub fn unsolved_after(&self, id: PuzzleId) -> Option<PuzzleId> {
        let pack = shipped(id.pack)?;
        let unsolved =
            |puzzle: &&chesslab_core::solo::PackPuzzle| !self.progress.get(puzzle.id(id.pack)).solved;
        let later = pack.puzzles.iter().filter(|puzzle| puzzle.number > id.number).find(unsolved);
        later.or_else(|| pack.puzzles.iter().find(unsolved)).map(|puzzle| puzzle.id(id.pack))
    }

    /// Pack puzzle `id` was won by the player in `ms`, `helped` or not.
    pub fn won(&mut self, id: PuzzleId, helped: bool, ms: f64) {
        self.progress.record_win(id, helped, ms.max(0.0) as u64);
    }

    /// The pack page, when it is shown instead of the game.
    pub fn screen(&self) -> Option<PackScreen> {
        let name = self.page?;
        let pack = shipped(name)?;
        let progress = &self.progress;
        let tabs = ALL_PACKS
            .into_iter()
            .filter(|&other| shipped(other).is_some())
            .map(|other| (other.title(), Link::Pack(PackLink::Page(other)).to_fragment(), other == name));
        let unaided =
            pack.puzzles.iter().filter(|puzzle| progress.get(puzzle.id(name)).solved_without_help).count();
        let levels = (1..=pack.levels).map(|level| pack_level(name, pack, level, progress)).collect();
        let continue_with = self.unsolved_after(PuzzleId { pack: name, number: 0 }).map(|id| {
            (
                format!("Continue: puzzle {} of {}", id.number, name.puzzle_count()),
                Link::pack_puzzle(id).to_fragment(),
            )
        });
        Some(PackScreen {
            continue_with,
            pack: name,
            tabs: tabs.collect(),
            summary: format!(
                "{} of {} solved, {unaided} without help.",
                progress.solved_in(name),
                pack.puzzles.len()
            ),
            notice: self.notice.clone(),
            levels,
        })
    }
}

/// Level `level` of `pack` (named `name`): its title and tiles.
fn pack_level(name: PackName, pack: &Pack, level: u8, progress: &PackProgress) -> PackLevel {
    let tiles: Vec<Tile> = pack.level(level).map(|puzzle| tile(name, puzzle, progress)).collect();
    let pieces: Vec<u8> = pack.level(level).map(|puzzle| puzzle.pieces).collect();
    let title = match (pieces.iter().min(), pieces.iter().max()) {
        (Some(fewest), Some(most)) if fewest == most => format!("Level {level} · {fewest} pieces"),
        (Some(fewest), Some(most)) => format!("Level {level} · {fewest}–{most} pieces"),
        _ => format!("Level {level}"),
    };
    PackLevel { title, tiles }
}

/// The tile of `puzzle`, with the player's `progress`.
fn tile(pack: PackName, puzzle: &chesslab_core::solo::PackPuzzle, progress: &PackProgress) -> Tile {
    let id = puzzle.id(pack);
    let done = progress.get(id);
    let state = match (done.solved, done.solved_without_help) {
        (_, true) => TileState::SolvedWithoutHelp,
        (true, false) => TileState::Solved,
        (false, false) => TileState::Unsolved,
    };
    let best = done.best_ms.map(|ms| clock(ms as f64 / 1000.0));
    let said = match state {
        TileState::Unsolved => "not solved yet",
        TileState::Solved => "solved with help",
        TileState::SolvedWithoutHelp => "solved without help",
    };
    let mut label = format!("Puzzle {}, {} stars, {said}", puzzle.number, puzzle.stars);
    if let Some(best) = &best {
        label.push_str(&format!(", best time {best}"));
    }
    Tile {
        number: puzzle.number,
        fragment: Link::pack_puzzle(id).to_fragment(),
        state,
        best,
        stars: puzzle.stars,
        label,
    }
}
