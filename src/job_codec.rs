//! How a [`JobRunner`](crate::jobs::JobRunner) writes its tasks and reads
//! its worker's replies: through serde ([`Serde`], every family's default) or
//! the page's JSON ([`PageJson`], the Solo page, whose first load waits for
//! its wasm: 7.1 KB less of it, gzipped, without serde-wasm-bindgen and the
//! derived readers). The worker reads and writes serde's shapes either way.

use wasm_bindgen::JsValue;

use super::{
    dom::{self, WebError},
    js_json,
};
use chesslab_core::{job::JobTask, task::Response};
use chesslab_pages::json::{FromJson, Json, ToJson};

/// Writes requests for tasks `T` and reads responses to them.
pub trait Codec<T: JobTask> {
    /// The message that asks a worker to run `task` as request `id`:
    /// `{"id": id, "job": {"type": T::JOB_TYPE, …the task's fields}}`, which the
    /// worker reads as a `Request<Job>`.
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

impl<T: JobTask> Codec<T> for Serde {
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

/// The page's JSON ([`chesslab_pages::json`]), carried in JavaScript values (`js_json`).
pub struct PageJson;

impl<T: JobTask + ToJson> Codec<T> for PageJson
where
    T::Reply: FromJson,
{
    fn encode(id: u32, task: &T) -> Result<JsValue, WebError> {
        let Json::Object(mut fields) = task.to_json() else {
            return Err(WebError("a task is not an object".into()));
        };
        fields.insert(0, ("type".into(), Json::String(T::JOB_TYPE.into())));
        let request = Json::fields([("id", id.to_json()), ("job", Json::Object(fields))]);
        Ok(js_json::to_js(&request))
    }

    fn decode(message: &JsValue) -> Result<Response<T::Reply>, String> {
        let json = js_json::from_js(message).ok_or_else(|| "a message that is not data".to_string())?;
        Response::from_json(&json).map_err(|error| error.to_string())
    }
}
