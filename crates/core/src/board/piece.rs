//! The kinds of chess piece and their letters.

use std::fmt;

use crate::json::json_names;

/// The six kinds of chess piece. All pieces of a puzzle share one colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PieceKind {
    /// Moves one square in any direction.
    King,
    /// Slides along ranks, files and diagonals.
    Queen,
    /// Slides along ranks and files.
    Rook,
    /// Slides along diagonals.
    Bishop,
    /// Jumps two squares one way and one the other.
    Knight,
    /// Captures one square diagonally upward (towards the top of the board).
    Pawn,
}

/// Every piece kind, in the order used for per-kind tables.
pub const ALL_PIECE_KINDS: [PieceKind; 6] = [
    PieceKind::King,
    PieceKind::Queen,
    PieceKind::Rook,
    PieceKind::Bishop,
    PieceKind::Knight,
    PieceKind::Pawn,
];

impl PieceKind {
    /// The piece's position in [`ALL_PIECE_KINDS`], for per-kind tables.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind at `index` in [`ALL_PIECE_KINDS`], if it is below 6.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<PieceKind> {
        if index < ALL_PIECE_KINDS.len() {
            Some(ALL_PIECE_KINDS[index])
        } else {
            None
        }
    }

    /// The upper-case letter used in move text and puzzle codes (`K Q R B N P`).
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            PieceKind::King => 'K',
            PieceKind::Queen => 'Q',
            PieceKind::Rook => 'R',
            PieceKind::Bishop => 'B',
            PieceKind::Knight => 'N',
            PieceKind::Pawn => 'P',
        }
    }

    /// The kind named by a letter, in either case.
    ///
    /// ```
    /// use chesslab_core::board::PieceKind;
    ///
    /// assert_eq!(PieceKind::from_letter('n'), Some(PieceKind::Knight));
    /// assert_eq!(PieceKind::Knight.letter(), 'N');
    /// assert_eq!(PieceKind::from_letter('x'), None);
    /// ```
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<PieceKind> {
        match letter.to_ascii_uppercase() {
            'K' => Some(PieceKind::King),
            'Q' => Some(PieceKind::Queen),
            'R' => Some(PieceKind::Rook),
            'B' => Some(PieceKind::Bishop),
            'N' => Some(PieceKind::Knight),
            'P' => Some(PieceKind::Pawn),
            _ => None,
        }
    }

    /// The English name, lower case.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PieceKind::King => "king",
            PieceKind::Queen => "queen",
            PieceKind::Rook => "rook",
            PieceKind::Bishop => "bishop",
            PieceKind::Knight => "knight",
            PieceKind::Pawn => "pawn",
        }
    }
}

impl fmt::Display for PieceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

json_names!(PieceKind {
    King = "king",
    Queen = "queen",
    Rook = "rook",
    Bishop = "bishop",
    Knight = "knight",
    Pawn = "pawn",
});
