//! The grammar of a typed capture: the text split into the square taken on
//! and the reading of what comes before it (see the module above for the
//! rules, the letter `b` among them).

use arrayvec::ArrayVec;

use super::MoveTextError;
use crate::board::{BoardShape, PieceKind, Square};

/// The most significant characters a capture has (`Qc4xc3` has 6): longer text is not a move.
const MAX_TOKENS: usize = 8;

/// The characters an annotation may end a move with (`Qxc3+`, `Nxb1#`, `Rxa3!?`).
const ANNOTATIONS: [char; 4] = ['+', '#', '!', '?'];

/// A square as typed: a file letter and a rank digit, maybe off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct SquareName {
    /// 0 for `a` to 7 for `h`.
    file: u8,
    /// The digit typed, 0 to 9.
    rank: u8,
}

impl SquareName {
    /// The square on a board of `shape`, or `None` off it.
    pub fn on(self, shape: BoardShape) -> Option<Square> {
        let rank = self.rank.checked_sub(1)?;
        Square::new(self.file, rank).filter(|&square| shape.contains(square))
    }

    /// The square's name as typed, lower case (`c9`).
    pub fn name(self) -> String {
        format!("{}{}", file_letter(self.file), self.rank)
    }
}

/// The letter of file `file` (0 is `a`).
pub(super) fn file_letter(file: u8) -> char {
    char::from(b'a' + file.min(25))
}

/// One way to read what comes before the square taken on: which piece, and
/// where it stands, as far as the text says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Reading {
    /// The piece letter (or a pawn, for a file alone).
    pub kind: Option<PieceKind>,
    /// The origin's file, 0 for `a`.
    pub file: Option<u8>,
    /// The origin's rank digit as typed (1 for rank 1).
    pub rank: Option<u8>,
}

impl Reading {
    /// The origin square, when the reading names both file and rank.
    pub fn origin(self) -> Option<SquareName> {
        Some(SquareName { file: self.file?, rank: self.rank? })
    }

    /// Whether a piece of `kind` on `from` is one this reading names.
    pub fn names(self, kind: PieceKind, from: Square) -> bool {
        self.kind.is_none_or(|named| named == kind)
            && self.file.is_none_or(|file| file == from.file())
            && self.rank.is_none_or(|rank| rank == from.rank() + 1)
    }

    /// The pieces it names in words: "rook on the c-file", "piece", "pawn on the b-file".
    pub fn words(self) -> String {
        let kind = self.kind.map_or("piece", PieceKind::name);
        match (self.file, self.rank) {
            (Some(file), Some(rank)) => format!("{kind} on {}{rank}", file_letter(file)),
            (Some(file), None) => format!("{kind} on the {}-file", file_letter(file)),
            (None, Some(rank)) => format!("{kind} on rank {rank}"),
            (None, None) => kind.to_string(),
        }
    }
}

/// A typed capture before it meets the position: the square taken on and
/// the reading of the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Written {
    pub to: SquareName,
    pub reading: Reading,
}

/// One significant character of the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token {
    /// `x`, `-` or `:` between the two halves.
    Mark,
    /// A letter `a` to `h` or a piece letter, as typed.
    Letter(char),
    /// A digit.
    Digit(u8),
}

/// Splits `text` into the square taken on and the readings of the rest.
///
/// # Errors
/// [`MoveTextError::Empty`], [`MoveTextError::NotAMove`] (words),
/// [`MoveTextError::Unreadable`] (naming the character), [`MoveTextError::NoSquareAtEnd`]
/// or [`MoveTextError::NotACapture`].
pub(super) fn read(text: &str) -> Result<Written, MoveTextError> {
    let trimmed = text.trim();
    let body = trimmed.trim_end_matches(|c: char| ANNOTATIONS.contains(&c) || c.is_whitespace());
    if body.is_empty() {
        return Err(MoveTextError::Empty);
    }
    let tokens = tokens(trimmed, body)?;
    let not_a_capture = || MoveTextError::NotACapture { text: crate::excerpt::shorten(trimmed) };
    let (to, before) = match tokens.as_slice() {
        [before @ .., Token::Letter(file), Token::Digit(rank)] => match file_of(*file) {
            Some(file) => (SquareName { file, rank: *rank }, before),
            None => return Err(not_a_capture()),
        },
        _ => return Err(MoveTextError::NoSquareAtEnd { text: crate::excerpt::shorten(trimmed) }),
    };
    let before = before.strip_suffix(&[Token::Mark]).unwrap_or(before);
    let mut letters = ArrayVec::<char, MAX_TOKENS>::new();
    for token in before {
        match token {
            Token::Letter(letter) => letters.push(*letter),
            Token::Digit(digit) => letters.push(char::from(b'0' + digit)),
            Token::Mark => return Err(not_a_capture()),
        }
    }
    let reading = reading(&letters).ok_or_else(not_a_capture)?;
    Ok(Written { to, reading })
}

/// The significant characters of `body` (spaces dropped), or the first one
/// that cannot be read, counted in `trimmed` from 1.
fn tokens(trimmed: &str, body: &str) -> Result<ArrayVec<Token, MAX_TOKENS>, MoveTextError> {
    let mut tokens = ArrayVec::new();
    for (at, character) in body.chars().enumerate() {
        let token = match character {
            c if c.is_whitespace() => continue,
            'x' | 'X' | '-' | ':' => Token::Mark,
            '0'..='9' => Token::Digit(character as u8 - b'0'),
            c if file_of(c).is_some() || PieceKind::from_letter(c).is_some() => Token::Letter(c),
            // Words, not a move with a slip in it: no rank digit anywhere.
            _ if !body.chars().any(|c| c.is_ascii_digit()) => {
                return Err(MoveTextError::NotAMove { text: crate::excerpt::shorten(trimmed) });
            }
            _ => {
                let text = crate::excerpt::shorten(trimmed);
                return Err(MoveTextError::Unreadable { text, character, at: at + 1 });
            }
        };
        if tokens.try_push(token).is_err() {
            return Err(MoveTextError::NotACapture { text: crate::excerpt::shorten(trimmed) });
        }
    }
    Ok(tokens)
}

/// Whether `text` opens with a file letter (`bd4`: the `d`).
fn starts_with_file(text: &[char]) -> bool {
    text.first().is_some_and(|&letter| file_of(letter).is_some())
}

/// The file a letter names (`a` to `h`, either case).
fn file_of(letter: char) -> Option<u8> {
    let lower = letter.to_ascii_lowercase();
    ('a'..='h').contains(&lower).then(|| lower as u8 - b'a')
}

/// The digit `character` is, if any.
fn digit_of(character: char) -> Option<u8> {
    character.to_digit(10).and_then(|digit| u8::try_from(digit).ok())
}

/// The reading of what comes before the square taken on, or `None` when it is not of the grammar.
fn reading(before: &[char]) -> Option<Reading> {
    let reading = match before {
        [] => Reading::default(),
        // `b4xc3`: a lower-case b before a digit is the square b4.
        ['b', digit] if digit_of(*digit).is_some() => {
            Reading { kind: None, file: Some(1), rank: digit_of(*digit) }
        }
        // A piece letter; a lower-case `b` only before a file (`bdxc3`, `bd4xc3`), where it
        // cannot be the b-file: alone (`bxc3`) it is the pawn, as chess writes it.
        [first, rest @ ..]
            if PieceKind::from_letter(*first).is_some() && (*first != 'b' || starts_with_file(rest)) =>
        {
            let (file, rank) = origin(rest)?;
            Reading { kind: PieceKind::from_letter(*first), file, rank }
        }
        _ => match origin(before)? {
            // A file alone is a pawn's capture, as in chess (`dxc3`, `bxc3`).
            (Some(file), None) => Reading { kind: Some(PieceKind::Pawn), file: Some(file), rank: None },
            (Some(file), Some(rank)) => Reading { kind: None, file: Some(file), rank: Some(rank) },
            _ => return None,
        },
    };
    Some(reading)
}

/// An origin as far as it is written: a file, a rank digit, both or neither.
fn origin(text: &[char]) -> Option<(Option<u8>, Option<u8>)> {
    match text {
        [] => Some((None, None)),
        [one] => match (file_of(*one), digit_of(*one)) {
            (Some(file), _) => Some((Some(file), None)),
            (None, Some(rank)) => Some((None, Some(rank))),
            (None, None) => None,
        },
        [file, rank] => Some((Some(file_of(*file)?), Some(digit_of(*rank)?))),
        _ => None,
    }
}
