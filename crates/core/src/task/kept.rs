//! Why a finished share kept between visits was refused: one error for every
//! family whose long searches keep their shares (Queens' counts, Exact's
//! proofs). What is kept is untrusted (storage gets edited and corrupted), so
//! each text is read and checked before the share it answers is skipped.

use super::split::ShareError;
use crate::excerpt::shorten;

/// Why a kept reply was refused; `L` is the family's line error (a reply that
/// does not read, or whose counts do not fit its problem).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum KeptError<L> {
    /// Longer than any kept reply.
    #[error("the kept reply is {length} bytes long; none is longer than {most}")]
    TooLong {
        /// Its length in bytes.
        length: usize,
        /// The longest read.
        most: usize,
    },
    /// Not a kept reply at all.
    #[error("the kept reply cannot be read: {}", shorten(.0))]
    Unreadable(String),
    /// A reply that does not read as its family's line, or whose counts do not fit its problem.
    #[error("the kept reply cannot be read: {0}")]
    Line(L),
    /// A reply stored under a key that is not its own.
    #[error("a kept reply stored under '{}', which is not its key", shorten(.0))]
    OtherKey(String),
    /// A reply of another problem.
    #[error("a kept reply of {}, not of {expected}", shorten(.found))]
    OtherProblem {
        /// The search's problem.
        expected: String,
        /// The reply's.
        found: String,
    },
    /// A reply of a search dealt in another number of shares.
    #[error("a kept reply of a search dealt in {found} shares, not {expected}")]
    OtherLayout {
        /// The search's shares.
        expected: u32,
        /// The reply's.
        found: u32,
    },
    /// A reply of a search cut into other parts (another version of the program).
    #[error("a kept reply of a search cut into {found} parts, not {expected}")]
    OtherSplit {
        /// The parts this program cuts the search into.
        expected: u32,
        /// The reply's.
        found: u32,
    },
    /// A share that does not exist.
    #[error("share: {0}")]
    Share(#[from] ShareError),
    /// A piece cap the proof never searches.
    #[error("cap {cap} is not one of the proof's caps, {first} to {last}")]
    Cap {
        /// The reply's cap.
        cap: u32,
        /// The proof's first cap.
        first: u32,
        /// Its last.
        last: u32,
    },
    /// A reply of a search a node limit stopped (the page sets none).
    #[error("the kept reply is of a search that did not finish")]
    Unfinished,
    /// More examples than a share keeps, or than it found.
    #[error(
        "the kept reply lists {examples} examples: a share keeps at most {most}, and no more than it found"
    )]
    Examples {
        /// How many.
        examples: usize,
        /// The most a share keeps.
        most: usize,
    },
}

impl<L> KeptError<L> {
    /// Refuses a text of `length` bytes when it is longer than `most`.
    ///
    /// ```
    /// use chesslab_core::task::kept::KeptError;
    ///
    /// assert_eq!(KeptError::<String>::check_length(10, 64), Ok(()));
    /// let refused = KeptError::<String>::check_length(65, 64).unwrap_err();
    /// assert_eq!(refused.to_string(), "the kept reply is 65 bytes long; none is longer than 64");
    /// ```
    ///
    /// # Errors
    /// [`KeptError::TooLong`] when it is.
    pub fn check_length(length: usize, most: usize) -> Result<(), KeptError<L>> {
        if length > most {
            return Err(KeptError::TooLong { length, most });
        }
        Ok(())
    }
}
