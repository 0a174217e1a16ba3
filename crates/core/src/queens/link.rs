//! The Queens page's link: `#/queens/8?blocked=3.3,6.6&queens=1.4,2.6`
//! (row.column from 1, rows from the top), and the daily Queens,
//! `#/queens/daily/2026-11-27?queens=…` (`#/queens/daily`: today's).

use super::{daily::DAILY_N, Placement, Problem, MAX_N};
use crate::{
    board::Cell,
    calendar::{date_text, day_of_date},
    excerpt::shorten,
    link::{self, LinkError, Query},
};

/// What a Queens link opens: a board size and its blocked squares.
///
/// ```
/// use chesslab_core::{queens::Link, link::Link as _};
///
/// let link = Link::from_fragment("#/queens/8?blocked=3.3,6.6")?;
/// let problem = link.problem.as_ref().ok_or("no board")?;
/// assert!(problem.is_blocked(2, 2) && problem.is_blocked(5, 5)); // rows from the top, from 0 here
/// assert_eq!(link.to_fragment(), "#/queens/8?blocked=3.3,6.6");
///
/// assert!(Link::from_fragment("#/queens/99").is_err());
///
/// // A try: the queens placed, in reading order whatever order they were given in.
/// let link = Link::from_fragment("#/queens/4?queens=2.4,1.2")?;
/// assert_eq!(link.queens.to_string(), "b4, d3");
/// assert_eq!(link.to_fragment(), "#/queens/4?queens=1.2,2.4");
/// let error = Link::from_fragment("#/queens/4?blocked=1.2&queens=1.2").unwrap_err();
/// assert_eq!(error.to_string(), "a queen cannot stand on b4: it is blocked");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Link {
    /// The board; `None` (`#/queens` alone, or a daily) keeps the board on the page, 8×8 at first.
    pub problem: Option<Problem>,
    /// The daily Queens, in place of a board.
    pub daily: Option<DailyLink>,
    /// The queens of a try. Checked against the board (a daily's against
    /// the open 8×8 board: its blocked squares come from its date).
    pub queens: Placement,
}

/// Which daily Queens a link opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DailyLink {
    /// Today's (`#/queens/daily`).
    Today,
    /// The puzzle of this day, since 1970-01-01 (`#/queens/daily/2026-11-27`).
    Day(i64),
}

impl link::Link for Link {
    const PAGE: &'static str = "queens";

    fn parse(path: &str, query: &mut Query) -> Result<Link, LinkError> {
        let blocked_text = query.take("blocked");
        let queens_text = query.take("queens").unwrap_or_default();
        if let Some(date) = path.strip_prefix("daily") {
            if blocked_text.is_some() {
                return Err(LinkError::Invalid(
                    "a daily Queens has its own blocked squares: 'blocked' does not go with it".into(),
                ));
            }
            let daily = match date.trim_start_matches('/') {
                "" => DailyLink::Today,
                text => DailyLink::Day(day_of_date(text).ok_or_else(|| {
                    LinkError::Invalid(format!(
                        "'{}' is not a date: a daily Queens is named YYYY-MM-DD",
                        shorten(text)
                    ))
                })?),
            };
            let open = Problem::new(DAILY_N).map_err(|error| LinkError::Invalid(error.to_string()))?;
            let queens = read_queens(&queens_text, &open)?;
            return Ok(Link { problem: None, daily: Some(daily), queens });
        }
        if path.is_empty() && blocked_text.is_none() && queens_text.is_empty() {
            return Ok(Link::default());
        }
        let n = match path {
            "" => 8,
            text => text.parse().ok().filter(|n| (1..=MAX_N).contains(n)).ok_or_else(|| {
                LinkError::Invalid(format!("'{}' is not a board size: N is from 1 to {MAX_N}", shorten(text)))
            })?,
        };
        let problem = with_blocked(n, &blocked_text.unwrap_or_default()).map_err(LinkError::Invalid)?;
        let queens = read_queens(&queens_text, &problem)?;
        Ok(Link { problem: Some(problem), daily: None, queens })
    }

    fn to_fragment(&self) -> String {
        let (mut fragment, n) = match (&self.daily, &self.problem) {
            (Some(DailyLink::Today), _) => ("#/queens/daily".to_string(), DAILY_N),
            (Some(DailyLink::Day(day)), _) => (format!("#/queens/daily/{}", date_text(*day)), DAILY_N),
            (None, Some(problem)) => {
                let n = problem.n();
                (format!("#/queens/{n}"), n)
            }
            (None, None) => return "#/queens".to_string(),
        };
        let mut settings = Vec::new();
        if let (None, Some(problem)) = (&self.daily, &self.problem) {
            settings.push(("blocked", blocked_text(problem)));
        }
        settings.push(("queens", cells_text(self.queens.queens().iter().copied(), n)));
        let mut separator = '?';
        for (name, value) in settings.into_iter().filter(|(_, value)| !value.is_empty()) {
            fragment.push(separator);
            fragment.push_str(name);
            fragment.push('=');
            fragment.push_str(&value);
            separator = '&';
        }
        fragment
    }
}

/// The `n`×`n` problem whose blocked squares are `text`, cells in the link
/// form (row.column from 1, rows from the top) separated by commas: what a
/// link's `blocked=` and a part line's problem say.
pub(super) fn with_blocked(n: usize, text: &str) -> Result<Problem, String> {
    let mut blocked = vec![0u32; n];
    for text in text.split(',').filter(|text| !text.is_empty()) {
        let cell = Cell::parse_link(text, n).map_err(|error| error.to_string())?;
        if let Some(mask) = cell.row_from_top(n).and_then(|row| blocked.get_mut(row)) {
            // `cell.file < n <= MAX_N < 32`: the shift is in range.
            *mask |= 1 << cell.file;
        }
    }
    Problem::with_blocked(n, &blocked).map_err(|error| error.to_string())
}

/// The blocked squares of `problem` in the link form (empty for none).
pub(super) fn blocked_text(problem: &Problem) -> String {
    cells_text(blocked_cells(problem), problem.n())
}

/// Cells in the link form, comma-separated.
fn cells_text(cells: impl Iterator<Item = Cell>, n: usize) -> String {
    cells.map(|cell| cell.link_text(n)).collect::<Vec<_>>().join(",")
}

/// Reads the `queens` setting, checked as a try on `problem`. At most N
/// squares are read: a longer list is refused before more is kept.
fn read_queens(text: &str, problem: &Problem) -> Result<Placement, LinkError> {
    let n = problem.n();
    let mut cells = Vec::new();
    for (index, text) in text.split(',').filter(|text| !text.is_empty()).enumerate() {
        if index == n {
            let error = super::PlacementError::TooMany { count: n + 1, n };
            return Err(LinkError::Invalid(error.to_string()));
        }
        cells.push(Cell::parse_link(text, n).map_err(|error| LinkError::Invalid(error.to_string()))?);
    }
    Placement::new(problem, cells).map_err(|error| LinkError::Invalid(error.to_string()))
}

/// The blocked cells of a problem, row by row from the top, left to right.
pub fn blocked_cells(problem: &Problem) -> impl Iterator<Item = Cell> + '_ {
    let n = problem.n();
    (0..n).flat_map(move |row| {
        (0..n)
            .filter(move |&col| problem.is_blocked(row, col))
            .filter_map(move |col| Cell::from_top(row, col, n))
    })
}
