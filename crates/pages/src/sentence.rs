//! A sentence's first letter in upper or lower case, for the messages the pages build.
//!
//! The messages are English, written here or by the core's errors, so their first letter is
//! ASCII: changing only ASCII letters keeps Unicode's case tables (about 12 KB of gzip) out of
//! the page's wasm. Any other first character is kept as it is.

/// The sentence with its first letter in upper case: "queen on c4" → "Queen on c4".
///
/// ```
/// assert_eq!(chesslab_pages::sentence::capitalised("no rook on c4"), "No rook on c4");
/// assert_eq!(chesslab_pages::sentence::capitalised(""), "");
/// ```
pub fn capitalised(text: &str) -> String {
    let mut sentence = text.to_string();
    if let Some(first) = first_ascii(&mut sentence) {
        first.make_ascii_uppercase();
    }
    sentence
}

/// The sentence with its first letter in lower case, to follow a colon: "Queen takes" →
/// "queen takes".
pub fn lower_first(text: &str) -> String {
    let mut sentence = text.to_string();
    if let Some(first) = first_ascii(&mut sentence) {
        first.make_ascii_lowercase();
    }
    sentence
}

/// The first character when it is one byte (ASCII); `None` for an empty or non-ASCII start.
fn first_ascii(sentence: &mut str) -> Option<&mut str> {
    sentence.get_mut(..1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn changes_only_an_ascii_first_letter() {
        assert_eq!(capitalised("bishop"), "Bishop");
        assert_eq!(lower_first("Bishop c4 takes"), "bishop c4 takes");
        assert_eq!(capitalised("4×4 boards"), "4×4 boards");
        assert_eq!(capitalised("é"), "é");
        assert_eq!(lower_first(""), "");
    }
}
