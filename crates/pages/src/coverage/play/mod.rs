//! Playing Coverage by hand: the puzzle played, the tray's chosen piece,
//! the keyboard's cursor, what the solver told about the puzzle (the proven
//! best and its configurations, the squares that can be left alone
//! unattacked) and the challenge; the try itself, its Undo steps, the drag
//! and the hint are the page's [`HandPlay`].

pub mod speech;

use crate::{
    board_cursor::BoardCursor,
    hand_play::{HandPlay, Try},
};
use chesslab_core::{
    board::{Bitboard, Cell, PieceKind, Square},
    coverage::{HintReply, Objective, Placement, PlacementError, Problem, Settings, KINDS},
};

/// What the solver proved about the puzzle being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Best {
    /// The most squares its pieces attack.
    pub value: u32,
    /// Every configuration attacking that many, one per symmetry class
    /// (empty when the listing was cut short: the hint then searches).
    pub configurations: Vec<Placement>,
}

/// The try and how the player reaches it.
#[derive(Clone, Debug)]
pub(super) struct Play {
    /// The puzzle played.
    pub settings: Settings,
    problem: Problem,
    /// The try, its Undo steps, the drag and the hint.
    pub hand: HandPlay<Placement>,
    /// The tray's piece a tap places.
    selected: Option<PieceKind>,
    /// The keyboard's square.
    pub cursor: BoardCursor,
    /// The proven best, once the solver has it.
    pub best: Option<Best>,
    /// The squares that can be the only one left unattacked, once the solver has them.
    pub lonely: Option<Vec<Square>>,
    /// The challenge: leave only this square unattacked.
    pub challenge: Option<Square>,
    /// A challenge was asked for before the squares were known: it starts when they come.
    pub challenge_asked: bool,
}

impl Default for Play {
    /// The seed's puzzle, nothing placed.
    fn default() -> Play {
        let problem = Problem::classic();
        Play {
            settings: Settings::default(),
            hand: HandPlay::new(Placement::empty(problem.side())),
            problem,
            selected: Some(KINDS[0]),
            cursor: BoardCursor::default(),
            best: None,
            lonely: None,
            challenge: None,
            challenge_asked: false,
        }
    }
}

impl Play {
    /// A new puzzle: `settings` (checked by the caller), nothing placed, nothing known.
    pub fn set_puzzle(&mut self, settings: Settings) {
        let Ok(problem) = settings.problem(Objective::Max) else { return };
        if settings == self.settings {
            return;
        }
        let hand = HandPlay::new(Placement::empty(problem.side()));
        *self = Play { settings, hand, problem, ..Play::default() };
        self.cursor.fit(self.problem.side(), self.problem.side());
        self.select_next(None);
    }

    /// The puzzle as a problem.
    pub const fn problem(&self) -> &Problem {
        &self.problem
    }

    /// The pieces placed.
    pub const fn placed(&self) -> &Placement {
        self.hand.placed()
    }

    /// The tray's chosen piece.
    pub const fn selected(&self) -> Option<PieceKind> {
        self.selected
    }

    /// How many pieces of `kind` are still in the tray.
    pub fn left(&self, kind: PieceKind) -> usize {
        self.problem.pieces().count(kind).saturating_sub(self.placed().count(kind))
    }

    /// Whether every piece stands on the board.
    pub fn all_placed(&self) -> bool {
        self.placed().pieces().len() == self.problem.pieces().len()
    }

    /// Whether there is a change to undo.
    pub fn can_undo(&self) -> bool {
        self.hand.can_undo()
    }

    /// Picks `kind` in the tray; `false` when none is left.
    pub fn select(&mut self, kind: PieceKind) -> bool {
        let some = self.left(kind) > 0;
        if some {
            self.selected = Some(kind);
        }
        some
    }

    /// Keeps the chosen piece while one is left, else the first kind left (from `after`, then from the start).
    fn select_next(&mut self, after: Option<PieceKind>) {
        if self.selected.is_some_and(|kind| self.left(kind) > 0) {
            return;
        }
        let start = after.and_then(|kind| KINDS.iter().position(|&k| k == kind)).unwrap_or(0);
        let order = KINDS.iter().cycle().skip(start).take(KINDS.len());
        self.selected = order.copied().find(|&kind| self.left(kind) > 0);
    }

    /// A try from a link: `placed` (checked against this puzzle: what does not stand is dropped, and said).
    pub fn put(&mut self, placed: &Placement) -> Result<(), PlacementError> {
        let checked = Placement::new(&self.problem, placed.pieces().iter().copied());
        let fitting = checked.clone().unwrap_or_else(|_| self.fitting(placed));
        self.hand.reset(fitting);
        self.selected = None;
        self.select_next(None);
        checked.map(|_| ())
    }

    /// The pieces of `placed` that may stand here, in order.
    fn fitting(&self, placed: &Placement) -> Placement {
        let mut kept = Placement::empty(self.problem.side());
        for &piece in placed.pieces() {
            let more = kept.pieces().iter().copied().chain([piece]);
            if let Ok(more) = Placement::new(&self.problem, more) {
                kept = more;
            }
        }
        kept
    }

    /// Places the chosen piece on `square`.
    ///
    /// # Errors
    /// Why it cannot stand there (or that no piece is chosen), in words.
    pub fn place(&mut self, square: Square) -> Result<PieceKind, String> {
        let Some(kind) = self.selected.filter(|&kind| self.left(kind) > 0) else {
            return Err("Every piece is on the board: tap one to lift it.".to_string());
        };
        let more = self.placed().pieces().iter().copied().chain([(kind, square)]);
        let placed =
            Placement::new(&self.problem, more).map_err(|error| crate::capitalised(&error.to_string()))?;
        self.hand.change(placed);
        self.select_next(Some(kind));
        Ok(kind)
    }

    /// Carries the piece `kind` standing on `from` to `to`: one change.
    ///
    /// # Errors
    /// Why it cannot stand there, in words (the try is unchanged).
    pub fn carry(&mut self, kind: PieceKind, from: Square, to: Square) -> Result<(), String> {
        let rest = self.placed().without(kind, from);
        let more = rest.pieces().iter().copied().chain([(kind, to)]);
        let placed =
            Placement::new(&self.problem, more).map_err(|error| crate::capitalised(&error.to_string()))?;
        self.hand.change(placed);
        Ok(())
    }

    /// Lifts a piece from `square` (the last of a stack), back to the tray, where it is chosen.
    pub fn lift(&mut self, square: Square) -> Option<PieceKind> {
        let kind = self.placed().at(square).last()?;
        self.lift_kind(kind, square);
        Some(kind)
    }

    /// Lifts the piece `kind` from `square`, back to the tray, where it is chosen.
    pub fn lift_kind(&mut self, kind: PieceKind, square: Square) {
        self.hand.change(self.placed().without(kind, square));
        self.selected = Some(kind);
    }

    /// Lifts every piece; `false` when none stands.
    pub fn clear(&mut self) -> bool {
        if self.placed().pieces().is_empty() {
            return false;
        }
        self.hand.change(Placement::empty(self.problem.side()));
        self.select_next(None);
        true
    }

    /// Goes back to the try before the last change.
    pub fn undo(&mut self) -> bool {
        if !self.hand.undo() {
            return false;
        }
        self.select_next(None);
        true
    }

    /// The squares the try attacks.
    pub fn attacked(&self) -> u32 {
        self.placed().attacked().count()
    }

    /// The board's squares.
    pub fn squares(&self) -> u32 {
        (self.problem.side() * self.problem.side()) as u32
    }

    /// The squares to attack: the best, or in a challenge every square but its own.
    pub fn target(&self) -> Option<u32> {
        match self.challenge {
            Some(_) => Some(self.squares() - 1),
            None => self.best.as_ref().map(|best| best.value),
        }
    }

    /// Whether the try is solved: every piece placed and the best reached,
    /// or in a challenge every square attacked but its own.
    pub fn solved(&self) -> bool {
        let attacked = self.placed().attacked();
        let reached = match self.challenge {
            Some(square) => attacked.count() == self.squares() - 1 && !attacked.contains(square),
            None => self.best.as_ref().is_some_and(|best| attacked.count() >= best.value),
        };
        self.all_placed() && reached
    }

    /// The squares that can be the only one left unattacked, read from the
    /// best configurations (and their images): a configuration leaving one square
    /// alone attacks all the others, so when the best leaves one square, those
    /// are all of them, and when it leaves more, there are none. `None`: the best
    /// does not tell (not known yet, listed in part, or every square attacked).
    pub fn lonely_from_best(&self) -> Option<Vec<Square>> {
        let best = self.best.as_ref()?;
        if best.value + 1 < self.squares() {
            return Some(Vec::new());
        }
        if best.value + 1 > self.squares() || best.configurations.is_empty() {
            return None;
        }
        // A set of squares, read in order: no list to sort.
        let alone = best
            .configurations
            .iter()
            .flat_map(Placement::images)
            .fold(Bitboard::EMPTY, |alone, image| alone | image.unattacked());
        Some(alone.squares().collect())
    }

    /// The ladder of goals: three and one below the best, and the best (those above zero).
    pub fn goals(&self) -> Vec<u32> {
        let Some(best) = &self.best else { return Vec::new() };
        let mut goals: Vec<u32> =
            [3, 1, 0].iter().filter_map(|&below| best.value.checked_sub(below)).filter(|&g| g > 0).collect();
        goals.dedup();
        goals
    }
}

impl Try for Placement {
    type HintReply = HintReply;

    /// The top of the stack on `cell`.
    fn held_at(&self, cell: Cell) -> Option<PieceKind> {
        self.at(cell.square()?).last()
    }

    fn board(&self) -> (u8, u8) {
        let side = u8::try_from(self.side()).unwrap_or(u8::MAX);
        (side, side)
    }
}
