//! A game in progress: what a player does with clicks, undo and restart.
//!
//! Kept out of the web layer so that every rule of play is tested natively;
//! the page only turns clicks into squares and outcomes into messages.

use chesslab_core::{
    board::{Bitboard, Square},
    solo::{parse_code, to_code, CodeError, Move, Position, Rules, RulesPreset},
};

/// A Solo Chess game: the puzzle, the moves played, and the current selection.
///
/// A click selects a piece, a second click captures with it; a refused click
/// says why in words the page shows as they are.
///
/// ```
/// use chesslab_core::{board::Square, solo::RulesPreset};
/// use chesslab_pages::solo::{ClickOutcome, Game, GameStatus};
///
/// let square = |name| Square::parse(name).ok_or("not a square");
/// let mut game = Game::new("2Q1/2R1/N3/1P2", RulesPreset::Solitaire)?;
/// assert_eq!(game.click(square("c4")?), ClickOutcome::Selected(square("c4")?));
/// assert!(matches!(game.click(square("c3")?), ClickOutcome::Played(_)));
/// assert_eq!(game.played_texts(), ["Qc4xc3"]);
/// assert_eq!(game.click(square("d4")?), ClickOutcome::Refused("d4 is empty: pick a piece.".into()));
///
/// // The pawn takes the knight: queen and pawn can no longer meet.
/// game.click(square("b1")?);
/// game.click(square("a2")?);
/// assert_eq!(game.status(), GameStatus::DeadEnd);
///
/// game.undo();
/// for (from, to) in [("a2", "c3"), ("c3", "b1")] {
///     game.click(square(from)?);
///     game.click(square(to)?);
/// }
/// assert_eq!(game.status(), GameStatus::Won);
/// assert_eq!(game.played_texts(), ["Qc4xc3", "Na2xc3", "Nc3xb1"]);
///
/// game.restart();
/// assert!(game.played().is_empty());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    rules: RulesPreset,
    played: Vec<Move>,
    position: Position,
    selected: Option<Square>,
}

/// What a click on a square did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClickOutcome {
    /// The piece on the square is now selected.
    Selected(Square),
    /// The selection was cancelled.
    Deselected,
    /// A capture was played.
    Played(Move),
    /// The click asked for something the rules forbid; the text says why.
    Refused(String),
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    /// One piece is left.
    Won,
    /// More than one piece is left and no capture is possible.
    DeadEnd,
    /// Captures are still possible.
    Playing,
}

impl Game {
    /// A new game of the puzzle `code` under `rules`.
    ///
    /// # Errors
    /// The code's [`CodeError`].
    pub fn new(code: &str, rules: RulesPreset) -> Result<Game, CodeError> {
        Ok(Game::from_position(parse_code(code)?, rules))
    }

    /// A new game starting from `start`.
    #[must_use]
    pub fn from_position(start: Position, rules: RulesPreset) -> Game {
        Game { start, rules, played: Vec::new(), position: start, selected: None }
    }

    /// The puzzle's code (of the starting position).
    #[must_use]
    pub fn code(&self) -> String {
        to_code(&self.start)
    }

    /// The rule set.
    #[must_use]
    pub const fn rules(&self) -> RulesPreset {
        self.rules
    }

    /// The starting position.
    #[must_use]
    pub const fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The rules' capture limit while it matters: none once the game is won, so the winning
    /// piece is drawn plainly, not greyed with a count of 0 ([`Rules::capture_limit`]).
    #[must_use]
    pub fn capture_limit_shown(&self) -> Option<u8> {
        self.rules.rules().capture_limit.filter(|_| !self.position.is_won())
    }

    /// The moves played so far.
    #[must_use]
    pub fn played(&self) -> &[Move] {
        &self.played
    }

    /// The moves played so far, as texts like `Qc4xc3`.
    #[must_use]
    pub fn played_texts(&self) -> Vec<String> {
        self.played.iter().map(ToString::to_string).collect()
    }

    /// The selected square, if any.
    #[must_use]
    pub const fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The squares the selected piece can capture on.
    #[must_use]
    pub fn targets(&self) -> Bitboard {
        let Some(from) = self.selected else { return Bitboard::EMPTY };
        self.legal_moves().filter(|mv| mv.from == from).map(|mv| mv.to).collect()
    }

    /// Where the game stands.
    #[must_use]
    pub fn status(&self) -> GameStatus {
        if self.position.is_won() {
            GameStatus::Won
        } else if self.legal_moves().next().is_none() {
            GameStatus::DeadEnd
        } else {
            GameStatus::Playing
        }
    }

    /// Handles a click (or Enter key) on `square`.
    pub fn click(&mut self, square: Square) -> ClickOutcome {
        let clicked_piece = self.position.piece_at(square);
        match (self.selected, clicked_piece) {
            (Some(from), _) if from == square => {
                self.selected = None;
                ClickOutcome::Deselected
            }
            (Some(from), Some(_)) => match self.position.find_move(from, square, self.rules.rules()) {
                Some(mv) => {
                    self.play(mv);
                    ClickOutcome::Played(mv)
                }
                None => {
                    let reason = self.why_not(from, square);
                    self.selected = Some(square);
                    ClickOutcome::Refused(reason)
                }
            },
            (Some(_), None) => ClickOutcome::Refused(format!("Every move must capture: {square} is empty.")),
            (None, Some(kind)) => {
                self.selected = Some(square);
                if self.targets().is_empty() {
                    ClickOutcome::Refused(format!("The {kind} on {square} has nothing to capture."))
                } else {
                    ClickOutcome::Selected(square)
                }
            }
            (None, None) => ClickOutcome::Refused(format!("{square} is empty: pick a piece.")),
        }
    }

    /// Plays `mv` if it is legal now; tells whether it was.
    pub fn play(&mut self, mv: Move) -> bool {
        if !self.position.is_legal(mv, self.rules.rules()) {
            return false;
        }
        self.position = self.position.play(mv);
        self.played.push(mv);
        self.selected = None;
        true
    }

    /// Takes back the last move, returning it.
    pub fn undo(&mut self) -> Option<Move> {
        let last = self.played.pop()?;
        self.replay();
        Some(last)
    }

    /// Goes back to the start of the puzzle.
    pub fn restart(&mut self) {
        self.played.clear();
        self.replay();
    }

    /// Cancels the selection.
    pub fn deselect(&mut self) {
        self.selected = None;
    }

    fn replay(&mut self) {
        self.position = self.played.iter().fold(self.start, |position, &mv| position.play(mv));
        self.selected = None;
    }

    fn legal_moves(&self) -> impl Iterator<Item = Move> {
        self.position.legal_moves(self.rules.rules()).into_iter()
    }

    /// A short explanation of why the piece on `from` cannot take on `to`.
    fn why_not(&self, from: Square, to: Square) -> String {
        let rules: Rules = self.rules.rules();
        let (Some(piece), Some(target)) = (self.position.piece_at(from), self.position.piece_at(to)) else {
            return "That is not a capture.".to_string();
        };
        if !rules.may_capture(self.position.captures_made(from)) {
            return format!("The {piece} on {from} has used all its captures.");
        }
        if !rules.may_be_captured(target) {
            return "A king cannot be captured in these rules.".to_string();
        }
        format!("The {piece} on {from} cannot capture on {to}.")
    }
}
