//! Which part of a split search a run does.
//!
//! The pieces are placed one at a time, so every placement of `level` or
//! more pieces lies below exactly one *arrival* at `level` pieces; the
//! search numbers these arrivals in the order one whole run meets them (and
//! with them the configurations it lets through with fewer pieces), and a
//! run of the parts `range` goes below only the arrivals it owns. Above
//! the level every run walks the same nodes; they are counted by a run that
//! counts the parts and goes below none, so that its statistics and the
//! parts' add up to one whole run's.

use std::ops::Range;

/// The parts one run of a split search does.
#[derive(Clone, Debug)]
pub(crate) struct Gate {
    level: usize,
    range: Range<usize>,
    next: usize,
    /// Whether nodes above the level count in this run's statistics.
    top: bool,
}

impl Gate {
    /// The whole search, in one run.
    pub(crate) fn whole() -> Gate {
        Gate { level: usize::MAX, range: 0..usize::MAX, next: 0, top: true }
    }

    /// The run that numbers the parts of the search split at `level` pieces
    /// (see [`Gate::seen`]) and counts the nodes above them.
    pub(crate) fn count(level: usize) -> Gate {
        Gate { level, range: 0..0, next: 0, top: true }
    }

    /// The parts `range` of the search split at `level` pieces.
    pub(crate) fn parts(level: usize, range: Range<usize>) -> Gate {
        Gate { level, range, next: 0, top: false }
    }

    /// Numbers met so far: after a run, the number of parts.
    pub(crate) fn seen(&self) -> usize {
        self.next
    }

    /// Takes the next number; whether this run owns it.
    fn take(&mut self) -> bool {
        let number = self.next;
        self.next += 1;
        self.range.contains(&number)
    }

    /// A piece was just placed, making `placed`: whether to search below.
    #[inline]
    pub(crate) fn pass(&mut self, placed: usize) -> bool {
        placed != self.level || self.take()
    }

    /// A configuration of `placed` pieces was let through: whether this run reports it.
    #[inline]
    pub(crate) fn keep(&mut self, placed: usize) -> bool {
        placed >= self.level || self.take()
    }

    /// Whether a node with `placed` pieces counts in this run's statistics.
    #[inline]
    pub(crate) fn counts(&self, placed: usize) -> bool {
        placed >= self.level || self.top
    }
}
