//! A player's progress through the packs, kept in the browser's local
//! storage as JSON: per puzzle, whether it was solved, solved without help
//! (no hint, no solution shown), and the best time.
//!
//! Stored text that cannot be read — another version's, or edited by hand —
//! is refused with a [`ProgressError`] saying why (never a panic, never
//! silently dropped): the page keeps the text aside and reports it.

use std::collections::BTreeMap;

use chesslab_core::solo::{PuzzleId, PuzzleIdError};

/// The version of the stored form; stored progress of another version is refused.
pub const PROGRESS_VERSION: u32 = 1;

/// What a player has done with one pack puzzle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PuzzleProgress {
    /// Solved at least once.
    pub solved: bool,
    /// Solved at least once with no hint and no solution shown.
    pub solved_without_help: bool,
    /// The fastest win, in milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best_ms: Option<u64>,
}

/// Progress through every pack.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PackProgress {
    puzzles: BTreeMap<PuzzleId, PuzzleProgress>,
}

/// The stored form.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct Stored {
    version: u32,
    puzzles: BTreeMap<String, PuzzleProgress>,
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
        let entry = self.puzzles.entry(id).or_default();
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

    /// The text to store.
    #[must_use]
    pub fn to_storage(&self) -> String {
        let stored = Stored {
            version: PROGRESS_VERSION,
            puzzles: self.puzzles.iter().map(|(id, &progress)| (id.to_string(), progress)).collect(),
        };
        // A map of strings to plain records always serialises.
        serde_json::to_string(&stored).unwrap_or_default()
    }

    /// Reads stored text back.
    ///
    /// # Errors
    /// [`ProgressError`] saying why the text is not progress this version can read.
    pub fn from_storage(text: &str) -> Result<PackProgress, ProgressError> {
        #[derive(serde::Deserialize)]
        struct VersionOnly {
            version: u32,
        }
        // The version first: another version's records may have any shape.
        let version: VersionOnly =
            serde_json::from_str(text).map_err(|error| ProgressError::Unreadable(error.to_string()))?;
        if version.version != PROGRESS_VERSION {
            return Err(ProgressError::Version { found: version.version });
        }
        let stored: Stored =
            serde_json::from_str(text).map_err(|error| ProgressError::Unreadable(error.to_string()))?;
        let mut puzzles = BTreeMap::new();
        for (id, progress) in stored.puzzles {
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
