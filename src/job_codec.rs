//! How a [`JobRunner`](crate::jobs::JobRunner) writes its tasks and reads
//! its worker's replies: through serde ([`Serde`], every family's default) or
//! as JSON text ([`PageJson`], Solo's jobs: the Solo page's first load waits
//! for its wasm, 7.1 KB less of it, gzipped, without serde-wasm-bindgen and the
//! derived readers). Which job crosses in which is said once, in the core's
//! `job::Job`; the worker answers each in the codec it was asked in.

use serde::{de::DeserializeOwned, Serialize};
use wasm_bindgen::JsValue;

use super::dom::{self, WebError};
use chesslab_core::{
    job::{job_json, JobTask},
    json::{parse, FromJson, ToJson},
    task::{Request, Response},
};

/// Writes requests for tasks `T` and reads responses to them.
pub trait Codec<T: JobTask> {
    /// The message that asks a worker to run `task` as request `id`:
    /// `{"id": id, "job": {"type": T::JOB_TYPE, …the task's fields}}`, which the
    /// worker reads as a `Request<Job>` (as an object or as JSON text, by the codec).
    ///
    /// # Errors
    /// When the task cannot be written.
    fn encode(id: u32, task: &T) -> Result<JsValue, WebError>;

    /// The response a worker's message holds.
    ///
    /// # Errors
    /// Why the message is not a response to `T`.
    fn decode(message: &JsValue) -> Result<Response<T::Reply>, String>;
}

/// serde-wasm-bindgen, with serde's derived writers and readers.
pub struct Serde;

impl<T: JobTask + Serialize> Codec<T> for Serde
where
    T::Reply: DeserializeOwned,
{
    fn encode(id: u32, task: &T) -> Result<JsValue, WebError> {
        // One task type's fields with its job type added, not a `Job`: a `Job`'s encoder would
        // bring every family's tasks into the wasm of whichever module runs this runner.
        let job = dom::encode(task).map_err(|error| WebError(error.to_string()))?;
        js_sys::Reflect::set(&job, &"type".into(), &T::JOB_TYPE.into())?;
        let request = js_sys::Object::new();
        js_sys::Reflect::set(&request, &"id".into(), &id.into())?;
        js_sys::Reflect::set(&request, &"job".into(), &job)?;
        Ok(request.into())
    }

    fn decode(message: &JsValue) -> Result<Response<T::Reply>, String> {
        serde_wasm_bindgen::from_value(message.clone()).map_err(|error| error.to_string())
    }
}

/// JSON text, written and read by the core's codec ([`chesslab_core::json`]): Solo's jobs, each
/// declared once there. A request is a string `{"id":…,"job":{"type":…}}` and the worker answers
/// such a request with strings (`job::Job`, `worker_entry`).
pub struct PageJson;

impl<T: JobTask + ToJson> Codec<T> for PageJson
where
    T::Reply: FromJson,
{
    fn encode(id: u32, task: &T) -> Result<JsValue, WebError> {
        Ok(JsValue::from_str(&Request { id, job: job_json(task) }.to_json().to_text()))
    }

    fn decode(message: &JsValue) -> Result<Response<T::Reply>, String> {
        let text = message.as_string().ok_or_else(|| "a message that is not JSON text".to_string())?;
        parse(&text).and_then(|json| Response::from_json(&json)).map_err(|error| error.to_string())
    }
}
