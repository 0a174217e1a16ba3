#!/usr/bin/env bash
# Builds the web app (release) and serves it on http://127.0.0.1:8080/ .
# Installs whatever is missing first (see scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
echo "Chess Puzzle Lab: http://127.0.0.1:8080/ (Ctrl-C stops)"
exec trunk serve --release "$@"
