//! Lines read from outside (files of reply lines, a `--resume` file, a
//! proof ledger, stdin), one at a time and each at most [`MAX_LINE`] bytes:
//! what is held while reading is one line, however long the file, and a
//! refusal says where ("stdin, line 3: …").

use std::io::{BufRead, Read};

use chesslab_core::exact::MAX_LINE;

use super::CommandError;

/// Reads the next line of `reader` into `bytes` (cleared first; its newline
/// kept, none when the text ends without one); false at the end of the
/// text. `source` and `at` ("FILE" and "FILE, line 3") say where in a refusal.
///
/// # Errors
/// A line longer than any part or reply line, or a text that cannot be read.
pub fn read_line(
    reader: &mut impl BufRead,
    bytes: &mut Vec<u8>,
    source: &str,
    at: &str,
) -> Result<bool, CommandError> {
    bytes.clear();
    // The longest line and its "\r\n": a text read this far without a newline is longer.
    let limit = MAX_LINE as u64 + 2;
    let read = reader
        .take(limit)
        .read_until(b'\n', bytes)
        .map_err(|error| CommandError::Input(format!("cannot read {source}: {error}")))?;
    if bytes.len() as u64 >= limit && !bytes.ends_with(b"\n") {
        return Err(CommandError::Input(format!(
            "{at}: longer than any part or reply line ({MAX_LINE} bytes)"
        )));
    }
    Ok(read > 0)
}

/// Calls `each` with every line of `reader` that is not blank and where it
/// is (`"stdin, line 3"`); refuses a line that is not UTF-8 or longer than any line written.
pub fn each_line(
    mut reader: impl BufRead,
    source: &str,
    mut each: impl FnMut(&str, String) -> Result<(), CommandError>,
) -> Result<(), CommandError> {
    let mut bytes = Vec::new();
    for number in 1.. {
        let at = format!("{source}, line {number}");
        if !read_line(&mut reader, &mut bytes, source, &at)? {
            break;
        }
        let text =
            std::str::from_utf8(&bytes).map_err(|_| CommandError::Input(format!("{at}: not UTF-8 text")))?;
        if !text.trim().is_empty() {
            each(text, at)?;
        }
    }
    Ok(())
}
