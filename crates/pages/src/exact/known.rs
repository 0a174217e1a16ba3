//! What the page knows of its problem before any search: the results table's
//! proven minimum and minimal placements (what a hint asks first, so that a
//! hint on a table entry comes at once), a proof run here, and for the entries
//! the table has not settled, why Hint would take too long.

use super::{found::Found, ExactPage};
use chesslab_core::exact::{EntryStatus, Placement, TableEntry, MAX_BROWSED};

impl ExactPage {
    /// The results table's entry for the problem, if it has one.
    fn table_entry(&self) -> Option<&TableEntry> {
        let text = self.problem.to_text();
        self.entries.iter().find(|entry| entry.problem == text)
    }

    /// The fewest pieces that solve the problem, when proven: by the
    /// results table, a proof run on the page, or a hint that proved it.
    #[must_use]
    pub fn minimum(&self) -> Option<u32> {
        let table = self.table_entry().and_then(|entry| entry.minimum().or(entry.outcome.min_pieces));
        let proven = match &self.found {
            Found::Min { outcome, .. } if self.asked_here() => outcome.min_pieces,
            _ => None,
        };
        let hinted = self.play.hand.hint.and_then(|reply| reply.minimum);
        table.or(proven).or(hinted)
    }

    /// Whether what was found is about the problem on the board.
    fn asked_here(&self) -> bool {
        self.asked.as_ref().is_some_and(|asked| asked.problem == self.problem)
    }

    /// Minimal placements the page knows for the problem, for the hint to
    /// ask first: the results table's example and list, and those a proof here listed.
    pub(super) fn known_minimal(&self) -> Vec<Placement> {
        let table = self.table_entry().into_iter().flat_map(|entry| {
            let listed = entry.outcome.examples.iter().filter(|code| entry.example.as_ref() != Some(code));
            entry.example.iter().chain(listed)
        });
        let listed: &[String] = match &self.found {
            Found::Min { outcome, .. } if self.asked_here() => &outcome.examples,
            _ => &[],
        };
        table.chain(listed).take(MAX_BROWSED).filter_map(|code| Placement::parse(code).ok()).collect()
    }

    /// Why Hint has no quick answer here, said before it is pressed: the table
    /// proved that nothing solves the problem, or stopped short of its minimum
    /// (the hint would first have to prove it: hours on these boards).
    #[must_use]
    pub fn no_quick_hint(&self) -> Option<String> {
        if self.minimum().is_some() {
            return None;
        }
        let entry = self.table_entry()?;
        match entry.status {
            EntryStatus::Impossible => Some("No hint: no placement solves this puzzle (proven).".to_string()),
            EntryStatus::Bounded => Some(
                "No hint here: the fewest pieces for this puzzle is not proven, and a hint would have to prove it first (hours of search)."
                    .to_string(),
            ),
            EntryStatus::Proven | EntryStatus::TooLarge => None,
        }
    }

    /// What Hint will do first on a puzzle the page knows nothing of (not in the
    /// results table, no proof here): prove the fewest pieces, which can be long.
    #[must_use]
    pub fn slow_hint(&self) -> Option<String> {
        (self.minimum().is_none() && self.table_entry().is_none()).then(|| {
            "Hint first proves the fewest pieces for this puzzle (it is not in the table): on a large board that can take minutes; Cancel stops it."
                .to_string()
        })
    }

    /// What the results table knows of the target when it has no minimum, in words.
    pub(super) fn unproven_target(&self) -> Option<String> {
        let entry = self.table_entry()?;
        match entry.status {
            EntryStatus::Bounded => {
                let best = entry
                    .upper_bound
                    .map(|upper| format!("; the best placement found has {upper}"))
                    .unwrap_or_default();
                Some(format!("The fewest pieces is not proven: at least {}{best}.", entry.lower_bound))
            }
            EntryStatus::Impossible => Some("No placement solves it (proven).".to_string()),
            EntryStatus::Proven | EntryStatus::TooLarge => None,
        }
    }
}
