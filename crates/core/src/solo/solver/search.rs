//! The depth-first search behind [`super::Solver`]: memory of dead positions,
//! pruning, move ordering, restarts and progress reports (the algorithm note
//! is in [`solver`](super)).

use super::{
    memo::DeadMemo,
    node::{Limits, SearchPosition},
    order::{promising_captures, Children},
    prune::{assess_within, refuted_by_roles, ROLE_STEPS, ROOT_ROLE_STEPS},
    sleep::Losing,
};
use crate::solo::Move;
use crate::task::Progress;

/// Positions between two progress reports: a power of two, so the test is a mask.
const REPORT_EVERY: u64 = 1 << 10;
/// How many levels of the search tree the progress estimate follows.
const TRAIL: usize = 6;
/// The progress estimate's scale: `done` of `total` parts.
const PROGRESS_SCALE: u64 = 1_000_000;
/// Positions the first attempt may visit before the search restarts; each
/// restart doubles it, so the last attempt always runs to the end.
const FIRST_BUDGET: u64 = 1 << 11;

/// How one attempt at a position ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    Won,
    Dead,
    /// The attempt ran out of positions to visit before it knew.
    OutOfBudget,
}

/// One question to the solver: the state of a single search.
pub(super) struct Search<'a> {
    pub limits: Limits,
    pub memo: &'a mut DeadMemo,
    pub visited: &'a mut u64,
    pub report: &'a mut dyn FnMut(Progress),
    /// The moves from the root to the current position.
    pub line: Vec<Move>,
    /// For the first levels: which move is being tried, of how many.
    trail: [(u32, u32); TRAIL],
    /// The attempt stops when `visited` reaches this.
    stop_at: u64,
    /// The whole search gives up when `visited` reaches this.
    give_up_at: u64,
    /// The attempt's tie-break (see [`promising_captures`]).
    salt: u64,
}

impl<'a> Search<'a> {
    pub(super) fn new(
        limits: Limits,
        memo: &'a mut DeadMemo,
        visited: &'a mut u64,
        report: &'a mut dyn FnMut(Progress),
    ) -> Search<'a> {
        Search {
            limits,
            memo,
            visited,
            report,
            line: Vec::new(),
            trail: [(0, 1); TRAIL],
            stop_at: 0,
            give_up_at: u64::MAX,
            salt: 0,
        }
    }

    /// Makes the search give up (answer [`Outcome::OutOfBudget`]) after visiting `positions` more positions.
    pub(super) fn give_up_after(&mut self, positions: u64) {
        self.give_up_at = self.visited.saturating_add(positions);
    }

    /// Whether `node` can be won; on a win `line` holds the winning moves.
    pub(super) fn run(&mut self, node: &SearchPosition) -> Outcome {
        let key = node.key(self.limits);
        if node.piece_count() > 1
            && (self.memo.contains(&key) || assess_within(node, self.limits, ROOT_ROLE_STEPS).is_none())
        {
            *self.visited += 1;
            // Remembered, so that asking again (a hint after a refusal) costs one look-up.
            self.memo.insert(key, 1);
            return Outcome::Dead;
        }
        let mut budget = FIRST_BUDGET;
        loop {
            self.stop_at = self.visited.saturating_add(budget).min(self.give_up_at);
            match self.win(node, &Losing::NONE) {
                Outcome::OutOfBudget if *self.visited < self.give_up_at => {
                    self.line.clear();
                    budget = budget.saturating_mul(2);
                    self.salt += 1;
                }
                outcome => return outcome,
            }
        }
    }

    /// `node` is neither remembered as dead nor proved dead; the captures in
    /// `losing` are known to lose from it (see [`super::sleep`]).
    fn win(&mut self, node: &SearchPosition, losing: &Losing) -> Outcome {
        *self.visited += 1;
        if *self.visited & (REPORT_EVERY - 1) == 0 {
            self.send_progress();
        }
        if node.piece_count() <= 1 {
            return Outcome::Won;
        }
        if *self.visited >= self.stop_at {
            return Outcome::OutOfBudget;
        }
        // The roles test, once per position visited (the children were sorted without it).
        if !self.line.is_empty() && refuted_by_roles(node, self.limits, ROLE_STEPS) {
            self.memo.insert(node.key(self.limits), 1);
            return Outcome::Dead;
        }
        let started = *self.visited;
        let mut losing = *losing;
        let mut children = Children::new();
        promising_captures(node, self.limits, self.memo, self.salt, &mut losing, &mut children);
        let depth = self.line.len();
        for (index, &(_, mv)) in children.iter().enumerate() {
            if let Some(step) = self.trail.get_mut(depth) {
                *step = (index as u32, children.len() as u32);
            }
            let child = node.play(mv, self.limits);
            // A sibling searched before may have proved this child dead since it was listed.
            if index > 0 && child.piece_count() > 1 && self.memo.contains(&child.key(self.limits)) {
                losing.insert(mv);
                continue;
            }
            self.line.push(mv);
            match self.win(&child, &losing.after(mv)) {
                Outcome::Dead => losing.insert(mv),
                outcome => return outcome,
            }
            self.line.pop();
        }
        self.memo.insert(node.key(self.limits), *self.visited - started);
        Outcome::Dead
    }

    /// Reports the share of the search tree done, estimated from the moves tried in the first levels.
    fn send_progress(&mut self) {
        let depth = self.line.len().min(TRAIL);
        let (mut done, mut width) = (0.0f64, 1.0f64);
        for &(index, of) in &self.trail[..depth] {
            width /= f64::from(of.max(1));
            done += width * f64::from(index);
        }
        let done = (done * PROGRESS_SCALE as f64) as u64;
        (self.report)(Progress {
            done: done.min(PROGRESS_SCALE),
            total: PROGRESS_SCALE,
            found: *self.visited,
        });
    }
}
