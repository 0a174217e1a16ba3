//! A win worth having: the win panel (moves, time, hints, undos, the
//! puzzle's stars, **Next puzzle**), or a challenge run's end card in its place.

/// The win panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinScreen {
    /// "Solved!", or that the solver played it.
    pub title: &'static str,
    /// One line each: moves, time, hints, undos.
    pub stats: Vec<String>,
    /// The puzzle's difficulty in stars, labelled ("Difficulty: ★★★☆☆"), empty for a puzzle with no rating.
    pub stars: String,
    /// What Next puzzle opens: "Next puzzle" or "Next puzzle (17 of 200)".
    pub next_label: String,
    /// Whether the result can be shared (the daily puzzle's, a challenge run's).
    pub shareable: bool,
    /// Whether Play again is offered (not on a challenge run's end card).
    pub again: bool,
    /// Puzzles to open from the card (a Rush's failed ones): label and link.
    pub links: Vec<(String, String)>,
}
