//! Reads JSON text into a [`Json`] value (RFC 8259), at most [`MAX_DEPTH`]
//! arrays and objects open at once: the text comes from the browser's
//! storage, which anything may have written.

use super::{Json, JsonError};

/// The most arrays and objects open at once: serde_json's limit too (it refuses a 128th).
pub const MAX_DEPTH: usize = 127;

/// Reads `text`, which must hold one JSON value and nothing after it but spaces.
///
/// # Errors
/// A [`JsonError`] naming what is wrong and the character where.
pub fn parse(text: &str) -> Result<Json, JsonError> {
    let mut reader = Reader { text, bytes: text.as_bytes(), at: 0 };
    let value = reader.value(0)?;
    reader.skip_spaces();
    match reader.at < reader.bytes.len() {
        true => Err(reader.error("text after the value")),
        false => Ok(value),
    }
}

struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn error(&self, what: &str) -> JsonError {
        JsonError(format!("not JSON: {what} at byte {}", self.at + 1))
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn skip_spaces(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// Takes `byte` after any spaces, or says it was expected.
    fn expect(&mut self, byte: u8, what: &str) -> Result<(), JsonError> {
        self.skip_spaces();
        match self.peek() == Some(byte) {
            true => {
                self.at += 1;
                Ok(())
            }
            false => Err(self.error(what)),
        }
    }

    /// The value at `at`, inside `depth` open arrays and objects.
    fn value(&mut self, depth: usize) -> Result<Json, JsonError> {
        self.skip_spaces();
        if matches!(self.peek(), Some(b'{' | b'[')) && depth >= MAX_DEPTH {
            return Err(self.error("nesting too deep"));
        }
        match self.peek() {
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Json::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'n') => self.word("null", Json::Null),
            _ => Err(self.error("expected a value")),
        }
    }

    fn word(&mut self, word: &str, value: Json) -> Result<Json, JsonError> {
        match self.bytes[self.at..].starts_with(word.as_bytes()) {
            true => {
                self.at += word.len();
                Ok(value)
            }
            false => Err(self.error("expected a value")),
        }
    }

    fn object(&mut self, depth: usize) -> Result<Json, JsonError> {
        let fields = self.items(b'}', "expected ',' or '}'", |reader| {
            reader.skip_spaces();
            if reader.peek() != Some(b'"') {
                return Err(reader.error("expected a field name"));
            }
            let name = reader.string()?;
            reader.expect(b':', "expected ':'")?;
            Ok((name, reader.value(depth + 1)?))
        })?;
        Ok(Json::Object(fields))
    }

    fn array(&mut self, depth: usize) -> Result<Json, JsonError> {
        Ok(Json::Array(self.items(b']', "expected ',' or ']'", |reader| reader.value(depth + 1))?))
    }

    /// The items of an object or array, from its opening bracket to `close`: each read by
    /// `item`, separated by commas; `missing` says what a separator's place holds instead.
    fn items<T>(
        &mut self,
        close: u8,
        missing: &str,
        mut item: impl FnMut(&mut Self) -> Result<T, JsonError>,
    ) -> Result<Vec<T>, JsonError> {
        self.at += 1;
        let mut items = Vec::new();
        self.skip_spaces();
        if self.peek() == Some(close) {
            self.at += 1;
            return Ok(items);
        }
        loop {
            items.push(item(self)?);
            self.skip_spaces();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(found) if found == close => {
                    self.at += 1;
                    return Ok(items);
                }
                _ => return Err(self.error(missing)),
            }
        }
    }

    /// A number as JSON writes one: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    fn number(&mut self) -> Result<Json, JsonError> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.error("expected a digit")),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            self.some_digits()?;
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            self.some_digits()?;
        }
        // Only ASCII digits and signs were taken: the slice ends on a character boundary.
        let number = self.text.get(start..self.at).unwrap_or_default();
        Ok(Json::Number(number.to_string()))
    }

    fn digits(&mut self) {
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
    }

    fn some_digits(&mut self) -> Result<(), JsonError> {
        match self.peek() {
            Some(b'0'..=b'9') => {
                self.digits();
                Ok(())
            }
            _ => Err(self.error("expected a digit")),
        }
    }

    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1;
        let mut text = Vec::new();
        loop {
            let Some(byte) = self.peek() else { return Err(self.error("a string not closed")) };
            self.at += 1;
            match byte {
                b'"' => break,
                b'\\' => {
                    let Some(escaped) = self.peek() else { return Err(self.error("a string not closed")) };
                    self.at += 1;
                    let plain = match escaped {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode_escape()?,
                        _ => return Err(self.error("an unknown escape")),
                    };
                    let mut buffer = [0; 4];
                    text.extend_from_slice(plain.encode_utf8(&mut buffer).as_bytes());
                }
                0..=0x1f => return Err(self.error("a control character in a string")),
                _ => text.push(byte),
            }
        }
        // The input was a `&str` and escapes were written as UTF-8: the bytes are text.
        String::from_utf8(text).map_err(|_| self.error("a string that is not text"))
    }

    /// The character of a `\uXXXX` escape (the `\u` taken), a surrogate pair's second half included.
    fn unicode_escape(&mut self) -> Result<char, JsonError> {
        let first = self.hex4()?;
        let code = match first {
            0xd800..=0xdbff => {
                if !self.bytes[self.at..].starts_with(b"\\u") {
                    return Err(self.error("a lone surrogate"));
                }
                self.at += 2;
                let second = self.hex4()?;
                if !(0xdc00..=0xdfff).contains(&second) {
                    return Err(self.error("a lone surrogate"));
                }
                0x10000 + ((first - 0xd800) << 10) + (second - 0xdc00)
            }
            0xdc00..=0xdfff => return Err(self.error("a lone surrogate")),
            _ => first,
        };
        char::from_u32(code).ok_or_else(|| self.error("a lone surrogate"))
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let mut code = 0;
        for _ in 0..4 {
            let digit = self.peek().and_then(|byte| (byte as char).to_digit(16));
            let Some(digit) = digit else { return Err(self.error("expected four hex digits")) };
            code = code * 16 + digit;
            self.at += 1;
        }
        Ok(code)
    }
}
