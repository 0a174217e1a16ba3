//! Puzzle codes: the text form of a starting position, used on the command line and in links.
//!
//! The main form is FEN-like: ranks from the top separated by `/`, a digit for
//! a run of empty squares, a letter `K Q R B N P` (either case) for a piece,
//! e.g. `2Q1/2R1/N3/1P2`. The board's size follows from the text.
//!
//! The seed text's 16-character 4×4 form (`00q000r0k0000p00`: rows from the
//! top, only `0` empty, `q r b p`, and `k` or `n` for a **knight**) is read too.
//!
//! Both forms are read and written by the board kernel's
//! [`BoardText`]; this module adds what a puzzle needs
//! (at least one piece, a FEN record's trailing fields) and its errors are the
//! kernel's [`BoardTextError`].

use super::Position;
use crate::board::{BoardShape, BoardText, BoardTextError, PieceKind, Square, Syntax, TextCell};

/// Why a puzzle code was refused: the board text's error, which says where.
pub type CodeError = BoardTextError;

/// Reads a puzzle code (either form) into a starting position.
///
/// ```
/// let position = chesslab_core::solo::parse_code("2Q1/2R1/N3/1P2").unwrap();
/// assert_eq!(position.to_string(), "..Q.\n..R.\nN...\n.P..\n");
/// assert_eq!(chesslab_core::solo::parse_code("00q000r0k0000p00").unwrap(), position);
/// ```
///
/// # Errors
/// A [`CodeError`] saying what is wrong and where.
pub fn parse_code(text: &str) -> Result<Position, CodeError> {
    let board = board_field(text.trim())?;
    // Sixteen characters in one rank are never a FEN board (at most 8 files): the seed's form,
    // a full board (no `0`) too.
    let board = if board.chars().count() == 16 && !board.contains('/') {
        BoardText::read_seed_form(board)?
    } else {
        BoardText::read(board, Syntax::PLAIN)?
    };
    build_position(&board)
}

/// The board of a full FEN record (`rnbqkbnr/… w KQkq - 0 1`): its first field,
/// when the second is the side to move. Colours do not matter here: every piece
/// of a Solo Chess puzzle is on one side.
fn board_field(text: &str) -> Result<&str, CodeError> {
    let (board, rest) = text.split_at(text.find(char::is_whitespace).unwrap_or(text.len()));
    let rest = rest.trim_start();
    match rest.split_whitespace().next() {
        None | Some("w" | "b") => Ok(board),
        Some(other) => {
            let before = text.len() - rest.len();
            let at = text.get(..before).map_or(0, |before| before.chars().count()) + 1;
            Err(CodeError::TrailingText { text: other.to_string(), at })
        }
    }
}

/// The seed text's 16-character form of a 4×4 position (`0` empty, `q r b p`,
/// `k` for a knight), or `None` for another size or a position with a king,
/// which that form cannot write.
#[must_use]
pub fn to_seed_form(position: &Position) -> Option<String> {
    if position.shape() != BoardShape::SOLITAIRE {
        return None;
    }
    let mut text = String::with_capacity(16);
    for rank in (0..4).rev() {
        for file in 0..4 {
            let letter = match Square::new(file, rank).and_then(|square| position.piece_at(square)) {
                None => '0',
                Some(PieceKind::King) => return None,
                Some(PieceKind::Knight) => 'k',
                Some(kind) => kind.letter().to_ascii_lowercase(),
            };
            text.push(letter);
        }
    }
    Some(text)
}

/// The code of a position (FEN-like form), the inverse of [`parse_code`].
///
/// ```
/// use chesslab_core::solo::{parse_code, to_code, to_seed_form};
///
/// let position = parse_code("00q000r0k0000p00")?; // the seed's 16-character form
/// assert_eq!(to_code(&position), "2Q1/2R1/N3/1P2");
/// assert_eq!(to_seed_form(&position).as_deref(), Some("00q000r0k0000p00"));
/// # Ok::<(), chesslab_core::solo::CodeError>(())
/// ```
#[must_use]
pub fn to_code(position: &Position) -> String {
    let shape = position.shape();
    crate::board::write_board(usize::from(shape.width()), usize::from(shape.height()), |file, rank| {
        match Square::new(file as u8, rank as u8).and_then(|square| position.piece_at(square)) {
            Some(kind) => TextCell::Piece(kind),
            None => TextCell::Empty,
        }
    })
}

fn build_position(board: &BoardText) -> Result<Position, CodeError> {
    // The reader keeps each side from 1 to 8.
    let shape =
        BoardShape::new(board.width(), board.height()).map_err(|error| CodeError::UnsupportedSize {
            width: error.width,
            height: error.height,
            expected: "each side is 1 to 8",
        })?;
    let position = board
        .pieces()
        .fold(Position::empty(shape), |position, (square, kind)| position.with_piece(square, kind));
    if position.piece_count() == 0 {
        return Err(CodeError::NoPieces);
    }
    Ok(position)
}
