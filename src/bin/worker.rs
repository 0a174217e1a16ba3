//! The Web Worker binary: runs the jobs the page sends (see `chess_puzzle_lab::run_worker`).

#[cfg(target_arch = "wasm32")]
fn main() {
    chess_puzzle_lab::run_worker();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the worker binary only runs in a browser: build it with trunk");
    std::process::exit(2);
}
