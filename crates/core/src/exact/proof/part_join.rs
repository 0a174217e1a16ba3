//! Joining the reply lines of one cap's parts into what they prove: the
//! replies come in any order (and any number of times), are checked to
//! belong together, and once every part is in they join in part order, as
//! one run of the cap's search: its counts, its first example and its nodes.

use crate::exact::{
    placement::Placement,
    problem::Problem,
    proof::part_line::{LineError, PartLine},
    proof::reply_line::{check_reply, ReplyLine},
    reply::ShareReply,
};
use crate::task::line_join::{add_count, CountOverflow};

/// Why reply lines do not prove anything together.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JoinError {
    /// No reply at all.
    #[error("no reply lines were given")]
    Nothing,
    /// A reply of another problem.
    #[error("a reply of {found}, not of {expected}: join the replies of one problem")]
    OtherProblem {
        /// The problem of the first reply.
        expected: String,
        /// This reply's.
        found: String,
    },
    /// A reply of another cap.
    #[error("a reply of cap={found}, not cap={expected}: join the replies of one cap at a time")]
    OtherCap {
        /// The cap of the first reply.
        expected: u32,
        /// This reply's.
        found: u32,
    },
    /// A reply of another listing of the cap's parts.
    #[error(
        "a reply of part=…/{found_of} split={found_split}, not part=…/{of} split={split}: \
         join the replies of one listing of the parts"
    )]
    OtherSplit {
        /// The shares of the first reply.
        of: u32,
        /// Its parts.
        split: u32,
        /// This reply's shares.
        found_of: u32,
        /// This reply's parts.
        found_split: u32,
    },
    /// Two different replies to one part.
    #[error("part={index}/{of} has two replies that disagree (one of them was edited or corrupted)")]
    Disagree {
        /// The share.
        index: u32,
        /// Of how many.
        of: u32,
    },
    /// Counts that add up past any count.
    #[error(transparent)]
    Overflow(#[from] CountOverflow),
    /// What the parts found together is not what the problem allows.
    #[error("the replies together: {0}; one of them was edited or corrupted")]
    Counts(LineError),
    /// Parts with no reply yet.
    #[error("{} of the {of} parts have no reply: part {}", .missing.len(), list(.missing))]
    Missing {
        /// The shares missing, in order.
        missing: Vec<u32>,
        /// Of how many.
        of: u32,
    },
}

/// The reply lines of one cap's parts, taken in any order. What it keeps is
/// bounded by the problem, not by what a line claims: a reply's shares are
/// at most its split, checked against [`Split::most_parts`](crate::exact::Split::most_parts) when read.
///
/// ```
/// use chesslab_core::exact::{CapReplies, PartLine, Problem, Solver};
///
/// let solver = Solver::new(&Problem::parse("4x4,k=2")?);
/// let mut replies = CapReplies::default();
/// for part in PartLine::all(&solver.split(Some(5)), Some(4))?.iter().rev() {
///     replies.add(part.run(&mut |_| {})?)?;
/// }
/// let proof = replies.proof()?;
/// assert_eq!((proof.cap, proof.fewest()), (5, None)); // no solution with at most 5 pieces
/// assert_eq!(proof.nodes, solver.count(Some(5), &mut |_| {}).nodes);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct CapReplies {
    /// The first reply's part (problem, cap, shares and split).
    first: Option<PartLine>,
    /// By share: the reply in.
    replies: Vec<Option<ReplyLine>>,
}

/// What the replies of every part of a cap prove together, as one run of the cap's search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CapProof {
    /// The problem.
    pub problem: Problem,
    /// The cap: every solution with at most this many pieces was found.
    pub cap: u32,
    /// Search nodes of the whole cap.
    pub nodes: u64,
    /// Solutions with at most `cap` pieces.
    pub found: u64,
    /// Of those, one per symmetry class.
    pub unique: u64,
    /// `(pieces, placements)` for each piece count found, in increasing order.
    pub by_pieces: Vec<(u32, u64)>,
    /// The first solution one run finds.
    pub example: Option<Placement>,
}

impl CapReplies {
    /// Takes in `reply`; a second reply to a part must be the same.
    ///
    /// # Errors
    /// A reply of another problem, cap or listing of the parts, or one that
    /// disagrees with the reply to its part already in.
    pub fn add(&mut self, reply: ReplyLine) -> Result<(), JoinError> {
        let part = reply.part();
        let share = part.cut().share;
        let (index, of) = (share.index(), share.of());
        if let Some(first) = &self.first {
            check_same(first, part)?;
        } else {
            self.first = Some(part.clone());
            self.replies = vec![None; of as usize];
        }
        let Some(slot) = self.replies.get_mut(index as usize) else {
            return Err(JoinError::Disagree { index, of });
        };
        match slot {
            Some(known) if *known != reply => Err(JoinError::Disagree { index, of }),
            Some(_) => Ok(()),
            None => {
                *slot = Some(reply);
                Ok(())
            }
        }
    }

    /// The part of the first reply taken (its problem, cap and listing are every reply's), if any.
    #[must_use]
    pub fn first(&self) -> Option<&PartLine> {
        self.first.as_ref()
    }

    /// The reply to share `share`, if it is in.
    #[must_use]
    pub fn reply(&self, share: u32) -> Option<&ReplyLine> {
        self.replies.get(share as usize).and_then(Option::as_ref)
    }

    /// The replies in, in part order.
    pub fn replies(&self) -> impl Iterator<Item = &ReplyLine> {
        self.replies.iter().flatten()
    }

    /// How many parts have their reply in.
    #[must_use]
    pub fn done(&self) -> usize {
        self.replies.iter().flatten().count()
    }

    /// The shares with no reply yet, in order.
    #[must_use]
    pub fn missing(&self) -> Vec<u32> {
        (0u32..).zip(&self.replies).filter(|(_, reply)| reply.is_none()).map(|(index, _)| index).collect()
    }

    /// What the replies prove, once every part is in.
    ///
    /// # Errors
    /// [`JoinError::Nothing`] with no reply, [`JoinError::Missing`] naming the parts not in.
    pub fn proof(&self) -> Result<CapProof, JoinError> {
        let first = self.first.as_ref().ok_or(JoinError::Nothing)?;
        let missing = self.missing();
        if !missing.is_empty() {
            return Err(JoinError::Missing { missing, of: first.cut().share.of() });
        }
        // The replies' counts, added with the one checked sum: a line's count
        // is bounded by the board, but the sum of many may still pass `u64`.
        let (mut nodes, mut found, mut unique) = (0u64, 0u64, 0u64);
        let mut by_pieces: Vec<(u32, u64)> = Vec::new();
        for reply in self.replies.iter().flatten() {
            nodes = add_count(nodes, reply.nodes(), "nodes")?;
            found = add_count(found, reply.found(), "found")?;
            unique = add_count(unique, reply.unique(), "unique")?;
            for &(pieces, count) in reply.by_pieces() {
                match by_pieces.binary_search_by_key(&pieces, |&(listed, _)| listed) {
                    Ok(at) => by_pieces[at].1 = add_count(by_pieces[at].1, count, "pieces")?,
                    Err(at) => by_pieces.insert(at, (pieces, count)),
                }
            }
        }
        let example = self.replies.iter().flatten().find_map(|reply| reply.example().cloned());
        // What the parts found together is one reply of the whole cap: checked as a line is.
        check_reply(first.problem(), first.cap(), &by_pieces, (found, unique), example.as_ref())
            .map_err(JoinError::Counts)?;
        Ok(CapProof {
            problem: first.problem().clone(),
            cap: first.cap(),
            nodes,
            found,
            unique,
            by_pieces,
            example,
        })
    }
}

impl CapProof {
    /// The fewest pieces of any solution and how many placements have
    /// that many, when a solution was found: the proven minimum, since the
    /// search found every solution with at most the cap's pieces.
    #[must_use]
    pub fn fewest(&self) -> Option<(u32, u64)> {
        self.by_pieces.first().copied()
    }

    /// The cap's reply as one run of its search gives it (with its first example).
    #[must_use]
    pub fn to_share_reply(&self) -> ShareReply {
        let mut by_pieces = Vec::new();
        for &(pieces, count) in &self.by_pieces {
            let at = pieces as usize;
            by_pieces.resize(by_pieces.len().max(at + 1), 0);
            by_pieces[at] = count;
        }
        ShareReply {
            total: self.found,
            unique: self.unique,
            by_pieces,
            examples: self.example.iter().map(ToString::to_string).collect(),
            nodes: self.nodes,
            complete: true,
        }
    }
}

/// Checks that `part` belongs with `first`: one problem, cap and listing.
fn check_same(first: &PartLine, part: &PartLine) -> Result<(), JoinError> {
    if part.problem() != first.problem() {
        return Err(JoinError::OtherProblem {
            expected: first.problem().to_text(),
            found: part.problem().to_text(),
        });
    }
    if part.cap() != first.cap() {
        return Err(JoinError::OtherCap { expected: first.cap(), found: part.cap() });
    }
    let (expected, found) = (first.cut(), part.cut());
    if !found.same_layout(expected) {
        return Err(JoinError::OtherSplit {
            of: expected.share.of(),
            split: expected.split,
            found_of: found.share.of(),
            found_split: found.split,
        });
    }
    Ok(())
}

/// Share numbers as a short list: runs as ranges, at most 12 items, e.g. `3, 17, 20-25`.
fn list(shares: &[u32]) -> String {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &share in shares {
        match runs.last_mut() {
            Some((_, end)) if end.checked_add(1) == Some(share) => *end = share,
            _ => runs.push((share, share)),
        }
    }
    let mut items: Vec<String> = runs
        .iter()
        .take(12)
        .map(|&(start, end)| if start == end { start.to_string() } else { format!("{start}-{end}") })
        .collect();
    if runs.len() > 12 {
        items.push("…".into());
    }
    items.join(", ")
}

#[cfg(test)]
mod tests {
    use super::list;

    #[test]
    fn missing_parts_are_listed_as_runs() {
        assert_eq!(list(&[3, 17, 20, 21, 22]), "3, 17, 20-22");
        let many: Vec<u32> = (0..40).map(|share| share * 2).collect();
        assert!(list(&many).ends_with("22, …"), "{}", list(&many));
    }
}
