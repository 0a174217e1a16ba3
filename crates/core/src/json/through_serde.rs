//! A [`Json`] value written through serde, so that a record declared in this
//! codec can sit inside one that serde writes (the command line's `--json`,
//! `solo pack`'s generator tasks) without a second description of it.

use serde::ser::{SerializeMap, SerializeSeq};
use serde::{Serialize, Serializer};

use super::{read_float, Json, ToJson};

/// As serde writes the same data: whole numbers as integers, others as `f64`s (a number
/// this codec wrote reads back as the same `f64`, and serde_json writes that its own way).
impl Serialize for Json {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Json::Null => serializer.serialize_unit(),
            Json::Bool(flag) => serializer.serialize_bool(*flag),
            Json::Number(text) => match (text.parse::<u64>(), text.parse::<i64>()) {
                (Ok(whole), _) => serializer.serialize_u64(whole),
                (_, Ok(whole)) => serializer.serialize_i64(whole),
                _ => serializer.serialize_f64(read_float(text).unwrap_or(f64::NAN)),
            },
            Json::String(text) => serializer.serialize_str(text),
            Json::Array(items) => {
                let mut seq = serializer.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Json::Object(fields) => {
                let mut map = serializer.serialize_map(Some(fields.len()))?;
                for (name, value) in fields {
                    map.serialize_entry(name, value)?;
                }
                map.end()
            }
        }
    }
}

/// For `#[serde(serialize_with = "crate::json::serialize_as_json")]`: a field whose type is
/// declared in this codec, written through serde as this codec writes it.
///
/// # Errors
/// The serializer's.
pub fn serialize_as_json<T: ToJson, S: Serializer>(value: &T, serializer: S) -> Result<S::Ok, S::Error> {
    value.to_json().serialize(serializer)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::super::parse;

    #[test]
    fn serde_writes_a_value_as_this_codec_does_but_for_its_floats() {
        let text = r#"{"seed":18446744073709551615,"day":-3,"chance":0.25,"none":null,"moves":["a",true]}"#;
        assert_eq!(serde_json::to_string(&parse(text).unwrap()).unwrap(), text);
        assert_eq!(serde_json::to_string(&parse("[1e3,0,2.0]").unwrap()).unwrap(), "[1000.0,0,2.0]");
    }
}
