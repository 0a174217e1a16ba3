//! Input given back in a message: shortened, kept on one line and free of
//! invisible characters, so a pasted 100,000-character argument, a multi-line
//! stdin or a stray byte-order mark cannot flood a terminal, break a one-line
//! error or hide what was typed.

/// The most characters of echoed input a message shows, the `…` included.
pub const ECHO_LIMIT: usize = 60;

/// `text` as a message quotes it: control and other invisible characters escaped as Rust
/// writes them (`\n`, `\u{feff}`; quotes and backslashes stay as they are), and cut to
/// [`ECHO_LIMIT`] characters ending in `…` when longer.
///
/// ```
/// use chesslab_core::excerpt::shorten;
/// assert_eq!(shorten("2Q1/2X1"), "2Q1/2X1");
/// assert_eq!(shorten("8\n9"), "8\\n9");
/// let long = shorten(&"Q".repeat(100_000));
/// assert_eq!(long.chars().count(), 60);
/// assert!(long.ends_with("QQ…"));
/// ```
#[must_use]
pub fn shorten(text: &str) -> String {
    let mut shown = String::new();
    let mut length = 0;
    let mut chars = text.chars().peekable();
    while let Some(found) = chars.next() {
        let escaped = match found {
            '\'' | '"' | '\\' => None,
            _ => {
                Some(found.escape_debug()).filter(|escape| escape.len() > 1).map(|escape| escape.to_string())
            }
        };
        let width = escaped.as_ref().map_or(1, String::len);
        // Keep room for the `…` unless this is the last character.
        let room = if chars.peek().is_some() { ECHO_LIMIT - 1 } else { ECHO_LIMIT };
        if length + width > room {
            shown.push('…');
            break;
        }
        match escaped {
            Some(escaped) => shown.push_str(&escaped),
            None => shown.push(found),
        }
        length += width;
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_up_to_the_limit_is_kept_whole_and_longer_text_is_cut_with_an_ellipsis() {
        let exact = "a".repeat(ECHO_LIMIT);
        assert_eq!(shorten(&exact), exact);
        let over = shorten(&"a".repeat(ECHO_LIMIT + 1));
        assert_eq!(over, format!("{}…", "a".repeat(ECHO_LIMIT - 1)));
        assert_eq!(shorten(&"é".repeat(1000)).chars().count(), ECHO_LIMIT, "characters, not bytes");
        assert_eq!(shorten(""), "");
    }

    #[test]
    fn control_characters_are_escaped_and_never_cut_in_half() {
        assert_eq!(shorten("a\tb\r\nc"), "a\\tb\\r\\nc");
        assert_eq!(shorten("\u{feff}5x5"), "\\u{feff}5x5");
        assert_eq!(shorten(r#"it's "Q\1""#), r#"it's "Q\1""#);
        let lines = shorten(&"\n".repeat(100));
        assert!(!lines.contains('\n'));
        assert_eq!(lines, format!("{}…", "\\n".repeat((ECHO_LIMIT - 1) / 2)));
    }
}
