//! The JSON of the page and of every worker message: text read into a
//! [`Json`] value and mapped to each record by hand ([`FromJson`], [`ToJson`],
//! usually declared by [`json_record!`] and [`json_names!`] beside the type),
//! with numbers kept as written, so a 64-bit seed reads back exactly.
//!
//! Written by hand rather than through serde_json: the page's wasm, which the
//! first screen waits for, is 6.6 KB smaller in gzip without serde_json's
//! parser and printer and the records' derived readers and writers (203.8 →
//! 197.2 KB), and 7.1 KB more without serde-wasm-bindgen for Solo's worker
//! messages; with every family's messages here, the worker's wasm is 23.7 KB
//! smaller (207.1 → 183.4 KB) and the families module's 6.3 KB. The text is
//! the same JSON serde_json reads and writes (see the tests).
//!
//! Here in the core, not in the page's crate, so that a type and its JSON form
//! are declared once, side by side, and the page, the worker and the command
//! line read and write them with this one codec. This module is part of the
//! page's own wasm: like the page's crates, it does without sorts, maps and
//! Rust's float formatting (`scripts/check-sizes.mjs`).
//!
//! ```
//! use chesslab_core::json::{parse, Json};
//!
//! let value = parse(r#"{"seed": 18446744073709551615, "moves": ["Qc4xc3"]}"#)?;
//! let object = value.object()?;
//! assert_eq!(object.field::<u64>("seed")?, u64::MAX);
//! assert_eq!(object.field::<Vec<String>>("moves")?, ["Qc4xc3"]);
//! assert_eq!(value.to_text(), r#"{"seed":18446744073709551615,"moves":["Qc4xc3"]}"#);
//! assert!(parse("{\"seed\": }").is_err());
//! # Ok::<(), chesslab_core::json::JsonError>(())
//! ```

mod convert;
mod float;
mod read;
mod task;
mod through_serde;
mod write;

#[cfg(test)]
mod tests;

pub use convert::{FromJson, Object, ToJson};
pub use float::{float_text, read_float};
pub use read::parse;
pub use through_serde::serialize_as_json;

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
        JsonError(format!("'{}': {}", crate::excerpt::shorten(name), self.0))
    }
}

/// Reads and writes a record as a JSON object of its fields by name, from
/// one list of them: `name` must be there; `name(default)` reads as its
/// type's default when missing (as serde's `#[serde(default)]` did);
/// `name(or value)` reads as `value` when missing; `name(last n)` reads at most a list's last
/// `n` items, the older ones skipped unread ([`Object::field_last`]), and none when missing. A record whose fields must
/// agree ends with `checked by f`: what is read is handed to `f`
/// (`fn(Record) -> Result<Record, E>`, `E: Display`), whose error is the reader's.
///
/// ```
/// use chesslab_core::json::{json_record, parse, FromJson, ToJson};
///
/// #[derive(Debug, PartialEq)]
/// struct Game { puzzle: String, hints: u32, clock_ms: Option<f64>, size: u8 }
/// json_record!(Game { puzzle, hints, clock_ms(default), size(or 4) } checked by Game::checked);
///
/// impl Game {
///     fn checked(self) -> Result<Game, String> {
///         match self.size {
///             4..=8 => Ok(self),
///             size => Err(format!("no {size}x{size} board")),
///         }
///     }
/// }
///
/// let game = Game::from_json(&parse(r##"{"puzzle":"#/solo","hints":1}"##)?)?;
/// assert_eq!(game, Game { puzzle: "#/solo".into(), hints: 1, clock_ms: None, size: 4 });
/// assert_eq!(game.to_json().to_text(), r##"{"puzzle":"#/solo","hints":1,"clock_ms":null,"size":4}"##);
/// assert_eq!(Game::from_json(&parse("{}")?).unwrap_err().to_string(), "'puzzle' is missing");
/// let big = parse(r##"{"puzzle":"#/solo","hints":1,"size":9}"##)?;
/// assert_eq!(Game::from_json(&big).unwrap_err().to_string(), "no 9x9 board");
/// # Ok::<(), chesslab_core::json::JsonError>(())
/// ```
#[macro_export]
macro_rules! json_record {
    ($record:ty { $($field:ident $(($($how:tt)+))?),* $(,)? } $(checked by $check:expr)?) => {
        impl $crate::json::FromJson for $record {
            fn from_json(json: &$crate::json::Json) -> Result<$record, $crate::json::JsonError> {
                let object = json.object()?;
                let read = Self { $($field: $crate::json_record!(@read object, $field $(, $($how)+)?)),* };
                $(let read = $check(read).map_err(|error| $crate::json::JsonError(error.to_string()))?;)?
                Ok(read)
            }
        }

        impl $crate::json::ToJson for $record {
            fn to_json(&self) -> $crate::json::Json {
                $crate::json::Json::fields([$((stringify!($field), $crate::json::ToJson::to_json(&self.$field))),*])
            }
        }
    };
    (@read $object:ident, $field:ident) => { $object.field(stringify!($field))? };
    (@read $object:ident, $field:ident, default) => { $object.field_or_default(stringify!($field))? };
    (@read $object:ident, $field:ident, or $value:expr) => { $object.field_or(stringify!($field), $value)? };
    (@read $object:ident, $field:ident, last $most:expr) => { $object.field_last(stringify!($field), $most)? };
}

pub use crate::json_record;

/// Reads and writes an enum of unit variants as a string, one name per variant.
///
/// ```
/// use chesslab_core::json::{json_names, parse, FromJson, ToJson};
///
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// enum Reason { Failed, GaveUp }
/// json_names!(Reason { Failed = "failed", GaveUp = "gave_up" });
///
/// assert_eq!(Reason::from_json(&parse(r#""gave_up""#)?)?, Reason::GaveUp);
/// assert_eq!(Reason::Failed.to_json().to_text(), r#""failed""#);
/// assert_eq!(Reason::from_json(&parse(r#""won""#)?).unwrap_err().to_string(), "'won' is not failed or gave_up");
/// # Ok::<(), chesslab_core::json::JsonError>(())
/// ```
#[macro_export]
macro_rules! json_names {
    ($enum:ty { $($variant:ident = $name:literal),+ $(,)? }) => {
        impl $crate::json::FromJson for $enum {
            fn from_json(json: &$crate::json::Json) -> Result<$enum, $crate::json::JsonError> {
                let name = <String as $crate::json::FromJson>::from_json(json)?;
                match name.as_str() {
                    $($name => Ok(<$enum>::$variant),)+
                    _ => Err($crate::json::JsonError(format!(
                        "'{}' is not {}",
                        $crate::excerpt::shorten(&name),
                        $crate::json::one_of(&[$($name),+])
                    ))),
                }
            }
        }

        impl $crate::json::ToJson for $enum {
            fn to_json(&self) -> $crate::json::Json {
                $crate::json::Json::String(match self { $(<$enum>::$variant => $name,)+ }.to_string())
            }
        }
    };
}

pub use crate::json_names;

/// "a, b or c", for a message that lists what is allowed.
#[doc(hidden)]
#[must_use]
pub fn one_of(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}
