//! The Queens page's link: `#/queens/8?blocked=3.3,6.6` (row.column from 1, rows from the top).

use super::{Problem, MAX_N};
use crate::{
    board::Cell,
    echo::shorten,
    route::{self, LinkError, Query},
};

/// What a Queens link opens: a board size and its blocked squares.
///
/// ```
/// use chesslab_core::{queens::Link, route::Link as _};
///
/// let link = Link::from_fragment("#/queens/8?blocked=3.3,6.6")?;
/// let problem = link.problem.as_ref().ok_or("no board")?;
/// assert!(problem.is_blocked(2, 2) && problem.is_blocked(5, 5)); // rows from the top, from 0 here
/// assert_eq!(link.to_fragment(), "#/queens/8?blocked=3.3,6.6");
///
/// assert!(Link::from_fragment("#/queens/99").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// The board; `None` (`#/queens` alone) keeps the board on the page, 8×8 at first.
    pub problem: Option<Problem>,
}

impl route::Link for Link {
    const PAGE: &'static str = "queens";

    fn parse(path: &str, query: &mut Query) -> Result<Link, LinkError> {
        let blocked_text = query.take("blocked");
        if path.is_empty() && blocked_text.is_none() {
            return Ok(Link { problem: None });
        }
        let n = match path {
            "" => 8,
            text => text.parse().ok().filter(|n| (1..=MAX_N).contains(n)).ok_or_else(|| {
                LinkError::Invalid(format!("'{}' is not a board size: N is from 1 to {MAX_N}", shorten(text)))
            })?,
        };
        let mut blocked = vec![0u32; n];
        for text in blocked_text.unwrap_or_default().split(',').filter(|text| !text.is_empty()) {
            let cell = Cell::parse_link(text, n).map_err(|error| LinkError::Invalid(error.to_string()))?;
            if let Some(mask) = cell.row_from_top(n).and_then(|row| blocked.get_mut(row)) {
                // `cell.file < n <= MAX_N < 32`: the shift is in range.
                *mask |= 1 << cell.file;
            }
        }
        let problem =
            Problem::with_blocked(n, &blocked).map_err(|error| LinkError::Invalid(error.to_string()))?;
        Ok(Link { problem: Some(problem) })
    }

    fn to_fragment(&self) -> String {
        let Some(problem) = &self.problem else { return "#/queens".to_string() };
        let n = problem.n();
        let squares: Vec<String> = blocked_cells(problem).map(|cell| cell.link_text(n)).collect();
        if squares.is_empty() {
            format!("#/queens/{n}")
        } else {
            format!("#/queens/{n}?blocked={}", squares.join(","))
        }
    }
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
