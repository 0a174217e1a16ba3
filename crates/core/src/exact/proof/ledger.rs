//! A proof ledger: the reply lines of a minimum proof's parts, as
//! `chesslab exact min --resume FILE` appends them over as many runs,
//! sessions and machines as the proof takes (or as `exact part` prints them
//! under GNU parallel). Each cap whose parts are all in proves something on
//! its own: no solution with at most that many pieces, or every solution up
//! to it, counted. [`Ledger::verdict`] says what the whole ledger proves;
//! the results table takes it in for the entries whose proofs outrun one
//! table run (`data/proofs/`).
//!
//! A ledger is untrusted text like a part line: every line is checked as
//! `exact join` checks it, and one of another problem is refused. Its size
//! is bounded by its problem: a line's cap is at most the board's cells and
//! its split at most [`Split::most_parts`], so a ledger holds at most one
//! reply per part of each cap, and a text of more lines than that
//! ([`Ledger::most_lines`]) is refused.

use std::collections::BTreeMap;

use crate::exact::{
    problem::Problem,
    proof::part_join::{CapProof, CapReplies, JoinError},
    proof::part_line::LineError,
    proof::reply_line::ReplyLine,
    solve::Split,
};

/// Why a ledger line was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LedgerError {
    /// The line is not a reply line.
    #[error("{0}")]
    Line(#[from] LineError),
    /// A reply of another problem.
    #[error("the reply of a part of {found}, not of {expected}")]
    OtherProblem {
        /// The ledger's problem.
        expected: String,
        /// The line's.
        found: String,
    },
    /// A reply that does not join the others of its cap.
    #[error("{0}")]
    Join(#[from] JoinError),
    /// More lines than the ledger of its problem has parts.
    #[error(
        "more than {most} lines: a ledger of {problem} holds one reply per part of each cap, \
         at most {most} in all"
    )]
    TooManyLines {
        /// The problem's text form.
        problem: String,
        /// The most lines.
        most: usize,
    },
}

/// The replies of one problem's proof, by cap.
///
/// ```
/// use chesslab_core::exact::{Ledger, PartLine, Problem, Solver};
///
/// let problem = Problem::parse("4x4,k=2")?;
/// let solver = Solver::new(&problem);
/// let mut text = String::new();
/// for cap in [4, 5] {
///     for part in PartLine::all(&solver.split(Some(cap)), Some(4))? {
///         text += &format!("{}\n", part.run(&mut |_| {})?);
///     }
/// }
/// let ledger = Ledger::read(&problem, &text).map_err(|(line, error)| format!("line {line}: {error}"))?;
/// let verdict = ledger.verdict();
/// assert_eq!(verdict.lower_bound, 6); // nothing with at most 5 pieces
/// assert!(verdict.minimum.is_none());
/// assert_eq!(verdict.nodes, solver.count(Some(4), &mut |_| {}).nodes + solver.count(Some(5), &mut |_| {}).nodes);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Ledger {
    problem: Problem,
    caps: BTreeMap<u32, CapReplies>,
    /// The lines taken in (blank ones aside), replies given twice included.
    lines: usize,
}

/// What a ledger proves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LedgerVerdict {
    /// No solution has fewer pieces: one more than the highest cap whose
    /// parts are all in and found nothing (0 without one).
    pub lower_bound: u32,
    /// A cap whose parts are all in and found solutions: its fewest pieces
    /// is the proven minimum, counted.
    pub minimum: Option<CapProof>,
    /// Search nodes of every reply in the ledger.
    pub nodes: u64,
    /// Caps with all their parts in.
    pub caps_complete: Vec<u32>,
}

impl Ledger {
    /// An empty ledger of `problem`'s proof.
    #[must_use]
    pub fn new(problem: &Problem) -> Ledger {
        Ledger { problem: problem.clone(), caps: BTreeMap::new(), lines: 0 }
    }

    /// The most lines a ledger of `problem` takes: one reply per part of
    /// each cap (from 0 to a piece on every cell), each cap cut into at most
    /// [`Split::most_parts`] parts.
    ///
    /// ```
    /// use chesslab_core::exact::{Ledger, Problem, Split};
    ///
    /// let problem = Problem::parse("3x3,k=1")?;
    /// assert_eq!(Ledger::most_lines(&problem), 10 * Split::most_parts(&problem) as usize);
    /// # Ok::<(), chesslab_core::exact::ProblemTextError>(())
    /// ```
    #[must_use]
    pub fn most_lines(problem: &Problem) -> usize {
        let caps = problem.cells().count_ones() as usize + 1;
        caps.saturating_mul(Split::most_parts(problem) as usize)
    }

    /// Reads `text`, one reply line per line (blank lines skipped).
    ///
    /// # Errors
    /// The first line refused, with its number.
    pub fn read(problem: &Problem, text: &str) -> Result<Ledger, (usize, LedgerError)> {
        let mut ledger = Ledger::new(problem);
        for (number, line) in text.lines().enumerate() {
            ledger.add(line).map_err(|error| (number + 1, error))?;
        }
        Ok(ledger)
    }

    /// Takes in one line (a blank one is skipped).
    ///
    /// # Errors
    /// A line that is not a reply, a reply of another problem, one that
    /// disagrees with the replies of its cap already in, or a line past
    /// [`Ledger::most_lines`].
    pub fn add(&mut self, line: &str) -> Result<(), LedgerError> {
        if line.trim().is_empty() {
            return Ok(());
        }
        let most = Ledger::most_lines(&self.problem);
        if self.lines >= most {
            return Err(LedgerError::TooManyLines { problem: self.problem.to_text(), most });
        }
        self.lines += 1;
        let reply: ReplyLine = line.parse()?;
        if reply.part().problem() != &self.problem {
            return Err(LedgerError::OtherProblem {
                expected: self.problem.to_text(),
                found: reply.part().problem().to_text(),
            });
        }
        self.caps.entry(reply.part().cap()).or_default().add(reply)?;
        Ok(())
    }

    /// The problem whose proof this is.
    #[must_use]
    pub fn problem(&self) -> &Problem {
        &self.problem
    }

    /// The replies of `cap`, if any is in.
    #[must_use]
    pub fn cap(&self, cap: u32) -> Option<&CapReplies> {
        self.caps.get(&cap)
    }

    /// What the caps whose parts are all in prove together.
    #[must_use]
    pub fn verdict(&self) -> LedgerVerdict {
        let nodes = self
            .caps
            .values()
            .flat_map(|replies| replies.replies())
            .fold(0u64, |sum, reply| sum.saturating_add(reply.nodes()));
        let proofs: Vec<CapProof> = self.caps.values().filter_map(|replies| replies.proof().ok()).collect();
        let lower_bound =
            proofs.iter().filter(|proof| proof.found == 0).map(|proof| proof.cap + 1).max().unwrap_or(0);
        // The lowest cap with solutions counts the fewest exactly (every cap above it does too).
        let minimum = proofs.iter().find(|proof| proof.found > 0).cloned();
        LedgerVerdict {
            lower_bound,
            minimum,
            nodes,
            caps_complete: proofs.iter().map(|proof| proof.cap).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use crate::exact::*;
    use crate::exact::{PartLine, Solver};

    fn replies(text: &str, cap: u32) -> Vec<String> {
        let problem = Problem::parse(text).unwrap();
        let parts = PartLine::all(&Solver::new(&problem).split(Some(cap)), Some(3)).unwrap();
        parts.iter().map(|part| part.run(&mut |_| {}).unwrap().to_string()).collect()
    }

    #[test]
    fn a_cap_counts_only_once_all_its_parts_are_in_and_a_cap_with_solutions_gives_the_minimum() {
        let problem = Problem::parse("4x4,k=2").unwrap();
        let (empty, full) = (replies("4x4,k=2", 5), replies("4x4,k=2", 6));
        assert!(empty.len() > 1);
        let mut ledger = Ledger::new(&problem);
        ledger.add(&empty[0]).unwrap();
        assert_eq!((ledger.verdict().lower_bound, ledger.verdict().caps_complete), (0, vec![]));
        for line in empty.iter().chain(&full) {
            ledger.add(line).unwrap();
        }
        let verdict = ledger.verdict();
        assert_eq!((verdict.lower_bound, verdict.caps_complete), (6, vec![5, 6]));
        let proven = Solver::new(&problem).minimum(&mut |_| {});
        let minimum = verdict.minimum.unwrap();
        assert_eq!(minimum.fewest(), Some((6, proven.solutions)));
        assert_eq!(proven.min_pieces, Some(6));
    }

    #[test]
    fn a_reply_of_another_problem_or_an_edited_line_is_refused_with_its_line_number() {
        let problem = Problem::parse("3x3,k=1").unwrap();
        let other = replies("3x3,k=2", 3);
        let (line, error) = Ledger::read(&problem, &format!("\n{}\n", other[0])).unwrap_err();
        assert_eq!(line, 2);
        assert!(matches!(error, LedgerError::OtherProblem { .. }), "{error}");
        let mine = replies("3x3,k=1", 2);
        let edited = mine[0].replace("nodes=", "nodes=9");
        let text = format!("{}\n{edited}\n", mine[0]);
        assert!(Ledger::read(&problem, &text).is_err());
    }

    proptest! {
        #[test]
        fn any_text_is_read_or_refused_without_a_panic(text in "(exact-reply v1 3x3,k=1 cap=[0-9] part=[0-9]/[0-9] split=[0-9] nodes=[0-9]{1,3} found=[0-9] unique=[0-9] pieces=[-0-9:,]{1,5} example=[-1-3KQB/]{1,9}\n|.{0,40}\n){0,6}") {
            let problem = Problem::parse("3x3,k=1").unwrap();
            if let Ok(ledger) = Ledger::read(&problem, &text) {
                let _ = ledger.verdict();
            }
        }
    }
}
