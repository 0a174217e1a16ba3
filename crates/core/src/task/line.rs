//! The text form every family's part and reply lines share, so that one
//! `chesslab part` and one `chesslab join` serve them all and any engine
//! (GNU `parallel`, a job array, a shell loop) runs any family's parts.
//!
//! A line is `KIND vVERSION FIELD…`: its kind names the family and what the
//! line is (`exact-part`, `queens-reply`, `cover-part`, …, [`kind_of`]), the
//! version is the format's ([`LINE_VERSION`]), then come the family's fields,
//! in a fixed order, separated by blanks; most are `name=value`. A line is
//! read with any run of blanks between its fields and blanks at either end (a
//! trailing space, the CR of a Windows file). Every number, in every field of
//! every family, is read one way ([`number`]): plain ASCII digits, no sign, no
//! blank, no other base.
//!
//! Lines are untrusted input (files get edited or corrupted, replies come
//! from other machines): a line longer than [`MAX_LINE`] is refused before
//! its fields are read, and each family checks its numbers against its
//! problem before anything is allocated for them. What is wrong is a
//! [`FieldError`] naming the field, inside the family's own error.
//!
//! ```
//! use chesslab_core::task::line::{kind_of, Fields};
//!
//! let mut fields = Fields::of("queens-part v1 8 part=0/1 split=37 ", "queens-part")?;
//! assert_eq!(fields.next("problem")?, "8");
//! assert_eq!(fields.number::<u32>("split").unwrap_err().to_string(), "expected the field split=…, found 'part=0/1'");
//! assert_eq!(kind_of(" cover-reply v1 …"), Some("cover-reply"));
//! # Ok::<(), chesslab_core::task::line::FieldError>(())
//! ```
//!
//! Every family's part and reply lines are [`Line`]s: each reads and writes its own fields, and
//! `line_text!` gives them their one `FromStr` and `Display`.

use std::{fmt, str::FromStr};

use crate::{excerpt::shorten, task::ShareError};

/// The format's version, written as `v1` after the line's kind.
pub const LINE_VERSION: u32 = 1;

/// The longest line read, of any family: a coverage reply carries up to 500
/// example placements (each at most 71 characters) or one per square of the
/// board; every other line is far shorter.
pub const MAX_LINE: usize = 1 << 16;

/// Why a line was refused, whatever its family: its fields could not be
/// read, it names no problem, or it was cut by another version.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FieldError {
    /// Nothing but blanks.
    #[error("the line is empty")]
    Empty,
    /// Longer than any line chesslab writes.
    #[error("the line is {0} bytes long; no part or reply line is longer than {MAX_LINE}")]
    TooLong(usize),
    /// The first word is not the kind of line expected.
    #[error("'{}' is not an {expected} line: it should start with '{expected} v{LINE_VERSION}'", shorten(.found))]
    Kind {
        /// The first word expected.
        expected: &'static str,
        /// The line's first word.
        found: String,
    },
    /// A version this program does not read.
    #[error("version '{}' is not one this chesslab reads (v{LINE_VERSION})", shorten(.0))]
    Version(String),
    /// The line stops before a field.
    #[error("the line ends before its {0} field")]
    Missing(&'static str),
    /// Another field where `field` should be.
    #[error("expected the field {field}=…, found '{}'", shorten(.found))]
    Expected {
        /// The field's name.
        field: &'static str,
        /// What stands there.
        found: String,
    },
    /// A field's value that cannot be read.
    #[error("{field}='{}' is not {what}", shorten(.value))]
    BadValue {
        /// The field's name.
        field: &'static str,
        /// Its value.
        value: String,
        /// What it should be.
        what: &'static str,
    },
    /// A share that does not exist.
    #[error("part: {0}")]
    Share(#[from] ShareError),
    /// Text after the last field.
    #[error("unexpected text after the last field: '{}'", shorten(.0))]
    Extra(String),
    /// The problem field names no problem this program searches.
    #[error("the problem '{}': {reason}", shorten(.text))]
    Problem {
        /// The field.
        text: String,
        /// What is wrong with it.
        reason: String,
    },
    /// The line's split is not the one this program makes.
    #[error(
        "this chesslab cuts {search} of {problem} into {made} parts, not split={split}: \
         the line was written by another version; write the parts again with this one"
    )]
    SplitChanged {
        /// Which search of the problem: `a count`, `cap 5`, `pass max:0`.
        search: String,
        /// The problem's text form.
        problem: String,
        /// The line's split.
        split: u32,
        /// The parts this program makes.
        made: u32,
    },
}

/// The kind of `line` (its first word: `exact-part`, `queens-reply`, …), if
/// it has one; what `chesslab part` and `chesslab join` dispatch on.
#[must_use]
pub fn kind_of(line: &str) -> Option<&str> {
    line.split_ascii_whitespace().next()
}

/// Reads a number of the field `field`: plain ASCII digits, no sign or
/// blank, within `T`'s range. The one rule for every number of every line.
///
/// ```
/// use chesslab_core::task::line::number;
///
/// assert_eq!(number::<u64>("136", "nodes"), Ok(136));
/// assert!(number::<u64>("+136", "nodes").is_err()); // `str::parse` would take it
/// assert!(number::<u32>("4294967296", "split").is_err());
/// ```
///
/// # Errors
/// [`FieldError::BadValue`] naming the field.
pub fn number<T: FromStr>(value: &str, field: &'static str) -> Result<T, FieldError> {
    // `parse` takes a leading '+'; a line chesslab writes never has one.
    let digits = !value.is_empty() && value.bytes().all(|byte| byte.is_ascii_digit());
    let parsed = if digits { value.parse().ok() } else { None };
    parsed.ok_or_else(|| FieldError::BadValue {
        field,
        value: value.to_string(),
        what: "a whole number in range",
    })
}

/// A line's fields, read in order.
#[derive(Debug)]
pub struct Fields<'a> {
    words: std::str::SplitAsciiWhitespace<'a>,
}

impl<'a> Fields<'a> {
    /// The fields of `line` after its kind `kind` and version; checks both.
    /// Blanks around the fields (a newline, a CR, a trailing space) are not fields.
    ///
    /// # Errors
    /// A line too long or empty, of another kind or version.
    pub fn of(line: &'a str, kind: &'static str) -> Result<Fields<'a>, FieldError> {
        let line = line.trim_ascii();
        if line.len() > MAX_LINE {
            return Err(FieldError::TooLong(line.len()));
        }
        if line.is_empty() {
            return Err(FieldError::Empty);
        }
        let mut fields = Fields { words: line.split_ascii_whitespace() };
        let first = fields.words.next().unwrap_or("");
        if first != kind {
            return Err(FieldError::Kind { expected: kind, found: first.to_string() });
        }
        let version = fields.next("version")?;
        if version != format!("v{LINE_VERSION}") {
            return Err(FieldError::Version(version.to_string()));
        }
        Ok(fields)
    }

    /// The next field, named `field` in errors.
    ///
    /// # Errors
    /// [`FieldError::Missing`] at the end of the line.
    pub fn next(&mut self, field: &'static str) -> Result<&'a str, FieldError> {
        self.words.next().ok_or(FieldError::Missing(field))
    }

    /// The value of the next field, which must be `field=value`.
    ///
    /// # Errors
    /// A missing field or another one.
    pub fn named(&mut self, field: &'static str) -> Result<&'a str, FieldError> {
        let word = self.next(field)?;
        word.strip_prefix(field)
            .and_then(|rest| rest.strip_prefix('='))
            .ok_or_else(|| FieldError::Expected { field, found: word.to_string() })
    }

    /// The next field, `field=N`, read as a number ([`number`]).
    ///
    /// # Errors
    /// A missing field, another one, or a value that is no number in range.
    pub fn number<T: FromStr>(&mut self, field: &'static str) -> Result<T, FieldError> {
        number(self.named(field)?, field)
    }

    /// The next field, `part=I/N`: share `I` of `N`.
    ///
    /// # Errors
    /// A missing field, a value that is not two numbers, or a share that does not exist.
    pub fn share(&mut self) -> Result<super::Share, FieldError> {
        let value = self.named("part")?;
        let (index, of) = value.split_once('/').ok_or_else(|| FieldError::BadValue {
            field: "part",
            value: value.to_string(),
            what: "a share and how many, e.g. 3/40",
        })?;
        Ok(super::Share::new(number(index, "part")?, number(of, "part")?)?)
    }

    /// The next two fields, `part=I/N split=S`: which share of how many parts.
    ///
    /// # Errors
    /// A missing field, another one, a value that is no number, or a share that does not exist.
    pub fn cut(&mut self) -> Result<super::Cut, FieldError> {
        let share = self.share()?;
        Ok(super::Cut { share, split: self.number("split")? })
    }

    /// Checks that no field is left.
    ///
    /// # Errors
    /// [`FieldError::Extra`] with the first field left.
    pub fn end(mut self) -> Result<(), FieldError> {
        match self.words.next() {
            None => Ok(()),
            Some(extra) => Err(FieldError::Extra(extra.to_string())),
        }
    }
}

/// A family's part or reply line: its kind (the first word), then its own fields.
pub trait Line: Sized {
    /// The line's kind, its first word (`queens-part`).
    const KIND: &'static str;
    /// Why a line of this kind is refused: the family's line error.
    type Error: From<FieldError>;

    /// Reads the fields after the kind and version.
    ///
    /// # Errors
    /// The family's error for a field that is missing or wrong.
    fn read_fields(fields: &mut Fields<'_>) -> Result<Self, Self::Error>;

    /// Writes the fields after the kind and version.
    ///
    /// # Errors
    /// When the formatter does.
    fn write_fields(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

/// A reply line: the fields of the part line it answers, then its own. Every
/// reply is a [`Line`] of kind [`Reply::KIND`] through this trait.
pub trait Reply: Sized {
    /// The line's kind, its first word (`queens-reply`).
    const KIND: &'static str;
    /// The part line it answers, whose error is the reply's too.
    type Part: Line;

    /// Reads the reply's own fields, after those of `part`.
    ///
    /// # Errors
    /// The family's error for a field that is missing or wrong, or counts that disagree.
    fn read_reply(part: Self::Part, fields: &mut Fields<'_>) -> Result<Self, <Self::Part as Line>::Error>;

    /// Writes the part's fields, then the reply's own.
    ///
    /// # Errors
    /// When the formatter does.
    fn write_reply(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result;
}

impl<R: Reply> Line for R {
    const KIND: &'static str = R::KIND;
    type Error = <R::Part as Line>::Error;

    /// Reads the part's fields, then the reply's.
    fn read_fields(fields: &mut Fields<'_>) -> Result<R, Self::Error> {
        let part = R::Part::read_fields(fields)?;
        R::read_reply(part, fields)
    }

    fn write_fields(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_reply(f)
    }
}

/// Reads a whole line of `L`'s kind (blanks and a newline around it are allowed): every line's
/// `FromStr` (see `line_text!`).
///
/// # Errors
/// A line of another kind or version, too long, with a field missing, wrong or left over.
pub fn read<L: Line>(line: &str) -> Result<L, L::Error> {
    let mut fields = Fields::of(line, L::KIND)?;
    let read = L::read_fields(&mut fields)?;
    fields.end()?;
    Ok(read)
}

/// Writes `line` whole, without a newline: every line's `Display`.
///
/// # Errors
/// When the formatter does.
pub fn write<L: Line>(line: &L, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write!(f, "{} v{LINE_VERSION} ", L::KIND)?;
    line.write_fields(f)
}

/// `FromStr` (through [`read`]) and `Display` (through [`write()`]) for [`Line`] types.
macro_rules! line_text {
    ($($line:ty),+ $(,)?) => {$(
        impl std::str::FromStr for $line {
            type Err = <$line as $crate::task::line::Line>::Error;

            /// Reads a whole line (blanks and a newline around it are allowed).
            fn from_str(text: &str) -> Result<Self, Self::Err> {
                $crate::task::line::read(text)
            }
        }

        impl std::fmt::Display for $line {
            /// The line, without a newline.
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                $crate::task::line::write(self, f)
            }
        }
    )+};
}
pub(crate) use line_text;
