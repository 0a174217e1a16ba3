// Starts a search worker (src/jobs.rs): the worker's wasm-bindgen glue, then its wasm, passed in the
// init function's one-object form (a bare path is deprecated, and warned about in the console).
importScripts("./worker.js");
wasm_bindgen({ module_or_path: "./worker_bg.wasm" });
