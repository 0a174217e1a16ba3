//! Numbers written for people: thousands grouped, nouns in the plural when needed.

/// A count with narrow no-break spaces between thousands (`2 010 210`): the space SI and
/// French typography put there, which no line break splits.
///
/// ```
/// assert_eq!(chesslab_core::numbers::grouped(2_010_210), "2\u{202f}010\u{202f}210");
/// assert_eq!(chesslab_core::numbers::grouped(999), "999");
/// ```
#[must_use]
pub fn grouped(count: u64) -> String {
    let digits = count.to_string();
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            out.push('\u{202f}');
        }
        out.push(digit);
    }
    out
}

/// `count` (grouped) and `word`, with an `s` unless the count is one.
///
/// ```
/// assert_eq!(chesslab_core::numbers::plural(1, "piece"), "1 piece");
/// assert_eq!(chesslab_core::numbers::plural(1200, "piece"), "1\u{202f}200 pieces");
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

/// `value` with `decimals` digits after the point, as `format!("{value:.decimals$}")` writes it
/// but for halfway cases, which round away from zero here (`fixed(0.125, 2)` is `0.13`).
///
/// Written here, not with `format!`: Rust's float formatting (an exact decimal expansion with
/// big-number arithmetic and its tables) is about 12 KB of the page's wasm, which waits for its
/// download before the first board; the texts a player reads need only a few rounded digits.
/// Magnitudes beyond 10¹⁸ (never shown) are written as that bound.
///
/// ```
/// use chesslab_core::numbers::fixed;
///
/// assert_eq!(fixed(2.346, 1), "2.3");
/// assert_eq!(fixed(67.5, 0), "68");
/// assert_eq!(fixed(-0.04, 1), "0.0"); // no "-0.0"
/// assert_eq!(fixed(1523.0, 2), "1523.00");
/// ```
#[must_use]
pub fn fixed(value: f64, decimals: u32) -> String {
    if !value.is_finite() {
        return if value.is_nan() {
            "NaN"
        } else if value > 0.0 {
            "inf"
        } else {
            "-inf"
        }
        .to_string();
    }
    let scaled = (value.abs() * 10f64.powi(decimals as i32)).round();
    // A saturating cast: 1e18 keeps every digit of a u64's range in view.
    let units = scaled.min(1e18) as u64;
    let digits = format!("{units:0>width$}", width = decimals as usize + 1);
    let (whole, fraction) = digits.split_at(digits.len() - decimals as usize);
    let sign = if value < 0.0 && units > 0 { "-" } else { "" };
    match decimals {
        0 => format!("{sign}{whole}"),
        _ => format!("{sign}{whole}.{fraction}"),
    }
}

#[cfg(test)]
mod tests {
    use super::fixed;
    use proptest::prelude::*;

    proptest! {
        /// Agrees with Rust's formatting but where the value is (as good as) halfway between
        /// two results, which Rust settles by the exact binary value and this rounds away from zero.
        #[test]
        fn fixed_is_rusts_formatting(value in -1e12f64..1e12, decimals in 0u32..5) {
            let ours = fixed(value, decimals);
            let rusts = format!("{value:.prec$}", prec = decimals as usize);
            let scaled = value.abs() * 10f64.powi(decimals as i32);
            let halfway = (scaled.fract() - 0.5).abs() < 1e-6 * scaled.max(1.0);
            let rusts = if rusts.starts_with("-") && rusts.trim_start_matches(['-', '0', '.']).is_empty() {
                rusts[1..].to_string() // Rust writes "-0.0" for a small negative value
            } else {
                rusts
            };
            prop_assert!(ours == rusts || halfway, "{value} to {decimals}: {ours} against {rusts}");
        }
    }

    #[test]
    fn fixed_writes_what_is_not_a_number_as_rust_does() {
        assert_eq!(fixed(f64::NAN, 1), "NaN");
        assert_eq!(fixed(f64::INFINITY, 0), "inf");
        assert_eq!(fixed(f64::NEG_INFINITY, 2), "-inf");
        assert_eq!(fixed(1e30, 0), "1000000000000000000");
        assert_eq!(fixed(0.0, 3), "0.000");
    }
}
