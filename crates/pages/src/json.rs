//! The page's JSON: the core's codec ([`chesslab_core::json`], which the
//! Solo worker's messages speak too), with the page's own map ([`SortedMap`])
//! read and written as an object.

pub use chesslab_core::json::*;

use crate::SortedMap;
use chesslab_core::excerpt::shorten;

/// The most entries a stored map may have: the page's maps hold a few level names or a pack's
/// puzzles, and a [`SortedMap`] inserts in time proportional to its length (so a hand-edited
/// record of a hundred thousand keys out of order would take seconds to read).
pub const MAX_MAP_ENTRIES: usize = 10_000;

/// A map is an object; its keys are the field names (numbers too, as serde_json writes them).
impl<K: Ord + std::str::FromStr, V: FromJson> FromJson for SortedMap<K, V> {
    fn from_json(json: &Json) -> Result<SortedMap<K, V>, JsonError> {
        let Json::Object(fields) = json else { return Err(JsonError("not an object".into())) };
        if fields.len() > MAX_MAP_ENTRIES {
            return Err(JsonError(format!("more than {MAX_MAP_ENTRIES} entries")));
        }
        let mut map = SortedMap::new();
        for (name, value) in fields {
            let key =
                name.parse().map_err(|_| JsonError(format!("'{}' is not a key here", shorten(name))))?;
            map.insert(key, V::from_json(value).map_err(|error| error.in_field(name))?);
        }
        Ok(map)
    }
}

impl<K: ToString, V: ToJson> ToJson for SortedMap<K, V> {
    fn to_json(&self) -> Json {
        Json::Object(self.iter().map(|(key, value)| (key.to_string(), value.to_json())).collect())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_map_is_an_object_keyed_by_text() {
        let value = parse(r#"{"best":{"3":7}}"#).unwrap();
        assert_eq!(
            value.object().unwrap().field::<SortedMap<u8, u32>>("best").unwrap(),
            SortedMap::from([(3, 7)])
        );
        assert_eq!(SortedMap::from([(3u8, 7u32)]).to_json().to_text(), r#"{"3":7}"#);
    }

    #[test]
    fn a_map_of_more_entries_than_any_record_holds_is_refused() {
        let map = |entries: usize| {
            let fields: Vec<String> = (0..entries).rev().map(|key| format!("\"{key}\":{key}")).collect();
            parse(&format!("{{{}}}", fields.join(","))).unwrap()
        };
        let read = SortedMap::<u32, u32>::from_json(&map(MAX_MAP_ENTRIES)).unwrap();
        assert_eq!((read.len(), read.get(&7)), (MAX_MAP_ENTRIES, Some(&7)));
        let refused = SortedMap::<u32, u32>::from_json(&map(MAX_MAP_ENTRIES + 1)).unwrap_err();
        assert_eq!(refused.to_string(), format!("more than {MAX_MAP_ENTRIES} entries"));
    }
}
