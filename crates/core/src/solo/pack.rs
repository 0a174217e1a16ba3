//! The campaign: numbered puzzle packs made by the generator, each puzzle
//! with one solution, in rising difficulty by measured effort.
//!
//! A pack is made ([`Pack::make`]) by generating puzzles in groups (per
//! generator level on 4×4, per piece count on 8×8; seeds counted up from a
//! base per group, repeated codes and non-unique puzzles skipped), then
//! sorting them all by [`Effort::score`](super::Effort) and cutting the list
//! into levels. It is deterministic, and each puzzle keeps the generator
//! task it came from, so the tests can check that the shipped data
//! (`data/solo-pack-*.txt`, made by `chesslab solo pack NAME --make --data`)
//! is what the generator gives. The page and the command line read the
//! shipped packs with [`Pack::shipped`].

use std::{collections::HashSet, fmt, str::FromStr};

use super::{generate, parse_code, GenerateError, GenerateTask, Level, RulesPreset};
use crate::task::Progress;

/// The packs there are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PackName {
    /// Solitaire Chess on 4×4: four levels of fifty.
    Solitaire,
    /// Solo Chess on 8×8 (chess.com's rules): ten levels of twenty.
    Solo,
}

/// Every pack, in the order the page lists them.
pub const ALL_PACKS: [PackName; 2] = [PackName::Solitaire, PackName::Solo];

/// How one pack is made.
pub(super) struct Plan {
    pub(super) rules: RulesPreset,
    pub(super) size: u8,
    pub(super) levels: u8,
    pub(super) per_level: u16,
    /// The groups puzzles are generated in: generator level, exact piece count.
    pub(super) groups: &'static [(Level, Option<u8>)],
}

impl Plan {
    /// The level and number (both from 1) of the puzzle at `index` (from 0) in the pack.
    pub(super) fn place(&self, index: usize) -> (u8, u16) {
        let level = index / usize::from(self.per_level) + 1;
        (u8::try_from(level).unwrap_or(u8::MAX), u16::try_from(index + 1).unwrap_or(u16::MAX))
    }
}

/// On 4×4, fifty puzzles per generator level (one solution: at most 8 pieces).
const SOLITAIRE_GROUPS: [(Level, Option<u8>); 4] =
    [(Level::Beginner, None), (Level::Intermediate, None), (Level::Advanced, None), (Level::Expert, None)];

/// On 8×8, twenty puzzles of each of ten piece counts, from 5 (a first
/// lesson) to 16 (a whole chess set, king last).
pub(super) const SOLO_GROUPS: [(Level, Option<u8>); 10] = [
    (Level::Beginner, Some(5)),
    (Level::Beginner, Some(6)),
    (Level::Intermediate, Some(7)),
    (Level::Intermediate, Some(8)),
    (Level::Intermediate, Some(9)),
    (Level::Advanced, Some(10)),
    (Level::Advanced, Some(11)),
    (Level::Advanced, Some(12)),
    (Level::Expert, Some(14)),
    (Level::Expert, Some(16)),
];

/// Seeds tried per group before making the pack is given up.
const MAX_SEEDS_PER_GROUP: u64 = 5000;

impl PackName {
    /// The name used on the command line, in links and in stored progress.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PackName::Solitaire => "solitaire",
            PackName::Solo => "solo",
        }
    }

    /// The pack's title for people.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            PackName::Solitaire => "Classic 4×4",
            PackName::Solo => "Two-capture 8×8",
        }
    }

    /// How it is made.
    pub(super) const fn plan(self) -> Plan {
        match self {
            PackName::Solitaire => Plan {
                rules: RulesPreset::Solitaire,
                size: 4,
                levels: 4,
                per_level: 50,
                groups: &SOLITAIRE_GROUPS,
            },
            PackName::Solo => {
                Plan { rules: RulesPreset::Solo, size: 8, levels: 10, per_level: 20, groups: &SOLO_GROUPS }
            }
        }
    }

    /// The rules its puzzles are played under.
    #[must_use]
    pub const fn rules(self) -> RulesPreset {
        self.plan().rules
    }

    /// How many puzzles the pack has.
    #[must_use]
    pub const fn puzzle_count(self) -> u16 {
        let plan = self.plan();
        plan.levels as u16 * plan.per_level
    }

    /// The name of its data file (in `data/`, and beside the page, which
    /// fetches it when the pack is first opened: see [`Pack::read`]).
    ///
    /// ```
    /// use chesslab_core::solo::PackName;
    ///
    /// assert_eq!(PackName::Solo.file_name(), "solo-pack-solo.txt");
    /// ```
    #[must_use]
    pub const fn file_name(self) -> &'static str {
        match self {
            PackName::Solitaire => "solo-pack-solitaire.txt",
            PackName::Solo => "solo-pack-solo.txt",
        }
    }

    /// The shipped data, as text, built into the program: for the command
    /// line and the tests. The page leaves it out of its wasm (7.6 KB of
    /// its gzip) and fetches [`PackName::file_name`] instead.
    #[must_use]
    pub const fn data(self) -> &'static str {
        match self {
            PackName::Solitaire => include_str!("../../../../data/solo-pack-solitaire.txt"),
            PackName::Solo => include_str!("../../../../data/solo-pack-solo.txt"),
        }
    }
}

impl fmt::Display for PackName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for PackName {
    type Err = PuzzleIdError;

    fn from_str(text: &str) -> Result<PackName, PuzzleIdError> {
        ALL_PACKS
            .into_iter()
            .find(|pack| pack.name() == text)
            .ok_or_else(|| PuzzleIdError::UnknownPack(crate::excerpt::shorten(text)))
    }
}

/// One puzzle of a pack: which one it is, the puzzle, and how it was made.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct PackPuzzle {
    /// Its level, from 1.
    pub level: u8,
    /// Its number in the pack, from 1 (levels follow one another).
    pub number: u16,
    /// The puzzle code (see [`parse_code`]).
    pub code: String,
    /// The rating, 1 to 5 stars.
    pub stars: u8,
    /// The measured effort behind it, in bits (see [`stored_effort`]).
    pub effort: f64,
    /// How many pieces it has.
    pub pieces: u8,
    /// The generator task that makes it (written as the worker reads it).
    #[serde(serialize_with = "crate::json::serialize_as_json")]
    pub task: GenerateTask,
}

impl PackPuzzle {
    /// Its id.
    #[must_use]
    pub const fn id(&self, pack: PackName) -> PuzzleId {
        PuzzleId { pack, number: self.number }
    }
}

/// A pack of puzzles.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Pack {
    /// Which pack.
    pub name: PackName,
    /// The rules its puzzles are played under.
    #[serde(serialize_with = "crate::json::serialize_as_json")]
    pub rules: RulesPreset,
    /// The board's side.
    pub size: u8,
    /// How many levels.
    pub levels: u8,
    /// Puzzles per level.
    pub per_level: u16,
    /// The puzzles, by number.
    pub puzzles: Vec<PackPuzzle>,
}

/// Why the shipped pack data could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PackError {
    /// The data is not a pack.
    #[error("the {pack} pack's data cannot be read: {problem}")]
    Unreadable {
        /// Which pack.
        pack: PackName,
        /// What the reader said.
        problem: String,
    },
    /// The data is a pack, but not the one named or not in order.
    #[error("the {pack} pack's data is inconsistent: {problem}")]
    Inconsistent {
        /// Which pack.
        pack: PackName,
        /// What is wrong.
        problem: String,
    },
}

impl Pack {
    /// The shipped pack `name`, read from the data built into the program.
    ///
    /// # Errors
    /// [`PackError`] when the data cannot be read or does not hold together.
    pub fn shipped(name: PackName) -> Result<Pack, PackError> {
        Pack::read(name, name.data())
    }

    /// What is wrong with the pack, if anything.
    pub(super) fn check(&self, name: PackName) -> Result<(), String> {
        let plan = name.plan();
        if self.name != name || self.rules != plan.rules || self.size != plan.size {
            return Err(format!(
                "it is the {} pack for {} rules on {}×{}",
                self.name, self.rules, self.size, self.size
            ));
        }
        if self.levels != plan.levels
            || self.per_level != plan.per_level
            || self.puzzles.len() != usize::from(name.puzzle_count())
        {
            return Err(format!("it has {} puzzles in {} levels", self.puzzles.len(), self.levels));
        }
        for (index, puzzle) in self.puzzles.iter().enumerate() {
            let (level, number) = plan.place(index);
            if puzzle.number != number || puzzle.level != level {
                return Err(format!(
                    "puzzle {number} says it is level {}, number {}",
                    puzzle.level, puzzle.number
                ));
            }
            let position = parse_code(&puzzle.code).map_err(|error| format!("puzzle {number}: {error}"))?;
            if position.shape().width() != self.size || position.shape().height() != self.size {
                return Err(format!("puzzle {number} is not on a {}×{} board", self.size, self.size));
            }
        }
        Ok(())
    }

    /// The puzzle with this number (from 1), if the pack has it.
    #[must_use]
    pub fn puzzle(&self, number: u16) -> Option<&PackPuzzle> {
        self.puzzles.get(usize::from(number).checked_sub(1)?)
    }

    /// The puzzles of `level` (from 1).
    pub fn level(&self, level: u8) -> impl Iterator<Item = &PackPuzzle> {
        self.puzzles.iter().filter(move |puzzle| puzzle.level == level)
    }

    /// The puzzle after `number`, if there is one (the page's "Next puzzle").
    #[must_use]
    pub fn next(&self, number: u16) -> Option<&PackPuzzle> {
        self.puzzle(number.checked_add(1)?)
    }

    /// Makes pack `name` with the generator (deterministic: always the same
    /// pack), reporting the puzzles made so far.
    ///
    /// # Errors
    /// [`GenerateError`] when a group cannot be filled (not with these plans).
    pub fn make(name: PackName, report: &mut dyn FnMut(Progress)) -> Result<Pack, GenerateError> {
        let plan = name.plan();
        let total = usize::from(name.puzzle_count());
        let per_group = total / plan.groups.len();
        let mut seen = HashSet::new();
        let mut made = Vec::with_capacity(total);
        for (group, &(level, pieces)) in plan.groups.iter().enumerate() {
            let mut filled = 0;
            for seed in 0..MAX_SEEDS_PER_GROUP {
                if filled == per_group {
                    break;
                }
                let task = GenerateTask {
                    level,
                    seed: (group as u64) << 32 | seed,
                    unique: true,
                    rules: plan.rules,
                    size: plan.size,
                    pieces,
                };
                let puzzle = match generate(task) {
                    Ok(puzzle) => puzzle,
                    Err(GenerateError::NotFound(_)) => continue,
                    Err(error) => return Err(error),
                };
                if !puzzle.unique || !seen.insert(puzzle.code.clone()) {
                    continue;
                }
                made.push(PackPuzzle {
                    level: 0,
                    number: 0,
                    stars: puzzle.rating,
                    effort: stored_effort(puzzle.effort),
                    pieces: u8::try_from(puzzle.pieces).unwrap_or(u8::MAX),
                    code: puzzle.code,
                    task,
                });
                filled += 1;
                report(Progress { done: made.len() as u64, total: total as u64, found: made.len() as u64 });
            }
            if filled < per_group {
                return Err(GenerateError::NotFound(MAX_SEEDS_PER_GROUP as usize));
            }
        }
        made.sort_by(|a, b| a.effort.total_cmp(&b.effort).then_with(|| a.code.cmp(&b.code)));
        for (index, puzzle) in made.iter_mut().enumerate() {
            (puzzle.level, puzzle.number) = plan.place(index);
        }
        Ok(Pack::planned(name, made))
    }

    /// Pack `name` as its plan has it, holding `puzzles`.
    pub(super) fn planned(name: PackName, puzzles: Vec<PackPuzzle>) -> Pack {
        let plan = name.plan();
        Pack {
            name,
            rules: plan.rules,
            size: plan.size,
            levels: plan.levels,
            per_level: plan.per_level,
            puzzles,
        }
    }
}

/// An effort as a pack stores it: to a thousandth of a bit, a decimal that
/// reads back as the same number (longer ones may be read back one unit in
/// the last place off, and the data would not print as it was read).
#[must_use]
pub fn stored_effort(effort: f64) -> f64 {
    (effort * 1000.0).round() / 1000.0
}

/// A pack puzzle's id, written `solo-17` (pack, then number from 1) in links
/// and stored progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct PuzzleId {
    /// The pack.
    pub pack: PackName,
    /// The puzzle's number, from 1.
    pub number: u16,
}

/// Why a text is not a pack puzzle's id.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PuzzleIdError {
    /// Not of the form `pack-number`.
    #[error("'{0}' is not a pack puzzle: write the pack and the number, like solo-17")]
    Malformed(String),
    /// No such pack.
    #[error("there is no pack named '{0}': the packs are solitaire and solo")]
    UnknownPack(String),
    /// The pack has no puzzle with that number.
    #[error("the {pack} pack has puzzles 1 to {len}, not {number}")]
    NoSuchPuzzle {
        /// The pack.
        pack: PackName,
        /// The number asked for.
        number: String,
        /// How many puzzles it has.
        len: u16,
    },
}

impl fmt::Display for PuzzleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.pack, self.number)
    }
}

impl FromStr for PuzzleId {
    type Err = PuzzleIdError;

    fn from_str(text: &str) -> Result<PuzzleId, PuzzleIdError> {
        let (pack, number) =
            text.split_once('-').ok_or_else(|| PuzzleIdError::Malformed(crate::excerpt::shorten(text)))?;
        let pack: PackName = pack.parse()?;
        let no_such = || PuzzleIdError::NoSuchPuzzle {
            pack,
            number: crate::excerpt::shorten(number),
            len: pack.puzzle_count(),
        };
        if !number.bytes().all(|byte| byte.is_ascii_digit()) {
            return Err(no_such());
        }
        let number: u16 = number.parse().map_err(|_| no_such())?;
        if !(1..=pack.puzzle_count()).contains(&number) {
            return Err(no_such());
        }
        Ok(PuzzleId { pack, number })
    }
}

impl TryFrom<String> for PuzzleId {
    type Error = PuzzleIdError;

    fn try_from(text: String) -> Result<PuzzleId, PuzzleIdError> {
        text.parse()
    }
}

impl From<PuzzleId> for String {
    fn from(id: PuzzleId) -> String {
        id.to_string()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn ids_read_back_and_bad_ones_say_why() {
        for pack in ALL_PACKS {
            for number in [1, pack.puzzle_count()] {
                let id = PuzzleId { pack, number };
                assert_eq!(id.to_string().parse::<PuzzleId>(), Ok(id));
            }
        }
        assert_eq!("solo-17".parse::<PuzzleId>().unwrap().to_string(), "solo-17");
        let errors = ["solo17", "chess-3", "solo-0", "solo-201", "solo-+3", "solo-", "solitaire-99999999"];
        let texts: Vec<String> =
            errors.iter().map(|text| text.parse::<PuzzleId>().unwrap_err().to_string()).collect();
        assert_eq!(texts[0], "'solo17' is not a pack puzzle: write the pack and the number, like solo-17");
        assert_eq!(texts[1], "there is no pack named 'chess': the packs are solitaire and solo");
        assert_eq!(texts[2], "the solo pack has puzzles 1 to 200, not 0");
        assert_eq!(texts[4], "the solo pack has puzzles 1 to 200, not +3");
    }

    #[test]
    fn each_pack_is_the_data_file_its_name_names() {
        for name in ALL_PACKS {
            let path = format!("{}/../../data/{}", env!("CARGO_MANIFEST_DIR"), name.file_name());
            assert_eq!(std::fs::read_to_string(path).unwrap(), name.data(), "{name}");
        }
    }

    #[test]
    fn the_shipped_packs_read_and_hold_together() {
        for name in ALL_PACKS {
            let pack = Pack::shipped(name).unwrap();
            assert_eq!(pack.puzzles.len(), usize::from(name.puzzle_count()));
            assert_eq!(pack.next(1).unwrap().number, 2);
            assert!(pack.next(name.puzzle_count()).is_none());
            assert_eq!(pack.level(pack.levels).count(), usize::from(pack.per_level));
        }
        assert!(matches!(Pack::read(PackName::Solo, "{"), Err(PackError::Unreadable { .. })));
        // The solitaire pack's lines under the solo pack's first line: 4×4 boards.
        let lines = PackName::Solitaire.data().split_once('\n').unwrap().1;
        let renamed = format!("chess-puzzle-lab pack solo v1\n{lines}");
        assert!(matches!(Pack::read(PackName::Solo, &renamed), Err(PackError::Inconsistent { .. })));
        let solitaire = PackName::Solitaire.data();
        assert!(matches!(Pack::read(PackName::Solo, solitaire), Err(PackError::Inconsistent { .. })));
    }
}
