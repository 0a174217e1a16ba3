//! The Solo page's fixed texts and the sentences it builds from numbers.

use chesslab_core::{
    numbers::{fixed, plural},
    solo::{Level, RulesPreset},
    task::Progress,
};

/// The rules in a few words, shown under the page's title; the king's rule only when
/// the board has a king (`king`), where it matters. What the numbers on the pieces mean is
/// said once, beside the board ([`BADGES_NOTE`]).
#[must_use]
pub const fn rules_summary(rules: RulesPreset, king: bool) -> &'static str {
    match (rules, king) {
        (RulesPreset::Solitaire, _) => {
            "Every move must capture. Win by leaving a single piece. Pawns capture diagonally upward."
        }
        (RulesPreset::Solo, false) => {
            "Every move must capture; win by leaving a single piece. Each piece may capture at most twice."
        }
        (RulesPreset::Solo, true) => {
            "Every move must capture; win by leaving a single piece. Each piece may capture at most twice; \
             a king cannot be captured, so it must be the last piece."
        }
    }
}

/// What the numbers on the pieces mean under two-capture rules, said beside the board.
pub const BADGES_NOTE: &str = "The number on a piece is how many captures it has left.";

/// The rules' short name: "Classic rules", "Two-capture rules" (the game is Solo Chess under either).
#[must_use]
pub const fn rules_name(rules: RulesPreset) -> &'static str {
    match rules {
        RulesPreset::Solitaire => "Classic rules",
        RulesPreset::Solo => "Two-capture rules",
    }
}

/// The generator's level for people: "Beginner".
#[must_use]
pub const fn level_title(level: Level) -> &'static str {
    match level {
        Level::Beginner => "Beginner",
        Level::Intermediate => "Intermediate",
        Level::Advanced => "Advanced",
        Level::Expert => "Expert",
    }
}

/// The rules' name and their difference, said when the player switches.
#[must_use]
pub const fn rules_label(rules: RulesPreset) -> &'static str {
    match rules {
        RulesPreset::Solitaire => "Classic rules (any piece may capture any number of times)",
        RulesPreset::Solo => "Two-capture rules (each piece captures at most twice; the king goes last, as chess.com plays Solo Chess)",
    }
}

/// Said while a pack's data is on its way, in the status line and on its page.
#[must_use]
pub fn opening_pack(pack: chesslab_core::solo::PackName) -> String {
    format!("Opening the {} pack…", pack.title())
}

/// The status line while a game goes on.
#[must_use]
pub fn playing(pieces: u32) -> String {
    format!("{pieces} pieces left: every move must capture; leave one piece.")
}

/// A long solve's progress: the share of the search done and the positions looked at.
#[must_use]
pub fn searching(progress: Progress) -> String {
    format!(
        "Searching… about {}% done, {} looked at.",
        fixed(progress.fraction() * 100.0, 0),
        plural(progress.found, "position")
    )
}

/// Said when the solver finds no way to win from the position.
pub const NO_SOLUTION: &str = "No solution from here: undo some moves or restart.";
/// Said at the first Auto-solve on a rated first attempt, which it would end as a loss.
pub const GIVE_UP_QUESTION: &str = "Auto-solve gives up this rated puzzle: your first try counts as a loss. \
     Choose \"Give up and auto-solve\" in Tools to go ahead, or play on.";
/// Said when asked for help on a puzzle already won.
pub const ALREADY_SOLVED: &str = "Already solved.";

/// Seconds as `m:ss`.
#[must_use]
pub fn clock(seconds: f64) -> String {
    let whole = seconds.max(0.0).round() as u64;
    format!("{}:{:02}", whole / 60, whole % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_and_clock_read_as_sentences() {
        let progress = Progress { done: 1, total: 4, found: 1 };
        assert_eq!(searching(progress), "Searching… about 25% done, 1 position looked at.");
        assert_eq!(clock(75.4), "1:15");
        assert_eq!(clock(-3.0), "0:00");
    }
}
