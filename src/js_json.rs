//! A message from a worker as the page's JSON ([`Json`]) and back: how the
//! Solo page reads its workers' replies and writes its tasks without serde
//! (see `chesslab_pages::solo` messages). 64-bit numbers travel as BigInt,
//! as the worker's serde-wasm-bindgen writes and reads them.

use js_sys::{Array, BigInt, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

use chesslab_pages::json::{read_float, Json};

/// The largest integer a JavaScript number holds exactly (2^53 − 1).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// The deepest nesting read (a worker's messages are a few levels deep).
const MAX_DEPTH: usize = 32;

/// `value` (a structured-clone message) as JSON; `None` for what JSON has no
/// form for (a function, a symbol, nesting past [`MAX_DEPTH`]).
pub fn from_js(value: &JsValue) -> Option<Json> {
    read(value, 0)
}

fn read(value: &JsValue, depth: usize) -> Option<Json> {
    if depth > MAX_DEPTH {
        return None;
    }
    if value.is_null() || value.is_undefined() {
        return Some(Json::Null);
    }
    if let Some(flag) = value.as_bool() {
        return Some(Json::Bool(flag));
    }
    if let Some(number) = value.as_f64() {
        return Some(number_text(number).map_or(Json::Null, Json::Number));
    }
    if let Some(big) = value.dyn_ref::<BigInt>() {
        return big.to_string(10).ok().and_then(|text| text.as_string()).map(Json::Number);
    }
    if let Some(text) = value.as_string() {
        return Some(Json::String(text));
    }
    if Array::is_array(value) {
        let items =
            Array::from(value).iter().map(|item| read(&item, depth + 1)).collect::<Option<Vec<_>>>()?;
        return Some(Json::Array(items));
    }
    let object = value.dyn_ref::<Object>()?;
    let mut fields = Vec::new();
    for entry in Object::entries(object).iter() {
        let pair = Array::from(&entry);
        fields.push((pair.get(0).as_string()?, read(&pair.get(1), depth + 1)?));
    }
    Some(Json::Object(fields))
}

/// A finite number's JSON text: whole ones as integers, others as JavaScript writes them
/// (shortest round trip, `1e+21` style exponents, which JSON allows).
fn number_text(number: f64) -> Option<String> {
    if !number.is_finite() {
        return None;
    }
    if number.fract() == 0.0 && number.abs() <= MAX_SAFE_INTEGER {
        return Some((number as i64).to_string());
    }
    js_sys::Number::from(number).to_string_with_radix(10).ok().and_then(|text| text.as_string())
}

/// `json` as a message: whole numbers beyond 2^53 as BigInt, the rest as numbers.
pub fn to_js(json: &Json) -> JsValue {
    match json {
        Json::Null => JsValue::NULL,
        Json::Bool(flag) => JsValue::from_bool(*flag),
        Json::Number(text) => number_value(text),
        Json::String(text) => JsValue::from_str(text),
        Json::Array(items) => items.iter().map(to_js).collect::<Array>().into(),
        Json::Object(fields) => {
            let object = Object::new();
            for (name, value) in fields {
                // Setting a field on a fresh plain object cannot fail.
                let _ = Reflect::set(&object, &JsValue::from_str(name), &to_js(value));
            }
            object.into()
        }
    }
}

fn number_value(text: &str) -> JsValue {
    if let Ok(whole) = text.parse::<i64>() {
        if whole.unsigned_abs() as f64 > MAX_SAFE_INTEGER {
            return BigInt::from(whole).into();
        }
        return JsValue::from_f64(whole as f64);
    }
    if let Ok(whole) = text.parse::<u64>() {
        return BigInt::from(whole).into();
    }
    JsValue::from_f64(read_float(text).unwrap_or(f64::NAN))
}
