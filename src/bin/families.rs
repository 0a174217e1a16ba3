//! The Queens, Coverage and Exact pages: the page's second wasm module, which the app loads
//! the first time one of them is opened (see `chess_puzzle_lab::start_families`).

#[cfg(target_arch = "wasm32")]
fn main() {
    chess_puzzle_lab::start_families();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the families module only runs in a browser: build it with trunk");
    std::process::exit(2);
}
