//! Entry point: the web app in the browser, the `chesslab` command line natively.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let code = cli::main(std::env::args().skip(1).collect());
    std::process::exit(code);
}

#[cfg(target_arch = "wasm32")]
fn main() {
    chesslab::web::start();
}
