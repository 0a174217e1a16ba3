//! What a puzzle page's board is for (Queens, Coverage, Exact attack): playing
//! it by hand, or the solver's side of the page (its form, searches, proofs,
//! counts and lists). Each page opens on Play; one switch of two buttons
//! chooses.

/// What the board is for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Placing pieces by hand (the page opens here).
    #[default]
    Play,
    /// The solver's side: its form, and what its searches found.
    Solver,
}
