//! Captures as a player types them, read against the position, and written
//! back in each notation.
//!
//! [`read_move`] accepts a capture written as chess players write it:
//!
//! | typed | reads as |
//! | --- | --- |
//! | `Qxc3`, `Qc3` | the queen that can take on c3 |
//! | `Rcxc3`, `R1xc3` | the rook on the c-file, on rank 1 |
//! | `Qc4xc3`, `Qc4c3` | the queen on c4 |
//! | `c4xc3`, `c4c3`, `c4-c3` | whatever piece is on c4 |
//! | `dxc3`, `dc3`, `bxc3` | the pawn from the d-file, the b-file (as in chess) |
//! | `xc3`, `c3` | the one piece that can take on c3 |
//!
//! Letters are read in either case; spaces are ignored; `x`, `-` or `:` may
//! stand between the halves; a trailing `+`, `#`, `!` or `?` is ignored.
//!
//! **The letter b** is a file and the bishop's letter. As in chess notation,
//! an upper-case `B` is the bishop (`Bxc3`, `Bdxc3`, `B4xc3`, `Bd4xc3`) and a
//! lower-case `b` is the b-file (`bxc3` is the b-pawn's capture, `b4xc3` the
//! piece on b4). Case is free only where it cannot be misread: a `b` before a
//! file or a square (`bdxc3`, `bd4xc3`) can only be the bishop. `bxc3` with no
//! pawn on the b-file, when a bishop can take there, says to write `Bxc3`.
//!
//! Text that fits more than one capture is refused with the pieces that fit
//! and what to write for each; text that fits none says why, for the one
//! piece it names when it names one ("a knight jumps two squares one way and
//! one the other", "the pawn on c2 is in the way", "has already captured
//! twice", "the king must be the last piece left").
//!
//! [`write_move`] writes a capture in each [`MoveNotation`], so that
//! `read_move` reads it back. The stricter [`super::parse_move`] reads only
//! the long form, as solver lines and tasks carry moves.

mod error;
mod grammar;
mod write;

pub use error::{MoveTextError, Refusal};
pub use write::{write_move, MoveNotation, ALL_NOTATIONS};

use self::grammar::Reading;
use crate::{
    board::{attacks, between, Bitboard, PieceKind, Square},
    solo::{Move, MoveList, Position, Rules},
};

/// Reads a capture as a player types it (see the `move_text` module for what is
/// accepted) and checks it against `position` under `rules`.
///
/// ```
/// use chesslab_core::solo::{parse_code, read_move, Rules};
///
/// let position = parse_code("2Q1/2R1/N3/1P2")?; // ..Q. / ..R. / N... / .P..
/// for text in ["Qxc3", "Qc4xc3", "c4c3", "c4xc3", "qC4c3", " Qxc3+ "] {
///     assert_eq!(read_move(&position, Rules::SOLITAIRE, text)?.to_string(), "Qc4xc3");
/// }
/// assert_eq!(read_move(&position, Rules::SOLITAIRE, "bxa2")?.to_string(), "Pb1xa2"); // the b-pawn
/// let error = read_move(&position, Rules::SOLITAIRE, "Nxc4").unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "The knight on a2 cannot reach c4: a knight jumps two squares one way and one the other."
/// );
/// let error = read_move(&position, Rules::SOLITAIRE, "xc3").unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "Two pieces can take on c3: the knight on a2 and the queen on c4. Write Na2xc3 or Qc4xc3."
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// A [`MoveTextError`] saying what is wrong, in words to show as they are:
/// empty or unreadable text (naming the character), a square off the board,
/// an empty origin, a capture the rules refuse (and why), an ambiguous one
/// (naming the pieces that fit).
pub fn read_move(position: &Position, rules: Rules, text: &str) -> Result<Move, MoveTextError> {
    let written = grammar::read(text)?;
    let (reading, to) = (written.reading, on_board(position, written.to)?);
    if let Some(origin) = reading.origin() {
        return from_square(position, rules, reading, on_board(position, origin)?, to);
    }
    let moves: MoveList = position
        .legal_moves(rules)
        .into_iter()
        .filter(|mv| mv.to == to && reading.names(mv.piece, mv.from))
        .collect();
    match moves.as_slice() {
        [mv] => Ok(*mv),
        [] => Err(none_fits(position, rules, reading, to)),
        many => Err(MoveTextError::Ambiguous { moves: many.to_vec() }),
    }
}

/// The square on `position`'s board, or why there is none.
fn on_board(position: &Position, name: grammar::SquareName) -> Result<Square, MoveTextError> {
    let shape = position.shape();
    name.on(shape).ok_or_else(|| MoveTextError::OffBoard {
        square: name.name(),
        width: shape.width(),
        height: shape.height(),
    })
}

/// The capture from `from` to `to`, the piece there checked against the letter typed.
fn from_square(
    position: &Position,
    rules: Rules,
    reading: Reading,
    from: Square,
    to: Square,
) -> Result<Move, MoveTextError> {
    let found = position.piece_at(from).ok_or(MoveTextError::NoPieceOn { square: from })?;
    if let Some(written) = reading.kind.filter(|&written| written != found) {
        return Err(MoveTextError::WrongPiece { square: from, found, written });
    }
    position.find_move(from, to, rules).ok_or_else(|| why_not(position, rules, from, to))
}

/// Why no legal capture fits the reading: the target, the one piece named, or the pieces named.
fn none_fits(position: &Position, rules: Rules, reading: Reading, to: Square) -> MoveTextError {
    if let Some(target) = target_refusal(position, rules, to) {
        return target;
    }
    let named: Bitboard = position
        .occupied()
        .squares()
        .filter(|&from| position.piece_at(from).is_some_and(|kind| reading.names(kind, from)))
        .collect();
    // The piece taken is not one that takes, unless it is all the text names (`Rxc4`, the
    // rook on c4): then that is what is wrong.
    let others = named & !Bitboard::from(to);
    match (others.count(), others.first()) {
        (1, Some(from)) => why_not(position, rules, from, to),
        (0, _) if named.contains(to) => why_not(position, rules, to, to),
        (0, _)
            if reading.kind == Some(PieceKind::Pawn)
                && reading.file == Some(1)
                && bishop_takes(position, rules, to) =>
        {
            MoveTextError::BishopWrittenLowerCase { to }
        }
        (0, _) => {
            let placed = reading.file.is_some() || reading.rank.is_some();
            let who = reading.words();
            MoveTextError::NoSuchPiece { who: if placed { who } else { format!("{who} on the board") } }
        }
        _ => MoveTextError::NoneCanCapture { who: reading.words(), to },
    }
}

/// Whether a bishop may take on `to`.
fn bishop_takes(position: &Position, rules: Rules, to: Square) -> bool {
    position.legal_moves(rules).into_iter().any(|mv| mv.to == to && mv.piece == PieceKind::Bishop)
}

/// Why nothing may be taken on `to`: it is empty, or it holds a king the rules keep for last.
fn target_refusal(position: &Position, rules: Rules, to: Square) -> Option<MoveTextError> {
    match position.piece_at(to) {
        None => Some(MoveTextError::NothingToCapture { square: to }),
        Some(kind) if !rules.may_be_captured(kind) => Some(MoveTextError::KingMustBeLast { square: to }),
        Some(_) => None,
    }
}

/// Why the piece on `from` cannot take on `to` (a capture that is not legal).
fn why_not(position: &Position, rules: Rules, from: Square, to: Square) -> MoveTextError {
    let Some(piece) = position.piece_at(from) else {
        return MoveTextError::NoPieceOn { square: from };
    };
    let refuse = |why| MoveTextError::CannotCapture { piece, from, to, why };
    if from == to {
        return refuse(Refusal::Itself);
    }
    if let Some(target) = target_refusal(position, rules, to) {
        return target;
    }
    if let Some(limit) = rules.capture_limit.filter(|_| !rules.may_capture(position.captures_made(from))) {
        return refuse(Refusal::CapturesUsed { limit });
    }
    let shape = position.shape();
    if !attacks(piece, from, shape, Bitboard::EMPTY).contains(to) {
        return refuse(Refusal::NotHowItMoves);
    }
    let in_the_way = Bitboard(between(from.to_usize(), to.to_usize())) & position.occupied();
    let nearest = in_the_way.squares().min_by_key(|square| distance(from, *square));
    match nearest.and_then(|by| Some((by, position.piece_at(by)?))) {
        Some((by, blocker)) => refuse(Refusal::Blocked { by, piece: blocker }),
        None => refuse(Refusal::NotHowItMoves),
    }
}

/// The king's distance between two squares.
fn distance(a: Square, b: Square) -> u8 {
    a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank()))
}
