//! How the results table's placement of an entry was found: by the proof,
//! by a count under a cap, by annealing (among every placement or among
//! those a symmetry keeps), or by the long runs of a proof ledger.

use crate::board::Symmetry;

/// The method that found an entry's placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FoundBy {
    /// The exact search's proof of the minimum.
    Proof,
    /// A count of the placements under a piece cap, stopped by its node limit.
    Count,
    /// Simulated annealing over every placement.
    Annealing,
    /// Simulated annealing among the placements a symmetry keeps.
    SymmetricAnnealing(Symmetry),
    /// Simulated annealing among the placements with pieces on the board's edge only.
    EdgeAnnealing,
    /// A cap of a proof ledger (`data/proofs/`), run to its end.
    Ledger,
}

impl FoundBy {
    /// The method in words, for the page and the table.
    ///
    /// ```
    /// use chesslab_core::{board::Symmetry, exact::FoundBy};
    /// assert_eq!(FoundBy::SymmetricAnnealing(Symmetry::MirrorRows).words(), "annealing, top–bottom mirror");
    /// ```
    #[must_use]
    pub const fn words(self) -> &'static str {
        match self {
            FoundBy::Proof => "the proof",
            FoundBy::Count => "a count under a cap",
            FoundBy::Annealing => "annealing",
            FoundBy::SymmetricAnnealing(symmetry) => match symmetry {
                Symmetry::Identity => "annealing",
                Symmetry::Rotate90 | Symmetry::Rotate270 => "annealing, quarter-turn symmetric",
                Symmetry::Rotate180 => "annealing, half-turn symmetric",
                Symmetry::MirrorColumns => "annealing, left–right mirror",
                Symmetry::MirrorRows => "annealing, top–bottom mirror",
                Symmetry::Transpose | Symmetry::AntiTranspose => "annealing, diagonal mirror",
            },
            FoundBy::EdgeAnnealing => "annealing, pieces on the edge only",
            FoundBy::Ledger => "a proof ledger",
        }
    }
}
