#!/usr/bin/env bash
# Runs every check and test: format, lints (native and wasm), native tests,
# browser tests (the core as wasm in headless Chromium), and end-to-end tests
# (a person's path through the built site in Chromium).
# Installs whatever is missing first (see scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "format"
cargo fmt --all -- --check

step "lints (native, then wasm)"
cargo clippy --all-targets -- -D warnings
cargo clippy --all-targets --target wasm32-unknown-unknown -- -D warnings

step "native tests"
cargo test

step "browser tests (wasm-bindgen-test in headless Chromium)"
CHROMEDRIVER=/usr/bin/chromedriver \
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --target wasm32-unknown-unknown --test browser

step "build the site"
trunk build --release

step "end-to-end tests (Chromium on dist/)"
node --test tests/e2e/
