//! Links: every puzzle state the app shows has a URL fragment, and every
//! fragment a person may paste is read back or refused with a clear message.
//!
//! `#/solo/2Q1/2R1/N3/1P2` opens that Solo Chess puzzle; `?rules=solo` after it
//! picks chess.com's rules. `#/queens/8?blocked=3.3,6.6` opens the 8-queens
//! board with squares blocked (row.column, from 1, rows from the top).
//! Parsing is pure so that it is tested natively.

use std::fmt;

use crate::{
    queens::{Problem, MAX_N},
    solo::{parse_code, to_code, CodeError, RulesPreset},
};

/// A page of the app and what it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// Solo Chess, with a puzzle code (already checked) or the default puzzle.
    Solo {
        /// The puzzle code, in its normal form.
        puzzle: Option<String>,
        /// The rule set.
        rules: RulesPreset,
    },
    /// N-queens on an N×N board with some squares blocked.
    Queens {
        /// Board size.
        n: usize,
        /// One mask per row from the top (bit `c` = column `c`), all zero when none is blocked.
        blocked: Vec<u32>,
    },
}

/// Why a link could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RouteError {
    /// The page name is unknown.
    UnknownPage(String),
    /// The puzzle in the link is invalid.
    Puzzle(CodeError),
    /// A `?name=value` part is invalid.
    Parameter(String),
    /// The link has a broken `%` escape.
    Encoding,
}

impl fmt::Display for RouteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RouteError::UnknownPage(page) => write!(f, "this link points to an unknown page '{page}'"),
            RouteError::Puzzle(error) => write!(f, "the puzzle in this link is invalid: {error}"),
            RouteError::Parameter(text) => write!(f, "this link has a bad setting: {text}"),
            RouteError::Encoding => write!(f, "this link is damaged (a broken % escape)"),
        }
    }
}

impl std::error::Error for RouteError {}

impl Route {
    /// The route of the app's front page.
    pub const HOME: Route = Route::Solo { puzzle: None, rules: RulesPreset::Solitaire };

    /// Reads a URL fragment, with or without its leading `#`.
    ///
    /// # Errors
    /// A [`RouteError`] saying what is wrong with the link.
    pub fn parse(fragment: &str) -> Result<Route, RouteError> {
        let decoded = percent_decode(fragment.trim_start_matches('#'))?;
        let (path, query) = decoded.split_once('?').unwrap_or((&decoded, ""));
        let path = path.trim_matches('/');
        let (page, rest) = path.split_once('/').unwrap_or((path, ""));
        match page {
            "" => Ok(Route::HOME),
            "solo" => {
                let rules = read_rules(query)?;
                let puzzle = match rest {
                    "" => None,
                    code => Some(to_code(&parse_code(code).map_err(RouteError::Puzzle)?)),
                };
                Ok(Route::Solo { puzzle, rules })
            }
            "queens" => read_queens(rest, query),
            other => Err(RouteError::UnknownPage(other.chars().take(40).collect())),
        }
    }

    /// The fragment for this route, starting with `#`.
    #[must_use]
    pub fn to_fragment(&self) -> String {
        match self {
            Route::Solo { puzzle, rules } => {
                let mut fragment = String::from("#/solo");
                if let Some(code) = puzzle {
                    fragment.push('/');
                    fragment.push_str(code);
                }
                if *rules != RulesPreset::Solitaire {
                    fragment.push_str("?rules=");
                    fragment.push_str(rules.name());
                }
                fragment
            }
            Route::Queens { n, blocked } => {
                let squares: Vec<String> = blocked
                    .iter()
                    .enumerate()
                    .flat_map(|(row, mask)| {
                        (0..32)
                            .filter(move |col| mask >> col & 1 == 1)
                            .map(move |col| format!("{}.{}", row + 1, col + 1))
                    })
                    .collect();
                if squares.is_empty() {
                    format!("#/queens/{n}")
                } else {
                    format!("#/queens/{n}?blocked={}", squares.join(","))
                }
            }
        }
    }
}

fn read_queens(size: &str, query: &str) -> Result<Route, RouteError> {
    let n = match size {
        "" => 8,
        text => text
            .parse()
            .map_err(|_| RouteError::Parameter(format!("'{}' is not a board size", truncate(text))))?,
    };
    let mut blocked = vec![0u32; n.min(MAX_N)];
    for pair in query.split('&').filter(|pair| !pair.is_empty()) {
        let Some(("blocked", list)) = pair.split_once('=') else {
            return Err(RouteError::Parameter(format!("unknown setting '{}'", truncate(pair))));
        };
        for square in list.split(',').filter(|square| !square.is_empty()) {
            let bad = || {
                RouteError::Parameter(format!(
                    "'{}' is not a square row.column on the board",
                    truncate(square)
                ))
            };
            let (row, col) = square.split_once('.').ok_or_else(bad)?;
            let (row, col): (usize, usize) =
                (row.parse().map_err(|_| bad())?, col.parse().map_err(|_| bad())?);
            if !(1..=n).contains(&row) || !(1..=n).contains(&col) || row > blocked.len() {
                return Err(bad());
            }
            blocked[row - 1] |= 1 << (col - 1);
        }
    }
    // The core checks the size (and so the masks) once more, with its own message.
    Problem::with_blocked(n, &blocked).map_err(|error| RouteError::Parameter(error.to_string()))?;
    Ok(Route::Queens { n, blocked })
}

fn read_rules(query: &str) -> Result<RulesPreset, RouteError> {
    let mut rules = RulesPreset::default();
    for pair in query.split('&').filter(|pair| !pair.is_empty()) {
        match pair.split_once('=') {
            Some(("rules", value)) => rules = value.parse().map_err(RouteError::Parameter)?,
            _ => return Err(RouteError::Parameter(format!("unknown setting '{}'", truncate(pair)))),
        }
    }
    Ok(rules)
}

fn truncate(text: &str) -> String {
    text.chars().take(40).collect()
}

/// Decodes `%XX` escapes (browsers escape some characters of a pasted fragment).
fn percent_decode(text: &str) -> Result<String, RouteError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] == b'%' {
            let hex = bytes.get(index + 1..index + 3).ok_or(RouteError::Encoding)?;
            let hex = std::str::from_utf8(hex).map_err(|_| RouteError::Encoding)?;
            out.push(u8::from_str_radix(hex, 16).map_err(|_| RouteError::Encoding)?);
            index += 3;
        } else {
            out.push(bytes[index]);
            index += 1;
        }
    }
    String::from_utf8(out).map_err(|_| RouteError::Encoding)
}
