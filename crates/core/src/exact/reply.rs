//! What the solver answers: the proven minimum ([`MinReply`]), a count
//! ([`CountReply`]), and the reply of a run of parts ([`ShareReply`]), which
//! join in order, so that the examples are those one run finds first, into a
//! count or, cap by cap, a minimum proof.

use super::{placement::Placement, tally::Tally};
use crate::{json::json_record, task::Join};

/// The proven minimum of a problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MinReply {
    /// The fewest pieces of any solution; `None` when the problem has no
    /// solution, or when the node limit stopped the search before it found
    /// one at the cap it reached (a solution found at a cap the limit then
    /// stopped is still the proven minimum: every smaller cap was searched).
    pub min_pieces: Option<u32>,
    /// Proven: no solution has fewer pieces than this.
    pub lower_bound: u32,
    /// False when the node limit stopped the search before it finished
    /// (then `solutions` and `unique` are lower bounds).
    pub complete: bool,
    /// How many distinct placements use that many pieces.
    pub solutions: u64,
    /// How many up to the problem's symmetries.
    pub unique: u64,
    /// One minimal placement, as a puzzle code.
    pub example: Option<String>,
    /// Up to the solver's example limit of minimal placements, as puzzle codes.
    pub examples: Vec<String>,
    /// Search nodes visited over all iterations (a machine-independent measure of work).
    pub nodes: u64,
}

/// All solutions of a problem, counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountReply {
    /// Distinct placements.
    pub total: u64,
    /// Placements up to the problem's symmetries.
    pub unique: u64,
    /// `by_pieces[p]` = placements with `p` pieces.
    pub by_pieces: Vec<u64>,
    /// The cap on pieces the count was made under, if any.
    pub max_pieces: Option<u32>,
    /// False when the node limit stopped the search: the counts are then lower bounds.
    pub complete: bool,
    /// Up to the solver's example limit of placements, as puzzle codes.
    pub examples: Vec<String>,
    /// Search nodes visited.
    pub nodes: u64,
}

/// What one or more consecutive parts of a search found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShareReply {
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

// Their JSON, as the worker writes them and the page reads them (the fields in this order).
json_record!(MinReply { min_pieces(default), lower_bound, complete, solutions, unique, example(default), examples, nodes });
json_record!(CountReply { total, unique, by_pieces, max_pieces(default), complete, examples, nodes });
json_record!(ShareReply { total, unique, by_pieces, examples, nodes, complete });

impl ShareReply {
    /// A tally's counts, with the run's nodes and whether it finished.
    pub(super) fn of(tally: Tally, nodes: u64, complete: bool) -> ShareReply {
        ShareReply {
            total: tally.total,
            unique: tally.unique,
            by_pieces: tally.by_pieces,
            examples: tally.examples.iter().map(Placement::to_string).collect(),
            nodes,
            complete,
        }
    }

    /// No part run yet: what joined replies start from.
    #[must_use]
    pub fn empty() -> ShareReply {
        ShareReply { complete: true, ..ShareReply::default() }
    }
}

impl Join for ShareReply {
    /// The most examples kept (the earliest found).
    type Rule = usize;

    fn append(&mut self, later: ShareReply, &max_examples: &usize) {
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
    /// The count made of a whole search's reply under `max_pieces` (its
    /// parts' replies joined in order, as [`ShareTask`](super::ShareTask) says).
    #[must_use]
    pub fn of(max_pieces: Option<u32>, reply: ShareReply) -> CountReply {
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
    /// A proof not yet begun: nothing found, every cap below `lower_bound` known empty.
    pub(super) fn from_floor(lower_bound: u32) -> MinReply {
        MinReply {
            min_pieces: None,
            lower_bound,
            complete: true,
            solutions: 0,
            unique: 0,
            example: None,
            examples: Vec::new(),
            nodes: 0,
        }
    }

    /// The minimum proof over `caps`, in order, each cap searched by
    /// `run(cap, nodes spent so far)`, until a cap has solutions or the node limit stops one.
    pub(super) fn prove(
        caps: std::ops::RangeInclusive<u32>,
        run: &mut dyn FnMut(u32, u64) -> ShareReply,
    ) -> MinReply {
        let mut outcome = MinReply::from_floor(*caps.start());
        for cap in caps {
            let reply = run(cap, outcome.nodes);
            if outcome.settle(cap, reply) {
                break;
            }
        }
        outcome
    }

    /// Takes in the whole search at `cap`; whether the proof is over (a
    /// solution was found, or the node limit stopped the search).
    pub(super) fn settle(&mut self, cap: u32, reply: ShareReply) -> bool {
        self.nodes += reply.nodes;
        if !reply.complete {
            // The node limit stopped this cap: a solution found here still
            // proves the minimum (every smaller cap was searched to the end),
            // but its counts are only lower bounds.
            self.complete = false;
        }
        if reply.total > 0 {
            self.min_pieces = Some(cap);
            self.solutions = reply.total;
            self.unique = reply.unique;
            self.example = reply.examples.first().cloned();
            self.examples = reply.examples;
            return true;
        }
        if self.complete {
            self.lower_bound = cap + 1;
        }
        !self.complete
    }
}
