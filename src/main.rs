//! The page's entry point: mounts the web app (`chess_puzzle_lab::start`, wasm only).

#[cfg(target_arch = "wasm32")]
fn main() {
    chess_puzzle_lab::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the web app only runs in a browser: build it with trunk (the command line is `chesslab`)");
    std::process::exit(2);
}
