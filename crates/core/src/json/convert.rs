//! Each stored record's fields to and from [`Json`]: the conversions of
//! the plain types ([`FromJson`], [`ToJson`]) and an object's fields by name ([`Object`]).

use super::{float_text, read_float, Json, JsonError};
use crate::excerpt::shorten;

/// A type read from a [`Json`] value.
pub trait FromJson: Sized {
    /// The value `json` holds.
    ///
    /// # Errors
    /// A [`JsonError`] saying what `json` is not.
    fn from_json(json: &Json) -> Result<Self, JsonError>;

    /// The value JSON text `text` holds: [`parse`](super::parse), then [`FromJson::from_json`].
    ///
    /// # Errors
    /// A [`JsonError`] saying why `text` is not JSON, or what its value is not.
    fn from_text(text: &str) -> Result<Self, JsonError> {
        super::parse(text).and_then(|json| Self::from_json(&json))
    }
}

/// A type written as a [`Json`] value.
pub trait ToJson {
    /// The value as JSON.
    fn to_json(&self) -> Json;
}

/// An object's fields, read by name.
#[derive(Clone, Copy, Debug)]
pub struct Object<'a>(&'a [(String, Json)]);

impl Json {
    /// The object this value is.
    ///
    /// # Errors
    /// A [`JsonError`] when it is not an object.
    pub fn object(&self) -> Result<Object<'_>, JsonError> {
        match self {
            Json::Object(fields) => Ok(Object(fields)),
            _ => Err(JsonError("not an object".into())),
        }
    }

    /// An enum's variant as written tagged from outside: its name, and its fields when it has
    /// some (`"solved"` is `("solved", None)`, `{"place":{…}}` is `("place", Some(…))`).
    ///
    /// # Errors
    /// A [`JsonError`] saying `what` when it is neither a name nor an object of one field.
    pub fn variant(&self, what: &str) -> Result<(&str, Option<Object<'_>>), JsonError> {
        match self {
            Json::String(name) => Ok((name, None)),
            Json::Object(fields) if fields.len() == 1 => {
                let (name, value) = &fields[0];
                Ok((name, Some(value.object().map_err(|error| error.in_field(name))?)))
            }
            _ => Err(JsonError(format!("not {what}"))),
        }
    }

    /// An object of `fields`, in order.
    #[must_use]
    // Called, not copied into every record's writer (smaller wasm: the worker writes four replies).
    #[inline(never)]
    pub fn fields<const N: usize>(fields: [(&str, Json); N]) -> Json {
        Json::Object(fields.into_iter().map(|(name, value)| (name.to_string(), value)).collect())
    }
}

impl<'a> Object<'a> {
    /// Field `name`'s value, if it has one (the last, if written twice).
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&'a Json> {
        self.0.iter().rev().find(|(field, _)| field == name).map(|(_, value)| value)
    }

    /// Field `name`, which must be there.
    ///
    /// # Errors
    /// A [`JsonError`] naming the field when it is missing or not a `T`.
    pub fn field<T: FromJson>(&self, name: &str) -> Result<T, JsonError> {
        T::from_json(self.required(name)?).map_err(|error| error.in_field(name))
    }

    /// Field `name`'s value, unread, which must be there.
    ///
    /// # Errors
    /// A [`JsonError`] naming the field when it is missing.
    pub fn required(&self, name: &str) -> Result<&'a Json, JsonError> {
        self.get(name).ok_or_else(|| JsonError(format!("'{name}' is missing")))
    }

    /// Field `name`, or `T`'s default when it is missing.
    ///
    /// # Errors
    /// A [`JsonError`] naming the field when it is there but not a `T`.
    pub fn field_or_default<T: FromJson + Default>(&self, name: &str) -> Result<T, JsonError> {
        self.field_or(name, T::default())
    }

    /// Field `name`, or `missing` when it is not there.
    ///
    /// # Errors
    /// A [`JsonError`] naming the field when it is there but not a `T`.
    pub fn field_or<T: FromJson>(&self, name: &str, missing: T) -> Result<T, JsonError> {
        match self.get(name) {
            Some(value) => T::from_json(value).map_err(|error| error.in_field(name)),
            None => Ok(missing),
        }
    }

    /// Field `name`'s last `most` items (a list; empty when the field is missing): the items
    /// before them are skipped unread, so a list that keeps its newest last costs no more to
    /// read than it keeps, however long a stored one is.
    ///
    /// ```
    /// use chesslab_core::json::parse;
    ///
    /// let stored = parse(r#"{"kept":[1,2,3,"four"]}"#)?;
    /// assert!(stored.object()?.field_last::<u32>("kept", 2).is_err()); // "four" is read
    /// let stored = parse(r#"{"kept":["one",2,3]}"#)?;
    /// assert_eq!(stored.object()?.field_last::<u32>("kept", 2)?, [2, 3]);
    /// assert_eq!(stored.object()?.field_last::<u32>("other", 2)?, [] as [u32; 0]);
    /// # Ok::<(), chesslab_core::json::JsonError>(())
    /// ```
    ///
    /// # Errors
    /// A [`JsonError`] naming the field when it is not a list, or one of the items read not a `T`.
    pub fn field_last<T: FromJson>(&self, name: &str, most: usize) -> Result<Vec<T>, JsonError> {
        let Some(value) = self.get(name) else { return Ok(Vec::new()) };
        let Json::Array(items) = value else { return Err(JsonError("not a list".into()).in_field(name)) };
        let skipped = items.len().saturating_sub(most);
        read_items(&items[skipped..], skipped).map_err(|error| error.in_field(name))
    }

    /// Checks that every field is one of `names`.
    ///
    /// # Errors
    /// A [`JsonError`] naming the first other field.
    pub fn only(&self, names: &[&str]) -> Result<(), JsonError> {
        match self.0.iter().find(|(field, _)| !names.contains(&field.as_str())) {
            Some((field, _)) => Err(JsonError(format!("unknown field '{}'", shorten(field)))),
            None => Ok(()),
        }
    }
}

/// Whole numbers: read from their text, so 64-bit ones are exact.
macro_rules! whole_numbers {
    ($($kind:ty),*) => {$(
        impl FromJson for $kind {
            fn from_json(json: &Json) -> Result<$kind, JsonError> {
                match json {
                    Json::Number(text) => text.parse().map_err(|_| {
                        let text = shorten(text);
                        JsonError(format!("{text} is not a whole number from {} to {}", <$kind>::MIN, <$kind>::MAX))
                    }),
                    _ => Err(JsonError("not a number".into())),
                }
            }
        }

        impl ToJson for $kind {
            // Called, not copied into every record's writer (smaller wasm).
            #[inline(never)]
            fn to_json(&self) -> Json {
                Json::Number(self.to_string())
            }
        }
    )*};
}

whole_numbers!(u8, u16, u32, u64, usize, i64);

/// A number past the largest `f64` (`1e400`) reads as the largest of its sign, not as infinity:
/// JSON has no infinity to write back (it would be stored as `null`, which a number field
/// refuses), and refusing it would set a whole stored record aside for one digit too many,
/// where the record's counters saturate instead (`chesslab_pages::solo::PlayerRecord`).
impl FromJson for f64 {
    fn from_json(json: &Json) -> Result<f64, JsonError> {
        match json {
            Json::Number(text) => read_float(text)
                .map(|number| number.clamp(-f64::MAX, f64::MAX))
                .ok_or_else(|| JsonError(format!("{} is not a number", shorten(text)))),
            _ => Err(JsonError("not a number".into())),
        }
    }
}

impl ToJson for f64 {
    /// A finite number in the fewest digits that read back ([`float_text`]); `null` otherwise, as serde_json.
    fn to_json(&self) -> Json {
        float_text(*self).map_or(Json::Null, Json::Number)
    }
}

impl FromJson for bool {
    fn from_json(json: &Json) -> Result<bool, JsonError> {
        match json {
            Json::Bool(value) => Ok(*value),
            _ => Err(JsonError("not true or false".into())),
        }
    }
}

impl ToJson for bool {
    fn to_json(&self) -> Json {
        Json::Bool(*self)
    }
}

impl FromJson for String {
    fn from_json(json: &Json) -> Result<String, JsonError> {
        match json {
            Json::String(text) => Ok(text.clone()),
            _ => Err(JsonError("not a string".into())),
        }
    }
}

impl ToJson for String {
    fn to_json(&self) -> Json {
        Json::String(self.clone())
    }
}

/// A value already JSON is itself (a message whose part is written elsewhere).
impl ToJson for Json {
    fn to_json(&self) -> Json {
        self.clone()
    }
}

impl ToJson for str {
    fn to_json(&self) -> Json {
        Json::String(self.to_string())
    }
}

/// `null` is `None` (and a missing field, read with [`Object::field_or_default`]).
impl<T: FromJson> FromJson for Option<T> {
    fn from_json(json: &Json) -> Result<Option<T>, JsonError> {
        match json {
            Json::Null => Ok(None),
            value => T::from_json(value).map(Some),
        }
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn to_json(&self) -> Json {
        self.as_ref().map_or(Json::Null, ToJson::to_json)
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(json: &Json) -> Result<Vec<T>, JsonError> {
        let Json::Array(items) = json else { return Err(JsonError("not a list".into())) };
        read_items(items, 0)
    }
}

/// `items`, the list's from item `skipped + 1` on, each read as a `T`; an error names the item.
fn read_items<T: FromJson>(items: &[Json], skipped: usize) -> Result<Vec<T>, JsonError> {
    let mut read = Vec::with_capacity(items.len());
    for (index, item) in items.iter().enumerate() {
        let number = skipped + index + 1;
        read.push(T::from_json(item).map_err(|error| JsonError(format!("item {number}: {}", error.0)))?);
    }
    Ok(read)
}

impl<T: ToJson> ToJson for [T] {
    fn to_json(&self) -> Json {
        Json::Array(self.iter().map(ToJson::to_json).collect())
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn to_json(&self) -> Json {
        self.as_slice().to_json()
    }
}
