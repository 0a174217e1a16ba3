//! Fetches a file beside the page as text (a Solo pack's data: see
//! `chesslab_pages::solo::Effect::FetchPack`). Written on `fetch` itself:
//! one call and its two promises, where an HTTP crate would add to the
//! page's wasm, whose size the first screen waits for.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::Response;

use super::dom;

/// The text of the file at `url` (relative to the page), or why not, in
/// words a player can act on ("no connection", "the server answered 404").
pub async fn text(url: &str) -> Result<String, String> {
    let window = dom::window().map_err(|error| error.0)?;
    let answer = JsFuture::from(window.fetch_with_str(url)).await.map_err(|_| "no connection".to_string())?;
    let response: Response = answer.dyn_into().map_err(|_| "no answer from the server".to_string())?;
    if !response.ok() {
        return Err(format!("the server answered {}", response.status()));
    }
    let body = response.text().map_err(|_| "its text cannot be read".to_string())?;
    let text = JsFuture::from(body).await.map_err(|_| "the connection was lost".to_string())?;
    text.as_string().ok_or_else(|| "its text cannot be read".to_string())
}
