//! Puzzle codes: the text form of a starting position, used on the command line and in links.
//!
//! The main form is FEN-like: ranks from the top separated by `/`, a digit for
//! a run of empty squares, a letter `K Q R B N P` (either case) for a piece,
//! e.g. `2Q1/2R1/N3/1P2`. The board's size follows from the text.
//!
//! The seed text's 16-character 4×4 form (`00q000r0k0000p00`: rows from the
//! top, `0` empty, `q r b p`, and `k` or `n` for a **knight**) is read too.

use super::Position;
use crate::board::{BoardShape, PieceKind, Square, MAX_SIDE};

/// Longest code accepted: an 8×8 board needs at most 71 characters.
const MAX_CODE_LENGTH: usize = 100;

/// Why a puzzle code was refused. Each message names the place of the mistake.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CodeError {
    /// Nothing was given.
    #[error("the puzzle code is empty")]
    Empty,
    /// The text is longer than any board could need.
    #[error("the puzzle code is {0} characters long; no board needs more than {MAX_CODE_LENGTH}")]
    TooLong(usize),
    /// A character that is neither a piece letter, a digit nor `/`.
    #[error(
        "rank {rank} from the top: '{}' is not a piece letter (K Q R B N P), a digit 1-8 or '/'",
        found.escape_debug()
    )]
    UnexpectedCharacter {
        /// The character.
        found: char,
        /// Its rank, counted from the top, from 1.
        rank: usize,
    },
    /// A `0` in the FEN-like form, where runs of empty squares are 1 to 8.
    #[error("rank {rank} from the top: '0' is not a run of empty squares (write 1 to 8)")]
    ZeroRun {
        /// Its rank, counted from the top, from 1.
        rank: usize,
    },
    /// A rank with more than eight squares.
    #[error("rank {rank} from the top is {width} squares wide; a board has at most {MAX_SIDE} files")]
    RankTooWide {
        /// The rank, counted from the top, from 1.
        rank: usize,
        /// Its width (as far as it was read).
        width: usize,
    },
    /// A rank whose width differs from the first rank's.
    #[error("rank {rank} from the top is {width} squares wide, but the first rank is {expected}")]
    RaggedRank {
        /// The rank, counted from the top, from 1.
        rank: usize,
        /// Its width.
        width: usize,
        /// The first rank's width.
        expected: usize,
    },
    /// More than eight ranks, or an empty rank.
    #[error("a board of {width}×{height} is not supported: each side must be from 1 to {MAX_SIDE}")]
    BadSize {
        /// Files.
        width: usize,
        /// Ranks.
        height: usize,
    },
    /// The board holds no piece at all.
    #[error("the puzzle has no pieces")]
    NoPieces,
    /// Text after the board that is not the rest of a FEN record.
    #[error("unexpected text after the board: '{}' (a FEN record continues with w or b)", crate::echo::shorten(.0))]
    TrailingText(String),
}

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
    let text = board_field(text.trim())?;
    if text.is_empty() {
        return Err(CodeError::Empty);
    }
    let length = text.chars().count();
    if length > MAX_CODE_LENGTH {
        return Err(CodeError::TooLong(length));
    }
    let rows = if length == 16 && !text.contains('/') && text.contains('0') {
        read_seed_form(text)?
    } else {
        read_fen_form(text)?
    };
    build_position(&rows)
}

/// The board of a full FEN record (`rnbqkbnr/… w KQkq - 0 1`): its first field,
/// when the second is the side to move. Colours do not matter here: every piece
/// of a Solo Chess puzzle is on one side.
fn board_field(text: &str) -> Result<&str, CodeError> {
    let mut fields = text.split_whitespace();
    let board = fields.next().unwrap_or("");
    match fields.next() {
        None | Some("w" | "b") => Ok(board),
        Some(other) => Err(CodeError::TrailingText(other.to_string())),
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
    let mut ranks = Vec::with_capacity(usize::from(shape.height()));
    for rank in (0..shape.height()).rev() {
        let mut text = String::new();
        let mut empty_run = 0;
        for file in 0..shape.width() {
            match Square::new(file, rank).and_then(|square| position.piece_at(square)) {
                Some(kind) => {
                    if empty_run > 0 {
                        text.push_str(&empty_run.to_string());
                        empty_run = 0;
                    }
                    text.push(kind.letter());
                }
                None => empty_run += 1,
            }
        }
        if empty_run > 0 {
            text.push_str(&empty_run.to_string());
        }
        ranks.push(text);
    }
    ranks.join("/")
}

/// One row of the board, top row first: a piece or nothing per square.
type Row = Vec<Option<PieceKind>>;

fn read_fen_form(text: &str) -> Result<Vec<Row>, CodeError> {
    text.split('/')
        .enumerate()
        .map(|(index, rank_text)| {
            let mut row = Row::new();
            for found in rank_text.chars() {
                if found == '0' {
                    return Err(CodeError::ZeroRun { rank: index + 1 });
                } else if let Some(run) = found.to_digit(10) {
                    // Guards against "99999…" making a huge row before the size check.
                    if row.len() + run as usize > usize::from(MAX_SIDE) {
                        return Err(CodeError::RankTooWide {
                            rank: index + 1,
                            width: row.len() + run as usize,
                        });
                    }
                    row.extend(std::iter::repeat_n(None, run as usize));
                } else if let Some(kind) = PieceKind::from_letter(found) {
                    if row.len() >= usize::from(MAX_SIDE) {
                        return Err(CodeError::RankTooWide { rank: index + 1, width: row.len() + 1 });
                    }
                    row.push(Some(kind));
                } else {
                    return Err(CodeError::UnexpectedCharacter { found, rank: index + 1 });
                }
            }
            Ok(row)
        })
        .collect()
}

fn read_seed_form(text: &str) -> Result<Vec<Row>, CodeError> {
    let squares = text
        .chars()
        .enumerate()
        .map(|(index, found)| match found {
            '0' => Ok(None),
            'k' | 'K' => Ok(Some(PieceKind::Knight)),
            other => PieceKind::from_letter(other)
                .filter(|&kind| kind != PieceKind::King)
                .map(Some)
                .ok_or(CodeError::UnexpectedCharacter { found, rank: index / 4 + 1 }),
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(squares.chunks(4).map(<[_]>::to_vec).collect())
}

fn build_position(rows: &[Row]) -> Result<Position, CodeError> {
    let height = rows.len();
    let width = rows.first().map_or(0, Vec::len);
    if let Some((index, row)) = rows.iter().enumerate().find(|(_, row)| row.len() != width) {
        return Err(CodeError::RaggedRank { rank: index + 1, width: row.len(), expected: width });
    }
    let shape = BoardShape::new(width, height).map_err(|_| CodeError::BadSize { width, height })?;
    let mut position = Position::empty(shape);
    for (row_index, row) in rows.iter().enumerate() {
        let rank = (height - 1 - row_index) as u8;
        for (file, piece) in row.iter().enumerate() {
            if let (Some(kind), Some(square)) = (piece, Square::new(file as u8, rank)) {
                position = position.with_piece(square, *kind);
            }
        }
    }
    if position.piece_count() == 0 {
        return Err(CodeError::NoPieces);
    }
    Ok(position)
}
