//! The file a split search's `--resume FILE` keeps its finished parts in
//! (`exact min`, `queens count`, `cover max|min|unattacked`): reply
//! lines, as `chesslab part` prints them, appended and flushed one by one as
//! the parts finish, so a run stopped at any moment (Ctrl-C, a kill, a lost
//! session) loses at most the parts that were running. A run given the same
//! file takes the parts already there and runs only the others; joined in
//! part order, they give the result and node total of one run.
//!
//! The file is untrusted input like any other: each line is checked as
//! `chesslab join` checks it, and a file of another problem, or written by a
//! version that cuts the search otherwise, is refused with a message. It is
//! read a line at a time, each at most a part line's length, and holds at
//! most one reply per part of its search (for a proof, [`Ledger::most_lines`]): what it
//! costs is bounded by its problem, whatever the file holds. What a family
//! keeps of it is its [`Kept`] store. The only
//! repair made is to a last line cut short by the stop (no newline): it is
//! dropped, since its part simply runs again.

use std::{
    fs::{File, OpenOptions},
    io::{BufRead, BufReader, Write},
    path::{Path, PathBuf},
    sync::Mutex,
};

use chesslab_core::{
    board::read_sides,
    coverage::{self, CoverReplies},
    exact::{Ledger, LedgerError, PartLine, ReplyLine},
    queens,
    task::line_join::Replies,
};

use super::{lines::read_line, shown_path, warn, CommandError};

/// Why a store refused a line.
pub enum Refusal {
    /// A reply of another problem: the whole file is the wrong one.
    OtherProblem {
        /// The store's problem.
        expected: String,
        /// The line's.
        found: String,
    },
    /// Anything else wrong with the line.
    Line(String),
}

/// What a family keeps of a resume file: the replies of one search.
pub trait Kept {
    /// The first word of the reply lines kept.
    const REPLY: &'static str;

    /// Takes in one line (not blank).
    ///
    /// # Errors
    /// A line that is not a reply of the store's search, or disagrees with one kept.
    fn take(&mut self, line: &str) -> Result<(), Refusal>;
}

impl Kept for Ledger {
    const REPLY: &'static str = "exact-reply";

    fn take(&mut self, line: &str) -> Result<(), Refusal> {
        self.add(line).map_err(|error| match error {
            LedgerError::OtherProblem { expected, found } => Refusal::OtherProblem { expected, found },
            error => Refusal::Line(error.to_string()),
        })
    }
}

/// The kept shares of a queens count.
pub struct QueensKept {
    /// The count's problem.
    pub problem: queens::Problem,
    /// Its replies.
    pub replies: Replies<queens::ReplyLine>,
}

impl Kept for QueensKept {
    const REPLY: &'static str = "queens-reply";

    fn take(&mut self, line: &str) -> Result<(), Refusal> {
        let reply: queens::ReplyLine =
            line.parse().map_err(|error: queens::LineError| Refusal::Line(error.to_string()))?;
        if reply.part().problem() != &self.problem {
            let (expected, found) = (self.problem.to_text(), reply.part().problem().to_text());
            return Err(Refusal::OtherProblem { expected, found });
        }
        self.replies.add(reply).map_err(|error| Refusal::Line(error.to_string()))
    }
}

/// The kept shares of a coverage search.
pub struct CoverKept {
    /// The search's problem, as lines name it.
    pub problem: String,
    /// Its replies.
    pub replies: CoverReplies,
}

impl Kept for CoverKept {
    const REPLY: &'static str = "cover-reply";

    fn take(&mut self, line: &str) -> Result<(), Refusal> {
        let reply: coverage::ReplyLine =
            line.parse().map_err(|error: coverage::LineError| Refusal::Line(error.to_string()))?;
        if reply.part().problem_text() != self.problem {
            return Err(Refusal::OtherProblem {
                expected: self.problem.clone(),
                found: reply.part().problem_text(),
            });
        }
        self.replies.add(reply).map_err(|error| Refusal::Line(error.to_string()))
    }
}

/// The finished parts of a split search, read from its file, and the file to add to.
#[derive(Debug)]
pub struct ResumeFile<K> {
    path: PathBuf,
    /// The replies read.
    kept: K,
    file: Mutex<File>,
}

impl<K: Kept> ResumeFile<K> {
    /// Reads `path` (if it exists) into `kept`, the store of a search's
    /// finished parts, and opens it to add to.
    ///
    /// # Errors
    /// A line that is not a reply, a reply of another problem, two replies
    /// to a part that disagree, or a file that cannot be read or written.
    pub fn open(path: &Path, kept: K) -> Result<ResumeFile<K>, CommandError> {
        let shown = shown_path(path);
        let cannot = |what: &str, error: std::io::Error| {
            CommandError::Input(format!("cannot {what} {shown}: {error}"))
        };
        let mut ledger = kept;
        // Every whole line is checked before the file is touched: a wrong file is refused as it is.
        let Lines { whole, lines, tail } = match File::open(path) {
            Ok(file) => take_whole_lines(BufReader::new(file), &shown.to_string(), &mut ledger)?,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => Lines::default(),
            Err(error) => return Err(cannot("read", error)),
        };
        let tail = tail.as_slice();
        let mut file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|error| cannot("write", error))?;
        if !tail.is_empty() {
            let at = format!("{shown}, line {lines}");
            if take(&mut ledger, tail, &at).is_ok() {
                // A whole reply but for its newline (an edit by hand): keep it, and end it.
                file.write_all(b"\n").map_err(|error| cannot("write", error))?;
            } else if K::REPLY.as_bytes().starts_with(tail) || tail.starts_with(K::REPLY.as_bytes()) {
                // The run stopped while writing its last line: drop the unfinished line.
                file.set_len(whole).map_err(|error| cannot("repair", error))?;
                warn(&format!("chesslab: {shown}: dropped an unfinished last line (its part runs again)\n"));
            } else {
                take(&mut ledger, tail, &at)?;
            }
        }
        Ok(ResumeFile { path: path.to_path_buf(), kept: ledger, file: Mutex::new(file) })
    }

    /// The replies kept.
    pub fn kept(&self) -> &K {
        &self.kept
    }

    /// Appends `reply` as a line and flushes it.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn keep(&self, reply: &impl std::fmt::Display) -> Result<(), CommandError> {
        let line = format!("{reply}\n");
        let written = match self.file.lock() {
            // One write of the whole line: a stop leaves it whole or cut short, never interleaved.
            Ok(mut file) => file.write_all(line.as_bytes()).and_then(|()| file.flush()),
            Err(_) => Err(std::io::Error::other("another thread failed while writing")),
        };
        written
            .map_err(|error| CommandError::Input(format!("cannot write {}: {error}", shown_path(&self.path))))
    }
}

impl ResumeFile<Ledger> {
    /// The reply kept for `part`, if any.
    ///
    /// # Errors
    /// When the file's replies of `part`'s cap were written for another
    /// listing of its parts (by a version that cuts the search otherwise).
    pub fn reply(&self, part: &PartLine) -> Result<Option<ReplyLine>, CommandError> {
        let Some(replies) = self.kept.cap(part.cap()) else { return Ok(None) };
        let Some(first) = replies.first() else { return Ok(None) };
        let (kept, asked) = (first.cut(), part.cut());
        if !kept.same_layout(asked) {
            return Err(CommandError::Input(format!(
                "{}: the parts of cap {} were cut into split={} by another version of chesslab, not \
                 into {}: use another file",
                shown_path(&self.path),
                part.cap(),
                kept.split,
                asked.split
            )));
        }
        Ok(replies.reply(asked.share.index()).cloned())
    }
}

/// What was read of a resume file.
#[derive(Default)]
struct Lines {
    /// The bytes of its whole lines (each ended by a newline).
    whole: u64,
    /// How many lines, the last included.
    lines: usize,
    /// The last line when it has no newline (cut short by a stop, or edited by hand).
    tail: Vec<u8>,
}

/// Takes every whole line of `reader`, the file `source`, into `ledger`, one
/// line at a time; keeps the last line back when it has no newline.
fn take_whole_lines(
    mut reader: impl BufRead,
    source: &str,
    ledger: &mut impl Kept,
) -> Result<Lines, CommandError> {
    let (mut read, mut bytes) = (Lines::default(), Vec::new());
    loop {
        let at = format!("{source}, line {}", read.lines + 1);
        if !read_line(&mut reader, &mut bytes, source, &at)? {
            return Ok(read);
        }
        read.lines += 1;
        if !bytes.ends_with(b"\n") {
            read.tail = bytes;
            return Ok(read);
        }
        take(ledger, &bytes, &at)?;
        read.whole += bytes.len() as u64;
    }
}

/// Takes in `line`, found `at` ("FILE, line 3"), as a reply of the store's search, unless blank.
fn take(kept: &mut impl Kept, line: &[u8], at: &str) -> Result<(), CommandError> {
    let refuse = |message: String| CommandError::Input(format!("{at}: {message}"));
    let text = std::str::from_utf8(line).map_err(|_| refuse("not UTF-8 text".into()))?;
    if text.trim().is_empty() {
        return Ok(());
    }
    kept.take(text).map_err(|error| match error {
        Refusal::OtherProblem { expected, found } => {
            let file = at.rsplit_once(", line").map_or(at, |(file, _)| file);
            CommandError::Input(format!(
                "{file} holds the parts of {found}, not of {expected}: give another file (or remove it to start \
                 over){}",
                transposed_hint(&found, &expected)
            ))
        }
        Refusal::Line(message) => refuse(message),
    })
}

/// What to add when a file's problem is the one asked for with the sides
/// swapped: sizes were read as rows x columns on the command line before
/// every size became width x height, so an old command may name the other board.
fn transposed_hint(found: &str, expected: &str) -> String {
    let swapped = found.split_once(',').and_then(|(size, rest)| {
        let (width, height) = read_sides(size)?;
        Some(format!("{height}x{width},{rest}"))
    });
    if swapped.as_deref() == Some(expected) {
        " (board sizes are width x height, files x ranks, on the command line as in the file)".to_string()
    } else {
        String::new()
    }
}

#[cfg(test)]
mod tests {
    use super::transposed_hint;

    #[test]
    fn a_file_of_the_swapped_board_says_how_sizes_read() {
        assert!(transposed_hint("6x4,k=2", "4x6,k=2").contains("width x height"));
        assert_eq!(transposed_hint("6x4,k=2", "6x4,k=3"), "");
        assert_eq!(transposed_hint("5x5,k=2", "5x5,k=2,vacant"), "");
    }
}
