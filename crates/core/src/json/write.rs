//! Writes a [`Json`] value as compact JSON text (as serde_json writes it:
//! no spaces, only `"`, `\` and control characters escaped).

use super::Json;

impl Json {
    /// The value as compact JSON text.
    #[must_use]
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        self.write(&mut text);
        text
    }

    fn write(&self, text: &mut String) {
        match self {
            Json::Null => text.push_str("null"),
            Json::Bool(true) => text.push_str("true"),
            Json::Bool(false) => text.push_str("false"),
            Json::Number(number) => text.push_str(number),
            Json::String(string) => write_string(string, text),
            Json::Array(items) => {
                text.push('[');
                for (index, item) in items.iter().enumerate() {
                    if index > 0 {
                        text.push(',');
                    }
                    item.write(text);
                }
                text.push(']');
            }
            Json::Object(fields) => {
                text.push('{');
                for (index, (name, value)) in fields.iter().enumerate() {
                    if index > 0 {
                        text.push(',');
                    }
                    write_string(name, text);
                    text.push(':');
                    value.write(text);
                }
                text.push('}');
            }
        }
    }
}

fn write_string(string: &str, text: &mut String) {
    text.push('"');
    for character in string.chars() {
        match character {
            '"' => text.push_str("\\\""),
            '\\' => text.push_str("\\\\"),
            '\n' => text.push_str("\\n"),
            '\r' => text.push_str("\\r"),
            '\t' => text.push_str("\\t"),
            '\u{8}' => text.push_str("\\b"),
            '\u{c}' => text.push_str("\\f"),
            '\0'..='\u{1f}' => {
                let code = character as u32;
                text.push_str("\\u00");
                for shift in [4, 0] {
                    text.push(char::from_digit((code >> shift) & 0xf, 16).unwrap_or('0'));
                }
            }
            _ => text.push(character),
        }
    }
    text.push('"');
}
