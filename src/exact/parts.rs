//! The results of parts of a split search ([`PartReply`]) and how they add
//! up: in order, so that the examples are those one run finds first, into
//! the [`CountReply`] of a count or, cap by cap, the [`MinReply`] of a
//! minimum proof.

use serde::{Deserialize, Serialize};

use super::{placement::Placement, solve::CountReply, solve::MinReply, tally::Tally};

/// What one or more consecutive parts of a search found.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PartReply {
    /// Placements found.
    pub total: u64,
    /// Of those, the canonical ones (one per symmetry class in all parts together).
    pub unique: u64,
    /// `by_pieces[p]` = placements with `p` pieces.
    pub by_pieces: Vec<u64>,
    /// The first placements found, as puzzle codes.
    pub examples: Vec<String>,
    /// Search nodes visited.
    pub nodes: u64,
    /// False when the node limit stopped a part.
    pub complete: bool,
}

impl PartReply {
    /// A tally's counts, with the run's nodes and whether it finished.
    pub(super) fn of(tally: Tally, nodes: u64, complete: bool) -> PartReply {
        PartReply {
            total: tally.total,
            unique: tally.unique,
            by_pieces: tally.by_pieces,
            examples: tally.examples.iter().map(Placement::to_string).collect(),
            nodes,
            complete,
        }
    }

    /// Adds `later`, the reply of the parts right after these, keeping at most
    /// `max_examples` examples (the earliest found).
    pub fn append(&mut self, later: PartReply, max_examples: usize) {
        self.total = self.total.saturating_add(later.total);
        self.unique = self.unique.saturating_add(later.unique);
        if self.by_pieces.len() < later.by_pieces.len() {
            self.by_pieces.resize(later.by_pieces.len(), 0);
        }
        for (sum, count) in self.by_pieces.iter_mut().zip(later.by_pieces) {
            *sum = sum.saturating_add(count);
        }
        let room = max_examples.saturating_sub(self.examples.len());
        self.examples.extend(later.examples.into_iter().take(room));
        self.nodes = self.nodes.saturating_add(later.nodes);
        self.complete &= later.complete;
    }
}

impl CountReply {
    /// The count made of a whole search's reply under `max_pieces`.
    pub(super) fn of(max_pieces: Option<u32>, reply: PartReply) -> CountReply {
        CountReply {
            complete: reply.complete,
            total: reply.total,
            unique: reply.unique,
            by_pieces: reply.by_pieces,
            max_pieces,
            examples: reply.examples,
            nodes: reply.nodes,
        }
    }
}

impl MinReply {
    /// Takes in the whole search at `cap`; whether the proof is over (a
    /// solution was found, or the node limit stopped the search).
    pub(super) fn settle(&mut self, cap: u32, reply: PartReply) -> bool {
        self.nodes += reply.nodes;
        if !reply.complete {
            // Solutions found at this cap are real, but not all of them were counted.
            self.complete = false;
            return true;
        }
        if reply.total > 0 {
            self.min_pieces = Some(cap);
            self.solutions = reply.total;
            self.unique = reply.unique;
            self.example = reply.examples.first().cloned();
            self.examples = reply.examples;
            return true;
        }
        self.lower_bound = cap + 1;
        false
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use crate::exact::{Problem, Solver, Split};

    /// Runs `split` in chunks of `chunk` parts, last chunk first, and joins them in order.
    fn chunked(split: &Split<'_>, chunk: usize) -> super::PartReply {
        let starts: Vec<usize> = (0..split.len()).step_by(chunk.max(1)).collect();
        let mut replies: Vec<_> =
            starts.iter().rev().map(|&start| split.run(start..start + chunk, &mut |_| {})).collect();
        replies.reverse();
        split.join(replies)
    }

    #[test]
    fn parts_joined_in_order_give_one_runs_count_examples_and_nodes() {
        let cases = [
            ("3x3,k=1", None),
            ("3x3,k=2", None),
            ("4x4,k=1", Some(6)),
            ("4x4,k=2,vacant", Some(5)),
            ("4x4,k=2", Some(8)),
            ("4x4,k=3,pieces=KNP", Some(9)),
        ];
        for (text, cap) in cases {
            let problem = Problem::parse(text).unwrap();
            let solver = Solver::new(&problem).with_max_examples(7);
            let whole = solver.count(cap, &mut |_| {});
            for chunk in [1, 5, 1000] {
                let split = solver.count_by(cap, &mut |split| chunked(split, chunk));
                assert_eq!(split, whole, "{text} in chunks of {chunk}");
            }
        }
    }

    #[test]
    fn a_minimum_proved_in_parts_is_the_minimum_proved_in_one_run() {
        for text in ["3x3,k=1", "4x4,k=1,vacant", "4x4,k=2", "5x5,k=1", "4x4,k=3,vacant"] {
            let solver = Solver::new(&Problem::parse(text).unwrap());
            let whole = solver.minimum(&mut |_| {});
            assert!(whole.min_pieces.is_some(), "{text}");
            assert_eq!(solver.minimum_by(&mut |split| chunked(split, 4)), whole, "{text}");
            assert_eq!(solver.minimum_by(&mut |split| split.run_all(&mut |_| {})), whole, "{text}");
        }
    }

    #[test]
    fn a_wide_problem_splits_into_many_parts() {
        let solver = Solver::new(&Problem::parse("5x5,k=2").unwrap());
        let split = solver.split(Some(6));
        assert!(split.len() >= crate::exact::SPLIT_NODES, "{}", split.len());
        assert!(
            split.run(split.len()..split.len() + 3, &mut |_| {}).complete,
            "past the end: nothing to run"
        );
    }
}
