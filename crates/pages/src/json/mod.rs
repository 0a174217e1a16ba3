//! The JSON the page stores in the browser (games in progress, the player's
//! record, a challenge run, pack progress) and the census it shows: read into
//! a [`Json`] value and mapped to each record by hand ([`FromJson`],
//! [`ToJson`]), with numbers kept as written, so a 64-bit seed reads back exactly.
//!
//! Written here rather than through serde_json: the page's wasm, which the
//! first screen waits for, is 6.5 KB smaller in gzip without serde_json's
//! parser and printer and the records' derived readers and writers (203.8 →
//! 197.3 KB). The text is the same JSON as before: what was stored reads
//! back, and serde_json reads what is written (see the tests).
//!
//! ```
//! use chesslab_pages::json::{parse, Json};
//!
//! let value = parse(r#"{"seed": 18446744073709551615, "moves": ["Qc4xc3"]}"#)?;
//! let object = value.object()?;
//! assert_eq!(object.field::<u64>("seed")?, u64::MAX);
//! assert_eq!(object.field::<Vec<String>>("moves")?, ["Qc4xc3"]);
//! assert_eq!(value.to_text(), r#"{"seed":18446744073709551615,"moves":["Qc4xc3"]}"#);
//! assert!(parse("{\"seed\": }").is_err());
//! # Ok::<(), chesslab_pages::json::JsonError>(())
//! ```

mod convert;
mod read;
mod write;

#[cfg(test)]
mod tests;

pub use convert::{FromJson, Object, ToJson};
pub use read::parse;

/// A JSON value. Numbers keep their text; an object keeps its fields in order.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as written (`-12`, `0.5`, `1e3`).
    Number(String),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Json>),
    /// An object: its fields in order.
    Object(Vec<(String, Json)>),
}

/// Why stored text cannot be read as the record it should be, in words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct JsonError(pub String);

impl JsonError {
    /// This error, said of field `name`.
    #[must_use]
    pub fn in_field(self, name: &str) -> JsonError {
        JsonError(format!("'{name}': {}", self.0))
    }
}
