//! The Solo Chess solver.
//!
//! # Algorithm
//!
//! Depth-first search over captures, with six things that keep it fast (the
//! `solo_8x8` benchmark's header records what each measured when it was made):
//!
//! 1. **Dead-position memory** ([`memo`]). A position from which no line
//!    wins is remembered, keyed exactly by its pieces (kind and square) and,
//!    when captures are limited, each piece's capture count (a piece with no
//!    capture left is only a target: its kind is left out, so more positions
//!    meet); the board's size
//!    is not part of the key because pieces only ever land on occupied
//!    squares. The table has a fixed largest size and replaces entries
//!    (keeping those that cost most to prove), so memory stays bounded.
//! 2. **Pruning** ([`prune`], with [`reach`] and [`graph`]): tests that
//!    only ever reject dead positions.
//!    - *Kings*: when kings cannot be captured, every king is still on the
//!      board at the end, so two kings can never win.
//!    - *Capture budget*: `p` pieces need `p − 1` more captures, each made by
//!      a piece with a capture left, so the captures left must add up to at
//!      least `p − 1`.
//!    - *Capture graph*: every capture lands on a square that is occupied
//!      now (a vacated square is never filled again), and a piece moves from
//!      `a` to `b` only if `b` is on one of its lines from `a` (empty-board lines: pieces in between may vanish, never
//!      appear). Walking those edges through today's occupied squares — at
//!      most as many times as the piece has captures left; pawns only go up,
//!      bishops and pawns keep their square colour by the geometry — gives
//!      every square a piece could ever stand on and ever capture on. Say `A`
//!      *may take* `B` when a square `A` could capture on is one `B` could
//!      stand on, and `B` may be captured (not a king under Solo rules). In a
//!      winning line every piece but the last is taken exactly once, so the
//!      captures form a tree rooted at the last piece whose edges are all
//!      "may take" edges: hence some piece must reach every other piece along
//!      "may take". This one test covers pieces that can never be attacked
//!      again, groups that can never meet (bishops of both colours; the three
//!      ranks of bishops are rejected at once), pawns stranded below or beside
//!      each other, and, under Solo rules, a king that could never capture all.
//!    - *Squares to vacate*: a vacated square is never filled again, so at
//!      the end every square but the last piece's has been left, each by a
//!      capture made from it. To leave square `s` a piece must stand on `s`
//!      with a capture left (its own square, or one it could reach with a
//!      capture to spare) and have a capturable target on its lines from `s`
//!      other than the square it came from. Two occupied squares that no
//!      piece could ever leave prove the position dead; one such square
//!      must be the last piece's, so the last piece must be one that could
//!      capture there (and the root of the capture graph below is chosen
//!      among those). A square whose own piece cannot leave must be passed
//!      through (entered by a capture, left by another) by some other piece,
//!      and a piece with `c` captures left passes through at most `c − 1`
//!      squares: a matching must give all such squares but one (the last
//!      piece's) distinct visitors. Under Solo rules many dead ends are found
//!      this way: a piece with both captures spent, reachable only by pieces
//!      that would have none left after taking it.
//!      Conversely, a capture landing on a square takes the piece that
//!      started there, so that piece never moves: a square whose piece must
//!      leave it never sees a capture. That is a square nobody could pass
//!      through that cannot be the last, and the square of a visitor that
//!      every matching of the visitors needs (it left its own square to pass
//!      through; each visitor the matching uses is tried once without).
//!      Which squares can be the last is sharpened by the matching too: when
//!      one square whose piece never leaves must go without a visitor, the
//!      last square is one of those that can (each is tried as the one left
//!      out). Such squares leave every piece's targets and the tests run
//!      again until none is found (each round can only find more): on the
//!      hardest 24-piece set this cuts the visits several times over.
//!    - *Takers*: in that tree every piece but the root has its own parent,
//!      along a "may take" edge, and a piece has at most as many children as
//!      it has captures left. So, with a capture limit, a matching that gives
//!      all pieces but one a taker, each taker within its captures left, must
//!      exist (found by augmenting paths; before it, the cheap sum of
//!      `min(captures left, pieces it may take)` must reach `p − 1`). The
//!      piece left without a taker must be a possible root.
//!    - *The last square* ([`last`]): the last piece made the last capture,
//!      so it ends on a square it could capture on. A lone king that may not
//!      be captured is the last piece: its targets are the only possible
//!      last squares; otherwise the roots' targets are, or the one square
//!      nobody can leave. The square left unvisited in the squares-to-vacate
//!      matching must be one of them. When only one square is possible, it
//!      is occupied from now to the end: its piece never captures, a piece
//!      that lands there never leaves, and it blocks every line through it
//!      (a *wall*); the tests run again with that. Under Solo rules, a king
//!      whose last capture is forced (one capture left, one piece next to
//!      it) is common, and this cuts the visits of the hardest dead
//!      positions markedly.
//!
//!    - *Roles* ([`roles`], at most two captures per piece, so Solo rules):
//!      the tests above each look at one side of a winning line; this one
//!      asks for a whole plan. Every piece either moves or stays; captures
//!      land only on squares whose pieces stay; each such square but the
//!      last is emptied by its own visitor (a piece that arrives there by
//!      its first capture and leaves by its second, onto another such
//!      square, before that one's visitor arrives); every other piece that
//!      moves makes one capture onto such a square. With lines never blocked
//!      that plan is exactly a win; the test also orders the visits'
//!      captures so that each passes over squares already emptied (never
//!      over the last square). A small depth-first search over the plans,
//!      with a step limit, looks for one. The hardest 24-piece position
//!      (dead), which the other tests leave to a long search, it refuses at
//!      once. Being the dearest test, it runs
//!      once per position the search enters (2^12 steps) and on the position
//!      asked about (2^16 steps), not on every child sorted.
//!
//!    The other tests run on every child before the search enters it (before the
//!    memory look-up, which is a cache miss in a large table).
//! 3. **Move ordering** ([`order`]): children are tried best first by how
//!    the tests saw them: the fewest "may take" edges into any piece (a piece
//!    with a single possible taker is nearly stranded), then fewer such
//!    pieces. (Breaking the remaining ties by more captures to spare made
//!    the 24-piece benchmark visit far more positions.)
//! 4. **Restarts** ([`search`]): an attempt may visit only so many
//!    positions (2^11, doubling each time); when it runs out, the search
//!    starts again from the top with ties broken another way. What an
//!    attempt proved dead stays in memory, so later attempts skip it and the
//!    last attempt always runs to the end: the answer is exact, and an
//!    unlucky first choice above a huge dead subtree no longer decides the
//!    time for solvable positions.
//! 5. **Captures known to lose** ([`sleep`], "sleep sets"): two captures on
//!    four distinct squares commute, so a capture that lost from a position
//!    (refused by the tests, remembered dead, or searched to the end) still
//!    loses after any sibling capture on other squares; each child is handed
//!    those and never tries them. This skips most transpositions without a
//!    look-up and saves much of the time spent on dead positions.
//! 6. **Bitboards** ([`node`]): the board kernel's compile-time attack tables
//!    ([`crate::board::grid_attacks`]) and a position of plain `u64` sets that is copied, not undone. The
//!    tests walk each piece's lines once, finding where it could stand,
//!    capture and leave from in the same pass ([`reach`]); a known last
//!    square costs a ray look-up only where it lies on the piece's lines; the
//!    hot loop keeps its lists in array vectors filled in place (clearing or
//!    moving 64-slot arrays was about a tenth of the time); the matchings
//!    ([`graph`]) keep the set of takers with room, so most pieces find one
//!    with a mask instead of a walk.
//!
//! Long searches report progress every 2^10 positions ([`search`]): the
//! share of the tree done, estimated from the moves tried on the first levels.

mod dead_end;
mod graph;
mod last;
mod memo;
mod node;
mod oracle;
mod order;
mod prune;
mod reach;
mod roles;
mod search;
mod sleep;
#[cfg(test)]
mod trying_all;

pub use dead_end::{DeadEnd, Piece};
pub use oracle::WinOracle;

use memo::DeadMemo;
use node::{Limits, SearchPosition};
use search::{Outcome, Search};

use super::{Move, Position, Rules};
use crate::task::Progress;

/// A search that reached its limit of positions before knowing the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("gave up after visiting {positions} positions")]
pub struct GaveUp {
    /// The limit that was reached.
    pub positions: u64,
}

/// The dead-position memory's default cap, in bytes.
pub const DEFAULT_MEMORY_BYTES: usize = 32 << 20;

/// Finds solutions and hints by depth-first search, remembering positions it
/// has proved unsolvable (in a table of bounded size) and pruning positions
/// that provably cannot be won (see the algorithm note in the source).
///
/// Keep one `Solver` for a whole game: what it learned about dead positions
/// stays valid for every later question under the same rules.
#[derive(Debug)]
pub struct Solver {
    rules: Rules,
    dead: DeadMemo,
    visited: u64,
}

impl Solver {
    /// A solver for these rules, with an empty memory of at most [`DEFAULT_MEMORY_BYTES`].
    #[must_use]
    pub fn new(rules: Rules) -> Solver {
        Solver::with_memory_limit(rules, DEFAULT_MEMORY_BYTES)
    }

    /// A solver whose dead-position memory never holds more than `max_bytes` (at least a few kilobytes).
    #[must_use]
    pub fn with_memory_limit(rules: Rules, max_bytes: usize) -> Solver {
        Solver { rules, dead: DeadMemo::new(max_bytes), visited: 0 }
    }

    /// The rules this solver plays by.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// A winning sequence of moves from `position`, or `None` if there is none.
    /// A position that is already won gives an empty sequence.
    pub fn solve(&mut self, position: &Position) -> Option<Vec<Move>> {
        self.solve_reporting(position, &mut |_| {})
    }

    /// [`Solver::solve`], calling `report` now and then during a long search
    /// with the estimated share of the search done (`done` of `total`) and
    /// the positions visited so far (`found`).
    pub fn solve_reporting(
        &mut self,
        position: &Position,
        report: &mut dyn FnMut(Progress),
    ) -> Option<Vec<Move>> {
        self.search(position, report, None).unwrap_or_default()
    }

    /// [`Solver::solve`], giving up after visiting `max_positions` positions.
    ///
    /// What the search proved dead before giving up stays in memory, so
    /// asking again (with a larger limit) continues rather than repeats.
    ///
    /// ```
    /// use chesslab_core::solo::{parse_code, Rules, Solver};
    ///
    /// let puzzle = parse_code("2Q1/2R1/N3/1P2")?;
    /// let mut solver = Solver::new(Rules::SOLITAIRE);
    /// assert!(solver.solve_within(&puzzle, 1).is_err()); // gave up at once
    /// assert_eq!(solver.solve_within(&puzzle, 1000)?.map(|line| line.len()), Some(3));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`GaveUp`] when the limit was reached before the answer was known.
    pub fn solve_within(
        &mut self,
        position: &Position,
        max_positions: u64,
    ) -> Result<Option<Vec<Move>>, GaveUp> {
        self.search(position, &mut |_| {}, Some(max_positions))
    }

    fn search(
        &mut self,
        position: &Position,
        report: &mut dyn FnMut(Progress),
        max_positions: Option<u64>,
    ) -> Result<Option<Vec<Move>>, GaveUp> {
        let limits = Limits::of(self.rules);
        let node = SearchPosition::from_position(position, limits);
        let mut search = Search::new(limits, &mut self.dead, &mut self.visited, report);
        if let Some(positions) = max_positions {
            search.give_up_after(positions);
        }
        match search.run(&node) {
            Outcome::Won => Ok(Some(search.line)),
            Outcome::Dead => Ok(None),
            Outcome::OutOfBudget => Err(GaveUp { positions: max_positions.unwrap_or(u64::MAX) }),
        }
    }

    /// Whether `position` can still be won.
    pub fn is_solvable(&mut self, position: &Position) -> bool {
        self.solve(position).is_some()
    }

    /// A move that keeps the position winnable, if one exists.
    ///
    /// ```
    /// use chesslab_core::solo::{parse_code, Rules, Solver};
    ///
    /// let mut solver = Solver::new(Rules::SOLITAIRE);
    /// let hint = solver.hint(&parse_code("2Q1/2R1/N3/1P2")?).ok_or("no hint")?;
    /// assert_eq!(hint.to_string(), "Qc4xc3");
    /// assert_eq!(solver.hint(&parse_code("N3/4/4/3N")?), None); // two knights that cannot meet
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hint(&mut self, position: &Position) -> Option<Move> {
        self.solve(position).and_then(|line| line.first().copied())
    }

    /// How many positions the searches so far have entered.
    #[must_use]
    pub const fn positions_visited(&self) -> u64 {
        self.visited
    }

    /// How many positions are remembered as unsolvable.
    #[must_use]
    pub const fn dead_positions_known(&self) -> usize {
        self.dead.len()
    }

    /// The bytes the dead-position memory holds now (never more than its cap).
    #[must_use]
    pub fn memory_bytes(&self) -> usize {
        self.dead.bytes()
    }
}
