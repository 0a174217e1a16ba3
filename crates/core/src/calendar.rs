//! Days and dates for the daily puzzles of every family: a day is counted
//! from 1970-01-01 (UTC) and written `YYYY-MM-DD`, in the proleptic
//! Gregorian calendar, the same on every platform and time zone.

use std::ops::RangeInclusive;

/// The days a date can be written for, 0001-01-01 to 9999-12-31 (those [`day_of_date`] reads):
/// a day read from storage or a message must be one of them ([`calendar_day`]).
pub const DAYS: RangeInclusive<i64> = -719_162..=2_932_896;

/// `day` (days since 1970-01-01), if it is one of [`DAYS`].
///
/// ```
/// use chesslab_core::calendar::calendar_day;
///
/// assert_eq!(calendar_day(20_782), Ok(20_782));
/// assert_eq!(
///     calendar_day(i64::MAX).unwrap_err(),
///     "day 9223372036854775807 is not a date from 0001-01-01 to 9999-12-31"
/// );
/// ```
///
/// # Errors
/// A message naming the day and the dates allowed.
pub fn calendar_day(day: i64) -> Result<i64, String> {
    match DAYS.contains(&day) {
        true => Ok(day),
        false => Err(format!(
            "day {day} is not a date from {} to {}",
            date_text(*DAYS.start()),
            date_text(*DAYS.end())
        )),
    }
}

/// The date `YYYY-MM-DD` of `day` (days since 1970-01-01), in the proleptic Gregorian calendar;
/// a day past [`DAYS`] gets a year of more digits (or a wrong one near `i64::MAX`), never a panic.
///
/// ```
/// use chesslab_core::calendar::{date_text, day_of_date};
///
/// assert_eq!(date_text(0), "1970-01-01");
/// assert_eq!(day_of_date("2024-02-29").map(date_text).as_deref(), Some("2024-02-29"));
/// assert_eq!(day_of_date("2023-02-29"), None); // not a date
/// ```
#[must_use]
pub fn date_text(day: i64) -> String {
    // Howard Hinnant's civil-from-days: eras of 400 years, years starting in March.
    // Saturating: a day near i64::MAX names no date anyway, and must not overflow.
    let z = day.saturating_add(719_468);
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day_of_month = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 { month_index + 3 } else { month_index - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day_of_month:02}")
}

/// Days since 1970-01-01 for a time in milliseconds since then (a day starts at midnight UTC).
#[must_use]
pub fn day_of(milliseconds: f64) -> i64 {
    (milliseconds / 86_400_000.0).floor() as i64
}

/// The day (since 1970-01-01) of a date written `YYYY-MM-DD`, if it is one.
#[must_use]
pub fn day_of_date(text: &str) -> Option<i64> {
    let mut parts = text.trim().splitn(3, '-');
    let year: i64 = parts.next()?.parse().ok()?;
    let month: i64 = parts.next()?.parse().ok()?;
    let day: i64 = parts.next()?.parse().ok()?;
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) || !(1..=9999).contains(&year) {
        return None;
    }
    // Days-from-civil, the inverse of `date_text`; a date like 02-31 is refused by the round trip.
    let shifted_year = if month <= 2 { year - 1 } else { year };
    let era = shifted_year.div_euclid(400);
    let year_of_era = shifted_year.rem_euclid(400);
    let day_of_year = (153 * (if month > 2 { month - 3 } else { month + 9 }) + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    let days = era * 146_097 + day_of_era - 719_468;
    (date_text(days) == format!("{year:04}-{month:02}-{day:02}")).then_some(days)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_days_convert_both_ways() {
        for (day, text) in
            [(0, "1970-01-01"), (365, "1971-01-01"), (10_957, "2000-01-01"), (11_016, "2000-02-29")]
        {
            assert_eq!(date_text(day), text);
            assert_eq!(day_of_date(text), Some(day));
        }
        for day in -800..30_000 {
            assert_eq!(day_of_date(&date_text(day)), Some(day));
        }
        for bad in ["2026-02-30", "2026-13-01", "2026-1", "today", "", "2026-11-22-1"] {
            assert_eq!(day_of_date(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_calendar_days_are_those_a_date_is_read_for_and_any_day_has_a_text() {
        assert_eq!(day_of_date("0001-01-01"), Some(*DAYS.start()));
        assert_eq!(day_of_date("9999-12-31"), Some(*DAYS.end()));
        for day in [DAYS.start() - 1, DAYS.end() + 1, i64::MIN, i64::MAX] {
            assert!(calendar_day(day).is_err(), "{day}");
            let _ = date_text(day);
        }
    }

    #[test]
    fn a_day_starts_at_midnight_utc() {
        assert_eq!(day_of(86_400_000.0 * 3.5), 3);
        assert_eq!(day_of(-1.0), -1);
    }
}
