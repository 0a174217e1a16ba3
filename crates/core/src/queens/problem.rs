//! The problem description (board size and blocked squares), its errors,
//! and the text format `parse_board` / `format_board` (CSES 1624 style:
//! one line per row, `.` = free square, `*` = blocked square).

use crate::{
    board::{Symmetry, SymmetrySet},
    json::{FromJson, Json, JsonError, ToJson},
};

/// Largest supported board size. Bit masks are `u32`, and N = 27 is the
/// largest size whose total count is published (A000170(27) fits in `u64`).
pub const MAX_N: usize = 27;

/// The symmetries that map the blocked squares onto themselves.
///
/// `blocked[r]` has bit `c` set when square `(r, c)` is blocked; rows past
/// `blocked.len()` count as free. The result is always a subgroup of D4 (the
/// stabiliser of a set is a group) and always holds the identity. Because a
/// symmetry is a bijection of the board, "every blocked square goes to a
/// blocked square" already means "onto".
pub fn blocked_symmetries(n: usize, blocked: &[u32]) -> SymmetrySet {
    if blocked.iter().take(n).all(|&m| m == 0) {
        return SymmetrySet::ALL;
    }
    let is_blocked =
        |r: usize, c: usize| -> bool { blocked.get(r).is_some_and(|row| c < 32 && row & (1u32 << c) != 0) };
    let mut set = SymmetrySet::EMPTY;
    for s in Symmetry::ALL {
        let keeps = (0..n).all(|r| {
            (0..n).all(|c| {
                if !is_blocked(r, c) {
                    return true;
                }
                let (r2, c2) = s.apply_from_top(n, r, c);
                is_blocked(r2, c2)
            })
        });
        if keeps {
            set.insert(s);
        }
    }
    set
}

/// An N-queens counting problem: board size plus squares where no queen may
/// stand.
///
/// Invariant: `1 <= n <= MAX_N`, and every blocked bit lies on the board
/// (bit `c` of row `r` with `r, c < n`).
///
/// In JSON `{"n": 8, "blocked": [row masks]}` (`blocked` empty or missing for none), checked
/// again when read, so a hand-made message cannot make a search panic.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Problem {
    n: usize,
    /// `blocked[r]` bit `c` set = square `(r, c)` is blocked. Rows `>= n` are 0.
    blocked: [u32; MAX_N],
}

impl FromJson for Problem {
    fn from_json(json: &Json) -> Result<Problem, JsonError> {
        let object = json.object()?;
        let n = object.field("n")?;
        let blocked: Vec<u32> = object.field_or_default("blocked")?;
        let problem = if blocked.is_empty() { Problem::new(n) } else { Problem::with_blocked(n, &blocked) };
        problem.map_err(|error| JsonError(error.to_string()))
    }
}

impl ToJson for Problem {
    fn to_json(&self) -> Json {
        let blocked = if self.has_blocked() { self.blocked_rows() } else { &[] };
        Json::fields([("n", self.n.to_json()), ("blocked", blocked.to_json())])
    }
}

/// Why a [`Problem`] could not be built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProblemError {
    /// The board size is 0 or larger than [`MAX_N`].
    #[error("board size {n} is not supported: it must be between 1 and {MAX_N}")]
    SizeOutOfRange {
        /// The size that was asked for.
        n: usize,
    },
    /// The blocked-row list does not have one entry per row.
    #[error("the blocked squares list has {found} rows, expected {expected} (one per row)")]
    BlockedRowCount {
        /// Rows on the board.
        expected: usize,
        /// Entries given.
        found: usize,
    },
    /// A blocked bit lies to the right of the board.
    #[error("row {} blocks a square outside the board (mask {mask:#b})", row + 1)]
    BlockedOutsideBoard {
        /// Row (0-based) whose mask has a bit at column `n` or beyond.
        row: usize,
        /// The offending mask.
        mask: u32,
    },
}

/// Full-row mask for an `n`-column board (`n <= 32`).
pub(crate) const fn full_mask(n: usize) -> u32 {
    if n >= 32 {
        u32::MAX
    } else {
        (1u32 << n) - 1
    }
}

impl Problem {
    /// The plain N-queens problem on an `n`×`n` board with no blocked squares.
    ///
    /// ```
    /// use chesslab_core::queens::{Problem, MAX_N};
    ///
    /// assert_eq!(Problem::new(8)?.n(), 8);
    /// assert!(Problem::new(0).is_err() && Problem::new(MAX_N + 1).is_err());
    /// # Ok::<(), chesslab_core::queens::ProblemError>(())
    /// ```
    pub fn new(n: usize) -> Result<Problem, ProblemError> {
        if n == 0 || n > MAX_N {
            return Err(ProblemError::SizeOutOfRange { n });
        }
        Ok(Problem { n, blocked: [0; MAX_N] })
    }

    /// A problem with blocked squares: `blocked[r]` has bit `c` set when no
    /// queen may stand on row `r`, column `c` (both 0-based). `blocked` must
    /// have exactly `n` entries, and no bit at column `n` or beyond.
    pub fn with_blocked(n: usize, blocked: &[u32]) -> Result<Problem, ProblemError> {
        let mut problem = Problem::new(n)?;
        if blocked.len() != n {
            return Err(ProblemError::BlockedRowCount { expected: n, found: blocked.len() });
        }
        let full = full_mask(n);
        for (row, (&mask, slot)) in blocked.iter().zip(problem.blocked.iter_mut()).enumerate() {
            if mask & !full != 0 {
                return Err(ProblemError::BlockedOutsideBoard { row, mask });
            }
            *slot = mask;
        }
        Ok(problem)
    }

    /// Board size N.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Blocked masks, one per row (`len() == n`).
    pub fn blocked_rows(&self) -> &[u32] {
        &self.blocked[..self.n]
    }

    /// Whether square `(row, col)` is blocked (squares off the board count
    /// as not blocked).
    pub fn is_blocked(&self, row: usize, col: usize) -> bool {
        row < self.n && col < self.n && self.blocked[row] & (1u32 << col) != 0
    }

    /// Whether any square is blocked.
    pub fn has_blocked(&self) -> bool {
        self.blocked.iter().any(|&m| m != 0)
    }

    /// The symmetries of the board that map the blocked squares onto
    /// themselves (all eight when nothing is blocked). Counting "unique"
    /// solutions is done up to exactly this group.
    pub fn symmetries(&self) -> SymmetrySet {
        blocked_symmetries(self.n, self.blocked_rows())
    }
}

/// Why a board text could not be read. Line and column numbers are 1-based,
/// as a person counts them in an editor.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardParseError {
    /// No rows at all (empty text or only blank lines).
    #[error("the board is empty: expected 1 to {MAX_N} lines of '.' (free) and '*' (blocked)")]
    Empty,
    /// More rows than the largest supported board.
    #[error("the board has {lines} lines, but at most {MAX_N} are supported")]
    TooManyLines {
        /// Number of rows found.
        lines: usize,
    },
    /// The first line is wider than the largest supported board.
    #[error("line 1 has {width} squares, but at most {MAX_N} are supported")]
    TooWide {
        /// Squares on the first line.
        width: usize,
    },
    /// A blank line between rows.
    #[error("line {line} is empty: every line is a row of '.' and '*'")]
    EmptyLine {
        /// 1-based line number.
        line: usize,
    },
    /// A row whose width differs from the first row's.
    #[error("line {line} has {found} {}, but line 1 has {expected}", if *found == 1 { "square" } else { "squares" })]
    WrongLength {
        /// 1-based line number.
        line: usize,
        /// Squares (characters) on that line.
        found: usize,
        /// Squares on the first line.
        expected: usize,
    },
    /// The rows are all alike but there are not as many as squares in a row.
    #[error(
        "the board has {lines} {} of {width} {}: a square board needs {width} lines",
        if *lines == 1 { "line" } else { "lines" },
        if *width == 1 { "square" } else { "squares" }
    )]
    WrongLineCount {
        /// Lines found.
        lines: usize,
        /// Squares in each line.
        width: usize,
    },
    /// A character other than `.` or `*`.
    #[error("line {line}, column {column}: '{}' is not '.' or '*'", found.escape_debug())]
    BadCharacter {
        /// 1-based line number.
        line: usize,
        /// 1-based column (counted in characters).
        column: usize,
        /// The character found.
        found: char,
    },
}

/// Reads a board: N lines of N characters each, `.` (free) or `*`
/// (blocked); N is the first line's width. A trailing newline, CRLF line
/// ends, a leading byte-order mark and blank lines at the end are tolerated;
/// anything else is reported with its line (and column). Never panics.
///
/// ```
/// use chesslab_core::queens::{count, format_board, parse_board, BoardParseError};
///
/// // CSES 1624's example: 65 ways around the blocked squares.
/// let board = "........\n........\n..*.....\n........\n........\n.....**.\n...*....\n........\n";
/// let problem = parse_board(board)?;
/// assert_eq!(count(&problem).total, 65);
/// assert_eq!(format_board(&problem), board);
///
/// assert_eq!(
///     parse_board("...\n.x.\n...").unwrap_err(),
///     BoardParseError::BadCharacter { line: 2, column: 2, found: 'x' }
/// );
/// # Ok::<(), BoardParseError>(())
/// ```
pub fn parse_board(text: &str) -> Result<Problem, BoardParseError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines: Vec<&str> = text.split('\n').map(|l| l.strip_suffix('\r').unwrap_or(l)).collect();
    // Blank lines at the end (including the empty piece after a final '\n')
    // carry no squares; a person would not expect them to count.
    while lines.last().is_some_and(|l| l.trim().is_empty()) {
        lines.pop();
    }
    if lines.is_empty() {
        return Err(BoardParseError::Empty);
    }
    if lines.len() > MAX_N {
        return Err(BoardParseError::TooManyLines { lines: lines.len() });
    }
    let width = lines.first().map_or(0, |line| line.chars().count());
    if width > MAX_N {
        return Err(BoardParseError::TooWide { width });
    }
    let mut blocked = [0u32; MAX_N];
    for (index, (line, mask)) in lines.iter().zip(blocked.iter_mut()).enumerate() {
        if line.is_empty() {
            return Err(BoardParseError::EmptyLine { line: index + 1 });
        }
        let mut found = 0usize;
        for (col, ch) in line.chars().enumerate() {
            match ch {
                '.' => {}
                // `col < width <= MAX_N` is checked before shifting.
                '*' if col < width => *mask |= 1u32 << col,
                '*' => {}
                other => {
                    return Err(BoardParseError::BadCharacter {
                        line: index + 1,
                        column: col + 1,
                        found: other,
                    });
                }
            }
            found += 1;
        }
        if found != width {
            return Err(BoardParseError::WrongLength { line: index + 1, found, expected: width });
        }
    }
    if lines.len() != width {
        return Err(BoardParseError::WrongLineCount { lines: lines.len(), width });
    }
    Ok(Problem { n: width, blocked })
}

/// Writes a problem in the format read by [`parse_board`]: one line per
/// row, each ending in `\n`.
pub fn format_board(problem: &Problem) -> String {
    let n = problem.n();
    let mut out = String::with_capacity(n * (n + 1));
    for row in 0..n {
        for col in 0..n {
            out.push(if problem.is_blocked(row, col) { '*' } else { '.' });
        }
        out.push('\n');
    }
    out
}
