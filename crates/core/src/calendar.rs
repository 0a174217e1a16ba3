//! Days and dates for the daily puzzles of every family: a day is counted
//! from 1970-01-01 (UTC) and written `YYYY-MM-DD`, in the proleptic
//! Gregorian calendar, the same on every platform and time zone.

/// The date `YYYY-MM-DD` of `day` (days since 1970-01-01), in the proleptic Gregorian calendar.
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
    let z = day + 719_468;
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
    fn a_day_starts_at_midnight_utc() {
        assert_eq!(day_of(86_400_000.0 * 3.5), 3);
        assert_eq!(day_of(-1.0), -1);
    }
}
