#![allow(clippy::unwrap_used)]

use proptest::prelude::*;

use super::{parse, read::MAX_DEPTH, FromJson, Json, ToJson};

/// Any JSON value serde_json can write: numbers of every kind, strings of any characters.
fn any_value() -> impl Strategy<Value = serde_json::Value> {
    let leaf = prop_oneof![
        Just(serde_json::Value::Null),
        any::<bool>().prop_map(serde_json::Value::Bool),
        any::<u64>().prop_map(serde_json::Value::from),
        any::<i64>().prop_map(serde_json::Value::from),
        any::<f64>().prop_filter("finite", |x| x.is_finite()).prop_map(serde_json::Value::from),
        any::<String>().prop_map(serde_json::Value::String),
    ];
    leaf.prop_recursive(4, 40, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(serde_json::Value::Array),
            prop::collection::btree_map(any::<String>(), inner, 0..6)
                .prop_map(|map| serde_json::Value::Object(map.into_iter().collect())),
        ]
    })
}

proptest! {
    /// What serde_json writes (the page's stored text until now) reads, and is written back byte for byte.
    #[test]
    fn serde_jsons_text_reads_and_is_written_back_the_same(value in any_value()) {
        let text = serde_json::to_string(&value).unwrap();
        prop_assert_eq!(parse(&text).unwrap().to_text(), text);
    }

    /// Spaces serde_json's pretty form puts in are read past.
    #[test]
    fn pretty_text_reads_as_the_same_value(value in any_value()) {
        let pretty = serde_json::to_string_pretty(&value).unwrap();
        let compact = serde_json::to_string(&value).unwrap();
        prop_assert_eq!(parse(&pretty).unwrap().to_text(), compact);
    }

    /// Any text is read or refused, never a panic; what is read, serde_json reads too.
    #[test]
    fn any_text_is_read_or_refused(text in any::<String>()) {
        if let Ok(value) = parse(&text) {
            prop_assert!(serde_json::from_str::<serde_json::Value>(&value.to_text()).is_ok());
        }
    }

    /// JSON-like text cut or changed anywhere is read or refused, never a panic.
    #[test]
    fn broken_json_is_read_or_refused(value in any_value(), cut in any::<prop::sample::Index>(), byte in any::<u8>()) {
        let text = serde_json::to_string(&value).unwrap();
        let at = cut.index(text.len() + 1);
        let mut bytes = text.into_bytes();
        bytes.insert(at, byte);
        let changed = String::from_utf8_lossy(&bytes);
        let _ = parse(&changed);
        let half: String = changed.chars().take(changed.chars().count() / 2).collect();
        let _ = parse(&half);
    }

    /// Whole numbers of every width go through text unchanged; any finite float within its last
    /// bits (exactly for the magnitudes stored: see `float`), and whole ones below 2^53 exactly.
    #[test]
    fn numbers_read_back(a in any::<u64>(), b in any::<i64>(), c in any::<f64>().prop_filter("finite", |x| x.is_finite()), d in -(1i64 << 53)..(1i64 << 53)) {
        prop_assert_eq!(u64::from_json(&parse(&a.to_json().to_text()).unwrap()).unwrap(), a);
        prop_assert_eq!(i64::from_json(&parse(&b.to_json().to_text()).unwrap()).unwrap(), b);
        let read = f64::from_json(&parse(&c.to_json().to_text()).unwrap()).unwrap();
        prop_assert!((read - c).abs() <= (c.abs() * 1e-15).max(1e-320));
        let whole = d as f64;
        prop_assert_eq!(f64::from_json(&parse(&whole.to_json().to_text()).unwrap()).unwrap().to_bits(), whole.to_bits());
        // serde_json reads it too.
        prop_assert!(serde_json::from_str::<f64>(&c.to_json().to_text()).is_ok());
    }
}

#[test]
fn bad_text_is_refused_with_where() {
    let cases = [
        ("", "not JSON: expected a value at byte 1"),
        ("{\"a\" 1}", "not JSON: expected ':' at byte 6"),
        ("[1,]", "not JSON: expected a value at byte 4"),
        ("[1 2]", "not JSON: expected ',' or ']' at byte 4"),
        ("01", "not JSON: text after the value at byte 2"),
        ("\"a", "not JSON: a string not closed at byte 3"),
        ("\"\\ud800\"", "not JSON: a lone surrogate at byte 8"),
        ("1.", "not JSON: expected a digit at byte 3"),
        ("nul", "not JSON: expected a value at byte 1"),
    ];
    for (text, message) in cases {
        assert_eq!(parse(text).unwrap_err().to_string(), message, "{text}");
    }
}

#[test]
fn nesting_is_bounded_and_escapes_read() {
    // Refused exactly where serde_json refuses, arrays and objects mixed.
    for depth in 1..=MAX_DEPTH + 2 {
        for open in ["[", "{\"a\":", "[{\"b\":"] {
            let close = |open: &str| {
                if open == "[" {
                    "]"
                } else if open.starts_with('{') {
                    "}"
                } else {
                    "}]"
                }
            };
            let text = open.repeat(depth) + "0" + &close(open).repeat(depth);
            let theirs = serde_json::from_str::<serde_json::Value>(&text).is_ok();
            let ours = parse(&text);
            assert_eq!(ours.is_ok(), theirs, "{depth} × {open}: {ours:?}");
            if let Err(error) = ours {
                assert!(error.to_string().contains("nesting too deep"), "{error}");
            }
        }
    }
    let deep = "[".repeat(MAX_DEPTH + 1) + &"]".repeat(MAX_DEPTH + 1);
    assert!(parse(&deep).unwrap_err().to_string().contains("nesting too deep"));
    let fine = "[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH);
    assert!(parse(&fine).is_ok());
    assert_eq!(parse(r#""\u00e9\ud83d\ude00\/\n""#).unwrap(), Json::String("é😀/\n".into()));
}

#[test]
fn fields_read_by_name_with_defaults_and_errors_that_name_them() {
    let value = parse(r#"{"hints":2,"clock":null,"best":{"3":7},"moves":["a",1]}"#).unwrap();
    let object = value.object().unwrap();
    assert_eq!(object.field::<u32>("hints").unwrap(), 2);
    assert_eq!(object.field::<Option<f64>>("clock").unwrap(), None);
    assert_eq!(object.field_or_default::<u32>("undos").unwrap(), 0);
    assert_eq!(object.field::<u32>("undos").unwrap_err().to_string(), "'undos' is missing");
    assert_eq!(
        object.field::<Vec<String>>("moves").unwrap_err().to_string(),
        "'moves': item 2: not a string"
    );
    assert_eq!(
        object
            .field::<u8>("hints")
            .map(|_| ())
            .and_then(|()| object.only(&["hints"]))
            .unwrap_err()
            .to_string(),
        "unknown field 'clock'"
    );
    assert_eq!(
        parse("-1").and_then(|json| u32::from_json(&json)).unwrap_err().to_string(),
        "-1 is not a whole number from 0 to 4294967295"
    );
}
