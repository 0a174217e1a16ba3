//! Numbers written for people: thousands grouped, nouns in the plural when needed.

/// A count with thin spaces between thousands (`2 010 210`).
///
/// ```
/// assert_eq!(chesslab::numbers::grouped(2_010_210), "2\u{2009}010\u{2009}210");
/// assert_eq!(chesslab::numbers::grouped(999), "999");
/// ```
#[must_use]
pub fn grouped(count: u64) -> String {
    let digits = count.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            out.push('\u{2009}');
        }
        out.push(digit);
    }
    out
}

/// `count` (grouped) and `word`, with an `s` unless the count is one.
///
/// ```
/// assert_eq!(chesslab::numbers::plural(1, "piece"), "1 piece");
/// assert_eq!(chesslab::numbers::plural(1200, "piece"), "1\u{2009}200 pieces");
/// ```
#[must_use]
pub fn plural(count: u64, word: &str) -> String {
    format!("{} {word}{}", grouped(count), if count == 1 { "" } else { "s" })
}
