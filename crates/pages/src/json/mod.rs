//! The JSON the page stores in the browser (games in progress, the player's
//! record, a challenge run, pack progress) and the census it shows: read into
//! a [`Json`] value and mapped to each record by hand ([`FromJson`],
//! [`ToJson`]), with numbers kept as written, so a 64-bit seed reads back exactly.
//!
//! Written here rather than through serde_json: the page's wasm, which the
//! first screen waits for, is 6.6 KB smaller in gzip without serde_json's
//! parser and printer and the records' derived readers and writers (203.8 →
//! 197.2 KB). The text is the same JSON as before: what was stored reads
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
mod float;
mod read;
mod task;
mod write;

#[cfg(test)]
mod tests;

pub use convert::{FromJson, Object, ToJson};
pub use float::{float_text, read_float};
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

/// Reads and writes a record as a JSON object of its fields by name, from
/// one list of them: `name` must be there; `name(default)` reads as its
/// type's default when missing (as serde's `#[serde(default)]` did).
///
/// ```
/// use chesslab_pages::json::{json_record, parse, FromJson, ToJson};
///
/// #[derive(Debug, PartialEq)]
/// struct Game { puzzle: String, hints: u32, clock_ms: Option<f64> }
/// json_record!(Game { puzzle, hints, clock_ms(default) });
///
/// let game = Game::from_json(&parse(r##"{"puzzle":"#/solo","hints":1}"##)?)?;
/// assert_eq!(game, Game { puzzle: "#/solo".into(), hints: 1, clock_ms: None });
/// assert_eq!(game.to_json().to_text(), r##"{"puzzle":"#/solo","hints":1,"clock_ms":null}"##);
/// assert_eq!(Game::from_json(&parse("{}")?).unwrap_err().to_string(), "'puzzle' is missing");
/// # Ok::<(), chesslab_pages::json::JsonError>(())
/// ```
#[macro_export]
macro_rules! json_record {
    ($record:ty { $($field:ident $(($default:ident))?),* $(,)? }) => {
        impl $crate::json::FromJson for $record {
            fn from_json(json: &$crate::json::Json) -> Result<$record, $crate::json::JsonError> {
                let object = json.object()?;
                Ok(Self { $($field: $crate::json_record!(@read object, $field $(, $default)?)),* })
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
}

pub use crate::json_record;

/// Reads and writes an enum of unit variants as a string, one name per variant.
///
/// ```
/// use chesslab_pages::json::{json_names, parse, FromJson, ToJson};
///
/// #[derive(Clone, Copy, Debug, PartialEq)]
/// enum Reason { Failed, GaveUp }
/// json_names!(Reason { Failed = "failed", GaveUp = "gave_up" });
///
/// assert_eq!(Reason::from_json(&parse(r#""gave_up""#)?)?, Reason::GaveUp);
/// assert_eq!(Reason::Failed.to_json().to_text(), r#""failed""#);
/// assert_eq!(Reason::from_json(&parse(r#""won""#)?).unwrap_err().to_string(), "'won' is not failed or gave_up");
/// # Ok::<(), chesslab_pages::json::JsonError>(())
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
                        chesslab_core::excerpt::shorten(&name),
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
