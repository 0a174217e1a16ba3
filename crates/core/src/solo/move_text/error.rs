//! Why a typed capture was refused, in words a player understands: each
//! message names the squares and pieces concerned and, where it can, says
//! what to write instead.

use crate::{
    board::{PieceKind, Square},
    solo::Move,
};

/// Why a typed capture was refused ([`super::read_move`]).
///
/// Every message is a sentence to show beside the move box as it is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveTextError {
    /// Nothing was typed.
    #[error("Type a move, like Qxc3, Qc4xc3 or c4c3.")]
    Empty,
    /// Text with no square in it and a character no move contains: words, not a move.
    #[error("'{text}' is not a move: write the piece and the square it takes on, like Qxc3, or both squares, like c4c3.")]
    NotAMove {
        /// The text typed (shortened to one line).
        text: String,
    },
    /// A character that no move contains, in text that has a square.
    #[error(
        "Cannot read '{}' (character {at} of '{text}'): write a capture like Qxc3, Qc4xc3 or c4c3.",
        .character.escape_debug()
    )]
    Unreadable {
        /// The text typed (shortened to one line).
        text: String,
        /// The character.
        character: char,
        /// Where it is, counting the text's characters from 1.
        at: usize,
    },
    /// The text does not end with a square.
    #[error("'{text}' does not end with a square: end with the square of the piece to take, like Qxc3.")]
    NoSquareAtEnd {
        /// The text typed (shortened to one line).
        text: String,
    },
    /// The characters are a move's but not in a move's order.
    #[error(
        "'{text}' is not a capture as written: write the piece (or its square) and the square it takes on, \
         like Qxc3, Qc4xc3 or c4c3."
    )]
    NotACapture {
        /// The text typed (shortened to one line).
        text: String,
    },
    /// A square the board does not have.
    #[error("There is no {square} on this {width} by {height} board.")]
    OffBoard {
        /// The square as typed.
        square: String,
        /// The board's width.
        width: u8,
        /// The board's height.
        height: u8,
    },
    /// The origin square is empty.
    #[error("There is no piece on {square}.")]
    NoPieceOn {
        /// The origin typed.
        square: Square,
    },
    /// The origin holds another kind of piece than the letter says.
    #[error("The piece on {square} is a {found}, not a {written}.")]
    WrongPiece {
        /// The origin typed.
        square: Square,
        /// The piece there.
        found: PieceKind,
        /// The piece the letter names.
        written: PieceKind,
    },
    /// The square taken on is empty.
    #[error("There is nothing to capture on {square}: every move must take a piece.")]
    NothingToCapture {
        /// The square typed.
        square: Square,
    },
    /// The square taken on holds a king, which these rules keep for last.
    #[error("The king on {square} cannot be taken: the king must be the last piece left.")]
    KingMustBeLast {
        /// The king's square.
        square: Square,
    },
    /// The one piece the text names cannot make this capture.
    #[error("{}", refusal_text(*.piece, *.from, *.to, .why))]
    CannotCapture {
        /// The piece.
        piece: PieceKind,
        /// Its square.
        from: Square,
        /// The square it was to take on.
        to: Square,
        /// Why not.
        why: Refusal,
    },
    /// No piece of the kind (and place) the text names is on the board.
    #[error("There is no {who}.")]
    NoSuchPiece {
        /// The pieces named, in words: "rook on the c-file", "knight on the board".
        who: String,
    },
    /// `bxc3` when no pawn stands on the b-file but a bishop can take there: the lower-case
    /// `b` is the pawn, as chess writes it.
    #[error("There is no pawn on the b-file: bx{to} is a pawn's capture. For the bishop, write Bx{to}.")]
    BishopWrittenLowerCase {
        /// The square typed.
        to: Square,
    },
    /// Several pieces fit the text, and none can take on the square.
    #[error("No {who} can take on {to}.")]
    NoneCanCapture {
        /// The pieces named, in words: "rook", "pawn on the b-file or bishop".
        who: String,
        /// The square typed.
        to: Square,
    },
    /// More than one capture fits the text.
    #[error("{}", ambiguous_text(.moves))]
    Ambiguous {
        /// The captures that fit (at least two), by their origin square.
        moves: Vec<Move>,
    },
}

/// Why the one piece a text names cannot take on the square typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The origin is the square taken on.
    Itself,
    /// The piece has made all the captures the rules allow it.
    CapturesUsed {
        /// The rules' limit.
        limit: u8,
    },
    /// The square is not one the piece reaches, whatever stands between.
    NotHowItMoves,
    /// A piece stands between the two squares.
    Blocked {
        /// The square of the piece in the way.
        by: Square,
        /// That piece.
        piece: PieceKind,
    },
}

/// How a piece captures, to end "a knight …".
const fn how_it_moves(kind: PieceKind) -> &'static str {
    match kind {
        PieceKind::King => "moves one square in any direction",
        PieceKind::Queen => "moves along ranks, files and diagonals",
        PieceKind::Rook => "moves along ranks and files",
        PieceKind::Bishop => "moves along diagonals",
        PieceKind::Knight => "jumps two squares one way and one the other",
        PieceKind::Pawn => "captures one square diagonally upward",
    }
}

fn refusal_text(piece: PieceKind, from: Square, to: Square, why: &Refusal) -> String {
    match why {
        Refusal::Itself => {
            format!("The {piece} on {from} cannot take itself: name the square of another piece.")
        }
        Refusal::CapturesUsed { limit } => {
            let times = match limit {
                1 => "once".to_string(),
                2 => "twice".to_string(),
                many => format!("{many} times"),
            };
            format!(
                "The {piece} on {from} has already captured {times}: a piece may capture at most {times}."
            )
        }
        Refusal::NotHowItMoves => {
            format!("The {piece} on {from} cannot reach {to}: a {piece} {}.", how_it_moves(piece))
        }
        Refusal::Blocked { by, piece: blocker } => {
            format!("The {piece} on {from} cannot reach {to}: the {blocker} on {by} is in the way.")
        }
    }
}

/// "Two rooks can take on c3: the rook on c1 and the rook on a3. Write Rc1xc3 or Ra3xc3."
fn ambiguous_text(moves: &[Move]) -> String {
    let Some(first) = moves.first() else { return "That capture is ambiguous.".to_string() };
    let kinds = if moves.iter().all(|mv| mv.piece == first.piece) {
        format!("{}s", first.piece)
    } else {
        "pieces".to_string()
    };
    let pieces: Vec<String> = moves.iter().map(|mv| format!("the {} on {}", mv.piece, mv.from)).collect();
    let texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
    format!(
        "{} {kinds} can take on {}: {}. Write {}.",
        count_word(moves.len()),
        first.to,
        join(&pieces, "and"),
        join(&texts, "or")
    )
}

/// A small count as a word to open a sentence with.
fn count_word(count: usize) -> String {
    const WORDS: [&str; 9] = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight"];
    WORDS.get(count).map_or_else(|| count.to_string(), |word| (*word).to_string())
}

/// `a, b and c`.
fn join(items: &[String], last_word: &str) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [rest @ .., last] => format!("{} {last_word} {last}", rest.join(", ")),
    }
}
