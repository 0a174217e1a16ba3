//! Numbers written for people: thousands grouped, nouns in the plural when needed.

/// A count with thin spaces between thousands (`2 010 210`).
///
/// ```
/// assert_eq!(chesslab_core::numbers::grouped(2_010_210), "2\u{2009}010\u{2009}210");
/// assert_eq!(chesslab_core::numbers::grouped(999), "999");
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
/// assert_eq!(chesslab_core::numbers::plural(1, "piece"), "1 piece");
/// assert_eq!(chesslab_core::numbers::plural(1200, "piece"), "1\u{2009}200 pieces");
/// ```
#[must_use]
pub fn plural(count: u64, word: &str) -> String {
    format!("{} {word}{}", grouped(count), if count == 1 { "" } else { "s" })
}

/// A large count as a person reads a bound: two significant digits times a
/// power of ten (`1.2 × 10¹⁵`), rounded down so that "at least" stays true;
/// counts below ten million are written in full ([`grouped`]).
///
/// ```
/// use chesslab_core::numbers::{approximate, grouped};
///
/// assert_eq!(approximate(1_234_567_890_123_456), "1.2 × 10¹⁵");
/// assert_eq!(approximate(u64::MAX), "1.8 × 10¹⁹");
/// assert_eq!(approximate(19_999_999), "1.9 × 10⁷"); // rounded down, never up
/// assert_eq!(approximate(9_999_999), grouped(9_999_999));
/// ```
#[must_use]
pub fn approximate(count: u64) -> String {
    if count < 10_000_000 {
        return grouped(count);
    }
    let exponent = count.ilog10();
    let leading = count / 10u64.pow(exponent - 1); // the first two digits, rounded down
    let power: String = exponent
        .to_string()
        .chars()
        .map(|digit| match digit {
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            _ => '⁹',
        })
        .collect();
    format!("{}.{} × 10{power}", leading / 10, leading % 10)
}
