//! Entry point: the web app in the browser, the `chesslab` command line natively.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    // `args_os`: a non-UTF-8 argument is refused by the parser with a message, never a panic.
    let code = cli::main(std::env::args_os());
    std::process::exit(code);
}

#[cfg(target_arch = "wasm32")]
fn main() {
    chesslab::web::start();
}
