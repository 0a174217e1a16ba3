//! The puzzles to retry: those the player failed (reached a position with no
//! win left) or gave up (had the solver play the solution), most recent
//! first, each by its link, until the player solves it. "Your progress"
//! lists them as links.

use crate::json::{json_names, json_record};
use chesslab_core::solo::Puzzle;

/// The most puzzles kept to retry (the oldest goes first).
pub const MAX_TO_RETRY: usize = 20;

/// Why a puzzle is to retry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RetryReason {
    /// A position with no win left was reached.
    Failed,
    /// The solver played the solution.
    GaveUp,
}

/// One puzzle to retry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToRetry {
    /// Its link (its identity).
    pub link: String,
    /// What it is, as the page named it ("Classic 4×4 pack · level 1 · puzzle 3 of 200").
    pub title: String,
    /// Why.
    pub reason: RetryReason,
}

impl ToRetry {
    /// The line "Your progress" shows: "Classic 4×4 pack · … — given up".
    #[must_use]
    pub fn line(&self) -> String {
        let why = match self.reason {
            RetryReason::Failed => "failed",
            RetryReason::GaveUp => "given up",
        };
        format!("{} — {why}", self.title)
    }

    /// Whether its link names a puzzle (a stored record is not trusted).
    fn names_a_puzzle(&self) -> bool {
        Puzzle::from_fragment(&self.link).is_some()
    }
}

/// Notes `puzzle` (titled `title`) as to retry for `reason`, first in `list`
/// (a second note of the same puzzle moves it up; giving up outweighs failing).
pub fn note(list: &mut Vec<ToRetry>, puzzle: &Puzzle, title: &str, reason: RetryReason) {
    let link = puzzle.fragment();
    let earlier = list.iter().position(|entry| entry.link == link).map(|index| list.remove(index));
    let reason = match earlier {
        Some(ToRetry { reason: RetryReason::GaveUp, .. }) => RetryReason::GaveUp,
        _ => reason,
    };
    list.insert(0, ToRetry { link, title: title.to_string(), reason });
    list.truncate(MAX_TO_RETRY);
}

/// Takes `puzzle` off `list`: the player solved it. Tells whether it was there.
pub fn solved(list: &mut Vec<ToRetry>, puzzle: &Puzzle) -> bool {
    let link = puzzle.fragment();
    let before = list.len();
    list.retain(|entry| entry.link != link);
    list.len() != before
}

/// Drops entries whose link names no puzzle, and any beyond [`MAX_TO_RETRY`] (read from storage).
pub fn checked(list: &mut Vec<ToRetry>) {
    list.retain(ToRetry::names_a_puzzle);
    list.truncate(MAX_TO_RETRY);
}

// Stored by name.
json_names!(RetryReason { Failed = "failed", GaveUp = "gave_up" });
// Stored as `{"link":…,"title":…,"reason":…}`.
json_record!(ToRetry { link, title, reason });

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use chesslab_core::solo::{PackName, PuzzleId, RulesPreset};

    #[test]
    fn a_puzzle_is_noted_once_most_recent_first_and_leaves_when_solved() {
        let five = Puzzle::Pack(PuzzleId { pack: PackName::Solo, number: 5 });
        let shared = Puzzle::Position { code: "R1R1/4/4/B1B1".into(), rules: RulesPreset::Solitaire };
        let mut list = Vec::new();
        note(&mut list, &five, "pack 5", RetryReason::GaveUp);
        note(&mut list, &shared, "shared", RetryReason::Failed);
        note(&mut list, &five, "pack 5", RetryReason::Failed);
        assert_eq!(
            list.iter().map(ToRetry::line).collect::<Vec<_>>(),
            ["pack 5 — given up", "shared — failed"]
        );
        assert!(solved(&mut list, &five));
        assert_eq!(list.len(), 1);
        list.push(ToRetry { link: "#/solo/9/9".into(), title: "edited".into(), reason: RetryReason::Failed });
        checked(&mut list);
        assert_eq!(list.len(), 1, "a link to no puzzle is not kept");
    }
}
