//! A player's progress through the packs, kept in the browser's local
//! storage as JSON: per puzzle, whether it was solved, solved without help
//! (no hint, no solution shown), and the best time.
//!
//! Stored text that cannot be read — another version's, or edited by hand —
//! is refused with a [`ProgressError`] saying why (never a panic, never
//! silently dropped): the page keeps the text aside and reports it.

use crate::{
    json::{parse, FromJson, Json, JsonError, ToJson},
    SortedMap,
};
use chesslab_core::solo::{PuzzleId, PuzzleIdError};

/// The version of the stored form; stored progress of another version is refused.
pub const PROGRESS_VERSION: u32 = 1;

/// What a player has done with one pack puzzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PuzzleProgress {
    /// Solved at least once.
    pub solved: bool,
    /// Solved at least once with no hint and no solution shown.
    pub solved_without_help: bool,
    /// The fastest win, in milliseconds.
    pub best_ms: Option<u64>,
}

/// Progress through every pack.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PackProgress {
    puzzles: SortedMap<PuzzleId, PuzzleProgress>,
}

/// Why stored progress could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProgressError {
    /// Not the stored form at all (not JSON, or other fields).
    #[error("the stored pack progress cannot be read: {0}")]
    Unreadable(String),
    /// Written by another version of the program.
    #[error("the stored pack progress is of version {found}; this version reads version {PROGRESS_VERSION}")]
    Version {
        /// The version found.
        found: u32,
    },
    /// A puzzle that is not in the packs.
    #[error("the stored pack progress names a puzzle that does not exist: {0}")]
    Puzzle(#[from] PuzzleIdError),
    /// A record that contradicts itself.
    #[error("the stored progress of {id} is contradictory: {problem}")]
    Contradictory {
        /// The puzzle.
        id: PuzzleId,
        /// What is wrong.
        problem: &'static str,
    },
}

impl PackProgress {
    /// No puzzle solved yet.
    #[must_use]
    pub fn new() -> PackProgress {
        PackProgress::default()
    }

    /// What the player has done with puzzle `id` (nothing, if never solved).
    #[must_use]
    pub fn get(&self, id: PuzzleId) -> PuzzleProgress {
        self.puzzles.get(&id).copied().unwrap_or_default()
    }

    /// Records a win of puzzle `id` in `ms` milliseconds, `helped` when a hint or the solution was shown.
    pub fn record_win(&mut self, id: PuzzleId, helped: bool, ms: u64) {
        let entry = self.puzzles.get_or_insert_with(id, PuzzleProgress::default);
        entry.solved = true;
        entry.solved_without_help |= !helped;
        entry.best_ms = Some(entry.best_ms.map_or(ms, |best| best.min(ms)));
    }

    /// The puzzles with any progress, by id.
    pub fn iter(&self) -> impl Iterator<Item = (PuzzleId, PuzzleProgress)> + '_ {
        self.puzzles.iter().map(|(&id, &progress)| (id, progress))
    }

    /// How many puzzles of `pack` were solved.
    #[must_use]
    pub fn solved_in(&self, pack: super::PackName) -> usize {
        self.iter().filter(|(id, progress)| id.pack == pack && progress.solved).count()
    }

    /// The text to store: `{"version":1,"puzzles":{"solo-3":{…},…}}`, each puzzle's progress by its id.
    #[must_use]
    pub fn to_storage(&self) -> String {
        let puzzles =
            self.puzzles.iter().map(|(id, progress)| (id.to_string(), progress.to_json())).collect();
        Json::fields([("version", PROGRESS_VERSION.to_json()), ("puzzles", Json::Object(puzzles))]).to_text()
    }

    /// Reads stored text back.
    ///
    /// # Errors
    /// [`ProgressError`] saying why the text is not progress this version can read.
    pub fn from_storage(text: &str) -> Result<PackProgress, ProgressError> {
        let unreadable = |error: JsonError| ProgressError::Unreadable(error.to_string());
        let json = parse(text).map_err(unreadable)?;
        let stored = json.object().map_err(unreadable)?;
        // The version first: another version's records may have any shape.
        let version: u32 = stored.field("version").map_err(unreadable)?;
        if version != PROGRESS_VERSION {
            return Err(ProgressError::Version { found: version });
        }
        stored.only(&["version", "puzzles"]).map_err(unreadable)?;
        let read: SortedMap<String, PuzzleProgress> = stored.field("puzzles").map_err(unreadable)?;
        let mut puzzles = SortedMap::new();
        for (id, progress) in read {
            let id: PuzzleId = id.parse()?;
            let problem = if progress.solved_without_help && !progress.solved {
                Some("solved without help, but not solved")
            } else if progress.best_ms.is_some() && !progress.solved {
                Some("a best time, but not solved")
            } else {
                None
            };
            if let Some(problem) = problem {
                return Err(ProgressError::Contradictory { id, problem });
            }
            puzzles.insert(id, progress);
        }
        Ok(PackProgress { puzzles })
    }
}

/// Stored as `{"solved":…,"solved_without_help":…,"best_ms":…}`, the best time only once there is one.
impl FromJson for PuzzleProgress {
    fn from_json(json: &Json) -> Result<PuzzleProgress, JsonError> {
        let progress = json.object()?;
        progress.only(&["solved", "solved_without_help", "best_ms"])?;
        Ok(PuzzleProgress {
            solved: progress.field("solved")?,
            solved_without_help: progress.field("solved_without_help")?,
            best_ms: progress.field_or_default("best_ms")?,
        })
    }
}

impl ToJson for PuzzleProgress {
    fn to_json(&self) -> Json {
        let mut fields = vec![
            ("solved".to_string(), self.solved.to_json()),
            ("solved_without_help".to_string(), self.solved_without_help.to_json()),
        ];
        if let Some(ms) = self.best_ms {
            fields.push(("best_ms".to_string(), ms.to_json()));
        }
        Json::Object(fields)
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use chesslab_core::solo::PackName;

    #[test]
    fn wins_are_kept_with_the_best_time_and_read_back() {
        let id = PuzzleId { pack: PackName::Solo, number: 3 };
        let mut progress = PackProgress::new();
        assert_eq!(progress.get(id), PuzzleProgress::default());
        progress.record_win(id, true, 9000);
        progress.record_win(id, false, 12_000);
        assert_eq!(
            progress.get(id),
            PuzzleProgress { solved: true, solved_without_help: true, best_ms: Some(9000) }
        );
        let text = progress.to_storage();
        assert_eq!(
            text,
            r#"{"version":1,"puzzles":{"solo-3":{"solved":true,"solved_without_help":true,"best_ms":9000}}}"#
        );
        assert_eq!(PackProgress::from_storage(&text), Ok(progress.clone()));
        assert_eq!(progress.solved_in(PackName::Solo), 1);
        assert_eq!(progress.solved_in(PackName::Solitaire), 0);
    }

    #[test]
    fn unreadable_progress_says_why() {
        let error = |text: &str| PackProgress::from_storage(text).unwrap_err().to_string();
        assert!(error("").starts_with("the stored pack progress cannot be read: "));
        assert_eq!(
            error(r#"{"version":2,"anything":[]}"#),
            "the stored pack progress is of version 2; this version reads version 1"
        );
        assert_eq!(
            error(r#"{"version":1,"puzzles":{"solo-999":{"solved":true,"solved_without_help":false}}}"#),
            "the stored pack progress names a puzzle that does not exist: the solo pack has puzzles 1 to 200, not 999"
        );
        assert_eq!(
            error(r#"{"version":1,"puzzles":{"solo-9":{"solved":false,"solved_without_help":true}}}"#),
            "the stored progress of solo-9 is contradictory: solved without help, but not solved"
        );
        assert!(error(
            r#"{"version":1,"puzzles":{"solo-9":{"solved":true,"solved_without_help":true,"x":1}}}"#
        )
        .contains("unknown field"));
    }
}
