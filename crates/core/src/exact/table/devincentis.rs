//! Joe DeVincentis' upper bounds for Friedman's vacant-cell problem (on
//! Friedman's page): constructions giving V(n,1) ≤ n, V(n,2) ≤ n,
//! V(n,3) ≤ 2n−2, V(n,4) ≤ 2n, V(n,5) ≤ 3n−2 and V(n,6..8) ≤ 4n−4, "sharp, it
//! seems" for k = 2, 7 and 8. V(n,k) is the fewest pieces that attack every
//! vacant cell of an n×n board exactly k times. [`compare`] says what the
//! table's results make of each bound.

/// DeVincentis' bound on V(`n`,`k`), for k from 1 to 8.
///
/// ```
/// use chesslab_core::exact::devincentis_bound;
/// assert_eq!(devincentis_bound(5, 3), Some(8));
/// assert_eq!(devincentis_bound(7, 8), Some(24));
/// assert_eq!(devincentis_bound(7, 9), None);
/// ```
#[must_use]
pub fn devincentis_bound(n: u8, k: u8) -> Option<u32> {
    let n = u32::from(n);
    let bound = match k {
        1 | 2 => n,
        3 => 2 * n - 2,
        4 => 2 * n,
        5 => 3 * n - 2,
        6..=8 => 4 * n - 4,
        _ => return None,
    };
    Some(bound)
}

/// What the table's results say about one of DeVincentis' bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// The proven minimum equals the bound (or the proven lower bound
    /// reaches it, so his construction is optimal).
    Sharp,
    /// A placement with fewer pieces than the bound exists (ours).
    Beaten,
    /// Our bounds leave room on both sides of his.
    Unknown,
    /// The proven minimum is above the bound, or nothing solves the problem: his
    /// construction needs a larger board.
    DoesNotApply,
}

impl Verdict {
    /// A word for the page and the README.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Verdict::Sharp => "sharp",
            Verdict::Beaten => "beaten",
            Verdict::Unknown => "unknown",
            Verdict::DoesNotApply => "does not apply",
        }
    }
}

/// The verdict on `bound` from a proven `lower` bound and the fewest pieces
/// `upper` of a placement found (if any).
///
/// ```
/// use chesslab_core::exact::{compare, Verdict};
/// assert_eq!(compare(5, 5, Some(5)), Verdict::Sharp);
/// assert_eq!(compare(8, 7, Some(7)), Verdict::Beaten);
/// assert_eq!(compare(8, 6, Some(7)), Verdict::Beaten); // a placement of 7 is known
/// assert_eq!(compare(8, 6, Some(9)), Verdict::Unknown);
/// assert_eq!(compare(8, 8, None), Verdict::Sharp); // nothing below 8, and his 8 exist
/// assert_eq!(compare(2, 3, Some(3)), Verdict::DoesNotApply);
/// ```
#[must_use]
pub fn compare(bound: u32, lower: u32, upper: Option<u32>) -> Verdict {
    if lower > bound {
        Verdict::DoesNotApply
    } else if upper.is_some_and(|upper| upper < bound) {
        Verdict::Beaten
    } else if lower == bound {
        Verdict::Sharp
    } else {
        Verdict::Unknown
    }
}
