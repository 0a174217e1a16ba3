//! A Solo Chess position and the captures it allows.

use std::fmt;

use super::{Move, MoveList, Rules};
use crate::board::{attacks, Bitboard, BoardShape, ByKind, PieceKind, Square, ALL_PIECE_KINDS};

/// A Solo Chess position: the board, where each piece stands, and how many
/// captures each piece has made (needed for variants that limit captures).
///
/// A `Position` is small and `Copy`: the solver keeps millions of them in its memo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    shape: BoardShape,
    by_kind: ByKind<Bitboard>,
    /// Bit 0 and bit 1 of each piece's capture count (saturating at 3).
    capture_count_bits: [Bitboard; 2],
}

impl Position {
    /// An empty board of this shape.
    #[must_use]
    pub const fn empty(shape: BoardShape) -> Position {
        Position {
            shape,
            by_kind: ByKind::new([Bitboard::EMPTY; 6]),
            capture_count_bits: [Bitboard::EMPTY; 2],
        }
    }

    /// The board's size.
    #[must_use]
    pub const fn shape(&self) -> BoardShape {
        self.shape
    }

    /// The squares holding a piece.
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.by_kind.values().iter().fold(Bitboard::EMPTY, |all, &set| all | set)
    }

    /// The squares holding a piece of `kind`.
    #[must_use]
    pub const fn pieces_of(&self, kind: PieceKind) -> Bitboard {
        *self.by_kind.get(kind)
    }

    /// How many pieces are on the board.
    #[must_use]
    pub fn piece_count(&self) -> u32 {
        self.occupied().count()
    }

    /// Whether the puzzle is won: exactly one piece is left.
    #[must_use]
    pub fn is_won(&self) -> bool {
        self.piece_count() == 1
    }

    /// The piece on `square`, if any.
    #[must_use]
    pub fn piece_at(&self, square: Square) -> Option<PieceKind> {
        self.by_kind.iter().find(|(_, set)| set.contains(square)).map(|(kind, _)| kind)
    }

    /// How many captures the piece on `square` has made so far.
    #[must_use]
    pub fn captures_made(&self, square: Square) -> u8 {
        u8::from(self.capture_count_bits[0].contains(square))
            + 2 * u8::from(self.capture_count_bits[1].contains(square))
    }

    /// The same position with a piece of `kind` put on `square` (replacing what was there).
    ///
    /// Squares off the board are ignored.
    #[must_use]
    pub fn with_piece(mut self, square: Square, kind: PieceKind) -> Position {
        if self.shape.contains(square) {
            self = self.without_piece(square);
            self.by_kind[kind] = self.by_kind[kind].with(square);
        }
        self
    }

    /// The same position with `square` emptied.
    #[must_use]
    pub fn without_piece(mut self, square: Square) -> Position {
        for set in self.by_kind.values_mut().iter_mut().chain(self.capture_count_bits.iter_mut()) {
            *set = set.without(square);
        }
        self
    }

    /// The same pieces, with every capture count reset to zero.
    #[must_use]
    pub const fn without_capture_counts(mut self) -> Position {
        self.capture_count_bits = [Bitboard::EMPTY; 2];
        self
    }

    /// Every capture allowed by `rules`, in a fixed order (by capturer square, then target): the
    /// order [`Move`]'s comparison gives, made by walking both squares upwards, with no sort.
    #[must_use]
    pub fn legal_moves(&self, rules: Rules) -> MoveList {
        let mut moves = MoveList::new();
        let occupied = self.occupied();
        let capturable = ALL_PIECE_KINDS
            .into_iter()
            .filter(|&kind| rules.may_be_captured(kind))
            .fold(Bitboard::EMPTY, |set, kind| set | self.pieces_of(kind));
        for from in occupied {
            let Some(piece) = self.piece_at(from) else { continue };
            if !rules.may_capture(self.captures_made(from)) {
                continue;
            }
            for to in attacks(piece, from, self.shape, occupied) & capturable {
                if let Some(captured) = self.piece_at(to) {
                    moves.push(Move { piece, from, to, captured });
                }
            }
        }
        moves
    }

    /// Whether `mv` is one of [`Position::legal_moves`].
    #[must_use]
    pub fn is_legal(&self, mv: Move, rules: Rules) -> bool {
        self.legal_moves(rules).contains(&mv)
    }

    /// The position after playing `line`, each move checked with [`Position::is_legal`].
    ///
    /// # Errors
    /// The first move of `line` that is not legal where it is played, with the position there.
    pub fn play_line(&self, line: &[Move], rules: Rules) -> Result<Position, (Move, Position)> {
        line.iter().try_fold(*self, |position, &mv| {
            if position.is_legal(mv, rules) {
                Ok(position.play(mv))
            } else {
                Err((mv, position))
            }
        })
    }

    /// The position after `mv`, which must be legal (see [`Position::is_legal`]).
    #[must_use]
    pub fn play(&self, mv: Move) -> Position {
        let captures = self.captures_made(mv.from).saturating_add(1).min(3);
        let mut next = self.without_piece(mv.from).without_piece(mv.to).with_piece(mv.to, mv.piece);
        for (bit, set) in next.capture_count_bits.iter_mut().enumerate() {
            if captures >> bit & 1 == 1 {
                *set = set.with(mv.to);
            }
        }
        next
    }

    /// Finds the legal move from `from` to `to`, if there is one.
    #[must_use]
    pub fn find_move(&self, from: Square, to: Square, rules: Rules) -> Option<Move> {
        self.legal_moves(rules).into_iter().find(|mv| mv.from == from && mv.to == to)
    }
}

/// Draws the board as text, top rank first, `.` for an empty square.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..self.shape.height()).rev() {
            for file in 0..self.shape.width() {
                let piece = Square::new(file, rank).and_then(|square| self.piece_at(square));
                write!(f, "{}", piece.map_or('.', PieceKind::letter))?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
