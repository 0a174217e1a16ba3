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

use super::{texts::clock, Origin, RatedPuzzle, Tone};
use chesslab_core::{
    link::Link as _,
    solo::{Link, Pack, PackLink, PackName, PuzzleId, RushLink, ALL_PACKS},
};

/// The player's progress through the packs, the packs' data as it arrives,
/// and the pack page when it is shown.
#[derive(Clone, Debug, Default)]
pub(super) struct Packs {
    progress: PackProgress,
    /// Each pack of [`ALL_PACKS`], in its order: the page fetches a pack's
    /// file when it is first opened, so a player who never opens one does not pay for it.
    data: [PackData; ALL_PACKS.len()],
    /// What is opened once its pack arrives.
    waiting: Option<Waiting>,
    /// The pack page shown instead of the game, if any.
    page: Option<PackName>,
    /// What the pack page says above its tiles (a bad link, unreadable progress).
    notice: Option<String>,
}

/// A pack's data in the page.
#[derive(Clone, Debug, Default)]
enum PackData {
    /// Not asked for yet, or its fetch failed (the next opening asks again).
    #[default]
    Absent,
    /// Asked for ([`super::Effect::FetchPack`]).
    Asked,
    /// Read and checked.
    Read(Pack),
}

/// What opens once its pack's data arrives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Waiting {
    /// A pack puzzle.
    Puzzle(PuzzleId),
    /// A pack page, with the notice to show above its tiles.
    Page(PackName, Option<String>),
    /// A Rush (its puzzles are the packs'), waiting for this pack.
    Rush(RushLink, PackName),
}

impl Waiting {
    /// The pack it waits for.
    pub const fn pack(&self) -> PackName {
        match self {
            Waiting::Puzzle(id) => id.pack,
            Waiting::Page(pack, _) | Waiting::Rush(_, pack) => *pack,
        }
    }

    /// The link that names it.
    pub fn link(&self) -> Link {
        match self {
            Waiting::Puzzle(id) => Link::pack_puzzle(*id),
            Waiting::Page(pack, _) => Link::Pack(PackLink::Page(*pack)),
            Waiting::Rush(rush, _) => Link::Rush(rush.clone()),
        }
    }
}

/// Why a pack puzzle cannot be played now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Unavailable {
    /// Its pack has not arrived yet.
    NotHere,
    /// It cannot be played: why.
    Broken(String),
}

impl Packs {
    /// The pack page shown, if any.
    pub const fn page(&self) -> Option<PackName> {
        self.page
    }

    /// Pack `name`, once its data has arrived.
    pub fn get(&self, name: PackName) -> Option<&Pack> {
        match self.data.get(index(name))? {
            PackData::Read(pack) => Some(pack),
            PackData::Absent | PackData::Asked => None,
        }
    }

    /// Whether pack `name` has arrived.
    pub fn has(&self, name: PackName) -> bool {
        self.get(name).is_some()
    }

    /// Opens `waiting` once its pack arrives (replacing what waited before);
    /// tells whether the pack must be asked for (it is not on its way already).
    pub fn wait_for(&mut self, waiting: Waiting) -> bool {
        let pack = waiting.pack();
        self.waiting = Some(waiting);
        let slot = &mut self.data[index(pack)];
        let ask = matches!(slot, PackData::Absent);
        if ask {
            *slot = PackData::Asked;
        }
        ask
    }

    /// What waits for its pack, if anything.
    pub const fn waiting(&self) -> Option<&Waiting> {
        self.waiting.as_ref()
    }

    /// Nothing waits any more: the player went elsewhere.
    pub fn stop_waiting(&mut self) {
        self.waiting = None;
    }

    /// Pack `name`'s data file arrived as `text`, or did not (`Err`: why);
    /// gives what waited for it (if it was read), or why it failed (when
    /// something waited). A pack that cannot be read is asked for again next time.
    pub fn arrived(&mut self, name: PackName, text: Result<&str, &str>) -> Option<Result<Waiting, String>> {
        let read =
            text.map_err(str::to_string).and_then(|text| Pack::read(name, text).map_err(|e| e.to_string()));
        let waited = self.waiting.take_if(|waiting| waiting.pack() == name);
        let slot = &mut self.data[index(name)];
        match read {
            Ok(pack) => {
                *slot = PackData::Read(pack);
                waited.map(Ok)
            }
            Err(error) => {
                *slot = PackData::Absent;
                waited.map(|_| Err(error))
            }
        }
    }
}

/// Where pack `name` stands in [`ALL_PACKS`].
fn index(name: PackName) -> usize {
    ALL_PACKS.iter().position(|&pack| pack == name).unwrap_or_default()
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
        self.waiting = None;
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

    /// Hides the pack page, if shown, or one waiting for its pack (telling whether it was).
    pub fn leave(&mut self) -> bool {
        self.notice = None;
        let waited = self.waiting.take_if(|waiting| matches!(waiting, Waiting::Page(..))).is_some();
        self.page.take().is_some() || waited
    }

    /// Pack puzzle `id`, to play; else why it cannot be now.
    pub fn puzzle(&self, id: PuzzleId) -> Result<PackPuzzle, Unavailable> {
        let pack = self.get(id.pack).ok_or(Unavailable::NotHere)?;
        let Some(puzzle) = pack.puzzle(id.number) else {
            return Err(Unavailable::Broken(format!("The {} pack has no puzzle {}.", id.pack, id.number)));
        };
        let game = Game::new(&puzzle.code, id.pack.rules())
            .map_err(|error| Unavailable::Broken(format!("Pack puzzle {id} cannot be played: {error}")))?;
        // The pack's name is in the line above the status (`playing_title`).
        let note = format!("Level {}, puzzle {} of {}.", puzzle.level, id.number, id.pack.puzzle_count());
        let origin = Origin::Pack { id, level: puzzle.level, stars: puzzle.stars };
        Ok(PackPuzzle { game, origin, note, rated: RatedPuzzle::pack(id, puzzle.effort) })
    }

    /// The first puzzle of `id`'s pack after `id` not solved yet, else the
    /// first not solved from the pack's start; `None` once every one is.
    pub fn unsolved_after(&self, id: PuzzleId) -> Option<PuzzleId> {
        let pack = self.get(id.pack)?;
        let unsolved =
            |puzzle: &&chesslab_core::solo::PackPuzzle| !self.progress.get(puzzle.id(id.pack)).solved;
        let later = pack.puzzles.iter().filter(|puzzle| puzzle.number > id.number).find(unsolved);
        later.or_else(|| pack.puzzles.iter().find(unsolved)).map(|puzzle| puzzle.id(id.pack))
    }

    /// Pack puzzle `id` was won by the player in `ms`, `helped` or not.
    pub fn won(&mut self, id: PuzzleId, helped: bool, ms: f64) {
        self.progress.record_win(id, helped, ms.max(0.0) as u64);
    }

    /// The pack page, when it is shown instead of the game: while its pack is on its way, the
    /// page without tiles, so that the game is not drawn in between (a layout shift).
    pub fn screen(&self) -> Option<PackScreen> {
        let name = match (self.page, &self.waiting) {
            (Some(name), _) => name,
            (None, Some(Waiting::Page(name, _))) => *name,
            _ => return None,
        };
        let progress = &self.progress;
        let tabs = ALL_PACKS
            .into_iter()
            .map(|other| (other.title(), Link::Pack(PackLink::Page(other)).to_fragment(), other == name))
            .collect();
        let Some(pack) = self.get(name) else {
            let (summary, levels) = (super::texts::opening_pack(name), Vec::new());
            return Some(PackScreen { continue_with: None, pack: name, tabs, summary, notice: None, levels });
        };
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
            tabs,
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
