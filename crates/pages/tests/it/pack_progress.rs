//! The player's stored pack progress: it reads back, and unreadable stored
//! progress is refused with a reason, never a panic (and never dropped: the
//! web layer keeps what it cannot read aside).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::solo::{PackName, PuzzleId, ALL_PACKS};
use chesslab_pages::solo::{PackProgress, PuzzleProgress, PROGRESS_VERSION};
use proptest::prelude::*;

fn puzzle_id() -> impl Strategy<Value = PuzzleId> {
    (prop::sample::select(ALL_PACKS.to_vec()), 1u16..=200)
        .prop_map(|(pack, number)| PuzzleId { pack, number })
}

fn progress() -> impl Strategy<Value = PackProgress> {
    prop::collection::vec((puzzle_id(), any::<bool>(), 0u64..10_000_000), 0..40).prop_map(|wins| {
        let mut progress = PackProgress::new();
        for (id, helped, ms) in wins {
            progress.record_win(id, helped, ms);
        }
        progress
    })
}

proptest! {
    #[test]
    fn stored_progress_reads_back_unchanged(progress in progress()) {
        let text = progress.to_storage();
        prop_assert_eq!(PackProgress::from_storage(&text), Ok(progress));
    }

    /// Any text at all: read or refused with a reason, never a panic; what is read stores back as read.
    #[test]
    fn any_stored_text_is_read_or_refused(text in ".{0,200}") {
        if let Ok(progress) = PackProgress::from_storage(&text) {
            prop_assert_eq!(PackProgress::from_storage(&progress.to_storage()), Ok(progress));
        }
    }

    /// Stored progress edited by hand (a character changed, or the text cut short):
    /// read or refused, never a panic; a refusal says something.
    #[test]
    fn edited_progress_is_read_or_refused(progress in progress(), at in any::<prop::sample::Index>(), with in prop::sample::select(vec!['"', '{', '}', ':', ',', '1', '-', 'x', ' ', 't'])) {
        let text = progress.to_storage();
        let cut = at.index(text.len() + 1);
        let mut edited: Vec<char> = text.chars().collect();
        for candidate in [text[..cut].to_string(), {
            if let Some(slot) = edited.get_mut(cut) {
                *slot = with;
            }
            edited.iter().collect()
        }] {
            match PackProgress::from_storage(&candidate) {
                Ok(read) => prop_assert_eq!(PackProgress::from_storage(&read.to_storage()), Ok(read)),
                Err(error) => prop_assert!(!error.to_string().is_empty()),
            }
        }
    }

    /// Every puzzle id prints and reads back; numbers past the pack are refused.
    #[test]
    fn puzzle_ids_read_back(id in puzzle_id(), beyond in 201u32..100_000) {
        prop_assert_eq!(id.to_string().parse::<PuzzleId>(), Ok(id));
        let past = format!("{}-{beyond}", id.pack);
        prop_assert!(past.parse::<PuzzleId>().is_err());
    }
}

#[test]
fn progress_of_another_version_is_refused_not_lost() {
    let other = format!(r#"{{"version":{},"puzzles":{{}}}}"#, PROGRESS_VERSION + 1);
    assert!(PackProgress::from_storage(&other).is_err());
    let good = r#"{"version":1,"puzzles":{"solitaire-1":{"solved":true,"solved_without_help":false,"best_ms":1500}}}"#;
    let read = PackProgress::from_storage(good).unwrap();
    let id = PuzzleId { pack: PackName::Solitaire, number: 1 };
    assert_eq!(
        read.get(id),
        PuzzleProgress { solved: true, solved_without_help: false, best_ms: Some(1500) }
    );
}
