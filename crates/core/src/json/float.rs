//! Fractional numbers (ratings, clocks, shares) as JSON text and back.
//!
//! Written here rather than with Rust's `f64` formatting and parsing: those are exact for every
//! value, with big-number arithmetic and a 10 KB table of powers of five, about 25 KB of the
//! page's wasm (which the first board waits for). Here 128-bit integers do the work. For the
//! magnitudes the page stores (10⁻³ to 10¹⁹: ratings, volatilities, clocks, shares) a number is
//! written with the fewest digits that read back as the same `f64`, as JavaScript and serde_json
//! write it, and read exactly. Beyond that range the scaling by powers of ten carries a 128-bit
//! mantissa ([`Wide`]), so a number is still written with digits that read back as itself and
//! read as the nearest `f64`, unless its decimal lies within about 2⁻¹²⁰ (relative) of halfway
//! between two of them.

/// Below this, whole numbers are written in full (every integer up to 2^53 is exact).
const WHOLE: f64 = 9_007_199_254_740_992.0;

/// 10^`exponent` for `exponent` ≥ 0: exact up to 10^22, the largest power of ten an `f64` holds.
fn power_of_ten(exponent: i32) -> f64 {
    10f64.powi(exponent)
}

/// `value` × 10^`exponent`, in two steps when 10^`exponent` alone would overflow (not exact:
/// only where a first guess is wanted, as a leading digit's exponent).
fn scale(value: f64, exponent: i32) -> f64 {
    let scaled = |value: f64, exponent: i32| match exponent >= 0 {
        true => value * power_of_ten(exponent),
        false => value / power_of_ten(-exponent),
    };
    match exponent.abs() > 300 {
        true => scaled(scaled(value, exponent / 2), exponent - exponent / 2),
        false => scaled(value, exponent),
    }
}

/// A positive number as `mantissa` × 2^`power`, the mantissa's top bit set: 128 bits carried
/// through a scaling by powers of ten, each step dropping less than 2⁻¹²⁷ of the value.
#[derive(Clone, Copy, Debug)]
struct Wide {
    mantissa: u128,
    power: i32,
}

impl Wide {
    /// `units` × 2^`power` (`units` > 0).
    fn new(units: u64, power: i32) -> Wide {
        let shift = u128::from(units).leading_zeros();
        Wide { mantissa: u128::from(units) << shift, power: power - shift as i32 }
    }

    /// The 192-bit value `high` × 2⁶⁴ + `low` (with `high` ≠ 0) × 2^`power`, cut to its top 128 bits.
    fn cut(high: u128, low: u64, power: i32) -> Wide {
        let shift = high.leading_zeros();
        let low = if shift == 0 { 0 } else { u128::from(low) >> (64 - shift) };
        Wide { mantissa: (high << shift) | low, power: power + 64 - shift as i32 }
    }

    /// This × `factor` (below 2³⁰).
    fn times(self, factor: u64) -> Wide {
        let (top, bottom) = (self.mantissa >> 64, self.mantissa & u128::from(u64::MAX));
        let (top, bottom) = (top * u128::from(factor), bottom * u128::from(factor));
        Wide::cut(top + (bottom >> 64), bottom as u64, self.power)
    }

    /// This ÷ `divisor` (below 2³⁰).
    fn over(self, divisor: u64) -> Wide {
        let divisor = u128::from(divisor);
        let mut rest = 0u128;
        let mut limbs = [0u64; 3];
        for (limb, word) in
            limbs.iter_mut().zip([self.mantissa >> 64, self.mantissa & u128::from(u64::MAX), 0])
        {
            let current = (rest << 64) | word;
            *limb = (current / divisor) as u64;
            rest = current % divisor;
        }
        let high = (u128::from(limbs[0]) << 64) | u128::from(limbs[1]);
        Wide::cut(high, limbs[2], self.power - 64)
    }

    /// This × 10^`exponent` (|`exponent`| ≤ 800), in steps of at most 10⁹ (below 2³⁰).
    fn scaled(mut self, exponent: i32) -> Wide {
        let mut left = exponent.unsigned_abs();
        while left > 0 {
            let step = left.min(9);
            let factor = 10u64.pow(step);
            self = if exponent > 0 { self.times(factor) } else { self.over(factor) };
            left -= step;
        }
        self
    }

    /// The nearest `f64` (ties to even), subnormals and infinity included.
    fn to_f64(self) -> f64 {
        // The leading bit's exponent, and how many low bits of the mantissa fall below the f64's.
        let leading = 127 + self.power;
        if leading > 1023 {
            return f64::INFINITY;
        }
        let dropped = 75 + (-1022 - leading).max(0);
        if dropped > 128 {
            return 0.0;
        }
        let rounded = self.rounded_off(dropped as u32);
        let bits = match leading >= -1022 {
            // Normal: the leading bit is implied; a carry into bit 53 moves the exponent up.
            true => ((leading + 1022) as u64) * (1 << 52) + rounded as u64,
            // Subnormal: the field is 0; a carry into bit 52 makes the smallest normal.
            false => rounded as u64,
        };
        f64::from_bits(bits.min(f64::INFINITY.to_bits()))
    }

    /// The mantissa without its low `dropped` bits (1 to 128), rounded to nearest, ties to even.
    fn rounded_off(self, dropped: u32) -> u128 {
        let (kept, rest) = match dropped {
            128 => (0, self.mantissa),
            _ => (self.mantissa >> dropped, self.mantissa & ((1u128 << dropped) - 1)),
        };
        let half = 1u128 << (dropped - 1);
        kept + u128::from(rest > half || (rest == half && kept % 2 == 1))
    }

    /// The nearest whole number (ties to even), when it is below 2⁶⁴.
    fn to_whole(self) -> Option<u64> {
        match self.power {
            0.. => None,
            -128..=-1 => u64::try_from(self.rounded_off(self.power.unsigned_abs())).ok(),
            _ => Some(0),
        }
    }
}

/// `units` × 10^`exponent` as the nearest `f64`: exact (one rounding) for exponents within ±19,
/// where the product or quotient fits 128 bits; otherwise through a [`Wide`] scaling.
fn decimal(units: u64, exponent: i32) -> f64 {
    if units == 0 {
        return 0.0;
    }
    match exponent {
        // Below 2^128: the cast rounds to nearest, ties to even.
        0..=19 => (u128::from(units) * 10u128.pow(exponent as u32)) as f64,
        -19..=-1 => {
            // The quotient, shifted to keep 63 bits or more: the remainder's "sticky" bit then
            // sits below the rounding point and settles a tie as the exact value would.
            let shift = 64 + units.leading_zeros();
            let numerator = u128::from(units) << shift;
            let divisor = 10u128.pow(exponent.unsigned_abs());
            let sticky = u128::from(numerator % divisor != 0);
            ((numerator / divisor) | sticky) as f64 * 2f64.powi(-(shift as i32))
        }
        _ => Wide::new(units, 0).scaled(exponent.clamp(-800, 800)).to_f64(),
    }
}

/// A finite number's JSON text: the fewest digits that read back as `value` (whole numbers
/// below 2^53 in full), with an exponent (`1.5e-7`) only where JavaScript would write one;
/// `None` for NaN and the infinities, which JSON cannot write.
///
/// ```
/// use chesslab_core::json::{float_text, read_float};
///
/// assert_eq!(float_text(1523.25).as_deref(), Some("1523.25"));
/// assert_eq!(float_text(0.1 + 0.2).as_deref(), Some("0.30000000000000004"));
/// assert_eq!(float_text(-1.5e-7).as_deref(), Some("-1.5e-7"));
/// assert_eq!(float_text(1_700_000_000_123.0).as_deref(), Some("1700000000123"));
/// assert_eq!(float_text(f64::NAN), None);
/// assert_eq!(read_float("0.30000000000000004"), Some(0.1 + 0.2));
/// ```
#[must_use]
pub fn float_text(value: f64) -> Option<String> {
    if !value.is_finite() {
        return None;
    }
    let magnitude = value.abs();
    if magnitude.fract() == 0.0 && magnitude < WHOLE {
        return Some(format!("{}", value as i64));
    }
    // The exponent of the leading digit: magnitude in [10^exponent, 10^(exponent + 1)).
    let mut exponent = 0;
    while scale(magnitude, -exponent) >= 10.0 {
        exponent += 1;
    }
    while scale(magnitude, -exponent) < 1.0 {
        exponent -= 1;
    }
    // The nearest 15-digit decimal, else the nearest 16-digit one, else 17 digits, which always
    // read back. A normal f64 holds 15 digits, so when fewer read back, 15 rounded and their
    // zeros dropped are those; a subnormal holds fewer, so its search starts at one digit.
    let fewest = if magnitude < f64::MIN_POSITIVE { 1 } else { 15 };
    let (units, exponent) = (fewest..=16)
        .map(|digits| (rounded(magnitude, exponent, digits), digits))
        .find(|((units, exponent), digits)| decimal(*units, exponent + 1 - digits) == magnitude)
        .map(|(rounded, _)| rounded)
        .unwrap_or_else(|| rounded(magnitude, exponent, 17));
    Some(text(value < 0.0, units, exponent))
}

/// `magnitude` (whose leading digit has `exponent`) rounded to `digits` significant digits: the
/// digits as a whole number, and the leading digit's exponent after rounding.
fn rounded(magnitude: f64, exponent: i32, digits: i32) -> (u64, i32) {
    let units_at = |exponent: i32| {
        let shift = digits - 1 - exponent;
        exact_units(magnitude, shift).or_else(|| {
            let (mantissa, power) = binary(magnitude);
            Wide::new(mantissa, power).scaled(shift.clamp(-800, 800)).to_whole()
        })
    };
    let mut units = units_at(exponent).unwrap_or(0);
    let mut exponent = exponent;
    if units < 10u64.pow(digits as u32 - 1) && exponent > -400 {
        // The leading digit's exponent was guessed one too high (near a power of ten).
        exponent -= 1;
        units = units_at(exponent).unwrap_or(0);
    }
    if units >= 10u64.pow(digits as u32) {
        // Rounded up to the next power of ten (9.999…95 → 10.0…0).
        units /= 10;
        exponent += 1;
    }
    if decimal(units, exponent + 1 - digits).is_infinite() {
        units -= 1; // rounded up past the largest f64: written one unit down, so it reads back
    }
    (units, exponent)
}

/// A finite `magnitude` ≥ 0 as `mantissa` × 2^`power`.
fn binary(magnitude: f64) -> (u64, i32) {
    let bits = magnitude.to_bits();
    let (biased, fraction) = ((bits >> 52) as i32, bits & ((1 << 52) - 1));
    match biased {
        0 => (fraction, -1074),
        _ => (fraction | (1 << 52), biased - 1075),
    }
}

/// `magnitude` × 10^`shift` rounded to a whole number (halves to even), exactly, where 128-bit
/// integers hold the work (shifts within ±19, results below 2^64); `None` elsewhere.
fn exact_units(magnitude: f64, shift: i32) -> Option<u64> {
    let (mantissa, power) = binary(magnitude);
    let (numerator, denominator, power) = match shift {
        0..=19 => (u128::from(mantissa) * 10u128.pow(shift as u32), 1u128, power),
        -19..=-1 if (0..64).contains(&power) => {
            (u128::from(mantissa) << power, 10u128.pow(shift.unsigned_abs()), 0)
        }
        _ => return None,
    };
    // numerator × 2^power / denominator, with power ≤ 0 or denominator 1.
    let (whole, rest, half) = match power {
        0 => (numerator / denominator, numerator % denominator * 2, denominator),
        1..=63 if numerator.leading_zeros() > power as u32 => (numerator << power, 0, 1),
        -127..=-1 => {
            let drop = power.unsigned_abs();
            (numerator >> drop, (numerator & ((1 << drop) - 1)) * 2, 1u128 << drop)
        }
        _ => return None,
    };
    let up = rest > half || (rest == half && whole % 2 == 1);
    u64::try_from(whole + u128::from(up)).ok()
}

/// The text of ±`units` (its digits, trailing zeros dropped) with its leading digit at `exponent`.
fn text(negative: bool, units: u64, exponent: i32) -> String {
    let digits = units.to_string();
    let digits = digits.trim_end_matches('0');
    let sign = if negative { "-" } else { "" };
    let width = digits.len() as i32;
    match exponent {
        // 0.000123
        -6..=-1 => format!("{sign}0.{}{digits}", "0".repeat((-exponent - 1) as usize)),
        // 1234.5
        0..=20 if width > exponent + 1 => {
            let (whole, fraction) = digits.split_at(exponent as usize + 1);
            format!("{sign}{whole}.{fraction}")
        }
        // 1234500 (a whole number past 2^53 written in full, as JavaScript does)
        0..=20 => format!("{sign}{digits}{}", "0".repeat((exponent + 1 - width) as usize)),
        // 1.5e-7, 1.2e21
        _ => {
            let (lead, rest) = digits.split_at(1);
            let point = if rest.is_empty() { "" } else { "." };
            format!("{sign}{lead}{point}{rest}e{exponent}")
        }
    }
}

/// The number a JSON number's text (`-12`, `0.5`, `1e3`, `1.5E-7`) means; `None` for text that
/// is not one. Its first 19 significant digits are read (Rust's and serde_json's texts of an
/// `f64` have at most 17): exactly (the nearest `f64`) when the last one's exponent is within
/// ±19, otherwise through a 128-bit scaling (the nearest `f64` but within about 2⁻¹²⁰ of a
/// halfway point), so `1.7976931348623157e308` is `f64::MAX` and `5e-324` the least subnormal.
#[must_use]
pub fn read_float(text: &str) -> Option<f64> {
    let (negative, text) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (number, exponent_text) = match text.find(['e', 'E']) {
        Some(at) => (&text[..at], Some(&text[at + 1..])),
        None => (text, None),
    };
    let (whole, fraction) = match number.split_once('.') {
        Some((whole, fraction)) => (whole, fraction),
        None => (number, ""),
    };
    if whole.is_empty() || (number.contains('.') && fraction.is_empty()) {
        return None;
    }
    let mut units = 0u64;
    let mut exponent = 0i32;
    let mut kept = 0;
    for (index, byte) in whole.bytes().chain(fraction.bytes()).enumerate() {
        let digit = byte.checked_sub(b'0').filter(|digit| *digit <= 9)?;
        let in_fraction = index >= whole.len();
        if kept < 19 {
            units = units * 10 + u64::from(digit);
            if units > 0 {
                kept += 1;
            }
            exponent -= i32::from(in_fraction);
        } else {
            exponent += i32::from(!in_fraction);
        }
    }
    if let Some(exponent_text) = exponent_text {
        let digits = exponent_text.strip_prefix(['+', '-']).unwrap_or(exponent_text);
        if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
            return None;
        }
        // Past ±400 every value is 0 or infinite: the rest of a long exponent changes nothing.
        let value = digits.bytes().fold(0i32, |value, byte| (value * 10 + i32::from(byte - b'0')).min(400));
        exponent += if exponent_text.starts_with('-') { -value } else { value };
    }
    let magnitude = decimal(units, exponent);
    Some(if negative { -magnitude } else { magnitude })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::{float_text, read_float};
    use proptest::prelude::*;

    /// A finite `f64` of any magnitude, and one of the magnitudes the page stores.
    fn any_finite() -> impl Strategy<Value = f64> {
        any::<f64>().prop_filter("finite", |x| x.is_finite())
    }

    fn stored() -> impl Strategy<Value = f64> {
        prop_oneof![1e-3f64..1.0, 1.0f64..1e4, 1e4f64..1e18, (1e-3f64..1e18).prop_map(|x| -x)]
    }

    proptest! {
        /// The magnitudes stored are written as Rust and serde_json write them (the fewest
        /// digits that read back) and read back exactly.
        #[test]
        fn stored_magnitudes_go_through_text_exactly(value in stored()) {
            let text = float_text(value).unwrap();
            prop_assert_eq!(read_float(&text), Some(value), "{}", text);
            prop_assert_eq!(text.parse::<f64>().ok(), Some(value), "{}", text);
            prop_assert_eq!(float_text(value).unwrap(), text.clone());
            // As few digits as Rust's shortest form.
            let rusts = serde_json::to_string(&value).unwrap();
            let digits = |text: &str| {
                let mantissa = text.split(['e', 'E']).next().unwrap_or_default().replace(['-', '.'], "");
                mantissa.trim_start_matches('0').trim_end_matches('0').len()
            };
            prop_assert_eq!(digits(&text), digits(&rusts), "{} against {}", text, rusts);
        }

        /// What serde_json writes for a stored magnitude reads exactly.
        #[test]
        fn serde_jsons_numbers_read_exactly(value in stored()) {
            let text = serde_json::to_string(&value).unwrap();
            prop_assert_eq!(read_float(&text), Some(value), "{}", text);
        }

        /// Any value comes back within its last bits.
        #[test]
        fn any_value_comes_back_within_its_last_bits(value in any_finite()) {
            let text = float_text(value).unwrap();
            let read = read_float(&text).unwrap();
            prop_assert!((read - value).abs() <= (value.abs() * 1e-15).max(1e-320), "{value} wrote {text}, read {read}");
            let theirs: f64 = serde_json::from_str(&text).unwrap();
            prop_assert!((theirs - read).abs() <= (theirs.abs() * 1e-15).max(1e-320), "{text}: {theirs} against {read}");
        }

        /// Every finite value, subnormals and the extremes included, reads back from Rust's and
        /// serde_json's texts of it, to the last bit.
        #[test]
        fn every_value_reads_back_from_its_shortest_text(value in any_finite()) {
            for text in [format!("{value:e}"), format!("{value:?}"), serde_json::to_string(&value).unwrap()] {
                prop_assert_eq!(read_float(&text), Some(value), "{}", text);
            }
        }

        /// Every finite value is written in digits that read back as itself, as Rust reads them
        /// and as [`read_float`] does.
        #[test]
        fn every_value_is_written_to_read_back(value in any_finite()) {
            let text = float_text(value).unwrap();
            prop_assert_eq!(text.parse::<f64>().ok(), Some(value), "{}", text);
            prop_assert_eq!(read_float(&text), Some(value), "{}", text);
        }

        /// Text of digits, points, signs and exponents reads as Rust reads it, or is refused with Rust.
        #[test]
        fn number_like_text_reads_as_rust_reads_it(text in "-?[0-9]{0,5}(\\.[0-9]{0,5})?([eE][+-]?[0-9]{0,3})?") {
            let rusts = text.parse::<f64>().ok().filter(|_| !text.starts_with('.') && !text.starts_with("-.") && !text.ends_with('.') && !text.contains(".e") && !text.contains(".E"));
            let ours = read_float(&text);
            prop_assert_eq!(ours.is_some(), rusts.is_some(), "{}", text);
            if let (Some(ours), Some(rusts)) = (ours, rusts) {
                prop_assert!(ours == rusts || (ours - rusts).abs() <= rusts.abs() * 1e-15, "{text}: {ours} against {rusts}");
            }
        }

        /// Up to 19 digits with exponents within ±19 read as Rust reads them, to the last bit.
        #[test]
        fn nineteen_digits_read_exactly(units in 1u64..10_000_000_000_000_000_000, exponent in -19i32..=19) {
            let text = format!("{units}e{exponent}");
            prop_assert_eq!(read_float(&text), text.parse::<f64>().ok(), "{}", text);
        }
    }

    #[test]
    fn the_extremes_read_and_are_written_exactly() {
        for text in [
            "1.7976931348623157e308",
            "4.4501477170144023e-308",
            "12e-257",
            "2.2250738585072014e-308",
            "2.225073858507201e-308",
            "5e-324",
            "2.4703282292062328e-324",
            "1e-400",
            "1e400",
            "9007199254740993e300",
        ] {
            assert_eq!(read_float(text), text.parse::<f64>().ok(), "{text}");
        }
        for (value, text) in [
            (f64::MAX, "1.7976931348623157e308"),
            (f64::MIN_POSITIVE, "2.2250738585072014e-308"),
            (5e-324, "5e-324"),
            (1e300, "1e300"),
            (-1.2345678901234567e-200, "-1.2345678901234567e-200"),
        ] {
            assert_eq!(float_text(value).as_deref(), Some(text), "{value:e}");
        }
    }

    #[test]
    fn numbers_are_written_as_javascript_writes_them() {
        for (value, text) in [
            (0.0, "0"),
            (-0.5, "-0.5"),
            (1e21, "1e21"),
            (1.25e21, "1.25e21"),
            (123_456_789_012_345_680_000.0, "123456789012345680000"),
            (0.000_001, "0.000001"),
            (1e-7, "1e-7"),
            (0.06, "0.06"),
            (1540.5864403213714, "1540.5864403213714"),
            (0.05999934868490742, "0.05999934868490742"),
        ] {
            assert_eq!(float_text(value).unwrap(), text, "{value}");
        }
        // Beyond the stored magnitudes: within the last bits, never infinite.
        for value in [f64::MAX, -f64::MAX, f64::MIN_POSITIVE, 5e-324, 1.2345e-200] {
            let read = read_float(&float_text(value).unwrap()).unwrap();
            assert!((read - value).abs() <= (value.abs() * 1e-15).max(1e-320), "{value}: {read}");
        }
        assert_eq!(float_text(f64::INFINITY), None);
    }

    #[test]
    fn what_is_not_a_number_is_refused() {
        for text in ["", "-", ".5", "5.", "1e", "1e+", "--1", "1.2.3", "0x10", "1,5", "½"] {
            assert_eq!(read_float(text), None, "{text}");
        }
        assert_eq!(read_float("1e999999999999"), Some(f64::INFINITY));
        assert_eq!(read_float("-1e-999999999999"), Some(-0.0));
    }
}
