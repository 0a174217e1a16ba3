//! Board text: the one reader and writer of the rank-by-rank form every family
//! uses for its codes (Solo puzzle codes, exact placements, coverage placements).
//!
//! Ranks run from the top and are separated by `/`; a digit 1-8 is a run of
//! empty squares (consecutive digits add up), a letter `K Q R B N P` (either
//! case) a piece. A family may also allow `-` for a switched-off cell and a
//! bracketed group of pieces sharing one square (`[QNN]`), and may refuse
//! pawns: it says so with a [`Syntax`]. The reader checks the sizes (each side
//! 1 to 8, every rank as wide as the first), so a family only adds its own
//! rules (a square board, a piece on it, …), with the same [`BoardTextError`].
//! Boards beyond 8×8 (the exact-attack search's, up to [`MAX_WIDE_CELLS`]
//! cells) are read with [`Syntax::with_wide_boards`].
//!
//! Every error says where the text went wrong (the rank from the top and/or
//! the character, both counted from 1) and quotes what was typed with
//! [`crate::excerpt::shorten`], in single quotes.
//!
//! ```
//! use chesslab_core::board::{BoardText, PieceKind, Syntax, TextCell};
//!
//! let board = BoardText::read("q-1/2n/B[NN]P", Syntax::PLAIN.with_off_cells().with_groups())?;
//! assert_eq!((board.width(), board.height()), (3, 3));
//! assert_eq!(board.to_string(), "Q-1/2N/B[NN]P");
//! // The board, top rank first: `.` empty, `-` switched off, `*` two knights.
//! let picture: Vec<String> = board
//!     .ranks()
//!     .iter()
//!     .map(|rank| {
//!         rank.iter()
//!             .map(|cell| match cell {
//!                 TextCell::Empty => '.',
//!                 TextCell::Off => '-',
//!                 TextCell::Piece(kind) => kind.letter(),
//!                 TextCell::Group(_) => '*',
//!             })
//!             .collect()
//!     })
//!     .collect();
//! assert_eq!(picture, ["Q-.", "..N", "B*P"]);
//!
//! let error = BoardText::read("2Q1/2X1", Syntax::PLAIN).unwrap_err();
//! assert_eq!(
//!     error.to_string(),
//!     "rank 2 from the top: 'X' is not a piece letter (K Q R B N P), a digit 1-8 or '/' (character 6)"
//! );
//! # Ok::<(), chesslab_core::board::BoardTextError>(())
//! ```

use std::fmt;

use super::{PieceKind, Square, MAX_SIDE};
use crate::excerpt::shorten;

/// Longest board text accepted: an 8×8 board needs at most 71 characters
/// (and a coverage board of ten pieces in groups not many more).
pub const MAX_BOARD_TEXT: usize = 100;

/// The most cells of a board beyond 8×8 ([`Syntax::with_wide_boards`]): what
/// the exact-attack search's 128-bit boards hold.
pub const MAX_WIDE_CELLS: usize = 128;

/// Longest wide board text accepted: 128 cells need fewer characters than this.
const MAX_WIDE_TEXT: usize = 3 * MAX_WIDE_CELLS;

/// What a family's board text may hold beyond empty runs and pieces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Syntax {
    /// Whether `P` (a pawn) is a piece here.
    pub pawns: bool,
    /// Whether `-` marks a switched-off cell.
    pub off_cells: bool,
    /// Whether `[…]` groups pieces that share one square.
    pub groups: bool,
    /// Whether a side may pass 8 (up to [`MAX_WIDE_CELLS`] cells in all).
    pub wide: bool,
}

impl Syntax {
    /// Empty runs and the six pieces: a Solo puzzle code.
    pub const PLAIN: Syntax = Syntax { pawns: true, off_cells: false, groups: false, wide: false };

    /// The same syntax with `-` for a switched-off cell.
    #[must_use]
    pub const fn with_off_cells(self) -> Syntax {
        Syntax { off_cells: true, ..self }
    }

    /// The same syntax with bracketed groups of pieces on one square.
    #[must_use]
    pub const fn with_groups(self) -> Syntax {
        Syntax { groups: true, ..self }
    }

    /// The same syntax without pawns.
    #[must_use]
    pub const fn without_pawns(self) -> Syntax {
        Syntax { pawns: false, ..self }
    }

    /// The same syntax for boards beyond 8×8, up to [`MAX_WIDE_CELLS`] cells.
    #[must_use]
    pub const fn with_wide_boards(self) -> Syntax {
        Syntax { wide: true, ..self }
    }

    /// The longest side this syntax reads.
    fn most_side(self) -> usize {
        if self.wide {
            MAX_WIDE_CELLS
        } else {
            usize::from(MAX_SIDE)
        }
    }

    /// The piece named by `letter` (either case), if this syntax has it.
    fn piece(self, letter: char) -> Option<PieceKind> {
        PieceKind::from_letter(letter).filter(|&kind| self.pawns || kind != PieceKind::Pawn)
    }

    /// What a character of a rank may be, for messages.
    fn expected(self) -> String {
        let letters = if self.pawns { "K Q R B N P" } else { "K Q R B N" };
        let mut extras = vec![if self.wide { "a digit 1-9" } else { "a digit 1-8" }];
        if self.off_cells {
            extras.push("'-'");
        }
        if self.groups {
            extras.push("'['");
        }
        format!("a piece letter ({letters}), {} or '/'", extras.join(", "))
    }
}

/// One square of board text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TextCell {
    /// An empty square (part of a digit's run).
    Empty,
    /// A switched-off cell (`-`).
    Off,
    /// One piece.
    Piece(PieceKind),
    /// Pieces sharing the square (`[QN]`), as written; never empty.
    Group(Vec<PieceKind>),
}

impl TextCell {
    /// The pieces on the square: none, one, or a group's.
    #[must_use]
    pub fn pieces(&self) -> &[PieceKind] {
        match self {
            TextCell::Empty | TextCell::Off => &[],
            TextCell::Piece(kind) => std::slice::from_ref(kind),
            TextCell::Group(kinds) => kinds,
        }
    }
}

/// Why board text was refused. Each message says where: the rank from the top
/// and/or the character, counted from 1.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardTextError {
    /// Nothing was given.
    #[error("the code is empty")]
    Empty,
    /// Longer than any board needs.
    #[error("the code is {length} characters long; no board needs more than {most}")]
    TooLong {
        /// Its length in characters.
        length: usize,
        /// The longest text read.
        most: usize,
    },
    /// A character the family's syntax does not have.
    #[error("rank {rank} from the top: '{}' is not {} (character {at})", shown(*.found), .syntax.expected())]
    UnexpectedCharacter {
        /// The character.
        found: char,
        /// Its rank, from the top, from 1.
        rank: usize,
        /// Its position in the text, in characters from 1.
        at: usize,
        /// What the text may hold.
        syntax: Syntax,
    },
    /// A `0`, where runs of empty squares are 1 to 8.
    #[error("rank {rank} from the top: '0' is not a run of empty squares; write 1 to 8 (character {at})")]
    ZeroRun {
        /// Its rank, from the top, from 1.
        rank: usize,
        /// Its position in the text, in characters from 1.
        at: usize,
    },
    /// A rank with more squares than a side may have (eight, but for wide boards).
    #[error("rank {rank} from the top is {width} squares wide; a board has at most {most} files")]
    RankTooWide {
        /// The rank, from the top, from 1.
        rank: usize,
        /// Its width as far as it was read.
        width: usize,
        /// The most files.
        most: usize,
    },
    /// A rank with no square (two `/` in a row, or one at an end).
    #[error("rank {rank} from the top is empty: every rank has at least one square")]
    EmptyRank {
        /// The rank, from the top, from 1.
        rank: usize,
    },
    /// A rank whose width differs from the first rank's.
    #[error("rank {rank} from the top is {width} squares wide, but the first rank is {expected}")]
    RaggedRank {
        /// The rank, from the top, from 1.
        rank: usize,
        /// Its width.
        width: usize,
        /// The first rank's width.
        expected: usize,
    },
    /// More ranks than a side may have (eight; on a wide board, as many as
    /// [`MAX_WIDE_CELLS`] cells allow).
    #[error("rank {} from the top is one too many: a board has at most {most} ranks, not {ranks}", most + 1)]
    TooManyRanks {
        /// How many ranks the text has.
        ranks: usize,
        /// The most ranks.
        most: usize,
    },
    /// A `[` with no `]` after it on its rank.
    #[error("rank {rank} from the top: the '[' at character {at} is never closed with ']'")]
    UnclosedGroup {
        /// The rank, from the top, from 1.
        rank: usize,
        /// The position of the `[`, in characters from 1.
        at: usize,
    },
    /// A `[` inside a group.
    #[error(
        "rank {rank} from the top: the '[' at character {at} is inside another group; groups do not nest"
    )]
    NestedGroup {
        /// The rank, from the top, from 1.
        rank: usize,
        /// The position of the inner `[`, in characters from 1.
        at: usize,
    },
    /// A `]` with no group open, or closing a group of no piece.
    #[error("rank {rank} from the top: the ']' at character {at} closes no group of pieces")]
    StrayClose {
        /// The rank, from the top, from 1.
        rank: usize,
        /// The position of the `]`, in characters from 1.
        at: usize,
    },
    /// Inside a group, something that is not a piece letter.
    #[error(
        "rank {rank} from the top: '{}' at character {at} is inside '[…]', \
         which holds only piece letters ({})",
        shown(*.found),
        if .syntax.pawns { "K Q R B N P" } else { "K Q R B N" }
    )]
    NotAPieceInGroup {
        /// The character.
        found: char,
        /// The rank, from the top, from 1.
        rank: usize,
        /// Its position, in characters from 1.
        at: usize,
        /// What the text may hold.
        syntax: Syntax,
    },
    /// Text read as the 16-character 4×4 form that is not 16 characters long.
    #[error("the 16-character 4×4 form has one character per square, 16 in all, not {length}")]
    SeedFormLength {
        /// Its length in characters.
        length: usize,
    },
    /// In the 16-character 4×4 form, a digit other than `0`.
    #[error(
        "'{}' at character {at}: in the 16-character 4×4 form only 0 is an empty square",
        shown(*.found)
    )]
    SeedFormDigit {
        /// The digit.
        found: char,
        /// Its position, in characters from 1.
        at: usize,
    },
    /// In the 16-character 4×4 form, a character that names no square.
    #[error(
        "'{}' at character {at} is not a square of the 16-character 4×4 form: \
         0 (empty), q r b p, or k or n (a knight)",
        shown(*.found)
    )]
    SeedFormCharacter {
        /// The character.
        found: char,
        /// Its position, in characters from 1.
        at: usize,
    },
    /// Text after a board that is not the rest of a FEN record.
    #[error(
        "unexpected text after the board at character {at}: '{}' (a FEN record continues with w or b)",
        shorten(.text)
    )]
    TrailingText {
        /// The text.
        text: String,
        /// Where it starts, in characters from 1.
        at: usize,
    },
    /// A board of a size the family does not have.
    #[error("the board is {width}×{height}: {expected}")]
    UnsupportedSize {
        /// Files.
        width: usize,
        /// Ranks.
        height: usize,
        /// The sizes the family has, for the message.
        expected: &'static str,
    },
    /// No piece stands on the board.
    #[error("the board has no pieces")]
    NoPieces,
    /// Every cell is switched off.
    #[error("every cell of the code is switched off ('-')")]
    NoCells,
    /// More pieces than the family allows.
    #[error("the board has {count} pieces; at most {most}")]
    TooManyPieces {
        /// Pieces on the board.
        count: usize,
        /// The most allowed.
        most: usize,
    },
}

/// A character as a message quotes it.
fn shown(found: char) -> String {
    shorten(found.encode_utf8(&mut [0; 4]))
}

/// Board text read: ranks from the top, every rank as wide as the first, each
/// side 1 to 8 (or up to [`MAX_WIDE_CELLS`] cells with [`Syntax::with_wide_boards`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoardText {
    ranks: Vec<Vec<TextCell>>,
}

impl BoardText {
    /// Reads `text` (see the module notes) with what `syntax` allows.
    ///
    /// ```
    /// use chesslab_core::board::{BoardText, PieceKind, Syntax};
    ///
    /// let board = BoardText::read("2Q1/N3", Syntax::PLAIN)?;
    /// let named = |(square, kind): (_, PieceKind)| format!("{}{square}", kind.letter());
    /// let pieces: Vec<String> = board.pieces().map(named).collect();
    /// assert_eq!(pieces, ["Qc2", "Na1"]); // top rank first
    /// let error = BoardText::read("Q[Q1/4", Syntax::PLAIN.with_groups()).unwrap_err();
    /// assert_eq!(error.to_string(), "rank 1 from the top: the '[' at character 2 is never closed with ']'");
    /// # Ok::<(), chesslab_core::board::BoardTextError>(())
    /// ```
    ///
    /// # Errors
    /// A [`BoardTextError`] saying what is wrong and where.
    pub fn read(text: &str, syntax: Syntax) -> Result<BoardText, BoardTextError> {
        if text.is_empty() {
            return Err(BoardTextError::Empty);
        }
        let length = text.chars().count();
        let most = if syntax.wide { MAX_WIDE_TEXT } else { MAX_BOARD_TEXT };
        if length > most {
            return Err(BoardTextError::TooLong { length, most });
        }
        let mut ranks = Vec::new();
        let mut at = 0;
        for (index, rank_text) in text.split('/').enumerate() {
            if index == syntax.most_side() {
                return Err(BoardTextError::TooManyRanks {
                    ranks: text.split('/').count(),
                    most: syntax.most_side(),
                });
            }
            ranks.push(read_rank(rank_text, index + 1, at, syntax)?);
            at += rank_text.chars().count() + 1;
        }
        let width = ranks.first().map_or(0, Vec::len);
        for (index, rank) in ranks.iter().enumerate() {
            if rank.is_empty() {
                return Err(BoardTextError::EmptyRank { rank: index + 1 });
            }
            if rank.len() != width {
                return Err(BoardTextError::RaggedRank {
                    rank: index + 1,
                    width: rank.len(),
                    expected: width,
                });
            }
        }
        // A wide board's ranks are as many as its cells allow at its width.
        let most = MAX_WIDE_CELLS / width.max(1);
        if syntax.wide && ranks.len() > most {
            return Err(BoardTextError::TooManyRanks { ranks: ranks.len(), most });
        }
        Ok(BoardText { ranks })
    }

    /// Reads the 16-character form of a 4×4 board (rows from the top, `0`
    /// empty, `q r b p`, `k` or `n` for a **knight**, either case), the form of
    /// the Solitaire Chess seed text.
    ///
    /// ```
    /// use chesslab_core::board::BoardText;
    ///
    /// assert_eq!(BoardText::read_seed_form("00q000r0k0000p00")?.to_string(), "2Q1/2R1/N3/1P2");
    /// let error = BoardText::read_seed_form("n6x3p12QkQBq03R0").unwrap_err();
    /// assert_eq!(
    ///     error.to_string(),
    ///     "'6' at character 2: in the 16-character 4×4 form only 0 is an empty square"
    /// );
    /// # Ok::<(), chesslab_core::board::BoardTextError>(())
    /// ```
    ///
    /// # Errors
    /// A [`BoardTextError`] naming the first character that is not a square of that form,
    /// or [`BoardTextError::SeedFormLength`] when the text is not 16 characters long.
    pub fn read_seed_form(text: &str) -> Result<BoardText, BoardTextError> {
        let length = text.chars().count();
        if length != 16 {
            return Err(BoardTextError::SeedFormLength { length });
        }
        let cells = text
            .chars()
            .enumerate()
            .map(|(index, found)| match found {
                '0' => Ok(TextCell::Empty),
                'k' | 'K' => Ok(TextCell::Piece(PieceKind::Knight)),
                '1'..='9' => Err(BoardTextError::SeedFormDigit { found, at: index + 1 }),
                other => PieceKind::from_letter(other)
                    .map(TextCell::Piece)
                    .ok_or(BoardTextError::SeedFormCharacter { found, at: index + 1 }),
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(BoardText { ranks: cells.chunks(4).map(<[_]>::to_vec).collect() })
    }

    /// Files (1 to 8, more on a wide board).
    #[must_use]
    pub fn width(&self) -> usize {
        self.ranks.first().map_or(0, Vec::len)
    }

    /// Ranks (1 to 8, more on a wide board).
    #[must_use]
    pub fn height(&self) -> usize {
        self.ranks.len()
    }

    /// The ranks, top first, each from the left.
    #[must_use]
    pub fn ranks(&self) -> &[Vec<TextCell>] {
        &self.ranks
    }

    /// Every cell with its square (`a1` at the bottom left), top rank first.
    pub fn cells(&self) -> impl Iterator<Item = (Square, &TextCell)> {
        let height = self.height();
        self.ranks.iter().enumerate().flat_map(move |(from_top, rank)| {
            rank.iter().enumerate().filter_map(move |(file, cell)| {
                Some((Square::new(file as u8, (height - 1 - from_top) as u8)?, cell))
            })
        })
    }

    /// Every piece with its square, a group's pieces one by one, top rank first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, PieceKind)> + '_ {
        self.cells().flat_map(|(square, cell)| cell.pieces().iter().map(move |&kind| (square, kind)))
    }
}

impl fmt::Display for BoardText {
    /// The text, as [`write_board`] writes it: upper-case letters, one digit per run.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let height = self.height();
        let text = write_board(self.width(), height, |file, rank| {
            self.ranks
                .get(height - 1 - rank)
                .and_then(|cells| cells.get(file))
                .cloned()
                .unwrap_or(TextCell::Empty)
        });
        f.write_str(&text)
    }
}

/// One rank's text (rank `rank` from the top, starting after `offset` characters).
fn read_rank(
    text: &str,
    rank: usize,
    offset: usize,
    syntax: Syntax,
) -> Result<Vec<TextCell>, BoardTextError> {
    let mut cells = Vec::new();
    // The group being read: its pieces and where its `[` stands.
    let mut group: Option<(Vec<PieceKind>, usize)> = None;
    let most = syntax.most_side();
    let too_wide = |width| BoardTextError::RankTooWide { rank, width, most };
    for (index, found) in text.chars().enumerate() {
        let at = offset + index + 1;
        if let Some((pieces, _)) = group.as_mut() {
            match found {
                ']' if pieces.is_empty() => return Err(BoardTextError::StrayClose { rank, at }),
                ']' => {
                    cells.push(TextCell::Group(std::mem::take(pieces)));
                    group = None;
                }
                '[' => return Err(BoardTextError::NestedGroup { rank, at }),
                _ => match syntax.piece(found) {
                    Some(kind) => pieces.push(kind),
                    None => return Err(BoardTextError::NotAPieceInGroup { found, rank, at, syntax }),
                },
            }
            continue;
        }
        match found {
            '0' => return Err(BoardTextError::ZeroRun { rank, at }),
            '1'..='9' => {
                let run = usize::from(found as u8 - b'0');
                // Checked before the run is added: "99999…" must not build a huge rank.
                if cells.len() + run > most {
                    return Err(too_wide(cells.len() + run));
                }
                cells.extend(std::iter::repeat_n(TextCell::Empty, run));
                continue;
            }
            '-' if syntax.off_cells => cells.push(TextCell::Off),
            '[' if syntax.groups => {
                // A `[` whose `]` never comes is blamed, not whatever follows it.
                if !text.chars().skip(index + 1).any(|next| next == ']') {
                    return Err(BoardTextError::UnclosedGroup { rank, at });
                }
                group = Some((Vec::new(), at));
            }
            ']' if syntax.groups => return Err(BoardTextError::StrayClose { rank, at }),
            _ => match syntax.piece(found) {
                Some(kind) => cells.push(TextCell::Piece(kind)),
                None => return Err(BoardTextError::UnexpectedCharacter { found, rank, at, syntax }),
            },
        }
        if cells.len() > most {
            return Err(too_wide(cells.len()));
        }
    }
    match group {
        Some((_, start)) => Err(BoardTextError::UnclosedGroup { rank, at: start }),
        None => Ok(cells),
    }
}

/// The board text of a `width` × `height` board whose cell at `(file, rank)`
/// (rank from the bottom, both from 0) is `cell(file, rank)`: ranks from the
/// top, upper-case letters, `-` for a switched-off cell, a group in brackets
/// (even of one piece, so that it reads back as a group), and a digit per run of
/// empty cells (a run longer than 9, only on boards beyond 8×8, as several digits).
///
/// ```
/// use chesslab_core::board::{write_board, PieceKind, TextCell};
///
/// let text = write_board(3, 2, |file, rank| match (file, rank) {
///     (0, 1) => TextCell::Piece(PieceKind::Queen),
///     (2, 0) => TextCell::Group(vec![PieceKind::Rook, PieceKind::Knight]),
///     (1, 0) => TextCell::Off,
///     _ => TextCell::Empty,
/// });
/// assert_eq!(text, "Q2/1-[RN]");
/// ```
pub fn write_board(width: usize, height: usize, mut cell: impl FnMut(usize, usize) -> TextCell) -> String {
    let mut text = String::new();
    for rank in (0..height).rev() {
        let mut empty_run = 0;
        for file in 0..width {
            let here = cell(file, rank);
            if here == TextCell::Empty {
                empty_run += 1;
                continue;
            }
            push_run(&mut text, &mut empty_run);
            match here {
                TextCell::Empty => {}
                TextCell::Off => text.push('-'),
                TextCell::Piece(kind) => text.push(kind.letter()),
                TextCell::Group(kinds) => {
                    text.push('[');
                    text.extend(kinds.iter().map(|kind| kind.letter()));
                    text.push(']');
                }
            }
        }
        push_run(&mut text, &mut empty_run);
        if rank > 0 {
            text.push('/');
        }
    }
    text
}

/// Writes a run of `run` empty cells as digits of at most 9 and clears it.
fn push_run(text: &mut String, run: &mut usize) {
    while *run > 0 {
        let digit = (*run).min(9);
        text.push(char::from(b'0' + digit as u8));
        *run -= digit;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str, syntax: Syntax) -> String {
        BoardText::read(text, syntax).unwrap_err().to_string()
    }

    #[test]
    fn a_wide_board_reads_up_to_its_cells_and_says_its_limits() {
        let wide = Syntax::PLAIN.with_wide_boards();
        let board = BoardText::read("R7R/9/54", wide).unwrap();
        assert_eq!((board.width(), board.height(), board.to_string()), (9, 3, "R7R/9/9".into()));
        assert_eq!(BoardText::read(&["99"; 7].join("/"), wide).unwrap().height(), 7);
        assert_eq!(
            error(&["99"; 8].join("/"), wide),
            "rank 8 from the top is one too many: a board has at most 7 ranks, not 8"
        );
        assert_eq!(
            error("R7R", Syntax::PLAIN),
            "rank 1 from the top is 9 squares wide; a board has at most 8 files"
        );
        assert!(error("9x", wide).contains("a digit 1-9"), "{}", error("9x", wide));
        assert_eq!(
            error(&"1/".repeat(129), wide),
            "rank 129 from the top is one too many: a board has at most 128 ranks, not 130"
        );
    }

    #[test]
    fn every_refusal_says_where() {
        let plain = Syntax::PLAIN;
        let groups = Syntax::PLAIN.without_pawns().with_groups();
        let cases: &[(&str, Syntax, &str)] = &[
            ("", plain, "the code is empty"),
            (
                "2Q1/2X1",
                plain,
                "rank 2 from the top: 'X' is not a piece letter (K Q R B N P), \
                 a digit 1-8 or '/' (character 6)",
            ),
            ("Q-", plain, "rank 1 from the top: '-' is not"),
            ("Q-", plain.with_off_cells(), ""),
            (
                "1P",
                groups,
                "rank 1 from the top: 'P' is not a piece letter (K Q R B N), \
                 a digit 1-8, '[' or '/' (character 2)",
            ),
            (
                "K1/0K",
                plain,
                "rank 2 from the top: '0' is not a run of empty squares; write 1 to 8 (character 4)",
            ),
            ("9", plain, "rank 1 from the top is 9 squares wide; a board has at most 8 files"),
            ("8K", plain, "rank 1 from the top is 9 squares wide"),
            ("K1/K2", plain, "rank 2 from the top is 3 squares wide, but the first rank is 2"),
            ("K//K", plain, "rank 2 from the top is empty"),
            ("/K", plain, "rank 1 from the top is empty"),
            ("1/1/1/1/1/1/1/1/1", plain, "rank 9 from the top is one too many: a board has at most 8 ranks"),
            ("Q[1409/4", groups, "rank 1 from the top: the '[' at character 2 is never closed with ']'"),
            ("Q[QN/4]", groups, "rank 1 from the top: the '[' at character 2 is never closed"),
            ("Q[Q1]", groups, "rank 1 from the top: '1' at character 4 is inside '[…]'"),
            ("3/[Q[N]]1/3", groups, "rank 2 from the top: the '[' at character 5 is inside another group"),
            ("3/[]2/3", groups, "rank 2 from the top: the ']' at character 4 closes no group"),
            ("3/Q]2/3", groups, "rank 2 from the top: the ']' at character 4 closes no group"),
            (
                "3/[QP]1/3",
                groups,
                "rank 2 from the top: 'P' at character 5 is inside '[…]', \
                 which holds only piece letters (K Q R B N)",
            ),
            ("\u{feff}4", plain, "rank 1 from the top: '\\u{feff}' is not"),
        ];
        for (text, syntax, expected) in cases {
            match BoardText::read(text, *syntax) {
                Ok(board) => assert!(expected.is_empty(), "{text:?} read as {board}"),
                Err(error) => {
                    let message = error.to_string();
                    assert!(!expected.is_empty() && message.starts_with(expected), "{text:?}: {message}");
                }
            }
        }
        assert!(error(&"Q".repeat(500), plain).contains("500 characters long"));
    }

    #[test]
    fn the_writer_writes_what_the_reader_read() {
        let syntax = Syntax::PLAIN.with_off_cells().with_groups();
        for text in ["8", "k7/8/8/8/8/8/8/7K", "q-1/2n/B[NN]P", "[Q]", "44/1-6", "-"] {
            let board = BoardText::read(text, syntax).unwrap();
            assert_eq!(BoardText::read(&board.to_string(), syntax).unwrap(), board, "{text}");
        }
        assert_eq!(BoardText::read("44/1-6", syntax).unwrap().to_string(), "8/1-6");
        assert_eq!(write_board(12, 1, |_, _| TextCell::Empty), "93");
    }

    #[test]
    fn the_seed_form_reads_knights_for_k_and_only_zero_for_empty() {
        let board = BoardText::read_seed_form("00q000r0k0000p00").unwrap();
        assert_eq!(board.to_string(), "2Q1/2R1/N3/1P2");
        assert_eq!(
            BoardText::read_seed_form("00q000r0k0000p0x").unwrap_err().to_string(),
            "'x' at character 16 is not a square of the 16-character 4×4 form: \
             0 (empty), q r b p, or k or n (a knight)"
        );
        assert_eq!(BoardText::read_seed_form("00q0"), Err(BoardTextError::SeedFormLength { length: 4 }));
        assert_eq!(
            BoardText::read_seed_form("n6x3p12QkQBq03R0").unwrap_err(),
            BoardTextError::SeedFormDigit { found: '6', at: 2 }
        );
    }
}
