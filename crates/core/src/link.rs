//! Links: every puzzle state the app shows has a URL fragment, and every
//! fragment a person may paste is read back or refused with a clear message.
//!
//! A fragment is `#/<page>/<path>?<name>=<value>&…`. This module splits it
//! ([`Fragment`]) and decodes `%` escapes; each puzzle family reads its own
//! path and settings with its [`Link`] type (`solo::Link`, `queens::Link`, …),
//! so a family's link lives next to the rest of that family. Parsing is pure,
//! so it is tested natively.

use crate::excerpt::shorten;

/// A page's link: read from and written to the fragment after `#/<page>`.
///
/// Each family's link type implements it; a page opens a pasted fragment
/// with [`Link::from_fragment`] and writes its state back with
/// [`Link::to_fragment`]:
///
/// ```
/// use chesslab_core::{link::{Link, LinkError}, solo};
///
/// let link = solo::Link::from_fragment("#/solo/2Q1/2R1/N3/1P2?rules=solo")?;
/// assert_eq!(link, solo::Link::puzzle("2Q1/2R1/N3/1P2", solo::RulesPreset::Solo));
/// assert_eq!(link.to_fragment(), "#/solo/2Q1/2R1/N3/1P2?rules=solo");
///
/// // Another page's link, or a setting the page does not have, is refused.
/// assert_eq!(solo::Link::from_fragment("#/queens/8"), Err(LinkError::UnknownPage("queens".into())));
/// assert_eq!(
///     solo::Link::from_fragment("#/solo?colour=red"),
///     Err(LinkError::UnknownSetting("colour".into()))
/// );
/// # Ok::<(), LinkError>(())
/// ```
pub trait Link: Sized {
    /// The page's name in links (`solo` in `#/solo/…`).
    const PAGE: &'static str;

    /// Reads the path after the page name (without slashes around it) and the settings.
    ///
    /// # Errors
    /// A [`LinkError`] saying what is wrong; unknown settings are refused by [`Query::finish`].
    fn parse(path: &str, query: &mut Query) -> Result<Self, LinkError>;

    /// The fragment for this link, starting with `#/<page>`.
    fn to_fragment(&self) -> String;

    /// Reads a whole fragment that must belong to this page.
    ///
    /// # Errors
    /// A [`LinkError`], also when the fragment names another page.
    fn from_fragment(fragment: &str) -> Result<Self, LinkError> {
        let mut parts = Fragment::parse(fragment)?;
        if parts.page != Self::PAGE {
            return Err(LinkError::UnknownPage(parts.page));
        }
        let link = Self::parse(&parts.path, &mut parts.query)?;
        parts.query.finish()?;
        Ok(link)
    }
}

/// Why a link could not be opened.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LinkError {
    /// The page name is unknown.
    #[error("this link points to an unknown page '{0}'")]
    UnknownPage(String),
    /// The link has a broken `%` escape.
    #[error("this link is damaged (a broken % escape)")]
    Encoding,
    /// A `?name=value` setting the page does not have.
    #[error("this link has an unknown setting '{0}'")]
    UnknownSetting(String),
    /// The same setting twice.
    #[error("this link gives the setting '{0}' twice")]
    RepeatedSetting(String),
    /// The page's path or a setting's value is invalid; the message says how.
    #[error("{0}")]
    Invalid(String),
}

/// A fragment split into its page, path and settings, `%` escapes decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fragment {
    /// The page name (empty for the home page).
    pub page: String,
    /// What follows the page name, without the slashes around it.
    pub path: String,
    /// The `?name=value&…` settings.
    pub query: Query,
}

impl Fragment {
    /// Splits a URL fragment, with or without its leading `#`.
    ///
    /// ```
    /// use chesslab_core::link::Fragment;
    ///
    /// let parts = Fragment::parse("#/solo/2Q1%2F2R1/?rules=solo")?;
    /// assert_eq!(parts.page, "solo");
    /// assert_eq!(parts.path, "2Q1/2R1"); // `%2F` decoded, slashes around trimmed
    /// assert_eq!(Fragment::parse("#/")?.page, ""); // the home page
    /// # Ok::<(), chesslab_core::link::LinkError>(())
    /// ```
    ///
    /// # Errors
    /// [`LinkError::Encoding`] for a broken `%` escape, [`LinkError::RepeatedSetting`].
    pub fn parse(fragment: &str) -> Result<Fragment, LinkError> {
        let decoded = percent_decode(fragment.trim_start_matches('#'))?;
        let (path, query) = decoded.split_once('?').unwrap_or((&decoded, ""));
        let path = path.trim_matches('/');
        let (page, rest) = path.split_once('/').unwrap_or((path, ""));
        Ok(Fragment {
            page: shorten(page),
            path: rest.trim_matches('/').to_string(),
            query: Query::parse(query)?,
        })
    }
}

/// A link's settings, taken one by one by the page that reads them; what is
/// left over is refused, so a mistyped setting is never silently ignored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query {
    pairs: Vec<(String, String)>,
}

impl Query {
    /// Reads `name=value&name=value` (a name without `=` has an empty value).
    ///
    /// A page takes the settings it knows, then [`Query::finish`] refuses the rest:
    ///
    /// ```
    /// use chesslab_core::link::{LinkError, Query};
    ///
    /// let mut query = Query::parse("board=8&goal=max&extra")?;
    /// assert_eq!(query.take("board").as_deref(), Some("8"));
    /// assert_eq!(query.take("goal").as_deref(), Some("max"));
    /// assert_eq!(query.finish(), Err(LinkError::UnknownSetting("extra".into())));
    /// assert_eq!(query.take("extra").as_deref(), Some(""));
    /// assert!(query.is_empty() && query.finish().is_ok());
    ///
    /// assert_eq!(Query::parse("a=1&a=2"), Err(LinkError::RepeatedSetting("a".into())));
    /// # Ok::<(), LinkError>(())
    /// ```
    ///
    /// # Errors
    /// [`LinkError::RepeatedSetting`] when a name comes twice.
    pub fn parse(text: &str) -> Result<Query, LinkError> {
        let mut pairs: Vec<(String, String)> = Vec::new();
        for pair in text.split('&').filter(|pair| !pair.is_empty()) {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            if pairs.iter().any(|(seen, _)| seen == name) {
                return Err(LinkError::RepeatedSetting(shorten(name)));
            }
            pairs.push((name.to_string(), value.to_string()));
        }
        Ok(Query { pairs })
    }

    /// Removes the setting `name` and returns its value, if present.
    pub fn take(&mut self, name: &str) -> Option<String> {
        let index = self.pairs.iter().position(|(seen, _)| seen == name)?;
        Some(self.pairs.remove(index).1)
    }

    /// Fails on the first setting nobody took.
    ///
    /// # Errors
    /// [`LinkError::UnknownSetting`].
    pub fn finish(&self) -> Result<(), LinkError> {
        match self.pairs.first() {
            Some((name, _)) => Err(LinkError::UnknownSetting(shorten(name))),
            None => Ok(()),
        }
    }

    /// Whether no setting is left.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }
}

/// Decodes `%XX` escapes (browsers escape some characters of a pasted fragment).
fn percent_decode(text: &str) -> Result<String, LinkError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] == b'%' {
            let hex = bytes.get(index + 1..index + 3).ok_or(LinkError::Encoding)?;
            let hex = std::str::from_utf8(hex).map_err(|_| LinkError::Encoding)?;
            out.push(u8::from_str_radix(hex, 16).map_err(|_| LinkError::Encoding)?);
            index += 3;
        } else {
            out.push(bytes[index]);
            index += 1;
        }
    }
    String::from_utf8(out).map_err(|_| LinkError::Encoding)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fragments_split_into_page_path_and_settings() {
        let parts = Fragment::parse("#/solo/2Q1%2F2R1/?rules=solo").unwrap();
        assert_eq!((parts.page.as_str(), parts.path.as_str()), ("solo", "2Q1/2R1"));
        let mut query = parts.query;
        assert_eq!(query.take("rules").as_deref(), Some("solo"));
        assert!(query.is_empty());
        for home in ["", "#", "#/", "/"] {
            assert_eq!(Fragment::parse(home).unwrap().page, "");
        }
    }

    #[test]
    fn bad_fragments_are_refused_with_their_reason() {
        assert_eq!(Fragment::parse("#/solo/%E2%8"), Err(LinkError::Encoding));
        assert_eq!(Fragment::parse("#/solo/%FF"), Err(LinkError::Encoding));
        assert_eq!(Fragment::parse("#/x?a=1&a=2"), Err(LinkError::RepeatedSetting("a".into())));
        let query = Fragment::parse("#/?x=1").unwrap().query;
        assert_eq!(query.finish(), Err(LinkError::UnknownSetting("x".into())));
    }
}
