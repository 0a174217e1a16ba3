//! How a `JobRunner` (`src/jobs.rs`) writes its tasks and reads its
//! worker's replies: as JSON text, through the core's codec
//! ([`chesslab_core::json`]), where each task and reply is declared once. The
//! worker reads and writes the same text (`worker_entry`). Not serde: without
//! serde-wasm-bindgen and the derived readers, the page's modules and the
//! worker are smaller (the Solo page's first load waits for its wasm).

use wasm_bindgen::JsValue;

use chesslab_core::{
    job::{job_json, JobTask},
    json::{FromJson, ToJson},
    task::{Request, Response},
};

/// The message that asks a worker to run `task` as request `id`:
/// `{"id": id, "job": {"type": T::JOB_TYPE, …the task's fields}}`, as text.
pub fn encode<T: JobTask>(id: u32, task: &T) -> JsValue {
    JsValue::from_str(&Request { id, job: job_json(task) }.to_json().to_text())
}

/// The response a worker's message holds.
///
/// # Errors
/// Why the message is not a response to `T`.
pub fn decode<T: JobTask>(message: &JsValue) -> Result<Response<T::Reply>, String> {
    let text = message.as_string().ok_or_else(|| "a message that is not JSON text".to_string())?;
    Response::from_text(&text).map_err(|error| error.to_string())
}
