#!/usr/bin/env bash
# Runs every check and test: format, lints (native and wasm), native tests,
# browser tests (the core as wasm in headless Chromium), and end-to-end tests
# (a person's path through the built site in Chromium).
# Installs whatever is missing first (see scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"

# Each step's title says how long the run has taken so far (to see where the time goes).
step() { printf '\n\033[1m== %s\033[0m (at %d:%02d)\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

step "format"
cargo fmt --all -- --check

step "post-build scripts' tests (node --test scripts/)"
node --test scripts/

step "lints (native, then wasm)"
cargo clippy --workspace --all-targets -- -D warnings
# For wasm: the web layer with its browser tests, and below it the page models and the core.
cargo clippy -p chess-puzzle-lab --all-targets --target wasm32-unknown-unknown -- -D warnings

# Every intra-doc link must resolve. Built with private items: most module
# notes (the solvers' algorithm notes) sit on private modules, and a function
# and a private module of the same name (`solve`, `generate`) are only seen as
# ambiguous then; a public doc linking to a private item fails in both modes,
# so a public-only build would check nothing more. The web layer is compiled
# only for wasm32, so it is documented there.
step "docs (every link checked: core, page models, command line; web layer on wasm32)"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --document-private-items
RUSTDOCFLAGS="-D warnings" cargo doc -p chess-puzzle-lab --no-deps --document-private-items --target wasm32-unknown-unknown

step "native tests (every crate of the workspace)"
cargo test

# Built with the page's own profile: the core is tested as the page ships it, and the site's build
# below finds the dependencies already compiled (about 25 s less in all).
step "browser tests (wasm-bindgen-test in headless Chromium)"
CHROMEDRIVER=/usr/bin/chromedriver \
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
  cargo test --target wasm32-unknown-unknown --test browser --profile release-page

step "build the site, and its size budgets (scripts/check-sizes.mjs)"
trunk build --release
node scripts/check-sizes.mjs dist

step "end-to-end tests (Chromium on dist/)"
node --test tests/e2e/
step "done"
